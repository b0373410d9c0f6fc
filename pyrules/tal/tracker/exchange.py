"""A TAL exchange: the attack table, then the hit's damage to the target's pools.

Both combatants' numbers come from their standing (``standing.TalStandingRules``):

1. **Attack** (``tal-attack``): the card's weapon skill and a d100, with the attacker's fatigue
   (Fatigued +5, Taxed +10 to the roll: T2; a Spent or downed attacker starts none) and the first
   target's evasion from its Combat Speed after fatigue (T11; none for one down). The TAL the
   attacker spends on it (an ability's activation, T1), at most what it has left, is a field of
   the attack and comes off its TAL pool with the blow, so a fight needs no tap per point.
2. **The same attack at each other target**, the same d100 and what the attacker brings, with that
   target's own evasion (l.120-125), cover, range and defense.
3. **Damage** for each target hit: the weapon's damage for the category the attack rule gave, which
   the reference does not print: as entered with the attack, else as the attack line gives it for
   that category ("Sword 55 damage 2/4/6/8/10/14"), else entered by the GM; to SHP (what SHP cannot
   take goes on to DHP) or another pool.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from pyrules.core.answers import Answer, Effect, Line
from pyrules.core.encounter.exchange_walk import (
    NOTHING,
    Answered,
    Context,
    EachTarget,
    ExchangeRules,
    PerTarget,
    Stage,
    Tell,
    Told,
    took,
)
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.standing import ATTACK as ATTACK_ROLL
from pyrules.core.fields import Field
from pyrules.core.tools import Tool
from pyrules.tal.attack import AttackResult
from pyrules.tal.attack_table import category_label
from pyrules.tal.data import cite
from pyrules.tal.fatigue import LABELS
from pyrules.tal.states import COMBAT_SPEED, TalStanding
from pyrules.tal.tools.attack import TOOL as ATTACK
from pyrules.tal.tracker.card import TalAttack
from pyrules.tal.tracker.stats import stat

FREE_ATTACK = "a free attack: weapon skill 50, the calculator's own"
FREE_ATTACK_SOURCE = "Assumed: the reference prints no skill for an attack with no weapon line."
FREE_SKILL = 50
TAL_SPENT = "tal_spent"
HIT_DAMAGE = "hit_damage"
SPENDING = Field(TAL_SPENT, "TAL spent on it", "int", default=0, low=0, high=9999,
                 help="An ability's activation cost, taken off the attacker's TAL.")
DAMAGE_ON_A_HIT = Field(HIT_DAMAGE, "Damage on a hit", "int", low=0, high=9999, required=False,
                        help="The weapon's damage, if known before the roll; blank: asked once it hits.")
SPENDING_SOURCE = cite("14-18")  # the TAL pool runs down to Spent at 0: no TAL is spent past it
# What an attack against several targets keeps from the first: the d100 and what the attacker brings.
THE_ATTACKERS = ("skill", "roll", "stance", "fatigue", "shooter", "adverse", "favorable")
TARGETS_ROLL = frozenset({"defense_roll"})  # the target's dodge or parry, asked in the attacker's stage
POOL_CHOICES = (("SHP", "SHP (then DHP)"), ("DHP", "DHP"), ("TAL", "TAL"))


def _solve_wound(values: dict[str, Any], rng: random.Random) -> Answer:
    amount, pool = values["damage"], values["pool"]
    return Answer(f"{amount} to {pool}", (Line("Damage", str(amount), values["category"] or ""),),
                  effect=Effect(amount, pool) if amount > 0 else None)


WOUND = Tool(
    "tal-wound", "Damage", (
        Field("damage", "Damage", "int", low=0, high=9999,
              help="The weapon's damage for the category hit: the reference prints none."),
        Field("pool", "To", "choice", default="SHP", choices=POOL_CHOICES),
        Field("category", "Category hit", "text", default="", required=False),
    ), _solve_wound, summary="A hit's damage to a pool.")


def the_attack(ctx: Context) -> TalAttack:
    """The attack chosen, or the free attack (no damage known)."""
    attack = ctx.attack
    if attack is None:
        return TalAttack("Free attack", FREE_SKILL)
    assert isinstance(attack, TalAttack)  # TAL's cards read TAL attacks
    return attack


def spending(me: Combatant, left: int) -> Field:
    """The TAL spent on the attack: at most what the attacker has left (T2, l.14-18)."""
    return replace(SPENDING, high=left, help=f"An ability's activation cost, taken off {me.name}’s TAL: "
                                              f"at most the {left} left.")


def fatigue_values(me: Combatant, standing: TalStanding) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """The attacker's fatigue (T2) as the attack stage takes it: its level (the calculator adds its
    penalty to the roll: Fatigued +5, Taxed +10), whose it is, and where the penalty its standing
    puts on the attack roll is printed."""
    on_roll = standing.on(ATTACK_ROLL)
    cited = {"fatigue": "; ".join(m.source for m in on_roll)} if on_roll else {}
    said = "; ".join(m.said(me.name) for m in on_roll if m.value) or f"{me.name} is {LABELS[standing.fatigue]}"
    return {"fatigue": standing.fatigue}, {"fatigue": said}, cited


def evasion_values(target: Combatant, standing: TalStanding) -> tuple[dict[str, int], dict[str, str], dict[str, str]]:
    """The target's own evasion (T11, l.120-125) from its Combat Speed after fatigue, none for one
    down; where it comes from, and where the rules that lowered it are printed."""
    evasion, slowed = standing.evasion, standing.on(COMBAT_SPEED)
    if not standing.defends:
        return {"evasion": evasion}, {"evasion": f"{target.name} is down: no evasion"}, {}
    said = f"Evasion {evasion}, from {target.name}’s Combat Speed" + "".join(
        f"; {m.amount} Combat Speed: {m.why}, from {target.name}" for m in slowed)
    assert standing.speed is not None  # a TAL standing has its Combat Speed
    cited = {"evasion": "; ".join([m.source for m in slowed] + [standing.speed.evasion.source])} if slowed else {}
    return {"evasion": evasion}, {"evasion": said}, cited


def standing_of(ctx: Context, combatant: Combatant) -> TalStanding:
    """A combatant's standing in the exchange's encounter, as TAL's plug-in stands it."""
    found = ctx.plugin.standing.of(combatant, ctx.state)
    assert isinstance(found, TalStanding)  # TAL's plug-in stands its combatants so
    return found


def attack_stage(ctx: Context, target: Combatant) -> Stage:
    """The attack with the attacker's weapon skill and fatigue, the TAL it spends, and the first
    target's own evasion."""
    me, attack = ctx.attacker, the_attack(ctx)
    mine = standing_of(ctx, me)
    tired, tired_said, tired_cited = fatigue_values(me, mine)
    evading, evading_said, evading_cited = evasion_values(target, standing_of(ctx, target))
    values = {"skill": attack.skill, **tired, **evading, TAL_SPENT: 0}
    sources = {"skill": f"{attack.name} {attack.skill}, from {me.name}’s card" if ctx.attack else FREE_ATTACK,
               **tired_said, **evading_said}
    cited = {**tired_cited, **evading_cited, **({"skill": FREE_ATTACK_SOURCE} if ctx.attack is None else {})}
    extra: tuple[Field, ...] = (DAMAGE_ON_A_HIT if not attack.damage else
             replace(DAMAGE_ON_A_HIT, help=f"Blank: {attack.name}’s damage for the category hit, from the card."),)
    if stat(me, "tal_max"):
        left = mine.left("TAL")
        extra = (spending(me, left),) + extra
        sources[TAL_SPENT] = f"{left} TAL left, from {me.name}"
        cited[TAL_SPENT] = SPENDING_SOURCE
    at = f" at {target.name}" if len(ctx.targets) > 1 else ""
    return Stage(ATTACK, f"{me.name}’s {attack.name}{at}", values, sources, extra, rolls={"defense_roll": "d100"},
                 cited=cited, target_rolls=TARGETS_ROLL)


def further_attack_stage(ctx: Context, target: Combatant, first: Answered) -> Stage:
    """The same attack against another target: the same d100, skill, stance and fatigue and the
    attacker's own shifts, with this target's own evasion (l.120-125), cover, range and defense."""
    me, attack = ctx.attacker, the_attack(ctx)
    evading, evading_said, evading_cited = evasion_values(target, standing_of(ctx, target))
    kept = {name: first.values[name] for name in THE_ATTACKERS if name in first.values}
    aimed = ctx.targets[0].name
    sources = {name: f"as against {aimed}" for name in kept} | evading_said
    return Stage(ATTACK, f"{me.name}’s {attack.name} at {target.name}", {**kept, **evading}, sources,
                 rolls={"defense_roll": "d100"}, cited=evading_cited, target_rolls=TARGETS_ROLL)


def attack_at(ctx: Context, target: Combatant) -> Stage:
    """The attack at ``target``: at the first, the attack itself; at each other, the same attack."""
    first = ctx.answered(ATTACK_AT.key_at(ctx, ctx.targets[0]))
    return attack_stage(ctx, target) if first is None else further_attack_stage(ctx, target, first)


# The attack, at each target in turn: kept as "attack" at the first, "attack c3" at the next.
ATTACK_AT = PerTarget("attack", attack_at, first_alone=True)


def hit_at(ctx: Context, target: Combatant) -> AttackResult | None:
    """The attack rule's result at ``target`` when it hit (None: a miss, or no attack made: a
    Spent attacker makes none)."""
    judged = ctx.answered(ATTACK_AT.key_at(ctx, target))
    result = None if judged is None else judged.result(AttackResult)
    return result if result is not None and result.hit else None


def spent_told(ctx: Context) -> Told:
    """The TAL the attacker spent on the attack, taken off its pool with the blow; and, when the
    attack hit no one, the miss that ends the exchange."""
    me, first = ctx.attacker, ctx.answered(ATTACK_AT.key_at(ctx, ctx.targets[0]))
    assert first is not None  # the attack is asked first
    spent = first.values.get(TAL_SPENT) or 0
    told = Told((f"{me.name} spends {spent} TAL.",), ((me.id, Effect(spent, "TAL")),)) if spent else NOTHING
    if any(hit_at(ctx, t) for t in ctx.targets):
        return told
    names = [t.name for t in ctx.targets]
    missed = "" if len(names) == 1 else f" {', '.join(names[:-1])} and {names[-1]}"
    return replace(told, said=told.said + (f"{me.name} misses{missed}.",), ends=True)


def missed_told(ctx: Context, target: Combatant) -> Told | None:
    """A target the attack missed takes no damage (None: it was hit)."""
    return Told((f"{ctx.attacker.name} misses {target.name}.",)) if hit_at(ctx, target) is None else None


def damage_stage(ctx: Context, target: Combatant) -> Stage:
    """The hit's damage to ``target``: as entered with the attack, else the attack line's damage for
    the category hit, else asked now."""
    hit, first = hit_at(ctx, target), ctx.answered(ATTACK_AT.key_at(ctx, ctx.targets[0]))
    assert hit is not None and first is not None  # damage follows a hit
    category, entered = hit.category, first.values.get(HIT_DAMAGE)
    attack, label = the_attack(ctx), category_label(category)
    carded = attack.damage_for(category)
    if entered is not None:
        known, said = {"damage": entered}, "as entered with the attack"
    elif carded is not None:
        known, said = {"damage": carded}, f"{attack.name} {carded}, from {ctx.attacker.name}’s card"
    else:
        known, said = {}, "enter it"
    return Stage(WOUND, f"Damage to {target.name}", {"pool": "SHP", "category": label, **known},
                 {"damage": f"the weapon’s damage for {label}: {said}", "pool": "SHP first, then DHP"})


def damage_told(ctx: Context, target: Combatant, damage: Answered) -> Told:
    """The damage the target takes."""
    return took(target, damage.answer.effect, " takes no damage.")


EXCHANGE = ExchangeRules((
    EachTarget((ATTACK_AT,)),
    Tell(spent_told),
    EachTarget((PerTarget("damage", damage_stage, damage_told, missed_told),)),
), FREE_ATTACK, FREE_ATTACK_SOURCE)
