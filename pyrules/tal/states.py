"""The damage states of TAL as the tracker keeps them: where damage goes among SHP and DHP, the
fatigue a combatant is under and the speed it leaves, whether it is down and until when, and the
checks these call for (the Unconsciousness roll of T15, the Willpower (Mental) check of T2).

Pure functions over the numbers a tracker keeps; the plug-in (``pyrules.tal.tracker``) reads a
combatant's stats and pools and asks them. The readings the reference leaves open are assumed
as the plug-in's notes say.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pyrules.core.encounter.model import Check, State
from pyrules.core.encounter.turns import clock_text
from pyrules.core.explain import signed
from pyrules.tal.evasion_and_precision import Evasion, read_evasion
from pyrules.tal.fatigue import FatigueState
from pyrules.tal.unconsciousness_duration import LIVES_AT_MOST, duration, lives_at_most, read_unconsciousness

DOWN_CHOICES = (("awake", "Awake"), ("unconscious", "Unconscious"), ("dying", "Dying"), ("dead", "Dead"))
UNIT_SECONDS = {"minutes": 60, "hours": 3600, "days": 86400}

# How the log writes a wound ("Ann takes 12 damage: SHP 3 → 0, ..."): the damage the
# Unconsciousness roll adds is read back from it.
_TAKES = re.compile(r" takes (\d+) damage\b")


@dataclass(frozen=True)
class Speed:
    """Combat Speed after fatigue, and the evasion it gives."""

    base: int
    fatigue: FatigueState | None
    penalty: int
    effective: int            # base + penalty, not below 0 (assumed)
    evasion: Evasion


@dataclass(frozen=True)
class Down:
    """Whether a combatant is down: "awake", "unconscious", "dying" or "dead", and until when (seconds)."""

    state: str
    until: int | None

    @property
    def when(self) -> str:
        return "" if self.until is None else clock_text(self.until)


def damage_to_pools(pool: str, now: int, amount: int, dhp: int) -> dict[str, int]:
    """The pools after ``amount`` damage to ``pool`` (at ``now``): what SHP cannot take goes on to
    DHP (at ``dhp``; assumed), damage put on DHP or TAL stays there, and no pool goes below 0."""
    taken = min(amount, max(0, now))
    after = {pool: now - taken}
    if pool == "SHP" and amount > taken:
        after["DHP"] = dhp - min(amount - taken, max(0, dhp))
    return after


def speed(base: int, tired: FatigueState | None) -> Speed:
    """Combat Speed ``base`` after the fatigue penalty (not below 0, assumed), and its evasion (T11)."""
    penalty = tired.combat_speed_penalty if tired else 0
    effective = max(0, base + penalty)
    return Speed(base, tired, penalty, effective, read_evasion(effective))


def down(state: str, until: int | None) -> Down:
    """The stats "Down" and "Until" (in game seconds; None when blank) read together: an awake or
    dead combatant has no end time."""
    return Down(state, None if state in ("awake", "dead") else until)


def knocked_out(roll, damage, last_deep_hp: bool, clock: int, d10=None,
                rng: random.Random | None = None) -> dict[str, str]:
    """The stats "Down" and "Until" after the Unconsciousness roll (T15) at game clock ``clock``:
    unconscious or dying ("Dead in ...") until the clock plus the rolled duration, or dead at once."""
    result = read_unconsciousness(roll, damage, last_deep_hp)
    time = duration(result, d10, rng)
    if time is None:
        return {"down": "dead", "until": ""}
    until = clock_text(clock + time.amount * UNIT_SECONDS[time.unit])
    return {"down": "dying" if result.dead else "unconscious", "until": until}


def willpower_check(will: int, tired: FatigueState | None) -> Check:
    """A Willpower (Mental) check (T2): a d100 at or under Willpower with the fatigue penalty added
    to the roll, so at or under Willpower less it; a rolled 00 fails (assumed, as every check)."""
    penalty = tired.roll_penalty if tired else 0
    label = f"Willpower (Mental) {will}" + (f", {tired.label} +{penalty} to the roll" if penalty else "")
    return Check("d100", min(will - penalty, 99), label=label + ", d100 at most")


def unconsciousness_check(damage: int, doubled: bool) -> Check:
    """The Unconsciousness roll (T15) as a check: the d100 that keeps roll (doubled for the last
    DHP) plus ``damage`` short of the Dead rows; the roll itself is then read on the table."""
    roll = "d100 × 2" if doubled else "d100"
    return Check("d100", lives_at_most(damage, doubled),
                 label=f"Unconsciousness, alive at {roll} + {damage} ≤ {LIVES_AT_MOST}: d100 at most")


def wound_that_emptied(encounter: State, cid: str, pool: str) -> int | None:
    """The damage of the latest wound that emptied ``pool`` for combatant ``cid``, as the log wrote
    it; None when no logged wound did (the pool was set by hand)."""
    for entry in reversed(encounter.log):
        if entry.who == cid and entry.kind == "damage" and any(
                name == pool and was > 0 and now <= 0 for name, was, now in entry.pools):
            found = _TAKES.search(entry.text)
            return int(found[1]) if found else None
    return None


def fatigue_texts(tired: FatigueState | None) -> list[str]:
    """"Fatigued: -2 Combat Speed, +5% to rolls" and what else the level brings (T2)."""
    if tired is None or tired.level == "fresh":
        return []
    texts = [f"{tired.label}: {signed(tired.combat_speed_penalty)} Combat Speed, +{tired.roll_penalty}% to rolls"]
    if tired.level == "taxed":
        texts.append("Willpower (Mental) checks to stay awake when idle")
    if tired.level == "spent":
        texts += ["No offensive actions; cannot exert",
                  "Willpower (Mental) check or fall unconscious; again for anything strenuous"]
    return texts
