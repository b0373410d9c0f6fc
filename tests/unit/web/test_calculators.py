"""What a calculator form shows for what it holds, and what it keeps, worked out on CPython: the
answer or each field's problem, the odds before the roll, the rolls for the roll log, what an
answer hands on, what Apply does to a combatant, and the link that shares it."""

import random

from pyrules.core.errors import RulesError
from pyrules.core.roller import ROLLER
from screen import widgets
from screen.calculator_shown import Answered, Applied, Problems, Refill
from screen.calculator_targets import Targets
from screen.calculators import ANSWERS_KEY, FORMS_KEY, Calculators, tool_for
from screen.roll_log import ENTRY_KEY
from keeping.store import Store
from test_store import FakeStorage


def page(storage=None, encounters=None, seed=1):
    """The calculators of one page over ``storage`` (a browser's localStorage), their answers
    offered to the combatants of ``encounters``."""
    return Calculators(Store(storage if storage is not None else FakeStorage(quota=10**7)), Targets(encounters),
                       rng=random.Random(seed))


def entries(key, **typed):
    """A form as the player left it: each field's default, with what was typed."""
    return {**widgets.defaults(tool_for(key).fields), **typed}


INJURY = tool_for("gurps-injury")


class Fight:
    """An open encounter as the calculators reach it: who is in it, the numbers each brings to a
    form, and the wounds applied."""

    def __init__(self, numbers=None, refusal=None):
        self.names = {"c1": "Orc", "c2": "Bat"}
        self.numbers = numbers or {}
        self.refusal = refusal
        self.applied = []

    def combatants(self, ruleset):
        return list(self.names.items())

    def target_values(self, ruleset, cid, tool_key, values):
        return (self.names[cid], self.numbers.get(cid, {})) if cid in self.names else ("", {})

    def apply(self, ruleset, cid, effect):
        if self.refusal:
            raise RulesError(self.refusal)
        self.applied.append((ruleset, cid, effect))
        return f"{self.names[cid]} takes {effect.amount} {effect.resource}."


# ---- the answer, or what to check ---------------------------------------------------------
def test_good_entries_are_answered_and_the_headline_pinned_in_its_colour():
    shown = page().solve("gurps-injury", entries("gurps-injury", damage="8"), roll_blanks=False)
    assert isinstance(shown, Answered)
    assert shown.answer.headline == "Injury 8, major wound"
    assert shown.values["damage"] == 8 and shown.values["hp"] == 10
    assert (shown.pinned.headline, shown.pinned.tone) == ("Injury 8, major wound", "bad")


def test_each_field_that_cannot_be_read_is_named_with_its_message_in_the_forms_order():
    calculators = page()
    shown = calculators.solve("gurps-injury", entries("gurps-injury", damage="eight", hp="x"), roll_blanks=True)
    assert isinstance(shown, Problems)
    assert [name for name, _ in shown.found] == ["damage", "hp"]
    assert all(message for _, message in shown.found)
    assert shown.pinned.headline == f"Check 2 fields: {shown.found[0][1]}" and shown.pinned.tone == "bad"
    assert shown.submitted


def test_nonsense_is_told_beside_its_field_in_a_players_words():
    shown = page().solve(ROLLER.key, entries(ROLLER.key, notation="banana"), roll_blanks=True)
    assert isinstance(shown, Problems)
    assert shown.found == [("notation", "Dice: “banana” is not dice notation. Try 3d6, d100, 2D10+1 or d12+d4.")]


def test_entries_that_no_longer_read_forget_the_answer_shown_before():
    calculators = page()
    calculators.solve("gurps-injury", entries("gurps-injury", damage="8"), roll_blanks=False)
    assert calculators.kept_answer("gurps-injury") is not None
    calculators.solve("gurps-injury", entries("gurps-injury", damage="x"), roll_blanks=False)
    assert calculators.kept_answer("gurps-injury") is None


def test_as_the_player_types_a_roll_still_to_be_made_shows_its_odds_not_an_answer():
    calculators = page()
    typed = entries("gurps-success", skill="12")
    assert calculators.solve("gurps-success", typed, roll_blanks=False) is None
    assert "Chance to succeed: 74.1% (roll 12 or less on 3d6)" in str(calculators.odds("gurps-success", typed))


def test_a_roll_the_player_typed_shows_no_odds_but_one_the_app_made_does():
    calculators = page()
    typed = entries("gurps-success", skill="12", roll="9")
    assert calculators.odds("gurps-success", typed) is None
    assert calculators.odds("gurps-success", typed, rolled_by_app={"roll"}) is not None


def test_a_form_that_answers_on_its_button_waits_for_it_while_the_player_types():
    calculators = page()
    assert not tool_for("cortex-movement").live
    assert calculators.solve("cortex-movement", entries("cortex-movement"), roll_blanks=False) is None
    assert isinstance(calculators.solve("cortex-movement", entries("cortex-movement"), roll_blanks=True), Answered)


def test_a_form_worked_out_as_typed_is_one_that_answers_live_or_shows_its_odds():
    calculators = page()
    assert calculators.answers_as_typed("gurps-injury")  # live
    assert calculators.answers_as_typed("gurps-success")  # the odds of its roll
    assert not calculators.answers_as_typed("cortex-movement")


# ---- rolls and the roll log ------------------------------------------------------------------
def test_roll_rolls_the_blank_roll_writes_it_in_and_keeps_it_in_the_roll_log():
    shown = page().solve("gurps-success", entries("gurps-success", skill="12"), roll_blanks=True)
    rolled = shown.values["roll"]
    assert shown.rolled == {"roll": str(rolled)}
    assert shown.log == ({"notation": "3d6", "faces": [], "total": rolled, "source": "GURPS · Success roll: 3d6 roll",
                          "outcome": shown.answer.headline, "tone": shown.pinned.tone},)
    assert shown.keep_entries and shown.submitted


def test_what_the_app_rolled_last_time_is_rolled_anew_on_roll():
    calculators = page()
    typed = entries("gurps-success", skill="12", roll="17")
    assert calculators.rolled_anew("gurps-success", typed, {"roll"})["roll"] == ""
    assert calculators.rolled_anew("gurps-success", typed, set())["roll"] == "17"


def test_a_die_rolled_by_its_button_is_logged_with_its_faces():
    calculators = page()
    result = calculators.roll_field("gurps-success", "roll")
    shown = calculators.solve("gurps-success", entries("gurps-success", roll=str(result.total)), roll_blanks=False,
                              rolled_here={"roll": result})
    assert shown.rolled == {}  # the player's button wrote it in already
    assert [(e["total"], e["faces"]) for e in shown.log] == [(result.total, list(result.faces))]


def test_the_dice_rollers_roll_is_logged_with_its_dice_as_they_fell():
    shown = page().solve(ROLLER.key, entries(ROLLER.key, notation="3d6"), roll_blanks=True)
    [logged] = shown.log
    assert logged["notation"] == "3d6" and logged["source"] == "Dice roller"
    assert len(logged["faces"]) == 3 and sum(logged["faces"]) == logged["total"] == shown.answer.roll.total


def test_a_typed_roll_makes_no_entry_in_the_roll_log():
    shown = page().solve("gurps-success", entries("gurps-success", roll="9"), roll_blanks=True)
    assert shown.log == () and shown.rolled == {}


def test_roll_puts_the_modifiers_back_to_their_defaults_unless_they_are_kept():
    calculators = page()
    cleared = calculators.solve("gurps-skill", entries("gurps-skill", keep=False, roll="9"), roll_blanks=True).cleared
    assert {f.name for f in cleared} == set(tool_for("gurps-skill").clears)
    assert calculators.solve("gurps-skill", entries("gurps-skill", roll="9"), roll_blanks=True).cleared == ()


# ---- what an answer hands on, and what is kept ---------------------------------------------
def test_a_hit_hands_where_it_struck_to_the_injury_form_kept_for_when_it_opens():
    calculators = page()
    shown = calculators.solve("gurps-skill", entries("gurps-skill", roll_for="melee", location="skull", roll="5"),
                              roll_blanks=True)
    assert shown.handed == {"gurps-injury": {"location": "skull"}}
    calculators.remember("gurps-injury", entries("gurps-injury", damage="8"))
    calculators.hand_on(shown.handed, read_back={})
    assert calculators.kept_entries()["gurps-injury"]["location"] == "skull"
    assert calculators.kept_entries()["gurps-injury"]["damage"] == "8"


def test_an_open_form_handed_a_value_is_kept_as_it_reads_once_filled_in():
    calculators = page()
    calculators.hand_on({"gurps-injury": {"location": "skull"}}, read_back={"gurps-injury": {"location": "skull"}})
    assert calculators.kept_entries()["gurps-injury"] == {"location": "skull"}


def test_a_reload_shows_the_same_answer_with_the_same_dice():
    storage = FakeStorage(quota=10**7)
    first = page(storage, seed=1).solve("gurps-success", entries("gurps-success"), roll_blanks=True)
    again = page(storage, seed=2).shown_again("gurps-success")
    assert again.answer.headline == first.answer.headline and again.values == first.values
    assert again.log == () and again.handed == {}


def test_an_answer_shown_again_from_a_link_falls_the_same_and_is_neither_logged_nor_handed_on():
    calculators = page()
    typed = entries("gurps-skill", roll_for="melee", location="skull")
    first = calculators.solve("gurps-skill", typed, roll_blanks=True)
    seed = calculators.kept_answer("gurps-skill")["seed"]
    again = page().solve("gurps-skill", typed, roll_blanks=True, seed=seed)
    assert again.values["roll"] == first.values["roll"]
    assert again.log == () and again.handed == {}


def test_an_answer_kept_by_builds_before_as_its_inputs_alone_is_shown_again():
    calculators = page(FakeStorage(quota=10**7, answers='{"gurps-injury": {"damage": "8"}}'))
    assert calculators.shown_again("gurps-injury").answer.headline == "Injury 8, major wound"


def test_an_answer_whose_dice_are_damaged_is_forgotten_quietly():
    calculators = page(FakeStorage(quota=10**7, answers='{"gurps-injury": {"raw": {"damage": "8"}, "seed": "x"}}'))
    assert calculators.keeps_answer("gurps-injury")
    assert calculators.shown_again("gurps-injury") is None
    assert not calculators.keeps_answer("gurps-injury")


def test_each_form_is_given_back_what_the_player_entered_once():
    storage = FakeStorage(quota=10**7)
    page(storage).remember("gurps-injury", entries("gurps-injury", damage="8"))
    calculators = page(storage)
    assert calculators.to_restore(["gurps-injury", "gurps-skill"]) == {"gurps-injury": entries("gurps-injury", damage="8")}
    assert calculators.to_restore(["gurps-injury"]) == {}


def test_the_roller_is_given_back_what_builds_before_kept_of_it():
    kept = '{"notation": "2d6", "target": "7", "direction": "at_least"}'
    calculators = page(FakeStorage(quota=10**7, **{ENTRY_KEY: kept}))
    assert calculators.to_restore([ROLLER.key]) == {ROLLER.key: {"notation": "2d6", "target": "7",
                                                                 "direction": "at_least"}}


def test_damaged_kept_entries_are_set_aside_and_the_form_starts_afresh():
    storage = FakeStorage(quota=10**7, forms='{"gurps-injury": 3}')
    calculators = page(storage)
    assert calculators.to_restore(["gurps-injury"]) == {}
    assert any(key.startswith("pyrules.backup.forms") for key in storage.items)


def test_clearing_a_form_keeps_its_defaults_and_forgets_its_answer():
    storage = FakeStorage(quota=10**7)
    calculators = page(storage)
    calculators.solve("gurps-injury", entries("gurps-injury", damage="8"), roll_blanks=False)
    calculators.cleared("gurps-injury", entries("gurps-injury"))
    assert not calculators.keeps_answer("gurps-injury")
    assert page(storage).kept_entries()["gurps-injury"] == entries("gurps-injury")
    assert FORMS_KEY in {key.removeprefix("pyrules.") for key in storage.items}
    assert ANSWERS_KEY in {key.removeprefix("pyrules.") for key in storage.items}


# ---- applying an answer to a combatant -----------------------------------------------------
def test_an_answer_that_wounds_offers_the_open_encounters_combatants():
    shown = page(encounters=Fight()).solve("gurps-injury", entries("gurps-injury", damage="8"), roll_blanks=False)
    assert shown.offer.combatants == [("c1", "Orc"), ("c2", "Bat")]
    assert shown.offer.tracker_view == "gurps-tracker" and shown.offer.chosen is None
    assert shown.offer.effect.summary == "8 HP, torso, major wound"


def test_an_answer_that_wounds_nobody_offers_nothing_to_apply():
    calculators = page(encounters=Fight())
    shown = calculators.solve("gurps-success", entries("gurps-success", roll="9"), roll_blanks=True)
    assert shown.offer is None
    assert calculators.targets.apply(tool_for("gurps-success"), "c1", entries("gurps-success", roll="9")) is None


def test_apply_wounds_the_chosen_combatant_and_says_what_the_tracker_logged():
    fight = Fight()
    calculators = page(encounters=fight)
    typed = entries("gurps-injury", damage="8")
    calculators.solve("gurps-injury", typed, roll_blanks=False)
    done = calculators.targets.apply(INJURY, "c2", typed)
    assert done == Applied("Bat takes 8 HP.", "gurps-tracker")
    assert [(ruleset, cid, effect.amount) for ruleset, cid, effect in fight.applied] == [("gurps", "c2", 8)]
    again = calculators.solve("gurps-injury", typed, roll_blanks=False)
    assert again.offer.chosen == "c2"  # the next answer goes to the same combatant


def test_apply_with_another_combatants_numbers_works_the_answer_out_again_first():
    fight = Fight(numbers={"c1": {"hp": 16, "dr": 2}})
    calculators = page(encounters=fight)
    typed = entries("gurps-injury", damage="8")
    calculators.solve("gurps-injury", typed, roll_blanks=False)
    done = calculators.targets.apply(INJURY, "c1", typed)
    assert done == Refill({"dr": "2", "hp": "16"},
                          "Worked out again with Orc’s numbers (DR 2, Victim's HP 16): tap Apply to apply it.")
    assert fight.applied == []
    refilled = {**typed, **done.values}
    calculators.solve("gurps-injury", refilled, roll_blanks=False)
    assert calculators.targets.apply(INJURY, "c1", refilled).tracker == "gurps-tracker"
    assert [effect.amount for _, _, effect in fight.applied] == [6]


def test_choosing_who_the_answer_goes_to_fills_in_their_numbers():
    calculators = page(encounters=Fight(numbers={"c1": {"hp": 16}}))
    refill = calculators.targets.refill(INJURY, "c1", entries("gurps-injury", damage="8"))
    assert refill == Refill({"hp": "16"}, "Filled in from Orc: Victim's HP 16.")
    assert calculators.targets.refill(INJURY, "c1", entries("gurps-injury", damage="8", hp="16")) is None


def test_a_refused_apply_says_why_and_opens_no_tracker():
    calculators = page(encounters=Fight(refusal="Bat is gone."))
    typed = entries("gurps-injury", damage="8")
    calculators.solve("gurps-injury", typed, roll_blanks=False)
    assert calculators.targets.apply(INJURY, "c2", typed) == Applied("Bat is gone.")


def test_the_tracker_opens_a_calculator_with_what_its_fields_take_for_a_combatant():
    calculators = page(encounters=Fight())
    accepted = calculators.targets.prefill(INJURY, {"damage": 8, "hp": "lots", "options": ["no_such"],
                                                    "location": "skull"}, "c1")
    assert accepted == {"damage": "8", "location": "skull"}
    shown = calculators.solve("gurps-injury", entries("gurps-injury", **accepted), roll_blanks=False)
    assert shown.offer.chosen == "c1"


# ---- the link that shares it -------------------------------------------------------------------
def test_the_link_of_a_form_without_an_answer_holds_what_it_holds():
    calculators = page()
    assert calculators.address("gurps-injury", entries("gurps-injury", damage="8")) == "#gurps-injury?damage=8"


def test_the_link_of_an_answer_holds_its_inputs_and_its_dice():
    calculators = page()
    calculators.solve("gurps-success", entries("gurps-success", skill="14"), roll_blanks=True)
    seed = calculators.kept_answer("gurps-success")["seed"]
    assert calculators.address("gurps-success", entries("gurps-success", skill="9")) == \
        f"#gurps-success?skill=14&seed={seed}&rolled=1"


def test_inputs_too_long_to_share_are_refused_in_words():
    calculators = page()
    try:
        calculators.address(ROLLER.key, entries(ROLLER.key, notation="d6+" * 200))
    except RulesError as error:
        assert "too long to share" in error.message
    else:
        raise AssertionError("the link was made")


def test_a_link_opened_fills_in_the_form_and_says_what_is_wrong_beside_each_shown_field():
    calculators = page()
    linked = calculators.linked("gurps-injury", "damage=eight&knockback_st=x&seed=12")
    filled = calculators.link_entries("gurps-injury", linked)
    assert filled == entries("gurps-injury", damage="eight", knockback_st="x")
    assert linked.seed == 12
    errors = calculators.link_errors("gurps-injury", linked, filled)
    assert list(errors) == ["damage"]  # the knockback field is folded away: it answers with its default
    assert list(calculators.link_errors("gurps-injury", linked, {**filled, "more_rules": True})) == [
        "damage", "knockback_st"]


def test_a_link_too_long_to_be_one_of_the_apps_is_refused_whole():
    try:
        page().linked("gurps-injury", "damage=8&" + "x" * 3000)
    except RulesError as error:
        assert "too long" in error.message
    else:
        raise AssertionError("the link was read")
