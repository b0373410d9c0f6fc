"""A TAL exchange: the attack table, then the hit's damage to the target's pools.

1. **Attack** (``tal-attack``): the card's weapon skill and a d100, with the attacker's fatigue
   (Fatigued +5, Taxed +10 to the roll, Spent no attack: T2) and the target's evasion from its
   Combat Speed after fatigue (T11; none for one down). The TAL the attacker spends on it (an
   ability's activation, T1) is a field of the attack and comes off its TAL pool with the blow,
   so a fight needs no tap per point.
2. **Damage** for each target hit: the weapon's damage for the category hit, which the reference
   does not print, entered by the GM, to SHP (what SHP cannot take goes on to DHP) or another pool.
"""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import Answer, Effect, Line
from pyrules.core.encounter.card import Attack
from pyrules.core.encounter.exchange import Context, ExchangeRules, Result, Stage, succeeded, took
from pyrules.core.fields import Field
from pyrules.core.tools import Tool
from pyrules.tal.fatigue import LABELS
from pyrules.tal.tools import ATTACK

FREE_ATTACK = "a free attack: weapon skill 50, the calculator's own"
FREE_ATTACK_SOURCE = "Assumed: the reference prints no skill for an attack with no weapon line."
FREE_SKILL = 50
TAL_SPENT = "tal_spent"
HIT_DAMAGE = "hit_damage"
SPENDING = Field(TAL_SPENT, "TAL spent on it", "int", default=0, low=0, high=9999,
                 help="An ability's activation cost, taken off the attacker's TAL.")
DAMAGE_ON_A_HIT = Field(HIT_DAMAGE, "Damage on a hit", "int", low=0, high=9999, required=False,
                        help="The weapon's damage, if known before the roll; blank: asked once it hits.")
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


def the_attack(ctx: Context) -> Attack:
    return ctx.attack or Attack("Free attack", FREE_SKILL)


def attack_stage(ctx: Context, target) -> Stage:
    me, attack = ctx.attacker, the_attack(ctx)
    level = ctx.plugin.calculators(me)["tal-attack"]["fatigue"]
    awake = ctx.plugin.down(target).state == "awake"
    evasion = ctx.plugin.speed(target).evasion.evasion if awake else 0
    values = {"skill": attack.skill, "fatigue": level, "evasion": evasion, TAL_SPENT: 0}
    sources = {"skill": f"{attack.name} {attack.skill}, from {me.name}’s card" if ctx.attack else FREE_ATTACK,
               "fatigue": f"{me.name} is {LABELS[level]}",
               "evasion": f"Evasion {evasion}, from {target.name}’s Combat Speed" if awake
               else f"{target.name} is down: no evasion"}
    cited = {"skill": FREE_ATTACK_SOURCE} if ctx.attack is None else {}
    extra = ((SPENDING,) if ctx.plugin.stat(me, "tal_max") else ()) + (DAMAGE_ON_A_HIT,)
    return Stage("attack", ATTACK, f"{me.name}’s {attack.name}", values, sources, extra,
                 rolls={"defense_roll": "d100"}, cited=cited)


def damage_stage(ctx: Context, target, category: str, damage: int | None = None) -> Stage:
    """The hit's damage to ``target``: as entered with the attack, or asked now."""
    known = {} if damage is None else {"damage": damage}
    return Stage(f"damage {target.id}", WOUND, f"Damage to {target.name}",
                 {"pool": "SHP", "category": category, **known},
                 {"damage": f"the weapon’s damage for {category}: " + ("as entered with the attack" if known
                                                                        else "enter it"),
                  "pool": "SHP first, then DHP"},
                 target=target.id)


def walk(ctx: Context):
    """The next stage of a TAL exchange, or its result."""
    targets = ctx.targets
    hit = ctx.answered("attack")
    if hit is None:
        return attack_stage(ctx, targets[0])
    me = ctx.attacker
    spent = hit.values.get(TAL_SPENT) or 0
    parts = [(me.id, Effect(spent, "TAL"))] if spent else []
    said = [f"{me.name} spends {spent} TAL."] if spent else []
    if not succeeded(hit.answer):
        return Result(" ".join(said + [f"{me.name} misses."]), tuple(parts))
    category = hit.answer.headline.removeprefix("Hit: ")
    for target in targets:
        damage = ctx.answered(f"damage {target.id}")
        if damage is None:
            return damage_stage(ctx, target, category, hit.values.get(HIT_DAMAGE))
        effect = damage.answer.effect
        line, part = took(target, effect, " takes no damage.")
        said.append(line)
        parts += part
    return Result(" ".join(said), tuple(parts))


EXCHANGE = ExchangeRules(walk, FREE_ATTACK, FREE_ATTACK_SOURCE)
