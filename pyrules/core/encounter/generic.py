"""The generic plug-in: one hit-point pool and a d20 initiative roll.

It serves the tests and is the example for the ruleset plug-ins. ``checks``
adds game-time reminders ("every 60 seconds: ..."), to show how ``due`` works.
"""

from __future__ import annotations

import random

from pyrules.core.dice import roll
from pyrules.core.fields import Field

from pyrules.core.encounter.model import Combatant, Prompt, State
from pyrules.core.encounter.plugins import Initiative, Plugin, Resource, every, register_plugin


class GenericPlugin(Plugin):
    """HP (stat "hp", the maximum; damage stops at 0) and d20 + "init" initiative, tie-break "init"."""

    stats = (
        Field("hp", "HP", "int", default=10, low=1, high=99_999),
        Field("init", "Init bonus", "int", default=0, low=-99, high=99),
    )

    def __init__(self, key: str = "generic", name: str = "Generic", round_seconds: int = 6,
                 checks: tuple[tuple[int, str], ...] = ()):
        self.key = key
        self.name = name
        self.round_seconds = round_seconds
        self.checks = tuple(checks)

    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        return (Resource("HP", int(combatant.stats.get("hp", 10)), floor=0),)

    def initiative(self, combatant: Combatant, rng: random.Random) -> Initiative:
        bonus = int(combatant.stats.get("init", 0))
        result = roll("d20", rng)
        total = result.total + bonus
        text = f"d20 {result.total}" + (f" {'+' if bonus >= 0 else '-'} {abs(bonus)} = {total}" if bonus else "")
        return Initiative(total, bonus, text)

    def status(self, combatant: Combatant, encounter: State | None = None) -> list[str]:
        hp = self.current(combatant, "HP")
        most = self.resource(combatant, "HP").maximum
        if hp <= 0:
            return ["down"]
        if hp * 2 <= most:
            return ["bloodied"]
        return []

    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start" and self.current(combatant, "HP") <= 0:
            return [Prompt(f"{combatant.name} is down.")]
        return []

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        due = []
        for period, text in self.checks:
            times = every(period, elapsed_from, elapsed_to)
            if times:
                due.append(Prompt(text if times == 1 else f"{text} (×{times})"))
        return due


GENERIC = register_plugin(GenericPlugin())
