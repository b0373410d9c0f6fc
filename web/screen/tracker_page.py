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
from pyrules.core.encounter.forms import ADD_FIELDS, TIME_FIELDS
from pyrules.core.tools import Field
from screen import phones_page
from screen.ids import part
from screen.markup import EMPTY, Markup, h, join
from screen.table_page import view_id
from screen.widgets import render as field_html

if TYPE_CHECKING:
    from pyrules.core.encounter.model import LogEntry
    from pyrules.core.encounter.plugins import Plugin
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
        edit_fields.append(field_html(pid, with_default(f, value)))
    edit = h("form", {"class": "edit-form", "data-form": C.EDIT_FORM.name, "data-id": cid, "novalidate": True},
             h("p", {"class": "field-error", "id": f"{pid}-error", "role": "alert", "hidden": True}),
             edit_fields, h("button", {"type": "submit"}, C.EDIT_FORM.label))
    turn_button = command_button(C.ACT_NOW, id=cid) if held else command_button(C.DELAY, id=cid)
    return h("details", {}, h("summary", {}, "Edit, hold, copy, remove"),
             edit,
             h("div", {"class": "buttons"}, None if ended else turn_button, command_buttons(C.ROW_MORE, id=cid)))


def with_default(field: Field, value: Any) -> Field:
    """``field`` with ``value`` as its default: the value a form shows in it."""
    from dataclasses import replace

    return replace(field, default=value)


def round_line(view: View, name: str) -> Markup:
    active = next((r.name for r in view.order if r.active), None)
    parts = [f"{name} · Round {view.round}", f"game time {view.clock_text}"]
    if view.ended:
        parts.append("ended")
    elif active:
        parts.append(f"{active} to act")
    return h("span", {}, " · ".join(parts))


LOG_SHOWN = 200  # the latest entries on screen; an exported file holds the whole log


def log_entries(entries: Sequence[LogEntry]) -> Markup:
    """Log entries, the latest first."""
    return join(h("li", {}, h("span", {}, f"R{e.round}"), h("span", {}, e.text)) for e in reversed(entries))
