from fractions import Fraction

import pytest

from pyrules.core.explain import MINUS, Modifier, cite, lines, number, published, share, signed, steps, total


@pytest.mark.parametrize("value, text", [(4, "+4"), (-2, f"{MINUS}2"), (0, "+0"), (1.5, "+1.5")])
def test_a_modifier_always_carries_its_sign_and_a_true_minus(value, text):
    assert signed(value) == text


@pytest.mark.parametrize("value, text", [(12, "12"), (-3, f"{MINUS}3"), (2.5, "2.5"), (3.0, "3"),
                                         (Fraction(1, 3), "1/3"), (Fraction(4, 2), "2"), (0.125, "0.13")])
def test_numbers_read_as_a_player_reads_them(value, text):
    assert number(value) == text


def test_steps_are_counted_with_their_unit():
    assert steps(1) == "+1 step" and steps(-2) == f"{MINUS}2 steps"


def test_a_rule_is_cited_by_seed_and_line():
    assert cite("001", "25-27") == "seed 001 l.25-27"
    assert published("Basic Set p.419") == "Published rule, not in the reference: Basic Set p.419."


def test_a_modifier_renders_itself_as_an_answer_line():
    move = Modifier("Move and Attack", -4, cite("001", 10), note="melee")
    assert move.line.label == "Move and Attack"
    assert move.line.value == f"{MINUS}4"
    assert (move.line.note, move.line.source) == ("melee", "seed 001 l.10")  # the source folds apart
    wounded = Modifier("Seriously wounded", -2, cite("003", 46), unit="step")
    assert wounded.shown == f"{MINUS}2 steps"
    assert total([move, Modifier("Aim", 2)]) == -2
    assert [line.value for line in lines([move])] == [f"{MINUS}4"]


@pytest.mark.parametrize("fraction, text", [
    (Fraction(1, 2), "50%"), (Fraction(1, 3), "33%"), (Fraction(2, 3), "67%"), (1, "100%"), (0, "0%"),
    (Fraction(63, 125), "50.4%"), (Fraction(37, 150), "24.7%"), (Fraction(10001, 20000), "just over 50%"),
    (Fraction(9999, 20000), "just under 50%"), (0.5, "50%"), (Fraction(1, 8), "13%"),
])
def test_a_share_reads_as_a_percentage_never_rounded_onto_a_quarter_it_is_not(fraction, text):
    assert share(fraction) == text
