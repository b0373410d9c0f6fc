"""An Aftermath! combatant's standing: the one place its state's rules effects are said.

What it reads: the Critical Effects it is under (Daze, Stun, Disable, Trauma, a Sever's Bleeding,
Lethal; A2, l.22-39), its damage against the DRT (over 50% / 75% wounded, l.60-61), its
Encumbrance Status (l.427-429) and, where the encounter is given, the damage it took in this
Combat Turn (l.67). What it answers (``Standing``): whether it may attack or fire, the modifiers
on its attack rolls and its defense (its ODA), and the words of its status line. The status line,
the turn-start reminders, the exchange's stages and the calculators opened from its row read it.

A ``Situational`` modifier is one a row of the calculators' Situation Modifier Table prints
("Attacker is over 50% wounded", "Damaged in that Combat Turn"): a stage ticks that row.

The conditions its rules know (``AftermathStanding.conditions``) are the Critical Effects and a
Sever's bleeding, each by every name a game master may type for it, in any case: "Daze" or
"Dazed", "Stun" or "Stunned", "Disable" or "Disabled", "Trauma", "Bleeding" (also "Bleeding to
death", "Sever", "Severed") and "Lethal".
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from pyrules.aftermath.attributes import attribute_group
from pyrules.aftermath.data import cite
from pyrules.aftermath.states import (
    BLEEDING,
    DAZE,
    DISABLE,
    LETHAL,
    STUN,
    TRAUMA,
    Ratings,
    damage_this_turn,
    damaged_modifier,
    effects_on,
    ratings,
)
from pyrules.aftermath.tracker.pools import AftermathPools
from pyrules.aftermath.tracker.stats import ATTRIBUTE_NAMES, rating, stat
from pyrules.core.encounter.model import Combatant, Condition, State
from pyrules.core.encounter.parts import StandingRules
from pyrules.core.encounter.standing import ATTACK, DEAD, DEFENSE, MELEE, MISSILE, Modifier, Standing, refused

HALF = Fraction(1, 2)
WOUNDED_SOURCE = {"wounded_50": cite(60), "wounded_75": cite(61)}
# The wounded rows of the Situation Modifier Table ("Attacker is over 50% wounded*", l.60-61) as the
# status line and a stage say them of the attacker.
WOUNDED_WORDS = {"wounded_50": "over 50% wounded", "wounded_75": "over 75% wounded"}
ENCUMBRANCE_SOURCE = cite("427-429")
DAMAGED_SOURCE = cite(67)


@dataclass(frozen=True)
class Situational(Modifier):
    """A modifier a row of the Situation Modifier Table prints: ``situation`` its key in the
    calculator ("wounded_50", "damaged"), ``taken`` the damage taken it is worked out from."""

    situation: str = ""
    taken: int = 0


def group_text(short: str, rating: int) -> str:
    """An attribute's group and Effect Die as the status line shows it: "STR 2 (1D6)"."""
    group = attribute_group(rating)
    return f"{short} {group.group} ({group.printed_die})"


def left(condition: Condition) -> str:
    """", 2 rounds left" of a timed condition; "" of one that lasts until removed."""
    return f", {condition.left_text} left" if condition.unit else ""


def dazing(effects: dict[str, Condition]) -> Modifier | None:
    """What halves the BCS and ODA (l.22): a Stun, which is a Daze and more (l.24), else a Daze."""
    if "stun" in effects:
        return Modifier(ATTACK, "Stunned", factor=HALF, source=STUN.source)
    if "daze" in effects:
        return Modifier(ATTACK, "Dazed", factor=HALF, source=DAZE.source)
    return None


def halved_defense(dazed: Modifier) -> Modifier:
    """The same Daze or Stun on the ODA (l.22)."""
    return Modifier(DEFENSE, dazed.why, factor=dazed.factor, source=dazed.source)


def ratings_of(combatant: Combatant) -> Ratings:
    """Deftness and Speed after the load and any Stun (``states.Ratings``)."""
    return ratings(rating(combatant, "dft"), rating(combatant, "spd"), stat(combatant, "enc"),
                   combatant.has(STUN.key))


def wounded(pools: AftermathPools, combatant: Combatant) -> Situational | None:
    """Over 50% or 75% wounded: −2 or −4 to the BCS in hand-to-hand combat (l.60-61)."""
    w = pools.wounds(combatant)
    row = w.row
    if row is None:
        return None
    return Situational(MELEE, WOUNDED_WORDS[row.key], w.bcs_modifier, source=WOUNDED_SOURCE[row.key], situation=row.key)


def encumbered(combatant: Combatant) -> Modifier | None:
    """Partially or Fully Encumbered: −1 or −2 to the BCS (l.427-429)."""
    r = ratings_of(combatant)
    if not r.bcs_modifier:
        return None
    return Modifier(ATTACK, r.status, r.bcs_modifier, source=ENCUMBRANCE_SOURCE)


def damaged(encounter: State | None, combatant: Combatant) -> Situational | None:
    """Damaged in that Combat Turn: −(damage taken/2) to a missile BCS (l.67)."""
    taken = damage_this_turn(encounter, combatant.id) if encounter is not None else 0
    if not taken:
        return None
    return Situational(MISSILE, f"damaged in that Combat Turn ({taken} taken)", damaged_modifier(taken),
                       source=DAMAGED_SOURCE, situation="damaged", taken=taken)


def status_words(pools: AftermathPools, combatant: Combatant, effects: dict[str, Condition]) -> list[str]:
    """The status line: groups, damage, wounded, load, and each Critical Effect it is under."""
    out = ["Groups: " + ", ".join(group_text(short, rating(combatant, key)) for key, short in ATTRIBUTE_NAMES)]
    w = pools.wounds(combatant)
    if w.total:
        out.append(f"Damage {w.total} of DRT {w.drt}: {w.lethal} lethal, {w.subdual} subdual")
    if w.row:
        out.append(f"{WOUNDED_WORDS[w.row.key].capitalize()}: hand-to-hand BCS {w.row.modifier}")
    if w.reached_drt:
        out.append("Damage has reached the DRT")
    r = ratings_of(combatant)
    if r.load != "none":
        _, _, dft, spd, bcs = r.printed
        out.append(f"{r.status}: DFT {dft}, SPD {spd}, BCS {bcs}")
    if r.changed:
        out.append(f"DFT {rating(combatant, 'dft')} → {r.deftness} (group {r.deftness_group.group}), "
                   f"SPD {rating(combatant, 'spd')} → {r.speed} (group {r.speed_group.group})")
    for effect in (LETHAL, STUN, DAZE, DISABLE, TRAUMA, BLEEDING):
        condition = effects.get(effect.key)
        if condition is None:
            continue
        if effect is TRAUMA:
            out.append(f"Trauma: HLH AST or Disable; a Sever bleeds to death in "
                       f"{attribute_group(rating(combatant, 'hlh')).group} + 1D6 Combat Turns")
        elif effect is BLEEDING:
            out.append("Bleeding: bleeds to death when it runs out" + left(condition))
        elif effect is DISABLE:
            out.append("Disable: rest of the combat; HLH AST each hour")
        else:
            out.append(f"{effect.name}: {effect.effect}{left(condition)}")
    return out


def standing_of(pools: AftermathPools, combatant: Combatant, encounter: State | None = None) -> Standing:
    """What an Aftermath! combatant's state lets it do and puts on each roll, and its status words."""
    effects = effects_on(combatant)
    words = tuple(status_words(pools, combatant, effects))
    if "lethal" in effects:  # Death: no more actions, no more rolls
        dead = f"{combatant.name} is dead: a Lethal effect to the head, neck or torso is Death ({LETHAL.source})."
        return Standing(acts=False, attacks=False, defends=False, fires=False, alive=False,
                        refusals=tuple(refused(what, dead) for what in ("acts", "attacks", "defends", "fires")),
                        status=words, out=DEAD)
    dazed = dazing(effects)
    defense = halved_defense(dazed) if dazed else None
    modifiers = tuple(m for m in (dazed, wounded(pools, combatant), encumbered(combatant),
                                  damaged(encounter, combatant), defense) if m is not None)
    if "stun" in effects:
        why = (f"{combatant.name} is Stunned: the character may not initiate any attacks or fire any weapons "
               f"({STUN.source}).")
        return Standing(attacks=False, fires=False, refusals=(refused("attacks", why), refused("fires", why)),
                        modifiers=modifiers, status=words)
    return Standing(modifiers=modifiers, status=words)


class AftermathStanding(StandingRules):
    """The Critical Effects it is under (Daze, Stun, Disable, Trauma, Bleeding, Lethal), its wounded
    row, its load and the damage it took in this Combat Turn, as its rules act on each roll."""

    conditions = {
        DAZE.key: (DAZE.name, "Dazed"),
        STUN.key: (STUN.name, "Stunned"),
        DISABLE.key: (DISABLE.name, "Disabled"),
        TRAUMA.key: (TRAUMA.name,),
        BLEEDING.key: (BLEEDING.name, "Bleeding to death", "Sever", "Severed"),
        LETHAL.key: (LETHAL.name,),
    }

    def __init__(self, pools: AftermathPools) -> None:
        self.pools = pools

    def of(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        return standing_of(self.pools, combatant, encounter)
