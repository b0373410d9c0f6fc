"""What the TAL tracker assumes where the reference leaves a reading open, and the errata it
follows, in the words a game master reads (the plug-in's notes)."""

from __future__ import annotations

from pyrules.tal import errata
from pyrules.tal.healing_damage import SHP_CONDITION, SHP_SOURCE
from pyrules.tal.unconsciousness_duration import LIVES_AT_MOST

NOTES: tuple[str, ...] = (
    "A round is 10 seconds (assumed: the reference prints no round length).",
    "Damage to SHP that SHP cannot take goes on to DHP; damage put on DHP or TAL stays there; "
    "no pool goes below 0 (assumed).",
    "With no SHP left, roll Unconsciousness; damage that took the last DHP doubles the roll "
    "(l.182; when to roll is assumed).",
    "Initiative: the highest Combat Speed after fatigue acts first (not below 0); equal speeds: "
    "the higher d100 rolled with it (assumed: the reference prints no initiative rule).",
    errata.SPENT.footnote,
    f"SHP come back one every 10 minutes of “{SHP_CONDITION.lower()}” ({SHP_SOURCE}): resting, "
    "asleep or unconscious (unconsciousness assumed to count); time spent so is counted across "
    "passes of time, and starts again when the character becomes active.",
    "DHP come back at each full day of game time from the encounter's start (assumed).",
    errata.CONSTITUTION_ROLLS.footnote,
    "TAL comes back for each whole hour of rest, sleep or unconsciousness: the TAL Recovery entry × "
    "Power Rolls (T3); an hour starts again when the character changes between them (assumed).",
    errata.POWER_ROLLS.footnote,
    "Taxed: the “periodic” Willpower (Mental) check to stay awake is reminded each hour (assumed).",
    "A Willpower (Mental) check is a d100 at or under Willpower, the fatigue penalty added to the roll; "
    "a rolled 00 fails (assumed: the reference does not say how the check is made).",
    f"The Unconsciousness roll's button tells whether roll plus damage stays at {LIVES_AT_MOST} or less, short "
    "of the Dead rows (l.189-193); read the roll on T15 for how long. A failed one puts Down to Dying in one tap, "
    "or Dead when it reaches Instant Death (l.193); set Until to the time it reads.",
    "A failed Willpower (Mental) check to keep from falling unconscious (l.18) puts Down to Unconscious in one tap, "
    "with no Until: the reference prints no duration for such a fall (assumed); one to keep from falling asleep "
    "(l.17) puts Doing to Asleep.",
    "An attack spends at most the TAL left: the pool runs down to Spent at 0 (l.14-18; assumed).",
    "One attack at several targets is one d100, judged at each with that target's own evasion (l.120-125), cover, "
    "range and defense (assumed: the reference prints attacks at one opponent).",
    "A character card keeps no Down, Until, Doing or DHP healing: a card starts each encounter awake and active.",
)
