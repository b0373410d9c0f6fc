"""The Aftermath! ruleset as the page sees it: tools, reference tables and errata of both halves."""

import re
from pathlib import Path

import pytest
import reference_files

import pyrules.aftermath as aftermath
from pyrules import RulesError
from pyrules.aftermath.errata import ERRATA
from pyrules.aftermath.ruleset import RULESET

TABLES = RULESET.tables  # with the errata footnoted under them
TOOLS = RULESET.tools


def test_every_tables_md_id_of_seed_002_has_exactly_one_reference_table():
    wanted = re.findall(r"^\| (A\d+) \|", reference_files.text("TABLES.md"), re.M)
    assert len(wanted) == 35
    assert sorted(t.key for t in RULESET.tables) == sorted(wanted)


def test_the_tables_come_in_the_seeds_order():
    assert [t.key for t in TABLES] == [f"A{n}" for n in range(1, 36)]


def test_every_reference_table_names_a_tool_of_the_ruleset_and_every_tool_names_real_tables():
    tools = {t.key for t in RULESET.tools}
    tables = {t.key for t in RULESET.tables}
    for table in RULESET.tables:
        assert table.tool in tools, table.key
    for tool in RULESET.tools:
        assert set(tool.tables) <= tables, tool.key


def test_tool_keys_are_unique_and_start_with_aftermath():
    keys = [t.key for t in TOOLS]
    assert len(keys) == len(set(keys)) and all(k.startswith("aftermath-") for k in keys)
    assert keys[:5] == ["aftermath-melee", "aftermath-gun", "aftermath-location", "aftermath-reaction",
                        "aftermath-attributes"]


def test_the_ruleset_finds_a_tool_by_key_and_refuses_an_unknown_one():
    assert RULESET.tool("aftermath-gun").title == "Gun attack"
    with pytest.raises(RulesError):
        RULESET.tool("aftermath-laser")


def test_the_errata_hold_both_halves_each_once():
    from pyrules.aftermath.errata import combat as errata_combat, gear as errata_gear

    assert set(ERRATA) == set(errata_combat.ERRATA) | set(errata_gear.ERRATA)
    assert len(ERRATA) == len(set(ERRATA))
    assert RULESET.errata == ERRATA


def test_every_erratum_is_footnoted_under_the_table_it_touches():
    by_key = {t.key: t for t in TABLES}
    for erratum in ERRATA:
        table = by_key[erratum.table]
        assert erratum.footnote in table.notes or any(erratum.footnote in str(row) for row in table.rows), \
            f"{erratum.table} l.{erratum.lines} is not footnoted"


@pytest.mark.parametrize("name", ["attribute_group", "gun_damage", "critical_effect", "reaction",
                                  "encumbrance_value", "hit_location", "RulesError"])
def test_the_public_api_is_exported(name):
    assert name in aftermath.__all__ and callable(getattr(aftermath, name))


def test_the_public_api_examples_of_the_issue():
    assert aftermath.gun_damage(21) == "3D10+2"
    assert aftermath.attribute_group(50).group == 6 and aftermath.attribute_group(50).effect_die == "2D10+1"
    assert aftermath.attribute_group(0).effect_die is None
    assert aftermath.critical_effect(99, 50) == "Lethal"
    r = aftermath.reaction(10)
    assert (r.description, r.band, r.value) == ("Very Poor", "Poor", -4)
    assert [aftermath.hit_location(15), aftermath.hit_location(55), aftermath.hit_location(22, "quadrupedal")] == \
        ["4/5", "21/22", "5/6/7"]
    assert isinstance(aftermath.encumbrance_value("Med", "Hvy"), float)


@pytest.mark.parametrize("call", [lambda: aftermath.attribute_group(75), lambda: aftermath.gun_damage(0),
                                  lambda: aftermath.critical_effect(0), lambda: aftermath.reaction(101),
                                  lambda: aftermath.hit_location(50, "snake")])
def test_the_public_api_raises_the_package_rules_error(call):
    with pytest.raises(aftermath.RulesError):
        call()


@pytest.mark.cpython_only  # on Pyodide the runtime itself has imported pyodide before any test
def test_importing_the_package_loads_no_browser_module():
    import sys

    assert [name for name in ("js", "pyodide", "pyscript") if name in sys.modules] == []


def test_the_package_source_imports_no_browser_module():
    source = "".join(p.read_text(encoding="utf-8") for p in Path(aftermath.__file__).parent.glob("*.py"))
    assert not re.search(r"^\s*(import|from)\s+(js|pyodide|pyscript)\b", source, re.M)


@pytest.mark.cpython_only  # a fresh interpreter, in a process of its own
def test_a_calculator_opened_alone_imports_only_what_it_needs():
    """A shared link to the melee calculator is answered without the gun rules, the other calculators
    or the reference tables."""
    import subprocess
    import sys

    probe = ("import sys; from pyrules import rulesets; rulesets.tool('aftermath-melee'); "
             "print(' '.join(sorted(name for name in sys.modules if name.startswith('pyrules.aftermath'))))")
    loaded = set(subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True,
                                cwd=Path(__file__).resolve().parents[3]).stdout.split())
    assert "pyrules.aftermath.tools.melee" in loaded
    assert not loaded & {"pyrules.aftermath.ruleset", "pyrules.aftermath.reference", "pyrules.aftermath.gun_attack",
                         "pyrules.aftermath.guns", "pyrules.aftermath.encumbrance",
                         "pyrules.aftermath.tools.gun", "pyrules.aftermath.tools.encumbrance",
                         "pyrules.aftermath.tracker"}


def test_the_calculators_come_in_page_order_one_module_each():
    import importlib

    from pyrules import rulesets

    assert [t.key for t in TOOLS] == [
        "aftermath-melee", "aftermath-gun", "aftermath-location", "aftermath-reaction", "aftermath-attributes",
        "aftermath-critical-effect", "aftermath-critical-miss", "aftermath-gun-damage", "aftermath-stopping",
        "aftermath-encumbrance", "aftermath-travel", "aftermath-kph", "aftermath-climbing", "aftermath-learning",
        "aftermath-barrier", "aftermath-cloth", "aftermath-throw", "aftermath-entanglement", "aftermath-acid"]
    for tool in TOOLS:
        own = tool.key.removeprefix("aftermath-").replace("-", "_")
        assert importlib.import_module(f"pyrules.aftermath.tools.{own}").TOOL is tool is rulesets.tool(tool.key)
