"""A GURPS combatant's standing (``state.GurpsStanding``): what its state lets it do and puts on
each roll, and its status line's words (``status``), the one place a condition's rules effect is
said. The status line, the reminders, the calculators opened from its row and the exchange read it.

Stunned, mortally wounded and "bleeding stopped" are flags among the stats, or conditions of those
keys; Unconscious, Dead, Incapacitated and Shield unready are conditions (a failed roll's follow-up
puts them on, named by ``state.condition_name``; a game master may type any of their names).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import StandingRules
from pyrules.core.encounter.standing import DEAD as OUT_DEAD, MORTALLY_WOUNDED, UNCONSCIOUS as OUT_UNCONSCIOUS
from pyrules.core.encounter.standing import Modifier, Out, refused
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import DEATH_AT_MULTIPLE
from pyrules.gurps.maneuvers import defends
from pyrules.gurps.states import fp_status, hp_status
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.tracker.pools import fp_now, hp_now
from pyrules.gurps.tracker.shock_now import shock_now
from pyrules.gurps.tracker.state import (
    CONDITIONS,
    CONSCIOUS,
    DEAD,
    INCAPACITATED,
    INCAPACITATED_RULE,
    LOW_FP_DODGE,
    LOW_FP_ST,
    LOW_HP_DODGE,
    MORTAL,
    SHIELD_UNREADY,
    SHIELD_UNREADY_RULE,
    STUNNED,
    STUNNED_DEFENSES,
    UNCONSCIOUS,
    UNCONSCIOUS_RULE,
    GurpsStanding,
)
from pyrules.gurps.tracker.stats import MANEUVER_LABELS, stat
from pyrules.gurps.tracker.status import status_words

EVERYTHING = ("acts", "attacks", "defends", "fires")  # what a standing may refuse
ACTING = ("acts", "attacks", "fires")  # what Do Nothing refuses


def stunned(combatant: Combatant) -> bool:
    """Flag "stunned", or a condition of that key."""
    return bool(stat(combatant, "stunned")) or combatant.has(STUNNED)


def mortally_wounded(combatant: Combatant) -> bool:
    """Flag "mortal", or a condition of that key."""
    return bool(stat(combatant, "mortal")) or combatant.has(MORTAL)


class GurpsStandingRules(StandingRules):
    """What a GURPS combatant's state does, as the rules say it (``of``, ``facts``)."""

    conditions: Mapping[str, tuple[str, ...]] = {key: names for key, names in CONDITIONS.items()}

    def of(self, combatant: Combatant, encounter: State | None = None) -> GurpsStanding:
        """Its standing, with its status line's words."""
        found = tracker_log.events(encounter, combatant.id) if encounter is not None else None
        standing = self.facts(combatant, encounter, found)
        if not standing.alive:
            return standing
        return replace(standing, status=tuple(status_words(combatant, standing, encounter, found)))

    def facts(self, combatant: Combatant, encounter: State | None = None,
              found: tuple[tracker_log.Event, ...] | None = None) -> GurpsStanding:
        """What the combatant's state does, its status line left unsaid (for a reader that needs only
        what it may do): dead (at -5xHP, l.199, or marked Dead: no more rolls), unconscious (at
        -1xFP, l.208, or marked: no action, no active defense), mortally wounded (incapacitated,
        l.254), stunned (Do Nothing, defenses -4, no retreat, l.252), incapacitated by a failed Will
        roll at 0 FP or less (Do Nothing until its FP are positive, l.206), below HP/3 or FP/3 (Dodge
        halved, l.193, l.203), the HT roll at 0 HP or less (l.195), its maneuver (All-Out Attack: no
        defense, l.113) and posture; with ``encounter``, the shock of its injury since its last turn
        on this turn's attack (l.240). ``found``: its events in the encounter's log, when read."""
        name = combatant.name
        health, fatigue = hp_status(*hp_now(combatant)), fp_status(*fp_now(combatant))
        if health.dead or combatant.has(DEAD):
            why = f"{name} is dead" + (f" (-{DEATH_AT_MULTIPLE}xHP, {cite(199)})" if health.dead else "") + \
                ": no more actions or rolls."
            return GurpsStanding(acts=False, attacks=False, defends=False, fires=False, alive=False,
                                 refusals=tuple(refused(what, why) for what in EVERYTHING),
                                 status=(f"Dead (-{DEATH_AT_MULTIPLE}xHP)" if health.dead else "Dead: no more rolls",),
                                 health=health, fatigue=fatigue, out=OUT_DEAD)
        out = fatigue.unconscious or combatant.has(UNCONSCIOUS)
        mortal, stun = mortally_wounded(combatant), stunned(combatant)
        # l.206: the failed Will roll leaves no maneuver but Do Nothing, until the FP are positive
        spent = fatigue.will_roll and combatant.has(INCAPACITATED)
        maneuver = stat(combatant, "maneuver")
        refusals = []
        if out:
            why = f"{name} is unconscious: {UNCONSCIOUS_RULE} ({PUBLISHED_RULE})"
            refusals += [refused(what, why) for what in EVERYTHING]
        if mortal:
            why = f"{name} is mortally wounded: incapacitated ({cite(254)})."
            refusals += [refused(what, why) for what in EVERYTHING]
        if stun:
            why = f"{name} is stunned: it must Do Nothing this turn ({cite(252)})."
            refusals += [refused(what, why) for what in ACTING]
        if spent:
            why = f"{name} is incapacitated: {INCAPACITATED_RULE} ({cite(206)})."
            refusals += [refused(what, why) for what in ACTING]
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
        if encounter is not None and found is None:
            found = tracker_log.events(encounter, combatant.id)
        shock = shock_now(combatant, tracker_log.shock_memory(encounter, combatant.id, found)) \
            if encounter is not None else None
        if shock is not None:
            modifiers.append(shock.modifier)
        able = not (out or mortal or stun or spent)
        blocks = not combatant.has(SHIELD_UNREADY)
        if not blocks:
            refusals.append(refused("blocks", f"{name}’s shield is unready: {SHIELD_UNREADY_RULE} ({cite(232)})."))
        return GurpsStanding(acts=able, attacks=able, defends=not any(what == "defends" for what, _ in refusals),
                             fires=able, refusals=tuple(refusals), modifiers=tuple(modifiers), stunned=stun,
                             unconscious=out, mortal=mortal, health=health, fatigue=fatigue, shock=shock,
                             blocks=blocks, incapacitated=spent, out=out_of_fight(out, mortal))


def out_of_fight(unconscious: bool, mortal: bool) -> Out | None:
    """What has taken a living combatant out of the fight: unconscious (l.208, or a failed HT roll
    at 0 HP or less, l.195), else mortally wounded (incapacitated, l.254); None while it fights."""
    if unconscious:
        return OUT_UNCONSCIOUS
    return MORTALLY_WOUNDED if mortal else None
