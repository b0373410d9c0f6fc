"""Exact odds are the ways the dice fall, counted: the same as rolling every face of every die."""

import itertools
from fractions import Fraction

from hypothesis import given, strategies as st

from pyrules.core.dice import parse
from pyrules.core.odds import chance, distribution, sum_ways


def _every_fall(notation: str) -> dict[int, Fraction]:
    """The distribution of a notation by rolling every face of every die (small dice only)."""
    parsed = parse(notation)
    faces = [range(1, g.sides + 1) for g in parsed.groups for _ in range(g.count)]
    signs = [g.sign for g in parsed.groups for _ in range(g.count)]
    counted: dict[int, int] = {}
    for fall in itertools.product(*faces):
        total = (sum(s * f for s, f in zip(signs, fall)) + parsed.modifier) * parsed.multiplier
        counted[total] = counted.get(total, 0) + 1
    falls = sum(counted.values())
    return {total: Fraction(n, falls) for total, n in counted.items()}


def test_three_six_sided_dice_make_ten_or_less_half_the_time():
    assert chance("3d6", at_most=10) == Fraction(1, 2)
    assert sum_ways(3, 6)[:4] == [1, 3, 6, 10]  # totals 3, 4, 5, 6


@given(st.integers(1, 3), st.integers(2, 8),
       st.lists(st.tuples(st.sampled_from(["+", "-"]), st.integers(1, 2), st.integers(2, 8)), max_size=2),
       st.integers(-5, 5), st.sampled_from(["", "x2", "x3"]))
def test_the_counted_distribution_is_every_fall_of_every_die(count, sides, more, modifier, times):
    notation = f"{count}d{sides}" + "".join(f"{sign}{n}d{s}" for sign, n, s in more)
    notation += (f"{modifier:+d}" if modifier else "") + times
    assert distribution(notation) == _every_fall(notation)


def test_many_dice_of_many_sides_are_counted_exactly_and_add_up_to_certainty():
    odds = distribution("30d100")
    assert min(odds) == 30 and max(odds) == 3000 and sum(odds.values()) == 1
    assert odds[30] == Fraction(1, 100 ** 30)
