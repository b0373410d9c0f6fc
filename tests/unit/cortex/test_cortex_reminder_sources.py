"""A reminder says the rule in words; where it is printed is kept apart, for the page's "Why?"."""

from pyrules.core.encounter import Encounter, actions

MAL = {"vitality": "d8", "willpower": "d6", "agility": "d8", "alertness": "d6"}


def _mal_unconscious_at_his_turn():
    enc = Encounter.new("cortex")
    enc = enc.apply(actions.add("Mal", side="party", stats={**MAL, "unconscious": True}, initiative=10))
    return enc.apply(actions.next_turn())


def test_an_unconscious_reminder_says_the_rule_in_words_and_keeps_its_seed_line_apart():
    reminder = next(r for r in _mal_unconscious_at_his_turn().reminders if "unconscious" in r.text)
    assert reminder.text == "Mal is unconscious: record further Stun damage as Shock Points."
    assert reminder.source == "seed 003 l.44"


def test_a_reminders_source_is_kept_when_the_encounter_is_saved_and_read_back():
    enc = _mal_unconscious_at_his_turn()
    again = Encounter.from_dict(enc.to_dict())
    assert [r.source for r in again.reminders] == [r.source for r in enc.reminders]
    assert "seed 003 l.44" in [r.source for r in again.view().reminders]
