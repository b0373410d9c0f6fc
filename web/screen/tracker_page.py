"""The encounter tracker's HTML: the pre-rendered frame and the rows rendered from a View.

Plain Python (used by the build and in the browser). Every name, note,
condition and log line is user text, and ``h`` escapes it: it shows as text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pyrules.core.encounter import commands as C
from pyrules.core.encounter.commands import Command, File
from pyrules.core.rounding import round_half_up
from pyrules.core.encounter.forms import ADD_FIELDS, CARD_FIELDS, COUNT, TIME_FIELDS, weapon_fields
from pyrules.core.tools import Field
from screen import phones_page
from screen.card_fields import card_attacks_field, card_notes_field
from screen.ids import part
from screen.markup import EMPTY, Markup, h, join
from screen.table_page import view_id
from screen.widgets import render as field_html
from screen.why import why_html

if TYPE_CHECKING:
    from pyrules.core.encounter.card import Opening
    from pyrules.core.encounter.model import Check, LogEntry
    from pyrules.core.encounter.plugins import Plugin
    from pyrules.core.encounter.roster import Member, Roster
    from pyrules.core.encounter.view import CombatantView, PoolView, View

DIGITS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "clear", "0", "back")


# How the page draws a command's button where it differs from the others: its class, and on a
# roster card the words of saving that one card.
LOOKS = {C.PREVIOUS.name: "secondary", C.NEXT.name: "primary next", C.REMOVE.name: "bad", C.ROSTER_REMOVE.name: "bad"}
ON_A_CARD_WORDS = {C.CARDS_SAVE.name: "Save to a file"}


def command_buttons(commands: tuple[Command, ...], words: Mapping[str, str] | None = None,
                    **data: object) -> list[Markup]:
    """The buttons of a row of commands, each in its look, with the same data-* values
    (``words``: the words a command says here instead of its own, by name)."""
    words = words or {}
    return [command_button(c, words.get(c.name), cls=LOOKS.get(c.name, ""), **data) for c in commands]


def command_button(command: Command, label: object = None, *, cls: str = "", **data: object) -> Markup:
    """A command's button: its data-act, its words (``label``: its own words, for a button that
    says what it is for, such as a condition's name), its class and its data-* values."""
    attrs: dict[str, object] = {"type": "button", "data-act": command.name, "class": cls or None}
    for key, value in data.items():
        name = key.replace('_', '-')
        attrs[name if name.startswith("aria-") else f"data-{name}"] = value
    return h("button", attrs, command.label if label is None else label)


def frame(key: str, plugin: Plugin) -> Markup:
    """The tracker view's fixed parts: the encounter menu, round, combatants, controls, add form,
    tools, log."""
    p = f"{key}-tracker"
    add_form = h("form", {"class": "card tracker-form", "data-form": C.ADD_FORM.name, "novalidate": True},
                 h("fieldset", {"class": "tool-body", "disabled": True},
                   h("legend", {}, "Add combatants"),
                   [field_html(f"{p}-add", f) for f in ADD_FIELDS],
                   h("details", {"class": "stats"}, h("summary", {}, f"{plugin.name} stats (defaults filled in)"),
                     [field_html(f"{p}-add", f) for f in plugin.stats]),
                   h("div", {"class": "buttons"}, h("button", {"type": "submit", "class": "primary"}, C.ADD_FORM.label))))
    roster = h("div", {"class": "card roster-card"},
               h("h3", {}, "Character cards"),
               h("p", {"class": "summary"}, "Kept between encounters. Tick the cards to bring in (none ticked: "
                                            "everyone); an attack opens its calculator filled in."),
               h("ul", {"class": "roster", "id": part(p, "roster")}),
               h("div", {"class": "buttons"}, command_button(C.ROSTER_NEW, cls="primary"),
                 command_button(C.ROSTER_ADD_CHOSEN)),
               h("div", {"id": part(p, "card-form")}),
               card_files(p, plugin))
    time_form = h("form", {"class": "card tracker-form", "data-form": C.TIME_FORM.name, "novalidate": True},
                  h("fieldset", {"class": "tool-body", "disabled": True},
                    h("legend", {}, "Time passes"),
                    [field_html(f"{p}-time", f) for f in TIME_FIELDS],
                    h("div", {"class": "buttons"}, h("button", {"type": "submit"}, C.TIME_FORM.label))))
    turns = h("div", {"class": "card"},
              h("h3", {}, "This encounter"),
              h("div", {"class": "buttons"}, command_buttons(C.ENCOUNTER_STEPS)))
    # Choosing, making and keeping encounters: one menu, so the combatants come first.
    encounters = h("div", {"class": "encounter-bar"},
                   h("details", {"class": "encounter-menu", "id": part(p, "menu")},
                     h("summary", {}, h("span", {"class": "visually-hidden"}, "Encounter: "),
                       h("span", {"id": part(p, "encounter-name")}, "Encounters")),
                     h("div", {"class": "menu-body card"},
                       h("div", {"class": "field"},
                         h("label", {"for": part(p, "encounter")}, "Open encounter"),
                         h("select", {"id": part(p, "encounter"), "data-act": C.OPEN.name})),
                       h("div", {"class": "buttons"}, command_buttons(C.SAVED_ENCOUNTERS)),
                       _file_input(p, C.IMPORT_FILE))),
                   h("a", {"class": "button table-link", "href": f"#{view_id(key)}"}, "Table view"))
    controls = h("div", {"class": "turn-controls"}, command_buttons(C.TURN_BAR))
    return h("div", {"class": "tracker", "data-tracker": key, "id": part(p, "root")},
             encounters,
             h("p", {"class": "round", "id": part(p, "round")}, "The tracker switches on when Python is ready."),
             h("div", {"class": "due", "id": part(p, "due"), "role": "status", "aria-live": "polite"}),
             h("p", {"class": "field-error", "id": part(p, "error"), "role": "alert", "hidden": True}),
             h("div", {"class": "exchange-slot", "id": part(p, "exchange")}),
             h("ol", {"class": "combatants", "id": part(p, "list"), "aria-label": "Turn order"}),
             controls,
             h("details", {"class": "more", "open": True}, h("summary", {}, "Add combatants"), add_form, roster),
             h("details", {"class": "more"}, h("summary", {}, "Time and initiative"), time_form, turns),
             h("details", {"class": "more"}, h("summary", {}, "Log"),
               h("ol", {"class": "log", "id": part(p, "log"), "reversed": True})),
             h("details", {"class": "more phones", "id": part(p, "phones-more")}, h("summary", {}, "Players' phones"),
               phones_page.gm_frame(p)))


def _file_input(p: str, file: File, label: str | None = None) -> Markup:
    """A file to read, its label (``label``: its own words, when the ruleset names the file), and
    the line that says why it was refused."""
    return h("div", {"class": "field"},
             h("label", {"for": part(p, file.name)}, label or file.label),
             h("input", {"type": "file", "id": part(p, file.name), "accept": file.accept, "data-act": file.name,
                         "aria-describedby": part(p, f"{file.name}-error")}),
             h("p", {"class": "field-error", "id": part(p, f"{file.name}-error"), "hidden": True}))


def card_files(p: str, plugin: Plugin) -> Markup:
    """The roster's cards saved to a file and loaded from one, and a character sheet imported
    where the ruleset reads one (GURPS: GCS)."""
    return h("div", {"class": "card-files"},
             h("div", {"class": "buttons"}, command_button(C.CARDS_SAVE)),
             _file_input(p, C.CARDS_FILE),
             _file_input(p, C.CHARACTER_FILE, f"{C.CHARACTER_FILE.label}: {plugin.card.character_file}")
             if plugin.card.character_file else None)


def rows(view: View, selected: str | None, amount: str, pool: str | None, stats_fields: Sequence[Field] = (),
         stats: Mapping[str, Any] | None = None, roster_names: object = ()) -> Markup:
    """The combatants in turn order (those holding last), the selected one opened."""
    out = []
    for row in tuple(view.order) + tuple(view.held):
        out.append(combatant_row(row, row.id == selected, amount, pool, stats_fields,
                                 stats if row.id == selected else None, view.ended))
    return join(out) if out else NO_ROWS


NO_ROWS = h("li", {"class": "empty"}, "No combatants yet: add some below.")


def row_id(prefix: str, combatant_id: str) -> str:
    """The element id of a combatant's row, so that one row can be redrawn alone."""
    return part(prefix, f"row-{combatant_id}")


def _pool(p: PoolView) -> Markup:
    """A pool as "HP 7/10" (spent downwards) or "Wounds 5 of 14" (counted up to a threshold)."""
    if p.maximum <= 0:
        share = 0
    else:
        share = max(0, min(100, round_half_up(Fraction(100 * p.current, p.maximum))))
    low = "low" if p.low else ""  # the threshold the ruleset's plug-in declares
    if p.counts_up:
        amount = [h("strong", {}, p.current), f" of {p.maximum}"]
        bar_class = "bar up"
    else:
        amount = [h("strong", {}, p.current), f"/{p.maximum}"]
        bar_class = "bar"
    return h("span", {"class": f"pool {low}"},
             h("span", {"class": "pool-name"}, p.label or p.name), " ", amount,
             h("span", {"class": bar_class, "aria-hidden": "true"}, h("span", {"style": f"width:{share}%"})))


def standing_line(row: CombatantView) -> str:
    """How a combatant stands, in one line for the attack under way: "HP 9/12, FP 10/10 · Stunned"."""
    pools = ", ".join(f"{p.label or p.name} {p.current}" + (f" of {p.maximum}" if p.counts_up else f"/{p.maximum}")
                      for p in row.pools)
    return " · ".join(x for x in (pools, *(c.name for c in row.conditions)) if x)


def turn_strip(row: CombatantView, choices: Iterable[tuple[Field, Any]], spends: Iterable[str]) -> Markup:
    """What changes turn by turn, on the card itself: ``choices`` are (Field, value) of the plug-in's
    turn stats (a maneuver, a posture), each set in one pick; ``spends`` the names of the pools
    spent a point at a time, each spent in one tap."""
    return _turn_strip(row.id, row.name, tuple((p.name, p.label or p.name) for p in row.pools), tuple(choices),
                       tuple(spends))


# Drawn again only when it shows something else: a row opened or acting is drawn at every tap
# on it, its maneuvers' list the same from one to the next.
@lru_cache(maxsize=256)
def _turn_strip(cid: str, name: str, pool_labels: tuple[tuple[str, str], ...], choices: tuple[tuple[Field, Any], ...],
                spends: tuple[str, ...]) -> Markup:
    pools = dict(pool_labels)
    picks = [h("label", {"class": "turn-stat"}, h("span", {}, field.label),
               h("select", {"data-act": C.TURN_STAT.name, "data-id": cid, "name": field.name},
                 [h("option", {"value": key, "selected": key == value}, label) for key, label in field.choices]))
             for field, value in choices]
    spent = [command_button(C.SPEND, f"−1 {pools[pool]}", cls="spend", id=cid, pool=pool,
                     aria_label=f"{name} spends 1 {pools[pool]}")
             for pool in spends if pool in pools]
    if not picks and not spent:
        return EMPTY
    return h("div", {"class": "turn-strip"}, picks, spent)


@dataclass(frozen=True)
class Drawn:
    """An element drawn in parts: its tag, its attributes and its children by name, each one
    element (or itself drawn in parts), so a redraw can replace only the parts that changed."""

    tag: str
    attrs: dict[str, object]
    parts: tuple[tuple[str, Markup | Drawn], ...]

    def markup(self) -> Markup:
        return h(self.tag, self.attrs, [part.markup() if isinstance(part, Drawn) else part
                                        for _, part in self.parts])


def _parts(*named: tuple[str, object]) -> tuple[tuple[str, Markup | Drawn], ...]:
    """(name, part) pairs without the parts left out (None, False or empty)."""
    return tuple((name, part) for name, part in named if isinstance(part, (Markup, Drawn)) and part)


def combatant_row(row: CombatantView, selected: bool, amount: str, pool: str | None, stats_fields: Sequence[Field],
                  stats: Mapping[str, Any] | None, ended: bool, prefix: str = "",
                  calculators: Iterable[tuple[str, str]] = (), turn: Markup = EMPTY, attack: Markup = EMPTY) -> Markup:
    """One combatant's row: name, initiative, pools, conditions; opened when selected; ``turn`` is
    its ``turn_strip`` and ``attack`` its attack buttons (both shown while it acts or is opened)."""
    return combatant_row_parts(row, selected, amount, pool, stats_fields, stats, ended, prefix,
                               calculators, turn, attack).markup()


def combatant_row_parts(row: CombatantView, selected: bool, amount: str, pool: str | None,
                        stats_fields: Sequence[Field], stats: Mapping[str, Any] | None, ended: bool, prefix: str = "",
                        calculators: Iterable[tuple[str, str]] = (), turn: Markup = EMPTY,
                        attack: Markup = EMPTY) -> Drawn:
    """``combatant_row`` in its parts."""
    classes = ["combatant", f"side-{row.side}"]
    if row.active:
        classes.append("active")
    if row.held:
        classes.append("held")
    initiative = "" if row.initiative is None else f"{row.initiative:g}"
    who = h("button", {"type": "button", "class": "who", "data-act": C.SELECT.name, "data-id": row.id,
                       "aria-expanded": "true" if selected else "false",
                       "aria-current": "true" if row.active else None},
            h("span", {"class": "name"}, row.name),
            h("span", {"class": "init"}, f"init {initiative}" if initiative else "no init"),
            h("span", {"class": "badge"}, "holding") if row.held else None,
            h("span", {"class": "badge"}, "acting") if row.active else None)
    chips = [h("span", {"class": "status"}, s) for s in row.status]
    chips += [command_button(C.UNCONDITION, h("span", {}, c.name, " ", h("small", {}, c.left_text)) if c.left_text else c.name,
                      cls="condition", id=row.id, name=c.name)
              for c in row.conditions]
    body = _parts(("who", who), ("pools", h("div", {"class": "pools"}, [_pool(p) for p in row.pools])),
                  ("turn", turn), ("attack", attack), ("chips", chips and h("div", {"class": "chips"}, chips)),
                  ("notes", row.notes and h("p", {"class": "notes-text"}, row.notes)),
                  ("panel", selected and _panel(row, amount, pool, stats_fields, stats or {}, ended, calculators)))
    return Drawn("li", {"class": " ".join(classes), "data-id": row.id,
                        "id": row_id(prefix, row.id) if prefix else None}, body)


def _panel(row: CombatantView, amount: str, pool: str | None, stats_fields: Sequence[Field], stats: Mapping[str, Any],
           ended: bool, calculators: Iterable[tuple[str, str]] = ()) -> Drawn:
    """Number pad, conditions and edits for the selected combatant; ``calculators`` are the
    (tool key, title) of the calculators it can open filled in with its stats. Only the pools and
    the amount change with each tap on the pad: the other parts are drawn once for what they show."""
    pid = f"panel-{row.id}"
    pools = [h("label", {"class": "chip"},
               h("input", {"type": "radio", "name": f"{pid}-pool", "value": p.name, "data-act": C.POOL.name,
                           "checked": p.name == (pool or row.pools[0].name)}),
               h("span", {}, p.label or p.name)) for p in row.pools]
    return Drawn("div", {"class": "panel", "id": pid}, _parts(
             ("pools", h("div", {"class": "chips", "role": "radiogroup", "aria-label": "Pool"}, pools)),
             ("amount", h("p", {"class": "amount", "aria-live": "polite"}, h("span", {}, "Amount "),
                          h("strong", {}, amount or "0"))),
             ("pad", _numpad(row.name)),
             ("actions", _pad_actions(row.id)),
             ("calculators", _calculator_buttons(row.id, row.name, tuple(calculators))),
             ("condition", _condition_form(row.id)),
             ("edit", _edits(row.id, row.name, row.initiative, row.notes, row.held, ended, tuple(stats_fields),
                             tuple((f.name, stats.get(f.name, f.default)) for f in stats_fields)))))


@lru_cache(maxsize=64)
def _numpad(name: str) -> Markup:
    return h("div", {"class": "numpad", "role": "group", "aria-label": f"Amount for {name}"},
             [command_button(C.DIGIT, "C" if d == "clear" else "⌫" if d == "back" else d, digit=d,
                      **({"aria-label": "Clear"} if d == "clear" else {"aria-label": "Delete a digit"} if d == "back"
                         else {}))
              for d in DIGITS])


@lru_cache(maxsize=64)
def _pad_actions(cid: str) -> Markup:
    return h("div", {"class": "buttons pad-actions"},
             command_button(C.DAMAGE, cls="primary bad", id=cid),
             command_button(C.HEAL, cls="primary good", id=cid))


@lru_cache(maxsize=64)
def _calculator_buttons(cid: str, name: str, calculators: tuple[tuple[str, str], ...]) -> Markup | None:
    if not calculators:
        return None
    return h("div", {"class": "buttons calculators", "role": "group", "aria-label": f"Calculators for {name}"},
             [command_button(C.CALCULATE, title, id=cid, tool=key) for key, title in calculators])


@lru_cache(maxsize=64)
def _condition_form(cid: str) -> Markup:
    pid = f"panel-{cid}"
    return h("form", {"class": "condition-form", "data-form": C.CONDITION_FORM.name, "data-id": cid, "novalidate": True},
             h("div", {"class": "row"},
               h("div", {"class": "field"}, h("label", {"for": f"{pid}-cname"}, "Condition"),
                 h("input", {"id": f"{pid}-cname", "name": "name", "type": "text", "placeholder": "Stunned"})),
               h("div", {"class": "field"}, h("label", {"for": f"{pid}-clen"}, "Lasts"),
                 h("input", {"id": f"{pid}-clen", "name": "length", "type": "text", "inputmode": "numeric",
                             "placeholder": "blank: until removed"})),
               h("div", {"class": "field"}, h("label", {"for": f"{pid}-cunit"}, "Counted in"),
                 h("select", {"id": f"{pid}-cunit", "name": "unit"},
                   h("option", {"value": "turns"}, "its turns"), h("option", {"value": "rounds"}, "rounds")))),
             h("button", {"type": "submit"}, C.CONDITION_FORM.label))


@lru_cache(maxsize=64)
def _edits(cid: str, name: str, initiative: float | None, notes: str, held: bool, ended: bool,
           stats_fields: tuple[Field, ...], stats: tuple[tuple[str, Any], ...]) -> Markup:
    """The folded edits of a combatant: its name, initiative, notes and stats, hold, copy, remove."""
    pid = f"panel-{cid}"
    edit_fields = [h("div", {"class": "field"}, h("label", {"for": f"{pid}-name"}, "Name"),
                     h("input", {"id": f"{pid}-name", "name": "name", "type": "text", "value": name})),
                   h("div", {"class": "field"}, h("label", {"for": f"{pid}-init"}, "Initiative"),
                     h("input", {"id": f"{pid}-init", "name": "initiative", "type": "text", "inputmode": "decimal",
                                 "value": "" if initiative is None else f"{initiative:g}"})),
                   h("div", {"class": "field"}, h("label", {"for": f"{pid}-notes"}, "Notes"),
                     h("input", {"id": f"{pid}-notes", "name": "notes", "type": "text", "value": notes}))]
    for f, (_, value) in zip(stats_fields, stats):
        edit_fields.append(field_html(pid, _with_default(f, value)))
    edit = h("form", {"class": "edit-form", "data-form": C.EDIT_FORM.name, "data-id": cid, "novalidate": True},
             h("p", {"class": "field-error", "id": f"{pid}-error", "role": "alert", "hidden": True}),
             edit_fields, h("button", {"type": "submit"}, C.EDIT_FORM.label))
    turn_button = command_button(C.ACT_NOW, id=cid) if held else command_button(C.DELAY, id=cid)
    return h("details", {}, h("summary", {}, "Edit, hold, copy, remove"),
             edit,
             h("div", {"class": "buttons"}, None if ended else turn_button, command_buttons(C.ROW_MORE, id=cid)))


def _with_default(field: Field, value: Any) -> Field:
    from dataclasses import replace

    return replace(field, default=value)


def reminders(view: View, rolled: Mapping[int, tuple[str, str]] | None = None, chances: Mapping[int, str] | None = None,
              follows: Mapping[int, str] | None = None, waiting: Mapping[int, Markup] | None = None) -> Markup:
    """What is due now: the active combatant's turn-start checks and checks game time brought.

    A reminder that asks for a roll has a button that rolls it, showing its chance first;
    ``rolled`` holds the outcome of each rolled already (by index), ``chances`` each chance,
    ``follows`` what a failed roll puts on (a button that marks it) and ``waiting`` what waits on
    its card (a player's roll for it, made on the phone, to accept or ignore)."""
    if not view.reminders:
        return EMPTY
    rolled, chances, follows, waiting = rolled or {}, chances or {}, follows or {}, waiting or {}
    return h("div", {"class": "card due-card"}, h("h3", {}, "Due now"),
             h("ul", {}, [h("li", {}, h("strong", {}, f"{r.name}: ")
                            if r.name and not r.text.startswith(r.name) else None, r.text,
                            _check_button(r.check, i, rolled.get(i), chances.get(i)) if r.check else None,
                            waiting.get(i),
                            why_html((("", r.source),)) if r.source else None,
                            command_button(C.FOLLOW, f"Mark {follows[i]}", cls="primary bad follow", index=i,
                                    aria_label=f"Mark {r.name} {follows[i]}" if r.name else None)
                            if i in follows else None)
                          for i, r in enumerate(view.reminders)]))


def _check_button(check: Check, index: int, outcome: tuple[str, str] | None, chance: str | None) -> Markup:
    """Roll a reminder's check in one tap; once rolled, what it came to."""
    if outcome is not None:
        text, tone = outcome
        return h("p", {"class": f"rolled tone-{tone}", "role": "status"}, text)
    sign = "≤" if check.at_most else "≥"
    odds = f" ({chance})" if chance else ""
    return h("button", {"type": "button", "class": "secondary roll-check", "data-act": C.ROLL_CHECK.name,
                        "data-index": index}, f"Roll {check.notation} {sign} {check.target}{odds}")


def round_line(view: View, name: str) -> Markup:
    active = next((r.name for r in view.order if r.active), None)
    parts = [f"{name} · Round {view.round}", f"game time {view.clock_text}"]
    if view.ended:
        parts.append("ended")
    elif active:
        parts.append(f"{active} to act")
    return h("span", {}, " · ".join(parts))


def roster_items(roster: Roster, fields: Sequence[Field] = (),
                 openings: Mapping[str, Sequence[tuple[Opening, ...]]] | None = None, prefix: str = "tracker") -> Markup:
    """The character cards: each with what it carries, its attacks' calculators, how many of it to
    bring, and its buttons. ``openings`` holds each card's attacks' openings (member id -> one tuple
    per attack); ``prefix`` is the tracker's, for the ids of the cards' fields."""
    if not roster.members:
        return h("li", {"class": "summary"}, "No cards yet: fill in the form below, or open a combatant and tap "
                                             "“Save to roster”.")
    openings = openings or {}
    return join(_card_item(m, fields, openings.get(m.id, ()), prefix) for m in roster.members)


def count_key(prefix: str, member_id: str) -> str:
    """The form key of a card's "How many" field: "gurps-tracker-bring-m3"."""
    return f"{prefix}-bring-{member_id}"


def _card_item(member: Member, fields: Sequence[Field], openings: Sequence[tuple[Opening, ...]],
               prefix: str) -> Markup:
    shown = card_summary(member.stats, fields)
    attacks = [h("div", {"class": "buttons attack", "role": "group", "aria-label": line},
                 [command_button(C.CARD_ATTACK, o.label, id=member.id, attack=i, opening=j) for j, o in enumerate(found)])
               for i, (line, found) in enumerate(zip(member.attacks, openings))]
    return h("li", {"class": f"character side-{member.side}", "data-id": member.id},
             h("label", {"class": "check"},
               h("input", {"type": "checkbox", "name": "chosen", "value": member.id,
                           "aria-label": f"Bring {member.name}"}),
               h("strong", {"class": "name"}, member.name)),
             h("p", {"class": "card-stats"}, shown) if shown else None,
             h("p", {"class": "notes-text"}, member.notes) if member.notes else None,
             attacks or None,
             h("div", {"class": "bring", "data-id": member.id}, field_html(count_key(prefix, member.id), COUNT)),
             h("div", {"class": "buttons"}, command_buttons(C.ON_A_CARD, ON_A_CARD_WORDS, id=member.id)))


CARD_LINE_LONGEST = 200  # characters of an attack line an address may begin a card with


def card_line(query: str) -> str | None:
    """The attack line a tracker's address begins a new card with ("card=Broadsword" in
    "#gurps-tracker?card=Broadsword"), its first letter capitalised; None when it has none."""
    from urllib.parse import parse_qs

    found = parse_qs(query).get("card", [""])[0].strip()[:CARD_LINE_LONGEST]
    return found[:1].upper() + found[1:] if found else None


def card_summary(stats: Mapping[str, Any], fields: Iterable[Field]) -> str:
    """A card's stats in a line: "ST 13 · DX 11 · … · DR 2 (skull 4, torso 6)"."""
    parts = []
    for f in fields:
        value = stats.get(f.name)
        if value is None or value == "" or f.kind == "flag" and not value:
            continue
        if f.kind == "flag":
            parts.append(f.label)
        elif f.kind == "choice":
            if value != f.default:
                parts.append(dict(f.choices).get(value, str(value)))
        elif f.kind == "text":
            parts.append(f"({value})")
        else:
            parts.append(f"{f.label} {value:g}" if isinstance(value, float) else f"{f.label} {value}")
    return " · ".join(parts).replace(" · (", " (")


def card_form(key: str, plugin: Plugin, member: Member | None = None) -> Markup:
    """The form that adds a character card, or edits ``member``'s."""
    p = f"{key}-tracker-card"
    stats = dict(member.stats) if member else {}
    own = [field_html(p, _with_default(f, getattr(member, f.name) if member else f.default)) for f in CARD_FIELDS]
    card = [field_html(p, _with_default(f, stats.get(f.name, None if member and not f.required else f.default)))
            for f in plugin.card_form]
    attacks = card_attacks_field(p, plugin, member.attacks if member else ())
    weapons = [field_html(p, f) for f in weapon_fields(plugin.card)]
    notes = card_notes_field(p, member.notes if member else "")
    return h("form", {"class": "tracker-form card-form", "data-form": C.CARD_FORM.name, "data-id": member.id if member else "",
                      "novalidate": True},
             h("fieldset", {"class": "tool-body"},
               h("legend", {}, f"Edit {member.name}’s card" if member else "Add a character card"),
               own, card, attacks, weapons or None, notes,
               h("div", {"class": "buttons"},
                 h("button", {"type": "submit", "class": "primary"}, C.CARD_FORM.label),
                 command_button(C.CARD_CANCEL) if member else None)))


LOG_SHOWN = 200  # the latest entries on screen; an exported file holds the whole log


def log_entries(entries: Sequence[LogEntry]) -> Markup:
    """Log entries, the latest first."""
    return join(h("li", {}, h("span", {}, f"R{e.round}"), h("span", {}, e.text)) for e in reversed(entries))
