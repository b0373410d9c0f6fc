"""Bad input never crashes a calculator, and its message lands beside the field it is about.

Every tool of every ruleset is given, one field at a time, what a player (or a stuck key) might
type: numbers too large for Python to print, a lone "0", "00", words, a very long line. Each
answer is either an answer or a RulesError that names one of the tool's own fields, with a
message short enough to read beside it.
"""

from __future__ import annotations

import random

import pytest

import build
from pyrules import RulesError

HUGE = "9" * 5000
HOSTILE = (HUGE, "-" + HUGE, "0", "00", "-1", "1e400", "nan", "twelve", "x" * 100_000, "3d6" * 4000, "  ")
MESSAGE_LIMIT = 240


def _tool_params():
    return [pytest.param(tool, id=tool.key) for ruleset in build.load_rulesets() for tool in ruleset.tools]


@pytest.mark.parametrize("tool", _tool_params())
def test_every_field_refuses_nonsense_beside_itself_and_briefly(tool):
    names = {f.name for f in tool.fields}
    for field in tool.fields:
        for hostile in HOSTILE:
            try:
                tool.answer({field.name: hostile}, random.Random(1), roll_optional=True)
            except RulesError as error:
                assert error.field in names, (
                    f"{tool.key}: {field.name}={hostile[:12]!r} sent its message to {error.field!r}: {error.message}")
                assert len(error.message) <= MESSAGE_LIMIT, f"{tool.key}: {field.name}: message too long"


@pytest.mark.parametrize("tool", _tool_params())
def test_every_tool_answers_its_own_defaults_or_says_which_field_is_missing(tool):
    names = {f.name for f in tool.fields}
    try:
        tool.answer({}, random.Random(1), roll_optional=True)
    except RulesError as error:
        assert error.field in names, f"{tool.key}: {error.message} (field {error.field!r})"


def _value_of(field, draw):
    """A value the form could hold for ``field``: in range, at its edges, or well past them."""
    from hypothesis import strategies as st

    if field.kind == "flag":
        return draw(st.booleans())
    if field.kind == "flags":
        return sorted(draw(st.sets(st.sampled_from([v for v, _ in field.choices])))) if field.choices else []
    if field.kind == "choice":
        return draw(st.sampled_from([v for v, _ in field.choices]))
    if field.kind in ("int", "roll", "number"):
        edges = [v for v in (field.low, field.high) if v is not None]
        number = draw(st.one_of(st.integers(-30, 130), st.sampled_from(edges or [0]),
                                st.integers(-10**9, 10**9)))
        return "00" if draw(st.integers(0, 20)) == 0 else str(number)
    return str(field.default or "")


@pytest.mark.parametrize("tool", _tool_params())
def test_any_mix_of_choices_and_numbers_answers_or_names_a_field_of_the_tool(tool):
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    names = {f.name for f in tool.fields}

    # Half as many again as the profile's (150 on CPython; fewer in the Pyodide run, tests/conftest.py).
    @settings(max_examples=settings.default.max_examples * 3 // 2, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def check(data):
        raw = {f.name: _value_of(f, data.draw) for f in tool.fields}
        try:
            tool.answer(raw, random.Random(1), roll_optional=True)
        except RulesError as error:
            assert error.field in names, f"{tool.key}: {error.message} (sent to {error.field!r})"
            assert len(error.message) <= MESSAGE_LIMIT

    check()
