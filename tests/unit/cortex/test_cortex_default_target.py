"""A Cortex foe out of the fight is never the default target: unconscious (a failed roll to stay
conscious, seed 003 l.42) or Dead (a failed roll to stay alive, l.48); the next foe standing is
ticked instead. Seriously wounded or dying but awake, it is still in the fight."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.core.encounter.standing import DEAD, UNCONSCIOUS  # noqa: E402

MAL = ("Mal", "party", {"agility": "d8"}, "Pistol d8 d6 d6 wound")
THUG = ("Thug", "foe", {"agility": "d6"}, "")
GOON = ("Goon", "foe", {"agility": "d6"}, "")


def fight():
    return from_cards("cortex", (MAL, THUG, GOON))


def out_of(s, name):
    return s.plugin.standing.of(s.encounter.named(name), s.encounter.state).out


def foes(s):
    """The two foes' names, the first of the turn order first."""
    return [c.name for c in s.encounter.state.combatants if c.side == "foe"]


@pytest.mark.parametrize("downed, out", [
    (lambda s, name: s.edit(named(s, name), {"name": name, "unconscious": "true"}), UNCONSCIOUS),
    (lambda s, name: s.add_condition(named(s, name), {"name": "Dead"}), DEAD),
])
def test_a_foe_out_of_the_fight_is_passed_over_for_the_next_foe_standing(downed, out):
    s = fight()
    first, second = foes(s)
    assert s.exchanges.targets(named(s, "Mal")) == (named(s, first),)
    downed(s, first)
    assert out_of(s, first) == out
    assert s.exchanges.targets(named(s, "Mal")) == (named(s, second),)


def test_a_seriously_wounded_foe_is_still_in_the_fight():
    s = fight()
    s.apply({"kind": "damage", "id": named(s, "Thug"), "amount": 6, "resource": "Wounds"})  # half of 12 LP
    assert out_of(s, "Thug") is None
