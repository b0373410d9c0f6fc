"""Active defense: Dodge, Parry or Block with their modifiers (G5, G11, G12, G14, G15, G17)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.errors import RulesError, require_choice, require_int
from pyrules.core import explain, validate
from pyrules.core.explain import Modifier, signed
from pyrules.gurps.condition import half_round_up
from pyrules.gurps.criticals import Chances, chances_at
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import STUNNED_DEFENSE
from pyrules.gurps.data.modifiers import POSTURES

DEFENSES = ("dodge", "parry", "block")
AGAINST = ("melee", "ranged")
PARRY_STYLES = ("other", "boxing", "judo", "karate", "fencing")
MANEUVERS = ("attack", "all_out_attack", "all_out_defense", "committed_attack", "defensive_attack")
RETREAT_BIG = 3  # G12 l.143: Dodge, or a Boxing, Judo, Karate or fencing Parry
RETREAT_SMALL = 1  # G12 l.143: any other Active Defense
DODGE_AND_DROP = 3  # G12 l.145
ALL_OUT_DEFENSE = 2  # G11 l.115
COMMITTED_ATTACK = -2  # G11 l.123
DEFENSIVE_ATTACK = 1  # G11 l.125: Parry or Block, not Dodge
FEVERISH_DEFENSE = 2  # G12 l.163
TELEGRAPHIC_DODGE = 2  # G12 l.151
DUAL_WEAPON_TARGET = -1  # G12 l.153
RIPOSTE_FLOOR = 8  # G12 l.149
POSTURE = {p.key: p for p in POSTURES}


@dataclass(frozen=True)
class ActiveDefense:
    """A defense score after every modifier, with the chance to succeed on 3d6."""

    defense: str
    base: int
    score: int                  # the base after halving for low HP or FP
    modifiers: tuple[Modifier, ...]
    effective: int | None       # None: no defense (All-Out Attack)
    chances: Chances | None
    notes: tuple[str, ...] = ()

    @property
    def possible(self) -> bool:
        return self.effective is not None

    @property
    def chance(self) -> Fraction:
        return self.chances.success if self.chances else Fraction(0)


def active_defense(
    defense: str,
    base: int,
    *,
    against: str = "melee",
    parry_style: str = "other",
    retreat: bool = False,
    drop: bool = False,
    maneuver: str = "attack",
    posture: str = "standing",
    deceptive: int = 0,
    feverish: bool = False,
    stunned: bool = False,
    low_hp: bool = False,
    low_fp: bool = False,
    telegraphic: bool = False,
    dual_target: bool = False,
    riposte: int = 0,
) -> ActiveDefense:
    """A Dodge, Parry or Block with its modifiers, each listed with its source.

    ``maneuver`` is the defender's own maneuver this turn (All-Out Attack
    leaves no defense). ``low_hp`` and ``low_fp``: below HP/3 or FP/3, which
    halve Dodge (round up).
    """
    defense = require_choice(defense, "defense", DEFENSES)
    base = require_int(base, "base", low=0, high=99)
    against = require_choice(against, "against", AGAINST)
    parry_style = require_choice(parry_style, "parry_style", PARRY_STYLES)
    maneuver = require_choice(maneuver, "maneuver", MANEUVERS)
    stance = POSTURE[require_choice(posture, "posture", tuple(POSTURE))]
    for flag, name in ((retreat, "retreat"), (drop, "drop"), (feverish, "feverish"), (stunned, "stunned"),
                       (low_hp, "low_hp"), (low_fp, "low_fp"), (telegraphic, "telegraphic"),
                       (dual_target, "dual_target")):
        validate.yes_no(flag, name)
    deceptive = require_int(deceptive, "deceptive", low=0, high=20)
    riposte = require_int(riposte, "riposte", low=0, high=20)

    if maneuver == "all_out_attack":
        if feverish:
            raise RulesError("Feverish Defense can't be used when All-Out Attacking.", "feverish")
        return ActiveDefense(defense, base, base, (), None, None,
                             (f"All-Out Attack: NO DEFENSE for the rest of your turn ({cite(113)}).",))

    notes: list[str] = []
    score = base
    if defense == "dodge":
        for low, what in ((low_hp, f"HP/3 ({cite(193)})"), (low_fp, f"FP/3 ({cite(203)})")):
            if low:
                score = half_round_up(score)
                notes.append(f"Below {what}: Dodge halved, rounded up.")
    mods: list[Modifier] = []
    if retreat:
        if against == "ranged":
            raise RulesError("Retreat is a move away from a Melee attacker.", "retreat")
        if maneuver == "committed_attack":
            raise RulesError(f"After a Committed Attack you cannot Retreat ({cite(123)}).", "retreat")
        if stunned:
            raise RulesError(f"A stunned fighter cannot retreat ({cite(252)}).", "retreat")
        big = defense == "dodge" or (defense == "parry" and parry_style != "other")
        what = "Dodge" if defense == "dodge" else f"{parry_style.capitalize()} Parry" if big else defense.capitalize()
        mods.append(Modifier(f"Retreat ({what})", RETREAT_BIG if big else RETREAT_SMALL, cite(143)))
    if drop:
        if defense != "dodge" or against != "ranged":
            raise RulesError("Dodge and Drop is a Dodge against a Ranged attack.", "drop")
        mods.append(Modifier("Dodge and Drop", DODGE_AND_DROP, cite(145)))
        notes.append("Dodge and Drop: you end up prone.")
    if maneuver == "all_out_defense":
        mods.append(Modifier("All-Out Defense", ALL_OUT_DEFENSE, cite(115)))
    elif maneuver == "committed_attack":
        mods.append(Modifier("Committed Attack", COMMITTED_ATTACK, cite(123)))
    elif maneuver == "defensive_attack":
        if defense == "dodge":
            notes.append(f"Defensive Attack gives +1 to Parry or Block, not Dodge ({cite(125)}).")
        else:
            mods.append(Modifier("Defensive Attack", DEFENSIVE_ATTACK, cite(125)))
    if stance.defense:
        mods.append(Modifier(f"Posture: {stance.printed.split(',')[0]}", stance.defense, cite("57-60")))
    if deceptive:
        mods.append(Modifier(f"Foe's Deceptive Attack ({deceptive})", -deceptive, cite(147)))
    if telegraphic:
        if defense == "dodge":
            mods.append(Modifier("Foe's Telegraphic Attack", TELEGRAPHIC_DODGE, cite(151)))
        else:
            notes.append(f"Telegraphic Attack gives +2 to Dodge only ({cite(151)}).")
    if dual_target:
        mods.append(Modifier("Target of both Dual-Weapon attacks", DUAL_WEAPON_TARGET, cite(153)))
    if riposte:
        if defense != "parry":
            raise RulesError("A Riposte is a penalty you take to your Parry.", "riposte")
        if base - riposte < RIPOSTE_FLOOR:
            most = max(0, base - RIPOSTE_FLOOR)
            raise RulesError(f"A Riposte can't take Parry below 8 (before modifiers): at most {signed(-most)} here.",
                             "riposte")
        mods.append(Modifier("Riposte", -riposte, cite(149)))
    if feverish:
        mods.append(Modifier("Feverish Defense (1 FP)", FEVERISH_DEFENSE, cite(163)))
    if stunned:
        mods.append(Modifier("Stunned", STUNNED_DEFENSE, cite(252)))
    effective = score + explain.total(mods)
    return ActiveDefense(defense, base, score, tuple(mods), effective, chances_at(effective), tuple(notes))
