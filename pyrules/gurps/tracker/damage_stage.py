"""The damage stage of a GURPS exchange (``gurps-injury``) for each target hit: the attack's dice
rolled as written (thrust and swing from the attacker's ST as its standing leaves it: halved below
FP/3, l.203), with All-Out Attack (Strong)'s +2 and Defensive Attack's −2 (G11 l.113, l.125) as a
damage modifier; the target's DR at that location, HP, HT, pain threshold and HP now. Every target
after the first takes the same roll (one blast) through its own DR. The Basic Set's damage rules
are the injury calculator's (published rules): a ranged attack given a shotgun's RoF multiplier
within a tenth of 1/2D rolls its dice multiplied (B409), and an explosion's blast reaches 2 yards
per die of the attack's dice (B414).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pyrules.core.encounter.exchange_walk import Answered, Context, Stage, stage_key
from pyrules.core.encounter.model import Combatant
from pyrules.core.encounter.standing import DAMAGE, Modifier
from pyrules.core.odds import as_percent
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import BURNING
from pyrules.gurps.knockback import KNOCKS_BACK, keep_feet_chance, yards_said
from pyrules.gurps.maneuvers import ALL_OUT
from pyrules.gurps.penetration import NO_DIVISOR
from pyrules.gurps.shotguns import close_range_multiplier, multiplied_dice
from pyrules.gurps.tools.injury import TOOL as INJURY
from pyrules.gurps.tracker.attack_stage import hit, struck_location, the_attack
from pyrules.gurps.tracker.card import DEFAULT_ST, WeaponAttack, damage_dice, damage_notation, dice_count
from pyrules.gurps.tracker.prefill import body_values, dr_at
from pyrules.gurps.tracker.state import ST, GurpsStanding
from pyrules.gurps.tracker.stats import stat
from pyrules.gurps.wounds import Wound, target_refusal

DAMAGE_MODIFIER = "damage_modifier"  # the injury calculator's modifier added to the damage roll
STRONG = 2  # All-Out Attack (Strong): +2 damage (l.113); the published +1 per die when more is said
STRONG_WHY = f"All-Out Attack ({ALL_OUT['strong'].name})"
DEFENSIVE_ATTACK_DAMAGE = -2  # Defensive Attack: −2 damage (l.125)


def _strong(hit_values: Mapping[str, Any]) -> bool:
    """Whether the attack stage chose All-Out Attack (Strong)."""
    return hit_values.get("maneuver") == "all_out_attack" and hit_values.get("all_out") == "strong"


def damage_modifiers(ctx: Context, hit_values: Mapping[str, Any]) -> tuple[Modifier, ...]:
    """What adds to the damage roll: the attacker's All-Out Attack (Strong), +2 (l.113), or
    Defensive Attack, −2 (l.125), as the attack stage chose it; and what the attacker's state puts
    on its damage."""
    found = []
    if _strong(hit_values):
        found.append(Modifier(DAMAGE, STRONG_WHY, STRONG, source=cite(ALL_OUT["strong"].line)))
    if hit_values.get("maneuver") == "defensive_attack":
        found.append(Modifier(DAMAGE, "Defensive Attack", DEFENSIVE_ATTACK_DAMAGE, source=cite(125)))
    standing = ctx.plugin.standing.of(ctx.attacker, ctx.state)
    found += [m for m in standing.on(DAMAGE) if m.factor is None]
    return tuple(found)


def _strong_per_die(hit_values: Mapping[str, Any], dice: str) -> int | None:
    """The published +1 per die of an All-Out Attack (Strong), when it is more than the printed +2
    (None: it is not)."""
    per_die = dice_count(dice)
    return per_die if _strong(hit_values) and per_die > STRONG else None


def damage_stage(ctx: Context, target: Combatant) -> Stage:
    """The damage roll through the target's DR where the blow struck, to its HP, HT and pain
    threshold, with what the attacker's maneuver adds to it; every target after the first takes
    the first's roll (one blast)."""
    struck = hit(ctx)
    location, chink = struck_location(struck.values)
    blast = next((a.values["damage"] for t in ctx.targets
                  if (a := ctx.answered(stage_key("damage", t))) is not None), None)
    me, attack = ctx.attacker, the_attack(ctx)
    prefill = dict(ctx.plugin.prefill.calculators(target)["gurps-injury"])
    st, card_st, weakened = _strength(ctx, me)
    dice = damage_dice(attack.damage, st)
    dr = dr_at(target, location)
    options = list(prefill.get("options", [])) + (["chink"] if chink else [])
    tight_beam = attack.kind == BURNING and bool(target_refusal(attack.kind, location))
    if tight_beam:
        options.append("tight_beam")
    modifiers = damage_modifiers(ctx, struck.values)
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
        if (per_die := _strong_per_die(struck.values, dice)) is not None:
            said.append(f"or +1 per die of damage when that is more: +{per_die}")
            where.append(PUBLISHED_RULE)
        sources[DAMAGE_MODIFIER] = "; ".join(said)
        cited[DAMAGE_MODIFIER] = "; ".join(dict.fromkeys(where))
    if tight_beam:
        sources["options"] = f"a burning attack at the {location} is a tight beam (a laser)"
        cited["options"] = PUBLISHED_RULE
    values["blast_dice"] = dice_count(dice)  # shown for an explosion's blast, which reaches 2 yards a die
    sources["blast_dice"] = f"{attack.name}: {dice}"
    rolls: dict[str, str | Callable[[dict[str, Any]], str | None]] = \
        {"damage": _damage_roll(dice) if attack.ranged else damage_notation(dice)} if blast is None else {}
    return Stage(INJURY, f"Damage to {target.name}", values, sources, rolls=rolls, cited=cited)


def _damage_roll(dice: str) -> Callable[[dict[str, Any]], str | None]:
    """The dice a ranged attack's damage is rolled with: its own, or multiplied, adds and all, for a
    shotgun within a tenth of 1/2D given its RoF multiplier (B409: x9 rolls 1d+1 as 4d+4); None (the
    damage entered) for more dice than a roll takes."""
    def rolled_with(values: dict[str, Any]) -> str | None:
        rof = values.get("shotgun_rof")
        if rof is None:
            return damage_notation(dice)
        shot = multiplied_dice(dice, close_range_multiplier(rof))
        return None if shot is None else damage_notation(shot)

    return rolled_with


def _strength(ctx: Context, combatant: Combatant) -> tuple[int, int, tuple[Modifier, ...]]:
    """The combatant's ST as its standing leaves it (halved below FP/3, l.203), its card's ST, and
    what changed it."""
    card_st = int(stat(combatant, "st") or DEFAULT_ST)
    standing = ctx.plugin.standing.of(combatant, ctx.state)
    assert isinstance(standing, GurpsStanding)  # GURPS's plug-in stands its combatants so
    return standing.strength(card_st), card_st, standing.on(ST)


def basic_set_values(ctx: Context, target: Combatant, attack: WeaponAttack) -> dict[str, Any]:
    """The damage stage's Basic Set options from the cards, each a published rule: the attack's
    armor divisor (p. 378); the target's Injury Tolerance, Hardened DR and Vulnerability to the
    attack's damage type (pp. 47, 161, 380); and for a crushing or cutting blow its ST (as its
    standing leaves it: halved below FP/3, l.203) and DX for knockback (p. 378). Nothing for a blow
    none of them touches."""
    found = body_values(target, attack.kind)
    if attack.divisor != NO_DIVISOR:
        found["armor_divisor"] = attack.divisor
    if attack.kind in KNOCKS_BACK:
        found["knockback_st"] = _strength(ctx, target)[0]
        found["balance"] = int(stat(target, "dx"))
    return {"more_rules": True, **found} if found else {}


def basic_set_sources(ctx: Context, target: Combatant, attack: WeaponAttack,
                      values: Mapping[str, Any]) -> dict[str, str]:
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


def knocked_back(target: Combatant, damage: Answered) -> str:
    """What the damage stage's wound says of knockback, as the result tells it ("Orc is knocked
    back 2 yards: DX, Acrobatics or Judo 11 (62.5%) to keep its feet."); "" for none."""
    wound = damage.result(Wound)
    knock = wound.knockback if wound is not None else None
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
