"""Success rolls on 3d6 and their criticals (G16, seed 001 l.210-236).

Roll 3d6 against effective skill: a roll at or under it succeeds. Criticals
as the reference prints them, plus the published 10-over rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.gurps.data.injury import (
    ALWAYS_FAILS,
    ALWAYS_SUCCEEDS,
    CRITICAL_EFFECTS,
    CRITICAL_FAILURE_AT,
    CRITICAL_SUCCESS_AT,
    CRITICALS,
    TEN_OVER,
    TEN_OVER_TEXT,
)

SKILL_LOW, SKILL_HIGH = -99, 99
# What a roll the margin misreads comes to, in the rule's words (l.212, l.218-220).
ALWAYS_SUCCEEDS_SAID = "3 or 4 is always a critical success"
ALWAYS_FAILS_SAID = f"{ALWAYS_FAILS} always fails"  # "otherwise, ordinary failure"
ALWAYS_CRITICAL_FAILURE_SAID = "18 is always a critical failure"


def check_skill(skill: object, name: str = "skill") -> int:
    return validate.whole(skill, name, low=SKILL_LOW, high=SKILL_HIGH)


def check_roll(roll: object, name: str = "roll") -> int:
    value = validate.whole(roll, name)
    if not 3 <= value <= 18:
        raise RulesError(f"A 3d6 roll is from 3 to 18 (got {shown(value)}).", name)
    return value


@dataclass(frozen=True)
class SuccessRoll:
    """A 3d6 roll against effective skill, judged.

    ``critical`` is true for a critical success and for a critical failure;
    ``success`` tells which. ``margin`` is skill minus roll. ``rule`` is the
    line that decided it; ``published`` marks the 10-over rule (PUBLISHED_RULE).
    """

    skill: int
    roll: int
    success: bool
    critical: bool
    margin: int
    rule: str
    published: bool = False

    @property
    def always_failed(self) -> bool:
        """A 17 at or under an effective skill of 17+: an ordinary failure whatever the margin (l.220)."""
        return not self.success and not self.critical and self.margin >= 0

    @property
    def outcome(self) -> str:
        if self.critical:
            return "critical success" if self.success else "critical failure"
        return "success" if self.success else "failure"

    @property
    def headline(self) -> str:
        if self.critical:
            return "Critical success!" if self.success else "Critical failure!"
        if self.success:
            return f"Success by {self.margin}"
        if self.always_failed:
            return f"Failure: {ALWAYS_FAILS_SAID}"
        return f"Failure by {-self.margin}"


def _critical_success(skill: int, roll: int) -> str | None:
    for at, least in CRITICAL_SUCCESS_AT:
        if roll == at and (least is None or skill >= least):
            return CRITICALS[0] if least is None else CRITICALS[1 if at == 5 else 2]
    return None


def _critical_failure(skill: int, roll: int) -> tuple[str, bool] | None:
    for at, greatest in CRITICAL_FAILURE_AT:
        if roll == at and (greatest is None or skill <= greatest):
            return (CRITICALS[3] if greatest is None else CRITICALS[4]), False
    # PUBLISHED_RULE: a roll of 10 or more above effective skill is a critical failure.
    # A 3 or 4 stays a critical success ("always", l.212), so this never reaches them.
    if roll > ALWAYS_SUCCEEDS and roll - skill >= TEN_OVER:
        return TEN_OVER_TEXT, True
    return None


def judge(skill: int, roll: int, critical_skill: int | None = None) -> SuccessRoll:
    """Judge a checked 3d6 ``roll`` against any whole effective ``skill`` (no range check).

    ``critical_skill`` is the skill that sets the critical-success range when it
    is not the effective skill (Telegraphic Attack's +4 does not count toward it).
    """
    margin = skill - roll
    if rule := _critical_success(skill if critical_skill is None else critical_skill, roll):
        return SuccessRoll(skill, roll, True, True, margin, rule)
    if found := _critical_failure(skill, roll):
        rule, published = found
        return SuccessRoll(skill, roll, False, True, margin, rule, published)
    if roll >= ALWAYS_FAILS:  # a 17 at skill 16+ (l.220)
        return SuccessRoll(skill, roll, False, False, margin, CRITICALS[4])
    if roll <= skill:
        return SuccessRoll(skill, roll, True, False, margin, "Roll at or under effective skill: success.")
    return SuccessRoll(skill, roll, False, False, margin, "Roll over effective skill: failure.")


def beyond_the_margin(result: SuccessRoll) -> str:
    """The rule that decided a roll its margin misreads, in its words: a 3 or 4 over the skill
    still succeeds, a 17 or 18 at or under it still fails ("" for any other roll)."""
    if result.success and result.margin < 0:
        return ALWAYS_SUCCEEDS_SAID
    if not result.success and result.margin >= 0:
        return ALWAYS_CRITICAL_FAILURE_SAID if result.critical else ALWAYS_FAILS_SAID
    return ""


def success_roll(skill: int, roll: int) -> SuccessRoll:
    """Judge a 3d6 ``roll`` against effective ``skill``.

    >>> success_roll(12, 10).margin
    2
    >>> success_roll(15, 5).critical
    True
    """
    return judge(check_skill(skill), check_roll(roll))


@dataclass(frozen=True)
class Chances:
    """The exact chances of a 3d6 roll against effective skill."""

    skill: int
    success: Fraction
    critical_success: Fraction
    critical_failure: Fraction

    @property
    def failure(self) -> Fraction:
        return 1 - self.success


@lru_cache(maxsize=256)
def _chances(skill: int, critical_skill: int) -> Chances:
    from pyrules.core.odds import distribution

    success = critical_success = critical_failure = Fraction(0)
    for total, p in distribution("3d6").items():
        result = judge(skill, total, critical_skill)
        if result.success:
            success += p
        if result.critical and result.success:
            critical_success += p
        if result.critical and not result.success:
            critical_failure += p
    return Chances(skill, success, critical_success, critical_failure)


def _within(skill: int) -> int:
    # Every skill of 16 or more rolls alike on 3d6, and so does every skill of -6 or less:
    # clamping to the checked range changes no chance.
    return max(SKILL_LOW, min(SKILL_HIGH, skill))


def chances_at(skill: int, critical_skill: int | None = None) -> Chances:
    """The chances at any whole effective skill, even one past -99..99 (modifiers can get there).

    ``critical_skill`` as for ``judge``.
    """
    critical = skill if critical_skill is None else critical_skill
    found = _chances(_within(skill), _within(critical))
    return found if found.skill == skill else Chances(skill, found.success, found.critical_success,
                                                       found.critical_failure)


@lru_cache(maxsize=256)
def highest_success(skill: int, critical_skill: int | None = None) -> int:
    """The highest 3d6 roll that succeeds at any whole effective ``skill``: every roll from 3 up to
    it succeeds and none above it (a 3 or 4 always does, a 17 or 18 never; seed 001 l.212-220)."""
    return max(total for total in range(3, 19) if judge(_within(skill), total, critical_skill).success)


def chances(skill: int) -> Chances:
    """Success, critical success and critical failure chances at this effective skill."""
    return chances_at(check_skill(skill))


def success_chance(skill: int) -> Fraction:
    """The exact chance that 3d6 succeeds against effective ``skill``.

    >>> success_chance(10)
    Fraction(1, 2)
    """
    return chances(skill).success


def critical_meaning(result: SuccessRoll, roll_for: str = "other", against: str = "melee") -> str | None:
    """What a critical means for an attack, a dodge, a parry or a block (G16 l.222-236)."""
    effects = {key: f"{heading}: {text}" for key, heading, text in CRITICAL_EFFECTS}
    if not result.critical:
        return None
    if roll_for == "attack":
        return effects["hit"] if result.success else effects["miss"]
    if roll_for in ("dodge", "parry", "block"):
        if result.success:
            return effects["defense_ranged" if against == "ranged" else "defense_melee"]
        return effects[roll_for]
    return None
