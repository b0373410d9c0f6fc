"""The home screen's search index: every calculator, reference table, table row and erratum of the
rulesets, with the words a player would type for it and where it opens.

The build writes it into the site as ``search.json``; ``static/search.js`` fetches it when the
search box is first used, and matches and ranks there, so search works before Python starts and
offline. Each thing is stored once, as short lists rather than objects, and the addresses are
patterns filled in from a key, so the file stays small. Plain Python: no browser imports.
"""

from __future__ import annotations

import json

# Where each kind of match opens, ``{key}`` its tool or table key and ``{row}`` the row's place in
# its table, counted from 1 (pages.view addresses a calculator by its key, reference_html a table).
OPENS = {"tool": "#{key}", "table": "#table-{key}", "row": "#table-{key}?row={row}"}
CELL = "\t"  # between the cells of a stored row
PART = " · "  # between the labels, helps and choices a calculator is found by


def tool_entry(place: int | None, tool) -> list:
    """A calculator: [its ruleset's place (None for one of every game), key, title, summary,
    the words of its fields (labels, help, the choices offered), each once]."""
    parts = []
    for field in tool.fields:
        parts += [field.label, field.help, *(label for _, label in field.choices)]
    return [place, tool.key, tool.title, tool.summary, PART.join(dict.fromkeys(p for p in parts if p))]


def table_entry(place: int, table) -> list:
    """A reference table: [its ruleset's place, key, title, its headers and rule paragraphs,
    its rows, each a string of its cells]."""
    body = PART.join([*table.headers, *table.text])
    return [place, table.key, table.title, body, [CELL.join(row) for row in table.rows]]


def erratum_entry(place: int, erratum) -> list:
    """An erratum: [its ruleset's place, the table it touches, what is printed, the reading made]."""
    return [place, erratum.table, erratum.printed, erratum.reading]


def index(rulesets, roller=None) -> dict:
    """Everything the home screen's search finds, for these rulesets (in the app's order) and,
    when given, the dice roller (a calculator of every game)."""
    rulesets = list(rulesets)
    tools = [tool_entry(None, roller)] if roller is not None else []
    tables, errata = [], []
    for place, ruleset in enumerate(rulesets):
        tools += [tool_entry(place, tool) for tool in ruleset.tools]
        tables += [table_entry(place, table) for table in ruleset.tables]
        errata += [erratum_entry(place, erratum) for erratum in ruleset.errata]
    return {"opens": OPENS, "cell": CELL, "part": PART, "rulesets": [r.name for r in rulesets],
            "tools": tools, "tables": tables, "errata": errata}


def as_json(rulesets, roller=None) -> str:
    """The index as the site serves it: compact JSON."""
    return json.dumps(index(rulesets, roller), ensure_ascii=False, separators=(",", ":"))
