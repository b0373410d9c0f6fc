"""A combatant's standing as its rules see it: what it may do, what its state puts on each roll,
and the words its status line shows.

Each ruleset answers one ``Standing`` per combatant (``Plugin.standing``), worked out from its
pools, stats, conditions and, where the encounter is given, what happened in it. Everything that
reads a combatant's state reads it from there: the status line, the exchange's stages (whether the
attacker may attack, whether a target may defend, the modifiers on each roll), the reminders and
the calculators opened from a combatant's row. A new condition with a rules effect is added to
its ruleset's ``standing`` alone.

A ``Modifier`` names the roll it acts on (``ATTACK``, ``MISSILE``, ``DEFENSE``, ``DAMAGE``,
``HEALTH``, or a ruleset's own), what it does (``value`` added, or ``factor`` multiplied, as
Aftermath!'s Daze halving BCS), why in the game's words ("over 50% wounded") and where the rule
is printed (``source``). ``Standing.on(roll)`` lists those acting on one roll; ``said(m, who)``
gives the line a stage shows beside the value it changed ("−2: over 50% wounded, from Ana").
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pyrules.core.explain import signed
from pyrules.core.rounding import round_half_up

# The rolls a state acts on. A ruleset may name its own besides (Cortex's "stay_alive").
ATTACK = "attack"  # any attack roll
MISSILE = "missile"  # a ranged attack roll only (a gun, a thrown or missile weapon)
MELEE = "melee"  # a melee attack roll only
DEFENSE = "defense"  # any active defense or the defense the attacker rolls against
DAMAGE = "damage"  # the damage the combatant deals
HEALTH = "health"  # HT, consciousness and survival rolls

# Out of the fight: the states in which a combatant takes no part in it any more, each ruleset's
# own "down" (GURPS's Unconscious, Dead and mortally wounded; Cortex's unconscious and Dead;
# TAL's Down; Aftermath!'s Death). An attack never goes to one unasked.
Out = Literal["dead", "dying", "unconscious", "mortally_wounded"]
DEAD: Out = "dead"
DYING: Out = "dying"
UNCONSCIOUS: Out = "unconscious"
MORTALLY_WOUNDED: Out = "mortally_wounded"


@dataclass(frozen=True)
class Modifier:
    """What a combatant's state does to one kind of roll: ``value`` added (−2), or the roll's
    score multiplied by ``factor`` (1/2), ``why`` in the game's words and ``source`` where the
    rule is printed. ``kind`` is the key a rule finds it by ("seriously_wounded"; "" for one no
    rule looks for): code that needs to find a modifier reads its kind, never its ``why``."""

    roll: str
    why: str
    value: int = 0
    factor: Fraction | None = None
    source: str = ""
    kind: str = ""

    @property
    def amount(self) -> str:
        """The modifier as a player reads it: "−2", "×1/2"."""
        if self.factor is not None:
            return f"×{self.factor}"
        return signed(self.value)

    def applied(self, score: int) -> int:
        """``score`` with this modifier taken: a factor rounds to the nearest whole number, a half
        going up (1/2 of 13 is 7), as every other halving of the rules does."""
        if self.factor is not None:
            return round_half_up(score * self.factor)
        return score + self.value

    def said(self, who: str = "") -> str:
        """The modifier in a stage's words: "−2: over 50% wounded, from Ana"."""
        return f"{self.amount}: {self.why}" + (f", from {who}" if who else "")


@dataclass(frozen=True)
class Standing:
    """A combatant's state as its rules see it.

    ``acts``, ``attacks``, ``defends`` and ``fires`` say what it may do (``fires``: a ranged
    attack, which some states forbid while leaving melee); where one is refused, ``refusals``
    says why in the game's words, with its source, under the same name ("attacks": "Stunned: may
    not initiate attacks (002 l.24)"). ``alive`` False: dead, due no more rolls. ``modifiers``
    are what its state puts on each kind of roll; ``status`` the words its row shows. ``out``:
    the state that has taken it out of the fight (None while it is in it): a default target is
    never one out of it."""

    acts: bool = True
    attacks: bool = True
    defends: bool = True
    fires: bool = True
    alive: bool = True
    refusals: tuple[tuple[str, str], ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    status: tuple[str, ...] = ()
    out: Out | None = None

    def on(self, *rolls: str) -> tuple[Modifier, ...]:
        """The modifiers acting on any of ``rolls``, in the order the ruleset gives them."""
        return tuple(m for m in self.modifiers if m.roll in rolls)

    def total(self, *rolls: str) -> int:
        """The sum of the added modifiers on any of ``rolls`` (factors left out)."""
        return sum(m.value for m in self.on(*rolls) if m.factor is None)

    def refusal(self, what: str) -> str:
        """Why ``what`` ("acts", "attacks", "defends", "fires") is refused ("" when it is not)."""
        return next((why for name, why in self.refusals if name == what), "")

    def may(self, what: str) -> bool:
        """Whether it may do ``what``: "acts", "attacks", "defends" or "fires"."""
        return bool(getattr(self, what))


ABLE = Standing()


def refused(what: str, why: str) -> tuple[str, str]:
    """One refusal, as ``Standing.refusals`` holds it."""
    return (what, why)
