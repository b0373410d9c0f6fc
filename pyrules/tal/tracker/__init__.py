"""The TAL encounter-tracker plug-in (key "tal"): SHP, DHP and TAL, fatigue, unconsciousness, healing.

Every rule comes from the TAL modules (its damage states from ``pyrules.tal.states``); this file
only composes the parts that read a combatant's stats and pools and ask them: ``pools``,
``standing``, ``reminders`` (with ``resting``, healing over time), ``prefill``, ``initiative``,
``card`` and ``exchange``. What a combatant's state does is said in one place, its standing
(``standing.TalStandingRules``): its pools left, its fatigue and the penalties it puts on the
attack roll, the Willpower (Mental) check and Combat Speed, whether it is down and so may not act,
attack or evade, and the words of its status line; the status line, the reminders, the
calculators and the exchange read it.

* **Pools.** SHP and DHP are Constitution / 2 rounded off (T7); TAL's maximum is
  the stat "TAL max" (0: the combatant has no TAL pool). Damage comes off SHP
  first and what SHP cannot take goes on to DHP (assumed); damage put on DHP or
  TAL stays there; no pool goes below 0 (damage past the last DHP is what the
  Unconsciousness roll adds). Healing fills one pool up to its maximum.
* **Fatigue** from the TAL left (T2): the level and its Combat Speed and roll
  penalties in the status; Spent keeps Taxed's penalties (errata T2). Dropping
  to Spent calls for a Willpower (Mental) check at once; each such check is offered
  as a d100 at or under the stat "Willpower" less the fatigue penalty (assumed), and a
  failure is one tap: Down to Unconscious (l.18; Doing to Asleep for Taxed's, l.17).
  The attack calculator a combatant opens carries its fatigue level; a Spent one
  starts no attack (l.18).
* **Initiative** is the Combat Speed after the fatigue penalty (not below 0),
  highest first; equal speeds break on a d100 rolled with it, higher first
  (assumed: the reference prints no initiative rule). The status of one awake
  shows the evasion that speed gives (T11); one unconscious or dying has none.
* **Unconsciousness.** The damage that takes the last SHP calls for the
  Unconsciousness roll at once (d100 plus that damage; doubled when it took the
  last DHP, l.182), and the status asks for it while the character is out of
  SHP and awake; a failed roll is one tap, Down to Dying (Dead at Instant Death,
  l.189-193), and one down starts no attack. ``actions.knock_out`` turns that
  roll into an edit action that sets the stats "Down" and "Until" (a game-clock
  reading); the tracker reminds when that time comes as the clock runs.
* **Healing over time** (T16, T3): one SHP every 10 minutes of no fighting or
  strenuous activity (l.201: resting, asleep or unconscious), DHP per full day
  by activity (Constitution Rolls × 1, 2 or 3), TAL per hour of rest, sleep or
  unconsciousness (× Power Rolls): reminded as game time passes, for the game
  master to apply. SHP and TAL count the time actually spent so: the part of a
  10 minutes or an hour not yet complete is kept in the combatant's stats
  (``rested_*``) for the next time the clock runs, and lost when the combatant
  becomes active (or, for TAL, changes from rest to sleep or the like).

A round is 10 seconds (``round_seconds``; assumed, the reference prints no
round length): 6 rounds a minute, 60 rounds to an SHP. The reference assumes no
published rule here, so nothing is marked PUBLISHED_RULE; every reading it
leaves open is in ``notes.NOTES``.
"""

from __future__ import annotations

from pyrules.core.encounter.plugins import Plugin, register_plugin
from pyrules.tal.tracker.card import TalCard
from pyrules.tal.tracker.exchange import EXCHANGE
from pyrules.tal.tracker.initiative import TalInitiative
from pyrules.tal.tracker.pools import TalPools
from pyrules.tal.tracker.prefill import TalPrefill
from pyrules.tal.tracker.reminders import TalReminders
from pyrules.tal.tracker.resting import Resting
from pyrules.tal.tracker.standing import TalStandingRules
from pyrules.tal.tracker.stats import STATS

ROUND_SECONDS = 10  # assumed: the reference prints no round length

_pools = TalPools()
_standing = TalStandingRules(_pools)

PLUGIN = register_plugin(Plugin(
    key="tal", name="TAL", round_seconds=ROUND_SECONDS, stats=STATS, pools=_pools, standing=_standing,
    reminders=TalReminders(_pools, _standing, Resting(_pools, _standing)), prefill=TalPrefill(_pools, _standing),
    initiative=TalInitiative(_standing), card=TalCard(), exchange=EXCHANGE))
