"""The dice an Aftermath! attack asks for in the tracker, each only when the attack needs it.

A melee attack has four: the d20 against the Adjusted BCS, always; then, only when it hits (or
before its d20 is known), the Hit Location d100 where the location is rolled (not aimed or
fixed, l.13), the Strength Group's Effect Die (A13) where the group has one, and the Breaking
1D20 only where notes 5 and 6 call for it (the weapon's note, and armor harder than its limit
where the blow lands). A gun's d20, then on a hit its location d100 and damage dice. The d100
of the location and the Effect Die (a gun's damage dice) are rolled together once the blow
lands, so both may be typed in one field: "43 7".
"""

from __future__ import annotations

from typing import Any, Literal

from pyrules.aftermath.tools.gun import gun_damage_dice, gun_strikes
from pyrules.aftermath.tools.melee import melee_breaking_called_for, melee_effect_die, melee_strikes
from pyrules.core.encounter.dice_asked import Asked

# The dice a melee attack may ask for, by the field each is typed in.
MeleeDie = Literal["roll", "location_roll", "effect_roll", "break_roll"]
MELEE_DICE: tuple[MeleeDie, ...] = ("roll", "location_roll", "effect_roll", "break_roll")
GunDie = Literal["roll", "location_roll", "damage_roll"]
GUN_DICE: tuple[GunDie, ...] = ("roll", "location_roll", "damage_roll")


def melee_dice_asked(values: dict[str, Any]) -> tuple[MeleeDie, ...]:
    """The dice a melee attack with these values needs (a roll not yet made is None): the d20
    always; the rest only when it hits, or before its d20 is known."""
    asked: list[MeleeDie] = ["roll"]
    if not melee_strikes(values):
        return tuple(asked)
    if values.get("location") == "rolled":
        asked.append("location_roll")
    if melee_effect_die(values) is not None:
        asked.append("effect_roll")
    if melee_breaking_called_for(values):
        asked.append("break_roll")
    return tuple(asked)


def gun_dice_asked(values: dict[str, Any]) -> tuple[GunDie, ...]:
    """The dice a gun attack with these values needs: the d20 always; its location d100 (where
    rolled) and its damage dice only when it hits, or before its d20 is known."""
    asked: list[GunDie] = ["roll"]
    if not gun_strikes(values):
        return tuple(asked)
    if values.get("location") == "rolled":
        asked.append("location_roll")
    if gun_damage_dice(values) is not None:
        asked.append("damage_roll")
    return tuple(asked)


# The d20 is always asked: the stage decides on the others.
MELEE_ASKED = Asked(MELEE_DICE[1:], melee_dice_asked, together=("location_roll", "effect_roll"))
GUN_ASKED = Asked(GUN_DICE[1:], gun_dice_asked, together=("location_roll", "damage_roll"))
