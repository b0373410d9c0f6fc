"""Effective skill: base skill plus the common skill modifiers (G1-G10, G12).

Every modifier is listed with its source. Move and Attack caps a Melee skill
at 9 after everything else; a Deceptive Attack may not take effective skill
below 10.

Published rules the reference does not print (PUBLISHED_RULE): the posture's
attack modifier is for melee attacks only; a Telegraphic Attack's +4 does not
count toward the critical-hit range, cannot go with a Deceptive Attack and
does not stack with Evaluate (Martial Arts).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core.errors import RulesError, require_choice, require_int, shown
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tables import Row
from pyrules.gurps.common import Modifier, require_flag
from pyrules.gurps.criticals import Chances, chances_at, check_skill
from pyrules.gurps.data.injury import MOST_DAMAGE, MOST_HP
from pyrules.gurps.data.modifiers import (
    AIM_EXTRA_BY_TURNS,
    ALL_OUT_ATTACK_BONUS,
    BASE_SKILL_LEVELS,
    COMMITTED_ATTACK_BONUS,
    COMMITTED_ATTACK_TWO_HEXES,
    COMPLEMENTARY_SKILLS,
    EQUIPMENT,
    EVALUATE_MAX,
    EVALUATE_PER_TURN,
    MOVE_AND_ATTACK_MELEE,
    MOVE_AND_ATTACK_MELEE_CAP,
    MOVE_AND_ATTACK_RANGED,
    POSTURES,
    QUICK_AND_DIRTY_EACH,
    TASK_DIFFICULTY,
    level_name,
    modifier_values,
)
from pyrules.gurps.locations import aimed_modifiers
from pyrules.gurps.ranged import range_band, rapid_fire
from pyrules.gurps.shock import shock as shock_of

ROLL_FOR = ("melee", "ranged", "task")
MANEUVERS = ("attack", "aim", "all_out_attack", "committed_attack", "evaluate", "move_and_attack")
RAPID_STRIKES = ("none", "rapid_strike", "flurry")
DECEPTIVE_FLOOR = 10  # G12 l.147: "(min. of 10)"
DUAL_WEAPON = -4  # G12 l.153
OFF_HAND = -4  # G11 l.117, G12 l.153
RAPID_STRIKE = -6  # G12 l.155
FLURRY_OF_BLOWS = -3  # G12 l.157
TELEGRAPHIC = 4  # G12 l.151
POSTURE_MELEE_ONLY = ("Posture: no {printed} for {what}; the posture's attack modifier is for melee attacks only "
                      f"({PUBLISHED_RULE})")
TELEGRAPHIC_CRITICALS = (f"Telegraphic Attack: the +4 does not count toward a critical hit; criticals are read at "
                         f"skill {{critical}} ({PUBLISHED_RULE})")
TELEGRAPHIC_NOT_EVALUATE = (f"Telegraphic Attack: its +4 does not stack with Evaluate, so the Evaluate bonus is "
                            f"dropped ({PUBLISHED_RULE})")


def _difficulties() -> dict[int, str]:
    return {value: label for printed, label in TASK_DIFFICULTY for value in modifier_values(printed)}


DIFFICULTIES = _difficulties()  # modifier -> label, +10..-9


def _equipment() -> dict[str, tuple[str, str, str]]:
    """Equipment choices: key -> (printed modifier, quality, which side of "technological/other")."""
    choices = {}
    for key, printed, quality in EQUIPMENT:
        if "/" in printed and "TL" not in printed:
            choices[f"{key}_tech"] = (printed, quality, "technological")
            choices[f"{key}_other"] = (printed, quality, "other")
        else:
            choices[key] = (printed, quality, "")
    return choices


EQUIPMENT_CHOICES = _equipment()
COMPLEMENTARY = {key: (value, printed) for key, value, printed in COMPLEMENTARY_SKILLS}
POSTURE = {p.key: p for p in POSTURES}


def equipment_modifier(key: str, tl: int | None = None) -> Modifier | None:
    printed, quality, side = EQUIPMENT_CHOICES[require_choice(key, "equipment", tuple(EQUIPMENT_CHOICES))]
    if "TL" in printed:
        if tl is None:
            raise RulesError("Best possible equipment gives +TL/2: enter the tech level.", "tl")
        tl = require_int(tl, "tl", low=0, high=12)
        return Modifier(f"Equipment: {quality}", tl // 2, f"+TL/2, TL{tl} (G8)")
    tech, other = modifier_values(printed) if "/" in printed else (int(printed), int(printed))
    value = tech if side != "other" else other
    if value == 0:
        return None
    label = f"Equipment: {quality}" + (f" ({side})" if side else "")
    return Modifier(label, value, "G8")


@dataclass(frozen=True)
class EffectiveSkill:
    """Base skill, each modifier with its source, and the effective skill it comes to."""

    base: int
    level: Row[str]             # the G10 row for the base skill
    modifiers: tuple[Modifier, ...]
    total: int                  # base plus every modifier
    cap: int | None             # Move and Attack's "max. skill of 9", when it applies
    effective: int
    chances: Chances
    notes: tuple[str, ...] = ()
    critical_skill: int | None = None  # the skill criticals are read at, when not ``effective`` (Telegraphic)

    @property
    def level_name(self) -> str:
        return level_name(self.level.value)


def effective_skill(
    base: int,
    *,
    roll_for: str = "melee",
    maneuver: str = "attack",
    acc: int = 0,
    aim_turns: int = 1,
    evaluate_turns: int = 1,
    bulk: int | None = None,
    distance=None,
    location: str = "torso",
    disarm: bool = False,
    shots: int | None = None,
    posture: str = "standing",
    difficulty: int = 0,
    equipment: str = "basic",
    tl: int | None = None,
    adjectives: int = 0,
    complementary: str = "none",
    deceptive: int = 0,
    dual_weapon: bool = False,
    off_hand: bool = False,
    rapid_strike: str = "none",
    telegraphic: bool = False,
    moved_two: bool = False,
    heroic_charge: bool = False,
    shock: int = 0,
    shock_groin: bool = False,
    hp: int = 10,
    shock_scaled: bool = False,
) -> EffectiveSkill:
    """Effective skill from base skill and the chosen modifiers, each listed with its source."""
    base = check_skill(base, "base")
    roll_for = require_choice(roll_for, "roll_for", ROLL_FOR)
    maneuver = require_choice(maneuver, "maneuver", MANEUVERS)
    for flag, name in ((disarm, "disarm"), (dual_weapon, "dual_weapon"), (off_hand, "off_hand"),
                       (telegraphic, "telegraphic"), (moved_two, "moved_two"), (heroic_charge, "heroic_charge"),
                       (shock_groin, "shock_groin"), (shock_scaled, "shock_scaled")):
        require_flag(flag, name)
    melee, ranged, task = roll_for == "melee", roll_for == "ranged", roll_for == "task"
    mods: list[Modifier] = []
    notes: list[str] = []
    cap = None

    def combat_only(name: str, what: str):
        if task:
            raise RulesError(f"{what} is for attacks: choose Melee or Ranged.", name)

    # --- maneuver (G1 l.9-13, G11) ---
    if maneuver != "attack":
        combat_only("maneuver", "That maneuver")
    if maneuver == "aim":
        if not ranged:
            raise RulesError("Aim is for a Ranged attack.", "maneuver")
        acc = require_int(acc, "acc", low=0, high=30)
        turns = require_int(aim_turns, "aim_turns", low=1, high=99)
        extra = dict(AIM_EXTRA_BY_TURNS)[min(turns, 3)]
        mods.append(Modifier("Aim: Acc", acc, "G1 l.9"))
        if extra:
            mods.append(Modifier(f"Aim: {turns} turns", extra, "G1 l.9, G11 l.111"))
    elif maneuver == "all_out_attack":
        mods.append(Modifier(f"All-Out Attack ({roll_for})", ALL_OUT_ATTACK_BONUS[roll_for], "G1 l.10"))
        notes.append("All-Out Attack: no defense for the rest of your turn (G11 l.113).")
    elif maneuver == "committed_attack":
        if not melee:
            raise RulesError("Committed Attack's +2 is for Melee attacks only.", "maneuver")
        mods.append(Modifier("Committed Attack", COMMITTED_ATTACK_BONUS, "G1 l.11"))
        notes.append("Committed Attack: -2 to your defenses, no Retreat (G11 l.123).")
    elif maneuver == "evaluate":
        if not melee:
            raise RulesError("Evaluate helps a Melee attack only.", "maneuver")
        turns = require_int(evaluate_turns, "evaluate_turns", low=1, high=99)
        if telegraphic:
            # PUBLISHED_RULE (Martial Arts): Telegraphic Attack's +4 does not stack with Evaluate.
            notes.append(TELEGRAPHIC_NOT_EVALUATE)
        else:
            mods.append(Modifier(f"Evaluate: {turns} turn{'s' if turns > 1 else ''}",
                                 min(turns * EVALUATE_PER_TURN, EVALUATE_MAX), "G1 l.12 (max. +3)"))
    elif maneuver == "move_and_attack":
        if heroic_charge:
            notes.append("Heroic Charge (1 FP): no Move and Attack penalty or cap (G12 l.161).")
        elif melee:
            mods.append(Modifier("Move and Attack (melee)", MOVE_AND_ATTACK_MELEE, "G1 l.13"))
            cap = MOVE_AND_ATTACK_MELEE_CAP
        else:
            worse, note = MOVE_AND_ATTACK_RANGED, "G1 l.13"
            if bulk is not None:
                bulk = require_int(bulk, "bulk", low=-20, high=0)
                if bulk < worse:
                    worse, note = bulk, "weapon's Bulk, worse than -2 (G11 l.133)"
            mods.append(Modifier("Move and Attack (ranged)", worse, note))
    if moved_two:
        if maneuver != "committed_attack":
            raise RulesError("Moving 2 hexes at -2 is part of a Committed Attack.", "moved_two")
        mods.append(Modifier("Committed Attack: moved 2 hexes", COMMITTED_ATTACK_TWO_HEXES, "G11 l.123"))
    if heroic_charge and maneuver != "move_and_attack":
        raise RulesError("Heroic Charge is spent during a Move and Attack.", "heroic_charge")

    # --- range and rapid fire (G2, G4) ---
    if distance is not None:
        if not ranged:
            raise RulesError("Range modifiers are for Ranged attacks.", "distance")
        row = range_band(distance)
        if row.value.modifier:
            mods.append(Modifier(f"Range: {row.value.name} ({shown(distance)} yds)", row.value.modifier, "G2"))
    if shots is not None:
        if not ranged:
            raise RulesError("Rapid fire is for Ranged attacks.", "shots")
        rof = rapid_fire(shots)
        if rof.bonus:
            mods.append(Modifier(f"Rapid fire: {rof.shots} shots", rof.bonus, f"G4, {rof.row} shots"))

    # --- hit location (G3, G13 for weapons) ---
    if task and (location != "torso" or disarm):
        raise RulesError("A hit location is for attacks: choose Melee or Ranged.", "location")
    mods.extend(aimed_modifiers(location, disarm))

    # --- posture, task, equipment, adjectives, complementary (G5-G9, G6) ---
    stance = POSTURE[require_choice(posture, "posture", tuple(POSTURE))]
    if stance.attack and melee:
        mods.append(Modifier(f"Posture: {stance.printed.split(',')[0]}", stance.attack,
                             f"G5, melee only: {PUBLISHED_RULE}"))
    elif stance.attack:
        # PUBLISHED_RULE: the Posture table's attack modifier is for melee attacks only.
        notes.append(POSTURE_MELEE_ONLY.format(printed=stance.printed_attack,
                                               what="a ranged attack" if ranged else "a task"))
    difficulty = require_int(difficulty, "difficulty")
    if difficulty not in DIFFICULTIES:
        raise RulesError("Task difficulty runs from +10 (Automatic) to -9 (Dangerous).", "difficulty")
    if difficulty:
        mods.append(Modifier(f"Task: {DIFFICULTIES[difficulty]}", difficulty, "G7"))
    if (gear := equipment_modifier(equipment, tl)) is not None:
        mods.append(gear)
    adjectives = require_int(adjectives, "adjectives", low=0, high=20)
    if adjectives:
        mods.append(Modifier(f"Quick and dirty: {adjectives} complication{'s' if adjectives > 1 else ''}",
                             adjectives * QUICK_AND_DIRTY_EACH, "G9"))
    complementary = require_choice(complementary, "complementary", ("none", *COMPLEMENTARY))
    if complementary != "none":
        value, printed = COMPLEMENTARY[complementary]
        mods.append(Modifier(f"Complementary skill: {printed}", value, "G6"))

    # --- attack options (G12) ---
    deceptive = require_int(deceptive, "deceptive", low=0, high=20)
    if deceptive and telegraphic:
        # PUBLISHED_RULE (Martial Arts): the two options are opposites and cannot be combined.
        raise RulesError(f"A Telegraphic Attack can't be a Deceptive Attack too ({PUBLISHED_RULE})", "deceptive")
    if deceptive:
        combat_only("deceptive", "A Deceptive Attack")
        mods.append(Modifier(f"Deceptive Attack (foe's defense -{deceptive})", -2 * deceptive, "G12 l.147"))
    if dual_weapon:
        combat_only("dual_weapon", "A Dual-Weapon Attack")
        mods.append(Modifier("Dual-Weapon Attack", DUAL_WEAPON, "G12 l.153"))
    if off_hand:
        combat_only("off_hand", "An off-hand attack")
        mods.append(Modifier("Off hand", OFF_HAND, "G11 l.117, G12 l.153"))
    rapid_strike = require_choice(rapid_strike, "rapid_strike", RAPID_STRIKES)
    if rapid_strike != "none":
        if not melee:
            raise RulesError("Rapid Strike replaces a Melee attack.", "rapid_strike")
        if rapid_strike == "flurry":
            mods.append(Modifier("Rapid Strike, Flurry of Blows (2 FP)", FLURRY_OF_BLOWS, "G12 l.157"))
        else:
            mods.append(Modifier("Rapid Strike", RAPID_STRIKE, "G12 l.155"))
    if telegraphic:
        if not melee:
            raise RulesError("Telegraphic Attack is for Melee attacks.", "telegraphic")
        mods.append(Modifier("Telegraphic Attack", TELEGRAPHIC, "G12 l.151"))
        notes.append("Telegraphic Attack: the target gets +2 to Dodge (G12 l.151).")

    # --- shock from last turn's injury (G17 l.240) ---
    shock = require_int(shock, "shock", low=0, high=MOST_DAMAGE)
    hp = require_int(hp, "hp", low=1, high=MOST_HP)
    if shock:
        where = "groin" if shock_groin else "torso"
        hit = shock_of(shock, hp, where, shock_scaled)
        if hit.penalty:
            mods.append(Modifier(f"Shock: {shock} HP last turn", hit.penalty, hit.rule))

    total = base + sum(m.value for m in mods)
    effective = total if cap is None else min(total, cap)
    if cap is not None and total > cap:
        notes.insert(0, f"Move and Attack (melee): skill capped at {cap} (G1 l.13).")
    critical_skill = None
    if telegraphic:
        # PUBLISHED_RULE (Martial Arts): criticals are read at the skill before Telegraphic Attack's +4.
        before = total - TELEGRAPHIC
        critical_skill = before if cap is None else min(before, cap)
        notes.append(TELEGRAPHIC_CRITICALS.format(critical=critical_skill))
    if deceptive and effective < DECEPTIVE_FLOOR:
        before = total + 2 * deceptive if cap is None else min(total + 2 * deceptive, cap)
        most = (before - DECEPTIVE_FLOOR) // 2
        if most <= 0:
            why = f"at effective skill {before} no Deceptive Attack is possible"
        else:
            why = f"here at most {most} level{'s' if most > 1 else ''}"
        raise RulesError(f"A Deceptive Attack can't take effective skill below 10: {why}.", "deceptive")
    return EffectiveSkill(base, BASE_SKILL_LEVELS.lookup(base), tuple(mods), total, cap, effective,
                          chances_at(effective, critical_skill), tuple(notes), critical_skill)
