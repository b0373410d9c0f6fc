"""An Aftermath! combatant's state acts on every roll: its standing (the Critical Effects it is
under, its wounds, its load, the damage it took this Combat Turn) is what the status line, the
reminders, the attack stage and the calculators opened from its row read, all through the session
as the page drives it."""

import json
import random
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from pyrules import RulesError
from pyrules.aftermath.data import cite
from pyrules.aftermath.tools.critical_miss import TOOL as CRITICAL_MISS
from pyrules.aftermath.tools.melee import TOOL as MELEE
from pyrules.core.encounter.standing import ATTACK, DEFENSE, MELEE as MELEE_ROLL, MISSILE

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named, session  # noqa: E402

ANA = ("Ana", "party", {"str": "12", "bap": "12"}, "Knife 12 knife-belt\nPistol 14 pistol_std")
RAIDER = ("Raider", "foe", {"oda": "6", "cda": "2", "av": "4"}, "Club 10 club")


def fight(ana=ANA, raider=RAIDER):
    """Ana and the Raider from their cards: Ana's Action Phase (BAP 12) in the first Combat Turn."""
    s = from_cards("aftermath", (ana, raider))
    assert s.encounter.active.name == "Ana"
    return s


def card(base, **stats):
    name, side, own, attacks = base
    return name, side, {**own, **stats}, attacks


def one(s, name):
    return s.encounter.named(name)


def standing(s, name):
    return s.plugin.standing.of(one(s, name), s.encounter.state)


def hurt(s, name, amount, pool="Lethal"):
    for digit in str(amount):
        s.digit(digit)
    s.damage(named(s, name), pool)


def strike(s, attack=0, **answers):
    """Ana's attack stage on the Raider, answered with ``answers`` when given."""
    s.exchanges.begin(named(s, "Ana"), attack)
    stage = s.exchanges.now().stage
    if answers:
        s.exchanges.answer(answers)
    return stage


# -- 1. one standing, read by the status line and the reminders ---------------------------------------

def test_a_daze_halves_the_bcs_and_the_oda_in_the_standing_the_status_line_shows():
    s = fight()
    s.add_condition(named(s, "Ana"), {"name": "Dazed"})
    ana = standing(s, "Ana")
    assert [(m.why, m.factor, m.source) for m in ana.on(ATTACK)] == [("Dazed", Fraction(1, 2), cite(22))]
    assert [(m.why, m.factor) for m in ana.on(DEFENSE)] == [("Dazed", Fraction(1, 2))]
    assert "Daze: BCS and ODA at 1/2" in s.plugin.standing.status(one(s, "Ana"), s.encounter.state)


def test_wounds_load_and_damage_this_combat_turn_each_act_on_their_own_rolls():
    s = fight(ana=card(ANA, enc="partial", drt="20"))
    hurt(s, "Ana", 11)                                       # 11 of 20: over 50% wounded
    ana = standing(s, "Ana")
    assert [(m.why, m.value) for m in ana.on(MELEE_ROLL)] == [("over 50% wounded", -2)]
    assert [(m.why, m.value) for m in ana.on(ATTACK)] == [("Partially Encumbered", -1)]
    assert [(m.why, m.value) for m in ana.on(MISSILE)] == [("damaged in that Combat Turn (11 taken)", -6)]
    assert "Over 50% wounded: hand-to-hand BCS -2" in s.plugin.standing.status(one(s, "Ana"), s.encounter.state)


def test_the_dead_are_due_no_more_rolls_and_may_not_act():
    s = fight()
    raider = named(s, "Raider")
    s.add_condition(raider, {"name": "Disabled"})
    s.add_condition(raider, {"name": "Bleeding", "length": "5", "unit": "rounds"})
    s.add_condition(raider, {"name": "Lethal"})
    dead = standing(s, "Raider")
    assert not dead.alive and not dead.may("acts") and not dead.may("defends")
    s.next_turn()                                            # the Raider's Action Phase
    assert s.encounter.active.name == "Raider" and s.encounter.reminders == ()
    s.time_passes({"amount": "1", "unit": "hours"})
    assert not any("Disable" in r.text for r in s.encounter.reminders)


def test_an_attack_opened_from_a_dazed_combatants_row_takes_its_halved_oda_and_its_armor():
    s = fight(raider=card(RAIDER, bare="head"))
    s.add_condition(named(s, "Raider"), {"name": "Stun"})
    opened = s.calculate(named(s, "Raider"), "aftermath-melee").calculator
    assert (opened.tool, opened.combatant) == ("aftermath-melee", named(s, "Raider"))
    assert opened.values == {"oda": 3, "armor": "none", "av": 4, "bare": ["head"]}


# -- 2. the attack stage reads the attacker's and the target's standing ------------------------------

def test_a_dazed_attacker_strikes_at_half_its_bcs_said_cited_and_editable():
    s = fight()
    s.add_condition(named(s, "Ana"), {"name": "Daze"})
    stage = strike(s)
    assert stage.values["bcs"] == 6
    assert stage.sources["bcs"] == "Knife: BCS 12, from Ana’s card; ×1/2: Dazed, from Ana"
    assert stage.cited["bcs"] == cite(22)
    s.exchanges.answer({"bcs": "12", "roll": "20"})
    assert s.exchanges.now().done[0].values["bcs"] == 12


def test_a_dazed_attackers_odd_bcs_is_halved_with_the_half_rounded_up():
    # "The character's BCS and ODA are at 1/2 value" (seed 002 l.22); a half rounds up (erratum).
    s = fight(ana=("Ana", "party", {"str": "12", "bap": "12"}, "Knife 13 knife-belt"))
    s.add_condition(named(s, "Ana"), {"name": "Dazed"})
    assert strike(s).values["bcs"] == 7


def test_a_dazed_or_stunned_targets_odd_oda_is_halved_with_the_half_rounded_up():
    # "STUN — As above" (l.24): the ODA at 1/2 (l.22), 5 -> 3 as every halving of the rules rounds.
    for effect in ("Dazed", "Stunned"):
        s = fight(raider=card(RAIDER, oda="5"))
        s.add_condition(named(s, "Raider"), {"name": effect})
        assert strike(s).values["oda"] == 3
        assert s.plugin.prefill.calculators(one(s, "Raider"), s.encounter.state)["aftermath-melee"]["oda"] == 3


def test_a_stunned_attacker_may_not_initiate_an_attack_in_the_games_words():
    s = fight()
    s.add_condition(named(s, "Ana"), {"name": "Stunned"})
    with pytest.raises(RulesError, match=r"Ana is Stunned: the character may not initiate any attacks or fire "
                                         r"any weapons \(seed 002 l\.24\)\."):
        s.exchanges.begin(named(s, "Ana"), 0)
    assert s.exchange is None


def test_a_wounded_attacker_ticks_its_row_of_the_hand_to_hand_table():
    s = fight(ana=card(ANA, drt="20"))
    hurt(s, "Ana", 16)                                       # 16 of 20: over 75% wounded
    stage = strike(s)
    assert stage.values["situations"] == ["wounded_75"]
    assert stage.sources["situations"] == "−4: over 75% wounded, from Ana"
    assert stage.cited["situations"] == cite(61)


def test_a_wound_is_no_modifier_of_a_gun_but_damage_this_combat_turn_is():
    s = fight(ana=card(ANA, drt="20"))
    hurt(s, "Ana", 11)
    stage = strike(s, attack=1)
    assert stage.values["situations"] == ["damaged"] and stage.values["damage_taken"] == 11
    assert stage.sources["damage_taken"] == "−6: damaged in that Combat Turn (11 taken), from Ana"
    assert stage.cited["damage_taken"] == cite(67)


def test_an_encumbered_attacker_takes_its_loads_bcs_modifier_as_the_other_modifier():
    s = fight(ana=card(ANA, enc="full"))
    stage = strike(s, attack=1)
    assert stage.values["other"] == -2
    assert stage.sources["other"] == "−2: Fully Encumbered, from Ana"
    assert stage.cited["other"] == cite("427-429")


def test_a_dazed_targets_oda_is_halved_in_the_stage():
    s = fight()
    s.add_condition(named(s, "Raider"), {"name": "Dazed"})
    stage = strike(s)
    assert stage.values["oda"] == 3
    assert stage.sources["oda"] == "ODA 6, from Raider; ×1/2: Dazed, from Raider"
    assert stage.cited["oda"] == cite(22)


def test_a_stunned_targets_oda_is_halved_in_the_stage_as_a_daze_halves_it():
    s = fight()
    s.add_condition(named(s, "Raider"), {"name": "Stunned"})
    stage = strike(s)
    assert stage.values["oda"] == 3
    assert stage.sources["oda"] == "ODA 6, from Raider; ×1/2: Stunned, from Raider"
    assert stage.cited["oda"] == cite(24)  # "As above" (l.22): the ODA at 1/2


def test_a_shot_at_a_target_takes_its_cda():
    s = fight()
    stage = strike(s, attack=1)
    assert stage.values["cda"] == 2
    assert stage.sources["cda"] == "CDA 2, from Raider" and stage.cited["cda"] == cite(91)


# -- 3. a critical miss's Daze or Stun falls on the attacker -----------------------------------------

def test_a_critical_miss_that_dazes_puts_the_daze_on_the_attacker_and_the_log_names_it():
    s = fight()
    strike(s, roll="20", critical="miss", miss_roll="20")    # armed combat 11-40: Character is Dazed
    s.exchanges.finish()
    assert [c.name for c in one(s, "Ana").conditions] == ["Daze"]
    assert one(s, "Raider").conditions == ()
    text = next(e.text for e in reversed(s.encounter.log) if e.kind == "exchange")
    assert text.endswith("Critical miss by Ana: Ana is Dazed.") and ".." not in text
    s.undo()
    assert one(s, "Ana").conditions == ()


def test_a_critical_miss_that_stuns_stuns_the_attacker_then_dazes_it():
    s = fight()
    strike(s, roll="20", critical="miss", miss_roll="50")    # 41-70: Character is Stunned
    s.exchanges.finish()
    assert [c.name for c in one(s, "Ana").conditions] == ["Stun", "Daze"]


# -- 4. a calculator's wound applied to a combatant meets that combatant's armor ------------------------

def test_a_melee_wound_applied_to_a_combatant_is_worked_out_through_its_armor_at_the_location():
    s = fight(raider=card(RAIDER, bare="Arm"))
    own = s.plugin.prefill.target_values(one(s, "Raider"), "aftermath-melee", {"armor": "LC", "av": "", "bare": ""})
    assert own == {"armor": "none", "av": 4, "bare": ["arm"]}
    blow = dict(bcs="12", strength="30", weapon="custom", wdm="1", roll="3", effect_roll="6", **own)

    def done(where):
        return MELEE.answer({**blow, "location": where}, random.Random(1))[1].effect.amount

    assert done("torso") == done("arm") - 4


# -- 5. armor leaves bare: one reading for the card and the exchange ---------------------------------

def test_a_card_whose_armor_leaves_bare_the_tables_parts_as_printed_is_attacked_as_it_says():
    s = fight(raider=card(RAIDER, bare="Head & Neck, ARM"))
    stage = strike(s, roll="1", location="arm", effect_roll="3")
    assert stage.values["bare"] == ["head", "arm"]
    result = s.exchanges.now().result
    assert result.parts and result.parts[0][1].amount > 0    # no armor on the arm
    s.exchanges.finish()
    strike(s, roll="1", location="head", effect_roll="3")    # and every later attack
    assert s.exchanges.now().result is not None


def test_a_part_the_table_does_not_have_is_refused_when_the_card_is_saved():
    s = session("aftermath")
    with pytest.raises(RulesError, match="“wing” is no part of the hit location table") as error:
        s.cards.save(None, {"name": "Bird", "side": "foe", "bare": "head, wing", "attacks": ""})
    assert error.value.field == "bare" and s.roster.members == ()


def test_a_combatant_added_on_the_tracker_with_a_part_the_table_lacks_is_still_attacked_without_it():
    s = fight()
    s.add({"name": "Bird", "side": "foe", "bap": "1", "av": "3", "bare": "head, wing"})
    s.exchanges.begin(named(s, "Ana"), 0, [named(s, "Bird")])
    stage = s.exchanges.now().stage
    assert stage.values["bare"] == ["head"]
    assert stage.sources["bare"] == ("Bird’s armor leaves bare: head, wing; “wing” is no part of the hit location "
                                     "table: left out")
    s.exchanges.answer({"roll": "1", "location": "head", "effect_roll": "3"})
    assert s.exchanges.now().result is not None


@pytest.mark.parametrize("stats, said", [({"bare": "wing"}, "wing"), ({"wings": 2}, "wings")])
def test_a_card_file_with_a_part_or_a_stat_no_card_has_is_refused(stats, said):
    s = from_cards("aftermath", (ANA,))
    data = json.loads(s.cards.file().download[1])
    data["cards"][0]["stats"].update(stats)
    other = session("aftermath")
    with pytest.raises(RulesError, match=said):
        other.cards.load_file(json.dumps(data))
    assert other.roster.members == ()


# -- 6. the critical miss's headline is the table's whole line -------------------------------------------

def test_the_critical_miss_headline_prints_the_whole_line_of_the_table():
    answer = CRITICAL_MISS.answer({"kind": "unarmed", "roll": "75"}, random.Random(1))[1]
    assert answer.headline == ("Mode of attack (hand, foot, jaws, etc.) receives a Disable result with 1D6 of "
                               "Critical Damage")


def test_the_wounded_rows_are_said_in_their_printed_words():
    from pyrules.aftermath.situation import HAND_TO_HAND_BY_KEY
    from pyrules.aftermath.tracker.standing import WOUNDED_WORDS

    for key, words in WOUNDED_WORDS.items():   # l.60-61: "Attacker is over 50% wounded*"
        assert HAND_TO_HAND_BY_KEY[key].printed == f"Attacker is {words}*"
