"""Where seed 003 is ambiguous or silent, the reading pyrules makes, and why."""

from __future__ import annotations

from pyrules.core.reference import Erratum

ODD_POINT = Erratum(
    table="C9",
    seed="003",
    lines="38",
    printed="In most cases half is Stun, half is Wounds.",
    reading="An odd point of basic damage goes to Stun (7 is 4 Stun, 3 Wounds); the damage "
    "calculator can give it to Wounds instead.",
    why="The reference does not say how an odd point splits. Stun is the lighter, faster-healing "
    "harm, so a 1-point margin stuns rather than wounds, and the split never adds a Wound the "
    "attack did not clearly earn.",
)

EXCEED_OR_EQUAL = Erratum(
    table="C10",
    seed="003",
    lines="42, 46, 48",
    printed="Passing Out: … exceed Life Points; Seriously Wounded: … equal to or greater than half; "
    "Dying: … equal to or greater than your Life Points",
    reading="Read as printed: you pass out only when Stun + Wounds are more than your Life Points "
    "(14 LP: at 15); you are seriously wounded at Wounds of half your Life Points or more (15 LP: "
    "8 Wounds, 14 LP: 7) and dying at Wounds equal to your Life Points or more.",
    why="The reference uses different words in the same block, and the two readings disagree only "
    "at the exact boundary; pyrules keeps each rule's own word rather than guess a misprint.",
)

BLOCK_TIE = Erratum(
    table="C4",
    seed="003",
    lines="12",
    printed="Block: Agility + Skill roll against the attack. High roll wins.",
    reading="A tie goes to the block: the attack must beat the block roll (a dodge or innate "
    "defense roll need only be met).",
    why="“High roll wins” names no winner on a tie; the attacker is the one who must get past an "
    "active defense, and a dodge sets a Difficulty, which is met, while a block is an opposed roll.",
)

PITCH_BLACK = Erratum(
    table="C6",
    seed="003",
    lines="27",
    printed="Pitch Black: All potential targets make Easy innate defense roll to avoid being hit. "
    "Lowest roll takes the hit.",
    reading="Each potential target rolls an unskilled Agility roll; pyrules shows whether each made "
    "Easy (3) and names the lowest roll as the one hit; on a tie for lowest it names them all and "
    "leaves the choice to the GM.",
    why="The reference does not say what making Easy changes when the lowest roll is hit anyway, "
    "nor how a tie breaks, so pyrules shows both facts and decides neither.",
)

RUN_ATTRIBUTE = Erratum(
    table="C3",
    seed="003",
    lines="7",
    printed="Run (30 ft. + Attribute + Athletics/Running): 2 actions",
    reading="The player picks the attribute die; the roll's total is added to 30 as feet. The run's "
    "2 actions count toward the extra-action penalty (seed 003 l.3), which applies to the run roll too.",
    why="The reference does not name the attribute, and the GM calls for the one that fits; l.3 "
    "puts the penalty on all actions that turn, and running is one of them.",
)

STEP_OVERFLOW = Erratum(
    table="C2",
    seed="003",
    lines="3, 16, 30-33, 46",
    printed="cumulative –1 Skill step penalty … +2 Skill step bonus … –4 Skill steps",
    reading="Steps move the skill (or specialty) die first; past d0 penalties move the attribute "
    "die (a published rule, not in the reference), and past d12+d12 bonuses do the same; steps "
    "beyond both ends are lost. Each extra action is –1, so two extra actions are –2 to every "
    "action that turn.",
    why="The reference names only the skill die; the published game moves the attribute die once "
    "the skill die is gone, and bonuses are read the same way so that a step is never silently "
    "dropped while a die can still move.",
)

WEAPON_BELOW_ZERO = Erratum(
    table="C9",
    seed="003",
    lines="39",
    printed="Step 2: Add Weapon Damage. Add weapon damage rating.",
    reading="A weapon rating that comes to less than 0 (a roll of d6-2 that shows 1 is −1) adds "
    "nothing: the damage never goes below the basic damage and never below 0.",
    why="The reference only ever adds the weapon's rating; a rating with a minus can roll below "
    "0, and taking points off the basic damage would make a weapon hurt less than a bare hit.",
)

INITIATIVE_TIE = Erratum(
    table="C1",
    seed="003",
    lines="1",
    printed="Roll Agility + Alertness. Highest roll goes first.",
    reading="Tied rolls are marked as ties and listed in the order the combatants were entered; "
    "the GM breaks the tie.",
    why="The reference does not say how a tie breaks.",
)

SERIOUS_WOUND_SURVIVAL = Erratum(
    table="C10",
    seed="003",
    lines="41-46",
    printed="Seriously Wounded: … you take a –2 step penalty to all actions.",
    reading="The −2 steps fall on the attack, defense and initiative rolls, not on the Vitality + "
    "Willpower rolls to stay conscious, to stay alive or to turn a Shock Point back into Stun.",
    why="Those rolls are asked of a character apart from any action (“each turn you take any "
    "action you must roll again”), and every dying character is seriously wounded: the penalty "
    "would be counted into every survival Difficulty twice over.",
)

ERRATA: tuple[Erratum, ...] = (
    INITIATIVE_TIE,
    STEP_OVERFLOW,
    RUN_ATTRIBUTE,
    BLOCK_TIE,
    PITCH_BLACK,
    ODD_POINT,
    WEAPON_BELOW_ZERO,
    EXCEED_OR_EQUAL,
    SERIOUS_WOUND_SURVIVAL,
)

