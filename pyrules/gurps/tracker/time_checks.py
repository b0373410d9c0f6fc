"""The checks that fall due as game time passes: bleeding every minute (HT at -1 per 5 HP lost,
G17 l.262), a mortal wound every half hour (l.254-256), FP recovery every 10 minutes (5 if Very
Fit, G15 l.208); each that asks for a roll carries its check and names its combatant, and none
falls due for the dead."""

from __future__ import annotations

from pyrules.core.encounter.model import Check, Prompt, State
from pyrules.core.encounter.plugins import every
from pyrules.gurps.data.injury import BLEEDING_LOSS, BLEEDING_LOSS_CRITICAL, BLEEDING_STOPS_AFTER
from pyrules.gurps.states import bleeding_modifier
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.tracker.bleeding import wounded
from pyrules.gurps.tracker.checks import DIES, ht_roll
from pyrules.gurps.tracker.pools import fp_now
from pyrules.gurps.tracker.standing import GurpsStandingRules
from pyrules.gurps.tracker.stats import stat

MINUTE = 60  # G17 l.262: bleeding, at the end of every minute
HALF_HOUR = 1800  # G17 l.254: mortal wounds, every half hour
FP_RECOVERY = 600  # G15 l.208: 1 FP/10 minutes
FP_RECOVERY_VERY_FIT = 300  # G15 l.208: 5 minutes if Very Fit


def _times(count: int, text: str, check: Check | None, who: str) -> Prompt | None:
    """A reminder due ``count`` times in the time that passed (None: not due), for combatant ``who``."""
    if not count:
        return None
    return Prompt(text if count == 1 else f"{text} (×{count})", check, who)


def due(standing: GurpsStandingRules, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
    """Bleeding each minute, mortal wounds each half hour, FP recovery each 10 (or 5) minutes, as
    the clock runs from ``elapsed_from`` to ``elapsed_to`` seconds; none for the dead."""
    said = []
    fatigue = tracker_log.fatigue_hp_by_combatant(encounter)
    for c in encounter.combatants:
        facts = standing.facts(c)
        if not facts.alive:
            continue
        ht = int(stat(c, "ht"))
        if facts.mortal:
            said.append(_times(every(HALF_HOUR, elapsed_from, elapsed_to),
                               f"{c.name} (mortally wounded): roll HT {ht}. Failure, dies; success, roll again "
                               "in a half hour; critical success, no longer mortally wounded.",
                               ht_roll(ht, "HT against a mortal wound", DIES), c.id))
        if bleeds := wounded(c, fatigue.get(c.id, 0)):
            modifier = bleeding_modifier(bleeds)
            at = f" at {modifier}" if modifier else ""
            said.append(_times(every(MINUTE, elapsed_from, elapsed_to),
                               f"{c.name} bleeds: roll HT{at} ({ht + modifier}). Failure, lose {BLEEDING_LOSS} "
                               f"HP ({BLEEDING_LOSS_CRITICAL} on a critical failure); critical success or "
                               f"{BLEEDING_STOPS_AFTER} successes in a row stop it.",
                               ht_roll(ht + modifier, "HT against bleeding"), c.id))
        fp, fp_most = fp_now(c)
        if fp < fp_most:
            period = FP_RECOVERY_VERY_FIT if stat(c, "very_fit") else FP_RECOVERY
            said.append(_times(every(period, elapsed_from, elapsed_to),
                               f"{c.name} recovers 1 FP (1 FP per {period // 60} minutes).", None, c.id))
    return [prompt for prompt in said if prompt is not None]
