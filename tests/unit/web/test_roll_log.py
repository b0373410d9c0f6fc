"""The one roll log: a roll from anywhere keeps where it was rolled and what it came to."""

import pytest

from screen.roll_log import LIMIT, add_entry, entry, read_log


def test_a_calculators_roll_keeps_its_source_and_what_it_came_to():
    made = entry("3d6", 9, source="GURPS · Success roll: 3d6", said="Success by 3", tone="good")
    assert made == {"notation": "3d6", "faces": [], "total": 9, "source": "GURPS · Success roll: 3d6",
                    "outcome": "Success by 3", "tone": "good"}
    assert read_log([made]) == [made]


def test_a_roll_with_nothing_to_say_keeps_only_its_dice():
    assert entry("2d6", 7, (3, 4)) == {"notation": "2d6", "faces": [3, 4], "total": 7}


def test_logs_written_before_rolls_had_sources_still_read():
    old = [{"notation": "3d6", "faces": [1, 2, 3], "total": 6, "at": 1_700_000_000}]
    assert read_log(old) == old


@pytest.mark.parametrize("damaged", [
    {"notation": "3d6", "faces": [], "total": 6, "source": 3},
    {"notation": "3d6", "faces": [], "total": 6, "outcome": ["x"]},
    {"notation": "3d6", "faces": [], "total": 6, "tone": "<b>"},
    {"notation": "3d6", "faces": [], "total": True},
    {"notation": "3d6", "faces": [True, 2], "total": 3},
    {"notation": "3d6", "faces": [], "total": 6.5},
])
def test_a_damaged_source_words_tone_or_number_is_refused(damaged):
    with pytest.raises(ValueError):
        read_log([damaged])


def test_the_log_keeps_the_latest_rolls():
    log = []
    for total in range(LIMIT + 5):
        log = add_entry(log, entry("d6", total))
    assert len(log) == LIMIT and log[-1]["total"] == LIMIT + 4
