"""A player's card sent back after the fight: the game master's phone sends a player the card of
its combatant as the fight left it, and the player's phone keeps it beside the card it had.

The card is what "Save to roster" keeps of a combatant (its name, side, notes, the stats a card of
its ruleset holds, its attack lines: ``card_back``), its notes ending with what the fight left of
it: each pool ("HP 7/12", "Wounds 5 of 14") and each condition ("Stunned (2 turns)"), as a card
file keeps a card, for the player to read at the next session. It goes to the phone in a
``messages.Card``; the phone checks it as the roster checks a card and keeps it beside a card of
the same name, never over it (``own_cards.beside``: "Rowan 2"), and can save it to a card file.
"""

from __future__ import annotations

from typing import Any

from pyrules.core.encounter import actions
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.errors import RulesError

AFTER = "After the fight: "


def card_back(encounter: Encounter, cid: str) -> dict[str, Any]:
    """The card of combatant ``cid`` as the fight left it, as a card file keeps a card; RulesError
    when it is not one of the party (a player plays one of the party)."""
    found = encounter.state.find(cid)
    if found is None or found.side != "party":
        raise RulesError("Only a card of one of the party goes back to a player.", "combatant")
    plugin = encounter.plugin
    stats = {key: value for key, value in found.stats.items() if key in plugin.card_stat_names}
    pools = []
    for pool in plugin.pools.resources(found):
        now = plugin.pools.current(found, pool.name)
        pools.append(f"{pool.title} {now} of {pool.maximum}" if pool.counts_up else f"{pool.title} {now}/{pool.maximum}")
    conditions = [f"{c.name} ({c.left_text})" if c.left_text else c.name for c in found.conditions]
    after = AFTER + ", ".join(pools) + ("; " if pools and conditions else "") + ", ".join(conditions) + "."
    kept = found.notes.rsplit("\n" + AFTER, 1)[0] if not found.notes.startswith(AFTER) else ""  # the last fight's
    notes = (kept + "\n" if kept else "") + after
    return {"name": found.name, "side": found.side, "notes": notes[-actions.NOTES_LONGEST:], "stats": stats,
            "attacks": list(found.attacks)}
