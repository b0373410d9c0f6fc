"""The encumbrance calculator (key "aftermath-encumbrance"): bulk × mass to an ENC value (A15),
and a load against the ENC CAP to its status and effects (A16, the horse's A12)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from pyrules.aftermath import encumbrance, horse
from pyrules.aftermath.data import cite
from pyrules.aftermath.data.gear import BULKS, CARRY_LIMITS, CARTRIDGES, MASSES
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.tools.common import number_said
from pyrules.core.errors import RulesError
from pyrules.core.answers import Outcome
from pyrules.core.tools import Answer, Field, Line, Tool


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


def _item_lines(v: dict[str, Any]) -> tuple[list[Line], Fraction, encumbrance.EncumbranceValue | None]:
    """The things carried (bulk × mass, times how many): the lines, their ENC, and the chart value read
    (None for a load of cartridges alone)."""
    if v["bulk"] == NO_ITEM:
        if not v["rounds"]:
            raise RulesError("Enter the cartridges carried, or pick the bulk of what is carried.", "rounds")
        return [], Fraction(0), None
    item = encumbrance.read_encumbrance(v["bulk"], v["mass"])
    count = v["count"]
    lines = [Line("ENC value", number_said(item.value), item.explanation)]
    total = Fraction(str(item.value)) * count
    if count != 1:
        lines.append(Line(f"× {count} things", number_said(total)))
    return lines, total, item


def _solve_encumbrance(v: dict[str, Any], rng: random.Random) -> Answer:
    lines, total, item = _item_lines(v)
    count = v["count"]
    if v["rounds"]:
        rounds = encumbrance.cartridge_enc(v["cartridges"], v["rounds"])
        kind, each = CARTRIDGES[v["cartridges"]]
        lines.append(Line(f"{v['rounds']} cartridges", number_said(rounds),
                          f"{number_said(each)} each: {kind} ({cite(760)})"))
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
    headline = f"ENC {number_said(total)}"
    outcome: Outcome = "none"
    if capacity is not None:
        load = float(Fraction(str(v["load"])) + total)
        status = encumbrance.encumbrance_status(load, capacity, v.get("deftness"), v.get("speed"))
        if v["load"]:
            lines.append(Line("Already carried", number_said(v["load"])))
        lines.append(Line("Load / ENC CAP", f"{number_said(load)} / {number_said(capacity)}", capacity_note))
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
        headline = f"{name}: load {number_said(load)} of {number_said(capacity)}"
        outcome = _LOAD_OUTCOME[status.key]
    detail = tuple(rule for _, rule in CARRY_LIMITS.values())
    return Answer(headline, tuple(lines), ("A character may carry:",) + detail, tuple(notes), outcome=outcome)


TOOL = Tool(
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
