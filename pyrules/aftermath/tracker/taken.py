"""What a tracked combatant's damage, load and effects come to: damage against DRT, the wounded
modifiers of A3, the damage taken in this Combat Turn (A4), Deftness and Speed as modified.

Damage is split, not pooled twice: the combatant has one DRT, and the tracker
keeps what lethal damage and what subdual damage have taken off it ("Lethal" and
"Subdual" pools, each that kind of damage taken, counted up). B damage is half lethal,
half subdual (l.752); the odd point of an odd amount is lethal (the lethal half
rounds half up, the reference does not say).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.attributes import AttributeGroup, attribute_group
from pyrules.aftermath.data.combat import Situation
from pyrules.aftermath.data.gear import STATUS_ROWS
from pyrules.aftermath.encumbrance import encumbrance_status
from pyrules.aftermath.situation import HAND_TO_HAND_BY_KEY, missile_modifiers
from pyrules.core import validate
from pyrules.core.encounter.model import State
from pyrules.core.errors import RulesError
from pyrules.core.rounding import round_half_up

# The Encumbrance Status rows (A16) as a stat choice: key -> the row's status name.
ENCUMBRANCE_CHOICES: tuple[tuple[str, str], ...] = tuple(
    (key, row[0]) for key, row in zip(("none", "partial", "full"), STATUS_ROWS))
_LOAD_LIMIT = {key: row[2] for key, row in zip(("none", "partial", "full"), STATUS_ROWS)}


def split_b(amount: int) -> tuple[int, int]:
    """B damage as (lethal, subdual): half each, the odd point lethal (5 -> 3 and 2)."""
    amount = validate.whole(amount, "amount", "Amount", low=0)
    lethal = round_half_up(Fraction(amount, 2))
    return lethal, amount - lethal


@dataclass(frozen=True)
class Wounds:
    """Damage taken against the DRT, and the hand-to-hand row it brings (A3, l.60-61)."""

    drt: int
    lethal: int
    subdual: int
    row: Situation | None   # "Attacker is over 50% wounded*" or "... over 75% ...", None below

    @property
    def total(self) -> int:
        return self.lethal + self.subdual

    @property
    def bcs_modifier(self) -> int:
        return self.row.value if self.row else 0

    @property
    def reached_drt(self) -> bool:
        return self.total >= self.drt


def wounds(drt: int, lethal: int, subdual: int) -> Wounds:
    """Lethal and subdual damage taken against a DRT: "over 50%" is more than half, "over 75%" more
    than three quarters (exactly half is not over 50%)."""
    drt = validate.whole(drt, "drt", "DRT", low=1)
    lethal = validate.whole(lethal, "lethal", "Lethal damage", low=0)
    subdual = validate.whole(subdual, "subdual", "Subdual damage", low=0)
    total = lethal + subdual
    row = None
    if 4 * total > 3 * drt:
        row = HAND_TO_HAND_BY_KEY["wounded_75"]
    elif 2 * total > drt:
        row = HAND_TO_HAND_BY_KEY["wounded_50"]
    return Wounds(drt, lethal, subdual, row)


def damage_this_turn(state: State, cid: str) -> int:
    """Damage the combatant ``cid`` took in the current Combat Turn (round), from the log: what its
    damage entries of this round added to its pools."""
    return sum(max(0, after - before)
               for entry in state.log if entry.round == state.round and entry.kind == "damage" and entry.who == cid
               for _, before, after in entry.pools)


def damaged_modifier(taken: int) -> int:
    """The missile BCS modifier of "Damaged in that Combat Turn": -(damage taken/2) (A4, l.67)."""
    return missile_modifiers(["damaged"], damage_taken=taken)[0].value


@dataclass(frozen=True)
class Ratings:
    """Deftness and Speed as the load and a Stun leave them, with their groups and why."""

    deftness: int
    speed: int
    deftness_group: AttributeGroup
    speed_group: AttributeGroup
    bcs_modifier: int           # the load's BCS modification
    status: str                 # the Encumbrance Status name
    printed: tuple[str, ...]    # the status row as printed
    stunned: bool

    @property
    def changed(self) -> bool:
        return self.stunned or self.status != STATUS_ROWS[0][0]


def ratings(deftness: int, speed: int, encumbrance: str = "none", stunned: bool = False) -> Ratings:
    """DFT and SPD after the Encumbrance Status (-25% or -50%, A16) and then a Stun (1/2, l.24).

    Each step rounds half up (the reference does not say how to round).
    """
    encumbrance = validate.choice(encumbrance, "encumbrance", tuple(_LOAD_LIMIT), "Encumbrance")
    if not isinstance(stunned, bool):
        raise RulesError("Stunned must be yes or no.", "stunned")
    status = encumbrance_status(_LOAD_LIMIT[encumbrance], 1, deftness, speed)
    dft, spd = status.deftness, status.speed
    if stunned:
        dft, spd = round_half_up(Fraction(dft, 2)), round_half_up(Fraction(spd, 2))
    return Ratings(dft, spd, attribute_group(dft), attribute_group(spd), status.bcs_modifier, status.name,
                   status.row, stunned)
