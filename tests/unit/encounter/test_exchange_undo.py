"""A mistaken Apply is one tap to correct: Undo brings the attack back at its result, every stage
as it was played, and Redo applies it again. Every attack carries an id from its start, so two
tabs showing the same result never apply it twice."""

import json
import random

import pytest

from exchange_helpers import from_cards, named, reread, session
from pyrules.core.encounter import Encounter, actions
from pyrules.core.encounter.exchange_data import ID_PREFIX
from pyrules.core.errors import RulesError
from keeping.keys import encounter_key, legacy_exchange_key

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "Axe 12 2d cut melee")
CARDS = {
    "gurps": (FIGHTER, ORC),
    "aftermath": (("Ana", "party", {"str": "12"}, "Knife 12 knife-belt"), ("Raider", "foe", {}, "")),
    "cortex": (("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound"), ("Thug", "foe", {"agility": "d6"}, "")),
    "tal": (("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55"),
            ("Orc", "foe", {"constitution": "40", "combat_speed": "10"}, "")),
}


def fight():
    """The fighter and the orc, not started."""
    return from_cards("gurps", (FIGHTER, ORC))


def played_to_its_result(s, damage="6"):
    """The fighter's broadsword at the orc's neck, the orc's Dodge failed, ``damage`` rolled: the
    result waits for Apply."""
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": damage})
    return s.exchanges.now()


def hp(s, who="Orc"):
    return s.encounter.combatant(named(s, who)).resources["HP"]


def said(walk):
    """An exchange worked out as the panel shows it: each stage, its values and rolls, and the result."""
    return ([(a.stage.key, dict(a.values), a.rolled) for a in walk.done], walk.result.text)


def applied_attacks(s):
    return [e for e in s.encounter.log if e.kind == "exchange"]


# -- undo after Apply ---------------------------------------------------------------------------

def test_undo_after_apply_brings_the_attack_back_at_its_result_with_every_stage_as_it_was():
    s = fight()
    before = said(played_to_its_result(s))
    s.exchanges.finish()
    assert s.exchange is None and hp(s) < 12
    undone = s.undo()
    assert hp(s) == 12 and not applied_attacks(s)
    assert said(s.exchanges.now()) == before
    assert [(v.part, v.combatant) for v in undone.in_view] == [("exchange", named(s, "Fighter"))]


def test_apply_after_that_undo_applies_the_attack_once_more_as_one_step():
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    hurt = hp(s)
    s.undo()
    s.exchanges.finish()
    assert hp(s) == hurt and len(applied_attacks(s)) == 1 and s.exchange is None


def test_redo_after_that_undo_applies_it_again_and_ends_the_attack_under_way():
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    hurt = hp(s)
    s.undo()
    s.redo()
    assert hp(s) == hurt and len(applied_attacks(s)) == 1
    assert s.exchange is None and reread(s).exchange is None


def test_the_attack_brought_back_by_undo_is_kept_through_a_reload():
    s = fight()
    before = said(played_to_its_result(s))
    s.exchanges.finish()
    s.undo()
    again = reread(s)
    assert said(again.exchanges.now()) == before and hp(again) == 12


def test_an_attack_changed_after_the_undo_applies_as_changed():
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    s.undo()
    s.exchanges.back()
    s.exchanges.answer({"damage": "3"})
    s.exchanges.finish()
    lighter = fight()
    played_to_its_result(lighter, damage="3")
    lighter.exchanges.finish()
    assert hp(s) == hp(lighter) != 12 and len(applied_attacks(s)) == 1
    assert not s.encounter.can_redo


def test_undo_keeps_an_attack_under_way_with_a_step_answered_rather_than_bring_one_back():
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    s.exchanges.begin(named(s, "Orc"), 0)
    s.exchanges.answer({"roll": "9"})
    s.undo()
    assert hp(s) == 12
    assert s.exchange.attacker == named(s, "Orc") and len(s.exchange.stages) == 1


def test_two_undos_bring_back_the_earlier_attack_and_two_redos_apply_both():
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    s.exchanges.begin(named(s, "Orc"), 0)
    s.exchanges.roll_on()
    s.exchanges.finish()
    fighter_hp = hp(s, "Fighter")
    s.undo()
    assert s.exchange.attacker == named(s, "Orc")
    s.undo()
    assert s.exchange.attacker == named(s, "Fighter") and hp(s) == 12
    s.redo()
    s.redo()
    assert s.exchange is None and hp(s, "Fighter") == fighter_hp and len(applied_attacks(s)) == 2


def test_undo_of_any_other_step_leaves_the_attack_under_way_alone():
    s = fight()
    s.roll_initiative()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "9"})
    s.undo()
    assert len(s.exchange.stages) == 1


@pytest.mark.parametrize("ruleset", sorted(CARDS))
def test_every_rulesets_attack_comes_back_at_its_result_after_undo(ruleset):
    s = from_cards(ruleset, CARDS[ruleset], rng=random.Random(3))
    party = next(c.id for c in s.encounter.combatants if c.side == "party")
    s.exchanges.begin(party, 0)
    if s.exchanges.roll_on().notice:  # TAL's damage is the game master's to enter
        s.exchanges.answer({"damage": "5"})
    before = said(s.exchanges.now())
    s.exchanges.finish()
    s.undo()
    assert said(s.exchanges.now()) == before


def test_the_action_keeps_only_what_the_stages_did_not_offer_themselves():
    s = fight()
    walk = played_to_its_result(s)
    s.exchanges.finish()
    played = s.encounter.actions[-1]["played"]
    typed = [{"location": "neck", "roll": 6}, {"defense_roll": 16}, {"damage": 6}]
    for stage, values in zip(played["stages"], typed):
        assert values.items() <= stage["values"].items() and "base" not in stage["values"]
    assert len(json.dumps(played)) < len(json.dumps(walk.exchange.to_dict())) / 2


def test_an_exchange_action_stored_before_it_kept_its_attack_still_loads_and_undoes_without_one():
    s = fight()
    orc, fighter = named(s, "Orc"), named(s, "Fighter")
    s.apply(actions.exchange(fighter, [orc], "Fighter hits.", [actions.damage(orc, 5)]))
    again = reread(s)
    again.undo()
    assert hp(again) == 12 and again.exchange is None


@pytest.mark.parametrize("change, field", [
    ({"seed": -1}, "played.stages[0].seed"),
    ({"values": {"roll": {"a": 1}}}, "played.stages[0].values.roll"),
    ({"rolled": {"roll": "lots"}, "values": {"roll": 9}}, "played.stages[0].rolled.roll"),
])
def test_a_damaged_played_attack_is_refused_naming_its_field(change, field):
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    data = s.encounter.to_dict()
    stored = data["history"]["actions"][-1]["played"]
    stored["stages"][0] = {**stored["stages"][0], **change}
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field.endswith(field)


def test_a_played_attack_of_another_game_is_refused():
    s = fight()
    played_to_its_result(s)
    s.exchanges.finish()
    data = s.encounter.to_dict()
    data["history"]["actions"][-1]["played"]["ruleset"] = "tal"
    with pytest.raises(RulesError) as error:
        Encounter.from_dict(data)
    assert error.value.field.endswith("played.ruleset")


# -- the exchange's id --------------------------------------------------------------------------

def test_an_attack_is_given_an_id_as_it_begins_kept_with_it_through_a_reload():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    first = s.exchange.id
    assert first.startswith(ID_PREFIX) and reread(s).exchange.id == first
    s.exchanges.begin(named(s, "Orc"), 0)
    assert s.exchange.id != first


def test_the_same_attack_is_refused_a_second_time_until_its_first_apply_is_undone():
    s = fight()
    walk = played_to_its_result(s)
    s.exchanges.finish()
    action = s.encounter.actions[-1]
    with pytest.raises(RulesError, match="This attack was already applied"):
        s.encounter.apply(action)
    assert s.encounter.undo().apply(action).state == s.encounter.state
    assert walk.exchange.id == action["played"]["id"]


def two_tabs_at_one_result():
    """Two tabs over one storage, both showing the fighter's attack waiting for Apply."""
    a = fight()
    a.keep()
    b = session("gurps", a.book.store.backend)
    played_to_its_result(a)
    a.keep()
    b.another_tab_wrote(encounter_key("gurps", a.library.current))
    assert b.exchanges.now().result is not None
    return a, b


def test_the_exchange_id_in_a_two_tab_merge_keeps_the_second_apply_from_applying_it_again():
    a, b = two_tabs_at_one_result()
    a.exchanges.finish()
    a.keep()
    hurt = hp(a)
    second = b.exchanges.finish()
    assert "already applied" in second.notice
    assert hp(b) == hurt and len(applied_attacks(b)) == 1 and b.exchange is None
    assert hp(reread(b)) == hurt and len(applied_attacks(reread(b))) == 1


def test_two_applies_made_before_either_tab_wrote_apply_the_attack_once():
    a, b = two_tabs_at_one_result()
    a.exchanges.finish()
    b.exchanges.finish()  # shown in each tab, neither written yet
    a.keep()
    with pytest.raises(RulesError, match="This attack was already applied"):
        b.keep()
    assert hp(b) == hp(a) < 12 and len(applied_attacks(reread(b))) == 1


def test_an_apply_undone_in_one_tab_brings_the_attack_back_in_the_other_too():
    a, b = two_tabs_at_one_result()
    a.exchanges.finish()
    a.keep()
    b.another_tab_wrote(f"encounter.gurps.{a.library.current}")
    b.undo(confirmed=True)
    b.keep()
    a.another_tab_wrote(f"encounter.gurps.{a.library.current}")
    assert a.exchanges.now().result is not None and hp(a) == 12
    a.exchanges.finish()
    assert hp(a) < 12 and len(applied_attacks(a)) == 1


def test_an_attack_under_way_stored_before_attacks_had_ids_resumes_applies_and_is_undone():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    stored = s.exchange.to_dict()
    del stored["id"]
    s.exchanges.cancel()
    s.keep()
    s.book.store.save(legacy_exchange_key("gurps", s.library.current), stored)  # as an older app kept it
    again = reread(s)
    assert again.exchange.id is None and again.exchanges.now().stage is not None
    again.exchanges.answer({"defense_roll": "16"})
    again.exchanges.answer({"damage": "6"})
    before = said(again.exchanges.now())
    again.exchanges.finish()
    assert hp(again) < 12 and "id" not in again.encounter.actions[-1]["played"]
    again.undo()
    assert said(again.exchanges.now()) == before
