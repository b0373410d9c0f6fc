"""A peer's published cases for explosions, knockback-only damage and shotguns, transcribed as facts:
GURPS Game Aid's damage calculator tests (the Foundry VTT system, repository crnormand/gurps:
test/damage_calculator/damage_calculation.test.ts and damage_description.test.ts), each as inputs ->
what the peer expects. Its defaults (common.ts): a crushing blow to the torso, DR 0, ST 12, HP 15.

Where the peer and the Basic Set differ, the case expects the Basic Set's answer and says why.
"""

import pytest

from pyrules import RulesError
from pyrules.gurps.tools.injury import TOOL as INJURY
from pyrules.gurps.wounds import wound

OTHER_TYPES = ("burn", "cor", "fat", "imp", "pi-", "pi", "pi+", "pi++", "tox")


# --- B414 explosions: "B414: Explosions." ----------------------------------------------------------

@pytest.mark.parametrize("dice, damage, dr, divisor, yards, basic, injury", [
    # "An explosion inflicts collateral damage on everything within (2 × dice of damage) yards."
    (1, 9, 0, "none", 3, 0, 0),   # 1d+3 reaches 2 yards: nothing at 3
    (1, 9, 0, "none", 2, 1, 1),   # 9 ÷ (3 × 2) = 1
    # "Roll this damage but divide it by (3 × yards from the center of the blast), rounding down."
    (3, 13, 1, "none", 2, 2, 1),
    (3, 13, 1, "none", 1, 4, 3),
    (3, 13, 1, "none", 3, 1, 0),
    # "If an explosive attack has an armor divisor, it does not apply to the collateral damage."
    (6, 24, 3, "3", 2, 4, 1),
    (6, 24, 3, "3", 1, 8, 5),
    (6, 24, 3, "3", 3, 2, 0),
])
def test_peer_an_explosions_collateral_damage(dice, damage, dr, divisor, yards, basic, injury):
    w = wound(damage, dr, "cr", hp=15, armor_divisor=divisor, explosion="blast", blast_yards=yards, blast_dice=dice)
    assert (w.damage, w.injury) == (basic, injury)


def test_peer_an_internal_explosion_meets_no_dr_and_is_x3_at_the_vitals():
    # The peer expects 4, 8 and 2 injury (6d, 24 basic, DR 3) at 2, 1 and 3 yards: the blast's distance
    # rule, and no x3. The Basic Set (p. 415): an explosion inside the victim has no distance to
    # divide by; DR has no effect, and it is an attack on the vitals with a x3 wounding modifier.
    w = wound(24, 3, "cr", hp=15, explosion="internal")
    assert (w.effective_dr, w.location, w.multiplier.value, w.injury) == (0, "vitals", 3, 72)
    with pytest.raises(RulesError) as refused:
        wound(24, 3, "cr", hp=15, explosion="internal", blast_yards=2)
    assert refused.value.field == "blast_yards"


# --- B378 knockback only: "(Knockback Only does no damage.)", "B378: Knockback." --------------------

def test_peer_knockback_only_does_no_damage():
    assert wound(8, 0, "kb", hp=15).injury == 0


def test_peer_knockback_only_does_no_blunt_trauma():
    assert wound(20, 20, "kb", hp=15, flexible=True).injury == 0


@pytest.mark.parametrize("damage_type", ["cr", "kb"])
@pytest.mark.parametrize("damage, yards", [(9, 0), (10, 1), (19, 1), (20, 2)])
def test_peer_crushing_or_knockback_only_knocks_back_a_yard_per_full_st_minus_2(damage_type, damage, yards):
    assert wound(damage, 0, damage_type, hp=15, knockback_st=12).knockback.yards == yards


@pytest.mark.parametrize("damage_type", OTHER_TYPES)
def test_peer_only_crushing_cutting_and_knockback_only_knock_back(damage_type):
    assert wound(16, 16, damage_type, hp=15, knockback_st=10).knockback.yards == 0


def test_peer_knockback_only_described():
    # damage_description.test.ts (a case it skips): basic 8, DR 0, penetrating 8, injury 0. The peer
    # writes the wounding modifier "×1" (crushing's); an attack that wounds nothing has none to show.
    _, answer = INJURY.answer({"damage": "8", "dr": "0", "damage_type": "kb", "hp": "15"})
    shown = {line.label: line.value for line in answer.lines}
    assert (shown["Basic damage"], shown["DR"], shown["Penetrating"], shown["Injury"]) == ("8", "0", "8", "none")
    assert shown["Wounding modifier"] == "none" and answer.effect is None


# --- B409 shotguns: "B409: Shotguns and Multiple Projectiles." ----------------------------------------

def test_peer_a_shotgun_within_a_tenth_of_half_damage_multiplies_dice_and_dr_by_half_its_rof_multiplier():
    # RoF 3×9, DR 6: the peer's 10 is a roll of the weapon's own dice, which it then multiplies by 4
    # (half of 9, rounded down) against DR 24 for 16 injury. The Basic Set multiplies the dice before
    # they are rolled (1d+1 is rolled as 4d+4), so the damage given is that roll: 4 × 10 here.
    w = wound(40, 6, "cr", hp=15, shotgun_rof=9)
    assert (w.shotgun, w.effective_dr, w.injury) == (4, 24, 16)


# --- fractions as printed: damage_description.test.ts, "B380: Injury to Unliving, Homogenous, ..." --

@pytest.mark.parametrize("tolerance, damage_type, damage, printed, injury", [
    ("unliving", "pi", 11, "x1/3", 2),
    ("unliving", "pi-", 15, "x1/5", 2),
    ("homogenous", "pi+", 11, "x1/3", 2),
    ("homogenous", "pi", 15, "x1/5", 2),
    ("homogenous", "pi-", 15, "x1/10", 1),
])
def test_peer_injury_tolerance_modifiers_are_printed_as_fractions(tolerance, damage_type, damage, printed, injury):
    _, answer = INJURY.answer({"damage": str(damage), "dr": "5", "damage_type": damage_type, "hp": "15",
                               "more_rules": True, "tolerance": tolerance})
    shown = {line.label: line.value for line in answer.lines}
    assert (shown["Wounding modifier"], shown["Injury"]) == (printed, str(injury))


def test_peer_a_diffuse_fatigue_blow_says_why_it_is_2():
    # "Adjusted Injury 2: Maximum 2 (Diffuse)" for 100 fatigue damage through DR 5.
    _, answer = INJURY.answer({"damage": "100", "dr": "5", "damage_type": "fat", "more_rules": True,
                               "tolerance": "diffuse"})
    diffuse = next(line for line in answer.lines if line.label == "Diffuse")
    assert diffuse.value == "2" and "at most 2" in diffuse.note and "Basic Set p. 380" in diffuse.source
    assert answer.headline == "FP lost 2"
