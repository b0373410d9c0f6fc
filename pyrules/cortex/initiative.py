"""Initiative (seed 003 l.1): an Agility + Alertness roll for each combatant, highest first."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Sequence

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.cortex.chances import notation
from pyrules.cortex.rolls import build_roll, roll_pool
from pyrules.cortex.steps import parse_die

MAX_COMBATANTS = 40
MAX_NAME = 40
LONGEST_LIST = 4000  # 40 combatants written out take far less
_DIE = re.compile(r"^d\d+(\+d\d+)*$", re.IGNORECASE)


@dataclass(frozen=True)
class Combatant:
    """One combatant: name, Agility die, Alertness die (d0 if unskilled)."""

    name: str
    agility: str
    alertness: str = "d0"


@dataclass(frozen=True)
class InitiativeRoll:
    combatant: Combatant
    dice: str
    total: int
    tied: bool  # shares its total with another combatant (the reference does not break ties)


@dataclass(frozen=True)
class InitiativeOrder:
    """Everyone's roll, highest first; ties keep the order they were entered in."""

    rolls: tuple[InitiativeRoll, ...]


def parse_combatants(text: object, field: str = "combatants", *, alertness: bool = True) -> tuple[Combatant, ...]:
    """Read "Mal d8 d6; Zoe d10+d8" (one combatant a line, or separated by ; or ,).

    Each entry is a name, then the Agility die and the Alertness die (a
    lone die is Agility, unskilled). "d8+d6" is Agility d8 + Alertness d6;
    a d12+d2 die is kept whole when a space separates the two dice
    ("Mal d12+d2 d6"). With ``alertness=False`` each entry is a name and its
    Agility die alone. A refusal lands on ``field`` and quotes a few characters
    of the entry at most.
    """
    wanted = "the Agility and Alertness dice (Mal d8 d6)" if alertness else "the Agility die (Mal d8)"
    text = validate.text(text, field, "Combatants", longest=LONGEST_LIST, empty=True)
    if not text:
        raise RulesError(f"List the combatants: a name, then {wanted}.", field)
    entries = [e.strip() for e in re.split(r"[\n;,]+", text) if e.strip()]
    if len(entries) > MAX_COMBATANTS:
        raise RulesError(f"At most {MAX_COMBATANTS} combatants.", field)
    result: list[Combatant] = []
    for entry in entries:
        tokens = re.sub(r"\s*\+\s*", "+", entry).replace(":", " ").split()
        first_die = next((i for i, t in enumerate(tokens) if _DIE.match(t)), None)
        # the dice read in lower case, as the ladder writes them ("D12+D2" is d12+d2)
        dice = [t.lower() for t in tokens[first_die:]] if first_die is not None else []
        if not dice or not all(_DIE.match(t) for t in dice) or len(dice) > (2 if alertness else 1):
            raise RulesError(f"“{shown(entry)}”: write a name, then {wanted}.", field)
        name = " ".join(tokens[:first_die])[:MAX_NAME] or f"Combatant {len(result) + 1}"
        if len(dice) == 2:
            agility, alert = dice
        else:
            parts = dice[0].split("+")
            if len(parts) == 1:
                agility, alert = parts[0], "d0"
            elif len(parts) == 2:
                agility, alert = parts
            elif len(parts) == 3 and parts[0] == "d12":
                agility, alert = "+".join(parts[:2]), parts[2]
            elif len(parts) == 4:
                agility, alert = "+".join(parts[:2]), "+".join(parts[2:])
            else:
                raise RulesError(f"“{shown(entry)}”: put a space between the Agility and Alertness dice "
                                 "(Mal d12+d2 d6).", field)
            if not alertness and alert != "d0":
                agility, alert = dice[0], "d0"
        agility = parse_die(agility, field, f"{name}’s Agility", allow_d0=False)
        alert = parse_die(alert, field, f"{name}’s Alertness")
        result.append(Combatant(name, agility, alert))
    return tuple(result)


def initiative(combatants: str | Sequence[Combatant | tuple[str, ...]], rng: random.Random | None = None,
               rolls: Sequence[int | None] | None = None) -> InitiativeOrder:
    """Roll Agility + Alertness for each combatant (or take ``rolls``), highest first: the
    combatants written as the calculator reads them ("Mal d8 d6; Zoe d10 d8"), or listed."""
    if isinstance(combatants, str):
        combatants = parse_combatants(combatants)
    if not isinstance(combatants, (list, tuple)) or not combatants:
        raise RulesError("List at least one combatant.", "combatants")
    if len(combatants) > MAX_COMBATANTS:
        raise RulesError(f"At most {MAX_COMBATANTS} combatants.", "combatants")
    if rolls is not None and (not isinstance(rolls, (list, tuple)) or len(rolls) != len(combatants)):
        raise RulesError("Give one roll per combatant.", "rolls")
    results = []
    for index, combatant in enumerate(combatants):
        if isinstance(combatant, (list, tuple)) and len(combatant) in (2, 3) and isinstance(combatant[0], str):
            combatant = Combatant(*combatant)
        if not isinstance(combatant, Combatant):
            raise RulesError("Each combatant needs a name, an Agility die and an Alertness die.", "combatants")
        who = shown(combatant.name)
        agility = parse_die(combatant.agility, "combatants", f"{who}’s Agility", allow_d0=False)
        alertness = parse_die(combatant.alertness, "combatants", f"{who}’s Alertness")
        built = build_roll(agility, alertness)
        given = None if rolls is None else rolls[index]
        total = roll_pool(built.sides, rng, total=given, field="rolls").total
        results.append((combatant, notation(built.sides), total))
    totals = [total for _, _, total in results]
    ordered = sorted(results, key=lambda r: -r[2])  # stable: ties keep entry order
    return InitiativeOrder(
        tuple(InitiativeRoll(c, dice, total, totals.count(total) > 1) for c, dice, total in ordered)
    )
