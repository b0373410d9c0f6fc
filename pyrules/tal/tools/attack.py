"""The attack calculator (tal-attack): weapon skill and a d100 roll to the damage category, with fatigue,
firing shifts, evasion and stances (T9-T12, T2)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import outcome_of
from pyrules.core.explain import signed
from pyrules.core.odds import Odds
from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal import errata
from pyrules.tal.attack import AttackInput, AttackResult, chance_to_hit, resolve_attack
from pyrules.tal.attack_table import HEADERS, AttackRoll, category_label, category_name
from pyrules.tal.data.combat import CAUTIOUS_ATTACK_TIMES
from pyrules.tal.evasion_and_precision import MAX_EVASION
from pyrules.tal.firing import (COVER_CHOICES, MOST_ADVERSE, MOST_FAVORABLE, RANGE_CHOICES, RANGE_SHIFT, SHOOTER_CHOICES,
                                TARGET_CHOICES)
from pyrules.tal.stances import ATTACKER_STANCES, CAUTIOUS_DOUBLING, DEFENDER_STANCES
from pyrules.tal.fatigue import fatigue_effects
from pyrules.tal.tools.common import FATIGUE_CHOICES, PERCENT_HELP, ROLL_HELP


def _shift_line(result: AttackResult) -> Line:
    """The sum of the category shifts and what it did to the table's category."""
    moved = f"{category_name(result.base)} → {category_name(result.category)}"
    if result.base == "miss":
        why = "a shift never turns a Miss into a hit"
    elif result.capped:
        why = "a raise stops at Max"
    elif result.category == "miss":
        why = "below category 1 is a miss"
    elif result.base == "critical" and result.shift > 0:
        why = "a Critical stays Critical"
    else:
        why = ""
    return Line("Category shift", signed(result.shift), f"{moved} ({why})" if why else moved)


def _span(cell: str) -> str:
    """A cell's rolls as a player says them: "61–00", "05"."""
    return cell.replace("-", "–") if cell.count("-") == 1 and not cell.startswith("-") else cell


def _table_line(t: AttackRoll, rolled: str) -> Line:
    """What the roll (``rolled``: "Rolled 94") came to on the attack table, in words: "Rolled 94: a
    miss (58–00 misses at skill 57)"; the row and the cell as printed go with the source."""
    span = _span(t.cell_read)
    if t.category == "miss":
        said = f"{rolled}: a miss ({span} misses at skill {percent(t.skill)})"
    else:
        said = f"{rolled}: a hit, {category_name(t.category)} ({span} at skill {percent(t.skill)})"
    printed = f", printed “{t.cell}”" if t.cell != t.cell_read else ""
    return Line("Attack table", HEADERS[t.category], said, f"row {t.skill_row}{printed}; {t.source}")


def attack_from(values: dict[str, Any], roll: int | None = None) -> AttackInput:
    """The attack calculator's values (its fields are AttackInput's) as an AttackInput, with
    ``roll`` in place of its own d100 when given."""
    return AttackInput(
        skill=values["skill"], roll=values["roll"] if roll is None else roll, stance=values["stance"],
        fatigue=values["fatigue"], cover=values["cover"], range=values["range"], shooter=values["shooter"],
        target=frozenset(values["target"] or ()), adverse=values["adverse"], favorable=values["favorable"],
        evasion=values["evasion"], defender=values["defender"], defense_skill=values["defense_skill"],
        defense_roll=values["defense_roll"],
    )


def _attack_odds(values: dict[str, Any]) -> Odds:
    """The chance to hit before the d100 is rolled, over every roll of the table (and of the
    defender's d100 when it is left blank): "57/100 on d100"."""
    hit = chance_to_hit(attack_from(values, roll=1))  # the attack roll itself is not read
    counted = " and the defender’s d100" if values["defender"] != "none" and values["defense_roll"] is None else ""
    shown = f"{hit.numerator}/{hit.denominator} on" if 0 < hit < 1 else "on"
    return Odds(hit, f"{shown} d100{counted}", "to hit")


def _solve_attack(values: dict[str, Any], rng: random.Random) -> Answer:
    if values["fatigue"] == "spent":
        tired = fatigue_effects("spent")
        return Answer(
            "No attack: Spent",
            (Line("Fatigue", tired.label, "no offensive actions in combat", tired.source),),
            detail=(tired.effect,), notes=(errata.SPENT.footnote,), outcome="failure",
        )
    result = resolve_attack(attack_from(values), rng)
    lines = []
    notes = list(result.notes)
    used = set()
    if result.roll_modifiers:
        steps = " ".join(
            f"× {CAUTIOUS_ATTACK_TIMES}" if mod.kind == CAUTIOUS_DOUBLING else signed(mod.value)
            for mod in result.roll_modifiers
        )
        lines.append(Line("Attack roll", f"{percent(result.roll)} {steps} = {result.modified_roll}",
                          ", ".join(mod.label for mod in result.roll_modifiers),
                          "; ".join(f"{mod.label}: {mod.source}" for mod in result.roll_modifiers)))
    rolled = f"Rolled {percent(result.roll)}" + (f", {result.modified_roll} with modifiers"
                                                 if result.roll_modifiers else "")
    if result.table is None:
        lines.append(Line("Attack table", "Miss", f"{rolled}: a miss (past 00 misses)"))
    else:
        lines.append(_table_line(result.table, rolled))
        if result.table.skill_row == "10-14":
            used.add(errata.SKILL_10_14)
    p = result.precision
    if p.evasion or p.precision:
        used.add(errata.EVASION_APPLIES)
        lines.append(Line(
            "Precision", signed(p.precision),
            (f"skill {p.row}" if p.row else "skill below 76") + f": evasion {p.evasion} → {p.remaining}",
            p.source,
        ))
    d = result.defense
    if d is not None:
        if d.stance == "cautious":
            used.add(errata.CAUTIOUS)
        lines.append(Line(
            f"Defense roll ({'Active Defense' if d.stance == 'active' else 'Cautious'})",
            category_name(d.category),
            f"{'Rolled for the defender' if result.defense_rolled else 'Rolled'} {percent(d.roll)} "
            f"{signed(d.modifiers[0].value)} = {d.modified} at skill {percent(d.skill)}: {_span(d.cell)}, "
            f"class {d.damage_class}",
        ))
        notes.extend(d.notes)
        if 10 <= d.skill <= 14:
            used.add(errata.SKILL_10_14)
    for mod in result.modifiers:
        lines.append(mod.line)
        if mod.kind == RANGE_SHIFT and mod.value < 0:
            used.add(errata.RANGE_BEYOND_SHORT)
    if result.stance == "cautious":
        used.add(errata.CAUTIOUS)
    if result.table is None:
        used.add(errata.ROLLED_00)
    if result.shift:
        used.add(errata.SHIFT_LADDER)
        lines.append(_shift_line(result))
    cat = result.category
    if cat == "miss":
        headline = "Miss"
    elif cat == "critical":
        headline = "Critical hit"
    else:
        headline = f"Hit: {category_label(cat)}"
    notes.extend(e.footnote for e in errata.ERRATA if e in used)
    return Answer(headline, tuple(lines), notes=tuple(notes), outcome=outcome_of(result.hit), result=result)


TOOL = Tool(
    key="tal-attack",
    title="Attack",
    summary="Weapon skill and a d100 roll to the damage category, with fatigue, firing shifts, evasion and stances.",
    fields=(
        Field("skill", "Weapon skill", "int", percentile=True, help=PERCENT_HELP),
        Field("roll", "d100 roll", "roll", die="d100", help=ROLL_HELP),
        Field("stance", "Your stance", "choice", default=AttackInput.stance, choices=ATTACKER_STANCES,
              help="Cautious: attack rolls are doubled."),
        Field("fatigue", "Your fatigue", "choice", default=AttackInput.fatigue, choices=FATIGUE_CHOICES,
              help="Fatigued +5, Taxed +10 to the roll; Spent: no attack."),
        Field("cover", "Target's cover", "choice", default=AttackInput.cover, choices=COVER_CHOICES),
        Field("range", "Range", "choice", default=AttackInput.range, choices=RANGE_CHOICES),
        Field("shooter", "You are", "choice", default=AttackInput.shooter, choices=SHOOTER_CHOICES),
        Field("target", "Target", "flags", choices=TARGET_CHOICES),
        Field("adverse", "Adverse conditions", "int", default=AttackInput.adverse, low=0, high=MOST_ADVERSE,
              help=f"0-{MOST_ADVERSE} categories, GM's call."),
        Field("favorable", "Favorable conditions", "int", default=AttackInput.favorable, low=0, high=MOST_FAVORABLE,
              help=f"0-{MOST_FAVORABLE} categories, GM's call."),
        Field("evasion", "Opponent's evasion", "int", default=AttackInput.evasion, low=0, high=MAX_EVASION),
        Field("defender", "Defender's stance", "choice", default=AttackInput.defender, choices=DEFENDER_STANCES),
        Field("defense_skill", "Dodge/parry skill", "int", percentile=True, required=False, help=PERCENT_HELP,
              when=(("defender", ("active", "cautious")),)),
        Field("defense_roll", "Dodge/parry roll", "int", percentile=True, required=False,
              help=ROLL_HELP, when=(("defender", ("active", "cautious")),)),
    ),
    solve=_solve_attack,
    tables=("T9", "T10", "T11", "T12", "T2"),
    odds_field="roll",
    odds_label="to hit",
    before_roll=_attack_odds,
)
