"""GURPS 4th edition as the page sees it."""

from pyrules.core.reference import with_errata
from pyrules.core.ruleset import Ruleset
from pyrules.gurps.errata import ERRATA
from pyrules.gurps.reference import TABLES
from pyrules.gurps.tools import TOOLS

RULESET = Ruleset(
    key="gurps",
    name="GURPS 4th edition",
    tools=TOOLS,
    tables=with_errata(TABLES, ERRATA),
    errata=ERRATA,
    summary="3d6 roll-under: effective skill, success rolls, active defense, injury, hit locations, "
            "maneuvers, and HP and FP thresholds.",
)
