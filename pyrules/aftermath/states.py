"""The damage states of Aftermath!: what a tracked combatant's damage, load and Critical Effects
come to.

**Damage taken**: damage against DRT, the wounded modifiers of A3, the damage taken in this Combat
Turn (A4), Deftness and Speed as modified. Damage is split, not pooled twice: the combatant has one
DRT, and the tracker keeps what lethal damage and what subdual damage have taken off it ("Lethal"
and "Subdual" pools, each that kind of damage taken, counted up). B damage is half lethal, half
subdual (l.752); the odd point of an odd amount is lethal (the lethal half rounds half up, the
reference does not say).

**Critical Effects** a tracked combatant can be under (A2, seed 002 l.22-39) and how long each
lasts. The page adds conditions by name, and a calculator's answer applied to a combatant adds the
Daze, Stun, Disable or Trauma it left (the plug-in's ``wound_conditions`` times a Daze or Stun
with ``effect_actions``). Each condition is read by its key ("daze", "stun", "disable", "trauma",
"bleeding", "lethal"), which the tracker's standing reads from its name once, as it is put on
(``tracker.standing.AftermathStanding.conditions``: "Dazed" is "daze", "Sever" is "bleeding").
Durations, as the explanations give them:

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
* **Lethal** (l.36-39): a condition called "Lethal" is one to the head, neck or torso: Death,
  until removed (a Health Ability Saving Throw may lower it, l.39). It is added by name only.

What each does to a combatant's rolls and actions is said in one place, its standing
(``pyrules.aftermath.tracker.standing``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.attributes import AttributeGroup, attribute_group
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import EFFECT_EXPLANATIONS, EFFECT_SOURCE, Situation
from pyrules.aftermath.data.gear import STATUS_KEYS, STATUS_ROWS, EncumbranceKey
from pyrules.aftermath.encumbrance import encumbrance_status
from pyrules.aftermath.situation import HAND_TO_HAND_BY_KEY, missile_modifiers
from pyrules.core import validate
from pyrules.core.dice import roll
from pyrules.core.encounter import actions
from pyrules.core.encounter.model import Combatant, Condition, State
from pyrules.core.errors import RulesError
from pyrules.core.rounding import round_half_up

# The Encumbrance Status rows (A16) as a stat choice: key -> the row's status name.
ENCUMBRANCE_CHOICES: tuple[tuple[str, str], ...] = tuple((key, row[0]) for key, row in zip(STATUS_KEYS, STATUS_ROWS))
_LOAD_LIMIT: dict[str, Fraction] = {key: row[2] for key, row in zip(STATUS_KEYS, STATUS_ROWS)}


def split_b(amount: int) -> tuple[int, int]:
    """B damage as (lethal, subdual): half each, the odd point lethal (5 -> 3 and 2)."""
    amount = validate.whole(amount, "amount", "Amount", low=0)
    lethal = round_half_up(Fraction(amount, 2))
    return lethal, amount - lethal


@dataclass(frozen=True)
class Wounds:
    """Damage taken against the DRT, and the hand-to-hand row it brings (A3, l.60-61)."""

    drt: int
    lethal: int
    subdual: int
    row: Situation | None   # "Attacker is over 50% wounded*" or "... over 75% ...", None below

    @property
    def total(self) -> int:
        return self.lethal + self.subdual

    @property
    def bcs_modifier(self) -> int:
        return (self.row.value or 0) if self.row else 0  # the wounded rows print a number

    @property
    def reached_drt(self) -> bool:
        return self.total >= self.drt


def wounds(drt: int, lethal: int, subdual: int) -> Wounds:
    """Lethal and subdual damage taken against a DRT: "over 50%" is more than half, "over 75%" more
    than three quarters (exactly half is not over 50%)."""
    drt = validate.whole(drt, "drt", "DRT", low=1)
    lethal = validate.whole(lethal, "lethal", "Lethal damage", low=0)
    subdual = validate.whole(subdual, "subdual", "Subdual damage", low=0)
    total = lethal + subdual
    row = None
    if 4 * total > 3 * drt:
        row = HAND_TO_HAND_BY_KEY["wounded_75"]
    elif 2 * total > drt:
        row = HAND_TO_HAND_BY_KEY["wounded_50"]
    return Wounds(drt, lethal, subdual, row)


def damage_this_turn(state: State, cid: str) -> int:
    """Damage the combatant ``cid`` took in the current Combat Turn (round), from the log: what its
    damage entries of this round added to its pools."""
    return sum(max(0, after - before)
               for entry in state.entries_about(cid)
               if entry.round == state.round and entry.kind == "damage"
               for _, before, after in entry.pools)


def damaged_modifier(taken: int) -> int:
    """The missile BCS modifier of "Damaged in that Combat Turn": -(damage taken/2) (A4, l.67)."""
    return missile_modifiers(["damaged"], damage_taken=taken)[0].value


@dataclass(frozen=True)
class Ratings:
    """Deftness and Speed as the load and a Stun leave them, with their groups and why."""

    deftness: int
    speed: int
    deftness_group: AttributeGroup
    speed_group: AttributeGroup
    bcs_modifier: int           # the load's BCS modification
    load: EncumbranceKey        # the Encumbrance Status
    status: str                 # the Encumbrance Status name
    printed: tuple[str, ...]    # the status row as printed
    stunned: bool

    @property
    def changed(self) -> bool:
        return self.stunned or self.load != "none"


def ratings(deftness: int, speed: int, encumbrance: str = "none", stunned: bool = False) -> Ratings:
    """DFT and SPD after the Encumbrance Status (-25% or -50%, A16) and then a Stun (1/2, l.24).

    Each step rounds half up (the reference does not say how to round).
    """
    encumbrance = validate.choice(encumbrance, "encumbrance", tuple(_LOAD_LIMIT), "Encumbrance")
    stunned = validate.yes_no(stunned, "stunned", "Stunned")
    status = encumbrance_status(_LOAD_LIMIT[encumbrance], 1, deftness, speed)
    dft, spd = status.deftness, status.speed
    assert dft is not None and spd is not None  # both ratings were given
    if stunned:
        dft, spd = round_half_up(Fraction(dft, 2)), round_half_up(Fraction(spd, 2))
    return Ratings(dft, spd, attribute_group(dft), attribute_group(spd), status.bcs_modifier, status.key, status.name,
                   status.row, stunned)


@dataclass(frozen=True)
class TrackedEffect:
    """A Critical Effect as a tracker condition: its key, the name the tracker puts it on by, and its time."""

    key: str                   # the condition's key (``Condition.key``)
    name: str                  # the condition name the tracker adds
    source: str                # seed lines
    duration: str              # how long it lasts, as the explanation gives it
    effect: str                # what it does, short
    explanation: tuple[str, ...]


DAZE = TrackedEffect(
    "daze", "Daze", cite("22"),
    "until after the same Action Phase of the next Combat Turn",
    "BCS and ODA at 1/2", EFFECT_EXPLANATIONS["daze"])
STUN = TrackedEffect(
    "stun", "Stun", cite("24"),
    "until after the same Action Phase of the next Combat Turn, then Dazed for the following Combat Turn",
    "no attacks or firing; BCS, ODA, DFT and SPD at 1/2", EFFECT_EXPLANATIONS["stun"])
DISABLE = TrackedEffect(
    "disable", "Disable", cite("26-28"),
    "the rest of the combat; a Health Ability Saving Throw each hour of game time ends it",
    "limb useless (head, neck or body: HLH save or System Shock)", EFFECT_EXPLANATIONS["disable"])
TRAUMA = TrackedEffect(
    "trauma", "Trauma", cite("30-34"),
    "no time of its own; a Sever bleeds to death in Health Group + 1D6 Combat Turns",
    "Critical Damage; 1/2 Damage Done as Lethal; HLH AST or Disable; Critical Damage % chance of Sever",
    EFFECT_EXPLANATIONS["trauma"])
BLEEDING = TrackedEffect(
    "bleeding", "Bleeding", cite("32"),
    "Health Group + 1D6 Combat Turns, unless bandaged (First Aid Skill BCS roll) or cauterized",
    "bleeds to death when it runs out", (EFFECT_EXPLANATIONS["trauma"][1],))

# A Lethal effect kept as a condition is the one to the head, neck or torso: Death (l.36; to a limb it
# is a Sever, kept as Bleeding). The page adds it by name; it is no timed effect (``effect_actions``).
LETHAL = TrackedEffect(
    "lethal", "Lethal", cite("36-37"),
    "no time of its own: Death, unless a Health Ability Saving Throw lowers it (l.39)",
    "Death (head, neck or torso)", EFFECT_EXPLANATIONS["lethal"])

EFFECTS: tuple[TrackedEffect, ...] = (DAZE, STUN, DISABLE, TRAUMA, BLEEDING)
EFFECT_KEYS = tuple(e.key for e in EFFECTS)  # the effects ``effect_actions`` puts on
TRACKED_KEYS = EFFECT_KEYS + (LETHAL.key,)  # every condition the tracker's rules know
SOURCE = EFFECT_SOURCE


def effects_on(combatant: Combatant) -> dict[str, Condition]:
    """The tracked effects a combatant is under: effect key -> its condition (the first of each)."""
    found: dict[str, Condition] = {}
    for condition in combatant.conditions:
        if condition.key in TRACKED_KEYS and condition.key not in found:
            found[condition.key] = condition
    return found


def bleed_out_turns(health: int, d6: int) -> int:
    """Combat Turns before a Sever bleeds to death: Health Group + 1D6 (l.32)."""
    return attribute_group(health).group + validate.quantity(d6, "d6", "1D6 roll", low=1, high=6, whole=True)


def _active_anchor(state: State, target: str) -> str | None:
    """Whose Action Phase it is now (None before the first turn)."""
    state.combatant(target, "id")
    return state.active


def effect_actions(state: State, target: str, effect: str, rng: random.Random | None = None,
                   d6: int | None = None) -> list[actions.AddConditionAction]:
    """The add_condition actions that put ``effect`` on ``target`` for the time its explanation gives.

    Daze and Stun count the turns of the combatant acting now (the Action Phase
    on which the effect occurred), so they end after that phase of the next
    Combat Turn; before the first turn they last 1 round. Stun brings a Daze for
    one more Combat Turn. Disable and Trauma last until removed. Bleeding lasts
    Health Group + 1D6 rounds (``d6`` as rolled, or rolled with ``rng``).
    """
    key = validate.choice(effect, "effect", EFFECT_KEYS, "Effect")
    anchor = _active_anchor(state, target)

    def timed(name: str, turns: int) -> actions.AddConditionAction:
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
