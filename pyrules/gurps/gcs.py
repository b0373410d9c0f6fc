"""A GURPS Character Sheet (GCS) character file read into a character card.

GCS (https://gurpscharactersheet.com) saves a character as JSON, data version 5 (its
``jio.CurrentDataVersion``), with the values it computed under each part's ``calc``. Those are
read as GCS worked them out, never recomputed:

- ``profile.name``: the card's name.
- ``attributes[]``, each ``attr_id`` with ``calc.value`` (``calc.current`` for a pool):
  ``st``, ``dx``, ``iq``, ``ht``, ``will``, ``hp``, ``fp``, ``basic_speed``, ``basic_move``.
  HP or FP below their maximum become the card's HP now and FP now, where the character
  starts its next encounter. A file whose ST, DX, IQ or HT cannot be read is refused, naming
  the attribute: the card would otherwise take 10 for it without a word.
- ``calc.dodge[0]``: Dodge with no encumbrance (GCS lists one per encumbrance level).
- ``settings.body_type.locations[]``, each ``id`` with ``calc.dr.all``: the DR at that
  location; the torso's is the card's DR, the others where they differ. The skull's own
  ``dr_bonus`` (2) is left out, since the injury rules add it themselves. A body type's
  locations the card does not know (a wing, a tail) and DR against one damage type only are
  not read.
- Weapons (``weapons[]``) of enabled traits, skills, spells and equipped carried equipment
  (``equipped``, ``quantity`` above 0), not hidden (``hide``): one attack line each, named for
  what carries it and its ``usage``, at ``calc.level``, doing ``calc.damage`` ("2d+1 cut"),
  with ``calc.parry`` and ``calc.block`` (or ``parry``/``block`` as written when GCS left
  the computed value out because it is the same). A ranged weapon (its ``id`` of GCS's ranged
  kind, "W…"; or, without one, a weapon with a range, an accuracy or a rate of fire) is a
  "ranged" line, with no Parry or Block; a melee weapon with neither Parry nor Block is a "melee"
  line, so that no attack read from GCS is asked melee or ranged. A weapon whose damage the card cannot read
  ("spec.", a fixed amount) is left out. An armor divisor ("2d+1(2) pi") is kept on the line
  ("2d+1 (2) pi"); follow-up damage, and a divisor the Basic Set does not print, are not; the
  card's notes say which.
- Traits (enabled) that say how the body takes injury (PUBLISHED_RULE, Basic Set pp. 47, 60,
  161, 380): Injury Tolerance's Unliving, Homogenous, Diffuse, No Brain and No Vitals, named as
  the trait ("Injury Tolerance (Diffuse)", "Unliving") or as an enabled modifier of an "Injury
  Tolerance" trait; Damage Resistance's Hardened modifier (its levels; the most of any DR trait);
  Vulnerability whose name says a damage type ("Vulnerability (Crushing)", "(Fire)") with its
  Wounding x2, x3 or x4 modifier. The other forms of Injury Tolerance (No Blood, Damage
  Reduction ...), a Hardened DR that covers only some locations and a Vulnerability to anything
  that is not a damage type are not read; the card's notes say which.

A value GCS left out (or that is not a number) is left blank on the card, which then works it
out as the published rules do (HP = ST, FP = HT, Will = IQ, Basic Speed, Move, Dodge).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any, cast

from pyrules.core import validate
from pyrules.core.encounter.actions import NAME_LONGEST, NOTES_LONGEST
from pyrules.core.encounter.card import ATTACK_LONGEST, MOST_ATTACKS
from pyrules.core.errors import RulesError, shown
from pyrules.core.json_file import read_json
from pyrules.gurps.data.injury import DAMAGE_TYPE_ORDER
from pyrules.gurps.locations import BODY_LOCATIONS
from pyrules.gurps.penetration import IGNORES_DR, MOST_HARDENED, armor_divisor, divisor_in_words

GCS_VERSION = 5
EXPECTED = f"a GCS character file, version {GCS_VERSION}"
UNNAMED = "GCS character"
_ATTRIBUTES = {"st": "st", "dx": "dx", "iq": "iq", "ht": "ht", "will": "will", "hp": "hp", "fp": "fp",
               "basic_speed": "basic_speed", "basic_move": "move"}  # GCS attr_id -> card field
_WHOLE = frozenset(_ATTRIBUTES) - {"basic_speed"}
_NEEDED = ("st", "dx", "iq", "ht")  # what the card cannot do without: left blank, each would be 10
MELEE_KIND, RANGED_KIND = "w", "W"  # the first letter of a GCS weapon's id: its kind
_RANGED_ONLY = ("range", "accuracy", "rate_of_fire")  # what only a ranged weapon has
SKULL_OWN_DR = "skull"  # its dr_bonus is the skull's own DR 2, which the injury rules add
_DAMAGE = re.compile(r"^(\d{1,3})d6?([+-]\d{1,3})?\s*(\([\d.∞]+\))?\s+(\S+)(.*)$")
_WEAPON_OWNERS = ("traits", "skills", "spells")  # with carried "equipment", which must be equipped


def read_character(text: Any) -> dict[str, Any]:
    """A GCS character file's text as what ``Roster("gurps").add(**card)`` takes: ``name``,
    ``side``, ``notes``, ``stats`` by the card form's field names, and ``attacks`` as lines.
    RulesError naming "file", and nothing read, for a file that is not a version 5 GCS character."""
    data = read_json(text, "The file")
    sheet = _character(data)
    notes: list[str] = []
    stats = _attributes(sheet)
    dodge = _number(_get(sheet, "calc", "dodge", 0))
    if dodge is not None:
        stats["dodge"] = int(dodge)
    stats.update(_armor(sheet))
    attacks = _attacks(sheet, notes)
    stats.update(_body(sheet, notes))
    name = _get(sheet, "profile", "name")
    name = " ".join(name.split())[:NAME_LONGEST] if isinstance(name, str) and name.strip() else UNNAMED
    said = " ".join(notes)
    if len(said) > NOTES_LONGEST:
        said = said[:NOTES_LONGEST - 1] + "…"
    return {"name": name, "side": "party", "notes": said, "stats": stats, "attacks": attacks}


def _character(data: Any) -> dict[str, Any]:
    """The file's data if it is a GCS character of version 5; RulesError saying what it is not."""
    version = validate.kept_whole(data.get("version")) if isinstance(data, dict) else None
    if version is None:
        raise RulesError(f"This is not {EXPECTED}.", "file")
    if version != GCS_VERSION:
        newer = " (GCS can save it as version 5)" if version < GCS_VERSION else ""
        raise RulesError(f"Expected {EXPECTED}; this file is version {shown(version)}{newer}.", "file")
    if "rows" in data or not isinstance(data.get("attributes"), list) or not isinstance(data.get("profile", {}), dict):
        raise RulesError(f"This is not {EXPECTED}: it holds no character (a GCS list or template?).", "file")
    return cast(dict[str, Any], data)  # a JSON object, as the checks above read it


def _get(data: Any, *path: str | int) -> Any:
    """The value at ``path`` (keys and list indexes) inside ``data``, or None."""
    for step in path:
        if isinstance(step, int):
            data = data[step] if isinstance(data, list) and len(data) > step else None
        else:
            data = data.get(step) if isinstance(data, dict) else None
    return data


def _number(value: Any) -> int | float | None:
    """A JSON number (GCS writes its fixed-point numbers as plain ones), else None."""
    return validate.kept_number(value)


def _attributes(sheet: dict[str, Any]) -> dict[str, Any]:
    """The card's attribute fields from GCS's computed values, and HP and FP now where below them."""
    stats: dict[str, Any] = {}
    for attribute in sheet["attributes"]:
        key = attribute.get("attr_id") if isinstance(attribute, dict) else None
        if key not in _ATTRIBUTES or _ATTRIBUTES[key] in stats:
            continue
        value = _number(_get(attribute, "calc", "value"))
        if value is None:
            continue
        stats[_ATTRIBUTES[key]] = math.floor(value) if key in _WHOLE else float(value)
        current = _number(_get(attribute, "calc", "current"))
        if key in ("hp", "fp") and current is not None and current < value:
            stats[f"{key}_now"] = math.floor(current)
    for key in _NEEDED:
        if key not in stats:
            raise RulesError(f"This GCS file gives no {key.upper()} that can be read, and a card without it "
                             "would take 10: open the character in GCS and save it again.", "file")
    return stats


def _armor(sheet: dict[str, Any]) -> dict[str, Any]:
    """DR (the torso's) and DR by location where a location's differs, from the body type."""
    found: dict[str, int] = {}
    for location in _get(sheet, "settings", "body_type", "locations") or ():
        place = _get(location, "id")
        dr = _number(_get(location, "calc", "dr", "all"))
        if place not in BODY_LOCATIONS or dr is None:
            continue
        if place == SKULL_OWN_DR:
            dr -= _number(_get(location, "dr_bonus")) or 0
        dr = max(0, math.floor(dr))
        found[place] = min(found.get(place, dr), dr)  # two arms, two legs: the lower
    if not found:
        return {}
    general = found.get("torso", 0)
    others = ", ".join(f"{place} {dr}" for place, dr in found.items() if dr != general)
    return {"dr": general, **({"dr_locations": others} if others else {})}


def _carriers(sheet: dict[str, Any]) -> Iterator[tuple[Any, Any]]:
    """(name, weapons) of each enabled trait, skill and spell, and each equipped carried item."""
    def walk(rows: Any, named: str, equipment: bool) -> Iterator[tuple[Any, Any]]:
        for row in rows if isinstance(rows, list) else ():
            if not isinstance(row, dict) or row.get("disabled") is True:
                continue
            if equipment and (row.get("equipped") is not True or not (_number(row.get("quantity")) or 0) > 0):
                continue  # an item not equipped takes its contents with it
            yield row.get(named), row.get("weapons")
            yield from walk(row.get("children"), named, equipment)

    for part in _WEAPON_OWNERS:
        yield from walk(sheet.get(part), "name", False)
    yield from walk(sheet.get("equipment"), "description", True)


def _defense(weapon: dict[str, Any], which: str) -> int | None:
    """A melee weapon's Parry or Block as GCS computed it ("11F", "9U", "No": none)."""
    value = _get(weapon, "calc", which)
    if not isinstance(value, str) or not value:
        value = weapon.get(which)  # GCS leaves calc out when it equals what was written
    match = re.match(r"^\s*([+-]?\d{1,2})", value) if isinstance(value, str) else None
    defense = validate.typed_whole(match[1]) if match else None
    return defense if defense is not None and defense >= 0 else None


def ranged(weapon: dict[str, Any]) -> bool:
    """Whether a GCS weapon is a ranged one: its id's kind says so ("W"), or, where the id does
    not tell, it has a range, an accuracy or a rate of fire."""
    kind = str(weapon.get("id", ""))[:1]
    if kind in (MELEE_KIND, RANGED_KIND):
        return kind == RANGED_KIND
    return any(weapon.get(key) not in (None, "") for key in _RANGED_ONLY)


def _attacks(sheet: dict[str, Any], notes: list[str]) -> list[str]:
    """One attack line per weapon, as the card reads it; what cannot be read is said in ``notes``."""
    lines: dict[str, str] = {}  # line -> the weapon's name
    left_out: list[str] = []
    for owner, weapons in _carriers(sheet):
        for weapon in weapons if isinstance(weapons, list) else ():
            if not isinstance(weapon, dict) or weapon.get("hide") is True:
                continue
            name = _weapon_name(owner, weapon.get("usage"))
            damage = _get(weapon, "calc", "damage")
            match = _DAMAGE.match(damage.strip()) if isinstance(damage, str) else None
            if not match or match[4].lower() not in DAMAGE_TYPE_ORDER:
                left_out.append(f"{name} ({shown(damage.strip()) if isinstance(damage, str) else 'no damage'})")
                continue
            dice, adds, divisor, kind, more = match.groups()
            kept = _divisor(divisor)
            written = f"{int(dice)}d{adds or ''}{f' {kept}' if kept else ''} {kind.lower()}"
            if (divisor and not kept) or more.strip():
                notes.append(f"{name}: GCS damage “{shown(damage.strip())}” read as {written}.")
            level = _number(_get(weapon, "calc", "level")) or 0  # GCS leaves a level of 0 out
            room = ATTACK_LONGEST - 36 - (len(kept) + 1 if kept else 0)  # a divisor takes from the name
            line = f"{name[:room]} {math.floor(level)} {written}"
            if ranged(weapon):
                line += " ranged"
            else:
                defenses = [(which, score) for which in ("parry", "block")
                            if (score := _defense(weapon, which)) is not None]
                # a weapon's Parry or Block tells the card it is melee; one with neither says so
                line += "".join(f" {which} {score}" for which, score in defenses) if defenses else " melee"
            lines.setdefault(line, name)
    on_card = list(lines)[:MOST_ATTACKS]
    left_out += [f"{lines[line]} (a card holds {MOST_ATTACKS} attacks)" for line in list(lines)[MOST_ATTACKS:]]
    if left_out:
        notes.append("Not read from GCS: " + "; ".join(left_out) + ".")
    return on_card


def _divisor(written: str | None) -> str:
    """A GCS armor divisor ("(2)", "(0.5)") as a card line writes it; "" for none, or for a divisor
    the Basic Set does not print (the card's notes then say so)."""
    if not written:
        return ""
    try:
        key = armor_divisor(written)
    except RulesError:
        return ""
    return "(∞)" if key == IGNORES_DR else divisor_in_words(key)


_TOLERANCE_WORDS = {"unliving": "unliving", "homogenous": "homogenous", "homogeneous": "homogenous",
                    "diffuse": "diffuse", "no brain": "no_brain", "no vitals": "no_vitals"}
_TYPE_WORDS = {"crushing": "cr", "cutting": "cut", "impaling": "imp", "burning": "burn", "fire": "burn",
               "heat": "burn", "corrosion": "cor", "corrosive": "cor", "acid": "cor", "toxic": "tox",
               "fatigue": "fat", "small piercing": "pi-", "large piercing": "pi+", "huge piercing": "pi++",
               "piercing": "pi"}
_WOUNDING = re.compile(r"wounding\s*[x×]\s*([234])", re.IGNORECASE)


def _words(text: Any) -> str:
    return " ".join(text.lower().split()) if isinstance(text, str) else ""


def _enabled(rows: Any) -> Iterator[dict[str, Any]]:
    """The enabled traits (or modifiers) among ``rows``, their children included."""
    for row in rows if isinstance(rows, list) else ():
        if isinstance(row, dict) and row.get("disabled") is not True:
            yield row
            yield from _enabled(row.get("children"))


def _named_in(name: str) -> str:
    """ "Diffuse" of "Injury Tolerance (Diffuse)", "" of a name without such a part."""
    match = re.search(r"\(([^()]*)\)\s*$", name)
    return match[1].strip() if match else ""


def _body(sheet: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    """The card's Injury Tolerance, No Brain, No Vitals, Hardened DR and Vulnerability from the
    character's enabled traits; what cannot be read is said in ``notes``."""
    found: dict[str, Any] = {}
    vulnerable: dict[str, int] = {}
    unread: list[str] = []
    for trait in _enabled(sheet.get("traits")):
        name = _words(trait.get("name"))
        inner = _named_in(name)
        modifiers = [_words(m.get("name")) for m in _enabled(trait.get("modifiers"))]
        if name.startswith("injury tolerance") or name in _TOLERANCE_WORDS:
            forms = [inner] if inner else [name] if name in _TOLERANCE_WORDS else modifiers
            for form in forms:
                if form in _TOLERANCE_WORDS:
                    key = _TOLERANCE_WORDS[form]
                    if key in ("no_brain", "no_vitals"):
                        found[key] = True
                    else:
                        found["tolerance"] = key
                elif form:
                    unread.append(f"Injury Tolerance ({form})")
        elif name.startswith("damage resistance"):
            for modifier in _enabled(trait.get("modifiers")):
                if _words(modifier.get("name")) == "hardened":
                    levels = _number(modifier.get("levels")) or 1
                    found["hardened"] = max(found.get("hardened", 0), min(MOST_HARDENED, math.floor(levels)))
        elif name.startswith("vulnerability"):
            kind = _TYPE_WORDS.get(inner)
            times = next((int(m[1]) for m in map(_WOUNDING.search, modifiers) if m), None)
            if kind and times:
                vulnerable[kind] = max(vulnerable.get(kind, 1), times)
            else:
                unread.append(shown(trait.get("name")))
    if vulnerable:
        found["vulnerability"] = ", ".join(f"{kind} x{times}" for kind, times in vulnerable.items())
    if unread:
        notes.append("Not read from GCS: " + "; ".join(unread) + ".")
    return found


def _weapon_name(owner: Any, usage: Any) -> str:
    """ "Broadsword (Swung)": what carries the weapon and how it is used, short enough for a line."""
    name = " ".join(owner.split()) if isinstance(owner, str) and owner.strip() else "Weapon"
    if isinstance(usage, str) and usage.strip():
        name += f" ({' '.join(usage.split())})"
    return name[:ATTACK_LONGEST - 36]  # room for the skill, damage, "ranged", parry and block
