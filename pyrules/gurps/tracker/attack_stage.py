"""The attack stage of a GURPS exchange (``gurps-skill``): the card's skill, melee or ranged as its
line tells it (its word, or a ranged weapon's Acc, range or Rcl, or a melee weapon's Parry or
Block; a line that tells neither is asked, Melee or Ranged with nothing chosen, never taken for
melee), the attacker's maneuver and posture, the shock of its injury since its last turn (G17
l.240), the hit location aimed at and its penalty (G3), or a random location rolled on 3d6 (G13,
``hit_location``). An aim the attack's damage type cannot take (a crushing blow at the eye, a cut at
the vitals: published rule) is refused there. What the stages after it read of its answer: the hit
(``hit``), whether it was critical, what it is made as and where it struck.

A free attack, with no card line, is a punch: DX, thrust −1 crushing (published rule, not in the
reference).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from pyrules.core.encounter.exchange_walk import Answered, Context, Stage
from pyrules.core.encounter.standing import ATTACK, Standing
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.tools import Answer, Tool
from pyrules.gurps.criticals import SuccessRoll
from pyrules.gurps.data.injury import BURNING
from pyrules.gurps.locations import body_struck, random_location
from pyrules.gurps.tools.skill import TOOL as SKILL
from pyrules.gurps.tracker.attack_kind import ATTACK_KIND_WORDS, MELEE, RANGED, AttackKind
from pyrules.gurps.tracker.card import WeaponAttack
from pyrules.gurps.tracker.stats import stat
from pyrules.gurps.wounds import damage_type_word, target_refusal

PUNCH = "Punch"
FREE_ATTACK = "a punch: DX, thr−1 crushing"
FREE_ATTACK_SOURCE = PUBLISHED_RULE
RANDOM = "random_location"
LOCATION_ROLL = "location_roll"
ROLL_FOR = "roll_for"  # the skill calculator's choice of what the roll is for: here how the attack is made

ATTACK_EXTRA = (
    Field(RANDOM, "Random hit location (3d6)", "flag", default=False,
          help="Roll 3d6 on the hit-location table instead of the location aimed at."),
    Field(LOCATION_ROLL, "Hit location roll (3d6)", "roll", die="3d6", required=False, when=((RANDOM, ("true",)),),
          help="Blank: rolled."),
)
# The attack stage's own choice of how the attack is made, in place of the skill calculator's (whose
# "Other task" is no attack): asked, with nothing chosen, of a line that does not tell.
ATTACK_KIND = Field(ROLL_FOR, "Melee or ranged", "choice", choices=((MELEE, "Melee"), (RANGED, "Ranged")),
                    help="Ranged: no Parry against it, and its range and shots count.")
ASK_KIND = ("The card’s line does not say: tap Melee or Ranged. Write “melee” or “ranged” on the line (or its "
            "Acc and range) to have it read.")


def the_attack(ctx: Context) -> WeaponAttack:
    """The attack chosen, or the free attack: a punch at DX for thrust −1 crushing, in melee. Its
    ``made`` says whether it is made in melee or at range, as its card line tells it (None: the line
    does not tell, and the attack stage asks)."""
    attack = ctx.attack
    if attack is None:
        return WeaponAttack(PUNCH, int(stat(ctx.attacker, "dx")), "thr-1", "cr", made_as=MELEE)
    assert isinstance(attack, WeaponAttack)  # GURPS's cards read weapon attacks
    return attack


def attack_stage(ctx: Context) -> Stage:
    """The attack roll, filled in from the attacker's card line, maneuver, posture and the shock
    its standing says it suffers this turn (the tracker's own: pain threshold, groin, 20+ HP)."""
    me, attack = ctx.attacker, the_attack(ctx)
    prefill = ctx.plugin.prefill.calculators(me)["gurps-skill"]
    hp = int(stat(me, "hp"))
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


def _shock_on(standing: Standing, name: str, values: dict[str, Any], sources: dict[str, str],
              cited: dict[str, str]) -> None:
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
    def solve(values: dict[str, Any], rng: random.Random) -> Answer:
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
        sources[ROLL_FOR] = f"{attack.name}: a {ATTACK_KIND_WORDS[made]} attack, from {ctx.attacker.name}’s card"
    if attack.acc is not None:
        values["acc"] = attack.acc
        sources["acc"] = f"{attack.name}: Acc {attack.acc}, from {ctx.attacker.name}’s card"
    tool = _made_as_told(_aimed(stage.tool, attack))
    if made is None:
        tool = replace(tool, fields=tuple(replace(f, help=ASK_KIND) if f.name == ROLL_FOR else f
                                          for f in tool.fields))
    return replace(stage, tool=tool, values=values, sources=sources)


def struck_location(values: Mapping[str, Any]) -> tuple[str, bool]:
    """(the body location struck, whether through a chink) of the attack's values; "" for a weapon."""
    if values.get(RANDOM):
        return random_location(values[LOCATION_ROLL]).body, False
    return body_struck(values["location"])


def hit(ctx: Context) -> Answered:
    """The attack stage answered: the targets' stages follow a hit."""
    answered = ctx.answered("attack")
    assert answered is not None  # asked first
    return answered


def critical(ctx: Context) -> bool:
    """Whether the attack, a hit, was a critical hit."""
    judged = hit(ctx).result(SuccessRoll)
    return judged is not None and judged.critical


def made_as(ctx: Context) -> AttackKind:
    """What the attack is, as a defense is made against it: "melee" or "ranged"."""
    return RANGED if hit(ctx).values.get(ROLL_FOR) == RANGED else MELEE
