import pytest

from pyrules import RulesError
from pyrules.core import validate


def test_a_failure_names_the_field_and_speaks_with_the_label():
    with pytest.raises(RulesError) as raised:
        validate.whole("2", "skill", "Weapon skill", low=3)
    assert raised.value.field == "skill"
    assert raised.value.message == "Weapon skill: at least 3 (not 2)."


def test_a_field_without_a_label_is_named_in_words():
    with pytest.raises(RulesError, match="^Damage done: enter a whole number"):
        validate.whole("x", "damage_done")


@pytest.mark.parametrize("raw, value", [("12", 12), ("−3", -3), ("+4", 4), (7, 7), (7.0, 7)])
def test_whole_numbers_come_from_ints_or_their_text(raw, value):
    assert validate.whole(raw, "n") == value


@pytest.mark.parametrize("raw", [True, "1.5", 2.5, None, "", "x" * 10_000, "9" * 5000])
def test_anything_else_is_refused_briefly(raw):
    with pytest.raises(RulesError) as raised:
        validate.whole(raw, "n")
    assert len(raised.value.message) < 60


def test_a_percentile_reads_00_as_100_and_refuses_0():
    assert validate.percentile("00", "roll") == 100
    with pytest.raises(RulesError, match="at least 1"):
        validate.percentile("0", "roll")


@pytest.mark.parametrize("raw, value", [("5,5", 5.5), ("5.5", 5.5), ("12", 12), (3, 3), ("−1.5", -1.5)])
def test_numbers_take_a_decimal_comma_or_point(raw, value):
    assert validate.number(raw, "yards") == value


@pytest.mark.parametrize("raw", ["nan", "inf", "1e400", "9" * 5000, "x", True])
def test_numbers_refuse_what_is_not_a_finite_number(raw):
    with pytest.raises(RulesError):
        validate.number(raw, "yards")


def test_a_blank_number_is_none_only_when_optional():
    assert validate.number(" ", "yards", optional=True) is None
    with pytest.raises(RulesError):
        validate.number(" ", "yards")


def test_choices_accept_keys_or_pairs_and_name_a_wrong_one_briefly():
    assert validate.choice("cut", "damage_type", ("cr", "cut")) == "cut"
    assert validate.choice("cut", "damage_type", (("cr", "Crushing"), ("cut", "Cutting"))) == "cut"
    with pytest.raises(RulesError) as raised:
        validate.choice("z" * 1000, "damage_type", ("cr", "cut"), "Damage type")
    assert raised.value.field == "damage_type" and len(raised.value.message) < 100


def test_options_are_any_of_the_choices():
    assert validate.options(["a", "b"], "f", ("a", "b", "c")) == frozenset({"a", "b"})
    assert validate.options("a,c", "f", ("a", "b", "c")) == frozenset({"a", "c"})
    with pytest.raises(RulesError):
        validate.options(["d"], "f", ("a", "b"))


def test_text_is_trimmed_and_bounded():
    assert validate.text("  Orc ", "name", longest=10) == "Orc"
    with pytest.raises(RulesError):
        validate.text("", "name", longest=10)
    with pytest.raises(RulesError):
        validate.text("x" * 11, "name", longest=10)


def test_dice_are_checked_and_named_by_the_label():
    assert validate.dice(" 3d6 ", "damage") == "3d6"
    with pytest.raises(RulesError, match="^Damage dice:") as raised:
        validate.dice("3q6", "damage", "Damage dice")
    assert raised.value.field == "damage"


def test_a_bound_in_a_message_carries_the_minus_sign_answers_use():
    with pytest.raises(RulesError) as refused:
        validate.whole("-12", "modifier", "Modifier", low=-10)
    assert refused.value.message == "Modifier: at least −10 (not −12)."


def test_a_checked_input_keeps_each_field_in_its_normal_form_and_refuses_one_naming_it():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Shot(validate.CheckedInput):
        skill: object
        aimed: object = False

        def checked(self) -> dict:
            return {"skill": validate.whole(self.skill, "skill", "Skill", low=3),
                    "aimed": validate.yes_no(self.aimed, "aimed", "Aimed")}

        def check_together(self) -> None:
            if self.aimed and self.skill < 5:
                validate.fail("aimed", "Aimed", "needs skill 5 or more.")

    assert Shot(" 12 ", True) == Shot(12, True) and Shot("12").skill == 12
    with pytest.raises(RulesError) as low:
        Shot(2)
    with pytest.raises(RulesError) as together:
        Shot("4", True)
    assert (low.value.field, together.value.field) == ("skill", "aimed")


def test_a_quantity_a_rule_is_handed_is_a_number_not_text_and_may_be_kept_above_a_bound():
    from fractions import Fraction

    assert validate.quantity(Fraction(3, 2), "distance", low=0) == Fraction(3, 2)
    for bad in ("1.3", True, float("nan"), float("inf")):
        with pytest.raises(RulesError, match="^WDM: enter a number"):
            validate.quantity(bad, "wdm", "WDM", above=0)
    with pytest.raises(RulesError, match="^WDM: more than 0 "):
        validate.quantity(0, "wdm", "WDM", above=0)
    with pytest.raises(RulesError, match="^1D6 roll: enter a whole number"):
        validate.quantity(2.0, "d6", "1D6 roll", whole=True)
    with pytest.raises(RulesError) as high:
        validate.quantity(7, "d6", "1D6 roll", low=1, high=6, whole=True)
    assert high.value.field == "d6" and high.value.message == "1D6 roll: at most 6 (not 7)."
