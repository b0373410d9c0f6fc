"""The calculators an exchange plays answer with their rule's own typed result beside the words, and
what goes on from an answer (the exchange, the odds) reads that result, never the words."""

import random

from pyrules.aftermath.gun_attack import GunAttack
from pyrules.aftermath.melee_attack import MeleeAttack
from pyrules.aftermath.tools.gun import TOOL as GUN
from pyrules.aftermath.tools.melee import TOOL as MELEE
from pyrules.aftermath.tools.strike import strike_headline
from pyrules.core.answers import Answer, succeeded
from pyrules.cortex.defense import AttackAgainst
from pyrules.cortex.rolls import PoolRoll
from pyrules.cortex.tools.defense import TOOL as CORTEX_DEFENSE
from pyrules.cortex.tools.roll import TOOL as CORTEX_ROLL
from pyrules.gurps.criticals import SuccessRoll
from pyrules.gurps.tools.defense import TOOL as GURPS_DEFENSE
from pyrules.gurps.tools.skill import TOOL as SKILL
from pyrules.tal.attack import AttackResult
from pyrules.tal.tools.attack import TOOL as TAL_ATTACK


def answer(tool, **raw):
    return tool.answer(raw, random.Random(3), roll_optional=True)[1]


def test_a_gurps_attack_and_defense_answer_with_their_3d6_judged():
    hit = answer(SKILL, base="12", roll="3")
    assert isinstance(hit.result, SuccessRoll) and hit.result.success and hit.result.critical
    parried = answer(GURPS_DEFENSE, defense="parry", base="9", defense_roll="17")
    assert isinstance(parried.result, SuccessRoll) and not parried.result.success


def test_a_gurps_defense_that_cannot_be_had_rolls_nothing():
    none = answer(GURPS_DEFENSE, defense="dodge", base="9", maneuver="all_out_attack", defense_roll="3")
    assert none.result is None and not succeeded(none)


def test_a_tal_attack_answers_with_the_category_it_hit():
    hit = answer(TAL_ATTACK, skill="57", roll="10")
    assert isinstance(hit.result, AttackResult) and hit.result.hit and hit.result.category != "miss"
    miss = answer(TAL_ATTACK, skill="57", roll="99")
    assert isinstance(miss.result, AttackResult) and not miss.result.hit


def test_a_cortex_attack_is_a_pool_rolled_and_a_defense_the_attack_total_against_it():
    botch = answer(CORTEX_ROLL, attribute="d6", skill="d4", roll="2")
    assert isinstance(botch.result, PoolRoll) and botch.result.botch
    hit = answer(CORTEX_DEFENSE, defense="unaware", attack="8")
    assert isinstance(hit.result, AttackAgainst) and hit.result.hit and hit.result.margin == 5
    missed = answer(CORTEX_DEFENSE, defense="unaware", attack="2")
    assert isinstance(missed.result, AttackAgainst) and not missed.result.hit


def test_an_aftermath_strike_answers_with_the_attack_and_its_headline_is_said_from_it():
    melee = answer(MELEE, bcs="12", strength="30", weapon="knife-bowie", armor="HL", roll="5", effect_roll="10")
    assert isinstance(melee.result, MeleeAttack) and melee.headline == strike_headline(melee.result)
    missed = answer(MELEE, bcs="8", strength="30", weapon="custom", wdm="1", roll="15")
    assert missed.result.hit is False and missed.headline == strike_headline(missed.result)
    shot = answer(GUN, distance="20", bcs="12", ammo="pistol:9mm Parabellum", roll="3")
    assert isinstance(shot.result, GunAttack) and shot.headline == strike_headline(shot.result)


def test_an_answer_succeeds_by_its_typed_result_not_by_its_words():
    assert not succeeded(Answer("Success!", outcome="success"))
    assert succeeded(answer(SKILL, base="12", roll="3"))
    assert not succeeded(answer(SKILL, base="12", roll="18"))
