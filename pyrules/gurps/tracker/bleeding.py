"""Bleeding (G17 l.262): the HP wounds have taken that still bleed. HP lost through fatigue
(l.206) are no wound and do not bleed; the dead and those whose bleeding is stopped bleed no more."""

from __future__ import annotations

from pyrules.core.encounter.model import Combatant, State
from pyrules.gurps.states import hp_status
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.tracker.pools import hp_now
from pyrules.gurps.tracker.state import BLEEDING_STOPPED, DEAD
from pyrules.gurps.tracker.stats import stat


def dead(combatant: Combatant) -> bool:
    """At -5xHP, or marked Dead."""
    return hp_status(*hp_now(combatant)).dead or combatant.has(DEAD)


def wounded(combatant: Combatant, fatigue_hp: int | None = None) -> int:
    """The HP wounds have taken that still bleed: 0 unless wounded, alive (not at -5xHP nor marked
    Dead) and not stopped (flag "bleeding_stopped", or a condition of that key).

    ``fatigue_hp`` are the HP lost through fatigue (l.206), which are no wound and do not bleed;
    they are counted healed last.
    """
    hp, most = hp_now(combatant)
    lost = max(0, most - hp - (fatigue_hp or 0))
    if not lost or dead(combatant):
        return 0
    if bool(stat(combatant, "bleeding_stopped")) or combatant.has(BLEEDING_STOPPED):
        return 0
    return lost


def bleeding(combatant: Combatant, encounter: State | None = None) -> bool:
    """Wounded (HP below the maximum, not only through fatigue), alive, and the bleeding not stopped."""
    fatigue = None if encounter is None else tracker_log.fatigue_hp(tracker_log.events(encounter, combatant.id))
    return bool(wounded(combatant, fatigue))
