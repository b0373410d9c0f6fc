"""The generic plug-in: one hit-point pool and a d20 initiative roll.

It serves the tests and is the example for the ruleset plug-ins: each part is a small class of
its own, and ``generic_plugin`` composes them. ``checks`` adds game-time reminders ("every 60
seconds: ..."), to show how ``ReminderRules.due`` works.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from pyrules.core.dice import roll
from pyrules.core.fields import Field

from pyrules.core.encounter.model import Combatant, Prompt, State
from pyrules.core.encounter.parts import Initiative, InitiativeRules, PoolRules, ReminderRules, Resource, StandingRules
from pyrules.core.encounter.plugins import Plugin, every, register_plugin
from pyrules.core.encounter.standing import UNCONSCIOUS, Standing

STATS = (
    Field("hp", "HP", "int", default=10, low=1, high=99_999),
    Field("init", "Init bonus", "int", default=0, low=-99, high=99),
)


class GenericPools(PoolRules):
    """HP (stat "hp", the maximum; damage stops at 0)."""

    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        return (Resource("HP", int(combatant.stats.get("hp", 10)), floor=0),)


class GenericStanding(StandingRules):
    """Down at 0 HP, bloodied at half."""

    def __init__(self, pools: PoolRules) -> None:
        self.pools = pools

    def of(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        hp = self.pools.current(combatant, "HP")
        most = self.pools.resource(combatant, "HP").maximum
        if hp <= 0:
            return Standing(status=("down",), out=UNCONSCIOUS)
        return Standing(status=("bloodied",)) if hp * 2 <= most else Standing()


class GenericReminders(ReminderRules):
    """"Bo is down." at the start of a downed combatant's turn, and the game-time ``checks``."""

    def __init__(self, pools: PoolRules, checks: tuple[tuple[int, str], ...] = ()) -> None:
        self.pools = pools
        self.checks = tuple(checks)

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start" and self.pools.current(combatant, "HP") <= 0:
            return [Prompt(f"{combatant.name} is down.")]
        return []

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        due = []
        for period, text in self.checks:
            times = every(period, elapsed_from, elapsed_to)
            if times:
                due.append(Prompt(text if times == 1 else f"{text} (×{times})"))
        return due


class GenericInitiative(InitiativeRules):
    """d20 + "init", tie-break "init"."""

    rolls = True

    def roll(self, combatant: Combatant, rng: random.Random) -> Initiative:
        bonus = int(combatant.stats.get("init", 0))
        result = roll("d20", rng)
        total = result.total + bonus
        text = f"d20 {result.total}" + (f" {'+' if bonus >= 0 else '-'} {abs(bonus)} = {total}" if bonus else "")
        return Initiative(total, bonus, text)


def generic_plugin(key: str = "generic", name: str = "Generic", round_seconds: int = 6,
                   checks: tuple[tuple[int, str], ...] = (), **parts: Any) -> Plugin:
    """The generic plug-in under ``key``, with any of its parts replaced by ``parts`` (a test's own
    reminders, say)."""
    pools = GenericPools()
    made = Plugin(key, name, round_seconds, STATS, pools=pools, standing=GenericStanding(pools),
                  reminders=GenericReminders(pools, checks), initiative=GenericInitiative())
    return replace(made, **parts) if parts else made


GENERIC = register_plugin(generic_plugin())
