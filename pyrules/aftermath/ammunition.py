"""Ammunition: the Base BDG Table (A32) for pistol and long-gun calibers and Shot Shell
Ammunition (A33) by shot size and gauge."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.aftermath.data.guns import (
    BASE_BDG_SOURCE,
    GAUGES,
    LONG_GUN_ROWS,
    PISTOL_BDG,
    SHOT_SHELL_NOTES,
    SHOT_SHELL_ROWS,
    SHOT_SHELL_SOURCE,
    SHOT_SIZES,
)
from pyrules.core.errors import RulesError, shown


@dataclass(frozen=True)
class Ammunition:
    """A round read on the Base BDG or Shot Shell table."""

    key: str
    table: str
    caliber: str
    printed: str
    bdg: int
    source: str
    footnote: str | None = None


def _shot_size_plain(size: str) -> str:
    return size.rstrip("*")


def _build() -> dict[str, Ammunition]:
    out: dict[str, Ammunition] = {}
    for caliber, bdg in PISTOL_BDG:
        out[f"pistol:{caliber}"] = Ammunition(f"pistol:{caliber}", "Centerfire Pistol Ammunition", caliber,
                                              str(bdg), bdg, BASE_BDG_SOURCE)
    for row in LONG_GUN_ROWS:
        if row.bdg is None:
            continue
        out[f"long:{row.caliber}"] = Ammunition(f"long:{row.caliber}", "Centerfire Long Gun Ammunition",
                                                row.caliber, row.printed_bdg, row.bdg, f"002 l.{row.line}")
    for size, _, cells in SHOT_SHELL_ROWS:
        stars = len(size) - len(size.rstrip("*"))
        note = SHOT_SHELL_NOTES[stars - 1] if stars else None
        for gauge, cell in zip(GAUGES, cells):
            if cell.isdigit():
                key = f"shot:{gauge}:{_shot_size_plain(size)}"
                out[key] = Ammunition(key, "Shot Shell Ammunition", f"{gauge} gauge {_shot_size_plain(size)}",
                                      cell, int(cell), SHOT_SHELL_SOURCE, note)
    return out


AMMUNITION: dict[str, Ammunition] = _build()


def ammunition(key: str) -> Ammunition:
    """A round by key: "pistol:45 ACP", "long:30-06", "shot:12:00 Buck"."""
    if isinstance(key, str) and key.startswith("shot:") and key not in AMMUNITION:
        parts = key.split(":")
        if len(parts) == 3 and parts[1] in GAUGES and parts[2] in map(_shot_size_plain, SHOT_SIZES):
            cells = dict(zip(GAUGES, next(c for s, _, c in SHOT_SHELL_ROWS if _shot_size_plain(s) == parts[2])))
            if cells[parts[1]] == "x":
                raise RulesError(f"No {parts[2]} shell is made for {parts[1]} gauge (x on the table).", "ammunition")
            raise RulesError(f"The reference prints no BDG for {parts[2]} in {parts[1]} gauge.", "ammunition")
    if not isinstance(key, str) or key not in AMMUNITION:
        raise RulesError(f"Unknown ammunition “{shown(key)}”: choose a caliber from the Base BDG or Shot Shell "
                         "tables.", "ammunition")
    return AMMUNITION[key]


def base_bdg(key: str) -> int:
    """The Base BDG of a round by key."""
    return ammunition(key).bdg
