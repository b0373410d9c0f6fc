"""What falls due for a TAL combatant: at its turn's start (down, dying, the Unconsciousness roll
still due, its fatigue and a Spent one's Willpower (Mental) check), the moment damage lands (the
Unconsciousness roll on the last SHP, doubled on the last DHP, T15; the Willpower check on dropping
to Spent, T2), and as game time passes (unconsciousness or dying ends, healing over time, a Taxed
one's hourly check to stay awake)."""

from __future__ import annotations

from dataclasses import replace

from pyrules.core.encounter.model import Combatant, Prompt, State
from pyrules.core.encounter.parts import ReminderRules
from pyrules.tal import states
from pyrules.tal.states import FALLS_ASLEEP, fatigue_texts, unconsciousness_check
from pyrules.tal.tracker.pools import TalPools
from pyrules.tal.tracker.resting import DAY, HOUR, RESTING, Rest, Resting, banked, count
from pyrules.tal.tracker.standing import TalStandingRules


class TalReminders(ReminderRules):
    """The Unconsciousness roll and the Willpower (Mental) checks, and healing over time."""

    def __init__(self, pools: TalPools, standing: TalStandingRules, resting: Resting) -> None:
        self.pools = pools
        self.standing = standing
        self.resting = resting

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment != "turn_start":
            return []
        name = combatant.name
        standing = self.standing.of(combatant, encounter)
        down = standing.down
        if not standing.alive:
            return [Prompt(f"{name} is dead.")]
        if down.state == "dying":
            if down.until is not None and encounter.clock >= down.until:
                return [Prompt(f"{name} died at {down.when}.")]
            return [Prompt(f"{name} is dying" + (f": dead at {down.when}." if down.when else "."))]
        if down.state == "unconscious":
            if down.until is not None and encounter.clock >= down.until:
                return [Prompt(f"{name} came to at {down.when}: set Down to Awake.")]
            return [Prompt(f"{name} is unconscious" + (f" until {down.when}" if down.when else "") + ": no action.")]
        texts = []
        if self.standing.wounds(combatant):
            texts.append(self._unconsciousness_due(encounter, combatant))
        assert standing.speed is not None  # a TAL standing has its Combat Speed
        tired = standing.speed.fatigue
        if standing.fatigue != "fresh":
            texts.append(Prompt(f"{name} is {fatigue_texts(tired)[0]}."))
            if standing.fatigue == "spent":
                texts.append(Prompt(f"{name}: no offensive actions; Willpower (Mental) check for anything strenuous.",
                                    self.standing.willpower_check(combatant), combatant.id))
        return texts

    def _unconsciousness_due(self, encounter: State, combatant: Combatant) -> Prompt:
        """The Unconsciousness roll still due at a turn's start, with its check when the log holds the
        wound that emptied the pool (the roll doubled for the last DHP, l.182)."""
        doubled = self.pools.left(combatant, "DHP") == 0
        pool, roll = ("DHP", "d100 doubled") if doubled else ("SHP", "d100")
        damage = states.wound_that_emptied(encounter, combatant.id, pool)
        text = f"{combatant.name}: {pool} 0: roll Unconsciousness, {roll} + "
        if damage is None:  # the pool was emptied by hand: the damage is the game master's to add
            return Prompt(text + "the damage taken (T15).", None, combatant.id)
        return Prompt(text + f"{damage} damage (T15).", unconsciousness_check(damage, doubled), combatant.id)

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """The checks due the moment damage lands: the Unconsciousness roll when it takes the last
        SHP (doubled when it takes the last DHP, T15), the Willpower check on dropping to Spent (T2)."""
        was, now = before.combatant(combatant_id), after.combatant(combatant_id)
        standing = self.standing.of(now, after)
        if kind != "damage" or not standing.acts:
            return []
        texts = []
        left = self.pools.left
        last_dhp = left(was, "DHP") > 0 and left(now, "DHP") == 0
        if last_dhp or (left(was, "SHP") > 0 and left(now, "SHP") == 0):
            pool, doubled = ("DHP", " doubled") if last_dhp else ("SHP", "")
            texts.append(Prompt(f"{now.name}: the last {pool} is gone: roll Unconsciousness, d100{doubled} + {amount} "
                                "damage (T15).", unconsciousness_check(amount, last_dhp), now.id))
        if standing.fatigue == "spent" and self.standing.of(was, before).fatigue != "spent":
            texts.append(Prompt(f"{now.name} drops to Spent: Willpower (Mental) check or fall unconscious (T2).",
                                self.standing.willpower_check(now), now.id))
        return texts

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        return self._due(encounter, elapsed_from, elapsed_to)[0]

    def elapse(self, encounter: State, elapsed_from: int, elapsed_to: int) -> State:
        """The checks due, and each combatant's rest counted so far kept in its stats (``stats.BANK``)."""
        texts, rests = self._due(encounter, elapsed_from, elapsed_to)
        combatants = tuple(banked(c, rests[c.id], elapsed_to) for c in encounter.combatants)
        if any(new is not old for new, old in zip(combatants, encounter.combatants)):
            encounter = replace(encounter, combatants=combatants)
        return encounter.reminded(texts, "time")

    def _due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> tuple[list[Prompt], dict[str, Rest]]:
        texts: list[Prompt] = []
        for c in encounter.combatants:  # unconsciousness or dying ends
            down = self.standing.down(c)
            if down.until is not None and elapsed_from < down.until <= elapsed_to:
                if down.state == "dying":
                    texts.append(Prompt(f"{c.name} dies ({down.when})."))
                else:
                    texts.append(Prompt(f"{c.name} comes to ({down.when}): set Down to Awake."))
        rests = {}
        resting = self.resting
        for c in encounter.combatants:
            spans = resting.spans(c, elapsed_from, elapsed_to)
            rests[c.id] = rested = resting.rest(c, elapsed_from, elapsed_to)
            texts += resting.shp_back(c, rested.tens)
            texts += resting.tal_back(c, rested.hours)
            texts += self._stay_awake(c, count(spans, HOUR, ("active", "resting")))
            texts += resting.dhp_back(c, count(spans, DAY, ("active", *RESTING)))
        return texts, rests

    def _stay_awake(self, c: Combatant, hours: int) -> list[Prompt]:
        """Taxed: a Willpower (Mental) check each waking hour (the reference says "periodic")."""
        if not hours or self.standing.of(c).fatigue != "taxed":
            return []
        times = f" (×{hours})" if hours > 1 else ""
        return [Prompt(f"{c.name} is Taxed: Willpower (Mental) check to stay awake if nothing is going on{times}.",
                       self.standing.willpower_check(c, FALLS_ASLEEP), c.id)]
