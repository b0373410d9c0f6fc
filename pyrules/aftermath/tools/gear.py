"""Aftermath! calculators for gear and movement: encumbrance, travel,
KPH to DAT, climbing, learning rate, barriers, ballistic cloth, throws,
entanglement and acid. Each answers with the row it used and why.
"""

from __future__ import annotations

import random
from fractions import Fraction

from pyrules.aftermath import (
    acid,
    armor,
    climbing,
    encumbrance,
    entanglement,
    horse,
    kph,
    learning,
    materials,
    throw,
    travel,
)
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.character import AIDS, HINDRANCES
from pyrules.aftermath.data.gear import (
    AFTERWORD,
    AREA_LOCATIONS,
    AREA_NAMES,
    AREAS,
    BULKS,
    CARRY_LIMITS,
    CARTRIDGES,
    CLOTH_RULE,
    MASSES,
    METHODS,
    ROPES,
)
from pyrules.aftermath.data.world import KPH_RULE, MODIFIERS
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.core.dice import roll as roll_dice
from pyrules.core.errors import RulesError
from pyrules.core.explain import signed
from pyrules.core.tables import percent
from pyrules.core.answers import Outcome
from pyrules.core.tools import Answer, Field, Line, Tool


def _num(value) -> str:
    """A number as a player reads it: 0.6, 12, 3.75."""
    text = f"{float(value):.4f}".rstrip("0").rstrip(".")
    return text or "0"


# ---------------------------------------------------------------- encumbrance

_BULK_LABELS = {
    "VSm": "VSm very small", "Sm": "Sm small", "Med": "Med medium", "Lg": "Lg large", "VLg": "VLg very large",
    "HG1": "HG1 huge", "HG2": "HG2 huge", "HG3": "HG3 huge",
}
_MASS_LABELS = {
    "Vlt": "Vlt very light", "Lt": "Lt light", "Hvy": "Hvy heavy", "VHvy": "VHvy very heavy",
    "MS1": "MS1 massive", "MS2": "MS2 massive", "MS3": "MS3 massive",
}
NO_ITEM = "none"  # the bulk choice of a load of cartridges alone
_BULK_CHOICES = (tuple((b, _BULK_LABELS[b]) for b in BULKS) + tuple((f"HG{n}", f"HG{n} (continued)") for n in (4, 5, 6))
                 + ((NO_ITEM, "Nothing but cartridges"),))
_AN_ITEM = (("bulk", tuple(b for b, _ in _BULK_CHOICES if b != NO_ITEM)),)  # fields of a thing carried
_PLACES = (
    ("any", "Anywhere"), ("back", "On the back"), ("hands", "In the hands"),
    ("shoulders", "Over the shoulders"), ("belt", "On a belt"),
)


# How each Encumbrance Status reads on the answer: unencumbered a success, fully encumbered a failure.
_LOAD_OUTCOME: dict[str, Outcome] = {"none": "success", "partial": "none", "full": "failure"}


def _item_lines(v: dict) -> tuple[list[Line], Fraction, encumbrance.EncumbranceValue | None]:
    """The things carried (bulk × mass, times how many): the lines, their ENC, and the chart value read
    (None for a load of cartridges alone)."""
    if v["bulk"] == NO_ITEM:
        if not v["rounds"]:
            raise RulesError("Enter the cartridges carried, or pick the bulk of what is carried.", "rounds")
        return [], Fraction(0), None
    item = encumbrance.read_encumbrance(v["bulk"], v["mass"])
    count = v["count"]
    lines = [Line("ENC value", _num(item.value), item.explanation)]
    total = Fraction(str(item.value)) * count
    if count != 1:
        lines.append(Line(f"× {count} things", _num(total)))
    return lines, total, item


def _solve_encumbrance(v: dict, rng: random.Random) -> Answer:
    lines, total, item = _item_lines(v)
    count = v["count"]
    if v["rounds"]:
        rounds = encumbrance.cartridge_enc(v["cartridges"], v["rounds"])
        kind, each = CARTRIDGES[v["cartridges"]]
        lines.append(Line(f"{v['rounds']} cartridges", _num(rounds), f"{_num(each)} each: {kind} ({cite(760)})"))
        total += rounds
    notes = []
    if item is not None and item.times != 1:
        notes.append(errata_gear.HUGE_AND_MASSIVE.footnote)
    if item is not None and v["carried"] != "any":
        rule = encumbrance.check_carrying(v["carried"], count, item.bulk)
        lines.append(Line("Carried", rule))
    capacity = v.get("capacity")
    capacity_note = ""
    if v["carrier"] == "horse":
        if capacity is None:
            capacity = horse.horse_capacity()
            capacity_note = f"The Horse: ENC CAP 12 ({cite('355-356')})"
    headline = f"ENC {_num(total)}"
    outcome: Outcome = "none"
    if capacity is not None:
        load = float(Fraction(str(v["load"])) + total)
        status = encumbrance.encumbrance_status(load, capacity, v.get("deftness"), v.get("speed"))
        if v["load"]:
            lines.append(Line("Already carried", _num(v["load"])))
        lines.append(Line("Load / ENC CAP", f"{_num(load)} / {_num(capacity)}", capacity_note))
        name, printed, dft, spd, bcs = status.row
        lines.append(Line("Status", name, printed))
        if status.key == "none":
            lines.append(Line("Deftness, Speed, BCS", "no modifications"))
        else:
            lines.append(Line("Deftness", dft, "" if status.deftness is None else f"→ {status.deftness}"))
            lines.append(Line("Speed", spd, "" if status.speed is None else f"→ {status.speed}"))
            lines.append(Line("BCS", bcs))
            if status.deftness is not None or status.speed is not None:
                notes.append(errata_gear.ENCUMBRANCE_STATUS.footnote)
        headline = f"{name}: load {_num(load)} of {_num(capacity)}"
        outcome = _LOAD_OUTCOME[status.key]
    detail = tuple(rule for _, rule in CARRY_LIMITS.values())
    return Answer(headline, tuple(lines), ("A character may carry:",) + detail, tuple(notes), outcome=outcome)


ENCUMBRANCE_TOOL = Tool(
    key="aftermath-encumbrance",
    title="Encumbrance",
    fields=(
        Field("bulk", "Bulk", "choice", "Med", _BULK_CHOICES,
              help="“Nothing but cartridges” for a load of cartridges alone."),
        Field("mass", "Mass", "choice", "Lt", tuple((m, _MASS_LABELS[m]) for m in MASSES), when=_AN_ITEM),
        Field("count", "How many", "int", 1, low=1, high=1000, when=_AN_ITEM),
        Field("rounds", "Cartridges carried", "int", 0, low=0, high=100_000),
        Field("cartridges", "Cartridge caliber", "choice", "heavy",
              (("light", "Pistol .30 or less, or rimfire (.01 each)"),
               ("heavy", "Pistol .32 or more, long gun, shot shell (.02 each)"))),
        Field("carried", "Carried", "choice", "any", _PLACES, when=_AN_ITEM),
        Field("load", "ENC already carried", "number", 0, low=0, high=100_000),
        Field("carrier", "Carrier", "choice", "character", (("character", "Character"), ("horse", "Horse (ENC CAP 12)"))),
        Field("capacity", "ENC CAP", "number", low=0.001, high=100_000, required=False,
              help="Leave blank for the item's ENC only (a horse's ENC CAP is 12; a man is HG1 Lt, 3.5)."),
        Field("deftness", "Deftness", "int", low=0, high=200, required=False),
        Field("speed", "Speed", "int", low=0, high=200, required=False),
    ),
    solve=_solve_encumbrance,
    tables=("A15", "A16", "A12"),
    summary="Bulk × mass to ENC value; load against ENC CAP to status and its effects.",
)

# ---------------------------------------------------------------- travel

_NONE = ("none", "—")


def _solve_travel(v: dict, rng: random.Random) -> Answer:
    result = travel.movement(
        v["ground"],
        None if v["light"] == "day" else v["light"],
        None if v["weather"] == "clear" else v["weather"],
        None if v["after"] == "none" else v["after"],
        v["day"], v["days"], v.get("base"),
    )
    lines = [Line(text, pct) for text, pct in result.modifiers]
    lines.append(Line("Together", travel.show_percent(result.factor)))
    headline = f"Movement at {travel.show_percent(result.factor)}"
    if result.rate is not None:
        lines.append(Line("Rate", f"{_num(result.base)} × {travel.show_percent(result.factor)} = {_num(result.rate)}"))
        headline = f"Rate {_num(result.rate)} ({travel.show_percent(result.factor)})"
    outcome: Outcome = "success" if result.factor > 1 else "failure" if result.factor < Fraction(1, 2) else "none"
    return Answer(headline, tuple(lines), (), result.notes, outcome=outcome)


TRAVEL_TOOL = Tool(
    key="aftermath-travel",
    title="Travel",
    fields=(
        Field("ground", "Ground", "choice", "open",
              tuple((k, t) for k, t, _ in MODIFIERS if k in travel.GROUND)),
        Field("light", "Light", "choice", "day",
              (("day", "Daylight"),) + tuple((k, t) for k, t, _ in MODIFIERS if k in travel.LIGHT)),
        Field("weather", "Weather", "choice", "clear",
              (("clear", "Clear"),) + tuple((k, t) for k, t, _ in MODIFIERS if k in travel.WEATHER)),
        Field("after", "Day after", "choice", "none",
              (("none", "—"), ("heavy-rain", "Heavy Rain"), ("light-snow", "Light Snow"), ("heavy-snow", "Heavy Snow"))),
        Field("day", "Which day after", "int", 1, low=1, high=365),
        Field("days", "Days it snowed", "int", 1, low=1, high=365, help="Prolonged snow: each extra day adds a day at the worst penalty."),
        Field("base", "Base rate", "number", low=0, high=100_000, required=False),
    ),
    solve=_solve_travel,
    tables=("A18",),
    summary="Road, terrain, light, weather and the day after to a movement rate.",
)

# ---------------------------------------------------------------- KPH to DAT


def _solve_kph(v: dict, rng: random.Random) -> Answer:
    result = kph.convert(v["kph"])
    lines = [
        Line("m/ct", kph.show(result.meters_per_turn), "KPH × 1.6"),
        Line("m/AP", kph.show(result.meters_per_phase), "m/ct ÷ 20"),
        Line("Rounded Value", str(result.rounded), "nearest, at least 1 when moving"),
    ]
    if result.printed:
        lines.append(Line("Printed row", " · ".join(result.printed), "matches"))
    else:
        lines.append(Line("Printed row", "none", "computed by the table's own rule"))
    notes = (errata_gear.KPH_MINIMUM.footnote,) if result.lifted else ()
    return Answer(f"{kph.show(result.kph)} KPH = {result.rounded} per Action Phase", tuple(lines), (KPH_RULE,), notes)


KPH_TOOL = Tool(
    key="aftermath-kph",
    title="KPH to DAT movement",
    fields=(Field("kph", "Speed (KPH)", "number", 60, low=0, high=kph.MAX_KPH),),
    solve=_solve_kph,
    tables=("A25",),
    summary="A speed in KPH as meters per Combat Turn and per Action Phase.",
)

# ---------------------------------------------------------------- climbing


def _solve_climbing(v: dict, rng: random.Random) -> Answer:
    method = v["method"]
    effect_roll = v.get("effect_roll")
    rolled = ""
    if method in ROPES and effect_roll is None and v.get("effect_die") and v.get("save") is not None:
        result = roll_dice(v["effect_die"], rng)
        effect_roll = result.total
        rolled = f"rolled {v['effect_die']}: {result.explanation}"
    if method not in ROPES and (v.get("save") is not None or v.get("effect_roll") is not None):
        raise RulesError("Only a rope has a greatest height (CST or AST plus the effect roll).", "save")
    c = climbing.climb(method, v.get("bma"), v.get("save"), effect_roll)
    name, share, note = c.row
    lines = [Line(name, f"BMA {share}", note)]
    headline = f"{name}: {share} of BMA"
    if c.rate is not None:
        lines.append(Line("Climbing rate", f"{_num(c.bma)} × {share} = {_num(c.rate)}"))
        headline = f"{name}: {_num(c.rate)} per phase ({share} of BMA)"
    if c.height is not None:
        lines.append(Line(f"Strength {c.save_name}", str(c.save)))
        lines.append(Line("Effect Die roll", str(c.effect_roll), rolled))
        lines.append(Line("Greatest height", f"{c.height} m"))
        headline += f"; up to {c.height} m"
    return Answer(headline, tuple(lines), (), c.notes)


CLIMBING_TOOL = Tool(
    key="aftermath-climbing",
    title="Climbing",
    fields=(
        Field("method", "Method", "choice", "simple-rope", tuple((k, row[0]) for k, row in METHODS.items())),
        Field("bma", "Normal BMA", "number", low=0, high=1000, required=False),
        Field("save", "STR CST (AST if knotted)", "int", low=0, high=100, required=False),
        Field("effect_die", "STR Effect Die", "dice", required=False, help="Such as 1D10; rolled if no roll is entered."),
        Field("effect_roll", "Effect Die roll", "int", low=0, high=100, required=False),
    ),
    solve=_solve_climbing,
    tables=("A19",),
    summary="Climbing speed by method; on a rope, the greatest height.",
)

# ---------------------------------------------------------------- learning rate


def _solve_learning(v: dict, rng: random.Random) -> Answer:
    chosen = tuple(v["aids"]) + tuple(v["hindrances"])
    optional = v["optional"] != "off"
    skill = {"off": None, "to-50": 50, "over-50": 51, "over-75": 76}[v["optional"]]
    result = learning.learning_rate(chosen, skill, optional)
    lines = [Line(text, value, "aid") for text, value in result.aids]
    lines += [Line(text, value, "hindrance") for text, value in result.hindrances]
    lines.append(Line("Aids", str(result.aid_total)))
    lines.append(Line("Hindrances", str(result.hindrance_total)))
    if not result.allowed:
        return Answer("Study not allowed", tuple(lines), (), result.notes, outcome="failure")
    net = result.net
    outcome: Outcome
    if net > 0:
        headline, outcome = f"Net {net} in hindrance", "failure"
    elif net < 0:
        headline, outcome = f"Net {-net} in aid", "success"
    else:
        headline, outcome = "Net 0: aids and hindrances balance", "none"
    return Answer(headline, tuple(lines), (), result.notes, outcome=outcome)


LEARNING_TOOL = Tool(
    key="aftermath-learning",
    title="Learning rate",
    fields=(
        Field("aids", "Learning aids", "flags", choices=tuple((k, t) for k, (t, _) in AIDS.items())),
        Field("hindrances", "Learning hindrances", "flags",
              choices=tuple((k, t) for k, (t, _) in HINDRANCES.items())),
        Field("optional", "Optional hindrances", "choice", "off",
              (("off", "Not used"), ("to-50", "Skill score 50 or less"), ("over-50", "Skill score over 50"),
               ("over-75", "Skill score over 75"))),
    ),
    solve=_solve_learning,
    tables=("A20",),
    summary="Learning aids and hindrances to a net modification.",
)

# ---------------------------------------------------------------- barrier factor


def _solve_barrier(v: dict, rng: random.Random) -> Answer:
    b = materials.barrier(v["material"], v["inches"], v.get("soil"))
    lines = [Line(b.material, b.printed, "Barrier Factor per inch"), Line("Thickness", f"{_num(b.inches)} in")]
    if b.exact:
        lines.append(Line("Barrier Factor", f"{b.per_inch} × {_num(b.inches)} = {_num(b.factor)}"))
        headline = f"Barrier Factor {_num(b.factor)}"
    else:
        lines.append(Line("Barrier Factor", f"{_num(b.low)} to {_num(b.high)}", "soil: 8 to 20 per inch"))
        headline = f"Barrier Factor {_num(b.low)} to {_num(b.high)}"
    return Answer(headline, tuple(lines), (), b.notes)


BARRIER_TOOL = Tool(
    key="aftermath-barrier",
    title="Barrier factor",
    fields=(
        Field("material", "Material", "choice", "wood-solid", tuple((k, name) for k, (name, _) in materials.MATERIALS.items())),
        Field("inches", "Thickness (inches)", "number", 1, low=0.001, high=materials.MAX_INCHES),
        Field("soil", "Soil factor per inch", "int", low=materials.SOIL_LOW, high=materials.SOIL_HIGH, required=False,
              help="Soil only: variable 8 to 20."),
    ),
    solve=_solve_barrier,
    tables=("A22",),
    summary="Material × thickness in inches to a Barrier Factor.",
)

# ---------------------------------------------------------------- ballistic cloth


def _solve_cloth(v: dict, rng: random.Random) -> Answer:
    d = armor.cloth_defense(v["cloth"], v.get("other_av"))
    c = d.cloth
    lines = [
        Line(c.material, f"{c.code} {c.format}", f"AV/BF {c.av_bf}, ENC/LOC {c.enc}"),
        Line("Against bullets", f"Barrier Factor {c.barrier_factor}"),
        Line("Against hand weapons", f"AV {d.cloth_av}", f"{c.barrier_factor} ÷ 10, rounded to nearest"),
    ]
    if d.other_av is not None:
        lines.append(Line("Other armor", f"AV {d.other_av}",
                          "higher: it is used" if d.used == "other" else "not higher: the cloth is used"))
    headline = f"AV {d.used_av} against hand weapons" + (" (other armor)" if d.used == "other" else "")
    notes = (c.erratum.footnote,) if c.erratum else ()
    return Answer(headline, tuple(lines), (CLOTH_RULE,), notes)


CLOTH_TOOL = Tool(
    key="aftermath-cloth",
    title="Ballistic cloth",
    fields=(
        Field("cloth", "Cloth", "choice", "emplon", tuple((c.key, f"{c.material} ({c.code})") for c in armor.CLOTHS)),
        Field("other_av", "Other armor's AV", "int", low=0, high=100, required=False),
    ),
    solve=_solve_cloth,
    tables=("A11",),
    summary="Ballistic Cloth's AV against hand-held weapons (BF/10, rounded).",
)

# ---------------------------------------------------------------- unarmed throw


def _solve_throw(v: dict, rng: random.Random) -> Answer:
    t = throw.throw(v["effect"], v.get("damage_roll"), v["buffering"])
    lines = [Line("Effect Number", str(t.effect_number), f"row {t.row.printed}")]
    if t.effect_number >= 7:
        if t.subdual is not None:
            lines.append(Line("Strength Effect Die roll", str(t.damage_roll)))
            if t.blast_buffering:
                lines.append(Line("Blast Buffering", signed(-5 * t.blast_buffering), f"level {t.blast_buffering} × 5"))
            lines.append(Line("Subdual damage", str(t.subdual), "armor does not reduce it"))
        if t.effect_number >= 10 and t.blast_buffering:
            lines.append(Line("Health save", f"{signed(t.shock_bonus)} to the number needed", "Blast Buffering × 2"))
    return Answer(t.summary, tuple(lines), (t.row.value,), (), outcome="success" if t.effect_number >= 4 else "none")


THROW_TOOL = Tool(
    key="aftermath-throw",
    title="Unarmed throw",
    fields=(
        Field("effect", "Effect Number", "int", 0, low=0, high=1000),
        Field("damage_roll", "Thrower's STR Effect Die roll", "int", low=0, high=100, required=False,
              help="For 7 and up: the subdual damage."),
        Field("buffering", "Blast Buffering level", "int", 0, low=0, high=100),
    ),
    solve=_solve_throw,
    tables=("A21",),
    summary="A throw's Effect Number to its outcome.",
)

# ---------------------------------------------------------------- entanglement


def _solve_entanglement(v: dict, rng: random.Random) -> Answer:
    e = entanglement.entanglement(v["effect"], v["area"])
    where = AREA_NAMES[e.area]
    lines = [Line("Area", where, f"locations {AREA_LOCATIONS[e.area]}"),
             Line("Effect Number", str(e.effect_number), f"row {e.row}"), Line("Chart", e.cell)]
    lines += [Line(term, "", meaning) for term, meaning in e.meanings]
    notes = (e.footnote,) if e.footnote else ()
    return Answer(f"{where}: {e.cell}", tuple(lines), (), notes, outcome="none" if e.keys else "failure")


ENTANGLEMENT_TOOL = Tool(
    key="aftermath-entanglement",
    title="Entanglement",
    fields=(
        Field("effect", "Effect Number", "int", 0, low=0, high=1000),
        Field("area", "Location hit", "choice", "torso",
              tuple((a, f"{AREA_NAMES[a]} ({AREA_LOCATIONS[a]})") for a in AREAS)),
    ),
    solve=_solve_entanglement,
    tables=("A23",),
    summary="A flexible weapon's Effect Number and the location hit to its entanglement effect.",
)

# ---------------------------------------------------------------- acid


def _solve_acid(v: dict, rng: random.Random) -> Answer:
    extra = tuple(x for x in (v.get("extra1"), v.get("extra2")) if x is not None)
    a = acid.acid_effect(v["roll"], extra, v.get("strength"), rng)
    lines = [Line("D100", percent(a.roll), f"row {a.row.printed}")]
    if a.extra:
        lines.append(Line("96-00", "roll twice, ignoring rolls over 95"))
        for r, row in a.extra:
            lines.append(Line(f"Roll {percent(r)}", row.printed, row.value))
    else:
        lines.append(Line(a.row.printed, "", a.row.value))
    if a.looks_loss is not None:
        lines.append(Line("Looks category", signed(-a.looks_loss), "by the acid's strength"))
    effects = [r.value.split(".")[0] for r in a.effects]
    headline = "; ".join(dict.fromkeys(effects))
    serious = any(r.printed != "01-30" for r in a.effects)
    return Answer(headline, tuple(lines), (AFTERWORD,), (), outcome="failure" if serious else "success")


ACID_TOOL = Tool(
    key="aftermath-acid",
    title="Acid special effects",
    fields=(
        Field("roll", "D100", "roll", die="d100"),
        Field("strength", "Acid strength", "int", low=0, high=100, required=False),
        Field("extra1", "96-00: first roll", "int", low=1, high=95, required=False),
        Field("extra2", "96-00: second roll", "int", low=1, high=95, required=False),
    ),
    solve=_solve_acid,
    tables=("A24",),
    summary="D100 to an acid's special effect.",
)

TOOLS: tuple[Tool, ...] = (
    ENCUMBRANCE_TOOL,
    TRAVEL_TOOL,
    KPH_TOOL,
    CLIMBING_TOOL,
    LEARNING_TOOL,
    BARRIER_TOOL,
    CLOTH_TOOL,
    THROW_TOOL,
    ENTANGLEMENT_TOOL,
    ACID_TOOL,
)
