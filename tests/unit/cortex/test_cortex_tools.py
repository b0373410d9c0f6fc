"""Each calculator's answer for a typical input, and its error for a bad one."""

import random

import pytest

import pyrules
from pyrules.core.tools import Answer
from pyrules.cortex.errata import BLOCK_TIE, ODD_POINT, PITCH_BLACK, RUN_ATTRIBUTE, STEP_OVERFLOW
from pyrules.cortex.ruleset import RULESET
from screen.tones import tone_of


def answer(key, raw, seed=1):
    return RULESET.tool(key).answer(raw, random.Random(seed))


def labels(result: Answer):
    return {line.label: line.value for line in result.lines}


def test_every_tool_has_a_cortex_key_a_title_and_the_tables_it_uses():
    table_keys = {t.key for t in RULESET.tables}
    for tool in RULESET.tools:
        assert tool.key.startswith("cortex-")
        assert tool.title and tool.summary
        assert tool.tables and set(tool.tables) <= table_keys


# ---- roll builder

def test_the_roll_builder_shows_the_dice_the_odds_and_the_roll():
    values, result = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "difficulty": "11", "roll": "12"})
    assert result.headline == "Success: 12 vs Hard 11 (d8 + d6)"
    assert tone_of(result.outcome) == "good"
    shown = labels(result)
    assert shown["Dice rolled"] == "d8 + d6"
    assert shown["Hard 11"] == "21%"        # 10/48 exactly
    assert shown["Easy 3"] == "97.9%"       # 47/48: only all ones (2) falls short
    assert shown["Botch (all ones)"] == "2.1%"
    assert STEP_OVERFLOW.footnote in result.notes


def test_the_margin_carries_a_true_minus_sign():
    _, result = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "difficulty": "11", "roll": "9"})
    assert labels(result)["Margin"] == "−2"
    _, result = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "difficulty": "11", "roll": "11"})
    assert labels(result)["Margin"] == "+0"


def test_the_step_fields_read_their_numbers_from_the_reference():
    fields = {f.name: f for f in RULESET.tool("cortex-roll").fields}
    assert fields["all_out"].label == "All-out defense (+2)"
    assert fields["wounded"].label == "Seriously wounded (−2)"
    assert fields["extra_actions"].help == "−1 step each, cumulative"


def test_two_extra_actions_at_long_range_read_the_dice_and_odds():
    _, result = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "extra_actions": "2", "range": "long", "roll": "2"})
    shown = labels(result)
    assert shown["Dice rolled"] == "d2"
    assert shown["Skill die"] == "d6 → d0"
    assert shown["Attribute die"] == "d8 → d2"
    assert shown["2 extra actions"] == "−2 steps"
    assert shown["Range: Long"] == "−4 steps"
    assert shown["Easy 3"] == "0%"
    assert result.headline == "Rolled 2 on d2"


def test_a_rolled_botch_is_the_headline():
    _, result = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "difficulty": "3", "roll": "2"})
    assert result.headline.startswith("Botch!") and tone_of(result.outcome) == "bad"


def test_the_roll_builder_rolls_when_no_roll_is_given():
    _, result = answer("cortex-roll", {"attribute": "d12", "skill": "d12+d2"}, seed=9)
    assert result.headline.startswith("Rolled ")
    assert labels(result)["Dice rolled"] == "d12 + d12 + d2"


def test_an_extraordinary_success_is_named():
    _, result = answer("cortex-roll", {"attribute": "d12", "skill": "d12", "difficulty": "7", "roll": "14"})
    assert result.headline == "Extraordinary success: 14 vs Average 7 (d12 + d12)"


@pytest.mark.parametrize(
    "raw, field",
    [
        ({"attribute": "d7"}, "attribute"),
        ({"attribute": "d8", "extra_actions": "-1"}, "extra_actions"),
        ({"attribute": "d8", "skill": "d6", "roll": "15"}, "roll"),
        ({"attribute": "d8", "steps": "many"}, "steps"),
    ],
)
def test_the_roll_builder_names_the_field_at_fault(raw, field):
    with pytest.raises(pyrules.RulesError) as error:
        answer("cortex-roll", raw)
    assert error.value.field == field


# ---- difficulty to hit

def test_a_dodge_behind_cover_in_the_dark():
    _, result = answer("cortex-defense", {"defense": "dodge", "agility": "d8", "skill": "d6", "roll": "9",
                                           "cover": "light", "visibility": "dark"})
    assert result.headline == "Difficulty to hit: 21"
    shown = labels(result)
    assert shown["Dark; thick fog"] == "+8"
    assert shown["Difficulty to hit"] == "21"


def test_a_block_says_the_attack_must_beat_it_and_cites_the_tie_reading():
    _, result = answer("cortex-defense", {"defense": "block", "agility": "d8", "skill": "d6", "roll": "9"})
    assert result.headline == "Attack must beat 9 (10 or more)"
    assert BLOCK_TIE.footnote in result.notes


def test_an_attack_total_reads_hit_or_miss():
    _, hit = answer("cortex-defense", {"defense": "unaware", "attack": "8"})
    assert hit.headline == "Hit by 5: attack 8 vs 3" and tone_of(hit.outcome) == "good"
    _, miss = answer("cortex-defense", {"defense": "unaware", "attack": "2"})
    assert miss.headline == "Miss: attack 2 vs 3" and tone_of(miss.outcome) == "bad"


def test_pitch_black_without_targets_states_the_rule():
    _, result = answer("cortex-defense", {"visibility": "pitch_black"})
    assert result.headline == "Pitch black: every potential target rolls"
    assert PITCH_BLACK.footnote in result.notes


def test_pitch_black_rolls_each_target_and_names_the_lowest():
    _, result = answer("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d8, Zoe d10, Wash d4"}, seed=3)
    assert result.headline.startswith("Pitch black: ")
    assert {"Mal", "Zoe", "Wash"} <= set(labels(result))


@pytest.mark.parametrize(
    "raw, field",
    [
        ({"defense": "parry"}, "defense"),
        ({"visibility": "pitch_black", "targets": "Mal d8 d6"}, "targets"),
        ({"visibility": "pitch_black", "targets": "Mal"}, "targets"),
    ],
)
def test_the_defense_tool_names_the_field_at_fault(raw, field):
    with pytest.raises(pyrules.RulesError) as error:
        answer("cortex-defense", raw)
    assert error.value.field == field


# ---- damage

def test_damage_splits_adds_the_weapon_and_takes_off_armor():
    _, result = answer("cortex-damage", {"attack": "18", "difficulty": "11", "weapon": "d8",
                                          "weapon_roll": "5", "armor": "3"})
    assert result.headline == "4 Stun, 5 Wounds"
    shown = labels(result)
    assert shown["Basic damage"] == "18 − 11 = 7"
    assert shown["Split"] == "4 Stun, 3 Wounds"
    assert shown["Armor"] == "−3 Wounds"
    armor = next(line for line in result.lines if line.label == "Armor")
    assert (armor.note, armor.source) == ("rating 3", "seed 003 l.35")
    assert ODD_POINT.footnote in result.notes


def test_damage_odd_point_can_go_to_wounds():
    _, result = answer("cortex-damage", {"attack": "18", "difficulty": "11", "odd": "wounds"})
    assert result.headline == "3 Stun, 4 Wounds"


def test_a_miss_does_no_damage():
    _, result = answer("cortex-damage", {"attack": "5", "difficulty": "11", "weapon": "d6"})
    assert result.headline == "Miss: 5 is below 11" and tone_of(result.outcome) == "bad"


@pytest.mark.parametrize(
    "raw, field",
    [
        ({"difficulty": "11"}, "attack"),
        ({"attack": "15", "difficulty": "11", "weapon": "lots"}, "weapon"),
        ({"attack": "15", "difficulty": "11", "weapon": "d6", "weapon_roll": "9"}, "weapon_roll"),
        ({"attack": "15", "difficulty": "11", "armor": "-2"}, "armor"),
    ],
)
def test_the_damage_tool_names_the_field_at_fault(raw, field):
    with pytest.raises(pyrules.RulesError) as error:
        answer("cortex-damage", raw)
    assert error.value.field == field


# ---- initiative

def test_initiative_lists_everyone_highest_first():
    _, result = answer("cortex-initiative", {"combatants": "Mal d8 d6\nZoe d10 d8\nWash d6 d4"}, seed=2)
    totals = [int(line.value) for line in result.lines]
    assert totals == sorted(totals, reverse=True)
    assert result.lines[0].label.startswith("1. ")
    assert result.headline.endswith(f"({totals[0]})")


def test_initiative_without_combatants_names_the_field():
    with pytest.raises(pyrules.RulesError) as error:
        answer("cortex-initiative", {"combatants": ""})
    assert error.value.field == "combatants"


# ---- movement

def test_hustle_answers_30_feet_for_one_action():
    _, result = answer("cortex-movement", {"pace": "hustle"})
    assert result.headline == "Hustle: 30 ft this turn (1 action)"


def test_base_speed_costs_no_action():
    _, result = answer("cortex-movement", {})
    assert result.headline == "Base speed: 15 ft this turn (no action)"


def test_a_run_adds_the_roll_to_30_feet():
    _, result = answer("cortex-movement", {"pace": "run", "attribute": "d8", "skill": "d6", "roll": "7"})
    assert result.headline == "Run: 37 ft this turn (2 actions)"
    assert labels(result)["Distance"] == "30 + 7 = 37 ft"
    assert RUN_ATTRIBUTE.footnote in result.notes


def test_a_run_roll_beyond_the_dice_names_the_field():
    with pytest.raises(pyrules.RulesError) as error:
        answer("cortex-movement", {"pace": "run", "attribute": "d8", "skill": "d6", "roll": "30"})
    assert error.value.field == "roll"


# ---- options that cannot go together

def _field(key, name):
    return next(f for f in RULESET.tool(key).fields if f.name == name)


def test_all_out_defense_left_ticked_when_a_range_hides_it_does_not_count():
    _, ticked = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "all_out": "on", "range": "long", "roll": "5"})
    _, plain = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "range": "long", "roll": "5"})
    assert ticked == plain


def test_the_all_out_defense_box_shows_only_while_the_roll_has_no_range():
    assert _field("cortex-roll", "all_out").when == (("range", ("none",)),)
    _, result = answer("cortex-roll", {"attribute": "d8", "skill": "d6", "all_out": "on", "roll": "9"})
    assert labels(result)["All-out defense"] == "+2 steps"


def test_a_defense_roll_left_typed_for_an_unaware_defender_does_not_count():
    _, typed = answer("cortex-defense", {"defense": "unaware", "roll": "5"})
    _, plain = answer("cortex-defense", {"defense": "unaware"})
    assert typed == plain and "3" in typed.headline


def test_the_defense_roll_shows_only_for_a_defense_that_rolls():
    assert _field("cortex-defense", "roll").when == (("defense", ("innate", "dodge", "block")),)
    assert _field("cortex-defense", "all_out").when == (("defense", ("dodge", "block")),)
    assert _field("cortex-defense", "skill").when == (("defense", ("dodge", "block")),)
    assert _field("cortex-defense", "targets").when == (("visibility", ("pitch_black",)),)


def test_every_hidden_field_hides_behind_a_field_of_its_own_tool_and_values_it_offers():
    for tool in RULESET.tools:
        fields = {f.name: f for f in tool.fields}
        for f in tool.fields:
            for name, values in f.when:
                assert name in fields, f"{tool.key}.{f.name}"
                assert set(values) <= {value for value, _ in fields[name].choices}, f"{tool.key}.{f.name}"


# ---- citations

def test_every_line_and_note_cites_the_reference_as_seed_003_and_a_line():
    import re

    old_form = re.compile(r"\bC\d+(, l\.| l\.|\))|errata C\d")
    samples = [
        ("cortex-roll", {"attribute": "d8", "skill": "d6", "extra_actions": "1", "range": "long",
                         "wounded": "on", "difficulty": "7"}),
        ("cortex-defense", {"defense": "dodge", "all_out": "on", "cover": "light", "visibility": "dim",
                            "attack": "12"}),
        ("cortex-defense", {"defense": "unaware", "attack": "2"}),
        ("cortex-defense", {"visibility": "pitch_black", "targets": "Mal d8, Zoe d6"}),
        ("cortex-damage", {"attack": "18", "difficulty": "11", "weapon": "d6", "armor": "2"}),
        ("cortex-damage", {"attack": "5", "difficulty": "11"}),
        ("cortex-initiative", {"combatants": "Mal d8 d6, Zoe d10 d8"}),
        ("cortex-movement", {"pace": "run", "other_actions": "1"}),
        ("cortex-movement", {"pace": "hustle", "other_actions": "1"}),
    ]
    cited = 0
    for key, raw in samples:
        _, result = answer(key, raw)
        for text in (*result.notes, *(part for line in result.lines for part in (line.label, line.note))):
            assert not old_form.search(text), f"{key}: {text}"
            cited += "seed 003 l." in text
    assert cited >= len(samples)


def test_a_damage_answer_carries_its_stun_and_wounds_for_the_tracker():
    from pyrules.cortex.ruleset import RULESET

    _, answer = RULESET.tool("cortex-damage").answer({"attack": "15", "difficulty": "7", "weapon": "d6",
                                                       "weapon_roll": "4"})
    assert (answer.effect.amount, answer.effect.resource, answer.effect.also) == (4, "Stun", (("Wounds", 8),))
    assert answer.effect.summary == "4 Stun, 8 Wounds"


def test_a_miss_has_nothing_to_apply():
    from pyrules.cortex.ruleset import RULESET

    _, answer = RULESET.tool("cortex-damage").answer({"attack": "5", "difficulty": "7"})
    assert answer.effect is None


def test_all_out_defense_left_ticked_under_a_defense_that_hides_it_does_not_count():
    _, ticked = answer("cortex-defense", {"defense": "innate", "all_out": "on", "roll": "5"})
    _, plain = answer("cortex-defense", {"defense": "innate", "roll": "5"})
    assert ticked == plain


def test_a_roll_hands_its_total_and_difficulty_on_to_the_damage_calculator():
    import pyrules

    rolled = pyrules.answer("cortex-roll", attribute="d8", skill="d6", roll=9, difficulty=7)
    assert rolled.passes == (("cortex-damage", "attack", 9), ("cortex-damage", "difficulty", 7))


CALCULATORS = ("roll", "defense", "damage", "initiative", "movement")


@pytest.mark.cpython_only  # a fresh interpreter, in a process of its own
@pytest.mark.parametrize("name", CALCULATORS)
def test_a_calculator_opened_alone_imports_its_own_module_and_no_other_calculator(name):
    """A shared link to one calculator is answered without the others, the tracker, the damage states
    or the reference."""
    import subprocess
    import sys
    from pathlib import Path

    probe = (f"import sys; from pyrules import rulesets; rulesets.tool('cortex-{name}'); "
             "print(' '.join(sorted(n for n in sys.modules if n.startswith('pyrules.cortex'))))")
    loaded = set(subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True,
                                cwd=Path(__file__).resolve().parents[3]).stdout.split())
    assert f"pyrules.cortex.tools.{name}" in loaded
    others = {f"pyrules.cortex.tools.{other}" for other in CALCULATORS if other != name}
    assert not loaded & (others | {"pyrules.cortex.ruleset", "pyrules.cortex.reference", "pyrules.cortex.tracker",
                                   "pyrules.cortex.states"})


def test_the_ruleset_lists_each_calculator_module_in_page_order():
    from pyrules import rulesets

    assert [tool.key for tool in RULESET.tools] == [f"cortex-{name}" for name in CALCULATORS]
    assert all(rulesets.tool(tool.key) is tool for tool in RULESET.tools)
