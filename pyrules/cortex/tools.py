"""The Cortex calculators: roll builder, Difficulty to hit, damage, initiative, movement."""

from __future__ import annotations

import random
from typing import Any, Mapping

from pyrules.core.answers import Outcome, outcome_of
from pyrules.core.explain import Modifier, number, signed, steps
from pyrules.core.odds import Odds, as_percent
from pyrules.core.tools import Answer, Effect, Field, Line, Tool
from pyrules.cortex import errata
from pyrules.cortex.damage import WEAPON_TYPES, damage
from pyrules.cortex.data import by_key, cite
from pyrules.cortex.data.combat import (
    ALL_OUT_DEFENSE_STEPS,
    COVER,
    DEFENSES,
    EXTRA_ACTION_STEPS,
    MOVEMENT,
    RANGE,
    UNAWARE_DIFFICULTY,
    VISIBILITY,
)
from pyrules.cortex.data.damage import SERIOUSLY_WOUNDED_STEPS
from pyrules.cortex.data.published import (
    DIFFICULTY_NOTE,
    EXTRAORDINARY_MARGIN,
    EXTRAORDINARY_NOTE,
    LADDER,
    LADDER_NOTE,
    ROLL_NOTE,
    WEAPON_TYPE_NOTE,
)
from pyrules.cortex.chances import at_most, difficulty_odds
from pyrules.cortex.defense import AttackAgainst, DefenseInput, defense_dice, difficulty_to_hit, highest_roll_hit, pitch_black
from pyrules.cortex.initiative import initiative, parse_combatants
from pyrules.cortex.movement import movement
from pyrules.cortex.rolls import (
    MAX_EXTRA_ACTIONS,
    MAX_OTHER_STEPS,
    BuiltRoll,
    PoolRoll,
    build_roll,
    difficulty_name,
    roll_pool,
)

DIE_CHOICES = tuple((die, die) for die in LADDER)
ATTRIBUTE_CHOICES = DIE_CHOICES[1:]  # PUBLISHED_RULE: an attribute is d2 or more, never d0
SPECIALTY_CHOICES = (("none", "None"),) + DIE_CHOICES[1:]
RANGE_CHOICES = (("none", "Not ranged"),) + tuple((b.key, f"{b.name} ({b.printed})") for b in RANGE)
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
WEAPON_TYPE_CHOICES = (("wound", "Wound (W)"), ("stun", "Stun (S)"), ("basic", "Basic (B)"))
ODD_CHOICES = (("stun", "Stun"), ("wounds", "Wounds"))
PACE_CHOICES = tuple((p.key, f"{p.name} ({p.actions_printed})") for p in MOVEMENT)

ALL_OUT_LABEL = f"All-out defense ({signed(ALL_OUT_DEFENSE_STEPS)})"
WOUNDED_LABEL = f"Seriously wounded ({signed(SERIOUSLY_WOUNDED_STEPS)})"


def _harm(stun: int, wounds: int) -> str:
    """"4 Stun, 1 Wound"."""
    return f"{stun} Stun, {wounds} Wound{'' if wounds == 1 else 's'}"


def rolled_dice(values: dict) -> BuiltRoll:
    """The dice the roll builder's form asks for, its values handed over by name."""
    return build_roll(
        attribute=values["attribute"], skill=values["skill"], specialty=values["specialty"],
        extra_actions=values["extra_actions"], range=values["range"], all_out=values["all_out"],
        wounded=values["wounded"], steps=values["steps"],
    )


def defense_input(values: Mapping[str, Any]) -> DefenseInput:
    """The defense calculator's form as the rule's input, its values handed over by name."""
    return DefenseInput(
        defense=values["defense"], agility=values["agility"], skill=values["skill"], roll=values["roll"],
        all_out=values["all_out"], extra_actions=values["extra_actions"], wounded=values["wounded"],
        steps=values["steps"], cover=values["cover"], visibility=values["visibility"],
    )


def _roll_lines(built: BuiltRoll, rolled: PoolRoll | None, *, skill_label: str = "Skill") -> list[Line]:
    """The lines that explain a built roll: dice named, step modifiers, dice rolled, the roll."""
    label = {"specialty": "Specialty", "unskilled": f"{skill_label} (none)"}.get(built.skill_kind, skill_label)
    lines = [Line("Attribute", built.attribute), Line(label, built.skill)]
    lines += [m.line for m in built.modifiers]
    for move in built.shift.moves:
        lines.append(Line(f"{move.which.capitalize()} die", f"{move.before} → {move.after}", steps(move.steps)))
    if built.shift.lost:
        lines.append(Line("Steps lost", str(built.shift.lost), "the ladder stops at d0 and d12+d12"))
    lines.append(Line("Dice rolled", built.dice, "a d0 adds nothing" if "d0" in built.shift.dice else ""))
    if rolled is not None:
        if len(rolled.faces) > 1:
            shown = " + ".join(str(f) for f in rolled.faces) + f" = {rolled.total}"
        elif rolled.faces:
            shown = str(rolled.total)
        else:
            shown = f"{rolled.total}" + (" (entered)" if rolled.sides else " (no dice)")
        lines.append(Line("Roll", shown))
    return lines


# ---------------------------------------------------------------- roll builder

def _solve_roll(values: dict, rng: random.Random) -> Answer:
    built = rolled_dice(values)
    odds = built.odds()
    rolled = roll_pool(built.sides, rng, total=values["roll"], difficulty=values["difficulty"])
    result = rolled.outcome
    dice = built.dice
    outcome: Outcome
    if result == "botch":
        headline, outcome = f"Botch! {rolled.total} on {dice}", "failure"
    elif result is None:
        headline, outcome = f"Rolled {rolled.total} on {dice}", "none"
    else:
        assert rolled.difficulty is not None  # an outcome is judged against a Difficulty
        against = difficulty_name(rolled.difficulty)
        word = {"extraordinary": "Extraordinary success", "success": "Success", "failure": "Failure"}[result]
        headline = f"{word}: {rolled.total} vs {against} ({dice})"
        outcome = outcome_of(result != "failure")
    lines = _roll_lines(built, rolled)
    if rolled.difficulty is not None and rolled.margin is not None:  # the margin is the Difficulty's
        lines.append(Line("Margin", signed(rolled.margin),
                          f"extraordinary at {rolled.difficulty + EXTRAORDINARY_MARGIN}"))
    for row in odds.rows:
        lines.append(Line(f"{row.name} {row.difficulty}", as_percent(row.success),
                          f"extraordinary {as_percent(row.extraordinary)}"))
    lines.append(Line("Botch (all ones)", as_percent(odds.botch)))
    return Answer(
        headline,
        tuple(lines),
        detail=("Chances are exact: the success chance counts a total that meets the Difficulty "
                "and is not a botch.",),
        notes=(LADDER_NOTE, ROLL_NOTE, DIFFICULTY_NOTE, EXTRAORDINARY_NOTE, errata.STEP_OVERFLOW.footnote),
        outcome=outcome,
        result=rolled,
        passes=(("cortex-damage", "attack", rolled.total),)
        + ((("cortex-damage", "difficulty", rolled.difficulty),) if rolled.difficulty is not None else ()),
    )


def roll_odds(values: dict) -> Odds | None:
    """The chance to succeed before the dice are rolled, against the Difficulty entered: "roll 7 or
    more on d8 + d6" (and not all ones, where a botch could meet it); None without a Difficulty."""
    if values["difficulty"] is None:
        return None
    built = rolled_dice(values)
    row = difficulty_odds(built.pool, values["difficulty"])
    needs = f"roll {row.difficulty} or more on {built.dice}"
    if row.success != row.meet:
        needs += ", not all ones"
    return Odds(row.success, needs)


ROLL = Tool(
    key="cortex-roll",
    title="Roll builder",
    fields=(
        Field("attribute", "Attribute", "choice", "d6", ATTRIBUTE_CHOICES),
        Field("skill", "Skill", "choice", "d0", DIE_CHOICES, help="d0: unskilled"),
        Field("specialty", "Specialty", "choice", "none", SPECIALTY_CHOICES, help="Replaces the skill die"),
        Field("extra_actions", "Extra actions", "int", 0, low=0, high=MAX_EXTRA_ACTIONS,
              help=f"{steps(EXTRA_ACTION_STEPS)} each, cumulative"),
        Field("range", "Range", "choice", "none", RANGE_CHOICES),
        Field("all_out", ALL_OUT_LABEL, "flag", False, help="Dodge or block only: not with a range",
              when=(("range", ("none",)),)),
        Field("wounded", WOUNDED_LABEL, "flag", False),
        Field("steps", "Other steps", "int", 0, low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS),
        Field("difficulty", "Difficulty", "int", None, low=0, high=999, required=False,
              help="Optional: Easy 3, Average 7, Hard 11 …"),
        Field("roll", "Your roll", "int", None, low=0, high=999, required=False, help="Blank: rolled for you"),
    ),
    solve=_solve_roll,
    tables=("C2", "C4", "C7", "C10"),
    summary="Attribute + skill dice, step bonuses and penalties, exact odds against every Difficulty, then the roll.",
    live=False,
    rolls=True,  # a roll left blank is rolled
    odds_field="roll",
    before_roll=roll_odds,
)


# ---------------------------------------------------------------- difficulty to hit

def _solve_defense(values: dict, rng: random.Random) -> Answer:
    if values["visibility"] == "pitch_black":
        return _pitch_black(values, rng)
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
        lines.append(Line("Defense", name, source=cite(by_key(DEFENSES, result.defense).line)))
        lines += _roll_lines(result.built, result.roll, skill_label=skill_label)
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


def _pitch_black(values: dict, rng: random.Random) -> Answer:
    row = by_key(VISIBILITY, "pitch_black")
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


def defense_odds(values: dict) -> Odds | None:
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


DEFENSE = Tool(
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
    solve=_solve_defense,
    tables=("C4", "C5", "C6"),
    summary="Innate defense, dodge or block, plus cover and poor visibility: the number the attack must reach.",
    live=False,
    rolls=True,  # a roll left blank is rolled
    odds_field="roll",
    odds_label="to hit",
    before_roll=defense_odds,
)


# ---------------------------------------------------------------- damage

def _solve_damage(values: dict, rng: random.Random) -> Answer:
    result = damage(values["attack"], values["difficulty"], values["weapon"], values["weapon_type"],
                    armor=values["armor"], weapon_roll=values["weapon_roll"], odd=values["odd"], rng=rng)
    basic = result.basic
    notes = [errata.ODD_POINT.footnote, WEAPON_TYPE_NOTE]
    if not result.hit:
        return Answer(
            f"Miss: {basic.attack_total} is below {basic.difficulty}",
            (Line("Attack − Difficulty", f"{basic.attack_total} − {basic.difficulty}", cite(38)),),
            notes=tuple(notes),
            outcome="failure",
        )
    odd = f"odd point to {basic.odd_point.capitalize()}" if basic.odd_point else ""
    lines = [
        Line("Basic damage", f"{basic.attack_total} − {basic.difficulty} = {basic.total}", cite(38)),
        Line("Split", _harm(basic.stun, basic.wounds), odd or "half Stun, half Wounds"),
    ]
    weapon = result.weapon
    assert weapon is not None  # a hit, after the miss above
    total = number(weapon.total)
    shown = " + ".join(str(f) for f in weapon.faces) + f" = {total}" if len(weapon.faces) > 1 else total
    kind = dict(WEAPON_TYPE_CHOICES)[weapon.kind]
    if weapon.below_zero:
        lines.append(Line(f"Weapon {weapon.rating} {kind}", shown, f"below 0: adds nothing ({cite(39)})"))
        notes.append(errata.WEAPON_BELOW_ZERO.footnote)
    else:
        lines.append(Line(f"Weapon {weapon.rating} {kind}", shown, f"{_harm(weapon.stun, weapon.wounds)} ({cite(39)})"))
    if result.armor:
        lines.append(Modifier("Armor", -result.armor_stopped, cite(35), f"rating {result.armor}", unit="Wound").line)
    lines.append(Line("Total", _harm(result.stun, result.wounds)))
    headline = _harm(result.stun, result.wounds)
    harm = [(pool, points) for pool, points in (("Stun", result.stun), ("Wounds", result.wounds)) if points > 0]
    effect = Effect(harm[0][1], harm[0][0], also=tuple(harm[1:])) if harm else None
    return Answer(headline, tuple(lines), notes=tuple(notes),
                  outcome="success" if result.stun or result.wounds else "none", effect=effect)


DAMAGE = Tool(
    key="cortex-damage",
    title="Damage",
    fields=(
        Field("attack", "Attack total", "int", None, low=0, high=999),
        Field("difficulty", "Difficulty", "int", None, low=0, high=999),
        Field("weapon", "Weapon damage", "text", "0", help="A number or a die: 3, d6, 2d6"),
        Field("weapon_type", "Damage type", "choice", "wound", WEAPON_TYPE_CHOICES),
        Field("weapon_roll", "Weapon roll", "int", None, required=False, help="Blank: rolled for you"),
        Field("armor", "Armor", "int", 0, low=0, high=999, help="Wounds it stops"),
        Field("odd", "Odd point to", "choice", "stun", ODD_CHOICES),
    ),
    solve=_solve_damage,
    tables=("C8", "C9"),
    summary="Attack minus Difficulty split into Stun and Wounds, plus the weapon, less armor.",
    live=False,
)
assert tuple(k for k, _ in WEAPON_TYPE_CHOICES) == WEAPON_TYPES


# ---------------------------------------------------------------- initiative

def _solve_initiative(values: dict, rng: random.Random) -> Answer:
    order = initiative(values["combatants"], rng)
    first = order.rolls[0]
    tied_first = [r for r in order.rolls if r.total == first.total]
    if len(tied_first) > 1:
        headline = "Tie for first: " + ", ".join(r.combatant.name for r in tied_first) + f" ({first.total})"
    else:
        headline = f"{first.combatant.name} goes first ({first.total})"
    lines = tuple(
        Line(f"{i}. {r.combatant.name}", str(r.total), r.dice + (" · tie" if r.tied else ""))
        for i, r in enumerate(order.rolls, 1)
    )
    notes = (LADDER_NOTE, errata.INITIATIVE_TIE.footnote)
    return Answer(headline, lines, notes=notes)


INITIATIVE = Tool(
    key="cortex-initiative",
    title="Initiative",
    fields=(
        Field("combatants", "Combatants", "text", None,
              help="Name, Agility, Alertness; one a line or split by commas: Mal d8 d6, Zoe d10 d8"),
    ),
    solve=_solve_initiative,
    tables=("C1",),
    summary="Agility + Alertness for each combatant, highest first.",
    live=False,
)


# ---------------------------------------------------------------- movement

def _solve_movement(values: dict, rng: random.Random) -> Answer:
    result = movement(values["pace"], values["attribute"], values["skill"], roll=values["roll"],
                      other_actions=values["other_actions"], steps=values["steps"], wounded=values["wounded"], rng=rng)
    pace = result.pace
    actions = "no action" if not pace.actions else f"{pace.actions} action{'s' if pace.actions > 1 else ''}"
    headline = f"{pace.name}: {result.feet} ft this turn ({actions})"
    lines = [Line(pace.name, pace.printed, pace.actions_printed, cite(pace.line))]
    notes = []
    if result.built is not None:
        assert result.roll is not None  # rolled as built
        lines += _roll_lines(result.built, result.roll, skill_label="Athletics/Running")
        lines.append(Line("Distance", f"30 + {result.roll.total} = {result.feet} ft"))
        notes.append(errata.RUN_ATTRIBUTE.footnote)
        notes.append(LADDER_NOTE)
    if result.extra_actions and result.built is None:
        lines.append(Line("Extra actions", str(result.extra_actions),
                          f"{steps(result.step_penalty)} to all actions this turn ({cite(3)})"))
    return Answer(headline, tuple(lines), notes=tuple(notes))


MOVEMENT_TOOL = Tool(
    key="cortex-movement",
    title="Movement",
    fields=(
        Field("pace", "Pace", "choice", "base", PACE_CHOICES),
        Field("attribute", "Attribute (run)", "choice", "d6", ATTRIBUTE_CHOICES),
        Field("skill", "Athletics/Running", "choice", "d0", DIE_CHOICES),
        Field("other_actions", "Other actions", "int", 0, low=0, high=MAX_EXTRA_ACTIONS,
              help="Actions on anything else this turn"),
        Field("roll", "Run roll", "int", None, low=0, high=999, required=False, help="Blank: rolled for you"),
        Field("wounded", WOUNDED_LABEL, "flag", False),
        Field("steps", "Other steps", "int", 0, low=-MAX_OTHER_STEPS, high=MAX_OTHER_STEPS),
    ),
    solve=_solve_movement,
    tables=("C3", "C2"),
    summary="Base 15 ft, hustle 30 ft for 1 action, run 30 ft + a roll for 2 actions.",
    live=False,
)

TOOLS: tuple[Tool, ...] = (ROLL, DEFENSE, DAMAGE, INITIATIVE, MOVEMENT_TOOL)
