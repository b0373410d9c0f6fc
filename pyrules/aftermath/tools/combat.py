"""The combat calculators of the Aftermath! page: melee, gun, hit location, critical effect,
critical miss, damage dice, stopping (knock back and forward motion), reaction and attribute groups."""

from __future__ import annotations

import random
from fractions import Fraction

from pyrules.aftermath.ammunition import AMMUNITION
from pyrules.aftermath.armor import ARMOR, CLOTHS
from pyrules.aftermath.attributes import attribute_group
from pyrules.aftermath.critical import EFFECT_NAME, CriticalEffect, read_critical_effect, trauma_lethal, where_it_lands
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.character import ATTRIBUTE_GROUP_LINES
from pyrules.aftermath.data.combat import (
    BELLY_LOCATIONS,
    EFFECT_EXPLANATIONS,
    HAND_TO_HAND,
    KNOCK_BACK,
    MISS_KINDS,
    MISSILE,
    SAVING_THROW_RULE,
    TARGET_ACTION_ROWS,
    TARGET_HEXES,
    WEAPON_LENGTHS,
    EffectKey,
    SpecialEffect,
)
from pyrules.aftermath.data.guns import BURST_FOOTNOTE, GUN_ACTION_ROWS, RANGE_GROUPS, RANGE_ROWS, SMG_FOOTNOTE
from pyrules.aftermath.data.world import FORWARD_MOTION, HORSE_ATTACKS, MOTIONS
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.gun_attack import (
    BARRELS,
    GunAttack,
    GunAttackInput,
    critical_dice,
    damage_dice_of,
    gun_attack,
    to_hit,
)
from pyrules.aftermath.guns import AUTOFIRE_WEAPONS, INHERENT_ACCURACY, damage_dice, weapon_group, weapon_label
from pyrules.aftermath.hit_location import (
    AREA_LOCATIONS,
    AREA_NAMES,
    DIRECTIONS,
    FACING_LABELS,
    HIT_LOCATION_TABLES,
    Landed,
    direction_modifier,
    read_hit_location,
)
from pyrules.aftermath.melee_attack import (
    MeleeAttack,
    MeleeAttackInput,
    adjusted_bcs,
    chance_to_hit,
    effect_die,
    hits,
    melee_attack,
    to_hit_modifiers,
)
from pyrules.aftermath.misses import CriticalMiss, chamber_explosion, critical_miss
from pyrules.aftermath.reaction import reaction
from pyrules.aftermath.stopping import (
    KNOCK_BACK_PER_CATEGORY,
    Stopping,
    category_after_knock_back,
    forward_motion,
    stopping,
)
from pyrules.aftermath.weapons import ROPE_WHIPS, WEAPONS, WEIGHTED_VERSION
from pyrules.core import explain
from pyrules.core.dice import roll
from pyrules.core.errors import RulesError
from pyrules.core.explain import number, signed
from pyrules.core.odds import Odds, as_percent
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.rounding import round_half_up
from pyrules.core.answers import Outcome
from pyrules.core.tools import Answer, Effect, Field, Line, Tool




# ---------------------------------------------------------------------------------------------
# Melee

def _weapon_choices() -> tuple[tuple[str, str], ...]:
    rows = [("custom", "Other: enter WDM")]
    rows += [(w.key, f"{w.name} ({w.wdm})") for w in WEAPONS if w.key != WEIGHTED_VERSION]
    rows += [(f"horse:{a.key}", f"The Horse: {a.mode} ({a.wdm})") for a in HORSE_ATTACKS]
    return tuple(rows)


def _armor_choices() -> tuple[tuple[str, str], ...]:
    rows = [("none", "None or AV entered")]
    rows += [(a.code, f"{a.material} ({a.code}) AV {a.av}") for a in ARMOR]
    rows += [(c.code, f"{c.material} ({c.code}) ballistic cloth") for c in CLOTHS]
    return tuple(rows)


CRITICAL_CHOICES = (("none", "Roll decides"), ("hit", "Critical hit"), ("miss", "Critical miss"))
PART_CHOICES = tuple((area, f"{name} ({AREA_LOCATIONS[area]})") for area, name in AREA_NAMES.items())


def _location_fields() -> tuple[Field, ...]:
    """Where a hit lands, and the parts the armor leaves bare: the same fields for melee and guns."""
    return (
        Field("location", "Hit location", "choice", default="rolled",
              choices=(("rolled", "Rolled: d100 on the bipedal table"),) + PART_CHOICES,
              help="The part struck decides what a Disable or Lethal does and which armor it meets.",
              source=cite(13)),
        Field("location_roll", "Hit location d100", "roll", die="d100", required=False,
              when=(("location", ("rolled",)),), help="Blank: rolled on the Hit Location Table."),
    )


BARE_FIELD = Field("bare", "Armor leaves bare", "flags", choices=PART_CHOICES, required=False,
                   help="Parts the armor does not cover: a hit there meets no Armor Value.")

# Fields a weapon of the listing has use for, shown only with it.
SAI = ("sai",)
BAYONETS = ("bayonet-short", "bayonet-long")
ROPES = ROPE_WHIPS
RIFLE_BUTT = ("rifle-butt",)

MELEE_FIELDS = (
    Field("bcs", "BCS", "int", low=-99, high=99, help="The attacker's BCS with this weapon."),
    Field("oda", "Target ODA", "int", default=MeleeAttackInput.oda, low=0, high=99),
    Field("situations", "Situation", "flags", choices=tuple((s.key, f"{s.printed} {s.modifier}") for s in HAND_TO_HAND),
          required=False),
    Field("other", "Other modifier", "int", default=MeleeAttackInput.other, low=-99, high=99,
          help="BCS points the GM gives for a situation the table does not list."),
    Field("strength", "Strength rating", "int", low=0, high=74),
    Field("weapon", "Weapon", "choice", default=MeleeAttackInput.weapon, choices=_weapon_choices(),
          help="From the Weapons Listing."),
    Field("wdm", "WDM (other weapon)", "number", low=0, high=20, required=False, when=(("weapon", ("custom",)),)),
    Field("thrown", "Thrown at once", "int", default=MeleeAttackInput.thrown, low=1, high=8,
          when=(("weapon", ("shuriken",)),),
          help="Note 10: up to your Dexterity Group; each is rolled for separately at minus that many to the BCS."),
    Field("wdm_kind", "WDM letter (other weapon)", "choice", default=MeleeAttackInput.wdm_kind,
          choices=(("", "None"), ("L", "L"), ("C", "C"), ("B", "B: half lethal, half subdual")),
          when=(("weapon", ("custom",)),)),
    Field("thrusting", "Thrusting (Sai, note 8)", "flag", default=MeleeAttackInput.thrusting, when=(("weapon", SAI),)),
    Field("on_rifle", "Bayonet on a rifle (note 4)", "flag", default=MeleeAttackInput.on_rifle,
          when=(("weapon", BAYONETS),)),
    Field("weighted", "Weighted rope", "flag", default=MeleeAttackInput.weighted, source=cite(247),
          when=(("weapon", ROPES),)),
    Field("gun_enc", "Gun's ENC (rifle butt)", "number", low=0, high=100, required=False,
          when=(("weapon", RIFLE_BUTT),)),
    Field("length", "Weapon length", "choice", default=MeleeAttackInput.length,
          choices=(("listed", "As listed"),) + WEAPON_LENGTHS + (("none", "Not applied"),)),
    Field("target_hex", "Target in", "choice", default=MeleeAttackInput.target_hex, choices=TARGET_HEXES),
    Field("armor", "Armor", "choice", default=MeleeAttackInput.armor, choices=_armor_choices()),
    Field("av", "Armor Value (other)", "int", low=0, high=100, required=False, when=(("armor", ("none",)),)),
    BARE_FIELD,
    Field("roll", "d20", "roll", die="d20"),
    *_location_fields(),
    Field("critical", "Critical", "choice", default=MeleeAttackInput.critical, choices=CRITICAL_CHOICES,
          help="The reference does not say which rolls are critical: mark it."),
    Field("enhancement_roll", "Enhancement d20", "roll", die="d20", required=False, when=(("critical", ("hit",)),)),
    Field("effect_roll", "Effect die roll", "int", low=0, high=30, required=False,
          help="Blank: pyrules rolls the Strength Group's Effect Die."),
    Field("effect_d100", "Critical Effect d100", "roll", die="d100", required=False, when=(("critical", ("hit",)),)),
    Field("miss_kind", "Critical miss table", "choice", default=MeleeAttackInput.miss_kind,
          choices=tuple((k, MISS_KINDS[k]) for k in ("armed", "bow", "unarmed")), when=(("critical", ("miss",)),)),
    Field("miss_roll", "Critical miss d100", "roll", die="d100", required=False, when=(("critical", ("miss",)),)),
    Field("break_roll", "Breaking 1D20", "roll", die="d20", required=False),
)


def resolve_melee(values: dict, rng: random.Random) -> MeleeAttack:
    """The melee tool's parsed values to a resolved attack."""
    return melee_attack(_melee_input(values, values["roll"]), rng)


def melee_effect_die(values: dict) -> str | None:
    """The dice of the Effect Die roll the melee tool's values call for: the Strength Group's Effect
    Die (A13) when the strike hits, or before its d20 is rolled; None on a miss or with no Effect Die.
    A roll field of the exchange's melee stage."""
    roll = values.get("roll")
    inp = _melee_input(values, roll or 1)  # a d20 not yet rolled is not read
    struck = inp.critical != "miss" if roll is None else hits(inp.critical, roll,
                                                               adjusted_bcs(inp.bcs, _melee_modifiers(values)))
    return effect_die(inp) if struck else None


def _melee_modifiers(values: dict):
    return to_hit_modifiers(values["situations"], values["thrown"], values["oda"], values["other"])


def _melee_input(values: dict, roll) -> MeleeAttackInput:
    return MeleeAttackInput(
        bcs=values["bcs"], strength=values["strength"], roll=roll, weapon=values["weapon"],
        wdm=values["wdm"], wdm_kind=values["wdm_kind"], thrown=values["thrown"], thrusting=values["thrusting"],
        on_rifle=values["on_rifle"], weighted=values["weighted"], gun_enc=values["gun_enc"],
        length=values["length"], oda=values["oda"], situations=values["situations"],
        target_hex=values["target_hex"], armor=values["armor"], av=values["av"], bare=values["bare"],
        location=values["location"], location_roll=values["location_roll"], other=values["other"],
        critical=values["critical"], enhancement_roll=values["enhancement_roll"],
        effect_roll=values.get("effect_roll"), effect_d100=values["effect_d100"], miss_kind=values["miss_kind"],
        miss_roll=values["miss_roll"], break_roll=values["break_roll"],
    )


def _to_hit_lines(a: MeleeAttack | GunAttack, bcs: Line) -> list[Line]:
    """The roll to hit: the BCS used, its modifiers, the Adjusted BCS, the d20 and any critical miss."""
    lines = [bcs, *explain.lines(a.modifiers), Line("Adjusted BCS", str(a.adjusted_bcs), source=PUBLISHED_RULE),
             Line("d20", str(a.roll), "hit" if a.hit else "miss")]
    if a.critical_miss:
        m = a.critical_miss
        lines.append(Line(f"Critical miss ({MISS_KINDS[m.kind]})", f"d100 {m.roll}", f"row {m.row.printed}"))
    if a.landed is not None:
        lines.append(Line("Hit location", a.landed.name, a.landed.how))
    return lines


def _effect_headline(c: CriticalEffect, where: Landed) -> str:
    """A Critical Effect as the headline ends with it: ", Stun", ", Lethal to the torso: death"."""
    at = where_it_lands(c.key, where.limb)
    if c.key == "lethal":
        return f", {c.effect} to the {where.name.lower()}: {at}"
    if c.key == "disable":
        return f", {c.effect} ({where.name.lower()})"
    return f", {c.effect}"


def _effect_lines(c: CriticalEffect, where: Landed, damage_done: int) -> list[Line]:
    """What a Critical Effect does where the blow landed (Disable, Lethal) and a Trauma's extra Lethal damage."""
    lines = []
    if at := where_it_lands(c.key, where.limb):
        lines.append(Line(f"{c.effect} to the {where.name.lower()}", at, cite("26-28" if c.key == "disable" else "36-37")))
    if c.key == "trauma":
        lines.append(Line("Trauma: regular Lethal damage", f"+{trauma_lethal(damage_done)}",
                          f"half the Damage Done {damage_done}, rounded half up ({cite(30)})"))
        lines.append(Line("Critical Damage", str(damage_done), f"the Damage Done: also the % chance of a Sever ({cite(32)})"))
    return lines


def strike_headline(a: MeleeAttack | GunAttack) -> str:
    """What a melee or gun attack came to, as its answer's headline says it: "Miss: rolled 15,
    needed 9 or less", "Critical hit: 12 damage done, Stun", "Hit: 1D10+1, 5 damage done, Daze"."""
    if a.critical_miss:
        return f"Critical miss: {a.critical_miss.headline}"
    if not a.hit:
        return f"Miss: rolled {a.roll}, needed {a.adjusted_bcs} or less"
    if isinstance(a, GunAttack):
        headline = f"Hit: {a.dice.notation}, {a.damage_done} damage done"
        se = a.special_effect
        if se is not None and (se.daze or se.stun):
            headline += ", Stun" if se.stun else ", Daze"
    else:
        headline = f"{'Critical hit' if a.critical == 'hit' else 'Hit'}: {a.damage_done} damage done"
    if a.critical_effect:
        assert a.landed is not None  # a critical effect comes of a hit, which lands somewhere
        headline += _effect_headline(a.critical_effect, a.landed)
    return headline


def melee_answer(a: MeleeAttack) -> Answer:
    lines = _to_hit_lines(a, Line("BCS", str(a.bcs)))
    detail: list[str] = []
    if a.critical_miss:
        m = a.critical_miss
        return Answer(strike_headline(a), tuple(lines), (m.text,), a.notes, outcome="failure",
                      passes=_miss_handed_on(m), result=a)
    if not a.hit:
        return Answer(strike_headline(a), tuple(lines), (), a.notes, outcome="failure", result=a)
    assert a.landed is not None  # a hit lands somewhere
    lines.append(Line("Strength", f"{a.strength.rating} → group {a.strength.group}",
                      f"Attribute Group Chart, rating {a.strength.row.printed} · {cite(ATTRIBUTE_GROUP_LINES)}"))
    if a.position:
        lines.append(Line("Position on DAT display", signed(a.position.strength_group_modifier),
                          f"{dict(WEAPON_LENGTHS)[a.position.length]} weapon, target in "
                          f"{dict(TARGET_HEXES)[a.position.hex]}" +
                          ("" if a.position.secondary_strike else "; no secondary strike allowed")))
    lines.append(Line("Effect Die", f"group {a.group_used}: {a.effect_die or 'none'}",
                      f"rolled {a.effect_roll}" if a.effect_die else "no Effect Die: no damage"))
    for source, change in a.weapon.steps:
        lines.append(Line(source, change))
    if a.enhancement:
        lines.append(Line("Critical Hit Enhancement", a.enhancement.printed, f"d20 {a.enhancement.roll}, "
                          f"row {a.enhancement.row.printed}"))
    lines.append(Line("WDM used", f"{number(float(a.wdm_used))}{a.weapon.kind}"))
    broken = a.breaking is not None and a.breaking.broken
    formula = f"{a.effect_roll} × {number(float(a.wdm_used))}"
    if broken:  # the last adjustment to the Damage Potential (note 5)
        formula += f" = {round_half_up(a.effect_roll * Fraction(a.wdm_used).limit_denominator(1000))}, halved (broken)"
    lines.append(Line("Damage Potential", str(a.damage_potential), formula))
    if a.breaking is not None and a.breaking.needed:
        lines.append(Line("Breaking", "broken: damage halved" if broken else "holds", a.breaking.why))
    lines.append(Line("Armor Value", signed(-a.armor.av), f"{a.landed.name}: {a.armor.source}"))
    if a.penetration_limit is not None:
        note = a.penetration_note
        times = 4 if note == 12 else 2
        stopped = a.armor.av > a.penetration_limit
        lines.append(Line("Most AV it can penetrate", str(a.penetration_limit),
                          f"{times} × Strength Group {a.strength.group} (Weapons Listing note {note})"
                          + ("; this armor is harder: no damage" if stopped else "")))
    lines.append(Line("Damage Done", str(a.damage_done)))
    notes = a.notes
    if a.critical_effect:
        c = a.critical_effect
        lines.append(Line("Critical Effect", c.effect, f"d100 {c.roll} + Damage Done {c.damage_done} = {c.total}"
                          + (" (reads as 100)" if c.capped else "") + f", row {c.row.printed}"))
        lines += _effect_lines(c, a.landed, a.damage_done)
        detail.extend(c.explanation)
        if c.key != "none":
            detail.append(SAVING_THROW_RULE)
        if c.key == "trauma":
            notes += (E.TRAUMA_CRITICAL_DAMAGE.footnote,)
    elif a.critical == "hit":
        lines.append(Line("Critical Effect", "not rolled", _why_no_critical_effect(a)))
    if a.weapon.kind == "B" and a.damage_done:
        lines.append(Line("Damage type", "B", "half lethal, half subdual"))
    return Answer(strike_headline(a), tuple(lines), tuple(detail), notes, outcome="success",
                  effect=_wound(a.damage_done, "B" if a.weapon.kind == "B" else "Lethal", a.landed, a.critical_effect),
                  result=a)


def _miss_handed_on(m: CriticalMiss) -> tuple[tuple[str, str, object], ...]:
    """A critical miss handed on to the Critical miss calculator: its table and d100 (what the
    exchange reads to put the miss's Daze or Stun on the one who missed)."""
    return (("aftermath-critical-miss", "kind", m.kind), ("aftermath-critical-miss", "roll", m.roll))


def _why_no_critical_effect(a: MeleeAttack) -> str:
    """Why a critical hit rolled no Critical Effect: armor too hard for the weapon (notes 11, 12), or a
    Damage Potential that did not exceed the Armor Value (l.13)."""
    if a.stopped:
        return (f"the Armor Value {a.armor.av} is more than the weapon can penetrate ({a.penetration_limit}, "
                f"note {a.penetration_note})")
    return f"the Damage Potential {a.damage_potential} did not exceed the Armor Value {a.armor.av} ({cite(13)})"


def _solve_melee(values: dict, rng: random.Random) -> Answer:
    return melee_answer(resolve_melee(values, rng))


def melee_odds(values: dict) -> Odds:
    """The chance to hit before the d20 is rolled: "roll 11 or less on d20" (the Adjusted BCS)."""
    chance, adjusted = chance_to_hit(values["bcs"], _melee_modifiers(values), values["critical"])
    if values["critical"] != "none":
        return Odds(chance, f"a critical {values['critical']}, marked", "to hit")
    return Odds(chance, f"roll {number(adjusted)} or less on d20, the Adjusted BCS", "to hit")


# ---------------------------------------------------------------------------------------------
# Gun

GUN_WEAPON_CHOICES = tuple((key, weapon_label(key)) for key, _, _, _ in RANGE_ROWS)  # "Pistols: STD", by kind
GUN_WEAPON_GROUPS = tuple((RANGE_GROUPS[group], tuple(key for key, *_ in RANGE_ROWS if weapon_group(key) == group))
                          for group in dict.fromkeys(weapon_group(key) for key, *_ in RANGE_ROWS))
BARREL_CHOICES = tuple((key, INHERENT_ACCURACY[key][1]) for key in BARRELS)
# The calibers by the rounds a Range Table row fires, the kind first in each label (read aloud,
# and in a list, under the kind's heading).
ROUND_KINDS = (("pistol", "Pistol"), ("long", "Long gun"), ("slug", "Shotgun slug"), ("shot", "Shot shell"))


def _round_kind(key: str) -> str:
    """Which rounds a caliber key is: "pistol", "long", "slug" or "shot"."""
    kind = key.split(":", 1)[0]
    return "slug" if kind == "shot" and key.endswith(":Slug") else kind


AMMO_CHOICES = (("custom", "Other: enter BDG"),) + tuple(
    (key, f"{label}: {a.caliber} (BDG {a.bdg})")
    for kind, label in ROUND_KINDS for key, a in AMMUNITION.items() if _round_kind(key) == kind)
AMMO_GROUPS = tuple((label, tuple(key for key in AMMUNITION if _round_kind(key) == kind)) for kind, label in ROUND_KINDS)

GUN_FIELDS = (
    Field("weapon", "Weapon", "choice", default=GunAttackInput.weapon, choices=GUN_WEAPON_CHOICES,
          groups=GUN_WEAPON_GROUPS, help="The Range Table's rows, by kind."),
    Field("barrel", "SMG barrel", "choice", default=GunAttackInput.barrel, choices=BARREL_CHOICES,
          help="Another barrel than STD: the SMG's range and Inherent Accuracy are a pistol's of that barrel.",
          when=(("weapon", ("smg",)),)),
    Field("distance", "Distance (m)", "number", low=0, high=100000),
    Field("bcs", "BCS", "int", low=-99, high=99),
    Field("average_bcs", "Average BCS (hip fire)", "int", low=-99, high=99, required=False),
    Field("situations", "Situation", "flags", choices=tuple((s.key, f"{s.printed} {s.modifier}") for s in MISSILE),
          required=False),
    Field("damage_taken", "Damage taken this turn", "int", default=GunAttackInput.damage_taken, low=0, high=999),
    Field("target", "Target is", "choice", default=GunAttackInput.target,
          choices=tuple((key, printed) for key, printed, _, _ in TARGET_ACTION_ROWS)),
    Field("dodging", "Target dodging", "flag", default=GunAttackInput.dodging),
    Field("cda", "Target CDA", "int", default=GunAttackInput.cda, low=0, high=99),
    Field("match", "Match Weapon", "flag", default=GunAttackInput.match),
    Field("bursts", "Full Bursts fired", "int", default=GunAttackInput.bursts, low=0, high=99,
          when=(("weapon", tuple(sorted(AUTOFIRE_WEAPONS))),)),
    Field("action", "Gun action", "choice", default=GunAttackInput.action, choices=(("", "Not given"),) +
          tuple((code, f"{code}: {text}") for code, text in GUN_ACTION_ROWS), required=False),
    Field("other", "Other modifier", "int", default=GunAttackInput.other, low=-99, high=99,
          help="BCS points the GM gives for a situation the tables do not list."),
    Field("ammo", "Caliber", "choice", default=GunAttackInput.ammo, choices=AMMO_CHOICES, groups=AMMO_GROUPS,
          help="Grouped by the rounds each weapon fires: pistol, long gun, shotgun slug, shot shell."),
    Field("bdg", "BDG (other round)", "int", low=1, high=500, required=False, when=(("ammo", ("custom",)),)),
    Field("roll", "d20", "roll", die="d20"),
    Field("critical", "Critical", "choice", default=GunAttackInput.critical, choices=CRITICAL_CHOICES,
          help="The reference does not say which rolls are critical: mark it."),
    Field("critical_roll", "Critical dice roll", "int", low=1, high=20, required=False,
          help="Pistol 1D10, Rifle 2D10 to BDG, Burst 1D3 rounds; blank: rolled.", when=(("critical", ("hit",)),)),
    *_location_fields(),
    Field("av", "Armor Value", "int", default=GunAttackInput.av, low=0, high=100),
    BARE_FIELD,
    Field("damage_roll", "Damage dice roll", "int", low=0, high=1100, required=False,
          help="Blank: pyrules rolls the damage dice."),
    Field("special", "Roll Missile Special Effects", "flag", default=GunAttackInput.special),
    Field("special_roll", "Special effect d100", "roll", die="d100", required=False),
    Field("mass", "Target Mass (stopping)", "number", low=0, high=100000, required=False),
    Field("knock_back_roll", "Knock-back 2D3", "roll", die="2d3", required=False),
    Field("effect_d100", "Critical Effect d100", "roll", die="d100", required=False),
    Field("miss_kind", "Critical miss table", "choice", default=GunAttackInput.miss_kind,
          choices=(("modern", MISS_KINDS["modern"]), ("black_powder", MISS_KINDS["black_powder"])),
          when=(("critical", ("miss",)),)),
    Field("miss_roll", "Critical miss d100", "roll", die="d100", required=False, when=(("critical", ("miss",)),)),
    Field("durability", "Weapon Durability", "int", low=0, high=99, required=False, when=(("critical", ("miss",)),)),
)


def resolve_gun(values: dict, rng: random.Random) -> GunAttack:
    """The gun tool's parsed values to a resolved attack."""
    return gun_attack(_gun_input(values, values["roll"]), rng)


def gun_critical_dice(values: dict) -> str | None:
    """The dice of the critical dice roll the gun tool's values call for (A1): a Pistol's 1D10 or a
    Rifle's 2D10 added to the BDG, a Burst's 1D3 more rounds; None but on a critical hit. A roll
    field of the exchange's gun stage."""
    return (critical_dice(values["weapon"]) or "1D3") if values["critical"] == "hit" else None


def gun_damage_dice(values: dict) -> str | None:
    """The damage dice the gun tool's values call for (A28): the BDG at the range, a critical hit's
    dice added, when the shot hits or before its d20 is rolled; None on a miss, or while a critical
    hit's own roll is not known. A roll field of the exchange's gun stage."""
    roll = values.get("roll")
    inp = _gun_input({**values, "critical_roll": values.get("critical_roll"), "damage_roll": None}, roll or 1)
    struck = inp.critical != "miss" if roll is None else hits(inp.critical, roll, to_hit(inp).adjusted)
    dice = damage_dice_of(inp) if struck else None
    return None if dice is None else dice.notation


def gun_odds(values: dict) -> Odds:
    """The chance to hit before the d20 is rolled: "roll 9 or less on d20, the Adjusted BCS"."""
    aim = to_hit(_gun_input(values, roll=1))  # the d20 itself is not read
    chance, adjusted = chance_to_hit(aim.bcs_used, aim.modifiers, values["critical"])
    if values["critical"] != "none":
        return Odds(chance, f"a critical {values['critical']}, marked", "to hit")
    return Odds(chance, f"roll {number(adjusted)} or less on d20, the Adjusted BCS", "to hit")


def _gun_input(values: dict, roll) -> GunAttackInput:
    return GunAttackInput(
        distance=values["distance"], bcs=values["bcs"], roll=roll, weapon=values["weapon"],
        barrel=values["barrel"], average_bcs=values["average_bcs"], situations=values["situations"],
        damage_taken=values["damage_taken"], target=values["target"], dodging=values["dodging"], cda=values["cda"],
        match=values["match"], bursts=values["bursts"], action=values["action"], ammo=values["ammo"],
        bdg=values["bdg"], other=values["other"], critical=values["critical"],
        critical_roll=values["critical_roll"], av=values["av"], bare=values["bare"], location=values["location"],
        location_roll=values["location_roll"], damage_roll=values["damage_roll"], special=values["special"],
        special_roll=values["special_roll"], mass=values["mass"], knock_back_roll=values["knock_back_roll"],
        effect_d100=values["effect_d100"], miss_kind=values["miss_kind"], miss_roll=values["miss_roll"],
        durability=values["durability"],
    )


def gun_answer(a: GunAttack) -> Answer:
    r = a.range
    lines = [Line("Range Step", r.step, f"{number(float(r.distance))} m, {weapon_label(a.weapon)} (up to {r.limit} m)")]
    lines += _to_hit_lines(a, Line(a.bcs_source, str(a.bcs_used)))
    detail: list[str] = []
    if a.critical_miss:
        m = a.critical_miss
        if a.explosion:
            x = a.explosion
            lines.append(Line("Burst effect" + (" if it goes off" if m.cook_off else ""), str(x.burst),
                              f"BDG {x.bdg}/{x.divisor}, nearest (chamber explosion, 86-95)" if m.cook_off
                              else f"BDG {x.bdg}/{x.divisor}, nearest"))
            if x.durability is not None:
                lines.append(Line("D10s of Lethal Damage", str(x.d10s), f"burst {x.burst} − Durability {x.durability}"
                                  + ("" if x.explodes else ": less than 1, the main load is a dud")))
        return Answer(strike_headline(a), tuple(lines), (m.text,), a.notes, outcome="failure",
                      passes=_miss_handed_on(m), result=a)
    if not a.hit:
        return Answer(strike_headline(a), tuple(lines), (), a.notes, outcome="failure", result=a)
    assert a.landed is not None  # a hit lands somewhere
    source = a.round.caliber + " " + a.round.table if a.round else "BDG entered"
    lines.append(Line("Base BDG", str(a.base_bdg), source))
    lines.append(Line("Range BDG", r.bdg_printed, f"BDG {a.range_bdg}" +
                      (" (rounded half up)" if r.bdg_rule[0] == "percent" else "")))
    if a.critical == "hit":
        assert a.critical_text is not None  # said of every critical hit
        if a.critical_dice:
            lines.append(Line(f"Critical hit ({a.critical_kind})", a.critical_text,
                              f"rolled {a.critical_roll}: BDG {a.bdg}"))
        else:
            lines.append(Line("Critical hit (Burst)", a.critical_text, f"1D3 = {a.critical_roll} additional rounds"))
    lines.append(Line("Damage dice", a.dice.notation, f"BDG {a.bdg}: BDG/10 up D10s, plus BDG/10 nearest"))
    lines.append(Line("Damage rolled", str(a.damage_roll)))
    lines.append(Line("Armor Value", signed(-a.av), f"{a.landed.name}: {a.av_source}"))
    if a.special is not None:
        lines.append(Line("Missile Special Effect", a.special.printed, a.special.value.text))
        se = a.special.value
        if se.daze:
            detail.extend(EFFECT_EXPLANATIONS["daze"])
        if se.stun:  # 76-85 and up: as 66-75 plus a Stun (l.661), the Stun's time taking in the Daze
            detail.extend(EFFECT_EXPLANATIONS["stun"])
    lines.append(Line("Damage Done", str(a.damage_done)))
    if a.b_damage:
        lines.append(Line("Damage type", "B", f"half lethal, half subdual: {a.b_damage}"))
    if a.stopping is not None:
        s = a.stopping
        lines.append(Line("Stopping effect number", number(float(s.effect_number)),
                          f"BDG {s.damage} / Mass {number(float(s.mass))}"))
        if s.level == 0:
            assert s.percent is not None  # level 0 is a chance
            lines.append(Line("Stopping", f"{as_percent(min(s.percent / 100, Fraction(1)))} chance",
                              "of the knock-back result"))
            if a.knock_back is not None:
                lines.append(Line("Knock back if it happens", f"{a.knock_back} m", KNOCK_BACK))
        else:
            lines.append(Line("Stopping", s.printed, s.text))
            if a.knock_back is not None:
                lines.append(Line("Knock back", f"{a.knock_back} m", KNOCK_BACK))
    if a.critical_effect:
        c = a.critical_effect
        bonus = f" + {c.bonus}" if c.bonus else ""
        lines.append(Line("Critical Effect", c.effect, f"d100 {c.roll} + Damage Done {c.damage_done}{bonus} = "
                          f"{c.total}" + (" (reads as 100)" if c.capped else "")))
        lines += _effect_lines(c, a.landed, a.damage_done)
        detail.extend(c.explanation)
    notes = a.notes
    if a.critical_effect and a.critical_effect.key == "trauma":
        notes = notes + (E.TRAUMA_CRITICAL_DAMAGE.footnote,)
    if a.weapon == "smg":
        notes = notes + (SMG_FOOTNOTE,)
    if a.weapon in ("auto_carbine", "auto_rifle", "smg"):
        notes = notes + (BURST_FOOTNOTE,)
    return Answer(strike_headline(a), tuple(lines), tuple(dict.fromkeys(detail)), notes, outcome="success",
                  effect=_wound(a.damage_done, "B" if a.b_damage else "Lethal", a.landed, a.critical_effect,
                                a.special_effect), result=a)


# The Critical Effects the tracker keeps as conditions, by key (the tracker times a Daze and a Stun).
CONDITIONS: tuple[EffectKey, ...] = ("stun", "daze", "disable", "trauma")


def _wound(damage_done: int, pool: str, where: Landed | None, critical: CriticalEffect | None = None,
           special: SpecialEffect | None = None) -> Effect | None:
    """The Damage Done as the tracker takes it: on the pool its damage type fills, where it landed,
    the Daze, Stun, Disable or Trauma it leaves as conditions (named as the Critical Effect Table
    names them; the tracker times a Daze and a Stun), a Lethal effect as what it does there, and a
    Trauma's extra regular Lethal damage (l.30)."""
    if not damage_done:
        return None
    left: set[EffectKey] = set()
    if special is not None and special.daze:
        left.add("daze")
    if special is not None and special.stun:
        left.add("stun")
    effect: EffectKey = critical.key if critical else "none"
    if effect in CONDITIONS:
        left.add(effect)
    if "stun" in left:  # a Stun brings its own Daze for the following Combat Turn (l.24)
        left.discard("daze")
    effects: tuple[str, ...] = ()
    if effect == "lethal":
        assert where is not None  # a critical effect comes of a hit, which lands somewhere
        effects = (f"{EFFECT_NAME[effect]}: {where_it_lands(effect, where.limb)}",)
    also = (("Lethal", trauma_lethal(damage_done)),) if effect == "trauma" else ()
    return Effect(damage_done, pool, location=where.text if where else "", effects=effects,
                  conditions=tuple(EFFECT_NAME[key] for key in CONDITIONS if key in left), also=also)


def _solve_gun(values: dict, rng: random.Random) -> Answer:
    return gun_answer(resolve_gun(values, rng))


# ---------------------------------------------------------------------------------------------
# Hit location

DIRECTION_CHOICES = (("none", "No modification"),) + tuple(
    (f"{body}:{key}", f"{body.capitalize()} {printed}") for (body, key), (printed, _, _) in DIRECTIONS.items())


def _solve_location(values: dict, rng: random.Random) -> Answer:
    body = values["body"]
    direction = values.get("direction", "none")
    notes: list[str] = []
    if direction != "none":
        dir_body, key = direction.split(":")
        if dir_body != body:
            raise RulesError(f"“{dict(DIRECTION_CHOICES)[direction]}” is for {dir_body} bodies.", "direction")
        modifier = direction_modifier(body, key)
        if (body, key) == ("bipedal", "above"):
            notes.append(E.FROM_ABOVE.footnote)
    else:
        modifier = 0
    split_roll = values.get("split_roll")
    if split_roll is None and "/" in read_hit_location(values["roll"], body, modifier).location:
        split_roll = rng.randint(1, 100)
    result = read_hit_location(values["roll"], body, modifier, split_roll=split_roll,
                               facing=values.get("facing", "front_rear"))
    lines = [Line("d100", str(result.roll))]
    if modifier:
        lines.append(Line("Direction", signed(modifier), dict(DIRECTION_CHOICES)[direction]))
        lines.append(Line("Modified roll", str(result.modified), "clamped to 1..100"))
    lines.append(Line(f"Hit Location Table ({body})", result.location, f"row {result.row.printed}"))
    if result.split:
        s = result.split
        lines.append(Line(FACING_LABELS[s.facing], s.part, f"d100 {s.roll}: {s.row.printed} {s.label}"))
        if len(result.parts) == 2 and s.facing == "front_rear":
            notes.append(E.EITHER_LOCATION.footnote)
    if result.belly:
        lines.append(Line("Belly location", "yes", "Belly locations are " + ", ".join(map(str, BELLY_LOCATIONS))))
    return Answer(f"Location {result.final}", tuple(lines), (), tuple(notes))


# ---------------------------------------------------------------------------------------------
# Small lookups

def _solve_critical_effect(values: dict, rng: random.Random) -> Answer:
    c = read_critical_effect(values["roll"], values.get("damage_done", 0), 30 if values.get("plus30") else 0)
    bonus = f" + {c.bonus}" if c.bonus else ""
    lines = (Line("Roll", f"{c.roll} + {c.damage_done}{bonus} = {c.total}",
                  "reads as the last row" if c.capped else ""),
             Line("Critical Effect Table", c.effect, f"row {c.row.printed}"))
    detail = c.explanation + ((SAVING_THROW_RULE,) if c.key != "none" else ())
    notes = (E.TRAUMA_WORDING.footnote,) if c.key == "trauma" else ()
    return Answer(c.effect, lines, detail, notes, outcome="none" if c.key == "none" else "failure")


def _solve_critical_miss(values: dict, rng: random.Random) -> Answer:
    m = critical_miss(values["kind"], values["roll"])
    lines = [Line(MISS_KINDS[m.kind], f"d100 {m.roll}", f"row {m.row.printed}")]
    notes = (E.MODERN_CUT_OFF.footnote,) if m.from_black_powder else ()
    if m.burst_divisor and values.get("bdg") is not None:
        x = chamber_explosion(values["bdg"], m.burst_divisor, values.get("durability"))
        lines.append(Line("Burst effect", str(x.burst), f"BDG {x.bdg}/{x.divisor}, nearest"))
        if x.durability is not None:
            lines.append(Line("D10s of Lethal Damage", str(x.d10s),
                              "the chamber explodes" if x.explodes else "less than 1: treat as a dud"))
    return Answer(m.headline, tuple(lines), (m.text,), notes, outcome="failure")


def _solve_damage(values: dict, rng: random.Random) -> Answer:
    d = damage_dice(values["bdg"])
    lines = (Line("D10s", str(d.dice), f"BDG {d.bdg}/10, up"),
             Line("Damage Points", signed(d.points) if d.points else "0", f"BDG {d.bdg}/10, nearest"))
    return Answer(d.notation, lines, (), (f"Halves round up: BDG 25 gives 3D10+3. {PUBLISHED_RULE}",))


def _knock_back_lines(s: Stopping) -> tuple[str, list[Line], tuple[str, ...]]:
    """A blow's Stopping (A30): the headline, the lines and the notes."""
    lines = [Line("Effect number", number(float(s.effect_number)), f"{s.damage} / Mass {number(float(s.mass))}")]
    notes: tuple[str, ...] = ()
    if s.level == 0:
        assert s.percent is not None  # level 0 is a chance
        head = f"{as_percent(min(s.percent / 100, Fraction(1)))} chance of knock back"
        lines.append(Line(s.printed, f"{number(float(s.percent))}%", s.text))
    else:
        head = {1: "Knock back 2D3 m", 2: "Knock back 2D3 m, Critical Saving Throw to stay up",
                3: "Knock back 2D3 m and knocked down"}[s.level]
        lines.append(Line(s.printed, "", s.text))
        if s.effect_number in (1, 5, 10):
            notes = (E.STOPPING_EDGES.footnote,)
    return head, lines, notes


def _forward_motion_lines(category: int, pca: int | None) -> tuple[str, list[Line]]:
    """Stopping Forward Motion (A17) from a category: the headline and a line a category."""
    if category == 3 and pca is None:
        return "Category 3: PCA + 2 more phases before stopping", [
            Line("Category 3", "PCA phases at normal BMA", "out of the central Front hex; then Category 2"),
            Line("Category 2", "1 phase at normal BMA", "out a Front hex; then Category 1"),
            Line("Category 1", "1 phase at normal BMA", "out a Front hex; then Category 0"),
        ]
    result = forward_motion(category, pca)
    lines = [Line(f"Category {start}", f"{phases} phase{'s' if phases != 1 else ''} at normal BMA",
                  f"{'his PCA' if start == 3 else '1'}, {direction}; then Category {start - 1}")
             for start, phases, direction in result.steps]
    if category == 0:
        return "Category 0: normal DAT movement", lines
    return f"Category {category}: {result.phases} more phase{'s' if result.phases != 1 else ''} before stopping", lines


def _solve_stopping(values: dict, rng: random.Random) -> Answer:
    """A blow's knock back, a moving character's stopping, or both: knock back drops the category."""
    blow = values["damage"] is not None or values["mass"] is not None
    if not blow and values["motion"] == "none":
        raise RulesError("Enter the Adjusted BDG and the target's Mass, or how the character is moving.", "damage")
    heads: list[str] = []
    lines: list[Line] = []
    notes: tuple[str, ...] = ()
    knocked = None
    if blow:
        for name, label in (("damage", "Adjusted BDG or Damage Potential"), ("mass", "Target's Mass")):
            if values[name] is None:
                raise RulesError(f"{label}: enter a value.", name)
        s = stopping(values["damage"], values["mass"])
        head, lines, notes = _knock_back_lines(s)
        heads.append(head)
        if s.level and values["motion"] != "none":
            knocked = values["knock_back_roll"] or roll(KNOCK_BACK, rng).total
            lines.append(Line("Knock back", f"{knocked} m", KNOCK_BACK))
    detail: tuple[str, ...] = ()
    if values["motion"] != "none":
        label, category = MOTIONS[values["motion"]]
        lines.append(Line("Moving", label, f"Category {category}"))
        if knocked is not None:
            after = category_after_knock_back(category, knocked)
            lines.append(Line("After knock back", f"Category {after}",
                              f"one category less per {KNOCK_BACK_PER_CATEGORY} m", cite(669)))
            category = after
        detail = (f"Category {category}: {FORWARD_MOTION[category]}",)
        head, motion_lines = _forward_motion_lines(category, values["pca"])
        lines += motion_lines
        heads.append(head)
        if category == 3 and values["pca"] is None:
            notes += ("Enter the PCA for the number of phases.",)
    return Answer("; ".join(heads), tuple(lines), detail, notes)


def _solve_reaction(values: dict, rng: random.Random) -> Answer:
    r = reaction(values["roll"])
    lines = (Line("d100", str(r.roll), f"row {r.row.printed}"),
             Line("Band", r.band), Line("Value number", r.printed_value))
    notes = (E.REACTION_BANDS.footnote,) if r.band != r.description else ()
    outcome: Outcome = "success" if r.value > 0 else "failure" if r.value < 0 else "none"
    return Answer(f"{r.description} ({r.printed_value})", lines, (r.notes,), notes, outcome=outcome)


def _solve_attributes(values: dict, rng: random.Random) -> Answer:
    g = attribute_group(values["rating"])
    lines = (Line("Rating", str(g.rating), f"row {g.row.printed}"), Line("Group Number", str(g.group)),
             Line("Effect Die", g.printed_die))
    notes = (E.GROUPS_7_AND_8.footnote,) if g.group in (7, 8) else ()
    return Answer(f"Group {g.group}, Effect Die {g.printed_die}", lines, (), notes)


# ---------------------------------------------------------------------------------------------

MELEE = Tool(
    "aftermath-melee", "Melee attack", MELEE_FIELDS, _solve_melee, ("A1", "A2", "A3", "A5", "A8", "A13"),
    "BCS and situation, d20, Damage Potential (Effect Die × WDM) less AV, criticals.", live=False,
    odds_field="roll", odds_label="to hit", before_roll=melee_odds,
)
GUN = Tool(
    "aftermath-gun", "Gun attack", GUN_FIELDS, _solve_gun,
    ("A1", "A4", "A6", "A26", "A27", "A28", "A29", "A30", "A31", "A32", "A33", "A34", "A35"),
    "Range step, accuracy, situation and target, caliber BDG to damage dice, special effects.", live=False,
    odds_field="roll", odds_label="to hit", before_roll=gun_odds,
)
LOCATION = Tool(
    "aftermath-location", "Hit location",
    (Field("body", "Body", "choice", default="bipedal",
           choices=tuple((b, b.capitalize()) for b in HIT_LOCATION_TABLES)),
     Field("direction", "Attack from", "choice", default="none", choices=DIRECTION_CHOICES),
     Field("facing", "Facing", "choice", default="front_rear", choices=tuple(FACING_LABELS.items())),
     Field("roll", "d100", "roll", die="d100"),
     Field("split_roll", "Split d100", "roll", die="d100", required=False, help="Picks one location of X/Y or X/Y/Z.")),
    _solve_location, ("A7",), "d100 to a location, direction modifiers, X/Y splits by facing.",
)
CRITICAL_EFFECT = Tool(
    "aftermath-critical-effect", "Critical effect",
    (Field("roll", "d100", "roll", die="d100"),
     Field("damage_done", "Damage Done", "int", default=0, low=0, high=999),
     Field("plus30", "Missile special effect 96-00 (+30)", "flag", default=False)),
    _solve_critical_effect, ("A2",), "d100 + Damage Done to Daze, Stun, Disable, Trauma or Lethal.",
)
CRITICAL_MISS = Tool(
    "aftermath-critical-miss", "Critical miss",
    (Field("kind", "Table", "choice", default="armed", choices=tuple(MISS_KINDS.items())),
     Field("roll", "d100", "roll", die="d100"),
     Field("bdg", "Round's BDG (chamber explosion)", "int", low=0, high=500, required=False),
     Field("durability", "Weapon Durability", "int", low=0, high=99, required=False)),
    _solve_critical_miss, ("A8", "A34", "A35"), "Armed, bow, unarmed, black-powder and modern firearms.",
)
DAMAGE = Tool(
    "aftermath-gun-damage", "Damage dice from BDG",
    (Field("bdg", "BDG", "int", low=1, high=1000),), _solve_damage, ("A28",), "BDG to D10s plus points.",
)
STOPPING = Tool(
    "aftermath-stopping", "Stopping",
    (Field("damage", "Adjusted BDG or Damage Potential", "int", low=0, high=9999, required=False,
           help="With the Mass: the blow's knock back."),
     Field("mass", "Target's Mass", "number", low=0, high=100000, required=False),
     Field("motion", "Moving at", "choice", "none",
           (("none", "Not asked: knock back only"),) + tuple((k, label) for k, (label, _) in MOTIONS.items()),
           help="How the target was moving: the phases before he can stop."),
     Field("pca", "PCA", "int", low=1, high=20, required=False, help="Needed from Category 3.",
           when=(("motion", ("charge",)),)),
     Field("knock_back_roll", "Knock-back 2D3", "roll", die="2d3", required=False,
           help="Each 2 m of knock back drop one category of forward motion.")),
    _solve_stopping, ("A17", "A30"),
    "Knock back from BDG / Mass, the phases a moving character needs to stop, and the one on the other.",
)
REACTION = Tool(
    "aftermath-reaction", "Reaction", (Field("roll", "d100", "roll", die="d100"),), _solve_reaction, ("A14",),
    "d100 to the reaction, its value number and notes.",
)
ATTRIBUTES = Tool(
    "aftermath-attributes", "Attribute group", (Field("rating", "Attribute rating", "int", low=0, high=74),),
    _solve_attributes, ("A13",), "Rating to Group Number and Effect Die.",
)

TOOLS: tuple[Tool, ...] = (MELEE, GUN, LOCATION, CRITICAL_EFFECT, CRITICAL_MISS, DAMAGE, STOPPING, REACTION,
                           ATTRIBUTES)
