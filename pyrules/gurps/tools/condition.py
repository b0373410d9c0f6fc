"""The HP and FP calculator (gurps-condition): every threshold the current HP and FP have crossed."""

from __future__ import annotations

import random
from typing import Any

from pyrules.core.answers import Outcome
from pyrules.core.errors import RulesError
from pyrules.core.tools import Answer, Field, Line, Tool
from pyrules.gurps import errata
from pyrules.gurps.states import fp_status, hp_status
from pyrules.gurps.data import cite


CONDITION_FIELDS = (
    Field("hp", "HP now", "int", default=10),
    Field("max_hp", "Max HP", "int", default=10, low=1, high=10_000),
    Field("fp", "FP now", "int", required=False),
    Field("max_fp", "Max FP", "int", low=1, high=10_000, required=False),
)


def solve_condition(values: dict[str, Any], rng: random.Random) -> Answer:
    hp = hp_status(values["hp"], values["max_hp"])
    lines = [Line("HP", f"{hp.current} of {hp.maximum}", hp.label)]
    lines += [Line(e.threshold, e.text, source=cite("193-199")) for e in hp.effects]
    headline = hp.label
    if values.get("fp") is not None or values.get("max_fp") is not None:
        if values.get("fp") is None or values.get("max_fp") is None:
            raise RulesError("Enter both FP now and max FP.", "fp" if values.get("fp") is None else "max_fp")
        fp = fp_status(values["fp"], values["max_fp"])
        if hp.dead:  # nothing FP do matters to the dead
            lines.append(Line("FP", f"{fp.current} of {fp.maximum}", "No effect: dead"))
        else:
            lines.append(Line("FP", f"{fp.current} of {fp.maximum}", fp.label))
            lines += [Line(e.threshold, e.text, source=cite("203-208")) for e in fp.effects]
            if fp.affected:
                headline = f"{hp.label}; {fp.label}" if hp.affected else fp.label
    outcome: Outcome = "failure" if hp.dead or hp.consciousness_roll else "none"
    return Answer(headline, tuple(lines), notes=(errata.FP_THIRD.footnote,) if values.get("fp") is not None else (),
                  outcome=outcome)


TOOL = Tool(
    "gurps-condition", "HP and FP", CONDITION_FIELDS, solve_condition,
    tables=("G14", "G15"),
    summary="Current HP and FP against their maximum: every threshold that applies.",
)
