"""A Cortex exchange: the attack roll against the target's defense roll, then damage to Stun and Wounds.

The attacker's standing (``tracker.standing``) must let it attack (``exchange.begin`` refuses an
unconscious or dead attacker), and each combatant's standing puts its step penalties on its roll,
each shown beside the field it changed with where it comes from and its citation.

1. **Attack** (``cortex-roll``): the card's attribute and skill dice, two steps down when the
   attacker is seriously wounded (seed 003 l.46); its dice rolled as the pool the form builds.
2. **Defense** (``cortex-defense``) for each target: its innate Agility roll against the attack
   total (two steps down seriously wounded), or Difficulty 3 with no roll when its standing lets it
   make none, unconscious or dead: it neither sees it coming nor moves around (l.10). A miss ends
   it there.
3. **Damage** (``cortex-damage``): the attack total less the Difficulty to hit, split into Stun and
   Wounds (l.38), with the weapon's damage and type (l.39), less the target's own Armor (l.35).

A free attack, with no card line, is the calculators' own: Agility, unskilled, no weapon.
"""

from __future__ import annotations

from typing import Any

from pyrules.core.answers import Effect
from pyrules.core.encounter.card import Attack
from pyrules.core.encounter.exchange_walk import (
    NOTHING,
    Answered,
    Context,
    EachTarget,
    ExchangeRules,
    Once,
    PerTarget,
    Stage,
    Told,
    stage_key,
    took,
)
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.plugins import stat_of
from pyrules.core.encounter.standing import ATTACK, DEFENSE, Standing
from pyrules.cortex.data import cite
from pyrules.cortex.defense import AttackAgainst
from pyrules.cortex.rolls import PoolRoll, build_roll
from pyrules.cortex.tools.damage import TOOL as DAMAGE
from pyrules.cortex.tools.defense import TOOL as DIFFICULTY_TO_HIT
from pyrules.cortex.tools.roll import TOOL as ROLL, rolled_dice
from pyrules.cortex.tracker.log import SHOCK, STUN
from pyrules.cortex.tracker.standing import is_seriously_wounded, no_defense_roll
from pyrules.cortex.tracker.stats import STATS, armor

FREE_ATTACK = "a free attack: Agility, unskilled, no weapon (the calculators' defaults)"
NUMBER = set("0123456789-−+ ")


def _attack_dice(values: dict[str, Any]) -> str:
    """The dice the roll builder's values build."""
    return rolled_dice(values).dice


def _defense_dice(values: dict[str, Any]) -> str:
    """The dice of the defense roll the values build: Agility alone for an innate defense."""
    skill = "d0" if values["defense"] == "innate" else values["skill"]
    return build_roll(values["agility"], skill, extra_actions=values["extra_actions"], all_out=values["all_out"],
                      wounded=values["wounded"], steps=values["steps"]).dice


def _weapon_dice(values: dict[str, Any]) -> str | None:
    weapon = str(values.get("weapon") or "0").strip().lower()
    return None if set(weapon) <= NUMBER or weapon == "d0" else weapon


def the_attack(ctx: Context) -> Attack:
    """The attack chosen, or the free attack at the attacker's Agility."""
    return ctx.attack or Attack("Free attack", f"{stat_of(STATS, ctx.attacker, 'agility')} d0", "0", "wound")


def state_steps(standing: Standing, roll: str,
                who: str) -> tuple[dict[str, Any], dict[str, str], dict[str, str]]:
    """The fields of a roll's form that ``who``'s state fills, from its standing's modifiers on
    ``roll``: seriously wounded ticks its own flag, any other step penalty goes to Other steps;
    each as (values, sources, citations) by field."""
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}
    cited: dict[str, str] = {}
    for m in standing.on(roll):
        name = "wounded" if is_seriously_wounded(m) else "steps"
        values[name] = True if name == "wounded" else values.get(name, 0) + m.value
        sources[name] = "; ".join(filter(None, (sources.get(name), m.said(who))))
        cited[name] = "; ".join(filter(None, (cited.get(name), m.source)))
    return values, sources, cited


def attack_stage(ctx: Context) -> Stage:
    me, attack = ctx.attacker, the_attack(ctx)
    attribute, skill = attack.skill.split()
    stepped, stepped_from, cited = state_steps(ctx.plugin.standing.of(me, ctx.state), ATTACK, me.name)
    values = {"attribute": attribute, "skill": skill, "wounded": False, **stepped}
    sources = {"attribute": f"{attack.name}: {attribute} + {skill}, from {me.name}’s card" if ctx.attack
               else FREE_ATTACK.capitalize(), **stepped_from}
    return Stage(ROLL, f"{me.name}’s {attack.name}", values, sources, rolls={"roll": _attack_dice}, cited=cited)


def attack_told(ctx: Context, rolled: Answered) -> Told:
    """A botch, every die showing 1, ends the exchange: a miss."""
    pool = rolled.result(PoolRoll)
    if pool is not None and pool.botch:
        return Told((f"{ctx.attacker.name} botches: a miss.",), ends=True)
    return NOTHING


def attack_total(ctx: Context) -> int:
    """The attack roll's total."""
    rolled = ctx.answered("attack")
    assert rolled is not None  # asked first
    total: int = rolled.values["roll"]
    return total


def defense_stage(ctx: Context, target: Combatant) -> Stage:
    """The target's defense roll against the attack total: its innate Agility (two steps down
    seriously wounded), or Difficulty 3 with no roll when its standing lets it make none (l.10)."""
    total = attack_total(ctx)
    standing = ctx.plugin.standing.of(target, ctx.state)
    agility = stat_of(STATS, target, "agility")
    values = {"defense": "innate", **ctx.plugin.prefill.calculators(target)["cortex-defense"], "attack": total}
    sources = {"agility": f"Agility {agility}, from {target.name}", "attack": "the attack roll"}
    if standing.defends:
        stepped, stepped_from, cited = state_steps(standing, DEFENSE, target.name)
        values |= stepped
        sources |= {"defense": f"{target.name}’s innate defense", **stepped_from}
    else:
        sources["defense"] = no_defense_roll(target.name, standing.alive)
        cited = {"defense": cite(10)}
    return Stage(DIFFICULTY_TO_HIT, f"{target.name}’s defense", values, sources, rolls={"roll": _defense_dice},
                 cited=cited)


def defense_told(ctx: Context, target: Combatant, defense: Answered) -> Told:
    """A defense the attack total does not meet ends the target's part: it is missed."""
    met = defense.result(AttackAgainst)
    if met is None or not met.hit:
        return Told((f"{target.name} is missed.",), ends=True)
    return NOTHING


def damage_stage(ctx: Context, target: Combatant) -> Stage:
    """The damage of a hit: the attack total less the Difficulty to hit (l.38), the weapon's damage
    (l.39), less the target's own Armor (l.35)."""
    defense = ctx.answered(stage_key("defense", target))
    met = None if defense is None else defense.result(AttackAgainst)
    assert met is not None  # damage follows a defense the attack met
    total, difficulty = attack_total(ctx), met.against.difficulty
    attack = the_attack(ctx)
    worn = armor(target)
    values = {"attack": total, "difficulty": difficulty, "weapon": attack.damage, "weapon_type": attack.kind,
              "armor": worn}
    sources = {"attack": "the attack roll", "difficulty": f"the Difficulty to hit {target.name}",
               "weapon": f"{attack.name}: {attack.damage} {attack.kind}",
               "armor": f"Armor {worn}, from {target.name}"}
    return Stage(DAMAGE, f"Damage to {target.name}", values, sources, rolls={"weapon_roll": _weapon_dice},
                 cited={"armor": cite(35)})


def stun_as_shock(ctx: Context, target: Combatant, effect: Effect | None) -> str:
    """What the result adds when the target's Stun is recorded as Shock Points, as the tracker
    records damage to an unconscious character (seed 003 l.44): "" when it is not."""
    stun = 0 if effect is None else effect.amount if effect.resource == STUN else dict(effect.also).get(STUN, 0)
    if not stun or SHOCK not in ctx.plugin.pools.damage(target, STUN, stun):
        return ""
    return f": unconscious, the Stun is recorded as Shock Points ({cite(44)})"


def damage_told(ctx: Context, target: Combatant, damage: Answered) -> Told:
    """The target's wound, and whether its Stun is recorded as Shock Points."""
    effect = damage.answer.effect
    return took(target, effect, " takes no damage.", stun_as_shock(ctx, target, effect))


EXCHANGE = ExchangeRules((
    Once("attack", attack_stage, attack_told),
    EachTarget((PerTarget("defense", defense_stage, defense_told, targets_roll=True), PerTarget("damage", damage_stage, damage_told))),
), FREE_ATTACK)
