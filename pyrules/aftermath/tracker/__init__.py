"""The Aftermath! encounter-tracker plug-in (key "aftermath").

Per combatant: the six attributes with their groups and effect dice (A13), the
Base Action Phase, the DRT with the damage taken split into lethal and subdual,
the Encumbrance Status (A16) and the Critical Effects Daze, Stun, Disable and
Trauma (A2) with a Sever's bleeding, as conditions the page adds by name.

* **Pools.** "Lethal" and "Subdual" count each kind of damage taken up from 0,
  against the DRT ("Lethal 12 of 30"; damage may run past it). The third, "B"
  (shown as "Total (L + S) 19 of 30"), is all the damage taken, lethal and subdual
  together, no pool and no kind of damage of its own; damage or healing given to
  it is B damage, half lethal and half subdual (l.752), the odd point lethal.
* **Turn order** is the Action Phase: the BAP, highest first (the phases count
  down to the bookkeeping phase 0, l.769). Ties share the phase; the tracker
  lists the higher Speed first, then keeps the order they were in.
* **A round is a Combat Turn of 6 seconds**: the KPH table moves 192 m per
  Combat Turn at 120 KPH (l.590), which is 5.76 seconds, rounded to the nearest.
* **Critical Effects a blow leaves** (``wound_conditions``): a calculator's Stun or
  Daze, applied to a combatant, runs for its printed time (``effects.effect_actions``).
* **Standing** (``standing``, ``tracker.standing``): the one place its state's rules are said:
  a Daze or Stun halves its BCS and ODA (a Stun forbids attacking and firing), over 50% / 75%
  wounded is −2 / −4 in hand-to-hand, its load −1 / −2, the damage it took this Combat Turn
  −(damage/2) to a missile BCS, a Lethal effect is Death. The status line, the turn-start
  reminders, the exchange's stages and the calculators opened from its row read it.
* **Critical Effects ending** (``on_condition_end``): a Stun that runs out leaves
  the bearer Dazed for the following Combat Turn (l.24) unless a Daze outlasts
  it; a Sever's bleeding time running out is death (l.32).
"""

from __future__ import annotations

import random
from fractions import Fraction

from pyrules.aftermath.tracker import card as character, exchange as exchanges
from pyrules.aftermath.tracker.standing import Situational, left, standing_of
from pyrules.aftermath import kph
from pyrules.aftermath.attributes import ATTRIBUTE_GROUP_CHART
from pyrules.aftermath.data import cite
from pyrules.aftermath.states import (
    BLEEDING,
    DAZE,
    ENCUMBRANCE_CHOICES,
    STUN,
    effect_actions,
    effect_of,
    effects_on,
    ratings,
    split_b,
    wounds,
)
from pyrules.core.encounter.actions import AddConditionAction
from pyrules.core.encounter.model import Combatant, Condition, Prompt, State
from pyrules.core.encounter.wide_plugin import WidePlugin, composed
from pyrules.core.encounter.plugins import Initiative, Resource, every, register_plugin
from pyrules.core.encounter.standing import ATTACK, DEFENSE, MISSILE, Standing
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
DAMAGE_RULE = ("Lethal and Subdual: each kind of damage taken, against the DRT. Total (L + S): the two together, "
               "not a third kind of damage; damage given to it is B damage, half lethal, half "
               f"subdual ({cite(752)}), the odd point lethal.")
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
    Field("cda", "CDA", "int", default=0, low=0, high=99,
          help="Combat Dodge Ability: a shot at it takes its CDA times what it is doing (Target Actions)"),
    Field("av", "AV", "int", default=0, low=0, high=99, help="Armor Value of the armor worn (0: none)"),
    Field("bare", "Armor leaves bare", "text", default="", required=False,
          help=f"The parts the armor does not cover, as the hit location table names them: {character.PARTS_SAID} "
               "(as “head, arm”)"),
)

LETHAL, SUBDUAL, B = "Lethal", "Subdual", "B"  # the names encounters store: "B" is the total's
TOTAL_LABEL = "Total (L + S)"  # how the row shows B: all the damage taken, not a third kind of damage


def _int(combatant: Combatant, key: str) -> int:
    return PLUGIN.stat(combatant, key)


def _choice(combatant: Combatant, key: str) -> str:
    return PLUGIN.stat(combatant, key)


class AftermathPlugin(WidePlugin):
    """Aftermath! (FGU, 1981): attributes and groups, DRT with lethal and subdual damage, Critical
    Effects, Encumbrance Status, and turns by Action Phase."""

    key = "aftermath"
    name = "Aftermath!"
    round_seconds = ROUND_SECONDS
    stats = STATS
    attack_rules = character.ATTACKS
    exchange = exchanges.EXCHANGE

    # -- character cards and calculators ----------------------------------------
    def check_card(self, stats: dict) -> dict:
        """A card's armor leaves bare only parts of the hit location table."""
        return character.check_card(stats)

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict]:
        """The melee and gun attacks on this combatant, filled in with its numbers: its ODA as its
        standing leaves it (a Daze or Stun halves it, l.22), its CDA (l.91), its Armor Value and the
        parts its armor leaves bare."""
        oda = _int(combatant, "oda")
        for m in self.standing(combatant, encounter).on(DEFENSE):
            oda = m.applied(oda)
        armor = {"av": _int(combatant, "av"), "bare": list(character.read_bare(self.stat(combatant, "bare"))[0])}
        return {"aftermath-melee": {"oda": oda, "armor": "none", **armor},
                "aftermath-gun": {"cda": _int(combatant, "cda"), **armor}}

    def target_values(self, combatant: Combatant, tool_key: str, values) -> dict:
        """A melee or gun wound applied to this combatant is worked out through its own armor: its
        Armor Value where the blow landed, none on a part its armor leaves bare."""
        filled = self.calculators(combatant).get(tool_key)
        if filled is None:
            return {}
        return {name: filled[name] for name in ("armor", "av", "bare") if name in filled}

    # -- pools ----------------------------------------------------------------
    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        drt = _int(combatant, "drt")
        half = -(-drt // 2)  # half the DRT taken: a warning on the tracker, not a rule
        return (
            Resource(LETHAL, drt, label="Lethal", counts_up=True, low_from=half),
            Resource(SUBDUAL, drt, label="Subdual", counts_up=True, low_from=half),
            Resource(B, drt, label=TOTAL_LABEL, counts_up=True, low_from=half),
        )

    def current(self, combatant: Combatant, name: str) -> int:
        """B is no pool of its own: the total of the damage taken, lethal and subdual."""
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
    attribute_names = tuple((key, short) for key, short, _ in ATTRIBUTES)

    def standing(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        """The Critical Effects it is under (Daze, Stun, Disable, Trauma, Bleeding, Lethal), its
        wounded row, its load and the damage it took in this Combat Turn, as its rules act on each
        roll (``tracker.standing``)."""
        return standing_of(self, combatant, encounter)

    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start":
            return self._turn_start(encounter, combatant)
        return []

    def _turn_start(self, state: State, combatant: Combatant) -> list[Prompt]:
        """What its standing puts on its rolls as its Action Phase comes (a Daze or Stun, the damage
        it took in this Combat Turn), and a Sever's bleeding; nothing for the dead."""
        standing = self.standing(combatant, state)
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
                if "disable" in effects_on(c) and self.standing(c).alive:
                    out.append(Prompt(f"{c.name}: Disable: a Health Ability Saving Throw may end it{times}."))
        return out


PLUGIN = register_plugin(composed(AftermathPlugin()), replace=True)
