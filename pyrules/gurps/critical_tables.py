"""The critical tables a critical roll sends its roller to (G16, seed 001 l.222-236), as a roll to
make in one tap.

A critical hit rolls 3d6 on the Critical Hit table, or on the Critical Head Blow table for a blow
to the head (l.222); a critical miss rolls on the Critical Miss table (l.230), and so do the melee
attacker whose foe's defense is a critical success (l.224-226) and the defender whose Parry fails
critically (l.236). The reference names these tables but does not print them: the roll is made,
and its row is read in the Basic Set, p. 556 (published rule, not in the reference).
"""

from __future__ import annotations

from typing import Literal

from pyrules.core.answers import TableRoll
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.criticals import SuccessRoll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import CRITICAL_EFFECT_LINES, HEAD

CriticalTable = Literal["critical_hit", "critical_head_blow", "critical_miss"]
CRITICAL_HIT: CriticalTable = "critical_hit"
CRITICAL_HEAD_BLOW: CriticalTable = "critical_head_blow"
CRITICAL_MISS: CriticalTable = "critical_miss"
DICE = "3d6"
WHERE = "the Basic Set (B556)"  # PUBLISHED_RULE: where the tables are printed
NAMES: dict[CriticalTable, str] = {CRITICAL_HIT: "Critical Hit", CRITICAL_HEAD_BLOW: "Critical Head Blow",
                                    CRITICAL_MISS: "Critical Miss"}
Defense = Literal["dodge", "parry", "block"]
Against = Literal["melee", "ranged"]


def table_roll(key: CriticalTable, line: str, who: str = "") -> TableRoll:
    """The 3d6 roll on critical table ``key``, called for by the rule at ``line`` of
    ``CRITICAL_EFFECT_LINES`` ("hit", "miss", ...), rolled by ``who`` ("" for the one the answer is
    about)."""
    return TableRoll(key, NAMES[key], DICE, WHERE, who,
                     f"{cite(CRITICAL_EFFECT_LINES[line])}; the table's rows: Basic Set p. 556, {PUBLISHED_RULE}")


def on_a_hit(location: str) -> TableRoll:
    """A critical hit's roll: the Critical Head Blow table for a blow to the skull, face or eye, else
    the Critical Hit table (l.222)."""
    return table_roll(CRITICAL_HEAD_BLOW if location in HEAD else CRITICAL_HIT, "hit")


def attack_tables(result: SuccessRoll, location: str | None = None) -> tuple[TableRoll, ...]:
    """What an attack roll's critical calls for: a critical hit the Critical Hit table (the Head
    Blow table at the head; both offered when where it struck is not known, ``location`` None), a
    critical miss the Critical Miss table; nothing for a roll that is no critical."""
    if not result.critical:
        return ()
    if not result.success:
        return (table_roll(CRITICAL_MISS, "miss"),)
    if location is None:
        return (table_roll(CRITICAL_HIT, "hit"), table_roll(CRITICAL_HEAD_BLOW, "hit"))
    return (on_a_hit(location),)


def defense_tables(result: SuccessRoll, defense: Defense, against: Against,
                   attacker: str = "the attacker") -> tuple[TableRoll, ...]:
    """What a defense roll's critical calls for: a critical success against a melee attack sends
    the ``attacker`` to the Critical Miss table (l.224-226; a thrown weapon is caught, no table,
    l.228), a critically failed Parry its maker (l.236); nothing else (a Dodge's fall, a Block's
    shield are no table)."""
    if not result.critical:
        return ()
    if result.success:
        return (table_roll(CRITICAL_MISS, "defense_melee", attacker),) if against == "melee" else ()
    return (table_roll(CRITICAL_MISS, "parry"),) if defense == "parry" else ()
