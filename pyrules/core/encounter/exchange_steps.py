"""The exchange as a tracker session plays it: the steps a game master taps through the open
encounter's attack under way (begin, answer a stage, roll on, back, cancel, apply, and an Apply
undone).

The rules of an exchange are ``pyrules.core.encounter.exchange``; this is the session's side of
it: each step one change of the encounter (which keeps the attack under way, so a reload resumes
it), where its rolls go and what to bring into view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Collection, Mapping

from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.actions import played_id
from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.model import Reminder, State
from pyrules.core.encounter.session_parts import Tracker
from pyrules.core.encounter.shown import UNCHANGED, InView, Shown, Question, Rolled
from pyrules.core.errors import RulesError


class ExchangeSteps:
    """The steps that play the open encounter's attack under way (``Encounter.under_way``), each
    one change of the encounter, written like any other. ``session`` is the tracker session they
    play for."""

    def __init__(self, session: Tracker) -> None:
        self.session = session
        # The attack under way worked out, and the state it was worked out on: a tap reads it, or
        # works out the one stage it adds, instead of walking every stage again.
        self.kept: tuple[State, X.Walk] | None = None

    def _walk(self, exchange: X.Exchange) -> X.Walk:
        """``exchange`` worked out on the open encounter as it is now, from the walk kept."""
        state = self.session.encounter.state
        kept = self.kept[1] if self.kept is not None and self.kept[0] is state else None
        walked = X.walk(state, self.session.plugin, exchange, kept)
        self.kept = (state, walked)
        return walked

    def play(self, before: X.Exchange | None, after: X.Exchange | None) -> Shown:
        """The attack under way changed from ``before`` to ``after``, as one change of the encounter.
        Made again on another tab's newer record only if that record still has ``before`` under
        way; otherwise the newer record is shown and this tab's step refused (RulesError)."""
        def played(encounter: Encounter) -> Encounter:
            if encounter.under_way != before:
                raise RulesError("the attack under way there is not the one played here.")
            return encounter.playing(after)

        return UNCHANGED if before == after else self.session.update(played)

    def now(self) -> X.Walk | None:
        """The exchange under way worked out: the stages answered (each with its answer) and the
        stage asked now (``stage``: its calculator, values, where each came from) or its ``result``.
        None when none is under way, or when it no longer fits the encounter (a combatant it names
        has gone): the next attack begun replaces it unasked."""
        exchange = self.session.exchange
        if exchange is None:
            return None
        try:
            return self._walk(exchange)
        except RulesError:
            return None

    def begin(self, cid: str, attack: int | None = None, targets: list[str] | None = None, *,
              confirmed: bool = False) -> Shown:
        """An attack from a combatant's row: its card's attack ``attack`` (None: a free attack) on
        ``targets`` (None: the last it attacked, else the only foe, else the first other). Its
        first stage is then ``now().stage``. An attack under way with a step answered is never
        dropped unasked: the question comes first, and the attack begins once ``confirmed``. It
        is given an id, kept with it, so that it is applied once however many tabs show it."""
        session = self.session
        exchange = replace(X.begin(session.encounter.state, session.plugin, cid, attack, targets,
                                   self.last_targets(cid)), id=X.new_id())
        playing = self.session.exchange
        if playing is not None and playing.stages and self.now() is not None and not confirmed:
            return Shown(ask=Question(f"{self.said(playing)} is under way. Drop it and start "
                                      f"{session.encounter.combatant(cid).name}’s?"), redraw=False)
        return self.play(playing, exchange).then(Shown(in_view=(InView("exchange", cid),)))

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
        target choice: the last it attacked, else the next foe, else the first other, never one out
        of the fight (none when it is alone, or everyone else is out of it)."""
        state = self.session.encounter.state
        try:
            return X.default_targets(state, cid, self.last_targets(cid), X.out_of_fight(state, self.session.plugin))
        except RulesError:
            return ()

    def last_targets(self, cid: str) -> tuple[str, ...]:
        """The targets of this combatant's last exchange in the open encounter."""
        # The history's own actions, read, not copied: a copy of every action grows with the fight.
        return next((tuple(a["targets"]) for a in reversed(self.session.encounter.history.actions)
                     if a["kind"] == "exchange" and a["attacker"] == cid), ())

    def answer(self, raw: Mapping[str, Any]) -> Shown:
        """The exchange's current stage answered with its form's raw values; a roll field left
        blank is rolled, and goes to the roll log."""
        session, before = self.session, self._under_way()
        state = session.encounter.state
        exchange, answered, walked = X.answered_on(state, session.plugin, self._walk(before), raw, session.rng)
        played = self.play(before, exchange)
        if session.encounter.state is state:
            self.kept = (state, walked)
        return played.then(Shown(rolls=self._thrown(exchange, answered),
                                 in_view=(InView("exchange", exchange.attacker),)))

    def roll_on(self, raw: Mapping[str, Any] | None = None) -> Shown:
        """Every stage left answered as it is filled in, the app rolling every die, the stage
        asked now with its form's ``raw`` values (what the player typed in it): the exchange then
        waits at its result for ``finish``, or at the first stage that needs a value only the
        player has (TAL's damage), which it names, and whose field at fault it points to."""
        session = self.session
        rolls: tuple[Rolled, ...] = ()
        before = exchange = self._under_way()
        needs, fault = "", None
        state = session.encounter.state
        walked = self._walk(exchange)
        while (stage := walked.stage) is not None:
            try:
                exchange, answered, walked = X.answered_on(state, session.plugin, walked, raw or {}, session.rng)
                raw = None
            except RulesError as error:
                needs = f"{stage.title}: {error.message}"
                if error.field in {f.name for f in stage.fields}:
                    fault = (error.field, error.message)
                break
            rolls += self._thrown(exchange, answered)
        played = self.play(before, exchange)
        if session.encounter.state is state:
            self.kept = (state, walked)
        return played.then(Shown(needs, rolls=rolls, in_view=(InView("exchange", exchange.attacker),), fault=fault))

    def table_roll(self, index: int) -> Shown:
        """The roll on a table the finished exchange's result calls for (by its place among them: a
        critical hit's Critical Hit table), made now: said, and kept in the roll log with what it is
        for. The encounter is not changed."""
        session, done = self.session, self.now()
        rolls = () if done is None or done.result is None else done.result.rolls
        if not 0 <= index < len(rolls):
            return UNCHANGED
        from pyrules.core.dice import roll

        assert done is not None  # it has rolls
        asked = rolls[index]
        rolled = roll(asked.notation, session.rng)
        said = asked.said(rolled.total)
        who = session.encounter.combatant(done.exchange.attacker).name
        return Shown(said + ".", rolls=(Rolled(asked.notation, rolled.total, tuple(rolled.faces),
                                               f"{session.name} · {who}", said),), redraw=False)

    def back(self) -> Shown:
        """The exchange's last answered stage, asked again."""
        playing = self._under_way()
        return self.play(playing, X.back(playing))

    def cancel(self) -> Shown:
        """The exchange dropped, nothing applied."""
        return self.play(self._under_way(), None)

    def finish(self) -> Shown:
        """The finished exchange applied as one action, which ends it: its summary logged, each
        target's damage; what it raised (a knockdown roll) brought into view, else the first
        target's row. The wound and the end of the attack are one change of the encounter, written
        together or not at all: a write refused leaves the attack under way at its result."""
        session, exchange = self.session, self._under_way()
        done = self._walk(exchange)
        action = X.action(done)

        def applied(encounter: Encounter) -> Encounter:
            after = encounter.apply_canonical(action)
            return after.playing(None) if exchange.id is None else after  # one begun before ids

        try:
            made = session.update(applied)
        except RulesError:  # another tab's newer record is shown: has it applied this attack?
            if exchange.id is None or not session.encounter.has_applied(exchange.id):
                raise
            return Shown("This attack was already applied in another tab: it is not applied again.")
        shown = (InView("due"),) if raised(session.encounter.state, done.exchange.targets) else tuple(InView("row", cid) for cid in done.exchange.targets[:1])
        return made.then(Shown(in_view=shown))

    def resumed(self, encounter: Encounter) -> Encounter:
        """``encounter`` just after an undo: the attack the undo took back, if it took one back,
        under way again at its last stage, its result waiting for Apply. An attack under way with
        a step answered stays, unless it is one undone too (a redo applies that one again)."""
        history = encounter.history
        played = history.redo[-1].get("played") if history.redo else None
        if played is None:
            return encounter
        playing = encounter.under_way
        undone = {played_id(a) for a in history.redo} - {None}
        if playing is not None and playing.stages and playing.id not in undone:
            return encounter
        try:
            return encounter.playing(X.resumed(encounter.state, self.session.plugin, played))
        except RulesError:  # it no longer fits the encounter as it is now
            return encounter

    def _under_way(self) -> X.Exchange:
        exchange = self.session.exchange
        if exchange is None:
            raise RulesError("No attack is under way: start one from a combatant's row.")
        return exchange

    def _thrown(self, exchange: X.Exchange, answered: X.Answered) -> tuple[Rolled, ...]:
        """The rolls a stage made, as the roll log keeps them."""
        who = self.session.encounter.combatant(exchange.attacker).name
        return tuple(Rolled(t.notation, t.total, t.faces, f"{self.session.name} · {who}",
                            f"{answered.stage.title}: {t.label} {t.total}") for t in answered.throws)


def raised(state: State, targets: Collection[str]) -> tuple[Reminder, ...]:
    """The reminders a wound to ``targets`` raised that are due now (a knockdown roll), as the
    encounter ``state`` holds them just after it."""
    return tuple(r for r in state.reminders if r.moment == "damage" and r.who in targets)
