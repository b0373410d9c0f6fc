"""The GURPS reference tables (G1-G18 of TABLES.md), built from the data modules."""

from __future__ import annotations

from collections.abc import Iterable

from pyrules.core.reference import PUBLISHED_RULE, ReferenceTable
from pyrules.core.explain import signed
from pyrules.gurps.data import cite
from pyrules.gurps.data import injury as inj
from pyrules.gurps.data import maneuvers as man
from pyrules.gurps.data import modifiers as mod
from pyrules.gurps.wounds import MINIMUM_INJURY_NOTE

SOURCES = {  # TABLES.md: id -> seed 001 lines
    "G1": "5-14", "G2": "15-24", "G3": "25-38", "G4": "39-52", "G5": "53-61", "G6": "62-70",
    "G7": "71-81", "G8": "82-92", "G9": "93-98", "G10": "99-108", "G11": "109-140", "G12": "141-168",
    "G13": "169-190", "G14": "191-200", "G15": "201-209", "G16": "210-237", "G17": "238-267",
    "G18": "268-275",
}
TEN_OVER_NOTE = f"{inj.TEN_OVER_TEXT} {PUBLISHED_RULE}"
SHOCK_NOTE = ("For 20 HP or more, the shock penalty may be −1 per full HP/10 of injury, HP/10 rounded down "
              "first (HP 29 losing 2 is −1); offered as an option, the reference's −1 per HP is the default. "
              f"{PUBLISHED_RULE}")
PAIN_NOTE = ("High Pain Threshold: no shock penalty. Low Pain Threshold: shock doubled, at most −8 "
             f"({cite(250)} gives their knockdown modifiers). {PUBLISHED_RULE}")
KNOCKOUT_NOTE = (f"A knockdown roll failed by {inj.KNOCKOUT_MARGIN} or more, or a critical failure, knocks the "
                 f"victim unconscious, not only stunned. {PUBLISHED_RULE}")
POSTURE_NOTE = f"The attack modifier is for melee attacks only: none for a ranged attack or a task. {PUBLISHED_RULE}"
TELEGRAPHIC_NOTE = ("Telegraphic Attack: the +4 does not count toward a critical hit (criticals are read at the "
                    "skill before it), it cannot be combined with a Deceptive Attack, and it does not stack with "
                    f"Evaluate. {PUBLISHED_RULE}")
LOCATION_NOTES = (
    f"The skull has DR 2 of its own, on top of any armor. {PUBLISHED_RULE}",
    "Only impaling, piercing and tight-beam burning attacks can hit the eye; a tight-beam burning attack is "
    f"x4 there and x2 to the vitals. {PUBLISHED_RULE}",
    "Only impaling, piercing (x3, small piercing too), tight-beam burning (x2) and crushing attacks can target "
    f"the vitals. {PUBLISHED_RULE}",
    "Corrosion is x1.5 to the face and the neck; toxic damage takes none of the skull's effects (its DR 2, x4 "
    f"and −10); fatigue damage ignores hit location. {PUBLISHED_RULE}",
)
DAMAGE_TYPES_NOTE = ("x1: Burning (burn), Corrosion (cor), Toxic (tox); Fatigue (fat) is x1 and comes off FP "
                     "instead of HP, with no wound, shock or knockdown; Knockback only (kb), a crushing attack with "
                     f"No Wounding, wounds nothing and knocks back as crushing damage does. {PUBLISHED_RULE}")


def _table(key: str, title: str, tool: str, headers: Iterable[str] = (), rows: Iterable[Iterable[str]] = (),
           text: Iterable[str] = (), notes: Iterable[str] = ()) -> ReferenceTable:
    return ReferenceTable(
        key=key, title=title, source=f"001 l.{SOURCES[key]}", tool=tool, headers=tuple(headers),
        rows=tuple(tuple(r) for r in rows), text=tuple(text), notes=tuple(notes),
    )


def _pairs(rows: list[tuple[str, str]]) -> list[tuple[str, str, str, str]]:
    """A two-column printed table: the first half beside the second half."""
    half = (len(rows) + 1) // 2
    left, right = rows[:half], rows[half:] + [("", "")] * (2 * half - len(rows))
    return [(*a, *b) for a, b in zip(left, right)]


def _build() -> tuple[ReferenceTable, ...]:
    tables = [
        _table("G1", "Maneuvers (skill modifiers)", "gurps-skill", ("Maneuver", "Modifier"),
               [(m.name, m.printed) for m in mod.MANEUVER_MODIFIERS]),
        _table("G2", "Range", "gurps-skill", ("Modifier", "Range"),
               [(str(r.value.modifier) if r.value.modifier else "0", r.value.printed) for r in mod.RANGE],
               notes=("A distance above a band's upper limit falls in the next band (5.5 yards is Short).",)),
        _table("G3", "Hit Locations (penalties)", "gurps-skill", ("Modifier", "Location"),
               [(penalty, ", ".join(label for _, label in entries))
                for penalty, entries in mod.HIT_LOCATION_PENALTIES],
               text=(mod.HIT_LOCATION_PENALTIES_TITLE.replace("HIT LOCATIONS ", ""),)),
        _table("G4", "Rapid Fire", "gurps-location", ("Bonus", "Shots"),
               [(signed(bonus), f"{shots} shots" + (f", {mod.RAPID_FIRE_ETC}" if i == len(mod.RAPID_FIRE_ROWS) - 1
                                                     else ""))
                for i, (shots, bonus) in enumerate(mod.RAPID_FIRE_ROWS)],
               notes=("Fewer than 5 shots give +0; “etc.” goes on at +1 per further 100 shots "
                      "(400-499 shots: +10).",)),
        _table("G5", "Postures", "gurps-skill", ("Attack", "Posture, defense"),
               [(p.printed_attack, p.printed) for p in mod.POSTURES], notes=(POSTURE_NOTE,)),
        _table("G6", "Complementary Skills", "gurps-skill", ("Modifier", "Complementary roll"),
               [(signed(value), printed) for _, value, printed in mod.COMPLEMENTARY_SKILLS]),
        _table("G7", "Task Difficulty", "gurps-skill", ("Modifier", "Task", "Modifier", "Task"),
               _pairs(list(mod.TASK_DIFFICULTY))),
        _table("G8", "Equipment (technological/other)", "gurps-skill", ("Modifier", "Equipment"),
               [(printed, quality) for _, printed, quality in mod.EQUIPMENT]),
        _table("G9", "“Quick and Dirty”", "gurps-skill", text=mod.QUICK_AND_DIRTY),
        _table("G10", "Base Skill Levels", "gurps-skill", ("Skill", "Level", "Skill", "Level"),
               _pairs([(r.printed, r.value) for r in mod.BASE_SKILL_LEVELS])),
        _table("G11", "Maneuvers", "gurps-maneuver", ("Maneuver", "Move", "Attack", "Defense"),
               [(c.name, c.move, c.attack, c.defense) for c in man.MANEUVERS],
               text=tuple(f"{c.name} ({c.move}): {c.text}" for c in man.MANEUVERS)),
        _table("G12", "Attack/Defense Options", "gurps-maneuver", ("Option", "Attack", "Defense"),
               [(c.name, c.attack, c.defense) for c in man.OPTIONS],
               text=tuple(f"{c.name}: {c.text}" for c in man.OPTIONS) + (man.OPTIONS_FOOTNOTE,),
               notes=(TELEGRAPHIC_NOTE,)),
        _table("G13", "Hit Locations", "gurps-location", ("Roll", "Location", "Effect"),
               [(r.roll, r.printed, r.effect) for r in inj.HIT_LOCATIONS],
               text=(inj.HIT_LOCATIONS_FOOTNOTE,), notes=LOCATION_NOTES),
        _table("G14", "Lost Hit Points", "gurps-condition", ("Lost HP", "Effect"), inj.LOST_HIT_POINTS),
        _table("G15", "Lost Fatigue Points", "gurps-condition", ("Lost FP", "Effect"), inj.LOST_FATIGUE_POINTS,
               notes=("A point lost while FP are above 0 costs no HP; each point lost at 0 FP or less also "
                      "costs 1 HP; at -1xFP the point comes off HP instead.",)),
        _table("G16", "Criticals", "gurps-success", ("Critical", "Effect"),
               [(heading, text) for _, heading, text in inj.CRITICAL_EFFECTS],
               text=inj.CRITICALS, notes=(TEN_OVER_NOTE,)),
        _table("G17", "Injury", "gurps-injury", ("Rule", "Text"), inj.INJURY_RULES,
               notes=(SHOCK_NOTE, PAIN_NOTE, KNOCKOUT_NOTE, MINIMUM_INJURY_NOTE + ".")),
        _table("G18", "Wounding Modifiers", "gurps-injury", ("Modifier", "Damage type"),
               [(printed, ", ".join(f"{name} ({code})" for code, name in types))
                for printed, types in inj.WOUNDING_MODIFIERS],
               notes=(DAMAGE_TYPES_NOTE, MINIMUM_INJURY_NOTE + ".")),
    ]
    return tuple(tables)


TABLES: tuple[ReferenceTable, ...] = _build()
