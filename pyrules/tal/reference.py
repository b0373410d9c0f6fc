"""The TAL reference tables, built from the data modules (T1-T16 of TABLES.md)."""

from __future__ import annotations

from typing import Iterable

from pyrules.core.reference import ReferenceTable
from pyrules.tal.data import awards, character, combat, injury, pool, tasks
from pyrules.core.explain import signed


def _table(key: str, title: str, lines: str, tool: str, headers: Iterable[str] = (),
           rows: Iterable[Iterable[object]] = (), text: Iterable[str] = (), notes: Iterable[str] = ()) -> ReferenceTable:
    return ReferenceTable(
        key=key, title=title, source=f"000 l.{lines}", tool=tool,
        headers=tuple(headers), rows=tuple(tuple(str(cell) for cell in row) for row in rows),
        text=tuple(text), notes=tuple(notes),
    )


_FIRING = (
    [("Cover", f"Target behind cover: {rule}") for _name, rule, _shift in combat.COVER]
    + [("Range", f"Range to target: {rule}") for rule in combat.RANGE_RULES]
    + [("Movement", rule) for _name, rule, _shift in combat.MOVEMENT]
    + [("Other", rule) for _name, rule, _low, _high in combat.OTHER]
)
_EVASION_ROWS = [
    (speed, value) + (combat.PRECISION[i] if i < len(combat.PRECISION) else ("", ""))
    for i, (speed, value) in enumerate(combat.EVASION)
]
# T13's four small tables side by side, each under its printed headers (l.140-165).
_SPEED_TABLES = (character.ARMOR, character.WEAPON_SPEED, character.MISSILE_ROF_SPEED, character.SKILL_RATING)
_SPEED_HEADERS = (
    character.ARMOR_HEADERS + character.WEAPON_HEADERS + character.ROF_HEADERS + character.SKILL_RATING_HEADERS
)
_SPEED_ROWS = [
    tuple(cell for rows in _SPEED_TABLES for cell in (rows[i] if i < len(rows) else ("", "")))
    for i in range(max(len(rows) for rows in _SPEED_TABLES))
]

TABLES: tuple[ReferenceTable, ...] = (
    _table(
        "T1", "TAL Number Line", "3-13", "tal-tal", ("Letter", "TAL"),
        [(letter, value) for letter, value in pool.NUMBER_LINE_FIRST + pool.NUMBER_LINE_SECOND],
        text=(
            f"{pool.NUMBER_LINE_ARROW} W … H *  /  * G … A ⁹ •",
            pool.NUMBER_LINE_WRAP_NOTE,
            pool.ACTIVATION_TIME_TITLE,
            pool.ACTIVATION_TIME_LINE.strip(),
        ),
    ),
    _table(
        "T2", "TAL Fatigue", "14-19", "tal-tal", pool.FATIGUE_HEADERS,
        [(printed, effect) for printed, _key, _share, _speed, _roll, effect in pool.FATIGUE],
    ),
    _table(
        "T3", "TAL Recovery", "20-27", "tal-tal", pool.RECOVERY_HEADERS,
        [(name, value) for name, _key, value in pool.RECOVERY],
    ),
    _table(
        "T4", "Plus Points", "28-34", "tal-plus-points", awards.PLUS_POINTS_HEADERS,
        [(name, award) for name, _key, award in awards.PLUS_POINTS],
    ),
    _table(
        "T5", "Concentration Checks", "35-40", "tal-tal", ("Situation", "Check"),
        [(name, check) for name, _key, check, _skill, _mod in pool.CONCENTRATION],
        text=(pool.CONCENTRATION_FAILURE,),
    ),
    _table(
        "T6", "Self Rating or Roll to Ability Score", "41-48", "tal-character",
        character.ABILITY_HEADERS, character.ABILITY_SCORES,
    ),
    _table(
        "T7", character.HIT_POINTS_TITLE, "49-52", "tal-character", ("HP", "Rule"), character.HIT_POINTS,
    ),
    _table(
        "T8", "Number of Rolls by Ability Score", "53-60", "tal-character",
        character.ROLLS_HEADERS, character.NUMBER_OF_ROLLS,
    ),
    _table(
        "T9", "Attacking", "61-87", "tal-attack", combat.ATTACK_HEADERS,
        [(skill, *cells) for skill, cells in combat.ATTACK_TABLE],
        text=(combat.ATTACK_FOOTNOTE,),
    ),
    _table(
        "T10", "Firing on a Target", "88-117", "tal-attack", ("Heading", "Rule"), _FIRING,
        text=tuple(f"{name} range: {signed(shift)}" for name, shift in combat.RANGE),
    ),
    _table(
        "T11", "Evasion and Precision", "118-126", "tal-attack",
        combat.EVASION_HEADERS + combat.PRECISION_HEADERS, _EVASION_ROWS,
        text=(combat.PRECISION_FOOTNOTE,),
    ),
    _table(
        "T12", "Stances", "127-131", "tal-attack", ("Stance", "Effect"),
        [(name, rule) for name, _key, rule in combat.STANCES],
    ),
    _table(
        "T13", "Calculating Overall Speed", "132-166", "tal-character", _SPEED_HEADERS,
        _SPEED_ROWS,
        text=(" / ".join(character.OVERALL_SPEED_FORMULA), character.OVERALL_SPEED_SUBTITLE),
    ),
    _table(
        "T14", "Task Modifiers", "167-179", "tal-task", tasks.TASK_HEADERS,
        [(name, printed) for name, _key, printed in tasks.TASK_MODIFIERS],
    ),
    _table(
        "T15", "Unconsciousness Duration", "180-194", "tal-unconsciousness",
        injury.UNCONSCIOUSNESS_HEADERS, injury.UNCONSCIOUSNESS, text=(injury.UNCONSCIOUSNESS_RULE,),
    ),
    _table(
        "T16", "Healing Damage", "195-201", "tal-healing", injury.HEALING_HEADERS,
        [(hp, activity, healing) for hp, activity, _key, healing, _times in injury.HEALING]
        + [injury.SHP_HEALING],
    ),
)
