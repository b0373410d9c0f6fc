"""The round a gun fires: which rounds each Range Table row takes (A31), the caliber's Base BDG
(A32, A33) or a BDG entered, and the shot shells that do B damage (l.752-754)."""

from __future__ import annotations

from pyrules.aftermath.ammunition import Ammunition, ammunition
from pyrules.aftermath.data import cite
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.guns import RangeStep
from pyrules.core.errors import RulesError

# The rounds each Range Table row fires: pistols and SMGs pistol rounds, long guns long-gun rounds,
# the slug row slugs, the shot rows shot and buckshot.
ROUNDS_FOR = {"pistol": "pistol rounds", "long": "long-gun rounds", "slug": "slugs", "shot": "shot shells"}


def rounds_for(weapon: str) -> str:
    """Which rounds a Range Table row fires: "pistol", "long", "slug" or "shot"."""
    if weapon.startswith("pistol") or weapon == "smg":
        return "pistol"
    if weapon == "slug":
        return "slug"
    if weapon.startswith("shot_"):
        return "shot"
    return "long"


def fits(weapon: str, round_used: Ammunition) -> bool:
    """Whether a round fits the weapon row: no slug from a shot row, no buckshot in the slug row."""
    kind = rounds_for(weapon)
    if round_used.key.startswith("shot:"):
        is_slug = round_used.key.endswith(":Slug")
        return kind == "slug" if is_slug else kind == "shot"
    return round_used.key.startswith(kind + ":")


def round_fired(weapon: str, ammo: str, bdg: int | None, notes: list[str]) -> tuple[Ammunition | None, int]:
    """The round ``weapon`` (a Range Table row) fires and its Base BDG: the caliber ``ammo`` of the
    tables, which must fit the weapon, or a ``bdg`` entered ("custom" ammo)."""
    if bdg is not None and ammo != "custom":
        raise RulesError("Pick a caliber or enter a BDG, not both.", "bdg")
    if bdg is not None:
        return None, bdg
    if ammo == "custom":
        raise RulesError("Pick the caliber or enter the round's BDG.", "ammo")
    round_used = ammunition(ammo)
    if not fits(weapon, round_used):
        raise RulesError(f"{round_used.caliber} does not fit this weapon: its row fires "
                         f"{ROUNDS_FOR[rounds_for(weapon)]}.", "ammo")
    if round_used.footnote:
        notes.append(round_used.footnote)
    if round_used.key == "long:32-20":
        notes.append(E.LONG_GUN_GARBLE.footnote)
    if round_used.key.startswith("shot:") and round_used.key.endswith(":12-9"):
        notes.append(E.BIRDSHOT_ROW.footnote)
        notes.append(E.BIRDSHOT_NOTE.footnote)
    return round_used, round_used.bdg


def b_damage(round_used: Ammunition | None, step: RangeStep, mass: float | None) -> str | None:
    """Why a shot shell does B damage (half lethal, half subdual), if it does: birdshot on a target
    of ``mass`` over 2 ENC, a light load beyond the SHT Range Step."""
    if round_used is None or not round_used.key.startswith("shot:"):
        return None
    size = round_used.key.split(":")[2]
    if size == "12-9" and mass is not None and mass > 2:
        return f"birdshot on a target massing over 2 ENC (note *, {cite(752)})"
    if size in ("8-5", "4-BB") and step.step not in ("PBR", "SHT"):
        return f"light load beyond SHT (note **, {cite(754)})"
    return None
