"""A GURPS fight to test the tracker with: combatants added by (name, stats), initiative worked out."""

import random

from pyrules.core.encounter import Encounter, actions


def encounter(*people):
    """An encounter with these (name, stats) in Basic Speed order, nobody's turn begun."""
    enc = Encounter.new("gurps")
    for name, stats in people:
        enc = enc.apply(actions.add(name, stats=stats))
    return enc.apply(actions.roll_initiative(enc, random.Random(0)))


def duel(**goblin):
    """Ana (Basic Speed 6) acts before the Goblin (Basic Speed 5)."""
    return encounter(("Ana", {"basic_speed": 6}), ("Goblin", {"basic_speed": 5, **goblin}))
