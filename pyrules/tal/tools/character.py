"""The character calculator (tal-character): ability scores, number of rolls, SHP and DHP, evasion and
overall speed (T6-T8, T11, T13)."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.explain import signed
from pyrules.core.tables import percent
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.tal import errata
from pyrules.tal.ability_scores import RATINGS, ability_score, read_number_of_rolls
from pyrules.tal.data import cite
from pyrules.tal.evasion_and_precision import MOST_COMBAT_SPEED, read_evasion
from pyrules.tal.hit_points_and_soak import read_hit_points
from pyrules.tal.overall_speed import ARMOR_CHOICES, ROF_CHOICES, WEAPON_CHOICES, overall_speed
from pyrules.tal.tools.common import PERCENT_HELP, ROLL_HELP, d100, need, plural


CHARACTER_PARTS = (
    ("ability", "Ability score"),
    ("rolls", "Number of rolls"),
    ("hit-points", "SHP and DHP"),
    ("evasion", "Evasion"),
    ("speed", "Overall speed"),
)


def _solve_character(values: dict[str, Any], rng: random.Random) -> Answer:
    part = values["part"]
    if part == "ability":
        rating = values["self_rating"]
        roll, rolled = d100(values, "ability_roll", rng) if rating == "roll" else (None, False)
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
        rolls = read_number_of_rolls(need(values, "score", "Ability score"))
        return Answer(
            plural(rolls.rolls, "roll"),
            (Line("Ability score", percent(rolls.ability_score), f"row {rolls.row}", rolls.source),),
        )
    if part == "hit-points":
        hp = read_hit_points(need(values, "constitution", "Constitution"))
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
        ev = read_evasion(need(values, "combat_speed", "Combat speed"))
        return Answer(
            f"Evasion {ev.evasion}",
            (Line("Combat speed", str(ev.combat_speed), f"row {ev.row}", ev.source),),
        )
    # speed
    agility = need(values, "agility", "Agility base skill")
    strength = need(values, "strength", "Strength base skill")
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


TOOL = Tool(
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
