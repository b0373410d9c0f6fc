"""Movement Modifiers Chart with the day after (A18) and Stopping Forward Motion (A17)."""

from fractions import Fraction

import pytest
from gear_seed import cells, text
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.world import (
    DAY_AFTER,
    DAY_AFTER_PRINTED,
    FORWARD_MOTION as STOPPING,
    MODIFIERS,
    MOTIONS,
    PROLONGED_SNOW,
)
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.stopping import forward_motion as stopping
from pyrules.aftermath.travel import GROUND, LIGHT, WEATHER, day_after, movement, percent, show_percent


def test_every_modifier_row_is_the_seeds():
    for number, (_, condition, pct) in zip(range(453, 468), MODIFIERS):
        assert cells(number) == [condition, pct]
    assert set(GROUND) | set(LIGHT) | set(WEATHER) == {key for key, _, _ in MODIFIERS}


def test_the_day_after_lines_are_the_seeds_and_read_in_day_order():
    assert text(469) == "On Day After"
    assert [text(n) for n in (471, 472, 473)] == list(DAY_AFTER_PRINTED)
    assert text(475) == PROLONGED_SNOW
    assert DAY_AFTER["heavy-snow"] == ("25%", "50%", "75%", "100%")
    for printed, key in zip(DAY_AFTER_PRINTED, ("heavy-rain", "light-snow", "heavy-snow")):
        for day, pct in enumerate(DAY_AFTER[key], start=1):
            assert f"(day {day}) ... {pct}" in printed


@pytest.mark.parametrize("key, pct", [(k, p) for k, _, p in MODIFIERS])
def test_each_modifier_alone_gives_its_printed_percentage(key, pct):
    if key in GROUND:
        result = movement(key)
    elif key in LIGHT:
        result = movement("open", light=key)
    else:
        result = movement("open", weather=key)
    assert result.factor == percent(pct)


def test_modifiers_from_different_groups_multiply():
    result = movement("good-road", light="night-dim", weather="light-rain", base=40)
    assert result.factor == Fraction(3, 4)          # 200% x 50% x 75%
    assert result.rate == 30.0
    assert show_percent(result.factor) == "75%"
    assert any("multiplies" in n for n in result.notes)


@pytest.mark.parametrize("weather, day, pct", [
    ("heavy-rain", 1, "75%"), ("heavy-rain", 2, "100%"), ("heavy-rain", 5, "100%"),
    ("light-snow", 1, "50%"), ("light-snow", 2, "75%"), ("light-snow", 3, "100%"),
    ("heavy-snow", 1, "25%"), ("heavy-snow", 2, "50%"), ("heavy-snow", 3, "75%"), ("heavy-snow", 4, "100%"),
])
def test_the_day_after(weather, day, pct):
    assert day_after(weather, day).modifier == pct


def test_light_snow_after_its_printed_days_is_marked_as_a_reading():
    assert day_after("light-snow", 3).past_printed
    assert not day_after("heavy-snow", 9).past_printed


def test_prolonged_snow_adds_days_at_the_worst_penalty():
    three_days = day_after("heavy-snow", 3, days_of_weather=3)
    assert three_days.schedule == ("25%", "25%", "25%", "50%", "75%", "100%")
    assert three_days.modifier == "25%"
    assert day_after("heavy-snow", 4, days_of_weather=3).modifier == "50%"
    assert day_after("light-snow", 2, days_of_weather=2).modifier == "50%"


def test_heavy_snows_day_after_carries_the_erratum():
    result = movement("open", after="heavy-snow", day=2)
    assert result.factor == Fraction(1, 2)
    assert errata_gear.SNOW_DAYS.footnote in result.notes


@pytest.mark.parametrize("kwargs", [
    {"ground": "sky"}, {"ground": "open", "light": "noon"}, {"ground": "open", "weather": "hail"},
    {"ground": "open", "after": "fog"}, {"ground": "open", "after": "heavy-rain", "day": 0},
    {"ground": "open", "after": "heavy-rain", "days_of_snow": 2}, {"ground": "open", "base": -1},
    {"ground": "open", "base": "fast"},
])
def test_bad_travel_input_is_refused(kwargs):
    with pytest.raises(RulesError):
        movement(**kwargs)


@given(st.sampled_from(GROUND), st.sampled_from((None,) + LIGHT), st.sampled_from((None,) + WEATHER))
def test_the_factor_never_exceeds_a_good_road(ground, light, weather):
    assert 0 < movement(ground, light, weather).factor <= 2


def test_the_stopping_rules_are_the_seeds():
    for category, number in zip((3, 2, 1, 0), (439, 442, 445, 448)):
        assert text(number) == f"Category {category}:"
        assert text(number + 1) == STOPPING[category]


def test_stopping_from_each_category():
    assert stopping(3, pca=6).phases == 8
    assert stopping(3, pca=6).steps[0] == (3, 6, "out of the central Front hex")
    assert stopping(2).phases == 2
    assert stopping(1).phases == 1
    assert stopping(0).phases == 0
    assert [MOTIONS[k][1] for k in ("charge", "dodge-run", "run", "walk")] == [3, 2, 1, 0]


def test_stopping_refuses_bad_input():
    with pytest.raises(RulesError, match="PCA"):
        stopping(3)
    with pytest.raises(RulesError):
        stopping(4)
    with pytest.raises(RulesError):
        stopping(2, pca=0)
