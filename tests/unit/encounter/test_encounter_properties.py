"""Random action sequences never break the encounter's invariants, and undo gives back every state."""

import copy
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyrules import RulesError
from pyrules.core.encounter import Encounter, actions
from pyrules.core.encounter.model import MOMENTS, SIDES

PICK = st.integers(0, 60)
NAMES = st.sampled_from(["Goblin", "Ana", "Orc 2", "Bo"])
CONDITIONS = st.sampled_from(["Stunned", "Prone"])

INTENT = st.one_of(
    st.tuples(st.just("add"), NAMES, st.integers(1, 3), st.sampled_from(SIDES), st.none() | st.integers(0, 20)),
    st.tuples(st.just("edit"), PICK, NAMES, st.integers(1, 20)),
    st.tuples(st.just("remove"), PICK),
    st.tuples(st.just("duplicate"), PICK, st.integers(1, 2)),
    st.tuples(st.just("roll"), st.integers(0, 2**16), st.booleans()),
    st.tuples(st.just("set_init"), PICK, st.none() | st.integers(0, 20), st.none() | st.integers(0, 3)),
    st.tuples(st.just("sort")),
    st.tuples(st.just("next")),
    st.tuples(st.just("next")),
    st.tuples(st.just("next")),
    st.tuples(st.just("previous")),
    st.tuples(st.just("delay"), st.none() | PICK),
    st.tuples(st.just("act_now"), PICK),
    st.tuples(st.just("damage"), PICK, st.integers(1, 15)),
    st.tuples(st.just("heal"), PICK, st.integers(1, 15)),
    st.tuples(st.just("cond"), PICK, PICK, CONDITIONS, st.sampled_from([None, "turns", "rounds"]), st.integers(1, 3)),
    st.tuples(st.just("uncond"), PICK, CONDITIONS),
    st.tuples(st.just("time"), st.integers(1, 200)),
    st.tuples(st.just("end"), st.integers(0, 9)),
)
UNDO = st.tuples(st.sampled_from(["undo", "redo"]))


def _pick(enc, i, pool=None):
    pool = enc.combatants if pool is None else pool
    return pool[i % len(pool)].id if pool else None


def resolve(enc, intent):
    """The action an intent stands for in this encounter, or None if it names no one."""
    kind, *args = intent
    if kind == "add":
        name, count, side, init = args
        return actions.add(name, count, side=side, initiative=init)
    if kind == "sort":
        return actions.sort()
    if kind == "next":
        return actions.next_turn()
    if kind == "previous":
        return actions.previous_turn()
    if kind == "time":
        return actions.time_passes(seconds=args[0])
    if kind == "end":
        return actions.end() if args[0] == 0 else None
    if not enc.combatants:
        return None
    if kind == "edit":
        return actions.edit(_pick(enc, args[0]), name=args[1], stats={"hp": args[2]})
    if kind == "remove":
        return actions.remove(_pick(enc, args[0]))
    if kind == "duplicate":
        return actions.duplicate(_pick(enc, args[0]), args[1])
    if kind == "roll":
        return actions.roll_initiative(enc, random.Random(args[0]), sort=args[1])
    if kind == "set_init":
        return actions.set_initiative(_pick(enc, args[0]), args[1], args[2])
    if kind == "delay":
        return actions.delay(None if args[0] is None else _pick(enc, args[0]))
    if kind == "act_now":
        return actions.act_now(_pick(enc, args[0], enc.state.held) or _pick(enc, args[0]))
    if kind in ("damage", "heal"):
        return getattr(actions, kind)(_pick(enc, args[0]), args[1])
    if kind == "cond":
        bearer, anchor, name, unit, n = args
        duration = {} if unit is None else {unit: n}
        return actions.add_condition(_pick(enc, bearer), name, anchor=_pick(enc, anchor), **duration)
    if kind == "uncond":
        bearers = [c for c in enc.combatants if c.conditions]
        if not bearers:
            return actions.remove_condition(_pick(enc, args[0]), args[1])
        bearer = bearers[args[0] % len(bearers)]
        return actions.remove_condition(bearer.id, bearer.conditions[args[0] % len(bearer.conditions)].name)
    raise AssertionError(kind)


def attempt(enc, intent):
    """Apply the intent; an action refused with RulesError leaves the encounter as it was."""
    if intent[0] == "undo":
        return enc.undo() if enc.can_undo else enc
    if intent[0] == "redo":
        return enc.redo() if enc.can_redo else enc
    action = resolve(enc, intent)
    if action is None:
        return enc
    try:
        return enc.apply(action)
    except RulesError:
        return enc


def assert_invariants(enc):
    state = enc.state
    ids = [c.id for c in state.combatants]
    assert len(set(ids)) == len(ids)
    assert all(int(i[1:]) < state.next_id for i in ids)
    assert state.round >= 1 and state.clock >= 0
    if state.active is not None:
        active = state.combatant(state.active)
        assert not active.held
        assert state.order[state.turn - 1].id == state.active
        assert not state.ended
    else:
        assert state.turn == 0
    assert set(state.begun) <= set(ids) and len(set(state.begun)) == len(state.begun)
    for c in state.combatants:
        names = [k.name.casefold() for k in c.conditions]
        assert len(set(names)) == len(names)
        for k in c.conditions:
            assert (k.unit is None) == (k.left is None)
            assert k.left is None or k.left >= 1
            assert (k.anchor is not None) == (k.unit == "turns") and (k.anchor is None or k.anchor in ids)
        assert c.resources["HP"] >= 0
    for r in state.reminders:
        assert r.moment in MOMENTS and (r.who is None or r.who in ids)
    assert len(enc.history.actions) <= enc.history.limit


FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(st.lists(st.one_of(INTENT, UNDO), max_size=40), st.sampled_from(["generic", "test-chatty"]))
def test_random_sequences_never_break_the_invariants_and_always_round_trip(intents, key):
    enc = Encounter.new(key)
    for intent in intents:
        enc = attempt(enc, intent)
        assert_invariants(enc)
    data = enc.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert Encounter.from_dict(data) == enc


@FAST
@given(st.lists(INTENT, max_size=40))
def test_undoing_every_step_gives_back_each_state_before_it_and_redo_comes_forward_again(intents):
    enc = Encounter.new()
    states = [enc.state]
    for intent in intents:
        after = attempt(enc, intent)
        if after is not enc:
            states.append(after.state)
        enc = after
    final = enc
    for expected in reversed(states[:-1]):
        enc = enc.undo()
        assert enc.state == expected
    assert not enc.can_undo
    for expected in states[1:]:
        enc = enc.redo()
        assert enc.state == expected
    assert enc == final


@FAST
@given(st.lists(INTENT, min_size=8, max_size=30))
def test_past_a_small_limit_the_last_steps_still_undo_exactly(intents):
    enc = Encounter.new(limit=4)
    states = [enc.state]
    for intent in intents:
        after = attempt(enc, intent)
        if after is not enc:
            states.append(after.state)
        enc = after
    kept = min(4, len(states) - 1)
    for expected in reversed(states[-kept - 1:-1]):
        enc = enc.undo()
        assert enc.state == expected
    assert not enc.can_undo
    assert Encounter.from_dict(enc.to_dict()) == enc


@FAST
@given(st.lists(st.one_of(INTENT, UNDO), max_size=40), st.sampled_from(["generic", "test-chatty"]))
def test_schema_2_data_migrates_to_the_same_log_clocks_and_pools(intents, key):
    enc = Encounter.new(key, limit=5)
    for intent in intents:
        enc = attempt(enc, intent)
    data = enc.to_dict()
    data["schema"] = 2
    data["history"]["base"]["log"] = copy.deepcopy(data["log"][:data["history"]["base"].pop("log_count")])
    for state in (data, data["history"]["base"]):
        for entry in state["log"]:
            del entry["who"], entry["clock"], entry["pools"]
    migrated = Encounter.from_dict(data)
    for old, new in ((enc.state, migrated.state), (enc.history.base, migrated.history.base)):
        assert [e.clock for e in new.log] == [e.clock for e in old.log]
        # schema 2 wrote the pools a damage or heal moved into its text, not those an edit set
        assert [e.pools for e in new.log] == [e.pools if e.kind in ("damage", "heal") else () for e in old.log]
        assert all(e.who is None for e in new.log)
