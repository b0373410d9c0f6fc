"""The melee attack calculator (key "aftermath-melee"): BCS and situation, the d20, Damage
Potential (Effect Die × WDM) less the Armor Value where the blow landed, and criticals."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from pyrules.aftermath.armor import ARMOR, CLOTHS
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.character import ATTRIBUTE_GROUP_LINES
from pyrules.aftermath.data.combat import HAND_TO_HAND, MISS_KINDS, SAVING_THROW_RULE, TARGET_HEXES, WEAPON_LENGTHS
from pyrules.aftermath.data.world import HORSE_ATTACKS
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.melee_attack import (
    MeleeAttack,
    MeleeAttackInput,
    adjusted_bcs,
    breaking_called_for,
    chance_to_hit,
    effect_die,
    hits,
    melee_attack,
    to_hit_modifiers,
)
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
from pyrules.aftermath.weapons import ROPE_WHIPS, WEAPONS, WEIGHTED_VERSION
from pyrules.core.explain import Modifier, number, signed
from pyrules.core.odds import Odds
from pyrules.core.rounding import round_half_up
from pyrules.core.tools import Answer, Field, Line, Tool


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
    *location_fields(),
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


def resolve_melee(values: dict[str, Any], rng: random.Random) -> MeleeAttack:
    """The melee tool's parsed values to a resolved attack."""
    return melee_attack(_melee_input(values, values["roll"]), rng)


def melee_effect_die(values: dict[str, Any]) -> str | None:
    """The dice of the Effect Die roll the melee tool's values call for: the Strength Group's Effect
    Die (A13) when the strike hits, or before its d20 is rolled; None on a miss or with no Effect Die.
    A roll field of the exchange's melee stage."""
    return effect_die(_melee_input(values, values.get("roll") or 1)) if melee_strikes(values) else None


def melee_strikes(values: dict[str, Any]) -> bool:
    """Whether the melee tool's values hit, as far as they are known: the d20 at or under the
    Adjusted BCS; before the d20 is rolled, unless the attack is marked a critical miss."""
    roll = values.get("roll")
    inp = _melee_input(values, roll or 1)  # a d20 not yet rolled is not read
    return inp.critical != "miss" if roll is None else hits(inp.critical, roll,
                                                            adjusted_bcs(inp.bcs, _melee_modifiers(values)))


def melee_breaking_called_for(values: dict[str, Any]) -> bool:
    """Whether a hit with the melee tool's values calls for the Breaking 1D20 (notes 5 and 6)."""
    return breaking_called_for(_melee_input(values, values.get("roll") or 1))


def _melee_modifiers(values: dict[str, Any]) -> tuple[Modifier, ...]:
    return to_hit_modifiers(values["situations"], values["thrown"], values["oda"], values["other"])


def _melee_input(values: dict[str, Any], roll: int) -> MeleeAttackInput:
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


def melee_answer(a: MeleeAttack) -> Answer:
    lines = to_hit_lines(a, Line("BCS", str(a.bcs)))
    detail: list[str] = []
    if a.critical_miss:
        m = a.critical_miss
        return Answer(strike_headline(a), tuple(lines), (m.text,), a.notes, outcome="failure",
                      passes=miss_handed_on(m), result=a)
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
        lines += effect_lines(c, a.landed, a.damage_done)
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
                  effect=wound(a.damage_done, "B" if a.weapon.kind == "B" else "Lethal", a.landed, a.critical_effect),
                  result=a)


def _why_no_critical_effect(a: MeleeAttack) -> str:
    """Why a critical hit rolled no Critical Effect: armor too hard for the weapon (notes 11, 12), or a
    Damage Potential that did not exceed the Armor Value (l.13)."""
    if a.stopped:
        return (f"the Armor Value {a.armor.av} is more than the weapon can penetrate ({a.penetration_limit}, "
                f"note {a.penetration_note})")
    return f"the Damage Potential {a.damage_potential} did not exceed the Armor Value {a.armor.av} ({cite(13)})"


def _solve_melee(values: dict[str, Any], rng: random.Random) -> Answer:
    return melee_answer(resolve_melee(values, rng))


def melee_odds(values: dict[str, Any]) -> Odds:
    """The chance to hit before the d20 is rolled: "roll 11 or less on d20" (the Adjusted BCS)."""
    chance, adjusted = chance_to_hit(values["bcs"], _melee_modifiers(values), values["critical"])
    if values["critical"] != "none":
        return Odds(chance, f"a critical {values['critical']}, marked", "to hit")
    return Odds(chance, f"roll {number(adjusted)} or less on d20, the Adjusted BCS", "to hit")


TOOL = Tool(
    "aftermath-melee", "Melee attack", MELEE_FIELDS, _solve_melee, ("A1", "A2", "A3", "A5", "A8", "A13"),
    "BCS and situation, d20, Damage Potential (Effect Die × WDM) less AV, criticals.", live=False,
    odds_field="roll", odds_label="to hit", before_roll=melee_odds,
)
