"""The conditions the GURPS rules know, by key, and what a combatant's state does to each roll, as
its standing carries it (``standing.GurpsStandingRules``): stunned, -4 to every active defense
(l.252); below HP/3 or FP/3, Dodge halved (l.193, l.203), and below FP/3 the ST its thrust and swing
damage are read from (l.203); the HT roll at 0 HP or less to stay conscious (l.195); this turn's
shock on the attack (l.240). The exchange and the calculators opened from a row read them from there.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pyrules.core.encounter.standing import ATTACK, DEFENSE, Modifier, Standing
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import STUNNED_DEFENSE
from pyrules.gurps.states import FatigueStatus, HitPointStatus, halved

# The conditions the rules know: a condition a game master puts on by one of its names reads as its
# key (``StandingRules.condition_key``); a rule that puts one on names it by its first name.
ConditionKey = Literal["stunned", "mortal", "bleeding_stopped", "unconscious", "dead", "incapacitated",
                       "shield_unready"]
STUNNED: ConditionKey = "stunned"
MORTAL: ConditionKey = "mortal"
BLEEDING_STOPPED: ConditionKey = "bleeding_stopped"
UNCONSCIOUS: ConditionKey = "unconscious"
DEAD: ConditionKey = "dead"
INCAPACITATED: ConditionKey = "incapacitated"  # a failed Will roll at 0 FP or less (l.206)
SHIELD_UNREADY: ConditionKey = "shield_unready"  # what a critically failed Block leaves (l.232)
CONDITIONS: dict[ConditionKey, tuple[str, ...]] = {
    STUNNED: ("Stunned", "Stun"),
    MORTAL: ("Mortally wounded", "Mortal wound", "Mortal"),
    BLEEDING_STOPPED: ("Bleeding stopped", "Not bleeding", "Staunched"),
    UNCONSCIOUS: ("Unconscious", "Knocked out"),
    DEAD: ("Dead",),
    INCAPACITATED: ("Incapacitated",),
    SHIELD_UNREADY: ("Shield unready",),
}


def condition_name(key: ConditionKey) -> str:
    """The name a rule puts the condition ``key`` on by: "Stunned"."""
    return CONDITIONS[key][0]


DODGE = "dodge"  # GURPS's own roll: the Dodge alone, which low HP and FP halve
CONSCIOUS = "conscious"  # GURPS's own roll: the HT roll at 0 HP or less to stay conscious
ST = "st"  # GURPS's own: the ST a blow's thrust and swing damage are read from, which low FP halves

STUNNED_DEFENSES = Modifier(DEFENSE, "stunned, no retreat", STUNNED_DEFENSE, source=cite(252))
LOW_HP_DODGE = Modifier(DODGE, "below HP/3, Dodge halved (round up)", factor=Fraction(1, 2), source=cite(193))
LOW_FP_DODGE = Modifier(DODGE, "below FP/3, Dodge halved (round up)", factor=Fraction(1, 2), source=cite(203))
LOW_FP_ST = Modifier(ST, "below FP/3, ST halved (round up)", factor=Fraction(1, 2), source=cite(203))
# Each as the defense calculator's option that works it out.
DEFENSE_OPTIONS = {STUNNED_DEFENSES: "stunned", LOW_HP_DODGE: "low_hp", LOW_FP_DODGE: "low_fp"}
# PUBLISHED_RULE: the reference says when one falls unconscious, not what that leaves; the published
# game: nothing, no action and no active defense.
UNCONSCIOUS_RULE = "no action, no active defense"
INCAPACITATED_RULE = "Do Nothing until its FP are positive"  # a failed Will roll at 0 FP or less (l.206)
SHIELD_UNREADY_RULE = "no Block until the shield is readied"


def defense_options(standing: Standing) -> list[str]:
    """The defense calculator's options a standing ticks: stunned, below HP/3, below FP/3."""
    return [DEFENSE_OPTIONS[m] for m in standing.modifiers if m in DEFENSE_OPTIONS]


@dataclass(frozen=True)
class ShockNow:
    """The shock of the injury since a combatant's last turn, on this turn of its (G17 l.240):
    its penalty, the HP behind it, what changed it ("doubled to the groin", "Low Pain Threshold"),
    whether the last of those is a published rule, and where its rule is printed."""

    penalty: int
    injury: int
    notes: tuple[str, ...] = ()
    published: bool = False
    source: str = ""

    @property
    def modifier(self) -> Modifier:
        """The shock as its attack roll takes it; 0 when the pain threshold leaves none."""
        why = "shock" if self.penalty else "no shock"
        return Modifier(ATTACK, f"{why} ({'; '.join((f'{self.injury} HP of injury since its last turn',) + self.notes)})",
                        self.penalty, source=self.source)


@dataclass(frozen=True)
class GurpsStanding(Standing):
    """A GURPS combatant's standing, with what its reminders read of it besides: stunned,
    unconscious, mortally wounded, incapacitated by a failed Will roll at 0 FP or less, its HP and
    FP thresholds and this turn's shock."""

    stunned: bool = False
    unconscious: bool = False
    mortal: bool = False
    health: HitPointStatus | None = None
    fatigue: FatigueStatus | None = None
    shock: ShockNow | None = None
    blocks: bool = True  # False while its shield is unready (a critically failed Block, l.232)
    incapacitated: bool = False  # a failed Will roll at 0 FP or less, while the FP are not positive (l.206)

    def strength(self, st: int) -> int:
        """ST ``st`` as its state leaves it for thrust and swing damage: halved, rounding up, below
        FP/3 (l.203)."""
        return halved(st, len(self.on(ST)))
