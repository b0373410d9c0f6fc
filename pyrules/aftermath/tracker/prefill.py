"""What the Aftermath! calculators a combatant opens are filled in with: the melee and gun attacks
on it, with its ODA as its standing leaves it, its CDA and its armor."""

from __future__ import annotations

from typing import Any, Mapping

from pyrules.aftermath.tracker.card import read_bare
from pyrules.aftermath.tracker.standing import AftermathStanding
from pyrules.aftermath.tracker.stats import rating, stat
from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import PrefillRules
from pyrules.core.encounter.standing import DEFENSE


class AftermathPrefill(PrefillRules):
    """The attacks on a combatant, filled in with its own numbers."""

    def __init__(self, standing: AftermathStanding) -> None:
        self.standing = standing

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict[str, Any]]:
        """The melee and gun attacks on this combatant, filled in with its numbers: its ODA as its
        standing leaves it (a Daze or Stun halves it, l.22), its CDA (l.91), its Armor Value and the
        parts its armor leaves bare."""
        oda = rating(combatant, "oda")
        for m in self.standing.of(combatant, encounter).on(DEFENSE):
            oda = m.applied(oda)
        armor = {"av": rating(combatant, "av"), "bare": list(read_bare(stat(combatant, "bare"))[0])}
        return {"aftermath-melee": {"oda": oda, "armor": "none", **armor},
                "aftermath-gun": {"cda": rating(combatant, "cda"), **armor}}

    def target_values(self, combatant: Combatant, tool_key: str, values: Mapping[str, Any]) -> dict[str, Any]:
        """A melee or gun wound applied to this combatant is worked out through its own armor: its
        Armor Value where the blow landed, none on a part its armor leaves bare."""
        filled = self.calculators(combatant).get(tool_key)
        if filled is None:
            return {}
        return {name: filled[name] for name in ("armor", "av", "bare") if name in filled}
