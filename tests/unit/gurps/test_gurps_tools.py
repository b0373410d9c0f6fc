

def test_the_effective_skill_picker_rolls_against_the_skill_it_worked_out():
    import random as _random

    from pyrules.gurps.ruleset import RULESET
    from screen.tones import tone_of

    tool = RULESET.tool("gurps-skill")
    _, answer = tool.answer({"base": "14", "maneuver": "move_and_attack", "roll": "9"}, _random.Random(0))
    assert answer.headline.startswith("Success") and "effective skill 9" in answer.headline
    _, answer = tool.answer({"base": "14", "maneuver": "move_and_attack", "roll": "10"}, _random.Random(0))
    assert tone_of(answer.outcome) == "bad" and "effective skill 9" in answer.headline


def test_the_effective_skill_picker_clears_modifiers_but_not_base_skill_when_not_kept():
    from pyrules.gurps.ruleset import RULESET

    tool = RULESET.tool("gurps-skill")
    cleared = {f.name for f in tool.cleared_after_roll({"keep": False})}
    assert {"maneuver", "posture", "deceptive", "roll"} <= cleared
    assert not {"base", "hp", "keep"} & cleared


def test_an_injury_answer_carries_the_wound_a_tracker_applies():
    from pyrules.gurps.ruleset import RULESET

    _, answer = RULESET.tool("gurps-injury").answer({"damage": "8", "dr": "2", "damage_type": "cut",
                                                      "location": "neck", "hp": "10"})
    effect = answer.effect
    assert (effect.amount, effect.resource, effect.location) == (12, "HP", "neck")
    assert "major wound" in effect.effects


def test_a_blow_that_does_not_get_through_has_nothing_to_apply():
    from pyrules.gurps.ruleset import RULESET

    _, answer = RULESET.tool("gurps-injury").answer({"damage": "2", "dr": "5", "damage_type": "cr", "hp": "10"})
    assert answer.effect is None


def test_a_melee_attack_is_not_asked_its_range_or_shots_and_ignores_what_was_left_in_them():
    from pyrules.gurps.ruleset import RULESET

    tool = RULESET.tool("gurps-skill")
    fields = {f.name: f for f in tool.fields}
    assert not tool.shows(fields["distance"], {"roll_for": "melee"})
    assert not tool.shows(fields["shots"], {"roll_for": "melee"})
    assert tool.shows(fields["distance"], {"roll_for": "ranged"})
    _, answer = tool.answer({"base": "12", "roll_for": "melee", "distance": "30", "shots": "10", "roll": "10"})
    assert "effective skill 12" in answer.headline


def test_a_ranged_attack_still_takes_its_range_modifier():
    from pyrules.gurps.ruleset import RULESET

    _, answer = RULESET.tool("gurps-skill").answer({"base": "12", "roll_for": "ranged", "distance": "30",
                                                     "roll": "10"})
    assert "effective skill 5" in answer.headline


def test_the_injury_form_offers_locations_in_the_order_the_hit_location_table_prints_them():
    from pyrules.gurps.ruleset import RULESET

    location = next(f for f in RULESET.tool("gurps-injury").fields if f.name == "location")
    assert [value for value, _ in location.choices] == [
        "skull", "face", "leg", "arm", "torso", "groin", "hand", "foot", "neck", "eye", "vitals"]


def test_the_skill_form_offers_the_body_by_penalty_and_the_chinks_and_weapon_in_groups_of_their_own():
    from pyrules.gurps.ruleset import RULESET

    location = next(f for f in RULESET.tool("gurps-skill").fields if f.name == "location")
    grouped = {value for _, values in location.groups for value in values}
    body = [value for value, _ in location.choices if value not in grouped]
    assert body[:3] == ["torso", "arm", "leg"] and body[-1] == "eye"
    assert dict(location.groups)["Weapon"] == ("weapon_c", "weapon_1", "weapon_2")
    assert dict(location.groups)["Chinks in armor"] == ("chink_torso", "chink_other")
