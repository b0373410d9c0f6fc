"""The Aftermath! encounter-tracker plug-in (key "aftermath"), composed of its parts.

Per combatant: the six attributes with their groups and effect dice (A13), the Base Action Phase,
the DRT with the damage taken split into lethal and subdual, the Encumbrance Status (A16) and the
Critical Effects Daze, Stun, Disable and Trauma (A2) with a Sever's bleeding, as conditions the
page adds by name.

* **Stats** (``stats``): the attributes, BAP, DRT, Encumbrance Status, ODA, CDA and armor.
* **Pools** (``pools``): "Lethal" and "Subdual" damage taken, counted up against the DRT, and "B"
  (shown as "Total (L + S)"): the two together; damage given to it is B damage, half lethal and
  half subdual (l.752), the odd point lethal.
* **Standing** (``standing``): the one place its state's rules are said: a Daze or Stun halves its
  BCS and ODA (a Stun forbids attacking and firing), over 50% / 75% wounded is −2 / −4 in
  hand-to-hand, its load −1 / −2, the damage it took this Combat Turn −(damage/2) to a missile
  BCS, a Lethal effect is Death. The status line, the turn-start reminders, the exchange's stages
  and the calculators opened from its row read it.
* **Reminders** (``reminders``): the turn-start reminders, a blow's Stun or Daze timed, what a
  Critical Effect's end brings, a Disable's hourly saving throw.
* **Prefill** (``prefill``): the melee and gun attacks on a combatant, filled in with its numbers.
* **Turn order** (``initiative``): the Action Phase, the BAP, highest first; ties share the phase.
* **Card** (``card``) and **exchange** (``exchange``): a card's attack lines and how an attack is
  played from the tracker.
* **A round is a Combat Turn of 6 seconds**: the KPH table moves 192 m per Combat Turn at 120 KPH
  (l.590), which is 5.76 seconds, rounded to the nearest.
"""

from __future__ import annotations

from fractions import Fraction

from pyrules.aftermath import kph
from pyrules.aftermath.data import cite
from pyrules.aftermath.tracker.card import AftermathCard
from pyrules.aftermath.tracker.exchange import EXCHANGE
from pyrules.aftermath.tracker.initiative import TIE_RULE, TURN_ORDER_RULE, AftermathInitiative
from pyrules.aftermath.tracker.pools import B, LETHAL, SUBDUAL, AftermathPools
from pyrules.aftermath.tracker.prefill import AftermathPrefill
from pyrules.aftermath.tracker.reminders import AftermathReminders
from pyrules.aftermath.tracker.standing import AftermathStanding
from pyrules.aftermath.tracker.stats import STATS
from pyrules.core.encounter.plugins import Plugin, register_plugin
from pyrules.core.rounding import round_half_up

__all__ = ["B", "COMBAT_TURN_SECONDS_EXACT", "LETHAL", "NOTES", "PLUGIN", "ROUND_SECONDS", "SUBDUAL"]

# A Combat Turn in seconds, from the KPH table (002 l.589-590): m/ct = KPH x 1.6, and a KPH is
# 1000 m in 3600 s, so a Combat Turn is 1.6 x 3.6 = 5.76 s; the nearest whole second is 6.
COMBAT_TURN_SECONDS_EXACT = kph.METERS_PER_TURN_PER_KPH * Fraction(3600, 1000)
ROUND_SECONDS = round_half_up(COMBAT_TURN_SECONDS_EXACT)

ROUND_RULE = ("A round is a Combat Turn of 6 seconds: the KPH table's 192 m per Combat Turn at 120 KPH "
              "is 5.76 s, rounded to the nearest second.")
DAMAGE_RULE = ("Lethal and Subdual: each kind of damage taken, against the DRT. Total (L + S): the two together, "
               "not a third kind of damage; damage given to it is B damage, half lethal, half "
               f"subdual ({cite(752)}), the odd point lethal.")
NOTES: tuple[str, ...] = (TURN_ORDER_RULE, TIE_RULE, ROUND_RULE, DAMAGE_RULE)

_POOLS = AftermathPools()
_STANDING = AftermathStanding(_POOLS)
PLUGIN = register_plugin(Plugin(
    key="aftermath", name="Aftermath!", round_seconds=ROUND_SECONDS, stats=STATS,
    pools=_POOLS, standing=_STANDING, reminders=AftermathReminders(_STANDING), prefill=AftermathPrefill(_STANDING),
    initiative=AftermathInitiative(), card=AftermathCard(), exchange=EXCHANGE), replace=True)
