"""The HT roll against knockdown and stun a wound calls for (G17 l.242-250; seed 001): for a Major
Wound anywhere, or any injury to the head or vitals, with the location's -5 or -10 for a Major Wound
there and the pain threshold's +3 or -4 (published rules: High and Low Pain Threshold). Worked out
here for the injury calculator and the tracker alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyrules.core import validate
from pyrules.core.explain import Modifier
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import LOCATION_EFFECTS, MOST_DAMAGE, MOST_HP, PAIN_THRESHOLD
from pyrules.gurps.locations import body_key
from pyrules.gurps.wounding import ignores_location

# The kinds of a knockdown roll's modifiers (``Modifier.kind``): a major wound's location (l.246-248)
# and the pain threshold (l.250).
MAJOR_WOUND_AT = "major_wound_at"
PAIN_THRESHOLD_KIND = "pain_threshold"
# Where each part of the roll is printed.
KNOCKDOWN_SOURCE, MAJOR_WOUND_AT_SOURCE, PAIN_THRESHOLD_SOURCE = cite(244), cite("246-248"), cite(250)


@dataclass(frozen=True)
class Knockdown:
    """Whether a wound calls for the HT roll against knockdown and stun (G17 l.242-250), and its modifiers."""

    called: bool
    rule: str = ""
    modifiers: tuple[Modifier, ...] = ()
    source: str = ""

    @property
    def modifier(self) -> int:
        return sum(m.value for m in self.modifiers)


def knockdown_roll(injury: int, location: str = "torso", hp: int = 10, *, damage_type: str | None = None,
                   major_wound: bool | None = None, pain_threshold: str = "normal") -> Knockdown:
    """The knockdown roll a wound of ``injury`` HP calls for: a Major Wound (> HP/2, or ``major_wound``
    given true, as for a crippling wound) anywhere, or any injury to the head or vitals (l.244); the
    location's -5 or -10 for a Major Wound there (l.246-248) unless its effects leave the damage type
    alone (toxic at the skull, a published rule); the pain threshold's +3 or -4 (l.250).

    ``damage_type`` None: not known (the tracker's own taps), read as a type the location affects.
    """
    injury = validate.whole(injury, "injury", low=0, high=4 * MOST_DAMAGE)
    body = location if isinstance(location, str) and location in LOCATION_EFFECTS else body_key(location)
    hp = validate.whole(hp, "hp", low=1, high=MOST_HP)
    pain = validate.choice(pain_threshold, "pain_threshold", tuple(PAIN_THRESHOLD))
    effects = LOCATION_EFFECTS[body]
    exempt = damage_type is not None and ignores_location(damage_type, body)
    major = injury * 2 > hp if major_wound is None else bool(major_wound)
    if major:
        rule = "Major Wound"
    elif injury > 0 and effects.knockdown_check:
        rule = f"Damage to the {'vitals' if body == 'vitals' else 'head'}"
    else:
        return Knockdown(False)
    mods = []
    if major and effects.knockdown_modifier and not exempt:
        mods.append(Modifier(f"Major Wound to the {body}", effects.knockdown_modifier, MAJOR_WOUND_AT_SOURCE,
                             kind=MAJOR_WOUND_AT))
    if PAIN_THRESHOLD[pain]:
        label = "High Pain Threshold" if pain == "high" else "Low Pain Threshold"
        mods.append(Modifier(label, PAIN_THRESHOLD[pain], PAIN_THRESHOLD_SOURCE, kind=PAIN_THRESHOLD_KIND))
    return Knockdown(True, rule, tuple(mods), KNOCKDOWN_SOURCE)
