import random

import pytest
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.core.dice import parse, roll


@pytest.mark.parametrize("notation, groups, modifier", [
    ("3d6", [(3, 6, 1)], 0),
    ("d100", [(1, 100, 1)], 0),
    ("d%", [(1, 100, 1)], 0),
    ("1D3", [(1, 3, 1)], 0),
    ("2D10+1", [(2, 10, 1)], 1),
    ("2d6-1", [(2, 6, 1)], -1),
    ("4D10", [(4, 10, 1)], 0),
    ("d12+d4", [(1, 12, 1), (1, 4, 1)], 0),
    ("d8+d6", [(1, 8, 1), (1, 6, 1)], 0),
    (" 2d6 + 3 ", [(2, 6, 1)], 3),
    ("d20-d4+2", [(1, 20, 1), (1, 4, -1)], 2),
])
def test_every_notation_the_references_use_is_read(notation, groups, modifier):
    parsed = parse(notation)
    assert [(g.count, g.sides, g.sign) for g in parsed.groups] == groups
    assert parsed.modifier == modifier


def test_a_whole_roll_multiplier_is_read():
    parsed = parse("1d10 x 10")
    assert parsed.multiplier == 10
    assert (parsed.lowest, parsed.highest) == (10, 100)


@pytest.mark.parametrize("bad", ["", "   ", "3x", "d", "3d", "d1", "d0", "0d6", "3d6+", "+", "d6++2", "2d6 3",
                                 "abc", "d-6", "1001d6", "d1001", "3d6x0", "dd6", "3d6" * 30, "6"])
def test_malformed_notation_is_refused_with_a_rules_error(bad):
    with pytest.raises(RulesError):
        parse(bad)


@pytest.mark.parametrize("bad", [None, 3, 3.5, ["3d6"]])
def test_notation_that_is_not_text_is_refused(bad):
    with pytest.raises(RulesError):
        roll(bad)


def test_a_rolled_hundred_on_d100_shows_as_00():
    rng = random.Random(0)
    for _ in range(2000):
        result = roll("d100", rng)
        if result.total == 100:
            assert result.dice[0].shown == "00"
            break
    else:
        pytest.fail("no 100 in 2000 rolls")


def test_a_roll_has_one_face_per_die_and_totals_them():
    result = roll("2D10+1", random.Random(1))
    assert len(result.faces) == 2
    assert result.total == sum(result.faces) + 1
    assert result.explanation.endswith(f"= {result.total}")


def test_subtracted_dice_count_against_the_total():
    result = roll("d20-d4", random.Random(3))
    assert result.total == result.faces[0] - result.faces[1]


def test_the_same_seed_rolls_the_same_dice():
    assert roll("4D10", random.Random(7)).faces == roll("4D10", random.Random(7)).faces


def test_rng_must_be_a_random_instance():
    with pytest.raises(RulesError):
        roll("3d6", rng="seed")


@given(count=st.integers(1, 10), sides=st.integers(2, 100), modifier=st.integers(-20, 20), seed=st.integers())
def test_rolls_stay_within_the_dice_bounds(count, sides, modifier, seed):
    notation = f"{count}d{sides}{modifier:+d}"
    result = roll(notation, random.Random(seed))
    assert parse(notation).lowest <= result.total <= parse(notation).highest
    assert all(1 <= face <= sides for face in result.faces)
