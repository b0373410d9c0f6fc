"""Common Skill Modifiers (seed 001 l.3-108): tables G1-G10 of TABLES.md.

Each ``…_LINES`` is where seed 001 prints a table's rows, for the answers' citations.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.tables import RangeTable


# --- G1 Maneuvers (skill modifiers), seed 001 l.5-13 -------------------------

@dataclass(frozen=True)
class ManeuverModifier:
    key: str
    name: str
    printed: str


MANEUVER_MODIFIERS = (  # G1 Maneuvers, seed 001 l.9-13, as printed
    ManeuverModifier("aim", "Aim", "+Acc (1 second), +1 (2 second), +2 (3 or more seconds)"),
    ManeuverModifier("all_out_attack", "All-Out Attack", "+4 Melee, +1 Ranged"),
    ManeuverModifier("committed_attack", "Committed Attack", "+2 Melee"),
    ManeuverModifier("evaluate", "Evaluate", "+1 per turn (max. +3)"),
    ManeuverModifier(
        "move_and_attack", "Move and Attack", "-4 Melee (max. skill of 9), -2 Ranged (or weapon's Bulk)"
    ),
)
# The numbers of those rows (l.9-13, with G11 l.111-133 for the details):
AIM_EXTRA_BY_TURNS = ((1, 0), (2, 1), (3, 2))  # l.9/l.111: +Acc, then +1 for 2 turns, +2 for 3 or more
# l.10, All-Out Attack: +4 Melee, +1 Ranged, is the Determined row of maneuvers.ALL_OUT_ATTACKS
COMMITTED_ATTACK_BONUS = 2  # l.11, Melee only
COMMITTED_ATTACK_TWO_HEXES = -2  # l.123: "Move 2 hexes, at -2 to hit"
EVALUATE_PER_TURN = 1  # l.12
EVALUATE_MAX = 3  # l.12
MOVE_AND_ATTACK_MELEE = -4  # l.13
MOVE_AND_ATTACK_MELEE_CAP = 9  # l.13: "max. skill of 9"
MOVE_AND_ATTACK_RANGED = -2  # l.13: "-2 Ranged (or weapon's Bulk)", the worse of the two (l.133)


# --- G2 Range, seed 001 l.15-23 ---------------------------------------------

@dataclass(frozen=True)
class RangeBand:
    modifier: int
    name: str
    printed: str  # the band as printed: "Short (6-20 yds)"


RANGE_LINES = "19-23"
RANGE = RangeTable(  # G2 Range, seed 001 l.19-23 (yards)
    "Range",
    [
        ("0-5", RangeBand(0, "Close", "Close (0-5 yds)")),
        ("6-20", RangeBand(-3, "Short", "Short (6-20 yds)")),
        ("21-100", RangeBand(-7, "Medium", "Medium (21-100)")),
        ("101-500", RangeBand(-11, "Long", "Long (101-500)")),
        ("501+", RangeBand(-15, "Extreme", "Extreme (501+)")),
    ],
    unit="distance",
)


# --- G3 Hit Locations (penalties), seed 001 l.25-37 --------------------------

HIT_LOCATION_PENALTIES_TITLE = "HIT LOCATIONS * additional -2 to disarm"  # l.25
HIT_LOCATION_PENALTIES = (  # G3 Hit Locations, seed 001 l.29-37: (penalty, ((key, entry as printed), ...))
    ("0", (("torso", "Torso"),)),
    ("-2", (("arm", "Arm"), ("leg", "Leg"))),
    ("-3", (("vitals", "Vitals"), ("groin", "Groin (Pelvis)"), ("weapon_c", "Weapon* (C/pistol)"))),
    ("-4", (("hand", "Hand"), ("foot", "Foot"), ("weapon_1", "Weapon* (1/carbine)"))),
    ("-5", (("neck", "Neck"), ("face", "Face"), ("skull_behind", "Skull (from behind)"),
            ("weapon_2", "Weapon* (2/rifle)"))),
    ("-7", (("skull", "Skull"), ("face_behind", "Face (from behind)"))),
    ("-8", (("chink_torso", "Chink in Torso Armor"),)),
    ("-9", (("eye", "Eye"),)),
    ("-10", (("chink_other", "Chink in non-Torso Armor"),)),
)
DISARM = -2  # l.25 "* additional -2 to disarm" (and l.187)


# --- G4 Rapid Fire, seed 001 l.39-51 -----------------------------------------

RAPID_FIRE_LINES = "43-51"
RAPID_FIRE_ROWS = (  # G4 Rapid Fire, seed 001 l.43-51: (shots, bonus)
    ("5-8", 1),
    ("9-12", 2),
    ("13-16", 3),
    ("17-24", 4),
    ("25-49", 5),
    ("50-99", 6),
    ("100-199", 7),
    ("200-299", 8),
    ("300-399", 9),  # printed "300-399 shots, etc."
)
RAPID_FIRE_ETC = "etc."  # l.51: the scale goes on, read as +1 per further 100 shots
RAPID_FIRE_FEWEST = 5  # fewer shots than the first row give +0
RAPID_FIRE_MOST = 10_000  # the most shots the calculators take (+106): "etc." has no end, a form does


def _rapid_fire_beyond(shots: int | float | Fraction) -> int:
    # The reading of "300-399 shots, etc.": +1 for each further 100 shots.
    return 9 + (int(shots) - 300) // 100


RAPID_FIRE = RangeTable(  # G4 Rapid Fire, seed 001 l.43-51
    "Rapid Fire", RAPID_FIRE_ROWS, beyond=_rapid_fire_beyond, unit="shots"
)


# --- G5 Postures, seed 001 l.53-60 -------------------------------------------

@dataclass(frozen=True)
class Posture:
    key: str
    attack: int
    printed_attack: str
    printed: str  # "Kneeling or Sitting, -2 defense"
    defense: int

    @property
    def name(self) -> str:
        """The posture as its row prints it, without its defense: "Kneeling or Sitting"."""
        return self.printed.split(",")[0]

    @property
    def printed_defense(self) -> str:
        """What its row prints of its defense: "-2 defense"."""
        return self.printed.partition(", ")[2]


POSTURE_LINES = "57-60"
POSTURES = (  # G5 Postures, seed 001 l.57-60
    Posture("standing", 0, "0", "Standing, normal defense", 0),
    Posture("crouching", -2, "-2", "Crouching, normal defense", 0),
    Posture("kneeling", -2, "-2", "Kneeling or Sitting, -2 defense", -2),
    Posture("lying", -4, "-4", "Crawling or Lying Down, -3 defense", -3),
)


# --- G6 Complementary Skills, seed 001 l.62-69 --------------------------------

COMPLEMENTARY_LINES = "66-69"
COMPLEMENTARY_SKILLS = (  # G6 Complementary Skills, seed 001 l.66-69: (key, modifier, printed)
    ("critical_success", 2, "Critical success"),
    ("success", 1, "Success"),
    ("failure", -1, "Failure"),
    ("critical_failure", -2, "Critical failure"),
)


# --- G7 Task Difficulty, seed 001 l.71-80 -------------------------------------

TASK_DIFFICULTY_LINES = "75-80"
TASK_DIFFICULTY = (  # G7 Task Difficulty, seed 001 l.75-80: left column, then right column
    ("+10", "Automatic"),
    ("+8/+9", "Trivial"),
    ("+6/+7", "Very Easy"),
    ("+4/+5", "Easy"),
    ("+2/+3", "Very Favorable"),
    ("+1", "Favorable"),
    ("0", "Average (adventuring)"),
    ("-1", "Unfavorable"),
    ("-2/-3", "Very Unfavorable"),
    ("-4/-5", "Hard"),
    ("-6/-7", "Very Hard"),
    ("-8/-9", "Dangerous"),
)


def modifier_values(printed: str) -> tuple[int, ...]:
    """The modifiers a printed cell offers: "+8/+9" -> (8, 9), "0" -> (0,)."""
    return tuple(int(part) for part in printed.split("/"))


# --- G8 Equipment, seed 001 l.82-91 -------------------------------------------

EQUIPMENT_TITLE = "EQUIPMENT (technological/other)"  # l.82
EQUIPMENT_LINES = "86-91"
EQUIPMENT = (  # G8 Equipment, seed 001 l.86-91: (key, modifier as printed, quality as printed)
    ("none", "-10/-5", "None"),
    ("improvised", "-5/-2", "Improvised"),
    ("basic", "0", "Basic (default)"),
    ("good", "+1", "Good-quality"),
    ("fine", "+2", "Fine-quality"),
    ("best", "+TL/2", "Best possible (round down)"),
)


# --- G9 "Quick and Dirty", seed 001 l.93-97 -----------------------------------

QUICK_AND_DIRTY_LINES = "95-97"
QUICK_AND_DIRTY = (  # G9 "Quick and Dirty", seed 001 l.95-97
    "Every complication added to a task's description as an adjective/qualifier imposes a cumulative -1.",
    'Examples: -3 on a "slimy, twisting, smoke-obscured path," -2 on a "very icy" ledge, etc.',
)
QUICK_AND_DIRTY_EACH = -1  # l.95


# --- G10 Base Skill Levels, seed 001 l.99-107 ---------------------------------

BASE_SKILL_LINES = "103-107"
BASE_SKILL_LEVELS = RangeTable(  # G10 Base Skill Levels, seed 001 l.103-107, left column then right
    "Base Skill Levels",
    [
        ("7 or less", "Unskilled (default users)"),
        ("8-9", "Feeble (beginners, bumblers)"),
        ("10-11", "Average (non-job skills for ordinary folks)"),
        ("12-13", "Competent (job skills for ordinary folks)"),
        ("14-16", "Exceptional (most seasoned of ordinary)"),
        ("17-19", "Heroic (extraordinary world-class experts)"),
        ("20-21", "Larger-than-Life (top experts from history)"),
        ("22-23", 'Legendary ("typical" mythic figures)'),
        ("24-26", "Superhuman (outstanding mythic figures)"),
        ("27+", "Godlike (greatest mythic figures, gods)"),
    ],
    unit="skill",
)


def level_name(printed: str) -> str:
    """The level's name without its description: "Feeble (beginners, bumblers)" -> "Feeble"."""
    return printed.split(" (")[0]
