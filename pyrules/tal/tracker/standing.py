"""A TAL combatant's standing: the one description of its state. Its pools left, its fatigue from
the TAL left (T2) with the penalties it puts on the attack roll, the Willpower (Mental) check and
Combat Speed, whether it is down (T15) and so may not act, attack or evade, a Spent one's refusal
to attack (l.18), and the words of its status line; the status line, the reminders, the
calculators and the exchange read it."""

from __future__ import annotations

from pyrules.core.encounter.model import Check, Combatant, Follow, State
from pyrules.core.encounter.parts import StandingRules
from pyrules.tal import states
from pyrules.tal.fatigue import FatigueState, read_fatigue
from pyrules.tal.states import (CONDITIONS, FALLS_UNCONSCIOUS, REST_CHOICES, WILLPOWER, Down, Speed, TalStanding,
                                down_refusals, fatigue_texts, tired_modifiers)
from pyrules.tal.tracker.clock import clock_seconds
from pyrules.tal.tracker.pools import TalPools
from pyrules.tal.tracker.stats import stat


class TalStandingRules(StandingRules):
    """Down (the stats "Down" and "Until"), fatigue from the TAL left, and Combat Speed after it.
    ``conditions``: the states of Down and falling asleep, which it reads from the stats."""

    conditions = CONDITIONS

    def __init__(self, pools: TalPools) -> None:
        self.pools = pools

    def of(self, combatant: Combatant, encounter: State | None = None) -> TalStanding:
        down, speed = self.down(combatant), self.speed(combatant)
        refusals = down_refusals(combatant.name, down, speed.fatigue)
        refused = {what for what, _why in refusals}
        return TalStanding(acts="acts" not in refused, attacks="attacks" not in refused,
                           defends="defends" not in refused, fires="fires" not in refused,
                           alive=down.state != "dead", refusals=refusals, modifiers=tired_modifiers(speed.fatigue),
                           status=tuple(self._status(combatant, down, speed)), down=down, out=down.out, speed=speed,
                           pools=tuple((pool.name, self.pools.left(combatant, pool.name))
                                       for pool in self.pools.resources(combatant)))

    def fatigue(self, combatant: Combatant) -> FatigueState | None:
        """The fatigue level from the TAL left (T2); None without a TAL pool."""
        tal_max = stat(combatant, "tal_max")
        if not tal_max:
            return None
        return read_fatigue(tal_max, self.pools.left(combatant, "TAL"))

    def speed(self, combatant: Combatant) -> Speed:
        """Combat Speed after the fatigue penalty, and the evasion it gives (T11)."""
        return states.speed(stat(combatant, "combat_speed"), self.fatigue(combatant))

    def down(self, combatant: Combatant) -> Down:
        """Whether the combatant is down, and until when: the stats "Down" and "Until" read together."""
        until = stat(combatant, "until")
        return states.down(stat(combatant, "down"), clock_seconds(until) if until else None)

    def willpower_check(self, combatant: Combatant, follow: Follow = FALLS_UNCONSCIOUS) -> Check:
        """The combatant's Willpower (Mental) check (T2), at what its state adds to the roll; a failure
        puts on ``follow`` (falling unconscious, l.18)."""
        return states.willpower_check(stat(combatant, "willpower"), self.of(combatant).on(WILLPOWER), follow)

    def wounds(self, combatant: Combatant) -> str:
        """The Unconsciousness prompt for an awake combatant out of SHP or DHP ("" if none)."""
        if self.pools.left(combatant, "DHP") == 0:
            return "DHP 0: roll Unconsciousness, d100 doubled"
        if self.pools.left(combatant, "SHP") == 0:
            return "SHP 0: roll Unconsciousness"
        return ""

    def _status(self, combatant: Combatant, down: Down, speed: Speed) -> list[str]:
        """The status line's words: down and until when, or the Unconsciousness roll due; the fatigue
        and what it brings; the evasion of one awake, and its rest."""
        if down.state == "dead":
            return ["Dead"]
        texts = []
        if down.state == "dying":
            texts.append(f"Dying: dead at {down.when}" if down.when else "Dying")
        elif down.state == "unconscious":
            texts.append(f"Unconscious until {down.when}" if down.when else "Unconscious")
        elif wounds := self.wounds(combatant):
            texts.append(wounds)
        texts += fatigue_texts(speed.fatigue)
        if down.state == "awake":  # no evasion for one who cannot move
            texts.append(f"Evasion {speed.evasion.evasion} (Combat Speed {speed.effective})")
            doing = stat(combatant, "rest")
            if doing != "active":
                texts.append(dict(REST_CHOICES)[doing])
        return texts
