"""Travel and the world as seed 002 prints them: movement modifiers and the day after (A18), stopping
forward motion (A17), KPH to DAT movement, and the horse."""

from __future__ import annotations

from dataclasses import dataclass

# ---------------------------------------------------------------- travel

# Movement Modifiers Chart (002 l.451-467), as printed: (key, condition, modifier).
MODIFIERS: tuple[tuple[str, str, str], ...] = (
    ("good-road", "On Good Road", "200%"),
    ("poor-road", "On Poor Road", "100%"),
    ("ruined-road", "On Ruined Road", "50%"),
    ("ruined-city", "In Ruined City", "25%"),
    ("built-up", "In Built-up Area", "50%"),
    ("open", "In Open Terrain", "100%"),
    ("rough", "In Rough or Impeding Terrain", "75%"),
    ("woods", "In Woods, Hills or Desert", "50%"),
    ("forest", "In Forest, Swamp, Jungle, or Mountains", "25%"),
    ("night-dark", "At Night without light", "25%"),
    ("night-dim", "At Night with Dim light", "50%"),
    ("night-good", "At Night with Good light", "75%"),
    ("light-rain", "In Light Rain or Fog", "75%"),
    ("heavy-rain", "In Heavy Rain or Fog or Light Snow", "50%"),
    ("heavy-snow", "In Dense Fog or Heavy Snow", "25%"),
)
# On Day After (002 l.469-473), as printed; heavy snow's days are out of order (errata_gear.SNOW_DAYS).
DAY_AFTER_PRINTED = (
    "Heavy Rain (day 1) ... 75% (day 2) ... 100%",
    "Light Snow (day 1) ... 50% (day 2) ... 75%",
    "Heavy Snow (day 1) ... 25% (day 3) ... 75% (day 2) ... 50% (day 4) ... 100%",
)
# The day after, as read: weather -> modifier on day 1, 2, ...
DAY_AFTER: dict[str, tuple[str, ...]] = {
    "heavy-rain": ("75%", "100%"),
    "light-snow": ("50%", "75%"),
    "heavy-snow": ("25%", "50%", "75%", "100%"),
}
DAY_AFTER_NAMES = {"heavy-rain": "Heavy Rain", "light-snow": "Light Snow", "heavy-snow": "Heavy Snow"}
SNOWS = ("light-snow", "heavy-snow")
PROLONGED_SNOW = "Prolonged Snow: for each additional day of snow add 1 day at the worst penalty"
# Stopping Forward Motion Table (002 l.437-449), as printed: category -> text.
FORWARD_MOTION: dict[int, str] = {
    3: (
        "achieved by running for a full Combat Turn or Charging. Character must move on a number of phases "
        "equal to his PCA at his normal BMA after which he will be at category 2. All movement must be out of "
        "the central Front hex."
    ),
    2: (
        "achieved by moving at a dodge-run or by reduction from above. Character must move one phase at his "
        "normal BMA after which he will be at Category 1. All movement must be out a Front hex."
    ),
    1: (
        "achieved by moving at a dodge or a run or by reduction from above. Character must move for one phase "
        "at his normal BMA after which he will be at Category 0. All movement must be out a Front hex."
    ),
    0: "achieved by moving at a walk or by reduction from above. Character is subject to normal rules for movement in DAT.",
}
# How a category is achieved (the first clause of each row): key -> (label, category).
MOTIONS: dict[str, tuple[str, int]] = {
    "charge": ("Ran a full Combat Turn or charged", 3),
    "dodge-run": ("Dodge-run", 2),
    "run": ("Dodge or run", 1),
    "walk": ("Walk", 0),
}


# ---------------------------------------------------------------- KPH to DAT

KPH_HEADERS = ("KPH", "m/ct", "m/AP", "Rounded Value")
# KPH to DAT Movement Conversion Table (002 l.589-613), as printed.
KPH_ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("120", "192", "9.6", "10"),
    ("115", "184", "9.2", "9"),
    ("110", "176", "8.8", "9"),
    ("105", "168", "8.4", "8"),
    ("100", "160", "8.0", "8"),
    ("95", "152", "7.6", "8"),
    ("90", "144", "7.2", "7"),
    ("85", "136", "6.8", "7"),
    ("80", "128", "6.4", "6"),
    ("75", "120", "6.0", "6"),
    ("70", "112", "5.6", "6"),
    ("65", "104", "5.2", "5"),
    ("60", "96", "4.8", "5"),
    ("55", "88", "4.4", "4"),
    ("50", "80", "4.0", "4"),
    ("45", "72", "3.6", "4"),
    ("40", "64", "3.2", "3"),
    ("35", "56", "2.8", "3"),
    ("30", "48", "2.4", "2"),
    ("25", "40", "2.0", "2"),
    ("20", "32", "1.6", "2"),
    ("15", "24", "1.2", "1"),
    ("10", "16", "0.8", "1"),
    ("5", "8", "0.4", "1"),
)
KPH_RULE = (
    "m/ct = KPH × 1.6; m/AP = m/ct ÷ 20; Rounded Value = m/AP rounded to the nearest whole number, "
    "at least 1 when moving (the printed 0.4 gives 1)."
)


# ---------------------------------------------------------------- horse

HORSE_INTRO = "The most common mount for a man is the horse. The statistics for an average horse are given here:"
# The Horse, attributes (002 l.352-353), as printed.
HORSE_ATTRIBUTES: tuple[tuple[str, str], ...] = (
    ("STR", "30"), ("DFT", "14"), ("SPD", "24"), ("HLH", "24"), ("BAP", "12"),
    ("MNA", "2"), ("PCA", "6"), ("CDA", "2"), ("DRT", "60"),
)
# The Horse, second line (002 l.355-356): printed "12 12 32 3" under SF ENC CAP MASS AV; read as below.
PRINTED_SECOND_LINE = ("12", "12", "32", "3")
SECOND_LINE: tuple[tuple[str, str], ...] = (
    ("SF", "12"), ("ENC CAP", "12"), ("MASS", "32"), ("AV", "3"),
)


@dataclass(frozen=True)
class HorseAttack:
    """One of the horse's attack modes, cells as printed (the notes as read, see errata), with the
    key a melee attack picks it by ("teeth") and the change to the Strength Group its notes print
    (the teeth's "minus 1 STR Group")."""

    line: int
    key: str
    mode: str
    wdm: str
    length: str
    bcs: str
    notes: str
    group_modifier: int = 0

    def row(self) -> tuple[str, ...]:
        return (self.mode, self.wdm, self.length, self.bcs or "—", self.notes)


HOOF_NOTE = "2 attacks when used and a WDA equal to 3"
# The Horse, attack modes (002 l.358-361); the hoof note runs over both hoof rows.
HORSE_ATTACKS: tuple[HorseAttack, ...] = (
    HorseAttack(359, "teeth", "Teeth", "1.5L", "S", "7", "minus 1 STR Group", group_modifier=-1),
    HorseAttack(360, "hoof-unshod", "Hoof, unshod", "1.5C", "A", "10", HOOF_NOTE),
    HorseAttack(361, "hoof-shod", "Hoof, shod", "1.7C", "A", "", HOOF_NOTE),
)


