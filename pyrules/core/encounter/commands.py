"""The tracker's commands: each thing a game master does on the tracker page, declared once.

A ``Command`` is a control's name (a tapped button's data-act; a ``Form``'s data-form, a changed
``Control``'s or a ``File`` input's data-act), the words its button says, and what it does to the
session. The page's controls take their name and words from it (``screen.tracker_page``), ``tap``,
``submit``, ``change`` and ``read`` run it on a session by that name, and nothing else lists it: a
new tracker action is its rule (``actions``, or a step of the session) and its command here.

What a command does is given the session and what the page read of the control: a ``Tap`` (its
data-id, other data-* values, the keypad's pool, the ticked cards, the reply to the question it
asked first), a form's values, a changed control's name and value, or a file's text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol

from pyrules.core.encounter import actions as A
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.shown import Shown, Tap
from pyrules.core.encounter.session import Session


@dataclass(frozen=True)
class Command:
    """A tapped control: its data-act (``name``), the words its button says (``label``; a button
    whose words come from the encounter, such as an attack line, says its own) and what it does."""

    name: str
    label: str
    does: Callable[[Session, Tap], Shown]


@dataclass(frozen=True)
class Form:
    """A submitted form: its data-form, the words of its submit button, and what its values do
    (given the form's data-id, if any)."""

    name: str
    label: str
    does: Callable[[Session, str | None, Mapping[str, Any]], Shown]


class Reading(Protocol):
    """How the page reads a file for a command: its JSON (within the page's limits) and whether
    an encounter can be drawn (raising RulesError when it cannot)."""

    def json(self, text: str) -> Any: ...
    def showable(self, encounter: Encounter) -> Any: ...


@dataclass(frozen=True)
class File:
    """A file the page reads for the tracker: its input's data-act (``name``), its label, the
    kinds of file it accepts, what is said when nothing of it was kept, and what its text does."""

    name: str
    label: str
    accept: str
    refused: str
    does: Callable[[Session, str, Reading], Shown]


@dataclass(frozen=True)
class Control:
    """A changed control (a choice, a radio button): its data-act, and what its new value does
    (given its data-id and its name)."""

    name: str
    does: Callable[[Session, str | None, str, str], Shown]


TAPS: dict[str, Command] = {}
FORMS: dict[str, Form] = {}
CONTROLS: dict[str, Control] = {}
FILES: dict[str, File] = {}


def _tap(name: str, label: str, does: Callable[[Session, Tap], Shown]) -> Command:
    if name in TAPS:
        raise ValueError(f"two tracker commands are called {name!r}")
    TAPS[name] = command = Command(name, label, does)
    return command


def _form(name: str, label: str, does: Callable[[Session, str | None, Mapping[str, Any]], Shown]) -> Form:
    FORMS[name] = form = Form(name, label, does)
    return form


def _file(name: str, label: str, accept: str, refused: str,
          does: Callable[[Session, str, Reading], Shown]) -> File:
    FILES[name] = file = File(name, label, accept, refused, does)
    return file


def _control(name: str, does: Callable[[Session, str | None, str, str], Shown]) -> Control:
    CONTROLS[name] = control = Control(name, does)
    return control


def _targets(tap: Tap) -> list[str] | None:
    """The targets ticked beside an attack button (None: none ticked, the default ones)."""
    return [cid for cid in tap.data.get("targets", "").split(",") if cid] or None


def _id(tap: Tap) -> str:
    """The data-id of a tapped control that acts on one combatant or card."""
    return _of(tap.id, tap.act)


def _of(cid: str | None, name: str) -> str:
    """The data-id of a control that acts on one combatant or card (a page without it is at fault)."""
    if cid is None:
        raise ValueError(f"The tracker's “{name}” needs the combatant or card it is for.")
    return cid


def _yes(tap: Tap) -> bool:
    return tap.reply is True


def _text(tap: Tap) -> str | None:
    return tap.reply if isinstance(tap.reply, str) else None


# -- the turn --------------------------------------------------------------------------------
NEXT = _tap("next", "Next turn ›", lambda s, t: s.next_turn(confirmed=_yes(t)))
PREVIOUS = _tap("previous", "‹ Prev", lambda s, t: s.previous_turn())
UNDO = _tap("undo", "Undo", lambda s, t: s.undo(confirmed=_yes(t)))
REDO = _tap("redo", "Redo", lambda s, t: s.redo(confirmed=_yes(t)))
ROLL_INITIATIVE = _tap("roll-initiative", "Roll initiative", lambda s, t: s.roll_initiative())
SORT = _tap("sort", "Sort", lambda s, t: s.apply(A.sort()))
END = _tap("end", "End encounter", lambda s, t: s.apply(A.end()))

# -- a combatant's row -------------------------------------------------------------------------
SELECT = _tap("select", "Open", lambda s, t: s.select(_id(t)))
DIGIT = _tap("digit", "", lambda s, t: s.digit(t.data.get("digit", "")))
DAMAGE = _tap("damage", "Damage", lambda s, t: s.damage(_id(t), t.pool))
HEAL = _tap("heal", "Heal", lambda s, t: s.heal(_id(t), t.pool))
SPEND = _tap("spend", "−1", lambda s, t: s.spend(_id(t), t.data.get("pool")))
CALCULATE = _tap("calculate", "Calculator", lambda s, t: s.calculate(_id(t), t.data.get("tool", "")))
UNCONDITION = _tap("uncondition", "Remove",
                   lambda s, t: s.apply(A.remove_condition(_id(t), t.data.get("name", ""))))
DELAY = _tap("delay", "Hold turn", lambda s, t: s.apply(A.delay(t.id)))
ACT_NOW = _tap("act-now", "Act now", lambda s, t: s.apply(A.act_now(_id(t))))
DUPLICATE = _tap("duplicate", "Duplicate", lambda s, t: s.apply(A.duplicate(_id(t), 1)))
REMOVE = _tap("remove", "Remove", lambda s, t: s.remove(_id(t)))
TO_ROSTER = _tap("to-roster", "Save to roster", lambda s, t: s.cards.from_combatant(_id(t)))

# -- the reminders -----------------------------------------------------------------------------
ROLL_CHECK = _tap("roll-check", "Roll", lambda s, t: s.reminder_rolls.roll(t.number("index")))
FOLLOW = _tap("follow", "Mark", lambda s, t: s.reminder_rolls.follow(t.number("index")))

# -- the exchange ------------------------------------------------------------------------------
EXCHANGE = _tap("exchange", "Free attack",
                lambda s, t: s.exchanges.begin(_id(t), None if t.number("attack") < 0 else t.number("attack"),
                                               _targets(t), confirmed=_yes(t)))
EXCHANGE_ROLL_ON = _tap("exchange-roll-on", "Roll on", lambda s, t: s.exchanges.roll_on(t.data))
EXCHANGE_BACK = _tap("exchange-back", "Back", lambda s, t: s.exchanges.back())
EXCHANGE_CANCEL = _tap("exchange-cancel", "Cancel", lambda s, t: s.exchanges.cancel())
EXCHANGE_APPLY = _tap("exchange-apply", "Apply", lambda s, t: s.exchanges.finish())
EXCHANGE_APPLY_NEXT = _tap("exchange-apply-next", "Apply, next turn ›", lambda s, t: s.finish_exchange_and_next())
EXCHANGE_TABLE_ROLL = _tap("exchange-table-roll", "Roll", lambda s, t: s.exchanges.table_roll(t.number("index")))

# -- the roster's cards --------------------------------------------------------------------------
ROSTER_NEW = _tap("roster-new", "New encounter from the roster", lambda s, t: s.new_from_roster(t.chosen, t.counts))
ROSTER_ADD_CHOSEN = _tap("roster-add-chosen", "Add to this encounter", lambda s, t: s.bring(t.chosen, t.counts))
ROSTER_ADD = _tap("roster-add", "Add", lambda s, t: s.bring([_id(t)], t.counts))
ROSTER_REMOVE = _tap("roster-remove", "Delete", lambda s, t: s.cards.remove(_id(t), confirmed=_yes(t)))
CARD_EDIT = _tap("card-edit", "Edit", lambda s, t: s.cards.edit(_id(t)))
CARD_COPY = _tap("card-copy", "Copy", lambda s, t: s.cards.copy(_id(t)))
CARD_CANCEL = _tap("card-cancel", "Cancel", lambda s, t: s.cards.cancel())
CARD_ATTACK = _tap("card-attack", "Attack",
                   lambda s, t: s.cards.attack(_id(t), t.number("attack"), t.number("opening")))
CARDS_SAVE = _tap("cards-save", "Save cards to a file", lambda s, t: s.cards.file(t.id))

# -- the saved encounters ------------------------------------------------------------------------
NEW = _tap("new", "New", lambda s, t: s.encounters.new())
RENAME = _tap("rename", "Rename", lambda s, t: s.encounters.rename(_text(t)))
DELETE = _tap("delete", "Delete", lambda s, t: s.encounters.delete(confirmed=_yes(t)))
EXPORT = _tap("export", "Export file", lambda s, t: s.encounters.export())

# -- the forms and the controls -----------------------------------------------------------------
ADD_FORM = _form("add", "Add", lambda s, cid, raw: s.add(raw))
CONDITION_FORM = _form("condition", "Add condition", lambda s, cid, raw: s.add_condition(_of(cid, "condition"), raw))
EDIT_FORM = _form("edit", "Save changes", lambda s, cid, raw: s.edit(_of(cid, "edit"), raw))
TIME_FORM = _form("time", "Let time pass", lambda s, cid, raw: s.time_passes(raw))
CARD_FORM = _form("card", "Save card", lambda s, cid, raw: s.cards.save(cid or None, raw))
STAGE_FORM = _form("stage", "Roll", lambda s, cid, raw: s.exchanges.answer(raw))

IMPORT_FILE = _file("import", "Import an encounter file", "application/json,.json", "Nothing was imported",
                    lambda s, text, page: s.encounters.import_file(page.json(text), page.showable))
CARDS_FILE = _file("load-cards", "Load cards from a file", "application/json,.json", "Nothing was loaded",
                   lambda s, text, page: s.cards.load_file(text))
CHARACTER_FILE = _file("import-character", "Import a character", ".gcs,application/json", "Nothing was loaded",
                       lambda s, text, page: s.cards.import_character(text))

POOL = _control("pool", lambda s, cid, name, value: s.choose_pool(value))
TURN_STAT = _control("turn-stat", lambda s, cid, name, value: s.set_turn_stat(_of(cid, "turn-stat"), name, value))
OPEN = _control("open", lambda s, cid, name, value: s.encounters.open(value))


# -- where the page shows them, in order ------------------------------------------------------
TURN_BAR = (PREVIOUS, NEXT, UNDO, REDO)  # the turn controls
ENCOUNTER_STEPS = (ROLL_INITIATIVE, SORT, END)  # "This encounter"
SAVED_ENCOUNTERS = (NEW, RENAME, DELETE, EXPORT)  # the menu of saved encounters
ROW_MORE = (DUPLICATE, TO_ROSTER, REMOVE)  # an opened row's "Edit, hold, copy, remove", after Hold or Act now
ON_A_CARD = (ROSTER_ADD, CARD_EDIT, CARD_COPY, CARDS_SAVE, ROSTER_REMOVE)  # each card of the roster


# -- running one ---------------------------------------------------------------------------------
def tap(session: Session, act: str, cid: str | None = None, data: Mapping[str, Any] | None = None, *,
        pool: str | None = None, chosen: list[str] | None = None, reply: bool | str | None = None,
        counts: Mapping[str, str] | None = None) -> Shown:
    """The tapped control's command run: ``act`` (its data-act), ``cid`` (its data-id), ``data``
    (its other data-* values), ``pool`` (the pool ticked on the opened row's keypad), ``chosen``
    (the ticked cards, None when none is), ``reply`` (the answer to the question the tap asked
    first) and ``counts`` (how many of each card, as typed beside it). The change shown but not
    kept is written first; ValueError for a name no command has."""
    command = TAPS.get(act)
    if command is None:
        raise ValueError(f"The tracker has no action “{act}”.")
    kept = session.keep()
    return kept.then(command.does(session, Tap(act, cid, data or {}, pool, chosen, reply, counts or {})))


def submit(session: Session, form: str, cid: str | None, raw: Mapping[str, Any]) -> Shown:
    """A submitted form's command run, by its data-form (``cid`` its data-id, ``raw`` its values)."""
    command = FORMS.get(form)
    if command is None:
        raise ValueError(f"The tracker has no form “{form}”.")
    kept = session.keep()
    return kept.then(command.does(session, cid, raw))


def change(session: Session, act: str, cid: str | None, name: str, value: str) -> Shown:
    """A changed control's command run: the keypad's "pool", a "turn-stat" picked on a row
    (``name`` the stat), or the encounter to "open"."""
    control = CONTROLS.get(act)
    if control is None:
        raise ValueError(f"The tracker has no control “{act}”.")
    kept = session.keep()
    return kept.then(control.does(session, cid, name, value))


def read(session: Session, name: str, text: str, page: Reading) -> Shown:
    """A file's command run, by its input's data-act: its text read (``page`` parses its JSON and
    says whether an encounter can be drawn). The change shown but not kept is written first;
    RulesError (or the page's own error) says why nothing of it was kept."""
    file = FILES.get(name)
    if file is None:
        raise ValueError(f"The tracker reads no file “{name}”.")
    kept = session.keep()
    return kept.then(file.does(session, text, page))
