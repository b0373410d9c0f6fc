"""Gun tables as seed 002 prints them: Inherent Accuracy (A26), Gun Actions and Rates (A27), Damage
Capability (A28), the Range Table (A31), the Base BDG Table (A32) and Shot Shell Ammunition (A33)."""

from __future__ import annotations

from dataclasses import dataclass

# ---------------------------------------------------------------- guns

INHERENT_ACCURACY_LINES = "615-627"
INHERENT_ACCURACY_SOURCE = f"002 l.{INHERENT_ACCURACY_LINES}"
GUN_ACTIONS_LINES = "628-644"
GUN_ACTIONS_SOURCE = f"002 l.{GUN_ACTIONS_LINES}"
DAMAGE_CAPABILITY_LINES = "645-651"
DAMAGE_CAPABILITY_SOURCE = f"002 l.{DAMAGE_CAPABILITY_LINES}"
RANGE_LINES = "674-698"
RANGE_SOURCE = f"002 l.{RANGE_LINES}"
# Inherent Accuracy Table, seed 002 l.617-626: (key, weapon used, size, printed, value).
INHERENT_ACCURACY_ROWS: tuple[tuple[str, str, str, str, int], ...] = (
    ("snub", "Pistol:", "SNUB", "-1", -1),
    ("sht", "Pistol:", "SHT", "+ 0", 0),
    ("std", "Pistol:", "STD", "+ 1", 1),
    ("lng", "Pistol:", "LNG", "+ 2", 2),
    ("xlng", "Pistol:", "XLNG", "+ 2", 2),
    ("carbine", "Long Guns:", "Carbine", "+ 3", 3),
    ("rifle", "Long Guns:", "Rifle", "+ 4", 4),
    ("slug", "Shotgun:", "Slug", "+ 3", 3),
    ("shot", "Shotgun:", "Shot", "+ 4", 4),
)
# Gun Actions and Rates, seed 002 l.630-639: (action, shots per action as printed).
GUN_ACTION_ROWS: tuple[tuple[str, str], ...] = (
    ("SS", "1 Shot and reload for next shot"),
    ("SA", "1 Shot per Action"),
    ("BA", "1 Shot per Action"),
    ("LA", "1 Shot per Action"),
    ("PA", "1 Shot per Action"),
    ("DA", "1 or 2 Shots per Action. Firer's choice"),
    ("AL", "1, 2, or 3 Shots per Action. Firer's choice"),
    ("FA", "Variable number of Bursts* per Action"),
    ("AB", "1, 2, or 3 Bursts* per Action"),
)
# Seed 002 l.641 and l.643, as printed.
AUTOFIRE_RULE = (
    "Autofire: Using a weapon for automatic fire reduces the Inherent Accuracy normally accorded the "
    "weapon by 2. For each full Burst fired, add 1 to the Inherent Accuracy. Match Weapons: If the "
    "Feature is used, then Match Weapons, add 1 to the normal Inherent Accuracy of the weapon."
)
BURST_FOOTNOTE = (
    "* In automatic fire, Bursts are fired rather than individual rounds as with other Gun Actions. "
    "The majority of weapons fire Bursts of 3 rounds each. Some of the new \"super-automatic\" guns "
    "fire Bursts of 6. See Autofire rules below for details."
)
AUTOFIRE_PENALTY = -2
MATCH_BONUS = 1
# Damage Capability, seed 002 l.647-650, as printed.
DAMAGE_CAPABILITY_TEXT = (
    "The number of damage dice a round will do against the Armor Value of a struck target, and his "
    "DRT if it penetrates, is based on the BDG. The Damage Dice for a bullet strike are calculated "
    "as follows:",
    "number of D10 of Damage equals BDG/10, up.",
    "plus Damage Points equal BDG/10, nearest.",
)
# Range Table, seed 002 l.676-693. (key, weapon group, row label, PBR SHT EFF LNG EXT MAX limits
# in meters.) The first column is split over two cells in the seed, shifting the shot-load rows;
# each row's six numbers are read as PBR to MAX (erratum A31).
RANGE_STEPS: tuple[str, ...] = ("PBR", "SHT", "EFF", "LNG", "EXT", "MAX")
RANGE_ROWS: tuple[tuple[str, str, str, tuple[int, int, int, int, int, int]], ...] = (
    ("pistol_snub", "Pistols", "BBL : SNUB", (2, 10, 15, 25, 50, 100)),
    ("pistol_sht", "Pistols", ": SHT", (4, 10, 20, 30, 60, 120)),
    ("pistol_std", "Pistols", ": STD", (5, 10, 30, 50, 100, 200)),
    ("pistol_lng", "Pistols", ": LNG", (5, 10, 40, 60, 120, 240)),
    ("pistol_xlng", "Pistols", ": XLNG", (5, 20, 60, 80, 160, 320)),
    ("carbine", "Long Guns", "Carbine", (10, 25, 50, 250, 500, 1000)),
    ("rifle", "Long Guns", "Rifle", (10, 30, 100, 500, 1000, 2000)),
    ("auto_carbine", "Autofire", "Carbine", (10, 15, 25, 125, 250, 500)),
    ("auto_rifle", "Autofire", "Rifle", (10, 20, 50, 250, 500, 1000)),
    ("smg", "Autofire", "SMG*", (5, 10, 20, 40, 80, 160)),
    ("slug", "Shotguns", "Slug Load", (10, 20, 50, 100, 200, 400)),
    ("shot_full", "Shotguns", "Shot Load Full Choke", (10, 25, 30, 60, 100, 150)),
    ("shot_modified", "Shotguns", "Modified Choke", (5, 20, 30, 40, 80, 120)),
    ("shot_open", "Shotguns", "Open Choke", (5, 10, 20, 30, 60, 90)),
    ("shot_riot", "Shotguns", "Riot Gun", (5, 10, 15, 20, 30, 50)),
)
# The Range Table's groups (l.677-691) by key: the group as printed.
RANGE_GROUPS: dict[str, str] = {"pistols": "Pistols", "long_guns": "Long Guns", "autofire": "Autofire",
                                "shotguns": "Shotguns"}
# Each Range Table row's group, by key, and the name a list of weapons shows it by: the row as printed,
# less the pistols' barrel heading ("BBL :") and the SMG's footnote mark.
RANGE_WEAPONS: dict[str, tuple[str, str]] = {
    "pistol_snub": ("pistols", "SNUB"), "pistol_sht": ("pistols", "SHT"), "pistol_std": ("pistols", "STD"),
    "pistol_lng": ("pistols", "LNG"), "pistol_xlng": ("pistols", "XLNG"),
    "carbine": ("long_guns", "Carbine"), "rifle": ("long_guns", "Rifle"),
    "auto_carbine": ("autofire", "Carbine"), "auto_rifle": ("autofire", "Rifle"), "smg": ("autofire", "SMG"),
    "slug": ("shotguns", "Slug Load"), "shot_full": ("shotguns", "Shot Load Full Choke"),
    "shot_modified": ("shotguns", "Modified Choke"), "shot_open": ("shotguns", "Open Choke"),
    "shot_riot": ("shotguns", "Riot Gun"),
}
# Seed 002 l.692-693: per range step, (BCS printed, BCS value, BDG printed, BDG rule).
# A BDG rule is ("add", points) or ("percent", change in percent).
RANGE_BCS: tuple[tuple[str, int], ...] = (
    ("plus 1", 1), ("plus 1", 1), ("plus 0", 0), ("minus 1", -1), ("minus 2", -2), ("minus 5", -5),
)
RANGE_BDG: tuple[tuple[str, tuple[str, int]], ...] = (
    ("plus 10", ("add", 10)), ("plus 0", ("add", 0)), ("plus 0", ("add", 0)),
    ("minus 10%", ("percent", -10)), ("minus 25%", ("percent", -25)), ("minus 50%", ("percent", -50)),
)
RANGE_TEXT = (
    "To use the Range Table, simply note the range to the target in meters on the combat display. "
    "Locate the Range Step under which this figure falls on the Table. This is the Range Step for "
    "that shot.",
)
SMG_FOOTNOTE = "* Unless weapon is specified as having another barrel length."


# ---------------------------------------------------------------- ammunition

BASE_BDG_LINES = "699-740"
BASE_BDG_SOURCE = f"002 l.{BASE_BDG_LINES}"
SHOT_SHELL_LINES = "741-761"
SHOT_SHELL_SOURCE = f"002 l.{SHOT_SHELL_LINES}"


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


