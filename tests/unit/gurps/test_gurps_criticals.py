"""Success rolls and criticals on 3d6 (G16), with the published 10-over rule."""

from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.core.odds import distribution
from pyrules.gurps import chances, success_chance, success_roll
from pyrules.gurps.criticals import critical_meaning


def printed_rules(skill: int, roll: int) -> str:
    """An independent reading of G16 l.212-220 plus the published 10-over rule."""
    if roll in (3, 4) or (roll == 5 and skill >= 15) or (roll == 6 and skill >= 16):
        return "critical success"
    if roll == 18 or (roll == 17 and skill <= 15) or roll - skill >= 10:
        return "critical failure"
    if roll == 17 or roll > skill:
        return "failure"
    return "success"


@pytest.mark.parametrize("skill", range(3, 21))
def test_criticals_for_every_skill_from_3_to_20_follow_the_reference(skill):
    for roll in range(3, 19):
        result = success_roll(skill, roll)
        assert result.outcome == printed_rules(skill, roll), (skill, roll)
        assert result.margin == skill - roll
        assert result.critical == result.outcome.startswith("critical")
        assert result.success == result.outcome.endswith("success")


def test_a_roll_of_5_is_critical_only_from_skill_15():
    assert not success_roll(14, 5).critical and success_roll(14, 5).success
    assert success_roll(15, 5).critical and success_roll(15, 5).success


def test_a_roll_of_6_is_critical_only_from_skill_16():
    assert not success_roll(15, 6).critical
    assert success_roll(16, 6).critical and success_roll(16, 6).success


def test_a_17_is_a_critical_failure_at_15_and_an_ordinary_failure_at_16():
    assert success_roll(15, 17).critical and not success_roll(15, 17).success
    at_16 = success_roll(16, 17)
    assert not at_16.critical and not at_16.success
    assert "ordinary failure" in at_16.rule


def test_an_18_always_fails_critically_even_at_skill_30():
    result = success_roll(30, 18)
    assert result.critical and not result.success and result.margin == 12


def test_3_and_4_always_succeed_even_at_skill_1():
    for roll in (3, 4):
        result = success_roll(1, roll)
        assert result.success and result.critical


def test_the_published_10_over_rule_makes_a_critical_failure_and_says_so():
    result = success_roll(5, 15)
    assert result.critical and not result.success and result.published
    assert not success_roll(6, 15).critical
    assert success_roll(6, 16).published


def test_at_skill_minus_6_a_4_is_still_a_critical_success_as_printed():
    result = success_roll(-6, 4)
    assert result.success and result.critical and not result.published


def test_success_chance_at_10_is_one_half():
    assert success_chance(10) == Fraction(1, 2)


@pytest.mark.parametrize("skill, expected", [
    (-20, Fraction(4, 216)), (2, Fraction(4, 216)), (3, Fraction(4, 216)), (4, Fraction(4, 216)),
    (5, Fraction(10, 216)), (9, Fraction(81, 216)), (12, Fraction(160, 216)), (15, Fraction(206, 216)),
    (16, Fraction(212, 216)), (17, Fraction(212, 216)), (20, Fraction(212, 216)),
])
def test_success_chance_is_exact(skill, expected):
    assert success_chance(skill) == expected


def test_success_chance_matches_counting_every_roll():
    dist = distribution("3d6")
    for skill in range(-5, 25):
        counted = sum(p for roll, p in dist.items() if printed_rules(skill, roll).endswith("success"))
        assert success_chance(skill) == counted


def test_critical_chances_at_15_16_and_6():
    assert chances(15).critical_success == Fraction(10, 216)
    assert chances(16).critical_success == Fraction(20, 216)
    assert chances(15).critical_failure == Fraction(4, 216)
    assert chances(16).critical_failure == Fraction(1, 216)
    assert chances(6).critical_failure == Fraction(10, 216)  # 16, 17, 18
    assert chances(10).failure == Fraction(1, 2)


@given(st.integers(min_value=-99, max_value=98))
def test_more_skill_never_lowers_the_chance_of_success(skill):
    assert success_chance(skill + 1) >= success_chance(skill)


@given(st.integers(min_value=-99, max_value=99), st.integers(min_value=3, max_value=18))
def test_every_critical_success_is_a_success_and_margin_is_skill_minus_roll(skill, roll):
    result = success_roll(skill, roll)
    assert result.margin == skill - roll
    if result.critical and result.success:
        assert roll <= 6
    if roll >= 17:
        assert not result.success


@pytest.mark.parametrize("skill, roll", [
    (10, 2), (10, 19), (10, 0), (True, 10), (10, True), ("x", 10), (10.5, 10), (100, 10), (-100, 10), (None, 10),
])
def test_bad_success_rolls_are_refused(skill, roll):
    with pytest.raises(RulesError):
        success_roll(skill, roll)


@pytest.mark.parametrize("skill", [True, "ten", 1.5, 100])
def test_bad_skills_for_a_chance_are_refused(skill):
    with pytest.raises(RulesError):
        success_chance(skill)


def test_what_a_critical_means_for_an_attack_and_each_defense():
    hit, miss = success_roll(12, 3), success_roll(12, 18)
    assert "no active defense" in critical_meaning(hit, "attack")
    assert "Critical Miss Table" in critical_meaning(miss, "attack")
    assert "attacker goes to Critical Miss" in critical_meaning(hit, "parry", "melee")
    assert "can be caught" in critical_meaning(hit, "dodge", "ranged")
    assert "shield unreadies" in critical_meaning(miss, "block")
    assert "falls prone" in critical_meaning(miss, "dodge")
    assert "Crit. Miss" in critical_meaning(miss, "parry")
    assert critical_meaning(success_roll(12, 10), "attack") is None
