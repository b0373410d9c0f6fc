"""The TAL ruleset as the page and the build see it."""

from pyrules.core.reference import with_errata
from pyrules.core.ruleset import Ruleset
from pyrules.tal.errata import ERRATA
from pyrules.tal.reference import TABLES
from pyrules.tal.tools import attack, character, healing, plus_points, tal, task, unconsciousness

RULESET = Ruleset(
    key="tal",
    name="TAL",
    tools=(attack.TOOL, character.TOOL, task.TOOL, tal.TOOL, unconsciousness.TOOL, healing.TOOL, plus_points.TOOL),
    tables=with_errata(TABLES, ERRATA),
    errata=ERRATA,
    summary="The TAL percentile rules: d100 roll-under, 00 is 100. Attacks by damage category, "
    "the TAL pool and its fatigue, unconsciousness and healing.",
)
