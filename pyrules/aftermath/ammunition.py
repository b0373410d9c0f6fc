"""Ammunition: the Base BDG Table (A32) for pistol and long-gun calibers and Shot Shell
Ammunition (A33) by shot size and gauge."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError, shown

BASE_BDG_SOURCE = "002 l.699-740"
SHOT_SHELL_SOURCE = "002 l.741-761"

# Base BDG Table, centerfire pistol ammunition, seed 002 l.703-726: (caliber, BDG) as printed.
PISTOL_BDG: tuple[tuple[str, int], ...] = (
    ("22 Jet", 4),
    ("221 Fireball", 8),
    ("25 ACP (6.35mm)", 1),
    ("256 Magnum", 10),
    ("30 (7.65mm)", 6),
    ("32 Short", 2),
    ("32 Long", 4),
    ("32 ACP", 5),
    ("32-20", 3),
    ("357 Magnum", 11),
    ("9mm Parabellum", 5),
    ("9mm Short", 2),
    ("38 Long", 5),
    ("38 Special", 10),
    ("38 Short", 2),
    ("380 ACP", 5),
    ("38 SuperAuto", 6),
    ("38-40", 4),
    ("41 Magnum", 16),
    ("44 Special", 6),
    ("44 Magnum", 21),
    ("44-40", 6),
    ("45 Long Colt", 6),
    ("45 ACP", 11),
)


@dataclass(frozen=True)
class LongGunRow:
    """A long-gun row: the caliber and BDG as printed, the caliber and BDG pyrules reads
    (BDG None: unreadable, not offered in the calculator), and the seed line."""

    printed_caliber: str
    printed_bdg: str
    caliber: str
    bdg: int | None
    line: int


# Base BDG Table, centerfire long gun ammunition, seed 002 l.703-739. Around l.731-733 the column
# is garbled (erratum A32): "32 375" has no readable BDG, "32 17" is kept as printed, and "32-30"
# is read as 32-20 (the round the note of l.758 lists on both tables).
LONG_GUN_ROWS: tuple[LongGunRow, ...] = tuple(
    LongGunRow(pc, pb, c, b, line) for pc, pb, c, b, line in (
        ("22 Jet", "8", "22 Jet", 8, 703),
        ("222", "13", "222", 13, 704),
        ("223 (5.56mm)", "20", "223 (5.56mm)", 20, 705),
        ("222 Magnum", "14", "222 Magnum", 14, 706),
        ("22-250", "18", "22-250", 18, 707),
        ("243", "21", "243", 21, 708),
        ("6mm", "24", "6mm", 24, 709),
        ("25-06", "25", "25-06", 25, 710),
        ("25-20", "6", "25-20", 6, 711),
        ("25-35", "15", "25-35", 15, 712),
        ("250", "18", "250", 18, 713),
        ("256 Magnum", "20", "256 Magnum", 20, 714),
        ("257", "18", "257", 18, 715),
        ("6.5mm Magnum", "25", "6.5mm Magnum", 25, 716),
        ("264 Magnum", "31", "264 Magnum", 31, 717),
        ("270", "28", "270", 28, 718),
        ("280", "28", "280", 28, 719),
        ("284", "28", "284", 28, 720),
        ("7mm Mauser", "25", "7mm Mauser", 25, 721),
        ("7mm Magnum", "36", "7mm Magnum", 36, 722),
        ("30 Carbine", "12", "30 Carbine", 12, 723),
        ("30-30", "21", "30-30", 21, 724),
        ("30-06", "26", "30-06", 26, 725),
        ("30-40 Krag", "24", "30-40 Krag", 24, 726),
        ("300 Magnum", "38", "300 Magnum", 38, 727),
        ("303", "23", "303", 23, 728),
        ("308 (7.62mm NATO)", "27", "308 (7.62mm NATO)", 27, 729),
        ("32 Special", "21", "32 Special", 21, 730),
        ("32", "375", "32", None, 731),
        ("32", "17", "32", 17, 732),
        ("32-30", "6", "32-20", 6, 733),
        ("8mm Mauser", "25", "8mm Mauser", 25, 734),
        ("8mm Magnum", "40", "8mm Magnum", 40, 735),
        ("338 Magnum", "41", "338 Magnum", 41, 736),
        ("35", "20", "35", 20, 737),
        ("350 Magnum", "35", "350 Magnum", 35, 738),
        ("351", "15", "351", 15, 739),
    )
)

# Seed 002 l.758 and l.760, as printed.
BOTH_TABLES_NOTE = (
    "Note that certain rounds appear on both the Centerfire Pistol and Centerfire Long Gun Tables. "
    "The are: 22 Jet, 32-20, 38-40, 44-40, and 44 Magnum. These are identical rounds, but are widely "
    "popular both as Pistol and as Long Gun loads. They are entered on each Table for easy reference. "
    "Some Players may favor using weapons which all chamber the same caliber, as such standardization "
    "can offset some of the problems in maintaining an ammo supply."
)
CARTRIDGE_ENC_NOTE = (
    "The Encumbrance of cartridges is also based on their Caliber. All Pistol ammo of 30 or less, and "
    "all Rimfire ammo, has an ENC value of .01. Other Pistol ammo (32 Caliber or larger), Long Gun Ammo, "
    "and Shot Shell, has an ENC value of .02."
)

# Shot Shell Ammunition, seed 002 l.742-750: BDG by shot size (rows) and gauge (columns);
# "x" is printed where no shell is made, "" where the seed prints nothing. The 12-9 row's four
# values stand two cells right of the other rows' layout: read unshifted, they are 10 to 20 gauge
# (erratum A33).
GAUGES: tuple[str, ...] = ("10", "12", "16", "20", ".410", "28")
SHOT_SHELL_ROWS: tuple[tuple[str, str | None, tuple[str, str, str, str, str, str]], ...] = (
    ("12-9*", None, ("12", "10", "8", "6", "", "")),
    ("8-5**", None, ("16", "14", "12", "10", "8", "6")),
    ("4-BB**", None, ("20", "18", "18", "16", "16", "14")),
    ("4-3 Buck", "Buckshot", ("22", "18", "18", "18", "x", "x")),
    ("2-1 Buck", "Buckshot", ("28", "24", "22", "20", "x", "x")),
    ("00 Buck", "Buckshot", ("36", "32", "30", "x", "x", "x")),
    ("Slug", None, ("x", "27", "23", "17", "6", "x")),
)
SHOT_SIZES: tuple[str, ...] = tuple(size for size, _, _ in SHOT_SHELL_ROWS)
SHOT_SHELL_NOTES: tuple[str, ...] = (
    "* These are very light, small shot pellets, often referred to as \"birdshot.\" Only any target "
    "massing over 2 Enc, they do B type damage (half lethal, half subdual).",
    "** Again, these are fairly light loads. At any range beyond SHT, they also do B damage.",
    "x Indicates that no Shot Shell of that type is made for the Gauge in question.",
)


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
