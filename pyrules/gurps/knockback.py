"""Knockback (B378; PUBLISHED_RULE: the reference does not print it).

Only crushing attacks (knockback only among them: a crushing attack with No Wounding, B104 and
B111), and cutting attacks that fail to penetrate DR, knock a target back: one yard per full
multiple of its ST - 2 in basic damage rolled (a target with no ST uses its HP).
Whoever is knocked back rolls against the best of DX, Acrobatics or Judo to keep his feet, at
-1 per yard after the first (Perfect Balance, +4); on a failure he falls down.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.explain import Modifier
from pyrules.gurps.criticals import chances_at
from pyrules.gurps.data import basic_set

KNOCKBACK_ST_LESS = 2  # one yard per full (ST - 2)
ALWAYS_KNOCK_BACK = ("cr", "kb")  # crushing, and knockback only, whether it penetrates or not
KNOCK_BACK_UNLESS_PENETRATING = ("cut",)
KNOCKS_BACK = ALWAYS_KNOCK_BACK + KNOCK_BACK_UNLESS_PENETRATING
PERFECT_BALANCE = 4
MOST_ST = 10_000
SOURCE = basic_set(378)


@dataclass(frozen=True)
class Knockback:
    """How far a blow knocks its target back, and why in words (``yards`` 0: not at all)."""

    yards: int
    rule: str
    source: str = SOURCE


def knockback(damage: int, damage_type: str, penetrating: int, st: int) -> Knockback:
    """The knockback of ``damage`` basic damage rolled (before DR) against a target of ``st``
    (B378): crushing (and knockback only) always, cutting only when it did not penetrate; a yard
    per full ST - 2."""
    st = validate.whole(st, "knockback_st", low=1, high=MOST_ST)
    if damage_type not in KNOCKS_BACK:
        return Knockback(0, "Only crushing and cutting attacks knock a target back")
    if damage_type in KNOCK_BACK_UNLESS_PENETRATING and penetrating > 0:
        return Knockback(0, "A cutting attack knocks back only when it fails to penetrate DR")
    # An ST of 3 or less would divide by 1 or less; a yard per full point of damage is as far as it goes.
    step = max(1, st - KNOCKBACK_ST_LESS)
    yards = max(0, damage) // step
    return Knockback(yards, f"{damage} basic damage, a yard per full {step} (ST {st} - 2)")


def keep_feet_modifiers(yards: int, perfect_balance: bool = False) -> tuple[Modifier, ...]:
    """The modifiers to the roll against knockback (B378): -1 per yard after the first, and
    Perfect Balance's +4."""
    mods = []
    if yards > 1:
        mods.append(Modifier(f"Knocked back {yards} yards", -(yards - 1), SOURCE, "-1 per yard after the first"))
    if perfect_balance:
        mods.append(Modifier("Perfect Balance", PERFECT_BALANCE, SOURCE))
    return tuple(mods)


def keep_feet_chance(score: int, yards: int, perfect_balance: bool = False) -> tuple[int, Fraction]:
    """(the number to roll at or under, the exact chance on 3d6) for a target knocked back ``yards``
    to keep its feet with the best of its DX, Acrobatics or Judo at ``score``."""
    score = validate.whole(score, "balance", low=-99, high=99)
    target = score + sum(m.value for m in keep_feet_modifiers(yards, perfect_balance))
    return target, chances_at(target).success


def yards_said(yards: int) -> str:
    """A knockback's distance in words: "1 yard", "3 yards"."""
    return f"{yards} yard" + ("" if yards == 1 else "s")
