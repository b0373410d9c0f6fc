"""Gear tables as seed 002 prints them: armor and ballistic cloth, barrier materials, encumbrance,
climbing, the unarmed throw, acid and entanglement."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pyrules.core.tables import RangeTable

# ---------------------------------------------------------------- armor

ARMOR_HEADERS = ("MATERIAL", "CODE", "FORMAT", "ENC/LOC", "ARMOR VALUE", "BARTER VALUE PER LOCATION")
CLOTH_HEADERS = (
    "MATERIAL", "CODE", "FORMAT", "ENC/LOC", "ARMOR VALUE/ BARRIER FACTOR", "BARTER VALUE PER LOCATION",
)
FORMATS = {
    "R": "Rigid",
    "SR": "Semi-rigid",
    "FH": "Flexible, Hard",
}
PLASTIC = "PLASTIC"
NON_METALLIC = "NON-METALLIC"
METALLIC = "METALLIC"
# Armor Materials List (002 l.266-321), as printed: (line, group, material, code, format, ENC/LOC, AV, barter)
ARMOR_PRINTED = (
    (270, PLASTIC, "Plasteel", "PS", "R", ".04", "15", "30"),
    (271, PLASTIC, "Armorplast", "AM", "R", ".036", "13", "26"),
    (272, PLASTIC, "Plated Plasteel", "LP-PS", "SR", ".052", "13", "26"),
    (273, PLASTIC, "Dentisplast", "DP", "R", ".03", "11", "22"),
    (274, PLASTIC, "Plated Armorplast", "LP-AM", "SR", ".046", "11", "22"),
    (275, PLASTIC, "Mesh Plasteel", "M-PS", "FH", ".06", "11", "22"),
    (276, PLASTIC, "Macroplast", "MP", "R", ".024", "9", "14"),
    (277, PLASTIC, "Plated Dentisplast", "LP-DP", "SR", ".04", "9", "14"),
    (278, PLASTIC, "Mesh Armorplast", "M-AM", "FH", ".054", "9", "14"),
    (279, PLASTIC, "Plated Macroplast", "LP-MP", "SR", ".032", "8", "12"),
    (280, PLASTIC, "Mesh Dentisplast", "M-DP", "FH", ".046", "8", "12"),
    (281, PLASTIC, "Plastex", "PX", "FQ", ".02", "6", "9"),
    (282, PLASTIC, "Mesh Macroplast", "M-MP", "FH", ".036", "6", "9"),
    (283, PLASTIC, "Synthiplast", "SY", "FQ", ".01", "5", "5"),
    (284, PLASTIC, "Plasthide", "PH", "FQ", ".002", "4", "4"),
    (285, PLASTIC, "Plasticloth", "PC", "FQ", ".0015", "3", "3"),
    (286, PLASTIC, "Light Plasticsheet", "HP", "FQ", ".001", "2", "2"),
    (287, PLASTIC, "Heavy Plasticsheet", "LP", "FQ", ".0005", "1", "1"),
    (289, NON_METALLIC, "Natural Armor Leather", "AL", "FH", ".02", "5", "3"),
    (290, NON_METALLIC, "Hardened Heavy Leather", "H-HL", "FH", ".008", "5", "3"),
    (291, NON_METALLIC, "Heavy Leather", "HL", "FS", ".008", "4", "2"),
    (292, NON_METALLIC, "Scaled Leather", "SL", "FH", ".008", "4", "2"),
    (293, NON_METALLIC, "Natural Armor Hide", "AH", "FS", ".02", "4", "2"),
    (294, NON_METALLIC, "Light Leather", "LL", "FS", ".004", "3", "2"),
    (295, NON_METALLIC, "Heavy Hide", "HH", "FS", ".008", "3", "2"),
    (296, NON_METALLIC, "Scaled Hide", "SH", "FS", ".008", "3", "2"),
    (297, NON_METALLIC, "Heavy Cloth", "HC", "FQ", ".001", "2", "1"),
    (298, NON_METALLIC, "Light Hide", "LH", "FS", ".004", "2", "1"),
    (299, NON_METALLIC, "Light Cloth", "LC", "FQ", ".0005", "1", "0.5"),
    (301, METALLIC, "Carballoy", "CA", "R", ".072", "14", "21"),
    (302, METALLIC, "Plated Carballoy", "LP-CA", "SR", ".08", "13", "20"),
    (303, METALLIC, "Macrosteel", "MS", "R", ".07", "12", "18"),
    (304, METALLIC, "Mesh Carballoy", "M-CA", "FH", ".09", "11", "17"),
    (305, METALLIC, "High Quality Steel", "QS", "R", ".07", "10", "15"),
    (306, METALLIC, "Plated Macrosteel", "LP-MS", "SR", ".092", "10", "15"),
    (307, METALLIC, "Steel", "SP", "R", ".07", "9", "9"),
    (308, METALLIC, "Plated High Quality Steel", "LP-QS", "SR", ".092", "9", "9"),
    (309, METALLIC, "Mesh Macrosteel", "M-MS", "FH", ".104", "9", "9"),
    (310, METALLIC, "Light Ferrous Metal", "FP", "R", ".06", "8", "8"),
    (311, METALLIC, "Plated Steel", "LP-SP", "SR", ".092", "8", "8"),
    (312, METALLIC, "Aluminum Alloy", "AA", "R", ".04", "7", "7"),
    (313, METALLIC, "Plated Ferrous Metal", "LP-FP", "SR", ".078", "7", "7"),
    (314, METALLIC, "Mesh High Quality Steel", "M-QS", "FH", ".104", "7", "7"),
    (315, METALLIC, "Bronze", "BP", "R", ".06", "6", "6"),
    (316, METALLIC, "Plated Aluminum Alloy", "LP-AA", "SR", ".052", "6", "6"),
    (317, METALLIC, "Mesh Steel", "M-SP", "FH", ".104", "6", "6"),
    (318, METALLIC, "Mesh Ferrous Metal", "M-FP", "FH", ".09", "6", "6"),
    (319, METALLIC, "Plated Bronze", "LP-BP", "SR", ".078", "5", "5"),
    (320, METALLIC, "Mesh Aluminum Alloy", "M-AA", "FH", ".06", "5", "5"),
    (321, METALLIC, "Mesh Bronze", "M-BP", "FH", ".09", "4", "4"),
)
# Ballistic Cloth (002 l.327-331), as printed: (line, material, code, format, ENC/LOC, AV/BF, barter)
CLOTH_PRINTED = (
    (328, "Emplon", "BC5", "FQ", ".001", "1/5", "10"),
    (329, "Fabulon", "BC10", "FQ", ".002", "1/10", "15"),
    (330, "Armorlon", "BC20", "FH", ".01", "2/20", "25"),
    (331, "Hercuweave", "BC30", "FH", ".025", "4/35", "50"),
)
CLOTH_RULE = (
    "This material presents an effective barrier to bullets but still does not perform as well against hand "
    "held weapons. To determine the Ballistic Cloth's Armor Value when struck by a hand-held weapon, divide "
    "the Barrier Factor by 10 and round to the nearest whole number. If the character struck is wearing other "
    "armor that has a higher Armor Value than the Cloth, this other armor will be used to subtract from the "
    "Damage Potential."
)


# ---------------------------------------------------------------- materials

MATERIALS_HEADERS = ("Material", "Barrier Factor per inch")
# Barrier Factor of Materials (002 l.526-546), as printed: (material, factor per inch).
BARRIER_FACTORS: tuple[tuple[str, str], ...] = (
    ("Glass", "5"),
    ("Glass, safety", "20"),
    ("Glass, shatter resistant", "25"),
    ("Heavy Leather", "20"),
    ("Light Leather", "15"),
    ("Metal, veneer", "20"),
    ("Metal, light", "30"),
    ("Metal, heavy", "40"),
    ("Metal, hardened or structural", "*60"),
    ("Plastic, light", "5"),
    ("Plastic, medium", "10"),
    ("Plastic, heavy", "20"),
    ("Plastic, structural", "*40"),
    ("Sand", "8"),
    ("Soil", "variable 8 to 20"),
    ("Stone", "*30"),
    ("Wicker", "10"),
    ("Wood, veneer", "5"),
    ("Wood, solid", "10"),
    ("Wood, plywood", "20"),
)


# ---------------------------------------------------------------- encumbrance

BULKS = ("VSm", "Sm", "Med", "Lg", "VLg", "HG1", "HG2", "HG3")
MASSES = ("Vlt", "Lt", "Hvy", "VHvy", "MS1", "MS2", "MS3")
# Encumbrance Value Chart (002 l.382-393), as printed: bulk -> one value per mass.
CHART: dict[str, tuple[str, ...]] = {
    "VSm": ("0.001", "0.05", "0.1", "0.6", "1.0", "2.0", "3.0"),
    "Sm": ("0.05", "0.1", "0.6", "1.0", "1.6", "3.5", "5.0"),
    "Med": ("0.1", "0.3", "1.0", "1.6", "2.0", "5.0", "7.5"),
    "Lg": ("0.3", "0.6", "1.5", "2.0", "3.5", "7.0", "10.0"),
    "VLg": ("0.6", "1.0", "3.5", "4.5", "5.0", "10.0", "15.0"),
    "HG1": ("2", "3.5", "5.0", "6.0", "8.0", "16.0", "22.0"),
    "HG2": ("4", "7.0", "10.0", "12.0", "16.0", "32.0", "44.0"),
    "HG3": ("6", "10.5", "15.0", "18.0", "24.0", "48.0", "66.0"),
}
# Bulk and Mass categories (002 l.395-415), as printed.
BULK_TEXT: dict[str, str] = {
    "VSm": "very small: able to be hidden in a hand, such as a coin, gem, small jewelry, etc.",
    "Sm": "small: can be held and used with one hand and does not project far from the hand, such as knives, candles, clubs, lanterns, etc.",
    "Med": "medium: held and used in one hand but significantly larger than the hand, such as short swords, torches, etc.",
    "Lg": "large: usable in one hand and up to about a meter in length, such as swords, large tools, bundles, etc.",
    "VLg": "very large: able to be held or carried in one hand but usually requiring two hands to use properly, such as staves, longbows, polearms, crossbows, rifles, etc.",
    "HG": "huge: greater than 6 feet long and bulky, usually requires two hands to carry. HG1: mattress, small giant, coffin, etc. HG2: horses, carts, small car, etc. and so on.",
}
MASS_TEXT: dict[str, str] = {
    "Vlt": "very light: wood, paper, feathers, cloth, etc.",
    "Lt": "light: flesh, leather, water, heavy woods, etc.",
    "Hvy": "heavy: stone, gemstones, iron, brass, etc.",
    "VHvy": "very heavy: lead, silver, etc.",
    "MS": "massive: MS1: gold, platinum, etc. MS2: uranium, plutonium, etc. and so on",
}
# Encumbrance Status (002 l.421-429): (status, up to this share of ENC CAP, Deftness, Speed, BCS) as printed.
STATUS_ROWS = (
    ("Unencumbered", "up to 1/2 ENC CAP", Fraction(1, 2), "***", "no modifications", "***"),
    ("Partially Encumbered", "up to 3/4 ENC CAP", Fraction(3, 4), "-25%", "-25%", "-1"),
    ("Fully Encumbered", "up to full ENC CAP", Fraction(1), "-50%", "-50%", "-2"),
)
STATUS_HEADERS = ("Status", "Load", "Deftness", "Speed", "BCS")
# Each status by the key the rules know it by, in the rows' order.
EncumbranceKey = Literal["none", "partial", "full"]
STATUS_KEYS: tuple[EncumbranceKey, ...] = ("none", "partial", "full")
# The modifications as numbers: status key -> (Deftness and Speed multiplier, BCS modifier).
STATUS_EFFECTS: dict[EncumbranceKey, tuple[Fraction, int]] = {
    "none": (Fraction(1), 0),
    "partial": (Fraction(3, 4), -1),
    "full": (Fraction(1, 2), -2),
}
# A character may carry (002 l.431-435): place -> (most things, rule as printed).
CARRY_LIMITS: dict[str, tuple[int, str]] = {
    "back": (1, "1 “thing” on his back."),
    "hands": (2, "1 “thing” up to Very Large in each hand."),
    "shoulders": (2, "1 “thing” slung over each shoulder."),
    "belt": (10, "10 “things” on a belt."),
}
# Cartridge ENC (seed 002 l.760): by caliber, one ENC value per round.
CARTRIDGES: dict[str, tuple[str, Fraction]] = {
    "light": ("Pistol ammo of caliber 30 or less, and all rimfire ammo", Fraction(1, 100)),
    "heavy": ("Other pistol ammo (32 caliber or larger), long-gun ammo and shot shells", Fraction(2, 100)),
}


# ---------------------------------------------------------------- climbing

CLIMBING_HEADERS = ("Method or Surface", "BMA", "Notes")
# Climbing Movement Table (002 l.479-483), as printed: key -> (method, BMA, notes).
METHODS: dict[str, tuple[str, str, str]] = {
    "simple-rope": (
        "Simple rope", ".1",
        "Maximum height in meters equal to Strength CST plus Strength Group Effect Die roll. Requires two hands. "
        "No other Actions allowed.",
    ),
    "knotted-rope": (
        "Knotted rope", ".1",
        "As above but substitute AST for CST. BCS modification of 2 while on ladder.",
    ),
    "ladder": ("Ladder", ".25", "Treacherous Ground."),
    "stairs": ("Stairs", ".5", "Treacherous Ground. \"Running\" allowed."),
}
ROPES = ("simple-rope", "knotted-rope")


# ---------------------------------------------------------------- throw

THROW_HEADERS = ("Effect Number", "Outcome of Throw")
# Unarmed Combat Throw Table (002 l.517-522), as printed.
THROW = RangeTable(
    "Unarmed Combat Throw Table",
    [
        ("0-1", "The throw is incomplete. Target must abort any Action in progress that does not resolve that "
                "Action Phase. If able to under the normal rules for initiation of Actions, he may reinitiate the "
                "Action on the next Phase."),
        ("2-3", "Target is treated as Dazed (see Book 1, page 30) for a full Combat Turn. He remains on his feet."),
        ("4-6", "Target is actually thrown. He will be prone on the next Action Phase. He is also subject to the "
                "results of an Effect Number of 0 or 1 and must make the usual Saving Throw to avoid the effects "
                "of a fall (see Book 1, page 32)."),
        ("7-9", "As 4-6 above and the thrown character will take subdual damage equal to the thrower's Strength "
                "Group Effect Die roll. Armor will not reduce this damage but each level of Blast Buffering will "
                "eliminate 5 points of it."),
        ("10+", "As 7-9 above plus the victim must make an immediate Health Ability Saving Throw or succumb to "
                "System Shock. Blast Buffering will add twice its level to the number needed."),
    ],
    unit="Effect Number",
)
SHORT = {
    "0-1": "Throw incomplete: target aborts his Action",
    "2-3": "Target Dazed for a Combat Turn, on his feet",
    "4-6": "Target thrown: prone, aborts, saves vs fall",
    "7-9": "Thrown, plus subdual damage",
    "10+": "Thrown, subdual damage, Health save vs System Shock",
}


# ---------------------------------------------------------------- acid

ACID_HEADERS = ("D100", "Special Effect")
# Acid Special Effects Table (002 l.569-583), as printed.
ACID = RangeTable(
    "Acid Special Effects Table",
    [
        ("01-30", "No serious effect"),
        ("31-60", "Extensive scarring. Decrease the character's Looks category by the strength of the acid when it "
                  "began its attack."),
        ("61-70", "Character's sense of smell is impaired."),
        ("71-80", "Character's sense of taste is impaired. Character will also have a speech problem."),
        ("81-90", "Character is blinded in one eye."),
        ("91-95", "Character is blinded in both eyes."),
        ("96-00", "Roll twice for effects ignoring die rolls over 95."),
    ],
    die="d100",
    unit="roll",
)
# The paragraph under the table (002 l.585), as printed.
AFTERWORD = (
    "It is left to the Gamesmaster to adjudicate the result in subsequent adventures of the character's "
    "impairment in smell, taste, hearing or speech. Other effects are self explanatory. In all cases, the "
    "character will be left with sufficient scars to be considered a distinguishing mark."
)


# ---------------------------------------------------------------- entanglement

ENTANGLEMENT_HEADERS = ("Effect Number", "Head & Neck Loc 1-3", "Torso ¹ Loc 4-12", "Leg Loc 13-20", "Arm ² Loc 21-30")
AREAS = ("head", "torso", "leg", "arm")
AREA_NAMES = {"head": "Head & Neck", "torso": "Torso", "leg": "Leg", "arm": "Arm"}
AREA_LOCATIONS = {"head": "1-3", "torso": "4-12", "leg": "13-20", "arm": "21-30"}
# Hit locations of each column (002 l.550).
LOCATIONS = RangeTable(
    "Entanglement locations",
    [(span, area) for area, span in AREA_LOCATIONS.items()],
    unit="location",
)
# Entanglement Effect Chart (002 l.551-555), as printed: effect number -> cells by area.
PRINTED_ROWS: tuple[tuple[str, tuple[str, str, str, str]], ...] = (
    ("0-1", ("Distraction", "No Effect", "Distraction", "Distraction")),
    ("2-3", ("Multiple Distraction", "Distraction", "Abort Action", "Abort Action")),
    ("4-6", ("As 2-3 plus Check for Daze", "Multiple Distraction", "Dazed", "Dazed")),
    ("7-9", ("As 2-3 plus Dazed", "As 4-6 plus Check for Daze", "Knocked over", "Stunned")),
    ("10 & Up", ("Stunned", "As 4-6 plus Dazed", "Knocked over plus check for Fall results",
                 "As 7-9 plus Check for Knocked Over")),
)
# The core range reader knows "10+" but not "10 & Up"; the printed label is kept above.
EFFECTS = RangeTable(
    "Entanglement Effect Chart",
    [("10+" if printed == "10 & Up" else printed, cells) for printed, cells in PRINTED_ROWS],
    unit="Effect Number",
)
# The chart's glossary (002 l.557-561), as printed.
GLOSSARY: dict[str, str] = {
    "Distraction": "The target receives 1 Distraction to all BCS for a Combat Turn.",
    "Abort Action": (
        "The target must abort any Action in progress that is not resolving on the Action Phase on which the "
        "Entanglement attack is resolved. If able under the normal rules for initiation of Actions, the target "
        "may reinitiate his Action on the next Action Phase."
    ),
    "Multiple Distractions": "The target receives the user's Deftness Group in Distractions for a Combat Turn.",
    "Knocked Over": (
        "The target is knocked from his feet and is subject to the rules for falling. The target's lower half is "
        "in the hex he had been occupying and his upper half is in the one most directly away from the weapon user."
    ),
    "Check for Daze": (
        "The target compares his Health Group Effect Die roll to the user's Strength Group Effect Die roll. If it "
        "is higher there is no effect other than the Distractions. Otherwise he is Dazed as well."
    ),
    "Knocked Over plus": "As above plus the target is at least Dazed.",
    "Dazed": "The effect is the same as the critical effect Daze.",
    "Check for Knocked Over": (
        "The target and user compare Strength Group Effect Die rolls. If the user's is higher the target is "
        "Knocked Over."
    ),
    "Stunned": (
        "The effect functions as the critical effect Stun except that the target functions normally on the next "
        "Combat Turn."
    ),
}
# The glossary's terms by the key the rules know each by: key -> the term as printed.
GLOSSARY_TERMS: dict[str, str] = {
    "distraction": "Distraction",
    "abort_action": "Abort Action",
    "multiple_distractions": "Multiple Distractions",
    "knocked_over": "Knocked Over",
    "check_for_daze": "Check for Daze",
    "knocked_over_plus": "Knocked Over plus",
    "dazed": "Dazed",
    "check_for_knocked_over": "Check for Knocked Over",
    "stunned": "Stunned",
}
# What each cell of the chart means, as glossary terms by key, cells by area as PRINTED_ROWS has them:
# an "As 2-3 plus …" cell is the same column's 2-3 cell and then its own term; "No Effect" is none;
# "Knocked over plus check for Fall results" is Knocked Over and then "Knocked Over plus".
CELL_TERMS: dict[str, tuple[tuple[str, ...], ...]] = {
    "0-1": (("distraction",), (), ("distraction",), ("distraction",)),
    "2-3": (("multiple_distractions",), ("distraction",), ("abort_action",), ("abort_action",)),
    "4-6": (("multiple_distractions", "check_for_daze"), ("multiple_distractions",), ("dazed",), ("dazed",)),
    "7-9": (("multiple_distractions", "dazed"), ("multiple_distractions", "check_for_daze"), ("knocked_over",),
            ("stunned",)),
    "10 & Up": (("stunned",), ("multiple_distractions", "dazed"), ("knocked_over", "knocked_over_plus"),
                ("stunned", "check_for_knocked_over")),
}
# The chart's footnotes (002 l.563-565), as printed.
FOOTNOTES: dict[str, str] = {
    "torso": (
        "¹In order to achieve an effect against one of these Locations the flexible weapon must at least be of "
        "Long length. When one of these Locations is hit by such a weapon, the target and the user should compare "
        "Deftness Group Effect Die rolls. If the user's is higher he gets to make a second BCS roll subject to all "
        "the modifiers present for the first one. If the roll is successful he will also have scored an "
        "Entanglement effect on an arm. A critical hit will get both arms."
    ),
    "arm": (
        "²If one of these Locations is hit on a man in Stance with a missile weapon all benefits of Stance are "
        "lost. He is treated as if he were Engaged for purposes of getting off a shot and all fire is treated as "
        "Hip fire"
    ),
}


