"""A GURPS exchange: the attack roll, the target's active defense, damage through its DR, injury.

The stages, each a GURPS calculator filled in from both combatants:

1. **Attack** (``gurps-skill``): the card's skill, melee or ranged as its line tells it (its
   word, or a ranged weapon's Acc, range or Rcl, or a melee weapon's Parry or Block; a line that
   tells neither is asked, Melee or Ranged with nothing chosen, never taken for melee), the
   attacker's maneuver and posture, the shock of its injury since its last turn (G17 l.240), the
   hit location aimed at and its penalty (G3), or a random location rolled on 3d6 (G13,
   ``hit_location``). An aim the attack's damage type cannot take (a crushing blow at the eye, a
   cut at the vitals: published rule) is refused there. A miss ends it; a critical miss sends the
   attacker to the Critical Miss table (G16 l.230). A critical hit leaves no defense and calls for
   the Critical Hit table (the Critical Head Blow table for a blow to the head; l.222).
2. **Defense** (``gurps-defense``) for each target, with its 3d6 roll: the best of its Dodge,
   Parry and Block from its own card (its Parry or Block field, or the best its attack lines
   give), each as its state leaves it (stunned −4 to every defense, l.252; Dodge alone halved
   below HP/3 or FP/3, l.193, l.203); Dodge when the others are blank or no better. No Parry
   against a ranged attack (published rule, not in the reference: only thrown weapons can be
   parried, which a card does not tell apart). None after its All-Out Attack (G11 l.113). A
   defense made ends it there. A critical success on it sends a melee attacker to the Critical
   Miss table (l.224-226); a critical failure leaves a Dodger prone (l.234, put on), a Parrier
   on the Critical Miss table (l.236) and a Blocker's shield unreadied (l.232, put on).
3. **Damage** (``gurps-injury``) for each target hit: the attack's dice rolled as written (thrust
   and swing from the attacker's ST as its standing leaves it: halved below FP/3, l.203), with All-Out Attack (Strong)'s +2 and Defensive Attack's −2
   (G11 l.113, l.125) as a damage modifier; the target's DR at that location, HP, HT, pain
   threshold and HP now. Every target after the first takes the same roll (one blast) through its
   own DR. The Basic Set's damage rules are the injury calculator's (published rules): a ranged
   attack given a shotgun's RoF multiplier within a tenth of 1/2D rolls its dice multiplied (B409),
   and an explosion's blast reaches 2 yards per die of the attack's dice (B414).

A free attack, with no card line, is a punch: DX, thrust −1 crushing (published rule, not in the
reference).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol, cast

from pyrules.core.encounter import actions
from pyrules.core.errors import RulesError
from pyrules.core.encounter.exchange_walk import (
    NOTHING,
    Answered,
    Context,
    EachTarget,
    ExchangeRules,
    Once,
    PerTarget,
    Stage,
    Tell,
    Told,
    stage_key,
    took,
)
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.standing import ATTACK, DAMAGE, Modifier
from pyrules.core.explain import MINUS
from pyrules.core.odds import as_percent
from pyrules.core.fields import Field
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Tool
from pyrules.core.answers import TableRoll
from pyrules.gurps.critical_tables import CRITICAL_MISS, on_a_hit, table_roll
from pyrules.gurps.criticals import SuccessRoll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import BURNING, CRITICAL_EFFECT_LINES
from pyrules.gurps.defense import DefenseInput, active_defense
from pyrules.gurps.locations import body_struck, random_location
from pyrules.gurps.data.maneuvers import MANEUVERS
from pyrules.gurps.maneuvers import ALL_OUT, defends
from pyrules.gurps.tools.defense import TOOL as DEFENSE
from pyrules.gurps.tools.injury import TOOL as INJURY
from pyrules.gurps.tools.skill import TOOL as SKILL
from pyrules.gurps.tracker import log as tracker_log
from pyrules.gurps.knockback import KNOCKS_BACK, keep_feet_chance, yards_said
from pyrules.gurps.penetration import NO_DIVISOR
from pyrules.gurps.shotguns import close_range_multiplier, multiplied_dice
from pyrules.gurps.tracker.attack_kind import MELEE, RANGED
from pyrules.gurps.tracker.card import DEFAULT_ST, WeaponAttack, damage_dice, damage_notation, dice_count
from pyrules.gurps.tracker.standing import DEFENSE_OPTIONS, SHIELD_UNREADY, ST, GurpsStanding, defense_options
from pyrules.gurps.wounds import damage_type_word, target_refusal

PUNCH = "Punch"
FREE_ATTACK = "a punch: DX, thr−1 crushing"
FREE_ATTACK_SOURCE = PUBLISHED_RULE
RANDOM = "random_location"
LOCATION_ROLL = "location_roll"
DEFENSE_ROLL = "defense_roll"  # the active defense calculator's own 3d6 roll
ROLL_FOR = "roll_for"  # the skill calculator's choice of what the roll is for: here how the attack is made
DAMAGE_MODIFIER = "damage_modifier"  # the injury calculator's modifier added to the damage roll
LYING = "lying"  # the posture a critically failed Dodge leaves (l.234: falls prone)
STRONG = 2  # All-Out Attack (Strong): +2 damage (l.113); the published +1 per die when more is said
STRONG_WHY = f"All-Out Attack ({ALL_OUT['strong'].name})"
DEFENSIVE_ATTACK_DAMAGE = -2  # Defensive Attack: −2 damage (l.125)

ATTACK_EXTRA = (
    Field(RANDOM, "Random hit location (3d6)", "flag", default=False,
          help="Roll 3d6 on the hit-location table instead of the location aimed at."),
    Field(LOCATION_ROLL, "Hit location roll (3d6)", "roll", die="3d6", required=False, when=((RANDOM, ("true",)),),
          help="Blank: rolled."),
)


def _stat(ctx: Context, combatant, name: str):
    return ctx.plugin.stat(combatant, name)


def the_attack(ctx: Context) -> WeaponAttack:
    """The attack chosen, or the free attack: a punch at DX for thrust −1 crushing, in melee. Its
    ``made`` says whether it is made in melee or at range, as its card line tells it (None: the line
    does not tell, and the attack stage asks)."""
    attack = ctx.attack
    if attack is None:
        return WeaponAttack(PUNCH, int(_stat(ctx, ctx.attacker, "dx")), "thr-1", "cr", made_as=MELEE)
    assert isinstance(attack, WeaponAttack)  # GURPS's cards read weapon attacks
    return attack


def _ranged(values) -> bool:
    return values.get(ROLL_FOR) == RANGED


# The attack stage's own choice of how the attack is made, in place of the skill calculator's (whose
# "Other task" is no attack): asked, with nothing chosen, of a line that does not tell.
ATTACK_KIND = Field(ROLL_FOR, "Melee or ranged", "choice", choices=((MELEE, "Melee"), (RANGED, "Ranged")),
                    help="Ranged: no Parry against it, and its range and shots count.")
ASK_KIND = ("The card’s line does not say: tap Melee or Ranged. Write “melee” or “ranged” on the line (or its "
            "Acc and range) to have it read.")


def attack_stage(ctx: Context) -> Stage:
    """The attack roll, filled in from the attacker's card line, maneuver, posture and the shock
    its standing says it suffers this turn (the tracker's own: pain threshold, groin, 20+ HP)."""
    me, attack = ctx.attacker, the_attack(ctx)
    prefill = ctx.plugin.prefill.calculators(me)["gurps-skill"]
    hp = int(_stat(ctx, me, "hp"))
    values = {**prefill, "base": attack.skill, ROLL_FOR: MELEE, "hp": hp, "location": "torso", RANDOM: False}
    sources = {"base": f"{attack.name} {attack.skill}, from {me.name}’s card" if ctx.attack is not None
               else f"{PUNCH} at DX {attack.skill}: {FREE_ATTACK}",
               "hp": f"HP {hp}, from {me.name}"}
    cited = {"base": FREE_ATTACK_SOURCE} if ctx.attack is None else {}
    if "maneuver" in prefill:
        sources["maneuver"] = f"{me.name}’s maneuver this turn"
    if "posture" in prefill:
        sources["posture"] = f"{me.name}’s posture"
    _shock_on(ctx.plugin.standing.of(me, ctx.state), me.name, values, sources, cited)
    return Stage(SKILL, f"{me.name}’s {attack.name}", values, sources, ATTACK_EXTRA, cited=cited)


def _shock_on(standing, name: str, values: dict, sources: dict, cited: dict) -> None:
    """The shock the attacker's standing puts on its attack roll, as the skill calculator's shock
    penalty, shown with where it comes from ("−3: shock (3 HP of injury since its last turn), from Ana")."""
    shock = standing.on(ATTACK)
    if not shock:
        return
    values["shock_penalty"] = sum(m.value for m in shock)
    sources["shock_penalty"] = "; ".join(m.said(name) for m in shock)
    cited["shock_penalty"] = "; ".join(dict.fromkeys(m.source for m in shock if m.source))


def aim_refusal(attack: WeaponAttack, location: str) -> str:
    """Why an attack of this damage type cannot strike where it is aimed ("" when it can): only
    impaling, piercing or tight-beam burning attacks hit the eye, those and crushing the vitals
    (published rule). A burning attack may be a tight beam: that is said at the damage."""
    body, _ = body_struck(location)
    if not body:
        return ""
    refusal = target_refusal(attack.kind, body, tight_beam=attack.kind == BURNING)
    if not refusal:
        return ""
    return f"{attack.name} does {damage_type_word(attack.kind)} damage, which cannot strike the {body}: " + \
        refusal[0].lower() + refusal[1:]


def _aimed(tool: Tool, attack: WeaponAttack) -> Tool:
    """The skill calculator refusing, on its hit location, an aim the attack cannot take."""
    def solve(values, rng):
        refusal = aim_refusal(attack, values["location"])
        if refusal:
            raise RulesError(refusal, "location")
        return tool.solve(values, rng)

    return replace(tool, solve=solve)


def _made_as_told(tool: Tool) -> Tool:
    """The skill calculator asking how the attack is made as the attack stage does: melee or ranged."""
    return replace(tool, fields=tuple(ATTACK_KIND if f.name == ROLL_FOR else f for f in tool.fields))


def carded_attack_stage(ctx: Context) -> Stage:
    """The attack stage made as the card line tells it: melee or ranged, as its word or what it
    carries says (a ranged weapon's Acc given for an Aim); a line that tells neither is asked, with
    nothing chosen, never taken for melee. An aim its damage type cannot take is refused."""
    stage, attack = attack_stage(ctx), the_attack(ctx)
    values, sources = dict(stage.values), dict(stage.sources)
    made = attack.made
    values[ROLL_FOR] = "" if made is None else made
    if made is None:
        sources.pop(ROLL_FOR, None)
    elif ctx.attack is None:
        sources[ROLL_FOR] = f"{PUNCH}: a melee attack"
    else:
        sources[ROLL_FOR] = f"{attack.name}: a {made} attack, from {ctx.attacker.name}’s card"
    if attack.acc is not None:
        values["acc"] = attack.acc
        sources["acc"] = f"{attack.name}: Acc {attack.acc}, from {ctx.attacker.name}’s card"
    tool = _made_as_told(_aimed(stage.tool, attack))
    if made is None:
        tool = replace(tool, fields=tuple(replace(f, help=ASK_KIND) if f.name == ROLL_FOR else f
                                          for f in tool.fields))
    return replace(stage, tool=tool, values=values, sources=sources)


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
            attack = ctx.plugin.card.read_attack(line)
        except RulesError:  # a line saved by an older version that no longer reads gives nothing
            continue
        score = getattr(attack, defense, None)
        if score is not None:
            found.append((score, attack.name))
    return found


def defenses_offered(ctx: Context, target, against: str) -> list[tuple[str, int, str]]:
    """(defense, score, where it comes from) for the target's Dodge, and its best Parry and Block
    (its card's field, or the best of its attack lines); no Parry against a ranged attack, no
    Block while its standing says its shield is unready."""
    dodge = int(_stat(ctx, target, "dodge"))
    offered = [("dodge", dodge, f"Dodge {dodge}, from {target.name}")]
    standing = ctx.plugin.standing.of(target, ctx.state)
    assert isinstance(standing, GurpsStanding)  # GURPS's plug-in stands its combatants so
    blocks = standing.blocks
    for defense in ("parry", "block"):
        if defense == "parry" and against == "ranged" or defense == "block" and not blocks:
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
    return -1 if result.effective is None else result.effective  # None: it cannot be had


def best_defense(ctx: Context, target, prefill: dict, against: str) -> tuple[str, int, str]:
    """The target's best active defense against this attack, after its state and stance: Dodge
    on a tie, then Parry."""
    offered = defenses_offered(ctx, target, against)
    return max(offered, key=lambda found: _effective(prefill, found[0], found[1], against))


def defense_stage(ctx: Context, target: Combatant) -> Stage:
    """The target's active defense and its roll: the best of its Dodge, Parry and Block, after
    its stats and what its standing puts on its defenses (stunned −4, Dodge halved below HP/3
    or FP/3), each shown with where it comes from."""
    against = _against(ctx)
    standing = ctx.plugin.standing.of(target, ctx.state)
    prefill = {**ctx.plugin.prefill.calculators(target)["gurps-defense"], "options": defense_options(standing)}
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
    return Stage(DEFENSE, f"{target.name}’s defense", values, sources, cited=cited)


# -- what criticals call for (G16, seed 001 l.222-236) ------------------------------------------

@dataclass(frozen=True)
class Consequence:
    """What a critical calls for: said in the result in words, what the tracker puts on
    (``then``), the roll on a critical table it calls for (``rolls``, offered as one tap), and where
    the rule is printed (``cited``, kept out of the words as every exchange line keeps its citation
    apart)."""

    said: str
    cited: str
    then: tuple[actions.AddConditionAction | actions.EditAction, ...] = ()
    rolls: tuple[TableRoll, ...] = ()

    @property
    def told(self) -> Told:
        """What it adds to the result."""
        return Told((self.said,), then=self.then, rolls=self.rolls)


def _at(key: str) -> str:
    return cite(CRITICAL_EFFECT_LINES[key])


def critical_miss(attacker) -> Consequence:
    """A critical miss: the attacker rolls on the Critical Miss table (l.230)."""
    return Consequence(f"Critical miss: {attacker.name} rolls 3d6 on the Critical Miss table.", _at("miss"),
                       rolls=(table_roll(CRITICAL_MISS, "miss", attacker.name),))


def critical_hit(location: str) -> Consequence:
    """A critical hit: no defense, and a roll on the Critical Hit table, or on the Critical Head
    Blow table for a blow to the head (l.222)."""
    roll = on_a_hit(location)
    return Consequence(f"Critical hit: roll 3d6 on the {roll.table} table.", _at("hit"), rolls=(roll,))


def critical_defense(attacker, target, defense: str, judged: SuccessRoll, against: str) -> Consequence | None:
    """What a critical defense roll calls for (None: it was no critical): on a success, the melee
    attacker rolls on the Critical Miss table (l.224-226; a thrown weapon can be caught, l.228);
    on a failure, a Dodger falls prone (l.234), a Parrier rolls on the Critical Miss table
    (l.236), a Blocker's shield is unreadied (l.232)."""
    if not judged.critical:
        return None
    name = f"{target.name}’s {defense.capitalize()}"
    if judged.success and against == "ranged":
        return Consequence(f"{name} is a critical success: a thrown weapon can be caught.", _at("defense_ranged"))
    if judged.success:
        return Consequence(f"{name} is a critical success: {attacker.name} rolls 3d6 on the Critical Miss table.",
                           _at("defense_melee"), rolls=(table_roll(CRITICAL_MISS, "defense_melee", attacker.name),))
    if defense == "dodge":
        return Consequence(f"{name} fails critically: {target.name} falls prone.", _at("dodge"),
                           (actions.edit(target.id, stats={"posture": LYING}),))
    if defense == "block":
        return Consequence(f"{name} fails critically: {target.name}’s shield is unreadied.", _at("block"),
                           (actions.add_condition(target.id, SHIELD_UNREADY),))
    return Consequence(f"{name} fails critically: {target.name} rolls 3d6 on the Critical Miss table.",
                       _at("parry"), rolls=(table_roll(CRITICAL_MISS, "parry", target.name),))


# -- damage ---------------------------------------------------------------------------------------

def damage_modifiers(ctx: Context, hit_values) -> tuple[Modifier, ...]:
    """What adds to the damage roll: the attacker's All-Out Attack (Strong), +2 (l.113), or
    Defensive Attack, −2 (l.125), as the attack stage chose it; and what the attacker's state puts
    on its damage."""
    found = []
    if hit_values.get("maneuver") == "all_out_attack" and hit_values.get("all_out") == "strong":
        found.append(Modifier(DAMAGE, STRONG_WHY, STRONG, source=cite(ALL_OUT["strong"].line)))
    if hit_values.get("maneuver") == "defensive_attack":
        found.append(Modifier(DAMAGE, "Defensive Attack", DEFENSIVE_ATTACK_DAMAGE, source=cite(125)))
    standing = ctx.plugin.standing.of(ctx.attacker, ctx.state)
    found += [m for m in standing.on(DAMAGE) if m.factor is None]
    return tuple(found)


def _strong_per_die(modifiers, dice: str) -> int | None:
    """The published +1 per die of an All-Out Attack (Strong), when it is more than the printed +2
    (None: it is not)."""
    per_die = dice_count(dice)
    strong = any(m.why == STRONG_WHY for m in modifiers)
    return per_die if strong and per_die > STRONG else None


class ReadsBodies(Protocol):
    """GURPS's plug-in as the damage stage asks it (its module imports this one)."""

    def dr_at(self, combatant: Combatant, location: str) -> int: ...
    def body_values(self, combatant: Combatant, damage_type: str | None = None) -> dict: ...


def _body(ctx: Context) -> ReadsBodies:
    # the GURPS exchange is walked for GURPS's plug-in alone (EXCHANGE is its ``exchange``)
    return cast(ReadsBodies, ctx.plugin)


def damage_stage(ctx: Context, target: Combatant) -> Stage:
    """The damage roll through the target's DR where the blow struck, to its HP, HT and pain
    threshold, with what the attacker's maneuver adds to it; every target after the first takes
    the first's roll (one blast)."""
    location, chink = struck_location(_hit(ctx).values)
    blast = next((a.values["damage"] for t in ctx.targets
                  if (a := ctx.answered(stage_key("damage", t))) is not None), None)
    me, attack = ctx.attacker, the_attack(ctx)
    prefill = dict(ctx.plugin.prefill.calculators(target)["gurps-injury"])
    st, card_st, weakened = _strength(ctx, me)
    dice = damage_dice(attack.damage, st)
    dr = _body(ctx).dr_at(target, location)
    options = list(prefill.get("options", [])) + (["chink"] if chink else [])
    tight_beam = attack.kind == BURNING and bool(target_refusal(attack.kind, location))
    if tight_beam:
        options.append("tight_beam")
    hit = ctx.answered("attack")
    assert hit is not None  # damage follows a hit
    modifiers = damage_modifiers(ctx, hit.values)
    values = {**prefill, "dr": dr, "location": location, "damage_type": attack.kind, "options": options,
              "damage": blast, DAMAGE_MODIFIER: sum(m.value for m in modifiers)}
    values.update(basic_set_values(ctx, target, attack))
    at_st = f"at ST {st}" + "".join(f", ST {card_st} {m.said(me.name)}" for m in weakened)
    written = f"{attack.damage} {attack.kind}" + (f" ({dice} {at_st})" if dice != attack.damage else "")
    sources = {**basic_set_sources(ctx, target, attack, values), "damage": f"{attack.name}: {written}, rolled" if blast is None
               else f"the same roll as the first target’s ({blast})",
               "dr": f"DR {dr} at the {location}, from {target.name}",
               "hp": f"HP {prefill['hp']}, from {target.name}", "ht": f"HT {prefill['ht']}, from {target.name}",
               "current_hp": f"{target.name}’s HP now", "pain": f"{target.name}’s pain threshold"}
    cited = {"damage": "; ".join(m.source for m in weakened)} if weakened and dice != attack.damage else {}
    if modifiers:
        said = [m.said(me.name) for m in modifiers]
        where = [m.source for m in modifiers if m.source]
        if (per_die := _strong_per_die(modifiers, dice)) is not None:
            said.append(f"or +1 per die of damage when that is more: +{per_die}")
            where.append(PUBLISHED_RULE)
        sources[DAMAGE_MODIFIER] = "; ".join(said)
        cited[DAMAGE_MODIFIER] = "; ".join(dict.fromkeys(where))
    if tight_beam:
        sources["options"] = f"a burning attack at the {location} is a tight beam (a laser)"
        cited["options"] = PUBLISHED_RULE
    values["blast_dice"] = dice_count(dice)  # shown for an explosion's blast, which reaches 2 yards a die
    sources["blast_dice"] = f"{attack.name}: {dice}"
    rolls = {"damage": _damage_roll(dice) if attack.ranged else damage_notation(dice)} if blast is None else {}
    return Stage(INJURY, f"Damage to {target.name}", values, sources, rolls=rolls, cited=cited)


def _damage_roll(dice: str):
    """The dice a ranged attack's damage is rolled with: its own, or multiplied, adds and all, for a
    shotgun within a tenth of 1/2D given its RoF multiplier (B409: x9 rolls 1d+1 as 4d+4); None (the
    damage entered) for more dice than a roll takes."""
    def rolled_with(values) -> str | None:
        rof = values.get("shotgun_rof")
        if rof is None:
            return damage_notation(dice)
        shot = multiplied_dice(dice, close_range_multiplier(rof))
        return None if shot is None else damage_notation(shot)

    return rolled_with


def _strength(ctx: Context, combatant: Combatant) -> tuple[int, int, tuple[Modifier, ...]]:
    """The combatant's ST as its standing leaves it (halved below FP/3, l.203), its card's ST, and
    what changed it."""
    card_st = int(_stat(ctx, combatant, "st") or DEFAULT_ST)
    standing = ctx.plugin.standing.of(combatant, ctx.state)
    assert isinstance(standing, GurpsStanding)  # GURPS's plug-in stands its combatants so
    return standing.strength(card_st), card_st, standing.on(ST)


def basic_set_values(ctx: Context, target, attack: WeaponAttack) -> dict:
    """The damage stage's Basic Set options from the cards, each a published rule: the attack's
    armor divisor (p. 378); the target's Injury Tolerance, Hardened DR and Vulnerability to the
    attack's damage type (pp. 47, 161, 380); and for a crushing or cutting blow its ST (as its
    standing leaves it: halved below FP/3, l.203) and DX for knockback (p. 378). Nothing for a blow
    none of them touches."""
    found = _body(ctx).body_values(target, attack.kind)
    if attack.divisor != NO_DIVISOR:
        found["armor_divisor"] = attack.divisor
    if attack.kind in KNOCKS_BACK:
        found["knockback_st"] = _strength(ctx, target)[0]
        found["balance"] = int(_stat(ctx, target, "dx"))
    return {"more_rules": True, **found} if found else {}


def basic_set_sources(ctx: Context, target, attack: WeaponAttack, values: dict) -> dict:
    """Where each Basic Set option of the damage stage came from, in words."""
    said = {"armor_divisor": f"{attack.name}: armor divisor {attack.written_divisor}",
            "tolerance": f"{target.name}’s Injury Tolerance", "hardened": f"{target.name}’s Hardened DR",
            "vulnerability": f"{target.name}’s Vulnerability to {attack.kind}",
            "body_options": f"{target.name}’s card", "knockback_st": f"ST {values.get('knockback_st')}, from "
                                                                     f"{target.name}",
            "balance": f"DX {values.get('balance')}, from {target.name} (its Acrobatics or Judo if better)"}
    if "knockback_st" in values:
        _, card_st, weakened = _strength(ctx, target)
        said["knockback_st"] += "".join(f"; ST {card_st} {m.said(target.name)}" for m in weakened)
    return {name: words for name, words in said.items() if name in values}


def knocked_back(target, damage) -> str:
    """What the damage stage's wound says of knockback, as the result tells it ("Orc is knocked
    back 2 yards: DX, Acrobatics or Judo 11 (62.5%) to keep its feet."); "" for none."""
    knock = damage.answer.result.knockback if damage.answer.result is not None else None
    if knock is None or not knock.yards:
        return ""
    yards = yards_said(knock.yards)
    balance = damage.values.get("balance")
    if balance is None:
        roll = "the best of DX, Acrobatics or Judo"
    else:
        body = damage.values.get("body_options") or ()
        number, chance = keep_feet_chance(balance, knock.yards, "perfect_balance" in body)
        roll = f"DX, Acrobatics or Judo {number} ({as_percent(chance)})"
    return f"{target.name} is knocked back {yards}: {roll} to keep its feet."


def _defends(ctx: Context, target) -> bool:
    """Whether the target's standing lets it defend: not unconscious, mortally wounded or dead,
    nor after its All-Out Attack."""
    return ctx.plugin.standing.of(target, ctx.state).may("defends")


def no_defense(ctx: Context, target) -> str:
    """Why the target gets no active defense, in the game's words."""
    return ctx.plugin.standing.of(target, ctx.state).refusal("defends") or f"{target.name}: no defense."


def _hit(ctx: Context) -> Answered:
    """The attack stage answered: the targets' stages follow a hit."""
    hit = ctx.answered("attack")
    assert hit is not None  # asked first
    return hit


def _critical(ctx: Context) -> bool:
    """Whether the attack, a hit, was a critical hit."""
    judged = _hit(ctx).result(SuccessRoll)
    return judged is not None and judged.critical


def _against(ctx: Context) -> str:
    """What the attack is, as a defense is made against it: "melee" or "ranged"."""
    return "ranged" if _ranged(_hit(ctx).values) else "melee"


def attack_told(ctx: Context, hit: Answered) -> Told:
    """A miss ends the exchange (a critical miss sends the attacker to its table), and so does a
    strike at a weapon, which does its bearer no damage."""
    me, judged = ctx.attacker, hit.result(SuccessRoll)
    if judged is None or not judged.success:
        missed = critical_miss(me) if judged and judged.critical else None
        return Told((f"{me.name} misses.",) + ((missed.said,) if missed else ()),
                    rolls=missed.rolls if missed else (), ends=True)
    if not struck_location(hit.values)[0]:
        return Told((f"{me.name} strikes at the weapon: no damage to its bearer.",), ends=True)
    return NOTHING


def no_defense_told(ctx: Context, target: Combatant) -> Told | None:
    """Why the target makes no defense, when it makes none: a critical hit leaves it none, and
    so does its standing; None when it defends."""
    if _critical(ctx):
        return Told((f"Critical hit: {target.name} gets no defense.",))
    if not _defends(ctx, target):
        return Told((no_defense(ctx, target),))
    return None


def defense_told(ctx: Context, target: Combatant, defense: Answered) -> Told:
    """A defense made ends the target's part; a critical one calls for what the criticals table
    says (and what it puts on, ``then``)."""
    judged = defense.result(SuccessRoll)  # None: a defense that cannot be had
    made = judged is not None and judged.success
    said = (f"{target.name} defends." if made
            else f"{target.name}’s defense fails (rolled {defense.values[DEFENSE_ROLL]}).",)
    consequence = None if judged is None else \
        critical_defense(ctx.attacker, target, defense.values["defense"], judged, _against(ctx))
    if consequence is None:
        return Told(said, ends=made)
    return Told(said + (consequence.said,), then=consequence.then, ends=made, rolls=consequence.rolls)


def damage_told(ctx: Context, target: Combatant, damage: Answered) -> Told:
    """The target's injury, and how far it is knocked back."""
    told = took(target, damage.answer.effect, " takes no injury.")
    knocked = knocked_back(target, damage)
    return replace(told, said=told.said + (knocked,)) if knocked else told


def critical_hit_told(ctx: Context) -> Told:
    """A critical hit's roll on its table, said once every target's part is."""
    return critical_hit(struck_location(_hit(ctx).values)[0]).told if _critical(ctx) else NOTHING


EXCHANGE = ExchangeRules((
    Once("attack", carded_attack_stage, attack_told),
    EachTarget((PerTarget("defense", defense_stage, defense_told, no_defense_told, targets_roll=True),
                PerTarget("damage", damage_stage, damage_told))),
    Tell(critical_hit_told),
), FREE_ATTACK, FREE_ATTACK_SOURCE)

__all__ = ["EXCHANGE", "struck_location", "aim_refusal", "critical_defense", "damage_modifiers"]
