"""The TAL calculators, as data the page renders (keys "tal-...")."""

from __future__ import annotations

import random
from fractions import Fraction

from pyrules.core import validate
from pyrules.core.answers import outcome_of
from pyrules.core.explain import share, signed
from pyrules.core.odds import Odds, roll_at_most
from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal import errata
from pyrules.tal.ability_scores import RATINGS, ability_score, read_number_of_rolls
from pyrules.tal.attack import AttackInput, chance_to_hit, resolve_attack
from pyrules.tal.attack_table import HEADERS, category_label, category_name
from pyrules.tal.concentration import HALF_NOTE, MOST_DAMAGE, SITUATIONS, concentration_check
from pyrules.tal.data import cite
from pyrules.tal.data.combat import CAUTIOUS_ATTACK_TIMES
from pyrules.tal.data.pool import ACTIVATION_TIME_LINE, ACTIVATION_TIME_TITLE, NUMBER_LINE_WRAP_NOTE
from pyrules.tal.evasion_and_precision import MAX_EVASION, MOST_COMBAT_SPEED, read_evasion
from pyrules.tal.firing import RANGE_SHIFT, COVER_CHOICES, MOST_ADVERSE, MOST_FAVORABLE, RANGE_CHOICES, SHOOTER_CHOICES, TARGET_CHOICES
from pyrules.tal.healing_damage import ACTIVITIES as HEALING_ACTIVITIES, MOST_LOST, SHP_RATE, plan_healing
from pyrules.tal.hit_points_and_soak import read_hit_points
from pyrules.tal.overall_speed import ARMOR_CHOICES, ROF_CHOICES, WEAPON_CHOICES, overall_speed
from pyrules.tal.plus_points import CATEGORIES, tally_plus_points
from pyrules.tal.stances import ATTACKER_STANCES, CAUTIOUS_DOUBLING, DEFENDER_STANCES
from pyrules.tal.fatigue import LABELS as FATIGUE_LABELS, LEVELS, MOST_TAL, fatigue_effects, read_fatigue
from pyrules.tal.number_line import LINE, read_letter
from pyrules.tal.recovery import ACTIVITIES as RECOVERY_ACTIVITIES, MAX_COUNT, recover
from pyrules.tal.task_modifiers import DIFFICULTY, DIFFICULTIES, highest_success, resolve_task
from pyrules.tal.unconsciousness_duration import MOST_DAMAGE as UNCONSCIOUS_MOST_DAMAGE, duration, read_unconsciousness

PERCENT_HELP = "01 to 00 (00 is 100)."
ROLL_HELP = "Leave blank to roll. 00 is 100."
FATIGUE_CHOICES = tuple((level, FATIGUE_LABELS[level]) for level in LEVELS)


def _d100(values, name: str, rng: random.Random) -> tuple[int, bool]:
    """A d100 the player typed in an optional field (its field reads 00 as 100), or one rolled now."""
    value = values.get(name)
    if value is None:
        return rng.randint(1, 100), True
    return value, False


def _need(values, name: str, label: str):
    """The value of a field this part of a calculator needs, though others leave it blank."""
    value = values.get(name)
    if value is None:
        validate.fail(name, label, "enter a value.")
    return value


def _pool(values):
    """The TAL pool (max, now) if both were given; None if neither."""
    tal_max, tal_now = values.get("tal_max"), values.get("tal_now")
    if tal_max is None and tal_now is None:
        return None
    if tal_max is None:
        validate.fail("tal_max", "TAL max", "enter a value (or clear TAL left).")
    if tal_now is None:
        validate.fail("tal_now", "TAL left", "enter a value (or clear TAL max).")
    return tal_max, tal_now


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _minutes(minutes: int) -> str:
    """ "40 min", "2 h", "1 h 40 min"."""
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{rest} min"
    return f"{hours} h" + (f" {rest} min" if rest else "")


# --- tal-attack -----------------------------------------------------------------------------


def _shift_line(result) -> Line:
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


def _table_line(t, rolled: str) -> Line:
    """What the roll (``rolled``: "Rolled 94") came to on the attack table, in words: "Rolled 94: a
    miss (58–00 misses at skill 57)"; the row and the cell as printed go with the source."""
    span = _span(t.cell_read)
    if t.category == "miss":
        said = f"{rolled}: a miss ({span} misses at skill {percent(t.skill)})"
    else:
        said = f"{rolled}: a hit, {category_name(t.category)} ({span} at skill {percent(t.skill)})"
    printed = f", printed “{t.cell}”" if t.cell != t.cell_read else ""
    return Line("Attack table", HEADERS[t.category], said, f"row {t.skill_row}{printed}; {t.source}")


def attack_from(values, roll=None) -> AttackInput:
    """The attack calculator's values (its fields are AttackInput's) as an AttackInput, with
    ``roll`` in place of its own d100 when given."""
    return AttackInput(
        skill=values["skill"], roll=values["roll"] if roll is None else roll, stance=values["stance"],
        fatigue=values["fatigue"], cover=values["cover"], range=values["range"], shooter=values["shooter"],
        target=frozenset(values["target"] or ()), adverse=values["adverse"], favorable=values["favorable"],
        evasion=values["evasion"], defender=values["defender"], defense_skill=values["defense_skill"],
        defense_roll=values["defense_roll"],
    )


def _attack_odds(values) -> Odds:
    """The chance to hit before the d100 is rolled, over every roll of the table (and of the
    defender's d100 when it is left blank): "57/100 on d100"."""
    hit = chance_to_hit(attack_from(values, roll=1))  # the attack roll itself is not read
    counted = " and the defender’s d100" if values["defender"] != "none" and values["defense_roll"] is None else ""
    shown = f"{hit.numerator}/{hit.denominator} on" if 0 < hit < 1 else "on"
    return Odds(hit, f"{shown} d100{counted}", "to hit")


def _solve_attack(values, rng: random.Random) -> Answer:
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


ATTACK = Tool(
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


# --- tal-character --------------------------------------------------------------------------

CHARACTER_PARTS = (
    ("ability", "Ability score"),
    ("rolls", "Number of rolls"),
    ("hit-points", "SHP and DHP"),
    ("evasion", "Evasion"),
    ("speed", "Overall speed"),
)


def _solve_character(values, rng: random.Random) -> Answer:
    part = values["part"]
    if part == "ability":
        rating = values["self_rating"]
        roll, rolled = _d100(values, "ability_roll", rng) if rating == "roll" else (None, False)
        found = ability_score(None if rating == "roll" else rating, roll)
        rolls = read_number_of_rolls(found.score)
        how = (f"{'rolled' if rolled else 'roll'} {percent(found.roll)} in {found.row}"
               if found.roll is not None else "self rating")
        return Answer(
            f"Ability score {found.score}",
            (
                Line("Self rating", found.rating, how, found.source),
                Line("Number of rolls", str(rolls.rolls), f"score {rolls.row}", rolls.source),
            ),
        )
    if part == "rolls":
        rolls = read_number_of_rolls(_need(values, "score", "Ability score"))
        return Answer(
            _plural(rolls.rolls, "roll"),
            (Line("Ability score", percent(rolls.ability_score), f"row {rolls.row}", rolls.source),),
        )
    if part == "hit-points":
        hp = read_hit_points(_need(values, "constitution", "Constitution"))
        return Answer(
            f"SHP {hp.shp}, DHP {hp.dhp}",
            (
                Line("Constitution ÷ 2", f"{percent(hp.constitution)} ÷ 2 = {float(hp.half):g}",
                     "round off (half up)", hp.source),
                Line("SHP", str(hp.shp)),
                Line("DHP", str(hp.dhp), "same as SHP"),
            ),
            notes=(errata.PERSONAL_SOAK.footnote,),
        )
    if part == "evasion":
        ev = read_evasion(_need(values, "combat_speed", "Combat speed"))
        return Answer(
            f"Evasion {ev.evasion}",
            (Line("Combat speed", str(ev.combat_speed), f"row {ev.row}", ev.source),),
        )
    # speed
    agility = _need(values, "agility", "Agility base skill")
    strength = _need(values, "strength", "Strength base skill")
    weapon = values["weapon"] or None
    rof = values["rof"] or None
    speed = overall_speed(agility, strength, values["armor"], weapon, rof, values.get("skill_rating"))
    overall_note = "assumed: half sum + armor, not below 0"
    lines = [
        Line("(Agility + Strength) / 2", f"({agility} + {strength}) / 2 = {float(speed.half_sum):g}",
             f"round off → {speed.base}; {cite('134-136')}"),
        speed.armor.line,
        Line("Overall speed", str(speed.overall),
             overall_note + (f" (half sum + armor is {speed.base + speed.armor.value})" if speed.overall_floored else "")),
    ]
    headline = f"Overall speed {speed.overall}"
    for part_mod in (speed.weapon, speed.missile_rof, speed.skill):
        if part_mod is not None:
            lines.append(Line(part_mod.label, signed(part_mod.value) if part_mod is speed.skill else str(part_mod.value),
                              source=part_mod.source))
    if speed.weapon and speed.missile_rof:
        lines.append(Line("Attack speed uses", "ROF", "a missile weapon's ROF speed replaces the weapon type's (assumed)"))
    if speed.attack_speed is not None:
        speed_used = speed.missile_rof or speed.weapon
        assert speed_used is not None  # an attack speed comes of a weapon's or a ROF's
        unfloored = speed_used.value + (speed.skill.value if speed.skill else 0)
        lines.append(Line(
            "Attack speed", str(speed.attack_speed),
            "assumed: weapon or ROF speed + skill modifier, not below 1"
            + (f" (the sum is {unfloored})" if speed.attack_floored else ""),
        ))
        headline += f", attack speed {speed.attack_speed}"
    return Answer(headline, tuple(lines), detail=speed.assumptions, notes=(errata.OVERALL_SPEED.footnote,))


CHARACTER = Tool(
    key="tal-character",
    title="Character",
    summary="Ability scores, number of rolls, SHP and DHP, evasion and overall speed.",
    fields=(
        Field("part", "Work out", "choice", default="ability", choices=CHARACTER_PARTS),
        Field("self_rating", "Self rating", "choice", default="roll", choices=(("roll", "Roll d100"),) + RATINGS),
        Field("ability_roll", "Ability roll", "int", percentile=True, required=False, help=ROLL_HELP),
        Field("score", "Ability score", "int", percentile=True, required=False, help=PERCENT_HELP),
        Field("constitution", "Constitution", "int", percentile=True, required=False, help=PERCENT_HELP),
        Field("combat_speed", "Combat speed", "int", low=0, high=MOST_COMBAT_SPEED, required=False),
        Field("agility", "Agility base skill", "int", percentile=True, required=False, help=PERCENT_HELP),
        Field("strength", "Strength base skill", "int", percentile=True, required=False, help=PERCENT_HELP),
        Field("armor", "Armor", "choice", default="none", choices=ARMOR_CHOICES),
        Field("weapon", "Weapon type", "choice", default="", choices=(("", "—"),) + WEAPON_CHOICES),
        Field("rof", "Missile ROF", "choice", default="", choices=(("", "—"),) + ROF_CHOICES),
        Field("skill_rating", "Weapon skill", "int", percentile=True, required=False,
              help="For the skill rating modifier. 00 is 100."),
    ),
    solve=_solve_character,
    tables=("T6", "T7", "T8", "T11", "T13"),
    live=False,
    rolls=True,  # a blank ability roll is rolled
)


# --- tal-task -------------------------------------------------------------------------------


def _roll_text(roll: int, modifiers) -> str:
    """ "25 +30 +10" for a roll and its modifiers, "25" alone."""
    return " ".join([percent(roll)] + [signed(mod.value) for mod in modifiers])


def _solve_task(values, rng: random.Random) -> Answer:
    result = resolve_task(values["difficulty"], values["skill"], values["roll"], values["fatigue"])
    m = result.difficulty
    lines = [Line(m.difficulty, m.printed, source=m.source)]
    if result.no_roll_needed:
        return Answer("No roll needed", tuple(lines), outcome="success")
    tired = [mod for mod in result.roll_modifiers if mod.kind != DIFFICULTY]
    lines += [mod.line for mod in tired]
    skill_text = " ".join([f"skill {percent(result.skill)}"] + [signed(mod.value) for mod in result.skill_modifiers])
    lines.append(Line("Roll under", str(result.target), skill_text))
    assert result.roll is not None  # a roll is needed
    lines.append(Line("Roll", str(result.modified_roll), _roll_text(result.roll, result.roll_modifiers)))
    notes = (errata.SPENT.footnote,) if values["fatigue"] == "spent" else ()
    if result.double_zero:
        return Answer("Failure: a rolled 00", tuple(lines), notes=notes + (errata.ROLLED_00.footnote,),
                      outcome="failure")
    if result.success:
        return Answer(f"Success: {result.modified_roll} vs {result.target}", tuple(lines), notes=notes,
                      outcome="success")
    return Answer(f"Failure: {result.modified_roll} vs {result.target}", tuple(lines), notes=notes, outcome="failure")


def _task_odds(values) -> Odds:
    """The chance to succeed before the d100 is rolled: "roll 45 or less on d100"."""
    highest = highest_success(values["difficulty"], values["skill"], values["fatigue"])
    if highest is None:
        return Odds(Fraction(1), "no roll needed")
    return roll_at_most("d100", highest)


TASK = Tool(
    key="tal-task",
    title="Task",
    summary="Difficulty to a skill or roll modifier, then a d100 roll under.",
    fields=(
        Field("difficulty", "Difficulty", "choice", default="average", choices=DIFFICULTIES),
        Field("skill", "Skill", "int", percentile=True, help=PERCENT_HELP),
        Field("roll", "d100 roll", "roll", die="d100", help=ROLL_HELP),
        Field("fatigue", "Fatigue", "choice", default="fresh", choices=FATIGUE_CHOICES),
    ),
    solve=_solve_task,
    tables=("T14", "T2"),
    odds_field="roll",
    before_roll=_task_odds,
)


# --- tal-tal --------------------------------------------------------------------------------

TAL_PARTS = (
    ("line", "Number line"),
    ("concentration", "Concentration"),
    ("fatigue", "Fatigue"),
    ("recovery", "Recovery"),
)
LETTER_CHOICES = tuple((entry.key, entry.printed.replace(" ", "")) for entry in LINE)


def _fatigue_lines(state) -> list[Line]:
    lines = [Line("TAL left", f"{state.tal_now} of {state.tal_max}", share(state.share))]
    if state.level != "fresh":
        lines.append(Line("Combat Speed", signed(state.combat_speed_penalty), source=state.source))
        lines.append(Line("Rolls", f"+{state.roll_penalty}%", source=state.source))
    return lines


def _solve_tal(values, rng: random.Random) -> Answer:
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
        state = read_fatigue(_need(values, "tal_max", "TAL max"), _need(values, "tal_now", "TAL left"))
        lines = _fatigue_lines(state)
        if state.level == "fresh":
            return Answer("Fresh: no penalties", tuple(lines), outcome="success")
        head = f"{state.label}: {signed(state.combat_speed_penalty)} Combat Speed, +{state.roll_penalty}% to rolls"
        notes = (errata.SPENT.footnote,) if state.level == "spent" else ()
        return Answer(head, tuple(lines), detail=(state.effect,), notes=notes, outcome="failure")
    if part == "recovery":
        pool = _pool(values)
        got = recover(
            values["activity"], _need(values, "power", "Power score"), values["count"],
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
    pool = _pool(values)
    pool_state = read_fatigue(*pool) if pool else None
    situation = values["situation"]
    damage = values["damage"]
    skill = _need(values, "skill", "Control / Resistance")
    roll, rolled = _d100(values, "roll", rng)
    check = concentration_check(
        situation, skill, roll,
        damage=damage, tal_cost=values["tal_cost"], fatigue=pool_state.level if pool_state else "fresh",
    )
    lines = [Line("Situation", check.situation, check.check)]
    lines += [mod.line for mod in check.skill_modifiers]
    lines.append(Line("Roll under", str(check.target), f"{check.skill_name} {percent(check.skill)}"))
    lines += [mod.line for mod in check.roll_modifiers]
    lines.append(Line("Roll", str(check.modified_roll),
                      f"{'rolled' if rolled else 'roll'} {_roll_text(check.roll, check.roll_modifiers)}"))
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


TAL = Tool(
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


# --- tal-unconsciousness --------------------------------------------------------------------


def _solve_unconsciousness(values, rng: random.Random) -> Answer:
    result = read_unconsciousness(values["roll"], values["damage"], values["last_deep_hp"])
    shown = f"{percent(result.roll)} × 2 + {result.damage}" if result.doubled else f"{percent(result.roll)} + {result.damage}"
    lines = [
        Line("Roll + damage", f"{shown} = {result.total}", "doubled: took the last deep hit point" if result.doubled else ""),
        Line("Row", result.row, result.text, result.source),
    ]
    time = duration(result, values["d10"])
    if time is None:
        return Answer("Instant Death", tuple(lines), outcome="failure")
    assert result.dice is not None  # a duration is rolled on the row's dice
    lines.append(Line(result.dice, time.text, f"d10 rolled {time.d10}"))
    if result.dead:
        return Answer(f"Dead in {time.text}", tuple(lines), outcome="failure")
    return Answer(f"Unconscious for {time.text}", tuple(lines), outcome="failure")


UNCONSCIOUSNESS = Tool(
    key="tal-unconsciousness",
    title="Unconsciousness",
    summary="d100 (doubled for the last deep hit point) plus damage to the duration.",
    fields=(
        Field("roll", "d100 roll", "roll", die="d100", help=ROLL_HELP),
        Field("damage", "Damage taken", "int", default=0, low=0, high=UNCONSCIOUS_MOST_DAMAGE),
        Field("last_deep_hp", "Took the last DHP", "flag", default=False),
        Field("d10", "Duration d10", "roll", die="d10", help="Leave blank to roll."),
    ),
    solve=_solve_unconsciousness,
    tables=("T15",),
)


# --- tal-healing ----------------------------------------------------------------------------


def _solve_healing(values, rng: random.Random) -> Answer:
    plan = plan_healing(values["constitution"], values["activity"], values["dhp_lost"], values["shp_lost"])
    days = _plural(plan.days, "day")
    lines = [
        Line("Constitution Rolls", str(plan.constitution.rolls),
             f"Constitution {plan.constitution.row}", plan.constitution.source),
        Line(f"DHP: {plan.activity}", f"{plan.constitution.rolls} × {plan.times} = {plan.dhp_per_day} a day",
             plan.healing, plan.source),
        Line("DHP lost", str(plan.dhp_lost), f"back in {days}"),
        Line(f"SHP: {plan.shp_condition}", "1 every 10 min", SHP_RATE, plan.shp_source),
        Line("SHP lost", str(plan.shp_lost), f"back in {_minutes(plan.shp_minutes)} of no fighting or strenuous activity"),
    ]
    head = f"{plan.dhp_per_day} DHP a day"
    if plan.dhp_lost:
        head += f": DHP back in {days}"
    if plan.shp_lost:
        head += f"; SHP in {_minutes(plan.shp_minutes)} at rest"
    return Answer(head, tuple(lines), notes=(errata.CONSTITUTION_ROLLS.footnote,), outcome="success")


HEALING = Tool(
    key="tal-healing",
    title="Healing",
    summary="DHP healed per day by activity; SHP one every 10 minutes with no fighting or strenuous activity.",
    fields=(
        Field("constitution", "Constitution", "int", percentile=True, help=PERCENT_HELP),
        Field("activity", "DHP: activity", "choice", default="normal", choices=HEALING_ACTIVITIES),
        Field("dhp_lost", "DHP lost", "int", default=0, low=0, high=MOST_LOST),
        Field("shp_lost", "SHP lost", "int", default=0, low=0, high=MOST_LOST),
    ),
    solve=_solve_healing,
    tables=("T16",),
)


# --- tal-plus-points ------------------------------------------------------------------------


def _solve_plus_points(values, rng: random.Random) -> Answer:
    tally = tally_plus_points(
        story=values["story"], abilities=values["abilities"], roleplaying=values["roleplaying"],
        discretionary=values["discretionary"],
    )
    lines = tuple(Line(m.label, str(m.value), "0-3", m.source) for m in tally.awards)
    return Answer(f"{tally.total} plus point{'s' if tally.total != 1 else ''}", lines, outcome="success")


PLUS_POINTS = Tool(
    key="tal-plus-points",
    title="Plus points",
    summary="The session's award tally, 0-3 in each category.",
    fields=tuple(
        Field(key, name, "int", default=0, low=0, high=3) for key, name in CATEGORIES
    ),
    solve=_solve_plus_points,
    tables=("T4",),
)

TOOLS: tuple[Tool, ...] = (ATTACK, CHARACTER, TASK, TAL, UNCONSCIOUSNESS, HEALING, PLUS_POINTS)
