"""Active defense: Dodge, Parry, Block and their options."""

import pytest

from pyrules import RulesError
from pyrules.gurps import active_defense, success_chance


def score(defense="dodge", base=9, **kw):
    return active_defense(defense, base, **kw).effective


def test_a_plain_defense_and_its_chance():
    result = active_defense("dodge", 9)
    assert result.effective == 9 and result.chance == success_chance(9) and result.possible


@pytest.mark.parametrize("defense, style, bonus", [("dodge", "other", 3), ("parry", "fencing", 3),
                                                   ("parry", "boxing", 3), ("parry", "judo", 3),
                                                   ("parry", "karate", 3), ("parry", "other", 1),
                                                   ("block", "other", 1)])
def test_retreat_is_plus_3_to_dodge_or_a_boxing_judo_karate_or_fencing_parry_else_plus_1(defense, style, bonus):
    assert score(defense, 9, parry_style=style, retreat=True) == 9 + bonus


def test_no_retreat_from_ranged_attacks_after_a_committed_attack_or_when_stunned():
    for kw in ({"against": "ranged"}, {"maneuver": "committed_attack"}, {"stunned": True}):
        with pytest.raises(RulesError) as error:
            active_defense("dodge", 9, retreat=True, **kw)
        assert error.value.field == "options"


def test_dodge_and_drop_is_plus_3_against_ranged_only():
    assert score(against="ranged", drop=True) == 12
    with pytest.raises(RulesError):
        active_defense("dodge", 9, drop=True)
    with pytest.raises(RulesError):
        active_defense("parry", 9, against="ranged", drop=True)


def test_maneuvers_change_defense():
    assert score(maneuver="all_out_defense") == 11
    assert score(maneuver="committed_attack") == 7
    assert score("parry", maneuver="defensive_attack") == 10
    assert score("dodge", maneuver="defensive_attack") == 9


def test_all_out_attack_leaves_no_defense():
    result = active_defense("parry", 12, maneuver="all_out_attack")
    assert not result.possible and result.effective is None and result.chance == 0
    with pytest.raises(RulesError):
        active_defense("parry", 12, maneuver="all_out_attack", feverish=True)


@pytest.mark.parametrize("posture, expected", [("standing", 9), ("crouching", 9), ("kneeling", 7), ("lying", 6)])
def test_posture_defense_modifiers(posture, expected):
    assert score(posture=posture) == expected


def test_deceptive_feverish_stunned_telegraphic_and_dual_weapon():
    assert score(deceptive=2) == 7
    assert score(feverish=True) == 11
    assert score(stunned=True) == 5
    assert score(telegraphic=True) == 11
    assert score("parry", telegraphic=True) == 9
    assert score(dual_target=True) == 8


@pytest.mark.parametrize("low_hp, low_fp, expected", [(False, False, 9), (True, False, 5), (False, True, 5),
                                                      (True, True, 3)])
def test_low_hp_or_fp_halve_dodge_rounding_up(low_hp, low_fp, expected):
    assert score(low_hp=low_hp, low_fp=low_fp) == expected
    assert score("parry", low_hp=low_hp, low_fp=low_fp) == 9


def test_riposte_may_not_take_parry_below_8():
    assert score("parry", 11, riposte=3) == 8
    with pytest.raises(RulesError) as error:
        active_defense("parry", 11, riposte=4)
    assert "at most −3" in error.value.message
    with pytest.raises(RulesError):
        active_defense("dodge", 11, riposte=1)


@pytest.mark.parametrize("args, kw", [
    (("duck", 9), {}), (("dodge", -1), {}), (("dodge", "9x"), {}), (("dodge", 9), {"against": "magic"}),
    (("dodge", 9), {"posture": "flying"}), (("dodge", 9), {"maneuver": "dance"}), (("dodge", 9), {"retreat": 1}),
    (("dodge", 9), {"deceptive": -1}), (("parry", 9), {"parry_style": "kung fu"}),
])
def test_bad_defense_input_is_refused(args, kw):
    with pytest.raises(RulesError):
        active_defense(*args, **kw)


def test_the_input_is_named_as_the_calculators_fields_and_defaults_as_its_form():
    from dataclasses import fields

    from pyrules.gurps import DefenseInput
    from pyrules.gurps.ruleset import RULESET

    form = {f.name: f for f in RULESET.tool("gurps-defense").fields}
    for field in fields(DefenseInput):
        assert form[field.name].default == field.default, field.name
    assert active_defense(DefenseInput("parry", 11, parry_style="judo", options=frozenset({"retreat"}))).effective \
        == score("parry", 11, parry_style="judo", retreat=True) == 14
    with pytest.raises(RulesError) as error:
        DefenseInput("dodge", 9, options=["cartwheel"])
    assert error.value.field == "options"
