"""What criticals call for in a GURPS exchange (G16, seed 001 l.222-236): a critical miss sends
the attacker to the Critical Miss table (l.230); a critical hit leaves no defense and calls for the
Critical Hit table (the Critical Head Blow table for a blow to the head; l.222). A critical success
on a defense sends a melee attacker to the Critical Miss table (l.224-226); a critical failure
leaves a Dodger prone (l.234, put on), a Parrier on the Critical Miss table (l.236) and a Blocker's
shield unreadied (l.232, put on).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.answers import TableRoll
from pyrules.core.encounter import actions
from pyrules.core.encounter.exchange_walk import Told
from pyrules.core.encounter.model import Combatant
from pyrules.gurps.critical_tables import CRITICAL_MISS, on_a_hit, table_roll
from pyrules.gurps.criticals import SuccessRoll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import CRITICAL_EFFECT_LINES
from pyrules.gurps.tracker.attack_kind import RANGED, AttackKind
from pyrules.gurps.tracker.state import SHIELD_UNREADY, condition_name
from pyrules.gurps.tracker.stats import LYING


@dataclass(frozen=True)
class Consequence:
    """What a critical calls for: said in the result in words, what the tracker puts on
    (``then``), the roll on a critical table it calls for (``rolls``, offered as one tap), and where
    the rule is printed (``cited``, kept out of the words as every exchange line keeps its citation
    apart)."""

    said: str
    cited: str
    then: tuple[actions.AddConditionAction | actions.EditAction, ...] = ()
    rolls: tuple[TableRoll, ...] = ()

    @property
    def told(self) -> Told:
        """What it adds to the result."""
        return Told((self.said,), then=self.then, rolls=self.rolls)


def _at(key: str) -> str:
    return cite(CRITICAL_EFFECT_LINES[key])


def critical_miss(attacker: Combatant) -> Consequence:
    """A critical miss: the attacker rolls on the Critical Miss table (l.230)."""
    return Consequence(f"Critical miss: {attacker.name} rolls 3d6 on the Critical Miss table.", _at("miss"),
                       rolls=(table_roll(CRITICAL_MISS, "miss", attacker.name),))


def critical_hit(location: str) -> Consequence:
    """A critical hit: no defense, and a roll on the Critical Hit table, or on the Critical Head
    Blow table for a blow to the head (l.222)."""
    roll = on_a_hit(location)
    return Consequence(f"Critical hit: roll 3d6 on the {roll.table} table.", _at("hit"), rolls=(roll,))


def critical_defense(attacker: Combatant, target: Combatant, defense: str, judged: SuccessRoll,
                     against: AttackKind) -> Consequence | None:
    """What a critical defense roll calls for (None: it was no critical): on a success, the melee
    attacker rolls on the Critical Miss table (l.224-226; a thrown weapon can be caught, l.228);
    on a failure, a Dodger falls prone (l.234), a Parrier rolls on the Critical Miss table
    (l.236), a Blocker's shield is unreadied (l.232)."""
    if not judged.critical:
        return None
    name = f"{target.name}’s {defense.capitalize()}"
    if judged.success and against == RANGED:
        return Consequence(f"{name} is a critical success: a thrown weapon can be caught.", _at("defense_ranged"))
    if judged.success:
        return Consequence(f"{name} is a critical success: {attacker.name} rolls 3d6 on the Critical Miss table.",
                           _at("defense_melee"), rolls=(table_roll(CRITICAL_MISS, "defense_melee", attacker.name),))
    if defense == "dodge":
        return Consequence(f"{name} fails critically: {target.name} falls prone.", _at("dodge"),
                           (actions.edit(target.id, stats={"posture": LYING}),))
    if defense == "block":
        return Consequence(f"{name} fails critically: {target.name}’s shield is unreadied.", _at("block"),
                           (actions.add_condition(target.id, condition_name(SHIELD_UNREADY)),))
    return Consequence(f"{name} fails critically: {target.name} rolls 3d6 on the Critical Miss table.",
                       _at("parry"), rolls=(table_roll(CRITICAL_MISS, "parry", target.name),))
