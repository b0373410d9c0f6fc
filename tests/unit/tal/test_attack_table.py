"""The attack table: every row, both ends of every band, the S column and 00."""

import pytest
from hypothesis import given, strategies as st

import pyrules
from pyrules.tal import attack_category
from pyrules.tal.attack_table import LADDER, read_attack, shift, skill_table
from pyrules.tal.data.combat import ATTACK_TABLE

COLUMNS = ("critical", 5, 4, 3, 2, 1, "miss")


def _number(token, skill):
    if token == "S":
        return skill
    return 100 if token == "00" else int(token)


def _oracle(skill, roll):
    """The category read straight off the printed cells, independently of RangeTable."""
    for printed, cells in ATTACK_TABLE:
        low, _, high = printed.partition("-")
        if _number(low, skill) <= skill <= _number(high or low, skill):
            break
    previous_high = 0
    for cell, category in zip(cells, COLUMNS):
        if cell == "-":
            continue
        if cell.startswith("-"):
            low, high = previous_high + 1, _number(cell[1:], skill)
        else:
            a, _, b = cell.partition("-")
            low, high = _number(a, skill), _number(b or a, skill)
        if low <= roll <= high:
            return category
        previous_high = high
    raise AssertionError(f"no cell for skill {skill}, roll {roll}")


def test_every_skill_and_every_roll_reads_as_the_printed_cells():
    for skill in range(1, 101):
        for roll in range(1, 101):
            assert attack_category(skill, roll) == _oracle(skill, roll), (skill, roll)


# Both ends of every band of a few rows, read from the book by hand.
@pytest.mark.parametrize(
    "skill, roll, category",
    [
        (1, 1, 1), (1, 2, "miss"), (4, 4, 1), (4, 5, "miss"), (4, 100, "miss"),
        (5, 1, 5), (5, 4, 2), (5, 5, 1), (5, 6, "miss"), (9, 9, 1), (9, 10, "miss"),
        (10, 1, "critical"), (10, 2, 5), (10, 3, 4), (10, 4, 3), (10, 5, 2), (10, 6, 2),
        (10, 7, 1), (10, 10, 1), (10, 11, "miss"), (14, 14, 1), (14, 15, "miss"),
        (15, 5, 2), (15, 10, 2), (15, 11, 1), (25, 4, 3), (25, 5, 3), (25, 6, 2),
        (57, 1, "critical"), (57, 2, 5), (57, 5, 5), (57, 6, 4), (57, 20, 4), (57, 21, 3),
        (57, 35, 3), (57, 36, 2), (57, 50, 2), (57, 51, 1), (57, 57, 1), (57, 58, "miss"),
        (57, 100, "miss"), (94, 86, 1), (94, 94, 1), (94, 95, "miss"),
        (95, 1, "critical"), (95, 5, "critical"), (95, 6, 5), (95, 45, 5), (95, 46, 4),
        (95, 60, 4), (95, 61, 3), (95, 75, 3), (95, 76, 2), (95, 90, 2), (95, 91, 1),
        (95, 95, 1), (95, 96, "miss"), (99, 99, 1), (99, 100, "miss"),
        (100, 1, "critical"), (100, 10, "critical"), (100, 11, 5), (100, 50, 5), (100, 51, 4),
        (100, 65, 4), (100, 66, 3), (100, 80, 3), (100, 81, 2), (100, 95, 2), (100, 96, 1),
        (100, 99, 1), (100, 100, "miss"),
    ],
)
def test_the_book_reads_so_at_the_edges_of_bands(skill, roll, category):
    assert attack_category(skill, roll) == category


def test_the_books_own_example_skill_57_hits_category_1_on_51_to_57_and_misses_on_58_to_00():
    assert {attack_category(57, r) for r in range(51, 58)} == {1}
    assert {attack_category(57, r) for r in range(58, 101)} == {"miss"}


def test_s_reads_as_the_attackers_skill_and_minus_00_runs_to_100():
    read = read_attack(57, 58)
    assert (read.cell, read.low, read.high, read.cell_read) == ("-00", 58, 100, "58-00")
    read = read_attack(57, 51)
    assert (read.skill_row, read.cell, read.cell_read) == ("55-59", "51-S", "51-57")


def test_skill_10_to_14_keeps_the_printed_low_05_06_and_minimum_07_s():
    for skill in range(10, 15):
        assert attack_category(skill, 6) == 2
        assert attack_category(skill, 7) == 1
        assert read_attack(skill, 6).cell == "05-06"


def test_skill_rows_without_critical_or_max_have_none():
    assert all(attack_category(s, r) in (1, "miss") for s in range(1, 5) for r in range(1, 101))
    assert not any(attack_category(s, 1) == "critical" for s in range(5, 10))


@given(st.integers(1, 100), st.integers(1, 99))
def test_a_higher_roll_never_gives_a_better_category(skill, roll):
    better = LADDER.index(attack_category(skill, roll))
    worse = LADDER.index(attack_category(skill, roll + 1))
    assert worse <= better


@given(st.integers(1, 100), st.integers(1, 100))
def test_a_roll_hits_exactly_when_it_is_at_or_under_the_skill_and_not_00(skill, roll):
    hit = attack_category(skill, roll) != "miss"
    assert hit == (roll <= skill and roll != 100)


def test_each_skill_row_covers_the_d100_exactly():
    for skill in range(1, 101):
        table = skill_table(skill)
        assert table.low == 1 and table.high == 100


@pytest.mark.parametrize(
    "skill, roll",
    [(0, 50), (101, 50), (50, 0), (50, 101), (True, 50), (50, 2.5), ("fifty", 50), (None, 50), (50, "x")],
)
def test_bad_skill_or_roll_is_refused_with_a_rules_error(skill, roll):
    with pytest.raises(pyrules.RulesError):
        attack_category(skill, roll)


def test_a_skill_or_roll_typed_as_digits_is_read():
    assert attack_category("57", "51") == 1


@pytest.mark.parametrize(
    "category, steps, expected, capped",
    [
        (3, -1, 2, False), (3, 2, 5, False), (5, 1, 5, True), (4, 3, 5, True),
        ("critical", 1, "critical", False), (1, -1, "miss", False), (1, -4, "miss", False),
        ("critical", -1, 5, False), ("critical", -6, "miss", False),
    ],
)
def test_a_shift_moves_a_hit_up_to_max_and_below_category_1_it_misses(category, steps, expected, capped):
    assert shift(category, steps) == (expected, capped)


@pytest.mark.parametrize("steps", [-3, 1, 5])
def test_a_shift_never_turns_a_miss_into_a_hit(steps):
    assert shift("miss", steps) == ("miss", False)


@given(st.sampled_from(LADDER), st.integers(-20, 20))
def test_a_shift_never_leaves_the_ladder(category, steps):
    moved, _ = shift(category, steps)
    assert moved in LADDER


def test_an_unknown_category_cannot_be_shifted():
    with pytest.raises(pyrules.RulesError):
        shift(6, 1)
