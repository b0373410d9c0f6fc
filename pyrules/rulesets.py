"""The rulesets pyrules knows, in the order the app shows them: the one list everything reads.

The build, the page's tab bar, the backup reader and the self-check all take the rulesets from
here; adding a ruleset is adding a line below (and its package, see the README).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # only for the types: each is imported on first use
    import random

    from pyrules.core.encounter.plugins import Plugin
    from pyrules.core.ruleset import Ruleset
    from pyrules.core.tools import Answer, Tool


@dataclass(frozen=True)
class Entry:
    """A ruleset as the app lists it: its package and address (``key``) and the label of its tab.

    Everything else (its name, tools, tables) is the package's own ``RULESET``.
    """

    key: str
    tab: str


RULESETS = (
    Entry("gurps", "GURPS"),
    Entry("aftermath", "Aftermath!"),
    Entry("cortex", "Cortex"),
    Entry("tal", "TAL"),
)
KEYS = tuple(entry.key for entry in RULESETS)


def entry(key: str) -> Entry:
    """The registered ruleset ``key``; RulesError if there is none."""
    for known in RULESETS:
        if known.key == key:
            return known
    from pyrules.core.errors import RulesError, shown

    raise RulesError(f"pyrules has no ruleset called “{shown(key)}”.", "ruleset")


def ruleset(key: str) -> Ruleset:
    """The ruleset's tools, reference tables and errata (imported on first use)."""
    return cast("Ruleset", importlib.import_module(f"pyrules.{entry(key).key}.ruleset").RULESET)


def tracker(key: str) -> Plugin:
    """The ruleset's encounter-tracker plug-in (imported, and so registered, on first use)."""
    return cast("Plugin", importlib.import_module(f"pyrules.{entry(key).key}.tracker").PLUGIN)


def tool(tool_key: str) -> Tool:
    """The calculator ``tool_key``, imported with as little as it needs: its own module where its
    ruleset keeps each calculator in one (``pyrules.<ruleset>.tools.<name>``, "gurps-skill" in
    ``skill``, offering ``TOOL``), else its whole ruleset. RulesError when there is none."""
    key = ruleset_of_tool(tool_key)
    name = tool_key[len(key) + 1:].replace("-", "_")
    if name.isidentifier():
        try:
            own = importlib.import_module(f"pyrules.{key}.tools.{name}")
        except ModuleNotFoundError:  # its ruleset keeps its calculators together
            pass
        else:
            found = getattr(own, "TOOL", None)
            if found is not None and found.key == tool_key:
                return cast("Tool", found)
    return ruleset(key).tool(tool_key)


def ruleset_of_tool(tool_key: str) -> str:
    """The ruleset a calculator belongs to: every tool key starts with its ruleset's key."""
    return entry(tool_key.split("-", 1)[0]).key


def answer(tool_key: str, /, *, rng: random.Random | None = None, **fields: Any) -> Answer:
    """What the calculator ``tool_key`` answers for these field values, as its form would after
    its Roll button ("gurps-skill", base=12): a field left out takes its default, a roll field
    left out is rolled with ``rng``. RulesError naming the field at fault, or an unknown tool or
    field."""
    from pyrules.core.errors import RulesError, shown

    calculator = tool(tool_key)
    names = {f.name for f in calculator.fields}
    for name in fields:
        if name not in names:
            known = ", ".join(f.name for f in calculator.fields)
            raise RulesError(f"{calculator.title} has no field “{shown(name)}” (its fields: {known}).", name)
    raw = {f.name: f.default for f in calculator.fields} | fields
    return calculator.answer(raw, rng, roll_optional=True)[1]
