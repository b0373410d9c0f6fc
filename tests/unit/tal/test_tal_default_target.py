"""A TAL foe that is down (T15: unconscious, dying or dead, the stat "Down") is never the default
target: the next foe standing is ticked instead."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402

from pyrules.core.encounter.standing import DEAD, DYING, UNCONSCIOUS  # noqa: E402

ANA = ("Ana", "party", {"tal_max": "20", "combat_speed": "12", "willpower": "60"}, "Sword 55")
ORC = ("Orc", "foe", {"constitution": "40", "combat_speed": "12"}, "")
GOBLIN = ("Goblin", "foe", {"constitution": "20", "combat_speed": "20"}, "")


def foes(s):
    """The two foes' names, the first of the turn order first."""
    return [c.name for c in s.encounter.state.combatants if c.side == "foe"]


def out_of(s, name):
    return s.plugin.standing.of(s.encounter.named(name), s.encounter.state).out


@pytest.mark.parametrize("down, out", [("unconscious", UNCONSCIOUS), ("dying", DYING), ("dead", DEAD)])
def test_a_foe_down_is_passed_over_for_the_next_foe_standing(down, out):
    s = from_cards("tal", (ANA, ORC, GOBLIN))
    first, second = foes(s)
    assert s.exchanges.targets(named(s, "Ana")) == (named(s, first),)
    s.edit(named(s, first), {"name": first, "down": down})
    assert out_of(s, first) == out
    assert s.exchanges.targets(named(s, "Ana")) == (named(s, second),)


def test_a_foe_awake_again_is_in_the_fight_again():
    s = from_cards("tal", (ANA, ORC, GOBLIN))
    first, _ = foes(s)
    s.edit(named(s, first), {"name": first, "down": "unconscious"})
    s.edit(named(s, first), {"name": first, "down": "awake"})
    assert out_of(s, first) is None
    assert s.exchanges.targets(named(s, "Ana")) == (named(s, first),)
