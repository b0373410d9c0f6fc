"""Exact chances against brute-force enumeration of every face."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

import pyrules
from pyrules.cortex import chance
from pyrules.cortex.chances import botch_chance, difficulty_odds, pool_odds, pool_sides

STEP = (2, 4, 6, 8, 10, 12)


def brute_force(sides):
    """Every total the dice can make, counted by listing every face."""
    counts = {}
    outcomes = 0
    for faces in itertools.product(*(range(1, s + 1) for s in sides)):
        counts[sum(faces)] = counts.get(sum(faces), 0) + 1
        outcomes += 1
    return counts, outcomes


def brute_chance(sides, difficulty):
    counts, outcomes = brute_force(sides)
    if not sides:
        return Fraction(1 if difficulty <= 0 else 0)
    return Fraction(sum(n for total, n in counts.items() if total >= difficulty), outcomes)


POOLS = [
    (d,) for d in STEP
] + [
    pair for pair in itertools.combinations_with_replacement(STEP, 2)
] + [
    (12, 2, 6), (12, 12, 8), (12, 4, 12, 10), (12, 12, 12, 12), (2, 2, 2), (4, 6, 8),
]


@pytest.mark.parametrize("pool", POOLS, ids=lambda p: "+".join(f"d{s}" for s in p))
def test_chance_agrees_with_brute_force_for_every_difficulty(pool):
    dice = "+".join(f"d{s}" for s in pool)
    counts, outcomes = brute_force(pool)
    for difficulty in range(0, sum(pool) + 3):
        expected = Fraction(sum(n for t, n in counts.items() if t >= difficulty), outcomes)
        assert chance(dice, difficulty) == expected, (dice, difficulty)


def test_the_issue_example_two_d6_against_7():
    assert chance("d6+d6", 7) == Fraction(21, 36)


def test_chance_returns_a_fraction():
    assert isinstance(chance("d8+d6", 11), Fraction)


def test_a_d0_adds_nothing():
    assert chance("d8+d0", 5) == chance("d8", 5)
    assert chance("d0+d12+d2", 9) == chance("d12+d2", 9)
    assert pool_sides("d0+d6") == (6,)


def test_a_pool_of_only_d0_totals_zero():
    assert chance("d0", 3) == 0
    assert chance("d0+d0", 0) == 1
    assert botch_chance("d0") == 0


def test_meeting_the_difficulty_counts_as_success():
    assert chance("d6", 6) == Fraction(1, 6)
    assert chance("d6", 7) == 0
    assert chance("d6", 1) == 1


def test_counts_and_spacing_are_read():
    assert chance("2d6", 7) == chance("d6 + d6", 7)
    assert chance("D12+D2", 14) == Fraction(1, 24)


@pytest.mark.parametrize("bad", ["d7", "d20+d6", "3", "d6+4", "", "  ", "d6++d6", "0d6", "d6-d4", "13d12"])
def test_a_pool_that_is_not_step_dice_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        chance(bad, 7)


@pytest.mark.parametrize("bad", [-1, 1.5, "hard", None, True, 1000])
def test_a_bad_difficulty_is_refused(bad):
    with pytest.raises(pyrules.RulesError):
        chance("d8+d6", bad)


def test_dice_that_are_not_text_are_refused():
    with pytest.raises(pyrules.RulesError):
        chance(8, 7)


def test_a_botch_is_every_die_showing_one():
    assert botch_chance("d8+d6") == Fraction(1, 48)
    assert botch_chance("d12+d2+d4") == Fraction(1, 96)


def test_a_botch_that_meets_the_difficulty_is_still_no_success():
    odds = difficulty_odds("d12+d2+d6", 3)
    assert odds.meet == chance("d12+d2+d6", 3)
    assert odds.success == odds.meet - Fraction(1, 144)


def test_extraordinary_success_needs_the_difficulty_plus_seven():
    odds = difficulty_odds("d8+d6", 7)
    assert odds.extraordinary == chance("d8+d6", 14) == Fraction(1, 48)


def test_pool_odds_cover_every_difficulty_from_easy_3_to_impossible_31():
    odds = pool_odds("d12+d10")
    assert [(r.name, r.difficulty) for r in odds.rows] == [
        ("Easy", 3), ("Average", 7), ("Hard", 11), ("Formidable", 15),
        ("Heroic", 19), ("Incredible", 23), ("Ridiculous", 27), ("Impossible", 31),
    ]
    for row in odds.rows:
        assert row.meet == brute_chance((12, 10), row.difficulty)
    assert odds.botch == Fraction(1, 120)
    assert odds.dice == "d12 + d10"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from((0,) + STEP), min_size=1, max_size=3), st.integers(0, 40))
def test_chance_matches_enumeration_for_random_pools(pool, difficulty):
    dice = "+".join(f"d{s}" for s in pool)
    rolled = tuple(s for s in pool if s)
    assert chance(dice, difficulty) == brute_chance(rolled, difficulty)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(STEP), min_size=1, max_size=3), st.integers(0, 40))
def test_a_harder_difficulty_is_never_likelier(pool, difficulty):
    dice = "+".join(f"d{s}" for s in pool)
    assert chance(dice, difficulty + 1) <= chance(dice, difficulty)


def test_chance_counts_a_botch_whose_total_meets_the_difficulty_and_success_leaves_it_out():
    # d2 + d2 + d2 always totals 3 or more: the chance to meet 3 is 1, the botch (1, 1, 1) included.
    assert chance("d2+d2+d2", 3) == 1
    assert difficulty_odds("d2+d2+d2", 3).success == Fraction(7, 8)
    # With fewer dice than the difficulty a botch never meets it, and the two agree.
    assert chance("d8+d6", 3) == difficulty_odds("d8+d6", 3).success == Fraction(47, 48)


def test_chance_and_the_readme_say_the_same_about_a_botch():
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    bullet = next(line for line in readme.splitlines() if line.startswith("- `chance(dice, difficulty)`"))
    after = readme[readme.index(bullet):].split("\n- ", 2)[0]
    assert "botch" in after and "difficulty_odds" in after
    assert "botch" in chance.__doc__ and "difficulty_odds" in chance.__doc__
