

def test_the_effective_skill_picker_rolls_against_the_skill_it_worked_out():
    import random as _random

    from pyrules.gurps.ruleset import RULESET

    tool = RULESET.tool("gurps-skill")
    _, answer = tool.answer({"base": "14", "maneuver": "move_and_attack", "roll": "9"}, _random.Random(0))
    assert answer.headline.startswith("Success") and "effective skill 9" in answer.headline
    _, answer = tool.answer({"base": "14", "maneuver": "move_and_attack", "roll": "10"}, _random.Random(0))
    assert answer.tone == "bad" and "effective skill 9" in answer.headline


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
