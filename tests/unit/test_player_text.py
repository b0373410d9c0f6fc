"""Text a player sees speaks to a player: rules, their source line and what to roll.

Footnotes, reference tables, field help and answers never cite the project's own working papers.
"""

from __future__ import annotations

import random
import re

import pytest

import build

WORKING_PAPERS = re.compile(r"NOTES\.md|TABLES\.md|DESIGN\.md|\bissues? \d|\bthe app uses\b|\bseed behaviour\b", re.I)


def _texts_of_ruleset(ruleset):
    for erratum in ruleset.errata:
        yield f"erratum {erratum.table}", erratum.footnote
    for table in ruleset.tables:
        for text in (table.title, *table.text, *table.notes, *(cell for row in table.rows for cell in row)):
            yield f"table {table.key}", text
    for tool in ruleset.tools:
        for text in (tool.title, tool.summary):
            yield f"tool {tool.key}", text
        for f in tool.fields:
            for text in (f.label, f.help, *(label for _, label in f.choices)):
                yield f"field {tool.key}.{f.name}", text
        try:
            _, answer = tool.answer({}, random.Random(3), roll_optional=True)
        except Exception:  # a tool that needs input is checked by the hostile-input tests
            continue
        for text in (answer.headline, *answer.detail, *answer.notes,
                     *(part for line in answer.lines for part in (line.label, line.value, line.note))):
            yield f"answer of {tool.key}", text


@pytest.mark.parametrize("key, ruleset", [(ruleset.key, ruleset) for ruleset in build.load_rulesets()])
def test_nothing_a_player_reads_cites_the_projects_working_papers(key, ruleset):
    cited = [(where, text) for where, text in _texts_of_ruleset(ruleset) if WORKING_PAPERS.search(str(text))]
    assert cited == []
