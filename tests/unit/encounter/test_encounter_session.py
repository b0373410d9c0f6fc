"""A tracker session on CPython: every tap the page has, and two tabs sharing one storage."""

import json
import random
import re
import sys
from pathlib import Path

import pytest

from pyrules.core.encounter.shown import InView, Prefill, Question
from pyrules.core.encounter.session import Session
from pyrules.core.encounter.commands import CONTROLS, FILES, FORMS, TAPS
from pyrules.core.errors import RulesError
from screen import due_page, roster_page, tracker_page
from keeping.store import Store
from keeping.tracker_store import TrackerStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_store import FakeStorage  # noqa: E402  (localStorage as a browser has it)
from pyrules.core.encounter.commands import change, submit, tap


def session(storage=None, ruleset="gurps", seed=1) -> Session:
    """A tracker session over ``storage`` (one browser tab; a second session on the same
    storage is a second tab), its dice seeded."""
    storage = FakeStorage(quota=10**7) if storage is None else storage
    return Session(ruleset, TrackerStore(Store(storage), ruleset, ruleset), rng=random.Random(seed))


def fight(storage=None, ruleset="gurps") -> Session:
    """Ana (initiative 12, party) and two orcs (10) under GURPS, in that order, not started."""
    s = session(storage, ruleset)
    s.add({"name": "Ana", "initiative": "12", "side": "party"})
    s.add({"name": "Orc", "count": "2", "initiative": "10"})
    return s


def names(s: Session) -> list:
    return [c.name for c in s.encounter.combatants]


def hp(s: Session, cid: str) -> int:
    return s.encounter.combatant(cid).resources["HP"]


def reread(s: Session) -> Session:
    """What a reload of the page would find in storage."""
    return session(s.book.store.backend, s.ruleset)


def wound(s: Session, cid: str, amount: int, pool: str | None = "HP"):
    s.select(cid) if s.selected != cid else None
    for digit in str(amount):
        s.digit(digit)
    return s.damage(cid, pool)


# -- the turn --------------------------------------------------------------------------------

def test_a_new_session_opens_a_first_encounter_and_saves_it():
    s = session()
    assert s.encounter_name == "Encounter 1" and s.encounter.combatants == ()
    assert reread(s).encounter_name == "Encounter 1"


def test_next_turn_wraps_to_the_top_of_the_order_in_a_new_round():
    s = fight()
    for _ in range(3):
        s.next_turn()
    assert s.encounter.combatant(s.encounter.state.active).name == "Orc 2" and s.encounter.round == 1
    outcome = s.next_turn()
    assert s.encounter.combatant(s.encounter.state.active).name == "Ana" and s.encounter.round == 2
    assert outcome.in_view == (InView("row", s.encounter.state.active),)


def test_previous_turn_goes_back_to_the_one_who_acted_before():
    s = fight()
    s.next_turn(), s.next_turn()
    s.previous_turn()
    assert s.encounter.combatant(s.encounter.state.active).name == "Ana"


def test_sort_puts_a_changed_initiative_in_its_place():
    s = fight()
    s.edit("c3", {"name": "Orc 2", "initiative": "20"})
    tap(s, "sort")
    assert names(s)[0] == "Orc 2"


def test_roll_initiative_rolls_everyones_with_the_sessions_dice():
    one, two = fight(), fight()
    one.roll_initiative(), two.roll_initiative()
    assert [c.initiative for c in one.encounter.combatants] == [c.initiative for c in two.encounter.combatants]
    assert {c.initiative for c in one.encounter.combatants} != {12, 10}


def test_ending_the_encounter_stops_the_turns():
    s = fight()
    s.next_turn()
    tap(s, "end")
    assert s.encounter.ended


def test_a_combatant_who_delays_holds_and_acts_now_before_the_active_one():
    s = fight()
    s.next_turn()
    tap(s, "delay", "c2")
    assert s.encounter.combatant("c2").held
    s.next_turn()
    tap(s, "act-now", "c2")
    assert s.encounter.state.active == "c2" and not s.encounter.combatant("c2").held


# -- the keypad --------------------------------------------------------------------------------

def test_opening_a_row_brings_its_name_and_keypad_into_view_and_a_second_tap_closes_it():
    s = fight()
    outcome = s.select("c2")
    assert s.selected == "c2" and outcome.in_view == (InView("name", "c2"), InView("keypad", "c2"))
    assert s.select("c2").in_view == () and s.selected is None


def test_the_keypad_takes_five_digits_at_most_without_a_leading_zero_and_back_and_clear_mend_it():
    s = fight()
    s.select("c2")
    for digit in ("0", "1", "2", "3", "4", "5", "6"):
        s.digit(digit)
    assert s.amount == "12345"
    s.digit("back")
    assert s.amount == "1234"
    s.digit("clear")
    assert s.amount == ""


def test_damage_from_the_keypad_goes_to_the_chosen_pool_and_empties_the_keypad():
    s = fight()
    outcome = wound(s, "c2", 3, "FP")
    assert s.encounter.combatant("c2").resources == {"HP": 10, "FP": 7} and s.amount == ""
    assert outcome.in_view == (InView("keypad", "c2"),)


def test_healing_from_the_keypad_gives_back_to_the_pool():
    s = fight()
    wound(s, "c2", 6)
    s.digit("4")
    s.heal("c2", "HP")
    assert hp(s, "c2") == 8


def test_damage_without_an_amount_is_refused_saying_so():
    s = fight()
    s.select("c2")
    with pytest.raises(RulesError, match="Tap an amount on the number pad first"):
        s.damage("c2", "HP")
    assert hp(s, "c2") == 10


def test_a_keypad_key_that_is_not_a_digit_leaves_no_amount_to_take():
    s = fight()
    s.select("c2")
    s.digit("x")
    with pytest.raises(RulesError, match="Tap an amount on the number pad first"):
        s.damage("c2", "HP")
    assert hp(s, "c2") == 10


def test_the_keypad_opens_on_the_pool_a_combatant_took_last():
    s = fight()
    wound(s, "c2", 2, "FP")
    s.select("c2")
    s.select("c2")
    assert s.pool == "FP"
    s.select("c3")
    assert s.pool is None


def test_a_pool_chosen_on_the_keypad_is_remembered_without_redrawing():
    s = fight()
    s.select("c2")
    outcome = change(s, "pool", None, "panel-c2-pool", "FP")
    assert not outcome.redraw and s.pools_used.get(s.library.current, "c2") == "FP"


def test_spending_takes_one_point_of_that_pool():
    s = fight()
    s.spend("c1", "FP")
    assert s.encounter.combatant("c1").resources["FP"] == 9


# -- a combatant -------------------------------------------------------------------------------

def test_a_condition_lasts_the_turns_given_and_can_be_removed():
    s = fight()
    s.add_condition("c2", {"name": "Stunned", "length": "2", "unit": "turns"})
    assert [c.name for c in s.encounter.combatant("c2").conditions] == ["Stunned"]
    tap(s, "uncondition", "c2", {"name": "Stunned"})
    assert s.encounter.combatant("c2").conditions == ()


def test_a_condition_lasts_rounds_when_the_form_says_so_and_a_unit_it_does_not_offer_is_refused():
    s = fight()
    s.add_condition("c2", {"name": "Prone", "length": "3", "unit": "rounds"})
    [prone] = s.encounter.combatant("c2").conditions
    assert (prone.unit, prone.left) == ("rounds", 3)
    for unit in ("anchor", "weeks"):
        with pytest.raises(RulesError, match="turns or rounds"):
            s.add_condition("c2", {"name": "Stunned", "length": "2", "unit": unit})
    assert len(s.encounter.combatant("c2").conditions) == 1


def test_a_condition_without_a_name_or_with_a_length_not_a_number_is_refused():
    s = fight()
    with pytest.raises(RulesError, match="Name the condition"):
        s.add_condition("c2", {"name": " "})
    for length in ("two", "1.5", "2,0", "1 0"):
        with pytest.raises(RulesError, match=r"^How long it lasts must be a whole number \(or blank\)\.$"):
            s.add_condition("c2", {"name": "Stunned", "length": length})
    with pytest.raises(RulesError, match="at least 1"):
        s.add_condition("c2", {"name": "Stunned", "length": "0"})
    assert s.encounter.combatant("c2").conditions == ()


def test_a_condition_length_is_read_as_typed_around_its_spaces_and_sign():
    s = fight()
    s.add_condition("c2", {"name": "Prone", "length": " +3 ", "unit": "rounds"})
    [prone] = s.encounter.combatant("c2").conditions
    assert prone.left == 3


def test_the_edit_form_renames_and_sets_initiative_with_a_comma():
    s = fight()
    s.edit("c2", {"name": "Orc chief", "notes": "scarred", "initiative": "11,5"})
    chief = s.encounter.combatant("c2")
    assert (chief.name, chief.notes, chief.initiative) == ("Orc chief", "scarred", 11.5)
    with pytest.raises(RulesError, match="Initiative must be a number"):
        s.edit("c2", {"name": "Orc chief", "initiative": "fast"})


@pytest.mark.parametrize("typed, initiative", [("12", 12), ("12,0", 12), ("1e1", 10), ("-2.5", -2.5)])
def test_the_edit_form_keeps_an_initiative_that_is_whole_as_a_whole_number(typed, initiative):
    s = fight()
    s.edit("c2", {"name": "Orc", "initiative": typed})
    kept = s.encounter.combatant("c2").initiative
    assert kept == initiative and type(kept) is type(initiative)


@pytest.mark.parametrize("typed, said", [("nan", "must be a finite number"), ("1e400", "must be a finite number"),
                                         ("2000000000", "is too large")])
def test_the_edit_form_refuses_an_initiative_that_is_not_finite_or_past_a_billion(typed, said):
    s = fight()
    with pytest.raises(RulesError, match=said):
        s.edit("c2", {"name": "Orc", "initiative": typed})


def test_a_maneuver_picked_on_the_row_is_one_edit_of_that_stat():
    s = fight()
    change(s, "turn-stat", "c2", "maneuver", "all_out_attack")
    assert s.encounter.combatant("c2").stats["maneuver"] == "all_out_attack"
    with pytest.raises(RulesError):
        change(s, "turn-stat", "c2", "st", "12")


def test_duplicating_adds_one_more_and_removing_closes_the_opened_row():
    s = fight()
    tap(s, "duplicate", "c2")
    assert len(s.encounter.combatants) == 4
    s.select("c2")
    s.remove("c2")
    assert s.selected is None and "c2" not in [c.id for c in s.encounter.combatants]


def test_a_row_opened_on_a_combatant_another_step_took_away_is_closed():
    s = fight()
    s.select("c3")
    s.apply({"kind": "remove", "id": "c3"})
    assert s.selected is None


def test_time_passing_moves_the_clock():
    s = fight()
    s.time_passes({"amount": "2", "unit": "hours"})
    assert s.encounter.clock == 7200


def test_a_combatants_calculator_opens_filled_in_with_its_stats_and_applies_to_it():
    s = fight()
    assert ("gurps-injury", "Damage to injury") in s.calculators("c2")
    outcome = s.calculate("c2", "gurps-condition")
    assert outcome.calculator == Prefill("gurps-condition", {"hp": 10, "max_hp": 10, "fp": 10, "max_fp": 10}, "c2")
    assert s.calculate("c2", "gurps-no-such").calculator is None


def test_rolling_a_reminders_check_says_what_it_came_to_and_keeps_the_roll():
    s = fight()
    wound(s, "c2", 6)  # a major wound: HT against knockdown and stun
    view = s.encounter.view()
    index = next(i for i, r in enumerate(view.reminders) if r.check is not None)
    assert s.reminder_rolls.chances(view)[index].endswith("%")
    outcome = s.reminder_rolls.roll(index)
    (rolled,) = outcome.rolls
    assert rolled.notation == "3d6" and len(rolled.faces) == 3 and rolled.source == "GURPS tracker · Orc 1"
    assert rolled.said.startswith("HT against knockdown and stun 10: rolled")
    assert s.reminder_rolls.now(s.encounter.view())[index][0].startswith(f"Rolled {rolled.total}:")
    assert s.reminder_rolls.roll(99).rolls == ()


def test_a_reminders_roll_says_whether_it_was_made_and_leaves_its_colour_to_the_page():
    s = fight()
    wound(s, "c2", 6)
    view = s.encounter.view()
    index = next(i for i, r in enumerate(view.reminders) if r.check is not None)
    (rolled,) = s.reminder_rolls.roll(index).rolls
    made = "made it" in rolled.said  # "… 10: rolled 9: made it by 1"
    assert rolled.met is made
    assert s.reminder_rolls.now(s.encounter.view())[index][1] == ("success" if made else "failure")


# -- the add form --------------------------------------------------------------------------------

def test_the_add_form_numbers_several_and_says_the_form_is_used_up():
    s = session()
    outcome = s.add({"name": "Orc", "count": "3", "initiative": "9"})
    assert names(s) == ["Orc 1", "Orc 2", "Orc 3"] and outcome.form_done


def test_combatants_added_without_initiative_roll_it():
    s = session()
    s.add({"name": "Orc", "count": "2"})
    assert all(c.initiative is not None for c in s.encounter.combatants)


def test_a_bad_count_on_the_add_form_names_its_field_and_adds_nobody():
    s = session()
    with pytest.raises(RulesError) as refused:
        s.add({"name": "Orc", "count": "500"})
    assert refused.value.field == "count" and s.encounter.combatants == ()


# -- undo and another tab ----------------------------------------------------------------------------

def test_undo_takes_back_the_last_damage_and_redo_brings_it_back_without_asking():
    s = fight()
    wound(s, "c2", 4)
    assert s.undo().ask is None and hp(s, "c2") == 10
    assert s.redo().ask is None and hp(s, "c2") == 6


def test_a_change_is_written_once_kept_and_a_reload_finds_it():
    s = fight()
    wound(s, "c2", 4)
    assert s.unkept is not None and hp(reread(s), "c2") == 10
    s.keep()
    assert s.unkept is None and hp(reread(s), "c2") == 6


def test_a_change_made_over_another_tabs_newer_record_is_made_again_on_it():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    b = session(storage)
    wound(b, "c2", 3)
    b.keep()
    outcome = wound(a, "c2", 4)
    assert outcome.notice == "Another tab changed this encounter too: your change was added to it."
    assert hp(a, "c2") == 3 and hp(reread(a), "c2") == 3


def test_a_pending_change_that_meets_another_tabs_write_is_made_again_when_kept():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    b = session(storage)
    wound(a, "c2", 4)  # shown, not yet written
    wound(b, "c2", 3)
    b.keep()
    assert "your change was added" in a.keep().notice and hp(reread(a), "c2") == 3


def test_a_change_that_no_longer_applies_on_another_tabs_record_is_refused_saying_why():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    b = session(storage)
    b.remove("c3")
    b.keep()
    with pytest.raises(RulesError, match="your change no longer applies"):
        wound(a, "c3", 2)
    assert [c.id for c in a.encounter.combatants] == ["c1", "c2"]


def test_undo_asks_before_taking_back_another_tabs_step_naming_it():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    b = session(storage)
    wound(b, "c2", 3)
    b.keep()
    a.another_tab_wrote("encounter.gurps.e1")
    asked = tap(a, "undo")
    assert asked.ask.text.startswith("The last change was made in another tab (Orc 1")
    assert asked.ask.text.endswith("). Undo it here?")
    assert hp(a, "c2") == 7  # nothing is taken back before the player says yes
    tap(a, "undo", reply=True)
    assert hp(a, "c2") == 10


def test_redo_asks_before_making_again_a_step_another_tab_undid():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    wound(a, "c2", 3)
    a.keep()
    b = session(storage)
    b.undo()
    b.keep()
    a.another_tab_wrote("encounter.gurps.e1")
    assert a.redo().ask.text.startswith("The change to redo was undone in another tab")
    a.redo(confirmed=True)
    assert hp(a, "c2") == 7


def test_an_undo_over_another_tabs_newer_record_shows_it_and_asks_to_try_again():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    b = session(storage)
    wound(b, "c2", 3)
    b.keep()
    with pytest.raises(RulesError, match="shown as it is now. Try again"):
        a.undo()
    assert hp(a, "c2") == 7


def test_an_open_tab_shows_what_another_tab_changed():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    b = session(storage)
    b.add({"name": "Wolf", "initiative": "5"})
    b.keep()
    assert a.another_tab_wrote("encounter.gurps.e1").redraw and names(a)[-1] == "Wolf"
    assert not a.another_tab_wrote("forms").redraw


def test_a_tab_whose_encounter_another_tab_deleted_says_so_and_shows_another():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.keep()
    a.encounters.new()
    a.encounters.open("e1")
    b = session(storage)
    b.encounters.open("e1")
    b.encounters.delete(confirmed=True)
    outcome = a.another_tab_wrote("encounter.gurps.e1")
    assert outcome.notice == "“Encounter 1” was deleted in another tab: “Encounter 2” is shown now."
    assert a.library.current == "e2"


def test_a_change_to_an_encounter_another_tab_deleted_says_so():
    storage = FakeStorage(quota=10**7)
    a = fight(storage)
    a.encounters.new()
    a.encounters.open("e1")
    b = session(storage)
    b.encounters.open("e1")
    b.encounters.delete(confirmed=True)
    assert tap(a, "end").notice == "This encounter was deleted in another tab."
    assert a.library.current == "e2"


def test_a_card_saved_in_another_tab_joins_this_tabs_roster():
    storage = FakeStorage(quota=10**7)
    a, b = session(storage), session(storage)
    b.cards.save(None, {"name": "Brom"})
    a.another_tab_wrote("member.gurps.m1")
    assert [m.name for m in a.roster.members] == ["Brom"]


def test_an_encounter_too_large_to_keep_is_refused_as_if_never_made(monkeypatch):
    import keeping.records as store

    s = fight()
    s.keep()
    monkeypatch.setattr(store, "MOST_ENCOUNTER_TEXT", 2_000)
    s.add({"name": "Horde", "count": "20", "initiative": "1"})
    with pytest.raises(RulesError, match="too large to keep"):
        s.keep()
    assert names(s) == ["Ana", "Orc 1", "Orc 2"] and names(reread(s)) == ["Ana", "Orc 1", "Orc 2"]


# -- character cards ----------------------------------------------------------------------------

def test_a_card_is_added_edited_and_named_in_the_roster():
    s = session()
    assert s.cards.save(None, {"name": "Brom", "st": "13", "attacks": "Broadsword 14 sw+1 cut"}).form_done
    s.cards.edit("m1")
    assert s.editing == "m1"
    assert not s.cards.save("m1", {"name": "Brom the Bold", "st": "14"}).form_done
    assert s.editing is None and [m.name for m in reread(s).roster.members] == ["Brom the Bold"]


def test_editing_a_card_brings_the_card_form_into_view_and_cancel_leaves_it():
    s = session()
    s.cards.save(None, {"name": "Brom"})
    assert s.cards.edit("m1").in_view == (InView("card-form"),)
    s.cards.cancel()
    assert s.editing is None


def test_a_bad_card_field_is_named_without_its_stats_prefix():
    s = session()
    with pytest.raises(RulesError) as refused:
        s.cards.save(None, {"name": "Brom", "st": "0"})
    assert refused.value.field == "st" and s.roster.members == ()


def test_a_combatant_kept_as_a_card_keeps_its_stats():
    s = fight()
    s.edit("c2", {"name": "Orc chief", "st": "14"})
    s.cards.from_combatant("c2")
    (member,) = reread(s).roster.members
    assert member.name == "Orc chief" and member.stats["st"] == 14


def test_deleting_a_card_asks_first_naming_it():
    s = session()
    s.cards.save(None, {"name": "Brom"})
    assert tap(s, "roster-remove", "m1").ask == Question("Delete the card of Brom?") and len(s.roster.members) == 1
    tap(s, "roster-remove", "m1", reply=True)
    assert s.roster.members == () and reread(s).roster.members == ()


def test_a_card_brought_in_rolls_its_initiative():
    s = session()
    s.cards.save(None, {"name": "Brom", "dx": "12"})
    tap(s, "roster-add", "m1")
    (brom,) = s.encounter.combatants
    assert brom.name == "Brom" and brom.side == "party" and brom.initiative is not None


def test_a_new_encounter_from_the_roster_brings_the_ticked_cards_or_everyone():
    s = fight()
    s.cards.save(None, {"name": "Brom"})
    s.cards.save(None, {"name": "Cara"})
    s.new_from_roster(["m2"])
    assert s.encounter_name == "Encounter 2" and names(s) == ["Cara"]
    s.bring(None)
    assert sorted(names(s)) == ["Brom", "Cara", "Cara 2"]


def test_bringing_cards_with_no_cards_is_refused_and_makes_no_encounter():
    s = session()
    with pytest.raises(RulesError, match="No character cards yet"):
        tap(s, "roster-new")
    assert [e.name for e in s.library.saved] == ["Encounter 1"]


def test_a_cards_attack_opens_its_calculator_with_the_damage_rolled_and_kept_in_the_roll_log():
    s = session()
    s.cards.save(None, {"name": "Brom", "st": "13", "attacks": "Broadsword 14 sw+1 cut"})
    outcome = tap(s, "card-attack", "m1", {"attack": "0", "opening": "1"})
    (rolled,) = outcome.rolls
    assert outcome.calculator.tool == "gurps-injury" and outcome.calculator.values["damage"] == rolled.total
    assert rolled.notation == "2d6" and rolled.source == "GURPS · Brom" and sum(rolled.faces) == rolled.total
    skill = s.cards.attack("m1", 0, 0)
    assert skill.calculator == Prefill("gurps-skill", {"base": 14, "hp": 13}) and skill.rolls == ()


# -- the encounters ------------------------------------------------------------------------------------

def test_a_new_encounter_is_opened_and_the_old_one_stays_in_the_list():
    s = fight()
    s.select("c2")
    s.encounters.new()
    assert s.encounter_name == "Encounter 2" and s.selected is None
    s.encounters.open("e1")
    assert names(s) == ["Ana", "Orc 1", "Orc 2"] and reread(s).library.current == "e1"


def test_rename_asks_for_a_name_starting_from_the_old_one():
    s = session()
    assert tap(s, "rename").ask == Question("Name this encounter", "Encounter 1")
    tap(s, "rename", reply="Bridge")
    assert s.encounter_name == "Bridge" and reread(s).encounter_name == "Bridge"


def test_delete_asks_first_and_deleting_the_last_one_starts_a_fresh_encounter():
    s = fight()
    asked = tap(s, "delete")
    assert asked.ask.text == "Delete “Encounter 1”? Export it first to keep a copy." and names(s)
    tap(s, "delete", reply=True)
    assert s.library.current == "e2" and s.encounter.combatants == ()
    assert [e.id for e in reread(s).library.saved] == ["e2"]


def test_an_exported_encounter_imports_as_a_new_identical_one():
    s = fight()
    wound(s, "c2", 4)
    s.encounters.rename("Bridge")
    name, text = s.encounters.export().download
    assert name == "pyrules-gurps-bridge.json"
    s.encounters.import_file(json.loads(text))
    assert s.encounter_name == "Bridge" and s.library.current == "e2"
    assert s.encounter == s.library.get("e1")


def test_an_encounter_file_of_another_game_names_that_game():
    s = session()
    with pytest.raises(RulesError, match="This encounter is for Cortex"):
        s.encounters.import_file({"pyrules": "encounter", "encounter": {"plugin": "cortex"}})
    with pytest.raises(RulesError, match="not a pyrules encounter file"):
        s.encounters.import_file({"pyrules": "roster"})
    assert len(s.library.saved) == 1


def test_an_encounter_file_that_cannot_be_shown_is_refused_and_nothing_is_kept():
    s = fight()
    text = s.encounters.export().download[1]

    def cannot(encounter):
        raise RulesError("cannot be shown")

    with pytest.raises(RulesError, match="cannot be shown"):
        s.encounters.import_file(json.loads(text), cannot)
    assert len(s.library.saved) == 1 and len(reread(s).library.saved) == 1


# -- the page's names for them -------------------------------------------------------------------------

def test_a_tap_by_its_page_name_reaches_its_step():
    s = fight()
    tap(s, "select", "c2")
    tap(s, "digit", None, {"digit": "5"})
    tap(s, "damage", "c2", pool="HP")
    tap(s, "next")
    submit(s, "condition", "c2", {"name": "Stunned"})
    assert hp(s, "c2") == 5 and s.encounter.state.active == "c1"
    assert [c.name for c in s.encounter.combatant("c2").conditions] == ["Stunned"]


def test_an_unknown_action_form_or_control_is_refused():
    s = fight()
    with pytest.raises(ValueError, match="no action “explode”"):
        tap(s, "explode")
    with pytest.raises(ValueError, match="no form"):
        submit(s, "wish", None, {})
    with pytest.raises(ValueError, match="no control"):
        change(s, "dial", None, "x", "1")


def test_every_action_form_and_control_the_page_draws_is_one_the_session_takes():
    plugin = fight().plugin
    drawn = str(tracker_page.frame("gurps", plugin))
    s = fight()
    s.cards.save(None, {"name": "Brom", "attacks": "Broadsword 14 sw+1 cut"})
    s.next_turn()
    wound(s, "c2", 6)
    s.add_condition("c2", {"name": "Stunned"})
    view = s.encounter.view()
    drawn += str(tracker_page.combatant_row(view.order[1], True, "", None, plugin.stats, {}, False, "gurps-tracker",
                                            s.calculators("c2"), tracker_page.turn_strip(
                                                view.order[1], s.turn_choices("c2"), plugin.pools.spent)))
    drawn += str(due_page.reminders(view, {}, s.reminder_rolls.chances(view)))
    drawn += str(roster_page.roster_items(s.roster, plugin.card_form, {"m1": (s.roster.openings("m1", 0),)}))
    drawn += str(roster_page.card_form("gurps", plugin, s.roster.members[0]))
    acts = set(re.findall(r'data-act="([^"]+)"', drawn))
    forms = set(re.findall(r'data-form="([^"]+)"', drawn))
    files = set(FILES)  # files the page reads, then hands to their commands
    assert files == {"import", "load-cards", "import-character"}
    assert acts - files <= set(TAPS) | set(CONTROLS) and forms <= set(FORMS)
    assert {"select", "digit", "damage", "heal", "uncondition", "spend", "calculate", "roll-check", "card-attack",
            "roster-remove", "card-edit", "cards-save"} | files <= acts


# -- a whole fight ----------------------------------------------------------------------------------------

def test_a_short_fight_runs_through_the_session_and_a_reload_finds_it_as_left():
    storage = FakeStorage(quota=10**7)
    s = session(storage)
    s.cards.save(None, {"name": "Brom", "st": "13", "dx": "12", "attacks": "Broadsword 14 sw+1 cut"})
    s.new_from_roster(None)  # Brom's initiative is worked out: his turn begins
    assert s.encounter.state.active == s.encounter.named("Brom").id
    s.add({"name": "Orc", "count": "2", "initiative": "9"})
    attack = s.cards.attack("m1", 0, 1).calculator.values["damage"]
    orc = next(c.id for c in s.encounter.combatants if c.name == "Orc 1")
    wound(s, orc, attack)
    s.add_condition(orc, {"name": "Stunned", "length": "1"})
    for _ in range(3):
        s.next_turn()
    s.keep()
    again = session(storage)
    assert again.encounter == s.encounter and again.encounter_name == "Encounter 2"
    assert hp(again, orc) == 10 - attack and again.encounter.round == 2
