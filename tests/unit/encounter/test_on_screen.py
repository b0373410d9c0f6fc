"""What a tab has chosen on its tracker is one immutable value each tap turns into the next."""

from pyrules.core.encounter import Encounter, Roster, actions
from pyrules.core.encounter.on_screen import OnScreen


def test_opening_a_row_empties_its_keypad_on_the_pool_it_took_last_and_opening_it_again_closes_it():
    typed = OnScreen(opened="c1", amount="12", pool="FP").toggled("c2", "HP")
    assert typed == OnScreen(opened="c2", amount="", pool="HP")
    assert typed.toggled("c2", "HP").opened is None


def test_the_keypad_takes_five_digits_at_most_and_no_leading_zero():
    on = OnScreen(opened="c1")
    for key in "0123456":
        on = on.keyed(key)
    assert on.amount == "12345"
    assert on.keyed("back").amount == "1234" and on.keyed("clear").amount == ""


def test_a_spent_amount_leaves_the_keypad_empty_on_the_pool_it_went_to():
    assert OnScreen(opened="c1", amount="7").spent("FP") == OnScreen(opened="c1", amount="", pool="FP")


def test_a_row_or_card_that_is_gone_is_forgotten_and_each_change_is_a_new_value():
    encounter = Encounter.new().apply(actions.add("Goblin"))
    on = OnScreen(opened="c9", editing="m3")
    settled = on.settled(encounter.state, Roster("generic"))
    assert settled == OnScreen() and on == OnScreen(opened="c9", editing="m3")
    kept = OnScreen(opened="c1")
    assert kept.settled(encounter.state, Roster("generic")) is kept
