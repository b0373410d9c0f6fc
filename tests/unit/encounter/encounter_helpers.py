"""Helpers and test plug-ins shared by the encounter tracker tests."""

from pyrules.core.encounter import Plugin, Prompt, Resource, actions, generic_plugin, register_plugin
from pyrules.core.encounter.generic import GenericPools, GenericReminders
from pyrules.core.encounter.parts import PoolRules, ReminderRules, StandingRules
from pyrules.core.encounter.standing import Standing
from pyrules.core.tools import Field


class ChattyReminders(GenericReminders):
    """Says something at every turn's start and end."""

    def at(self, encounter, combatant, moment):
        return [Prompt(f"{combatant.name} {moment}")]


def chatty_plugin(key="test-chatty", reminders=None):
    """A generic plug-in that says something at every turn's start and end; 10 s rounds, a check every minute."""
    checks = ((60, "Every minute: check"),)
    return generic_plugin(key, "Chatty", round_seconds=10, checks=checks,
                          reminders=reminders or ChattyReminders(GenericPools(), checks))


class TwoPools(PoolRules):
    """Two pools: Body may go negative; damage to Shield spills over into Body."""

    def resources(self, combatant):
        return (Resource("Body", combatant.stats["body"], floor=None),
                Resource("Shield", combatant.stats["shield"], floor=0, label="Shield points"))

    def damage(self, combatant, resource, amount):
        if resource != "Shield":
            return super().damage(combatant, resource, amount)
        shield = self.current(combatant, "Shield")
        spill = max(0, amount - shield)
        return {"Shield": max(0, shield - amount), "Body": self.current(combatant, "Body") - spill}


class Reeling(StandingRules):
    """Reeling below 0 Body."""

    def __init__(self, pools):
        self.pools = pools

    def of(self, combatant, encounter=None):
        return Standing(status=("reeling",)) if self.pools.current(combatant, "Body") < 0 else Standing()


def pools_plugin():
    pools = TwoPools()
    return Plugin("test-pools", "Pools", 1,
                  (Field("body", "Body", "int", default=10, low=1), Field("shield", "Shield", "int", default=5, low=0),
                   Field("speed", "Speed", "number", default=5.0)),
                  pools=pools, standing=Reeling(pools))


CHATTY = register_plugin(chatty_plugin(), replace=True)
POOLS = register_plugin(pools_plugin(), replace=True)


def add(enc, name, initiative=None, **kw):
    """Add one combatant; return (encounter, its id)."""
    enc = enc.apply(actions.add(name, initiative=initiative, **kw))
    return enc, enc.named(name).id


def active_name(enc):
    return None if enc.active is None else enc.active.name


def order_names(enc):
    return [c.name for c in enc.state.order]


def step(enc, times=1):
    for _ in range(times):
        enc = enc.apply(actions.next_turn())
    return enc


class HooksReminders(ReminderRules):
    """Reminders that say what the hooks were given: damage and healing, conditions ending."""

    def __init__(self, pools):
        self.pools = pools

    def on_change(self, before, after, combatant_id, resource, amount, kind):
        was, now = before.combatant(combatant_id), after.combatant(combatant_id)
        return [Prompt(f"{kind} {amount} to {resource} of {now.name}: {self.pools.current(was, 'HP')} → "
                       f"{self.pools.current(now, 'HP')}, logged {after.log[-1].kind} {list(after.log[-1].pools)}")]

    def on_condition_end(self, encounter, combatant, condition):
        left = ", ".join(c.name for c in combatant.conditions) or "nothing"
        return [Prompt(f"after {condition.name}: {combatant.name} has {left}")]

    def wound_conditions(self, encounter, combatant, names):
        """A "Dazed" a wound leaves lasts until the end of the next turn of whoever acts now."""
        timed = [actions.add_condition(combatant.id, name, turns=1, anchor=encounter.active)
                 for name in names if name == "Dazed" and encounter.active]
        return timed + super().wound_conditions(encounter, combatant, [n for n in names if n != "Dazed"
                                                                        or not encounter.active])


class ReadsTheEncounter(StandingRules):
    """A status that reads the encounter."""

    reads_encounter = True

    def of(self, combatant, encounter=None):
        if encounter is None:
            return Standing(status=("alone",))
        return Standing(status=(f"round {encounter.round}, {len(encounter.log)} entries",))


def hooks_plugin():
    """A generic plug-in whose hooks say what they were given, and a status that reads the encounter."""
    pools = GenericPools()
    return generic_plugin("test-hooks", "Hooks", round_seconds=6, pools=pools, reminders=HooksReminders(pools),
                          standing=ReadsTheEncounter())


class Taken(PoolRules):
    """Wounds counted up from 0 against a threshold (stat "lp"), and HP counted down."""

    def resources(self, combatant):
        return (Resource("Wounds", combatant.stats["lp"], counts_up=True, label="Wounds taken"),
                Resource("HP", combatant.stats["hp"]))


def taken_plugin():
    return Plugin("test-taken", "Taken", 6,
                  (Field("lp", "LP", "int", default=12, low=1), Field("hp", "HP", "int", default=5, low=1)),
                  pools=Taken())


HOOKS = register_plugin(hooks_plugin(), replace=True)
TAKEN = register_plugin(taken_plugin(), replace=True)


def random_fight(encounter, pool, rng, steps, *, duplicate=True):
    """``encounter`` walked through ``steps`` random actions drawn with ``rng`` (damage to
    ``pool``; joining, leaving, moving, undo and redo among them; ``duplicate`` too, if asked):
    each encounter on the way. An action the encounter refuses is skipped."""
    from pyrules.core.errors import RulesError

    A = actions
    for _ in range(steps):
        ids = [c.id for c in encounter.combatants]
        who = rng.choice(ids) if ids else None
        make = rng.choice([
            lambda: A.next_turn(), lambda: A.damage(who, rng.randint(1, 6), pool), lambda: A.add("Orc", rng.randint(1, 25)),
            lambda: A.remove(who), lambda: A.delay(who), lambda: A.sort(), lambda: A.set_initiative(who, rng.randint(1, 20)),
            *([lambda: A.duplicate(who)] if duplicate else []), lambda: "undo", lambda: "redo"])
        try:
            action = make()
            encounter = (encounter.undo() if action == "undo" else encounter.redo() if action == "redo"
                         else encounter.apply(action))
        except RulesError:
            continue
        yield encounter
