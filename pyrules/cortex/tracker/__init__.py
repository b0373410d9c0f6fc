"""The Cortex Classic (Serenity) encounter-tracker plug-in (key "cortex"), composed of its parts.

Per combatant: the Vitality, Willpower, Agility and Alertness dice, the Armor worn, and an
Unconscious flag the GM ticks when a roll to stay conscious fails (``stats``).

* **Pools** (``pools``): "Stun", "Wounds" and "Shock" count the damage taken up from 0 against the
  Life Points (Vitality die max + Willpower die max, a published rule, not in the reference);
  Stun damage while Unconscious goes to Shock (seed 003 l.44), and healing Shock turns it into Stun.
* **Standing** (``standing``): the states at the reference's exact words (the erratum on seed 003
  l.42, 46, 48): passing out when Stun + Wounds exceed the Life Points, Shock Points while
  unconscious, seriously wounded at Wounds of half the Life Points or more (−2 steps to all
  actions), dying at Wounds equal to the Life Points or more; Unconscious, no action and no defense
  roll (Difficulty 3 to hit, l.10); Dead (the condition a failed roll to stay alive puts on), no
  more rolls of any kind.
* **Reminders** (``reminders``): the Vitality + Willpower rolls each state calls for, the moment the
  damage lands, at each turn and as minutes and hours pass (``clock``), counted from when the state
  began (``log``).
* **Initiative** (``initiative``): an Agility + Alertness roll, highest first (seed 003 l.1), at −2
  steps seriously wounded; ties keep the order they were in and the GM breaks them.
* **Prefill** (``prefill``): the Difficulty to hit a combatant, as its standing has it defend.
* **Card** (``card``) and **exchange** (``exchange``): a character card's attacks, and how one is
  played from the tracker.
* **A turn is 3 seconds** (``clock.ROUND_SECONDS``): Serenity's combat turn is "about three
  seconds" (a published rule, not in the reference), so 20 rounds make the minute between rolls to
  stay alive.
"""

from __future__ import annotations

from pyrules.core.encounter.plugins import Plugin, register_plugin
from pyrules.cortex.data.published import LIFE_POINTS_NOTE
from pyrules.cortex.tracker.card import CortexCard
from pyrules.cortex.tracker.clock import ROUND_RULE, ROUND_SECONDS
from pyrules.cortex.tracker.exchange import EXCHANGE
from pyrules.cortex.tracker.initiative import TIE_RULE, CortexInitiative
from pyrules.cortex.tracker.pools import POOL_RULE, CortexPools
from pyrules.cortex.tracker.prefill import CortexPrefill
from pyrules.cortex.tracker.reminders import CortexReminders
from pyrules.cortex.tracker.standing import CortexStanding
from pyrules.cortex.tracker.stats import STATS

__all__ = ["NOTES", "PLUGIN", "ROUND_SECONDS", "STATS"]

NOTES: tuple[str, ...] = (LIFE_POINTS_NOTE, ROUND_RULE, POOL_RULE, TIE_RULE)

_pools = CortexPools()
_standing = CortexStanding(_pools)
PLUGIN = register_plugin(Plugin(
    key="cortex", name="Cortex Classic (Serenity)", round_seconds=ROUND_SECONDS, stats=STATS,
    pools=_pools, standing=_standing, reminders=CortexReminders(_pools, _standing),
    prefill=CortexPrefill(_standing), initiative=CortexInitiative(_standing), card=CortexCard(),
    exchange=EXCHANGE))
