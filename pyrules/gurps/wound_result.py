"""A wound as the injury rules work it out (``wounds.wound``): the injury, and every step that led
to it, the Basic Set's options each at its "none" when not used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from pyrules.core.explain import Modifier
from pyrules.gurps.explosions import NO_EXPLOSION
from pyrules.gurps.knockback import Knockback
from pyrules.gurps.penetration import NO_DIVISOR
from pyrules.gurps.shock import Shock
from pyrules.gurps.wounding import Multiplier


@dataclass(frozen=True)
class Wound:
    """An injury worked out from damage, with every step that led to it.

    A fatigue attack (``fatigue``) costs FP instead of HP: ``injury`` is then
    the FP lost, and nothing of crippling, major wounds, shock or knockdown applies;
    nor does any of it to a knockback-only attack (``knockback_only``), which wounds nothing.
    """

    damage: int               # basic damage, at least the type's least (``rolled`` is what the dice said)
    dr: int
    damage_type: str
    location: str
    hp: int
    effective_dr: int         # the DR the damage meets (chink halved, plus the location's own, multiplied, divided)
    dr_rule: str
    dr_source: str            # where the DR rule is printed
    own_dr: int               # DR the location has of its own (the skull's 2, published)
    penetrating: int
    multiplier: Multiplier
    raw_injury: int           # penetrating x multiplier, rounded down
    injury: int               # what the victim loses (FP for a fatigue attack)
    minimum_applied: bool     # raised to 1 (published rule)
    crippled: bool
    cripple_rule: str
    excess_lost: int
    major_wound: bool
    major_rule: str
    shock: Shock
    knockdown: bool           # a knockdown and stunning roll is called for
    knockdown_rule: str
    knockdown_modifiers: tuple[Modifier, ...]
    knockdown_source: str = ""
    fatigue: bool = False     # the injury comes off FP, not HP
    rolled: int | None = None  # the basic damage rolled, when the least damage raised it (PUBLISHED_RULE)
    # The Basic Set's options (PUBLISHED_RULE), each at its "none" when not used:
    halved_from: int | None = None  # basic damage before 1/2D range halved it (B378)
    large_area_dr: int | None = None  # DR against a large-area attack (B400), before any divisor
    divisor: str = NO_DIVISOR       # the attack's armor divisor, as given (B378)
    divisor_used: str = NO_DIVISOR  # what is left of it against Hardened DR (B47)
    divided_rule: str = ""
    dr_before_divisor: int = 0      # the DR the divisor divides (after a shotgun's multiplier)
    struck_as: str = ""             # the location whose effects the blow takes, when Injury Tolerance moves it
    struck_as_rule: str = ""
    struck_as_source: str = ""
    vulnerability: int = 1          # B161
    cap_rule: str = ""              # Diffuse's most injury (B380), when it cut the injury or an area attack lifted it
    blunt_trauma: int = 0           # B379: the injury through flexible armor that stopped the blow
    knockback: Knockback | None = None  # B378, when the target's ST was given
    knockback_only: bool = False    # a knockback-only attack (B104, B111): it wounds nothing
    explosion: str = NO_EXPLOSION   # B414-415: "struck", "blast" (collateral damage) or "internal"
    blast_from: int | None = None   # basic damage before the blast's distance divided it (B414)
    blast_rule: str = ""
    shotgun: int = 1                # B409: what a shotgun within a tenth of 1/2D multiplies dice and DR by

    @property
    def knockdown_modifier(self) -> int:
        return sum(m.value for m in self.knockdown_modifiers)


class WoundOptions(TypedDict):
    """The fields of a Wound that a fatigue blow and a wound alike take from the attack."""

    halved_from: int | None
    large_area_dr: int | None
    divisor: str
    divisor_used: str
    divided_rule: str
    dr_before_divisor: int
    struck_as: str
    struck_as_rule: str
    struck_as_source: str
    vulnerability: int
    cap_rule: str
    blunt_trauma: int
    knockback: Knockback | None
    explosion: str
    blast_from: int | None
    blast_rule: str
    shotgun: int
