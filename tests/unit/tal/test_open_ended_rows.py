"""The TAL tables' open-ended rows ("20+", "135+") cover every value above them: only a value no game
produces (past a thousand million, or not a whole number) is refused, as a typing slip."""

import random

import pytest

from pyrules import RulesError, tal
from pyrules.core.encounter import Encounter, actions as A
from pyrules.tal.data import OPEN_ENDED_MOST
from pyrules.tal.data.combat import EVASION
from pyrules.tal.data.injury import UNCONSCIOUSNESS
from pyrules.tal.ruleset import RULESET
from pyrules.tal.tracker import PLUGIN
from pyrules.tal.tracker.actions import knock_out


def answer(key, raw):
    return RULESET.tool(key).answer(raw, random.Random(7))


def test_the_open_ended_rows_of_the_tal_tables_are_the_two_checked_here():
    open_rows = [row for row, _ in EVASION + UNCONSCIOUSNESS if row.endswith("+")]
    assert open_rows == ["20+", "135+"]


# -- Evasion: "20+" gives 4 (l.125) ----------------------------------------------------------

@pytest.mark.parametrize("speed", [20, 1000, 123_456, OPEN_ENDED_MOST])
def test_any_combat_speed_of_20_or_more_gives_evasion_4(speed):
    assert tal.evasion(speed) == 4
    assert answer("tal-character", {"part": "evasion", "combat_speed": str(speed)})[1].headline == "Evasion 4"


def test_a_tracked_combatant_of_combat_speed_1000_shows_evasion_4():
    enc = Encounter.new("tal").apply(A.add("Flash", stats={"combat_speed": "1000"}))
    assert PLUGIN.standing.status(enc.state.combatants[0])[-1] == "Evasion 4 (Combat Speed 1000)"


@pytest.mark.parametrize("bad", [OPEN_ENDED_MOST + 1, 10**30, 20.5, "1e9", "twenty"])
def test_only_a_combat_speed_that_is_no_game_value_is_refused(bad):
    with pytest.raises(RulesError) as error:
        tal.evasion(bad)
    assert error.value.message.startswith("Combat speed:")


# -- Unconsciousness Duration: "135+" is Instant Death (l.193) ---------------------------------

@pytest.mark.parametrize("damage", [134, 9999, 10000, 5_000_000, OPEN_ENDED_MOST])
def test_any_roll_plus_damage_of_135_or_more_is_instant_death(damage):
    assert tal.unconsciousness(1, damage) == "Instant Death"
    assert answer("tal-unconsciousness", {"roll": "1", "damage": str(damage)})[1].headline == "Instant Death"


def test_a_wound_of_10000_puts_a_tracked_combatant_down_dead():
    enc = Encounter.new("tal").apply(A.add("Ann"))
    assert knock_out(enc, "c1", 1, 10000, d10=1)["stats"] == {"down": "dead", "until": ""}


@pytest.mark.parametrize("bad", [OPEN_ENDED_MOST + 1, 12.5, "lots"])
def test_only_damage_that_is_no_game_value_is_refused(bad):
    with pytest.raises(RulesError) as error:
        tal.unconsciousness(1, bad)
    assert error.value.field == "damage"
