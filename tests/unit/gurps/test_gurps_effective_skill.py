"""Effective skill: every common modifier with its source (G1-G10, G12)."""

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps import effective_skill, success_chance
from pyrules.gurps.skill import SHOCK


def skill(base=12, **kw):
    return effective_skill(base, **kw).effective


def test_plain_skill_is_its_own_effective_skill_with_its_level():
    result = effective_skill(12)
    assert result.effective == 12 and result.modifiers == ()
    assert result.level_name == "Competent" and result.level.printed == "12-13"
    assert result.chances.success == success_chance(12)


def test_move_and_attack_caps_melee_skill_at_9_and_reads_its_chance():
    result = effective_skill(16, maneuver="move_and_attack")
    assert result.total == 12 and result.cap == 9 and result.effective == 9
    assert result.chances.success == Fraction(81, 216)
    assert any("capped at 9" in n for n in result.notes)


def test_move_and_attack_cap_does_not_raise_a_lower_skill():
    assert skill(11, maneuver="move_and_attack") == 7


def test_heroic_charge_ignores_move_and_attack_penalty_and_cap():
    result = effective_skill(16, maneuver="move_and_attack", heroic_charge=True)
    assert result.effective == 16 and result.cap is None
    with pytest.raises(RulesError):
        effective_skill(16, heroic_charge=True)


@pytest.mark.parametrize("bulk, expected", [(None, 10), (-1, 10), (-2, 10), (-4, 8), (-6, 6)])
def test_ranged_move_and_attack_is_the_worse_of_minus_2_and_bulk(bulk, expected):
    assert skill(12, roll_for="ranged", maneuver="move_and_attack", bulk=bulk) == expected


def test_a_positive_bulk_is_refused():
    with pytest.raises(RulesError) as error:
        effective_skill(12, roll_for="ranged", maneuver="move_and_attack", bulk=2)
    assert error.value.field == "bulk"


@pytest.mark.parametrize("turns, expected", [(1, 15), (2, 16), (3, 17), (7, 17)])
def test_aim_gives_acc_then_plus_1_and_plus_2(turns, expected):
    assert skill(12, roll_for="ranged", maneuver="aim", acc=3, aim_turns=turns) == expected


def test_aim_is_for_ranged_attacks():
    with pytest.raises(RulesError):
        effective_skill(12, maneuver="aim", acc=2)


def test_all_out_attack_is_plus_4_melee_or_plus_1_ranged():
    assert skill(12, maneuver="all_out_attack") == 16
    assert skill(12, roll_for="ranged", maneuver="all_out_attack") == 13


def test_committed_attack_is_plus_2_and_moving_two_hexes_costs_2():
    assert skill(12, maneuver="committed_attack") == 14
    assert skill(12, maneuver="committed_attack", moved_two=True) == 12
    with pytest.raises(RulesError):
        effective_skill(12, roll_for="ranged", maneuver="committed_attack")
    with pytest.raises(RulesError):
        effective_skill(12, moved_two=True)


@pytest.mark.parametrize("turns, expected", [(1, 13), (2, 14), (3, 15), (5, 15)])
def test_evaluate_is_plus_1_a_turn_up_to_plus_3(turns, expected):
    assert skill(12, maneuver="evaluate", evaluate_turns=turns) == expected


def test_evaluate_helps_only_melee():
    with pytest.raises(RulesError):
        effective_skill(12, roll_for="ranged", maneuver="evaluate")


def test_range_rapid_fire_and_location_for_a_ranged_attack():
    result = effective_skill(14, roll_for="ranged", distance=30, shots=10, location="vitals")
    assert [m.value for m in result.modifiers] == [-7, 2, -3]
    assert result.effective == 6
    assert result.modifiers[0].source == "seed 001 l.19-23"


def test_range_and_rapid_fire_are_refused_for_melee():
    with pytest.raises(RulesError) as error:
        effective_skill(14, distance=3)
    assert error.value.field == "distance"
    with pytest.raises(RulesError):
        effective_skill(14, shots=10)


def test_aiming_at_a_weapon_to_disarm_uses_the_second_table():
    assert skill(14, location="weapon_c", disarm=True) == 7  # -5 and -2
    assert skill(14, location="weapon_2") == 11


@pytest.mark.parametrize("posture, expected", [("standing", 12), ("crouching", 10), ("kneeling", 10), ("lying", 8)])
def test_the_attackers_posture(posture, expected):
    assert skill(12, posture=posture) == expected


@pytest.mark.parametrize("difficulty", [10, 9, 8, 1, 0, -1, -3, -9])
def test_task_difficulty_adds_its_modifier(difficulty):
    assert skill(10, roll_for="task", difficulty=difficulty) == 10 + difficulty


@pytest.mark.parametrize("difficulty", [11, -10, "hard", 2.5])
def test_a_difficulty_off_the_table_is_refused(difficulty):
    with pytest.raises(RulesError):
        effective_skill(10, roll_for="task", difficulty=difficulty)


@pytest.mark.parametrize("equipment, tl, expected", [
    ("none_tech", None, 0), ("none_other", None, 5), ("improvised_tech", None, 5), ("improvised_other", None, 8),
    ("basic", None, 10), ("good", None, 11), ("fine", None, 12), ("best", 7, 13), ("best", 8, 14), ("best", 0, 10),
])
def test_equipment_quality(equipment, tl, expected):
    assert skill(10, roll_for="task", equipment=equipment, tl=tl) == expected


def test_best_equipment_needs_a_tech_level():
    with pytest.raises(RulesError) as error:
        effective_skill(10, roll_for="task", equipment="best")
    assert error.value.field == "tl"


def test_quick_and_dirty_complications_and_a_complementary_roll():
    assert skill(10, roll_for="task", adjectives=3) == 7
    assert skill(10, roll_for="task", complementary="critical_success") == 12
    assert skill(10, roll_for="task", complementary="critical_failure") == 8
    with pytest.raises(RulesError):
        effective_skill(10, adjectives=-1)


def test_deceptive_attack_costs_2_per_level_but_not_below_10():
    assert skill(14, deceptive=2) == 10
    with pytest.raises(RulesError) as error:
        effective_skill(14, deceptive=3)
    assert error.value.field == "deceptive" and "at most 2 levels" in error.value.message
    with pytest.raises(RulesError) as error:
        effective_skill(16, maneuver="move_and_attack", deceptive=1)
    assert "no Deceptive Attack" in error.value.message


def test_dual_weapon_off_hand_rapid_strike_and_telegraphic():
    assert skill(14, dual_weapon=True) == 10
    assert skill(14, dual_weapon=True, off_hand=True) == 6
    assert skill(14, off_hand=True) == 10
    assert skill(14, rapid_strike="rapid_strike") == 8
    assert skill(14, rapid_strike="flurry") == 11
    assert skill(14, telegraphic=True) == 18
    with pytest.raises(RulesError):
        effective_skill(14, roll_for="ranged", rapid_strike="rapid_strike")
    with pytest.raises(RulesError):
        effective_skill(14, roll_for="ranged", telegraphic=True)


def test_shock_from_last_turns_injury():
    assert skill(12, shock=3) == 9
    assert skill(12, shock=9) == 8
    assert skill(12, shock=3, shock_groin=True) == 6
    assert skill(12, shock=9, shock_groin=True) == 4
    assert skill(12, shock=6, hp=30, shock_scaled=True) == 10


def test_the_shock_modifier_is_known_by_its_kind_and_says_whether_it_counted_per_hp_over_10():
    # G17 l.240; PUBLISHED_RULE: from 20 HP, -1 per full HP/10 of injury
    scaled = effective_skill(12, shock=6, hp=30, shock_scaled=True)
    assert [m.value for m in scaled.modifiers if m.kind == SHOCK] == [-2] and scaled.shock_scaled
    plain = effective_skill(12, shock=3)
    assert [m.value for m in plain.modifiers if m.kind == SHOCK] == [-3] and not plain.shock_scaled
    given = effective_skill(12, shock_penalty=-2, hp=30, shock_scaled=True)
    assert [m.value for m in given.modifiers if m.kind == SHOCK] == [-2] and not given.shock_scaled
    assert not effective_skill(12, shock=1, hp=30, shock_scaled=True).shock_scaled  # 1 HP of 30: no shock


def test_every_modifier_names_its_source():
    result = effective_skill(12, maneuver="all_out_attack", posture="crouching", telegraphic=True, shock=1)
    assert all("seed 001 l." in m.source for m in result.modifiers)
    assert [m.shown for m in result.modifiers] == ["+4", "−2", "+4", "−1"]


@pytest.mark.parametrize("kw", [
    {"roll_for": "task", "maneuver": "all_out_attack"}, {"roll_for": "task", "deceptive": 1},
    {"roll_for": "task", "location": "arm"}, {"roll_for": "magic"}, {"maneuver": "dance"},
    {"posture": "floating"}, {"equipment": "shiny"}, {"complementary": "yes"}, {"rapid_strike": "fast"},
    {"telegraphic": "yes"}, {"shock": -1}, {"location": "wing"},
])
def test_bad_modifiers_are_refused(kw):
    with pytest.raises(RulesError):
        effective_skill(12, **kw)


@pytest.mark.parametrize("base", [True, "twelve", 100, 2.5])
def test_a_bad_base_skill_is_refused(base):
    with pytest.raises(RulesError):
        effective_skill(base)


@pytest.mark.parametrize("base, level", [(-5, "Unskilled"), (7, "Unskilled"), (8, "Feeble"), (9, "Feeble"),
                                         (10, "Average"), (11, "Average"), (12, "Competent"), (13, "Competent"),
                                         (14, "Exceptional"), (16, "Exceptional"), (17, "Heroic"), (19, "Heroic"),
                                         (20, "Larger-than-Life"), (21, "Larger-than-Life"), (22, "Legendary"),
                                         (23, "Legendary"), (24, "Superhuman"), (26, "Superhuman"),
                                         (27, "Godlike"), (60, "Godlike")])
def test_the_base_skill_level_label_at_each_band_edge(base, level):
    assert effective_skill(base).level_name == level


@given(st.integers(-20, 60), st.sampled_from(["attack", "all_out_attack", "move_and_attack", "committed_attack"]))
def test_more_base_skill_never_lowers_the_chance(base, maneuver):
    low = effective_skill(base, maneuver=maneuver).chances.success
    high = effective_skill(base + 1, maneuver=maneuver).chances.success
    assert high >= low


# -- published rules the reference does not print ---------------------------------------

@pytest.mark.parametrize("posture", ["crouching", "kneeling", "lying"])
@pytest.mark.parametrize("roll_for", ["ranged", "task"])
def test_the_postures_attack_modifier_changes_neither_a_ranged_attack_nor_a_task(posture, roll_for):
    result = effective_skill(12, roll_for=roll_for, posture=posture)
    assert result.effective == 12 and result.modifiers == ()
    assert any("melee attacks only" in n for n in result.notes)
    assert ("Posture, melee only", PUBLISHED_RULE) in result.cited


def test_the_postures_attack_modifier_applies_to_a_melee_attack_and_says_so():
    result = effective_skill(12, posture="lying")
    assert result.effective == 8
    assert result.modifiers[0].note == "melee only" and PUBLISHED_RULE in result.modifiers[0].source


def test_telegraphic_attacks_plus_4_does_not_count_toward_the_critical_hit_range():
    result = effective_skill(11, telegraphic=True)  # 15 to hit, criticals read at 11: 3-4 only
    assert result.effective == 15 and result.critical_skill == 11
    assert result.chances.critical_success == Fraction(4, 216)
    assert result.chances.success == success_chance(15)
    assert any("criticals are read at skill 11" in n for n in result.notes)
    assert ("Telegraphic Attack's criticals", PUBLISHED_RULE) in result.cited
    result = effective_skill(15, telegraphic=True)  # 19 to hit, criticals read at 15: 3-5, not 3-6
    assert result.chances.critical_success == Fraction(10, 216)


def test_telegraphic_attack_cannot_be_combined_with_deceptive_attack():
    with pytest.raises(RulesError) as error:
        effective_skill(16, telegraphic=True, deceptive=1)
    assert error.value.field == "deceptive" and PUBLISHED_RULE in error.value.message


def test_telegraphic_attack_does_not_stack_with_evaluate():
    result = effective_skill(12, maneuver="evaluate", evaluate_turns=3, telegraphic=True)
    assert result.effective == 16  # +4, not +4 and +3
    assert [m.label for m in result.modifiers] == ["Telegraphic Attack"]
    assert any("does not stack with Evaluate" in n for n in result.notes)


def test_modifiers_can_take_effective_skill_past_99_and_the_chance_still_reads():
    result = effective_skill(99, maneuver="all_out_attack", telegraphic=True)
    assert result.effective == 107 and result.chances.success == success_chance(16)


# -- one input named as the calculator's fields ---------------------------------------

def test_the_input_is_named_as_the_calculators_fields_and_defaults_as_its_form():
    from dataclasses import fields

    from pyrules.gurps.ruleset import RULESET
    from pyrules.gurps.skill import SkillInput

    form = {f.name: f for f in RULESET.tool("gurps-skill").fields}
    for field in fields(SkillInput):
        assert form[field.name].default == (str(field.default) if field.name == "difficulty" else field.default)
    assert effective_skill(SkillInput(14, maneuver="all_out_attack", options=frozenset({"telegraphic"}))).effective \
        == skill(14, maneuver="all_out_attack", telegraphic=True) == 22


def test_the_input_checks_itself_and_names_the_field():
    from pyrules.gurps.skill import SkillInput

    for kw, field in [({"other": 100}, "other"), ({"options": ["cartwheel"]}, "options"),
                      ({"all_out": "berserk"}, "all_out"), ({"difficulty": "2.5"}, "difficulty"),
                      ({"maneuver": "committed_attack", "roll_for": "ranged"}, "maneuver")]:
        with pytest.raises(RulesError) as error:
            SkillInput(12, **kw)
        assert error.value.field == field, kw
    with pytest.raises(RulesError) as error:
        SkillInput(12, options=frozenset({"moved_two"}))
    assert error.value.field == "options"


# -- the All-Out Attack's four choices (seed 001 l.113) -----------------------------------

def test_a_determined_all_out_attack_is_plus_4_melee_or_plus_1_ranged_and_is_named():
    result = effective_skill(12, maneuver="all_out_attack", all_out="determined")
    assert result.effective == 16 and result.all_out.name == "Determined"
    assert result.modifiers[0].label == "All-Out Attack (Determined, melee)"
    assert result.modifiers[0].source == "seed 001 l.10"
    assert skill(12, roll_for="ranged", maneuver="all_out_attack") == 13


@pytest.mark.parametrize("choice, name", [("double", "Double"), ("strong", "Strong"), ("feint", "Feint")])
def test_the_other_all_out_attacks_leave_skill_as_it_is_and_leave_no_defense(choice, name):
    result = effective_skill(12, maneuver="all_out_attack", all_out=choice)
    assert result.effective == 12 and result.modifiers == () and result.all_out.name == name
    assert any("no defense" in n for n in result.notes)


def test_strong_gives_plus_2_damage_or_the_published_plus_1_per_die():
    result = effective_skill(12, maneuver="all_out_attack", all_out="strong")
    assert result.all_out.printed == "+2 Melee damage"
    assert any("+1 per die" in n for n in result.notes)
    assert ("All-Out Attack (Strong)", PUBLISHED_RULE) in result.cited


@pytest.mark.parametrize("choice", ["double", "strong", "feint"])
def test_a_ranged_all_out_attack_is_determined_only(choice):
    with pytest.raises(RulesError) as error:
        effective_skill(12, roll_for="ranged", maneuver="all_out_attack", all_out=choice)
    assert error.value.field == "all_out" and "Determined" in error.value.message


def test_the_all_out_attack_choice_counts_only_with_that_maneuver():
    assert effective_skill(12, all_out="strong").all_out is None


# -- the GM's other modifier --------------------------------------------------------------

@pytest.mark.parametrize("other", [-99, -3, 0, 5, 99])
def test_any_other_modifier_the_gm_gives_is_added_as_a_line(other):
    result = effective_skill(12, other=other)
    assert result.effective == 12 + other
    assert [m.label for m in result.modifiers] == (["Other modifier"] if other else [])


@pytest.mark.parametrize("other", [-100, 100, 2.5, "lots"])
def test_an_other_modifier_off_the_scale_is_refused(other):
    with pytest.raises(RulesError) as error:
        effective_skill(12, other=other)
    assert error.value.field == "other"
