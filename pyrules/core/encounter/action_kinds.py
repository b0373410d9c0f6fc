"""The action kinds' shapes, as typed dicts: what each kind of action carries (``DamageAction``;
``Action`` is any of them). ``pyrules.core.encounter.actions`` builds and checks them; they live
apart from it so a ruleset's plug-in can name the actions its hooks return.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, Union

class _Entry(TypedDict):
    name: str
    count: int
    side: str
    stats: dict[str, Any]
    notes: str
    initiative: int | float | None
    tiebreak: int | float | None


class AddEntry(_Entry, total=False):
    """One kind of combatant an ``add`` brings in: ``count`` of them, numbered when more than one,
    with a character card's attack lines and the pools it starts at below fresh (a character
    still hurt from the last fight: {"HP": 9})."""

    attacks: list[str]
    resources: dict[str, int]


class AddAction(TypedDict):
    kind: Literal["add"]
    entries: list[AddEntry]


# What an action must carry is declared apart from what it may (total=False): NotRequired is
# not seen under postponed annotations.
class _Edit(TypedDict):
    kind: Literal["edit"]
    id: str


class EditAction(_Edit, total=False):
    name: str
    side: str
    notes: str
    stats: dict[str, Any]
    resources: dict[str, int]


class RemoveAction(TypedDict):
    kind: Literal["remove"]
    id: str


class DuplicateAction(TypedDict):
    kind: Literal["duplicate"]
    id: str
    count: int


class InitiativeEntry(TypedDict):
    """One combatant's initiative: its value, tie-break, and how it was got ("3d6: 11")."""

    id: str
    value: int | float | None
    tiebreak: int | float | None
    text: str


class InitiativeAction(TypedDict):
    kind: Literal["initiative"]
    entries: list[InitiativeEntry]
    sort: bool


class SortAction(TypedDict):
    kind: Literal["sort"]


class NextAction(TypedDict):
    kind: Literal["next"]


class PreviousAction(TypedDict):
    kind: Literal["previous"]


class DelayAction(TypedDict):
    kind: Literal["delay"]
    id: str | None


class ActNowAction(TypedDict):
    kind: Literal["act_now"]
    id: str


class PoolDamage(TypedDict):
    """The same blow's damage to another pool: ("Wounds", 4)."""

    resource: str
    amount: int


class _Damage(TypedDict):
    kind: Literal["damage"]
    id: str
    amount: int
    resource: str | None


class DamageAction(_Damage, total=False):
    """Damage; a wound worked out by a calculator also says where it landed, what else it did,
    the conditions it leaves and its damage to other pools."""

    also: list[PoolDamage]
    location: str
    effects: list[str]
    conditions: list[str]


class HealAction(TypedDict):
    kind: Literal["heal"]
    id: str
    amount: int
    resource: str | None


class _AddCondition(TypedDict):
    kind: Literal["add_condition"]
    id: str
    name: str
    unit: Literal["turns", "rounds"] | None
    duration: int | None
    anchor: str | None


class AddConditionAction(_AddCondition, total=False):
    """A condition, and the stats that change with it in the same step (a failed knockdown roll
    stuns and leaves its victim lying down)."""

    stats: dict[str, Any]


class RemoveConditionAction(TypedDict):
    kind: Literal["remove_condition"]
    id: str
    name: str


class TimeAction(TypedDict):
    kind: Literal["time"]
    seconds: int


class EndAction(TypedDict):
    kind: Literal["end"]


class ReminderRollAction(TypedDict):
    """A reminder's check rolled: the reminder by whom it concerns and its words, and the dice."""

    kind: Literal["reminder_roll"]
    who: str | None
    text: str
    total: int
    faces: list[int]


class ReminderFollowAction(TypedDict):
    """What a reminder's failed roll puts on, put on (the reminder by whom it concerns and its words)."""

    kind: Literal["reminder_follow"]
    who: str
    text: str


class _Exchange(TypedDict):
    kind: Literal["exchange"]
    attacker: str
    targets: list[str]
    text: str
    parts: list[dict[str, Any]]


class ExchangeAction(_Exchange, total=False):
    """An attack played through: who attacked whom, what happened (every roll in ``text``),
    each hurt target's damage and what else its rules put on anyone (``then``), applied as one
    step; ``played`` is the attack as it was played (its stages, its id), for undo to bring it
    back at its result (see ``exchange_data``)."""

    then: list[AddConditionAction | EditAction]  # the kinds in actions.EXCHANGE_THEN
    played: dict[str, Any]


Action = Union[
    AddAction, EditAction, RemoveAction, DuplicateAction, InitiativeAction, SortAction, NextAction,
    PreviousAction, DelayAction, ActNowAction, DamageAction, HealAction, AddConditionAction,
    RemoveConditionAction, TimeAction, EndAction, ExchangeAction, ReminderRollAction, ReminderFollowAction,
]
