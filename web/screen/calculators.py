"""The page's calculators apart from the browser: what a form shows for what it holds.

The page (``screen.forms``) reads a form into a plain dict, each field's entry as its widget reads
it, with the names of the roll fields the app filled in; it asks ``Calculators`` and writes what it
answers (``screen.calculator_shown``): an answer and all it brings with it, or what to check; the
odds before the roll; the headline pinned at the foot of the screen; the rolls for the roll log and
what the next calculator is handed; the address that shares a calculator, and a link's values
checked. Plain Python: no browser imports.

``Calculators`` keeps what the player entered in each form and the inputs and dice of the answer
each shows, in the app's one store (``keeping.store.Store``), so a reload shows the same. It is given
the store, who the answers go to (``screen.calculator_targets.Targets``, which offers an answer
that wounds to the open encounter's combatants) and its dice, so every form runs on CPython.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from functools import cache
from typing import TYPE_CHECKING, Any

from pyrules import rulesets
from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.link import SEED_BITS
from pyrules.core.roller import ROLLER
from screen import roll_log, widgets
from screen.calculator_shown import Answered, Pinned, Problems, Solved, TableRolled
from screen.calculator_targets import Targets
from screen.odds import foreseen
from screen.tones import tone_of
from screen.problems import check_headline, problems

if TYPE_CHECKING:
    import random

    from pyrules.core.answers import Answer
    from pyrules.core.dice import RollResult
    from pyrules.core.fields import Field
    from pyrules.core.link import Linked
    from pyrules.core.tools import Tool
    from screen.markup import Markup
    from keeping.store import Store

Entries = dict[str, Any]  # a form's entries, by field name, as its widgets read them

FORMS_KEY = "forms"      # by tool: what the player last entered in its form
ANSWERS_KEY = "answers"  # by tool: the inputs and dice its last answer was worked out from


@cache  # asked several times a keystroke
def tool_for(key: str) -> Tool:
    """The calculator ``key`` (its ruleset imported on first use); RulesError when there is none."""
    if key == ROLLER.key:
        return ROLLER
    found: Tool = rulesets.tool(key)
    return found


def tone(answer: Answer) -> str:
    """The colour of an answer's headline, pinned or in the roll log, as its outcome gives it."""
    return tone_of(answer.outcome)


def source(tool: Tool) -> str:
    """Where a roll was made, as the roll log says it: "GURPS · Success roll", "Dice roller"."""
    if tool.key == ROLLER.key:
        return tool.title
    return f"{rulesets.entry(rulesets.ruleset_of_tool(tool.key)).tab} · {tool.title}"


def seeded(seed: Any) -> random.Random:
    """The dice of an answer kept or shared, to fall as they fell; ValueError when damaged."""
    import random

    kept = validate.kept_whole(seed)
    if kept is None:
        raise ValueError("a remembered answer's dice are damaged")
    return random.Random(kept)


def read_saved(data: Any) -> Entries:
    """Check kept entries or answers (by tool, a dict each); ValueError (kept aside) if damaged."""
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ValueError("saved calculator inputs are damaged")
    return data


class Calculators:
    """Every calculator form of the page: what each shows, and what it keeps."""

    def __init__(self, store: Store, targets: Targets | None = None, rng: random.Random | None = None) -> None:
        self.store = store
        self.targets = targets if targets is not None else Targets()  # who the answers go to
        self._rng = rng
        self.restored: set[str] = set()  # the forms given back what the player last entered in them

    @property
    def rng(self) -> random.Random:
        """The calculators' dice, made on first use (a start stays short)."""
        if self._rng is None:
            import random

            self._rng = random.Random()
        return self._rng

    # ---- what the player entered -------------------------------------------------------
    def kept_entries(self) -> dict[str, Entries]:
        """What the player last entered in each form, by tool."""
        return self.store.load(FORMS_KEY, {}, read_saved)

    def to_restore(self, keys: Iterable[str]) -> dict[str, Entries]:
        """What to give back to each of the forms ``keys`` (those in the page) that has not had it
        yet: what the player last entered in it; the roller also what builds before kept of it."""
        saved = self.kept_entries()
        if ROLLER.key not in saved:
            older = self.store.load(roll_log.ENTRY_KEY, None, roll_log.read_entry)
            if older:
                saved[ROLLER.key] = older
        # Saved keys are stored data: matched against the page's forms, never put in a selector.
        fresh = [key for key in keys if key not in self.restored]
        self.restored.update(fresh)
        return {key: saved[key] for key in fresh if key in saved}

    def remember(self, key: str, entries: Entries) -> None:
        """Keep what form ``key`` holds, for the next visit."""
        saved = self.kept_entries()
        saved[key] = entries
        self.store.save(FORMS_KEY, saved)

    def hand_on(self, handed: dict[str, Entries], read_back: dict[str, Entries]) -> None:
        """Keep what an answer handed on: a form in the page as it reads once filled in
        (``read_back``), any other's kept entries with the values handed to it."""
        if not handed:
            return
        saved = self.kept_entries()
        for key, values in handed.items():
            saved[key] = read_back[key] if key in read_back else {**saved.get(key, {}), **values}
        self.store.save(FORMS_KEY, saved)

    def cleared(self, key: str, entries: Entries) -> None:
        """The player cleared form ``key``: it keeps its defaults (``entries``) and no answer."""
        self.remember(key, entries)
        self.forget_answer(key)

    # ---- the answer each form shows ---------------------------------------------------
    def _answers(self) -> dict[str, dict[str, Any]]:
        return self.store.load(ANSWERS_KEY, {}, read_saved)

    def kept_answer(self, key: str) -> dict[str, Any] | None:
        """The inputs and dice the answer calculator ``key`` shows was worked out from
        ({"raw", "seed", "rolled"}), or None."""
        used = self._answers().get(key)
        return used if isinstance(used, dict) and isinstance(used.get("raw"), dict) else None

    def keeps_answer(self, key: str) -> bool:
        """Whether calculator ``key`` kept an answer to show again (in any build's shape)."""
        return key in self._answers()

    def _keep_answer(self, key: str, used: dict[str, Any] | None) -> None:
        answers = self._answers()
        if used is None:
            answers.pop(key, None)
        else:
            answers[key] = used
        self.store.save(ANSWERS_KEY, answers)

    def forget_answer(self, key: str) -> None:
        """Calculator ``key`` shows no answer any more: none is shown again after a reload."""
        self._keep_answer(key, None)

    def shown_again(self, key: str) -> Answered | None:
        """The answer calculator ``key`` last gave, worked out again from the inputs it was given
        with the same dice (never stored markup); None, and forgotten, when this build cannot read
        them (the form still shows them)."""
        saved = self._answers().get(key)
        if saved is None:
            return None
        try:
            if isinstance(saved.get("raw"), dict):
                raw, rng, rolled = saved["raw"], seeded(saved["seed"]), saved.get("rolled") is True
            else:  # as builds before kept it: the inputs alone, any roll filled in
                raw, rng, rolled = saved, self.rng, False
            tool = tool_for(key)
            values, answer = tool.answer(raw, rng, roll_optional=rolled)
        except Exception:
            self.forget_answer(key)
            return None
        return Answered(answer, values, self.targets.offer(tool, answer), Pinned(answer.headline, tone(answer)))

    def answers_as_typed(self, key: str) -> bool:
        """Whether form ``key`` is worked out again as the player types: it answers live, or shows
        the odds of its roll."""
        tool = tool_for(key)
        return tool.live or bool(tool.odds_field) or bool(tool.before_roll)

    def odds(self, key: str, raw: Entries, rolled_by_app: Collection[str] = frozenset()) -> Markup | None:
        """The odds line form ``key`` shows before its roll with these entries, or None
        (``rolled_by_app`` names the roll fields the app filled in: rolled anew by the next Roll)."""
        return foreseen(tool_for(key), raw, rolled_by_app)

    def rolled_anew(self, key: str, raw: Entries, rolled_by_app: Collection[str]) -> Entries:
        """The entries as Roll reads them: what the app rolled last time is rolled anew."""
        return {**raw, **{f.name: "" for f in tool_for(key).fields if f.kind == "roll" and f.name in rolled_by_app}}

    def table_roll(self, key: str, index: int) -> TableRolled | None:
        """The roll on a table the answer calculator ``key`` shows calls for (by its place among
        them: a critical hit's Critical Hit table), made now: what it came to, and the roll as the
        roll log keeps it, with what it is for; None when the answer shown has no such roll."""
        from pyrules.core.dice import roll

        shown = self.shown_again(key)
        asked = shown.answer.table_rolls if shown is not None else ()
        if not 0 <= index < len(asked):
            return None
        rolled = roll(asked[index].notation, self.rng)
        said = asked[index].said(rolled.total)
        return TableRolled(said, roll_log.entry(asked[index].notation, rolled.total, rolled.faces,
                                                source=f"{source(tool_for(key))}: {asked[index].table} table",
                                                said=said))

    def roll_field(self, key: str, name: str) -> RollResult:
        """The die of field ``name`` of form ``key``, rolled by its button."""
        from pyrules.core.dice import roll

        f = next(f for f in tool_for(key).fields if f.name == name)
        return roll(f.die, self.rng)

    def solve(self, key: str, raw: Entries, *, roll_blanks: bool,
              rolled_here: dict[str, RollResult] | None = None, seed: int | None = None) -> Solved:
        """What form ``key`` shows for ``raw``: an answer, what to check, or nothing new (None: a
        roll still to be made as the player types, or a form that answers on its button only).

        ``roll_blanks``: Roll was pressed (blank optional rolls are rolled too); ``rolled_here``:
        the rolls its dice buttons just made, by field; ``seed``: the dice of an answer shown again
        (a shared link), which fall as they fell and are not logged or handed on again."""
        tool = tool_for(key)
        rolled_here = rolled_here or {}
        blank_rolls = [f for f in tool.fields
                       if f.kind == "roll" and f.required and not str(raw.get(f.name, "")).strip()]
        if blank_rolls and not roll_blanks:
            return None
        if not tool.live and not roll_blanks and not rolled_here and seed is None:
            return None  # a form that answers on its button only shows the odds as the player types
        replay = seed is not None
        if seed is None:
            seed = self.rng.getrandbits(SEED_BITS)  # kept with the inputs: after a reload the same dice fall again
        submitted = roll_blanks or bool(rolled_here)
        try:
            values, answer = tool.answer(raw, seeded(seed), roll_optional=roll_blanks)
        except RulesError as error:
            self.forget_answer(key)
            return self._problems(tool, raw, error, submitted=submitted)
        rolled = [f for f in tool.fields if f.kind == "roll" and values.get(f.name) is not None
                  and not str(raw.get(f.name, "")).strip()]
        self._keep_answer(key, {"raw": raw, "seed": seed, "rolled": roll_blanks})
        return Answered(
            answer, values, self.targets.offer(tool, answer), Pinned(answer.headline, tone(answer)),
            rolled={f.name: str(values[f.name]) for f in rolled},
            handed={} if replay else self._handed(answer),
            log=() if replay else self._log(tool, values, answer, rolled, rolled_here),
            cleared=tool.cleared_after_roll(values) if roll_blanks else (),
            keep_entries=bool(rolled) or roll_blanks, submitted=roll_blanks)

    @staticmethod
    def _problems(tool: Tool, raw: Entries, error: RulesError, *, submitted: bool) -> Problems:
        """Each bad field's message, or the rules' refusal of the whole form, and what is pinned."""
        found = problems(tool, raw, error)
        if not found:
            return Problems([], error.message, Pinned(error.message, "bad"), submitted)
        return Problems(found, error.message, Pinned(f"{check_headline(found)}: {found[0][1]}", "bad"), submitted)

    @staticmethod
    def _handed(answer: Answer) -> dict[str, Entries]:
        """What an answer hands on to the calculator that comes next (a hit's location, a roll's
        total), by tool, as its form takes it."""
        handed: dict[str, Entries] = {}
        for key, name, value in answer.passes:
            handed.setdefault(key, {})[name] = str(value)
        return handed

    @staticmethod
    def _log(tool: Tool, values: Entries, answer: Answer, rolled: list[Field],
             rolled_here: dict[str, RollResult]) -> tuple[roll_log.Entry, ...]:
        """The rolls the app made for this answer, with what they came to, as the roll log keeps them."""
        where = source(tool)
        made = []
        if answer.roll is not None:
            made.append(roll_log.entry(answer.roll.notation.text, answer.roll.total, answer.roll.faces,
                                       source=where, said=answer.headline, tone=tone(answer)))
        for f in tool.fields:
            if f.name in rolled_here:
                faces = rolled_here[f.name].faces
            elif f in rolled:
                faces = ()
            else:
                continue
            made.append(roll_log.entry(f.die or "", values[f.name], faces, source=f"{where}: {f.label}",
                                       said=answer.headline, tone=tone(answer)))
        return tuple(made)

    # ---- the link that shares a calculator -----------------------------------------------
    def address(self, key: str, entries: Entries) -> str:
        """The address of calculator ``key`` as it stands: the inputs and dice of the answer it
        shows, or what its form holds (``entries``) when it shows none. RulesError when they are
        too long to share."""
        from pyrules.core import link

        tool = tool_for(key)
        defaults = widgets.defaults(tool.fields)
        shown = self.kept_answer(key)
        if shown is None:
            return link.address(key, tool.fields, entries, defaults)
        seed = validate.kept_whole(shown.get("seed"))
        return link.address(key, tool.fields, shown["raw"], defaults, seed=seed, rolled=shown.get("rolled") is True)

    def linked(self, key: str, query: str) -> Linked:
        """What a link opened at calculator ``key`` asks of it (``query``: "base=12&seed=…"), each
        value checked as its form checks it; RulesError when the link as a whole cannot be read."""
        from pyrules.core import link

        return link.read(tool_for(key).fields, query)

    def link_entries(self, key: str, linked: Linked) -> Entries:
        """What form ``key`` holds once opened at a link: its defaults, with the link's values."""
        return {**widgets.defaults(tool_for(key).fields), **linked.values}

    def link_errors(self, key: str, linked: Linked, entered: Entries) -> dict[str, str]:
        """The messages the link's bad values show beside their fields once form ``key`` holds
        ``entered``; none for a field the form then hides (it answers with its default)."""
        tool = tool_for(key)
        return {f.name: linked.errors[f.name] for f in tool.fields
                if f.name in linked.errors and tool.shows(f, entered)}
