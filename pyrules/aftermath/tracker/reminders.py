"""What falls due for an Aftermath! combatant: at its Action Phase what its standing puts on its
rolls and a Sever's bleeding; a Critical Effect a blow leaves, timed; what a Critical Effect's end
brings; and each hour of game time, a Disable's Health Ability Saving Throw.

* **Critical Effects a blow leaves** (``wound_conditions``): a calculator's Stun or Daze, applied
  to a combatant, runs for its printed time (``states.effect_actions``).
* **Critical Effects ending** (``on_condition_end``): a Stun that runs out leaves the bearer Dazed
  for the following Combat Turn (l.24) unless a Daze outlasts it; a Sever's bleeding time running
  out is death (l.32).
"""

from __future__ import annotations

from typing import Sequence

from pyrules.aftermath.states import BLEEDING, DAZE, DISABLE, STUN, effect_actions, effects_on
from pyrules.aftermath.tracker.standing import AftermathStanding, Situational, left
from pyrules.core.encounter.action_kinds import AddConditionAction
from pyrules.core.encounter.model import Combatant, Condition, Prompt, State
from pyrules.core.encounter.parts import ReminderRules
from pyrules.core.encounter.plugins import every
from pyrules.core.encounter.standing import ATTACK, MISSILE

HOUR = 3600


class AftermathReminders(ReminderRules):
    """The turn-start reminders, the timing of a blow's Stun or Daze, a Critical Effect's end and a
    Disable's hourly saving throw, each read from the combatant's standing."""

    def __init__(self, standing: AftermathStanding) -> None:
        self.standing = standing

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start":
            return self._turn_start(encounter, combatant)
        return []

    def _turn_start(self, state: State, combatant: Combatant) -> list[Prompt]:
        """What its standing puts on its rolls as its Action Phase comes (a Daze or Stun, the damage
        it took in this Combat Turn), and a Sever's bleeding; nothing for the dead."""
        standing = self.standing.of(combatant, state)
        if not standing.alive:
            return []
        out = []
        effects = effects_on(combatant)
        for m in standing.on(ATTACK, MISSILE):
            if m.factor is not None and "stun" in effects:
                out.append(Prompt("Stunned: may not initiate attacks or fire weapons; BCS, ODA, DFT and SPD at 1/2"
                                  f"{left(effects['stun'])}."))
            elif m.factor is not None:
                out.append(Prompt(f"Dazed: BCS and ODA at 1/2{left(effects['daze'])}."))
        if "bleeding" in effects:
            out.append(Prompt("Bleeding to death" + left(effects["bleeding"]).replace(",", ":", 1)
                              + "; bandage (First Aid Skill BCS roll) or cauterize (System Shock, HLH AST to "
                              "survive)."))
        for m in standing.on(MISSILE):
            if isinstance(m, Situational) and m.taken:
                out.append(Prompt(f"Damaged this Combat Turn ({m.taken}): missile BCS {m.value}."))
        return out

    def wound_conditions(self, encounter: State, combatant: Combatant,
                         names: Sequence[str]) -> list[AddConditionAction]:
        """A Stun or Daze a blow leaves runs for the time its explanation gives (``effect_actions``):
        until after the same Action Phase of the next Combat Turn, a Stun then Dazed for the following
        one (l.22-24); a Stun takes in a Daze of the same blow. Any other condition stays until removed."""
        keys = [self.standing.condition_key(name) for name in names]
        timed = set(keys) & {STUN.key, DAZE.key}
        placed = effect_actions(encounter, combatant.id, STUN.key if STUN.key in timed else DAZE.key) if timed else []
        rest = [name for name, key in zip(names, keys) if key not in timed]
        return placed + super().wound_conditions(encounter, combatant, rest)

    def on_condition_end(self, encounter: State, combatant: Combatant, condition: Condition) -> list[Prompt]:
        """What a Critical Effect's end brings: a Stun leaves the bearer Dazed for the following
        Combat Turn (l.24) unless a Daze outlasts it; a Sever's bleeding time running out is death (l.32)."""
        if condition.key == STUN.key and not combatant.has(DAZE.key):
            return [Prompt(f"Stun on {combatant.name} ends: {combatant.name} is treated as Dazed for the following "
                           "Combat Turn (add Daze).")]
        if condition.key == BLEEDING.key:
            return [Prompt(f"{combatant.name} has bled out: the Sever kills unless it was bandaged or cauterized.")]
        return []

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        """Each hour of game time, a Health Ability Saving Throw for each living Disabled combatant (l.26-28)."""
        out = []
        hours = every(HOUR, elapsed_from, elapsed_to)
        if hours:
            times = f" (×{hours})" if hours > 1 else ""
            for c in encounter.combatants:
                if c.has(DISABLE.key) and self.standing.of(c).alive:
                    out.append(Prompt(f"{c.name}: Disable: a Health Ability Saving Throw may end it{times}."))
        return out
