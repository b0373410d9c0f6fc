"""Maneuvers and Attack/Defense Options (seed 001 l.109-167): tables G11 and G12.

Each card keeps the printed text, and a short reading of what it does to the
attack and to active defenses (the card's face on the page). The All-Out Attack
card's four choices (l.113) are rows of their own, named as the Basic Set names them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    key: str
    name: str       # as printed ("ALL-OUT ATTACK", "Rapid Strike")
    move: str       # the move allowed, as printed in parentheses ("1/2 Move"); "" for options
    text: str       # the printed description
    attack: str     # what it does to your attack
    defense: str    # what it does to your active defenses
    extra_effort: bool = False  # starred options (l.157-165): cost FP


MANEUVERS = (  # G11 Maneuvers (descriptions), seed 001 l.111-139
    Card(
        "aim", "AIM", "1 hex",
        "Aim a Ranged weapon/attack to get its Acc bonus (additional +1 for two turns, +2 for three or more "
        "turns). (No movement with a braced two-handed weapon.)",
        "Next Ranged attack: +Acc; +1 more after two turns, +2 after three or more.",
        "Normal.",
    ),
    Card(
        "all_out_attack", "ALL-OUT ATTACK", "1/2 Move",
        "+4 to hit for Melee or +1 for Ranged, or two Melee attacks on the same target, or +2 Melee damage, "
        "or one feint/one attack – but NO DEFENSE for the rest of your turn!",
        "+4 Melee or +1 Ranged; or two Melee attacks; or +2 Melee damage; or a feint and an attack.",
        "None.",
    ),
    Card(
        "all_out_defense", "ALL-OUT DEFENSE", "1 hex",
        "+2 to one Active Defense until next turn, or attempt two different defenses against one attack. "
        "(Half Move allowed if choosing +2 to Dodge.)",
        "No attack.",
        "+2 to one Active Defense, or two different defenses against one attack.",
    ),
    Card(
        "attack", "ATTACK", "1 hex",
        "Attack a target (within range) unarmed or with a ready weapon (-4 for “off hand” weapon attacks "
        "without Ambidexterity, Trained by a Master/Weapon Master, etc).",
        "One attack; -4 with the off hand.",
        "Normal.",
    ),
    Card(
        "change_posture", "CHANGE POSTURE", "0",
        "Switch between standing, sitting, kneeling, crawling, prone, or lying face up (lying/prone to "
        "standing takes two turns).",
        "No attack.",
        "Normal, at the new posture's modifier.",
    ),
    Card(
        "concentrate", "CONCENTRATE", "1 hex",
        "Focus on a mental task. Roll Will-3 to maintain if injured, knocked down, take an active defense, etc.",
        "No attack.",
        "Normal, but defending calls for a Will-3 roll to keep concentrating.",
    ),
    Card(
        "committed_attack", "COMMITTED ATTACK", "1 hex",
        "+2 to hit or +1 damage (Melee only) – but -2 to defenses (no Parry with the hand you attacked with, "
        "no Dodge if you kicked. Cannot Retreat). Move 2 hexes, at -2 to hit.",
        "Melee: +2 to hit or +1 damage; -2 to hit if you move 2 hexes.",
        "-2; no Parry with the attacking hand, no Dodge after a kick, no Retreat.",
    ),
    Card(
        "defensive_attack", "DEFENSIVE ATTACK", "1 hex",
        "-2 damage (Melee only) – but +1 to Parry or Block (not Dodge), or +2 to DX roll to avoid falling if "
        "kicking. Foe gets +1 to defend against grabs/grapples.",
        "Melee: -2 damage; your foe gets +1 to defend against grabs and grapples.",
        "+1 to Parry or Block (not Dodge).",
    ),
    Card(
        "do_nothing", "DO NOTHING", "0",
        "Take no action. Active Defenses at -4 if suffering Stun (roll HT/IQ at end of turn).",
        "No attack.",
        "Normal; -4 if stunned.",
    ),
    Card(
        "evaluate", "EVALUATE", "1 hex",
        "Study a foe prior to a Melee Attack or Feint for a +1 bonus per turn spent Evaluating (max. of +3).",
        "Next Melee attack or feint: +1 per turn (max. +3).",
        "Normal.",
    ),
    Card(
        "feint", "FEINT", "1 hex",
        "Fake an attack to lower your target's active defense or next attack roll by your Margin of Success. "
        "Contest of your attacking skill against target's highest combat skill or DX.",
        "No attack: a Quick Contest that lowers the foe's defense or next attack by your margin.",
        "Normal.",
    ),
    Card(
        "move_and_attack", "MOVE AND ATTACK", "Full Move",
        "Move and still attack at a penalty – for Ranged, the worse of -2 or weapon's Bulk; for Melee, -4 "
        "(and a maximum skill of 9). -2 on rolls to avoid falling.",
        "Ranged: the worse of -2 or Bulk. Melee: -4, skill at most 9.",
        "Normal (no Parry with most weapons without Rapid Recovery).",
    ),
    Card(
        "move", "MOVE", "6 hexes",
        "Do nothing but move (+1 hex after a full turn of running).",
        "No attack.",
        "Normal.",
    ),
    Card(
        "ready", "READY", "1 hex",
        "Reload or prepare a weapon or other item, adjust reach, etc.",
        "No attack.",
        "Normal.",
    ),
    Card(
        "wait", "WAIT", "var",
        "Hold your action for a specific trigger, then take an Attack, All-Out Attack, Feint, or Ready "
        "maneuver as normal.",
        "As the maneuver taken when triggered.",
        "As the maneuver taken when triggered (none after an All-Out Attack).",
    ),
)

OPTIONS = (  # G12 Attack/Defense Options, seed 001 l.143-165
    Card(
        "retreat", "Retreat", "",
        "Once during your turn, move 1 hex away from a Melee attacker for a +3 to Dodge, or to any Boxing, "
        "Judo, Karate, or fencing Parry; or +1 to any other Active Defense.",
        "—",
        "+3 to Dodge or a Boxing, Judo, Karate or fencing Parry; +1 to any other defense. Once a turn.",
    ),
    Card(
        "dodge_and_drop", "Dodge and Drop", "",
        "Once during your turn, drop prone for a +3 to Dodge against Ranged attacks",
        "—",
        "+3 to Dodge against Ranged attacks; you end up prone.",
    ),
    Card(
        "deceptive_attack", "Deceptive Attack", "",
        "-1 to foe's Active Defense for every -2 you take to your attacking skill (min. of 10).",
        "-2 to skill per -1 to the foe's defense; effective skill not below 10.",
        "The foe's defense is -1 per level.",
    ),
    Card(
        "riposte", "Riposte", "",
        "Take a penalty to your Parry (min. of 8), not including modifiers. If your Parry succeeds, and you "
        "attack using the parrying weapon next turn, apply the same penalty to your foe's Parry (if you "
        "parried hand or weapon), Block (shield), or Dodge (non-hand unarmed strike), or half that penalty to "
        "all other defenses.",
        "Next turn's attack with the parrying weapon: the foe's defense takes the same penalty (or half).",
        "Your Parry takes the penalty you choose (Parry not below 8 before modifiers).",
    ),
    Card(
        "telegraphic_attack", "Telegraphic Attack", "",
        "+4 to hit with a Melee attack, but also +2 to target's Dodge.",
        "+4 to hit (Melee).",
        "The target gets +2 to Dodge.",
    ),
    Card(
        "dual_weapon_attack", "Dual-Weapon Attack", "",
        "Use both hands to make two attacks (including pistols), each at -4, to replace one normal attack. "
        "Off-hand at the usual -4 for weapon attacks. Can target separate foes (if adjacent for Melee). Foe "
        "defends at -1 if he is the target of both attacks.",
        "Two attacks, each at -4; the off-hand one at -4 more.",
        "A foe targeted by both attacks defends at -1.",
    ),
    Card(
        "rapid_strike", "Rapid Strike", "",
        "Use one hand to make two attacks, both at -6, to replace one normal Melee attack. Can target "
        "separate foes.",
        "Two Melee attacks, both at -6.",
        "Normal.",
    ),
    Card(
        "flurry_of_blows", "Flurry of Blows*", "",
        "Halve the penalty for Rapid Strike to -3 by spending 2 FP (1 FP per attack), or...",
        "Rapid Strike at -3 each, for 2 FP.",
        "Normal.",
        extra_effort=True,
    ),
    Card(
        "mighty_blow", "Mighty Blow*", "",
        "Spend 1 FP to get the All-Out Attack damage bonus of +2 to a Melee Attack without losing defenses.",
        "+2 Melee damage, for 1 FP.",
        "Normal.",
        extra_effort=True,
    ),
    Card(
        "heroic_charge", "Heroic Charge*", "",
        "Spend 1 FP during a Move and Attack to ignore the skill penalty and cap.",
        "Move and Attack with no skill penalty and no cap, for 1 FP.",
        "Normal.",
        extra_effort=True,
    ),
    Card(
        "feverish_defense", "Feverish Defense*", "",
        "Spend 1 FP to add +2 to a single Active Defense roll (except when All-Out Attacking)",
        "—",
        "+2 to one Active Defense roll, for 1 FP.",
        extra_effort=True,
    ),
    Card(
        "rapid_recovery", "Rapid Recovery*", "",
        "Spend 1 FP to parry with an unbalanced weapon after an Attack, or any weapon after a Move and Attack.",
        "—",
        "Parry with an unbalanced weapon after an Attack, or any weapon after a Move and Attack, for 1 FP.",
        extra_effort=True,
    ),
)
CARDS = {card.key: card for card in (*MANEUVERS, *OPTIONS)}
CARD_LINES = {  # key -> the line of seed 001 that prints the card: one every other line from l.111 and l.143
    **{card.key: 111 + 2 * i for i, card in enumerate(MANEUVERS)},
    **{card.key: 143 + 2 * i for i, card in enumerate(OPTIONS)},
}
MANEUVER_KEYS = tuple(card.key for card in MANEUVERS)


@dataclass(frozen=True)
class AllOutAttack:
    """One way to make an All-Out Attack (l.113): what it does, and to which attacks."""

    key: str
    name: str        # the Basic Set's name for it; the reference prints the choice without one
    printed: str     # the choice as l.113 prints it
    line: int        # the line of seed 001 that gives its numbers
    melee: int       # the skill bonus for a Melee attack
    ranged: int | None  # the skill bonus for a Ranged attack; None: a Melee attack only
    published: str = ""  # PUBLISHED_RULE: what the Basic Set adds that the reference does not print


ALL_OUT_ATTACKS = (  # G11 l.113, with G1 l.10 for the +4 and +1
    AllOutAttack("determined", "Determined", "+4 to hit for Melee or +1 for Ranged", 10, 4, 1),
    AllOutAttack("double", "Double", "two Melee attacks on the same target", 113, 0, None,
                 "both attacks need a ready weapon: two of them, or one that need not be readied after use"),
    AllOutAttack("strong", "Strong", "+2 Melee damage", 113, 0, None,
                 "or +1 per die of damage, when that is more"),
    AllOutAttack("feint", "Feint", "one feint/one attack", 113, 0, None),
)

OPTIONS_FOOTNOTE = (  # seed 001 l.167, as printed
    "** A critical failure on these rolls causes an additional 1 HP of injury to arm or leg, no DR*"
)
