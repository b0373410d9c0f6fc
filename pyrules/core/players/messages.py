"""The messages between the game master's phone and a player's, each one JSON text in a versioned
envelope: ``{"v": 1, "kind": …, …}``.

From the game master: ``View`` (``{"kind": "view", "view": {…}}``, the player's view, see
``view_data``), ``Bye`` (``{"kind": "bye", "why": "dropped" | "closed"}``), ``Refused``
(``{"kind": "refused", "why": "foe" | "unknown"}``: the player's last hello was refused, as it named
a foe or a combatant the open encounter does not have, and nothing of it was kept), ``Offered``
(``{"kind": "offered", "why": "taken" | "refused", "name": "Rowan 2"}``: what became of the card the
player offered), ``Proposed`` (``{"kind": "proposed", "why": "accepted" | "refused"}``: what became
of the attack the player proposed) and ``Card`` (``{"kind": "card", "card": {…}, "left": {"pools":
[{"title": "HP", "now": 7, "maximum": 12, "counts_up": false}], "conditions": [{"name": "Stunned",
"left": ""}]}}``: the card of the player's combatant sent back after the fight, and what the fight
left of it, see ``cards_back``).

From a player: ``Offer`` (``{"kind": "offer", "card": {"name": …, "side": …, "notes": …, "stats":
{…}, "attacks": […]}}``: a character's card, as a card file keeps one), ``Attack`` (``{"kind":
"attack", "attack": 0 | null, "targets": ["c2"]}``: an attack proposed on its combatant's turn),
``Hello`` (``{"kind": "hello", "name": "Mia", "combatant": "c3" | null}``: null is watching) and
``Roll`` (``{"kind": "roll", "for": "Dodge", "dice": "3d6", "faces": [2, 5, 1], "total": 8,
"target": 9 | null, "direction": "at_most" | "at_least", "ask": null | {"exchange": "x482",
"stage": "defense c2", "field": "defense_roll"} | {"reminder": "r3f2a9c01b7de"}}``: ``ask`` names
the roll asked of the player's combatant it answers, or the reminder due for it, by the keys the
view gave it; its ``faces`` are empty when the player rolled its own dice and typed the total).

Each side reads only the other's kinds (``from_game_master``, ``from_player``), as any imported
file is read: its size in bytes and its nesting measured before it is parsed, then the version,
the kind and every field's type and bounds; a roll's faces must fall on its dice and add up to its
total, and a total typed without its faces must be one the dice can make. Whatever is wrong
raises ``BadMessage``, which the caller counts and drops: a message is used whole or not at all.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Mapping

from pyrules.core.errors import RulesError, shown
from pyrules.core.json_file import read_json
from pyrules.core.players import view_data as D
from pyrules.core.players.cards_back import FightLeft, left_data, read_left

VERSION = 1
MOST_FROM_GAME_MASTER = 240_000  # bytes: under the 262,144 a browser's data channel takes at once
MOST_FROM_PLAYER = 2_000         # a hello or a roll is a few hundred
MOST_OFFER = 20_000              # a character's card offered: its stats and attack lines
DEEPEST = 8                      # a view nests six deep
PLAYER_NAME_LONGEST = 40
FOR_LONGEST = 60
DICE_LONGEST = 40
DIRECTIONS = ("at_most", "at_least")
WHY = ("dropped", "closed")      # the game master let this player go, or closed the table
REFUSALS = ("foe", "unknown")    # a hello naming a foe, or a combatant the open encounter does not have
OFFERED = ("taken", "refused")   # what the game master did with a card a player offered
PROPOSED = ("accepted", "refused")  # what the game master did with an attack a player proposed
MOST_TARGETS = 20                # targets of one attack a player proposes
CARD_KEYS = ("name", "side", "notes", "stats", "attacks")  # a card as a card file keeps it
MOST_TOTAL = 10**9
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")  # and text direction


class BadMessage(RulesError):
    """A message dropped unread: too large, not JSON, of another version or kind, or with a field
    of the wrong type or out of bounds. The caller counts it; nothing of it is applied."""


@dataclass(frozen=True)
class View:
    """The player's view of the table (``view_data``'s shape)."""

    view: Mapping[str, Any]


@dataclass(frozen=True)
class Bye:
    """The game master lets the player go (``why`` "dropped") or closes the table ("closed")."""

    why: str = "closed"


@dataclass(frozen=True)
class Refused:
    """The game master's phone refused the player's hello, keeping nothing of it: the combatant it
    names is a foe (``why`` "foe") or one the open encounter does not have ("unknown")."""

    why: str = "unknown"


@dataclass(frozen=True)
class Hello:
    """A player's name and the combatant picked (None: watching)."""

    name: str
    combatant: str | None = None


@dataclass(frozen=True)
class Answering:
    """The roll asked of a player's combatant that a roll answers, by the keys the view gave it
    (``view_data``'s ``ask``): the attack's id, the stage's key and the field's name."""

    exchange: str
    stage: str
    field: str


@dataclass(frozen=True)
class AnsweringReminder:
    """The reminder due for a player's combatant whose roll a roll answers, by the key the view
    gave it (``view_data``'s ``{"reminder": "r…"}``)."""

    reminder: str


@dataclass(frozen=True)
class Roll:
    """A roll a player made on the phone: what for, the dice, the faces as they fell (none: the
    player rolled its own dice and typed the total) and the total, the target it was rolled
    against (None: none) at most or at least (``direction``), and the roll asked it answers
    (``answers``; None: a roll of the player's own)."""

    what: str
    dice: str
    faces: tuple[int, ...]
    total: int
    target: int | None = None
    direction: str = "at_most"
    answers: Answering | AnsweringReminder | None = None

    @property
    def typed(self) -> bool:
        """Whether the player typed the total of its own dice (no faces came with it)."""
        return not self.faces


@dataclass(frozen=True)
class Offer:
    """A character's card a player offers the game master, as a card file keeps a card (name,
    side, notes, stats, attack lines): checked as the roster checks a card when it arrives, and
    kept only once the game master takes it."""

    card: Mapping[str, Any]


@dataclass(frozen=True)
class Offered:
    """What the game master did with the card the player offered: "taken" (into the roster and the
    encounter, under ``name``: "Rowan 2" beside a Rowan already there) or "refused"."""

    why: str = "refused"
    name: str = ""


@dataclass(frozen=True)
class Attack:
    """An attack a player proposes on its combatant's turn: its card's attack line (``attack``, its
    place among the lines the view gave; None: a free attack) at ``targets`` (combatants' ids)."""

    attack: int | None
    targets: tuple[str, ...]


@dataclass(frozen=True)
class Proposed:
    """What the game master did with the attack the player proposed: "accepted" (it is under way)
    or "refused"."""

    why: str = "refused"


@dataclass(frozen=True)
class Card:
    """The card of the player's combatant, sent back by the game master after the fight
    (``cards_back``), as a card file keeps a card (the phone checks it as the roster checks one),
    and what the fight left of it."""

    card: Mapping[str, Any]
    left: FightLeft = FightLeft()


Message = View | Bye | Refused | Hello | Roll | Offer | Offered | Attack | Proposed | Card
KINDS = {"view": View, "bye": Bye, "refused": Refused, "hello": Hello, "roll": Roll, "offer": Offer,
         "offered": Offered, "attack": Attack, "proposed": Proposed, "card": Card}


def text(message: Message) -> str:
    """The message as sent: its JSON text in the envelope."""
    body: dict[str, Any]
    if isinstance(message, View):
        body = {"kind": "view", "view": message.view}
    elif isinstance(message, Bye):
        body = {"kind": "bye", "why": message.why}
    elif isinstance(message, Refused):
        body = {"kind": "refused", "why": message.why}
    elif isinstance(message, Hello):
        body = {"kind": "hello", "name": message.name, "combatant": message.combatant}
    elif isinstance(message, Offer):
        body = {"kind": "offer", "card": dict(message.card)}
    elif isinstance(message, Offered):
        body = {"kind": "offered", "why": message.why, "name": message.name}
    elif isinstance(message, Attack):
        body = {"kind": "attack", "attack": message.attack, "targets": list(message.targets)}
    elif isinstance(message, Proposed):
        body = {"kind": "proposed", "why": message.why}
    elif isinstance(message, Card):
        body = {"kind": "card", "card": dict(message.card), "left": left_data(message.left)}
    else:
        answers = message.answers
        body = {"kind": "roll", "for": message.what, "dice": message.dice, "faces": list(message.faces),
                "total": message.total, "target": message.target, "direction": message.direction,
                "ask": None if answers is None else {"reminder": answers.reminder}
                if isinstance(answers, AnsweringReminder) else {"exchange": answers.exchange, "stage": answers.stage,
                                                                "field": answers.field}}
    return json.dumps({"v": VERSION, **body}, ensure_ascii=False, separators=(",", ":"))


def from_game_master(raw: object) -> View | Bye | Refused | Offered | Proposed | Card:
    """A message a player's phone received: a view, a bye, a refusal, what became of its card
    offered or its attack proposed, or its card sent back; BadMessage for anything else. A card's
    values are the phone's roster's to check (``own_cards.beside``): here only its shape."""
    data, kind = _envelope(raw, MOST_FROM_GAME_MASTER, ("view", "bye", "refused", "offered", "proposed", "card"))
    if kind == "card":
        _keys(data, ("card", "left") if "left" in data else ("card",))  # an earlier build sends the card alone
        return Card(_card(data["card"]), _checked(read_left, data["left"], "left") if "left" in data else FightLeft())
    if kind == "proposed":
        _keys(data, ("why",))
        return Proposed(_choice(data["why"], "why", PROPOSED))
    if kind == "offered":
        _keys(data, ("why", "name"))
        return Offered(_choice(data["why"], "why", OFFERED), _typed(data["name"], "name", D.NAME_LONGEST, empty=True))
    if kind == "view":
        _keys(data, ("view",))
        try:
            return View(D.read_view(data["view"]))
        except RulesError as error:
            raise BadMessage(error.message, error.field) from None
    _keys(data, ("why",))
    if kind == "refused":
        return Refused(_choice(data["why"], "why", REFUSALS))
    return Bye(_choice(data["why"], "why", WHY))


def from_player(raw: object) -> Hello | Roll | Offer | Attack:
    """A message the game master's phone received from a player: a hello, a roll, a card offered
    or an attack proposed; BadMessage for anything else. A card's values are the roster's to check
    (``offers.checked``), an attack's the encounter's (``proposals.checked``): here only their shape."""
    data, kind = _envelope(raw, MOST_OFFER, ("hello", "roll", "offer", "attack"))
    if kind == "attack":
        _keys(data, ("attack", "targets"))
        line = data["attack"]
        targets = _checked(D.listing, data["targets"], "targets", MOST_TARGETS)
        if not targets:
            raise BadMessage("targets must name whom the attack is at.", "targets")
        return Attack(None if line is None else _checked(D.whole, line, "attack", 0, D.MOST_ATTACKS - 1),
                      tuple(_checked(D.ident, t, f"targets[{i}]") for i, t in enumerate(targets)))
    if kind != "offer" and _size(raw) > MOST_FROM_PLAYER:
        raise BadMessage(f"A message of {_size(raw)} bytes is over the {MOST_FROM_PLAYER} allowed.", "message")
    if kind == "offer":
        _keys(data, ("card",))
        return Offer(_card(data["card"]))
    if kind == "hello":
        _keys(data, ("name", "combatant"))
        combatant = data["combatant"]
        return Hello(_typed(data["name"], "name", PLAYER_NAME_LONGEST),
                     None if combatant is None else _checked(D.ident, combatant, "combatant"))
    _keys(data, ("for", "dice", "faces", "total", "target", "direction", "ask"))
    return _roll(data)


def _card(card: object) -> dict[str, Any]:
    """A card's shape, as a card file keeps one: its keys, its name at least (its values are the
    roster's to check)."""
    if not isinstance(card, dict) or not set(card) <= set(CARD_KEYS) or "name" not in card:
        raise BadMessage(f"card must be a card: {', '.join(CARD_KEYS)}, its name at least.", "card")
    _typed(card["name"], "card.name", D.NAME_LONGEST)
    return card


def _envelope(raw: object, most: int, kinds: tuple[str, ...]) -> tuple[dict[str, Any], str]:
    """The envelope's fields but ``v`` and ``kind``, and its kind, one of ``kinds``."""
    if not isinstance(raw, (str, bytes, bytearray)):
        raise BadMessage("A message must be text.", "message")
    size = _size(raw, most)
    if size > most:
        raise BadMessage(f"A message of {size} bytes is over the {most} allowed.", "message")
    try:
        data = read_json(raw, "The message", longest=most, deepest=DEEPEST)
    except RulesError as error:
        raise BadMessage(error.message, "message") from None
    if not isinstance(data, dict):
        raise BadMessage("A message must be an object.", "message")
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise BadMessage("The message is of another version of pyrules.", "v")
    kind = data.get("kind")
    if kind not in kinds:
        raise BadMessage(f"A message of kind “{shown(kind)}” is not one this phone takes.", "kind")
    return {k: v for k, v in data.items() if k not in ("v", "kind")}, kind


def _size(raw: str | bytes | bytearray | object, most: int = MOST_OFFER) -> int:
    """A message's size in bytes (a text far over ``most`` characters is not encoded to tell)."""
    if isinstance(raw, str):
        return len(raw) if len(raw) > most else len(raw.encode("utf-8", "surrogatepass"))
    return len(raw) if isinstance(raw, (bytes, bytearray)) else 0


def _keys(data: dict[str, Any], keys: tuple[str, ...]) -> None:
    if set(data) != set(keys):
        raise BadMessage(f"The message must hold {', '.join(keys)} and nothing else.", "message")


def _checked(check: Any, value: object, field: str, *args: Any) -> Any:
    try:
        return check(value, field, *args)
    except RulesError as error:
        raise BadMessage(error.message, field) from None


def _typed(value: object, field: str, longest: int, *, empty: bool = False) -> str:
    """Text a player typed: at most ``longest`` characters, none of them a control character."""
    typed: str = _checked(lambda v, f: D.words(v, f, longest, empty=empty), value, field)
    if _CONTROL.search(typed):
        raise BadMessage(f"{field} must hold no control characters.", field)
    return typed


def _choice(value: object, field: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise BadMessage(f"{field} must be one of {', '.join(choices)}.", field)
    return value


def _roll(data: dict[str, Any]) -> Roll:
    """A roll whose faces fall on its dice and add up to its total."""
    from pyrules.core.dice import parse

    what = _typed(data["for"], "for", FOR_LONGEST, empty=True)
    dice = _checked(D.words, data["dice"], "dice", DICE_LONGEST)
    try:
        notation = parse(dice)
    except RulesError:
        raise BadMessage("dice must be dice notation.", "dice") from None
    sides = [(group.sides, group.sign) for group in notation.groups for _ in range(group.count)]
    faces = _checked(D.listing, data["faces"], "faces", len(sides))
    if faces and len(faces) != len(sides):
        raise BadMessage(f"faces must hold one face for each of the {len(sides)} dice, or none.", "faces")
    for i, (face, (most, _)) in enumerate(zip(faces, sides)):
        _checked(D.whole, face, f"faces[{i}]", 1, most)
    total = _checked(D.whole, data["total"], "total", -MOST_TOTAL, MOST_TOTAL)
    if not faces:  # the player's own dice: a total they can make
        low, high = sorted((notation.lowest, notation.highest))
        if not low <= total <= high:
            raise BadMessage(f"total must be one {dice} can roll: {low} to {high}.", "total")
    elif total != (sum(sign * face for face, (_, sign) in zip(faces, sides)) + notation.modifier) * notation.multiplier:
        raise BadMessage("total is not what the faces add up to.", "total")
    target = data["target"]
    if target is not None:
        target = _checked(D.whole, target, "target", -MOST_TOTAL, MOST_TOTAL)
    return Roll(what, dice, tuple(faces), total, target, _choice(data["direction"], "direction", DIRECTIONS),
                _answering(data["ask"]))


def _answering(value: object) -> Answering | AnsweringReminder | None:
    """The roll asked that a roll answers, its keys checked as the view's are; None: none."""
    if value is None:
        return None
    try:
        if D.for_reminder(value):
            return AnsweringReminder(D.read_ask(value, "ask")["reminder"])
        ask = D.fields(value, "ask", ("exchange", "stage", "field"))
        D.read_ask({**ask, "chance": None}, "ask")
    except RulesError as error:
        raise BadMessage(error.message, "ask") from None
    return Answering(ask["exchange"], ask["stage"], ask["field"])
