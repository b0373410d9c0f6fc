"""The rolls the attack under way asks of a player's combatant, as that player's phone is asked them.

The stage open now (``Session.exchanges.now()``) asks some of its blank roll fields of a
combatant (``player_rolls.asked_of``: a defense roll of its target, the damage of its attacker,
TAL's defense roll asked in the attacker's stage). Each is an ``Ask``, kept by typed keys (the
attack's id, the stage's key, the field's name), the dice to roll, and, where the stage's rule
judges the roll a success or a failure, its exact chance, counted over every total of the dice
with the stage's values as they are. The player's view carries them at the top of what is due
(``due_data``); the phone answers one with a roll naming its keys, which the game master's page
only writes into that field (``player_rolls.suggestion``). Nothing here changes the encounter.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pyrules.core.answers import Made, succeeded
from pyrules.core.encounter.exchange import Walk
from pyrules.core.encounter.exchange_walk import Stage
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.core.players import view_data as D
from pyrules.core.players.player_rolls import asked_of

MOST_TOTALS = 200  # the totals counted for a chance: a roll on more (3d100) is asked without one


@dataclass(frozen=True)
class Ask:
    """A roll the stage open asks of a combatant: the attack (``exchange``, its id), the stage
    (``stage``, its key; ``title`` its words), the field (``field``, its name; ``label`` its
    words), the ``dice`` and its ``chance`` of success (None: the roll is not judged, as damage)."""

    exchange: str
    stage: str
    field: str
    title: str
    label: str
    dice: str
    chance: Fraction | None = None

    @property
    def said(self) -> str:
        """The roll asked in words: "Orc’s defense: Defense roll (3d6)"."""
        return f"{self.title}: {self.label}"


def asks(walk: Walk | None, combatant: str) -> tuple[Ask, ...]:
    """The rolls the attack under way (``walk``; None: none) asks of ``combatant`` now, still
    blank: none once the stage has moved on."""
    if walk is None or walk.stage is None or walk.exchange.id is None:
        return ()
    stage = walk.stage
    return tuple(Ask(walk.exchange.id, stage.key, f.name, stage.title, f.label, dice, chance(stage, f, dice))
                 for f, dice in asked_of(walk, combatant))


def chance(stage: Stage, field_: Field, dice: str) -> Fraction | None:
    """The exact chance that ``field_``, rolled on ``dice``, makes the stage's roll a success, with
    its other values as they are: each total of the dice answered as the stage answers it (any
    other blank roll made the same way each time). None when the stage's rule does not judge it."""
    from pyrules.core.odds import distribution

    try:
        totals = distribution(dice)
    except RulesError:
        return None
    if len(totals) > MOST_TOTALS:
        return None
    made, judged = Fraction(0), False
    for total, p in totals.items():
        try:
            answer = stage.answer({field_.name: str(total)}, random.Random(0), 0).answer
        except RulesError:
            return None
        judged = judged or (isinstance(answer.result, Made) and answer.result.success is not None)
        if succeeded(answer):
            made += p
    return made if judged else None


def due_data(ask: Ask) -> dict[str, Any]:
    """The ask as the player's view carries it among what is due (``view_data``'s ``due``)."""
    chance_ = None if ask.chance is None else [ask.chance.numerator, ask.chance.denominator]
    return {"text": ask.said[:D.REMINDER_LONGEST],
            "roll": {"dice": ask.dice, "target": None, "at_most": True, "label": ask.label[:D.NAME_LONGEST]},
            "ask": {"exchange": ask.exchange, "stage": ask.stage, "field": ask.field, "chance": chance_}}
