"""The Basic Set's damage rules from the cards: an attack line's armor divisor ("2d+1 (2) pi",
Basic Set p. 378) and the target card's Injury Tolerance, Hardened DR and Vulnerability (pp. 47,
161, 380) reach the exchange's damage stage without a key typed, and a crushing or cutting blow
says its knockback and the roll to keep one's feet (p. 378)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.core.encounter import actions  # noqa: E402
from pyrules.core.errors import RulesError  # noqa: E402
from pyrules.gurps.tracker import PLUGIN  # noqa: E402
from pyrules.gurps.tracker.card import read_attack  # noqa: E402

GUNNER = ("Gunner", "party", {"st": "10", "dx": "12", "ht": "11"},
          "Pistol 13 2d+1 (2) pi ranged\nMace 13 2d cr melee\nFist 12 1d-1 (0.5) cr melee")
ORC = ("Orc", "foe", {"st": "12", "dx": "11", "ht": "10", "hp": "30", "dr": "6"}, "")


def on_its_turn(target=ORC, attack=0):
    s = from_cards("gurps", (GUNNER, target))
    me = named(s, "Gunner")
    if s.encounter.state.active != me:
        s.next_turn()
    s.exchanges.begin(me, attack)
    return s


def hp(s, name):
    return s.plugin.pools.current(s.encounter.named(name), "HP")


def damage_stage(s):
    s.exchanges.answer({"roll": "5"})
    s.exchanges.answer({"defense_roll": "16"})
    return s.exchanges.now().stage


@pytest.mark.parametrize("line, divisor, kept", [
    ("Pistol 13 2d+1 (2) pi ranged", "2", "Pistol 13 2d+1 (2) pi ranged"),
    ("Fist 12 1d-1(0.5) cr", "0.5", "Fist 12 1d-1 (0.5) cr"),
    ("Monowire 12 1d (10) cut parry 9", "10", "Monowire 12 1d (10) cut parry 9"),
    ("Disruptor 12 3d (∞) burn ranged", "ignores", "Disruptor 12 3d (∞) burn ranged"),
    ("Broadsword (Swung) 14 sw+1 cut", "none", "Broadsword (Swung) 14 sw+1 cut"),
])
def test_an_attack_line_keeps_its_armor_divisor_after_the_dice(line, divisor, kept):
    attack = read_attack(line)
    assert (attack.divisor, attack.line) == (divisor, kept)


def test_a_divisor_the_basic_set_does_not_print_is_refused_with_the_example():
    with pytest.raises(RulesError) as error:
        read_attack("Pistol 13 2d (4) pi")
    assert error.value.field == "attacks" and "(2)" in error.value.message


def test_the_exchange_divides_the_targets_dr_by_the_attacks_divisor():
    s = on_its_turn()
    stage = damage_stage(s)
    assert (stage.values["armor_divisor"], stage.values["more_rules"]) == ("2", True)
    assert stage.sources["armor_divisor"] == "Pistol: armor divisor (2)"
    s.exchanges.answer({"damage": "9"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - (9 - 6 // 2)


def test_a_fractional_divisor_multiplies_the_targets_dr():
    s = on_its_turn(attack=2)
    damage_stage(s)
    s.exchanges.answer({"damage": "13"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - (13 - 6 * 2)


def test_an_attack_opened_from_its_card_fills_the_injury_calculators_divisor():
    injury = PLUGIN.card.openings({"st": 10}, read_attack("Pistol 13 2d+1 (2) pi ranged"))[1]
    assert (injury.values["armor_divisor"], injury.values["more_rules"]) == ("2", True)


def test_the_targets_card_gives_its_injury_tolerance_hardened_dr_and_vulnerability():
    ghost = ("Ghost", "foe", {"st": "12", "hp": "30", "dr": "6", "tolerance": "homogenous", "hardened": "1",
                              "vulnerability": "pi x2"}, "")
    s = on_its_turn(ghost)
    stage = damage_stage(s)
    assert {k: stage.values[k] for k in ("tolerance", "hardened", "vulnerability")} == \
        {"tolerance": "homogenous", "hardened": 1, "vulnerability": "2"}
    s.exchanges.answer({"damage": "16"})
    s.exchanges.finish()
    # Hardened 1 takes the (2) to none: DR 6; 10 penetrating x2 Vulnerability x1/5 Homogenous piercing
    assert hp(s, "Ghost") == 30 - 4


def test_a_crushing_blow_in_the_exchange_says_its_knockback_and_the_roll_to_keep_ones_feet():
    s = on_its_turn(attack=1)
    stage = damage_stage(s)
    assert (stage.values["knockback_st"], stage.values["balance"]) == (12, 11)
    s.exchanges.answer({"damage": "20"})
    result = s.exchanges.now().result
    assert "Orc is knocked back 2 yards: DX, Acrobatics or Judo 10 (50%) to keep its feet." in result.text


def test_a_target_below_a_third_of_its_fp_is_knocked_back_from_half_its_st():
    s = from_cards("gurps", (GUNNER, ORC))
    s.apply(actions.damage(named(s, "Orc"), 8, "FP"))  # 2 FP of 10: half ST (seed 001 l.203)
    if s.encounter.state.active != named(s, "Gunner"):
        s.next_turn()
    s.exchanges.begin(named(s, "Gunner"), 1)
    stage = damage_stage(s)
    assert stage.values["knockback_st"] == 6
    assert stage.sources["knockback_st"] == "ST 6, from Orc; ST 12 ×1/2: below FP/3, ST halved (round up), from Orc"


def test_a_piercing_blow_reckons_no_knockback():
    s = on_its_turn()
    stage = damage_stage(s)
    assert "knockback_st" not in stage.values


def test_an_ordinary_target_opens_the_injury_calculator_as_before():
    orc = from_cards("gurps", (GUNNER, ORC)).encounter.named("Orc")
    assert "more_rules" not in PLUGIN.prefill.calculators(orc)["gurps-injury"]
