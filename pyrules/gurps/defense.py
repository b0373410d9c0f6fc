"""Active defense: Dodge, Parry or Block with their modifiers (G5, G11, G12, G14, G15, G17)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pyrules.core import explain, validate
from pyrules.core.errors import RulesError
from pyrules.core.explain import Modifier, signed
from pyrules.core.validate import CheckedInput
from pyrules.gurps.states import half_round_up
from pyrules.gurps.criticals import Chances, chances_at
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import STUNNED_DEFENSE
from pyrules.gurps.data.modifiers import POSTURE_LINES, POSTURES

DEFENSES = ("dodge", "parry", "block")
AGAINST = ("melee", "ranged")
PARRY_STYLES = ("other", "boxing", "judo", "karate", "fencing")
MANEUVERS = ("attack", "all_out_attack", "all_out_defense", "committed_attack", "defensive_attack")
# The options ticked on the calculator (its "options" field), each a yes-or-no.
DEFENSE_OPTIONS = ("retreat", "drop", "feverish", "stunned", "low_hp", "low_fp", "telegraphic", "dual_target")
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
    cited: tuple[tuple[str, str], ...] = ()  # where the notes' rules are printed: (what, where) each

    @property
    def possible(self) -> bool:
        return self.effective is not None

    @property
    def chance(self) -> Fraction:
        return self.chances.success if self.chances else Fraction(0)


@dataclass(frozen=True)
class DefenseInput(CheckedInput):
    """What an active defense depends on, named as the calculator's fields.

    ``maneuver`` is the defender's own maneuver this turn (All-Out Attack leaves no
    defense); ``options`` the ticked options of ``DEFENSE_OPTIONS`` (``low_hp`` and
    ``low_fp``: below HP/3 or FP/3, which halve Dodge, round up). A choice another
    rules out is refused on the field that made it.
    """

    defense: str = "dodge"
    base: int = 8
    against: str = "melee"
    parry_style: str = "other"
    maneuver: str = "attack"
    posture: str = "standing"
    deceptive: int = 0
    riposte: int = 0
    options: frozenset[str] = frozenset()

    def checked(self) -> dict[str, Any]:
        checked = {
            "defense": validate.choice(self.defense, "defense", DEFENSES, "Defense"),
            "base": validate.whole(self.base, "base", "Defense score", low=0, high=99),
            "against": validate.choice(self.against, "against", AGAINST, "Against"),
            "parry_style": validate.choice(self.parry_style, "parry_style", PARRY_STYLES, "Parry with"),
            "maneuver": validate.choice(self.maneuver, "maneuver", MANEUVERS, "Your maneuver"),
            "posture": validate.choice(self.posture, "posture", tuple(POSTURE), "Posture"),
            "deceptive": validate.whole(self.deceptive, "deceptive", "Foe's Deceptive Attack", low=0, high=20),
            "riposte": validate.whole(self.riposte, "riposte", "Riposte penalty", low=0, high=20),
            "options": validate.options(self.options, "options", DEFENSE_OPTIONS, "Options"),
        }
        return checked

    def check_together(self) -> None:
        if self.maneuver == "all_out_attack" and self.has("feverish"):
            raise RulesError("Feverish Defense can't be used when All-Out Attacking.", "options")
        if self.has("retreat"):
            if self.against == "ranged":
                raise RulesError("Retreat is a move away from a Melee attacker.", "options")
            if self.maneuver == "committed_attack":
                raise RulesError(f"After a Committed Attack you cannot Retreat ({cite(123)}).", "options")
            if self.has("stunned"):
                raise RulesError(f"A stunned fighter cannot retreat ({cite(252)}).", "options")
        if self.has("drop") and (self.defense != "dodge" or self.against != "ranged"):
            raise RulesError("Dodge and Drop is a Dodge against a Ranged attack.", "options")
        if self.riposte:
            if self.defense != "parry":
                raise RulesError("A Riposte is a penalty you take to your Parry.", "riposte")
            if self.base - self.riposte < RIPOSTE_FLOOR:
                most = max(0, self.base - RIPOSTE_FLOOR)
                raise RulesError(f"A Riposte can't take Parry below 8 (before modifiers): at most {signed(-most)} "
                                 "here.", "riposte")

    def has(self, option: str) -> bool:
        """Whether ``option`` (one of ``DEFENSE_OPTIONS``) is ticked."""
        return option in self.options

    @classmethod
    def of(cls, defense: str = "dodge", base: int = 8, **fields_: Any) -> DefenseInput:
        """The input from keywords, where a ticked option may also be given on its own (``retreat=True``)."""
        ticked = set(validate.options(fields_.pop("options", frozenset()), "options", DEFENSE_OPTIONS, "Options"))
        for option in DEFENSE_OPTIONS:
            if option in fields_ and validate.yes_no(fields_.pop(option), "options", option.replace("_", " ")):
                ticked.add(option)
        return cls(defense, base, options=frozenset(ticked), **fields_)


# --- the modifiers, one concern each, in the order an answer lists them ----------------

def _halved(inp: DefenseInput) -> tuple[int, list[tuple[str, str, str]]]:
    """Dodge halved (round up) below HP/3 and again below FP/3 (G14 l.193, G15 l.203), and the notes
    that say so, each (in words, what its source is for, where it is printed)."""
    score, notes = inp.base, []
    if inp.defense == "dodge":
        for low, what, line in ((inp.has("low_hp"), "HP/3", 193), (inp.has("low_fp"), "FP/3", 203)):
            if low:
                score = half_round_up(score)
                notes.append((f"Below {what}: Dodge halved, rounded up.", f"Below {what}", cite(line)))
    return score, notes


def _retreat_and_drop(inp: DefenseInput) -> tuple[Modifier, ...]:
    """Retreat (G12 l.143) and Dodge and Drop (l.145)."""
    mods: tuple[Modifier, ...] = ()
    if inp.has("retreat"):
        big = inp.defense == "dodge" or (inp.defense == "parry" and inp.parry_style != "other")
        what = ("Dodge" if inp.defense == "dodge" else f"{inp.parry_style.capitalize()} Parry" if big
                else inp.defense.capitalize())
        mods += (Modifier(f"Retreat ({what})", RETREAT_BIG if big else RETREAT_SMALL, cite(143)),)
    if inp.has("drop"):
        mods += (Modifier("Dodge and Drop", DODGE_AND_DROP, cite(145)),)
    return mods


def _maneuver(inp: DefenseInput) -> tuple[Modifier, ...]:
    """The defender's own maneuver: All-Out Defense, Committed or Defensive Attack (G11)."""
    if inp.maneuver == "all_out_defense":
        return (Modifier("All-Out Defense", ALL_OUT_DEFENSE, cite(115)),)
    if inp.maneuver == "committed_attack":
        return (Modifier("Committed Attack", COMMITTED_ATTACK, cite(123)),)
    if inp.maneuver == "defensive_attack" and inp.defense != "dodge":
        return (Modifier("Defensive Attack", DEFENSIVE_ATTACK, cite(125)),)
    return ()


def _posture(inp: DefenseInput) -> tuple[Modifier, ...]:
    """The defender's posture (G5)."""
    stance = POSTURE[inp.posture]
    return (Modifier(f"Posture: {stance.name}", stance.defense, cite(POSTURE_LINES)),) \
        if stance.defense else ()


def _foes_attack(inp: DefenseInput) -> tuple[Modifier, ...]:
    """What the foe's attack does: Deceptive, Telegraphic, both Dual-Weapon attacks (G12)."""
    mods: tuple[Modifier, ...] = ()
    if inp.deceptive:
        mods += (Modifier(f"Foe's Deceptive Attack ({inp.deceptive})", -inp.deceptive, cite(147)),)
    if inp.has("telegraphic") and inp.defense == "dodge":
        mods += (Modifier("Foe's Telegraphic Attack", TELEGRAPHIC_DODGE, cite(151)),)
    if inp.has("dual_target"):
        mods += (Modifier("Target of both Dual-Weapon attacks", DUAL_WEAPON_TARGET, cite(153)),)
    return mods


def _own_options(inp: DefenseInput) -> tuple[Modifier, ...]:
    """Riposte (G12 l.149), Feverish Defense (l.163), and being stunned (G17 l.252)."""
    mods: tuple[Modifier, ...] = ()
    if inp.riposte:
        mods += (Modifier("Riposte", -inp.riposte, cite(149)),)
    if inp.has("feverish"):
        mods += (Modifier("Feverish Defense (1 FP)", FEVERISH_DEFENSE, cite(163)),)
    if inp.has("stunned"):
        mods += (Modifier("Stunned", STUNNED_DEFENSE, cite(252)),)
    return mods


CONCERNS = (_retreat_and_drop, _maneuver, _posture, _foes_attack, _own_options)


def _notes(inp: DefenseInput) -> list[tuple[str, str, str]]:
    notes: list[tuple[str, str, str]] = []
    if inp.has("drop"):
        notes.append(("Dodge and Drop: you end up prone.", "", ""))
    if inp.maneuver == "defensive_attack" and inp.defense == "dodge":
        notes.append(("Defensive Attack gives +1 to Parry or Block, not Dodge.", "Defensive Attack", cite(125)))
    if inp.has("telegraphic") and inp.defense != "dodge":
        notes.append(("Telegraphic Attack gives +2 to Dodge only.", "Telegraphic Attack", cite(151)))
    return notes


def active_defense(defense: DefenseInput | str = "dodge", base: int = 8, /, **fields_: Any) -> ActiveDefense:
    """A Dodge, Parry or Block with its modifiers, each listed with its source.

    Takes a ``DefenseInput``, or the defense, its score and the calculator's fields as
    keywords (``active_defense("dodge", 9, retreat=True)``).
    """
    if isinstance(defense, DefenseInput) and fields_:
        raise TypeError("give a DefenseInput or keywords, not both")
    inp = defense if isinstance(defense, DefenseInput) else DefenseInput.of(defense, base, **fields_)
    if inp.maneuver == "all_out_attack":
        return ActiveDefense(inp.defense, inp.base, inp.base, (), None, None,
                             ("All-Out Attack: NO DEFENSE for the rest of your turn.",),
                             (("All-Out Attack", cite(113)),))
    score, notes = _halved(inp)
    mods = tuple(m for concern in CONCERNS for m in concern(inp))
    effective = score + explain.total(mods)
    said = notes + _notes(inp)
    return ActiveDefense(inp.defense, inp.base, score, mods, effective, chances_at(effective),
                         tuple(words for words, _, _ in said),
                         tuple((what, where) for _, what, where in said if where))
