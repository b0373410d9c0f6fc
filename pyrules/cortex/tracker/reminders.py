"""What falls due for a Cortex combatant, and when (seed 003 l.42-48): the Vitality + Willpower
rolls to stay conscious (at Difficulty 7 the moment Stun + Wounds exceed the Life Points, then +4
each further turn the character acts), to stay alive (at 3 the moment the Wounds reach the Life
Points, then once a minute at +4) and to shed a Shock Point (once an hour, at 7), each with the
roll it asks for; and, as healing goes on, the states it brings to an end.

Reminders stay in "Due now" until the turn changes or time passes, while damage and healing go
on: they name the lines a state is drawn at and the Difficulty due, never the Stun or Wounds of
the moment (the row's status shows those, recomputed each time), and a state that healing ends
is said to be over.
"""

from __future__ import annotations

from pyrules.core.encounter.model import Check, Combatant, Follow, Prompt, State
from pyrules.core.encounter.parts import ReminderRules
from pyrules.core.encounter.standing import ATTACK
from pyrules.core.encounter.turns import clock_text
from pyrules.core.explain import signed, steps
from pyrules.cortex.chances import notation
from pyrules.cortex.data import cite
from pyrules.cortex.data.damage import DYING_INCREASE, PASSING_OUT_INCREASE
from pyrules.cortex.states import DamageState
from pyrules.cortex.steps import sides
from pyrules.cortex.tracker.clock import HOUR, MINUTE, dying_rolls, falling_due, shock_rolls
from pyrules.cortex.tracker.log import Since
from pyrules.cortex.tracker.pools import CortexPools
from pyrules.cortex.tracker.standing import CONDITIONS, DEAD, CortexStanding
from pyrules.cortex.tracker.stats import die

PASSES_OUT = Follow("Unconscious", stat="unconscious")  # l.42: "if it fails, tick Unconscious"
DIES = Follow(CONDITIONS[DEAD][0])  # l.48: Dead, put on by its name and read into its key


def survival_dice(combatant: Combatant) -> str:
    """The Vitality + Willpower roll as a player writes it: "d8 + d6"."""
    return notation(sides(die(combatant, "vitality")) + sides(die(combatant, "willpower")))


def survival_roll(combatant: Combatant, difficulty: int, why: str, follow: Follow | None = None) -> Check:
    """The Vitality + Willpower roll against a Difficulty, as a reminder offers to roll it; ``follow``
    is what a failure puts on (to stay conscious: Unconscious ticked; to stay alive: Dead)."""
    return Check(survival_dice(combatant).replace(" ", ""), difficulty, at_most=False,
                 label=f"Vitality + Willpower {why}, Difficulty", follow=follow)


class CortexReminders(ReminderRules):
    """The rolls due at a character's turn, as damage lands or heals, and as minutes and hours pass."""

    def __init__(self, pools: CortexPools, standing: CortexStanding) -> None:
        self.pools = pools
        self.standing = standing

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        """At the start of its turn: the roll to stay alive made and to come, that it is unconscious,
        the roll to stay conscious if it acts, and the seriously wounded steps on every action."""
        if moment != "turn_start":
            return []
        state, standing = self.pools.damage_state(combatant), self.standing.of(combatant)
        if not standing.alive or not (state.dying or state.passing_out or state.seriously_wounded
                                      or state.unconscious):
            return []
        found = self.standing.story(encounter, combatant)
        state = self.pools.damage_state(combatant, found, encounter.clock)
        name, dice = combatant.name, survival_dice(combatant)
        out = []
        if state.dying:
            assert found.dying is not None  # its story tells when the dying began
            out.append(dying_now(name, dice, state, found.dying, encounter.clock))
        if state.unconscious:
            out.append(Prompt(f"{name} is unconscious: record further Stun damage as Shock Points.",
                              source=cite(44)))
        elif state.passing_out_difficulty is not None:
            out.append(Prompt(
                f"{name}: Stun + Wounds exceed the Life Points ({state.life_points}). If you act this turn, roll "
                f"Vitality + Willpower ({dice}) at Difficulty {state.passing_out_difficulty} to stay conscious "
                f"({signed(PASSING_OUT_INCREASE)} each turn you act); if it fails, tick Unconscious.",
                survival_roll(combatant, state.passing_out_difficulty, "to stay conscious", PASSES_OUT)))
        penalty = standing.total(ATTACK)
        if penalty and standing.acts:
            out.append(Prompt(f"{name} is seriously wounded (Wounds at half the Life Points or more, "
                              f"{state.seriously_wounded_at} of {state.life_points}): {steps(penalty)} to "
                              "every action this turn."))
        return out

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """The rolls due the moment damage takes a character past a line: to stay conscious at
        Difficulty 7 (Stun + Wounds over the Life Points), to stay alive at Difficulty 3 (Wounds at
        the Life Points), seed 003 l.42 and l.48; and the states healing brings to an end."""
        was = self.pools.damage_state(before.combatant(combatant_id))
        c = after.combatant(combatant_id)
        now = self.pools.damage_state(c)
        if not self.standing.of(c).alive:
            return []
        name, dice, most = c.name, survival_dice(c), now.life_points
        out = []
        if now.dying and not was.dying:
            assert now.dying_difficulty is not None  # dying
            out.append(Prompt(f"{name} is dying (Wounds reached the Life Points, {most}): roll Vitality + Willpower "
                              f"({dice}) at Difficulty {now.dying_difficulty} to stay alive now, then once a minute "
                              f"at {signed(DYING_INCREASE)} (Difficulty {now.dying_difficulty + DYING_INCREASE} at "
                              f"{clock_text(after.clock + MINUTE)}).",
                              survival_roll(c, now.dying_difficulty, "to stay alive", DIES)))
        if now.passing_out_difficulty is not None and not was.passing_out:
            out.append(Prompt(f"{name}: Stun + Wounds exceed the Life Points ({most}): roll Vitality + Willpower "
                              f"({dice}) at Difficulty {now.passing_out_difficulty} to stay conscious now "
                              f"({signed(PASSING_OUT_INCREASE)} each further turn you act); if it fails, tick "
                              "Unconscious.",
                              survival_roll(c, now.passing_out_difficulty, "to stay conscious", PASSES_OUT)))
        if was.dying and not now.dying:
            out.append(Prompt(f"{name} is no longer dying (Wounds below the Life Points, {most}): no more rolls to "
                              "stay alive."))
        if was.passing_out and not now.passing_out and not now.unconscious:
            out.append(Prompt(f"{name}: Stun + Wounds no longer exceed the Life Points ({most}): no more rolls to "
                              "stay conscious."))
        if was.seriously_wounded and not now.seriously_wounded:
            out.append(Prompt(f"{name} is no longer seriously wounded: no step penalty."))
        if was.shock and not now.shock:
            out.append(Prompt(f"{name} has no Shock Points left: Stun heals again, and no more hourly rolls."))
        return out

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        """The rolls that fall due as time passes, each with its Check and naming its combatant: to
        stay alive once a minute while dying (seed 003 l.48; a failure puts on Dead, one tap after the
        roll), to shed a Shock Point once an hour (l.44). A dead combatant is due none."""
        out = []
        for combatant in encounter.combatants:
            state = self.pools.damage_state(combatant)
            if not (state.dying or state.shock) or not self.standing.of(combatant).alive:
                continue
            found = self.standing.story(encounter, combatant)
            name, dice = combatant.name, survival_dice(combatant)

            def to_live(difficulty: int, why: str, c: Combatant = combatant) -> Check:
                return survival_roll(c, difficulty, why, DIES)

            def to_shed(difficulty: int, why: str, c: Combatant = combatant) -> Check:
                return survival_roll(c, difficulty, why)

            if found.dying is not None:
                first, last = falling_due(MINUTE, found.dying.clock, elapsed_from, elapsed_to)
                if last >= first:
                    out += dying_rolls(name, dice, first, last, combatant.id, to_live)
            if found.shock is not None:
                first, last = falling_due(HOUR, found.shock.clock, elapsed_from, elapsed_to)
                if last >= first:
                    out += shock_rolls(name, dice, first, last, state.shock, combatant.id, to_shed)
        return out


def dying_now(name: str, dice: str, state: DamageState, since: Since, clock: int) -> Prompt:
    """At a dying character's turn: the roll to stay alive made at the last minute and the next to come."""
    rolls = (clock - since.clock) // MINUTE
    difficulty = state.dying_difficulty
    assert difficulty is not None  # dying
    next_at = since.clock + MINUTE * (rolls + 1)
    return Prompt(f"{name} is dying (Wounds at the Life Points or more, {state.life_points}): the roll to stay "
                  f"alive at {clock_text(next_at - MINUTE)} was at Difficulty {state.dying_difficulty}; the next, "
                  f"at {clock_text(next_at)}, is at Difficulty {difficulty + DYING_INCREASE} "
                  f"(Vitality + Willpower, {dice}).")
