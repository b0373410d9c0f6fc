"""Every registered ruleset keeps the same shape, so one can be read knowing another."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from pyrules import rulesets
from pyrules.core.encounter.plugins import plugin

ROOT = Path(__file__).resolve().parents[2]
BROWSER_MODULES = {"js", "pyodide", "pyscript", "micropip"}
ENTRIES = [pytest.param(entry, id=entry.key) for entry in rulesets.RULESETS]


@pytest.fixture(scope="module")
def inventory(seed_files):
    """TABLES.md's ids by seed section: {"000": {"T1", …}, …}."""
    text = (seed_files / "TABLES.md").read_text(encoding="utf-8")
    sections = re.split(r"^## (\d{3}) ", text, flags=re.M)[1:]
    return {seed: set(re.findall(r"^\| ([A-Z]\d+) \|", body, re.M)) for seed, body in zip(sections[::2], sections[1::2])}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_ruleset_imports_nothing_of_the_browser(entry):
    package = ROOT / "pyrules" / entry.key
    for path in package.rglob("*.py"):
        assert not (_imports(path) & BROWSER_MODULES), f"{path.relative_to(ROOT)} imports a browser module"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_ruleset_is_what_the_registry_says(entry):
    ruleset = rulesets.ruleset(entry.key)
    assert ruleset.key == entry.key and ruleset.name and ruleset.summary


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_tool_key_starts_with_its_rulesets_key(entry):
    keys = [tool.key for tool in rulesets.ruleset(entry.key).tools]
    assert keys and all(key.startswith(entry.key + "-") for key in keys)
    assert len(keys) == len(set(keys))
    assert all(rulesets.ruleset_of_tool(key) == entry.key for key in keys)


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_erratum_is_cited_and_footnoted_under_its_table(entry):
    ruleset = rulesets.ruleset(entry.key)
    tables = {table.key: table for table in ruleset.tables}
    for erratum in ruleset.errata:
        assert re.fullmatch(r"\d{3}", erratum.seed) and re.fullmatch(r"[\d, -]+", erratum.lines), erratum
        assert erratum.table in tables, f"{erratum.table} is not a table of {entry.key}"
        assert erratum.footnote in tables[erratum.table].notes, f"{erratum.table} l.{erratum.lines} is not footnoted"


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_tracker_plug_in_is_registered_under_the_rulesets_key(entry):
    assert plugin(rulesets.tracker(entry.key).key) is rulesets.tracker(entry.key)
    assert rulesets.tracker(entry.key).key == entry.key


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_table_of_the_inventory_is_there_once(entry, inventory):
    ruleset = rulesets.ruleset(entry.key)
    keys = [table.key for table in ruleset.tables]
    seed = {table.source.split(" ")[0][-3:] for table in ruleset.tables}
    assert len(seed) == 1, f"{entry.key} tables cite more than one seed: {seed}"
    assert sorted(keys) == sorted(inventory[seed.pop()])
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_page_self_check_samples_every_ruleset(entry):
    from screen.selfcheck import SAMPLE

    assert SAMPLE.get(entry.key), f"the self-check has no sample of {entry.key}"


@pytest.mark.parametrize("entry", ENTRIES)
def test_what_a_combatant_fills_into_a_calculator_is_what_that_calculator_reads(entry):
    from pyrules.core.encounter.model import Combatant

    plugin_ = rulesets.tracker(entry.key)
    ruleset = rulesets.ruleset(entry.key)
    combatant = Combatant("c1", "Someone", stats={f.name: f.default for f in plugin_.stats})
    for key, values in plugin_.calculators(combatant).items():
        fields = {f.name: f for f in ruleset.tool(key).fields}
        for name, value in values.items():
            assert name in fields, f"{key} has no field {name}"
            fields[name].parse(",".join(value) if isinstance(value, list) else str(value))


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_calculator_whose_button_says_answer_never_rolls(entry):
    import random

    from screen import widgets

    for tool in rulesets.ruleset(entry.key).tools:
        if tool.rolls or any(f.kind == "roll" for f in tool.fields):
            continue
        raw = widgets.defaults(tool.fields)
        answers = set()
        for seed in range(8):
            try:
                answers.add(repr(tool.answer(raw, random.Random(seed), roll_optional=True)))
            except Exception as error:  # a calculator that needs an entry first refuses alike each time
                answers.add(repr(error))
        assert len(answers) == 1, f"{tool.key} rolls dice: its button must say Roll (Tool.rolls)"
