"""The damage states of TAL as the tracker keeps them: where damage goes among SHP and DHP, the
fatigue a combatant is under and the speed it leaves, whether it is down and until when, and the
checks these call for (the Unconsciousness roll of T15, the Willpower (Mental) check of T2).

Pure functions over the numbers a tracker keeps; the plug-in (``pyrules.tal.tracker``) reads a
combatant's stats and pools and asks them. The readings the reference leaves open are assumed
as the plug-in's notes say.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from math import ceil

from pyrules.core.encounter.model import Check, Follow, State
from pyrules.core.encounter.standing import ATTACK, DEAD, DYING, UNCONSCIOUS, Modifier, Out, Standing, refused
from pyrules.core.encounter.turns import clock_text
from pyrules.core.explain import signed
from pyrules.tal.attack import SPENT
from pyrules.tal.data import cite
from pyrules.tal.evasion_and_precision import Evasion, read_evasion
from pyrules.tal.fatigue import FatigueState
from pyrules.tal.unconsciousness_duration import LIVES_AT_MOST, TABLE, duration, lives_at_most, read_unconsciousness

DOWN_CHOICES = (("awake", "Awake"), ("unconscious", "Unconscious"), ("dying", "Dying"), ("dead", "Dead"))
REST_CHOICES = (("active", "Active"), ("resting", "Resting"), ("asleep", "Asleep"))
_DOWN, _DOING = dict(DOWN_CHOICES), dict(REST_CHOICES)
# The conditions TAL's rules know, by key, with the names they go by: the states of the stat "Down"
# (T15) and falling asleep (l.17). The tracker keeps them in the stats "Down" and "Doing", whose
# choice of the same key a failed check's follow-up sets.
CONDITIONS: dict[str, tuple[str, ...]] = {
    "unconscious": (_DOWN["unconscious"],), "dying": (_DOWN["dying"],), "dead": (_DOWN["dead"],),
    "asleep": (_DOING["asleep"],)}
UNIT_SECONDS = {"minutes": 60, "hours": 3600, "days": 86400}

# The rolls a TAL state acts on besides the attack roll: the Willpower (Mental) check, and Combat
# Speed, which gives initiative and evasion (T2, T11).
WILLPOWER = "willpower"
COMBAT_SPEED = "combat_speed"
# The lowest roll plus damage of Instant Death (l.193).
INSTANT_DEATH = max(row.low for row in TABLE.rows if row.low is not None)  # every row is closed below
UNCONSCIOUS_SOURCE = cite(180)
DYING_SOURCE = cite("189-192")
DEAD_SOURCE = cite("189-193")
# What a failed check puts on: the stat "Down" set to Unconscious (l.18: "a Willpower (Mental)
# check to keep from falling unconscious"), the stat "Doing" to Asleep (l.17: "to keep from
# falling asleep").
FALLS_UNCONSCIOUS = Follow(_DOWN["unconscious"], stat="down")
FALLS_ASLEEP = Follow(_DOING["asleep"], stat="rest")

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

    @property
    def out(self) -> Out | None:
        """What being down has taken it out of the fight by (T15): unconscious, dying or dead;
        None awake."""
        return _OUT.get(self.state)


_OUT: dict[str, Out] = {"unconscious": UNCONSCIOUS, "dying": DYING, "dead": DEAD}  # the stat "Down"'s states


AWAKE = Down("awake", None)


@dataclass(frozen=True)
class TalStanding(Standing):
    """A TAL combatant's standing, with what its rules read besides: whether it is down and until
    when (``down``), its Combat Speed after fatigue and the evasion it gives (``speed``), and the
    pools it has left (``pools``: (name, value) each)."""

    down: Down = AWAKE
    speed: Speed | None = None
    pools: tuple[tuple[str, int], ...] = field(default=())

    @property
    def fatigue(self) -> str:
        """Its fatigue level (T2): "fresh", "fatigued", "taxed" or "spent"."""
        tired = self.speed.fatigue if self.speed else None
        return tired.level if tired else "fresh"

    @property
    def evasion(self) -> int:
        """The evasion its Combat Speed gives (T11); none for one down, who cannot move."""
        return self.speed.evasion.evasion if self.speed and self.defends else 0

    def left(self, pool: str) -> int:
        """What it has left of ``pool`` (0 of a pool it does not have)."""
        return dict(self.pools).get(pool, 0)


def tired_modifiers(tired: FatigueState | None) -> tuple[Modifier, ...]:
    """What fatigue puts on the rolls (T2): its penalty to the attack roll and the Willpower (Mental)
    check (every roll, l.16-17; Spent keeps Taxed's, errata T2), and to Combat Speed."""
    if tired is None or tired.level == "fresh":
        return ()
    return (Modifier(ATTACK, tired.label, tired.roll_penalty, source=tired.source),
            Modifier(WILLPOWER, tired.label, tired.roll_penalty, source=tired.source),
            Modifier(COMBAT_SPEED, tired.label, tired.combat_speed_penalty, source=tired.source))


def down_refusals(name: str, down: Down, tired: FatigueState | None) -> tuple[tuple[str, str], ...]:
    """Why one down may not act, attack or evade, or one Spent attack, in the game's words."""
    until = f" until {down.when}" if down.when else ""
    if down.state == "dead":
        why = f"{name} is dead ({DEAD_SOURCE})."
    elif down.state == "dying":
        why = f"{name} is dying" + (f": dead at {down.when}" if down.when else "") + f", no action ({DYING_SOURCE})."
    elif down.state == "unconscious":
        why = f"{name} is unconscious{until}: no action ({UNCONSCIOUS_SOURCE})."
    elif tired is not None and tired.level == "spent":
        return tuple(refused(what, f"{name} is Spent: {SPENT}") for what in ("attacks", "fires"))
    else:
        return ()
    return tuple(refused(what, why) for what in ("acts", "attacks", "defends", "fires"))


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


def knocked_out(roll: object, damage: object, last_deep_hp: bool, clock: int, d10: object = None,
                rng: random.Random | None = None) -> dict[str, str]:
    """The stats "Down" and "Until" after the Unconsciousness roll (T15) at game clock ``clock``:
    unconscious or dying ("Dead in ...") until the clock plus the rolled duration, or dead at once."""
    result = read_unconsciousness(roll, damage, last_deep_hp)
    time = duration(result, d10, rng)
    if time is None:
        return {"down": "dead", "until": ""}
    until = clock_text(clock + time.amount * UNIT_SECONDS[time.unit])
    return {"down": "dying" if result.dead else "unconscious", "until": until}


def willpower_check(will: int, on_it: tuple[Modifier, ...] = (), follow: Follow | None = None) -> Check:
    """A Willpower (Mental) check (T2): a d100 at or under Willpower with what the combatant's state
    adds to the roll (``on_it``: fatigue), so at or under Willpower less it; a rolled 00 fails
    (assumed, as every check). ``follow``: what a failure puts on."""
    penalty = sum(m.value for m in on_it)
    label = f"Willpower (Mental) {will}" + "".join(f", {m.why} +{m.value} to the roll" for m in on_it if m.value)
    return Check("d100", min(will - penalty, 99), label=label + ", d100 at most", follow=follow)


def unconsciousness_check(damage: int, doubled: bool) -> Check:
    """The Unconsciousness roll (T15) as a check: the d100 that keeps roll (doubled for the last
    DHP) plus ``damage`` short of the Dead rows; the roll itself is then read on the table. A failure
    is one tap: Dying ("Dead in ...", l.189-192), or Dead when it reaches Instant Death (l.193)."""
    roll = "d100 × 2" if doubled else "d100"
    return Check("d100", lives_at_most(damage, doubled),
                 label=f"Unconsciousness, alive at {roll} + {damage} ≤ {LIVES_AT_MOST}: d100 at most",
                 follow=dies(damage, doubled))


def dies(damage: int, doubled: bool) -> Follow:
    """What a failed Unconsciousness roll puts on the stat "Down": Dying, or Dead when the roll
    (doubled for the last DHP) plus ``damage`` reaches Instant Death (l.193), which is the failure
    by this many or more."""
    times = 2 if doubled else 1
    lives = lives_at_most(damage, doubled)
    instant = ceil((INSTANT_DEATH - damage) / times)
    return Follow(_DOWN["dying"], _DOWN["dead"], max(1, instant - lives), stat="down")


def wound_that_emptied(encounter: State, cid: str, pool: str) -> int | None:
    """The damage of the latest wound that emptied ``pool`` for combatant ``cid``, as the log kept
    it; None when no logged wound did (the pool was set by hand)."""
    for entry in reversed(encounter.entries_about(cid)):
        if entry.kind == "damage" and any(
                name == pool and was > 0 and now <= 0 for name, was, now in entry.pools):
            return entry.amount
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
