"""Whom an attack goes to unless the game master ticks another: never one out of the fight, as the
ruleset's standing says it (``Standing.out``), so that a foe knocked down is not ticked again."""

import sys
from pathlib import Path

from pyrules.core.encounter import exchange as X
from pyrules.core.encounter.standing import UNCONSCIOUS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import from_cards, named  # noqa: E402

FIGHTER = ("Fighter", "party", {"st": "12", "dx": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee")
SQUIRE = ("Squire", "party", {}, "")


def foe(name):
    return (name, "foe", {"hp": "12"}, "")


def fight(*foes):
    return from_cards("gurps", (FIGHTER, SQUIRE) + tuple(foe(name) for name in foes))


def out_by(*names):
    """A stand-in for a ruleset's standing: these combatants are out of the fight."""
    return lambda combatant: UNCONSCIOUS if combatant.name in names else None


def foes_in_order(s):
    return [c.id for c in s.encounter.state.combatants if c.side == "foe"]


def name_of(s, cid):
    return s.encounter.combatant(cid).name


def test_a_foe_out_of_the_fight_is_passed_over_for_the_next_foe_standing():
    s = fight("Goblin", "Orc", "Troll")
    first, second, _ = foes_in_order(s)
    out = out_by(name_of(s, first))
    assert X.default_targets(s.encounter.state, named(s, "Fighter"), (), out) == (second,)


def test_a_last_target_now_out_of_the_fight_gives_way_to_the_next_foe_after_it_in_the_order():
    s = fight("Goblin", "Orc", "Troll")
    first, second, third = foes_in_order(s)
    state = s.encounter.state
    assert X.default_targets(state, named(s, "Fighter"), (second,), out_by(name_of(s, second))) == (third,)
    # after the last foe of the order, the next one standing is the first again
    assert X.default_targets(state, named(s, "Fighter"), (third,), out_by(name_of(s, third))) == (first,)


def test_a_last_target_still_in_the_fight_stays_the_target():
    s = fight("Orc", "Goblin")
    last = (named(s, "Goblin"),)
    assert X.default_targets(s.encounter.state, named(s, "Fighter"), last, out_by("Orc")) == last


def test_with_every_foe_out_of_the_fight_no_one_is_ticked_and_the_attack_asks_whom():
    s = fight("Orc", "Goblin")
    assert X.default_targets(s.encounter.state, named(s, "Fighter"), (), out_by("Orc", "Goblin")) == ()


def test_with_no_foe_at_all_the_first_other_in_the_fight_is_the_target():
    s = from_cards("gurps", (FIGHTER, SQUIRE, ("Page", "party", {}, "")))
    state = s.encounter.state
    assert X.default_targets(state, named(s, "Fighter"), (), out_by("Squire")) == (named(s, "Page"),)


def test_the_generic_rules_take_a_combatant_at_0_hp_out_of_the_fight():
    from pyrules.core.encounter.generic import generic_plugin
    from pyrules.core.encounter.model import Combatant
    plugin = generic_plugin()
    down = Combatant("c1", "Bo", "foe", resources={"HP": 0}, stats={"hp": 10})
    assert plugin.standing.of(down).out == UNCONSCIOUS
    assert plugin.standing.of(Combatant("c2", "Al", "foe", stats={"hp": 10})).out is None
