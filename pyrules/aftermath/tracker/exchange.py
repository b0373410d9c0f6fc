"""An Aftermath! exchange: one melee or gun attack on each target, as its calculator plays it.

Each target is one stage, ``aftermath-melee`` or ``aftermath-gun`` as the card's weapon says,
filled in with the attacker's BCS, weapon and STR rating and the target's own numbers: its ODA
(the Adjusted BCS is the BCS less it), its Armor Value and the parts its armor leaves bare, where
its stats hold them ("oda", "av", "bare"); the hit location rolled or chosen, the d20, the damage
and the critical effects are the calculator's own, and its wound is the target's.

A free attack, with no card line, is the melee calculator's own: its "other weapon" with the
attacker's STR, BCS 0 to be entered.
"""

from __future__ import annotations

from pyrules.core.encounter.card import Attack
from pyrules.core.encounter.exchange import Context, ExchangeRules, Result, Stage, took
from pyrules.aftermath.tools.combat import GUN, MELEE
from pyrules.aftermath.tracker.card import attack_openings

FREE_ATTACK = "a free attack: the melee calculator's other weapon, its BCS and WDM to enter"


def the_attack(ctx: Context) -> Attack:
    return ctx.attack or Attack("Free attack", 0, "", "custom")


def strike_stage(ctx: Context, target) -> Stage:
    """The attack on ``target``: the card's opening, with the target's ODA and armor."""
    me, attack = ctx.attacker, the_attack(ctx)
    stats = {"str": ctx.plugin.stat(me, "str")}
    opening = attack_openings(stats, attack)[0] if attack.kind != "custom" else None
    tool = GUN if opening is not None and opening.tool == GUN.key else MELEE
    values = dict(opening.values) if opening is not None else {"bcs": 0, "weapon": "custom", "strength": stats["str"]}
    sources = {"bcs": f"{attack.name}: BCS {attack.skill}, from {me.name}’s card" if ctx.attack else FREE_ATTACK}
    if "strength" in values:
        sources["strength"] = f"STR {values['strength']}, from {me.name}"
    oda, av, bare = (target.stats.get(name) for name in ("oda", "av", "bare"))
    if tool is MELEE:
        values["oda"] = oda if isinstance(oda, int) else 0
        sources["oda"] = (f"ODA {oda}, from {target.name}" if isinstance(oda, int)
                          else f"no ODA among {target.name}’s stats: enter it")
    if isinstance(av, int):
        values.update({"armor": "none", "av": av} if tool is MELEE else {"av": av})
        sources["av"] = f"Armor Value {av}, from {target.name}"
    if isinstance(bare, str) and bare:
        values["bare"] = [part.strip() for part in bare.split(",") if part.strip()]
        sources["bare"] = f"{target.name}’s armor leaves bare: {bare}"
    return Stage(f"strike {target.id}", tool, f"{me.name}’s {attack.name} at {target.name}", values, sources,
                 target=target.id)


def walk(ctx: Context):
    """The next stage of an Aftermath! exchange, or its result."""
    said, parts = [], []
    for target in ctx.targets:
        strike = ctx.answered(f"strike {target.id}")
        if strike is None:
            return strike_stage(ctx, target)
        effect = strike.answer.effect
        line, part = took(target, effect, f": {strike.answer.headline}.")
        said.append(line)
        parts += part
    return Result(" ".join(said), tuple(parts))


EXCHANGE = ExchangeRules(walk, FREE_ATTACK)
