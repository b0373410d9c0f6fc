"""The rolls GURPS reminders ask for, and what a failure puts on (``model.Follow``), each condition
named by the rules' own name for it (``state.condition_name``):

* the HT roll against knockdown and stun: Stunned (Unconscious failed by 5 or more or critically,
  a published rule, l.242-250), and either way its victim falls, lying down until it rises, and
  drops what it holds (l.244: "to avoid stun, falling, and dropping anything in hand");
* a death check: Dead (Mortally wounded failed by 1 or 2, l.254); once mortally wounded, failing
  any further HT roll kills (l.254), the half-hourly one too (l.256);
* the HT roll at 0 HP or less: Unconscious (l.195);
* the Will roll at 0 FP or less: Incapacitated until the FP are positive (l.206).
"""

from __future__ import annotations

from pyrules.core.encounter.model import Check, Follow
from pyrules.gurps.data.injury import KNOCKOUT_MARGIN, MORTAL_WOUND_MARGIN
from pyrules.gurps.tracker.state import DEAD, INCAPACITATED, MORTAL, STUNNED, UNCONSCIOUS, condition_name
from pyrules.gurps.tracker.stats import LYING

SUCCESS_DICE = "3d6"
KNOCKED_DOWN_TELLS = "falls prone and drops what it holds"
KNOCKED_DOWN = Follow(condition_name(STUNNED), condition_name(UNCONSCIOUS), KNOCKOUT_MARGIN, worse_on_critical=True,
                      sets=(("posture", LYING),), tells=KNOCKED_DOWN_TELLS)
DEATH_CHECK_FAILED = Follow(condition_name(MORTAL), condition_name(DEAD), MORTAL_WOUND_MARGIN + 1)
PASSED_OUT = Follow(condition_name(UNCONSCIOUS))
DIES = Follow(condition_name(DEAD))
INCAPACITATES = Follow(condition_name(INCAPACITATED))


def ht_roll(target: int, label: str, follow: Follow | None = None) -> Check:
    """A 3d6 roll against an HT of ``target``, as a reminder offers to roll it; ``follow`` is what
    a failure puts on the combatant."""
    return Check(SUCCESS_DICE, target, at_most=True, label=label, follow=follow)


def will_roll(target: int) -> Check:
    """The Will roll at 0 FP or less (G15 l.206), as a reminder offers to roll it; a failure puts
    on Incapacitated."""
    return Check(SUCCESS_DICE, target, at_most=True, label="Will to act", follow=INCAPACITATES)
