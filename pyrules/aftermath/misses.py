"""Critical miss tables: armed, bow and crossbow, unarmed (A8); black-powder (A34) and modern
(A35) firearms."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyrules.aftermath.data.combat import (
    ARMED_ROWS,
    BEFALLS_CHARACTER,
    BLACK_POWDER_ROWS,
    BOW_ROWS,
    BURST_DIVISORS,
    COOK_OFF,
    MISS_EFFECTS,
    MODERN_MISSING_ROW,
    MODERN_ROWS,
    UNARMED_ROWS,
)
from pyrules.core import validate
from pyrules.core.tables import RangeTable, Row

# A full stop that ends a sentence: not the one of an abbreviation such as "etc." (l.186).
_SENTENCE_END = re.compile(r"(?<!\betc)\.(?=\s|$)")


CRITICAL_MISS_TABLES: dict[str, RangeTable[str]] = {
    "armed": RangeTable("Critical Miss Effects: armed combat", ARMED_ROWS, die="d100"),
    "bow": RangeTable("Critical Miss Effects: bow and crossbow", BOW_ROWS, die="d100"),
    "unarmed": RangeTable("Critical Miss Effects: unarmed combat/natural attack", UNARMED_ROWS, die="d100"),
    "black_powder": RangeTable("Critical Misses: firearms, black powder", BLACK_POWDER_ROWS, die="d100"),
    "modern": RangeTable("Critical Misses: firearms, modern", MODERN_ROWS + (MODERN_MISSING_ROW,), die="d100"),
}


@dataclass(frozen=True)
class CriticalMiss:
    """A critical miss read on its table; ``burst_divisor`` is set on a chamber explosion; ``befalls``
    is what the row says befalls the one who missed when he is its subject ("is Dazed" of "Character
    is Dazed."; "" for any other row)."""

    kind: str
    roll: int
    text: str
    row: Row[str]
    burst_divisor: int | None
    from_black_powder: bool = False
    befalls: str = ""

    @property
    def headline(self) -> str:
        """The row's first sentence, as a headline says it (no full stop): the whole of a one-sentence
        row, "etc." and all (l.186); "Dud round" of a row that goes on to explain it."""
        end = _SENTENCE_END.search(self.text)
        return self.text[:end.start()] if end else self.text

    @property
    def effect(self) -> str | None:
        """The Critical Effect it puts on the one who missed ("daze", "stun"), None for any other row."""
        return MISS_EFFECTS.get((self.kind, self.row.printed))

    @property
    def cook_off(self) -> bool:
        """A cook-off: the burst is what happens if it goes off, not for certain."""
        return self.kind in ("black_powder", "modern") and self.row.printed == COOK_OFF


def critical_miss(kind: str, roll: int) -> CriticalMiss:
    """The critical-miss result of a d100 roll on the table of ``kind``
    (armed, bow, unarmed, black_powder, modern)."""
    kind = validate.choice(kind, "kind", tuple(CRITICAL_MISS_TABLES), "Critical miss table")
    roll = validate.percentile(roll, "roll", "Roll")
    row = CRITICAL_MISS_TABLES[kind].lookup(roll)
    text = row.value
    if kind == "modern" and row.printed == COOK_OFF:  # "See Black Powder firearms": resolve it as that row
        text = f"{row.value} {CRITICAL_MISS_TABLES['black_powder'].lookup(roll).value}"
    return CriticalMiss(kind, roll, text, row, BURST_DIVISORS.get((kind, row.printed)),
                        kind == "modern" and row.printed == MODERN_MISSING_ROW[0],
                        BEFALLS_CHARACTER.get((kind, row.printed), ""))


@dataclass(frozen=True)
class ChamberExplosion:
    """A chamber explosion: the burst effect (BDG/divisor, nearest) less the weapon's Durability."""

    bdg: int
    divisor: int
    burst: int
    durability: int | None

    @property
    def d10s(self) -> int | None:
        return None if self.durability is None else self.burst - self.durability

    @property
    def explodes(self) -> bool | None:
        d10s = self.d10s  # None just when the durability is
        return None if d10s is None else d10s >= 1


def chamber_explosion(bdg: int, divisor: int, durability: int | None = None) -> ChamberExplosion:
    """Burst effect of a chamber explosion: the round's BDG / 30 (or / 20), nearest."""
    from fractions import Fraction

    from pyrules.core.rounding import round_half_up

    bdg = validate.whole(bdg, "bdg", "BDG", low=0)
    divisor = validate.whole(divisor, "divisor", "Divisor", low=1)
    if durability is not None:
        durability = validate.whole(durability, "durability", "Durability", low=0)
    return ChamberExplosion(bdg, divisor, round_half_up(Fraction(bdg, divisor)), durability)
