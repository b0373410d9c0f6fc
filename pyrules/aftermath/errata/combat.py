"""Errata for the combat tables (A1-A8, A13, A14, A26-A35 of seed 002).

Each garbled or ambiguous spot: what the reference prints, the reading pyrules makes, and why.
The reference tables and the tools that use a row show its erratum as a footnote.
"""

from __future__ import annotations

from pyrules.aftermath.data import cite
from pyrules.core.reference import Erratum

# A2 Critical Effect explanations, l.30: a word is missing.
TRAUMA_WORDING = Erratum(
    table="A2", seed="002", lines="30",
    printed="The also receives one half the Damage Done as regular Lethal damage.",
    reading="pyrules shows the sentence as printed and reads it as “The character also receives …”.",
    why="The subject of the sentence was dropped; every other sentence of the block is about the character.",
)

# A2 Critical Effect explanations, l.30-32: what "Critical Damage" is.
TRAUMA_CRITICAL_DAMAGE = Erratum(
    table="A2", seed="002", lines="30-32",
    printed="TRAUMA — The Damage Done is Critical Damage. The also receives one half the Damage Done as regular "
            "Lethal damage. … The Critical Damage is also the percent chance of a Sever Effect.",
    reading="pyrules reads the Damage Done, taken as the blow's damage, as the Critical Damage (the % chance of a "
            "Sever), and adds half the Damage Done, rounded half up, as regular Lethal damage on top: a Trauma "
            "of 12 Damage Done takes 12 and then 6 Lethal, with a 12% chance of a Sever.",
    why="“Critical Damage” is not defined elsewhere; “also receives … as regular Lethal damage” makes the half an "
        "extra, and “also the percent chance” gives Critical Damage a use of its own beside the damage taken. "
        "The reference does not say how to round; pyrules rounds halves up, as elsewhere.",
)

# A2 Critical Effect explanations, l.22-24: rounding of "1/2 value".
DAZE_STUN_HALF = Erratum(
    table="A2", seed="002", lines="22-24",
    printed="DAZE—The character's BCS and ODA are at 1/2 value … STUN — As above … Additionally the "
            "character's Deftness and Speed are reduced to 1/2 value",
    reading="pyrules halves the BCS and ODA of a Dazed or Stunned character, and a Stunned one's Deftness and "
            "Speed, and rounds a half up: a BCS of 13 Dazed is 7, an ODA of 5 is 3.",
    why="The reference does not say how to round; pyrules rounds halves up, as it does the Trauma's half of "
        "the Damage Done and the damage taken halved on the missile table.",
)

# A3 Situation Modifier Table, hand-to-hand, l.56-61: asterisks with no footnote.
HAND_TO_HAND_ASTERISK = Erratum(
    table="A3", seed="002", lines="56-61",
    printed="In Dim light* … Attacker is over 75% wounded*",
    reading="pyrules shows the asterisks and applies the six modifiers as printed; no rule is attached to them.",
    why="The reference prints no note for the asterisk, and inventing one would be a guess.",
)

# A4 Situation Modifier Table, missile weapons, l.67: rounding of half the damage.
DAMAGED_HALF = Erratum(
    table="A4", seed="002", lines="67",
    printed="Damaged in that Combat Turn -(damage taken/2)",
    reading="pyrules halves the damage taken and rounds a half up (5 damage gives -3).",
    why="The reference does not say how to round; pyrules rounds halves up everywhere the books say “nearest”.",
)

# A5 Position on DAT Display, l.81: a comma is missing in the column heading.
POSITION_HEADING = Erratum(
    table="A5", seed="002", lines="81",
    printed="Front, Side Rear hex",
    reading="pyrules reads “Front, Side or Rear hex” (one column for the three hexes).",
    why="The three-column table has one column between the Character hex and the Long hexes.",
)

# A7 Hit Location modifications, l.118: the sign of "from above".
FROM_ABOVE = Erratum(
    table="A7", seed="002", lines="118",
    printed="Bipedal from above +5",
    reading="pyrules uses -5 for an attack from above (and +5 from below, as printed).",
    why="Head locations are the low rolls (1-3), so an attack from above must lower the roll, as "
        "“from the front -5” does for quadrupeds; +5 for both above and below cannot both be right.",
)

# A7 Facing splits, l.150: how "50% either location" is rolled.
EITHER_LOCATION = Erratum(
    table="A7", seed="002", lines="150",
    printed="X/Y 50% either location",
    reading="pyrules rolls d100: 01-50 is the first location printed (X), 51-00 the second (Y).",
    why="The reference gives the chance but not the split of the roll; the other splits give the "
        "low rolls to X.",
)

# A13 Attribute Group Chart, l.366-367: groups 7 and 8 have the same effect die.
GROUPS_7_AND_8 = Erratum(
    table="A13", seed="002", lines="366-367",
    printed="group 7 2D10+2, group 8 2D10+2",
    reading="pyrules keeps both as printed: groups 7 and 8 roll 2D10+2.",
    why="The published chart prints the same; it is not a transcription slip.",
)

# A14 Reaction Table, l.371-380: broad labels span several rows.
REACTION_BANDS = Erratum(
    table="A14", seed="002", lines="371-380",
    printed="06-15 Poor Very Poor -4 / 16-30 Poor -2 / 31-45 Mediocre Negative Indifference … / 56-70 Good Positive Indifference …",
    reading="pyrules reads two labels per row where two are printed: the broad band (Poor, Mediocre, Good) "
            "covering two rows, and the row's own description (Very Poor, Poor; Negative Indifference, "
            "Indifference; Positive Indifference, Good). Rows with one label are their own band.",
    why="The band labels stand in a merged first column that the transcription put in the description column.",
)

# A26 Inherent Accuracy Table, l.617-626: no SMG row.
SMG_ACCURACY = Erratum(
    table="A26", seed="002", lines="617-626, 686, 697",
    printed="Inherent Accuracy rows: Pistol SNUB..XLNG, Carbine, Rifle, Slug, Shot (no SMG)",
    reading="pyrules reads an SMG's Inherent Accuracy as a pistol's of its barrel length (STD unless stated), "
            "less 2 for autofire.",
    why="The Range Table's SMG footnote speaks of its barrel length, which is how pistols are classed; "
        "the reference prints no SMG row.",
)

# A1 Critical hit enhancement for guns: which weapons are "Pistol" and "Rifle".
GUN_CRITICAL_KIND = Erratum(
    table="A1", seed="002", lines="8-10",
    printed="Pistol + 1D10 to BDG / Rifle + 2D10 to BDG / Burst",
    reading="pyrules gives pistols the Pistol row; carbines, rifles and shotguns the Rifle row; autofire "
            "(Autofire rows of the Range Table, SMG included) the Burst row.",
    why="The table names only three kinds; long guns are read with the rifle, automatic fire with bursts.",
)

# A30 Stopping, l.669-672: an effect number of exactly 1, 5 or 10.
STOPPING_EDGES = Erratum(
    table="A30", seed="002", lines="669-672",
    printed="IF > 1 … IF > 5 … IF > 10 … IF < 1",
    reading="pyrules reads exactly 1 with the “> 1” row, exactly 5 with “> 1” and exactly 10 with “> 5”.",
    why="No row covers exactly 1; the “< 1” row calls the knock-back result the result of “effect number "
        "equal to 1”. At 5 and 10 the strict “>” is kept.",
)

# A31 Range Table, l.677-691: the first column is split over two cells.
RANGE_COLUMNS = Erratum(
    table="A31", seed="002", lines="677-691",
    printed="Shot Load | Full Choke | 10 25 30 60 100 150 (the numbers stand one cell to the right)",
    reading="pyrules reads the six numbers of every row as PBR, SHT, EFF, LNG, EXT and MAX in meters, each "
            "the upper limit of its Range Step.",
    why="Each row has exactly six increasing numbers; only the weapon labels take one or two cells.",
)

# A32 Base BDG Table, long guns, l.731-733: garbled rows.
LONG_GUN_GARBLE = Erratum(
    table="A32", seed="002", lines="731-733",
    printed="32 | 375; 32 | 17; 32-30 | 6",
    reading="pyrules shows “32 375” as printed but offers no BDG for it; keeps “32” at BDG 17; reads "
            "“32-30” as 32-20 at BDG 6.",
    why="A BDG of 375 is ten times any other on the table (375 looks like a caliber that lost its row); "
        f"the note of {cite(758)} lists 32-20 on both tables, and 6 is twice its pistol BDG of 3, as the 22 Jet's "
        "8 is twice 4.",
)

# A32 Base BDG Table, l.758: rounds said to be on both tables are missing from the long-gun column.
BOTH_TABLES = Erratum(
    table="A32", seed="002", lines="758",
    printed="certain rounds appear on both … 22 Jet, 32-20, 38-40, 44-40, and 44 Magnum",
    reading="pyrules offers 38-40, 44-40 and 44 Magnum with their pistol BDG only.",
    why="The long-gun column prints no BDG for them, and a long gun's BDG for the same round differs "
        "(22 Jet: 4 pistol, 8 long gun), so none is guessed.",
)

# A33 Shot Shell Ammunition, l.743: the 12-9 row prints four values for six gauges.
BIRDSHOT_ROW = Erratum(
    table="A33", seed="002", lines="742-743",
    printed="12-9* | (blank) | 12 10 8 6",
    reading="pyrules reads the row in the other rows' layout, shifted back two cells: 10 gauge 12, 12 gauge 10, "
            "16 gauge 8, 20 gauge 6; .410 and 28 gauge have no printed BDG and are not offered.",
    why="Every other row starts its values under 10 gauge and falls as the gauge gets smaller; the birdshot "
        "row's values fall the same way, two cells to the right, and the most common shotgun, 12 gauge, "
        "must have birdshot.",
)

# A33 Shot Shell note, l.752: "Only any target".
BIRDSHOT_NOTE = Erratum(
    table="A33", seed="002", lines="752",
    printed="Only any target massing over 2 Enc, they do B type damage",
    reading="pyrules shows the note as printed and reads it as “On any target massing over 2 ENC”.",
    why="“Only any” does not parse; “On any” matches the second note (“At any range beyond SHT”).",
)

# A35 Critical Misses, modern firearms, l.781: cut off after 86-95.
MODERN_CUT_OFF = Erratum(
    table="A35", seed="002", lines="781",
    printed="… 86-95 Chamber explosion. Burst effect is BDG of the round/30, nearest. (end of the reference)",
    reading="pyrules reads 96-00 as the black-powder table's 96-00: chamber explosion with burst effect "
            "BDG/20, nearest.",
    why="The table must cover the whole d100; its rows so far follow the black-powder table's bands, "
        "whose last row is the heavier explosion.",
)

# A29 / A1 / A2 and the melee tool: rounding of Damage Potential.
DAMAGE_POTENTIAL_ROUNDING = Erratum(
    table="A1", seed="002", lines="7-13",
    printed="Damage Potential (effect die × WDM; +1 to +4 to WDM)",
    reading="pyrules rounds the Damage Potential half up to a whole number (a die roll of 7 × WDM 1.3 = 9.1 gives 9).",
    why="WDMs are decimals but damage is counted in whole points; the reference does not say how to round.",
)

# A1 and A2, l.3-13: what a critical effect needs.
CRITICAL_EFFECT_NEEDS_CRITICAL_HIT = Erratum(
    table="A1", seed="002", lines="13",
    printed="Once the Damage Done is calculated, the Gamesmaster will roll on the Critical Effect Table if the "
            "Damage Potential has exceeded the Armor Value of the hit location.",
    reading="The Critical Effect Table is rolled after a critical hit (hand-to-hand and guns alike) whose Damage "
            "Potential exceeded the Armor Value, and after a Missile Special Effect that calls for it; an "
            "ordinary hit rolls no critical effect.",
    why="The sentence closes the Critical Hit Enhancement Tables and follows both their columns; read for every "
        "hit, nearly every blow through armor would roll a critical effect.",
)

# A1, A31: the order of the BDG changes of a gun critical hit and of range.
CRITICAL_BDG_AFTER_RANGE = Erratum(
    table="A1", seed="002", lines="8-9, 697",
    printed="Pistol + 1D10 to BDG; Rifle + 2D10 to BDG … BDG Modifiers plus 10, plus 0, plus 0, minus 10%, "
            "minus 25%, minus 50%",
    reading="The range's BDG change is made first (to the round's Base BDG), then the critical hit's dice are "
            "added.",
    why="The reference does not give the order; the range changes the round's own power, and the critical "
        "dice are added to the damage of that shot, so a long range does not shrink the critical bonus.",
)

# A5, l.85: a Strength Group pushed past the Attribute Group Chart.
GROUP_PAST_8 = Erratum(
    table="A13", seed="002", lines="85, 365-367",
    printed="Short … Character hex +1 (Modification to Strength Group); Group Number … 8: 2D10+2",
    reading="A Strength Group pushed past 8 by the weapon's position is read as group 8 (2D10+2), the chart's "
            "last group.",
    why="The chart stops at group 8, and groups 7 and 8 already share 2D10+2: the chart flattens at its top.",
)

ERRATA: tuple[Erratum, ...] = (
    GUN_CRITICAL_KIND,
    CRITICAL_EFFECT_NEEDS_CRITICAL_HIT,
    CRITICAL_BDG_AFTER_RANGE,
    GROUP_PAST_8,
    DAMAGE_POTENTIAL_ROUNDING,
    DAZE_STUN_HALF,
    TRAUMA_WORDING,
    TRAUMA_CRITICAL_DAMAGE,
    HAND_TO_HAND_ASTERISK,
    DAMAGED_HALF,
    POSITION_HEADING,
    FROM_ABOVE,
    EITHER_LOCATION,
    GROUPS_7_AND_8,
    REACTION_BANDS,
    SMG_ACCURACY,
    STOPPING_EDGES,
    RANGE_COLUMNS,
    LONG_GUN_GARBLE,
    BOTH_TABLES,
    BIRDSHOT_ROW,
    BIRDSHOT_NOTE,
    MODERN_CUT_OFF,
)
