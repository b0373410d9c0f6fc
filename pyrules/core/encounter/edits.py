"""Changes to who is in the encounter and how they stand: add, edit, remove, duplicate,
initiative and sorting, damage and healing, conditions.

Placement: a combatant added with an initiative goes before the first one that
ranks lower (initiative, then tie-break; blanks last); one added without goes to
the end; copies go right after their original. "sort" orders everyone by rank,
keeping the present order among equals; it does not change whose turn it is.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence, cast

from dataclasses import replace

from pyrules.core import validate
from pyrules.core.errors import RulesError

from pyrules.core.encounter import check
from pyrules.core.encounter.actions import (
    AddAction,
    AddConditionAction,
    DamageAction,
    DuplicateAction,
    EditAction,
    ExchangeAction,
    HealAction,
    InitiativeAction,
    RemoveAction,
    RemoveConditionAction,
    SortAction,
    check_add_condition,
)
from pyrules.core.encounter.model import EDITABLE, Combatant, Condition, State, rank
from pyrules.core.encounter.naming import base_name, numbered
from pyrules.core.encounter.plugins import Plugin
from pyrules.core.encounter.turns import order_index, pass_turn

MOST_COMBATANTS = 500
MOST_CONDITIONS = 30


def full(plugin: Plugin, combatant: Combatant) -> dict[str, int]:
    """Every pool of the combatant fresh: at its maximum, or at 0 for a pool counting up."""
    return {pool.name: pool.fresh for pool in plugin.pools.resources(combatant)}


def started(plugin: Plugin, combatant: Combatant, pools: dict[str, int]) -> dict[str, int]:
    """The pools a newcomer starts at: fresh, but where ``pools`` says otherwise (a character card
    still hurt), each kept between the pool's floor and its maximum."""
    values = full(plugin, combatant)
    for name, value in pools.items():
        try:
            pool = plugin.pools.resource(combatant, name)
        except RulesError as error:
            raise RulesError(error.message, check.at("resources", name)) from None
        if pool.counts_up:
            values[name] = max(0, value)  # damage taken: none below nothing
        else:
            values[name] = min(value if pool.floor is None else max(value, pool.floor), pool.maximum)
    return values


def _moves(before: dict[str, Any], after: dict[str, Any]) -> tuple[tuple[str, int, int], ...]:
    """(pool, before, after) for each pool whose value changed, in the order of ``after``."""
    return tuple((name, before[name], value) for name, value in after.items()
                 if name in before and before[name] != value)


def _values(plugin: Plugin, combatant: Combatant) -> dict[str, int]:
    """The current value of each of the combatant's pools."""
    return {p.name: plugin.pools.current(combatant, p.name) for p in plugin.pools.resources(combatant)}


def _listed(names: list[str]) -> str:
    if len(names) > 5:
        return f"{names[0]}, {names[1]} … {names[-1]} ({len(names)})"
    return ", ".join(names)


def _placed(combatants: list[Combatant], newcomer: Combatant) -> None:
    if newcomer.initiative is not None:
        key = rank(newcomer)
        for i, c in enumerate(combatants):
            if rank(c) < key:
                combatants.insert(i, newcomer)
                return
    combatants.append(newcomer)


def _too_many(count: int) -> None:
    if count > MOST_COMBATANTS:
        raise RulesError(f"An encounter holds at most {MOST_COMBATANTS} combatants.", "count")


def add(state: State, plugin: Plugin, action: AddAction) -> State:
    combatants = list(state.combatants)
    names = [c.name for c in combatants]
    next_id = state.next_id
    added = []
    for entry in action["entries"]:
        _too_many(len(combatants) + entry["count"])
        for name in numbered(names, entry["name"], entry["count"]):
            c = Combatant(f"c{next_id}", name, entry["side"], entry["initiative"], entry["tiebreak"],
                          entry["notes"], entry["stats"], attacks=tuple(entry.get("attacks", ())))
            _placed(combatants, replace(c, resources=started(plugin, c, entry.get("resources", {}))))
            next_id += 1
            names.append(name)
            added.append(c)
    state = replace(state, combatants=tuple(combatants), next_id=next_id)
    who = added[0].id if len(added) == 1 else None
    return state.logged("add", f"Added {_listed([c.name for c in added])}.", who)


def edit(state: State, plugin: Plugin, action: EditAction) -> State:
    """Name, side, notes, stats, pools. Logged as "Edited Bo (notes, stats)." (kind "edit", with
    the pools it moved) and, for a new name, "Bo is now Boris." (kind "rename")."""
    old = state.combatant(action["id"])
    new = old
    if "name" in action:
        new = replace(new, name=action["name"])
    if "side" in action:
        new = replace(new, side=action["side"])
    if "notes" in action:
        new = replace(new, notes=action["notes"])
    if "stats" in action:
        new = _restated(plugin, new, action["stats"])
    if "resources" in action:
        values = dict(new.resources)
        for key, value in action["resources"].items():
            try:
                plugin.pools.resource(new, key)
            except RulesError as error:
                raise RulesError(error.message, check.at("resources", key)) from None
            values[key] = value
        new = replace(new, resources=values)
    renamed = new.name != old.name
    changed = [k for k in EDITABLE if k in action and not (renamed and k == "name")]
    moves = _moves(_values(plugin, old), _values(plugin, new))
    state = state.put(new)
    if changed:
        state = state.logged("edit", f"Edited {old.name} ({', '.join(changed)}).", old.id, moves, changed)
    if renamed:
        state = state.logged("rename", f"{old.name} is now {new.name}.", old.id)
    return state


def _restated(plugin: Plugin, combatant: Combatant, stats: dict[str, Any]) -> Combatant:
    """The combatant with ``stats`` merged into its own; a pool that was full stays full at its new
    maximum."""
    was = full(plugin, combatant)
    new = replace(combatant, stats={**combatant.stats, **stats})
    values = {}
    for pool in plugin.pools.resources(new):
        now = new.resources.get(pool.name, pool.fresh)
        values[pool.name] = pool.fresh if now == was.get(pool.name, now) else now
    return replace(new, resources=values)


def _stats_said(plugin: Plugin, stats: dict[str, Any]) -> str:
    """Stats changed, in words: "posture now Crawling or Lying Down"."""
    fields = {f.name: f for f in plugin.stats}
    said = []
    for name, value in stats.items():
        found = fields.get(name)
        label = found.label if found is not None else name
        shown = dict(found.choices).get(value, value) if found is not None and found.choices else value
        said.append(label if value is True else f"{label.lower()} now {shown}")
    return ", ".join(said)


def remove(state: State, plugin: Plugin, action: RemoveAction) -> State:
    cid = action["id"]
    gone = state.combatant(cid)
    was_active = state.active == cid
    index = order_index(state, cid) if was_active else 0
    state = state.logged("remove", f"Removed {gone.name}.", cid)
    kept = []
    for c in state.combatants:
        if c.id == cid:
            continue
        if any(cond.anchor == cid for cond in c.conditions):
            c = replace(c, conditions=tuple(
                replace(cond, anchor=c.id, counting=False) if cond.anchor == cid else cond
                for cond in c.conditions
            ))
        kept.append(c)
    state = replace(
        state,
        combatants=tuple(kept),
        begun=tuple(b for b in state.begun if b != cid),
        reminders=tuple(r for r in state.reminders if r.who != cid),
    )
    if was_active:
        state = pass_turn(replace(state, active=None, reminders=()), plugin, index)
    return state


def duplicate(state: State, plugin: Plugin, action: DuplicateAction) -> State:
    original = state.combatant(action["id"])
    _too_many(len(state.combatants) + action["count"])
    names = numbered([c.name for c in state.combatants], base_name(original.name), action["count"])
    copies = []
    next_id = state.next_id
    for name in names:
        copy = replace(original, id=f"c{next_id}", name=name, conditions=(), held=False)
        copies.append(replace(copy, resources=full(plugin, copy)))
        next_id += 1
    at = state.index(original.id) + 1
    state = replace(state, combatants=state.combatants[:at] + tuple(copies) + state.combatants[at:],
                    next_id=next_id)
    return state.logged("duplicate", f"Copied {original.name}: {_listed(names)}.", original.id)


def sorted_by_initiative(state: State) -> State:
    return replace(state, combatants=tuple(sorted(state.combatants, key=rank, reverse=True)))


def _number(value: int | float) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def initiative(state: State, plugin: Plugin, action: InitiativeAction) -> State:
    said = []
    for entry in action["entries"]:
        c = state.combatant(entry["id"])
        state = state.put(replace(c, initiative=entry["value"], tiebreak=entry["tiebreak"]))
        value = "none" if entry["value"] is None else _number(entry["value"])
        said.append(f"{c.name} {value}" + (f" ({entry['text']})" if entry["text"] else ""))
    if action["sort"]:
        state = sorted_by_initiative(state)
    entries = action["entries"]
    who = entries[0]["id"] if len({e["id"] for e in entries}) == 1 else None
    return state.logged("initiative", "Initiative: " + "; ".join(said) + ".", who)


def sort(state: State, plugin: Plugin, action: SortAction) -> State:
    return sorted_by_initiative(state).logged("sort", "Turn order sorted by initiative.")


def _pools(state: State, plugin: Plugin, action: DamageAction | HealAction, said: str,
           hook: Callable[[Combatant, str, int], dict[str, int]]) -> State:
    """Damage or healing: the plug-in's new pool values, logged with the pools moved, then the
    plug-in's ``on_change`` reminders (moment "damage")."""
    c = state.combatant(action["id"])
    pool = plugin.pools.resource(c, action["resource"])
    before = _values(plugin, c)
    after = hook(c, pool.name, action["amount"])
    for name, value in after.items():
        if name not in before or validate.kept_whole(value) is None:
            raise TypeError(f"plug-in {plugin.key!r} returned a bad value for pool {name!r}")
    moves = _moves(before, after)
    changed = state.put(replace(c, resources={**c.resources, **after}))
    text = said.format(name=c.name, amount=action["amount"])
    location: str = ""
    effects: Sequence[str] = ()
    names: Sequence[str] = ()
    if action["kind"] == "damage":  # a heal has no wound details
        location, effects, names = action.get("location", ""), action.get("effects", ()), action.get("conditions", ())
    text += f" to the {location}" if location else ""
    text += f" ({', '.join(effects)})" if effects else ""
    text += f": {', '.join(f'{name} {was} → {now}' for name, was, now in moves)}." if moves else " (no change)."
    changed = changed.logged(action["kind"], text, c.id, moves, location=location, effects=effects, pool=pool.name,
                             amount=action["amount"])
    if names:
        for placed in plugin.reminders.wound_conditions(changed, changed.combatant(c.id), tuple(names)):
            changed = add_condition(changed, plugin, check_add_condition(cast(dict[str, Any], placed), plugin))
    due = plugin.reminders.on_change(state, changed, c.id, pool.name, action["amount"], action["kind"])
    return changed.reminded(due, "damage", c.id)


def damage(state: State, plugin: Plugin, action: DamageAction) -> State:
    """Damage to a pool, then to each pool the same wound also hurts (``also``), each logged."""
    state = _pools(state, plugin, action, "{name} takes {amount} damage", plugin.pools.damage)
    for more in action.get("also", ()):
        state = _pools(state, plugin, {"kind": "damage", "id": action["id"], "resource": more["resource"],
                                       "amount": more["amount"]},
                       "{name} takes {amount} damage", plugin.pools.damage)
    return state


def exchange(state: State, plugin: Plugin, action: ExchangeAction) -> State:
    """An attack played through, as one step: its summary logged for the attacker (kind
    "exchange"), then each target's damage, logged and reminded as any damage is."""
    attacker = state.combatant(action["attacker"], "attacker")
    for target in action["targets"]:
        state.combatant(target, "targets")
    state = state.logged("exchange", action["text"], attacker.id)
    for part in action["parts"]:
        # a part is a damage action without its kind
        state = damage(state, plugin, cast(DamageAction, {"kind": "damage", **part}))
    for step in action.get("then", ()):
        state = add_condition(state, plugin, step) if step["kind"] == "add_condition" else edit(state, plugin, step)
    return state


def heal(state: State, plugin: Plugin, action: HealAction) -> State:
    return _pools(state, plugin, action, "{name} heals {amount}", plugin.pools.heal)


def add_condition(state: State, plugin: Plugin, action: AddConditionAction) -> State:
    c = state.combatant(action["id"])
    unit = action["unit"]
    anchor = action["anchor"] or (c.id if unit == "turns" else None)
    if anchor is not None:
        counted_on = state.combatant(anchor, "anchor")
    condition = Condition(action["name"], unit, action["duration"], anchor,
                          key=plugin.standing.condition_key(action["name"]))
    old = c.condition(condition.name)
    if old is None:
        if len(c.conditions) >= MOST_CONDITIONS:
            raise RulesError(f"{c.name} already has {MOST_CONDITIONS} conditions.", "name")
        conditions = c.conditions + (condition,)
    else:
        conditions = tuple(condition if cond is old else cond for cond in c.conditions)
    if unit is None:
        how = "until removed"
    elif unit == "turns" and anchor != c.id:
        n = condition.left
        how = f"until the end of {counted_on.name}’s next turn" if n == 1 else f"for {n} of {counted_on.name}’s turns"
    else:
        how = f"for {condition.left_text}"
    changed = replace(c, conditions=conditions)
    also = ""
    if action.get("stats"):
        changed = _restated(plugin, changed, action["stats"])
        also = f"; {_stats_said(plugin, action['stats'])}"
    return state.put(changed).logged("add_condition", f"{c.name}: {condition.name} {how}{also}.", c.id)


def remove_condition(state: State, plugin: Plugin, action: RemoveConditionAction) -> State:
    c = state.combatant(action["id"])
    old = c.condition(action["name"])
    if old is None:
        raise RulesError(f"{c.name} has no condition “{action['name']}”.", "name")
    state = state.put(replace(c, conditions=tuple(cond for cond in c.conditions if cond is not old)))
    return state.logged("remove_condition", f"{c.name}: {old.name} removed.", c.id)
