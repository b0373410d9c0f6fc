"""Who a calculator's answer goes to, apart from the browser: the combatants of the open encounter
an answer that wounds is offered to, the one each ruleset's answers went to last, whose numbers
each form holds, and what Apply does.

The open encounters are passed in (an object with ``screen.encounters.OpenEncounters``'
methods); ``screen.calculators`` asks ``Targets`` for the "Apply to" block under each answer it
works out, and the page (``screen.forms``) for the rest. Plain Python: no browser imports.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from pyrules import rulesets
from pyrules.core.errors import RulesError
from screen.calculator_shown import Applied, Offer, Refill

if TYPE_CHECKING:
    from pyrules.core.answers import Answer, Effect
    from pyrules.core.fields import Field
    from pyrules.core.tools import Tool


class Encounters(Protocol):
    """What a calculator reaches of the trackers (``screen.encounters.OpenEncounters``)."""

    def combatants(self, ruleset: str) -> list[tuple[str, str]]: ...

    def target_values(self, ruleset: str, cid: str, tool_key: str, values: dict[str, Any]
                      ) -> tuple[str, dict[str, Any]]: ...

    def apply(self, ruleset: str, cid: str, effect: Effect) -> str: ...


class NoEncounters:
    """No trackers to reach: nobody to apply an answer to."""

    def combatants(self, ruleset: str) -> list[tuple[str, str]]:
        return []

    def target_values(self, ruleset: str, cid: str, tool_key: str, values: dict[str, Any]
                      ) -> tuple[str, dict[str, Any]]:
        return "", {}

    def apply(self, ruleset: str, cid: str, effect: Effect) -> str:
        raise RulesError("There is no encounter to apply this to.")


def _entry(value: Any) -> list[Any] | str:
    """A value as a form field holds it: the options ticked (a list, in any order), else text."""
    return sorted(value) if isinstance(value, (list, tuple, set, frozenset)) else str(value).strip()


def _said(f: Field, value: list[Any] | str) -> str:
    """A value filled in, as the form shows it: the options ticked by their labels."""
    if isinstance(value, list):
        labels: dict[str, str] = dict(f.choices)
        return "; ".join(labels.get(v, v) for v in value) or "none"
    return value


class Targets:
    """Who each calculator's answers go to, while the page is open."""

    def __init__(self, encounters: Encounters | None = None) -> None:
        self.encounters: Encounters = encounters if encounters is not None else NoEncounters()
        self.effects: dict[str, Effect] = {}  # tool key -> the wound of the answer it shows
        self.chosen: dict[str, str | None] = {}  # ruleset -> the combatant last chosen to apply to
        self.filled_for: dict[str, str | None] = {}  # tool key -> whose numbers its form holds (None: nobody's)

    def offer(self, tool: Tool, answer: Answer) -> Offer | None:
        """The "Apply to" block under an answer of ``tool``; None for an answer that wounds nobody."""
        self.effects.pop(tool.key, None)
        if answer.effect is None:
            return None
        self.effects[tool.key] = answer.effect
        ruleset = rulesets.ruleset_of_tool(tool.key)
        return Offer(tool.key, answer.effect, self.encounters.combatants(ruleset), f"{ruleset}-tracker",
                     self.chosen.get(ruleset))

    def choose(self, tool: Tool, cid: str) -> None:
        """The answers of ``tool``'s ruleset go to combatant ``cid`` from now on."""
        self.chosen[rulesets.ruleset_of_tool(tool.key)] = cid

    def refill(self, tool: Tool, cid: str, raw: dict[str, Any], *, before_applying: bool = False) -> Refill | None:
        """The numbers of ``tool``'s form (its entries ``raw``) that come from the combatant ``cid``
        its answer goes to (its HP, its DR where the blow landed), to fill in and work the answer
        out again, and what the form says of it; None when they were already its own. Numbers the
        player then changes by hand (armor the card does not know) stand for that combatant."""
        self.filled_for[tool.key] = cid
        name, own = self.encounters.target_values(rulesets.ruleset_of_tool(tool.key), cid, tool.key, raw)
        changed = {f.name: _entry(own[f.name]) for f in tool.fields
                   if f.name in own and _entry(raw.get(f.name, "")) != _entry(own[f.name])}
        if not changed:
            return None
        said = ", ".join(f"{f.label} {_said(f, changed[f.name])}" for f in tool.fields if f.name in changed)
        return Refill(changed, f"Worked out again with {name}’s numbers ({said}): tap Apply to apply it."
                      if before_applying else f"Filled in from {name}: {said}.")

    def apply(self, tool: Tool, cid: str, raw: dict[str, Any]) -> Applied | Refill | None:
        """Apply the wound of the answer ``tool``'s form shows (its entries ``raw``) to combatant
        ``cid``, as one action the tracker can undo. A ``Refill`` first when the form does not hold
        that combatant's numbers: worked out again with them, shown, for another tap. None when the
        form shows no wound."""
        effect = self.effects.get(tool.key)
        if effect is None:
            return None
        self.choose(tool, cid)
        if self.filled_for.get(tool.key) != cid:
            refill = self.refill(tool, cid, raw, before_applying=True)
            if refill is not None:
                return refill
        ruleset = rulesets.ruleset_of_tool(tool.key)
        try:
            said = self.encounters.apply(ruleset, cid, effect)
        except RulesError as error:
            return Applied(error.message)
        return Applied(said, f"{ruleset}-tracker")

    def prefill(self, tool: Tool, values: dict[str, Any], combatant: str | None) -> dict[str, Any]:
        """What ``tool``'s form is filled in with when the tracker opens it with ``values`` (what a
        field cannot take is left out), its answer to go to ``combatant`` (None: as it was)."""
        accepted = {}
        for f in tool.fields:
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
            self.choose(tool, combatant)
        self.filled_for[tool.key] = combatant
        return accepted
