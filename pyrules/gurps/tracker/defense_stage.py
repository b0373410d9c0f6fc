"""The defense stage of a GURPS exchange (``gurps-defense``) for each target, with its 3d6 roll: the
best of its Dodge, Parry and Block from its own card (its Parry or Block field, or the best its
attack lines give), each as its state leaves it (stunned −4 to every defense, l.252; Dodge alone
halved below HP/3 or FP/3, l.193, l.203); Dodge when the others are blank or no better. No Parry
against a ranged attack (published rule, not in the reference: only thrown weapons can be parried,
which a card does not tell apart), no Block while its shield is unready (l.232). None after its
All-Out Attack (G11 l.113), nor for a target its standing leaves no defense.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pyrules.core.encounter.exchange_walk import Context, Stage
from pyrules.core.encounter.model import Combatant
from pyrules.core.errors import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.defense import DefenseInput, active_defense
from pyrules.gurps.tools.defense import TOOL as DEFENSE
from pyrules.gurps.tracker.attack_kind import RANGED, AttackKind
from pyrules.gurps.tracker.attack_stage import made_as
from pyrules.gurps.tracker.state import DEFENSE_OPTIONS, GurpsStanding, defense_options
from pyrules.gurps.tracker.stats import stat

DEFENSE_ROLL = "defense_roll"  # the active defense calculator's own 3d6 roll
WEAPON_DEFENSES = ("parry", "block")  # the defenses a card's weapons and fields may give besides Dodge


def _weapon_scores(ctx: Context, combatant: Combatant, defense: str) -> list[tuple[int, str]]:
    """(score, the attack line it comes from) of each of the combatant's attacks that gives ``defense``."""
    found = []
    for line in combatant.attacks:
        try:
            attack = ctx.plugin.card.read_attack(line)
        except RulesError:  # a line saved by an older version that no longer reads gives nothing
            continue
        score = getattr(attack, defense, None)
        if score is not None:
            found.append((score, attack.name))
    return found


def defenses_offered(ctx: Context, target: Combatant, against: AttackKind) -> list[tuple[str, int, str]]:
    """(defense, score, where it comes from) for the target's Dodge, and its best Parry and Block
    (its card's field, or the best of its attack lines); no Parry against a ranged attack, no
    Block while its standing says its shield is unready."""
    dodge = int(stat(target, "dodge"))
    offered = [("dodge", dodge, f"Dodge {dodge}, from {target.name}")]
    standing = ctx.plugin.standing.of(target, ctx.state)
    assert isinstance(standing, GurpsStanding)  # GURPS's plug-in stands its combatants so
    blocks = standing.blocks
    for defense in WEAPON_DEFENSES:
        if defense == "parry" and against == RANGED or defense == "block" and not blocks:
            continue
        scores = _weapon_scores(ctx, target, defense)
        card = stat(target, defense)
        if card is not None:
            scores.append((int(card), ""))
        if scores:
            score, weapon = max(scores, key=lambda found: found[0])
            whose = f"{target.name}’s {weapon}" if weapon else target.name
            offered.append((defense, score, f"{defense.capitalize()} {score}, from {whose}"))
    return offered


def _effective(prefill: Mapping[str, Any], defense: str, score: int, against: AttackKind) -> int:
    """The defense's effective score as the calculator works it out (−1 when it cannot be had)."""
    stance = {name: prefill[name] for name in ("maneuver", "posture") if name in prefill}
    try:
        result = active_defense(DefenseInput.of(defense, score, against=against,
                                                options=frozenset(prefill.get("options", ())), **stance))
    except RulesError:
        return -1
    return -1 if result.effective is None else result.effective  # None: it cannot be had


def best_defense(ctx: Context, target: Combatant, prefill: Mapping[str, Any],
                 against: AttackKind) -> tuple[str, int, str]:
    """The target's best active defense against this attack, after its state and stance: Dodge
    on a tie, then Parry."""
    offered = defenses_offered(ctx, target, against)
    return max(offered, key=lambda found: _effective(prefill, found[0], found[1], against))


def defense_stage(ctx: Context, target: Combatant) -> Stage:
    """The target's active defense and its roll: the best of its Dodge, Parry and Block, after
    its stats and what its standing puts on its defenses (stunned −4, Dodge halved below HP/3
    or FP/3), each shown with where it comes from."""
    against = made_as(ctx)
    standing = ctx.plugin.standing.of(target, ctx.state)
    prefill = {**ctx.plugin.prefill.calculators(target)["gurps-defense"], "options": defense_options(standing)}
    defense, score, source = best_defense(ctx, target, prefill, against)
    sources, cited = {"base": source}, {}
    if defense != "dodge":
        sources["defense"] = f"{target.name}’s best defense"
    if against == RANGED and (stat(target, "parry") is not None or _weapon_scores(ctx, target, "parry")):
        sources["defense"] = f"{target.name}’s best defense: no Parry against a ranged attack"
        cited["defense"] = PUBLISHED_RULE
    state = [m for m in standing.modifiers if m in DEFENSE_OPTIONS]
    if state:
        sources["options"] = "; ".join(m.said(target.name) for m in state)
        cited["options"] = "; ".join(dict.fromkeys(m.source for m in state))
    if "maneuver" in prefill:
        sources["maneuver"] = f"{target.name}’s maneuver this turn"
    if "posture" in prefill:
        sources["posture"] = f"{target.name}’s posture"
    values = {**prefill, "defense": defense, "base": score, "against": against}
    return Stage(DEFENSE, f"{target.name}’s defense", values, sources, cited=cited)


def defends(ctx: Context, target: Combatant) -> bool:
    """Whether the target's standing lets it defend: not unconscious, mortally wounded or dead,
    nor after its All-Out Attack."""
    return ctx.plugin.standing.of(target, ctx.state).may("defends")


def no_defense(ctx: Context, target: Combatant) -> str:
    """Why the target gets no active defense, in the game's words."""
    return ctx.plugin.standing.of(target, ctx.state).refusal("defends") or f"{target.name}: no defense."
