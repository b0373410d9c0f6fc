"""The Difficulty to hit (cortex-defense): innate defense, dodge or block, plus cover and poor
visibility: the number the attack must reach; in pitch black, the potential targets roll."""

from __future__ import annotations

import random
from typing import Any, Mapping

from pyrules.core.answers import outcome_of
from pyrules.core.explain import number
from pyrules.core.odds import Odds
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.cortex import errata
from pyrules.cortex.chances import at_most
from pyrules.cortex.data import cite, row_of
from pyrules.cortex.data.combat import COVER, DEFENSES, UNAWARE_DIFFICULTY, VISIBILITY
from pyrules.cortex.data.published import DIFFICULTY_NOTE, LADDER_NOTE
from pyrules.cortex.defense import AttackAgainst, DefenseInput, defense_dice, difficulty_to_hit, highest_roll_hit, pitch_black
from pyrules.cortex.initiative import parse_combatants
from pyrules.cortex.rolls import MAX_EXTRA_ACTIONS, MAX_OTHER_STEPS
from pyrules.cortex.tools.common import ALL_OUT_LABEL, ATTRIBUTE_CHOICES, DIE_CHOICES, WOUNDED_LABEL, roll_lines

COVER_CHOICES = (("none", "None"),) + tuple((c.key, f"{c.name} {c.printed}") for c in COVER)
VISIBILITY_CHOICES = (("clear", "Clear"),) + tuple(
    (v.key, f"{v.name} {v.printed}" if v.value is not None else v.name) for v in VISIBILITY
)
DEFENSE_CHOICES = (
    ("innate", "Innate (Agility)"),
    ("dodge", "Dodge"),
    ("block", "Block (opposed)"),
    ("unaware", f"Unaware ({UNAWARE_DIFFICULTY})"),
)


def defense_input(values: Mapping[str, Any]) -> DefenseInput:
    """The defense calculator's form as the rule's input, its values handed over by name."""
    return DefenseInput(
        defense=values["defense"], agility=values["agility"], skill=values["skill"], roll=values["roll"],
        all_out=values["all_out"], extra_actions=values["extra_actions"], wounded=values["wounded"],
        steps=values["steps"], cover=values["cover"], visibility=values["visibility"],
    )


def solve_defense(values: dict[str, Any], rng: random.Random) -> Answer:
    """The Difficulty to hit the defender, and whether the attack total entered (if any) hits it."""
    if values["visibility"] == "pitch_black":
        return solve_pitch_black(values, rng)
    result = difficulty_to_hit(defense_input(values), rng)
    if result.opposed:
        headline = f"Attack must beat {result.difficulty} ({result.to_hit} or more)"
    else:
        headline = f"Difficulty to hit: {result.difficulty}"
    met = None
    lines = []
    name = dict(DEFENSE_CHOICES)[result.defense]
    if result.built is None:
        lines.append(Line("Unaware", str(UNAWARE_DIFFICULTY),
                          f"Innate Defense, otherwise Difficulty {UNAWARE_DIFFICULTY}", cite(10)))
    else:
        skill_label = "Athletics/Dodge" if result.defense == "dodge" else "Skill"
        lines.append(Line("Defense", name, source=cite(row_of(DEFENSES, result.defense).line)))
        lines += roll_lines(result.built, result.roll, skill_label=skill_label)
    lines += [a.line for a in result.additions]
    lines.append(Line("Difficulty to hit", str(result.difficulty),
                      "high roll wins: a tie holds" if result.opposed else "the attack must meet it"))
    attack = values["attack"]
    if attack is not None:
        met = AttackAgainst(result, attack)
        if met.hit:
            headline = f"Hit by {met.margin}: attack {attack} vs {result.difficulty}"
            lines.append(Line("Basic damage", str(met.margin), "see the damage calculator"))
        else:
            headline = f"Miss: attack {attack} vs {result.difficulty}"
    notes = [DIFFICULTY_NOTE]
    if result.built is not None:
        notes.append(LADDER_NOTE)
    if result.opposed:
        notes.append(errata.BLOCK_TIE.footnote)
    return Answer(headline, tuple(lines), notes=tuple(notes), outcome=outcome_of(None if met is None else met.hit),
                  result=result if met is None else met)


def solve_pitch_black(values: dict[str, Any], rng: random.Random) -> Answer:
    """In pitch black every potential target rolls its Agility: the lowest takes the hit."""
    row = row_of(VISIBILITY, "pitch_black")
    notes = (errata.PITCH_BLACK.footnote,)
    if not values["targets"]:
        return Answer(
            "Pitch black: every potential target rolls",
            (Line("Pitch Black", row.printed, cite(row.line)),),
            detail=("List the potential targets and their Agility dice to roll them.",),
            notes=notes,
        )
    targets = parse_combatants(values["targets"], "targets", alertness=False)
    result = pitch_black([(t.name, t.agility) for t in targets], rng)
    hit = result.hit
    names = " and ".join(r.name for r in hit)
    headline = f"Pitch black: {names} {'takes' if len(hit) == 1 else 'tie for'} the hit ({result.lowest})"
    lines = [Line("Pitch Black", row.printed, cite(row.line))]
    for r in result.rolls:
        lines.append(Line(r.name, str(r.total), f"{r.agility}, {'made' if r.made_easy else 'missed'} Easy 3"))
    return Answer(headline, tuple(lines), notes=notes)


def defense_odds(values: dict[str, Any]) -> Odds | None:
    """The chance the attack total entered hits, before the defense is rolled: "defense roll 9 or
    less on d6 + d4"; None without an attack total, or with no defense roll to make."""
    if values["attack"] is None or values["visibility"] == "pitch_black":
        return None
    inp = defense_input(values)
    built = defense_dice(inp)
    if built is None:
        return None
    highest = highest_roll_hit(inp, values["attack"])
    return Odds(at_most(built.pool, highest), f"defense roll {number(highest)} or less on {built.dice}", "to hit")


TOOL = Tool(
    key="cortex-defense",
    title="Difficulty to hit",
    fields=(
        Field("defense", "Defense", "choice", DefenseInput.defense, DEFENSE_CHOICES),
        Field("agility", "Agility", "choice", DefenseInput.agility, ATTRIBUTE_CHOICES),
        Field("skill", "Dodge / block skill", "choice", DefenseInput.skill, DIE_CHOICES,
              help="Athletics/Dodge, or the block skill", when=(("defense", ("dodge", "block")),)),
        Field("roll", "Defense roll", "int", DefenseInput.roll, low=0, high=999, required=False,
              help="Blank: rolled for you. An unaware defender makes none.",
              when=(("defense", ("innate", "dodge", "block")),)),
        Field("all_out", ALL_OUT_LABEL, "flag", DefenseInput.all_out, help="Dodge or block only",
              when=(("defense", ("dodge", "block")),)),
        Field("extra_actions", "Extra actions", "int", DefenseInput.extra_actions, low=0, high=MAX_EXTRA_ACTIONS),
        Field("wounded", WOUNDED_LABEL, "flag", DefenseInput.wounded),
        Field("steps", "Other steps", "int", DefenseInput.steps, low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS),
        Field("cover", "Cover", "choice", DefenseInput.cover, COVER_CHOICES),
        Field("visibility", "Visibility", "choice", DefenseInput.visibility, VISIBILITY_CHOICES),
        Field("attack", "Attack total", "int", None, low=0, high=999, required=False, help="Optional: hit or miss"),
        Field("targets", "Targets (pitch black)", "text", None, required=False, help="e.g. Mal d8, Zoe d10",
              when=(("visibility", ("pitch_black",)),)),
    ),
    solve=solve_defense,
    tables=("C4", "C5", "C6"),
    summary="Innate defense, dodge or block, plus cover and poor visibility: the number the attack must reach.",
    live=False,
    rolls=True,  # a roll left blank is rolled
    odds_field="roll",
    odds_label="to hit",
    before_roll=defense_odds,
)
