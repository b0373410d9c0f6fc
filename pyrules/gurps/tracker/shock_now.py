"""The shock of a combatant's injury since its last turn (G17 l.240), read from the log's memory
of its blows (``log.shock_memory``) by the calculator's own rule (``shock.shock_of_wounds``): the
groin doubles it, the pain threshold counts (High ignores it, Low doubles it, max -8: published
rules), and so does the 20+ HP option.
"""

from __future__ import annotations

from collections.abc import Sequence

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.shock import Shock, shock_of_wounds
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.tracker.state import ShockNow
from pyrules.gurps.tracker.stats import PAIN_LABELS, stat

Wounds = Sequence[tuple[int, str]]  # (HP of injury, where it landed) each


def shock_said(combatant: Combatant, wounds: Wounds) -> tuple[Shock, list[str]]:
    """The shock for ``wounds`` (``shock.Shock``: its penalty, whether the last of what changed
    it is a published rule, where its rule is printed) and what changed it in words."""
    pain = stat(combatant, "pain")
    result = shock_of_wounds(wounds, int(stat(combatant, "hp")), scaled_shock=bool(stat(combatant, "scaled_shock")),
                             pain_threshold=pain if pain in PAIN_LABELS else "normal")
    notes = []
    if any(place == "groin" for _, place in wounds) and pain != "high":
        notes.append("doubled to the groin")
    if result.published:
        notes.append(PAIN_LABELS[pain] if pain != "normal" else "20+ HP")
    return result, notes


def shock_text(combatant: Combatant, wounds: Wounds) -> tuple[int, str]:
    """The shock penalty for ``wounds`` and how it was reached, the published rule marked."""
    result, notes = shock_said(combatant, wounds)
    if result.published:
        notes[-1] += f": {PUBLISHED_RULE}"
    return result.penalty, "".join(f" ({note})" for note in notes)


def shock_now(combatant: Combatant, memory: tracker_log.ShockMemory) -> ShockNow | None:
    """The shock on this turn of the combatant's (None: no injury since its last turn)."""
    if not memory.this_turn:
        return None
    result, notes = shock_said(combatant, memory.this_turn_wounds)
    return ShockNow(result.penalty, memory.this_turn, tuple(notes), result.published, result.source)


def shock_status(encounter: State, combatant: Combatant,
                 found: tuple[tracker_log.Event, ...] | None = None) -> list[str]:
    """The status line's words of the shock this turn and the next ("Shock -2 to DX and IQ next
    turn"); ``found`` is ``log.events(encounter, combatant.id)`` when the caller has it already."""
    memory = tracker_log.shock_memory(encounter, combatant.id, found)
    said = []
    if memory.this_turn:
        penalty, note = shock_text(combatant, memory.this_turn_wounds)
        if penalty:
            said.append(f"Shock {penalty} to DX and IQ this turn{note}")
    if memory.next_turn:
        penalty, note = shock_text(combatant, memory.next_turn_wounds)
        if penalty:
            said.append(f"Shock {penalty} to DX and IQ next turn{note}")
    return said
