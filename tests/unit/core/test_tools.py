import random
from dataclasses import dataclass

import pytest

from pyrules import RulesError
from pyrules.core.answers import outcome_of
from pyrules.core.tools import Answer, Field, Tool


def _echo(values, rng):
    return Answer(headline=f"{values}")


def test_a_blank_roll_field_is_rolled_for_the_player():
    tool = Tool("t-roll", "Roll", (Field("roll", "Roll", "roll", die="d100"),), _echo)
    values, _ = tool.answer({"roll": ""}, random.Random(1))
    assert 1 <= values["roll"] <= 100


def test_a_typed_00_on_a_d100_reads_as_100():
    field = Field("roll", "Roll", "roll", die="d100")
    assert field.parse("00") == 100


def test_a_roll_off_its_die_is_refused_naming_the_field():
    field = Field("roll", "Roll", "roll", die="3d6")
    with pytest.raises(RulesError) as caught:
        field.parse("19")
    assert caught.value.field == "roll"


@pytest.mark.parametrize("kind, raw, expected", [
    ("int", "12", 12), ("number", "5,5", 5.5), ("text", " x ", "x"), ("dice", "3d6", "3d6"),
    ("flag", True, True), ("flag", "", False),
])
def test_fields_read_what_the_player_typed(kind, raw, expected):
    assert Field("f", "F", kind).parse(raw) == expected


def test_choices_and_toggles_accept_only_their_options():
    choice = Field("c", "C", "choice", choices=(("a", "A"), ("b", "B")))
    flags = Field("f", "F", "flags", choices=(("a", "A"), ("b", "B")))
    assert choice.parse("b") == "b" and flags.parse(["a", "b"]) == frozenset({"a", "b"})
    with pytest.raises(RulesError):
        choice.parse("z")
    with pytest.raises(RulesError):
        flags.parse(["z"])


@pytest.mark.parametrize("kind, raw", [("int", "ten"), ("number", "x"), ("number", "nan"), ("dice", "3q6"),
                                       ("int", "")])
def test_nonsense_is_refused_with_a_message_naming_the_field(kind, raw):
    with pytest.raises(RulesError) as caught:
        Field("f", "Field", kind).parse(raw)
    assert caught.value.field == "f" and "Field" in caught.value.message


def test_a_blank_field_takes_its_default_or_is_optional():
    assert Field("f", "F", "int", default=10).parse("") == 10
    assert Field("f", "F", "int", required=False).parse("") is None


def test_bounds_are_enforced():
    with pytest.raises(RulesError, match="at least 3"):
        Field("f", "F", "int", low=3).parse("2")


def test_an_optional_roll_is_rolled_only_when_the_player_asks_for_a_roll():
    tool = Tool("t-opt", "Opt", (Field("roll", "Roll", "roll", die="3d6", required=False),), _echo)
    assert tool.answer({"roll": ""}, random.Random(1))[0]["roll"] is None
    assert 3 <= tool.answer({"roll": ""}, random.Random(1), roll_optional=True)[0]["roll"] <= 18


def test_modifiers_are_cleared_after_a_roll_only_when_the_player_does_not_keep_them():
    fields = (Field("base", "Base", "int", default=12), Field("bonus", "Bonus", "int", default=0),
              Field("keep", "Keep", "flag", default=True))
    tool = Tool("t-keep", "Keep", fields, _echo, clears=("bonus",), keep="keep")
    assert tool.cleared_after_roll({"keep": True}) == ()
    assert [f.name for f in tool.cleared_after_roll({"keep": False})] == ["bonus"]


def test_a_percentile_field_reads_00_as_100_and_refuses_a_lone_0():
    skill = Field("skill", "Weapon skill", "int", percentile=True)
    assert skill.parse("00") == 100
    assert skill.parse("07") == 7
    with pytest.raises(RulesError, match="at least 1") as raised:
        skill.parse("0")
    assert raised.value.field == "skill"


@pytest.mark.parametrize("kind", ["int", "number", "roll"])
def test_a_number_too_large_to_print_is_refused_briefly_naming_the_field(kind):
    field = Field("skill", "Skill", kind, die="3d6" if kind == "roll" else None)
    for raw in ("9" * 5000, "-" + "9" * 5000):
        with pytest.raises(RulesError) as raised:
            field.parse(raw)
        assert raised.value.field == "skill" and len(raised.value.message) < 60


def test_an_answer_that_wounds_says_what_applying_it_does_and_makes_the_trackers_action():
    from pyrules.core.encounter import actions
    from pyrules.core.tools import Effect

    wound = Effect(7, "HP", location="neck", effects=("major wound",), conditions=("Stunned",))
    assert wound.summary == "7 HP, neck, major wound, Stunned"
    action = {"kind": "damage", "id": "c2", "amount": 7, "resource": "HP", "location": "neck",
              "effects": ["major wound"], "conditions": ["Stunned"]}
    assert actions.damage_from(wound, "c2") == action


def test_field_line_effect_and_answer_are_the_same_classes_under_their_old_home():
    from pyrules.core import answers, fields, tools

    assert (tools.Field, tools.Line, tools.Effect, tools.Answer) == (
        fields.Field, answers.Line, answers.Effect, answers.Answer)


def test_a_tool_tells_the_exact_chance_of_a_success_before_the_roll():
    from fractions import Fraction

    from pyrules.gurps.ruleset import RULESET as GURPS
    from pyrules.tal.ruleset import RULESET as TAL

    assert GURPS.tool("gurps-success").odds({"skill": "12"}) == Fraction(160, 216)  # 3d6 <= 12
    assert TAL.tool("tal-attack").odds({"skill": "57"}) == Fraction(57, 100)
    assert GURPS.tool("gurps-success").odds({"skill": "twelve"}) is None  # nothing to tell yet
    assert GURPS.tool("gurps-injury").odds({}) is None  # a tool without a roll to foresee


@dataclass(frozen=True)
class _Made:
    """A d6's typed result: made on a 6, nothing either way on a 5, missed otherwise."""

    success: bool | None


def _d6_outcome(values, rng):
    roll = values["roll"]
    made = True if roll == 6 else None if roll == 5 else False
    return Answer(f"{roll}", outcome=outcome_of(made), result=_Made(made))


def test_the_odds_count_the_answers_that_succeed_and_nothing_else():
    from fractions import Fraction

    tool = Tool("t-d6", "d6", (Field("roll", "Roll", "roll", die="d6"),), _d6_outcome, odds_field="roll")
    assert tool.odds({}) == Fraction(1, 6)  # a 5 says nothing either way, so only the 6 counts


@pytest.mark.parametrize("outcome, colour", [("success", "good"), ("failure", "bad"), ("none", "neutral")])
def test_an_answers_colour_follows_its_outcome(outcome, colour):
    from screen.pages import answer_html, tone_of

    answer = Answer("Headline", outcome=outcome)
    assert tone_of(answer.outcome) == colour
    assert f'<p class="headline tone-{colour}">Headline</p>' in answer_html(answer)


def test_an_answer_is_plain_unless_it_says_how_it_turned_out():
    assert Answer("Rolled 7").outcome == "none"


def test_an_answer_refuses_an_outcome_it_does_not_know():
    with pytest.raises(ValueError, match="outcome"):
        Answer("Hit", outcome="good")


AIMED = Tool("t-aim", "Aim", (
    Field("maneuver", "Maneuver", "choice", "attack", (("attack", "Attack"), ("aim", "Aim"))),
    Field("acc", "Acc", "int", 0, low=0, high=30, when=(("maneuver", ("aim",)),)),
    Field("braced", "Braced", "flag", False),
    Field("bipod", "Bipod", "flag", False, when=(("braced", ("true",)),)),
), _echo)


def test_a_field_the_form_hides_answers_with_its_default_whatever_was_left_in_it():
    values, _ = AIMED.answer({"maneuver": "attack", "acc": "nonsense", "braced": False, "bipod": True})
    assert values["acc"] == 0 and values["bipod"] is False


def test_a_field_the_form_shows_answers_with_what_was_entered():
    values, _ = AIMED.answer({"maneuver": "aim", "acc": "3", "braced": True, "bipod": True})
    assert values["acc"] == 3 and values["bipod"] is True
