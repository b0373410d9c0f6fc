"""GURPS 4th edition as the page sees it."""

from pyrules.core.reference import with_errata
from pyrules.core.ruleset import Ruleset
from pyrules.gurps.errata import ERRATA
from pyrules.gurps.reference import TABLES
from pyrules.gurps.tools import condition, defense, injury, location, maneuver, skill, success

RULESET = Ruleset(
    key="gurps",
    name="GURPS 4th edition",
    tools=(skill.TOOL, success.TOOL, defense.TOOL, injury.TOOL, location.TOOL, maneuver.TOOL, condition.TOOL),
    tables=with_errata(TABLES, ERRATA),
    errata=ERRATA,
    summary="3d6 roll-under: effective skill, success rolls, active defense, injury, hit locations, "
            "maneuvers, and HP and FP thresholds.",
)
