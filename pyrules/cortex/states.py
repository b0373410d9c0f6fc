"""Life Points and the damage effects (seed 003 l.41-48): passing out, Shock Points,
seriously wounded, dying, with the Difficulty of each roll they call for.

Pure functions over the numbers a tracker keeps (Stun, Wounds, Shock, whether
the character is unconscious, how many rolls of each kind have been made).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.explain import signed, steps
from pyrules.cortex.data import cite
from pyrules.cortex.data.damage import (
    DYING_DIFFICULTY,
    DYING_INCREASE,
    PASSING_OUT_DIFFICULTY,
    PASSING_OUT_INCREASE,
    SERIOUSLY_WOUNDED_STEPS,
    SHOCK_DIFFICULTY,
)
from pyrules.cortex.steps import highest, parse_die

MAX_POINTS = 999
MAX_ROLLS = 99


@dataclass(frozen=True)
class LifePoints:
    """Life Points = Vitality die max + Willpower die max (published rule, not in the reference)."""

    vitality: str
    willpower: str

    @property
    def total(self) -> int:
        return highest(self.vitality) + highest(self.willpower)


def life_point_total(vitality: str, willpower: str) -> LifePoints:
    """The explained Life Points of a character."""
    return LifePoints(
        parse_die(vitality, "vitality", allow_d0=False),
        parse_die(willpower, "willpower", allow_d0=False),
    )


def life_points(vitality: str, willpower: str) -> int:
    """Life Points from the Vitality and Willpower dice: ``life_points("d8", "d6") == 14``."""
    return life_point_total(vitality, willpower).total


def passing_out_difficulty(rolls_made: int = 0) -> int:
    """The Difficulty of the next roll to stay conscious: 7, then +4 a turn (seed 003 l.42)."""
    rolls_made = validate.whole(rolls_made, "rolls_made", low=0, high=MAX_ROLLS)
    return PASSING_OUT_DIFFICULTY + PASSING_OUT_INCREASE * rolls_made


def dying_difficulty(rolls_made: int = 0) -> int:
    """The Difficulty of the next roll to stay alive: 3, then +4 a minute (seed 003 l.48)."""
    rolls_made = validate.whole(rolls_made, "rolls_made", low=0, high=MAX_ROLLS)
    return DYING_DIFFICULTY + DYING_INCREASE * rolls_made


def passes_out(life_points: int, stun: int, wounds: int) -> bool:
    """Stun + Wounds exceed Life Points (strictly more: the erratum on seed 003 l.42)."""
    return stun + wounds > life_points


def seriously_wounded(life_points: int, wounds: int) -> bool:
    """Wounds equal to or greater than half the Life Points (15 LP: 8 Wounds; 14 LP: 7)."""
    return 2 * wounds >= life_points


def dying(life_points: int, wounds: int) -> bool:
    """Wounds equal to or greater than the Life Points."""
    return wounds >= life_points


@dataclass(frozen=True)
class DueCheck:
    """A roll or a rule due: ``when`` is "now", "each turn", "each minute", "each hour" or "always"."""

    when: str
    text: str
    difficulty: int | None = None
    source: str = ""


@dataclass(frozen=True)
class DamageState:
    """Where a character stands after damage, and the rolls it calls for."""

    life_points: int
    stun: int
    wounds: int
    shock: int
    unconscious: bool
    passing_out_rolls: int
    dying_rolls: int

    @property
    def damage(self) -> int:
        """Stun + Wounds (Shock Points are kept apart)."""
        return self.stun + self.wounds

    @property
    def passing_out(self) -> bool:
        return passes_out(self.life_points, self.stun, self.wounds)

    @property
    def passing_out_difficulty(self) -> int | None:
        """The next roll to stay conscious, while conscious and past the Life Points."""
        if not self.passing_out or self.unconscious:
            return None
        return passing_out_difficulty(self.passing_out_rolls)

    @property
    def seriously_wounded(self) -> bool:
        return seriously_wounded(self.life_points, self.wounds)

    @property
    def seriously_wounded_at(self) -> int:
        """The fewest Wounds that leave this character seriously wounded."""
        return -(-self.life_points // 2)

    @property
    def step_penalty(self) -> int:
        return SERIOUSLY_WOUNDED_STEPS if self.seriously_wounded else 0

    @property
    def dying(self) -> bool:
        return dying(self.life_points, self.wounds)

    @property
    def dying_difficulty(self) -> int | None:
        return dying_difficulty(self.dying_rolls) if self.dying else None

    @property
    def stun_heals(self) -> bool:
        """Stun damage cannot heal while there are Shock Points (seed 003 l.44)."""
        return self.shock == 0

    @property
    def shock_difficulty(self) -> int | None:
        return SHOCK_DIFFICULTY if self.shock else None

    @property
    def states(self) -> tuple[str, ...]:
        """The named states, worst first."""
        names = []
        if self.dying:
            names.append("Dying")
        if self.unconscious:
            names.append("Unconscious")
        elif self.passing_out:
            names.append("Passing out")
        if self.seriously_wounded:
            names.append("Seriously wounded")
        if self.shock:
            names.append("Shock")
        return tuple(names)

    @property
    def headline(self) -> str:
        return ", ".join(self.states) or "Fine"

    @property
    def reminders(self) -> tuple[DueCheck, ...]:
        """What is due now, each turn, each minute and each hour."""
        result = []
        if self.dying:
            first = self.dying_difficulty
            assert first is not None  # dying
            then = first + DYING_INCREASE
            result.append(DueCheck("now", f"Roll Vitality + Willpower at Difficulty {first} to stay alive.",
                                   first, cite(48)))
            result.append(DueCheck("each minute", f"Roll Vitality + Willpower to stay alive: next at Difficulty "
                                   f"{then} ({signed(DYING_INCREASE)} each time).", then, cite(48)))
        if self.passing_out_difficulty is not None:
            now, then = self.passing_out_difficulty, self.passing_out_difficulty + PASSING_OUT_INCREASE
            result.append(DueCheck("now", f"Roll Vitality + Willpower at Difficulty {now} to stay conscious.",
                                   now, cite(42)))
            result.append(DueCheck("each turn", f"Each turn you take any action, roll again: next at Difficulty "
                                   f"{then} ({signed(PASSING_OUT_INCREASE)} a turn).", then, cite(42)))
        if self.unconscious:
            result.append(DueCheck("always", "Unconscious: record any further Stun damage as Shock Points.",
                                   None, cite(44)))
        if self.shock:
            result.append(DueCheck("always", "No Stun damage heals while you have Shock Points.", None, cite(44)))
            result.append(DueCheck("each hour", f"Roll Vitality + Willpower at Difficulty {SHOCK_DIFFICULTY} to "
                                   "change one Shock Point to Stun.", SHOCK_DIFFICULTY, cite(44)))
        if self.seriously_wounded:
            result.append(DueCheck("always", f"Seriously wounded: {steps(SERIOUSLY_WOUNDED_STEPS)} to all actions.",
                                   None, cite(46)))
        return tuple(result)


def damage_state(
    life_points: int,
    stun: int,
    wounds: int,
    shock: int = 0,
    *,
    unconscious: bool = False,
    passing_out_rolls: int = 0,
    dying_rolls: int = 0,
) -> DamageState:
    """A character's damage states and the rolls due.

    ``passing_out_rolls`` and ``dying_rolls`` count the rolls already made (they
    raise the next Difficulty by 4 each).
    """
    return DamageState(
        validate.whole(life_points, "life_points", "Life Points", low=1, high=MAX_POINTS),
        _points(stun, "stun", "Stun"),
        _points(wounds, "wounds", "Wounds"),
        _points(shock, "shock", "Shock Points"),
        validate.yes_no(unconscious, "unconscious"),
        validate.whole(passing_out_rolls, "passing_out_rolls", "Rolls to stay conscious", low=0, high=MAX_ROLLS),
        validate.whole(dying_rolls, "dying_rolls", "Rolls to stay alive", low=0, high=MAX_ROLLS),
    )


def _points(value: object, field: str, label: str, low: int = 0) -> int:
    return validate.whole(value, field, label, low=low, high=MAX_POINTS)


@dataclass(frozen=True)
class Damaged:
    """Stun, Wounds and Shock after new damage is recorded."""

    stun: int
    wounds: int
    shock: int
    stun_as_shock: int  # new Stun recorded as Shock Points because the character was unconscious


def take_damage(stun: int, wounds: int, shock: int, new_stun: int, new_wounds: int, *, unconscious: bool = False) -> Damaged:
    """Record new damage: while unconscious, further Stun becomes Shock Points (seed 003 l.44)."""
    stun = _points(stun, "stun", "Stun")
    wounds = _points(wounds, "wounds", "Wounds")
    shock = _points(shock, "shock", "Shock Points")
    new_stun = _points(new_stun, "new_stun", "New Stun")
    new_wounds = _points(new_wounds, "new_wounds", "New Wounds")
    if validate.yes_no(unconscious, "unconscious"):
        return Damaged(stun, wounds + new_wounds, shock + new_stun, new_stun)
    return Damaged(stun + new_stun, wounds + new_wounds, shock, 0)


def convert_shock_point(stun: int, shock: int) -> tuple[int, int]:
    """After a made hourly roll: one Shock Point becomes ordinary Stun (seed 003 l.44)."""
    stun = _points(stun, "stun", "Stun")
    shock = _points(shock, "shock", "Shock Points", low=1)
    return stun + 1, shock - 1
