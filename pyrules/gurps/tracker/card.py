"""A GURPS character card: the stats the tracker and the calculators read, DR by location, and
named attacks ("Broadsword 14 2d+1 cut", "Broadsword 14 sw+1 cut": name, skill, damage, type),
each of which may end with the Parry or Block it gives ("Broadsword 14 2d+1 cut parry 10"). An
attack is melee or ranged as its line tells it (``attack_kind``): by the word after its damage type
("Pistol 13 2d+2 pi ranged", "Broadsword 14 2d+1 cut melee"), or by what it carries (a ranged
weapon's Acc, range or Rcl, "Pistol 13 2d+1 pi acc 3 150/1900"; a melee weapon's Parry or Block);
a line that tells neither is asked in the exchange, never taken for melee. A ranged attack is
rolled as one, and cannot be parried.
An armor divisor follows the dice ("Pistol 13 2d+1 (2) pi ranged", "Fist 12 1d-1 (0.5) cr"; "(∞)"
ignores DR), and a card may say how its body takes injury: Injury Tolerance, No Brain, No Vitals,
Hardened DR and Vulnerability ("burn x2") (PUBLISHED_RULE: Basic Set pp. 47, 60, 161, 378, 380).

What the published rules derive is left blank on the card and worked out when the card joins an
encounter (PUBLISHED_RULE): HP = ST, FP = HT, Basic Speed = (DX + HT)/4, Basic Move = Basic Speed
and Dodge = Basic Speed + 3, fractions dropped; so a card whose ST, DX or HT changes keeps values
that follow them. Will left blank is IQ, read by the tracker as it needs it. Thrust and swing
damage ("thr", "sw+1") are read from the card's ST through the Basic Damage table
(``data.basic_damage``) as an attack opens the injury calculator.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any, Mapping

from pyrules.core import validate
from pyrules.core.errors import RulesError
from pyrules.core.encounter.card import Attack, AttackRules, Opening, attack_error, attack_number, places, split_attack
from pyrules.core.encounter.parts import CardRules
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.fields import Field
from pyrules.core.validate import MINUS_SIGNS
from pyrules.gurps.data.basic_damage import BASIC_DAMAGE, SWING, THRUST
from pyrules.gurps.data.injury import DAMAGE_TYPE_ORDER, MOST_DAMAGE
from pyrules.gurps.locations import BODY_LOCATIONS
from pyrules.gurps.penetration import MOST_HARDENED, NO_DIVISOR, armor_divisor, divisor_in_words
from pyrules.gurps.tolerance import TOLERANCE_NAMES, TOLERANCES, VULNERABILITIES
from pyrules.gurps.tracker.attack_kind import (
    CARRIED_EXAMPLE, MELEE_EXAMPLE, RANGED, RANGED_EXAMPLE, AttackKind, Carried, carried,
)
from pyrules.gurps.tools.injury import INJURY_OPTIONS

ATTACK_EXAMPLE = "Broadsword 14 2d+1 cut"
DIVISOR_EXAMPLE = "Pistol 13 2d+1 (2) pi ranged"
DEFENDED_EXAMPLE = "Broadsword 14 2d+1 cut parry 10"
ATTACK_HELP = (f"Say after the damage type whether it is melee or ranged, as “{MELEE_EXAMPLE}” or "
               f"“{RANGED_EXAMPLE}”, or give what the weapon carries: a Parry or Block (melee), or an Acc, "
               f"range and Rcl (ranged), as “{CARRIED_EXAMPLE}”; a line that says neither is asked at each "
               f"attack. An armor divisor follows the dice, as “{DIVISOR_EXAMPLE}”.")
DR_EXAMPLE = "skull 2, torso 6"
SKILL_LOW, SKILL_HIGH = -20, 99  # as the skill calculator's base skill takes it
MOST_DICE = 100
DEFAULT_ST = 10  # the ST field's default, for a card that gives none
SHOCK_SCALED = "shock_scaled"  # the injury calculator's option for the 20+ HP shock rule
DODGE_OVER_SPEED = 3  # PUBLISHED_RULE: Dodge is Basic Speed + 3, fractions dropped
_DICE = re.compile(r"^(\d{1,3})d6?(?:([+-])(\d{1,3}))?$")
_DAMAGE = re.compile(r"^(?:(\d{1,3})d6?|(thr|sw))(?:([+-])(\d{1,3}))?$")
_DIVISOR = re.compile(r"^(\S*?)\(([^()\s]+)\)$")  # "(2)" after the dice, or "2d+1(2)" on them
IGNORES_DR_WRITTEN = "∞"  # how a card line writes the divisor of an attack that ignores DR

# What a card may say of how its body takes injury (PUBLISHED_RULE: Basic Set pp. 47, 60, 161, 380).
VULNERABILITY_EXAMPLE = "burn x2, cr x3"
_VULNERABLE = re.compile(r"^\s*(\S+)\s*[x×]\s*(\d)\s*$")
BODY_FIELDS = (
    Field("tolerance", "Injury Tolerance", "choice", default="none",
          choices=tuple((key, TOLERANCE_NAMES[key].capitalize()) for key in TOLERANCES),
          help="Unliving, Homogenous or Diffuse", source=PUBLISHED_RULE),
    Field("no_brain", "No Brain", "flag", default=False,
          help="A blow to the skull or eye is a blow to the face (an eye can still be blinded)", source=PUBLISHED_RULE),
    Field("no_vitals", "No Vitals", "flag", default=False, help="The vitals and groin are hit as the torso",
          source=PUBLISHED_RULE),
    Field("hardened", "Hardened DR", "int", default=0, low=0, high=MOST_HARDENED,
          help="Levels: each moves an armor divisor one step down", source=PUBLISHED_RULE),
    Field("vulnerability", "Vulnerability", "text", default="", required=False,
          help=f"Damage types that do more injury, as “{VULNERABILITY_EXAMPLE}”", source=PUBLISHED_RULE),
)
BODY_FIELD_NAMES = tuple(f.name for f in BODY_FIELDS)


def vulnerabilities(text: Any) -> dict[str, int]:
    """A card's Vulnerability ("burn x2, cr x3") as {"burn": 2, "cr": 3}; RulesError naming
    "vulnerability" for anything else."""
    found: dict[str, int] = {}
    for part in re.split(r"[,;]", str(text or "").lower()):
        if not part.strip():
            continue
        match = _VULNERABLE.match(part)
        times = validate.typed_whole(match[2]) if match else None
        if not match or match[1] not in DAMAGE_TYPE_ORDER or times is None or times not in VULNERABILITIES[1:]:
            raise RulesError(f"Vulnerability: “{part.strip()}” does not read: write a damage type and x2, x3 or x4, "
                             f"as “{VULNERABILITY_EXAMPLE}” (types: {', '.join(DAMAGE_TYPE_ORDER)}).",
                             "vulnerability")
        if match[1] in found:
            raise RulesError(f"Vulnerability: {match[1]} is given twice.", "vulnerability")
        found[match[1]] = times
    return found


DR = Field("dr", "DR", "int", default=0, low=0, high=MOST_DAMAGE, help="Worn DR, everywhere not listed below.")
DR_LOCATIONS = Field("dr_locations", "DR by location", "text", default="", required=False,
                     help=f"Where it differs, as “{DR_EXAMPLE}”.")
BASIC_SPEED_HELP = "Blank: (DX + HT)/4, worked out as the card joins an encounter. Turn order, highest first."
PARRY_HELP = "Blank: none, or the best parry among the attacks. Defends with the best of Dodge, Parry and Block."
BLOCK_HELP = "Blank: none, or the best block among the attacks (a shield)."
# A character still hurt from the last fight: the pools a card starts an encounter at (blank: full).
POOLS_NOW = (
    Field("hp_now", "HP now", "int", low=-50_000, high=10_000, required=False,
          help="Blank: full. Still hurt from the last fight: the encounter starts here."),
    Field("fp_now", "FP now", "int", low=-10_000, high=10_000, required=False,
          help="Blank: full. Still tired: the encounter starts here."),
)
_POOL_OF = {"hp_now": ("HP", "hp"), "fp_now": ("FP", "fp")}
WILL_HELP = "Blank: IQ (Will is IQ unless bought up)."
# The card fields left blank that are worked out as the card joins an encounter: what the form says
# of each, and where that rule is printed.
DERIVED_HELP = {
    "hp": ("Blank: ST.", PUBLISHED_RULE),
    "fp": ("Blank: HT.", PUBLISHED_RULE),
    "will": (WILL_HELP, PUBLISHED_RULE),
    "basic_speed": (BASIC_SPEED_HELP, ""),
    "move": ("Blank: Basic Speed, dropping fractions.", PUBLISHED_RULE),
    "dodge": ("Blank: Basic Speed + 3, dropping fractions.", PUBLISHED_RULE),
}


def derived_basic_speed(dx: int, ht: int) -> float:
    """Basic Speed from DX and HT: (DX + HT)/4, fractions kept (DX 11, HT 12: 5.75)."""
    return float(Fraction(dx + ht, 4))


def dr_by_location(dr: int, text: Any) -> dict[str, int]:
    """Worn DR at every body location: ``dr`` where ``text`` ("skull 2, torso 6") says nothing."""
    given = places(text, BODY_LOCATIONS, "DR by location", DR_LOCATIONS.name, DR_EXAMPLE, high=MOST_DAMAGE)
    return {place: given.get(place, dr) for place in BODY_LOCATIONS}


def damage_notation(dice: str) -> str:
    """GURPS damage dice ("2d+1") as dice to roll ("2d6+1")."""
    match = _DICE.match(dice)
    assert match is not None  # damage dice, as a card's attack is read
    return f"{match[1]}d6" + (f"{match[2]}{match[3]}" if match[2] and match[3] != "0" else "")


def dice_count(dice: str) -> int:
    """How many dice GURPS damage dice roll: "2d+1" rolls 2."""
    match = _DICE.match(dice)
    assert match is not None  # damage dice, as a card's attack is read
    return int(match[1])


def basic_damage(st: int, kind: str) -> str:
    """Thrust ("thr") or swing ("sw") damage for ST, from the Basic Damage table (PUBLISHED_RULE):
    ST 10 is thr 1d-2, sw 1d. RulesError naming "st" for an ST the table does not list."""
    if validate.kept_whole(st) not in BASIC_DAMAGE:
        raise RulesError(f"ST {st} is not in the Basic Damage table (ST 1 to 40, then every 5th to 100): "
                         "write the attack's damage as dice, such as 5d+1.", "st")
    return BASIC_DAMAGE[st][(THRUST, SWING).index(kind)]


def _adds(dice: str, adds: int) -> str:
    """Dice with more adds: "2d-1" and +1 make "2d"."""
    match = _DICE.match(dice)
    assert match is not None  # damage dice, as a card's attack is read
    total = (int(match[3]) if match[3] else 0) * (-1 if match[2] == "-" else 1) + adds
    return f"{match[1]}d" + (f"{total:+d}" if total else "")


def damage_dice(damage: str, st: int) -> str:
    """An attack's damage as dice ("2d+1"): as written, or thrust or swing for ``st`` with its adds."""
    match = _DAMAGE.match(damage)
    assert match is not None  # an attack's damage, as its card is read
    if match[2] is None:
        return damage
    adds = int(match[4]) * (-1 if match[3] == "-" else 1) if match[3] else 0
    return _adds(basic_damage(st, match[2]), adds)


@dataclass(frozen=True)
class WeaponAttack(Attack):
    """A GURPS attack with what its line says after its damage type (``carried``: melee or ranged,
    its weapon's Parry and Block, a ranged weapon's Acc, range and Rcl) and its armor divisor."""

    carried: Carried = Carried()
    divisor: str = NO_DIVISOR  # its armor divisor (PUBLISHED_RULE, Basic Set p. 378): "2", "0.5", "ignores"
    made_as: AttackKind | None = None  # how it is made when no line tells (the free attack, a punch: melee)

    @property
    def parry(self) -> int | None:
        """The Parry its weapon gives (None: none)."""
        return self.carried.defense("parry")

    @property
    def block(self) -> int | None:
        """The Block its weapon gives (None: none)."""
        return self.carried.defense("block")

    @property
    def acc(self) -> int | None:
        """A ranged weapon's Acc, as its line gives it (None: not given)."""
        return self.carried.acc

    @property
    def made(self) -> AttackKind | None:
        """How the attack is made, "melee" or "ranged", as its line tells it (``Carried.made``);
        None: it does not, and the exchange asks."""
        return self.carried.made or self.made_as

    @property
    def ranged(self) -> bool:
        """Whether its line tells a ranged attack."""
        return self.made == RANGED

    @property
    def written_divisor(self) -> str:
        """The armor divisor as the line writes it: "(2)", "(0.5)", "(∞)"; "" for none."""
        return f"({IGNORES_DR_WRITTEN})" if self.divisor == "ignores" else divisor_in_words(self.divisor)

    @property
    def line(self) -> str:
        damage = " ".join(part for part in (self.damage, self.written_divisor) if part)
        return " ".join(str(part) for part in (self.name, self.skill, damage, self.kind)) + self.carried.written


def _divisor(line: Any) -> tuple[Any, str]:
    """(the line without the armor divisor before its damage type, that divisor; "none" where it has
    none): "Pistol 13 2d+1 (2) pi" and "Pistol 13 2d+1(2) pi" both give "2"."""
    if not isinstance(line, str):
        return line, NO_DIVISOR
    words = line.split()
    match = _DIVISOR.match(words[-2]) if len(words) >= 4 else None
    if match is None or (not match[1] and len(words) < 5):  # a name and 3 values stay
        return line, NO_DIVISOR
    try:
        divisor = armor_divisor(match[2])
    except RulesError as error:
        raise attack_error(DIVISOR_EXAMPLE, error.message) from None
    words[-2:-1] = [match[1]] if match[1] else []
    return " ".join(words), divisor


def read_attack(line: Any) -> WeaponAttack:
    """An attack line, "Broadsword 14 2d+1 cut" (and after its damage type, in any order, "melee" or
    "ranged", "parry 10", "block 9", "acc 3", a range "100/1500", "rcl 2": ``attack_kind``), as a
    WeaponAttack; RulesError naming "attacks"."""
    line, written = carried(line)
    line, divisor = _divisor(line)
    name, (skill, dice, kind) = split_attack(line, 3, ATTACK_EXAMPLE)
    said = written.read(name)
    skill_value = attack_number(skill, f"the skill of {name}", SKILL_LOW, SKILL_HIGH, ATTACK_EXAMPLE)
    match = _DAMAGE.match(dice.lower().translate(MINUS_SIGNS))
    if not match or (match[1] is not None and not 1 <= int(match[1]) <= MOST_DICE):
        raise attack_error(ATTACK_EXAMPLE, f"the damage of {name} must be dice such as 2d+1 or 1d-2, or thrust "
                                           "or swing such as thr+1 or sw.")
    adds = f"{match[3]}{int(match[4])}" if match[3] and int(match[4]) else ""
    if kind.lower() not in DAMAGE_TYPE_ORDER:
        raise attack_error(ATTACK_EXAMPLE, f"the damage type of {name} must be one of "
                                           f"{', '.join(DAMAGE_TYPE_ORDER)}.")
    written_dice = f"{int(match[1])}d" if match[1] is not None else match[2]
    return WeaponAttack(name, skill_value, f"{written_dice}{adds}", kind.lower(), said, divisor)


def check_card(stats: dict[str, Any], defaults: Mapping[str, int]) -> dict[str, Any]:
    """The card's DR by location must read, and HP or FP now is at most the pool's maximum."""
    dr_by_location(0, stats.get(DR_LOCATIONS.name))
    vulnerabilities(stats.get("vulnerability"))
    most = encounter_stats(stats, defaults)
    for name, (pool, stat) in _POOL_OF.items():
        if stats.get(name) is not None and stats[name] > most[stat]:
            validate.fail(name, f"{pool} now", f"at most {pool} ({most[stat]}).")
    return stats


def starting_pools(stats: Mapping[str, Any]) -> dict[str, int]:
    """The pools the card's combatant starts at where the card says: {"HP": 9}; none when full."""
    return {pool: stats[name] for name, (pool, _) in _POOL_OF.items() if stats.get(name) is not None}


def encounter_stats(stats: Mapping[str, Any], defaults: Mapping[str, int]) -> dict[str, Any]:
    """The card's stats with what it leaves blank worked out as the published rules do: HP = ST,
    FP = HT, Basic Speed = (DX + HT)/4, Basic Move = Basic Speed and Dodge = Basic Speed + 3,
    fractions dropped (DX 14, HT 12: Basic Speed 6.5, Move 6, Dodge 9). ``defaults`` gives ST, DX
    and HT for a card without them."""
    found = {name: value for name, value in stats.items() if name not in _POOL_OF}  # pools, not stats

    def score(name: str) -> int:
        value = found.get(name)
        return defaults[name] if value is None else int(value)

    derived: dict[str, Callable[[], int | float]] = {"hp": lambda: score("st"), "fp": lambda: score("ht"),
               "basic_speed": lambda: derived_basic_speed(score("dx"), score("ht")),
               "move": lambda: math.floor(found["basic_speed"]),
               "dodge": lambda: math.floor(found["basic_speed"]) + DODGE_OVER_SPEED}
    for name, work_out in derived.items():  # in order: Move and Dodge read the Basic Speed
        if found.get(name) is None:
            found[name] = work_out()
    return found


def attack_openings(stats: Mapping[str, Any], attack: Attack) -> tuple[Opening, ...]:
    """The skill calculator at the attack's skill, and the injury calculator with its damage
    rolled and its damage type. Thrust and swing are read for the card's ST; an ST the Basic
    Damage table does not list opens the injury calculator with the damage left to enter. The
    damage is rolled as the dice fall: the calculator raises a roll below 0 (crushing) or 1 to it.
    The skill calculator is made melee or ranged as the line tells (one that does not leaves the
    form's own choice), with a ranged weapon's Acc for an Aim."""
    made = attack.made if isinstance(attack, WeaponAttack) else None
    skill: dict[str, Any] = {"base": attack.skill, **({"roll_for": made} if made is not None else {})}
    if isinstance(attack, WeaponAttack) and attack.acc is not None:
        skill["acc"] = attack.acc
    hp = stats.get("hp") if stats.get("hp") is not None else stats.get("st")  # HP left blank is ST
    if hp is not None:
        skill["hp"] = hp
    label = f"{attack.name}: damage {attack.damage} {attack.kind}"
    given_st = stats.get("st")
    st = given_st if given_st is not None else DEFAULT_ST
    try:
        dice = damage_dice(attack.damage, st)
    except RulesError:
        injury = Opening("gurps-injury", f"{label} (ST {st} is not in the Basic Damage table: enter the damage)",
                         {"damage_type": attack.kind} | divided(attack))
    else:
        if dice != attack.damage:
            label += f" ({dice} at ST {st})"
        injury = Opening("gurps-injury", label, {"damage_type": attack.kind} | divided(attack),
                         {"damage": damage_notation(dice)})
    return (Opening("gurps-skill", f"{attack.name}: skill {attack.skill}", skill), injury)


def divided(attack: Attack) -> dict[str, Any]:
    """The injury calculator's armor divisor for an attack that has one, with its Basic Set rules
    unfolded; nothing for one that has none."""
    divisor = getattr(attack, "divisor", NO_DIVISOR)
    return {} if divisor == NO_DIVISOR else {"more_rules": True, "armor_divisor": divisor}


def injury_options(scaled_shock: bool, options: Any = ()) -> list[str]:
    """The injury calculator's options for a blow to a combatant: those of the form (an armor
    chink, a tight beam) with the 20+ HP shock rule ticked exactly when the combatant's card asks
    for it (PUBLISHED_RULE), in the calculator's order."""
    chosen = {options} if isinstance(options, str) else set(options or ())
    chosen.discard(SHOCK_SCALED)
    if scaled_shock:
        chosen.add(SHOCK_SCALED)
    return [option for option in INJURY_OPTIONS if option in chosen]


ATTACKS = AttackRules(DEFENDED_EXAMPLE, read_attack, attack_openings, ATTACK_HELP)


class GurpsCard(CardRules):
    """A GURPS character card: its form's ``fields``, its attack lines (``ATTACKS``), the pools it
    starts at, what it leaves blank worked out from ST, DX and HT (``defaults`` for a card without
    them), and a GCS character file read into one."""

    attack_rules = ATTACKS
    character_file = "GCS character (.gcs, version 5)"

    def __init__(self, fields: tuple[Field, ...], defaults: Mapping[str, int]) -> None:
        self.fields = fields
        self.defaults = dict(defaults)

    def check(self, stats: dict[str, Any]) -> dict[str, Any]:
        return check_card(stats, self.defaults)

    def pools(self, stats: Mapping[str, Any]) -> dict[str, int]:
        return starting_pools(stats)

    def encounter_stats(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        return encounter_stats(stats, self.defaults)

    def read_character(self, text: str) -> dict[str, Any]:
        """A GURPS Character Sheet file, read from the values GCS computed (``pyrules.gurps.gcs``)."""
        from pyrules.gurps.gcs import read_character

        return read_character(text)
