"""A reminder's roll is part of the encounter: a reload keeps it, another tab sees it, and undo
takes it back with the step that made it (B420's knockdown roll, through the session)."""

import pytest

from exchange_helpers import Loaded, a_major_wound_at_the_neck, knockdown, named, reread, session
from pyrules.core.errors import RulesError

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2", "ht": "10"}, "Axe 12 2d cut melee")


def a_major_wound_to_the_orc():
    """The fighter's broadsword at the orc's neck for a major wound: its knockdown roll is due."""
    s = a_major_wound_at_the_neck(FIGHTER, ORC)
    return s, s.encounter.state.reminders.index(knockdown(s))


def test_a_knockdown_roll_made_survives_a_reload():
    s, index = a_major_wound_to_the_orc()
    s.rng = Loaded(6, 6, 5)
    s.reminder_rolls.roll(index)
    again = reread(s)
    rolled = knockdown(again).rolled
    assert (rolled.total, rolled.faces, rolled.met) == (17, (6, 6, 5), False)
    assert again.reminder_rolls.follows(again.encounter.view()) == {index: "Unconscious"}


def test_another_tab_sees_the_roll_made_in_this_one():
    s, index = a_major_wound_to_the_orc()
    s.keep()
    other = session("gurps", s.book.store.backend)
    s.rng = Loaded(1, 2, 3)
    s.reminder_rolls.roll(index)
    s.keep()
    other.another_tab_wrote("encounter.gurps." + s.library.open_id)
    assert knockdown(other).rolled.total == 6 and knockdown(other).rolled.met


def test_undo_takes_back_the_roll_and_then_the_roll_can_be_made_again():
    s, index = a_major_wound_to_the_orc()
    s.rng = Loaded(6, 6, 5)
    s.reminder_rolls.roll(index)
    s.undo()
    assert knockdown(s).rolled is None
    s.rng = Loaded(1, 1, 2)
    s.reminder_rolls.roll(index)
    assert knockdown(s).rolled.met


def test_undo_of_what_a_failed_roll_put_on_takes_it_back_and_leaves_the_roll_to_mark_again():
    s, index = a_major_wound_to_the_orc()
    orc = named(s, "Orc")
    s.rng = Loaded(6, 6, 6)  # 18 against HT 10: failed, critically
    s.reminder_rolls.roll(index)
    (put_on,) = s.reminder_rolls.follows(s.encounter.view()).values()
    s.reminder_rolls.follow(index)
    assert put_on in [c.name for c in s.encounter.combatant(orc).conditions]
    assert s.reminder_rolls.follows(s.encounter.view()) == {}  # put on: nothing more to mark
    s.undo()
    assert put_on not in [c.name for c in s.encounter.combatant(orc).conditions]
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: put_on}


def test_a_roll_made_already_is_not_made_again_and_one_no_longer_due_is_refused():
    from pyrules.core.encounter import actions as A

    s, index = a_major_wound_to_the_orc()
    reminder = knockdown(s)
    s.reminder_rolls.roll(index)
    with pytest.raises(RulesError, match="rolled already"):
        s.apply(A.roll_reminder(reminder.who, reminder.text, 10, (3, 3, 4)))
    s.next_turn(confirmed=True)
    with pytest.raises(RulesError, match="no longer due"):
        s.apply(A.roll_reminder(reminder.who, reminder.text, 10, (3, 3, 4)))


def test_a_roll_is_written_in_the_encounters_log_with_what_it_came_to():
    s, index = a_major_wound_to_the_orc()
    s.rng = Loaded(6, 6, 5)
    s.reminder_rolls.roll(index)
    entry = s.encounter.log[-1]
    assert entry.kind == "reminder_roll" and entry.who == named(s, "Orc")
    assert "rolled 17" in entry.text
