"""A player's roll at the game master's side: what the roll log keeps of it, and the field of the
attack under way it could fill.

A roll a player sends (``messages.Roll``) lands in the one roll log under the player's name
(``logged``). When the attack under way (``Session.exchange``, walked by
``Session.exchanges.now()``) has a stage open with a roll that player's combatant makes still
blank, on the same dice, the roll is offered for it (``suggestion``): the game master accepts it
(the stage answered with ``Suggestion.raw``, through ``ExchangeSteps.answer``) or ignores it. A
roll the phone made for a roll asked of it (``asked``) names that field by its keys, and is offered
for it alone, and only while its stage still asks it. Nothing here changes the encounter.

Whose roll a stage's field is, the stage says (``Stage.rolled_by``): a defense stage's rolls, and
TAL's defense roll asked in the attacker's stage, are its target's; every other roll of an attack
(its skill roll, its hit location, its damage) is the attacker's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from pyrules.core.dice import parse
from pyrules.core.encounter.exchange import Walk
from pyrules.core.encounter.exchange_walk import Stage
from pyrules.core.encounter.shown import Rolled
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.core.players.messages import AnsweringReminder, Roll

SIGNS = {"at_most": "≤", "at_least": "≥"}


def logged(roll: Roll, player: str, combatant: str = "") -> Rolled:
    """The roll as the roll log keeps it, under the player's name (and the combatant's, when the
    player plays one): "Mia · Ana", "Dodge: made it: ≤ 9" when it had a target."""
    met = None if roll.target is None else (roll.total <= roll.target if roll.direction == "at_most"
                                             else roll.total >= roll.target)
    judged = "" if met is None else f"{'Made it' if met else 'Missed'}: {SIGNS[roll.direction]} {roll.target}"
    said = f"{roll.what}: {judged[:1].lower()}{judged[1:]}" if roll.what and judged else roll.what or judged
    source = f"{player} · {combatant}" if combatant and combatant != player else player
    return Rolled(roll.dice, roll.total, roll.faces, source, said, met)


@dataclass(frozen=True)
class Suggestion:
    """A player's roll offered for a field of the attack under way: the attack (``exchange``, its
    id), the stage (``stage``, its key, and ``title``), the field (``field``, ``label``) and the
    ``value`` to put in it."""

    exchange: str | None
    stage: str
    title: str
    field: str
    label: str
    value: int

    @property
    def raw(self) -> dict[str, str]:
        """The stage's form value that accepting it gives (``ExchangeSteps.answer``'s ``raw``)."""
        return {self.field: str(self.value)}

    @property
    def said(self) -> str:
        """The offer in words: "Orc’s defense: Defense roll (3d6) 9"."""
        return f"{self.title}: {self.label} {self.value}"


def whose(walk: Walk, stage: Stage, field: Field) -> str:
    """The id of the combatant who rolls ``field`` of ``stage``, as the stage says: the target for
    a defense, the attacker otherwise."""
    return stage.rolled_by(field.name, walk.exchange.attacker)


def asked_of(walk: Walk | None, combatant: str) -> tuple[tuple[Field, str], ...]:
    """The rolls the stage open now asks of ``combatant`` and leaves blank: each field and its dice."""
    stage = None if walk is None else walk.stage
    if walk is None or stage is None:
        return ()
    asked = []
    for f in stage.fields:
        if stage.values.get(f.name) not in (None, "") or not stage.shows(f, stage.values):
            continue
        try:
            dice = stage.dice(f, stage.values)
        except RulesError:  # its dice are worked out from values not yet given
            continue
        if dice and whose(walk, stage, f) == combatant:
            asked.append((f, dice))
    return tuple(asked)


def suggestion(walk: Walk | None, combatant: str, roll: Roll) -> Suggestion | None:
    """The field of the attack under way (``walk``; None: none) that ``roll``, made by the player
    of ``combatant``, could fill: one the stage open asks of that combatant, still blank, rolled on
    the same dice, that takes its total (the one whose label is what the roll was for, else the
    first). A roll answering a roll asked (``Roll.answers``) is offered for that field alone, while
    the same attack's same stage still asks it. None when there is none."""
    if walk is None or walk.stage is None:
        return None
    stage, fitting = walk.stage, []
    answers = roll.answers
    if isinstance(answers, AnsweringReminder):
        return None  # a reminder's roll: the reminder's to take (``reminder_answers``)
    if answers is not None and (answers.exchange, answers.stage) != (walk.exchange.id, stage.key):
        return None  # asked of a stage the game master has moved on from
    for f, dice in asked_of(walk, combatant):
        if not same_dice(dice, roll.dice) or (answers is not None and f.name != answers.field):
            continue
        try:
            f.parse(str(roll.total))
        except RulesError:
            continue
        fitting.append(f)
    if not fitting:
        return None
    chosen = named_for(fitting, roll.what)
    return Suggestion(walk.exchange.id, stage.key, stage.title, chosen.name, chosen.label, roll.total)


def named_for(fields: list[Field], typed: str) -> Field:
    """Of ``fields`` (at least one), the one whose label the player typed as what the roll was for
    ("Breaking 1D20"), read from the phone's words into the stage's field, once; else the first."""
    return next((f for f in fields if f.label.casefold() == typed.strip().casefold()), fields[0])


def still_open(offered: Suggestion, walk: Walk | None) -> bool:
    """Whether the attack under way still asks for the field ``offered`` fills: the same attack,
    at the same stage (the game master may have answered it, or moved on, since)."""
    return (walk is not None and walk.stage is not None and walk.exchange.id == offered.exchange
            and walk.stage.key == offered.stage and offered.field in {f.name for f in walk.stage.fields})


class PlaysAttacks(Protocol):
    """The tracker session as a player's roll reads it: its steps of the attack under way."""

    @property
    def exchanges(self) -> WalksNow: ...


class WalksNow(Protocol):
    def now(self) -> Walk | None: ...


def suggested(session: PlaysAttacks, combatant: str, roll: Roll) -> Suggestion | None:
    """``suggestion`` for the session's open encounter and its attack under way."""
    return suggestion(session.exchanges.now(), combatant, roll)


def same_dice(asked: str, rolled: str) -> bool:
    """Whether two dice notations roll the same dice ("3d6" and "3D6", "d12+d4" and "1d12+1d4")."""
    try:
        a, b = parse(asked), parse(rolled)
    except RulesError:
        return False
    return (a.groups, a.modifier, a.multiplier) == (b.groups, b.modifier, b.multiplier)
