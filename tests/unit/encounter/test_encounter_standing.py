"""A combatant's standing: what it may do, the modifiers its state puts on each roll, and how an
exchange and a reminder roll obey it, for any ruleset."""

from fractions import Fraction

import pytest

from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.model import Check, Follow
from pyrules.core.encounter.plugins import Judged, Plugin
from pyrules.core.encounter.standing import ATTACK, DEFENSE, MISSILE, Modifier, Standing, refused
from pyrules.core.errors import RulesError


def test_a_modifier_reads_as_a_stage_shows_it():
    wounded = Modifier(ATTACK, "over 50% wounded", -2, source="002 l.60")
    assert wounded.said("Ana") == "−2: over 50% wounded, from Ana"
    assert wounded.applied(14) == 12


def test_a_halving_modifier_rounds_a_half_up_as_every_halving_does_and_reads_as_a_fraction():
    dazed = Modifier(ATTACK, "Dazed", factor=Fraction(1, 2))
    assert dazed.amount == "×1/2"
    assert dazed.applied(45) == 23 and dazed.applied(44) == 22


def test_a_standing_lists_the_modifiers_on_the_rolls_asked():
    standing = Standing(modifiers=(Modifier(ATTACK, "shock", -3), Modifier(MISSILE, "damaged", -1),
                                   Modifier(DEFENSE, "stunned", -4)))
    assert [m.why for m in standing.on(ATTACK, MISSILE)] == ["shock", "damaged"]
    assert standing.total(ATTACK, MISSILE) == -4
    assert standing.total(DEFENSE) == -4


def test_a_refusal_says_why():
    standing = Standing(attacks=False, refusals=(refused("attacks", "Stunned: Do Nothing"),))
    assert not standing.may("attacks") and standing.may("defends")
    assert standing.refusal("attacks") == "Stunned: Do Nothing"
    assert standing.refusal("defends") == ""


def test_a_plugin_with_no_rules_of_state_leaves_everyone_able():
    plugin = Plugin("test-plain")
    assert plugin.standing.of(None) == Standing()


def test_a_plain_check_is_judged_by_its_target_alone():
    plugin = Plugin("test-plain")
    assert plugin.reminders.judge(Check("3d6", 10), 10) == Judged(True, 0)
    assert plugin.reminders.judge(Check("d20", 12, at_most=False), 9) == Judged(False, 3)
    assert plugin.reminders.chance(Check("3d6", 10)) == Fraction(1, 2)


def test_a_critical_failure_puts_on_the_worse_condition_when_the_follow_says_so():
    knocked = Follow("Stunned", "Unconscious", 5, worse_on_critical=True)
    assert knocked.condition(1) == "Stunned"
    assert knocked.condition(1, critical=True) == "Unconscious"
    assert Follow("Stunned", "Unconscious", 5).condition(1, critical=True) == "Stunned"


def test_an_attacker_whose_standing_refuses_attacks_cannot_begin_an_exchange(monkeypatch):
    from pyrules.core.encounter import Encounter, actions as A

    encounter = Encounter.new("gurps").apply(A.add("Ana", side="party")).apply(A.add("Orc", side="foe"))
    ana, orc = encounter.state.combatants
    plugin = encounter.plugin
    monkeypatch.setattr(type(plugin.standing), "of", lambda self, c, e=None: Standing(
        attacks=False, refusals=(refused("attacks", f"{c.name} is stunned: Do Nothing."),)) if c.id == ana.id
        else Standing())
    with pytest.raises(RulesError, match="Ana is stunned: Do Nothing."):
        X.begin(encounter.state, plugin, ana.id)
    assert X.begin(encounter.state, plugin, orc.id).attacker == orc.id


def test_an_exchange_puts_on_what_its_rules_say_besides_damage_in_the_same_step():
    from pyrules.core.encounter import Encounter, actions as A

    encounter = Encounter.new("gurps").apply(A.add("Ana", side="party")).apply(A.add("Orc", side="foe"))
    ana, orc = encounter.state.combatants
    played = encounter.apply(A.exchange(ana.id, [orc.id], "Ana misses; Orc falls prone.",
                                        then=[A.edit(orc.id, stats={"posture": "lying"}),
                                              A.add_condition(ana.id, "Stunned")]))
    assert played.plugin.stat(played.state.combatant(orc.id), "posture") == "lying"
    assert [c.name for c in played.state.combatant(ana.id).conditions] == ["Stunned"]
    assert played.undo().state.combatant(ana.id).conditions == ()


def test_an_exchange_puts_on_nothing_but_conditions_and_stats():
    from pyrules.core.encounter import Encounter, actions as A

    encounter = Encounter.new("gurps").apply(A.add("Ana", side="party")).apply(A.add("Orc", side="foe"))
    ana, orc = encounter.state.combatants
    with pytest.raises(RulesError, match="then"):
        encounter.apply(A.exchange(ana.id, [orc.id], "Ana removes the Orc.", then=[A.remove(orc.id)]))
