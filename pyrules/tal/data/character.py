"""Character tables: ability scores, hit points, number of rolls, overall speed."""

# T6 Self Rating or Roll to Ability Score, seed 000 l.41-47: (self rating, d100 roll, score).
ABILITY_HEADERS = ("Self Rating", "Roll", "Ability Score")
ABILITY_SCORES: tuple[tuple[str, str, int], ...] = (
    ("Exceptional", "01-10", 70),
    ("Above average", "11-30", 60),
    ("Average", "31-70", 50),
    ("Below average", "71-90", 40),
    ("Poor", "91-00", 30),
)

# T7 Hit Points and Personal Soak, seed 000 l.49-51: (points, rule as printed).
HIT_POINTS_TITLE = "Hit Points and Personal Soak"
HIT_POINTS: tuple[tuple[str, str], ...] = (
    ("SHP", "Constitution divided by 2 (round off)"),
    ("DHP", "Same as SHP"),
)

# T8 Number of Rolls by Ability Score, seed 000 l.53-59: (ability score, number of rolls).
ROLLS_HEADERS = ("Ability Score", "Number of Rolls")
NUMBER_OF_ROLLS: tuple[tuple[str, int], ...] = (
    ("01-50", 1),
    ("51-75", 2),
    ("76-90", 3),
    ("91-99", 4),
    ("00", 5),
)

# T13 Calculating Overall Speed, seed 000 l.132-165.
OVERALL_SPEED_FORMULA = ("(Agility Base Skill + Strength Base Skill)", "2")  # l.134-136, a fraction
OVERALL_SPEED_SUBTITLE = "Armor, weapon and skill modifiers"  # l.138
ARMOR_HEADERS = ("Armor Type", "Modifier")
ARMOR: tuple[tuple[str, str], ...] = (  # l.140-144
    ("Heavy", "-5"),
    ("Medium", "-3"),
    ("Light", "-1"),
    ("None", "0"),
)
WEAPON_HEADERS = ("Weapon Type", "Speed")
WEAPON_SPEED: tuple[tuple[str, int], ...] = (  # l.146-150
    ("Heavy", 8),
    ("Medium", 6),
    ("Light", 4),
    ("Very light or none", 2),
)
ROF_HEADERS = ("Missile Weapon ROF", "Speed")
MISSILE_ROF_SPEED: tuple[tuple[str, int], ...] = (  # l.152-157
    ("Very Slow", 16),
    ("Slow", 8),
    ("Moderate", 4),
    ("Quick", 2),
    ("Semiautomatic, Full Automatic or faster", 1),
)
SKILL_RATING_HEADERS = ("Skill Rating", "Modifier")
SKILL_RATING: tuple[tuple[str, str], ...] = (  # l.159-165
    ("01-19", "+2"),
    ("20-39", "+1"),
    ("40-59", "0"),
    ("60-79", "-1"),
    ("80-99", "-2"),
    ("100", "-3"),
)
