"""A Cortex exchange: the attack roll against the target's defense roll, then damage to Stun and Wounds.

1. **Attack** (``cortex-roll``): the card's attribute and skill dice, a step down when the
   attacker is seriously wounded (seed 003 l.46); its dice rolled as the pool the form builds.
2. **Defense** (``cortex-defense``) for each target: its innate Agility roll against the attack
   total, or Difficulty 3 when it is unconscious and so unaware (l.10). A miss ends it there.
3. **Damage** (``cortex-damage``): the attack total less the Difficulty to hit, split into Stun and
   Wounds (l.38), with the weapon's damage and type (l.39), less armor (l.35).

A free attack, with no card line, is the calculators' own: Agility, unskilled, no weapon.
"""

from __future__ import annotations

from pyrules.core.encounter.card import Attack
from pyrules.core.encounter.exchange import Context, ExchangeRules, Result, Stage, failed, succeeded, took
from pyrules.cortex.defense import difficulty_to_hit
from pyrules.cortex.rolls import build_roll
from pyrules.cortex.tools import DAMAGE, DEFENSE, ROLL, defense_input, rolled_dice

FREE_ATTACK = "a free attack: Agility, unskilled, no weapon (the calculators' defaults)"
NUMBER = set("0123456789-−+ ")


def _attack_dice(values) -> str:
    """The dice the roll builder's values build."""
    return rolled_dice(values).dice


def _defense_dice(values) -> str:
    """The dice of the defense roll the values build: Agility alone for an innate defense."""
    skill = "d0" if values["defense"] == "innate" else values["skill"]
    return build_roll(values["agility"], skill, extra_actions=values["extra_actions"], all_out=values["all_out"],
                      wounded=values["wounded"], steps=values["steps"]).dice


def _weapon_dice(values) -> str | None:
    weapon = str(values.get("weapon") or "0").strip().lower()
    return None if set(weapon) <= NUMBER or weapon == "d0" else weapon


def the_attack(ctx: Context) -> Attack:
    """The attack chosen, or the free attack at the attacker's Agility."""
    return ctx.attack or Attack("Free attack", f"{ctx.plugin.stat(ctx.attacker, 'agility')} d0", "0", "wound")


def attack_stage(ctx: Context) -> Stage:
    me, attack = ctx.attacker, the_attack(ctx)
    attribute, skill = attack.skill.split()
    wounded = ctx.plugin.condition(me).seriously_wounded
    values = {"attribute": attribute, "skill": skill, "wounded": wounded}
    sources = {"attribute": f"{attack.name}: {attribute} + {skill}, from {me.name}’s card" if ctx.attack
               else FREE_ATTACK.capitalize()}
    if wounded:
        sources["wounded"] = f"{me.name} is seriously wounded"
    return Stage("attack", ROLL, f"{me.name}’s {attack.name}", values, sources,
                 rolls={"roll": _attack_dice})


def defense_stage(ctx: Context, target, total: int) -> Stage:
    out = ctx.plugin.stat(target, "unconscious") is True
    agility = ctx.plugin.stat(target, "agility")
    values = {**ctx.plugin.calculators(target)["cortex-defense"], "defense": "unaware" if out else "innate",
              "attack": total, "wounded": ctx.plugin.condition(target).seriously_wounded}
    sources = {"agility": f"Agility {agility}, from {target.name}", "attack": "the attack roll",
               "defense": f"{target.name} is unconscious: unaware" if out else f"{target.name}’s innate defense"}
    return Stage(f"defense {target.id}", DEFENSE, f"{target.name}’s defense", values, sources,
                 rolls={"roll": _defense_dice}, target=target.id)


def damage_stage(ctx: Context, target, total: int, difficulty: int) -> Stage:
    attack = the_attack(ctx)
    values = {"attack": total, "difficulty": difficulty, "weapon": attack.damage, "weapon_type": attack.kind,
              "armor": 0}
    sources = {"attack": "the attack roll", "difficulty": f"the Difficulty to hit {target.name}",
               "weapon": f"{attack.name}: {attack.damage} {attack.kind}",
               "armor": f"no armor on {target.name}’s card: enter its rating"}
    return Stage(f"damage {target.id}", DAMAGE, f"Damage to {target.name}", values, sources,
                 rolls={"weapon_roll": _weapon_dice}, target=target.id)


def walk(ctx: Context):
    """The next stage of a Cortex exchange, or its result."""
    rolled = ctx.answered("attack")
    if rolled is None:
        return attack_stage(ctx)
    total = rolled.values["roll"]
    if failed(rolled.answer):  # a botch: every die showed 1
        return Result(f"{ctx.attacker.name} botches: a miss.")
    said, parts = [], []
    for target in ctx.targets:
        defense = ctx.answered(f"defense {target.id}")
        if defense is None:
            return defense_stage(ctx, target, total)
        if not succeeded(defense.answer):
            said.append(f"{target.name} is missed.")
            continue
        difficulty = difficulty_to_hit(defense_input(defense.values))
        damage = ctx.answered(f"damage {target.id}")
        if damage is None:
            return damage_stage(ctx, target, total, difficulty.difficulty)
        effect = damage.answer.effect
        line, part = took(target, effect, " takes no damage.")
        said.append(line)
        parts += part
    return Result(" ".join(said), tuple(parts))


EXCHANGE = ExchangeRules(walk, FREE_ATTACK)
