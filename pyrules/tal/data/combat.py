"""Combat tables: the attack table, firing on a target, evasion and precision, stances."""

# T9 Attacking, seed 000 l.61-86: weapon skill by d100 roll to damage category.
# Each row: (weapon skill, (Critical, Max, High, Medium, Low, Minimum, Miss)) as printed;
# "-" is an empty cell, "S" is the attacker's skill, "-00" runs from the cell before to 00.
ATTACK_HEADERS = (
    "Weapon Skill", "Critical", "Max (cat 5)", "High (cat 4)", "Medium (cat 3)",
    "Low (cat 2)", "Minimum (cat 1)", "Miss",
)
ATTACK_TABLE: tuple[tuple[str, tuple[str, str, str, str, str, str, str]], ...] = (
    ("01-04", ("-", "-", "-", "-", "-", "01-S", "-00")),
    ("05-09", ("-", "01", "02", "03", "04", "05-S", "-00")),
    ("10-14", ("01", "02", "03", "04", "05-06", "07-S", "-00")),  # l.66: see errata
    ("15-19", ("01", "02", "03", "04", "05-10", "11-S", "-00")),
    ("20-24", ("01", "02", "03", "04", "05-15", "16-S", "-00")),
    ("25-29", ("01", "02", "03", "04-05", "06-20", "21-S", "-00")),
    ("30-34", ("01", "02", "03", "04-10", "11-25", "26-S", "-00")),
    ("35-39", ("01", "02", "03", "04-15", "16-30", "31-S", "-00")),
    ("40-44", ("01", "02", "03-05", "06-20", "21-35", "36-S", "-00")),
    ("45-49", ("01", "02", "03-10", "11-25", "26-40", "41-S", "-00")),
    ("50-54", ("01", "02", "03-15", "16-30", "31-45", "46-S", "-00")),
    ("55-59", ("01", "02-05", "06-20", "21-35", "36-50", "51-S", "-00")),
    ("60-64", ("01", "02-10", "11-25", "26-40", "41-55", "56-S", "-00")),
    ("65-69", ("01", "02-15", "16-30", "31-45", "46-60", "61-S", "-00")),
    ("70-74", ("01", "02-20", "21-35", "36-50", "51-65", "66-S", "-00")),
    ("75-79", ("01", "02-25", "26-40", "41-55", "56-70", "71-S", "-00")),
    ("80-84", ("01", "02-30", "31-45", "46-60", "61-75", "76-S", "-00")),
    ("85-89", ("01", "02-35", "36-50", "51-65", "66-80", "81-S", "-00")),
    ("90-94", ("01", "02-40", "41-55", "56-70", "71-85", "86-S", "-00")),
    ("95-99", ("01-05", "06-45", "46-60", "61-75", "76-90", "91-S", "-00")),
    ("00", ("01-10", "11-50", "51-65", "66-80", "81-95", "96-99", "00")),
)
ATTACK_FOOTNOTE = (  # l.86
    "*S in this column indicates your actual skill. For example, if your skill is 57, you hit in "
    "category 1 on a roll of 51-57, and miss on a 58-00."
)

# T10 Firing on a Target, seed 000 l.88-116: (heading, rule as printed, category shift).
# Range beyond short is read as -1 per range category (l.103, see errata).
COVER: tuple[tuple[str, str, int], ...] = (  # l.92-96, "Target behind cover:"
    ("25% cover", "25% cover = -1 category", -1),
    ("50% cover", "50% cover = -2 categories", -2),
    ("75% cover", "75% cover = -3 categories", -3),
)
RANGE_RULES: tuple[str, ...] = (  # l.100-103, "Range to target:"
    "+1 if in point-blank range (by weapon)",
    "1 category per range category beyond short (medium, long, maximum)",
)
RANGE: tuple[tuple[str, int], ...] = (  # l.102-103: each range category and its shift
    ("Point-blank", 1),
    ("Short", 0),
    ("Medium", -1),
    ("Long", -2),
    ("Maximum", -3),
)
MOVEMENT: tuple[tuple[str, str, int], ...] = (  # l.107-111
    ("Shooter is walking", "Shooter is walking: -1 category", -1),
    ("Shooter is running", "Shooter is running: -2 categories", -2),
    ("Shooter is braced", "Shooter is braced: +1 category", 1),
    ("Target is moving", "Target is moving: -1 category", -1),
    ("Target movement erratic", "Target movement erratic: -1 category", -1),
)
OTHER: tuple[tuple[str, str, int, int], ...] = (  # l.115-116: (name, as printed, from, to)
    ("Adverse conditions", "Adverse conditions: -1 to -5 categories (GM's discretion)", -1, -5),
    ("Favorable conditions", "Favorable conditions: +1 to +5 categories (GM's discretion)", 1, 5),
)

# T11 Evasion and Precision, seed 000 l.118-124.
EVASION_HEADERS = ("Combat speed", "Evasion")
EVASION: tuple[tuple[str, int], ...] = (  # l.121-125, left columns
    ("0-8", 0),
    ("9-11", 1),
    ("12-15", 2),
    ("16-19", 3),
    ("20+", 4),
)
PRECISION_HEADERS = ("Weapon skill", "Opponent's Evasion**")
PRECISION: tuple[tuple[str, str], ...] = (  # l.121-123, right columns
    ("76-90", "+1"),
    ("91-99", "+2"),
    ("00", "+3"),
)
PRECISION_FOOTNOTE = "** cannot be brought below 0"  # l.124

# T12 Stances, seed 000 l.127-130: (stance, key, rule as printed).
STANCES: tuple[tuple[str, str, str], ...] = (
    ("Active Defense", "active",
     "Roll dodge or parry, subtract 20% from roll, subtract damage class from attacker's damage class"),
    ("Cautious", "cautious", "Attack rolls are doubled. Add 20% to dodge or parry roll."),
)
ACTIVE_DEFENSE_ROLL = -20   # l.129 "subtract 20% from roll"
CAUTIOUS_DEFENSE_ROLL = 20  # l.130 "Add 20% to dodge or parry roll"
CAUTIOUS_ATTACK_TIMES = 2   # l.130 "Attack rolls are doubled"
