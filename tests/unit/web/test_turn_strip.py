"""What changes turn by turn, on a tracker card: the plug-in's turn stats and the pools it spends."""

from pyrules import rulesets
from pyrules.core.encounter import Encounter, actions
from screen import tracker_page


def _gurps_row(**stats):
    enc = Encounter.new("gurps").apply(actions.add("Ana", stats=stats, initiative=5))
    return enc, enc.view().order[0]


def test_a_gurps_card_offers_maneuver_and_posture_picks_and_spending_fp():
    plugin = rulesets.tracker("gurps")
    enc, row = _gurps_row(maneuver="all_out_attack")
    combatant = enc.combatant(row.id)
    choices = tuple((f, plugin.stat(combatant, f.name)) for f in plugin.stats if f.name in plugin.turn_stats)
    markup = tracker_page.turn_strip(row, choices, plugin.pools.spent)
    assert [f.name for f, _ in choices] == ["maneuver", "posture"]
    assert '<option value="all_out_attack" selected>' in markup and '<option value="standing" selected>' in markup
    assert 'data-act="spend"' in markup and 'data-pool="FP"' in markup and 'aria-label="Ana spends 1 FP"' in markup


def test_a_pool_the_combatant_lacks_is_not_offered_and_nothing_to_offer_draws_nothing():
    plugin = rulesets.tracker("tal")
    enc = Encounter.new("tal").apply(actions.add("Ana", initiative=5))  # TAL max 0: no TAL pool
    row = enc.view().order[0]
    assert tracker_page.turn_strip(row, (), plugin.pools.spent) == ""
    with_tal = Encounter.new("tal").apply(actions.add("Mage", stats={"tal_max": 10}, initiative=5))
    assert "−1 TAL" in tracker_page.turn_strip(with_tal.view().order[0], (), plugin.pools.spent)
