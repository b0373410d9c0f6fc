"""Seed 003 l.1-35, written as the reference prints it: initiative, actions,
movement, defenses, cover, visibility, range and protective gear (C1-C8)."""

from __future__ import annotations

from dataclasses import dataclass

# C1 Initiative (003 l.1)
INITIATIVE = "Roll Agility + Alertness. Highest roll goes first."

# C2 Actions and extra actions (003 l.3)
ACTIONS = (
    "Each turn you get one action. Each extra action means a cumulative –1 Skill step "
    "penalty to all actions that turn."
)
EXTRA_ACTION_STEPS = -1  # per extra action, cumulative (003 l.3)


@dataclass(frozen=True)
class Pace:
    """A movement row: its name, the speed and action cost as printed, and their numbers."""

    key: str
    name: str
    printed: str        # the speed as printed
    actions_printed: str
    feet: int           # the fixed part of the distance, in feet per turn
    actions: int
    adds_roll: bool     # run adds an Attribute + Athletics/Running roll, in feet
    line: int           # the line of seed 003 that prints the row


# C3 Movement: base, hustle, run (003 l.5-7)
MOVEMENT_TEXT = (
    "Base speed is 15 feet per turn, which doesn’t count as an action. "
    "Going faster requires actions."
)
MOVEMENT: tuple[Pace, ...] = (
    Pace("base", "Base speed", "15 feet per turn", "doesn’t count as an action", 15, 0, False, 5),
    Pace("hustle", "Hustle", "30 ft. per turn", "1 action", 30, 1, False, 6),
    Pace("run", "Run", "30 ft. + Attribute + Athletics/Running", "2 actions", 30, 2, True, 7),
)


@dataclass(frozen=True)
class Defense:
    """A defense rule of C4, as printed, and the line of seed 003 that prints it."""

    key: str
    name: str
    printed: str
    line: int


# C4 Innate Defense, Block, Dodge, All-Out Defense (003 l.10-16)
DEFENSES: tuple[Defense, ...] = (
    Defense(
        "innate",
        "Innate Defense",
        "If you see it coming and you’re moving around, make an unskilled Agility roll as "
        "the Difficulty to hit you. Otherwise you’re at Difficulty 3.",
        10,
    ),
    Defense("block", "Block", "Agility + Skill roll against the attack. High roll wins.", 12),
    Defense("dodge", "Dodge", "Agility + Athletics/Dodge as Difficulty to hit you.", 14),
    Defense("all_out", "All-Out Defense", "+2 Skill step bonus to dodge or block.", 16),
)
UNAWARE_DIFFICULTY = 3      # "Otherwise you’re at Difficulty 3." (003 l.10)
ALL_OUT_DEFENSE_STEPS = 2   # "+2 Skill step bonus to dodge or block." (003 l.16)


@dataclass(frozen=True)
class Concealment:
    """A row that increases the Difficulty to hit (cover, poor visibility)."""

    key: str
    name: str
    printed: str          # the modifier as printed ("+4")
    value: int | None     # None: the row is a rule, not a number (pitch black)
    description: str = ""
    line: int = 0         # the line of seed 003 that prints the row


# C5 Cover (003 l.18-22)
COVER_TEXT = "Cover: Increases Difficulty to hit you."
COVER: tuple[Concealment, ...] = (
    Concealment("light", "Light cover", "+4", 4, "prone; half concealed", 19),
    Concealment("medium", "Medium cover", "+8", 8, "more than half concealed", 20),
    Concealment("heavy", "Heavy cover", "+12", 12, "mostly concealed", 21),
    Concealment("near_total", "Near-total cover", "+16", 16, "almost all concealed", 22),
)

# C6 Poor Visibility (003 l.24-27)
VISIBILITY_TEXT = "Poor Visibility: Increases Difficulty to hit you."
VISIBILITY: tuple[Concealment, ...] = (
    Concealment("dim", "Dim; light fog", "+4", 4, line=25),
    Concealment("dark", "Dark; thick fog", "+8", 8, line=26),
    Concealment(
        "pitch_black",
        "Pitch Black",
        "All potential targets make Easy innate defense roll to avoid being hit. "
        "Lowest roll takes the hit.",
        None,
        line=27,
    ),
)


@dataclass(frozen=True)
class RangeBand:
    """A range row: the step change to the attacker's skill, as printed and as a number."""

    key: str
    name: str
    printed: str
    steps: int
    line: int  # the line of seed 003 that prints the row


# C7 Range (003 l.29-33)
RANGE_TEXT = "Range: Affects attacker’s skill."
RANGE: tuple[RangeBand, ...] = (
    RangeBand("point_blank", "Point-blank", "+1 Skill step", 1, 30),
    RangeBand("short", "Short", "—", 0, 31),
    RangeBand("medium", "Medium", "–2 Skill steps", -2, 32),
    RangeBand("long", "Long", "–4 Skill steps", -4, 33),
)

# C8 Protective Gear (003 l.35)
PROTECTIVE_GEAR = "Protective Gear: Armor reduces Wound damage."

