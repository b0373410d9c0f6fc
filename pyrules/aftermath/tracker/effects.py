"""The Critical Effects a tracked combatant can be under (A2, seed 002 l.22-39) and how long each lasts.

The page adds conditions by name, and a calculator's answer applied to a combatant adds the
Daze, Stun, Disable or Trauma it left (the plug-in's ``wound_conditions`` times a Daze or Stun
with ``effect_actions``); a condition called "Daze" or "Dazed", "Stun" or
"Stunned", "Disable" or "Disabled", "Trauma", or "Bleeding" (also "Sever") is
read as the effect below. Durations, as the explanations give them:

* **Daze** (l.22): BCS and ODA at 1/2 "until after the Action Phase on the next
  Combat Turn which has the same number as the phase on which the effect
  occurred": one turn of the combatant whose Action Phase it was, counted from
  the next Combat Turn (``effect_actions`` anchors it so).
* **Stun** (l.24): as Daze, and no attacks or firing, Deftness and Speed at 1/2,
  for the same time; then Dazed for the following Combat Turn (``effect_actions``
  adds Daze for two turns of the same anchor; the tracker reminds when a Stun
  ends without a Daze to follow it).
* **Disable** (l.26-28): the rest of the combat (until removed); a Health Ability
  Saving Throw each hour of game time to end it.
* **Trauma** (l.30-34): no time of its own; a Sever from it bleeds to death in
  Health Group + 1D6 Combat Turns unless bandaged or cauterized ("Bleeding", in
  rounds: a round is a Combat Turn).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyrules.aftermath.attributes import attribute_group
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import EFFECT_EXPLANATIONS, EFFECT_SOURCE
from pyrules.core import validate
from pyrules.core.dice import roll
from pyrules.core.encounter import actions
from pyrules.core.encounter.model import Combatant, Condition, State
from pyrules.core.errors import RulesError


@dataclass(frozen=True)
class TrackedEffect:
    """A Critical Effect as a tracker condition: its name, the names it answers to, and its time."""

    key: str
    name: str                  # the condition name the tracker adds
    aliases: tuple[str, ...]   # what a player may type for it (any case)
    source: str                # seed lines
    duration: str              # how long it lasts, as the explanation gives it
    effect: str                # what it does, short
    explanation: tuple[str, ...]


DAZE = TrackedEffect(
    "daze", "Daze", ("daze", "dazed"), cite("22"),
    "until after the same Action Phase of the next Combat Turn",
    "BCS and ODA at 1/2", EFFECT_EXPLANATIONS["Daze"])
STUN = TrackedEffect(
    "stun", "Stun", ("stun", "stunned"), cite("24"),
    "until after the same Action Phase of the next Combat Turn, then Dazed for the following Combat Turn",
    "no attacks or firing; BCS, ODA, DFT and SPD at 1/2", EFFECT_EXPLANATIONS["Stun"])
DISABLE = TrackedEffect(
    "disable", "Disable", ("disable", "disabled"), cite("26-28"),
    "the rest of the combat; a Health Ability Saving Throw each hour of game time ends it",
    "limb useless (head, neck or body: HLH save or System Shock)", EFFECT_EXPLANATIONS["Disable"])
TRAUMA = TrackedEffect(
    "trauma", "Trauma", ("trauma",), cite("30-34"),
    "no time of its own; a Sever bleeds to death in Health Group + 1D6 Combat Turns",
    "Critical Damage; 1/2 Damage Done as Lethal; HLH AST or Disable; Critical Damage % chance of Sever",
    EFFECT_EXPLANATIONS["Trauma"])
BLEEDING = TrackedEffect(
    "bleeding", "Bleeding", ("bleeding", "bleeding to death", "sever", "severed"), cite("32"),
    "Health Group + 1D6 Combat Turns, unless bandaged (First Aid Skill BCS roll) or cauterized",
    "bleeds to death when it runs out", (EFFECT_EXPLANATIONS["Trauma"][1],))

EFFECTS: tuple[TrackedEffect, ...] = (DAZE, STUN, DISABLE, TRAUMA, BLEEDING)
_BY_ALIAS = {alias: effect for effect in EFFECTS for alias in effect.aliases}
EFFECT_KEYS = tuple(e.key for e in EFFECTS)
SOURCE = EFFECT_SOURCE


def effect_of(name: str) -> TrackedEffect | None:
    """The effect a condition name stands for ("Dazed" -> Daze), None for any other condition."""
    if not isinstance(name, str):
        return None
    return _BY_ALIAS.get(" ".join(name.split()).casefold())


def effects_on(combatant: Combatant) -> dict[str, Condition]:
    """The tracked effects a combatant is under: effect key -> its condition (the first of each)."""
    found: dict[str, Condition] = {}
    for condition in combatant.conditions:
        effect = effect_of(condition.name)
        if effect is not None and effect.key not in found:
            found[effect.key] = condition
    return found


def bleed_out_turns(health: int, d6: int) -> int:
    """Combat Turns before a Sever bleeds to death: Health Group + 1D6 (l.32)."""
    if isinstance(d6, bool) or not isinstance(d6, int) or not 1 <= d6 <= 6:
        raise RulesError("The 1D6 roll must be from 1 to 6.", "d6")
    return attribute_group(health).group + d6


def _active_anchor(state: State, target: str) -> str | None:
    """Whose Action Phase it is now (None before the first turn)."""
    state.combatant(target, "id")
    return state.active


def effect_actions(state: State, target: str, effect: str, rng: random.Random | None = None,
                   d6: int | None = None) -> list[dict]:
    """The add_condition actions that put ``effect`` on ``target`` for the time its explanation gives.

    Daze and Stun count the turns of the combatant acting now (the Action Phase
    on which the effect occurred), so they end after that phase of the next
    Combat Turn; before the first turn they last 1 round. Stun brings a Daze for
    one more Combat Turn. Disable and Trauma last until removed. Bleeding lasts
    Health Group + 1D6 rounds (``d6`` as rolled, or rolled with ``rng``).
    """
    key = validate.choice(effect, "effect", EFFECT_KEYS, "Effect")
    anchor = _active_anchor(state, target)

    def timed(name: str, turns: int) -> dict:
        if anchor is None:
            return actions.add_condition(target, name, rounds=turns)
        return actions.add_condition(target, name, turns=turns, anchor=anchor)

    if key == "daze":
        return [timed(DAZE.name, 1)]
    if key == "stun":
        return [timed(STUN.name, 1), timed(DAZE.name, 2)]
    if key == "bleeding":
        if d6 is None:
            if not isinstance(rng, random.Random):
                raise RulesError("Give the 1D6 roll or a random.Random to roll it.", "d6")
            d6 = roll("1d6", rng).total
        health = state.combatant(target, "id").stats.get("hlh", 10)  # the tracker's default HLH
        return [actions.add_condition(target, BLEEDING.name, rounds=bleed_out_turns(health, d6))]
    return [actions.add_condition(target, {"disable": DISABLE.name, "trauma": TRAUMA.name}[key])]
