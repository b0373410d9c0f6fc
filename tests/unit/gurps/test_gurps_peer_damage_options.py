"""A peer's published cases for the Basic Set's damage options, transcribed as facts: the GURPS
Game Aid (the Foundry VTT system) damage calculator's tests of armor divisors, Hardened DR,
knockback, Injury Tolerance, Vulnerability, blunt trauma, large-area injury and 1/2D range
(test/damage_calculator/damage_calculator.test.ts), each as inputs -> what the peer expects.

Two differences of setting, not of rule: the peer's skull carries its DR 2 in the body's data
(its cases give the skull DR 0), where these rules add the skull's own DR 2 themselves, so a skull
case here rolls 2 more basic damage to meet the same penetrating damage; and only impaling,
piercing and tight-beam burning attacks hit the eye here (a published rule), so a crushing case at
the eye is asked with piercing damage of the same injury.

Not transcribed: the peer's Unliving large-piercing case, which expects x1 against its own title's
x1/2 (B380); its Diffuse crippling cases, where the Basic Set's Diffuse is immune to crippling
injuries (B60); and Damage Reduction, which is not in the Basic Set.
"""

import pytest

from pyrules.gurps.knockback import keep_feet_modifiers, knockback
from pyrules.gurps.tolerance import Body
from pyrules.gurps.wounds import wound

PIERCING = ("pi-", "pi", "pi+", "pi++")
HOMOGENOUS, DIFFUSE, UNLIVING = Body("homogenous"), Body("diffuse"), Body("unliving")
NO_BRAIN, NO_VITALS = Body(no_brain=True), Body(no_vitals=True)
# The peer's locations: groin, vitals, neck, the head (skull, eye, face), the limbs, the extremities.
LOCATIONS = ("groin", "vitals", "neck", "skull", "eye", "face", "arm", "leg", "hand", "foot")


def at(location: str, penetrating: int) -> int:
    """The basic damage that penetrates by ``penetrating`` at an unarmored ``location`` (the skull's own DR 2)."""
    return penetrating + (2 if location == "skull" else 0)


# --- B378 armor divisors (basic damage 20, crushing, torso) ------------------------------------

@pytest.mark.parametrize("damage, dr, divisor, injury", [
    (20, 20, "2", 10), (20, 20, "5", 16), (20, 20, "10", 18),
    (20, 5, "2", 18), (20, 5, "3", 19), (20, 5, "5", 19), (20, 5, "10", 20),
    (20, 20, "ignores", 20),
    (20, 5, "0.5", 10), (20, 3, "0.2", 5), (21, 2, "0.1", 1), (20, 0, "0.5", 19),
])
def test_peer_armor_divisor(damage, dr, divisor, injury):
    assert wound(damage, dr, "cr", armor_divisor=divisor).injury == injury


# --- B47 Hardened DR (DR 20, basic damage 20) ---------------------------------------------------

@pytest.mark.parametrize("divisor, levels, injury", [("10", 0, 18), ("10", 2, 14), ("2", 2, 0)])
def test_peer_hardened_dr(divisor, levels, injury):
    assert wound(20, 20, "cr", armor_divisor=divisor, hardened=levels).injury == injury


# --- B379 blunt trauma through flexible DR 20 ---------------------------------------------------

@pytest.mark.parametrize("damage_type", ("cut", "imp") + PIERCING)
@pytest.mark.parametrize("damage, trauma", [(9, 0), (10, 1), (19, 1), (20, 2)])
def test_peer_blunt_trauma_per_10_of_cutting_impaling_piercing(damage_type, damage, trauma):
    w = wound(damage, 20, damage_type, flexible=True)
    assert (w.penetrating, w.blunt_trauma) == (0, trauma)


@pytest.mark.parametrize("damage, trauma", [(4, 0), (5, 1), (19, 3), (20, 4)])
def test_peer_blunt_trauma_per_5_of_crushing(damage, trauma):
    assert wound(damage, 20, "cr", flexible=True).blunt_trauma == trauma


@pytest.mark.parametrize("damage_type", ["cr", "pi-"])
def test_peer_no_blunt_trauma_once_a_point_penetrates(damage_type):
    w = wound(21, 20, damage_type, flexible=True)
    assert (w.injury, w.blunt_trauma) == (1, 0)


@pytest.mark.parametrize("damage_type", ["burn", "cor", "fat", "tox"])
def test_peer_no_blunt_trauma_from_other_types(damage_type):
    assert wound(20, 20, damage_type, flexible=True).blunt_trauma == 0


# --- B378 knockback (target ST 12 unless said) ---------------------------------------------------

@pytest.mark.parametrize("damage_type", ["imp", "burn", "cor", "fat", "tox", *PIERCING])
def test_peer_only_crushing_and_cutting_knock_back(damage_type):
    assert wound(16, 16, damage_type, knockback_st=10).knockback.yards == 0


@pytest.mark.parametrize("damage, yards", [(9, 0), (10, 1), (19, 1), (20, 2)])
def test_peer_crushing_knockback(damage, yards):
    assert wound(damage, 0, "cr", knockback_st=12).knockback.yards == yards


@pytest.mark.parametrize("damage, yards", [(9, 0), (15, 1), (16, 0)])
def test_peer_cutting_knockback_against_dr_15(damage, yards):
    assert wound(damage, 15, "cut", knockback_st=12).knockback.yards == yards


@pytest.mark.parametrize("damage, yards, modifier, perfect_balance", [
    (10, 1, 0, False), (20, 2, -1, False), (50, 5, -4, False), (10, 1, 4, True), (30, 3, 2, True),
])
def test_peer_roll_to_keep_ones_feet(damage, yards, modifier, perfect_balance):
    assert knockback(damage, "cr", 0, 12).yards == yards
    assert sum(m.value for m in keep_feet_modifiers(yards, perfect_balance)) == modifier


# --- B380 Injury Tolerance at the torso (DR 5) ----------------------------------------------------

@pytest.mark.parametrize("body, damage_type, damage, penetrating, injury", [
    (UNLIVING, "imp", 11, 6, 6), (UNLIVING, "pi++", 11, 6, 6), (UNLIVING, "pi", 11, 6, 2),
    (UNLIVING, "pi-", 15, 10, 2),
    (HOMOGENOUS, "imp", 11, 6, 3), (HOMOGENOUS, "pi++", 11, 6, 3), (HOMOGENOUS, "pi+", 11, 6, 2),
    (HOMOGENOUS, "pi", 15, 10, 2), (HOMOGENOUS, "pi-", 15, 10, 1),
    *((DIFFUSE, kind, 100, 95, 1) for kind in ("imp", *PIERCING)),
    *((DIFFUSE, kind, 100, 95, 2) for kind in ("burn", "cor", "cr", "cut", "fat", "tox")),
])
def test_peer_injury_tolerance(body, damage_type, damage, penetrating, injury):
    w = wound(damage, 5, damage_type, tolerance=body)
    assert (w.penetrating, w.injury) == (penetrating, injury)


# --- B400 Injury Tolerance and hit location -------------------------------------------------------

@pytest.mark.parametrize("damage_type", ["imp", *PIERCING])
def test_peer_unliving_skull_keeps_its_x4(damage_type):
    assert wound(at("skull", 10), 0, damage_type, "skull", tolerance=UNLIVING).injury == 40


@pytest.mark.parametrize("location", LOCATIONS)
@pytest.mark.parametrize("damage_type, penetrating, injury", [
    ("imp", 11, 5), ("pi++", 11, 5), ("pi+", 11, 3), ("pi", 15, 3), ("pi-", 20, 2),
])
def test_peer_homogenous_ignores_wounding_modifiers_for_location(location, damage_type, penetrating, injury):
    w = wound(at(location, penetrating), 0, damage_type, location, hp=15, tolerance=HOMOGENOUS)
    assert (w.penetrating, w.injury) == (penetrating, injury)


@pytest.mark.parametrize("location", [place for place in LOCATIONS if place != "eye"])
@pytest.mark.parametrize("body, hp", [(HOMOGENOUS, 15), (DIFFUSE, 3)])
def test_peer_homogenous_and_diffuse_ignore_knockdown_modifiers_for_location(location, body, hp):
    w = wound(at(location, 10), 0, "cr", location, hp=hp, tolerance=body)
    assert w.major_wound and w.knockdown and w.knockdown_modifier == 0


@pytest.mark.parametrize("damage, blinded", [(10, False), (12, True)])  # imp x1/2: injury 5 and 6 at HP 50
def test_peer_homogenous_eye_can_still_be_crippled(damage, blinded):
    assert wound(damage, 0, "imp", "eye", hp=50, tolerance=HOMOGENOUS).crippled is blinded


@pytest.mark.parametrize("location", ["arm", "leg", "hand", "foot"])
def test_peer_homogenous_limbs_and_extremities_can_still_be_crippled(location):
    assert wound(10, 0, "cr", location, hp=15, tolerance=HOMOGENOUS).crippled


@pytest.mark.parametrize("location", LOCATIONS)
def test_peer_diffuse_ignores_wounding_modifiers_for_location(location):
    for damage_type in ("imp", *PIERCING):
        assert wound(at(location, 11), 0, damage_type, location, tolerance=DIFFUSE).injury == 1
    others = {"eye": (), "vitals": ("cr",)}.get(location, ("burn", "cor", "cr", "cut", "fat", "tox"))
    for damage_type in others:  # only the types that can strike the eye or the vitals
        assert wound(100, 0, damage_type, location, tolerance=DIFFUSE).injury == 2


@pytest.mark.parametrize("location", ["skull", "eye"])
def test_peer_no_brain_skull_and_eye_get_no_extra_knockdown_modifier(location):
    # The peer gives the roll no modifier at all; the Basic Set treats the blow as one to the face
    # (B60-61), whose Major Wound is at -5: the skull's or eye's -10 is gone, the face's -5 is not.
    kinds = ("imp", *PIERCING) if location == "eye" else ("imp", *PIERCING, "burn", "cor", "cr", "cut")
    for damage_type in kinds:
        w = wound(at(location, 10), 0, damage_type, location, hp=15, tolerance=NO_BRAIN)
        assert w.knockdown and w.knockdown_modifier == (-5 if w.major_wound else 0)


@pytest.mark.parametrize("location", ["skull", "eye"])
def test_peer_no_brain_skull_and_eye_get_no_extra_wounding_modifier(location):
    expected = {"pi": 10, "pi+": 15, "imp": 20, "pi++": 20, "pi-": 5}
    if location == "skull":
        # The peer expects corrosion x1 (10); as a blow to the face (B60-61) it takes the face's x1.5.
        expected.update({"burn": 10, "cor": 15, "cr": 10, "cut": 15})
    for damage_type, injury in expected.items():
        assert wound(at(location, 10), 0, damage_type, location, hp=15, tolerance=NO_BRAIN).injury == injury
    assert wound(10, 0, "tox", "skull", tolerance=NO_BRAIN).injury == 10  # toxic never meets the skull's DR 2


@pytest.mark.parametrize("damage, blinded", [(1, False), (3, True)])
def test_peer_no_brain_eye_can_still_be_blinded(damage, blinded):
    w = wound(damage, 0, "pi", "eye", hp=20, tolerance=NO_BRAIN)
    assert (w.injury, w.crippled) == (damage, blinded)


@pytest.mark.parametrize("location", ["vitals", "groin"])
def test_peer_no_vitals_vitals_and_groin_are_torso_hits(location):
    w = wound(7, 0, "cr", location, hp=12, tolerance=NO_VITALS)
    assert (w.injury, w.knockdown_modifier, w.shock.penalty) == (7, 0, -4)


# --- B400 large-area injury, B378 1/2D, B161 Vulnerability --------------------------------------

def test_peer_large_area_injury():
    assert wound(10, 12, "cr", weakest_dr=2).injury == 3


@pytest.mark.parametrize("half, injury", [(False, 22), (True, 6)])
def test_peer_half_damage(half, injury):
    assert wound(16, 5, "imp", half_damage=half).injury == injury


@pytest.mark.parametrize("vulnerability, injury", [(3, 15), (2, 10)])
def test_peer_vulnerability(vulnerability, injury):
    assert wound(10, 5, "cr", vulnerability=vulnerability).injury == injury
