"""Hit locations, lost HP and FP, criticals, injury and wounding (seed 001 l.169-276): G13-G18.

Where the published Basic Set adds to what the reference prints (the damage
types burning, corrosion, toxic and fatigue; the skull's own DR; which attacks
can hit the eye), the data says so with ``published`` names and comments
marked PUBLISHED_RULE.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.core.tables import RangeTable


# --- G13 Hit Locations (3d6 roll, effects), seed 001 l.169-189 ---------------

@dataclass(frozen=True)
class LocationRow:
    roll: str      # the 3d6 roll as printed, "-" for places hit only when aimed at
    printed: str   # the name as printed, with its asterisk ("Skull*")
    effect: str    # the effect as printed
    body: str | None  # the body location it hits ("leg" for both legs); None for chinks and weapons

    @property
    def name(self) -> str:
        """The name without the footnote mark: "Skull", "Right Leg"."""
        return self.printed.rstrip("*")

    @property
    def starred(self) -> bool:
        """Marked * : a miss by 1 hits the torso (l.189)."""
        return self.printed.endswith("*")


_LIMB = "Pi++, Pi+, and Impaling x1 . Injury > HP/2 cripples limb (excess damage lost)."
HIT_LOCATIONS = (  # G13 Hit Locations, seed 001 l.173-187, as printed
    LocationRow("3-4", "Skull*", "Wounding modifier is x4 , Knockdown rolls at -10 .", "skull"),
    LocationRow("5", "Face*", "Knockdown rolls at -5 .", "face"),
    LocationRow("6-7", "Right Leg", _LIMB, "leg"),
    LocationRow("8", "Right Arm", _LIMB, "arm"),
    LocationRow("9-10", "Torso", "Default location, no modifiers.", "torso"),
    LocationRow("11", "Groin*", "Knockdown rolls at -5 , double shock penalty (-8 maximum).", "groin"),
    LocationRow("12", "Left Arm", _LIMB, "arm"),
    LocationRow("13-14", "Left Leg", _LIMB, "leg"),
    LocationRow("15", "Hand", "Pi++, Pi+, and Impaling x1 . Injury > HP/3 cripples (excess damage lost).", "hand"),
    LocationRow("16", "Foot", "Pi++, Pi+, and Impaling x1 . Injury > HP/3 cripples (excess damage lost).", "foot"),
    LocationRow("17-18", "Neck*", "Crushing x1.5 , Cutting x2 .", "neck"),
    LocationRow(
        "-", "Eye*", "Wounding modifier is x4 , Knockdown rolls at -10 . Injury > HP/10 blinds the eye.", "eye"
    ),
    LocationRow(
        "-", "Vitals*", "Pi++, Pi+, Pi, and Impaling x3 . Crushing x1 but requires HT roll vs. knockdown.", "vitals"
    ),
    LocationRow(
        "-", "Armor Chinks", "Pi++, Pi+, Pi, and Impaling, on a successful hit, halve DR at location.", None
    ),
    LocationRow(
        "-", "Weapon",
        '-5: Reach "C," melee/pistol. -4: Reach 1 melee/carbine. -3: Reach 2+ melee/rifle. '
        "Disarm, additional -2 (see B400-401).",
        None,
    ),
)
HIT_LOCATIONS_FOOTNOTE = "** A miss by 1 hits the torso*"  # l.189, as printed


def location_line(row: LocationRow) -> int:
    """The line of seed 001 that prints a hit-location row: one a line from l.173."""
    return 173 + HIT_LOCATIONS.index(row)


LOCATION_LINES = {  # body location -> the lines of its rows ("175, 180" for the legs)
    body: ", ".join(str(location_line(row)) for row in HIT_LOCATIONS if row.body == body)
    for body in dict.fromkeys(row.body for row in HIT_LOCATIONS if row.body)
}

RANDOM_HIT_LOCATION = RangeTable(  # G13, the rows with a 3d6 roll (l.173-183)
    "Hit Locations",
    [(row.roll, row) for row in HIT_LOCATIONS if row.roll != "-"],
    die="3d6",
    unit="roll",
)

WEAPON_TARGETS = (  # G13 l.187 "Weapon" row: (key, penalty, as printed), read over G3 l.31-33 (see errata).
    ("weapon_c", -5, 'Reach "C," melee/pistol'),
    ("weapon_1", -4, "Reach 1 melee/carbine"),
    ("weapon_2", -3, "Reach 2+ melee/rifle"),
)

CHINK_TYPES = ("pi++", "pi+", "pi", "imp")  # l.186: the types whose hit halves DR at a chink


@dataclass(frozen=True)
class LocationEffects:
    """What G13 (and G17 for knockdown) says a location does to a wound, as typed data.

    The fields after ``shock_max`` hold the published rules the reference does
    not print (PUBLISHED_RULE): they are kept apart so the app can mark them.
    """

    wounding: tuple[tuple[tuple[str, ...], Fraction], ...] = ()  # (types, multiplier) replacing G18's
    cripple_divisor: int | None = None  # injury > HP/divisor cripples (or blinds)
    excess_lost: bool = False  # "(excess damage lost)": a crippling wound is capped
    knockdown_check: bool = False  # "damage to the head or vitals" calls for a roll (l.244)
    knockdown_modifier: int = 0  # on the roll for a Major Wound there (l.246-248)
    shock_factor: int = 1
    shock_max: int = 4
    published_wounding: tuple[tuple[tuple[str, ...], Fraction], ...] = ()  # PUBLISHED_RULE: more (types, x)
    tight_beam: Fraction | None = None  # PUBLISHED_RULE: a tight-beam burning attack's multiplier here
    own_dr: int = 0  # PUBLISHED_RULE: DR the location has of its own (the skull's bone)
    only_types: tuple[str, ...] | None = None  # PUBLISHED_RULE: the only types that can hit it (None: any)
    exempt_types: tuple[str, ...] = ()  # PUBLISHED_RULE: types the location's special effects ignore


# The seven types G18 prints; the published types (below) come after them.
PRINTED_TYPES = ("pi-", "pi", "pi+", "pi++", "cr", "cut", "imp")
_PIERCING = ("pi-", "pi", "pi+", "pi++", "imp")
_LIMB_WOUNDING = ((("pi++", "pi+", "imp"), Fraction(1)),)
# PUBLISHED_RULE: the skull's x4 and -10 do not apply to toxic damage, and fatigue damage has no
# hit-location effects at all; every other type, printed or published, takes the x4.
_SKULL_TYPES = PRINTED_TYPES + ("burn", "cor")
# PUBLISHED_RULE: only impaling and piercing attacks (and tight-beam burning ones) can target the vitals;
# l.185 adds crushing (x1, with a knockdown roll).
_VITALS_TYPES = _PIERCING + ("cr",)

LOCATION_EFFECTS = {  # G13 effects l.173-185 read as data; knockdown modifiers from G17 l.246-248
    "skull": LocationEffects(wounding=((_SKULL_TYPES, Fraction(4)),), knockdown_check=True, knockdown_modifier=-10,
                             own_dr=2, exempt_types=("tox",)),
    "face": LocationEffects(knockdown_check=True, knockdown_modifier=-5,
                            published_wounding=((("cor",), Fraction(3, 2)),)),
    "leg": LocationEffects(wounding=_LIMB_WOUNDING, cripple_divisor=2, excess_lost=True),
    "arm": LocationEffects(wounding=_LIMB_WOUNDING, cripple_divisor=2, excess_lost=True),
    "torso": LocationEffects(),
    "groin": LocationEffects(knockdown_modifier=-5, shock_factor=2, shock_max=8),
    "hand": LocationEffects(wounding=_LIMB_WOUNDING, cripple_divisor=3, excess_lost=True),
    "foot": LocationEffects(wounding=_LIMB_WOUNDING, cripple_divisor=3, excess_lost=True),
    "neck": LocationEffects(wounding=((("cr",), Fraction(3, 2)), (("cut",), Fraction(2))),
                            published_wounding=((("cor",), Fraction(3, 2)),)),
    "eye": LocationEffects(
        wounding=((_SKULL_TYPES, Fraction(4)),), cripple_divisor=10, knockdown_check=True, knockdown_modifier=-10,
        tight_beam=Fraction(4), only_types=_PIERCING,
    ),
    "vitals": LocationEffects(
        wounding=((("pi++", "pi+", "pi", "imp"), Fraction(3)),), knockdown_check=True, knockdown_modifier=-5,
        published_wounding=((("pi-",), Fraction(3)),), tight_beam=Fraction(2), only_types=_VITALS_TYPES,
    ),
}


# --- G14 Lost Hit Points, seed 001 l.191-199 ---------------------------------

LOST_HIT_POINTS = (  # G14 Lost Hit Points, seed 001 l.193-199: (threshold, effect) as printed
    ("< HP/3", "Half Move/Dodge (round up)."),
    ("0 HP or less", "Also, make a HT roll every turn, at -1 per full multiple of HP below zero or pass out "
                     "from any maneuver besides Do Nothing."),
    ("-1xHP", "Also, make a HT roll or die! Roll again at every further multiple of HP."),
    ("-5xHP", "You die immediately."),
)
DEATH_AT_MULTIPLE = 5  # l.199: -5xHP


# --- G15 Lost Fatigue Points, seed 001 l.201-208 -----------------------------

LOST_FATIGUE_POINTS = (  # G15 Lost Fatigue Points, seed 001 l.203-208: (threshold, effect) as printed
    ("< FP/3", "Half Move, Dodge, and ST (round up). No effect on HP/damage)."),
    ("0 FP or less", "Also, make a Will roll to attempt any maneuver except Do Nothing or become "
                     "incapacitated until your FP become positive. (On a critical failure, roll vs. HT or have "
                     "a heart attack and die in HT/3 minutes without CPR.) Lose 1 HP for each FP lost."),
    ("-1xFP", "You fall unconscious immediately until FP become positive. Any further FP loss comes off of HP. "
              "Recover at the usual 1 FP/10 minutes. (5 minutes if Very Fit.)"),
)


# --- G16 Criticals, seed 001 l.210-236 ---------------------------------------

CRITICAL_LINES = "212-220"
CRITICALS = (  # G16 Criticals, seed 001 l.212-220, as printed
    "3 or 4 is always a critical success/hit.",
    "5 is a critical success if your effective skill is 15+.",
    "6 is a critical success if your effective skill is 16+.",
    "A roll of 18 is always a critical failure/miss.",
    "A roll of 17 is a critical failure if your effective skill is 15 or less; otherwise, ordinary failure.",
)
CRITICAL_SUCCESS_AT = ((3, None), (4, None), (5, 15), (6, 16))  # l.212-216: (roll, least skill; None: always)
CRITICAL_FAILURE_AT = ((18, None), (17, 15))  # l.218-220: (roll, greatest skill; None: always)
ALWAYS_SUCCEEDS = 4  # l.212: 3 or 4 always succeeds (as a critical)
ALWAYS_FAILS = 17  # l.218-220: 17 and 18 always fail
# PUBLISHED_RULE (Basic Set): a roll 10 or more above effective skill is a critical failure.
TEN_OVER = 10
TEN_OVER_TEXT = "Any roll of 10 or more above effective skill is also a critical failure."

CRITICAL_EFFECTS = (  # G16 what criticals mean, seed 001 l.222-236: (key, heading, effect) as printed
    ("hit", "Critical hit", "Target gets no active defense. Roll on Critical Hit/Critical Head Blow table"),
    ("defense_melee", "Critical success on a defense roll", "Melee, attacker goes to Critical Miss Table."),
    ("defense_ranged", "Critical success on a defense roll", "Ranged, thrown weapon can be caught."),
    ("miss", "Critical miss, Attack", "Attacker rolls on the Critical Miss Table."),
    ("block", "Critical fail, Block", "Defender's shield unreadies."),
    ("dodge", "Critical fail, Dodge", "Defender falls prone."),
    ("parry", "Critical fail, Parry", "Defender rolls on Crit. Miss."),
)
CRITICAL_EFFECT_LINES: dict[str, str | int] = {"hit": 222, "defense_melee": "224-226", "defense_ranged": "224, 228", "miss": 230,
                         "block": 232, "dodge": 234, "parry": 236}  # where each of CRITICAL_EFFECTS is printed
HEAD = ("skull", "face", "eye")  # a critical hit there rolls on the Critical Head Blow table (l.222)


# --- G17 Injury, seed 001 l.238-266 ------------------------------------------

INJURY_RULES = (  # G17 Injury, seed 001 l.240-266: (heading, text) as printed
    ("Shock", "Whenever you suffer injury, reduce DX and IQ by the number of HP lost (max. penalty -4) on your "
              "next turn only. This affects DX- and IQ-based skills (attack rolls, recovery from mental stun, "
              "etc.), but not active defenses or other defensive reactions (resistance rolls, DX rolls against "
              "knockback)."),
    ("Major Wound", "A single injury of > HP/2, or a crippling wound. Roll HT to avoid:"),
    ("Knockdown and Stunning", "A Major Wound or damage to the head or vitals. Roll HT to avoid stun, falling, "
                               "and dropping anything in hand."),
    ("-5", "Major Wound to face, vitals, groin"),
    ("-10", "Major Wound to skull or eye"),
    ("+3 / -4", "+3 High Pain Threshold; -4 Low Pain"),
    ("Stunned", "Must Do Nothing on next turn. All active defenses at -4, cannot retreat. Roll vs. HT (or IQ) at "
                "the end of each turn to act normally."),
    ("Mortal Wounds", "Failing a HT roll to avoid death by 1 or 2. Incapacitated, possibly unconscious. Failing "
                      "any further HT rolls kills you. Make a HT roll every half hour."),
    ("Mortal Wounds: failure", "Failure, you die."),
    ("Mortal Wounds: success", "Success, roll again in a half hour."),
    ("Mortal Wounds: critical success", "Critical Success, no longer mortally wounded (though still "
                                        "incapacitated)."),
    ("Bleeding", "At the end of every minute after being wounded, make a HT roll at -1 per 5 HP lost."),
    ("Bleeding: failure", "Failure, lose 1 HP (3 HP on Critical Failure)."),
    ("Bleeding: success", "Critical Success, bleeding stops. Three consecutive Successes, bleeding stops."),
)
SHOCK_MAX = 4  # l.240
PAIN_THRESHOLD = {"normal": 0, "high": 3, "low": -4}  # l.250, on the knockdown roll
# PUBLISHED_RULE: High Pain Threshold ignores shock; Low Pain Threshold doubles it, at most -8.
PAIN_SHOCK_FACTOR = {"normal": 1, "high": 0, "low": 2}
DOUBLED_SHOCK_MAX = 8
# PUBLISHED_RULE: a knockdown roll failed by this much or more (or a critical failure) knocks out.
KNOCKOUT_MARGIN = 5
STUNNED_DEFENSE = -4  # l.252
MORTAL_WOUND_MARGIN = 2  # l.254: failing the roll by 1 or 2
BLEEDING_PER = 5  # l.262: -1 per 5 HP lost
BLEEDING_LOSS = 1  # l.264
BLEEDING_LOSS_CRITICAL = 3  # l.264
BLEEDING_STOPS_AFTER = 3  # l.266: three consecutive successes


# --- G18 Wounding Modifiers, seed 001 l.268-276 ------------------------------

WOUNDING_MODIFIERS = (  # G18 Wounding Modifiers, seed 001 l.270-276: (multiplier, ((type, name), ...))
    ("x0.5", (("pi-", "Small Piercing"),)),
    ("x1", (("cr", "Crushing"), ("pi", "Piercing"))),
    ("x1.5", (("cut", "Cutting"), ("pi+", "Large Piercing"))),
    ("x2", (("imp", "Impaling"), ("pi++", "Huge Piercing"))),
)


WOUNDING_LINES = dict(zip(("x0.5", "x1", "x1.5", "x2"), ("270", "272", "274", "276")))


def printed_multiplier(printed: str) -> Fraction:
    """ "x1.5" -> Fraction(3, 2)."""
    return Fraction(printed.lstrip("x"))


# PUBLISHED_RULE: the Basic Set's other damage types, all x1 (G18 prints none of them). Fatigue
# damage comes off FP instead of HP, and hit locations do nothing to it but choose the DR. Knockback
# only is a crushing attack with No Wounding (B104, B111): it moves its target (B378) and wounds nothing.
PUBLISHED_DAMAGE_TYPES = (  # (type, name)
    ("burn", "Burning"),
    ("cor", "Corrosion"),
    ("tox", "Toxic"),
    ("fat", "Fatigue"),
    ("kb", "Knockback only"),
)
FATIGUE = "fat"
BURNING = "burn"
KNOCKBACK_ONLY = "kb"

DAMAGE_TYPES = {  # type -> (name, multiplier), from G18 above and the published types
    **{code: (name, printed_multiplier(printed)) for printed, types in WOUNDING_MODIFIERS for code, name in types},
    **{code: (name, Fraction(0 if code == KNOCKBACK_ONLY else 1)) for code, name in PUBLISHED_DAMAGE_TYPES},
}
DAMAGE_TYPE_ORDER = PRINTED_TYPES + tuple(code for code, _ in PUBLISHED_DAMAGE_TYPES)
MOST_DAMAGE = 1_000_000  # the most basic damage or DR a calculator takes
# PUBLISHED_RULE: a damage roll with negative adds never goes below 0 for crushing, 1 for any other type.
LEAST_DAMAGE = {"cr": 0, KNOCKBACK_ONLY: 0}  # knockback only is a crushing attack
LEAST_DAMAGE_OTHER = 1
# The lowest basic damage a calculator takes: a roll as rolled, before that minimum (1d-6 can show -5).
LOWEST_ROLLED = -MOST_DAMAGE
MOST_HP = 10_000  # the most HP or FP a calculator or the tracker takes
