"""Aftermath! The Horse (A12, seed 002 l.348-361): an average horse's statistics and attacks.

The second statistics line prints five headers over four values: "ENC CAP" is one
statistic (as the Encumbrance Status table uses it), so nothing is missing
(see errata_gear.HORSE_MASS).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath import errata_gear
from pyrules.core.errors import RulesError

INTRO = "The most common mount for a man is the horse. The statistics for an average horse are given here:"

# The Horse, attributes (002 l.352-353), as printed.
ATTRIBUTES: tuple[tuple[str, str], ...] = (
    ("STR", "30"), ("DFT", "14"), ("SPD", "24"), ("HLH", "24"), ("BAP", "12"),
    ("MNA", "2"), ("PCA", "6"), ("CDA", "2"), ("DRT", "60"),
)
# The Horse, second line (002 l.355-356): printed "12 12 32 3" under SF ENC CAP MASS AV; read as below.
PRINTED_SECOND_LINE = ("12", "12", "32", "3")
SECOND_LINE: tuple[tuple[str, str], ...] = (
    ("SF", "12"), ("ENC CAP", "12"), ("MASS", "32"), ("AV", "3"),
)
STATISTICS: dict[str, str] = dict(ATTRIBUTES + SECOND_LINE)

ATTACK_HEADERS = ("Attack modes", "WDM", "Length", "BCS", "Notes")


@dataclass(frozen=True)
class HorseAttack:
    """One of the horse's attack modes, cells as printed (the notes as read, see errata)."""

    line: int
    mode: str
    wdm: str
    length: str
    bcs: str
    notes: str

    def row(self) -> tuple[str, ...]:
        return (self.mode, self.wdm, self.length, self.bcs or "—", self.notes)


HOOF_NOTE = "2 attacks when used and a WDA equal to 3"
# The Horse, attack modes (002 l.358-361); the hoof note runs over both hoof rows.
ATTACKS: tuple[HorseAttack, ...] = (
    HorseAttack(359, "Teeth", "1.5L", "S", "7", "minus 1 STR Group"),
    HorseAttack(360, "Hoof, unshod", "1.5C", "A", "10", HOOF_NOTE),
    HorseAttack(361, "Hoof, shod", "1.7C", "A", "", HOOF_NOTE),
)
ERRATA = (errata_gear.HORSE_MASS, errata_gear.HORSE_HOOVES)


def horse_statistic(name: str) -> str:
    """One of the horse's statistics as printed ("STR" -> "30"); RulesError for an unknown one."""
    if not isinstance(name, str) or name.strip().upper() not in STATISTICS:
        raise RulesError(f"The horse has no statistic “{name}”: choose one of {', '.join(STATISTICS)}.", "statistic")
    return STATISTICS[name.strip().upper()]


def horse_capacity() -> int:
    """The horse's ENC CAP (12), for the encumbrance status of a laden horse."""
    return int(STATISTICS["ENC CAP"])
