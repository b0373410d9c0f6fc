"""Hit locations: the random 3d6 table (G13) and the penalties to aim at one (G3).

The two tables disagree on hitting a weapon (G3 l.31-33 against G13 l.187);
G13's row is the one read (see errata: a bigger weapon is easier to hit).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.core.dice import roll as roll_dice
from pyrules.core.errors import RulesError, shown
from pyrules.core import validate
from pyrules.core.explain import Modifier
from pyrules.gurps.criticals import check_roll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import (
    HIT_LOCATIONS,
    LOCATION_EFFECTS,
    RANDOM_HIT_LOCATION,
    WEAPON_TARGETS,
    LocationRow,
)
from pyrules.gurps.data.modifiers import DISARM, HIT_LOCATION_PENALTIES


# --- body locations, for injury -------------------------------------------------

BODY_LOCATIONS = ("skull", "eye", "face", "neck", "torso", "vitals", "groin", "arm", "leg", "hand", "foot")
_BY_NAME = {row.name.lower(): row.body for row in HIT_LOCATIONS if row.body}


def body_key(location: object) -> str:
    """A location key ("leg") from a key or a printed name ("Right Leg", "Skull")."""
    if isinstance(location, str):
        text = " ".join(location.split()).lower()
        if text in LOCATION_EFFECTS:
            return text
        if text in _BY_NAME:
            return _BY_NAME[text]
    raise RulesError(
        f"Unknown location “{shown(location)}”: choose one of {', '.join(BODY_LOCATIONS)}, "
        "or a name as the hit-location table prints it (such as Right Leg).",
        "location",
    )


@dataclass(frozen=True)
class LocationHit:
    """Where a random 3d6 hit lands, with the row used."""

    roll: int
    row: LocationRow

    @property
    def name(self) -> str:
        return self.row.name

    @property
    def body(self) -> str:
        body = self.row.body
        assert body is not None  # every row a 3d6 roll hits is on the body
        return body


def random_location(roll: int) -> LocationHit:
    """The G13 row a 3d6 roll hits."""
    roll = check_roll(roll)
    return LocationHit(roll, RANDOM_HIT_LOCATION[roll])


def roll_location(rng: random.Random) -> LocationHit:
    """Roll 3d6 with ``rng`` for a random hit location."""
    if not isinstance(rng, random.Random):
        raise RulesError("rng must be a random.Random.", "rng")
    return random_location(roll_dice("3d6", rng).total)


def hit_location(roll: int) -> str:
    """The location a 3d6 roll hits, named as the reference prints it.

    >>> hit_location(3), hit_location(7), hit_location(18)
    ('Skull', 'Right Leg', 'Neck')
    """
    return random_location(roll).name


# --- aiming at a location (G3, with G13's weapon row) ------------------------

_WEAPON = {key: (penalty, printed) for key, penalty, printed in WEAPON_TARGETS}
_BODY_OF_TARGET = {"skull_behind": "skull", "face_behind": "face"}


@dataclass(frozen=True)
class AimTarget:
    key: str
    label: str       # as printed in G3 ("Skull (from behind)")
    penalty: int     # the penalty applied (the weapon rows read from G13)
    printed: str     # the penalty as G3 prints it ("-3")
    body: str | None  # the body location hit (None for chinks and weapons)


def _targets() -> dict[str, AimTarget]:
    targets = {}
    for printed, entries in HIT_LOCATION_PENALTIES:
        for key, label in entries:
            if key in _WEAPON:
                penalty, reach = _WEAPON[key]
                label = f"Weapon ({reach})"
            else:
                penalty = int(printed)
            body = None if key.startswith(("weapon", "chink")) else _BODY_OF_TARGET.get(key, key)
            targets[key] = AimTarget(key, label, penalty, printed, body)
    return targets


AIM_TARGETS = _targets()


def aim_target(key: str) -> AimTarget:
    return AIM_TARGETS[validate.choice(key, "location", tuple(AIM_TARGETS))]


def aimed_modifiers(key: str = "torso", disarm: bool = False) -> tuple[Modifier, ...]:
    """The skill modifiers for aiming at ``key`` (and disarming, for a weapon)."""
    target = aim_target(key)
    validate.yes_no(disarm, "disarm", "Disarm")
    if target.key in _WEAPON:
        mods = [Modifier(f"Hit location: {target.label}", target.penalty,
                         f"{cite(187)}; {cite('31-33')} prints it the other way round", "see the erratum")]
        if disarm:
            mods.append(Modifier("Disarm", DISARM, cite("25, 187")))
        return tuple(mods)
    if disarm:
        raise RulesError("Only a weapon can be disarmed: aim at a weapon.", "disarm")
    if target.penalty == 0:
        return ()
    return (Modifier(f"Hit location: {target.label}", target.penalty, cite("29-37")),)


def miss_by_one(key: str, margin: int) -> str | None:
    """ "A miss by 1 hits the torso" (l.189) for a starred location; else None."""
    target = aim_target(key)
    margin = validate.whole(margin, "margin")
    starred = {row.body for row in HIT_LOCATIONS if row.starred}
    if margin == -1 and target.body in starred:
        return "Torso"
    return None


def body_struck(aim: str) -> tuple[str, bool]:
    """(the body location a blow aimed at ``aim`` strikes, whether through a chink in the armor)
    of an AIM_TARGETS key: "skull_behind" strikes the skull, "chink_torso" the torso through a
    chink; "" for a weapon."""
    target = AIM_TARGETS[aim]
    if target.key.startswith("chink"):
        return ("torso" if target.key == "chink_torso" else "arm"), True
    return target.body or "", False
