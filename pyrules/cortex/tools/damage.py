"""The damage calculator (cortex-damage): the attack total less the Difficulty, split into Stun and
Wounds (seed 003 l.38), plus the weapon's damage (l.39), less the armor's rating (l.35)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.explain import Modifier, number
from pyrules.core.tools import Answer, Effect, Field, Line, Tool
from pyrules.cortex import errata
from pyrules.cortex.damage import WEAPON_TYPES, damage
from pyrules.cortex.data import cite
from pyrules.cortex.data.published import WEAPON_TYPE_NOTE

WEAPON_TYPE_CHOICES = (("wound", "Wound (W)"), ("stun", "Stun (S)"), ("basic", "Basic (B)"))
ODD_CHOICES = (("stun", "Stun"), ("wounds", "Wounds"))
assert tuple(k for k, _ in WEAPON_TYPE_CHOICES) == WEAPON_TYPES


def harm(stun: int, wounds: int) -> str:
    """"4 Stun, 1 Wound"."""
    return f"{stun} Stun, {wounds} Wound{'' if wounds == 1 else 's'}"


def solve_damage(values: dict[str, Any], rng: random.Random) -> Answer:
    """The Stun and Wounds a hit deals, each step of the sum shown, and the damage to apply."""
    result = damage(values["attack"], values["difficulty"], values["weapon"], values["weapon_type"],
                    armor=values["armor"], weapon_roll=values["weapon_roll"], odd=values["odd"], rng=rng)
    basic = result.basic
    notes = [errata.ODD_POINT.footnote, WEAPON_TYPE_NOTE]
    if not result.hit:
        return Answer(
            f"Miss: {basic.attack_total} is below {basic.difficulty}",
            (Line("Attack − Difficulty", f"{basic.attack_total} − {basic.difficulty}", cite(38)),),
            notes=tuple(notes),
            outcome="failure",
        )
    odd = f"odd point to {basic.odd_point.capitalize()}" if basic.odd_point else ""
    lines = [
        Line("Basic damage", f"{basic.attack_total} − {basic.difficulty} = {basic.total}", cite(38)),
        Line("Split", harm(basic.stun, basic.wounds), odd or "half Stun, half Wounds"),
    ]
    weapon = result.weapon
    assert weapon is not None  # a hit, after the miss above
    total = number(weapon.total)
    shown = " + ".join(str(f) for f in weapon.faces) + f" = {total}" if len(weapon.faces) > 1 else total
    kind = dict(WEAPON_TYPE_CHOICES)[weapon.kind]
    if weapon.below_zero:
        lines.append(Line(f"Weapon {weapon.rating} {kind}", shown, f"below 0: adds nothing ({cite(39)})"))
        notes.append(errata.WEAPON_BELOW_ZERO.footnote)
    else:
        lines.append(Line(f"Weapon {weapon.rating} {kind}", shown, f"{harm(weapon.stun, weapon.wounds)} ({cite(39)})"))
    if result.armor:
        lines.append(Modifier("Armor", -result.armor_stopped, cite(35), f"rating {result.armor}", unit="Wound").line)
    lines.append(Line("Total", harm(result.stun, result.wounds)))
    headline = harm(result.stun, result.wounds)
    dealt = [(pool, points) for pool, points in (("Stun", result.stun), ("Wounds", result.wounds)) if points > 0]
    effect = Effect(dealt[0][1], dealt[0][0], also=tuple(dealt[1:])) if dealt else None
    return Answer(headline, tuple(lines), notes=tuple(notes),
                  outcome="success" if result.stun or result.wounds else "none", effect=effect)


TOOL = Tool(
    key="cortex-damage",
    title="Damage",
    fields=(
        Field("attack", "Attack total", "int", None, low=0, high=999),
        Field("difficulty", "Difficulty", "int", None, low=0, high=999),
        Field("weapon", "Weapon damage", "text", "0", help="A number or a die: 3, d6, 2d6"),
        Field("weapon_type", "Damage type", "choice", "wound", WEAPON_TYPE_CHOICES),
        Field("weapon_roll", "Weapon roll", "int", None, required=False, help="Blank: rolled for you"),
        Field("armor", "Armor", "int", 0, low=0, high=999, help="Wounds it stops"),
        Field("odd", "Odd point to", "choice", "stun", ODD_CHOICES),
    ),
    solve=solve_damage,
    tables=("C8", "C9"),
    summary="Attack minus Difficulty split into Stun and Wounds, plus the weapon, less armor.",
    live=False,
)
