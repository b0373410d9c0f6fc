"""A GURPS exchange: the attack roll, the target's active defense, damage through its DR, injury.

The stages, each a GURPS calculator filled in from both combatants, each in a module of its own:

1. **Attack** (``attack_stage``, ``gurps-skill``). A miss ends it; a critical miss sends the
   attacker to the Critical Miss table (G16 l.230). A critical hit leaves no defense and calls for
   the Critical Hit table (the Critical Head Blow table for a blow to the head; l.222); a strike at
   a weapon does its bearer no damage.
2. **Defense** (``defense_stage``, ``gurps-defense``) for each target, with its 3d6 roll. A defense
   made ends it there; a critical one calls for what ``critical_calls`` says (l.224-236).
3. **Damage** (``damage_stage``, ``gurps-injury``) for each target hit, and how far the blow knocks
   it back.

A free attack, with no card line, is a punch: DX, thrust −1 crushing (published rule, not in the
reference).
"""

from __future__ import annotations

from dataclasses import replace

from pyrules.core.encounter.exchange_walk import (
    NOTHING,
    Answered,
    Context,
    EachTarget,
    ExchangeRules,
    Once,
    PerTarget,
    Tell,
    Told,
    took,
)
from pyrules.core.encounter.model import Combatant
from pyrules.gurps.criticals import SuccessRoll
from pyrules.gurps.tracker.attack_stage import (
    FREE_ATTACK,
    FREE_ATTACK_SOURCE,
    carded_attack_stage,
    critical,
    hit,
    made_as,
    struck_location,
)
from pyrules.gurps.tracker.critical_calls import critical_defense, critical_hit, critical_miss
from pyrules.gurps.tracker.damage_stage import damage_stage, knocked_back
from pyrules.gurps.tracker.defense_stage import DEFENSE_ROLL, defends, defense_stage, no_defense


def attack_told(ctx: Context, attack: Answered) -> Told:
    """A miss ends the exchange (a critical miss sends the attacker to its table), and so does a
    strike at a weapon, which does its bearer no damage."""
    me, judged = ctx.attacker, attack.result(SuccessRoll)
    if judged is None or not judged.success:
        missed = critical_miss(me) if judged and judged.critical else None
        return Told((f"{me.name} misses.",) + ((missed.said,) if missed else ()),
                    rolls=missed.rolls if missed else (), ends=True)
    if not struck_location(attack.values)[0]:
        return Told((f"{me.name} strikes at the weapon: no damage to its bearer.",), ends=True)
    return NOTHING


def no_defense_told(ctx: Context, target: Combatant) -> Told | None:
    """Why the target makes no defense, when it makes none: a critical hit leaves it none, and
    so does its standing; None when it defends."""
    if critical(ctx):
        return Told((f"Critical hit: {target.name} gets no defense.",))
    if not defends(ctx, target):
        return Told((no_defense(ctx, target),))
    return None


def defense_told(ctx: Context, target: Combatant, defense: Answered) -> Told:
    """A defense made ends the target's part; a critical one calls for what the criticals table
    says (and what it puts on, ``then``)."""
    judged = defense.result(SuccessRoll)  # None: a defense that cannot be had
    made = judged is not None and judged.success
    said = (f"{target.name} defends." if made
            else f"{target.name}’s defense fails (rolled {defense.values[DEFENSE_ROLL]}).",)
    consequence = None if judged is None else \
        critical_defense(ctx.attacker, target, defense.values["defense"], judged, made_as(ctx))
    if consequence is None:
        return Told(said, ends=made)
    return Told(said + (consequence.said,), then=consequence.then, ends=made, rolls=consequence.rolls)


def damage_told(ctx: Context, target: Combatant, damage: Answered) -> Told:
    """The target's injury, and how far it is knocked back."""
    told = took(target, damage.answer.effect, " takes no injury.")
    knocked = knocked_back(target, damage)
    return replace(told, said=told.said + (knocked,)) if knocked else told


def critical_hit_told(ctx: Context) -> Told:
    """A critical hit's roll on its table, said once every target's part is."""
    return critical_hit(struck_location(hit(ctx).values)[0]).told if critical(ctx) else NOTHING


EXCHANGE = ExchangeRules((
    Once("attack", carded_attack_stage, attack_told),
    EachTarget((PerTarget("defense", defense_stage, defense_told, no_defense_told, targets_roll=True),
                PerTarget("damage", damage_stage, damage_told))),
    Tell(critical_hit_told),
), FREE_ATTACK, FREE_ATTACK_SOURCE)

__all__ = ["EXCHANGE"]
