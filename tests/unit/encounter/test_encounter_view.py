"""The view the tracker page renders."""

import json
import random

from encounter_helpers import random_fight, step
from pyrules.core.encounter import actions


def test_the_view_lists_the_order_with_the_active_one_flagged(three):
    enc, ids = three
    enc = step(enc, 2)
    view = enc.view()
    assert [(row.name, row.active) for row in view.order] == [("Ana", False), ("Bo", True), ("Cy", False)]
    assert (view.round, view.turn, view.active, view.clock_text) == (1, 2, ids["Bo"], "0:00")
    assert view.plugin == "generic" and not view.ended


def test_each_row_shows_pools_conditions_with_turns_left_and_status(three):
    enc, ids = three
    enc = enc.apply(actions.damage(ids["Bo"], 6))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Stunned", turns=2))
    enc = enc.apply(actions.add_condition(ids["Bo"], "Prone"))
    bo = enc.view().order[1]
    assert [(p.name, p.label, p.current, p.maximum) for p in bo.pools] == [("HP", "HP", 4, 10)]
    assert [(k.name, k.left, k.unit, k.left_text) for k in bo.conditions] == [
        ("Stunned", 2, "turns", "2 turns"), ("Prone", None, None, "")]
    assert bo.status == ("bloodied",)
    assert (bo.side, bo.initiative, bo.notes, bo.held) == ("foe", 12, "", False)


def test_those_holding_are_listed_apart(three):
    enc, ids = three
    enc = step(enc).apply(actions.delay())
    view = enc.view()
    assert [row.name for row in view.order] == ["Bo", "Cy"]
    assert [(row.name, row.held) for row in view.held] == [("Ana", True)]


def test_the_view_shows_the_reminders_due_now_with_names(chatty):
    enc, ids = chatty
    enc = enc.apply(actions.damage(ids["Ana"], 10))
    enc = step(enc)
    (reminder,) = enc.view().reminders
    assert (reminder.text, reminder.moment, reminder.who, reminder.name) == (
        "Ana turn_start", "turn_start", ids["Ana"], "Ana")


def test_the_generic_plugin_reminds_that_a_downed_combatant_is_down(three):
    enc, ids = three
    enc = step(enc.apply(actions.damage(ids["Ana"], 10)))
    assert [r.text for r in enc.view().reminders] == ["Ana is down."]
    assert enc.view().order[0].status == ("down",)


def test_the_view_says_whether_undo_and_redo_are_possible(three):
    enc, ids = three
    assert enc.view().can_undo and not enc.view().can_redo
    assert enc.undo().view().can_redo


def test_the_view_as_a_dict_is_plain_json_and_names_stay_text(three):
    enc, ids = three
    hostile = "<img src=x onerror=alert(1)>"
    enc = enc.apply(actions.edit(ids["Cy"], name=hostile))
    data = enc.view().to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["order"][2]["name"] == hostile
    assert isinstance(data["order"], list) and isinstance(data["order"][0]["pools"], list)


def _fight(plugin_key, size=6):
    import random

    from pyrules.core.encounter import Encounter, actions as A

    encounter = Encounter.new(plugin_key)
    for i in range(size):
        encounter = encounter.apply(A.add(f"Orc {i}"))
    return encounter.apply(A.roll_initiative(encounter, random.Random(3))), A


def test_a_view_built_with_kept_rows_is_the_view_built_afresh_after_every_kind_of_action():
    from pyrules.core.encounter.view import RowCache

    for plugin_key, pool in (("gurps", "HP"), ("tal", "SHP")):
        encounter, A = _fight(plugin_key)
        cache = RowCache()
        steps = [A.next_turn(), A.damage("c2", 4, pool), A.add_condition("c3", "Stunned", turns=2), A.next_turn(),
                 A.next_turn(), A.heal("c2", 1, pool), A.remove("c4"), A.delay("c5"), A.next_turn(), A.time_passes(minutes=2), A.end()]
        for action in steps:
            encounter = encounter.apply(action)
            assert encounter.view(cache) == encounter.view()
        encounter = encounter.undo().undo()
        assert encounter.view(cache) == encounter.view()


def test_damage_to_one_combatant_rebuilds_only_that_row():
    from pyrules.core.encounter.view import RowCache

    encounter, A = _fight("gurps", size=200)
    cache = RowCache()
    before = {row.id: row for row in encounter.view(cache).order}
    after = {row.id: row for row in encounter.apply(A.damage("c100", 3, "HP")).view(cache).order}
    rebuilt = [cid for cid in after if after[cid] is not before[cid]]
    assert rebuilt == ["c100"]


def test_a_view_built_with_kept_rows_matches_a_fresh_one_through_long_random_fights():
    from pyrules.core.errors import RulesError
    from pyrules.core.encounter.view import RowCache

    for seed in range(12):
        rng = random.Random(seed)
        encounter, A = _fight("gurps", size=8)
        cache = RowCache()
        for _ in range(60):
            ids = [c.id for c in encounter.combatants]
            who = rng.choice(ids) if ids else None
            make = rng.choice([
                lambda: A.next_turn(), lambda: A.previous_turn(), lambda: A.damage(who, rng.randint(1, 6), "HP"),
                lambda: A.heal(who, 2, "HP"), lambda: A.add("Orc"), lambda: A.remove(who), lambda: A.delay(who),
                lambda: A.act_now(who), lambda: A.add_condition(who, "Stunned", turns=1), lambda: A.sort(),
                lambda: A.set_initiative(who, rng.randint(1, 20)), lambda: A.duplicate(who), lambda: "undo"])
            try:
                action = make()
                encounter = encounter.undo() if action == "undo" else encounter.apply(action)
            except RulesError:
                continue
            assert encounter.view(cache) == encounter.view()


def test_replaced_finds_the_places_that_hold_new_objects_and_none_when_the_order_moved():
    from pyrules.core.encounter import Encounter
    from pyrules.core.encounter.view import replaced

    encounter = Encounter.new("tal").apply(actions.add("Orc", 3))
    before = encounter.state.combatants
    after = encounter.apply(actions.damage("c2", 1, "SHP")).state.combatants
    assert replaced(after, before) == {1}
    assert replaced(before, before) == set()
    assert replaced(before[::-1], before) is None
    assert replaced(before[:2], before) is None


def _random_fight(seed, size=30):
    """A fight of ``size`` combatants walked through sixty random actions, undo included: each
    encounter on the way."""
    rng = random.Random(seed)
    encounter, _ = _fight("gurps", size=size)
    return random_fight(encounter, "HP", rng, 60)


def test_every_combatant_is_found_at_its_place_through_long_random_fights():
    for seed in range(6):
        for encounter in _random_fight(seed):
            for state in (encounter.state, encounter.history.base):
                assert all(state.find(c.id) is c and state.combatants[state.index(c.id)] is c
                           for c in state.combatants)
                assert state.find("c999") is None


def test_a_state_an_action_made_finds_its_combatants_without_indexing_them_again():
    encounter, A = _fight("gurps", size=200)
    before = encounter.state
    before.find("c1")
    after = encounter.apply(A.damage("c100", 3, "HP")).state
    assert after.find("c100") is after.combatants[after.index("c100")] is not before.find("c100")
    assert after._places is before._places  # nobody joined, left or moved: the same places
