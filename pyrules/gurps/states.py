"""What lost HP and FP do, and the HT rolls injury calls for (G14, G15, G17).

Pure functions for the encounter tracker and the condition calculator: each
takes current and maximum values and answers an explained status.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.criticals import SuccessRoll, check_roll, judge, success_roll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import (
    BLEEDING_LOSS,
    BLEEDING_LOSS_CRITICAL,
    BLEEDING_PER,
    BLEEDING_STOPS_AFTER,
    DEATH_AT_MULTIPLE,
    KNOCKOUT_MARGIN,
    LOST_FATIGUE_POINTS,
    LOST_HIT_POINTS,
    MORTAL_WOUND_MARGIN,
    MOST_HP,
)


def _current_and_max(current: object, maximum: object, what: str) -> tuple[int, int]:
    maximum = validate.whole(maximum, f"max_{what}", low=1, high=MOST_HP)
    current = validate.whole(current, what, low=-1_000_000, high=1_000_000)
    if current > maximum:
        raise RulesError(f"Current {what.upper()} ({shown(current)}) can't be above the maximum ({maximum}).", what)
    return current, maximum


@dataclass(frozen=True)
class Threshold:
    """One threshold that applies: its row as printed, and what it means now."""

    threshold: str
    text: str


@dataclass(frozen=True)
class HitPointStatus:
    """Every G14 threshold that applies at ``current`` of ``maximum`` HP."""

    current: int
    maximum: int
    half_move_and_dodge: bool
    consciousness_roll: bool        # HT roll every turn
    consciousness_modifier: int     # -1 per full multiple of HP below zero
    death_checks: int               # how many of -1xHP .. -4xHP have been reached
    dead: bool
    effects: tuple[Threshold, ...]

    @property
    def affected(self) -> bool:
        """Whether any G14 threshold applies (its label is not "No effect")."""
        return self.dead or bool(self.death_checks) or self.consciousness_roll or self.half_move_and_dodge

    @property
    def label(self) -> str:
        if self.dead:
            return "Dead"
        if self.death_checks:
            return f"At -{self.death_checks}xHP ({death_checks_made(self.death_checks)})"
        if self.consciousness_roll:
            at = f" at {self.consciousness_modifier}" if self.consciousness_modifier else ""
            return f"HT roll{at} every turn to stay conscious"
        if self.half_move_and_dodge:
            return "Half Move and Dodge"
        return "No effect"


def hp_status(current: int, maximum: int) -> HitPointStatus:
    """What ``current`` HP of ``maximum`` means (G14, seed 001 l.191-199)."""
    current, maximum = _current_and_max(current, maximum, "hp")
    rows = dict(LOST_HIT_POINTS)
    dead = current <= -DEATH_AT_MULTIPLE * maximum
    half = current * 3 < maximum and not dead  # the dead have no Move or Dodge to halve
    roll = current <= 0
    modifier = -((-current) // maximum) if roll else 0
    checks = min(DEATH_AT_MULTIPLE - 1, (-current) // maximum) if current <= -maximum else 0
    effects = []
    if half:
        effects.append(Threshold("< HP/3", rows["< HP/3"]))
    if roll and not dead:
        at = f" at {modifier}" if modifier else ""
        effects.append(Threshold("0 HP or less",
                              f"HT roll{at} every turn, or pass out from any maneuver besides Do Nothing."))
    if checks and not dead:
        # A standing status: the checks due were due as each multiple was crossed, not now again.
        after = (f"the next HT roll or die at -{checks + 1}xHP" if checks + 1 < DEATH_AT_MULTIPLE
                 else f"-{DEATH_AT_MULTIPLE}xHP kills")
        effects.append(Threshold("-1xHP", f"{death_checks_made(checks).capitalize()} on the way down; {after}."))
    if dead:
        effects.append(Threshold("-5xHP", rows["-5xHP"]))
    return HitPointStatus(current, maximum, half, roll and not dead, modifier if not dead else 0,
                          checks if not dead else DEATH_AT_MULTIPLE - 1, dead, tuple(effects))


def death_checks_made(checks: int) -> str:
    """ "1 death check made", "2 death checks made": the checks already due at -1xHP .. -kxHP."""
    return f"{checks} death check{'s' if checks != 1 else ''} made"


def death_checks_crossed(before: int, after: int, maximum: int) -> tuple[int, ...]:
    """The multiples k (1..4) of -kxHP passed going from ``before`` to ``after`` HP: one death check each."""
    maximum = validate.whole(maximum, "max_hp", low=1, high=MOST_HP)
    before = validate.whole(before, "before", low=-1_000_000, high=maximum)
    after = validate.whole(after, "after", low=-1_000_000, high=maximum)
    return tuple(k for k in range(1, DEATH_AT_MULTIPLE)
                 if after <= -k * maximum < before)


@dataclass(frozen=True)
class FatigueStatus:
    """Every G15 threshold that applies at ``current`` of ``maximum`` FP."""

    current: int
    maximum: int
    half_move_dodge_and_st: bool
    will_roll: bool        # to attempt any maneuver except Do Nothing
    unconscious: bool
    effects: tuple[Threshold, ...]

    @property
    def affected(self) -> bool:
        """Whether any G15 threshold applies (its label is not "No effect")."""
        return self.unconscious or self.will_roll or self.half_move_dodge_and_st

    @property
    def label(self) -> str:
        if self.unconscious:
            return "Unconscious"
        if self.will_roll:
            return "Will roll to act; FP lost also cost HP"
        if self.half_move_dodge_and_st:
            return "Half Move, Dodge and ST"
        return "No effect"


def fp_status(current: int, maximum: int) -> FatigueStatus:
    """What ``current`` FP of ``maximum`` means (G15, seed 001 l.201-208)."""
    current, maximum = _current_and_max(current, maximum, "fp")
    rows = dict(LOST_FATIGUE_POINTS)
    half = current * 3 < maximum
    zero = current <= 0
    out = current <= -maximum
    effects = []
    if half:
        effects.append(Threshold("< FP/3", "Half Move, Dodge, and ST (round up). No effect on HP/damage."))
    if zero:
        effects.append(Threshold("0 FP or less", rows["0 FP or less"]))
    if out:
        effects.append(Threshold("-1xFP", rows["-1xFP"]))
    return FatigueStatus(current, maximum, half, zero and not out, out, tuple(effects))


@dataclass(frozen=True)
class FatigueLoss:
    fp_before: int
    fp_after: int
    hp_lost: int


def fatigue_loss(current: int, maximum: int, amount: int) -> FatigueLoss:
    """Spend or lose ``amount`` FP: at 0 FP or less each FP lost also costs 1 HP; at -1xFP
    further loss comes off HP instead (G15 l.206-208). A point lost while FP are above 0 costs no HP."""
    current, maximum = _current_and_max(current, maximum, "fp")
    amount = validate.whole(amount, "amount", low=0, high=10_000)
    fp, hp = current, 0
    for _ in range(amount):
        if fp <= -maximum:
            hp += 1
        else:
            if fp <= 0:
                hp += 1
            fp -= 1
    return FatigueLoss(current, fp, hp)


def half_round_up(value: int) -> int:
    """Half a score, rounded up ("Half Move/Dodge (round up)", l.193)."""
    return -(-value // 2)


def halved(score: int, times: int = 1) -> int:
    """A Move, Dodge or ST halved (round up) ``times`` times: below HP/3 and below FP/3 both halve."""
    score = validate.whole(score, "score", low=0, high=1_000_000)
    times = validate.whole(times, "times", low=0, high=2)
    for _ in range(times):
        score = half_round_up(score)
    return score


# --- the HT rolls injury calls for ------------------------------------------

def bleeding_modifier(hp_lost: int) -> int:
    """The bleeding roll's modifier: -1 per (full) 5 HP lost (G17 l.262)."""
    hp_lost = validate.whole(hp_lost, "hp_lost", low=0, high=1_000_000)
    return -(hp_lost // BLEEDING_PER)


def consciousness_modifier(current: int, maximum: int) -> int:
    """The HT roll at 0 HP or less: -1 per full multiple of HP below zero (G14 l.195)."""
    status = hp_status(current, maximum)
    if not status.consciousness_roll:
        raise RulesError("No HT roll to stay conscious above 0 HP.", "hp")
    return status.consciousness_modifier


@dataclass(frozen=True)
class HealthCheck:
    """A HT roll that injury calls for, judged, and what follows from it."""

    roll: SuccessRoll
    target: int
    outcome: str
    text: str
    hp_lost: int = 0
    done: bool = False   # the check's condition ends (bleeding stops, mortal wound healed)
    successes: int = 0   # consecutive successes (bleeding)


def _ht(ht: object, modifier: object) -> int:
    ht = validate.whole(ht, "ht", low=1, high=99)
    return ht + validate.whole(modifier, "modifier", low=-99, high=99)


def death_check(ht: int, roll: int, modifier: int = 0) -> HealthCheck:
    """HT roll to avoid death at -1xHP and each further multiple (G14 l.197, G17 l.254)."""
    target = _ht(ht, modifier)
    result = success_roll(target, check_roll(roll))
    if result.success:
        return HealthCheck(result, target, "survives", "Survives this death check.")
    if -result.margin <= MORTAL_WOUND_MARGIN:
        return HealthCheck(result, target, "mortal wound",
                           "Failed by 1 or 2: mortally wounded. Incapacitated, possibly unconscious; "
                           f"HT roll every half hour ({cite(254)}).")
    return HealthCheck(result, target, "dies", "Failed the HT roll: dies.")


def mortal_wound_check(ht: int, roll: int, modifier: int = 0) -> HealthCheck:
    """The half-hourly HT roll of a mortally wounded victim (G17 l.254-260)."""
    target = _ht(ht, modifier)
    result = success_roll(target, check_roll(roll))
    if result.critical and result.success:
        return HealthCheck(result, target, "stabilised",
                           "Critical Success, no longer mortally wounded (though still incapacitated).", done=True)
    if result.success:
        return HealthCheck(result, target, "holds", "Success, roll again in a half hour.")
    return HealthCheck(result, target, "dies", "Failure, you die.")


def bleeding_check(ht: int, hp_lost: int, roll: int, successes: int = 0) -> HealthCheck:
    """The end-of-minute bleeding roll at -1 per 5 HP lost (G17 l.262-266).

    ``successes`` is how many ordinary successes came just before this one.
    """
    successes = validate.whole(successes, "successes", low=0, high=BLEEDING_STOPS_AFTER - 1)
    target = _ht(ht, bleeding_modifier(hp_lost))
    result = success_roll(target, check_roll(roll))
    if result.critical and result.success:
        return HealthCheck(result, target, "stops", "Critical Success, bleeding stops.", done=True)
    if result.success:
        count = successes + 1
        if count >= BLEEDING_STOPS_AFTER:
            return HealthCheck(result, target, "stops", "Three consecutive Successes, bleeding stops.",
                               done=True, successes=count)
        return HealthCheck(result, target, "holds", f"Success ({count} in a row): no HP lost this minute.",
                           successes=count)
    lost = BLEEDING_LOSS_CRITICAL if result.critical else BLEEDING_LOSS
    text = "Critical Failure: lose 3 HP." if result.critical else "Failure: lose 1 HP."
    return HealthCheck(result, target, "bleeds", text, hp_lost=lost)


KNOCKOUT_RULE = f"failed by {KNOCKOUT_MARGIN} or more, or a critical failure: unconscious"
KNOCKOUT_TEXT = f"{KNOCKOUT_RULE} ({PUBLISHED_RULE})"


def knocked_out(result: SuccessRoll) -> bool:
    """A knockdown roll failed by 5 or more, or critically: unconscious, not only stunned (published)."""
    return not result.success and (result.critical or -result.margin >= KNOCKOUT_MARGIN)


def knockout_chance(target: int) -> Fraction:
    """The chance that a knockdown roll against ``target`` knocks out (failed by 5 or more, or critically)."""
    from pyrules.core.odds import distribution

    target = validate.whole(target, "ht", low=-1_000, high=1_000)
    return sum((p for total, p in distribution("3d6").items() if knocked_out(judge(target, total))), Fraction(0))


def knockdown_check(ht: int, roll: int, modifier: int = 0) -> HealthCheck:
    """HT roll to avoid knockdown and stunning (G17 l.244-252).

    A failure stuns; a failure by 5 or more, or a critical failure, knocks the
    victim out (a published rule the reference does not print).
    """
    target = _ht(ht, modifier)
    result = success_roll(target, check_roll(roll))
    if result.success:
        return HealthCheck(result, target, "stands", "Keeps standing: no stun.")
    if knocked_out(result):
        # PUBLISHED_RULE: failed by 5 or more, or a critical failure: unconscious.
        how = "a critical failure" if result.critical and -result.margin < KNOCKOUT_MARGIN else \
            f"failed by {-result.margin}"
        return HealthCheck(result, target, "unconscious",
                           f"Unconscious ({how}): falls and drops anything in hand. {PUBLISHED_RULE}")
    return HealthCheck(result, target, "stunned",
                       "Stunned: falls, drops anything in hand, must Do Nothing next turn; active defenses at -4, "
                       "no retreat; HT (or IQ) roll at the end of each turn to act normally.")


def stun_recovery(ht: int, roll: int, modifier: int = 0) -> HealthCheck:
    """The end-of-turn roll vs. HT (or IQ) to shake off stun (G17 l.252)."""
    target = _ht(ht, modifier)
    result = success_roll(target, check_roll(roll))
    if result.success:
        return HealthCheck(result, target, "recovers", "Acts normally from now on.", done=True)
    return HealthCheck(result, target, "stunned", "Still stunned: Do Nothing next turn, defenses at -4.")
