"""Garbled and ambiguous spots of seed 000, and the reading the app makes of each."""

from __future__ import annotations

from pyrules.core.reference import Erratum

NUMBER_LINE = Erratum(
    "T1", "000", "4-12",
    "← W … H * / * G … A ⁹ • and “Increasing Activation Time -One Combat Action- -One Minute- "
    "-Ten Minutes- -One Hour-”",
    "The line is read as one row, W (60) to H (7) and on through G (6) to A⁹ (0); “*” marks the "
    "wrap and “•” its end. The activation-time line is shown as printed and not tied to letters.",
    "The seed says column G sits to the right of H; the activation line lost its column "
    "boundaries, so any mapping would be invented.",
)
SPENT = Erratum(
    "T2", "000", "18",
    "Spent (0): You can take no offensive actions in combat. …",
    "Spent keeps Taxed's penalties (-4 Combat Speed, +10% to rolls) on top of its own effects.",
    "The row prints no numbers; being Spent should not be easier than being Taxed.",
)
POWER_ROLLS = Erratum(
    "T3", "000", "21",
    "TAL recovered per Power Rolls",
    "TAL recovered = the entry × the character's Power Rolls (Number of Rolls for the Power "
    "score, T8) × the number of hours, meals or snacks.",
    "The header names Power Rolls without saying how they count; T8 gives rolls by ability score.",
)
HALF_TAL = Erratum(
    "T5", "000", "39",
    "half of the TAL that would have been spent is lost",
    "Half of an odd cost rounds up (7 loses 4).",
    "The reference does not say; its one printed rounding, “round off” for hit points (l.50), is "
    "read as half up too.",
)
PERSONAL_SOAK = Erratum(
    "T7", "000", "49-51",
    "Hit Points and Personal Soak",
    "Only SHP and DHP are shown; no Personal Soak value is computed.",
    "The title names Personal Soak but the block gives it no value.",
)
SKILL_10_14 = Erratum(
    "T9", "000", "66",
    "10-14: Low 05-06, Minimum 07-S",
    "Kept as printed: on skill 10-14 a roll of 05-06 is Low and 07 up to the skill is Minimum.",
    "The other rows' pattern would give Low 05 and Minimum 06-S, but the printed cells are whole "
    "and consistent, so pyrules does not rewrite them.",
)
SHIFT_LADDER = Erratum(
    "T9", "000", "61-116",
    "category shifts (-1 category … +5 categories)",
    "Shifts add up and move the category of a hit: never above Max (cat 5), and below category 1 "
    "the hit becomes a miss. A Miss stays a Miss whatever the shifts. A Critical stays Critical "
    "when raised and, lowered, counts as one step above Max.",
    "The reference gives shifts in categories without saying how they meet Miss and Critical; the "
    "attack table (l.63-86) decides whether a roll hits, and its categories run 1 to Max 5.",
)
ROLLED_00 = Erratum(
    "T9", "000", "84",
    "00 | 01-10 | 11-50 | 51-65 | 66-80 | 81-95 | 96-99 | 00",
    "A rolled 00 always misses, and always fails a task or concentration check whatever the "
    "modified skill; an attack roll pushed above 00 (doubled when Cautious, or by a fatigue "
    "penalty) misses too.",
    "Even at skill 00 the table's 00 is a miss, so no skill is enough for it; the reference prints "
    "no roll above 00 and no rule for checks.",
)
RANGE_BEYOND_SHORT = Erratum(
    "T10", "000", "103",
    "- 1 category per range category beyond short (medium, long, maximum)",
    "-1 category per range category beyond short: Medium -1, Long -2, Maximum -3.",
    "The list dash swallowed the sign; a longer range cannot make a shot better.",
)
EVASION_APPLIES = Erratum(
    "T11", "000", "118-124",
    "Weapon skill / Opponent's Evasion** +1, +2, +3; ** cannot be brought below 0",
    "Precision lowers the opponent's evasion by +1/+2/+3 (not below 0); each point of evasion "
    "left lowers the attack's category by one. Skill below 76 has no precision.",
    "The footnote shows the column brings evasion down; how evasion meets the attack is not "
    "printed, and the reference measures everything else in categories.",
)
CAUTIOUS = Erratum(
    "T12", "000", "129-130",
    "Cautious: Attack rolls are doubled. Add 20% to dodge or parry roll.",
    "A Cautious attacker's roll is doubled. A Cautious defender adds 20 to the "
    "dodge or parry roll; the damage class it reaches is subtracted from the attacker's, as for "
    "Active Defense. A defense roll below 01 reads as 01.",
    "Read literally; the subtraction is printed only for Active Defense.",
)
OVERALL_SPEED = Erratum(
    "T13", "000", "132-165",
    "(Agility Base Skill + Strength Base Skill) / 2; Armor, weapon and skill modifiers",
    "Every part is shown. Overall speed = the half sum rounded off + the armor modifier, not below "
    "0; attack speed = weapon speed (or missile ROF speed) + the skill rating modifier, not below 1.",
    "How the parts combine is not stated, nor any floor; lower weapon speeds are the light ones and "
    "higher skill lowers them, while armor only ever slows. The Evasion table's combat speeds start "
    "at 0 (l.121) and the quickest speed printed is 1 (l.157).",
)
MARKUP = Erratum(
    "T14", "000", "173",
    "<i>Average</i> <i>No modifier</i>",
    "Shown as plain text: Average, No modifier.",
    "The tags are transcription markup, as are the <u> tags on the titles.",
)
CONSTITUTION_ROLLS = Erratum(
    "T16", "000", "198-200",
    "Gain Constitution Rolls per day (times two, times three)",
    "DHP healed per day = the Number of Rolls for the Constitution score (T8) × 1, 2 or 3.",
    "The reference names Constitution Rolls without saying how they count.",
)
ERRATA: tuple[Erratum, ...] = (
    NUMBER_LINE, SPENT, POWER_ROLLS, HALF_TAL, PERSONAL_SOAK, SKILL_10_14, SHIFT_LADDER, ROLLED_00,
    RANGE_BEYOND_SHORT, EVASION_APPLIES, CAUTIOUS, OVERALL_SPEED, MARKUP, CONSTITUTION_ROLLS,
)

