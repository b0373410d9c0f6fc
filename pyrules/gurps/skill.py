"""Effective skill: base skill plus the common skill modifiers (G1-G10, G12).

Every modifier is listed with its source. Move and Attack caps a Melee skill
at 9 after everything else; a Deceptive Attack may not take effective skill
below 10.

Published rules the reference does not print (PUBLISHED_RULE): the posture's
attack modifier is for melee attacks only; a Telegraphic Attack's +4 does not
count toward the critical-hit range, cannot go with a Deceptive Attack and
does not stack with Evaluate (Martial Arts); the GM may give any other modifier.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core import explain, validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.explain import MINUS, Modifier
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tables import Row
from pyrules.core.validate import CheckedInput
from pyrules.gurps.criticals import SKILL_HIGH, SKILL_LOW, Chances, chances_at
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import DOUBLED_SHOCK_MAX, MOST_DAMAGE, MOST_HP
from pyrules.gurps.data.maneuvers import AllOutAttack
from pyrules.gurps.data.modifiers import (
    AIM_EXTRA_BY_TURNS,
    BASE_SKILL_LEVELS,
    COMMITTED_ATTACK_BONUS,
    COMMITTED_ATTACK_TWO_HEXES,
    COMPLEMENTARY_LINES,
    COMPLEMENTARY_SKILLS,
    EQUIPMENT,
    EQUIPMENT_LINES,
    EVALUATE_MAX,
    EVALUATE_PER_TURN,
    MOVE_AND_ATTACK_MELEE,
    MOVE_AND_ATTACK_MELEE_CAP,
    MOVE_AND_ATTACK_RANGED,
    POSTURE_LINES,
    POSTURES,
    QUICK_AND_DIRTY_EACH,
    QUICK_AND_DIRTY_LINES,
    RANGE_LINES,
    RAPID_FIRE_LINES,
    TASK_DIFFICULTY,
    TASK_DIFFICULTY_LINES,
    level_name,
    modifier_values,
)
from pyrules.gurps.locations import aim_target, aimed_modifiers
from pyrules.gurps.maneuvers import ALL_OUT, all_out_attack
from pyrules.gurps.ranged import range_band, rapid_fire
from pyrules.gurps.shock import Shock, shock as shock_of

ROLL_FOR = ("melee", "ranged", "task")
SHOCK = "shock"  # the kind of the shock modifier (``Modifier.kind``)
MANEUVERS = ("attack", "aim", "all_out_attack", "committed_attack", "defensive_attack", "evaluate", "move_and_attack")
RAPID_STRIKES = ("none", "rapid_strike", "flurry")
# The options ticked on the calculator (its "options" field), each a yes-or-no.
SKILL_OPTIONS = ("telegraphic", "dual_weapon", "off_hand", "moved_two", "heroic_charge", "disarm",
                 "shock_groin", "shock_scaled")
DECEPTIVE_FLOOR = 10  # G12 l.147: "(min. of 10)"
DUAL_WEAPON = -4  # G12 l.153
OFF_HAND = -4  # G11 l.117, G12 l.153
RAPID_STRIKE = -6  # G12 l.155
FLURRY_OF_BLOWS = -3  # G12 l.157
TELEGRAPHIC = 4  # G12 l.151
MOST_OTHER = 99  # the calculator's "Other modifier": any the GM gives, within reason
# Published rules the reference does not print (PUBLISHED_RULE, cited apart under "Why?").
POSTURE_MELEE_ONLY = "Posture: no {printed} for {what}; the posture's attack modifier is for melee attacks only."
TELEGRAPHIC_CRITICALS = ("Telegraphic Attack: the +4 does not count toward a critical hit; criticals are read at "
                         "skill {critical}.")
TELEGRAPHIC_NOT_EVALUATE = ("Telegraphic Attack: its +4 does not stack with Evaluate, so the Evaluate bonus is "
                            "dropped.")
SHOCK_GIVEN = "as given: the injury last turn is not counted again"
OTHER_MODIFIER = explain.published("the GM may give any other modifier the situation calls for")


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


def _combat_only(task: bool, field: str, what: str) -> None:
    if task:
        raise RulesError(f"{what} is for attacks: choose Melee or Ranged.", field)


@dataclass(frozen=True)
class SkillInput(CheckedInput):
    """What effective skill depends on, named as the calculator's fields.

    ``roll_for`` is "melee", "ranged" or "task"; ``maneuver`` the attacker's maneuver and
    ``all_out`` the All-Out Attack chosen (Determined, Double, Strong or Feint); ``difficulty``
    the task's modifier (+10 to −9); ``options`` the ticked options of ``SKILL_OPTIONS``;
    ``shock`` the HP of injury taken last turn, or ``shock_penalty`` the shock penalty itself (as the
    tracker gives it, the pain threshold and the groin counted), which then stands in for it;
    ``other`` any further modifier the GM gives.
    A choice that rules another out is refused on the field that made it.
    """

    base: int = 12
    roll_for: str = "melee"
    maneuver: str = "attack"
    all_out: str = "determined"
    acc: int = 0
    aim_turns: int = 1
    evaluate_turns: int = 1
    bulk: int | None = None
    distance: float | None = None
    location: str = "torso"
    shots: int | None = None
    posture: str = "standing"
    difficulty: int = 0
    equipment: str = "basic"
    tl: int | None = None
    adjectives: int = 0
    complementary: str = "none"
    deceptive: int = 0
    rapid_strike: str = "none"
    shock: int = 0
    shock_penalty: int | None = None
    hp: int = 10
    other: int = 0
    options: frozenset[str] = frozenset()

    def checked(self) -> dict:
        checked = {
            "base": validate.whole(self.base, "base", "Base skill", low=SKILL_LOW, high=SKILL_HIGH),
            "roll_for": validate.choice(self.roll_for, "roll_for", ROLL_FOR, "Roll for"),
            "maneuver": validate.choice(self.maneuver, "maneuver", MANEUVERS, "Maneuver"),
            "all_out": validate.choice(self.all_out, "all_out", tuple(ALL_OUT), "All-Out Attack"),
            "options": validate.options(self.options, "options", SKILL_OPTIONS, "Options"),
            "acc": validate.whole(self.acc, "acc", "Acc", low=0, high=30),
            "aim_turns": validate.whole(self.aim_turns, "aim_turns", "Turns aimed", low=1, high=99),
            "evaluate_turns": validate.whole(self.evaluate_turns, "evaluate_turns", "Turns evaluated", low=1,
                                             high=99),
            "bulk": None if self.bulk is None else validate.whole(self.bulk, "bulk", "Bulk", low=-20, high=0),
            "posture": validate.choice(self.posture, "posture", tuple(POSTURE), "Posture"),
            "difficulty": validate.whole(self.difficulty, "difficulty", "Task difficulty"),
            "adjectives": validate.whole(self.adjectives, "adjectives", "Complications", low=0, high=20),
            "complementary": validate.choice(self.complementary, "complementary", ("none", *COMPLEMENTARY),
                                             "Complementary skill"),
            "deceptive": validate.whole(self.deceptive, "deceptive", "Deceptive Attack", low=0, high=20),
            "rapid_strike": validate.choice(self.rapid_strike, "rapid_strike", RAPID_STRIKES, "Rapid Strike"),
            "shock": validate.whole(self.shock, "shock", "Injury last turn", low=0, high=MOST_DAMAGE),
            "shock_penalty": None if self.shock_penalty is None else validate.whole(
                self.shock_penalty, "shock_penalty", "Shock penalty", low=-DOUBLED_SHOCK_MAX, high=0),
            "hp": validate.whole(self.hp, "hp", "Your HP", low=1, high=MOST_HP),
            "other": validate.whole(self.other, "other", "Other modifier", low=-MOST_OTHER, high=MOST_OTHER),
        }
        if checked["difficulty"] not in DIFFICULTIES:
            raise RulesError(f"Task difficulty runs from +10 (Automatic) to {MINUS}9 (Dangerous).", "difficulty")
        aim_target(self.location)
        return checked

    def check_together(self) -> None:
        """Refuse a choice another one rules out, on the field that made it."""
        melee, ranged, task = self.melee, self.ranged, self.task
        if self.maneuver != "attack":
            _combat_only(task, "maneuver", "That maneuver")
        if self.maneuver == "aim" and not ranged:
            raise RulesError("Aim is for a Ranged attack.", "maneuver")
        if self.maneuver == "all_out_attack":
            all_out_attack(self.all_out, ranged)
        if self.maneuver == "committed_attack" and not melee:
            raise RulesError("Committed Attack's +2 is for Melee attacks only.", "maneuver")
        if self.maneuver == "defensive_attack" and not melee:
            raise RulesError(f"Defensive Attack is for Melee attacks only ({cite(125)}).", "maneuver")
        if self.maneuver == "evaluate" and not melee:
            raise RulesError("Evaluate helps a Melee attack only.", "maneuver")
        if self.has("moved_two") and self.maneuver != "committed_attack":
            raise RulesError("Moving 2 hexes at −2 is part of a Committed Attack.", "options")
        if self.has("heroic_charge") and self.maneuver != "move_and_attack":
            raise RulesError("Heroic Charge is spent during a Move and Attack.", "options")
        if self.distance is not None and not ranged:
            raise RulesError("Range modifiers are for Ranged attacks.", "distance")
        if self.shots is not None and not ranged:
            raise RulesError("Rapid fire is for Ranged attacks.", "shots")
        if task and (self.location != "torso" or self.has("disarm")):
            raise RulesError("A hit location is for attacks: choose Melee or Ranged.", "location")
        if self.deceptive and self.has("telegraphic"):
            # PUBLISHED_RULE (Martial Arts): the two options are opposites and cannot be combined.
            raise RulesError(f"A Telegraphic Attack can't be a Deceptive Attack too ({PUBLISHED_RULE})", "deceptive")
        if self.deceptive:
            _combat_only(task, "deceptive", "A Deceptive Attack")
        if self.has("dual_weapon"):
            _combat_only(task, "options", "A Dual-Weapon Attack")
        if self.has("off_hand"):
            _combat_only(task, "options", "An off-hand attack")
        if self.rapid_strike != "none" and not melee:
            raise RulesError("Rapid Strike replaces a Melee attack.", "rapid_strike")
        if self.has("telegraphic") and not melee:
            raise RulesError("Telegraphic Attack is for Melee attacks.", "options")

    @property
    def melee(self) -> bool:
        return self.roll_for == "melee"

    @property
    def ranged(self) -> bool:
        return self.roll_for == "ranged"

    @property
    def task(self) -> bool:
        return self.roll_for == "task"

    def has(self, option: str) -> bool:
        """Whether ``option`` (one of ``SKILL_OPTIONS``) is ticked."""
        return option in self.options

    @classmethod
    def of(cls, base=12, **fields_) -> SkillInput:
        """The input from keywords, where a ticked option may also be given on its own
        (``telegraphic=True``) as well as in ``options``."""
        ticked = set(validate.options(fields_.pop("options", frozenset()), "options", SKILL_OPTIONS, "Options"))
        for option in SKILL_OPTIONS:
            if option in fields_ and validate.yes_no(fields_.pop(option), "options", option.replace("_", " ")):
                ticked.add(option)
        return cls(base, options=frozenset(ticked), **fields_)



# --- the modifiers, one concern each, in the order an answer lists them ----------------

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


def _shock_taken(inp: SkillInput) -> Shock | None:
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
    hit = _shock_taken(inp)
    if hit is None or not hit.penalty:
        return ()
    return (Modifier(f"Shock: {inp.shock} HP last turn", hit.penalty, hit.source, hit.rule, kind=SHOCK),)


def _other(inp: SkillInput) -> tuple[Modifier, ...]:
    """Any further modifier the GM gives."""
    return (Modifier("Other modifier", inp.other, OTHER_MODIFIER),) if inp.other else ()


CONCERNS = (_maneuver, _range_and_rapid_fire, _hit_location, _posture, _task, _attack_options, _shock, _other)


def _notes(inp: SkillInput) -> list[tuple[str, str, str]]:
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
    all_out: AllOutAttack | None = None  # the All-Out Attack taken
    cited: tuple[tuple[str, str], ...] = ()  # where the notes' rules are printed: (what, where) each
    shock_scaled: bool = False  # the shock modifier counts per full HP/10 of injury (published rule, 20+ HP)

    @property
    def level_name(self) -> str:
        return level_name(self.level.value)


def _deceptive_floor(inp: SkillInput, total: int, cap: int | None, effective: int) -> None:
    """A Deceptive Attack may not take effective skill below 10 (G12 l.147)."""
    if not inp.deceptive or effective >= DECEPTIVE_FLOOR:
        return
    before = total + 2 * inp.deceptive if cap is None else min(total + 2 * inp.deceptive, cap)
    most = (before - DECEPTIVE_FLOOR) // 2
    if most <= 0:
        why = f"at effective skill {before} no Deceptive Attack is possible"
    else:
        why = f"here at most {most} level{'s' if most > 1 else ''}"
    raise RulesError(f"A Deceptive Attack can't take effective skill below 10: {why}.", "deceptive")


def _cap(inp: SkillInput) -> int | None:
    """Move and Attack's "max. skill of 9" for a Melee attack (G1 l.13), lifted by Heroic Charge."""
    if inp.maneuver == "move_and_attack" and inp.melee and not inp.has("heroic_charge"):
        return MOVE_AND_ATTACK_MELEE_CAP
    return None


def effective_skill(skill: SkillInput | int = 12, /, **fields_) -> EffectiveSkill:
    """Effective skill from base skill and the chosen modifiers, each listed with its source.

    Takes a ``SkillInput``, or a base skill and the calculator's fields as keywords
    (``effective_skill(12, maneuver="all_out_attack", telegraphic=True)``).
    """
    if isinstance(skill, SkillInput) and fields_:
        raise TypeError("give a SkillInput or keywords, not both")
    inp = skill if isinstance(skill, SkillInput) else SkillInput.of(skill, **fields_)
    mods = tuple(m for concern in CONCERNS for m in concern(inp))
    notes = _notes(inp)
    total = inp.base + explain.total(mods)
    cap = _cap(inp)
    effective = total if cap is None else min(total, cap)
    if cap is not None and total > cap:
        notes.insert(0, (f"Move and Attack (melee): skill capped at {cap}.", "Move and Attack cap", cite(13)))
    critical_skill = None
    if inp.has("telegraphic"):
        # PUBLISHED_RULE (Martial Arts): criticals are read at the skill before Telegraphic Attack's +4.
        before = total - TELEGRAPHIC
        critical_skill = before if cap is None else min(before, cap)
        notes.append((TELEGRAPHIC_CRITICALS.format(critical=critical_skill), "Telegraphic Attack's criticals",
                      PUBLISHED_RULE))
    _deceptive_floor(inp, total, cap, effective)
    shocked = _shock_taken(inp)
    return EffectiveSkill(inp.base, BASE_SKILL_LEVELS.lookup(inp.base), mods, total, cap, effective,
                          chances_at(effective, critical_skill), tuple(said for said, _, _ in notes), critical_skill,
                          chosen_all_out(inp), tuple((what, where) for _, what, where in notes),
                          shock_scaled=shocked is not None and bool(shocked.penalty) and shocked.scaled)
