"""Turn order, rounds, the game clock, ties, holding and acting now."""

import random

import pytest

from encounter_helpers import active_name, add, order_names, step
from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions


def test_the_first_next_begins_round_one_with_the_first_in_the_order(three):
    enc, _ = three
    assert enc.active is None and enc.round == 1 and enc.turn == 0
    enc = step(enc)
    assert active_name(enc) == "Ana"
    assert (enc.round, enc.turn, enc.clock) == (1, 1, 0)


def test_next_goes_down_the_order_and_wraps_into_a_new_round(three):
    enc, _ = three
    seen = []
    for _ in range(7):
        enc = step(enc)
        seen.append((enc.round, enc.turn, active_name(enc)))
    assert seen == [
        (1, 1, "Ana"), (1, 2, "Bo"), (1, 3, "Cy"),
        (2, 1, "Ana"), (2, 2, "Bo"), (2, 3, "Cy"),
        (3, 1, "Ana"),
    ]


def test_each_new_round_adds_the_plugins_round_length_to_the_clock(three, chatty):
    generic, _ = three
    assert step(generic, 4).clock == 6  # generic rounds are 6 s; round 2 began once
    ten, _ = chatty
    assert step(ten, 7).clock == 20  # round 3: two rounds of 10 s


def test_the_log_records_round_and_turn_of_each_entry(three):
    enc, ids = three
    enc = step(enc, 4)
    enc = enc.apply(actions.damage(ids["Ana"], 2))
    last = enc.log[-1]
    assert (last.round, last.turn, last.kind) == (2, 1, "damage")
    assert last.text == "Ana takes 2 damage: HP 10 → 8."
    assert [e.text for e in enc.log if e.kind == "round"] == ["Round 2 begins."]


def test_previous_goes_back_one_place_and_across_the_round_boundary(three):
    enc, _ = three
    enc = step(enc, 4)  # round 2, Ana
    assert enc.clock == 6
    enc = enc.apply(actions.previous_turn())
    assert (enc.round, active_name(enc), enc.clock) == (1, "Cy", 0)
    enc = enc.apply(actions.previous_turn())
    assert (enc.round, active_name(enc)) == (1, "Bo")
    assert enc.log[-1].text == "Back to Bo’s turn (round 1)."


def test_previous_on_the_first_turn_or_before_the_start_is_refused(three):
    enc, _ = three
    with pytest.raises(RulesError, match="not begun|has begun"):
        enc.apply(actions.previous_turn())
    with pytest.raises(RulesError, match="first turn"):
        step(enc).apply(actions.previous_turn())


def test_next_with_no_one_in_the_order_is_refused():
    with pytest.raises(RulesError, match="No one is in the turn order") as error:
        Encounter.new().apply(actions.next_turn())
    assert error.value.field == "next"


def test_sort_orders_by_initiative_then_tie_break_highest_first():
    enc = Encounter.new()
    for name in ("Low", "TieA", "High", "TieB"):
        enc = enc.apply(actions.add(name))
    for name, value, tiebreak in (("Low", 3, None), ("TieA", 10, 1), ("High", 18, None), ("TieB", 10, 4)):
        enc = enc.apply(actions.set_initiative(enc.named(name).id, value, tiebreak))
    enc = enc.apply(actions.sort())
    assert order_names(enc) == ["High", "TieB", "TieA", "Low"]


def test_full_ties_keep_their_present_order_and_blanks_sort_last():
    enc = Encounter.new()
    for name in ("Blank", "First", "Second", "Third"):
        enc = enc.apply(actions.add(name))
    for name in ("Third", "First", "Second"):
        enc = enc.apply(actions.set_initiative(enc.named(name).id, 12, 2))
    enc = enc.apply(actions.sort())
    assert order_names(enc) == ["First", "Second", "Third", "Blank"]


def test_a_tie_break_beats_no_tie_break_and_a_float_initiative_sorts_between_ints():
    enc = Encounter.new()
    for name, value, tiebreak in (("Six", 6, None), ("Five25", 5.25, None), ("SixTb", 6, 0), ("Five", 5, None)):
        enc = enc.apply(actions.add(name, initiative=value, tiebreak=tiebreak))
    enc = enc.apply(actions.sort())
    assert order_names(enc) == ["SixTb", "Six", "Five25", "Five"]


def test_sorting_keeps_whose_turn_it_is(three):
    enc, ids = three
    enc = step(enc, 2)  # Bo
    enc = enc.apply(actions.set_initiative(ids["Cy"], 20))
    enc = enc.apply(actions.sort())
    assert order_names(enc) == ["Cy", "Ana", "Bo"]
    assert active_name(enc) == "Bo" and enc.turn == 3


def test_a_combatant_added_with_an_initiative_is_placed_by_rank(three):
    enc, _ = three
    enc, _ = add(enc, "Dee", 12, tiebreak=1)
    enc, _ = add(enc, "Eve")
    assert order_names(enc) == ["Ana", "Dee", "Bo", "Cy", "Eve"]


def test_rolled_initiative_comes_from_the_plugin_and_is_stored_in_the_action():
    enc = Encounter.new()
    enc = enc.apply(actions.add("Goblin", 3, stats={"init": 2}))
    action = actions.roll_initiative(enc, random.Random(7))
    rng = random.Random(7)
    expected = [rng.randint(1, 20) + 2 for _ in range(3)]
    assert [e["value"] for e in action["entries"]] == expected
    assert all(e["tiebreak"] == 2 and e["text"].startswith("d20 ") for e in action["entries"])
    enc = enc.apply(action)
    values = sorted(expected, reverse=True)
    assert [c.initiative for c in enc.combatants] == values  # sorted by default
    assert enc.undo().redo() == enc  # the rolls are replayed, not rolled again


def test_roll_initiative_for_chosen_combatants_only(three):
    enc, ids = three
    action = actions.roll_initiative(enc, random.Random(1), [ids["Bo"]], sort=False)
    assert [e["id"] for e in action["entries"]] == [ids["Bo"]]
    with pytest.raises(RulesError) as error:
        actions.roll_initiative(enc, random.Random(1), ["c99"])
    assert error.value.field == "ids"
    with pytest.raises(RulesError):
        actions.roll_initiative(enc, "not a random")


def test_set_initiative_with_none_clears_it(three):
    enc, ids = three
    enc = enc.apply(actions.set_initiative(ids["Ana"], None, sort=True))
    assert enc.combatant(ids["Ana"]).initiative is None
    assert order_names(enc) == ["Bo", "Cy", "Ana"]


def test_a_held_combatant_leaves_the_order_and_the_turn_passes_on(three):
    enc, ids = three
    enc = step(enc)  # Ana
    enc = enc.apply(actions.delay())
    assert order_names(enc) == ["Bo", "Cy"]
    assert [c.name for c in enc.state.held] == ["Ana"]
    assert active_name(enc) == "Bo" and enc.round == 1
    enc = step(enc, 2)  # Cy, then round 2 without Ana
    assert (enc.round, active_name(enc)) == (2, "Bo")


def test_act_now_puts_the_holder_before_the_active_one_and_the_interrupted_turn_resumes(chatty):
    enc, ids = chatty
    enc = step(enc)  # Ana
    enc = enc.apply(actions.delay(ids["Ana"]))  # Bo's turn begins
    enc = step(enc)  # Cy's turn begins
    enc = enc.apply(actions.act_now(ids["Ana"]))
    assert order_names(enc) == ["Bo", "Ana", "Cy"]
    assert active_name(enc) == "Ana" and enc.round == 1
    assert [r.text for r in enc.reminders] == []  # Ana's turn had begun: it resumes
    enc = step(enc)  # Ana's turn ends; Cy's interrupted turn resumes
    assert active_name(enc) == "Cy"
    assert [r.text for r in enc.reminders] == ["Ana turn_end"]
    enc = step(enc)
    assert (enc.round, active_name(enc)) == (2, "Bo")
    assert [r.text for r in enc.reminders] == ["Cy turn_end", "Bo turn_start"]


def test_holding_the_last_place_begins_a_new_round(three):
    enc, _ = three
    enc = step(enc, 3)  # Cy
    enc = enc.apply(actions.delay())
    assert (enc.round, active_name(enc)) == (2, "Ana")


def test_when_everyone_holds_no_one_is_active_until_someone_acts(three):
    enc, ids = three
    enc = step(enc)
    for _ in range(3):
        enc = enc.apply(actions.delay())
    assert enc.active is None and enc.state.order == ()
    with pytest.raises(RulesError):
        step(enc)
    enc = enc.apply(actions.act_now(ids["Cy"]))
    assert active_name(enc) == "Cy" and order_names(enc) == ["Cy"]


def test_a_combatant_can_hold_before_its_turn_comes(three):
    enc, ids = three
    enc = step(enc)  # Ana
    enc = enc.apply(actions.delay(ids["Cy"]))
    assert active_name(enc) == "Ana"
    enc = step(enc, 2)
    assert (enc.round, active_name(enc)) == (2, "Ana")


def test_holding_twice_or_acting_without_holding_is_refused(three):
    enc, ids = three
    enc = enc.apply(actions.delay(ids["Bo"]))
    with pytest.raises(RulesError, match="already holding"):
        enc.apply(actions.delay(ids["Bo"]))
    with pytest.raises(RulesError, match="not holding"):
        enc.apply(actions.act_now(ids["Ana"]))
    with pytest.raises(RulesError, match="choose who holds"):
        enc.apply(actions.delay())


def test_acting_now_before_the_start_puts_the_holder_first(three):
    enc, ids = three
    enc = enc.apply(actions.delay(ids["Cy"]))
    enc = enc.apply(actions.act_now(ids["Cy"]))
    assert order_names(enc) == ["Cy", "Ana", "Bo"] and active_name(enc) == "Cy"


def test_removing_the_active_combatant_passes_the_turn(three):
    enc, ids = three
    enc = step(enc, 2)  # Bo
    enc = enc.apply(actions.remove(ids["Bo"]))
    assert active_name(enc) == "Cy" and enc.round == 1
    enc = enc.apply(actions.remove(ids["Cy"]))
    assert (enc.round, active_name(enc)) == (2, "Ana")


def test_after_the_end_the_turn_actions_are_refused(three):
    enc, ids = three
    enc = step(enc, 2).apply(actions.end())
    assert enc.ended and enc.active is None
    assert enc.log[-1].text == "The encounter ends after 1 round."
    for action in (actions.next_turn(), actions.previous_turn(), actions.delay(ids["Ana"]),
                   actions.act_now(ids["Ana"]), actions.end()):
        with pytest.raises(RulesError, match="ended"):
            enc.apply(action)
    healed = enc.apply(actions.heal(ids["Ana"], 1))  # pools can still be tended
    assert healed.log[-1].kind == "heal"


def test_turn_reminders_come_at_the_start_and_end_of_each_turn(chatty):
    enc, _ = chatty
    enc = step(enc)
    assert [(r.text, r.moment) for r in enc.reminders] == [("Ana turn_start", "turn_start")]
    enc = step(enc)
    assert [r.text for r in enc.reminders] == ["Ana turn_end", "Bo turn_start"]
    assert enc.reminders[1].who == enc.named("Bo").id


def test_reminders_stay_until_the_turn_changes(chatty):
    enc, ids = chatty
    enc = step(enc).apply(actions.damage(ids["Ana"], 1))
    assert [r.text for r in enc.reminders] == ["Ana turn_start"]


def test_game_time_checks_fall_due_as_rounds_advance_the_clock(chatty):
    enc, _ = chatty
    enc = step(enc, 3 * 5 + 3)  # round 6, Cy: the clock is at 50 s, no minute yet
    assert (enc.round, enc.clock) == (6, 50) and not any(r.moment == "time" for r in enc.reminders)
    enc = step(enc)  # round 7 begins at 60 s
    assert (enc.round, enc.clock) == (7, 60)
    assert [r.text for r in enc.reminders if r.moment == "time"] == ["Every minute: check"]


def test_time_passing_advances_the_clock_not_the_round(chatty):
    enc, _ = chatty
    enc = step(enc).apply(actions.time_passes(minutes=2, seconds=30))
    assert (enc.clock, enc.round, active_name(enc)) == (150, 1, "Ana")
    assert [r.text for r in enc.reminders] == ["Every minute: check (×2)"]
    assert enc.log[-1].text == "Time passes: 2 minutes 30 seconds."
    enc = enc.apply(actions.time_passes(hours=1))
    assert enc.clock == 3750 and enc.view().clock_text == "1:02:30"


def test_time_passing_needs_some_time():
    with pytest.raises(RulesError) as error:
        Encounter.new().apply(actions.time_passes())
    assert error.value.field == "seconds"
    with pytest.raises(RulesError):
        actions.time_passes(minutes=-1)
