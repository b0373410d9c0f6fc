"""An Aftermath! foe out of the fight is never the default target: a Lethal effect is Death (A2,
l.36-39); the next foe standing is ticked instead. Stunned or Dazed, it is still in the fight."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.core.encounter.standing import DEAD  # noqa: E402

ANA = ("Ana", "party", {"str": "12", "bap": "12"}, "Knife 12 knife-belt")
RAIDER = ("Raider", "foe", {"oda": "6", "cda": "2", "av": "4"}, "Club 10 club")
SCAV = ("Scav", "foe", {"oda": "6", "cda": "2", "av": "4"}, "Club 10 club")


def foes(s):
    """The two foes' names, the first of the turn order first."""
    return [c.name for c in s.encounter.state.combatants if c.side == "foe"]


def out_of(s, name):
    return s.plugin.standing.of(s.encounter.named(name), s.encounter.state).out


def test_a_foe_dead_of_a_lethal_effect_is_passed_over_for_the_next_foe_standing():
    s = from_cards("aftermath", (ANA, RAIDER, SCAV))
    first, second = foes(s)
    assert s.exchanges.targets(named(s, "Ana")) == (named(s, first),)
    s.add_condition(named(s, first), {"name": "Lethal"})
    assert out_of(s, first) == DEAD
    assert s.exchanges.targets(named(s, "Ana")) == (named(s, second),)


def test_a_stunned_foe_is_still_in_the_fight():
    s = from_cards("aftermath", (ANA, RAIDER, SCAV))
    first, _ = foes(s)
    s.add_condition(named(s, first), {"name": "Stun"})
    assert out_of(s, first) is None
    assert s.exchanges.targets(named(s, "Ana")) == (named(s, first),)
