"""The page's calculators apart from the browser: what a form shows for what it holds.

The page (``screen.forms``) reads a form into a plain dict, each field's entry as its widget reads
it, with the names of the roll fields the app filled in; it asks ``Calculators`` and writes what it
answers: an answer (``Answered``) or what to check (``Problems``), the odds before the roll, the
"Apply to" block under an answer that wounds (``Offer``) and what Apply did (``Applied``), the
numbers a combatant brings to a form (``Refill``), the headline pinned at the foot of the screen
(``Pinned``), the rolls for the roll log and what the next calculator is handed; the address that
shares a calculator. Plain Python: no browser imports.

``Calculators`` keeps what the player entered in each form and the inputs and dice of the answer
each shows, in the app's one store (``screen.store.Store``), so a reload shows the same; and, while
the page is open, the combatant each ruleset's answers go to and whose numbers each form holds.
The open encounters are passed in (an object with ``screen.encounters.OpenEncounters``' methods)
and so is the random generator, so every form runs on CPython.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

from pyrules import rulesets
from pyrules.core.errors import RulesError
from pyrules.core.link import SEED_BITS
from pyrules.core.roller import ROLLER
from screen import roll_log, widgets
from screen.odds import foreseen
from screen.problems import check_headline, problems

if TYPE_CHECKING:
    import random

    from pyrules.core.answers import Answer, Effect
    from pyrules.core.dice import RollResult
    from pyrules.core.fields import Field
    from pyrules.core.link import Linked
    from pyrules.core.tools import Tool
    from screen.markup import Markup
    from screen.store import Store

FORMS_KEY = "forms"      # by tool: what the player last entered in its form
ANSWERS_KEY = "answers"  # by tool: the inputs and dice its last answer was worked out from


class Encounters(Protocol):
    """What a calculator reaches of the trackers (``screen.encounters.OpenEncounters``)."""

    def combatants(self, ruleset: str) -> list[tuple[str, str]]: ...

    def target_values(self, ruleset: str, cid: str, tool_key: str, values: dict) -> tuple[str, dict]: ...

    def apply(self, ruleset: str, cid: str, effect: Effect) -> str: ...


class NoEncounters:
    """No trackers to reach: nobody to apply an answer to."""

    def combatants(self, ruleset: str) -> list[tuple[str, str]]:
        return []

    def target_values(self, ruleset: str, cid: str, tool_key: str, values: dict) -> tuple[str, dict]:
        return "", {}

    def apply(self, ruleset: str, cid: str, effect: Effect) -> str:
        raise RulesError("There is no encounter to apply this to.")


@dataclass(frozen=True)
class Pinned:
    """The headline kept in view at the foot of the screen (None: none), coloured by ``tone``."""

    headline: str | None
    tone: str = "neutral"


NOTHING_PINNED = Pinned(None)


@dataclass(frozen=True)
class Offer:
    """The "Apply to" block under an answer that wounds: its wound, the combatants of the open
    encounter as (id, name), the tracker's view, and the one chosen last (None: the first)."""

    tool: str
    effect: Effect
    combatants: list[tuple[str, str]]
    tracker_view: str
    chosen: str | None


@dataclass(frozen=True)
class Answered:
    """An answer to show, and all it brings with it."""

    answer: Answer
    values: dict[str, Any]  # the values it was worked out from, any roll filled in
    offer: Offer | None  # the "Apply to" block under it, when it wounds
    pinned: Pinned
    rolled: dict[str, str] = field(default_factory=dict)  # roll fields the answer rolled: what they now hold
    handed: dict[str, dict] = field(default_factory=dict)  # tool key -> entries handed on to its form
    log: tuple[dict, ...] = ()  # the rolls it made, as the roll log keeps them
    cleared: tuple[Field, ...] = ()  # fields put back to their defaults for the next roll
    keep_entries: bool = False  # the form's entries are kept again once the rolls are written in
    submitted: bool = False  # asked on Roll: brought into view


@dataclass(frozen=True)
class Problems:
    """What to check instead of an answer: each bad field's (name, message), in the form's order;
    none when the rules refused the entries as a whole (``message`` says why)."""

    found: list[tuple[str, str]]
    message: str
    pinned: Pinned
    submitted: bool = False  # asked on Roll (or a die's button): the first bad field is brought into view


@dataclass(frozen=True)
class Refill:
    """The numbers of a form that come from the combatant its answer goes to, now filled in
    (by field name, as the form takes them), and what the form says of it."""

    values: dict[str, Any]
    said: str


@dataclass(frozen=True)
class Applied:
    """What Apply did: the tracker's log of it and the tracker to open (``tracker`` None: it was
    refused, and ``said`` says why)."""

    said: str
    tracker: str | None = None


Solved = Answered | Problems | None  # what a form shows once worked out (None: nothing new)


@cache  # asked several times a keystroke
def tool_for(key: str) -> Tool:
    """The calculator ``key`` (its ruleset imported on first use); RulesError when there is none."""
    if key == ROLLER.key:
        return ROLLER
    return rulesets.ruleset(rulesets.ruleset_of_tool(key)).tool(key)


def tone(answer: Answer) -> str:
    """The colour of an answer's headline, pinned and in the roll log: "good", "bad" or "neutral"."""
    return answer.tone


def source(tool: Tool) -> str:
    """Where a roll was made, as the roll log says it: "GURPS · Success roll", "Dice roller"."""
    if tool.key == ROLLER.key:
        return tool.title
    return f"{rulesets.entry(rulesets.ruleset_of_tool(tool.key)).tab} · {tool.title}"


def seeded(seed: Any) -> random.Random:
    """The dice of an answer kept or shared, to fall as they fell; ValueError when damaged."""
    import random

    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("a remembered answer's dice are damaged")
    return random.Random(seed)


def read_saved(data: Any) -> dict:
    """Check kept entries or answers (by tool, a dict each); ValueError (kept aside) if damaged."""
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ValueError("saved calculator inputs are damaged")
    return data


def _entry(value: Any) -> Any:
    """A value as a form field holds it: the options ticked (a list, in any order), else text."""
    return sorted(value) if isinstance(value, (list, tuple, set, frozenset)) else str(value).strip()


def _said(f: Field, value: Any) -> str:
    """A value filled in, as the form shows it: the options ticked by their labels."""
    if isinstance(value, list):
        labels: dict[str, str] = dict(f.choices)
        # a value of unknown type takes dict.get's first overload (its default None): a str here
        return "; ".join(labels.get(v, v) for v in value) or "none"  # type: ignore[misc]
    return value


class Calculators:
    """Every calculator form of the page: what each shows, and what it keeps."""

    def __init__(self, store: Store, encounters: Encounters | None = None, rng: random.Random | None = None):
        self.store = store
        self.encounters: Encounters = encounters if encounters is not None else NoEncounters()
        self._rng = rng
        self.restored: set[str] = set()  # the forms given back what the player last entered in them
        self.effects: dict[str, Effect] = {}  # tool key -> the wound of the answer it shows
        self.chosen: dict[str, str | None] = {}  # ruleset -> the combatant last chosen to apply to
        self.filled_for: dict[str, str | None] = {}  # tool key -> whose numbers its form holds (None: nobody's)

    @property
    def rng(self) -> random.Random:
        """The calculators' dice, made on first use (a start stays short)."""
        if self._rng is None:
            import random

            self._rng = random.Random()
        return self._rng

    # ---- what the player entered -------------------------------------------------------
    def kept_entries(self) -> dict[str, dict]:
        """What the player last entered in each form, by tool."""
        return self.store.load(FORMS_KEY, {}, read_saved)

    def to_restore(self, keys) -> dict[str, dict]:
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

    def remember(self, key: str, entries: dict) -> None:
        """Keep what form ``key`` holds, for the next visit."""
        saved = self.kept_entries()
        saved[key] = entries
        self.store.save(FORMS_KEY, saved)

    def hand_on(self, handed: dict[str, dict], read_back: dict[str, dict]) -> None:
        """Keep what an answer handed on: a form in the page as it reads once filled in
        (``read_back``), any other's kept entries with the values handed to it."""
        if not handed:
            return
        saved = self.kept_entries()
        for key, values in handed.items():
            saved[key] = read_back[key] if key in read_back else {**saved.get(key, {}), **values}
        self.store.save(FORMS_KEY, saved)

    def cleared(self, key: str, entries: dict) -> None:
        """The player cleared form ``key``: it keeps its defaults (``entries``) and no answer."""
        self.remember(key, entries)
        self.forget_answer(key)

    # ---- the answer each form shows ---------------------------------------------------
    def _answers(self) -> dict[str, dict]:
        return self.store.load(ANSWERS_KEY, {}, read_saved)

    def kept_answer(self, key: str) -> dict | None:
        """The inputs and dice the answer calculator ``key`` shows was worked out from
        ({"raw", "seed", "rolled"}), or None."""
        used = self._answers().get(key)
        return used if isinstance(used, dict) and isinstance(used.get("raw"), dict) else None

    def keeps_answer(self, key: str) -> bool:
        """Whether calculator ``key`` kept an answer to show again (in any build's shape)."""
        return key in self._answers()

    def _keep_answer(self, key: str, used: dict | None) -> None:
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
        return Answered(answer, values, self._offer(tool, answer), Pinned(answer.headline, tone(answer)))

    def answers_as_typed(self, key: str) -> bool:
        """Whether form ``key`` is worked out again as the player types: it answers live, or shows
        the odds of its roll."""
        tool = tool_for(key)
        return tool.live or bool(tool.odds_field) or bool(tool.before_roll)

    def odds(self, key: str, raw: dict, rolled_by_app=frozenset()) -> Markup | None:
        """The odds line form ``key`` shows before its roll with these entries, or None
        (``rolled_by_app`` names the roll fields the app filled in: rolled anew by the next Roll)."""
        return foreseen(tool_for(key), raw, rolled_by_app)

    def rolled_anew(self, key: str, raw: dict, rolled_by_app) -> dict:
        """The entries as Roll reads them: what the app rolled last time is rolled anew."""
        return {**raw, **{f.name: "" for f in tool_for(key).fields if f.kind == "roll" and f.name in rolled_by_app}}

    def roll_field(self, key: str, name: str) -> RollResult:
        """The die of field ``name`` of form ``key``, rolled by its button."""
        from pyrules.core.dice import roll

        f = next(f for f in tool_for(key).fields if f.name == name)
        return roll(f.die, self.rng)

    def solve(self, key: str, raw: dict, *, roll_blanks: bool, rolled_here: dict | None = None,
              seed: int | None = None) -> Solved:
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
            answer, values, self._offer(tool, answer), Pinned(answer.headline, tone(answer)),
            rolled={f.name: str(values[f.name]) for f in rolled},
            handed={} if replay else self._handed(answer),
            log=() if replay else self._log(tool, values, answer, rolled, rolled_here),
            cleared=tool.cleared_after_roll(values) if roll_blanks else (),
            keep_entries=bool(rolled) or roll_blanks, submitted=roll_blanks)

    @staticmethod
    def _problems(tool: Tool, raw: dict, error: RulesError, *, submitted: bool) -> Problems:
        """Each bad field's message, or the rules' refusal of the whole form, and what is pinned."""
        found = problems(tool, raw, error)
        if not found:
            return Problems([], error.message, Pinned(error.message, "bad"), submitted)
        return Problems(found, error.message, Pinned(f"{check_headline(found)}: {found[0][1]}", "bad"), submitted)

    @staticmethod
    def _handed(answer: Answer) -> dict[str, dict]:
        """What an answer hands on to the calculator that comes next (a hit's location, a roll's
        total), by tool, as its form takes it."""
        handed: dict[str, dict] = {}
        for key, name, value in answer.passes:
            handed.setdefault(key, {})[name] = str(value)
        return handed

    @staticmethod
    def _log(tool: Tool, values: dict, answer: Answer, rolled: list, rolled_here: dict) -> tuple[dict, ...]:
        """The rolls the app made for this answer, with what they came to, as the roll log keeps them."""
        where = source(tool)
        made = []
        if answer.roll is not None:
            made.append(roll_log.entry(answer.roll.notation.text, answer.roll.total, answer.roll.faces,
                                       source=where, outcome=answer.headline, tone=tone(answer)))
        for f in tool.fields:
            if f.name in rolled_here:
                faces = rolled_here[f.name].faces
            elif f in rolled:
                faces = ()
            else:
                continue
            made.append(roll_log.entry(f.die or "", values[f.name], faces, source=f"{where}: {f.label}",
                                       outcome=answer.headline, tone=tone(answer)))
        return tuple(made)

    # ---- applying an answer to a combatant ----------------------------------------------
    def _offer(self, tool: Tool, answer: Answer) -> Offer | None:
        """The "Apply to" block under an answer that wounds; None for any other answer."""
        self.effects.pop(tool.key, None)
        if answer.effect is None:
            return None
        self.effects[tool.key] = answer.effect
        ruleset = rulesets.ruleset_of_tool(tool.key)
        return Offer(tool.key, answer.effect, self.encounters.combatants(ruleset), f"{ruleset}-tracker",
                     self.chosen.get(ruleset))

    def choose(self, key: str, cid: str) -> None:
        """The answers of ``key``'s ruleset go to combatant ``cid`` from now on."""
        self.chosen[rulesets.ruleset_of_tool(key)] = cid

    def refill(self, key: str, cid: str, raw: dict, *, before_applying: bool = False) -> Refill | None:
        """The numbers of form ``key`` that come from the combatant ``cid`` its answer goes to (its
        HP, its DR where the blow landed), to fill in and work the answer out again, and what the
        form says of it; None when they were already its own. Numbers the player then changes by
        hand (armor the card does not know) stand for that combatant."""
        tool = tool_for(key)
        self.filled_for[key] = cid
        name, own = self.encounters.target_values(rulesets.ruleset_of_tool(key), cid, key, raw)
        changed = {f.name: _entry(own[f.name]) for f in tool.fields
                   if f.name in own and _entry(raw.get(f.name, "")) != _entry(own[f.name])}
        if not changed:
            return None
        said = ", ".join(f"{f.label} {_said(f, changed[f.name])}" for f in tool.fields if f.name in changed)
        return Refill(changed, f"Worked out again with {name}’s numbers ({said}): tap Apply to apply it."
                      if before_applying else f"Filled in from {name}: {said}.")

    def apply(self, key: str, cid: str, raw: dict) -> Applied | Refill | None:
        """Apply the wound of the answer form ``key`` shows (its entries ``raw``) to combatant
        ``cid``, as one action the tracker can undo. A ``Refill`` first when the form does not hold
        that combatant's numbers: worked out again with them, shown, for another tap. None when the
        form shows no wound."""
        effect = self.effects.get(key)
        if effect is None:
            return None
        self.choose(key, cid)
        if self.filled_for.get(key) != cid:
            refill = self.refill(key, cid, raw, before_applying=True)
            if refill is not None:
                return refill
        ruleset = rulesets.ruleset_of_tool(key)
        try:
            said = self.encounters.apply(ruleset, cid, effect)
        except RulesError as error:
            return Applied(error.message)
        return Applied(said, f"{ruleset}-tracker")

    def prefill(self, key: str, values: dict, combatant: str | None) -> dict:
        """What form ``key`` is filled in with when the tracker opens it with ``values`` (what a
        field cannot take is left out), its answer to go to ``combatant`` (None: as it was)."""
        accepted = {}
        for f in tool_for(key).fields:
            if f.name not in values:
                continue
            value = values[f.name]
            raw = ",".join(value) if isinstance(value, (list, tuple)) else str(value)
            try:
                f.parse(raw)
            except RulesError:
                continue
            accepted[f.name] = value if isinstance(value, (list, tuple)) else raw
        if combatant is not None:
            self.choose(key, combatant)
        self.filled_for[key] = combatant
        return accepted

    # ---- the link that shares a calculator -----------------------------------------------
    def address(self, key: str, entries: dict) -> str:
        """The address of calculator ``key`` as it stands: the inputs and dice of the answer it
        shows, or what its form holds (``entries``) when it shows none. RulesError when they are
        too long to share."""
        from pyrules.core import link

        tool = tool_for(key)
        defaults = widgets.defaults(tool.fields)
        shown = self.kept_answer(key)
        if shown is None:
            return link.address(key, tool.fields, entries, defaults)
        seed = shown.get("seed")
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
        return link.address(key, tool.fields, shown["raw"], defaults, seed=seed, rolled=shown.get("rolled") is True)

    def linked(self, key: str, query: str) -> Linked:
        """What a link opened at calculator ``key`` asks of it (``query``: "base=12&seed=…"), each
        value checked as its form checks it; RulesError when the link as a whole cannot be read."""
        from pyrules.core import link

        return link.read(tool_for(key).fields, query)

    def link_entries(self, key: str, linked: Linked) -> dict:
        """What form ``key`` holds once opened at a link: its defaults, with the link's values."""
        return {**widgets.defaults(tool_for(key).fields), **linked.values}

    def link_errors(self, key: str, linked: Linked, entered: dict) -> dict[str, str]:
        """The messages the link's bad values show beside their fields once form ``key`` holds
        ``entered``; none for a field the form then hides (it answers with its default)."""
        tool = tool_for(key)
        return {f.name: linked.errors[f.name] for f in tool.fields
                if f.name in linked.errors and tool.shows(f, entered)}
