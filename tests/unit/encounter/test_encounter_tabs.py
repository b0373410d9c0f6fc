"""Two tabs on one encounter: undo and redo know which steps another tab made."""

from encounter_helpers import add
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.tabs import OtherTabs


def two_tabs():
    """An encounter both tabs read, and what each tab knows of the other's steps."""
    enc, orc = add(Encounter.new("test-hooks"), "Orc", 12)
    return enc, orc, OtherTabs()


def test_an_action_read_from_another_tab_is_theirs_to_undo():
    mine, orc, others = two_tabs()
    theirs = mine.apply(A.damage(orc, 3))
    others.read("e1", mine, theirs)
    assert others.undo_is_theirs("e1", theirs)


def test_my_own_action_on_top_of_theirs_is_mine_to_undo_and_after_it_theirs_again():
    mine, orc, others = two_tabs()
    theirs = mine.apply(A.damage(orc, 3))
    others.read("e1", mine, theirs)
    both = theirs.apply(A.damage(orc, 1))
    assert not others.undo_is_theirs("e1", both)
    assert others.undo_is_theirs("e1", both.undo())


def test_actions_this_tab_made_before_reading_the_other_tab_stay_its_own():
    start, orc, others = two_tabs()
    mine = start.apply(A.damage(orc, 2))
    theirs = mine.apply(A.damage(orc, 5)).apply(A.heal(orc, 1))
    others.read("e1", mine, theirs)
    assert others.undo_is_theirs("e1", theirs) and others.undo_is_theirs("e1", theirs.undo())
    assert not others.undo_is_theirs("e1", theirs.undo().undo())


def test_a_step_the_other_tab_undid_is_theirs_to_redo_and_one_this_tab_undid_is_not():
    start, orc, others = two_tabs()
    mine = start.apply(A.damage(orc, 2)).apply(A.damage(orc, 3))
    theirs = mine.undo()
    others.read("e1", mine, theirs)
    assert others.redo_is_theirs("e1", theirs) and not others.undo_is_theirs("e1", theirs)
    assert not others.redo_is_theirs("e1", theirs.undo())


def test_a_tab_that_read_nothing_from_another_owns_every_step():
    enc, orc, others = two_tabs()
    enc = enc.apply(A.damage(orc, 2)).apply(A.damage(orc, 3)).undo()
    assert not others.undo_is_theirs("e1", enc) and not others.redo_is_theirs("e1", enc)
    assert not others.undo_is_theirs("e2", Encounter.new("test-hooks"))
