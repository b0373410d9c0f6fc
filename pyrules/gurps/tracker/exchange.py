"""A GURPS exchange: the attack roll, the target's active defense, damage through its DR, injury.

The stages, each a GURPS calculator filled in from both combatants:

1. **Attack** (``gurps-skill``): the card's skill, the attacker's maneuver and posture, the shock
   of its injury since its last turn (G17 l.240), the hit location aimed at and its penalty
   (G3), or a random location rolled on 3d6 (G13, ``hit_location``). A miss ends it. A critical
   hit leaves no defense (G16 l.222).
2. **Defense** (``gurps-defense``) for each target, with its 3d6 roll: the best of its Dodge,
   Parry and Block from its own card (its Parry or Block field, or the best its attack lines
   give), each as its state leaves it (stunned −4 to every defense, l.252; Dodge alone halved
   below HP/3 or FP/3, l.193, l.203); Dodge when the others are blank or no better. No Parry
   against a ranged attack (published rule, not in the reference: only thrown weapons can be
   parried, which a card does not tell apart). None after its All-Out Attack (G11 l.113). A
   defense made ends it there.
3. **Damage** (``gurps-injury``) for each target hit: the attack's dice rolled as written (thrust
   and swing from the attacker's ST), the target's DR at that location, HP, HT, pain threshold
   and HP now. Every target after the first takes the same roll (one blast) through its own DR.

A free attack, with no card line, is a punch: DX, thrust −1 crushing (published rule, not in the
reference).
"""

from __future__ import annotations

from pyrules.core.encounter.card import Attack
from pyrules.core.errors import RulesError
from pyrules.core.encounter.exchange import Context, ExchangeRules, Result, Stage, succeeded, took
from pyrules.core.encounter.standing import ATTACK
from pyrules.core.fields import Field
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.criticals import judge
from pyrules.gurps.defense import DefenseInput, active_defense
from pyrules.gurps.locations import body_struck, random_location
from pyrules.gurps.skill import effective_skill
from pyrules.gurps.tools import DEFENSE, INJURY, SKILL, defense_input, skill_input
from pyrules.gurps.tracker.card import DEFAULT_ST, damage_dice, damage_notation
from pyrules.gurps.tracker.standing import DEFENSE_OPTIONS, defense_options

PUNCH = "Punch"
FREE_ATTACK = "a punch: DX, thr−1 crushing"
FREE_ATTACK_SOURCE = PUBLISHED_RULE
RANDOM = "random_location"
LOCATION_ROLL = "location_roll"
DEFENSE_ROLL = "defense_roll"  # the active defense calculator's own 3d6 roll

ATTACK_EXTRA = (
    Field(RANDOM, "Random hit location (3d6)", "flag", default=False,
          help="Roll 3d6 on the hit-location table instead of the location aimed at."),
    Field(LOCATION_ROLL, "Hit location roll (3d6)", "roll", die="3d6", required=False, when=((RANDOM, ("true",)),),
          help="Blank: rolled."),
)


def _stat(ctx: Context, combatant, name: str):
    return ctx.plugin.stat(combatant, name)


def the_attack(ctx: Context) -> Attack:
    """The attack chosen, or the free attack: a punch at DX for thrust −1 crushing."""
    return ctx.attack or Attack(PUNCH, int(_stat(ctx, ctx.attacker, "dx")), "thr-1", "cr")


def _ranged(values) -> bool:
    return values.get("roll_for") == "ranged"


def attack_stage(ctx: Context) -> Stage:
    """The attack roll, filled in from the attacker's card line, maneuver, posture and the shock
    its standing says it suffers this turn (the tracker's own: pain threshold, groin, 20+ HP)."""
    me, attack = ctx.attacker, the_attack(ctx)
    prefill = ctx.plugin.calculators(me)["gurps-skill"]
    hp = int(_stat(ctx, me, "hp"))
    values = {**prefill, "base": attack.skill, "roll_for": "melee", "hp": hp, "location": "torso", RANDOM: False}
    sources = {"base": f"{attack.name} {attack.skill}, from {me.name}’s card" if ctx.attack is not None
               else f"{PUNCH} at DX {attack.skill}: {FREE_ATTACK}",
               "hp": f"HP {hp}, from {me.name}"}
    cited = {"base": FREE_ATTACK_SOURCE} if ctx.attack is None else {}
    if "maneuver" in prefill:
        sources["maneuver"] = f"{me.name}’s maneuver this turn"
    if "posture" in prefill:
        sources["posture"] = f"{me.name}’s posture"
    _shock_on(ctx.plugin.standing(me, ctx.state), me.name, values, sources, cited)
    return Stage("attack", SKILL, f"{me.name}’s {attack.name}", values, sources, ATTACK_EXTRA, cited=cited)


def _shock_on(standing, name: str, values: dict, sources: dict, cited: dict) -> None:
    """The shock the attacker's standing puts on its attack roll, as the skill calculator's shock
    penalty, shown with where it comes from ("−3: shock (3 HP of injury since its last turn), from Ana")."""
    shock = standing.on(ATTACK)
    if not shock:
        return
    values["shock_penalty"] = sum(m.value for m in shock)
    sources["shock_penalty"] = "; ".join(m.said(name) for m in shock)
    cited["shock_penalty"] = "; ".join(dict.fromkeys(m.source for m in shock if m.source))


def _judged_attack(values):
    result = effective_skill(skill_input(values))
    return judge(result.effective, values["roll"], result.critical_skill)


def struck_location(values) -> tuple[str, bool]:
    """(the body location struck, whether through a chink) of the attack's values; "" for a weapon."""
    if values.get(RANDOM):
        return random_location(values[LOCATION_ROLL]).body, False
    return body_struck(values["location"])


def _weapon_scores(ctx: Context, combatant, defense: str) -> list[tuple[int, str]]:
    """(score, the attack line it comes from) of each of the combatant's attacks that gives ``defense``."""
    found = []
    for line in combatant.attacks:
        try:
            attack = ctx.plugin.read_attack(line)
        except RulesError:  # a line saved by an older version that no longer reads gives nothing
            continue
        score = getattr(attack, defense, None)
        if score is not None:
            found.append((score, attack.name))
    return found


def defenses_offered(ctx: Context, target, against: str) -> list[tuple[str, int, str]]:
    """(defense, score, where it comes from) for the target's Dodge, and its best Parry and Block
    (its card's field, or the best of its attack lines); no Parry against a ranged attack."""
    dodge = int(_stat(ctx, target, "dodge"))
    offered = [("dodge", dodge, f"Dodge {dodge}, from {target.name}")]
    for defense in ("parry", "block"):
        if defense == "parry" and against == "ranged":
            continue
        scores = _weapon_scores(ctx, target, defense)
        card = _stat(ctx, target, defense)
        if card is not None:
            scores.append((int(card), ""))
        if scores:
            score, weapon = max(scores, key=lambda found: found[0])
            whose = f"{target.name}’s {weapon}" if weapon else target.name
            offered.append((defense, score, f"{defense.capitalize()} {score}, from {whose}"))
    return offered


def _effective(prefill: dict, defense: str, score: int, against: str) -> int:
    """The defense's effective score as the calculator works it out (−1 when it cannot be had)."""
    stance = {name: prefill[name] for name in ("maneuver", "posture") if name in prefill}
    try:
        result = active_defense(DefenseInput.of(defense, score, against=against,
                                                options=frozenset(prefill.get("options", ())), **stance))
    except RulesError:
        return -1
    return result.effective if result.possible else -1


def best_defense(ctx: Context, target, prefill: dict, against: str) -> tuple[str, int, str]:
    """The target's best active defense against this attack, after its state and stance: Dodge
    on a tie, then Parry."""
    offered = defenses_offered(ctx, target, against)
    return max(offered, key=lambda found: _effective(prefill, found[0], found[1], against))


def defense_stage(ctx: Context, target, against: str) -> Stage:
    """The target's active defense and its roll: the best of its Dodge, Parry and Block, after
    its stats and what its standing puts on its defenses (stunned −4, Dodge halved below HP/3
    or FP/3), each shown with where it comes from."""
    standing = ctx.plugin.standing(target, ctx.state)
    prefill = {**ctx.plugin.calculators(target)["gurps-defense"], "options": defense_options(standing)}
    defense, score, source = best_defense(ctx, target, prefill, against)
    sources, cited = {"base": source}, {}
    if defense != "dodge":
        sources["defense"] = f"{target.name}’s best defense"
    if against == "ranged" and (_stat(ctx, target, "parry") is not None or _weapon_scores(ctx, target, "parry")):
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
    return Stage(f"defense {target.id}", DEFENSE, f"{target.name}’s defense", values, sources,
                 target=target.id, cited=cited)


def defended(values) -> bool:
    """Whether the defense roll among ``values`` made the effective defense."""
    result = active_defense(defense_input(values))
    return result.possible and judge(result.effective, values[DEFENSE_ROLL]).success


def damage_stage(ctx: Context, target, location: str, chink: bool, blast: int | None) -> Stage:
    """The damage roll through the target's DR at ``location``, to its HP, HT and pain threshold."""
    me, attack = ctx.attacker, the_attack(ctx)
    prefill = dict(ctx.plugin.calculators(target)["gurps-injury"])
    st = int(_stat(ctx, me, "st") or DEFAULT_ST)
    dice = damage_dice(attack.damage, st)
    dr = ctx.plugin.dr_at(target, location)
    options = list(prefill.get("options", [])) + (["chink"] if chink else [])
    values = {**prefill, "dr": dr, "location": location, "damage_type": attack.kind, "options": options,
              "damage": blast}
    written = f"{attack.damage} {attack.kind}" + (f" ({dice} at ST {st})" if dice != attack.damage else "")
    sources = {"damage": f"{attack.name}: {written}, rolled" if blast is None
               else f"the same roll as the first target’s ({blast})",
               "dr": f"DR {dr} at the {location}, from {target.name}",
               "hp": f"HP {prefill['hp']}, from {target.name}", "ht": f"HT {prefill['ht']}, from {target.name}",
               "current_hp": f"{target.name}’s HP now", "pain": f"{target.name}’s pain threshold"}
    rolls = {"damage": damage_notation(dice)} if blast is None else {}
    return Stage(f"damage {target.id}", INJURY, f"Damage to {target.name}", values, sources, rolls=rolls,
                 target=target.id)


def _defends(ctx: Context, target) -> bool:
    """Whether the target's standing lets it defend: not unconscious, mortally wounded or dead,
    nor after its All-Out Attack."""
    return ctx.plugin.standing(target, ctx.state).may("defends")


def no_defense(ctx: Context, target) -> str:
    """Why the target gets no active defense, in the game's words."""
    return ctx.plugin.standing(target, ctx.state).refusal("defends") or f"{target.name}: no defense."


def walk(ctx: Context):
    """The next stage of a GURPS exchange, or its result."""
    hit = ctx.answered("attack")
    if hit is None:
        return attack_stage(ctx)
    me = ctx.attacker
    if not succeeded(hit.answer):
        return Result(f"{me.name} misses.")
    critical = _judged_attack(hit.values).critical
    location, chink = struck_location(hit.values)
    if not location:
        return Result(f"{me.name} strikes at the weapon: no damage to its bearer.")
    against = "ranged" if _ranged(hit.values) else "melee"
    said, parts, blast = [], [], None
    for target in ctx.targets:
        if not critical and _defends(ctx, target):
            defense = ctx.answered(f"defense {target.id}")
            if defense is None:
                return defense_stage(ctx, target, against)
            if defended(defense.values):
                said.append(f"{target.name} defends.")
                continue
            said.append(f"{target.name}’s defense fails (rolled {defense.values[DEFENSE_ROLL]}).")
        elif critical:
            said.append(f"Critical hit: {target.name} gets no defense.")
        else:
            said.append(no_defense(ctx, target))
        damage = ctx.answered(f"damage {target.id}")
        if damage is None:
            return damage_stage(ctx, target, location, chink, blast)
        blast = damage.values["damage"] if blast is None else blast
        effect = damage.answer.effect
        line, part = took(target, effect, " takes no injury.")
        said.append(line)
        parts += part
    return Result(" ".join(said), tuple(parts))


EXCHANGE = ExchangeRules(walk, FREE_ATTACK, FREE_ATTACK_SOURCE)

__all__ = ["EXCHANGE", "walk", "struck_location"]
