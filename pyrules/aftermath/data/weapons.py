"""The Weapons Listing as seed 002 prints it: its headings, rows and numbered notes."""

from __future__ import annotations

HEADERS = (
    "WEAPON", "SKILLS", "UTILITY", "STR", "HAND", "SEC.", "SURV.",
    "FORMAT", "LENGTH", "ENC", "WDM", "BARTER VALUE",
)
COLUMNS = (
    "skills", "utility", "strength", "hands", "sec", "survival",
    "format", "length", "enc", "wdm", "barter",
)
HAND_WEAPONS = "Hand weapons"
WHIPS = "Whips"
# Weapons Listing footnotes (002 l.252-264). Note 13 is cited but never printed.
NOTES: dict[int, str] = {
    1: "Second strike is only available when using Polearm Skill.",
    2: "May also be used with a shield but no second strike is allowed.",
    3: "Has a hand guard with AV = 4, SR.",
    4: "Used on rifle will add .3 to WDM but will not add to ENC of rifle. Polearm Skill required.",
    5: (
        "Weapon must check for breaking if used against Rigid armor greater than AV6 or Semi-rigid or "
        "Flexible, Hard armor greater than AV8. A die roll greater than or equal to the Survival Value on "
        "1D20 indicates that the weapon has broken. Any damage done by that attack will be halved, as the "
        "final adjustment to the Damage Potential."
    ),
    6: "As note 5 but armor Values requiring check are 8 and 10 respectively.",
    7: "Hand guard functions as Brass Knuckles.",
    8: "Weapon subtracts .5 from its WDM when thrusting.",
    9: "Survival Value is the Barrier which must be cut to destroy weapon.",
    10: (
        "A character may throw more than one at a time. Maximum number is equal to the character's Dexterity "
        "Group. Each one thrown will receive a negative modification to the BCS equal to the number being "
        "thrown if it is more than 1. Each is rolled for separately."
    ),
    11: "Maximum Armor Value that the weapon can penetrate is 2 times user's Strength Group.",
    12: "Maximum Armor Value that the weapon can penetrate is 4 times user's Strength Group.",
}
MISSING_NOTE = 13
# Weapons Listing rows (002 l.200-250), as printed:
# (line, full name, name as printed, name notes, SKILLS, UTILITY, STR, HAND, SEC., SURV.,
#  FORMAT, LENGTH, ENC, WDM, BARTER VALUE, notes on other cells)
PRINTED = (
    (200, "Ax, fire", "Ax, fire", (6,), "SW, PI", "2", "3", "1½", "S", "6", "S", "L", "1", "1.8L", "5", ()),
    (201, "Ax, hatchet", "hatchet", (5, 6), "SW, Th", "1", "1", "1", "N", "4", "S", "S", ".4", "1.1L", "3", ()),
    (202, "Ax, hand", "hand", (5, 13), "SW", "2", "2", "1", "N", "5", "S", "A", ".6", "1.3L", "4", ()),
    (203, "Ax, lumber", "lumber", (6,), "PI", "2", "4", "2", "N", "7", "S", "XL", "1.1", "1.8L", "5", ()),
    (204, "Baseball bat", "Baseball bat", (5,), "SW, PI", "1", "2", "1½", "N", "4", "S", "A", "0.9", "1.3C", "-", ()),
    (205, "Bat with nails", "Bat with nails", (5,), "SW, PI", "1", "2", "1½", "N", "4", "S", "A", "1", "1.5B", "-", ()),
    (206, "Bayonet, short", "Bayonet, short", (4, 13), "Kn", "2", "1", "1", "S", "9", "T", "S", "0.3", "1.3L", "7", ()),
    (207, "Bayonet, long", "long", (4,), "Kn", "2", "2", "1", "N", "10", "S,T", "A", "0.4", "1.5L", "8", ()),
    (208, "Belt Buckle", "Belt Buckle", (5, 12), "FW", "1", "1", "1", "N", "3", "E,S", "A", "-", "1.1B", "-", ()),
    (209, "Brass Knuckles", "Brass Knuckles", (5, 13), "Br", "3", "1", "1", "-", "6", "S", "S", "0.1", "1.3B", "2", ()),
    (210, "Chain", "Chain", (5, 13), "FW", "2", "3", "1", "N", "10", "S,E", "A", "1", "1.5B", "-", ()),
    (211, "Club", "Club", (5, 13), "SW, Th", "1", "1", "1", "S", "3", "S", "S", "0.5", "1.1 (1)C", "-", ()),
    (212, "Cudgel", "Cudgel", (5, 13), "SW", "2", "2", "1½", "N", "5", "A", "S", "0.7", "2C", "-", ()),
    (213, "Hammer", "Hammer", (5, 13), "SW", "1", "2", "1", "N", "4", "S", "S", "0.5", "1.2C", "2", ()),
    (214, "Knife, belt", "Knife, belt", (5, 12), "Kn, Th", "1", "1", "1", "S", "8", "S,T", "S", "0.3", "1.1L", "2", ()),
    (215, "Knife, bowie", "bowie", (5, 13), "Kn, Th", "2", "2", "1", "S", "9", "S,T", "S", "0.3", "1.3(1.5)L", "5", ()),
    (216, "Knife, jack", "jack", (5, 12), "Kn, Th", "0", "1", "1", "T", "7", "S,T", "S", "0.1", "1L", "1", ()),
    (217, "Kukri", "Kukri", (5, 13), "Kn, Th", "2", "2", "1", "S", "9", "S", "S", "0.3", "1.5(1.3)L", "5", ()),
    (218, "Knife, switchblade", "switchblade", (5, 12), "Kn, Th", "1", "1", "1", "T", "7", "S,T", "S", "0.2", "1.2L", "3", ()),
    (219, "Knife, throwing", "throwing", (5, 13), "Th", "2", "1", "1", "-", "-", "-", "-", "0.2", "1.5L", "5", ()),
    (220, "Knife, trench", "trench", (3, 6, 7, 13), "Kn", "3", "2", "1", "S", "9", "ST", "S", "0.4", "1.4L", "6", ()),
    (221, "Knife-spear", "Knife-spear", (5, 13), "PI", "1", "2", "2", "S", "4", "T", "XL", "1.1", "1.5L", "3", (("skills", 2),)),
    (222, "Nunchaku, wood", "Nunchaku, wood", (5,), "Nn, Fw", "3", "2", "1", "S", "3", "S", "S", "0.4", "1.5C", "3", ()),
    (223, "Nunchaku, metal", "metal", (6,), "Nn, Fw", "4", "3", "1", "S", "8", "S", "S", "0.6", "2C", "5", ()),
    (224, "Pipe, light", "Pipe Light", (5,), "PI", "1", "2", "1", "N", "7", "S", "A", "1", "1.6C", "1", ()),
    (225, "Pipe, heavy", "heavy", (5,), "PI", "1", "3", "2", "S", "8", "S", "L", "1.5", "2C", "2", ()),
    (226, "Pick ax", "Pick ax", (6,), "SW", "2", "3", "1", "N", "9", "S", "A", "1.5", "2C", "2", ()),
    (227, "Pistol butt", "Pistol butt", (), "PI", "2", "4", "2", "S", "10", "S", "L", "1.7", "2.3C", "3", ()),
    (228, "Pitchfork", "Pitchfork", (5, 13), "Br, SW", "-", "2", "1", "N", "-", "S", "S", "1.1", "1.5L", "5", ()),
    (229, "Rifle butt", "Rifle butt", (), "PI", "-", "2", "1", "N", "-", "S", "S", "-", "1 + (ENC of Gun) C", "-", ()),
    (230, "Rope", "Rope", (), "Br, PI", "-", "2", "2", "N", "-", "S", "L", "-", "1.3L", "4", (("wdm", 11),)),
    (231, "Sai", "Sai", (8,), "Sai", "3", "3", "1", "S", "9", "S,T", "S", "0.4", "1.7C/1.2L", "5", ()),
    (232, "Sap", "Sap", (), "special", "1", "2", "1", "N", "2", "S", "S", "0.3", "special", "-", ()),
    (233, "Shuriken", "Shuriken", (6, 10), "Th", "3", "2", "1", "-", "-", "-", "-", "0.2", "1.6L", "8", ()),
    (234, "Sledge hammer", "Sledge hammer", (5,), "SW, PI", "2", "3", "1½", "N", "6", "S", "L", "1.5", "2B", "4", ()),
    (235, "Staff, crude", "Staff, crude", (5, 13), "PI", "1", "3", "2", "S", "3", "S", "XL", "1", "1.8C", "1", ()),
    (236, "Staff, hardened", "hardened", (5, 13), "PI", "2", "3", "2", "S", "4", "S,T", "XL", "1", "2C", "2", ()),
    (237, "Straight razor", "Straight razor", (5, 12), "Kn", "1", "1", "1", "T", "3", "S", "S", "0.2", "1.2L", "1", ()),
    (238, "Sword, ceremonial", "Sword, ceremonial", (3, 13), "SW", "2", "2", "1", "N", "8", "S,T", "A", "0.8", "1.7L", "9", ()),
    (239, "Sword, machete", "machete", (6,), "SW", "2", "2", "1", "N", "10", "S", "A", "1", "1.8L", "9", ()),
    (240, "Sword, saber", "saber", (3,), "SW", "3", "2", "1", "N", "10", "S,T", "A", "0.9", "1.8L", "9", ()),
    (241, "Sword, trench", "trench", (3, 6, 7), "SW", "3", "2", "1", "N", "10", "S,T", "A", "0.8", "1.7L", "9", ()),
    (242, "Tonfa", "Tonfa", (5,), "Tonfa", "4", "2", "1", "S", "3", "S", "A", "0.6", "1.3C", "6", ()),
    # Whips (l.243-250)
    (244, "Rope, hemp", "Rope, hemp", (), "FW", "1", "2", '"2"', "N", "6", "E", "XL", "1", "-", "0.5/m", (("survival", 9),)),
    (245, "Rope, nylon", "nylon", (), "FW", "2", "2", '"2"', "N", "10", "E", "XL", "0.8", "-", "1/m", (("survival", 9),)),
    (246, "Rope, cable", "cable", (), "FW", "3", "3", '"2"', "N", "15", "S,E", "L", "1.2", "0.8", "1/m", (("survival", 9),)),
    (247, "Rope, weighted version", "weighted version", (), "FW", "+1", "+1", '"2"', "N", "-", "+S", "-", "+0.3", "+1", "+1", ()),
    (248, "Whip, leather", "Whip, leather", (), "FW", "2", "2", "1", "N", "4", "S,E", "XL", "0.6", "1.2", "4", (("skills", 12),)),
    (249, "Whip, steel tip version", "steel tip version", (), "FW", "3", "2", "1", "N", "4", "S,E", "XL", "0.6", "1.5", "5", (("skills", 13),)),
    (250, "Whip, cable", "cable", (), "FW", "3", "3", "1", "N", "10", "S,E", "L", "0.8", "1.7", "6", (("skills", 12),)),
)


