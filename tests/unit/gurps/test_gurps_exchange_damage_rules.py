"""The Basic Set's damage rules carried through the exchange's damage stage, as the page drives a
session: No Brain (pp. 60-61), knockback-only attacks (pp. 104, 111, 378), explosions (pp. 414-415),
shotguns at close range (p. 409) and Diffuse against an area attack (p. 380)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

BRUTE = ("Brute", "party", {"st": "12", "dx": "12", "ht": "11"},
         "Club 14 2d cr melee\nShove 13 2d kb melee\nShotgun 13 1d+1 pi ranged\nGrenade 12 3d cr ranged")
GOLEM = ("Golem", "foe", {"st": "14", "dx": "10", "ht": "12", "hp": "20", "dr": "0", "no_brain": "true"}, "")
ORC = ("Orc", "foe", {"st": "12", "dx": "11", "ht": "10", "hp": "30", "dr": "3"}, "")
MIST = ("Mist", "foe", {"st": "10", "dx": "10", "ht": "10", "hp": "30", "dr": "0", "tolerance": "diffuse"}, "")


def begun(target, attack, location="torso"):
    """The brute's attack at the target, hit and not defended: its damage stage next."""
    s = from_cards("gurps", (BRUTE, target))
    me = named(s, "Brute")
    if s.encounter.state.active != me:
        s.next_turn()
    s.exchanges.begin(me, attack)
    s.exchanges.answer({"location": location, "roll": "5"})
    s.exchanges.answer({"defense_roll": "16"})
    return s


def hp(s, name):
    return s.plugin.pools.current(s.encounter.named(name), "HP")


def damage_answered(s):
    """The damage stage as answered: the injury calculator's answer and the rolls it made."""
    return s.exchanges.now().done[-1]


def reminders(s):
    return [r.text for r in s.encounter.reminders]


def test_b60_a_club_to_a_brainless_golems_skull_is_a_major_wound_to_the_face_at_minus_5():
    s = begun(GOLEM, 0, "skull")
    s.exchanges.answer({"damage": "13"})  # less the skull's own DR 2: 11, x1 as to the face, not x4
    assert damage_answered(s).answer.effect.location == "face"
    s.exchanges.finish()
    assert hp(s, "Golem") == 20 - 11
    knockdown = next(text for text in reminders(s) if "knockdown" in text)
    assert "major wound to the face" in knockdown and "−5 major wound to the face" in knockdown


def test_b104_a_knockback_only_shove_wounds_nothing_and_knocks_the_orc_back():
    s = begun(ORC, 1)
    stage = s.exchanges.now().stage
    assert stage.values["knockback_st"] == 12 and stage.values["damage_type"] == "kb"
    s.exchanges.answer({"damage": "11"})
    said = s.exchanges.now().result.text
    assert "Orc takes no injury." in said and "Orc is knocked back 1 yard" in said
    s.exchanges.finish()
    assert hp(s, "Orc") == 30


def test_b409_a_shotgun_within_a_tenth_of_half_damage_rolls_its_dice_times_4_against_dr_times_4():
    s = begun(ORC, 2)
    s.rng = Loaded(6, 6, 6, 6)  # 4d+4: 28
    s.exchanges.answer({"more_rules": True, "shotgun_rof": "9"})
    assert [(t.notation, t.total) for t in damage_answered(s).throws] == [("4d6+4", 28)]
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - (28 - 3 * 4)


def test_a_shotguns_damage_is_rolled_as_its_card_says_until_its_rof_multiplier_is_given():
    s = begun(ORC, 2)
    stage = s.exchanges.now().stage
    damage = next(f for f in stage.fields if f.name == "damage")
    assert stage.dice(damage, dict(stage.values)) == "1d6+1"
    assert stage.dice(damage, {**stage.values, "more_rules": True, "shotgun_rof": "9"}) == "4d6+4"


def test_b414_a_grenades_blast_reaches_the_orc_2_yards_off_through_its_full_dr():
    s = begun(ORC, 3)
    stage = s.exchanges.now().stage
    assert stage.values["blast_dice"] == 3 and stage.sources["blast_dice"] == "Grenade: 3d"
    s.exchanges.answer({"damage": "15", "more_rules": True, "explosion": "blast", "blast_yards": "2"})
    lines = {line.label: line for line in damage_answered(s).answer.lines}
    assert lines["Explosion's blast"].value == "15 → 2" and "Basic Set p. 414" in lines["Explosion's blast"].source
    s.exchanges.finish()
    assert hp(s, "Orc") == 30  # 15 ÷ 6 = 2, stopped by DR 3


def test_b414_the_blast_does_nothing_beyond_2_yards_per_die():
    s = begun(ORC, 3)
    s.exchanges.answer({"damage": "18", "more_rules": True, "explosion": "blast", "blast_yards": "7"})
    assert damage_answered(s).answer.headline == "Injury 0"


def test_b415_a_grenade_inside_the_orc_meets_no_dr_and_is_x3_at_the_vitals():
    s = begun(ORC, 3)
    s.exchanges.answer({"damage": "10", "more_rules": True, "explosion": "internal"})
    s.exchanges.finish()
    assert hp(s, "Orc") == 30 - 30
    assert any("injury to the vitals" in text or "major wound to the vitals" in text for text in reminders(s))


def test_b380_a_grenade_does_the_diffuse_mist_its_full_injury():
    s = begun(MIST, 3)
    s.exchanges.answer({"damage": "12", "explosion": "struck"})
    s.exchanges.finish()
    assert hp(s, "Mist") == 30 - 12


def test_b380_a_club_does_the_diffuse_mist_at_most_2():
    s = begun(MIST, 0)
    s.exchanges.answer({"damage": "12"})
    s.exchanges.finish()
    assert hp(s, "Mist") == 30 - 2
