"""The exchange on the tracker page: a row's attack buttons, and the panel an attack is played in.

Plain Python (no browser imports): the tracker draws both from its session. A row that acts or
is opened offers one button per attack line of its card and a free attack, with whom to attack
ticked (the default target ticked already). The panel shows the stages answered as short lines,
then the stage asked now as its calculator's form filled in from both combatants (where each
value came from in small print under its field, a roll field left blank for the app to roll), or
at the end what happened, a button for each roll on a table it calls for (a critical hit's Critical
Hit table) and the button that applies it.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pyrules.core.encounter import commands as C
from pyrules.core.encounter.words import app_rolled, out_said
from pyrules.core.errors import RulesError
from screen.ids import field_id, part
from screen.markup import EMPTY, Markup, h, join
from screen.why import field_why
from screen.tracker_page import command_button
from screen.widgets import widget_for, when_attr

if TYPE_CHECKING:
    from pyrules.core.encounter.exchange import Walk
    from pyrules.core.encounter.exchange_walk import Answered, Stage
    from pyrules.core.encounter.model import Combatant
    from pyrules.core.encounter.standing import Out
    from pyrules.core.fields import Field

MOST_TARGET_CHIPS = 8  # more others than this: the target choice folds into a list opened on a tap


def attack_control(row: Combatant, attacks: Sequence[tuple[int, str]], others: Sequence[tuple[str, str]],
                   chosen: Collection[str], out: Mapping[str, Out] | None = None) -> Markup:
    """A combatant's attacks: one button per attack line (``attacks``: (place, line)), a free
    attack, and the targets to tick (``others``: (id, name) of everyone else, ``chosen`` the ids
    ticked, ``out`` what took each one out of the fight out of it, which its box says: "Orc
    (Unconscious)", and so does the title of ``row``'s own attacks when it is out). Nothing when
    there is no one to attack."""
    if not others:
        return EMPTY
    names, out = dict(others), out or {}
    boxes = [h("label", {"class": "chip out" if cid in out else "chip"},
               h("input", {"type": "checkbox", "name": "target", "value": cid, "checked": cid in chosen}),
               h("span", {}, name, h("span", {"class": "out-of-fight"}, f" ({out_said(out[cid])})")
                 if cid in out else None))
             for cid, name in others]
    ticked = ", ".join(names[cid] for cid in chosen if cid in names) or "none ticked"
    if len(others) > MOST_TARGET_CHIPS:
        targets = h("details", {"class": "targets"}, h("summary", {}, f"Targets: {ticked}"),
                    h("div", {"class": "chips"}, boxes))
    else:
        targets = h("fieldset", {"class": "targets"}, h("legend", {}, "Targets"), h("div", {"class": "chips"}, boxes))
    buttons = [command_button(C.EXCHANGE, line, cls="primary attack-line", id=row.id, attack=index)
               for index, line in attacks]
    buttons.append(command_button(C.EXCHANGE, cls="attack-line", id=row.id))
    return h("div", {"class": "attack-control", "role": "group", "aria-label": f"{row.name} attacks"},
             h("p", {"class": "attack-title"}, "Attack" if row.id not in out else f"Attack ({out_said(out[row.id])})"),
             h("div", {"class": "buttons"}, buttons), targets)


def panel(walk: Walk | None, prefix: str, names: Mapping[str, str], standing: Mapping[str, str] | None = None,
          acting: str | None = None) -> Markup:
    """The exchange under way (``walk``: the session's ``exchange_now()``, None: none): who
    attacks whom, how the combatants stand now (``standing``: id -> "HP 9/12 · Stunned", for the
    targets), the stages done, and the stage asked now or the result, which the attacker who acts
    now (``acting``) may apply and end its turn with in one tap. ``names`` are the combatants'
    names by id."""
    if walk is None:
        return EMPTY
    exchange = walk.exchange
    whom = ", ".join(names.get(cid, cid) for cid in exchange.targets)
    heading = f"{names.get(exchange.attacker, exchange.attacker)} attacks {whom}"
    standing = standing or {}
    now = [h("li", {}, h("strong", {}, names.get(cid, cid)), f" {standing[cid]}")
           for cid in exchange.targets if standing.get(cid)]
    targets = h("ul", {"class": "targets-now", "aria-label": "Targets now"}, now) if now else None
    done = h("ol", {"class": "stages-done"}, [h("li", {}, _done_line(a)) for a in walk.done]) if walk.done else None
    back = command_button(C.EXCHANGE_BACK, cls="secondary") if walk.done else None
    cancel = command_button(C.EXCHANGE_CANCEL, cls="secondary")
    if walk.stage is None:
        result = walk.result
        assert result is not None  # a walk with no stage asked is at its end
        next_turn = command_button(C.EXCHANGE_APPLY_NEXT, cls="primary") \
            if acting is not None and acting == exchange.attacker else None
        tables = [command_button(C.EXCHANGE_TABLE_ROLL, asked.asked, cls="secondary table-roll", index=i)
                  for i, asked in enumerate(result.rolls)]
        body = [h("p", {"class": "headline result"}, result.text),
                h("div", {"class": "buttons table-rolls", "role": "group", "aria-label": "Critical tables"}, tables)
                if tables else None,
                h("div", {"class": "buttons exchange-buttons"},
                  command_button(C.EXCHANGE_APPLY, cls="secondary" if next_turn else "primary"), next_turn,
                  back, cancel)]
    else:
        body = [stage_form(walk.stage, prefix), h("div", {"class": "buttons exchange-buttons"}, back, cancel)]
    return h("section", {"class": "card exchange", "aria-label": "Attack under way"},
             h("h3", {}, heading), targets, done, body)


def _done_line(answered: Answered) -> Markup:
    """A stage answered, in a line: its title, what it came to, the dice the app rolled, and how
    the calculator worked it out, folded."""
    answer = answered.answer
    why = h("details", {"class": "why-notes"}, h("summary", {}, "Why?"),
            h("table", {"class": "why"}, h("tbody", {}, [
                h("tr", {}, h("th", {"scope": "row"}, line.label), h("td", {}, line.value),
                  h("td", {"class": "note"}, line.note) if line.note else None) for line in answer.lines])),
            h("ul", {"class": "notes"}, [h("li", {"class": "source"}, f"{what}: {where}")
                                         for what, where in answer.sources], [h("li", {}, n) for n in answer.notes])
            if answer.sources or answer.notes else None) if answer.lines else None
    return join([h("strong", {}, f"{answered.stage.title}: "), answered.answer.headline,
                 h("span", {"class": "app-rolled"}, f" {app_rolled(answered.throws)}") if answered.throws else None,
                 why])


def stage_form(stage: Stage, prefix: str) -> Markup:
    """The stage asked now as its calculator's form, filled in, so that on a phone its roll, the
    chance before it and its buttons come first (Roll, or Next where it has nothing to roll, and
    Roll on); then what the game master decides (the values with no source: where to aim, a
    retreat; and any value nothing filled in), as the chance follows them; then what came from the
    cards (each value with its source) folded into one line that opens, and the calculator's other
    modifiers folded away."""
    key = form_key(prefix)
    values = dict(stage.values)
    rolled: list[Markup] = []
    asked: list[Markup] = []
    carded: list[tuple[Field, Markup]] = []
    more: list[Markup] = []
    for f in stage.fields:
        drawn = _field(key, stage, f, values)
        if _rolled(stage, f):
            rolled.append(drawn)
        elif f in stage.extra or (f.name in values and f.name not in stage.sources) or _wanted(f, values):
            asked.append(drawn)
        elif f.name in stage.sources:
            carded.append((f, drawn))
        else:
            more.append(drawn)
    cards = h("details", {"class": "from-cards"},
              h("summary", {}, h("span", {}, "From the cards: ", _carded_line(carded, values))),
              [drawn for _, drawn in carded]) if carded else None
    folded = h("details", {"class": "more-modifiers"}, h("summary", {}, f"Other modifiers ({len(more)})"),
               more) if more else None
    return h("form", {"class": "tracker-form stage-form", "data-form": C.STAGE_FORM.name, "novalidate": True},
             h("fieldset", {"class": "tool-body"},
               h("legend", {"class": "stage-title"}, stage.title),
               rolled,
               # The chance and the buttons, kept in view (above the tabs, at the foot of a column)
               # while the rest of the stage scrolls.
               h("div", {"class": "stage-act"},
                 h("p", {"class": "headline odds", "id": part(key, "odds"), "aria-live": "polite"},
                   before_roll(stage, values)),
                 h("div", {"class": "buttons stage-buttons"},
                   h("button", {"type": "submit", "class": "primary roll"}, stage_button(stage)),
                   command_button(C.EXCHANGE_ROLL_ON, cls="secondary roll-on"))),
               asked, cards, folded))


def stage_button(stage: Stage) -> str:
    """What the stage's button does: "Roll" where it has dice to roll, else "Next" (its values
    are all there is to it: a hit's damage, entered or from the card)."""
    return "Roll" if any(_rolled(stage, f) for f in stage.fields) else "Next"


def _carded_line(carded: Sequence[tuple[Field, Markup]], values: Mapping[str, Any]) -> str:
    """What came from the cards in one line: "Base skill 14 · Maneuver Attack · HP 12"."""
    return " · ".join(x for x in (_shown(f, values.get(f.name)) for f, _ in carded) if x)


def _shown(f: Field, value: Any) -> str:
    """A field's value as its label and what the form shows: "Posture Kneeling", "HP 12"; "" for
    a flag not ticked or nothing chosen."""
    labels = dict(f.choices) if f.choices else {}
    if isinstance(value, bool):
        return f.label if value else ""
    if isinstance(value, (list, tuple, set, frozenset)):
        return f"{f.label} {', '.join(str(labels.get(v, v)) for v in value)}" if value else ""
    if value is None or str(value) == "":
        return ""
    return f"{f.label} {labels.get(value, value)}"


def form_key(prefix: str) -> str:
    """The prefix of the stage form's field ids."""
    return f"{prefix}-stage"


def _wanted(f: Field, values: Mapping[str, Any]) -> bool:
    """Whether the form needs a value typed in this field: nothing fills it (a hit's damage no card
    gives), so it is never folded away."""
    return f.required and f.kind != "roll" and f.default is None and _blank(values.get(f.name))


def _rolled(stage: Stage, f: Field) -> bool:
    return f.kind == "roll" or f.name in stage.rolls


def _field(key: str, stage: Stage, f: Field, values: dict[str, Any]) -> Markup:
    """One field of the stage, holding its value, its source under it (where the rule behind it is
    printed folded behind "Why?"), hidden while its ``when`` does not hold or its attack does not
    need the die."""
    source = stage.sources.get(f.name)
    said = " · ".join(x for x in (source, f.help) if x)
    cited = "; ".join(dict.fromkeys(x for x in (stage.cited.get(f.name), f.source) if x))
    rolled = _rolled(stage, f)
    drawn = _field_drawn(key, f, values.get(f.name, f.default), said, cited, _dice(stage, f, values) if rolled else None,
                         rolled)
    if not f.when and not stage.asked_when_needed(f):
        return drawn
    return h("div", {"class": "conditional", "data-when": when_attr(f), "hidden": not stage.shows(f, values)}, drawn)


# A field as drawn, by all it is drawn from: a stage's form is drawn again at each of its answers
# and at each attack, most of its fields as they were (its other modifiers at their defaults).
_drawn_fields: dict[tuple[object, ...], Markup] = {}
MOST_FIELDS_KEPT = 2_000


def _field_drawn(key: str, f: Field, value: Any, said: str, cited: str, dice: str | None, rolled: bool) -> Markup:
    """One field's control holding ``value``, with its source (``said``) and rule (``cited``) under
    it: the markup drawn already when it was drawn from the same."""
    known: tuple[object, ...] = (key, f, value, said, cited, dice, rolled)
    try:
        drawn = _drawn_fields.get(known)
    except TypeError:  # a value that cannot be a key (a list of choices) is drawn anew
        known, drawn = (), None
    if drawn is None:
        shown = replace(f, default=value, help=said, source=cited)
        drawn = _roll_field(key, shown, dice) if rolled else widget_for(shown).render(key, shown)
        if known:
            if len(_drawn_fields) >= MOST_FIELDS_KEPT:
                _drawn_fields.clear()
            _drawn_fields[known] = drawn
    return drawn


def _roll_field(key: str, f: Field, dice: str | None) -> Markup:
    """A roll: blank, the app rolls it; a number typed is the physical dice."""
    fid = field_id(key, f.name)
    described = " ".join(x for x in (f"{fid}-help" if f.help else "", f"{fid}-error") if x)
    return h("div", {"class": "field field-roll", "data-field": f.name},
             h("label", {"for": fid}, f.label),
             h("input", {"id": fid, "name": f.name, "type": "text", "inputmode": "numeric", "autocomplete": "off",
                         "value": "" if f.default is None else str(f.default), "aria-describedby": described,
                         "placeholder": f"blank: the app rolls {dice}" if dice else "blank: the app rolls",
                         "enterkeyhint": "go"}),
             h("p", {"class": "field-help", "id": f"{fid}-help"}, f.help) if f.help else None,
             field_why(f),
             h("p", {"class": "field-error", "id": f"{fid}-error", "hidden": True}))


def _dice(stage: Stage, f: Field, values: Mapping[str, Any]) -> str | None:
    """The dice a blank roll field is rolled with, as far as the values filled in tell (``Stage.dice``)."""
    try:
        return stage.dice(f, values)
    except (RulesError, TypeError, ValueError):
        return None


def before_roll(stage: Stage, raw: Mapping[str, Any]) -> str:
    """The chance before the stage's roll, as its calculator tells it with the values entered:
    "Before the roll: 50% to hit on d100" where it counts its odds, else its answer while the rolls
    are blank ("Before the roll: Dodge 4: 2% to succeed"); empty once a roll is typed, or where the
    answer needs the dice. A stage with nothing to roll says what its Next button will give
    ("Next: 6 to SHP")."""
    from pyrules.core.odds import exactly

    tool = stage.tool
    entries = {f.name: raw[f.name] for f in tool.fields if f.name in raw}
    odds = next((f for f in tool.fields if f.name == tool.odds_field), None)
    if odds is not None:
        told = None if not _blank(entries.get(odds.name)) else tool.chance(entries)
        if told is None:
            return ""
        # a roll of dice the form builds (a Cortex pool) says them as its odds do
        on = f"on {odds.die}" if odds.die else f"({told.needs})"
        return f"Before the roll: {exactly(told.chance)} {tool.odds_label} {on}"
    rolls = [f for f in tool.fields if (f.kind == "roll" or f.name in stage.rolls) and tool.shows(f, entries)]
    if tool.rolls or any(not _blank(entries.get(f.name)) or f.required or f.name in stage.rolls for f in rolls):
        return ""
    try:
        _, answer = tool.answer(entries, random.Random(0))
    except RulesError:
        return ""
    return f"{'Before the roll' if stage_button(stage) == 'Roll' else 'Next'}: {answer.headline}"


def _blank(value: Any) -> bool:
    return value is None or str(value).strip() == ""
