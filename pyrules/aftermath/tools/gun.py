"""The gun attack calculator (key "aftermath-gun"): range step, accuracy, situation and target,
the caliber's BDG to damage dice, special effects and criticals."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from pyrules.aftermath.ammunition import AMMUNITION
from pyrules.aftermath.data.combat import EFFECT_EXPLANATIONS, KNOCK_BACK, MISS_KINDS, MISSILE, TARGET_ACTION_ROWS
from pyrules.aftermath.data.guns import BURST_FOOTNOTE, GUN_ACTION_ROWS, RANGE_GROUPS, RANGE_ROWS, SMG_FOOTNOTE
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
from pyrules.aftermath.guns import AUTOFIRE_WEAPONS, INHERENT_ACCURACY, weapon_group, weapon_label
from pyrules.aftermath.melee_attack import chance_to_hit, hits
from pyrules.aftermath.tools.strike import (
    BARE_FIELD,
    CRITICAL_CHOICES,
    effect_lines,
    location_fields,
    miss_handed_on,
    strike_headline,
    to_hit_lines,
    wound,
)
from pyrules.core.explain import number, signed
from pyrules.core.odds import Odds, as_percent
from pyrules.core.tools import Answer, Field, Line, Tool


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
    *location_fields(),
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


def resolve_gun(values: dict[str, Any], rng: random.Random) -> GunAttack:
    """The gun tool's parsed values to a resolved attack."""
    return gun_attack(_gun_input(values, values["roll"]), rng)


def gun_critical_dice(values: dict[str, Any]) -> str | None:
    """The dice of the critical dice roll the gun tool's values call for (A1): a Pistol's 1D10 or a
    Rifle's 2D10 added to the BDG, a Burst's 1D3 more rounds; None but on a critical hit. A roll
    field of the exchange's gun stage."""
    return (critical_dice(values["weapon"]) or "1D3") if values["critical"] == "hit" else None


def gun_damage_dice(values: dict[str, Any]) -> str | None:
    """The damage dice the gun tool's values call for (A28): the BDG at the range, a critical hit's
    dice added, when the shot hits or before its d20 is rolled; None on a miss, or while a critical
    hit's own roll is not known. A roll field of the exchange's gun stage."""
    if not gun_strikes(values):
        return None
    inp = _gun_input({**values, "critical_roll": values.get("critical_roll"), "damage_roll": None},
                     values.get("roll") or 1)
    dice = damage_dice_of(inp)
    return None if dice is None else dice.notation


def gun_strikes(values: dict[str, Any]) -> bool:
    """Whether the gun tool's values hit, as far as they are known: the d20 at or under the Adjusted
    BCS; before the d20 is rolled, unless the shot is marked a critical miss."""
    roll = values.get("roll")
    inp = _gun_input({**values, "critical_roll": values.get("critical_roll"), "damage_roll": None}, roll or 1)
    return inp.critical != "miss" if roll is None else hits(inp.critical, roll, to_hit(inp).adjusted)


def gun_odds(values: dict[str, Any]) -> Odds:
    """The chance to hit before the d20 is rolled: "roll 9 or less on d20, the Adjusted BCS"."""
    aim = to_hit(_gun_input(values, roll=1))  # the d20 itself is not read
    chance, adjusted = chance_to_hit(aim.bcs_used, aim.modifiers, values["critical"])
    if values["critical"] != "none":
        return Odds(chance, f"a critical {values['critical']}, marked", "to hit")
    return Odds(chance, f"roll {number(adjusted)} or less on d20, the Adjusted BCS", "to hit")


def _gun_input(values: dict[str, Any], roll: int) -> GunAttackInput:
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
    lines += to_hit_lines(a, Line(a.bcs_source, str(a.bcs_used)))
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
                      passes=miss_handed_on(m), result=a)
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
        lines += effect_lines(c, a.landed, a.damage_done)
        detail.extend(c.explanation)
    notes = a.notes
    if a.critical_effect and a.critical_effect.key == "trauma":
        notes = notes + (E.TRAUMA_CRITICAL_DAMAGE.footnote,)
    if a.weapon == "smg":
        notes = notes + (SMG_FOOTNOTE,)
    if a.weapon in ("auto_carbine", "auto_rifle", "smg"):
        notes = notes + (BURST_FOOTNOTE,)
    return Answer(strike_headline(a), tuple(lines), tuple(dict.fromkeys(detail)), notes, outcome="success",
                  effect=wound(a.damage_done, "B" if a.b_damage else "Lethal", a.landed, a.critical_effect,
                                a.special_effect), result=a)


def _solve_gun(values: dict[str, Any], rng: random.Random) -> Answer:
    return gun_answer(resolve_gun(values, rng))


TOOL = Tool(
    "aftermath-gun", "Gun attack", GUN_FIELDS, _solve_gun,
    ("A1", "A4", "A6", "A26", "A27", "A28", "A29", "A30", "A31", "A32", "A33", "A34", "A35"),
    "Range step, accuracy, situation and target, caliber BDG to damage dice, special effects.", live=False,
    odds_field="roll", odds_label="to hit", before_roll=gun_odds,
)
