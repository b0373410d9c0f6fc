"""The TAL encounter-tracker plug-in (key "tal"): SHP, DHP and TAL, fatigue, unconsciousness, healing.

Every rule comes from the TAL modules (its damage states from ``pyrules.tal.states``); this file
only reads a combatant's stats and pools and asks them. What a combatant's state does is said in
one place, its standing (``TalPlugin.standing``): its pools left, its fatigue and the penalties it
puts on the attack roll, the Willpower (Mental) check and Combat Speed, whether it is down and so
may not act, attack or evade, and the words of its status line; the status line, the reminders,
the calculators and the exchange read it.

* **Pools.** SHP and DHP are Constitution / 2 rounded off (T7); TAL's maximum is
  the stat "TAL max" (0: the combatant has no TAL pool). Damage comes off SHP
  first and what SHP cannot take goes on to DHP (assumed); damage put on DHP or
  TAL stays there; no pool goes below 0 (damage past the last DHP is what the
  Unconsciousness roll adds). Healing fills one pool up to its maximum.
* **Fatigue** from the TAL left (T2): the level and its Combat Speed and roll
  penalties in the status; Spent keeps Taxed's penalties (errata T2). Dropping
  to Spent calls for a Willpower (Mental) check at once; each such check is offered
  as a d100 at or under the stat "Willpower" less the fatigue penalty (assumed), and a
  failure is one tap: Down to Unconscious (l.18; Doing to Asleep for Taxed's, l.17).
  The attack calculator a combatant opens carries its fatigue level; a Spent one
  starts no attack (l.18).
* **Initiative** is the Combat Speed after the fatigue penalty (not below 0),
  highest first; equal speeds break on a d100 rolled with it, higher first
  (assumed: the reference prints no initiative rule). The status of one awake
  shows the evasion that speed gives (T11); one unconscious or dying has none.
* **Unconsciousness.** The damage that takes the last SHP calls for the
  Unconsciousness roll at once (d100 plus that damage; doubled when it took the
  last DHP, l.182), and the status asks for it while the character is out of
  SHP and awake; a failed roll is one tap, Down to Dying (Dead at Instant Death,
  l.189-193), and one down starts no attack. ``knock_out`` turns that
  roll into an edit action that sets the stats "Down" and "Until" (a game-clock
  reading); the tracker reminds when that time comes as the clock runs.
* **Healing over time** (T16, T3): one SHP every 10 minutes of no fighting or
  strenuous activity (l.201: resting, asleep or unconscious), DHP per full day
  by activity (Constitution Rolls × 1, 2 or 3), TAL per hour of rest, sleep or
  unconsciousness (× Power Rolls): reminded as game time passes, for the game
  master to apply. SHP and TAL count the time actually spent so: the part of a
  10 minutes or an hour not yet complete is kept in the combatant's stats
  (``rested_*``) for the next time the clock runs, and lost when the combatant
  becomes active (or, for TAL, changes from rest to sleep or the like).

A round is 10 seconds (``round_seconds``; assumed, the reference prints no
round length): 6 rounds a minute, 60 rounds to an SHP. The reference assumes no
published rule here, so nothing is marked PUBLISHED_RULE; every reading it
leaves open is in ``NOTES`` (and the plug-in's ``notes``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from pyrules.tal.tracker import card as character, exchange as exchanges
from pyrules.core import validate
from pyrules.core.dice import roll
from pyrules.core.encounter import actions
from pyrules.core.encounter.model import Check, Combatant, Prompt, State
from pyrules.core.encounter.wide_plugin import WidePlugin, composed
from pyrules.core.encounter.plugins import Initiative, Resource, every, register_plugin
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.tal import errata
from pyrules.tal.data.injury import SHP_MINUTES_PER_POINT
from pyrules.tal.healing_damage import SHP_CONDITION, SHP_SOURCE
from pyrules.tal.evasion_and_precision import MOST_COMBAT_SPEED
from pyrules.core.explain import signed
from pyrules.tal.healing_damage import ACTIVITIES as CARE_CHOICES, plan_healing
from pyrules.tal.hit_points_and_soak import read_hit_points
from pyrules.tal.fatigue import FatigueState, read_fatigue
from pyrules.tal.recovery import recover
from pyrules.tal import states
from pyrules.tal.states import (DOWN_CHOICES, FALLS_ASLEEP, FALLS_UNCONSCIOUS, UNIT_SECONDS, WILLPOWER, Down, Speed,
                                TalStanding, down_refusals, fatigue_texts, tired_modifiers, unconsciousness_check)
from pyrules.tal.tracker.clock import ClockField, clock_seconds
from pyrules.tal.unconsciousness_duration import LIVES_AT_MOST

ROUND_SECONDS = 10                        # assumed: the reference prints no round length
SHP_SECONDS = SHP_MINUTES_PER_POINT * 60  # one SHP every 10 minutes (T16, l.201)
HOUR = UNIT_SECONDS["hours"]
DAY = UNIT_SECONDS["days"]

REST_CHOICES = (("active", "Active"), ("resting", "Resting"), ("asleep", "Asleep"))
# TAL Recovery (T3) row for each way of resting; "Normal meal" and "Snack" are not time: the TAL tool has them.
_RECOVERY = {"resting": ("rest", "hour of rest", "hours of rest"),
             "asleep": ("sleep", "hour of sleep", "hours of sleep"),
             "out": ("unconscious", "hour of unconsciousness", "hours of unconsciousness")}
RESTING = ("resting", "asleep", "out")  # no fighting or strenuous activity (l.201)
# Stats the plug-in keeps itself (not in the form): the game clock when they were counted, the
# seconds of rest towards the next SHP, the seconds towards the next hour of TAL recovery and
# the T3 activity (rest, sleep, unconscious) that hour is of.
BANK = ("rested_at", "rested_shp", "rested_tal", "rested_as")

STATS: tuple[Field, ...] = (
    Field("constitution", "Constitution", "int", default=50, low=1, high=100, percentile=True,
          help="SHP and DHP are half, rounded off. 00 is 100."),
    Field("combat_speed", "Combat speed", "int", default=10, low=0, high=MOST_COMBAT_SPEED,
          help="Initiative and evasion; fatigue lowers it."),
    Field("tal_max", "TAL max", "int", default=0, low=0, high=9999, help="0: no TAL."),
    Field("power", "Power", "int", default=50, low=1, high=100, percentile=True,
          help="Power Rolls for TAL recovery. 00 is 100."),
    Field("willpower", "Willpower", "int", default=50, low=1, high=100, percentile=True,
          help="Willpower (Mental) checks: d100 at or under it. 00 is 100."),
    Field("rest", "Doing", "choice", default="active", choices=REST_CHOICES,
          help="Resting or asleep: SHP and TAL come back as time passes."),
    Field("care", "DHP healing", "choice", default="normal", choices=CARE_CHOICES),
    Field("down", "Down", "choice", default="awake", choices=DOWN_CHOICES,
          help="Set by the Unconsciousness roll."),
    ClockField("until", "Until", "text", default="",
               help="Game time it ends, as the clock shows it: 42:00 or 1:05:00."),
)

# A card keeps what lasts between encounters: not what the character is doing, nor whether it is down.
CARD_FIELDS = tuple(f for f in STATS if f.name in ("constitution", "combat_speed", "tal_max", "power", "willpower"))
# What an encounter keeps of a combatant and a card does not: its stats of the moment, and the rest it counted.
ENCOUNTER_ONLY = tuple(f.name for f in STATS if f not in CARD_FIELDS) + BANK

NOTES: tuple[str, ...] = (
    "A round is 10 seconds (assumed: the reference prints no round length).",
    "Damage to SHP that SHP cannot take goes on to DHP; damage put on DHP or TAL stays there; "
    "no pool goes below 0 (assumed).",
    "With no SHP left, roll Unconsciousness; damage that took the last DHP doubles the roll "
    "(l.182; when to roll is assumed).",
    "Initiative: the highest Combat Speed after fatigue acts first (not below 0); equal speeds: "
    "the higher d100 rolled with it (assumed: the reference prints no initiative rule).",
    errata.SPENT.footnote,
    f"SHP come back one every 10 minutes of “{SHP_CONDITION.lower()}” ({SHP_SOURCE}): resting, "
    "asleep or unconscious (unconsciousness assumed to count); time spent so is counted across "
    "passes of time, and starts again when the character becomes active.",
    "DHP come back at each full day of game time from the encounter's start (assumed).",
    errata.CONSTITUTION_ROLLS.footnote,
    "TAL comes back for each whole hour of rest, sleep or unconsciousness: the TAL Recovery entry × "
    "Power Rolls (T3); an hour starts again when the character changes between them (assumed).",
    errata.POWER_ROLLS.footnote,
    "Taxed: the “periodic” Willpower (Mental) check to stay awake is reminded each hour (assumed).",
    "A Willpower (Mental) check is a d100 at or under Willpower, the fatigue penalty added to the roll; "
    "a rolled 00 fails (assumed: the reference does not say how the check is made).",
    f"The Unconsciousness roll's button tells whether roll plus damage stays at {LIVES_AT_MOST} or less, short "
    "of the Dead rows (l.189-193); read the roll on T15 for how long. A failed one puts Down to Dying in one tap, "
    "or Dead when it reaches Instant Death (l.193); set Until to the time it reads.",
    "A failed Willpower (Mental) check to keep from falling unconscious (l.18) puts Down to Unconscious in one tap, "
    "with no Until: the reference prints no duration for such a fall (assumed); one to keep from falling asleep "
    "(l.17) puts Doing to Asleep.",
    "An attack spends at most the TAL left: the pool runs down to Spent at 0 (l.14-18; assumed).",
    "One attack at several targets is one d100, judged at each with that target's own evasion (l.120-125), cover, "
    "range and defense (assumed: the reference prints attacks at one opponent).",
    "A character card keeps no Down, Until, Doing or DHP healing: a card starts each encounter awake and active.",
)



def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def _a_third(most: int) -> int:
    """Where a pool reads low on the tracker: below a third of its maximum (a warning, not a rule)."""
    return (most - 1) // 3


class TalPlugin(WidePlugin):
    """SHP, DHP and TAL pools; fatigue; initiative by Combat Speed; unconsciousness; healing over time."""

    key = "tal"
    name = "TAL"
    round_seconds = ROUND_SECONDS
    stats = STATS
    spent_pools = ("TAL",)
    card_fields = CARD_FIELDS
    card_extras = (character.TAL_LEFT,)
    attack_rules = character.ATTACKS
    exchange = exchanges.EXCHANGE
    notes = NOTES

    # -- pools ------------------------------------------------------------------
    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        hp = read_hit_points(self.stat(combatant, "constitution"))
        pools = [Resource("SHP", hp.shp, label="SHP", low_from=_a_third(hp.shp)),
                 Resource("DHP", hp.dhp, label="DHP", low_from=_a_third(hp.dhp))]
        tal_max = self.stat(combatant, "tal_max")
        if tal_max:
            pools.append(Resource("TAL", tal_max, label="TAL", low_from=_a_third(tal_max)))
        return tuple(pools)

    def check_card(self, stats: dict) -> dict:
        """A card read without what only an encounter keeps (whether the character is down, what
        it is doing, its healing): a card brought into a new encounter starts it awake and active."""
        return {name: value for name, value in stats.items() if name not in ENCOUNTER_ONLY}

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict]:
        """The attack with its fatigue (l.16-18: Taxed adds 10 to the roll, Spent cannot attack);
        TAL with its TAL max, TAL left and Power; healing and the character sheet with its
        Constitution (and Combat Speed)."""
        found = {"tal-attack": {"fatigue": self.standing(combatant, encounter).fatigue},
                 "tal-healing": {"constitution": self.stat(combatant, "constitution")},
                 "tal-character": {"constitution": self.stat(combatant, "constitution"),
                                   "combat_speed": self.stat(combatant, "combat_speed")}}
        if self.stat(combatant, "tal_max"):
            found["tal-tal"] = {"tal_max": self.stat(combatant, "tal_max"), "tal_now": self.left(combatant, "TAL"),
                                "power": self.stat(combatant, "power")}
        return found

    def left(self, combatant: Combatant, name: str) -> int:
        """A pool's current value, read between 0 and its maximum (an edit can set any value)."""
        pool = self.resource(combatant, name)
        return max(0, min(pool.maximum, self.current(combatant, name)))

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        pool = self.resource(combatant, resource)
        return states.damage_to_pools(pool.name, self.current(combatant, pool.name), amount,
                                      self.current(combatant, "DHP"))

    # -- derived state ----------------------------------------------------------
    def fatigue(self, combatant: Combatant) -> FatigueState | None:
        """The fatigue level from the TAL left (T2); None without a TAL pool."""
        tal_max = self.stat(combatant, "tal_max")
        if not tal_max:
            return None
        return read_fatigue(tal_max, self.left(combatant, "TAL"))

    def speed(self, combatant: Combatant) -> Speed:
        return states.speed(self.stat(combatant, "combat_speed"), self.fatigue(combatant))

    def down(self, combatant: Combatant) -> Down:
        until = self.stat(combatant, "until")
        return states.down(self.stat(combatant, "down"), clock_seconds(until) if until else None)

    def willpower_check(self, combatant: Combatant, follow=FALLS_UNCONSCIOUS) -> Check:
        """The combatant's Willpower (Mental) check (T2), at what its state adds to the roll; a failure
        puts on ``follow`` (falling unconscious, l.18)."""
        return states.willpower_check(self.stat(combatant, "willpower"), self.standing(combatant).on(WILLPOWER),
                                      follow)

    def _wounds(self, combatant: Combatant) -> str:
        """The Unconsciousness prompt for an awake combatant out of SHP or DHP ("" if none)."""
        if self.left(combatant, "DHP") == 0:
            return "DHP 0: roll Unconsciousness, d100 doubled"
        if self.left(combatant, "SHP") == 0:
            return "SHP 0: roll Unconsciousness"
        return ""

    # -- turns ------------------------------------------------------------------
    def initiative(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """Combat Speed after fatigue; ties break on a d100, higher first."""
        speed = self.standing(combatant).speed
        assert speed is not None  # a TAL standing has its Combat Speed
        tie = roll("d100", rng).total
        text = f"Combat Speed {speed.base}"
        if speed.penalty:
            assert speed.fatigue is not None  # a penalty comes of fatigue
            text += f" {signed(speed.penalty)} {speed.fatigue.label} = {speed.effective}"
        return Initiative(speed.effective, tie, f"{text}; tie-break d100 {tie}")

    def standing(self, combatant: Combatant, encounter: State | None = None) -> TalStanding:
        """The one description of a TAL combatant's state: its pools left, its fatigue (T2) with its
        penalties to the attack roll, the Willpower (Mental) check and Combat Speed, whether it is
        down (T15) and so may not act, attack or evade, a Spent one's refusal to attack (l.18),
        and the words of its status line."""
        down, speed = self.down(combatant), self.speed(combatant)
        refusals = down_refusals(combatant.name, down, speed.fatigue)
        refused = {what for what, _why in refusals}
        return TalStanding(acts="acts" not in refused, attacks="attacks" not in refused,
                           defends="defends" not in refused, fires="fires" not in refused,
                           alive=down.state != "dead", refusals=refusals, modifiers=tired_modifiers(speed.fatigue),
                           status=tuple(self._status(combatant, down, speed)), down=down, speed=speed,
                           pools=tuple((pool.name, self.left(combatant, pool.name))
                                       for pool in self.resources(combatant)))

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
        elif wounds := self._wounds(combatant):
            texts.append(wounds)
        texts += fatigue_texts(speed.fatigue)
        if down.state == "awake":  # no evasion for one who cannot move
            texts.append(f"Evasion {speed.evasion.evasion} (Combat Speed {speed.effective})")
            if self.stat(combatant, "rest") != "active":
                texts.append(dict(REST_CHOICES)[self.stat(combatant, "rest")])
        return texts

    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment != "turn_start":
            return []
        name = combatant.name
        standing = self.standing(combatant, encounter)
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
        if self._wounds(combatant):
            texts.append(self._unconsciousness_due(encounter, combatant))
        assert standing.speed is not None  # a TAL standing has its Combat Speed
        tired = standing.speed.fatigue
        if standing.fatigue != "fresh":
            texts.append(Prompt(f"{name} is {fatigue_texts(tired)[0]}."))
            if standing.fatigue == "spent":
                texts.append(Prompt(f"{name}: no offensive actions; Willpower (Mental) check for anything strenuous.",
                                    self.willpower_check(combatant), combatant.id))
        return texts

    def _unconsciousness_due(self, encounter: State, combatant: Combatant) -> Prompt:
        """The Unconsciousness roll still due at a turn's start, with its check when the log holds the
        wound that emptied the pool (the roll doubled for the last DHP, l.182)."""
        doubled = self.left(combatant, "DHP") == 0
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
        standing = self.standing(now, after)
        if kind != "damage" or not standing.acts:
            return []
        texts = []
        last_dhp = self.left(was, "DHP") > 0 and self.left(now, "DHP") == 0
        if last_dhp or (self.left(was, "SHP") > 0 and self.left(now, "SHP") == 0):
            pool, doubled = ("DHP", " doubled") if last_dhp else ("SHP", "")
            texts.append(Prompt(f"{now.name}: the last {pool} is gone: roll Unconsciousness, d100{doubled} + {amount} "
                                "damage (T15).", unconsciousness_check(amount, last_dhp), now.id))
        if standing.fatigue == "spent" and self.standing(was, before).fatigue != "spent":
            texts.append(Prompt(f"{now.name} drops to Spent: Willpower (Mental) check or fall unconscious (T2).",
                                self.willpower_check(now), now.id))
        return texts

    # -- game time --------------------------------------------------------------
    def spans(self, combatant: Combatant, elapsed_from: int, elapsed_to: int) -> list[tuple[str, int, int]]:
        """The game time (from, to] cut where the combatant comes to or dies: [(doing, from, to)].

        ``doing`` is "out" (unconscious or dying), or the stat "Doing" (active, resting,
        asleep) while awake, and after the "Until" time of one who comes to. Time after
        a dying combatant's "Until", and a dead one's, is left out.
        """
        down = self.down(combatant)
        if down.state == "dead":
            return []
        doing = self.stat(combatant, "rest")
        if down.state == "awake":
            return [(doing, elapsed_from, elapsed_to)]
        if down.until is None or down.until >= elapsed_to:
            return [("out", elapsed_from, elapsed_to)]
        after = [] if down.state == "dying" else [(doing, max(elapsed_from, down.until), elapsed_to)]
        if down.until <= elapsed_from:
            return after
        return [("out", elapsed_from, down.until)] + after

    def rest(self, combatant: Combatant, elapsed_from: int, elapsed_to: int) -> Rest:
        """The time (from, to] spent with no fighting or strenuous activity, added to what was counted before.

        What a combatant had counted is used only when it was counted up to ``elapsed_from``
        (a clock put back, or a copy from another encounter, starts afresh).
        """
        stats = combatant.stats
        counted = stats.get("rested_at") == elapsed_from
        shp = _seconds(stats.get("rested_shp"), SHP_SECONDS) if counted else 0
        tal = _seconds(stats.get("rested_tal"), HOUR) if counted else 0
        rested_as = stats.get("rested_as")
        tal_as = rested_as if counted and isinstance(rested_as, str) and rested_as in _ACTIVITIES else ""
        tens, hours = 0, []
        spans = self.spans(combatant, elapsed_from, elapsed_to)
        if not spans:  # dead
            shp = tal = 0
        for doing, start, end in spans:
            if doing not in RESTING:
                shp = tal = 0
                tal_as = ""
                continue
            shp += end - start
            tens += shp // SHP_SECONDS
            shp %= SHP_SECONDS
            activity = _RECOVERY[doing][0]
            if activity != tal_as:
                tal, tal_as = 0, activity
            tal += end - start
            if tal >= HOUR:
                hours.append((doing, tal // HOUR))
            tal %= HOUR
        if self.left(combatant, "SHP") + tens >= self.resource(combatant, "SHP").maximum:
            shp = 0  # healed by then: the next wound starts a fresh 10 minutes
        tal_max = self.stat(combatant, "tal_max")
        if not tal_max or self.left(combatant, "TAL") + sum(self._tal_rate(combatant, d) * n for d, n in hours) >= tal_max:
            tal, tal_as = 0, ""
        return Rest(tens, tuple(hours), shp, tal, tal_as if tal else "")

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        return self._due(encounter, elapsed_from, elapsed_to)[0]

    def elapse(self, encounter: State, elapsed_from: int, elapsed_to: int) -> State:
        """The checks due, and each combatant's rest counted so far kept in its stats (``BANK``)."""
        texts, rests = self._due(encounter, elapsed_from, elapsed_to)
        combatants = tuple(_banked(c, rests[c.id], elapsed_to) for c in encounter.combatants)
        if any(new is not old for new, old in zip(combatants, encounter.combatants)):
            encounter = replace(encounter, combatants=combatants)
        return encounter.reminded(texts, "time")

    def _due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> tuple[list[Prompt], dict[str, Rest]]:
        texts: list[Prompt] = []
        for c in encounter.combatants:  # unconsciousness or dying ends
            down = self.down(c)
            if down.until is not None and elapsed_from < down.until <= elapsed_to:
                if down.state == "dying":
                    texts.append(Prompt(f"{c.name} dies ({down.when})."))
                else:
                    texts.append(Prompt(f"{c.name} comes to ({down.when}): set Down to Awake."))
        rests = {}
        for c in encounter.combatants:
            spans = self.spans(c, elapsed_from, elapsed_to)
            rests[c.id] = rested = self.rest(c, elapsed_from, elapsed_to)
            texts += self._shp_back(c, rested.tens)
            texts += self._tal_back(c, rested.hours)
            texts += self._stay_awake(c, _count(spans, HOUR, ("active", "resting")))
            texts += self._dhp_back(c, _count(spans, DAY, ("active",) + RESTING))
        return texts, rests

    def _shp_back(self, c: Combatant, tens: int) -> list[Prompt]:
        """One SHP every 10 minutes of no fighting or strenuous activity (T16, l.201)."""
        now = self.left(c, "SHP")
        gain = min(tens, self.resource(c, "SHP").maximum - now)
        if gain <= 0:
            return []
        return [Prompt(f"{c.name} heals {gain} SHP at rest (1 per {SHP_MINUTES_PER_POINT} minutes × {tens}): "
                       f"SHP {now} → {now + gain}.")]

    def _tal_rate(self, c: Combatant, doing: str) -> int:
        """TAL recovered in an hour of rest, sleep or unconsciousness: the T3 entry × Power Rolls."""
        back = recover(_RECOVERY[doing][0], self.stat(c, "power"))
        return back.per_power_roll * back.power.rolls

    def _tal_back(self, c: Combatant, hours) -> list[Prompt]:
        """TAL per hour of rest, sleep or unconsciousness × Power Rolls (T3), up to TAL max."""
        tal_max = self.stat(c, "tal_max")
        if not tal_max:
            return []
        start = now = self.left(c, "TAL")
        parts = []
        for doing, count in hours:
            if not count or now >= tal_max:
                continue
            _activity, one, many = _RECOVERY[doing]
            back = recover(_RECOVERY[doing][0], self.stat(c, "power"))
            rolls = _plural(back.power.rolls, "Power Roll")
            parts.append(f"{_plural(count, one, many)}: {back.per_power_roll} × {rolls}")
            now = min(tal_max, now + count * back.per_power_roll * back.power.rolls)
        if now == start:
            return []
        return [Prompt(f"{c.name} recovers {now - start} TAL ({'; '.join(parts)}): TAL {start} → {now}.")]

    def _stay_awake(self, c: Combatant, hours: int) -> list[Prompt]:
        """Taxed: a Willpower (Mental) check each waking hour (the reference says "periodic")."""
        if not hours or self.standing(c).fatigue != "taxed":
            return []
        times = f" (×{hours})" if hours > 1 else ""
        return [Prompt(f"{c.name} is Taxed: Willpower (Mental) check to stay awake if nothing is going on{times}.",
                       self.willpower_check(c, FALLS_ASLEEP), c.id)]

    def _dhp_back(self, c: Combatant, days: int) -> list[Prompt]:
        """DHP per full day: Constitution Rolls × 1, 2 or 3 by activity (T16)."""
        now = self.left(c, "DHP")
        lost = self.resource(c, "DHP").maximum - now
        if not days or lost <= 0:
            return []
        plan = plan_healing(self.stat(c, "constitution"), self.stat(c, "care"), dhp_lost=lost)
        gain = min(lost, days * plan.dhp_per_day)
        rolls = _plural(plan.constitution.rolls, "Constitution Roll")
        return [Prompt(f"{c.name} heals {gain} DHP ({_plural(days, 'day')}, {plan.activity.lower()}: "
                       f"{rolls} × {plan.times}): DHP {now} → {now + gain}.")]


@dataclass(frozen=True)
class Rest:
    """Time spent with no fighting or strenuous activity, as a pass of time ends it."""

    tens: int                       # whole 10 minutes completed: SHP healed
    hours: tuple[tuple[str, int], ...]  # whole hours completed, by what the character was doing
    shp: int                        # seconds towards the next SHP
    tal: int                        # seconds towards the next hour of TAL recovery
    tal_as: str                     # the T3 activity of that hour ("rest", "sleep", "unconscious"), "" if none


_ACTIVITIES = tuple(activity for activity, _one, _many in _RECOVERY.values())


def _seconds(value, period: int) -> int:
    """A stored count of seconds towards ``period``: 0 if it is not one (a hand-edited save)."""
    seconds = validate.kept_whole(value, low=0, high=period - 1)
    return 0 if seconds is None else seconds


def _banked(c: Combatant, rested: Rest, clock: int) -> Combatant:
    """The combatant with its rest counted up to ``clock`` in its stats; itself if nothing changes."""
    bank = {"rested_at": clock, "rested_shp": rested.shp, "rested_tal": rested.tal, "rested_as": rested.tal_as}
    if not rested.shp and not rested.tal:
        if not any(key in c.stats for key in BANK):
            return c
        return replace(c, stats={k: v for k, v in c.stats.items() if k not in BANK})
    return replace(c, stats={**c.stats, **bank})


def _count(spans, period: int, doing: tuple[str, ...]) -> int:
    """How many times a check every ``period`` seconds falls due in the spans spent ``doing`` one of these."""
    return sum(every(period, a, b) for what, a, b in spans if what in doing)


PLUGIN = register_plugin(composed(TalPlugin()))


# -- actions the page sends ------------------------------------------------------

def _state(encounter) -> State:
    state = getattr(encounter, "state", encounter)
    if not isinstance(state, State):
        raise RulesError("Give the encounter (or its state).", "encounter")
    return state


def knock_out(encounter, combatant: str, roll, damage, *, last_deep_hp: bool | None = None,
              d10=None, rng: random.Random | None = None) -> actions.EditAction:
    """The edit action that puts a combatant down after the Unconsciousness roll (T15).

    ``roll`` is the d100 (00 is 100) and ``damage`` the damage taken; the roll is
    doubled when ``last_deep_hp`` (None: when the combatant's DHP are at 0). The
    1d10 of the duration is ``d10`` or rolled with ``rng``. The action sets "Down"
    to unconscious, dying ("Dead in ...") or dead (Instant Death) and "Until" to the
    game clock now plus the duration.
    """
    state = _state(encounter)
    c = state.combatant(combatant)
    if last_deep_hp is None:
        last_deep_hp = PLUGIN.left(c, "DHP") == 0
    return actions.edit(c.id, stats=states.knocked_out(roll, damage, last_deep_hp, state.clock, d10, rng))


def wake(combatant: str) -> actions.EditAction:
    """The edit action for a combatant who comes to: Down back to Awake, no end time."""
    return actions.edit(combatant, stats={"down": "awake", "until": ""})
