"""Reading the encounter log for the Cortex tracker: when a state began (by the combatant's id, at the
entry's clock), and the turns begun since."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pyrules.core.encounter import Encounter, actions
from pyrules.cortex.tracker import PLUGIN
from pyrules.cortex.tracker.log import Taken, story

MAL = {"vitality": "d8", "willpower": "d6"}  # 14 Life Points


def trio():
    """Mal (10), the Reaver (5) and Zoe (1) in that order; nobody's turn begun."""
    enc = Encounter.new("cortex")
    enc = enc.apply(actions.add("Mal", side="party", stats=MAL, initiative=10))
    enc = enc.apply(actions.add("Reaver", initiative=5))
    return enc.apply(actions.add("Zoe", side="party", initiative=1))


def nxt(enc, times=1):
    for _ in range(times):
        enc = enc.apply(actions.next_turn())
    return enc


def hit(enc, amount, pool, name="Mal"):
    return enc.apply(actions.damage(enc.named(name).id, amount, pool))


def mal_story(enc, name="Mal"):
    mal = enc.named(name)
    return story(enc.state, mal.id, 14, PLUGIN.pools.taken(mal))


def test_a_state_begins_at_the_damage_that_crossed_its_boundary_at_that_entrys_clock():
    enc = hit(nxt(trio(), 2), 10, "Stun")  # 10: not over
    enc = enc.apply(actions.time_passes(minutes=1))  # clock 60
    enc = hit(enc, 5, "Stun")  # 15 > 14
    found = mal_story(enc)
    assert found.over == type(found.over)(len(enc.log) - 1, 60)
    assert (found.dying, found.shock) == (None, None)


def test_the_turns_begun_since_count_only_the_characters_own_beginnings():
    enc = trio()
    enc = enc.apply(actions.delay(enc.named("Zoe").id))
    enc = hit(nxt(enc, 2), 15, "Stun")  # in the Reaver's turn
    enc = nxt(enc)  # Mal's turn begins
    enc = enc.apply(actions.act_now(enc.named("Zoe").id))
    enc = nxt(enc)  # Mal's turn resumes: no new beginning
    assert enc.active.name == "Mal" and mal_story(enc).turns_over == 1
    enc = nxt(enc, 3)  # the Reaver, Zoe, then Mal's next turn
    assert enc.active.name == "Mal" and mal_story(enc).turns_over == 2


def test_setting_a_pool_by_hand_counts_as_a_crossing_only_if_it_crosses():
    enc = hit(nxt(trio(), 2), 14, "Wounds")  # dying at clock 0
    enc = enc.apply(actions.time_passes(minutes=2))
    enc = enc.apply(actions.edit(enc.named("Mal").id, resources={"Stun": 3}))
    assert mal_story(enc).dying.clock == 0
    assert mal_story(enc).over.clock == 120  # 3 Stun + 14 Wounds: over the Life Points from the edit
    enc = enc.apply(actions.edit(enc.named("Mal").id, resources={"Wounds": 2}))
    enc = enc.apply(actions.edit(enc.named("Mal").id, resources={"Wounds": 20}))
    assert mal_story(enc).dying.index == len(enc.log) - 1


def test_an_edit_of_the_stats_restarts_the_rolls_to_stay_conscious_but_not_the_dying_minute():
    enc = hit(hit(nxt(trio(), 2), 14, "Wounds"), 1, "Stun")
    enc = nxt(enc, 3).apply(actions.time_passes(seconds=30))
    enc = enc.apply(actions.edit(enc.named("Mal").id, stats={"unconscious": True}))
    found = mal_story(enc)
    assert found.dying.clock == 0
    assert found.over.index == len(enc.log) - 1 and found.turns_over == 0


def test_a_rename_or_a_notes_edit_restarts_nothing():
    enc = nxt(hit(nxt(trio(), 2), 15, "Stun"), 2)  # over; Mal's turn begun once since
    enc = enc.apply(actions.edit(enc.named("Mal").id, name="Captain (stats)", notes="tired"))
    found = mal_story(enc, "Captain (stats)")
    assert found.turns_over == 1 and found.over.index < len(enc.log) - 2
    assert [e.changed for e in enc.log[-2:]] == [("notes",), ()]


def test_another_combatant_of_the_same_name_is_not_confused_with_this_one():
    enc = hit(nxt(trio(), 2), 14, "Wounds")
    enc = enc.apply(actions.remove(enc.named("Mal").id))
    enc = enc.apply(actions.time_passes(minutes=5))
    enc = enc.apply(actions.add("Mal", side="party", stats=MAL))
    assert mal_story(enc) == story(enc.state, enc.named("Mal").id, 14, Taken(0, 0, 0))
    assert mal_story(enc).dying is None


def test_a_state_with_no_entry_about_it_dates_from_the_start_of_the_log():
    enc = trio()
    mal = enc.named("Mal")
    found = story(enc.state, mal.id, 14, Taken(0, 14, 0))
    assert (found.dying.index, found.dying.clock, found.over) == (-1, 0, None)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["next", "prev", "delay", "act", "hit", "heal", "time", "edit"]), max_size=25),
       st.integers(0, 99))
def test_reading_the_log_never_fails_and_a_state_begins_at_an_entry_about_the_combatant(steps, seed):
    rng = random.Random(seed)
    enc = trio()
    for step in steps:
        ids = [c.id for c in enc.combatants]
        held = [c.id for c in enc.combatants if c.held]
        try:
            if step == "next":
                enc = nxt(enc)
            elif step == "prev":
                enc = enc.apply(actions.previous_turn())
            elif step == "delay":
                enc = enc.apply(actions.delay(rng.choice(ids)))
            elif step == "act" and held:
                enc = enc.apply(actions.act_now(rng.choice(held)))
            elif step in ("hit", "heal"):
                kind = actions.damage if step == "hit" else actions.heal
                enc = enc.apply(kind(rng.choice(ids), rng.randint(1, 9), rng.choice(["Stun", "Wounds"])))
            elif step == "time":
                enc = enc.apply(actions.time_passes(seconds=rng.randint(1, 4000)))
            elif step == "edit":
                enc = enc.apply(actions.edit(rng.choice(ids), stats={"unconscious": rng.random() < 0.5}))
        except Exception as error:  # a refused action (no turn to go back to, ...) changes nothing
            assert type(error).__name__ == "RulesError"
    for c in enc.combatants:
        PLUGIN.standing.status(c, enc.state)
        PLUGIN.reminders.at(enc.state, c, "turn_start")
        found = PLUGIN.standing.story(enc.state, c)
        assert found.turns_over >= 0
        for since in (found.over, found.dying, found.shock):
            assert since is None or since.index == -1 or enc.log[since.index].who == c.id
            assert since is None or since.clock >= 0
    PLUGIN.reminders.due(enc.state, 0, enc.clock)
