"""A reminder's roll answered on a player's phone reaches the game master's reminder: keyed in the
view, named by the phone's roll, waiting on the seat for the game master to accept (the reminder's
roll made with the player's dice, judged by its ruleset as ever) or ignore; never applied by
itself. One no longer due is only logged; one naming another's reminder or other dice is hostile,
dropped and counted (B420's knockdown roll, through the session)."""

import sys
from pathlib import Path

import pytest

from pyrules.core.errors import RulesError
from pyrules.core.players import messages as M
from pyrules.core.players import reminder_answers as R
from pyrules.core.players import seats
from pyrules.core.players.player_view import Views

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import a_major_wound_at_the_neck, from_cards, knockdown, named  # noqa: E402  (the tracker tests' sessions)

FIGHTER = ("Fighter", "foe", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ROWAN = ("Rowan", "party", {"hp": "12", "dr": "2", "ht": "10"}, "Axe 12 2d cut melee")


def a_major_wound_to_rowan():
    """The fighter's broadsword at Rowan's neck for a major wound: Rowan's knockdown roll is due."""
    s = a_major_wound_at_the_neck(FIGHTER, ROWAN)
    return s, named(s, "Rowan")


def mia(s, rowan):
    """Mia's phone, playing Rowan."""
    return seats.heard(seats.Seat("p1"), M.text(M.Hello("Mia", rowan)), s.encounter).seat


def answer(reminder, total=9, faces=(3, 3, 3), dice=None):
    return M.text(M.Roll(reminder.check.label, dice or reminder.check.notation, faces, total, reminder.check.target,
                         "at_most", M.AnsweringReminder(R.key(reminder))))


def test_a_reminders_roll_due_for_the_players_combatant_is_keyed_on_its_phone():
    s, rowan = a_major_wound_to_rowan()
    due = Views(s.encounter).view(rowan)["you"]["due"]
    asked = next(d for d in due if d["roll"] is not None)
    assert asked["ask"] == {"reminder": R.key(knockdown(s))} and asked["roll"]["dice"] == "3d6"
    assert M.from_game_master(Views(s.encounter).message(rowan)).view["you"]["due"] == due  # the phone reads it


def test_the_key_is_the_same_from_one_view_to_the_next_and_differs_between_reminders():
    s, rowan = a_major_wound_to_rowan()
    first = R.key(knockdown(s))
    assert R.key(knockdown(s)) == first and R.key(s.encounter.view().reminders[0]) == R.key(s.encounter.state.reminders[0])
    others = {R.key(r) for r in s.encounter.state.reminders}
    assert len(others) == len(s.encounter.state.reminders)


def test_the_phones_roll_for_a_reminder_waits_on_the_seat_and_changes_nothing():
    s, rowan = a_major_wound_to_rowan()
    before = s.encounter
    seat, roll, told = seats.heard(mia(s, rowan), answer(knockdown(s)), s.encounter)
    assert roll is not None and told is None and seat.dropped == 0  # heard as any roll, waiting unlogged
    (waiting,) = seat.answers
    assert (waiting.player, waiting.who, waiting.total, waiting.said) == ("Mia", rowan, 9, "Mia rolled 9")
    assert s.encounter is before and knockdown(s).rolled is None


def test_accepting_makes_the_reminders_roll_with_the_players_dice_judged_as_its_own_button_judges():
    s, rowan = a_major_wound_to_rowan()
    seat = seats.heard(mia(s, rowan), answer(knockdown(s), 17, (6, 6, 5)), s.encounter).seat
    index = next(iter(R.on_cards(s.encounter.state.reminders, [("p1", a) for a in seat.answers])))
    shown = R.accept(s.reminder_rolls, seat.answers[0], s.encounter.state.reminders)
    rolled = knockdown(s).rolled
    assert (rolled.total, rolled.faces, rolled.met) == (17, (6, 6, 5), False)  # 17 on HT 10: failed
    assert s.reminder_rolls.follows(s.encounter.view()) == {index: "Unconscious"}  # failed by 7 (B420)
    assert shown.rolls[0].source == "Mia · Rowan"


def test_a_total_typed_from_the_players_own_dice_is_accepted_as_rolled():
    s, rowan = a_major_wound_to_rowan()
    seat = seats.heard(mia(s, rowan), answer(knockdown(s), 8, ()), s.encounter).seat
    R.accept(s.reminder_rolls, seat.answers[0], s.encounter.state.reminders)
    assert (knockdown(s).rolled.total, knockdown(s).rolled.faces, knockdown(s).rolled.met) == (8, (), True)


def test_a_new_roll_for_the_same_reminder_takes_the_place_of_the_one_waiting():
    s, rowan = a_major_wound_to_rowan()
    seat = seats.heard(mia(s, rowan), answer(knockdown(s), 9), s.encounter).seat
    seat = seats.heard(seat, answer(knockdown(s), 12, (4, 4, 4)), s.encounter).seat
    assert [a.total for a in seat.answers] == [12]


def test_ignoring_forgets_the_answer_and_the_reminder_still_asks_its_roll():
    s, rowan = a_major_wound_to_rowan()
    seat = seats.heard(mia(s, rowan), answer(knockdown(s)), s.encounter).seat
    key = seat.answers[0].reminder
    assert seats.answer_to(seat, key) is seat.answers[0]
    seat = seats.answered_reminder(seat, key)
    assert seat.answers == () and seats.answer_to(seat, key) is None and knockdown(s).rolled is None


def test_an_ignored_answer_goes_to_the_roll_log_as_the_players_roll_not_taken():
    s, rowan = a_major_wound_to_rowan()
    seat = seats.heard(mia(s, rowan), answer(knockdown(s), 11, (5, 4, 2)), s.encounter).seat
    logged = R.ignored(seat.answers[0], s.encounter)
    assert (logged.notation, logged.total, logged.faces, logged.source) == ("3d6", 11, (5, 4, 2), "Mia · Rowan")
    assert logged.met is None and knockdown(s).rolled is None  # unjudged, and nothing is made


def test_an_answer_to_a_reminder_rolled_meanwhile_shows_nowhere_and_is_not_accepted():
    s, rowan = a_major_wound_to_rowan()
    seat = seats.heard(mia(s, rowan), answer(knockdown(s)), s.encounter).seat
    s.reminder_rolls.roll(next(i for i, r in enumerate(s.encounter.state.reminders) if r.check is not None))
    assert R.on_cards(s.encounter.state.reminders, [("p1", a) for a in seat.answers]) == {}
    with pytest.raises(RulesError):
        R.accept(s.reminder_rolls, seat.answers[0], s.encounter.state.reminders)


def test_an_answer_to_a_reminder_no_longer_due_is_only_logged():
    s, rowan = a_major_wound_to_rowan()
    raw = answer(knockdown(s))
    s.reminder_rolls.roll(next(i for i, r in enumerate(s.encounter.state.reminders) if r.check is not None))
    seat, roll, _ = seats.heard(mia(s, rowan), raw, s.encounter)  # rolled already: not waiting
    assert roll is not None and seat.answers == () and seat.dropped == 0
    stale = M.text(M.Roll("HT", "3d6", (1, 1, 1), 3, None, "at_most", M.AnsweringReminder("r" + "0" * 12)))
    seat, roll, _ = seats.heard(seat, stale, s.encounter)  # no reminder of that key now
    assert roll is not None and seat.answers == () and seat.dropped == 0


def test_an_answer_naming_another_combatants_reminder_is_dropped_and_counted():
    s, rowan = a_major_wound_to_rowan()
    watching = seats.heard(seats.Seat("p2"), M.text(M.Hello("Tom", None)), s.encounter).seat
    seat, roll, _ = seats.heard(watching, answer(knockdown(s)), s.encounter)
    assert roll is None and seat.answers == () and seat.dropped == 1


def test_an_answer_on_other_dice_than_the_reminders_check_is_dropped_and_counted():
    s, rowan = a_major_wound_to_rowan()
    seat, roll, _ = seats.heard(mia(s, rowan), answer(knockdown(s), 1, (1,), dice="1d6"), s.encounter)
    assert roll is None and seat.answers == () and seat.dropped == 1


def test_a_malformed_reminder_key_is_dropped_and_counted():
    s, rowan = a_major_wound_to_rowan()
    bad = M.text(M.Roll("HT", "3d6", (1, 1, 1), 3, None, "at_most", M.AnsweringReminder("<b>")))
    seat, roll, _ = seats.heard(mia(s, rowan), bad, s.encounter)
    assert roll is None and seat.dropped == 1


def test_a_reminders_roll_sent_is_read_back_as_naming_that_reminder():
    sent = M.Roll("HT", "3d6", (1, 2, 3), 6, 10, "at_most", M.AnsweringReminder("r0123456789ab"))
    assert M.from_player(M.text(sent)) == sent


def _accepted(s, player_combatant, words, total, faces):
    """The reminder for ``player_combatant`` saying ``words``, answered from its player's phone and
    accepted: the reminder as the encounter keeps it after."""
    due = next(r for r in s.encounter.state.reminders if r.who == player_combatant and words in r.text)
    asked = next(d for d in Views(s.encounter).view(player_combatant)["you"]["due"] if d["text"] == due.text)
    assert asked["ask"] == {"reminder": R.key(due)}
    seat = seats.heard(mia(s, player_combatant), answer(due, total, faces), s.encounter).seat
    R.accept(s.reminder_rolls, seat.answers[0], s.encounter.state.reminders)
    return next(r for r in s.encounter.state.reminders if (r.who, r.text) == (due.who, due.text))


def test_cortexs_roll_to_stay_conscious_answered_on_the_phone_is_judged_as_the_trackers_own():
    s = from_cards("cortex", (("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound"),
                              ("Thug", "foe", {"agility": "d6"}, "")))
    mal = named(s, "Mal")
    s.apply({"kind": "damage", "id": mal, "amount": 12, "resource": "Wounds"})
    s.apply({"kind": "damage", "id": mal, "amount": 1, "resource": "Stun"})  # over the Life Points
    made = _accepted(s, mal, "conscious", 2, (1, 1))  # Vitality + Willpower d6+d6 on ones: failed
    assert (made.rolled.total, made.rolled.met) == (2, False)
    assert s.reminder_rolls.follows(s.encounter.view())  # the failure is one tap to mark


def test_tals_willpower_roll_answered_on_the_phone_is_judged_as_the_trackers_own():
    s = from_cards("tal", (("Ana", "party", {"tal_max": "20", "combat_speed": "12", "willpower": "60"}, "Sword 55"),
                           ("Orc", "foe", {"constitution": "40", "combat_speed": "12"}, "")))
    ana = named(s, "Ana")
    s.apply({"kind": "damage", "id": ana, "amount": 20, "resource": "TAL"})  # dropping to Spent (l.14-18)
    made = _accepted(s, ana, "drops to Spent", 51, (51,))  # at or under 60 − 10 succeeds: 51 fails
    assert (made.rolled.total, made.rolled.met) == (51, False)
    index = next(i for i, r in enumerate(s.encounter.state.reminders) if r.text == made.text)
    s.reminder_rolls.follow(index)
    assert s.encounter.named("Ana").stats["down"] == "unconscious"


def test_once_the_reminders_roll_is_made_the_phone_is_asked_it_no_more():
    s, rowan = a_major_wound_to_rowan()
    s.reminder_rolls.roll(next(i for i, r in enumerate(s.encounter.state.reminders) if r.check is not None))
    due = Views(s.encounter).view(rowan)["you"]["due"]
    assert any(d["text"] == knockdown(s).text for d in due)  # still due: its failure to act on
    assert all(d["roll"] is None and d["ask"] is None for d in due if d["text"] == knockdown(s).text)
