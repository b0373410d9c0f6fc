"""The exchange as a tracker session plays it: the attack under way in each saved encounter, and
the steps a game master taps through it (begin, answer a stage, roll on, back, cancel, apply, and
an Apply undone or redone).

The rules of an exchange are ``pyrules.core.encounter.exchange``; this is the session's side of
it: which encounter's exchange is under way, kept in the book so a reload resumes it, where its
rolls go and what to bring into view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.actions import played_id
from pyrules.core.encounter.session_parts import Tracker
from pyrules.core.encounter.outcome import DONE, UNCHANGED, InView, Outcome, Question, Rolled
from pyrules.core.errors import RulesError


class ExchangeSteps:
    """The exchanges under way in a session's encounters (by saved id; None: none), each read
    from the session's book the first time it is asked for or made here, and the steps that play
    the open encounter's. ``session`` is the tracker session they play for."""

    def __init__(self, session: Tracker) -> None:
        self.session = session
        # saved encounter id -> its open exchange (None: none), as read or made
        self.under_way: dict[str, X.Exchange | None] = {}
        # saved encounter id -> the exchange applied, until its wound is written
        self.applying: dict[str, X.Exchange] = {}

    def of_open(self) -> X.Exchange | None:
        """The open encounter's exchange under way, if any (read from the book the first time)."""
        current = self.session.library.open_id
        if current not in self.under_way:
            self.under_way[current] = self.stored(current)
        return self.under_way[current]

    def stored(self, saved_id: str, *, drop: bool = True) -> X.Exchange | None:
        """The exchange the book kept for an encounter; one that no longer reads or fits is dropped
        (left in the book when not ``drop``: another tab's, whose encounter it may not have written yet)."""
        session = self.session
        load = getattr(session.book, "load_exchange", None)
        data = load(saved_id) if load is not None else None
        if data is None:
            return None
        try:
            exchange = X.Exchange.from_dict(data)
            X.walk(session.library.get(saved_id).state, session.plugin, exchange)
        except RulesError:
            if drop:
                self.keep(saved_id, None)
            return None
        return exchange

    def read_again(self, saved_id: str) -> None:
        """Another tab began, answered or ended this encounter's exchange: take the book's."""
        self.under_way[saved_id] = self.stored(saved_id, drop=False)

    def forget(self, saved_id: str | None = None) -> None:
        """Read this encounter's exchange (None: every one) again from the book when next asked."""
        if saved_id is None:
            self.under_way.clear()
        else:
            self.under_way.pop(saved_id, None)

    def keep(self, saved_id: str, exchange: X.Exchange | None) -> None:
        """Remember the encounter's exchange, and keep it in the book so a reload resumes it."""
        self.under_way[saved_id] = exchange
        save = getattr(self.session.book, "save_exchange", None)
        if save is not None:
            save(saved_id, None if exchange is None else exchange.to_dict())

    def now(self) -> X.Walk | None:
        """The exchange under way worked out: the stages answered (each with its answer) and the
        stage asked now (``stage``: its calculator, values, where each came from) or its ``result``."""
        exchange = self.of_open()
        if exchange is None:
            return None
        session = self.session
        try:
            return X.walk(session.encounter.state, session.plugin, exchange)
        except RulesError:  # a combatant it names has gone (removed, or another tab's change)
            self.keep(session.library.open_id, None)
            return None

    def begin(self, cid: str, attack: int | None = None, targets: list[str] | None = None, *,
              confirmed: bool = False) -> Outcome:
        """An attack from a combatant's row: its card's attack ``attack`` (None: a free attack) on
        ``targets`` (None: the last it attacked, else the only foe, else the first other). Its
        first stage is then ``now().stage``. An attack under way with a step answered is never
        dropped unasked: the question comes first, and the attack begins once ``confirmed``. It
        is given an id, kept with it, so that it is applied once however many tabs show it."""
        session = self.session
        exchange = replace(X.begin(session.encounter.state, session.plugin, cid, attack, targets,
                                   self.last_targets(cid)), id=X.new_id())
        playing = self.of_open()
        if playing is not None and playing.stages and playing != exchange and not confirmed:
            return Outcome(ask=Question(f"{self.said(playing)} is under way. Drop it and start "
                                        f"{session.encounter.combatant(cid).name}’s?"), redraw=False)
        self.keep(session.library.open_id, exchange)
        return Outcome(in_view=(InView("exchange", cid),))

    def said(self, exchange: X.Exchange) -> str:
        """An attack under way in words: "Ana’s attack on the Orc"."""
        state = self.session.encounter.state
        names = [state.combatant(cid).name for cid in exchange.targets if state.find(cid) is not None]
        return f"{state.combatant(exchange.attacker).name}’s attack" + (f" on {', '.join(names)}" if names else "")

    def waiting(self) -> str:
        """The attack played through whose result waits to be applied, in words ("" when none does)."""
        done = self.now()
        return self.said(done.exchange) if done is not None and done.result is not None else ""

    def targets(self, cid: str) -> tuple[str, ...]:
        """Whom an attack from this combatant goes to unless the player chooses, for its row's
        target choice: the last it attacked, else the only foe, else the first other (none when
        it is alone)."""
        try:
            return X.default_targets(self.session.encounter.state, cid, self.last_targets(cid))
        except RulesError:
            return ()

    def last_targets(self, cid: str) -> tuple[str, ...]:
        """The targets of this combatant's last exchange in the open encounter."""
        return next((tuple(a["targets"]) for a in reversed(self.session.encounter.actions)
                     if a["kind"] == "exchange" and a["attacker"] == cid), ())

    def answer(self, raw: Mapping[str, Any]) -> Outcome:
        """The exchange's current stage answered with its form's raw values; a roll field left
        blank is rolled, and goes to the roll log."""
        session, exchange = self.session, self._under_way()
        exchange, answered = X.answer(session.encounter.state, session.plugin, exchange, raw, session.rng)
        self.keep(session.library.open_id, exchange)
        return Outcome(rolls=self._thrown(exchange, answered), in_view=(InView("exchange", exchange.attacker),))

    def roll_on(self, raw: Mapping[str, Any] | None = None) -> Outcome:
        """Every stage left answered as it is filled in, the app rolling every die, the stage
        asked now with its form's ``raw`` values (what the player typed in it): the exchange then
        waits at its result for ``finish``, or at the first stage that needs a value only the
        player has (TAL's damage), which it names, and whose field at fault it points to."""
        session = self.session
        rolls: tuple[Rolled, ...] = ()
        exchange, needs, fault = self._under_way(), "", None
        while (stage := X.walk(session.encounter.state, session.plugin, exchange).stage) is not None:
            try:
                exchange, answered = X.answer(session.encounter.state, session.plugin, exchange, raw or {},
                                              session.rng)
                raw = None
            except RulesError as error:
                needs = f"{stage.title}: {error.message}"
                if error.field in {f.name for f in stage.fields}:
                    fault = (error.field, error.message)
                break
            rolls += self._thrown(exchange, answered)
        self.keep(session.library.open_id, exchange)
        return Outcome(needs, rolls=rolls, in_view=(InView("exchange", exchange.attacker),), fault=fault)

    def back(self) -> Outcome:
        """The exchange's last answered stage, asked again."""
        self.keep(self.session.library.open_id, X.back(self._under_way()))
        return DONE

    def cancel(self) -> Outcome:
        """The exchange dropped, nothing applied."""
        self.keep(self.session.library.open_id, None)
        return DONE

    def finish(self) -> Outcome:
        """The finished exchange applied as one action: its summary logged, each target's damage;
        what it raised (a knockdown roll) brought into view, else the first target's row.
        One already applied (by another tab showing it too) is not applied again: it is dropped,
        and the encounter shown as it is now."""
        session, exchange = self.session, self._under_way()
        done = X.walk(session.encounter.state, session.plugin, exchange)
        try:
            made = session.apply(X.action(done))
        except RulesError:
            if not self._applied(exchange):
                raise
            self.keep(session.library.open_id, None)
            return Outcome("This attack was already applied in another tab: it is not applied again.")
        # The book drops the attack once the wound is written (``kept``), so that it is never lost
        # between the two: a write refused puts it back under way (``refused``).
        self.under_way[session.library.open_id] = None
        self.applying[session.library.open_id] = exchange
        if session.unkept is None:  # written at once (made again on another tab's newer record)
            self.kept(session.library.open_id)
        raised = any(r.moment == "damage" and r.who in done.exchange.targets for r in session.encounter.state.reminders)
        shown = (InView("due"),) if raised else tuple(InView("row", cid) for cid in done.exchange.targets[:1])
        return made.then(Outcome(in_view=shown))

    def kept(self, saved_id: str) -> None:
        """The encounter's change is written: an attack it applied leaves the book (unless another
        has begun since, which the book holds in its place)."""
        if self.applying.pop(saved_id, None) is not None and self.under_way.get(saved_id) is None:
            self.keep(saved_id, None)

    def refused(self, saved_id: str) -> bool:
        """The encounter's change could not be written and was taken back: an attack it applied
        is under way again, at its result (the book still holds it, unless another has begun
        since); True when it is."""
        exchange = self.applying.pop(saved_id, None)
        if exchange is None or self.under_way.get(saved_id) is not None:
            return False
        self.under_way[saved_id] = exchange
        return True

    def undone(self) -> Outcome:
        """After an undo: the attack it took back, if it took one back, under way again at its last
        stage, its result waiting for Apply. An attack under way with a step answered stays, unless
        it is one undone too (a redo applies that one again)."""
        session = self.session
        history = session.encounter.history
        played = history.redo[-1].get("played") if history.redo else None
        if played is None:
            return UNCHANGED
        playing = self.of_open()
        undone = {played_id(a) for a in history.redo} - {None}
        if playing is not None and playing.stages and playing.id not in undone:
            return UNCHANGED
        try:
            exchange = X.resumed(session.encounter.state, session.plugin, played)
        except RulesError:  # it no longer fits the encounter as it is now
            return UNCHANGED
        self.keep(session.library.open_id, exchange)
        return Outcome(in_view=(InView("exchange", exchange.attacker),))

    def redone(self) -> Outcome:
        """After a redo: an attack it applied again is no longer under way."""
        playing = self.of_open()
        if playing is None or not self._applied(playing):
            return UNCHANGED
        self.keep(self.session.library.open_id, None)
        return DONE

    def _applied(self, exchange: X.Exchange) -> bool:
        """Whether this attack is applied in the open encounter (among the steps that can be undone)."""
        return exchange.id is not None and self.session.encounter.has_applied(exchange.id)

    def _under_way(self) -> X.Exchange:
        exchange = self.of_open()
        if exchange is None:
            raise RulesError("No attack is under way: start one from a combatant's row.")
        return exchange

    def _thrown(self, exchange: X.Exchange, answered: X.Answered) -> tuple[Rolled, ...]:
        """The rolls a stage made, as the roll log keeps them."""
        who = self.session.encounter.combatant(exchange.attacker).name
        return tuple(Rolled(t.notation, t.total, t.faces, f"{self.session.name} · {who}",
                            f"{answered.stage.title}: {t.label} {t.total}") for t in answered.throws)
