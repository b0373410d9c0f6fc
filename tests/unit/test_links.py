"""A calculator's inputs in an address: written back as they were, and every bad value refused
beside its own field, never anything else."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import build
from pyrules import RulesError
from pyrules.core import link
from pyrules.core.roller import ROLLER
from screen import widgets


def _tool(key):
    if key == ROLLER.key:
        return ROLLER
    return next(t for r in build.load_rulesets() for t in r.tools if t.key == key)


def _tools():
    return [ROLLER, *(t for r in build.load_rulesets() for t in r.tools)]


def _opened(tool, query):
    """What the form holds once the link is opened: its defaults, and the link's values over them."""
    linked = link.read(tool.fields, query)
    return linked, {**widgets.defaults(tool.fields), **linked.values}


def test_an_address_holds_only_the_fields_that_differ_from_the_form_as_it_starts():
    tool = _tool("gurps-skill")
    values = {**widgets.defaults(tool.fields), "base": "14"}
    assert link.address("gurps-skill", tool.fields, values, widgets.defaults(tool.fields)) == "#gurps-skill?base=14"


def test_an_untouched_calculator_links_to_itself_alone():
    tool = _tool("gurps-skill")
    defaults = widgets.defaults(tool.fields)
    assert link.address("gurps-skill", tool.fields, defaults, defaults) == "#gurps-skill"


def test_the_address_of_an_answer_carries_its_dice_and_whether_it_was_rolled():
    defaults = widgets.defaults(ROLLER.fields)
    address = link.address("dice", ROLLER.fields, {"notation": "2d6+1"}, defaults, seed=123, rolled=True)
    assert address == "#dice?notation=2d6%2B1&seed=123&rolled=1"


def test_a_dice_roll_opened_from_its_link_falls_the_same():
    raw = {**widgets.defaults(ROLLER.fields), "notation": "3d6"}
    _, shared = ROLLER.answer(raw, random.Random(987654321), roll_optional=True)
    address = link.address("dice", ROLLER.fields, raw, widgets.defaults(ROLLER.fields), seed=987654321, rolled=True)
    key, query = link.split(address)
    linked, opened = _opened(ROLLER, query)
    _, answer = ROLLER.answer(opened, random.Random(linked.seed), roll_optional=linked.rolled)
    assert key == "dice" and linked.errors == {} and linked.problems == ()
    assert answer.roll.faces == shared.roll.faces and answer.headline == shared.headline


@pytest.mark.parametrize("tool", _tools(), ids=lambda t: t.key)
def test_every_calculators_entries_come_back_from_its_link_as_they_were(tool):
    rng = random.Random(tool.key)
    entries = widgets.defaults(tool.fields)
    for f in tool.fields:  # another choice, the flags flipped, every option of a few ticked
        if f.kind == "choice":
            entries[f.name] = rng.choice(f.choices)[0]
        elif f.kind == "flag":
            entries[f.name] = not entries[f.name]
        elif f.kind == "flags":
            entries[f.name] = sorted(v for v, _ in f.choices[:2])
        elif f.kind in ("int", "roll"):
            low, high = f.bounds
            entries[f.name] = str(rng.randint(int(low if low is not None else -5), int(high if high is not None else 20)))
    linked, opened = _opened(tool, link.split(link.address(tool.key, tool.fields, entries,
                                                           widgets.defaults(tool.fields)))[1])
    assert linked.errors == {}
    assert opened == entries


def test_a_name_no_field_has_is_left_out_and_said():
    linked = link.read(_tool("gurps-skill").fields, "base=12&colour=red&x%3Cscript%3E=1")
    assert linked.values == {"base": "12"}
    assert linked.problems == ("This link names what this calculator does not have (“colour”, “x<script>”): left out.",)


def test_script_text_in_a_number_gets_the_fields_own_message_beside_it():
    tool = _tool("gurps-skill")
    linked = link.read(tool.fields, "base=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
    with pytest.raises(RulesError) as submitted:
        next(f for f in tool.fields if f.name == "base").parse("<script>alert(1)</script>")
    assert linked.errors == {"base": submitted.value.message}
    assert linked.values["base"] == "<script>alert(1)</script>"  # shown as typed text in its box, as after a submit


def test_an_overlong_value_is_refused_beside_its_field_and_not_filled_in():
    linked = link.read(_tool("gurps-skill").fields, "base=" + "9" * 1000)
    assert linked.errors == {"base": "Base skill: the link’s value is too long (at most 400 characters)."}
    assert "base" not in linked.values


def test_a_huge_number_gets_the_message_a_player_typing_it_would_get():
    tool = _tool("gurps-skill")
    linked = link.read(tool.fields, "base=" + "9" * 300)
    assert linked.errors["base"].startswith("Base skill:")
    assert len(linked.errors["base"]) < 120


def test_a_choice_not_offered_is_refused_and_the_form_keeps_its_default():
    tool = _tool("gurps-skill")
    linked, opened = _opened(tool, "posture=levitating")
    assert "posture" in linked.errors and "levitating" in linked.errors["posture"]
    assert opened["posture"] == widgets.defaults(tool.fields)["posture"]


def test_a_flag_is_ticked_by_1_and_unticked_by_0_and_nothing_else():
    tool = next(t for t in _tools() if any(f.kind == "flag" for f in t.fields))
    flag = next(f for f in tool.fields if f.kind == "flag")
    assert link.read(tool.fields, f"{flag.name}=1").values == {flag.name: True}
    assert link.read(tool.fields, f"{flag.name}=0").values == {flag.name: False}
    assert flag.name in link.read(tool.fields, f"{flag.name}=yes").errors


def test_control_characters_are_refused_beside_their_field():
    linked = link.read(ROLLER.fields, "notation=3d6%0A%00")
    assert linked.errors == {"notation": "Dice: the link’s value holds characters no field takes."}


def test_a_field_given_twice_is_refused():
    linked = link.read(_tool("gurps-skill").fields, "base=12&base=13")
    assert linked.errors == {"base": "Base skill: the link gives this more than once."}


def test_a_link_longer_than_any_pyrules_writes_is_refused_whole():
    with pytest.raises(RulesError, match="too long"):
        link.read(ROLLER.fields, "notation=3d6&" + "x=1&" * 1000)


def test_inputs_too_long_to_share_say_so_instead_of_making_a_link():
    tool = _tool("cortex-initiative")
    with pytest.raises(RulesError, match="too long to share") as error:
        link.address(tool.key, tool.fields, {"combatants": "Mal d8, " * 100}, widgets.defaults(tool.fields))
    assert error.value.field == "combatants"


@pytest.mark.parametrize("seed", ["-1", "+1", "%201", "12a", "4503599627370496", "1" * 40, "0" * 16 + "1", "", "١٢", "²"])
def test_dice_that_cannot_be_read_are_said_and_rolled_afresh(seed):
    linked = link.read(ROLLER.fields, f"notation=3d6&seed={seed}&rolled=1")
    assert linked.seed is None and linked.rolled
    assert linked.problems == ("This link’s dice could not be read: any roll is made afresh.",)


def test_the_largest_seed_the_page_draws_is_read():
    assert link.read(ROLLER.fields, f"seed={2**52 - 1}").seed == 2**52 - 1


def test_the_view_is_the_part_of_the_address_before_its_query():
    assert link.split("#table-G2?row=5") == ("table-G2", "row=5")
    assert link.split("#gurps-skill") == ("gurps-skill", "")
    assert link.split("#gurps%2Dskill?base=12") == ("gurps-skill", "base=12")


def test_no_calculator_has_a_field_named_as_a_links_own_words():
    assert not {f.name for t in _tools() for f in t.fields} & {link.SEED, link.ROLLED}


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.sampled_from(_tools()))
def test_any_query_is_read_or_refused_with_a_rules_error_naming_only_the_calculators_fields(query, tool):
    try:
        linked = link.read(tool.fields, query)
    except RulesError:
        return
    names = {f.name for f in tool.fields}
    assert set(linked.values) <= names and set(linked.errors) <= names
    assert all(isinstance(message, str) and len(message) < 300 for message in (*linked.errors.values(), *linked.problems))
