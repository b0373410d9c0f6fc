"""What more than one GURPS calculator shows: a chance on 3d6 as the page words it, and the postures."""

from __future__ import annotations

from fractions import Fraction

from pyrules.core.odds import as_percent
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Line
from pyrules.gurps.criticals import Chances
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import CRITICAL_LINES
from pyrules.gurps.data.modifiers import POSTURES

# The posture a skill or defense roll is made from, by its printed name.
POSTURE_CHOICES = tuple((p.key, p.name) for p in POSTURES)


def chance_said(p: Fraction) -> str:
    """A chance on 3d6 as the page words it: "50% (108/216)", the count of 216 left out where it is not whole."""
    return f"{as_percent(p)} ({p * 216}/216)" if (p * 216).denominator == 1 else as_percent(p)


def chance_lines(c: Chances, critical_skill: int | None = None) -> tuple[Line, ...]:
    """The lines of a roll's chances: success, critical success (read at ``critical_skill`` when a
    modifier does not count for criticals) and critical failure, each with its source."""
    ten_over = c.skill + 10 <= 16  # a roll from 5 to 16 is 10 over: the published rule is at work
    read_at = "" if critical_skill is None else \
        f"read at skill {critical_skill}: Telegraphic Attack's +4 does not count"
    return (
        Line("Success", chance_said(c.success), "3d6, exact"),
        Line("Critical success", chance_said(c.critical_success), read_at,
             cite(CRITICAL_LINES) + (f"; {PUBLISHED_RULE}" if read_at else "")),
        Line("Critical failure", chance_said(c.critical_failure), "with the 10-over rule" if ten_over else "",
             f"{cite(CRITICAL_LINES)}; the 10-over rule: {PUBLISHED_RULE}" if ten_over else cite(CRITICAL_LINES)),
    )
