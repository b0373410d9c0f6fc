"""The stopping calculator (key "aftermath-stopping"): knock back from BDG / Mass (A30), the
phases a moving character needs to stop (A17), and the one on the other."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from pyrules.aftermath.data import cite
from pyrules.aftermath.data.combat import KNOCK_BACK
from pyrules.aftermath.data.world import FORWARD_MOTION, MOTIONS
from pyrules.aftermath.errata import combat as E
from pyrules.aftermath.stopping import (
    KNOCK_BACK_PER_CATEGORY,
    Stopping,
    category_after_knock_back,
    forward_motion,
    stopping,
)
from pyrules.core.dice import roll
from pyrules.core.errors import RulesError
from pyrules.core.explain import number
from pyrules.core.odds import as_percent
from pyrules.core.tools import Answer, Field, Line, Tool


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


def _solve_stopping(values: dict[str, Any], rng: random.Random) -> Answer:
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


TOOL = Tool(
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
