"""Injury Tolerance and Vulnerability: bodies the wounding table treats otherwise (PUBLISHED_RULE:
the reference prints neither).

- Unliving (B380): impaling and huge piercing x1, large piercing x1/2, piercing x1/3, small
  piercing x1/5; these replace the hit location's own modifier everywhere but the eye, skull and
  vitals (B400).
- Homogenous (B380): impaling and huge piercing x1/2, large piercing x1/3, piercing x1/5, small
  piercing x1/10; no hit location changes the wounding modifier or the knockdown roll (B400), and
  a homogenous body has no brain or vitals (B60).
- Diffuse (B380): impaling and piercing never do more than 1 HP of injury, other attacks never
  more than 2, except area-effect, cone and explosion attacks, which do their full injury; hit
  locations as for Homogenous (B400); a diffuse body cannot be crippled (B60).
- No Brain (B60-61): a blow to the skull or eye is treated as a blow to the face (its wounding
  modifiers, and its -5 to the knockdown roll for a Major Wound), except that an eye can still be
  blinded.
- No Vitals (B60-61, B400): a blow to the vitals or groin is a blow to the torso.
- Vulnerability (B161): penetrating damage of the named kind is multiplied by 2, 3 or 4, and the
  wounding modifier multiplies it further.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.gurps.data import basic_set

NO_TOLERANCE, UNLIVING, HOMOGENOUS, DIFFUSE = "none", "unliving", "homogenous", "diffuse"
TOLERANCES = (NO_TOLERANCE, UNLIVING, HOMOGENOUS, DIFFUSE)
TOLERANCE_WOUNDING = {  # B380
    UNLIVING: {"imp": Fraction(1), "pi++": Fraction(1), "pi+": Fraction(1, 2), "pi": Fraction(1, 3),
               "pi-": Fraction(1, 5)},
    HOMOGENOUS: {"imp": Fraction(1, 2), "pi++": Fraction(1, 2), "pi+": Fraction(1, 3), "pi": Fraction(1, 5),
                 "pi-": Fraction(1, 10)},
}
UNLIVING_KEEPS = ("eye", "skull", "vitals")  # where an Unliving body still takes the location's modifier (B400)
BRAIN = ("skull", "eye")
VITALS = ("vitals", "groin")
DIFFUSE_CAP_PIERCING = 1  # B380: impaling and piercing of any size
DIFFUSE_CAP_OTHER = 2
PIERCING = ("imp", "pi-", "pi", "pi+", "pi++")
VULNERABILITIES = (1, 2, 3, 4)  # B161: x2, x3, x4; 1 is none
TOLERANCE_NAMES = {NO_TOLERANCE: "none", UNLIVING: "Unliving", HOMOGENOUS: "Homogenous", DIFFUSE: "Diffuse"}


def tolerance_key(text: object) -> str:
    """An Injury Tolerance as the rules key it ("none", "unliving", "homogenous", "diffuse")."""
    word = text.strip().lower() if isinstance(text, str) else text
    return validate.choice(word, "tolerance", TOLERANCES, "Injury Tolerance")


@dataclass(frozen=True)
class Body:
    """How a target's body takes a blow: its Injury Tolerance, and whether it has a brain and vitals."""

    tolerance: str = NO_TOLERANCE
    no_brain: bool = False
    no_vitals: bool = False

    @property
    def uniform(self) -> bool:
        """Homogenous or Diffuse: no location changes the wounding modifier or the knockdown roll."""
        return self.tolerance in (HOMOGENOUS, DIFFUSE)

    @property
    def brainless(self) -> bool:
        return self.no_brain or self.uniform

    @property
    def without_vitals(self) -> bool:
        return self.no_vitals or self.uniform

    @property
    def cripples(self) -> bool:
        """Whether a blow can cripple (B60: a diffuse body cannot be crippled)."""
        return self.tolerance != DIFFUSE


ORDINARY = Body()


@dataclass(frozen=True)
class StruckAs:
    """Where a body takes a blow: the location whose wounding and shock effects it takes, why in
    words and where that is printed ("" when it is the location struck), and where its knockdown
    roll is read, with or without that place's modifier."""

    location: str
    rule: str = ""
    source: str = ""
    knocked_at: str = ""
    knockdown_modifier: bool = True  # whether the roll keeps that place's -5 or -10 for a Major Wound


FACE = "face"
NO_BRAIN_SOURCE = basic_set("60-61")


def struck_as(body: Body, location: str) -> StruckAs:
    """Where a blow to ``location`` is taken by this body: a homogenous or diffuse one takes every
    blow as one to the torso, though a blow to the head still calls for the knockdown roll, without
    the location's modifier (B400); one with No Brain takes a blow to the skull or eye as one to the
    face; one with No Vitals takes a blow to the vitals or groin as one to the torso (B60-61)."""
    if location == "torso":
        return StruckAs(location, knocked_at=location)
    if body.uniform:
        return StruckAs("torso", f"{TOLERANCE_NAMES[body.tolerance]}: no hit location changes the wounding "
                                 "modifier or knockdown roll", basic_set(400),
                        knocked_at="torso" if location in VITALS else location, knockdown_modifier=False)
    if body.no_brain and location in BRAIN:
        blinded = " (an eye can still be blinded)" if location == "eye" else ""
        return StruckAs(FACE, f"No Brain: a blow to the {location} is treated as a blow to the face{blinded}",
                        NO_BRAIN_SOURCE, knocked_at=FACE)
    if body.no_vitals and location in VITALS:
        return StruckAs("torso", f"No Vitals: a blow to the {location} is a blow to the torso", NO_BRAIN_SOURCE,
                        knocked_at="torso")
    return StruckAs(location, knocked_at=location)


def tolerance_wounding(body: Body, damage_type: str, location: str) -> Fraction | None:
    """The wounding modifier Injury Tolerance gives this damage type at this location (B380, B400),
    or None where it leaves the location's own."""
    table = TOLERANCE_WOUNDING.get(body.tolerance, {})
    if damage_type not in table:
        return None
    if body.tolerance == UNLIVING and location in UNLIVING_KEEPS:
        return None
    return table[damage_type]


def diffuse_cap(body: Body, damage_type: str, large_area: bool = False) -> int | None:
    """The most injury a blow does to a diffuse body (B380): 1 for impaling and piercing, 2 for any
    other; None for any other body, and for an area-effect, cone or explosion attack
    (``large_area``), which does its full injury."""
    if body.tolerance != DIFFUSE or large_area:
        return None
    return DIFFUSE_CAP_PIERCING if damage_type in PIERCING else DIFFUSE_CAP_OTHER


def vulnerability_key(value: object) -> int:
    """A Vulnerability multiplier (B161): 1 (none), 2, 3 or 4; "x3" reads as 3."""
    if isinstance(value, str):
        value = value.strip().lower().lstrip("x×") or "1"
        value = "1" if value == "none" else value
    return int(validate.choice(str(value), "vulnerability", tuple(str(v) for v in VULNERABILITIES),
                               "Vulnerability"))
