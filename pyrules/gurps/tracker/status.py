"""The words of a living GURPS combatant's status line, made from its standing: its HP and FP
thresholds (G14, G15), death checks made, mortally wounded, stunned, its shield unready, bleeding,
shock this turn and the next, this turn's maneuver and what it does to defense, and its posture."""

from __future__ import annotations

from pyrules.core.encounter.model import Combatant, State
from pyrules.gurps.data.injury import DEATH_AT_MULTIPLE, STUNNED_DEFENSE
from pyrules.gurps.maneuvers import card, defends
from pyrules.gurps.states import bleeding_modifier, death_checks_made, fp_status, halved, hp_status
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.tracker.bleeding import wounded
from pyrules.gurps.tracker.pools import fp_now, hp_now
from pyrules.gurps.tracker.shock_now import shock_status
from pyrules.gurps.tracker.state import INCAPACITATED_RULE, SHIELD_UNREADY_RULE, UNCONSCIOUS_RULE, GurpsStanding
from pyrules.gurps.tracker.stats import MANEUVER_LABELS, POSTURE_BY_KEY, stat


def status_words(combatant: Combatant, standing: GurpsStanding, encounter: State | None,
                 found: tuple[tracker_log.Event, ...] | None) -> list[str]:
    """The status line's words for a living combatant's standing; ``found`` is its events in the
    log (``log.events``), None without the encounter."""
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
        said.append(movement(combatant))
    if standing.mortal:
        said.append("Mortally wounded: incapacitated; HT roll every half hour")
    if standing.stunned:
        said.append(f"Stunned: Do Nothing; defenses {STUNNED_DEFENSE}, no retreat")
    if not standing.blocks:
        said.append(f"Shield unready: {SHIELD_UNREADY_RULE}")
    bleeds = wounded(combatant, None if found is None else tracker_log.fatigue_hp(found))
    if bleeds:
        modifier = bleeding_modifier(bleeds)
        at = f" at {modifier}" if modifier else ""
        said.append(f"Bleeding: HT roll{at} every minute")
    if encounter is not None:
        said.extend(shock_status(encounter, combatant, found))
    said.extend(stance(combatant))
    return said


def movement(combatant: Combatant) -> str:
    """The halved scores: "Move 3, Dodge 4" (and ", ST 5" below FP/3)."""
    low_hp = hp_status(*hp_now(combatant)).half_move_and_dodge
    low_fp = fp_status(*fp_now(combatant)).half_move_dodge_and_st
    times = int(low_hp) + int(low_fp)
    move, dodge = (halved(int(stat(combatant, key)), times) for key in ("move", "dodge"))
    text = f"Move {move}, Dodge {dodge}"
    if low_fp:
        text += f", ST {halved(int(stat(combatant, 'st')))}"
    return text


def stance(combatant: Combatant) -> list[str]:
    """This turn's maneuver and what it does to defense; the posture if not standing."""
    said = []
    maneuver = stat(combatant, "maneuver")
    if maneuver in MANEUVER_LABELS:
        label = MANEUVER_LABELS[maneuver]
        if not defends(maneuver):
            said.append(f"{label}: NO DEFENSE")
        else:
            defense = card(maneuver).defense.rstrip(".")
            said.append(f"{label}: defense {defense[:1].lower()}{defense[1:]}")
    posture = POSTURE_BY_KEY.get(stat(combatant, "posture"))
    if posture is not None and posture.key != "standing":
        # PUBLISHED_RULE: the posture's attack modifier is for melee attacks only (the field's help says so).
        said.append(f"{posture.name}: {posture.printed_attack} to hit in melee, {posture.printed_defense}")
    return said
