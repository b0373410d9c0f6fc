"""The Aftermath! encounter-tracker plug-in (key "aftermath").

Per combatant: the six attributes with their groups and effect dice (A13), the
Base Action Phase, the DRT with the damage taken split into lethal and subdual,
the Encumbrance Status (A16) and the Critical Effects Daze, Stun, Disable and
Trauma (A2) with a Sever's bleeding, as conditions the page adds by name.

* **Pools.** "Lethal" and "Subdual" count each kind of damage taken up from 0,
  against the DRT ("Lethal 12 of 30"; damage may run past it). "B" is all the
  damage taken (lethal + subdual), no pool of its own; damage or healing given to
  it is B damage, half lethal and half subdual (l.752), the odd point lethal.
* **Turn order** is the Action Phase: the BAP, highest first (the phases count
  down to the bookkeeping phase 0, l.769). Ties share the phase; the tracker
  lists the higher Speed first, then keeps the order they were in.
* **A round is a Combat Turn of 6 seconds**: the KPH table moves 192 m per
  Combat Turn at 120 KPH (l.590), which is 5.76 seconds, rounded to the nearest.
* **Critical Effects a blow leaves** (``wound_conditions``): a calculator's Stun or
  Daze, applied to a combatant, runs for its printed time (``effects.effect_actions``).
* **Critical Effects ending** (``on_condition_end``): a Stun that runs out leaves
  the bearer Dazed for the following Combat Turn (l.24) unless a Daze outlasts
  it; a Sever's bleeding time running out is death (l.32).
"""

from __future__ import annotations

import random
from fractions import Fraction

from pyrules.aftermath.tracker import card as character, exchange as exchanges
from pyrules.aftermath import kph
from pyrules.aftermath.attributes import ATTRIBUTE_GROUP_CHART, attribute_group
from pyrules.aftermath.data import cite
from pyrules.aftermath.states import (
    BLEEDING,
    DAZE,
    DISABLE,
    ENCUMBRANCE_CHOICES,
    STUN,
    TRAUMA,
    damage_this_turn,
    damaged_modifier,
    effect_actions,
    effect_of,
    effects_on,
    ratings,
    split_b,
    wounds,
)
from pyrules.core.encounter.actions import AddConditionAction
from pyrules.core.encounter.model import Combatant, Condition, Prompt, State
from pyrules.core.encounter.plugins import Initiative, Plugin, Resource, every, register_plugin
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.rounding import round_half_up
from pyrules.core.fields import Field

# A Combat Turn in seconds, from the KPH table (002 l.589-590): m/ct = KPH x 1.6, and a KPH is
# 1000 m in 3600 s, so a Combat Turn is 1.6 x 3.6 = 5.76 s; the nearest whole second is 6.
COMBAT_TURN_SECONDS_EXACT = kph.METERS_PER_TURN_PER_KPH * Fraction(3600, 1000)
ROUND_SECONDS = round_half_up(COMBAT_TURN_SECONDS_EXACT)
HOUR = 3600

# Published rule, not in the reference: Action Phases count down, so the highest BAP acts first.
TURN_ORDER_RULE = f"Action Phases count down: the highest BAP acts first. {PUBLISHED_RULE}"
TIE_RULE = "Same BAP: the same Action Phase; the tracker lists the higher SPD first, then the order they were in."
ROUND_RULE = ("A round is a Combat Turn of 6 seconds: the KPH table's 192 m per Combat Turn at 120 KPH "
              "is 5.76 s, rounded to the nearest second.")
DAMAGE_RULE = ("Lethal and Subdual: each kind of damage taken, against the DRT. B damage is half lethal, half "
               f"subdual ({cite(752)}), the odd point lethal; B shows all the damage taken.")
NOTES: tuple[str, ...] = (TURN_ORDER_RULE, TIE_RULE, ROUND_RULE, DAMAGE_RULE)

ATTRIBUTES: tuple[tuple[str, str, str], ...] = (
    ("str", "STR", "Strength"),
    ("dft", "DFT", "Deftness"),
    ("spd", "SPD", "Speed"),
    ("hlh", "HLH", "Health"),
    ("wit", "WIT", "Wit"),
    ("wil", "WIL", "Will"),
)
HIGHEST_RATING = ATTRIBUTE_GROUP_CHART.high  # 74: the chart stops there
DEFAULTS = {"str": 10, "dft": 10, "spd": 10, "hlh": 10, "wit": 10, "wil": 10, "bap": 10, "drt": 30, "enc": "none"}

STATS: tuple[Field, ...] = tuple(
    Field(key, short, "int", default=DEFAULTS[key], low=0, high=HIGHEST_RATING,
          help=f"{name} rating (0-{HIGHEST_RATING})")
    for key, short, name in ATTRIBUTES
) + (
    Field("bap", "BAP", "int", default=DEFAULTS["bap"], low=0, high=99,
          help="Base Action Phase: the turn order, highest first"),
    Field("drt", "DRT", "int", default=DEFAULTS["drt"], low=1, high=9999, help="Damage Resistance Total"),
    Field("enc", "Encumbrance", "choice", default=DEFAULTS["enc"], choices=ENCUMBRANCE_CHOICES,
          help="Encumbrance Status: load against ENC CAP"),
    Field("oda", "ODA", "int", default=0, low=0, high=99,
          help="Overall Defense Ability: an attacker's Adjusted BCS is its BCS less this"),
    Field("av", "AV", "int", default=0, low=0, high=99, help="Armor Value of the armor worn (0: none)"),
    Field("bare", "Armor leaves bare", "text", default="", required=False,
          help="The parts the armor does not cover: head, torso, leg, arm (as “head, arm”)"),
)

LETHAL, SUBDUAL, B = "Lethal", "Subdual", "B"


def _int(combatant: Combatant, key: str) -> int:
    return PLUGIN.stat(combatant, key)


def _choice(combatant: Combatant, key: str) -> str:
    return PLUGIN.stat(combatant, key)


def _group_text(short: str, rating: int) -> str:
    group = attribute_group(rating)
    return f"{short} {group.group} ({group.printed_die})"


def _left(condition: Condition) -> str:
    return f", {condition.left_text} left" if condition.unit else ""


class AftermathPlugin(Plugin):
    """Aftermath! (FGU, 1981): attributes and groups, DRT with lethal and subdual damage, Critical
    Effects, Encumbrance Status, and turns by Action Phase."""

    key = "aftermath"
    name = "Aftermath!"
    round_seconds = ROUND_SECONDS
    stats = STATS
    attack_rules = character.ATTACKS
    exchange = exchanges.EXCHANGE

    # -- pools ----------------------------------------------------------------
    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        drt = _int(combatant, "drt")
        half = -(-drt // 2)  # half the DRT taken: a warning on the tracker, not a rule
        return (
            Resource(LETHAL, drt, label="Lethal", counts_up=True, low_from=half),
            Resource(SUBDUAL, drt, label="Subdual", counts_up=True, low_from=half),
            Resource(B, drt, label="B (½ L, ½ S)", counts_up=True, low_from=half),
        )

    def current(self, combatant: Combatant, name: str) -> int:
        """B is no pool of its own: all the damage taken, lethal and subdual."""
        if name == B:
            return self.taken(combatant, LETHAL) + self.taken(combatant, SUBDUAL)
        return super().current(combatant, name)

    def taken(self, combatant: Combatant, name: str) -> int:
        """Lethal or subdual damage taken (a pool set below 0 by hand reads as 0)."""
        return max(0, super().current(combatant, name))

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        if resource != B:
            return super().damage(combatant, resource, amount)
        lethal, subdual = split_b(amount)
        return {LETHAL: self.current(combatant, LETHAL) + lethal,
                SUBDUAL: self.current(combatant, SUBDUAL) + subdual}

    def heal(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        if resource != B:
            return super().heal(combatant, resource, amount)
        healed: dict[str, int] = {}
        for pool, part in zip((LETHAL, SUBDUAL), split_b(amount)):
            if part:
                healed.update(super().heal(combatant, pool, part))
        return healed

    def wounds(self, combatant: Combatant):
        """The damage taken against the DRT and its wounded row (taken.Wounds)."""
        return wounds(_int(combatant, "drt"), self.taken(combatant, LETHAL), self.taken(combatant, SUBDUAL))

    def ratings(self, combatant: Combatant):
        """Deftness and Speed after the load and any Stun (taken.Ratings)."""
        return ratings(_int(combatant, "dft"), _int(combatant, "spd"), _choice(combatant, "enc"),
                       "stun" in effects_on(combatant))

    # -- turns ----------------------------------------------------------------
    def initiative(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """The BAP (no roll), tie-break SPD."""
        bap, spd = _int(combatant, "bap"), _int(combatant, "spd")
        return Initiative(bap, spd, f"BAP {bap}, tie-break SPD {spd}; highest BAP first: {PUBLISHED_RULE}")

    # -- what shows -----------------------------------------------------------
    def status(self, combatant: Combatant, encounter: State | None = None) -> list[str]:
        out = ["Groups: " + ", ".join(_group_text(short, _int(combatant, key)) for key, short, _ in ATTRIBUTES)]
        w = self.wounds(combatant)
        if w.total:
            out.append(f"Damage {w.total} of DRT {w.drt}: {w.lethal} lethal, {w.subdual} subdual")
        if w.row:
            out.append(f"{w.row.printed.removeprefix('Attacker is ').rstrip('*').capitalize()}: "
                       f"hand-to-hand BCS {w.row.modifier}")
        if w.reached_drt:
            out.append("Damage has reached the DRT")
        r = self.ratings(combatant)
        if r.status != ENCUMBRANCE_CHOICES[0][1]:
            _, _, dft, spd, bcs = r.printed
            out.append(f"{r.status}: DFT {dft}, SPD {spd}, BCS {bcs}")
        if r.changed:
            out.append(f"DFT {_int(combatant, 'dft')} → {r.deftness} (group {r.deftness_group.group}), "
                       f"SPD {_int(combatant, 'spd')} → {r.speed} (group {r.speed_group.group})")
        effects = effects_on(combatant)
        for effect in (STUN, DAZE, DISABLE, TRAUMA, BLEEDING):
            condition = effects.get(effect.key)
            if condition is None:
                continue
            if effect is TRAUMA:
                out.append(f"Trauma: HLH AST or Disable; a Sever bleeds to death in "
                           f"{attribute_group(_int(combatant, 'hlh')).group} + 1D6 Combat Turns")
            elif effect is BLEEDING:
                out.append("Bleeding: bleeds to death when it runs out" + _left(condition))
            elif effect is DISABLE:
                out.append("Disable: rest of the combat; HLH AST each hour")
            else:
                out.append(f"{effect.name}: {effect.effect}{_left(condition)}")
        return out

    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start":
            return self._turn_start(encounter, combatant)
        return []

    def _turn_start(self, state: State, combatant: Combatant) -> list[Prompt]:
        out = []
        effects = effects_on(combatant)
        if "stun" in effects:
            out.append(Prompt("Stunned: may not initiate attacks or fire weapons; BCS, ODA, DFT and SPD at 1/2"
                              f"{_left(effects['stun'])}."))
        elif "daze" in effects:
            out.append(Prompt(f"Dazed: BCS and ODA at 1/2{_left(effects['daze'])}."))
        if "bleeding" in effects:
            out.append(Prompt("Bleeding to death" + _left(effects["bleeding"]).replace(",", ":", 1)
                              + "; bandage (First Aid Skill BCS roll) or cauterize (System Shock, HLH AST to "
                              "survive)."))
        taken = damage_this_turn(state, combatant.id)
        if taken:
            out.append(Prompt(f"Damaged this Combat Turn ({taken}): missile BCS {damaged_modifier(taken)}."))
        return out

    def wound_conditions(self, encounter: State, combatant: Combatant, names) -> list[AddConditionAction]:
        """A Stun or Daze a blow leaves runs for the time its explanation gives (``effect_actions``):
        until after the same Action Phase of the next Combat Turn, a Stun then Dazed for the following
        one (l.22-24); a Stun takes in a Daze of the same blow. Any other condition stays until removed."""
        timed = {effect_of(name) for name in names} & {STUN, DAZE}
        placed = effect_actions(encounter, combatant.id, (STUN if STUN in timed else DAZE).key) if timed else []
        rest = [name for name in names if effect_of(name) not in (STUN, DAZE)]
        return placed + super().wound_conditions(encounter, combatant, rest)

    def on_condition_end(self, encounter: State, combatant: Combatant, condition: Condition) -> list[Prompt]:
        """What a Critical Effect's end brings: a Stun leaves the bearer Dazed for the following
        Combat Turn (l.24) unless a Daze outlasts it; a Sever's bleeding time running out is death (l.32)."""
        effect = effect_of(condition.name)
        if effect is STUN and "daze" not in effects_on(combatant):
            return [Prompt(f"Stun on {combatant.name} ends: {combatant.name} is treated as Dazed for the following "
                           "Combat Turn (add Daze).")]
        if effect is BLEEDING:
            return [Prompt(f"{combatant.name} has bled out: the Sever kills unless it was bandaged or cauterized.")]
        return []

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        out = []
        hours = every(HOUR, elapsed_from, elapsed_to)
        if hours:
            times = f" (×{hours})" if hours > 1 else ""
            for c in encounter.combatants:
                if "disable" in effects_on(c):
                    out.append(Prompt(f"{c.name}: Disable: a Health Ability Saving Throw may end it{times}."))
        return out


PLUGIN = register_plugin(AftermathPlugin(), replace=True)
