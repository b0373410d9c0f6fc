"""The table view: what the players see of the open encounter."""

from encounter_helpers import add, step
from pyrules import rulesets
from pyrules.core.encounter import Encounter, actions
from pyrules.core.encounter.table_view import BADLY_HURT, DOWN, HURT, UNHURT, looks, table_view


def test_before_the_first_turn_the_table_sees_the_order_and_who_acts_first(three):
    enc, _ = three
    view = table_view(enc)
    assert [r.name for r in view.order] == ["Ana", "Bo", "Cy"]
    assert (view.acting, view.next_up, view.round) == (None, "Ana", 1)
    assert view.headline == "Round 1 · Ana acts first"


def test_the_table_sees_who_acts_now_and_who_is_next_wrapping_to_the_top(three):
    enc, _ = three
    view = table_view(step(enc, 3))
    assert (view.acting, view.next_up) == ("Cy", "Ana")
    assert [r.active for r in view.order] == [False, False, True]
    assert (view.headline, view.round_text) == ("Round 1 · Cy acts", "Round 1")
    assert table_view(step(enc, 4)).headline == "Round 2 · Ana acts"


def test_those_holding_are_apart_and_skipped_as_next(three):
    enc, ids = three
    enc = step(enc).apply(actions.delay())  # Ana holds: Bo acts
    view = table_view(enc)
    assert [r.name for r in view.order] == ["Bo", "Cy"] and [r.name for r in view.held] == ["Ana"]
    assert (view.acting, view.next_up) == ("Bo", "Cy")


def test_an_ended_encounter_says_so_and_no_one_acts(three):
    enc, _ = three
    view = table_view(step(enc, 2).apply(actions.end()))
    assert (view.acting, view.next_up, view.ended) == (None, None, True)
    assert view.headline == view.round_text == "Ended after round 1"


def test_an_empty_encounter_says_no_one_is_in_the_order():
    view = table_view(Encounter.new())
    assert view.order == () and view.headline == "Round 1 · no one in the order yet"


def test_notes_and_status_lines_are_never_shown_but_conditions_are(three):
    enc, ids = three
    enc = enc.apply(actions.edit(ids["Bo"], notes="secretly the duke"))
    enc = enc.apply(actions.damage(ids["Bo"], 6))  # the generic plug-in's status: "bloodied"
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", turns=2))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Prone"))
    bo = table_view(enc).order[1]
    assert bo.conditions == ("Stunned (2 turns)", "Prone")
    assert "secretly" not in repr(bo) and "bloodied" not in repr(bo)


def test_a_foes_pools_are_words_and_the_partys_are_numbers_too(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Ana"], 3)).apply(actions.damage(ids["Bo"], 3))
    ana, bo, cy = table_view(enc).order
    assert (ana.side, ana.looks, ana.pools) == ("party", HURT, ("HP 7/10",))
    assert (bo.side, bo.looks, bo.pools) == ("foe", HURT, ())
    assert "7" not in repr(bo)
    assert cy.looks == UNHURT


def test_looks_go_from_unhurt_to_down_by_the_life_pool_and_the_low_mark():
    plugin = rulesets.tracker("gurps")
    enc = Encounter.new("gurps")
    enc, cid = add(enc, "Orc", stats={"hp": 12, "fp": 12})

    def looks_after(hp_lost, fp_lost=0):
        hurt = enc.apply(actions.damage(cid, hp_lost, "HP")) if hp_lost else enc
        hurt = hurt.apply(actions.damage(cid, fp_lost, "FP")) if fp_lost else hurt
        return looks(plugin, hurt.combatant(cid))

    assert looks_after(0) == UNHURT
    assert looks_after(2) == HURT
    assert looks_after(9) == BADLY_HURT  # 3 HP left: below a third of 12
    assert looks_after(12) == DOWN
    assert looks_after(0, fp_lost=10) == UNHURT  # tired is not hurt


def test_pools_counted_up_all_hold_damage():
    plugin = rulesets.tracker("cortex")
    enc = Encounter.new("cortex")
    enc, cid = add(enc, "Reaver")
    pools = [p.name for p in plugin.pools.resources(enc.combatant(cid))]
    most = plugin.pools.resources(enc.combatant(cid))[0].maximum
    assert looks(plugin, enc.combatant(cid)) == UNHURT
    hurt = enc.apply(actions.damage(cid, 1, pools[1]))
    assert looks(plugin, hurt.combatant(cid)) == HURT
    down = enc.apply(actions.damage(cid, most, pools[1]))
    assert looks(plugin, down.combatant(cid)) == DOWN


def test_every_ruleset_gives_a_table_view():
    for key in rulesets.KEYS:
        plugin = rulesets.tracker(key)
        enc, _ = add(Encounter.new(plugin.key), "Ana", 10, side="party")
        view = table_view(step(enc))
        assert view.acting == "Ana" and view.ruleset == plugin.name
        assert view.order[0].pools  # the party's pools, as numbers
