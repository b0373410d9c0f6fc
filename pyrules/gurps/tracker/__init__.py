"""The GURPS encounter-tracker plug-in (key "gurps"): HP and FP, shock, stun, wounds, turn order.

Everything is derived live from the encounter's state with the ruleset's own functions
(``states``, ``shock``, ``maneuvers``, ``turn_order``), each part in a module of its own:

* ``pools``: HP (down to -5xHP) and FP (down to -1xFP; FP lost at 0 or less also costs 1 HP each,
  and past -1xFP further loss comes off HP: G15 l.206-208);
* ``standing``: what a combatant's state lets it do and puts on each roll (``state``: the
  conditions the rules know, by key), worded by ``status``: the G14 and G15 thresholds, stunned,
  mortally wounded, bleeding (``bleeding``), this turn's maneuver and posture, and, with the
  encounter given, shock (``shock_now``; High Pain Threshold ignores it, Low doubles it, max -8,
  published rules);
* ``reminders``: what falls due at a turn's start and end, as a blow lands (``blow``: knockdown
  and stun, death checks, death at -5xHP, unconsciousness at -1xFP) and as game time passes
  (``time_checks``: bleeding, mortal wounds, FP recovery); the rolls asked and what a failure
  puts on (``checks``), judged with the criticals of a 3d6 success roll;
* ``prefill``: what the calculators a combatant opens are filled in with;
* ``initiative``: Basic Speed, ties by DX, then by a 1d6 rolled with it (a published rule);
* ``card``: a character card, its attack lines (``attack_kind``) and the GCS file it is read from;
* ``exchange``: an attack played from the tracker.

The log remembers what the core does not keep per combatant (``log``): the injury since a
victim's last turn, and the HP lost through fatigue, which are no wound.
"""

from __future__ import annotations

from pyrules.core.encounter.plugins import Plugin, register_plugin
from pyrules.gurps.tracker.card import GurpsCard
from pyrules.gurps.tracker.exchange import EXCHANGE
from pyrules.gurps.tracker.initiative import GurpsInitiative
from pyrules.gurps.tracker.pools import GurpsPools
from pyrules.gurps.tracker.prefill import GurpsPrefill
from pyrules.gurps.tracker.reminders import GurpsReminders
from pyrules.gurps.tracker.standing import GurpsStandingRules
from pyrules.gurps.tracker.stats import CARD_DEFAULTS, CARD_FIELDS, ROUND_SECONDS, STATS

POOLS = GurpsPools()
STANDING = GurpsStandingRules()

PLUGIN = register_plugin(Plugin(
    key="gurps", name="GURPS", round_seconds=ROUND_SECONDS, stats=STATS, turn_stats=("maneuver", "posture"),
    pools=POOLS, standing=STANDING, reminders=GurpsReminders(POOLS, STANDING), prefill=GurpsPrefill(POOLS, STANDING),
    initiative=GurpsInitiative(), card=GurpsCard(CARD_FIELDS, CARD_DEFAULTS), exchange=EXCHANGE), replace=True)

__all__ = ["PLUGIN", "STATS"]
