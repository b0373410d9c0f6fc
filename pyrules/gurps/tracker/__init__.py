"""The GURPS encounter-tracker plug-in (key "gurps"): HP and FP, shock, stun, wounds, turn order.

Everything is derived live from the encounter's state with the ruleset's own
functions (``states``, ``shock``, ``maneuvers``, ``turn_order``):

* pools: HP (down to -5xHP) and FP (down to -1xFP; FP lost at 0 or less also
  costs 1 HP each, and past -1xFP further loss comes off HP: G15 l.206-208);
* statuses: the G14 and G15 thresholds (below HP/3 and FP/3 with the halved
  Move, Dodge and ST; 0 or less; -1xHP death checks; -5xHP dead; -1xFP
  unconscious), stunned, mortally wounded, bleeding, this turn's maneuver and
  what it does to defense (All-Out Attack: none), posture (its attack modifier
  for melee only, a published rule); with the encounter given (``status(c,
  state)``, as the page does) also shock; all of them the standing's words;
* the moment damage lands (``on_change``): the HT roll against knockdown and
  stun for a major wound (failed: stunned, lying down until it rises and told it drops what it
  holds, l.244; failed by 5 or more: unconscious, a published rule),
  a death check for each multiple of -HP crossed, death at -5xHP (a blow that
  gets there kills outright: no other roll), unconsciousness at -1xFP;
* HP lost through fatigue (G15 l.206-208, past -1xFP too) are no wound: no
  major wound, shock or bleeding from them (the log names the pool a blow was
  given to);
* pain threshold: High ignores shock, Low doubles it (max -8), published rules;
* reminders at the start of each turn: the HT roll every turn at 0 HP or less,
  the Will roll at 0 FP or less (Will left blank is IQ, a published rule),
  shock from the injury since the combatant's last turn (G17 l.240), stunned
  (Do Nothing); at the end of a stunned combatant's turn its recovery roll;
* game-time checks: bleeding every minute (HT at -1 per 5 HP lost), mortal
  wounds every half hour, FP recovery every 10 minutes (5 if Very Fit); each
  that asks for a roll carries its check and names its combatant;
* turn order: Basic Speed, ties by DX, then by a 1d6 rolled with it (a published rule).

Every reminder that asks for a roll is a ``Prompt`` with its ``Check``, judged
with the criticals of a 3d6 success roll (``judge``, ``check_chance``).
Stunned, mortally wounded and "bleeding stopped" are flags among the stats, or
conditions of those names; Unconscious, Dead and Incapacitated are conditions (a
failed roll's follow-up puts them on: Incapacitated, a failed Will roll at 0 FP or
less, l.206). What all of it does is said once, in the combatant's standing
(``standing``): what it may do (the stunned, and the incapacitated while its FP are
not positive, must Do Nothing; the unconscious, the mortally wounded and the dead
neither act nor defend, the dead are due no more rolls) and what it puts on each
roll (below FP/3, the ST its thrust and swing are read from halved); the status line, the
reminders, the calculators opened from its row and the exchange read it.

A blow applied from the injury calculator says where it landed and what it
did (``LogEntry.location``, ``effects``): the tracker reads that place's
effects from the same rules as the calculator (``wounds.knockdown_roll``,
``shock.shock_of_wounds``: the groin's double shock, the -5 or -10 on the
knockdown roll, none of the skull's for toxic damage). A blow tapped in with no location is read as to the torso, and the
major-wound prompt then lists the places with a knockdown modifier.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

from pyrules.core.dice import roll as roll_dice
from pyrules.core.encounter.model import Check, Combatant, Follow, Prompt, State
from pyrules.core.encounter.wide_plugin import WidePlugin, composed
from pyrules.core.encounter.plugins import Initiative, Judged, Resource, every, register_plugin
from pyrules.core.encounter.standing import Modifier, refused
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.fields import Field
from pyrules.core.errors import RulesError
from pyrules.core.explain import signed
from pyrules.gurps.tracker import card as character, exchange as exchanges, log as tracker_log
from pyrules.gurps.tracker.standing import (
    CONSCIOUS,
    LOW_FP_DODGE,
    LOW_FP_ST,
    LOW_HP_DODGE,
    SHIELD_UNREADY,
    SHIELD_UNREADY_RULE,
    STUNNED_DEFENSES,
    INCAPACITATED_RULE,
    UNCONSCIOUS_RULE,
    GurpsStanding,
    ShockNow,
    defense_options,
)
from pyrules.gurps.criticals import beyond_the_margin, chances_at, judge as judge_roll
from pyrules.gurps.states import (
    KNOCKOUT_RULE,
    bleeding_modifier,
    death_checks_crossed,
    death_checks_made,
    fatigue_loss,
    fp_status,
    halved,
    hp_status,
)
from pyrules.gurps.data.injury import (
    BLEEDING_LOSS,
    BLEEDING_LOSS_CRITICAL,
    BLEEDING_STOPS_AFTER,
    DEATH_AT_MULTIPLE,
    KNOCKOUT_MARGIN,
    LOCATION_EFFECTS,
    MORTAL_WOUND_MARGIN,
    PAIN_THRESHOLD,
    STUNNED_DEFENSE,
)
from pyrules.gurps.data import cite
from pyrules.gurps.data.maneuvers import MANEUVERS
from pyrules.gurps.data.modifiers import POSTURES
from pyrules.gurps.maneuvers import card, defends
from pyrules.gurps.shock import Shock, shock_of_wounds
from pyrules.gurps.turn_order import basic_speed
from pyrules.gurps.wounds import damage_type_in, knockdown_roll

ROUND_SECONDS = 1  # a GURPS turn is one second
MINUTE = 60  # G17 l.262: bleeding, at the end of every minute
HALF_HOUR = 1800  # G17 l.254: mortal wounds, every half hour
FP_RECOVERY = 600  # G15 l.208: 1 FP/10 minutes
FP_RECOVERY_VERY_FIT = 300  # G15 l.208: 5 minutes if Very Fit

STUNNED_NAMES = ("stunned", "stun")
MORTAL_NAMES = ("mortally wounded", "mortal wound", "mortal")
STOPPED_NAMES = ("bleeding stopped", "not bleeding", "staunched")
UNCONSCIOUS_NAMES = ("unconscious", "knocked out")
DEAD_NAMES = ("dead",)
INCAPACITATED_NAMES = ("incapacitated",)


def _title(printed: str) -> str:
    """ "MOVE AND ATTACK" -> "Move and Attack", "ALL-OUT ATTACK" -> "All-Out Attack"."""
    words = []
    for word in printed.split(" "):
        word = "-".join(part.capitalize() for part in word.split("-"))
        words.append(word.lower() if word.lower() in ("and", "or") else word)
    return " ".join(words)


MANEUVER_LABELS = {m.key: _title(m.name) for m in MANEUVERS}
POSTURE_BY_KEY = {p.key: p for p in POSTURES}
PAIN_LABELS = {"normal": "Normal", "high": "High Pain Threshold", "low": "Low Pain Threshold"}


def _knockdown_places() -> str:
    """ "-5 face, vitals, groin; -10 skull, eye": the G17 l.246-248 modifiers, from the location data."""
    by_modifier: dict[int, list[str]] = {}
    for place, effects in LOCATION_EFFECTS.items():
        if effects.knockdown_modifier:
            by_modifier.setdefault(effects.knockdown_modifier, []).append(place)
    return "; ".join(f"{signed(m)} {', '.join(places)}" for m, places in sorted(by_modifier.items(), reverse=True))


KNOCKDOWN_PLACES = _knockdown_places()


def _offered(fields, values: dict) -> dict:
    """The values a calculator's fields take (its maneuvers are fewer than the tracker's)."""
    choices = {f.name: {key for key, _ in f.choices} for f in fields if f.kind == "choice"}
    return {name: value for name, value in values.items() if value in choices.get(name, ())}


def ht_roll(target: int, label: str, follow: Follow | None = None) -> Check:
    """A 3d6 roll against an HT of ``target``, as a reminder offers to roll it; ``follow`` is what
    a failure puts on the combatant."""
    return Check("3d6", target, at_most=True, label=label, follow=follow)


# What a failed roll puts on: knockdown, Stunned (Unconscious failed by 5 or more or critically, a
# published rule, l.242-250), and either way its victim falls, lying down until it rises, and drops
# what it holds (l.244: "to avoid stun, falling, and dropping anything in hand"); a death check, Dead
# (Mortally wounded failed by 1 or 2, l.254); the HT roll at 0 HP or less, Unconscious (l.195).
KNOCKED_DOWN_TELLS = "falls prone and drops what it holds"
KNOCKED_DOWN = Follow("Stunned", "Unconscious", KNOCKOUT_MARGIN, worse_on_critical=True,
                      sets=(("posture", exchanges.LYING),), tells=KNOCKED_DOWN_TELLS)
DEATH_CHECK_FAILED = Follow("Mortally wounded", "Dead", MORTAL_WOUND_MARGIN + 1)
PASSED_OUT = Follow("Unconscious")
# Once mortally wounded, failing any further HT roll kills (l.254), the half-hourly one too (l.256).
DIES = Follow("Dead")


# A failed Will roll at 0 FP or less: incapacitated until the FP are positive (l.206).
INCAPACITATED = Follow("Incapacitated")


def will_roll(target: int) -> Check:
    """The Will roll at 0 FP or less (G15 l.206), as a reminder offers to roll it; a failure puts
    on Incapacitated."""
    return Check("3d6", target, at_most=True, label="Will to act", follow=INCAPACITATED)

STATS = (
    Field("st", "ST", "int", default=10, low=1, high=999),
    Field("dx", "DX", "int", default=10, low=0, high=99, help="Breaks ties in Basic Speed."),
    Field("iq", "IQ", "int", default=10, low=1, high=99),
    Field("ht", "HT", "int", default=10, low=1, high=99),
    Field("hp", "HP", "int", default=10, low=1, high=10_000),
    Field("fp", "FP", "int", default=10, low=1, high=10_000),
    Field("will", "Will", "int", low=1, high=99, required=False, help=character.WILL_HELP,
          source=PUBLISHED_RULE),
    Field("basic_speed", "Basic Speed", "number", default=5.0, low=0, high=100, help="Turn order, highest first."),
    Field("move", "Basic Move", "int", default=5, low=0, high=999),
    # PUBLISHED_RULE: Dodge is Basic Speed + 3, dropping fractions (8 for Basic Speed 5).
    Field("dodge", "Dodge", "int", default=8, low=0, high=99,
          help="Basic Speed + 3, dropping fractions", source=PUBLISHED_RULE),
    Field("parry", "Parry", "int", low=0, high=99, required=False, help=character.PARRY_HELP),
    Field("block", "Block", "int", low=0, high=99, required=False, help=character.BLOCK_HELP),
    Field("maneuver", "Maneuver", "choice", default="none",
          choices=(("none", "—"),) + tuple(MANEUVER_LABELS.items())),
    Field("posture", "Posture", "choice", default="standing",
          choices=tuple((p.key, p.printed.split(",")[0]) for p in POSTURES),
          help="Its attack modifier is for melee attacks only", source=PUBLISHED_RULE),
    Field("pain", "Pain threshold", "choice", default="normal", choices=tuple(PAIN_LABELS.items()),
          help="High: no shock; Low: shock doubled, max −8", source=PUBLISHED_RULE),
    Field("stunned", "Stunned", "flag", default=False),
    Field("mortal", "Mortally wounded", "flag", default=False),
    Field("bleeding_stopped", "Bleeding stopped", "flag", default=False),
    Field("very_fit", "Very Fit", "flag", default=False, help="Recovers 1 FP every 5 minutes."),
    Field("scaled_shock", "Shock per HP/10", "flag", default=False,
          help="From 20 HP, −1 per full HP/10 of injury", source=PUBLISHED_RULE),
    character.DR,
    character.DR_LOCATIONS,
) + character.BODY_FIELDS
_BY_NAME = {f.name: f for f in STATS}
# A character card: what lasts between encounters (this turn's maneuver, stun and the like do not).
# A field the published rules derive (HP from ST, Basic Speed from DX and HT, ...) is left blank on
# the card and worked out as the card joins an encounter (``card.encounter_stats``).
# HP now and FP now are a card's pools, not stats: a character still hurt starts the encounter there.
_CARD_NOW = {f.name: f for f in character.POOLS_NOW}
CARD_FIELDS = tuple(
    _CARD_NOW[name] if name in _CARD_NOW else
    Field(name, _BY_NAME[name].label, _BY_NAME[name].kind, low=_BY_NAME[name].low, high=_BY_NAME[name].high,
          required=False, help=character.DERIVED_HELP[name][0], source=character.DERIVED_HELP[name][1])
    if name in character.DERIVED_HELP else _BY_NAME[name]
    for name in ("st", "dx", "iq", "ht", "hp", "hp_now", "fp", "fp_now", "will", "basic_speed", "move", "dodge",
                 "parry", "block", "dr", "dr_locations", "pain", "very_fit", "scaled_shock")
    + character.BODY_FIELD_NAMES
)



def _named(combatant: Combatant, names: tuple[str, ...]) -> bool:
    return any(c.name.casefold() in names for c in combatant.conditions)


def stunned(combatant: Combatant) -> bool:
    """Flag "stunned", or a condition called Stunned."""
    return bool(PLUGIN.stat(combatant, "stunned")) or _named(combatant, STUNNED_NAMES)


def mortally_wounded(combatant: Combatant) -> bool:
    """Flag "mortal", or a condition called Mortally wounded."""
    return bool(PLUGIN.stat(combatant, "mortal")) or _named(combatant, MORTAL_NAMES)


class GurpsPlugin(WidePlugin):
    """GURPS 4th edition: HP and FP pools, every G14/G15/G17 threshold, Basic Speed turn order."""

    key = "gurps"
    name = "GURPS"
    round_seconds = ROUND_SECONDS
    stats = STATS
    turn_stats = ("maneuver", "posture")
    spent_pools = ("FP",)
    card_fields = CARD_FIELDS
    attack_rules = character.ATTACKS
    exchange = exchanges.EXCHANGE
    character_file = "GCS character (.gcs, version 5)"

    # -- character cards ------------------------------------------------------------
    def check_card(self, stats: dict) -> dict:
        return character.check_card(stats, self._card_defaults())

    def card_pools(self, stats) -> dict[str, int]:
        return character.starting_pools(stats)

    @staticmethod
    def _card_defaults() -> dict[str, int]:
        return {name: _BY_NAME[name].default for name in ("st", "dx", "ht")}

    def read_character(self, text) -> dict:
        """A GURPS Character Sheet file, read from the values GCS computed (``pyrules.gurps.gcs``)."""
        from pyrules.gurps.gcs import read_character

        return read_character(text)

    def encounter_stats(self, stats) -> dict:
        return character.encounter_stats(stats, self._card_defaults())

    # -- pools ------------------------------------------------------------------
    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        hp = int(self.stat(combatant, "hp"))
        fp = int(self.stat(combatant, "fp"))
        # Below a third of HP or FP, Move and Dodge are halved: that is where a pool reads low.
        return (Resource("HP", hp, floor=-DEATH_AT_MULTIPLE * hp, label="HP", low_from=(hp - 1) // 3),
                Resource("FP", fp, floor=-fp, label="FP", low_from=(fp - 1) // 3))

    def _hp(self, combatant: Combatant) -> tuple[int, int]:
        """Current HP (never counted above the maximum; full when none is kept) and the maximum."""
        return self._now_and_most(combatant, "HP", "hp")

    def _fp(self, combatant: Combatant) -> tuple[int, int]:
        return self._now_and_most(combatant, "FP", "fp")

    def _now_and_most(self, combatant: Combatant, pool: str, stat: str) -> tuple[int, int]:
        # Read straight from the stat: the standing asks it of every combatant whenever time passes.
        most = int(self.stat(combatant, stat))
        return min(combatant.resources.get(pool, most), most), most

    def _hp_after_loss(self, combatant: Combatant, amount: int) -> int:
        pool = self.resource(combatant, "HP")
        now = self.current(combatant, "HP")
        assert pool.floor is not None  # HP have one, at -5xHP
        return min(now, max(pool.floor, now - amount))  # down to -5xHP; never raised

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """HP: down to -5xHP. FP: G15 l.206-208 through ``states.fatigue_loss``."""
        pool = self.resource(combatant, resource)
        if pool.name == "HP":
            return {"HP": self._hp_after_loss(combatant, amount)}
        now = self.current(combatant, "FP")
        above = min(amount, max(0, now - pool.maximum))  # FP set above the maximum: the excess goes first
        loss = fatigue_loss(min(now, pool.maximum), pool.maximum, amount - above)
        return {"FP": loss.fp_after if amount > above else now - above,
                "HP": self._hp_after_loss(combatant, loss.hp_lost)}

    # -- turn order ---------------------------------------------------------------
    def initiative(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """Basic Speed orders the turns, DX breaks ties, and a tie on both goes to the higher of a
        1d6 rolled now (PUBLISHED_RULE): the tie-break is DX and a tenth of that roll."""
        speed = basic_speed(self.stat(combatant, "basic_speed"))
        dx = int(self.stat(combatant, "dx"))
        value = speed.numerator if speed.denominator == 1 else float(speed)
        tie = roll_dice("1d6", rng).total
        return Initiative(value, dx + tie / 10,
                          f"Basic Speed {float(speed):g}, DX {dx}, 1d6 {tie} for a tie ({PUBLISHED_RULE})")

    # -- a combatant's standing: what its state lets it do and puts on each roll ---------------
    def standing(self, combatant: Combatant, encounter: State | None = None, *, worded: bool = True) -> GurpsStanding:
        """What the combatant's state does, as the rules say it: dead (at -5xHP, l.199, or marked
        Dead: no more rolls), unconscious (at -1xFP, l.208, or marked: no action, no active
        defense), mortally wounded (incapacitated, l.254), stunned (Do Nothing, defenses -4, no
        retreat, l.252), incapacitated by a failed Will roll at 0 FP or less (Do Nothing until its FP
        are positive, l.206), below HP/3 or FP/3 (Dodge halved, l.193, l.203), the HT roll at 0 HP or
        less (l.195), its maneuver (All-Out Attack: no defense, l.113) and posture; with
        ``encounter``, the shock of its injury since its last turn on this turn's attack (l.240).
        Its status line is worded from the same (``worded`` False: left unsaid, for a reader that
        needs only what it may do)."""
        name = combatant.name
        health, fatigue = hp_status(*self._hp(combatant)), fp_status(*self._fp(combatant))
        if health.dead or _named(combatant, DEAD_NAMES):
            why = f"{name} is dead" + (f" (-{DEATH_AT_MULTIPLE}xHP, {cite(199)})" if health.dead else "") + \
                ": no more actions or rolls."
            return GurpsStanding(acts=False, attacks=False, defends=False, fires=False, alive=False,
                                 refusals=tuple(refused(what, why) for what in ("acts", "attacks", "defends", "fires")),
                                 status=(f"Dead (-{DEATH_AT_MULTIPLE}xHP)" if health.dead else "Dead: no more rolls",),
                                 health=health, fatigue=fatigue)
        out = fatigue.unconscious or _named(combatant, UNCONSCIOUS_NAMES)
        mortal, stun = mortally_wounded(combatant), stunned(combatant)
        # l.206: the failed Will roll leaves no maneuver but Do Nothing, until the FP are positive
        spent = fatigue.will_roll and _named(combatant, INCAPACITATED_NAMES)
        maneuver = self.stat(combatant, "maneuver")
        refusals = []
        if out:
            why = f"{name} is unconscious: {UNCONSCIOUS_RULE} ({PUBLISHED_RULE})"
            refusals += [refused(what, why) for what in ("acts", "attacks", "defends", "fires")]
        if mortal:
            why = f"{name} is mortally wounded: incapacitated ({cite(254)})."
            refusals += [refused(what, why) for what in ("acts", "attacks", "defends", "fires")]
        if stun:
            why = f"{name} is stunned: it must Do Nothing this turn ({cite(252)})."
            refusals += [refused(what, why) for what in ("acts", "attacks", "fires")]
        if spent:
            why = f"{name} is incapacitated: {INCAPACITATED_RULE} ({cite(206)})."
            refusals += [refused(what, why) for what in ("acts", "attacks", "fires")]
        if maneuver in MANEUVER_LABELS and not defends(maneuver):
            refusals.append(refused("defends", f"{name} made an All-Out Attack: no defense ({cite(113)})."))
        modifiers = []
        if stun:
            modifiers.append(STUNNED_DEFENSES)
        if health.half_move_and_dodge:
            modifiers.append(LOW_HP_DODGE)
        if fatigue.half_move_dodge_and_st:
            modifiers += [LOW_FP_DODGE, LOW_FP_ST]
        if health.consciousness_roll and health.consciousness_modifier:
            modifiers.append(Modifier(CONSCIOUS, "-1 per full multiple of HP below zero",
                                      health.consciousness_modifier, source=cite(195)))
        found = tracker_log.events(encounter, combatant.id) if encounter is not None else None
        shock = self._shock_now(combatant, tracker_log.shock_memory(encounter, combatant.id, found)) \
            if encounter is not None else None
        if shock is not None:
            modifiers.append(shock.modifier)
        able = not (out or mortal or stun or spent)
        blocks = combatant.condition(SHIELD_UNREADY) is None
        if not blocks:
            refusals.append(refused("blocks", f"{name}’s shield is unready: {SHIELD_UNREADY_RULE} ({cite(232)})."))
        standing = GurpsStanding(acts=able, attacks=able, defends=not any(what == "defends" for what, _ in refusals),
                                 fires=able, refusals=tuple(refusals), modifiers=tuple(modifiers), stunned=stun,
                                 unconscious=out, mortal=mortal, health=health, fatigue=fatigue, shock=shock,
                                 blocks=blocks, incapacitated=spent)
        if not worded:
            return standing
        return replace(standing, status=tuple(self._status(combatant, standing, encounter, found)))

    def _status(self, combatant: Combatant, standing: GurpsStanding, encounter: State | None, found) -> list[str]:
        """The status line's words for a living combatant's standing."""
        health, fatigue = standing.health, standing.fatigue
        assert health is not None and fatigue is not None  # the plug-in's standing reads both
        said = []
        if health.death_checks:
            # A standing status: each check was due as its multiple was crossed (blow_prompts), not again now.
            k = health.death_checks
            then = f"the next HT roll or die at -{k + 1}xHP" if k + 1 < DEATH_AT_MULTIPLE else \
                f"dies at -{DEATH_AT_MULTIPLE}xHP"
            said.append(f"At -{k}xHP ({death_checks_made(k)}): {then}")
        if health.consciousness_roll and not standing.unconscious:
            at = f" ({health.consciousness_modifier})" if health.consciousness_modifier else ""
            said.append(f"0 HP or less: roll HT every turn{at} or pass out")
        if fatigue.unconscious:
            said.append("-1xFP: unconscious until FP are positive")
        elif standing.unconscious:
            said.append(f"Unconscious: {UNCONSCIOUS_RULE}")
        elif fatigue.will_roll:
            said.append("0 FP or less: Will roll to act; each FP lost costs 1 HP")
            if standing.incapacitated:
                said.append(f"Incapacitated: {INCAPACITATED_RULE}")
        if health.half_move_and_dodge:
            said.append("Below HP/3: half Move and Dodge")
        if fatigue.half_move_dodge_and_st:
            said.append("Below FP/3: half Move, Dodge and ST")
        if health.half_move_and_dodge or fatigue.half_move_dodge_and_st:
            said.append(self.movement(combatant))
        if standing.mortal:
            said.append("Mortally wounded: incapacitated; HT roll every half hour")
        if standing.stunned:
            said.append(f"Stunned: Do Nothing; defenses {STUNNED_DEFENSE}, no retreat")
        if not standing.blocks:
            said.append(f"Shield unready: {SHIELD_UNREADY_RULE}")
        wounded = self.wounded(combatant, None if found is None else tracker_log.fatigue_hp(found))
        if wounded:
            modifier = bleeding_modifier(wounded)
            at = f" at {modifier}" if modifier else ""
            said.append(f"Bleeding: HT roll{at} every minute")
        if encounter is not None:
            said.extend(self._shock(encounter, combatant, found))
        said.extend(self.stance(combatant))
        return said

    def _dead(self, combatant: Combatant) -> bool:
        """At -5xHP, or marked Dead."""
        return hp_status(*self._hp(combatant)).dead or _named(combatant, DEAD_NAMES)

    def movement(self, combatant: Combatant) -> str:
        """The halved scores: "Move 3, Dodge 4" (and ", ST 5" below FP/3)."""
        low_hp = hp_status(*self._hp(combatant)).half_move_and_dodge
        low_fp = fp_status(*self._fp(combatant)).half_move_dodge_and_st
        times = int(low_hp) + int(low_fp)
        move, dodge = (halved(int(self.stat(combatant, key)), times) for key in ("move", "dodge"))
        text = f"Move {move}, Dodge {dodge}"
        if low_fp:
            text += f", ST {halved(int(self.stat(combatant, 'st')))}"
        return text

    def stance(self, combatant: Combatant) -> list[str]:
        """This turn's maneuver and what it does to defense; the posture if not standing."""
        said = []
        maneuver = self.stat(combatant, "maneuver")
        if maneuver in MANEUVER_LABELS:
            label = MANEUVER_LABELS[maneuver]
            if not defends(maneuver):
                said.append(f"{label}: NO DEFENSE")
            else:
                defense = card(maneuver).defense.rstrip(".")
                said.append(f"{label}: defense {defense[:1].lower()}{defense[1:]}")
        posture = POSTURE_BY_KEY.get(self.stat(combatant, "posture"))
        if posture is not None and posture.key != "standing":
            # PUBLISHED_RULE: the posture's attack modifier is for melee attacks only (the field's help says so).
            name, _, defense = posture.printed.partition(", ")
            said.append(f"{name}: {posture.printed_attack} to hit in melee, {defense}")
        return said

    def wounded(self, combatant: Combatant, fatigue_hp: int | None = None) -> int:
        """The HP wounds have taken that still bleed: 0 unless wounded, alive (not at -5xHP nor marked
        Dead) and not stopped (G17 l.262).

        ``fatigue_hp`` are the HP lost through fatigue (l.206), which are no wound
        and do not bleed; they are counted healed last.
        """
        hp, most = self._hp(combatant)
        lost = max(0, most - hp - (fatigue_hp or 0))
        if not lost or self._dead(combatant):
            return 0
        if bool(self.stat(combatant, "bleeding_stopped")) or _named(combatant, STOPPED_NAMES):
            return 0
        return lost

    def bleeding(self, combatant: Combatant, encounter: State | None = None) -> bool:
        """Wounded (HP below the maximum, not only through fatigue), alive, and the bleeding not stopped."""
        fatigue = None if encounter is None else tracker_log.fatigue_hp(tracker_log.events(encounter, combatant.id))
        return bool(self.wounded(combatant, fatigue))

    def shock_text(self, combatant: Combatant, wounds) -> tuple[int, str]:
        """The shock penalty for ``wounds`` ((HP, where it landed) each) and how it was reached, the
        published rule marked: the calculator's own rule, so the groin doubles it and the pain
        threshold counts."""
        result, notes = self._shock_said(combatant, wounds)
        if result.published:
            notes[-1] += f": {PUBLISHED_RULE}"
        return result.penalty, "".join(f" ({note})" for note in notes)

    def _shock_said(self, combatant: Combatant, wounds) -> tuple[Shock, list[str]]:
        """The shock for ``wounds`` (``shock.Shock``: its penalty, whether the last of what changed
        it is a published rule, where its rule is printed) and what changed it in words."""
        pain = self.stat(combatant, "pain")
        result = shock_of_wounds(wounds, int(self.stat(combatant, "hp")), scaled_shock=bool(self.stat(combatant, "scaled_shock")),
                                 pain_threshold=pain if pain in PAIN_LABELS else "normal")
        notes = []
        if any(place == "groin" for _, place in wounds) and pain != "high":
            notes.append("doubled to the groin")
        if result.published:
            notes.append(PAIN_LABELS[pain] if pain != "normal" else "20+ HP")
        return result, notes

    def _shock_now(self, combatant: Combatant, memory: tracker_log.ShockMemory) -> ShockNow | None:
        """The shock on this turn of the combatant's (None: no injury since its last turn): the
        calculator's own rule, so the pain threshold, the groin and the 20+ HP option count."""
        if not memory.this_turn:
            return None
        result, notes = self._shock_said(combatant, memory.this_turn_wounds)
        return ShockNow(result.penalty, memory.this_turn, tuple(notes), result.published, result.source)

    def _shock(self, encounter: State, combatant: Combatant, found=None) -> list[str]:
        memory = tracker_log.shock_memory(encounter, combatant.id, found)
        said = []
        if memory.this_turn:
            penalty, note = self.shock_text(combatant, memory.this_turn_wounds)
            if penalty:
                said.append(f"Shock {penalty} to DX and IQ this turn{note}")
        if memory.next_turn:
            penalty, note = self.shock_text(combatant, memory.next_turn_wounds)
            if penalty:
                said.append(f"Shock {penalty} to DX and IQ next turn{note}")
        return said

    # -- what a blow calls for, the moment it lands ----------------------------------
    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """A blow's immediate rolls (``blow_prompts``), from the pools before and after it."""
        if kind != "damage":
            return []
        was, now = before.combatant(combatant_id), after.combatant(combatant_id)
        hp = (self.current(was, "HP"), self.current(now, "HP"))
        # A blow to FP is fatigue, even one that moves only HP because FP are already at -1xFP.
        fp: tuple[int | None, int | None] = \
            (self.current(was, "FP"), self.current(now, "FP")) if resource == "FP" else (None, None)
        index = next(i for i in range(len(after.log) - 1, -1, -1)  # the blow is at the log's end: read back
                     if after.log[i].kind == "damage" and after.log[i].who == combatant_id)
        entry = after.log[index]
        return self.blow_prompts(now, tracker_log.Blow(index, combatant_id, *hp, *fp, entry.location, entry.effects,
                                                       resource), self.standing(was, worded=False))

    def blow_prompts(self, combatant: Combatant, blow: tracker_log.Blow, struck: GurpsStanding) -> list[Prompt]:
        """The immediate rolls a blow calls for, as the standing of the one it ``struck`` (before the
        blow) says: HT against knockdown and stun for a major wound (G17 l.242), a death check for each
        multiple of -HP crossed, death at -5xHP, and unconsciousness at -1xFP. A blow that reaches
        -5xHP kills: it calls for nothing else; a blow to the dead calls for nothing at all. Once
        mortally wounded, a failed death check kills (l.254). HP lost through fatigue
        (``blow.fatigue``) are no wound: no major wound."""
        most = int(self.stat(combatant, "hp"))
        ht = int(self.stat(combatant, "ht"))
        if not struck.alive:
            return []
        if blow.hp_before is not None and blow.hp_after is not None:
            before, after = min(blow.hp_before, most), min(blow.hp_after, most)
            if hp_status(after, most).dead:
                return [Prompt(f"{combatant.name} dies (-{DEATH_AT_MULTIPLE}xHP).")]
        said = []
        knockdown = self.knockdown_prompt(combatant, blow, most, ht)
        if knockdown is not None:
            said.append(knockdown)
        if blow.hp_before is not None and blow.hp_after is not None:
            mortal = struck.mortal
            for k in death_checks_crossed(before, after, most):
                said.append(Prompt(f"{combatant.name} reached -{k}xHP: roll HT {ht} or die " + (
                    "(mortally wounded: any failure kills)." if mortal else
                    f"(failing by {MORTAL_WOUND_MARGIN} or less: mortally wounded)."),
                    ht_roll(ht, "HT or die", DIES if mortal else DEATH_CHECK_FAILED), source=cite(254) if mortal else ""))
        if blow.fp_before is not None and blow.fp_after is not None:
            fp_most = int(self.stat(combatant, "fp"))
            if not fp_status(min(blow.fp_before, fp_most), fp_most).unconscious and \
                    fp_status(min(blow.fp_after, fp_most), fp_most).unconscious:
                said.append(Prompt(f"{combatant.name} falls unconscious (-1xFP) until FP are positive."))
        return said

    # -- calculators ------------------------------------------------------------
    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict]:
        """The injury calculator for a blow to this combatant (its HP, HT, pain threshold, HP
        now and worn DR at the torso), HP and FP with its pools as they stand, its maneuver and
        posture for skill with, in ``encounter``, the shock its standing puts on this turn's rolls
        (l.240), and its own defense: its Dodge with what its state does to it (stunned, -4, l.252;
        below HP/3 or FP/3, halved, l.193, l.203), each a line of the defense's answer; one its
        standing leaves no active defense (unconscious, mortally wounded, dead) is offered none."""
        from pyrules.gurps.tools.defense import DEFENSE_FIELDS
        from pyrules.gurps.tools.skill import SKILL_FIELDS

        hp, fp = self.current(combatant, "HP"), self.current(combatant, "FP")
        stance = {"maneuver": self.stat(combatant, "maneuver"), "posture": self.stat(combatant, "posture")}
        standing = self.standing(combatant, encounter, worded=False)
        shock = {"shock_penalty": standing.shock.penalty} if standing.shock is not None and standing.shock.penalty \
            else {}
        offered = {
            "gurps-injury": {"hp": self.stat(combatant, "hp"), "ht": self.stat(combatant, "ht"), "pain": self.stat(combatant, "pain"),
                             "dr": self.dr_at(combatant, "torso"), "location": "torso",
                             "current_hp": min(hp, self.stat(combatant, "hp")),
                             "options": ["shock_scaled"] if self.stat(combatant, "scaled_shock") else [],
                             **self.body_values(combatant)},
            "gurps-condition": {"hp": hp, "max_hp": self.stat(combatant, "hp"), "fp": fp, "max_fp": self.stat(combatant, "fp")},
            "gurps-skill": {**_offered(SKILL_FIELDS, stance), **shock},
            "gurps-defense": {"defense": "dodge", "base": self.stat(combatant, "dodge"), **_offered(DEFENSE_FIELDS, stance),
                              "options": defense_options(standing)},
        }
        if not standing.may("defends"):
            del offered["gurps-defense"]
        return offered

    def target_values(self, combatant: Combatant, tool_key: str, values) -> dict:
        """An injury applied to this combatant is worked out with its HP, HT, pain threshold, HP
        now and its DR where the blow landed (the form's location), and how its body takes the
        blow where its card says (``body_values``)."""
        if tool_key != "gurps-injury":
            return {}
        filled = self.calculators(combatant)["gurps-injury"]
        location = values.get("location") or "torso"
        return {**{name: filled[name] for name in ("hp", "ht", "pain", "current_hp")},
                "dr": self.dr_at(combatant, location if location in character.BODY_LOCATIONS else "torso"),
                "options": character.injury_options(bool(self.stat(combatant, "scaled_shock")),
                                                    values.get("options")),
                **self.body_values(combatant, values.get("damage_type"), values.get("body_options"))}

    def body_values(self, combatant: Combatant, damage_type: str | None = None, chosen=()) -> dict:
        """The injury calculator's Basic Set fields this combatant's card fills (PUBLISHED_RULE:
        Basic Set pp. 47, 60, 161, 380): its Injury Tolerance, No Brain and No Vitals (kept with the
        form's other ``chosen`` body options), Hardened DR and its Vulnerability to ``damage_type``;
        nothing for a card that says none of them."""
        found: dict[str, Any] = {}
        if (tolerance := self.stat(combatant, "tolerance")) != "none":
            found["tolerance"] = tolerance
        if hardened := self.stat(combatant, "hardened"):
            found["hardened"] = hardened
        try:
            vulnerable = None if damage_type is None else \
                character.vulnerabilities(self.stat(combatant, "vulnerability")).get(damage_type)
        except RulesError:
            vulnerable = None
        if vulnerable:
            found["vulnerability"] = str(vulnerable)
        body = [name for name in ("no_brain", "no_vitals") if self.stat(combatant, name)]
        if body:
            kept = {chosen} if isinstance(chosen, str) else set(chosen or ()) - {"no_brain", "no_vitals"}
            found["body_options"] = body + sorted(kept)
        return {"more_rules": True, **found} if found else {}

    def dr_at(self, combatant: Combatant, location: str) -> int:
        """The combatant's worn DR at a body location (its general DR where none is given there)."""
        try:
            return character.dr_by_location(self.stat(combatant, "dr"), self.stat(combatant, "dr_locations"))[location]
        except RulesError:
            return self.stat(combatant, "dr")

    def knockdown_prompt(self, combatant: Combatant, blow: tracker_log.Blow, most: int, ht: int) -> Prompt | None:
        """The HT roll against knockdown and stun a blow calls for (G17 l.242-250), or None.

        A major wound calls for it; so does any injury to the head or vitals. Where the blow
        landed is known (a calculator applied it), the roll carries that place's own modifier;
        otherwise the places with one are named."""
        place = LOCATION_EFFECTS.get(blow.location)
        major = blow.wound * 2 > most or "major wound" in blow.effects  # G17 l.242: > HP/2, or crippling
        pain_key = self.stat(combatant, "pain")
        roll = knockdown_roll(blow.wound, blow.place, most, damage_type=damage_type_in(blow.effects),
                              major_wound=major, pain_threshold=pain_key if pain_key in PAIN_THRESHOLD else "normal")
        if not roll.called:
            return None
        target = ht + roll.modifier
        shown = (f" (HT {ht}, " + ", ".join(f"{signed(m.value)} {m.label.replace('Major Wound', 'major wound')}"
                                            for m in roll.modifiers) + ")") if roll.modifiers else ""
        if place is None:
            why = f"major wound ({blow.wound} HP > HP/2)" if blow.wound * 2 > most else "major wound"
            places = f" ({KNOCKDOWN_PLACES} for a hit there)"
        else:
            why = f"{'major wound' if major else 'injury'} to the {blow.location}"
            places = ""
        return Prompt(f"{combatant.name}: {why}: roll HT {target}{shown} to avoid knockdown and stun{places}; "
                      f"failed: stunned, {KNOCKED_DOWN_TELLS}; {KNOCKOUT_RULE}.",
                      ht_roll(target, "HT against knockdown and stun", KNOCKED_DOWN),
                      source=f"{cite(244)}; knocked out: {PUBLISHED_RULE}")

    # -- the rolls reminders ask for ------------------------------------------------------
    def judge(self, check: Check, total: int) -> Judged:
        """A 3d6 roll at or under its HT, Will or knockdown target, with the criticals (l.212-220):
        3 or 4 always succeeds (5 at 15+, 6 at 16+ critically), 18 always fails critically, 17
        critically below 16 and as an ordinary failure at 16+, and a roll 10 or more over the
        target fails critically (a published rule). A roll its margin misreads is said in the
        rule's words ("17 always fails")."""
        if not _success_roll(check):
            return super().judge(check, total)
        result = judge_roll(check.target, total)
        said = beyond_the_margin(result)
        return Judged(result.success, 0 if said else abs(result.margin), result.critical, said)

    def check_chance(self, check: Check) -> Fraction:
        """The exact chance that a reminder's roll succeeds, as ``judge`` judges it."""
        if not _success_roll(check):
            return super().check_chance(check)
        return chances_at(check.target).success

    # -- reminders ---------------------------------------------------------------
    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start":
            return self._turn_start(encounter, combatant)
        if moment == "turn_end":
            return self._turn_end(combatant)
        return []

    def _turn_start(self, encounter: State, combatant: Combatant) -> list[Prompt]:
        """What its standing calls for as its turn starts: the dead none; the HT roll to stay
        conscious and the Will roll to act only while conscious; this turn's maneuver only for one
        that may act."""
        name = combatant.name
        standing = self.standing(combatant, encounter)
        health, fatigue = standing.health, standing.fatigue
        assert health is not None and fatigue is not None  # the plug-in's standing reads both
        if not standing.alive:
            return [Prompt(f"{name} is dead (-{DEATH_AT_MULTIPLE}xHP)." if health.dead else f"{name} is dead.")]
        ht = int(self.stat(combatant, "ht"))
        said = []
        if standing.mortal:
            said.append(Prompt(f"{name} is mortally wounded: incapacitated."))
        if fatigue.unconscious:
            said.append(Prompt(f"{name} is unconscious (-1xFP) until FP are positive."))
        elif standing.unconscious:
            said.append(Prompt(f"{name} is unconscious: {UNCONSCIOUS_RULE}.", source=PUBLISHED_RULE))
        if standing.stunned:
            said.append(Prompt(f"{name} is stunned: must Do Nothing; defenses {STUNNED_DEFENSE}, no retreat."))
        shock = standing.shock
        if shock is not None and shock.penalty:
            note = "".join(f" ({note})" for note in shock.notes)
            said.append(Prompt(f"{name}: shock {shock.penalty} to DX and IQ this turn ({shock.injury} HP of "
                               f"injury since its last turn){note}.",
                               source=f"{shock.notes[-1]}: {PUBLISHED_RULE}" if shock.published else ""))
        if health.consciousness_roll and not standing.unconscious:
            modifier = sum(m.value for m in standing.on(CONSCIOUS))
            at = f" at {modifier}" if modifier else ""
            said.append(Prompt(f"{name}: roll HT{at} ({ht + modifier}) or pass out, unless it does nothing.",
                               ht_roll(ht + modifier, "HT to stay conscious", PASSED_OUT)))
        if standing.incapacitated:
            said.append(Prompt(f"{name} is incapacitated: {INCAPACITATED_RULE}.", source=cite(206)))
        elif fatigue.will_roll and not standing.unconscious:
            will, whose = self.will(combatant)
            said.append(Prompt(f"{name}: Will roll ({will}) to take any maneuver but Do Nothing, or be "
                               "incapacitated until FP are positive; on a critical failure, roll vs. HT or have a "
                               f"heart attack.{whose}", will_roll(will), combatant.id,
                               f"Will is IQ: {PUBLISHED_RULE}" if whose else ""))
        maneuver = self.stat(combatant, "maneuver")
        if maneuver in MANEUVER_LABELS and standing.acts:
            said.append(Prompt(f"{name}: choose this turn's maneuver (last: {MANEUVER_LABELS[maneuver]})."))
        return said

    def will(self, combatant: Combatant) -> tuple[int, str]:
        """Its Will, and how it was found: Will left blank is IQ (published rule, not in the reference)."""
        will = self.stat(combatant, "will")
        if will is not None:
            return int(will), ""
        return int(self.stat(combatant, "iq")), " Will is its IQ, unless bought up."

    def _turn_end(self, combatant: Combatant) -> list[Prompt]:
        """The roll to recover from stun at the end of a stunned combatant's turn (none for the dead)."""
        standing = self.standing(combatant, worded=False)
        if standing.stunned and standing.alive:
            ht, iq = int(self.stat(combatant, "ht")), int(self.stat(combatant, "iq"))
            return [Prompt(f"{combatant.name}: roll vs. HT {ht} (or IQ {iq}) to recover from stun; "
                           "on a success it acts normally next turn (clear Stunned).", ht_roll(ht, "HT to recover from stun"))]
        return []

    # -- game time -----------------------------------------------------------------
    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        """Bleeding each minute, mortal wounds each half hour, FP recovery each 10 (or 5) minutes; none
        for the dead."""
        said = []
        fatigue = tracker_log.fatigue_hp_by_combatant(encounter)
        for c in encounter.combatants:
            standing = self.standing(c, worded=False)
            if not standing.alive:
                continue
            ht = int(self.stat(c, "ht"))
            if standing.mortal:
                said.append(_times(every(HALF_HOUR, elapsed_from, elapsed_to),
                                   f"{c.name} (mortally wounded): roll HT {ht}. Failure, dies; success, roll again "
                                   "in a half hour; critical success, no longer mortally wounded.",
                                   ht_roll(ht, "HT against a mortal wound", DIES), c.id))
            if wounded := self.wounded(c, fatigue.get(c.id, 0)):
                modifier = bleeding_modifier(wounded)
                at = f" at {modifier}" if modifier else ""
                said.append(_times(every(MINUTE, elapsed_from, elapsed_to),
                                   f"{c.name} bleeds: roll HT{at} ({ht + modifier}). Failure, lose {BLEEDING_LOSS} "
                                   f"HP ({BLEEDING_LOSS_CRITICAL} on a critical failure); critical success or "
                                   f"{BLEEDING_STOPS_AFTER} successes in a row stop it.",
                                   ht_roll(ht + modifier, "HT against bleeding"), c.id))
            fp, fp_most = self._fp(c)
            if fp < fp_most:
                period = FP_RECOVERY_VERY_FIT if self.stat(c, "very_fit") else FP_RECOVERY
                said.append(_times(every(period, elapsed_from, elapsed_to),
                                   f"{c.name} recovers 1 FP (1 FP per {period // 60} minutes).", None, c.id))
        return [prompt for prompt in said if prompt is not None]


def _success_roll(check: Check) -> bool:
    """Whether a reminder's roll is a 3d6 success roll, which keeps its criticals."""
    return check.at_most and check.notation.replace(" ", "").lower() == "3d6"


def _times(count: int, text: str, check: Check | None, who: str) -> Prompt | None:
    """A reminder due ``count`` times in the time that passed (None: not due), for combatant ``who``."""
    if not count:
        return None
    return Prompt(text if count == 1 else f"{text} (×{count})", check, who)


PLUGIN = register_plugin(composed(GurpsPlugin()), replace=True)

__all__ = ["GurpsPlugin", "PLUGIN", "STATS", "stat", "stunned", "mortally_wounded"]
