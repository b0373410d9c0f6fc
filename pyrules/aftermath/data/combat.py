"""Combat tables as seed 002 prints them: critical hits and effects (A1, A2), the situation modifiers
(A3-A6), critical misses (A8, A34, A35), Missile Special Effects and Stopping (A29, A30). The hit
locations (A7) are in ``locations``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# ---------------------------------------------------------------- situation modifiers

HAND_TO_HAND_LINES = "41-62"
HAND_TO_HAND_SOURCE = f"002 l.{HAND_TO_HAND_LINES}"
MISSILE_LINES = "63-76"
MISSILE_SOURCE = f"002 l.{MISSILE_LINES}"


POSITION_LINES = "77-88"
POSITION_SOURCE = f"002 l.{POSITION_LINES}"
TARGET_ACTIONS_LINES = "89-98"
TARGET_ACTIONS_SOURCE = f"002 l.{TARGET_ACTIONS_LINES}"


@dataclass(frozen=True)
class Situation:
    """One row of a situation modifier table.

    ``group`` names rows that cannot both apply (a target is prone or kneeling, not both);
    ``value`` is None where the row is not a number ("use Average BCS", "-(damage taken/2)").
    """

    key: str
    printed: str
    modifier: str
    value: int | None
    group: str | None = None
    requires: str | None = None


# Situation Modifier Table, hand-to-hand combat, seed 002 l.45-61, as printed: one row a line from l.46.
# The asterisks of l.56-61 point to a footnote the reference does not print (erratum A3).
HAND_TO_HAND_FIRST_LINE = 46
HAND_TO_HAND: tuple[Situation, ...] = (
    Situation("target_prone", "Target is prone", "+2", 2, "target_position"),
    Situation("attacker_prone", "Attacker is prone", "-10", -10, "attacker_position"),
    Situation("target_sitting", "Target is sitting or kneeling", "+2", 2, "target_position"),
    Situation("attacker_sitting", "Attacker is sitting or kneeling", "-5", -5, "attacker_position"),
    Situation("to_side", "Attacking to a Side or Long Side hex", "-5", -5, "attacking_to"),
    Situation("from_side", "Attacking from a Side or Long Side hex", "+5", 5, "attacking_from"),
    Situation("to_rear", "Attacking to a Rear hex", "-10", -10, "attacking_to"),
    Situation("from_rear", "Attacking from a Rear hex", "+10", 10, "attacking_from"),
    Situation("superior", "Attacking from a superior position such as a table or stairs, etc.", "+1", 1, "height"),
    Situation("inferior", "Attacking from an inferior position such as the reverse of the above", "-1", -1, "height"),
    Situation("dim", "In Dim light*", "-3", -3, "light"),
    Situation("poor_light", "In Poor light*", "-5", -5, "light"),
    Situation("dark", "In Darkness or Partially blind*", "-9", -9, "light"),
    Situation("blind", "Totally blind*", "-12", -12, "light"),
    Situation("wounded_50", "Attacker is over 50% wounded*", "-2", -2, "wounded"),
    Situation("wounded_75", "Attacker is over 75% wounded*", "-4", -4, "wounded"),
)
# The hand-to-hand rows marked with the asterisk (l.56-61), by key.
HAND_TO_HAND_ASTERISKED: tuple[str, ...] = ("dim", "poor_light", "dark", "blind", "wounded_50", "wounded_75")
# Situation Modifier Table, missile weapons, seed 002 l.65-75, as printed: one row a line from l.66.
MISSILE_FIRST_LINE = 66
MISSILE: tuple[Situation, ...] = (
    Situation("hip_fire", "Hip fire", "use Average BCS", None),
    Situation("damaged", "Damaged in that Combat Turn", "-(damage taken/2)", None),
    Situation("two_guns", "Firing a gun in each hand", "-1 to all shots", -1),
    Situation("surprised", "Surprised", "-2", -2),
    Situation("new_target", "Shooting at a newly acquired target", "-2", -2),
    Situation("stance", "In firing stance", "+1", 1),
    Situation("braced", "Braced weapon (requires firing stance)", "+1", 1, requires="stance"),
    Situation("sighted", "Sighted in (requires stance)", "+1", 1, requires="stance"),
    Situation("out_side", "Shooting out a side hex", "-2", -2, "shooting_out"),
    Situation("out_rear", "Shooting out a Rear hex", "-4", -4, "shooting_out"),
)
# Position on DAT Display Modification Table, seed 002 l.79-87: modification to Strength Group by
# weapon length (rows) and the hex the target is in (columns). None is "Not Allowed".
# Column headings as printed; the middle one lost a comma (erratum A5) and is read as TARGET_HEXES says.
POSITION_HEADINGS: tuple[str, str, str] = ("Character hex", "Front, Side Rear hex", "Long Front, Long Side hex")
TARGET_HEXES: tuple[tuple[str, str], ...] = (
    ("character", "Character hex"),
    ("front_side_rear", "Front, Side or Rear hex"),
    ("long", "Long Front, Long Side hex"),
)
WEAPON_LENGTHS: tuple[tuple[str, str], ...] = (
    ("XL", "Extra-Long"),
    ("L", "Long"),
    ("A", "Average"),
    ("S", "Short"),
)
# (length, printed cells, values: int or None for "Not Allowed", secondary strike allowed per column)
POSITION_ROWS: tuple[tuple[str, tuple[str, str, str], tuple[int | None, int | None, int | None]], ...] = (
    ("XL", ("-1", "0", "0*"), (-1, 0, 0)),
    ("L", ("-1", "0", "-1*"), (-1, 0, -1)),
    ("A", ("0", "0", "Not Allowed"), (0, 0, None)),
    ("S", ("1", "0", "Not Allowed"), (1, 0, None)),
)
POSITION_FOOTNOTE = "* No secondary strike allowed."


# Target Actions, seed 002 l.91-97: the multiple of the target's CDA.
TARGET_ACTIONS_TEXT = (
    "The movement rate of the target at the Action Phase when a shot is resolved will determine "
    "this modifier. It is always expressed as a multiple of the target's CDA, as follows:"
)
TARGET_ACTION_ROWS: tuple[tuple[str, str, str, int], ...] = (
    ("still", "Target not moving, in combat, or taking Combat Move", "CDA x 1", 1),
    ("walking", "Target Walking", "CDA x 2", 2),
    ("running", "Target Running", "CDA x 3", 3),
    ("falling", "Target Falling (Changing Position Downwards)", "CDA x 3", 3),
)
DODGING_ROW = ("Target Dodging", "Increase multiplier by 1")


TARGET_ACTIONS = {key: (printed, shown, multiple) for key, printed, shown, multiple in TARGET_ACTION_ROWS}


# ---------------------------------------------------------------- critical

ENHANCEMENT_LINES = "3-14"
ENHANCEMENT_SOURCE = f"002 l.{ENHANCEMENT_LINES}"
EFFECT_LINES = "15-40"
EFFECT_SOURCE = f"002 l.{EFFECT_LINES}"
# Critical Hit Enhancement, hand-to-hand and muscle powered missile weapons, seed 002 l.7-11:
# (D20 as printed, enhancement as printed, WDM added).
MELEE_ENHANCEMENT_ROWS: tuple[tuple[str, str, int], ...] = (
    ("1-9", "+1 to WDM", 1),
    ("10-15", "+2 to WDM", 2),
    ("16-19", "+3 to WDM", 3),
    ("20", "+4 to WDM", 4),
)
# Critical Hit Enhancement, guns, seed 002 l.8-10: (kind, printed text, dice added to BDG or None).
GUN_ENHANCEMENT_ROWS: tuple[tuple[str, str, str | None], ...] = (
    ("Pistol", "+ 1D10 to BDG", "1D10"),
    ("Rifle", "+ 2D10 to BDG", "2D10"),
    ("Burst", "all rounds hit plus the effect of 1D3 additional rounds.", None),
)
# Seed 002 l.13: when the Critical Effect Table is rolled.
CRITICAL_EFFECT_RULE = (
    "Once the Damage Done is calculated, the Gamesmaster will roll on the Critical Effect Table if "
    "the Damage Potential has exceeded the Armor Value of the hit location. The Gamesmaster should "
    "add the Damage Done to the D100 that is rolled to determine Critical Effect."
)
# The Critical Effects by the key the rules know each by, mildest first (the table's rows, in order).
EffectKey = Literal["none", "daze", "stun", "disable", "trauma", "lethal"]
# Critical Effect Table, seed 002 l.17-20: (key, D100 as printed, effect as printed).
CRITICAL_EFFECTS: tuple[tuple[EffectKey, str, str], ...] = (
    ("none", "1-30", "No special effect."),
    ("daze", "31-55", "Daze."),
    ("stun", "56-75", "Stun."),
    ("disable", "76-87", "Disable."),
    ("trauma", "88-95", "Trauma."),
    ("lethal", "96-00", "Lethal."),
)
CRITICAL_EFFECT_ROWS: tuple[tuple[str, str], ...] = tuple((d100, printed) for _, d100, printed in CRITICAL_EFFECTS)
# Critical effect explanations, seed 002 l.22-39, as printed, by the effect's key.
EFFECT_EXPLANATIONS: dict[EffectKey, tuple[str, ...]] = {
    "none": (),
    "daze": (
        "DAZE—The character's BCS and ODA are at 1/2 value until after the Action Phase on the next "
        "Combat Turn which has the same number as the phase on which the effect occurred.",
    ),
    "stun": (
        "STUN — As above but the character may not initiate any attacks or fire any weapons. "
        "Additionally the character's Deftness and Speed are reduced to 1/2 value for that time "
        "period and the character will be treated as Dazed for the following Combat Turn.",
    ),
    "disable": (
        "DISABLE — This is a numbing effect. If received in a limb, the character will lose the use "
        "of that limb for the rest of the combat. Health Ability Saving Throws may be made each hour "
        "of game time in order to regain use of the limb.",
        "If received in the head, neck or body the character must make Health Saving Throw. Failure "
        "indicates a System Shock. A save in the Ability range means the character will be Stunned "
        "for the rest of the combat. A save in the Critical range means that the character will be "
        "Dazed for the rest of the combat. A Health Ability Saving Throw can be attempted each hour "
        "of game time in order to eliminate these effects.",
    ),
    "trauma": (
        "TRAUMA — The Damage Done is Critical Damage. The also receives one half the Damage Done as "
        "regular Lethal damage. A Health Ability Saving Throw is required or the character also "
        "receives a Disable Effect.",
        "The Critical Damage is also the percent chance of a Sever Effect. Severs to the head or neck "
        "are Death Blows. All other Severs will cause the character to bleed to death in a number of "
        "Combat Turns equal to the character's Health Group plus 1D6 unless cauterized or bandaged "
        "with a First Aid Skill BCS roll. Cauterization will automatically put the character into "
        "System Shock. A Health Ability Saving Throw is required for the character to survive the "
        "cauterization.",
        "Sever results due to things which do not cut are considered to have broken the bone. If the "
        "character fails a Health Ability Saving Throw, the result will be a compound fracture and he "
        "will be subject to bleeding to death, as if a normal Sever result had occurred.",
    ),
    "lethal": (
        "LETHAL —To head, neck or torso: Death",
        "To a limb: Automatic Sever",
    ),
}
# Seed 002 l.39: applies to every effect above "No special effect".
SAVING_THROW_RULE = (
    "Player Characters and Personality Non-Player Characters are allowed a Health Ability Saving "
    "Throw to lower the Effect to the next less lethal category."
)


# ---------------------------------------------------------------- critical misses

HAND_LINES = "160-188"
HAND_SOURCE = f"002 l.{HAND_LINES}"
BLACK_POWDER_LINES = "762-772"
BLACK_POWDER_SOURCE = f"002 l.{BLACK_POWDER_LINES}"
MODERN_LINES = "773-781"
MODERN_SOURCE = f"002 l.{MODERN_LINES}"
# Critical Miss Effects, armed combat, seed 002 l.164-170.
ARMED_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Character is Dazed."),
    ("41-70", "Character is Stunned."),
    ("71-80", "Character falls."),
    ("81-90", "Weapon breaks."),
    ("91-00", "Character drops weapon."),
)
# The rows that put a Critical Effect on the one who missed (l.166-167, l.184-185): (table, D100) -> the
# effect's key.
MISS_EFFECTS: dict[tuple[str, str], str] = {
    ("armed", "11-40"): "daze", ("armed", "41-70"): "stun", ("unarmed", "11-40"): "daze", ("unarmed", "41-70"): "stun",
}
# The rows whose subject is the one who missed, "Character" (l.166-169, l.184-187): (table, D100) -> what the
# row says befalls him, the words after "Character", so a log may name him.
BEFALLS_CHARACTER: dict[tuple[str, str], str] = {
    ("armed", "11-40"): "is Dazed", ("armed", "41-70"): "is Stunned", ("armed", "71-80"): "falls",
    ("armed", "91-00"): "drops weapon",
    ("unarmed", "11-40"): "is Dazed", ("unarmed", "41-70"): "is Stunned", ("unarmed", "81-00"): "falls",
}
# Critical Miss Effects, bow and crossbow, seed 002 l.174-178.
BOW_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "String breaks."),
    ("41-80", "Arrow breaks."),
    ("81-00", "Bow breaks."),
)
# Critical Miss Effects, unarmed combat/natural attack, seed 002 l.182-187.
UNARMED_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Character is Dazed."),
    ("41-70", "Character is Stunned."),
    ("71-80", "Mode of attack (hand, foot, jaws, etc.) receives a Disable result with 1D6 of Critical Damage."),
    ("81-00", "Character falls."),
)
# Critical Misses, firearms, black powder, seed 002 l.764-771.
BLACK_POWDER_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Primer flash. Primer is expended but the round is still good."),
    ("41-70", "Main load is a dud. Primer and powder for round are expended. Gun must be reloaded."),
    ("71-85", "Cook-off. Appears to be a dud round. It will go off on the bookkeeping phase. There is a 50% "
              "chance of it going off if there is an attempt to remove it before Action Phase 0. If it goes "
              "off, treat as if it were a chamber explosion as below."),
    ("86-95", "Chamber explosion. Burst effect of BDG of the round/30, nearest. Burst effect minus the "
              "Durability of the weapon is the number of D10s of Lethal Damage done to the character's "
              "Location that is nearest to the breach of the gun. If the number of D10s is less than 1, "
              "reduce the Durability of the gun by 1 and treat as if the main load was a dud. If the number "
              "is greater than or equal to 1 (the chamber actually does explode), the gun is Disrepaired with "
              "a chance (equal to the number of D10s) in 6 of it being Junked."),
    ("96-00", "Chamber explosion as above but burst effect is BDG of the round/20, nearest."),
)
# Critical Misses, firearms, modern, seed 002 l.775-781. The seed is cut off after 86-95; the
# 96-00 row is the black-powder table's, as the app's reading (erratum A35).
MODERN_ROWS: tuple[tuple[str, str], ...] = (
    ("1-10", "No effect."),
    ("11-40", "Dud round. Autoloaders and autoweapons require 1 Action to manually clear the round. Other "
              "types clear with the next round, no special action is necessary."),
    ("41-70", "Jammed round. Requires 2 Actions to clear manually. A weapon with an extractor will clear in "
              "1 Action."),
    ("71-85", "Cook-off. See Black Powder firearms."),
    ("86-95", "Chamber explosion. Burst effect is BDG of the round/30, nearest."),
)
MODERN_MISSING_ROW = ("96-00", "Chamber explosion as above but burst effect is BDG of the round/20, nearest.")
# Burst-effect divisors of the chamber-explosion rows (BDG of the round / divisor, nearest); a
# cook-off that goes off is "a chamber explosion as below" (l.768), the 86-95 row's.
BURST_DIVISORS = {("black_powder", "86-95"): 30, ("black_powder", "96-00"): 20,
                  ("modern", "86-95"): 30, ("modern", "96-00"): 20,
                  ("black_powder", "71-85"): 30, ("modern", "71-85"): 30}
COOK_OFF = "71-85"
MISS_KINDS = {
    "armed": "Armed combat",
    "bow": "Bow and crossbow",
    "unarmed": "Unarmed combat/natural attack",
    "black_powder": "Firearms, black powder",
    "modern": "Firearms, modern",
}


# ---------------------------------------------------------------- missile special effects and stopping

SPECIAL_EFFECTS_LINES = "652-664"
SPECIAL_EFFECTS_SOURCE = f"002 l.{SPECIAL_EFFECTS_LINES}"
STOPPING_LINES = "665-673"
STOPPING_SOURCE = f"002 l.{STOPPING_LINES}"


@dataclass(frozen=True)
class SpecialEffect:
    """One row of the Missile Special Effects Table and what it brings with it."""

    text: str
    stopping: bool = False
    daze: bool = False
    stun: bool = False
    critical_roll: bool = False
    critical_bonus: int = 0


# Missile Special Effects Table, seed 002 l.654-663, as printed.
SPECIAL_EFFECT_ROWS: tuple[tuple[str, SpecialEffect], ...] = (
    ("1-20", SpecialEffect("No special effect")),
    ("21-30", SpecialEffect("Flesh wound: damage is adjusted to 1 point and this only if the Armor Value "
                            "on the target location is exceeded.")),
    ("31-45", SpecialEffect("Minor wound: 1 point of damage caused. This supercedes any normal results. "
                            "This effect on a Critical Hit results in normal damage.")),
    ("46-65", SpecialEffect("Normal damage and Stopping.", stopping=True)),
    ("66-75", SpecialEffect("As 46-65 plus a Daze effect (see Critical Hit Effect Explanations).",
                            stopping=True, daze=True)),
    ("76-85", SpecialEffect("As 66-75 plus a Stun effect (see Critical Hit Effect Explanations).",
                            stopping=True, daze=True, stun=True)),
    ("86-95", SpecialEffect("As 76-85 plus a roll on the Critical Effect Table.",
                            stopping=True, daze=True, stun=True, critical_roll=True)),
    ("96-00", SpecialEffect("As 86-95 but add 30 to the roll on the Critical Effects Table.",
                            stopping=True, daze=True, stun=True, critical_roll=True, critical_bonus=30)),
)
# Stopping, seed 002 l.667-672, as printed.
STOPPING_TEXT = (
    "The effect number for Stopping is equal to the Adjusted BDG (used to determine if a Special Effect "
    "would occur) or the Damage Potential for muscle powered missile weapons and Impalements divided by "
    "the Mass of the target."
)
STOPPING_ROWS: tuple[tuple[str, str], ...] = (
    ("IF > 1", "Knock back for 2D3 meters. A Deftness Ability Saving Throw is required to prevent being "
               "knocked down. Each two meters of knock back will drop a target one category for purposes "
               "of stopping forward motion."),
    ("IF > 5", "As above but a Critical Saving Throw is required for the character to keep his feet."),
    ("IF > 10", "As above but knock down is automatic."),
    ("IF < 1", "The % chance of getting a result as if the effect number were equal to 1 is the Adjusted "
               "BDG (used to determine if Missile Special Effects would occur) divided by the Mass of the "
               "target multiplied by 100."),
)
KNOCK_BACK = "2D3"


