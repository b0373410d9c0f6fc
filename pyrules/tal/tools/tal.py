"""The TAL calculator (tal-tal): the number line, concentration checks, fatigue from TAL left, and
recovery (T1-T3, T5)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import outcome_of
from pyrules.core.explain import share, signed
from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal import errata
from pyrules.tal.concentration import HALF_NOTE, MOST_DAMAGE, SITUATIONS, concentration_check
from pyrules.tal.data import cite
from pyrules.tal.data.pool import ACTIVATION_TIME_LINE, ACTIVATION_TIME_TITLE, NUMBER_LINE_WRAP_NOTE
from pyrules.tal.fatigue import LABELS as FATIGUE_LABELS, MOST_TAL, FatigueState, read_fatigue
from pyrules.tal.number_line import LINE, read_letter
from pyrules.tal.recovery import ACTIVITIES as RECOVERY_ACTIVITIES, MAX_COUNT, recover
from pyrules.tal.tools.common import PERCENT_HELP, ROLL_HELP, d100, need, roll_text, tal_pool


TAL_PARTS = (
    ("line", "Number line"),
    ("concentration", "Concentration"),
    ("fatigue", "Fatigue"),
    ("recovery", "Recovery"),
)
LETTER_CHOICES = tuple((entry.key, entry.printed.replace(" ", "")) for entry in LINE)


def _fatigue_lines(state: FatigueState) -> list[Line]:
    part = state.share
    assert part is not None  # read from TAL max and TAL left
    lines = [Line("TAL left", f"{state.tal_now} of {state.tal_max}", share(part))]
    if state.level != "fresh":
        lines.append(Line("Combat Speed", signed(state.combat_speed_penalty), source=state.source))
        lines.append(Line("Rolls", f"+{state.roll_penalty}%", source=state.source))
    return lines


def _solve_tal(values: dict[str, Any], rng: random.Random) -> Answer:
    part = values["part"]
    if part == "line":
        entry = read_letter(values["letter"])
        return Answer(
            f"{entry.printed.replace(' ', '')} = {entry.value}",
            (Line("Position", f"{entry.position} of {len(LINE)}", "W (60) … A⁹ (0)", entry.source),),
            detail=(NUMBER_LINE_WRAP_NOTE, f"{ACTIVATION_TIME_TITLE}: {ACTIVATION_TIME_LINE.strip()}"),
            notes=(errata.NUMBER_LINE.footnote,),
        )
    if part == "fatigue":
        state = read_fatigue(need(values, "tal_max", "TAL max"), need(values, "tal_now", "TAL left"))
        lines = _fatigue_lines(state)
        if state.level == "fresh":
            return Answer("Fresh: no penalties", tuple(lines), outcome="success")
        head = f"{state.label}: {signed(state.combat_speed_penalty)} Combat Speed, +{state.roll_penalty}% to rolls"
        notes = (errata.SPENT.footnote,) if state.level == "spent" else ()
        return Answer(head, tuple(lines), detail=(state.effect,), notes=notes, outcome="failure")
    if part == "recovery":
        pool = tal_pool(values)
        got = recover(
            values["activity"], need(values, "power", "Power score"), values["count"],
            *(pool[::-1] if pool else (None, None)),
        )
        lines = [
            Line(got.activity, f"{got.per_power_roll} per Power Roll", source=got.source),
            Line("Power Rolls", str(got.power.rolls), f"Power {got.power.row}", got.power.source),
            Line("Times", str(got.count)),
            Line("Recovered", f"{got.per_power_roll} × {got.power.rolls} × {got.count} = {got.recovered}"),
        ]
        if got.tal_after is not None:
            lines.append(Line("TAL now", f"{got.tal_now} → {got.tal_after} of {got.tal_max}"))
        return Answer(f"+{got.recovered} TAL", tuple(lines), notes=got.notes + (errata.POWER_ROLLS.footnote,),
                      outcome="success")
    # concentration
    pool = tal_pool(values)
    pool_state = read_fatigue(*pool) if pool else None
    situation = values["situation"]
    damage = values["damage"]
    skill = need(values, "skill", "Control / Resistance")
    roll, rolled = d100(values, "roll", rng)
    check = concentration_check(
        situation, skill, roll,
        damage=damage, tal_cost=values["tal_cost"], fatigue=pool_state.level if pool_state else "fresh",
    )
    lines = [Line("Situation", check.situation, check.check)]
    lines += [mod.line for mod in check.skill_modifiers]
    lines.append(Line("Roll under", str(check.target), f"{check.skill_name} {percent(check.skill)}"))
    lines += [mod.line for mod in check.roll_modifiers]
    lines.append(Line("Roll", str(check.modified_roll),
                      f"{'rolled' if rolled else 'roll'} {roll_text(check.roll, check.roll_modifiers)}"))
    kept = [HALF_NOTE] if check.odd_cost_halved else []  # a rolled 00 is said by its erratum's footnote
    if check.success:
        head = f"Concentration holds: {check.modified_roll} vs {check.target}"
        if check.tal_cost:
            lines.append(Line("TAL spent", str(check.tal_spent)))
        spent = check.tal_spent
    else:
        head = "Activation cancelled"
        failed = "a rolled 00" if check.double_zero else f"{check.modified_roll} vs {check.target}"
        lines.append(Line("Failed", failed, source=cite(39)))
        if check.double_zero:
            kept.append(errata.ROLLED_00.footnote)
        if check.tal_cost:
            lines.append(Line("TAL lost", f"{check.tal_lost}", f"half of {check.tal_cost}"))
            head += f": {check.tal_lost} TAL lost"
        spent = check.tal_lost
        if check.odd_cost_halved:
            kept.append(errata.HALF_TAL.footnote)
    if pool_state is not None and pool_state.level == "spent":
        kept.append(errata.SPENT.footnote)
    if pool_state is not None:
        assert pool_state.tal_now is not None  # read from the pool
        after = max(0, pool_state.tal_now - spent)
        now = read_fatigue(pool_state.tal_max, after)
        lines.append(Line("TAL left", f"{pool_state.tal_now} → {after} of {pool_state.tal_max}",
                          FATIGUE_LABELS[now.level]))
    return Answer(head, tuple(lines), notes=tuple(kept), outcome=outcome_of(check.success))


TOOL = Tool(
    key="tal-tal",
    title="TAL",
    summary="The number line, concentration checks, fatigue from TAL left, and recovery.",
    fields=(
        Field("part", "Work out", "choice", default="line", choices=TAL_PARTS),
        Field("letter", "Letter", "choice", default="W", choices=LETTER_CHOICES),
        Field("situation", "Situation", "choice", default="walking", choices=SITUATIONS),
        Field("skill", "Control / Resistance", "int", percentile=True, required=False,
              help="Control when moving, Resistance when taking damage. 00 is 100."),
        Field("damage", "Damage taken", "int", default=0, low=0, high=MOST_DAMAGE),
        Field("tal_cost", "TAL cost", "int", default=0, low=0, high=MOST_TAL),
        Field("roll", "d100 roll", "int", percentile=True, required=False, help=ROLL_HELP),
        Field("tal_max", "TAL max", "int", low=1, high=MOST_TAL, required=False),
        Field("tal_now", "TAL left", "int", low=0, high=MOST_TAL, required=False),
        Field("activity", "Activity", "choice", default="rest", choices=RECOVERY_ACTIVITIES),
        Field("count", "How many", "int", default=1, low=1, high=MAX_COUNT, help="Hours, meals or snacks."),
        Field("power", "Power score", "int", percentile=True, required=False, help=PERCENT_HELP),
    ),
    solve=_solve_tal,
    tables=("T1", "T2", "T3", "T5"),
)
