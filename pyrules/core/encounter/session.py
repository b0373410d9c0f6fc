"""A tracker session: one ruleset's tracker as plain Python.

The page reads a tap, a form or a changed control and runs its command on the session by name
(``commands.tap``, ``submit``, ``change``), which answers what to draw; the session holds the rest:
the saved encounters (a ``Library``) and the one open (whose ``Encounter`` holds the attack under
way), the roster of character cards, what is chosen on screen (``on_screen``, an immutable
``OnScreen``: the combatant opened and its keypad, the card being edited), the change shown but
not yet written (``unkept``), what it learned of another tab's steps (``OtherTabs``), and the
merge of another tab's newer record. Storage is passed in (an object with
``keeping.tracker_store.TrackerStore``'s methods) and so is the random generator, so a whole
fight runs on CPython.

Every tap answers an ``Shown``: a notice, a question to ask first, what to bring into view, a
file to offer, a calculator to open, the rolls to keep in the roll log. A player's mistake is a
RulesError naming its field; an action the session does not know is a ValueError (the page asked
for something that does not exist).

The session keeps the open encounter, its history and other tabs' steps, the turn and the keypad,
and a combatant's steps; each other concern is a part the session holds, which a command calls
directly: the steps of the attack under way (``exchanges``), of the roster's cards (``cards``), of
the saved encounters (``encounters``) and the reminders' rolls (``reminder_rolls``). What a
command answers is ``shown``, and the tracker's own form fields ``forms``.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Callable, Collection, Mapping

from pyrules import rulesets
from pyrules.core import validate
from pyrules.core.encounter import actions as A, exchange as X
from pyrules.core.encounter.card_steps import CardSteps
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.encounter_steps import FIRST_NAME, EncounterSteps
from pyrules.core.encounter.exchange_steps import ExchangeSteps, raised
from pyrules.core.encounter.forms import ADD_FIELDS, TIME_FIELDS, parse
from pyrules.core.encounter.library import Library
from pyrules.core.encounter.model import UNITS
from pyrules.core.encounter.on_screen import OnScreen
from pyrules.core.encounter.shown import DONE, UNCHANGED, Conflict, InView, Shown, Prefill, Question
from pyrules.core.encounter.reminder_rolls import ReminderRolls
from pyrules.core.encounter.reminder_steps import follows, judged_words
from pyrules.core.encounter.session_parts import Book, Pools
from pyrules.core.encounter.tabs import OtherTabs
from pyrules.core.errors import FromNewerVersion, RulesError
from pyrules.core.fields import Field


class PoolsInMemory:
    """The pool each combatant's keypad took last, kept while the session lasts (the page keeps
    them in the tab's session storage)."""

    def __init__(self) -> None:
        self.pools: dict[str, str] = {}

    def get(self, encounter_id: str, cid: str) -> str | None:
        return self.pools.get(f"{encounter_id}/{cid}")

    def remember(self, encounter_id: str, cid: str, pool: str) -> None:
        self.pools[f"{encounter_id}/{cid}"] = pool


class Session:
    """One ruleset's tracker: its saved encounters, roster, and what is chosen on screen."""

    def __init__(self, ruleset: str, book: Book, *, rng: random.Random | None = None,
                 pools: Pools | None = None) -> None:
        self.ruleset = ruleset
        self.plugin = rulesets.tracker(ruleset)
        self.name = self.plugin.name or ruleset
        self.book = book
        self.rng = rng or random.Random()
        self.pools_used: Pools = pools if pools is not None else PoolsInMemory()
        self.library: Library = book.load()
        self.roster = book.load_roster()
        self.encounters: EncounterSteps = EncounterSteps(self)  # the steps on the saved encounters
        if self.library.current is None:
            self.encounters.create(FIRST_NAME)
        self.on_screen = OnScreen()  # the row opened and its keypad, the card edited
        self.reminder_rolls: ReminderRolls = ReminderRolls(self)  # the reminders' rolls made so far
        self.exchanges: ExchangeSteps = ExchangeSteps(self)  # the attack under way in each encounter, and its steps
        # (encounter id, the encounter as kept, the change to make again) until written
        self.unkept: tuple[str, Encounter, Callable[[Encounter], Encounter] | None] | None = None
        self.others = OtherTabs()  # the steps another tab made, which undo and redo ask about
        self.cards: CardSteps = CardSteps(self)  # the steps on the roster's cards

    # ---- what the page reads -------------------------------------------------
    @property
    def selected(self) -> str | None:
        """The combatant whose row is opened."""
        return self.on_screen.opened

    @property
    def amount(self) -> str:
        """The opened row's keypad amount, as tapped."""
        return self.on_screen.amount

    @property
    def pool(self) -> str | None:
        """The opened row's keypad pool (None: the first)."""
        return self.on_screen.pool

    @property
    def editing(self) -> str | None:
        """The roster member whose card the card form edits."""
        return self.on_screen.editing

    @property
    def encounter(self) -> Encounter:
        return self.library.get(self.library.open_id)

    @property
    def encounter_name(self) -> str:
        return self.library.entry(self.library.open_id).name

    def calculators(self, cid: str) -> tuple[tuple[str, str], ...]:
        """(tool key, title) of the calculators this combatant can open filled in."""
        ruleset = rulesets.ruleset(self.ruleset)
        return tuple((key, ruleset.tool(key).title)
                     for key in self.plugin.prefill.calculators(self.encounter.combatant(cid)))

    def turn_choices(self, cid: str) -> tuple[tuple[Field, Any], ...]:
        """(Field, value) of the turn stats (a maneuver, a posture) a combatant picks on its row."""
        plugin, combatant = self.plugin, self.encounter.combatant(cid)
        return tuple((f, plugin.stat(combatant, f.name)) for f in plugin.stats if f.name in plugin.turn_stats)

    @property
    def exchange(self) -> X.Exchange | None:
        """The open encounter's attack under way, if any (its steps: ``exchanges``)."""
        return self.encounter.under_way

    def attacks(self, cid: str) -> tuple[tuple[int, str], ...]:
        """(place, attack line) of each attack a combatant's card brought, for its row's attack buttons."""
        return tuple(enumerate(self.encounter.combatant(cid).attacks))

    # ---- changing the open encounter -----------------------------------------
    def update(self, make: Callable[[Encounter], Encounter], *, merge: bool = True) -> Shown:
        """Change the open encounter to ``make(encounter)``; it is written by ``keep``. If another
        tab changed it since, the change is made again on that newer state when ``merge`` (an
        action); otherwise (an undo or redo) the newer state is shown and the change is not made."""
        kept = self.keep()
        current = self.library.open_id
        if self.book.changed_elsewhere(current):
            return kept.then(self.merge(make if merge else None))
        before = self.encounter
        self.library = self.library.put(current, make(before))
        self.unkept = (current, before, make if merge else None)
        self.settle()
        return kept.then(DONE)

    def apply(self, action: A.Action) -> Shown:
        return self.update(lambda encounter: encounter.apply(action))

    def keep(self) -> Shown:
        """Write the change shown but not yet kept (the page does it once it has painted, or
        before anything else happens). Another tab's newer record takes the change again; one
        too large to keep refuses it, as if never made (RulesError)."""
        if self.unkept is None:
            self.book.catch_up()
            return UNCHANGED
        saved_id, before, make = self.unkept
        self.unkept = None
        shown = self.library.get(saved_id)
        try:
            written = self.book.save(self.library.entry(saved_id))  # False: storage refused it, kept in memory
        except Conflict:  # another tab wrote in the meantime: the change is made again on its state
            try:
                return self.merge(make)
            except RulesError as error:
                raise self._not_applied(saved_id, shown, error) from None
        except RulesError as error:
            self.library = self.library.put(saved_id, before)
            self.settle()
            raise self._not_applied(saved_id, shown, error) from None
        if written:
            self.book.catch_up()  # there is room: what storage refused before is written too
        return UNCHANGED

    def _not_applied(self, saved_id: str, refused: Encounter, error: RulesError) -> RulesError:
        """The error to say when the change to ``refused`` was not written: when it applied the
        attack that is under way in the encounter as it is now, the error says it waits there."""
        attack = self.library.get(saved_id).under_way
        if attack is None or attack.id is None or not refused.has_applied(attack.id):
            return error
        return RulesError(f"{error.message} The attack is still under way, its result waiting: apply it "
                          f"again once there is room.", error.field)

    def merge(self, make: Callable[[Encounter], Encounter] | None) -> Shown:
        """Another tab's newer record of the open encounter shown, and ``make`` (None: nothing)
        made again on it and written; RulesError when there is nothing to make or it no longer applies."""
        current = self.library.open_id
        try:
            fresh = self.book.reload(current)
        except FromNewerVersion as error:
            self.encounters.reload()
            raise RulesError(f"{_in_another_tab(error)} Your change was not made.") from None
        if fresh is None:
            self.encounters.reload()
            return Shown("This encounter was deleted in another tab.")
        name, newer = fresh
        self.others.read(current, self.encounter, newer)
        self.library = self.library.rename(current, name).put(current, newer)
        self.settle()
        if make is None:
            raise RulesError("Another tab changed this encounter: it is shown as it is now. Try again.")
        try:
            merged = make(newer)
        except RulesError as error:
            raise RulesError(f"Another tab changed this encounter, and your change no longer applies: "
                             f"{error.message}") from None
        self.library = self.library.put(current, merged)
        self.book.save(self.library.entry(current))
        self.settle()
        return Shown("Another tab changed this encounter too: your change was added to it.")

    def settle(self) -> None:
        """Forget the opened row and the edited card when they are gone."""
        self.on_screen = self.on_screen.settled(self.encounter.state, self.roster)

    # ---- another tab -----------------------------------------------------------
    def another_tab_wrote(self, key: str | None) -> Shown:
        """Another tab saved ``key`` (the store's key; None: it cleared everything): show it here."""
        kept = self.keep()
        saved_id = None if key is None else self.book.encounter_of(key)
        if key is None or saved_id is not None:
            if saved_id is not None and saved_id == self.library.current and self.book.changed_elsewhere(saved_id):
                try:
                    fresh = self.book.reload(saved_id)
                except FromNewerVersion as error:
                    self.encounters.reload()
                    return kept.then(Shown(f"{_in_another_tab(error)} “{self.encounter_name}” is shown now."))
                if fresh is not None:
                    name, newer = fresh
                    self.others.read(saved_id, self.encounter, newer)
                    self.library = self.library.rename(saved_id, name).put(saved_id, newer)
                    self.settle()
                    return kept.then(DONE)
                gone = self.library.entry(saved_id).name
                self.encounters.reload()
                return kept.then(Shown(f"“{gone}” was deleted in another tab: “{self.encounter_name}” is shown now."))
            self.encounters.reload()
        if key is None or self.book.is_member(key):
            self.roster = self.book.load_roster()
            self.settle()
        elif saved_id is None:
            return kept  # not this tracker's
        return kept.then(DONE)

    # ---- the turn and the keypad ---------------------------------------------
    def select(self, cid: str) -> Shown:
        """Open a combatant's row (or close it): its keypad starts empty, on the pool it took last."""
        self.on_screen = self.on_screen.toggled(cid, self._last_pool(cid))
        if self.selected is None:
            return DONE
        return Shown(in_view=(InView("name", cid), InView("keypad", cid)))

    def _last_pool(self, cid: str) -> str | None:
        """The pool this combatant's keypad took last, if it still has it."""
        pool = self.pools_used.get(self.library.open_id, cid)
        names = {p.name for p in self.plugin.pools.resources(self.encounter.combatant(cid))}
        return pool if pool in names else None

    def digit(self, digit: str) -> Shown:
        """A keypad key: a digit (five at most, no leading zero), "back" or "clear"."""
        self.on_screen = self.on_screen.keyed(digit)
        return DONE

    def choose_pool(self, pool: str) -> Shown:
        """The keypad's pool, remembered for this combatant."""
        self.on_screen = self.on_screen.on_pool(pool)
        if self.selected:
            self.pools_used.remember(self.library.open_id, self.selected, pool)
        return UNCHANGED

    def damage(self, cid: str, pool: str | None = None) -> Shown:
        """The keypad's amount taken from ``pool`` (None: the first)."""
        return self._hurt_or_heal(A.damage, cid, pool)

    def heal(self, cid: str, pool: str | None = None) -> Shown:
        """The keypad's amount given back to ``pool`` (None: the first)."""
        return self._hurt_or_heal(A.heal, cid, pool)

    def _hurt_or_heal(self, make: Callable[[str, int, str | None], A.DamageAction | A.HealAction], cid: str,
                      pool: str | None) -> Shown:
        self.on_screen = self.on_screen.on_pool(pool)
        amount = validate.typed_whole(self.amount)
        if amount is None or amount <= 0:
            raise RulesError("Tap an amount on the number pad first.")
        self.on_screen = self.on_screen.spent(pool)
        if pool is not None:
            self.pools_used.remember(self.library.open_id, cid, pool)
        done = self.apply(make(cid, amount, pool))
        return done.then(Shown(in_view=(InView("keypad", cid),)))  # new status lines may push it down

    def spend(self, cid: str, pool: str | None) -> Shown:
        """One point of a pool spent a point at a time (fatigue, a TAL point)."""
        return self.apply(A.damage(cid, 1, pool))

    def next_turn(self, *, confirmed: bool = False) -> Shown:
        """The next turn; while an attack's result waits to be applied, the question comes first
        (the attack stays, to be applied after)."""
        waiting = self.exchanges.waiting()
        if waiting and not confirmed:
            return Shown(ask=Question(f"{waiting} is played but not applied. Go to the next turn anyway?"),
                         redraw=False)
        return self._turn(A.next_turn())

    def previous_turn(self) -> Shown:
        return self._turn(A.previous_turn())

    def _turn(self, action: A.Action) -> Shown:
        """The turn moves; the one who acts now is brought into view."""
        done = self.apply(action)
        active = self.encounter.state.active
        return done.then(Shown(in_view=(InView("row", active),) if active is not None else ()))

    def undo(self, *, confirmed: bool = False) -> Shown:
        """Take back this encounter's last step; one another tab made is asked about first. An
        attack's Apply taken back brings the attack back under way, its result waiting."""
        return self._undo(redo=False, confirmed=confirmed)

    def redo(self, *, confirmed: bool = False) -> Shown:
        """Make the last step taken back again; one another tab undid is asked about first. An
        attack's Apply made again ends the attack under way."""
        return self._undo(redo=True, confirmed=confirmed)

    def _undo(self, *, redo: bool, confirmed: bool) -> Shown:
        question = None if confirmed else self._undo_question(redo)
        if question is not None:
            return Shown(ask=question, redraw=False)
        playing = self.exchange
        done = self.update(lambda encounter: encounter.redo() if redo else self.exchanges.resumed(encounter.undo()),
                           merge=False)
        resumed = self.exchange
        if resumed is None or resumed == playing:
            return done
        return done.then(Shown(in_view=(InView("exchange", resumed.attacker),)))

    def _undo_question(self, redo: bool) -> Question | None:
        """What to ask before undoing (or redoing) a step another tab made; None for one of ours."""
        current, encounter = self.library.open_id, self.encounter
        if redo and self.others.redo_is_theirs(current, encounter):
            done, question = encounter.redo(), "The change to redo was undone in another tab"
        elif not redo and self.others.undo_is_theirs(current, encounter):
            done, question = encounter.undo(), "The last change was made in another tab"
        else:
            return None
        before, after = (encounter.log, done.log) if not redo else (done.log, encounter.log)
        what = "; ".join(entry.text for entry in before[len(after):]) or "a change of turn"
        return Question(f"{question} ({what}). {'Redo' if redo else 'Undo'} it here?")

    def roll_initiative(self) -> Shown:
        """Everyone's initiative rolled or worked out; a fight not yet begun starts with the first."""
        return self.update(lambda encounter: _started(encounter.apply(A.roll_initiative(encounter, self.rng))))

    # ---- the exchange (its steps: ``ExchangeSteps``) -------------------------------
    def finish_exchange_and_next(self) -> Shown:
        """The attack applied, then the next turn, in one tap. A roll the attack raised that falls
        due now (a knockdown roll) would go with the turn, so it is made first: by the app when the
        app rolled the attack's dice (what its failure puts on is put on), else the turn stays for
        the player to make it."""
        walk = self.exchanges.now()
        by_app = walk is not None and walk.result is not None and walk.rolled_by_app
        targets = () if walk is None else walk.exchange.targets
        applied = self.exchanges.finish()
        if not raised(self.encounter.state, targets):
            return applied.then(self.next_turn())
        if not by_app:
            return applied.then(Shown("A roll fell due: make it, then go to the next turn.",
                                      in_view=applied.in_view))
        return applied.then(self._roll_what_fell_due(targets)).then(self.next_turn())

    def _roll_what_fell_due(self, targets: Collection[str]) -> Shown:
        """Each roll an attack raised for its ``targets`` that falls due now, made by the app, and
        what a failure puts on put on; said in one line ("HT against knockdown and stun for Orc:
        rolled 9, failed by 4: Stunned.")."""
        made, said = UNCHANGED, []
        due = [(r.who, r.text) for r in raised(self.encounter.state, targets) if r.check is not None]
        for key in due:
            index = self._reminder_index(key)
            if index is None:
                continue
            made = made.then(self.reminder_rolls.roll(index))
            reminder = self.encounter.state.reminders[index]
            assert reminder.who is not None and reminder.check is not None  # as ``due`` holds only these
            if reminder.rolled is None:
                continue
            name = self.encounter.combatant(reminder.who).name
            line = f"{reminder.check.label or 'Roll'} for {name}: rolled {reminder.rolled.total}, " \
                   f"{judged_words(reminder.rolled)}"
            put_on, follow = follows(reminder), reminder.check.follow
            if put_on is not None and follow is not None:
                made = made.then(replace(self.reminder_rolls.follow(index), notice=""))  # the line says it
                line += f": {put_on}" + (f"; {name} {follow.tells}" if follow.tells else "")
            said.append(line + ".")
        return made.then(Shown(" ".join(said)))

    def _reminder_index(self, key: tuple[str | None, str]) -> int | None:
        """The place in the list of the reminder due for (who, text), if it is still due."""
        return next((i for i, r in enumerate(self.encounter.state.reminders) if (r.who, r.text) == key), None)

    # ---- a combatant -----------------------------------------------------------
    def calculate(self, cid: str, tool: str) -> Shown:
        """Open a calculator filled in with this combatant's stats; its wound applies to it."""
        values = self.plugin.prefill.calculators(self.encounter.combatant(cid), self.encounter.state).get(tool)
        return UNCHANGED if values is None else Shown(calculator=Prefill(tool, dict(values), cid), redraw=False)

    def remove(self, cid: str) -> Shown:
        self.on_screen = self.on_screen.closed()
        return self.apply(A.remove(cid))

    def set_turn_stat(self, cid: str, name: str, value: str) -> Shown:
        """A maneuver or posture picked on the row: one edit of that stat."""
        found = next((f for f in self.plugin.stats if f.name == name and name in self.plugin.turn_stats), None)
        if found is None:
            raise RulesError(f"{self.name} has no turn stat “{name}”.", name)
        return self.apply(A.edit(cid, stats={name: found.parse(value)}))

    # ---- the forms ---------------------------------------------------------------
    def add(self, raw: Mapping[str, Any]) -> Shown:
        """The add form: combatants in one step, their initiative rolled or worked out when left
        blank and the ruleset does so."""
        values = parse(ADD_FIELDS + tuple(self.plugin.stats), raw)
        stats = {f.name: values[f.name] for f in self.plugin.stats}
        add = A.add(values["name"], values["count"], side=values["side"], stats=stats,
                    initiative=values["initiative"])
        rolls = values["initiative"] is None and self.plugin.initiative.rolls
        done = self.update(lambda base: self._joined(base, add, rolls))
        return done.then(Shown(form_done=True))

    def _joined(self, base: Encounter, add: A.AddAction, rolls: bool) -> Encounter:
        """``base`` with ``add`` made, the newcomers' initiative rolled when ``rolls``."""
        encounter = base.apply(add)
        if rolls:
            before = {c.id for c in base.combatants}
            encounter = encounter.apply(A.roll_initiative(
                encounter, self.rng, [c.id for c in encounter.combatants if c.id not in before]))
        return encounter

    def bring(self, member_ids: list[str] | None, counts: Mapping[str, str] | None = None) -> Shown:
        """The chosen cards (None: all) join the open encounter in one step, each as many times
        as ``counts`` says (as typed, by card id: "3" brings Orc 1 to Orc 3), their initiative
        rolled or worked out when the ruleset does."""
        add = self.cards.bringing(member_ids, counts)
        return self.update(lambda base: self._joined(base, add, self.plugin.initiative.rolls))

    def new_from_roster(self, member_ids: list[str] | None, counts: Mapping[str, str] | None = None) -> Shown:
        """A new encounter of the chosen cards (None: all), each as many times as ``counts`` says."""
        add = self.cards.bringing(member_ids, counts)  # checked before an encounter is made for them
        self.encounters.create(f"Encounter {self.library.next_id}")
        self.on_screen = self.on_screen.closed()
        rolls = self.plugin.initiative.rolls
        done = self.update(lambda base: (_started if rolls else _as_is)(self._joined(base, add, rolls)))
        return done.then(self._in_view_first())

    def _in_view_first(self) -> Shown:
        """The one who acts now brought into view (the first in the order when no one does yet)."""
        state = self.encounter.state
        first = state.active or next((c.id for c in state.order), None)
        return Shown(in_view=(InView("row", first),) if first is not None else ())

    def add_condition(self, cid: str, raw: Mapping[str, Any]) -> Shown:
        """The condition form: a name, and how long it lasts (blank: until removed)."""
        name = str(raw.get("name", "")).strip()
        if not name:
            raise RulesError("Name the condition, such as Stunned.")
        length = str(raw.get("length", "")).strip()
        if not length:
            return self.apply(A.add_condition(cid, name))
        count = validate.typed_whole(length)
        if count is None:
            raise RulesError("How long it lasts must be a whole number (or blank).")
        unit = raw.get("unit", "turns")
        if unit not in UNITS:
            raise RulesError("Say whether it lasts turns or rounds.")
        return self.apply(A.add_condition(cid, name, turns=count if unit == "turns" else None,
                                          rounds=count if unit == "rounds" else None))

    def edit(self, cid: str, raw: Mapping[str, Any]) -> Shown:
        """The edit form of an opened row: name, notes, stats, and initiative (blank: as it is)."""
        values = parse(tuple(self.plugin.stats), raw)
        changes = {"name": raw.get("name", ""), "notes": raw.get("notes", ""), "stats": values}
        initiative = str(raw.get("initiative", "")).strip()
        number = None
        if initiative:
            number = validate.typed_number(initiative)
            if number is None:
                raise RulesError("Initiative must be a number.")
            number = int(number) if isinstance(number, float) and number.is_integer() else number

        def edited(base: Encounter) -> Encounter:
            encounter = base.apply(A.edit(cid, **changes))
            if number is not None and number != encounter.combatant(cid).initiative:
                encounter = encounter.apply(A.set_initiative(cid, number))
            return encounter

        return self.update(edited)

    def time_passes(self, raw: Mapping[str, Any]) -> Shown:
        values = parse(TIME_FIELDS, raw)
        return self.apply(A.time_passes(**{values["unit"]: values["amount"]}))


def _in_another_tab(error: FromNewerVersion) -> str:
    """What to say when another tab running a newer version of pyrules saved the open encounter."""
    return (f"{error.message.rstrip('.')} in another tab: it is kept as that version saved it. Reload this "
            "page to update pyrules and open it.")


def _started(encounter: Encounter) -> Encounter:
    """The encounter with its first turn begun, if no turn has begun yet and everyone has an
    initiative (the order is set: someone acts)."""
    state = encounter.state
    fresh = state.active is None and not state.ended and not any(e.begins_turn for e in state.log)
    if fresh and state.order and all(c.initiative is not None for c in state.order):
        return encounter.apply(A.next_turn())
    return encounter


def _as_is(encounter: Encounter) -> Encounter:
    return encounter
