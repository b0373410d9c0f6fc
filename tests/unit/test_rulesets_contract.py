"""Every registered ruleset keeps the same shape, so one can be read knowing another."""

from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pyrules import rulesets
from pyrules.core.errors import RulesError
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
def test_a_calculator_looked_up_alone_is_the_one_its_ruleset_lists(entry):
    for tool in rulesets.ruleset(entry.key).tools:
        assert rulesets.tool(tool.key) is tool


@pytest.mark.parametrize("key", ["gurps-nothing", "gurps-../tools", "gurps-", "nothing-skill"])
def test_a_calculator_that_does_not_exist_is_refused(key):
    with pytest.raises(RulesError):
        rulesets.tool(key)


@pytest.mark.cpython_only  # a fresh interpreter, in a process of its own
def test_a_gurps_calculator_opened_alone_imports_only_what_it_needs():
    """A shared link to the skill calculator is answered without the injury rules' modules."""
    probe = ("import sys; from pyrules import rulesets; rulesets.tool('gurps-skill'); "
             "print(' '.join(sorted(name for name in sys.modules if name.startswith('pyrules.gurps'))))")
    loaded = set(subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True,
                                cwd=ROOT).stdout.split())
    assert "pyrules.gurps.tools.skill" in loaded
    assert not loaded & {"pyrules.gurps.ruleset", "pyrules.gurps.reference", "pyrules.gurps.wounds",
                         "pyrules.gurps.tools.injury", "pyrules.gurps.tools.defense"}


@pytest.mark.cpython_only  # a fresh interpreter, in a process of its own
def test_a_tal_calculator_opened_alone_imports_only_what_it_needs():
    """A shared link to the plus points tally is answered without the attack or the tracker."""
    probe = ("import sys; from pyrules import rulesets; rulesets.tool('tal-plus-points'); "
             "print(' '.join(sorted(name for name in sys.modules if name.startswith('pyrules.tal'))))")
    loaded = set(subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True,
                                cwd=ROOT).stdout.split())
    assert "pyrules.tal.tools.plus_points" in loaded
    assert not loaded & {"pyrules.tal.ruleset", "pyrules.tal.reference", "pyrules.tal.attack", "pyrules.tal.tracker",
                         "pyrules.tal.tools.attack", "pyrules.tal.unconsciousness_duration"}


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
    for key, values in plugin_.prefill.calculators(combatant).items():
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


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_calculator_says_how_its_answer_turned_out_and_the_page_colours_the_headline_by_it(entry):
    import random

    from pyrules import RulesError
    from pyrules.core.answers import OUTCOMES
    from screen import widgets
    from screen.pages import answer_html
    from screen.tones import TONES, tone_of

    answered = 0
    for tool in rulesets.ruleset(entry.key).tools:
        try:
            _, answer = tool.answer(widgets.defaults(tool.fields), random.Random(3), roll_optional=True)
        except RulesError:  # a calculator that needs an entry first
            continue
        answered += 1
        assert answer.outcome in OUTCOMES, tool.key
        assert tone_of(answer.outcome) in TONES.values(), tool.key
        if answer.headline:
            assert f'<p class="headline tone-{TONES[answer.outcome]}">' in answer_html(answer), tool.key
    assert answered


# What each calculator with odds needs entered before it can tell them.
ENTERED = {"aftermath-gun": {"distance": "20", "bcs": "12", "ammo": "pistol:9mm Parabellum"},
           "aftermath-melee": {"bcs": "12", "oda": "2", "strength": "30", "wdm": "1"},
           "tal-attack": {"skill": "57"}, "tal-task": {"skill": "45", "fatigue": "taxed"}}


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_calculators_odds_are_the_chance_its_answer_is_a_success(entry):
    import random
    from fractions import Fraction

    from pyrules.core.odds import distribution
    from screen import widgets

    for tool in rulesets.ruleset(entry.key).tools:
        die = next((f.die for f in tool.fields if f.name == tool.odds_field and f.kind == "roll"), None)
        if die is None:  # no roll field to count over (a Cortex pool's dice are built from the form)
            continue
        raw = {**widgets.defaults(tool.fields), **ENTERED.get(tool.key, {})}
        successes = sum((p for result, p in distribution(die).items()
                         if tool.answer({**raw, tool.odds_field: str(result)}, random.Random(0))[1].outcome
                         == "success"), Fraction(0))
        assert tool.odds(raw) == successes and 0 < successes < 1, tool.key


def _tools_modules(entry) -> list[Path]:
    """A ruleset's calculators: its tools module, or each module of its tools package."""
    package = PYRULES / entry.key
    return [package / "tools.py"] if (package / "tools.py").is_file() else sorted((package / "tools").glob("*.py"))


def _spreads(path: Path) -> list[int]:
    """The lines of a module where a call spreads a mapping into keywords (``rule(**values)``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sorted(node.value.lineno for node in ast.walk(tree) if isinstance(node, ast.keyword) and node.arg is None)


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_calculator_hands_its_rule_each_form_value_by_name_never_spread(entry):
    modules = _tools_modules(entry)
    assert modules
    for path in modules:
        assert _spreads(path) == [], f"{path.name} spreads values into a call: name each argument"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_calculator_fills_in_every_field_of_its_rules_checked_input(entry):
    from dataclasses import fields

    from pyrules.core.validate import CheckedInput

    built = 0
    for path in _tools_modules(entry):
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            made = getattr(module, node.func.id, None) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                else None
            if isinstance(made, type) and issubclass(made, CheckedInput):
                built += 1
                assert {k.arg for k in node.keywords} == {f.name for f in fields(made)}, made.__name__
    assert built


def test_the_spread_finder_finds_a_spread_call(tmp_path):
    module = tmp_path / "tools.py"
    module.write_text("def solve(values, rng):\n    return damage(**values, rng=rng)\n", encoding="utf-8")
    assert _spreads(module) == [2]


HOOKS = ("at", "on_change", "on_condition_end", "due")  # the plug-in's reminders' hooks


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_reminder_a_tracker_plug_in_gives_is_a_prompt(entry, monkeypatch):
    from pyrules.core.encounter import Encounter, Prompt, actions

    plugin_ = plugin(entry.key)
    said = []
    for name in HOOKS:
        def spy(*args, _hook=getattr(plugin_.reminders, name), **kwargs):
            answered = _hook(*args, **kwargs)
            said.extend(answered)
            return answered
        monkeypatch.setattr(plugin_.reminders, name, spy)
    enc = Encounter.new(entry.key).apply(actions.add("Ana", initiative=10)).apply(actions.add("Bo", initiative=5))
    bo = enc.state.combatants[1].id
    enc = enc.apply(actions.next_turn()).apply(actions.add_condition(bo, "Stunned", rounds=1))
    for pool in plugin_.pools.resources(enc.state.combatant(bo)):
        enc = enc.apply(actions.damage(bo, max(1, pool.maximum * 2), pool.name))
    for _ in range(4):
        enc = enc.apply(actions.next_turn())
    enc.apply(actions.time_passes(hours=30))
    plugin_.reminders.due(enc.state, 0, 30 * 3600)
    assert said and all(isinstance(prompt, Prompt) for prompt in said)


# -- one layout below the registry ----------------------------------------------------------

PYRULES = ROOT / "pyrules"
# The one home of each name: a tracker's condition and reminder, a calculator's effect.
ONE_HOME = {"Condition": "core/encounter/model.py", "Reminder": "core/encounter/model.py",
            "Effect": "core/answers.py"}
# Where a frozen object may set its own fields: the checked-input base, and the encounter's
# and the roster's model, which keep their fields in a frozen form.
SETS_FROZEN_FIELDS = {"core/validate.py", "core/encounter/model.py", "core/encounter/roster.py"}


def _module(package: Path, name: str) -> bool:
    return (package / f"{name}.py").is_file() or (package / name / "__init__.py").is_file()


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_ruleset_package_has_the_same_parts_as_every_other(entry):
    package = PYRULES / entry.key
    assert (package / "ruleset.py").is_file() and (package / "states.py").is_file()
    assert (package / "tracker" / "__init__.py").is_file()
    assert all(_module(package, name) for name in ("errata", "reference", "tools"))


# The parts a tracker plug-in is composed of, each in the module of its name in every ruleset.
PLUGIN_PARTS = {"pools": "PoolRules", "standing": "StandingRules", "reminders": "ReminderRules",
                "prefill": "PrefillRules", "initiative": "InitiativeRules", "card": "CardRules"}
MOST_LINES = 400  # no ruleset module carries several concerns


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_tracker_plug_in_is_composed_of_the_same_parts_each_in_the_module_of_its_name(entry):
    import importlib

    from pyrules.core.encounter import parts

    plugin_ = rulesets.tracker(entry.key)
    for name, base in PLUGIN_PARTS.items():
        part = getattr(plugin_, name)
        assert isinstance(part, getattr(parts, base)) and type(part) is not getattr(parts, base), name
        assert type(part).__module__ == f"pyrules.{entry.key}.tracker.{name}", name
    exchange = importlib.import_module(f"pyrules.{entry.key}.tracker.exchange")
    assert plugin_.exchange is exchange.EXCHANGE


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_calculator_of_a_ruleset_is_a_module_of_its_own_offering_its_tool(entry):
    import importlib

    tools = PYRULES / entry.key / "tools"
    keys = {tool.key for tool in rulesets.ruleset(entry.key).tools}
    offered = set()
    for path in sorted(tools.glob("*.py")):
        module = importlib.import_module(f"pyrules.{entry.key}.tools.{path.stem}")
        if hasattr(module, "TOOL"):
            offered.add(module.TOOL.key)
    assert offered == keys


@pytest.mark.parametrize("entry", ENTRIES)
def test_no_module_of_a_ruleset_is_over_four_hundred_lines(entry):
    long = {path.relative_to(PYRULES).as_posix(): lines for path in (PYRULES / entry.key).rglob("*.py")
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert long == {}


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_rulesets_errata_are_footnoted_by_with_errata_in_its_ruleset(entry):
    from pyrules.core.reference import with_errata

    reference = importlib.import_module(f"pyrules.{entry.key}.reference")
    ruleset = rulesets.ruleset(entry.key)
    assert ruleset.tables == with_errata(reference.TABLES, ruleset.errata)
    assert "tables=with_errata(TABLES, ERRATA)" in (PYRULES / entry.key / "ruleset.py").read_text(encoding="utf-8")


def _defined_names(tree: ast.AST) -> set[str]:
    """The names a module defines at any depth: classes, functions, assignments and import aliases."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            found.add(node.name)
        elif isinstance(node, ast.Assign):
            found |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.add(node.target.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            found |= {alias.asname for alias in node.names if alias.asname}
    return found


def test_condition_effect_and_reminder_each_name_one_thing_across_pyrules():
    for path in PYRULES.rglob("*.py"):
        where = path.relative_to(PYRULES).as_posix()
        for name in _defined_names(ast.parse(path.read_text(encoding="utf-8"))) & set(ONE_HOME):
            assert ONE_HOME[name] == where, f"{where} defines its own {name}"


def test_only_the_checked_input_base_and_the_encounter_model_set_a_frozen_objects_fields():
    setting = {path.relative_to(PYRULES).as_posix() for path in PYRULES.rglob("*.py")
               if "object.__setattr__" in path.read_text(encoding="utf-8")}
    assert setting <= SETS_FROZEN_FIELDS
