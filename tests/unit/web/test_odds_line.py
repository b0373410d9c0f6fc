"""The odds line a calculator's form shows while the roll is still to be made."""

from pyrules import rulesets
from pyrules.core.roller import ROLLER
from screen.odds import foreseen


def tool(key):
    return rulesets.tool(key)


def test_the_melee_form_shows_its_chance_to_hit_while_the_d20_is_blank():
    assert str(foreseen(tool("aftermath-melee"), {"bcs": "12", "roll": ""})) == (
        '<p class="headline odds">Chance to hit: 60% (roll 12 or less on d20, the Adjusted BCS)</p>')


def test_a_roll_the_app_made_is_made_anew_so_the_odds_of_the_next_one_show():
    line = foreseen(tool("tal-task"), {"skill": "45", "roll": "87"}, rolled_by_app={"roll"})
    assert "Chance to succeed: 45% (roll 45 or less on d100)" in str(line)


def test_a_roll_the_player_typed_shows_no_odds():
    assert foreseen(tool("tal-task"), {"skill": "45", "roll": "87"}) is None


def test_incomplete_entries_show_no_odds_and_no_error():
    assert foreseen(tool("cortex-roll"), {"attribute": "d8", "difficulty": ""}) is None
    assert foreseen(tool("aftermath-melee"), {"bcs": "1x"}) is None


def test_the_dice_roller_shows_the_chance_of_its_target():
    assert "Chance to succeed: 50% (roll 10 or less on 3d6)" in str(foreseen(ROLLER, {"notation": "3d6", "target": "10"}))


def test_a_calculator_without_a_roll_to_foresee_shows_no_odds():
    assert foreseen(tool("gurps-injury"), {"damage": "8"}) is None
    assert foreseen(tool("gurps-defense"), {"base": "9"}) is None  # its answer tells the chance as it is typed


def test_the_odds_line_of_every_form_is_worked_out_once_then_read_again_from_what_is_kept():
    from pyrules.core import odds

    cases = [(tool("cortex-roll"), {"attribute": "d12", "skill": "d10", "difficulty": "11"}),
             (tool("cortex-defense"), {"defense": "dodge", "agility": "d8", "skill": "d6", "attack": "9"}),
             (tool("aftermath-melee"), {"bcs": "12", "oda": "2"}), (tool("tal-task"), {"skill": "45"}),
             (ROLLER, {"notation": "2D10+1", "target": "15", "direction": "at_least"}),
             (tool("gurps-success"), {"skill": "13"})]
    for t, raw in cases:
        first = foreseen(t, raw)
        worked_out = (odds._distribution.cache_info().misses, odds._cumulative.cache_info().misses)
        assert foreseen(t, raw) == first  # the next keystroke with the same entries
        assert (odds._distribution.cache_info().misses, odds._cumulative.cache_info().misses) == worked_out, t.key


def test_an_exchange_stage_tells_the_odds_of_a_pool_its_form_builds_in_the_pools_own_words():
    from pyrules.core.encounter.exchange import Stage
    from screen.exchange_page import before_roll

    values = {"attribute": "d8", "skill": "d6", "difficulty": "7"}
    stage = Stage(tool("cortex-roll"), "Mal’s attack", values, key="attack")
    assert before_roll(stage, values) == "Before the roll: 69% (11/16) to succeed (roll 7 or more on d8 + d6)"
    melee = Stage(tool("aftermath-melee"), "Attack", {"bcs": "12"}, key="attack")
    assert before_roll(melee, {"bcs": "12"}) == "Before the roll: 60% (3/5) to hit on d20"
