"""What a blow calls for the moment it lands (G17 l.242-254, G15 l.208): the HT roll against
knockdown and stun for a major wound or any injury to the head or vitals (failed: stunned, lying
down until it rises and told it drops what it holds, l.244; failed by 5 or more: unconscious, a
published rule), a death check for each multiple of -HP crossed, death at -5xHP (a blow that gets
there kills outright: no other roll), unconsciousness at -1xFP.

HP lost through fatigue (G15 l.206-208, past -1xFP too) are no wound: no major wound from them (the
log names the pool a blow was given to). A blow applied from the injury calculator says where it
landed and what it did (``LogEntry.location``, ``effects``): the knockdown roll reads that place's
effects from the same rules as the calculator (``knockdown.knockdown_roll``: the -5 or -10, none of the
skull's for toxic damage). A blow tapped in with no location is read as to the torso, and the prompt
then lists the places with a knockdown modifier.
"""

from __future__ import annotations

from pyrules.core.encounter.model import Combatant, Prompt
from pyrules.core.explain import Modifier, signed
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import DEATH_AT_MULTIPLE, LOCATION_EFFECTS, MORTAL_WOUND_MARGIN, PAIN_THRESHOLD
from pyrules.gurps.states import KNOCKOUT_RULE, death_checks_crossed, fp_status, hp_status
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.tracker.checks import DEATH_CHECK_FAILED, DIES, KNOCKED_DOWN, KNOCKED_DOWN_TELLS, ht_roll
from pyrules.gurps.tracker.state import GurpsStanding
from pyrules.gurps.tracker.stats import stat
from pyrules.gurps.knockdown import MAJOR_WOUND_AT, knockdown_roll
from pyrules.gurps.locations import body_key


def _knockdown_places() -> str:
    """ "-5 face, vitals, groin; -10 skull, eye": the G17 l.246-248 modifiers, from the location data."""
    by_modifier: dict[int, list[str]] = {}
    for place, effects in LOCATION_EFFECTS.items():
        if effects.knockdown_modifier:
            by_modifier.setdefault(effects.knockdown_modifier, []).append(place)
    return "; ".join(f"{signed(m)} {', '.join(places)}" for m, places in sorted(by_modifier.items(), reverse=True))


KNOCKDOWN_PLACES = _knockdown_places()
KNOCKDOWN_SOURCE = f"{cite(244)}; knocked out: {PUBLISHED_RULE}"
DEATH_CHECK_SOURCE = cite(254)


def _said(modifier: Modifier, body: str) -> str:
    """A knockdown modifier as the prompt says it mid-sentence: "−10 major wound to the skull",
    "+3 High Pain Threshold"."""
    what = f"major wound to the {body}" if modifier.kind == MAJOR_WOUND_AT else modifier.label
    return f"{signed(modifier.value)} {what}"


def knockdown_prompt(combatant: Combatant, blow: tracker_log.Blow, most: int, ht: int) -> Prompt | None:
    """The HT roll against knockdown and stun a blow calls for (G17 l.242-250), or None.

    A major wound calls for it; so does any injury to the head or vitals. Where the blow
    landed is known (a calculator applied it), the roll carries that place's own modifier;
    otherwise the places with one are named."""
    place = LOCATION_EFFECTS.get(blow.location)
    major = blow.wound * 2 > most or blow.major_wound  # G17 l.242: > HP/2, or crippling
    pain_key = stat(combatant, "pain")
    roll = knockdown_roll(blow.wound, blow.place, most, damage_type=blow.damage_type,
                          major_wound=major, pain_threshold=pain_key if pain_key in PAIN_THRESHOLD else "normal")
    if not roll.called:
        return None
    target = ht + roll.modifier
    shown = (f" (HT {ht}, " + ", ".join(_said(m, body_key(blow.place)) for m in roll.modifiers) + ")") \
        if roll.modifiers else ""
    if place is None:
        why = f"major wound ({blow.wound} HP > HP/2)" if blow.wound * 2 > most else "major wound"
        places = f" ({KNOCKDOWN_PLACES} for a hit there)"
    else:
        why = f"{'major wound' if major else 'injury'} to the {blow.location}"
        places = ""
    return Prompt(f"{combatant.name}: {why}: roll HT {target}{shown} to avoid knockdown and stun{places}; "
                  f"failed: stunned, {KNOCKED_DOWN_TELLS}; {KNOCKOUT_RULE}.",
                  ht_roll(target, "HT against knockdown and stun", KNOCKED_DOWN),
                  source=KNOCKDOWN_SOURCE)


def blow_prompts(combatant: Combatant, blow: tracker_log.Blow, struck: GurpsStanding) -> list[Prompt]:
    """The immediate rolls a blow calls for, as the standing of the one it ``struck`` (before the
    blow) says: HT against knockdown and stun for a major wound (G17 l.242), a death check for each
    multiple of -HP crossed, death at -5xHP, and unconsciousness at -1xFP. A blow that reaches
    -5xHP kills: it calls for nothing else; a blow to the dead calls for nothing at all. Once
    mortally wounded, a failed death check kills (l.254). HP lost through fatigue
    (``blow.fatigue``) are no wound: no major wound."""
    most = int(stat(combatant, "hp"))
    ht = int(stat(combatant, "ht"))
    if not struck.alive:
        return []
    if blow.hp_before is not None and blow.hp_after is not None:
        before, after = min(blow.hp_before, most), min(blow.hp_after, most)
        if hp_status(after, most).dead:
            return [Prompt(f"{combatant.name} dies (-{DEATH_AT_MULTIPLE}xHP).")]
    said = []
    knockdown = knockdown_prompt(combatant, blow, most, ht)
    if knockdown is not None:
        said.append(knockdown)
    if blow.hp_before is not None and blow.hp_after is not None:
        mortal = struck.mortal
        for k in death_checks_crossed(before, after, most):
            said.append(Prompt(f"{combatant.name} reached -{k}xHP: roll HT {ht} or die " + (
                "(mortally wounded: any failure kills)." if mortal else
                f"(failing by {MORTAL_WOUND_MARGIN} or less: mortally wounded)."),
                ht_roll(ht, "HT or die", DIES if mortal else DEATH_CHECK_FAILED), source=DEATH_CHECK_SOURCE if mortal else ""))
    if blow.fp_before is not None and blow.fp_after is not None:
        fp_most = int(stat(combatant, "fp"))
        if not fp_status(min(blow.fp_before, fp_most), fp_most).unconscious and \
                fp_status(min(blow.fp_after, fp_most), fp_most).unconscious:
            said.append(Prompt(f"{combatant.name} falls unconscious (-1xFP) until FP are positive."))
    return said
