"""The injury calculator's explained lines for the Basic Set's damage options: armor divisors and
Hardened DR, blunt trauma, knockback, explosions and shotguns at close range, and the wounding
modifier, each with where its rule is printed."""

from __future__ import annotations

from pyrules.core.explain import lines as modifier_lines, signed
from pyrules.core.tools import Line
from pyrules.gurps.data import basic_set
from pyrules.gurps.explosions import BLAST, BLAST_SOURCE, INTERNAL, INTERNAL_SOURCE, STRUCK
from pyrules.gurps.knockback import Knockback, keep_feet_chance, keep_feet_modifiers, yards_said
from pyrules.gurps.penetration import divisor_in_words
from pyrules.gurps.shotguns import SOURCE as SHOTGUN_SOURCE
from pyrules.gurps.tools.common import chance_said
from pyrules.gurps.wound_result import Wound
from pyrules.gurps.wounding import times


def divisor_lines(w: Wound, hardened: int) -> list[Line]:
    """The armor divisor, what Hardened DR left of it, and the DR it leaves; for an explosion's
    blast, that it does not apply; nothing for an internal explosion, where DR has no effect."""
    given, used = divisor_in_words(w.divisor), divisor_in_words(w.divisor_used) or "none"
    if w.explosion == INTERNAL:
        return []
    if w.explosion == BLAST:
        return [Line("Armor divisor", f"{given}: not applied", w.divided_rule, BLAST_SOURCE)]
    lines = []
    if w.divisor_used != w.divisor:
        lines.append(Line("Hardened DR", f"{given} → {used}", f"{hardened} level{'s' if hardened != 1 else ''}, "
                          "a step each along ignores DR, 100, 10, 5, 3, 2, none", basic_set(47)))
    rule = w.divided_rule or "No divisor is left"
    lines.append(Line("Armor divisor", f"DR {w.dr_before_divisor} → {w.effective_dr}", rule, basic_set(378)))
    return lines


def blunt_trauma_line(w: Wound) -> Line:
    """Blunt trauma through flexible armor: its injury, or why there is none."""
    if w.blunt_trauma:
        per = "5 points of crushing" if w.damage_type == "cr" else "10 points of cutting, impaling or piercing"
        return Line("Blunt trauma", str(w.blunt_trauma), f"The blow did not penetrate: 1 HP per full {per} "
                    "damage stopped", basic_set(379))
    why = "the blow penetrated" if w.penetrating else \
        "only crushing, cutting, impaling and piercing damage does it, 1 HP per full 5 (crushing) or 10 stopped"
    return Line("Blunt trauma", "none", why, basic_set(379))


def knockback_lines(knock: Knockback, balance: int | None, perfect_balance: bool) -> list[Line]:
    """How far the blow knocks the victim back, and its roll to keep its feet with the exact chance."""
    if not knock.yards:
        return [Line("Knockback", "none", knock.rule, knock.source)]
    lines = [Line("Knockback", yards_said(knock.yards), knock.rule, knock.source)]
    lines += modifier_lines(keep_feet_modifiers(knock.yards, perfect_balance))
    if balance is None:
        lines.append(Line("To keep its feet", "best of DX, Acrobatics or Judo",
                          f"{signed(-(knock.yards - 1))} per yard after the first; on a failure it falls down"
                          if knock.yards > 1 else "on a failure it falls down", knock.source))
    else:
        target, chance = keep_feet_chance(balance, knock.yards, perfect_balance)
        lines.append(Line("To keep its feet", f"{target}: {chance_said(chance)}",
                          "DX, Acrobatics or Judo on 3d6; on a failure it falls down", knock.source))
    return lines


def explosion_lines(w: Wound) -> list[Line]:
    """What the explosion does before DR: the target struck takes its damage as it is, the blast's
    collateral damage is divided by distance, an internal one is an attack on the vitals."""
    if w.explosion == STRUCK:
        return [Line("Explosion", "struck by it", "The target struck takes the listed damage as it is", BLAST_SOURCE)]
    if w.explosion == BLAST:
        return [Line("Explosion's blast", f"{w.blast_from} → {w.damage}", w.blast_rule + "; torso armor protects",
                     BLAST_SOURCE)]
    if w.explosion == INTERNAL:
        return [Line("Internal explosion", "the vitals", "An explosion inside the victim: DR has no effect, and it is "
                     "an attack on the vitals with a x3 wounding modifier", INTERNAL_SOURCE)]
    return []


def shotgun_line(w: Wound, rof: int) -> Line:
    """A shotgun within a tenth of 1/2D: its dice and the target's DR multiplied by half its RoF multiplier."""
    return Line("Shotgun at close range", f"RoF ×{rof}: dice and DR {times(w.shotgun)}",
                "Within a tenth of 1/2D the pellets strike as one: the damage dice, adds and all, are multiplied by "
                "half the RoF multiplier, rounded down (×9: 1d+1 is rolled as 4d+4), and so is the target's DR; "
                f"the ×{rof} does not add to RoF", SHOTGUN_SOURCE)


def wounding_line(w: Wound) -> Line:
    """The wounding modifier, or "none" for an attack that wounds nothing (knockback only)."""
    return Line("Wounding modifier", "none" if w.knockback_only else times(w.multiplier.value), w.multiplier.rule,
                w.multiplier.source)
