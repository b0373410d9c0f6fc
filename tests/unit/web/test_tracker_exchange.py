"""The exchange on the tracker page: a row's attack buttons, the panel each stage is played in,
the follow-up button of a failed roll, and another tab's exchange shown here."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import Loaded, from_cards, named, session  # noqa: E402

from screen import due_page, exchange_page, tracker_page  # noqa: E402
from keeping.keys import encounter_key  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12", "dr": "2"}, "")


def fight(*extra):
    return from_cards("gurps", (FIGHTER, ORC) + extra)


def names(s):
    return {c.id: c.name for c in s.encounter.combatants}


def control(s, who):
    cid = named(s, who)
    others = tuple((c.id, c.name) for c in s.encounter.combatants if c.id != cid)
    return str(exchange_page.attack_control(s.encounter.combatant(cid), s.attacks(cid), others,
                                            s.exchanges.targets(cid)))


def test_a_row_offers_one_button_per_attack_line_and_a_free_attack_with_the_only_foe_ticked():
    s = fight(("Squire", "party", {}, ""))
    drawn = control(s, "Fighter")
    orc, squire = named(s, "Orc"), named(s, "Squire")
    assert 'data-act="exchange" class="primary attack-line" data-id="c1" data-attack="0">Broadsword 14 2d+1 cut melee<' \
        .replace("c1", named(s, "Fighter")) in drawn
    assert 'class="attack-line" data-id="{}">Free attack<'.format(named(s, "Fighter")) in drawn
    assert f'value="{orc}" checked' in drawn and f'value="{squire}" checked' not in drawn
    assert f'value="{named(s, "Fighter")}"' not in drawn  # never the attacker


def test_the_target_ticked_is_the_one_the_attacker_attacked_last():
    s = fight(("Squire", "party", {}, ""))
    fighter, squire = named(s, "Fighter"), named(s, "Squire")
    s.exchanges.begin(fighter, 0, [squire])
    s.exchanges.answer({"roll": "17"})
    s.exchanges.finish()
    assert s.exchanges.targets(fighter) == (squire,)
    assert f'value="{squire}" checked' in control(s, "Fighter")


def test_the_panel_shows_the_stage_filled_in_with_where_each_value_came_from_and_a_blank_roll():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s)))
    assert "<h3>Fighter attacks Orc</h3>" in drawn
    assert 'id="gurps-tracker-stage--base"' in drawn and 'value="14"' in drawn
    assert "Broadsword 14, from Fighter’s card" in drawn
    assert 'placeholder="blank: the app rolls 3d6"' in drawn
    assert "Before the roll: Effective skill 14: 90.7% to succeed" in drawn
    assert 'data-act="exchange-roll-on"' in drawn and 'data-act="exchange-back"' not in drawn  # nothing to go back to


def test_a_stunned_defenders_stage_says_its_dodge_is_4_lower_before_the_roll():
    s = fight()
    s.add_condition(named(s, "Orc"), {"name": "Stunned"})
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"roll": "6"})
    stage = s.exchanges.now().stage
    assert exchange_page.before_roll(stage, dict(stage.values)).startswith("Before the roll: Dodge 4:")
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s)))
    assert "Dodge 8, from Orc" in drawn and "Fighter’s Broadsword: </strong>Success by 8" in drawn


def test_a_typed_roll_leaves_no_chance_before_it():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    stage = s.exchanges.now().stage
    assert exchange_page.before_roll(stage, {**stage.values, "roll": "9"}) == ""


def test_a_tal_attack_stage_counts_its_chance_on_d100_with_the_attackers_fatigue():
    s = from_cards("tal", (("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55"),
                           ("Orc", "foe", {"constitution": "40", "combat_speed": "10"}, "")))
    ana = named(s, "Ana")
    s.apply({"kind": "damage", "id": ana, "amount": 15, "resource": "TAL"})
    s.exchanges.begin(ana, 0)
    walk = s.exchanges.now()
    drawn = str(exchange_page.panel(walk, "tal-tracker", names(s)))
    assert "+10: Taxed, from Ana · Fatigued +5, Taxed +10 to the roll" in drawn
    assert "to hit on d100" in exchange_page.before_roll(walk.stage, dict(walk.stage.values))


def test_at_its_end_the_panel_says_what_happened_and_offers_apply():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "9"})
    s.exchanges.answer({"defense_roll": "18"})
    s.exchanges.answer({"damage": "7"})
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s)))
    assert "Orc takes 10 HP, neck, major wound." in drawn
    assert 'data-act="exchange-apply"' in drawn and 'data-form="stage"' not in drawn


def test_the_acting_attackers_result_offers_apply_and_next_turn_in_one_tap_and_anothers_does_not():
    s = fight()
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, 0)
    s.exchanges.roll_on()
    acting = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s), acting=fighter))
    assert 'data-act="exchange-apply-next"' in acting and "Apply, next turn ›" in acting
    other = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s), acting=orc))
    assert 'data-act="exchange-apply-next"' not in other and 'data-act="exchange-apply"' in other


def test_the_panel_shows_how_the_targets_stand_now():
    s = fight()
    orc = named(s, "Orc")
    s.exchanges.begin(named(s, "Fighter"), 0)
    row = next(r for r in s.encounter.view().order if r.id == orc)
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s), {orc: tracker_page.standing_line(row)}))
    assert "HP 12/12, FP 10/10" in drawn


def test_the_dice_the_app_rolled_show_on_the_stage_done_as_a_sentence():
    s = fight()
    s.rng = Loaded(3, 3, 3)
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({})
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s)))
    assert '<span class="app-rolled"> The app rolled 3d6: 9.</span>' in drawn


def test_a_foe_out_of_the_fight_is_not_ticked_and_its_box_says_what_state_it_is_in():
    s = fight(("Goblin", "foe", {"hp": "8"}, ""))
    fighter, orc, goblin = named(s, "Fighter"), named(s, "Orc"), named(s, "Goblin")
    s.exchanges.begin(fighter, 0, [orc])
    s.exchanges.cancel()
    s.add_condition(orc, {"name": "Unconscious"})
    out = {row.id: row.out for row in s.encounter.view().order if row.out is not None}
    assert out == {orc: "unconscious"}
    others = tuple((c.id, c.name) for c in s.encounter.combatants if c.id != fighter)
    drawn = str(exchange_page.attack_control(s.encounter.combatant(fighter), s.attacks(fighter), others,
                                             s.exchanges.targets(fighter), out))
    assert f'value="{goblin}" checked' in drawn and f'value="{orc}" checked' not in drawn
    assert '<span>Orc<span class="out-of-fight"> (Unconscious)</span></span>' in drawn


def test_the_attacks_of_one_out_of_the_fight_say_what_state_it_is_in():
    s = fight()
    orc = named(s, "Orc")
    s.add_condition(orc, {"name": "Unconscious"})
    out = {row.id: row.out for row in s.encounter.view().order if row.out is not None}
    others = tuple((c.id, c.name) for c in s.encounter.combatants if c.id != orc)
    drawn = str(exchange_page.attack_control(s.encounter.combatant(orc), s.attacks(orc), others,
                                             s.exchanges.targets(orc), out))
    assert '<p class="attack-title">Attack (Unconscious)</p>' in drawn
    assert '<p class="attack-title">Attack</p>' in control(s, "Fighter")


def test_no_exchange_draws_nothing():
    assert exchange_page.panel(None, "gurps-tracker", {}) == ""


def test_a_failed_knockdown_roll_offers_a_button_that_marks_the_target():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.exchanges.answer({"location": "neck", "roll": "6"})
    s.exchanges.answer({"defense_roll": "16"})
    s.exchanges.answer({"damage": "6"})
    s.exchanges.finish()
    view = s.encounter.view()
    index = next(i for i, r in enumerate(view.reminders) if "knockdown" in r.text)
    s.rng = Loaded(6, 6, 6)
    s.reminder_rolls.roll(index)
    view = s.encounter.view()  # the roll is part of the encounter now
    drawn = str(due_page.reminders(view, s.reminder_rolls.now(view), s.reminder_rolls.chances(view), s.reminder_rolls.follows(view)))
    assert f'data-act="follow" class="primary bad follow" data-index="{index}"' in drawn
    assert ">Mark Unconscious</button>" in drawn


def test_an_exchange_another_tab_answered_is_read_again_at_its_stage():
    s = fight()
    s.keep()
    other = session("gurps", s.book.store.backend)
    assert other.exchange is None
    s.exchanges.begin(named(s, "Fighter"), 0)
    s.keep()
    other.another_tab_wrote(encounter_key("gurps", s.library.current))
    assert other.exchanges.now().stage.key == "attack"
    s.exchanges.answer({"roll": "6"})
    s.keep()
    other.another_tab_wrote(encounter_key("gurps", s.library.current))
    assert other.exchanges.now().stage.key == f"defense {named(s, 'Orc')}"
    s.exchanges.cancel()
    s.keep()
    assert other.another_tab_wrote(encounter_key("gurps", s.library.current)).redraw
    assert other.exchanges.now() is None


def test_another_games_encounter_is_none_of_this_trackers():
    s = fight()
    other = session("gurps", s.book.store.backend)
    assert not other.another_tab_wrote(encounter_key("tal", s.library.current)).redraw


def test_an_attack_another_tab_began_on_a_combatant_it_just_added_arrives_with_that_combatant():
    s = fight()
    s.keep()
    other = session("gurps", s.book.store.backend)
    s.add({"name": "Goblin", "side": "foe"})
    s.exchanges.begin(named(s, "Goblin"))
    s.keep()
    other.another_tab_wrote(encounter_key("gurps", s.library.current))
    assert other.exchanges.now().exchange.attacker == named(other, "Goblin")


def test_the_panel_says_a_free_punch_in_words_and_folds_the_published_rule_mark_behind_why():
    s = fight()
    s.exchanges.begin(named(s, "Fighter"))
    drawn = str(exchange_page.panel(s.exchanges.now(), "gurps-tracker", names(s)))
    base = drawn[drawn.index('data-field="base"'):]
    base = base[:base.index('data-field="', 1)]
    assert "Punch at DX 10: a punch: DX, thr−1 crushing</p>" in base
    assert ('<summary>Why?</summary><ul class="notes"><li class="source">Published rule, not in the reference.</li>'
            in base)
    assert "(Published rule" not in drawn


ANA = ("Ana", "party", {"tal_max": "20", "combat_speed": "12"}, "Sword 55")
ORC_TAL = ("Orc", "foe", {"constitution": "40", "combat_speed": "10"}, "")


def stage_drawn(s) -> str:
    return str(exchange_page.stage_form(s.exchanges.now().stage, "tal-tracker"))


def test_a_stage_with_dice_to_roll_says_roll_and_a_damage_stage_with_none_says_next():
    s = from_cards("tal", (ANA, ORC_TAL))
    s.exchanges.begin(named(s, "Ana"), 0)
    assert '<button type="submit" class="primary roll">Roll</button>' in stage_drawn(s)
    s.exchanges.answer({"roll": "10"})
    assert exchange_page.stage_button(s.exchanges.now().stage) == "Next"
    assert '<button type="submit" class="primary roll">Next</button>' in stage_drawn(s)


def test_a_stage_with_nothing_to_roll_says_what_next_will_give_not_a_chance_before_a_roll():
    s = from_cards("tal", (ANA, ORC_TAL))
    s.exchanges.begin(named(s, "Ana"), 0)
    first = s.exchanges.now().stage
    assert exchange_page.before_roll(first, dict(first.values)).startswith("Before the roll: ")
    s.exchanges.answer({"roll": "10"})
    stage = s.exchanges.now().stage
    said = exchange_page.before_roll(stage, {**stage.values, "damage": "6"})
    assert said.startswith("Next: ") and "6" in said and "Before the roll" not in said


def test_a_cortex_damage_stage_rolls_the_weapons_die_so_its_button_says_roll():
    s = from_cards("cortex", (("Mal", "party", {}, "Pistol d8 d6 d6 wound"), ("Thug", "foe", {}, "")))
    s.exchanges.begin(named(s, "Mal"), 0)
    s.exchanges.answer({"roll": "11"})
    s.exchanges.answer({"roll": "4"})
    assert exchange_page.stage_button(s.exchanges.now().stage) == "Roll"


def test_the_damage_no_card_gives_is_asked_in_view_not_folded_among_the_values_from_the_cards():
    s = from_cards("tal", (ANA, ORC_TAL))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10"})
    drawn = stage_drawn(s)
    assert 'id="tal-tracker-stage--damage"' in drawn
    assert drawn.index('id="tal-tracker-stage--damage"') < drawn.index('class="from-cards"')


def test_the_damage_a_card_gives_is_among_the_values_from_the_cards_with_its_source():
    s = from_cards("tal", (("Ana", "party", {}, "Sword 55 damage 2/4/6/8/10/14"), ORC_TAL))
    s.exchanges.begin(named(s, "Ana"), 0)
    s.exchanges.answer({"roll": "10"})
    drawn = stage_drawn(s)
    assert "From the cards: " in drawn and "Damage 6" in drawn
    assert drawn.index('class="from-cards"') < drawn.index('id="tal-tracker-stage--damage"')
    assert "Sword 6, from Ana’s card" in drawn
