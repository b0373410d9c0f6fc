"""What effective skill depends on (G1-G10, G12): the skill calculator's fields as ``SkillInput``,
each checked, and checked together (a choice that rules another out is refused on the field that
made it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.explain import MINUS
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.validate import CheckedInput
from pyrules.gurps.criticals import SKILL_HIGH, SKILL_LOW
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import DOUBLED_SHOCK_MAX, MOST_DAMAGE, MOST_HP
from pyrules.gurps.data.modifiers import COMPLEMENTARY_SKILLS, EQUIPMENT, POSTURES, TASK_DIFFICULTY, modifier_values
from pyrules.gurps.locations import aim_target
from pyrules.gurps.maneuvers import ALL_OUT, all_out_attack

ROLL_FOR = ("melee", "ranged", "task")
MANEUVERS = ("attack", "aim", "all_out_attack", "committed_attack", "defensive_attack", "evaluate", "move_and_attack")
RAPID_STRIKES = ("none", "rapid_strike", "flurry")
# The options ticked on the calculator (its "options" field), each a yes-or-no.
SKILL_OPTIONS = ("telegraphic", "dual_weapon", "off_hand", "moved_two", "heroic_charge", "disarm",
                 "shock_groin", "shock_scaled")
DECEPTIVE_FLOOR = 10  # G12 l.147: "(min. of 10)"
DUAL_WEAPON = -4  # G12 l.153
OFF_HAND = -4  # G11 l.117, G12 l.153
RAPID_STRIKE = -6  # G12 l.155
FLURRY_OF_BLOWS = -3  # G12 l.157
TELEGRAPHIC = 4  # G12 l.151
MOST_OTHER = 99  # the calculator's "Other modifier": any the GM gives, within reason


def _difficulties() -> dict[int, str]:
    return {value: label for printed, label in TASK_DIFFICULTY for value in modifier_values(printed)}


DIFFICULTIES = _difficulties()  # modifier -> label, +10..-9


def _equipment() -> dict[str, tuple[str, str, str]]:
    """Equipment choices: key -> (printed modifier, quality, which side of "technological/other")."""
    choices = {}
    for key, printed, quality in EQUIPMENT:
        if "/" in printed and "TL" not in printed:
            choices[f"{key}_tech"] = (printed, quality, "technological")
            choices[f"{key}_other"] = (printed, quality, "other")
        else:
            choices[key] = (printed, quality, "")
    return choices


EQUIPMENT_CHOICES = _equipment()
COMPLEMENTARY = {key: (value, printed) for key, value, printed in COMPLEMENTARY_SKILLS}
POSTURE = {p.key: p for p in POSTURES}


def _combat_only(task: bool, field: str, what: str) -> None:
    if task:
        raise RulesError(f"{what} is for attacks: choose Melee or Ranged.", field)


@dataclass(frozen=True)
class SkillInput(CheckedInput):
    """What effective skill depends on, named as the calculator's fields.

    ``roll_for`` is "melee", "ranged" or "task"; ``maneuver`` the attacker's maneuver and
    ``all_out`` the All-Out Attack chosen (Determined, Double, Strong or Feint); ``difficulty``
    the task's modifier (+10 to −9); ``options`` the ticked options of ``SKILL_OPTIONS``;
    ``shock`` the HP of injury taken last turn, or ``shock_penalty`` the shock penalty itself (as the
    tracker gives it, the pain threshold and the groin counted), which then stands in for it;
    ``other`` any further modifier the GM gives.
    A choice that rules another out is refused on the field that made it.
    """

    base: int = 12
    roll_for: str = "melee"
    maneuver: str = "attack"
    all_out: str = "determined"
    acc: int = 0
    aim_turns: int = 1
    evaluate_turns: int = 1
    bulk: int | None = None
    distance: float | None = None
    location: str = "torso"
    shots: int | None = None
    posture: str = "standing"
    difficulty: int = 0
    equipment: str = "basic"
    tl: int | None = None
    adjectives: int = 0
    complementary: str = "none"
    deceptive: int = 0
    rapid_strike: str = "none"
    shock: int = 0
    shock_penalty: int | None = None
    hp: int = 10
    other: int = 0
    options: frozenset[str] = frozenset()

    def checked(self) -> dict[str, Any]:
        checked = {
            "base": validate.whole(self.base, "base", "Base skill", low=SKILL_LOW, high=SKILL_HIGH),
            "roll_for": validate.choice(self.roll_for, "roll_for", ROLL_FOR, "Roll for"),
            "maneuver": validate.choice(self.maneuver, "maneuver", MANEUVERS, "Maneuver"),
            "all_out": validate.choice(self.all_out, "all_out", tuple(ALL_OUT), "All-Out Attack"),
            "options": validate.options(self.options, "options", SKILL_OPTIONS, "Options"),
            "acc": validate.whole(self.acc, "acc", "Acc", low=0, high=30),
            "aim_turns": validate.whole(self.aim_turns, "aim_turns", "Turns aimed", low=1, high=99),
            "evaluate_turns": validate.whole(self.evaluate_turns, "evaluate_turns", "Turns evaluated", low=1,
                                             high=99),
            "bulk": None if self.bulk is None else validate.whole(self.bulk, "bulk", "Bulk", low=-20, high=0),
            "posture": validate.choice(self.posture, "posture", tuple(POSTURE), "Posture"),
            "difficulty": validate.whole(self.difficulty, "difficulty", "Task difficulty"),
            "adjectives": validate.whole(self.adjectives, "adjectives", "Complications", low=0, high=20),
            "complementary": validate.choice(self.complementary, "complementary", ("none", *COMPLEMENTARY),
                                             "Complementary skill"),
            "deceptive": validate.whole(self.deceptive, "deceptive", "Deceptive Attack", low=0, high=20),
            "rapid_strike": validate.choice(self.rapid_strike, "rapid_strike", RAPID_STRIKES, "Rapid Strike"),
            "shock": validate.whole(self.shock, "shock", "Injury last turn", low=0, high=MOST_DAMAGE),
            "shock_penalty": None if self.shock_penalty is None else validate.whole(
                self.shock_penalty, "shock_penalty", "Shock penalty", low=-DOUBLED_SHOCK_MAX, high=0),
            "hp": validate.whole(self.hp, "hp", "Your HP", low=1, high=MOST_HP),
            "other": validate.whole(self.other, "other", "Other modifier", low=-MOST_OTHER, high=MOST_OTHER),
        }
        if checked["difficulty"] not in DIFFICULTIES:
            raise RulesError(f"Task difficulty runs from +10 (Automatic) to {MINUS}9 (Dangerous).", "difficulty")
        aim_target(self.location)
        return checked

    def check_together(self) -> None:
        """Refuse a choice another one rules out, on the field that made it."""
        melee, ranged, task = self.melee, self.ranged, self.task
        if self.maneuver != "attack":
            _combat_only(task, "maneuver", "That maneuver")
        if self.maneuver == "aim" and not ranged:
            raise RulesError("Aim is for a Ranged attack.", "maneuver")
        if self.maneuver == "all_out_attack":
            all_out_attack(self.all_out, ranged)
        if self.maneuver == "committed_attack" and not melee:
            raise RulesError("Committed Attack's +2 is for Melee attacks only.", "maneuver")
        if self.maneuver == "defensive_attack" and not melee:
            raise RulesError(f"Defensive Attack is for Melee attacks only ({cite(125)}).", "maneuver")
        if self.maneuver == "evaluate" and not melee:
            raise RulesError("Evaluate helps a Melee attack only.", "maneuver")
        if self.has("moved_two") and self.maneuver != "committed_attack":
            raise RulesError("Moving 2 hexes at −2 is part of a Committed Attack.", "options")
        if self.has("heroic_charge") and self.maneuver != "move_and_attack":
            raise RulesError("Heroic Charge is spent during a Move and Attack.", "options")
        if self.distance is not None and not ranged:
            raise RulesError("Range modifiers are for Ranged attacks.", "distance")
        if self.shots is not None and not ranged:
            raise RulesError("Rapid fire is for Ranged attacks.", "shots")
        if task and (self.location != "torso" or self.has("disarm")):
            raise RulesError("A hit location is for attacks: choose Melee or Ranged.", "location")
        if self.deceptive and self.has("telegraphic"):
            # PUBLISHED_RULE (Martial Arts): the two options are opposites and cannot be combined.
            raise RulesError(f"A Telegraphic Attack can't be a Deceptive Attack too ({PUBLISHED_RULE})", "deceptive")
        if self.deceptive:
            _combat_only(task, "deceptive", "A Deceptive Attack")
        if self.has("dual_weapon"):
            _combat_only(task, "options", "A Dual-Weapon Attack")
        if self.has("off_hand"):
            _combat_only(task, "options", "An off-hand attack")
        if self.rapid_strike != "none" and not melee:
            raise RulesError("Rapid Strike replaces a Melee attack.", "rapid_strike")
        if self.has("telegraphic") and not melee:
            raise RulesError("Telegraphic Attack is for Melee attacks.", "options")

    @property
    def melee(self) -> bool:
        return self.roll_for == "melee"

    @property
    def ranged(self) -> bool:
        return self.roll_for == "ranged"

    @property
    def task(self) -> bool:
        return self.roll_for == "task"

    def has(self, option: str) -> bool:
        """Whether ``option`` (one of ``SKILL_OPTIONS``) is ticked."""
        return option in self.options

    @classmethod
    def of(cls, base: int = 12, **fields_: Any) -> SkillInput:
        """The input from keywords, where a ticked option may also be given on its own
        (``telegraphic=True``) as well as in ``options``."""
        ticked = set(validate.options(fields_.pop("options", frozenset()), "options", SKILL_OPTIONS, "Options"))
        for option in SKILL_OPTIONS:
            if option in fields_ and validate.yes_no(fields_.pop(option), "options", option.replace("_", " ")):
                ticked.add(option)
        return cls(base, options=frozenset(ticked), **fields_)
