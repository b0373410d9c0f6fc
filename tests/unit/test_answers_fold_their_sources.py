"""An answer says the rule in words; where the rule is printed (a seed line, or that the reference does
not print it) is kept apart as each line's source, which the page folds behind "Why?"."""

from __future__ import annotations

import random
import re

import pytest

from pyrules import rulesets

CITATION = re.compile(r"seed 00\d|Published rule", re.I)


def _sample(f):
    """A value the field takes: its default, else a middling one within its bounds."""
    if f.default is not None or f.kind in ("roll", "flag", "flags"):
        return f.default
    if f.kind == "choice":
        return f.choices[0][0]
    if f.kind == "dice":
        return "2d6"
    if f.kind in ("int", "number"):
        low, high = f.bounds
        value = 50 if f.percentile else 10
        return str(min(max(value, low if low is not None else value), high if high is not None else value))
    return "1"


def _answers(tool):
    """The tool's answers over its defaults and each choice of each choice field, as far as they answer."""
    base = {f.name: _sample(f) for f in tool.fields}
    tries = [base] + [{**base, f.name: value} for f in tool.fields if f.kind == "choice" for value, _ in f.choices]
    for seed, raw in enumerate(tries):
        try:
            yield tool.answer(raw, random.Random(seed), roll_optional=True)[1]
        except ValueError:
            continue


TOOLS = [(tool.key, tool) for key in rulesets.KEYS for tool in rulesets.ruleset(key).tools]


@pytest.mark.parametrize("key, tool", TOOLS)
def test_an_answers_headline_detail_and_lines_say_the_rule_in_words_and_never_cite_a_seed_line(key, tool):
    for answer in _answers(tool):
        for text in (answer.headline, *answer.detail,
                     *(part for line in answer.lines for part in (line.label, line.value, line.note))):
            assert not CITATION.search(text), (key, text)


def test_a_modifiers_source_is_kept_for_the_why_fold():
    answer = rulesets.answer("gurps-skill", base=12, maneuver="all_out_attack", roll=10)
    assert any(source.startswith("seed 001 l.") for _, source in answer.sources)


def test_a_published_rule_says_so_in_its_source():
    answer = rulesets.answer("gurps-skill", base=12, other=-3, roll=10)
    assert ("Other modifier", next(s for label, s in answer.sources if label == "Other modifier")) in answer.sources
    assert "Published rule, not in the reference" in dict(answer.sources)["Other modifier"]


def test_what_an_answers_detail_speaks_of_is_cited_under_why():
    answer = rulesets.answer("gurps-skill", base=12, maneuver="all_out_attack", roll=10)
    assert "All-Out Attack: no defense for the rest of your turn." in answer.detail
    assert ("All-Out Attack", "seed 001 l.113") in answer.sources
