"""The public API as the README documents it."""

from fractions import Fraction

import pytest

import pyrules
import pyrules.gurps as gurps


def test_the_public_api_is_exported():
    for name in ("success_roll", "success_chance", "injury", "range_modifier", "rapid_fire_bonus", "hit_location"):
        assert callable(getattr(gurps, name))
    assert gurps.RulesError is pyrules.RulesError


def test_success_roll_has_success_critical_and_margin():
    result = gurps.success_roll(12, 10)
    assert (result.success, result.critical, result.margin) == (True, False, 2)
    result = gurps.success_roll(12, 18)
    assert (result.success, result.critical, result.margin) == (False, True, -6)


def test_success_chance_is_a_fraction():
    assert gurps.success_chance(10) == Fraction(1, 2)
    assert isinstance(gurps.success_chance(14), Fraction)


def test_injury_documented_defaults_and_fields():
    result = gurps.injury(7, 2, "cr")
    assert (result.injury, result.crippled, result.major_wound) == (5, False, False)
    assert gurps.injury(7, 0, "imp", "Right Leg", 10).injury == 6


def test_injury_takes_the_options_players_use_as_keywords():
    assert gurps.injury(10, 6, "imp", chink=True).injury == 14
    assert gurps.injury(3, 0, "burn", "vitals", hp=10, tight_beam=True).injury == 6
    assert gurps.injury(3, 0, "cr", pain_threshold="high").shock.penalty == 0
    assert gurps.injury(5, 0, "cr", "torso", 20, scaled_shock=True).shock.penalty == -2
    assert gurps.wound(3, 0, "cr", "groin", 10, pain_threshold="low").shock.penalty == -8
    assert gurps.shock_penalty(3, "groin", 10, pain_threshold="normal") == -6  # the same order as injury()


def test_range_and_rapid_fire_and_hit_location_return_bare_values():
    assert gurps.range_modifier(5.5) == -3 and type(gurps.range_modifier(5)) is int
    assert gurps.rapid_fire_bonus(4) == 0 and gurps.rapid_fire_bonus(400) == 10
    assert gurps.hit_location(6) == "Right Leg" and gurps.hit_location(3) == "Skull"


@pytest.mark.parametrize("call", [
    lambda: gurps.success_roll(10, 20), lambda: gurps.success_chance("x"), lambda: gurps.injury(5, 0, "laser"),
    lambda: gurps.range_modifier(-1), lambda: gurps.rapid_fire_bonus(0), lambda: gurps.hit_location(1),
])
def test_bad_input_raises_the_one_rules_error(call):
    with pytest.raises(pyrules.RulesError):
        call()


@pytest.mark.cpython_only
def test_importing_the_package_does_not_import_a_browser_module():
    import subprocess
    import sys

    code = ("import sys, pyrules.gurps, pyrules.gurps.ruleset; "
            "bad = [m for m in ('js', 'pyodide', 'pyscript') if m in sys.modules]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_every_public_name_is_the_one_its_module_defines():
    import importlib

    for name in gurps.__all__:
        value = getattr(gurps, name)
        home = gurps._HOME_OF.get(name)
        if home is not None:
            assert value is getattr(importlib.import_module(f"pyrules.gurps.{home}"), name)
    assert gurps.turn_order.__module__ == "pyrules.gurps.turn_order"  # the function, not its module


def test_what_a_type_checker_reads_names_each_public_name_from_the_module_it_is_imported_from():
    """The package lists each name's module once for the import on first use and once for type
    checkers: the two lists agree."""
    import ast
    from pathlib import Path

    tree = ast.parse(Path(gurps.__file__).read_text(encoding="utf-8"))
    checked = next(node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
    read = {alias.name: node.module.removeprefix("pyrules.gurps.") for node in checked.body
            if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert read == gurps._HOME_OF
    assert set(gurps._HOME_OF) <= set(gurps.__all__)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        gurps.nothing  # noqa: B018
