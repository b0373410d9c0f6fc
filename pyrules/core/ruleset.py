"""What a ruleset package offers the page: its tools, reference tables and errata."""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.reference import Erratum, ReferenceTable
from pyrules.core.tools import Tool


@dataclass(frozen=True)
class Ruleset:
    """A ruleset as the page and the build see it.

    ``key`` is its address ("gurps"); ``tools`` are its calculators in page
    order; ``tables`` its reference tables, each tagged with a TABLES.md id.
    """

    key: str
    name: str
    tools: tuple[Tool, ...] = ()
    tables: tuple[ReferenceTable, ...] = ()
    errata: tuple[Erratum, ...] = ()
    summary: str = ""

    def tool(self, key: str) -> Tool:
        for tool in self.tools:
            if tool.key == key:
                return tool
        from pyrules.core.errors import RulesError

        raise RulesError(f"No tool called “{key}” in {self.name}.", "tool")
