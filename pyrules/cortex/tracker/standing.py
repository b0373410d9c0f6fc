"""A Cortex combatant's standing (``core.encounter.standing``): what its damage states (seed 003
l.41-48) let it do, what they put on each roll, and the words its status line shows.

The one place the tracker says what a state does: the status line, the exchange's stages, the
reminders, the initiative roll and the calculators opened from a combatant's row read it.

* **Seriously wounded** (Wounds at half the Life Points or more): −2 steps to all actions (l.46),
  on the attack roll, the defense roll and the initiative roll; a modifier's ``value`` here counts
  steps, not points. The Vitality + Willpower rolls to stay conscious, to stay alive and to shed a
  Shock Point take none: they are no action the character takes (l.42 asks for the roll "each turn
  you take any action", setting the roll apart from the action), and every dying character is
  seriously wounded, so with the penalty the roll to stay alive of l.48 would never be made as printed.
* **Unconscious** (the flag a failed roll to stay conscious ticks, l.42): no action, so no attack;
  no defense roll either: not seeing it coming, not moving around, the Difficulty to hit is 3 (l.10).
* **Dead** (the condition a failed roll to stay alive puts on, l.48): no action, no defense roll,
  and no more rolls of any kind: to stay alive, to stay conscious or to shed a Shock Point.
"""

from __future__ import annotations

from typing import Mapping

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import StandingRules
from pyrules.core.encounter.standing import ATTACK, DEFENSE, UNCONSCIOUS, Modifier, Standing, refused
from pyrules.core.encounter.standing import DEAD as OUT_DEAD
from pyrules.core.explain import signed, steps
from pyrules.cortex.data import cite
from pyrules.cortex.data.combat import UNAWARE_DIFFICULTY
from pyrules.cortex.data.damage import DYING_INCREASE, PASSING_OUT_INCREASE, SERIOUSLY_WOUNDED_STEPS, SHOCK_DIFFICULTY
from pyrules.cortex.states import DamageState
from pyrules.cortex.tracker.log import Story, story
from pyrules.cortex.tracker.pools import CortexPools
from pyrules.cortex.tracker.stats import life_points

INITIATIVE = "initiative"  # Cortex's own roll a state acts on: Agility + Alertness (seed 003 l.1)
DEAD = "dead"  # the condition a failed roll to stay alive puts on (seed 003 l.48), by its key
# The conditions the rules know, by key, and the names a game master may type for each: the first
# is the rules' own, a reminder's follow-up puts it on by it.
CONDITIONS: Mapping[str, tuple[str, ...]] = {DEAD: ("Dead",)}
SERIOUSLY_WOUNDED = "seriously_wounded"  # the kind of the seriously wounded penalty (a form's own flag shows it)
# Where each state's rule is printed: seriously wounded, unconscious, dead, and no defense roll.
SERIOUSLY_WOUNDED_SOURCE, UNCONSCIOUS_SOURCE, DEAD_SOURCE = cite(46), cite(42), cite(48)
UNAWARE_SOURCE = cite(10)


def seriously_wounded(roll: str) -> Modifier:
    """The seriously wounded penalty on one roll: −2 steps (seed 003 l.46)."""
    return Modifier(roll, "steps to all actions, seriously wounded", SERIOUSLY_WOUNDED_STEPS,
                    source=SERIOUSLY_WOUNDED_SOURCE, kind=SERIOUSLY_WOUNDED)


def is_seriously_wounded(modifier: Modifier) -> bool:
    """Whether ``modifier`` is the seriously wounded penalty (a form's own flag shows it)."""
    return modifier.kind == SERIOUSLY_WOUNDED


def standing(name: str, state: DamageState, dead: bool = False) -> Standing:
    """What a combatant named ``name`` in damage state ``state`` may do and puts on each roll;
    ``dead``: it carries the condition Dead."""
    shown = status(state, dead)
    if dead:
        why = f"{name} is dead (a failed roll to stay alive, {DEAD_SOURCE}): no more actions and no more rolls."
        return Standing(False, False, False, False, alive=False, status=shown, out=OUT_DEAD, refusals=(
            refused("acts", why), refused("attacks", why), refused("fires", why),
            refused("defends", f"{no_defense_roll(name, alive=False)} ({UNAWARE_SOURCE}).")))
    modifiers = tuple(seriously_wounded(roll) for roll in (ATTACK, DEFENSE, INITIATIVE)) \
        if state.seriously_wounded else ()
    if state.unconscious:
        why = f"{name} is unconscious: no actions, so no attack, until conscious again ({UNCONSCIOUS_SOURCE})."
        return Standing(False, False, False, False, modifiers=modifiers, status=shown, out=UNCONSCIOUS, refusals=(
            refused("acts", why), refused("attacks", why), refused("fires", why),
            refused("defends", f"{no_defense_roll(name)} ({UNAWARE_SOURCE}).")))
    return Standing(modifiers=modifiers, status=shown)


def no_defense_roll(name: str, alive: bool = True) -> str:
    """Why an unconscious (or, not ``alive``, a dead) combatant makes no defense roll, in words;
    the rule is seed 003 l.10: whoever does not see it coming and move around is at Difficulty 3."""
    why = "unconscious, neither seeing it coming nor moving around" if alive else "dead"
    return f"{name} is {why}: no defense roll; the Difficulty to hit is {UNAWARE_DIFFICULTY}"


def status(state: DamageState, dead: bool = False) -> tuple[str, ...]:
    """The status line: damage against the Life Points, then each state with the roll it calls
    for now; dead, no roll at all."""
    out = []
    if state.stun or state.wounds or state.shock:
        text = f"{state.stun} Stun, {state.wounds} Wounds of {state.life_points} LP"
        out.append(text + (f", {state.shock} Shock" if state.shock else ""))
    if dead:
        return (*out, "dead: no more rolls")
    if state.dying:
        out.append(f"dying: roll to live at {state.dying_difficulty}, {signed(DYING_INCREASE)} a minute")
    if state.unconscious:
        out.append("unconscious: Stun goes to Shock")
    elif state.passing_out:
        out.append(f"passing out: roll at {state.passing_out_difficulty}, {signed(PASSING_OUT_INCREASE)} a turn")
    if state.seriously_wounded:
        out.append(f"seriously wounded: {steps(state.step_penalty)}")
    if state.shock:
        out.append(f"Shock: no Stun heals; roll at {SHOCK_DIFFICULTY} hourly")
    return tuple(out)


class CortexStanding(StandingRules):
    """What a Cortex combatant's damage states and the condition Dead let it do, with the roll due
    now of each state on its status line: the turns and minutes since a state began are read from
    the log, so each row is rebuilt whenever the encounter moves."""

    reads_encounter = True
    conditions = CONDITIONS

    def __init__(self, pools: CortexPools) -> None:
        self.pools = pools

    def story(self, state: State, combatant: Combatant) -> Story:
        """When the combatant's damage states began, read from the log (``log.story``)."""
        return story(state, combatant.id, life_points(combatant), self.pools.taken(combatant))

    def due_now(self, combatant: Combatant, encounter: State | None) -> DamageState:
        """The combatant's damage states with the rolls counted from the log: the Difficulty of each
        roll is the one due now (to stay conscious: 7, +4 each turn begun since; to stay alive: 3,
        +4 each minute since). Without the encounter, the first roll of each."""
        state = self.pools.damage_state(combatant)
        if encounter is None or not (state.dying or state.passing_out_difficulty is not None):
            return state
        return self.pools.damage_state(combatant, self.story(encounter, combatant), encounter.clock)

    def of(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        """What its damage states let it do and put on each roll, and its status line (damage
        against the Life Points, then each state with the roll due now)."""
        return standing(combatant.name, self.due_now(combatant, encounter), combatant.has(DEAD))
