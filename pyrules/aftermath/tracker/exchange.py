"""An Aftermath! exchange: one melee or gun attack on each target, as its calculator plays it.

Each target is one stage, ``aftermath-melee`` or ``aftermath-gun`` as the card's weapon says,
filled in with the attacker's BCS, weapon and STR rating, what its standing puts on the attack
(a Daze or Stun halves its BCS, l.22-24; its load, l.427-429; in melee its wounds, l.60-61; with
a gun the damage it took in this Combat Turn, l.67), and the target's own numbers as its row's
calculators have them: its ODA, halved by a Daze or Stun (the Adjusted BCS is the BCS less it),
or at a gun its CDA (l.91), its Armor Value and the parts its armor leaves bare. Each says where
it comes from and is cited; the hit location rolled or chosen, the d20 and the critical effects
are the calculator's own, and its wound is the target's. The damage a hit rolls (melee's Effect
Die, a gun's critical and damage dice) is a roll of the stage, its dice as the hit calls for:
left blank the app rolls it and lists it with the other rolls; typed, the physical dice are used. Each
die is asked only when the attack needs it (``dice_asked``). A critical miss that
Dazes or Stuns puts that on the attacker, with the attack, in one step.

A free attack, with no card line, is the melee calculator's own: its "other weapon" with the
attacker's STR, BCS 0 to be entered.
"""

from __future__ import annotations

from typing import Any

from pyrules.aftermath.data import cite
from pyrules.aftermath.states import effect_actions
from pyrules.aftermath.gun_attack import GunAttack
from pyrules.aftermath.melee_attack import MeleeAttack
from pyrules.aftermath.misses import CriticalMiss
from pyrules.aftermath.tools.gun import TOOL as GUN, gun_critical_dice, gun_damage_dice
from pyrules.aftermath.tools.melee import TOOL as MELEE, melee_effect_die
from pyrules.aftermath.tools.strike import strike_headline
from pyrules.aftermath.tracker.card import attack_openings, read_bare
from pyrules.aftermath.tracker.dice_asked import GUN_ASKED, MELEE_ASKED
from pyrules.aftermath.tracker.standing import Situational
from pyrules.aftermath.tracker.stats import stat
from pyrules.core.encounter.card import Attack
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
from pyrules.core.encounter.standing import ATTACK, DEFENSE, MELEE as MELEE_ROLL, MISSILE, Modifier
from pyrules.core.tools import Tool

# The damage a hit rolls, rolled by the app as the other rolls are (and listed with them) unless the
# physical dice are typed: melee's Effect Die, a gun's critical dice and damage dice, each as the hit calls for.
DAMAGE_ROLLS = {MELEE.key: {"effect_roll": melee_effect_die},
                GUN.key: {"critical_roll": gun_critical_dice, "damage_roll": gun_damage_dice}}
FREE_ATTACK = "a free attack: the melee calculator's other weapon, its BCS and WDM to enter"
CDA_SOURCE = cite(91)
WORSE = ("stun", "daze")  # of two Critical Effects a critical miss puts on, the one kept


def the_attack(ctx: Context) -> Attack:
    return ctx.attack or Attack("Free attack", 0, "", "custom")


class Filled:
    """A stage's values as they are filled in, each with where it comes from and where its rule
    is printed."""

    def __init__(self, values: dict[str, Any], sources: dict[str, str]) -> None:
        self.values, self.sources = values, sources
        self.cited: dict[str, str] = {}

    def said(self, name: str, words: str, source: str = "") -> None:
        """One more reason beside ``name``'s value, and the rule behind it."""
        self.sources[name] = "; ".join(w for w in (self.sources.get(name), words) if w)
        if source:
            self.cited[name] = "; ".join(w for w in (self.cited.get(name), source) if w)

    def modified(self, m: Modifier, who: str) -> None:
        """The attacker's state acting on its roll: a Daze halving its BCS, a row of the Situation
        Modifier Table ticked (wounded, damaged in that Combat Turn), or any other added to the
        stage's other modifier (its load)."""
        if m.factor is not None:
            self.values["bcs"] = m.applied(self.values["bcs"])
            self.said("bcs", m.said(who), m.source)
        elif isinstance(m, Situational):
            self.values["situations"] = sorted({*self.values.get("situations", ()), m.situation})
            self.said("situations", m.said(who), m.source)
            if m.taken:
                self.values["damage_taken"] = m.taken
                self.said("damage_taken", m.said(who), m.source)
        else:
            self.values["other"] = self.values.get("other", 0) + m.value
            self.said("other", m.said(who), m.source)


def attacker_state(ctx: Context, filled: Filled, tool: Tool) -> None:
    """What the attacker's standing puts on this attack: its Daze or Stun, its load, and in melee
    its wounds (l.60-61), with a gun the damage it took in this Combat Turn (l.67)."""
    me = ctx.attacker
    rolls = (ATTACK, MELEE_ROLL) if tool is MELEE else (ATTACK, MISSILE)
    for m in ctx.plugin.standing.of(me, ctx.state).on(*rolls):
        filled.modified(m, me.name)


def target_numbers(ctx: Context, filled: Filled, tool: Tool, target: Combatant) -> None:
    """The target's own numbers, as its row's calculators have them (``prefill.calculators``): in
    melee its ODA, halved by a Daze or Stun (l.22); at a gun its CDA (l.91); its armor."""
    own = ctx.plugin.prefill.calculators(target)[tool.key]
    filled.values.update(own)
    if tool is MELEE:
        filled.said("oda", f"ODA {stat(target, 'oda')}, from {target.name}")
        for m in ctx.plugin.standing.of(target, ctx.state).on(DEFENSE):
            filled.said("oda", m.said(target.name), m.source)
    else:
        filled.said("cda", f"CDA {own['cda']}, from {target.name}", CDA_SOURCE)
    filled.said("av", f"Armor Value {own['av']}, from {target.name}")
    bare = stat(target, "bare")
    if bare:
        unknown = read_bare(bare)[1]
        filled.said("bare", f"{target.name}’s armor leaves bare: {bare}"
                    + "".join(f"; “{word}” is no part of the hit location table: left out" for word in unknown))


def strike_stage(ctx: Context, target: Combatant) -> Stage:
    """The attack on ``target``: the card's opening, with what the attacker's state puts on it and
    the target's ODA or CDA and armor."""
    me, attack = ctx.attacker, the_attack(ctx)
    stats = {"str": stat(me, "str")}
    opening = attack_openings(stats, attack)[0] if attack.kind != "custom" else None
    tool = GUN if opening is not None and opening.tool == GUN.key else MELEE
    values = dict(opening.values) if opening is not None else {"bcs": 0, "weapon": "custom", "strength": stats["str"]}
    filled = Filled(values, {"bcs": f"{attack.name}: BCS {attack.skill}, from {me.name}’s card" if ctx.attack
                             else FREE_ATTACK})
    if "strength" in values:
        filled.said("strength", f"STR {values['strength']}, from {me.name}")
    attacker_state(ctx, filled, tool)
    target_numbers(ctx, filled, tool, target)
    asks = MELEE_ASKED if tool is MELEE else GUN_ASKED
    first, then = asks.together
    filled.said(first, f"Typed with the {next(f.label for f in tool.fields if f.name == then)} in one: “43 7”")
    return Stage(tool, f"{me.name}’s {attack.name} at {target.name}", filled.values, filled.sources,
                 rolls=DAMAGE_ROLLS[tool.key], cited=filled.cited, asks=asks)


def strike_of(strike: Answered) -> MeleeAttack | GunAttack:
    """The attack rule's result of a strike stage, melee or gun."""
    found = _struck(strike)
    assert found is not None  # the melee and gun calculators give theirs
    return found


def missed(ctx: Context, miss: CriticalMiss) -> str:
    """A critical miss as the log tells it, naming the one who missed: "Critical miss by Ana: Ana is Dazed."."""
    me = ctx.attacker
    said = f"{me.name} {miss.befalls}" if miss.befalls else miss.headline
    return f"Critical miss by {me.name}: {said}."


def strike_told(ctx: Context, target: Combatant, strike: Answered) -> Told:
    """The target's wound, or what the strike came to when none came of it; a critical miss
    instead, naming the one who missed."""
    struck = strike_of(strike)
    if struck.critical_miss is not None:
        return Told((missed(ctx, struck.critical_miss),))
    return took(target, strike.answer.effect, f": {strike_headline(struck)}.")


def miss_effects_told(ctx: Context) -> Told:
    """The Daze or Stun the critical misses put on the attacker (l.166-167, l.184-185), timed as a
    blow's: the worse of them, once."""
    effects = {s.critical_miss.effect for a in ctx.done if (s := _struck(a)) and s.critical_miss}
    worst = next((key for key in WORSE if key in effects), None)
    return Told(then=tuple(effect_actions(ctx.state, ctx.attacker.id, worst))) if worst else NOTHING


def _struck(answered: Answered) -> MeleeAttack | GunAttack | None:
    return answered.result(MeleeAttack) or answered.result(GunAttack)


EXCHANGE = ExchangeRules((
    EachTarget((PerTarget("strike", strike_stage, strike_told),)),
    Tell(miss_effects_told),
), FREE_ATTACK)
