"""What the melee and gun calculators share: where a hit lands and the armor it meets, the roll to
hit as lines, the headline a strike comes to, what its Critical Effect does there, and the wound
the tracker takes from it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyrules.aftermath.critical import EFFECT_NAME, CriticalEffect, trauma_lethal, where_it_lands
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import MISS_KINDS, EffectKey, SpecialEffect
from pyrules.aftermath.data.gear import AREA_LOCATIONS, AREA_NAMES
from pyrules.aftermath.hit_location import Landed
from pyrules.aftermath.melee_attack import MeleeAttack
from pyrules.aftermath.misses import CriticalMiss
from pyrules.core import explain
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Effect, Field, Line

if TYPE_CHECKING:  # the gun rules are imported by the gun calculator alone
    from pyrules.aftermath.gun_attack import GunAttack

CRITICAL_CHOICES = (("none", "Roll decides"), ("hit", "Critical hit"), ("miss", "Critical miss"))
PART_CHOICES = tuple((area, f"{name} ({AREA_LOCATIONS[area]})") for area, name in AREA_NAMES.items())


def location_fields() -> tuple[Field, ...]:
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


def to_hit_lines(a: MeleeAttack | GunAttack, bcs: Line) -> list[Line]:
    """The roll to hit: the BCS used, its modifiers, the Adjusted BCS, the d20 and any critical miss."""
    lines = [bcs, *explain.lines(a.modifiers), Line("Adjusted BCS", str(a.adjusted_bcs), source=PUBLISHED_RULE),
             Line("d20", str(a.roll), "hit" if a.hit else "miss")]
    if a.critical_miss:
        m = a.critical_miss
        lines.append(Line(f"Critical miss ({MISS_KINDS[m.kind]})", f"d100 {m.roll}", f"row {m.row.printed}"))
    if a.landed is not None:
        lines.append(Line("Hit location", a.landed.name, a.landed.how))
    return lines


def effect_headline(c: CriticalEffect, where: Landed) -> str:
    """A Critical Effect as the headline ends with it: ", Stun", ", Lethal to the torso: death"."""
    at = where_it_lands(c.key, where.limb)
    if c.key == "lethal":
        return f", {c.effect} to the {where.name.lower()}: {at}"
    if c.key == "disable":
        return f", {c.effect} ({where.name.lower()})"
    return f", {c.effect}"


def effect_lines(c: CriticalEffect, where: Landed, damage_done: int) -> list[Line]:
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
    if isinstance(a, MeleeAttack):
        headline = f"{'Critical hit' if a.critical == 'hit' else 'Hit'}: {a.damage_done} damage done"
    else:
        headline = f"Hit: {a.dice.notation}, {a.damage_done} damage done"
        se = a.special_effect
        if se is not None and (se.daze or se.stun):
            headline += ", Stun" if se.stun else ", Daze"
    if a.critical_effect:
        assert a.landed is not None  # a critical effect comes of a hit, which lands somewhere
        headline += effect_headline(a.critical_effect, a.landed)
    return headline


def miss_handed_on(m: CriticalMiss) -> tuple[tuple[str, str, object], ...]:
    """A critical miss handed on to the Critical miss calculator: its table and d100 (what the
    exchange reads to put the miss's Daze or Stun on the one who missed)."""
    return (("aftermath-critical-miss", "kind", m.kind), ("aftermath-critical-miss", "roll", m.roll))


# The Critical Effects the tracker keeps as conditions, by key (the tracker times a Daze and a Stun).
CONDITIONS: tuple[EffectKey, ...] = ("stun", "daze", "disable", "trauma")


def wound(damage_done: int, pool: str, where: Landed | None, critical: CriticalEffect | None = None,
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
