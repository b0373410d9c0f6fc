"""The public Aftermath! functions refuse what is off their tables briefly, and read a d100's 00 as 100."""

import pytest

from pyrules import RulesError, aftermath

HUGE = pytest.param(10**5000, id="10**5000")


@pytest.mark.parametrize("function, args", [
    (aftermath.attribute_group, (10**5000,)), (aftermath.attribute_group, ("9" * 5000,)),
    (aftermath.gun_damage, (10**5000,)), (aftermath.critical_effect, (10**5000,)),
    (aftermath.reaction, (10**5000,)),
    (aftermath.hit_location, (10**5000,)), (aftermath.encumbrance_value, ("HG" + "9" * 5000, "Lt")),
    (aftermath.encumbrance_value, ("Sm", "x" * 100_000)),
], ids=lambda value: type(value).__name__ if not callable(value) else value.__name__)
def test_a_value_off_the_table_is_refused_with_a_short_message(function, args):
    with pytest.raises(RulesError) as refused:
        function(*args)
    assert len(refused.value.message) < 160


@pytest.mark.parametrize("function", [aftermath.reaction, aftermath.critical_effect, aftermath.hit_location])
def test_a_d100_written_00_is_100_and_0_is_refused(function):
    assert function("00") == function(100)
    with pytest.raises(RulesError):
        function("0")
