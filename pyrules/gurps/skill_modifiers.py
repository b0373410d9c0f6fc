"""The modifiers of effective skill, one concern each, in the order an answer lists them (G1-G10,
G12; seed 001 l.9-161), each with its source, and what the choices do besides skill (the notes).

Published rules the reference does not print (PUBLISHED_RULE): the posture's attack modifier is for
melee attacks only; a Telegraphic Attack's +4 cannot go with a Deceptive Attack and does not stack
with Evaluate (Martial Arts); the GM may give any other modifier.
"""

from __future__ import annotations

from pyrules.core import explain, validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.explain import MINUS, Modifier
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import cite
from pyrules.gurps.data.maneuvers import AllOutAttack
from pyrules.gurps.data.modifiers import (
    AIM_EXTRA_BY_TURNS,
    COMMITTED_ATTACK_BONUS,
    COMMITTED_ATTACK_TWO_HEXES,
    COMPLEMENTARY_LINES,
    EQUIPMENT_LINES,
    EVALUATE_MAX,
    EVALUATE_PER_TURN,
    MOVE_AND_ATTACK_MELEE,
    MOVE_AND_ATTACK_RANGED,
    POSTURE_LINES,
    QUICK_AND_DIRTY_EACH,
    QUICK_AND_DIRTY_LINES,
    RANGE_LINES,
    RAPID_FIRE_LINES,
    TASK_DIFFICULTY_LINES,
    modifier_values,
)
from pyrules.gurps.locations import aimed_modifiers
from pyrules.gurps.maneuvers import all_out_attack
from pyrules.gurps.ranged import range_band, rapid_fire
from pyrules.gurps.shock import Shock, shock as shock_of
from pyrules.gurps.skill_input import (
    COMPLEMENTARY,
    DIFFICULTIES,
    DUAL_WEAPON,
    EQUIPMENT_CHOICES,
    FLURRY_OF_BLOWS,
    OFF_HAND,
    POSTURE,
    RAPID_STRIKE,
    TELEGRAPHIC,
    SkillInput,
)

SHOCK = "shock"  # the kind of the shock modifier (``Modifier.kind``)
# Published rules the reference does not print (PUBLISHED_RULE, cited apart under "Why?").
POSTURE_MELEE_ONLY = "Posture: no {printed} for {what}; the posture's attack modifier is for melee attacks only."
TELEGRAPHIC_CRITICALS = ("Telegraphic Attack: the +4 does not count toward a critical hit; criticals are read at "
                         "skill {critical}.")
TELEGRAPHIC_NOT_EVALUATE = ("Telegraphic Attack: its +4 does not stack with Evaluate, so the Evaluate bonus is "
                            "dropped.")
SHOCK_GIVEN = "as given: the injury last turn is not counted again"
OTHER_MODIFIER = explain.published("the GM may give any other modifier the situation calls for")


def equipment_modifier(key: str, tl: int | None = None) -> Modifier | None:
    """The modifier for the quality of the equipment (None for basic equipment)."""
    printed, quality, side = EQUIPMENT_CHOICES[validate.choice(key, "equipment", tuple(EQUIPMENT_CHOICES),
                                                               "Equipment")]
    if "TL" in printed:
        if tl is None:
            raise RulesError("Best possible equipment gives +TL/2: enter the tech level.", "tl")
        tl = validate.whole(tl, "tl", "Tech level", low=0, high=12)
        return Modifier(f"Equipment: {quality}", tl // 2, cite(EQUIPMENT_LINES), f"+TL/2, TL{tl}")
    tech, other = modifier_values(printed) if "/" in printed else (int(printed), int(printed))
    value = tech if side != "other" else other
    if value == 0:
        return None
    label = f"Equipment: {quality}" + (f" ({side})" if side else "")
    return Modifier(label, value, cite(EQUIPMENT_LINES))




def _aim(inp: SkillInput) -> tuple[Modifier, ...]:
    """Aim: the weapon's Acc, +1 more after two turns, +2 after three or more (G1 l.9, G11 l.111)."""
    extra = dict(AIM_EXTRA_BY_TURNS)[min(inp.aim_turns, 3)]
    mods: tuple[Modifier, ...] = (Modifier("Aim: Acc", inp.acc, cite(9)),)
    if extra:
        mods += (Modifier(f"Aim: {inp.aim_turns} turns", extra, cite("9, 111")),)
    return mods


def chosen_all_out(inp: SkillInput) -> AllOutAttack | None:
    """The All-Out Attack taken, or None when the maneuver is another."""
    return all_out_attack(inp.all_out, inp.ranged) if inp.maneuver == "all_out_attack" else None


def _all_out_attack(inp: SkillInput) -> tuple[Modifier, ...]:
    """All-Out Attack, Determined: +4 Melee, +1 Ranged (G1 l.10); the other choices leave skill as it is."""
    row = chosen_all_out(inp)
    assert row is not None  # asked of an All-Out Attack
    bonus = row.ranged if inp.ranged else row.melee
    if not bonus:
        return ()
    return (Modifier(f"All-Out Attack ({row.name}, {inp.roll_for})", bonus, cite(row.line)),)


def _committed_attack(inp: SkillInput) -> tuple[Modifier, ...]:
    """Committed Attack: +2 Melee (G1 l.11), −2 if you move 2 hexes (G11 l.123)."""
    mods: tuple[Modifier, ...] = (Modifier("Committed Attack", COMMITTED_ATTACK_BONUS, cite(11)),)
    if inp.has("moved_two"):
        mods += (Modifier("Committed Attack: moved 2 hexes", COMMITTED_ATTACK_TWO_HEXES, cite(123)),)
    return mods


def _evaluate(inp: SkillInput) -> tuple[Modifier, ...]:
    """Evaluate: +1 a turn, +3 at most (G1 l.12); none beside a Telegraphic Attack (published)."""
    if inp.has("telegraphic"):
        return ()
    turns = inp.evaluate_turns
    return (Modifier(f"Evaluate: {turns} turn{'s' if turns > 1 else ''}",
                     min(turns * EVALUATE_PER_TURN, EVALUATE_MAX), cite(12), "max. +3"),)


def _move_and_attack(inp: SkillInput) -> tuple[Modifier, ...]:
    """Move and Attack: −4 Melee, the worse of −2 and Bulk Ranged (G1 l.13, G11 l.133); none with Heroic Charge."""
    if inp.has("heroic_charge"):
        return ()
    if inp.melee:
        return (Modifier("Move and Attack (melee)", MOVE_AND_ATTACK_MELEE, cite(13)),)
    if inp.bulk is not None and inp.bulk < MOVE_AND_ATTACK_RANGED:
        return (Modifier("Move and Attack (ranged)", inp.bulk, cite(133), f"weapon's Bulk, worse than {MINUS}2"),)
    return (Modifier("Move and Attack (ranged)", MOVE_AND_ATTACK_RANGED, cite(13)),)


_MANEUVER_MODIFIERS = {
    "aim": _aim, "all_out_attack": _all_out_attack, "committed_attack": _committed_attack,
    "evaluate": _evaluate, "move_and_attack": _move_and_attack,
}


def _maneuver(inp: SkillInput) -> tuple[Modifier, ...]:
    """What the attacker's maneuver does to skill (G1 l.9-13, G11)."""
    modifiers = _MANEUVER_MODIFIERS.get(inp.maneuver)
    return modifiers(inp) if modifiers else ()


def _range_and_rapid_fire(inp: SkillInput) -> tuple[Modifier, ...]:
    """The range band's modifier (G2) and the rapid-fire bonus (G4)."""
    mods: tuple[Modifier, ...] = ()
    if inp.distance is not None:
        row = range_band(inp.distance)
        if row.value.modifier:
            mods += (Modifier(f"Range: {row.value.name} ({shown(inp.distance)} yds)", row.value.modifier,
                              cite(RANGE_LINES)),)
    if inp.shots is not None:
        rof = rapid_fire(inp.shots)
        if rof.bonus:
            mods += (Modifier(f"Rapid fire: {rof.shots} shots", rof.bonus, cite(RAPID_FIRE_LINES),
                              f"{rof.row} shots"),)
    return mods


def _hit_location(inp: SkillInput) -> tuple[Modifier, ...]:
    """The penalty to hit the location aimed at, and to disarm (G3, G13 for weapons)."""
    return aimed_modifiers(inp.location, inp.has("disarm"))


def _posture(inp: SkillInput) -> tuple[Modifier, ...]:
    """The attacker's posture (G5): for melee attacks only, a published rule."""
    stance = POSTURE[inp.posture]
    if not (stance.attack and inp.melee):
        return ()
    return (Modifier(f"Posture: {stance.name}", stance.attack,
                     f"{cite(POSTURE_LINES)}; melee only: {PUBLISHED_RULE}", "melee only"),)


def _task(inp: SkillInput) -> tuple[Modifier, ...]:
    """Task difficulty, equipment, quick-and-dirty complications, a complementary roll (G6-G9)."""
    mods: tuple[Modifier, ...] = ()
    if inp.difficulty:
        mods += (Modifier(f"Task: {DIFFICULTIES[inp.difficulty]}", inp.difficulty, cite(TASK_DIFFICULTY_LINES)),)
    if (gear := equipment_modifier(inp.equipment, inp.tl)) is not None:
        mods += (gear,)
    if inp.adjectives:
        mods += (Modifier(f"Quick and dirty: {inp.adjectives} complication{'s' if inp.adjectives > 1 else ''}",
                          inp.adjectives * QUICK_AND_DIRTY_EACH, cite(QUICK_AND_DIRTY_LINES)),)
    if inp.complementary != "none":
        value, printed = COMPLEMENTARY[inp.complementary]
        mods += (Modifier(f"Complementary skill: {printed}", value, cite(COMPLEMENTARY_LINES)),)
    return mods


def _attack_options(inp: SkillInput) -> tuple[Modifier, ...]:
    """Deceptive, Dual-Weapon, off-hand, Rapid Strike and Telegraphic attacks (G12, G11 l.117)."""
    mods: tuple[Modifier, ...] = ()
    if inp.deceptive:
        mods += (Modifier(f"Deceptive Attack (foe's defense {MINUS}{inp.deceptive})", -2 * inp.deceptive,
                          cite(147)),)
    if inp.has("dual_weapon"):
        mods += (Modifier("Dual-Weapon Attack", DUAL_WEAPON, cite(153)),)
    if inp.has("off_hand"):
        mods += (Modifier("Off hand", OFF_HAND, cite("117, 153")),)
    if inp.rapid_strike == "flurry":
        mods += (Modifier("Rapid Strike, Flurry of Blows (2 FP)", FLURRY_OF_BLOWS, cite(157)),)
    elif inp.rapid_strike == "rapid_strike":
        mods += (Modifier("Rapid Strike", RAPID_STRIKE, cite(155)),)
    if inp.has("telegraphic"):
        mods += (Modifier("Telegraphic Attack", TELEGRAPHIC, cite(151)),)
    return mods


def shock_taken(inp: SkillInput) -> Shock | None:
    """The shock of last turn's injury (G17 l.240, doubled to the groin G13 l.178); None when none
    was taken or the penalty is given as it is."""
    if inp.shock_penalty is not None or not inp.shock:
        return None
    return shock_of(inp.shock, "groin" if inp.has("shock_groin") else "torso", inp.hp,
                    scaled_shock=inp.has("shock_scaled"))


def _shock(inp: SkillInput) -> tuple[Modifier, ...]:
    """Shock from last turn's injury, or the shock penalty as given."""
    if inp.shock_penalty is not None:
        return (Modifier("Shock", inp.shock_penalty, cite(240), SHOCK_GIVEN, kind=SHOCK),) if inp.shock_penalty else ()
    hit = shock_taken(inp)
    if hit is None or not hit.penalty:
        return ()
    return (Modifier(f"Shock: {inp.shock} HP last turn", hit.penalty, hit.source, hit.rule, kind=SHOCK),)


def _other(inp: SkillInput) -> tuple[Modifier, ...]:
    """Any further modifier the GM gives."""
    return (Modifier("Other modifier", inp.other, OTHER_MODIFIER),) if inp.other else ()


CONCERNS = (_maneuver, _range_and_rapid_fire, _hit_location, _posture, _task, _attack_options, _shock, _other)


def notes_of(inp: SkillInput) -> list[tuple[str, str, str]]:
    """What the choices do besides skill: to defenses, and the published readings at work; each
    (in words, what its source is for, where it is printed)."""
    notes = []
    row = chosen_all_out(inp)
    if row is not None:
        notes.append(("All-Out Attack: no defense for the rest of your turn.", "All-Out Attack", cite(113)))
        if row.published:
            notes.append((f"All-Out Attack ({row.name}): {row.published}", f"All-Out Attack ({row.name})",
                          PUBLISHED_RULE))
    if inp.maneuver == "committed_attack":
        notes.append((f"Committed Attack: {MINUS}2 to your defenses, no Retreat.", "Committed Attack", cite(123)))
    if inp.maneuver == "defensive_attack":
        notes.append((f"Defensive Attack: {MINUS}2 damage; +1 to your Parry or Block (not Dodge).",
                      "Defensive Attack", cite(125)))
    if inp.maneuver == "evaluate" and inp.has("telegraphic"):
        # PUBLISHED_RULE (Martial Arts): Telegraphic Attack's +4 does not stack with Evaluate.
        notes.append((TELEGRAPHIC_NOT_EVALUATE, "Telegraphic Attack and Evaluate", PUBLISHED_RULE))
    if inp.maneuver == "move_and_attack" and inp.has("heroic_charge"):
        notes.append(("Heroic Charge (1 FP): no Move and Attack penalty or cap.", "Heroic Charge", cite(161)))
    stance = POSTURE[inp.posture]
    if stance.attack and not inp.melee:
        # PUBLISHED_RULE: the Posture table's attack modifier is for melee attacks only.
        notes.append((POSTURE_MELEE_ONLY.format(printed=stance.printed_attack.replace("-", MINUS),
                                                what="a ranged attack" if inp.ranged else "a task"),
                      "Posture, melee only", PUBLISHED_RULE))
    if inp.has("telegraphic"):
        notes.append(("Telegraphic Attack: the target gets +2 to Dodge.", "Telegraphic Attack", cite(151)))
    return notes
