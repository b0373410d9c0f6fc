"""Errata for the gear and movement tables (A9-A12, A15-A25 of seed 002).

Each garbled or ambiguous spot: what the reference prints, the reading pyrules
makes, and why. The data modules apply these readings and the reference tables
and tools show each one as a footnote where its row is used.
"""

from __future__ import annotations

from pyrules.aftermath.data import cite
from pyrules.core.reference import Erratum

# A9 Weapons Listing, l.201 and l.256-257: the hatchet cites both breaking notes.
HATCHET_BREAKING = Erratum(
    table="A9",
    seed="002",
    lines="201, 256-257",
    printed="hatchet ⁵,⁶ … ⁵ Weapon must check for breaking if used against Rigid armor greater than AV6 or "
            "Semi-rigid or Flexible, Hard armor greater than AV8 … ⁶ As note 5 but armor Values requiring check "
            "are 8 and 10 respectively.",
    reading="pyrules checks the hatchet for breaking from note 5's limits: Rigid armor above AV 6, Semi-rigid or "
            "Flexible, Hard armor above AV 8, rolling 1D20 against its Survival Value 4.",
    why="Note 6 is note 5 with higher limits, so one row cannot follow both, and the hatchet is the only row citing "
        "both; any armor above note 6's limits is above note 5's too, so note 5's limits keep every check either "
        "note asks for.",
)

# A9 Weapons Listing, l.212: the Cudgel's FORMAT and LENGTH cells are swapped.
CUDGEL = Erratum(
    table="A9",
    seed="002",
    lines="212",
    printed="Cudgel … FORMAT A, LENGTH S",
    reading="pyrules reads FORMAT S and LENGTH A.",
    why="“A” is a length (Average), never a format, and “S” is the format every swung club has; the two cells were swapped.",
)

# A9 Weapons Listing, l.220: the trench knife's format "ST" lost its comma.
TRENCH_KNIFE = Erratum(
    table="A9",
    seed="002",
    lines="220",
    printed="Knife, trench … FORMAT ST",
    reading="pyrules reads FORMAT S,T.",
    why="Every other knife that both slashes and thrusts prints “S,T”; “ST” is not a format code.",
)

# A9 Weapons Listing, l.227-228: Pistol butt and Pitchfork have swapped SKILLS..LENGTH cells.
PISTOL_BUTT = Erratum(
    table="A9",
    seed="002",
    lines="227-228",
    printed=(
        "Pistol butt PI 2 4 2 S 10 S L 1.7 2.3C 3; Pitchfork Br, SW - 2 1 N - S S 1.1 1.5L 5"
    ),
    reading=(
        "pyrules swaps the SKILLS to LENGTH cells of the two rows: Pistol butt Br, SW, -, 2, 1, N, -, S, S; "
        "Pitchfork PI, 2, 4, 2, S, 10, S, L. ENC, WDM and BARTER VALUE stay as printed."
    ),
    why=(
        "As printed a pistol butt needs Pole skill, two hands and Long length while a pitchfork is a one-handed "
        "Short brawling weapon with no Survival Value, although note 5 (breaking) is cited for it; swapped, both "
        "rows read like their neighbours (Rifle butt, Staff)."
    ),
)

# A9 Weapons Listing, l.229-230: Rifle butt and Rope look shifted but cannot be recovered.
RIFLE_BUTT_AND_ROPE = Erratum(
    table="A9",
    seed="002",
    lines="229-230",
    printed="Rifle butt PI - 2 1 N - S S - 1 + (ENC of Gun) C -; Rope Br, PI - 2 2 N - S L - 1.3L ¹¹ 4",
    reading="pyrules shows both rows as printed.",
    why=(
        "Their cells look shifted (a one-handed Short rifle butt, a rope with a barter value but no ENC), "
        "but no other row's cells fit them better, so nothing is guessed."
    ),
)

# A9 Weapons Listing, l.200-250 and l.252-264: footnote 13 is cited but never printed.
FOOTNOTE_13 = Erratum(
    table="A9",
    seed="002",
    lines="202-249, 252-264",
    printed="¹³ cited on 17 rows; the notes printed run ¹ to ¹² (and ¹ is never cited)",
    reading="pyrules shows the citation ¹³ and says the note is missing; it applies no rule for it.",
    why="The text of note 13 is not in the reference, and inventing it would be a guess.",
)

# A10 Armor Materials List, l.286-287: Light and Heavy Plasticsheet names swapped.
PLASTICSHEET = Erratum(
    table="A10",
    seed="002",
    lines="286-287",
    printed="Light Plasticsheet HP .001 2 2; Heavy Plasticsheet LP .0005 1 1",
    reading="pyrules reads Heavy Plasticsheet HP .001 AV 2, and Light Plasticsheet LP .0005 AV 1.",
    why="The codes (HP, LP), the heavier ENC and the higher Armor Value all belong to the heavy sheet; only the names were swapped.",
)

# A11 Ballistic Cloth, l.331: Hercuweave's code says 30, its Barrier Factor says 35.
HERCUWEAVE = Erratum(
    table="A11",
    seed="002",
    lines="331",
    printed="Hercuweave BC30 … 4/35",
    reading="pyrules uses Barrier Factor 35 and Armor Value 4, and keeps the code BC30 as printed.",
    why="The rule above the table (BF/10 rounded to nearest) turns 35 into 4, as printed; 30 would give 3. The other codes name their Barrier Factor, so the code is the likely slip.",
)

# A12 The Horse, l.355-356: five headers (SF ENC CAP MASS AV), four values.
HORSE_MASS = Erratum(
    table="A12",
    seed="002",
    lines="355-356",
    printed="SF ENC CAP MASS AV / 12 12 32 3",
    reading="pyrules reads “ENC CAP” as one statistic: SF 12, ENC CAP 12, MASS 32, AV 3; nothing is missing.",
    why=f"The Encumbrance Status table ({cite('421-429')}) uses ENC CAP as one statistic, and a horse's hide "
        "is armor of about AV 3 (Heavy Hide is 3); a man (HG1 of flesh, 3.5 ENC) is then a real load for a horse.",
)

# A12 The Horse, l.360-361: the shod hoof has no BCS and the notes run over two rows.
HORSE_HOOVES = Erratum(
    table="A12",
    seed="002",
    lines="360-361",
    printed="Hoof, unshod 1.5C A 10 2 attacks when used / Hoof, shod 1.7C A (blank) and a WDA equal to 3",
    reading="pyrules shows the shod hoof's BCS blank and reads the note as one sentence for both hoof rows: “2 attacks when used and a WDA equal to 3”.",
    why="The note's two halves are one sentence split by the layout; the reference does not print the shod hoof's BCS nor define WDA.",
)

# A18 Movement Modifiers Chart, l.473: heavy snow's days after printed out of order.
SNOW_DAYS = Erratum(
    table="A18",
    seed="002",
    lines="473",
    printed="Heavy Snow (day 1) … 25% (day 3) … 75% (day 2) … 50% (day 4) … 100%",
    reading="pyrules reads day 1 25%, day 2 50%, day 3 75%, day 4 100%.",
    why="Each day's own percentage is printed beside it; only the order is scrambled by the layout.",
)

# A19 Climbing Movement Table, l.481: the knotted rope's note ends with a ladder modifier.
LADDER_BCS = Erratum(
    table="A19",
    seed="002",
    lines="481-482",
    printed="Knotted rope … As above but substitute AST for CST. BCS modification of 2 while on ladder.",
    reading="pyrules shows the note as printed on the knotted rope and repeats “BCS modification of 2” on the ladder, without a sign.",
    why="The sentence names the ladder, so it probably belongs to the next row; the reference does not say whether the 2 is added or taken away.",
)

# A22 Barrier Factor of Materials, l.535/539/542: an asterisk with no note.
BARRIER_ASTERISK = Erratum(
    table="A22",
    seed="002",
    lines="535, 539, 542",
    printed="Metal, hardened or structural *60; Plastic, structural *40; Stone *30",
    reading="pyrules uses 60, 40 and 30 and shows the asterisk, noting that its note is missing.",
    why="The reference prints no note for the asterisk.",
)

# A15 Encumbrance Value Chart, l.404-415: "and so on" after HG2 and MS2.
HUGE_AND_MASSIVE = Erratum(
    table="A15",
    seed="002",
    lines="404-415",
    printed="HG2: horses, carts, small car, etc. and so on. / MS2: uranium, plutonium, etc. and so on",
    reading="pyrules continues bulk HG past HG3 as n times the HG1 row (HG4 = 4 × HG1) and refuses mass past MS3.",
    why="The printed HG2 and HG3 rows are exactly 2 and 3 times HG1 in every column; the MS columns keep no single ratio, so MS4 would be a guess.",
)

# A16 Encumbrance Status, l.423-429: percentages with no rounding, and nothing past full ENC CAP.
ENCUMBRANCE_STATUS = Erratum(
    table="A16",
    seed="002",
    lines="423-429",
    printed="Partially Encumbered -25% -25% -1; Fully Encumbered up to full ENC CAP -50% -50% -2",
    reading="pyrules rounds a reduced Deftness or Speed half up, and refuses a load over the full ENC CAP.",
    why="The reference says neither how to round nor what lies past Fully Encumbered; nearest-half-up is the project's reading of rounding, and a value past a table is refused rather than guessed.",
)

# A18 Movement Modifiers Chart, l.451-467: how the modifiers combine is not printed.
MOVEMENT_COMBINING = Erratum(
    table="A18",
    seed="002",
    lines="451-467",
    printed="a list of conditions, each with a percentage",
    reading="pyrules takes one modifier from each group (ground, light, weather, the day after) and multiplies them.",
    why="The chart does not say how they combine; each is a percentage of a rate, so a good road at night (200% × 25%) is slower than by day.",
)

# A18 the day after, l.472: light snow stops at day 2.
LIGHT_SNOW_AFTER = Erratum(
    table="A18",
    seed="002",
    lines="472",
    printed="Light Snow (day 1) ... 50% (day 2) ... 75%",
    reading="From day 3 after light snow pyrules uses 100%.",
    why="Heavy rain and heavy snow both end at 100% one 25% step after their last penalty; light snow is read to do the same.",
)

# A20 Table of Learning Rate Modifications, l.485-510: both columns positive, and two optional rows that overlap.
LEARNING_NET = Erratum(
    table="A20",
    seed="002",
    lines="485-510",
    printed="aids and hindrances both printed as positive values; optional rows “greater than 50” 2 and “greater than 75” 3",
    reading="pyrules answers the net as hindrances minus aids, and a score over 75 takes only the 3 (not 2 + 3).",
    why="The table does not say how the two lists meet; the second optional row reads as the higher step of the first.",
)

# A25 KPH to DAT Movement Conversion Table, l.613: 0.4 rounds to 1.
KPH_MINIMUM = Erratum(
    table="A25",
    seed="002",
    lines="613",
    printed="5 8 0.4 1",
    reading="pyrules rounds m/AP to the nearest whole number, half up, and gives anything moving at least 1.",
    why="Every other row rounds to the nearest; 0.4 would give 0, but the table prints 1, so a moving vehicle always moves.",
)

ERRATA: tuple[Erratum, ...] = (
    HATCHET_BREAKING,
    CUDGEL,
    TRENCH_KNIFE,
    PISTOL_BUTT,
    RIFLE_BUTT_AND_ROPE,
    FOOTNOTE_13,
    PLASTICSHEET,
    HERCUWEAVE,
    HORSE_MASS,
    HORSE_HOOVES,
    HUGE_AND_MASSIVE,
    ENCUMBRANCE_STATUS,
    MOVEMENT_COMBINING,
    SNOW_DAYS,
    LIGHT_SNOW_AFTER,
    LADDER_BCS,
    LEARNING_NET,
    BARRIER_ASTERISK,
    KPH_MINIMUM,
)
