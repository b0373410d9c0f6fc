"""Garbled or ambiguous spots in seed 001, and the reading the app makes of each; and where a published
rule the reference does not print changes one of its rows in a way the book leaves open to reading."""

from __future__ import annotations

from pyrules.core.reference import Erratum
from pyrules.gurps.data import cite

WEAPON_HIT_LOCATION = Erratum(
    table="G3",
    seed="001",
    lines="31-33, 187",
    also=("G13",),  # the second hit-location table, which the reading follows
    printed="-3 Weapon* (C/pistol); -4 Weapon* (1/carbine); -5 Weapon* (2/rifle)",
    reading=f"Read from the second table ({cite(187)}): −5 for reach C or a pistol, −4 for reach 1 or a "
            "carbine, −3 for reach 2+ or a rifle; disarming is a further −2.",
    why="The two hit-location tables disagree; the second matches “a bigger weapon is easier to hit”.",
)

AIM_TURNS = Erratum(
    table="G1",
    seed="001",
    lines="9, 111",
    printed="+Acc (1 second), +1 (2 second), +2 (3 or more seconds)",
    reading="Aiming gives Acc, plus 1 more after two turns and plus 2 more after three or more.",
    why=f"The maneuver card ({cite(111)}) calls the +1 and +2 “additional” to Acc; “second” is a turn.",
)

COMMITTED_TWO_HEXES = Erratum(
    table="G1",
    seed="001",
    lines="11, 123",
    printed="+2 to hit or +1 damage (Melee only) … Move 2 hexes, at -2 to hit.",
    reading="Moving 2 hexes adds a −2 to the Committed Attack's +2 (net 0 with the +2 to hit).",
    why="The card lists the move as a separate cost; nothing says it replaces the +2.",
)

OPTIONS_FOOTNOTE = Erratum(
    table="G12",
    seed="001",
    lines="167",
    printed="** A critical failure on these rolls causes an additional 1 HP of injury to arm or leg, no DR*",
    reading="The footnote belongs to the starred options (Flurry of Blows*, Mighty Blow*, Heroic Charge*, "
            "Feverish Defense*, Rapid Recovery*), which cost FP.",
    why="The transcription turned the footnote's * mark into stray bold and italic markers.",
)

MISS_BY_ONE = Erratum(
    table="G13",
    seed="001",
    lines="189",
    printed="** A miss by 1 hits the torso*",
    reading="An attack aimed at a starred location (Skull, Face, Groin, Neck, Eye, Vitals) that misses by "
            "exactly 1 hits the torso.",
    why="The footnote's * mark was garbled into markup; the starred rows are the ones it refers to.",
)

ARMOR_CHINKS = Erratum(
    table="G13",
    seed="001",
    lines="186",
    printed="Pi++, Pi+, Pi, and Impaling, on a successful hit, halve DR at location.",
    reading="Through a chink, DR is halved (rounded down) for pi++, pi+, pi and imp only; other types meet full DR.",
    why="Kept as printed: the row names the damage types it applies to. It does not say how to round; "
        "halving rounds down as the injury does.",
)

FP_THIRD = Erratum(
    table="G15",
    seed="001",
    lines="203-204",
    printed="Half Move, Dodge, and ST (round up). No effect on HP/damage).",
    reading="Read as “(No effect on HP/damage.)”: the halved ST does not change HP or damage.",
    why="The opening parenthesis was lost in transcription.",
)

KNOCKDOWN_MODIFIERS = Erratum(
    table="G17",
    seed="001",
    lines="173-178, 246-248",
    printed="Knockdown rolls at -10 / -5 (hit-location table); -5 Major Wound to face, vitals, groin; "
            "-10 Major Wound to skull or eye",
    reading="The location's −5 or −10 applies when the wound there is a Major Wound; a lesser injury to the "
            "head or vitals calls for a plain HT roll.",
    why="The injury block ties the penalties to a Major Wound; the location table only abbreviates it.",
)

LOW_SKILL_CRITICALS = Erratum(
    table="G16",
    seed="001",
    lines="212",
    printed="3 or 4 is always a critical success/hit.",
    reading="At effective skill −6 or less a 3 or 4 stays a critical success, although the published "
            "10-over rule would make it a critical failure.",
    why="The reference says “always”; the published rule is applied only where the reference is silent.",
)

INCAPACITATED = Erratum(
    table="G17",
    seed="001",
    lines="254",
    printed="Mortal Wounds: … Incapacitated, possibly unconscious.",
    reading="A mortally wounded combatant takes no action and gets no active defense, like an "
            "unconscious one; it still rolls HT every half hour.",
    why="The reference does not say what incapacitated leaves; in the published game an incapacitated "
        "character can neither act nor defend.",
)

NO_BRAIN = Erratum(
    table="G13",
    seed="001",
    lines="173-174, 184",
    printed="Skull*: Wounding modifier is x4, Knockdown rolls at -10. Face*: Knockdown rolls at -5. Eye*: "
            "Wounding modifier is x4, Knockdown rolls at -10. Injury > HP/10 blinds the eye.",
    reading="A body with No Brain (a published rule, not in the reference: Basic Set pp. 60-61) takes a blow to "
            "the skull or eye as a blow to the face: the face's wounding modifiers (corrosion x1.5) and its −5 "
            "to the knockdown roll for a Major Wound; an eye can still be blinded, and the skull keeps its own "
            "DR 2.",
    why="The Basic Set treats such a blow no differently than a blow to the face, save that the eye can "
        "still be crippled; it says nothing of the skull's DR 2, which is the skull's bone, not the brain, "
        "so the blow still meets it.",
)

INTERNAL_EXPLOSION = Erratum(
    table="G13",
    seed="001",
    lines="185",
    printed="Vitals*: Pi++, Pi+, Pi, and Impaling x3 . Crushing x1 but requires HT roll vs. knockdown.",
    reading="An explosion inside the victim (a published rule, not in the reference: Basic Set p. 415) meets "
            "no DR and is an attack on the vitals at x3, whatever its damage type: crushing x3, not the row's "
            "x1. A body with No Vitals, or a Homogenous or Diffuse one, takes it as a blow to the torso, at its "
            "damage type's own modifier.",
    why="The Basic Set makes the blast an attack on the vitals with a x3 wounding modifier; a body without "
        "vitals takes an attack on the vitals as one to the torso (Basic Set pp. 60-61), so the x3 that goes "
        "with the vitals goes with them.",
)

SHOTGUN_DR = Erratum(
    table="G4",
    seed="001",
    lines="43-51",
    printed="+2 9-12 shots … +5 25-49 shots",
    reading="Within a tenth of 1/2D (a published rule, not in the reference: Basic Set p. 409) a shotgun's RoF "
            "multiplier (the 9 of RoF 3×9) does not count toward the shots on this table; its damage dice, "
            "adds and all, and the target's DR are multiplied by half of it, rounded down (x4: 1d+1 is rolled "
            "as 4d+4 against DR 3 × 4 = 12). The DR multiplied is all of it at the location (the skull's "
            "own DR 2 too), and an armor divisor then divides the product.",
    why="The Basic Set multiplies the target's DR, which is the DR it has at the location struck; an armor "
        "divisor reduces the DR an attack meets, so it is applied last, as it is to any DR.",
)

ERRATA: tuple[Erratum, ...] = (  # in the order of the tables they touch
    AIM_TURNS,
    COMMITTED_TWO_HEXES,
    WEAPON_HIT_LOCATION,
    SHOTGUN_DR,
    OPTIONS_FOOTNOTE,
    MISS_BY_ONE,
    ARMOR_CHINKS,
    NO_BRAIN,
    INTERNAL_EXPLOSION,
    FP_THIRD,
    LOW_SKILL_CRITICALS,
    KNOCKDOWN_MODIFIERS,
    INCAPACITATED,
)

