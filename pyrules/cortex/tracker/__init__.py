"""The Cortex Classic (Serenity) encounter-tracker plug-in (key "cortex").

Per combatant: the Vitality, Willpower, Agility and Alertness dice, and an
Unconscious flag the GM ticks when a roll to stay conscious fails.

* **Life Points** = Vitality die max + Willpower die max (a published rule, not
  in the reference: ``states.life_points``).
* **Pools.** "Stun", "Wounds" and "Shock" count the damage taken up from 0, against
  the Life Points ("Wounds 5 of 14"; damage may run past them). Damage to Stun
  while Unconscious is recorded as Shock Points (seed 003 l.44). Stun does not heal
  while there are Shock Points; healing Shock changes Shock Points into ordinary
  Stun, one for one (the hourly roll, seed 003 l.44).
* **Armor**: the rating of the protective gear worn, the Wounds it stops (seed 003 l.35); the
  exchange's damage stage takes it from the target. A combatant or card saved before it had Armor
  reads as wearing none (``Plugin.stat``: a missing stat is its field's default).
* **Initiative**: an Agility + Alertness roll, highest first (seed 003 l.1); ties
  keep the order they were in and the GM breaks them (the erratum on l.1). Seriously
  wounded, the roll is made at −2 steps (l.46: "all actions").
* **A turn is 3 seconds** (``round_seconds``): Serenity's combat turn is "about
  three seconds" (a published rule, not in the reference), so 20 rounds make the
  minute between rolls to stay alive.
* **States** at the reference's exact words (the erratum on seed 003 l.42, 46, 48): passing out when
  Stun + Wounds exceed the Life Points (a Vitality + Willpower roll at Difficulty 7
  the moment the damage lands, then +4 each further turn the character acts,
  counted from the log); Shock Points while unconscious (an hourly roll at 7
  changes one to Stun); seriously wounded at Wounds of half the Life Points or
  more (−2 steps to all actions); dying at Wounds equal to the Life Points or more
  (a roll at 3 the moment the damage lands, then once a minute at +4).

* **Standing** (``tracker.standing``): what these states let a combatant do and put on each roll,
  read by the status line, the reminders, the exchange, initiative and the calculators opened from
  its row: seriously wounded, −2 steps on its attack, defense and initiative rolls; Unconscious, no
  action and no defense roll (Difficulty 3 to hit, l.10); Dead (the condition a failed roll to stay
  alive puts on), no more rolls of any kind.

The log's memory of when each state began is ``tracker.log``; the rolls that fall due
as minutes and hours pass are ``tracker.clock``.
"""

from __future__ import annotations

import random

from pyrules.cortex.tracker import card as character, exchange as exchanges, standing as standings
from pyrules.core import validate
from pyrules.core.dice import roll
from pyrules.core.encounter.model import Check, Combatant, Follow, Prompt, State
from pyrules.core.encounter.wide_plugin import WidePlugin, composed
from pyrules.core.encounter.plugins import Initiative, Resource, register_plugin
from pyrules.core.encounter.standing import ATTACK, DEFENSE, Standing
from pyrules.core.encounter.turns import clock_text
from pyrules.core.errors import RulesError, shown
from pyrules.core.explain import signed, steps
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.core.fields import Field
from pyrules.cortex.chances import notation
from pyrules.cortex.states import (
    MAX_POINTS,
    MAX_ROLLS,
    DamageState,
    damage_state,
    convert_shock_point,
    life_points,
    take_damage,
)
from pyrules.cortex.data import cite
from pyrules.cortex.data.damage import DYING_INCREASE, PASSING_OUT_INCREASE, SERIOUSLY_WOUNDED_STEPS
from pyrules.cortex.data.published import LIFE_POINTS_NOTE
from pyrules.cortex.rolls import build_roll, roll_pool
from pyrules.cortex.steps import parse_die, sides
from pyrules.cortex.tools import ATTRIBUTE_CHOICES
from pyrules.cortex.tracker.clock import HOUR, MINUTE, ROUND_SECONDS, dying_rolls, falling_due, shock_rolls
from pyrules.cortex.tracker.log import POOLS, SHOCK, STUN, WOUNDS, Since, Story, Taken, story

ROUND_RULE = f"A turn is {ROUND_SECONDS} seconds: Serenity's combat turn is about three seconds. {PUBLISHED_RULE}"
POOL_RULE = ("Stun, Wounds and Shock count the damage taken against the Life Points; Stun damage while "
             f"Unconscious goes to Shock ({cite(44)}); healing Shock turns it into Stun.")
TIE_RULE = f"Tied initiative rolls keep the order they were in; the GM breaks the tie ({cite(1)})."
NOTES: tuple[str, ...] = (LIFE_POINTS_NOTE, ROUND_RULE, POOL_RULE, TIE_RULE)

STATS: tuple[Field, ...] = (
    Field("vitality", "Vitality", "choice", "d6", ATTRIBUTE_CHOICES, help="Life Points: Vitality + Willpower maxima",
          source=PUBLISHED_RULE),
    Field("willpower", "Willpower", "choice", "d6", ATTRIBUTE_CHOICES, help="Life Points: Vitality + Willpower maxima"),
    Field("agility", "Agility", "choice", "d6", ATTRIBUTE_CHOICES, help="Initiative: Agility + Alertness"),
    Field("alertness", "Alertness", "choice", "d6", ATTRIBUTE_CHOICES, help="Initiative: Agility + Alertness"),
    Field("armor", "Armor", "int", 0, low=0, high=999, help="Its rating: the Wounds it stops", source=cite(35)),
    Field("unconscious", "Unconscious", "flag", False, help="Tick when a roll to stay conscious fails"),
)


def die(combatant: Combatant, name: str) -> str:
    """The combatant's die for stat ``name`` (its default when unset)."""
    return parse_die(PLUGIN.stat(combatant, name), name, allow_d0=False)


def unconscious(combatant: Combatant) -> bool:
    return PLUGIN.stat(combatant, "unconscious") is True


def dead(combatant: Combatant) -> bool:
    """Whether the combatant carries the condition Dead (a failed roll to stay alive puts it on)."""
    return combatant.condition(standings.DEAD) is not None


def lp(combatant: Combatant) -> int:
    """Life Points: Vitality die max + Willpower die max (published rule, not in the reference)."""
    return life_points(die(combatant, "vitality"), die(combatant, "willpower"))


def survival_roll(combatant: Combatant, difficulty: int, why: str, follow: Follow | None = None) -> Check:
    """The Vitality + Willpower roll against a Difficulty, as a reminder offers to roll it; ``follow``
    is what a failure puts on (to stay conscious: Unconscious ticked; to stay alive: Dead)."""
    return Check(survival_dice(combatant).replace(" ", ""), difficulty, at_most=False,
                 label=f"Vitality + Willpower {why}, Difficulty", follow=follow)


PASSES_OUT = Follow("Unconscious", stat="unconscious")  # l.42: "if it fails, tick Unconscious"
DIES = Follow(standings.DEAD)  # l.48


def survival_dice(combatant: Combatant) -> str:
    """The Vitality + Willpower roll as a player writes it: "d8 + d6"."""
    return notation(sides(die(combatant, "vitality")) + sides(die(combatant, "willpower")))


class CortexPlugin(WidePlugin):
    """Cortex Classic (Serenity): Life Points, Stun, Wounds and Shock Points, and the damage effects of C10."""

    key = "cortex"
    name = "Cortex Classic (Serenity)"
    round_seconds = ROUND_SECONDS
    stats = STATS
    status_reads_encounter = True  # the roll due now counts the turns and minutes since a state began
    card_fields = tuple(f for f in STATS if f.name != "unconscious")  # what lasts between encounters
    attack_rules = character.ATTACKS
    exchange = exchanges.EXCHANGE

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict]:
        """The Difficulty to hit it, as its standing has it defend: its innate Agility roll, two
        steps down seriously wounded (seed 003 l.46); unconscious or dead, no roll: Difficulty 3 (l.10)."""
        standing = self.standing(combatant, encounter)
        values = {"agility": die(combatant, "agility"),
                  "wounded": any(standings.is_seriously_wounded(m) for m in standing.on(DEFENSE))}
        if not standing.defends:
            values |= {"defense": "unaware", "wounded": False}
        return {"cortex-defense": values}

    # -- pools ----------------------------------------------------------------
    def resources(self, combatant: Combatant) -> tuple[Resource, ...]:
        most = lp(combatant)
        serious = -(-most // 2)  # seriously wounded: Wounds at half the Life Points or more
        return tuple(Resource(pool, most, label=pool, counts_up=True, low_from=serious if pool == "Wounds" else most)
                     for pool in POOLS)

    def taken(self, combatant: Combatant) -> Taken:
        """Stun, Wounds and Shock Points taken (a pool set below 0 by hand reads as 0)."""
        stun, wounds, shock = (max(0, self.current(combatant, pool)) for pool in POOLS)
        return Taken(stun, wounds, shock)

    def damage_state(self, combatant: Combatant, story_: Story | None = None, clock: int = 0) -> DamageState:
        """The combatant's damage states (states.DamageState), the rolls counted from ``story_``."""
        t = self.taken(combatant)
        passing = dying = 0
        if story_ is not None:
            passing = story_.turns_over
            if story_.dying is not None:
                dying = (clock - story_.dying.clock) // MINUTE
        return damage_state(
            lp(combatant), min(t.stun, MAX_POINTS), min(t.wounds, MAX_POINTS), min(t.shock, MAX_POINTS),
            unconscious=unconscious(combatant),
            passing_out_rolls=min(max(0, passing), MAX_ROLLS),
            dying_rolls=min(max(0, dying), MAX_ROLLS),
        )

    def story(self, state: State, combatant: Combatant) -> Story:
        """When the combatant's damage states began, read from the log (``log.story``)."""
        return story(state, combatant.id, lp(combatant), self.taken(combatant))

    def damage(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """Stun or Wounds taken (Stun as Shock Points while Unconscious, seed 003 l.44), or Shock recorded."""
        amount = validate.whole(amount, "amount", low=1, high=MAX_POINTS)
        pool = self.resource(combatant, resource).name
        t = self.taken(combatant)
        if pool == SHOCK:
            return {SHOCK: t.shock + amount}
        new_stun, new_wounds = (amount, 0) if pool == STUN else (0, amount)
        after = take_damage(t.stun, t.wounds, t.shock, new_stun, new_wounds, unconscious=unconscious(combatant))
        if after.stun_as_shock:
            return {SHOCK: after.shock}
        return {pool: after.stun if pool == STUN else after.wounds}

    def heal(self, combatant: Combatant, resource: str, amount: int) -> dict[str, int]:
        """Stun (not while there are Shock Points, seed 003 l.44) or Wounds healed; Shock changed into Stun."""
        amount = validate.whole(amount, "amount", low=1, high=MAX_POINTS)
        pool = self.resource(combatant, resource).name
        t = self.taken(combatant)
        if pool == SHOCK:
            stun, shock = t.stun, t.shock
            for _ in range(min(amount, shock)):
                stun, shock = convert_shock_point(stun, shock)
            return {SHOCK: shock, STUN: stun}
        if pool == STUN:
            if not self.damage_state(combatant).stun_heals:
                points = "Point" if t.shock == 1 else "Points"
                raise RulesError(
                    f"{shown(combatant.name)} has {t.shock} Shock {points}: no Stun heals until they are gone "
                    f"({cite(44)}). "
                    "Heal Shock to change a point into Stun.", "resource")
            return {STUN: max(0, t.stun - amount)}
        return {WOUNDS: max(0, t.wounds - amount)}

    # -- turns ----------------------------------------------------------------
    def initiative(self, combatant: Combatant, rng: random.Random) -> Initiative:
        """An Agility + Alertness roll (seed 003 l.1); seriously wounded, at −2 steps (l.46)."""
        agility, alertness = die(combatant, "agility"), die(combatant, "alertness")
        wounded = any(standings.is_seriously_wounded(m) for m in self.standing(combatant).on(standings.INITIATIVE))
        built = build_roll(agility, alertness, wounded=wounded)
        rolled = roll_pool(built.sides, rng)
        text = f"Agility {agility} + Alertness {alertness}"
        if wounded:
            text += f", {steps(SERIOUSLY_WOUNDED_STEPS)} (seriously wounded): {built.dice}"
        faces = " + ".join(str(face) for face in rolled.faces)
        text += f": {faces} = {rolled.total}" if len(rolled.faces) > 1 else f": {rolled.total}"
        tie = roll("d100", rng).total  # the reference gives no tie-break: a roll, said so
        return Initiative(rolled.total, tie, f"{text}; a tie goes to the higher d100, {tie} (the rules give no tie-break)")

    # -- what shows -----------------------------------------------------------
    def due_now(self, combatant: Combatant, encounter: State | None) -> DamageState:
        """The combatant's damage states with the rolls counted from the log: the Difficulty of each
        roll is the one due now (to stay conscious: 7, +4 each turn begun since; to stay alive: 3,
        +4 each minute since). Without the encounter, the first roll of each."""
        state = self.damage_state(combatant)
        if encounter is None or not (state.dying or state.passing_out_difficulty is not None):
            return state
        return self.damage_state(combatant, self.story(encounter, combatant), encounter.clock)

    def standing(self, combatant: Combatant, encounter: State | None = None) -> Standing:
        """What its damage states let it do and put on each roll, and its status line (damage
        against the Life Points, then each state with the roll due now): ``tracker.standing``."""
        return standings.standing(combatant.name, self.due_now(combatant, encounter), dead(combatant))

    # Reminders stay in "Due now" until the turn changes or time passes, while damage and
    # healing go on: they name the lines a state is drawn at and the Difficulty due, never
    # the Stun or Wounds of the moment (the row's status shows those, recomputed each time),
    # and a state that healing ends is said to be over.
    def reminders(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment != "turn_start":
            return []
        state, standing = self.damage_state(combatant), self.standing(combatant)
        if not standing.alive or not (state.dying or state.passing_out or state.seriously_wounded
                                      or state.unconscious):
            return []
        found = self.story(encounter, combatant)
        state = self.damage_state(combatant, found, encounter.clock)
        name, dice = combatant.name, survival_dice(combatant)
        out = []
        if state.dying:
            assert found.dying is not None  # its story tells when the dying began
            out.append(self._dying_now(name, dice, state, found.dying, encounter.clock))
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

    def _dying_now(self, name: str, dice: str, state: DamageState, since: Since, clock: int) -> Prompt:
        rolls = (clock - since.clock) // MINUTE
        difficulty = state.dying_difficulty
        assert difficulty is not None  # dying
        next_at = since.clock + MINUTE * (rolls + 1)
        return Prompt(f"{name} is dying (Wounds at the Life Points or more, {state.life_points}): the roll to stay "
                      f"alive at {clock_text(next_at - MINUTE)} was at Difficulty {state.dying_difficulty}; the next, "
                      f"at {clock_text(next_at)}, is at Difficulty {difficulty + DYING_INCREASE} "
                      f"(Vitality + Willpower, {dice}).")

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """The rolls due the moment damage takes a character past a line: to stay conscious at
        Difficulty 7 (Stun + Wounds over the Life Points), to stay alive at Difficulty 3 (Wounds at
        the Life Points), seed 003 l.42 and l.48; and the states healing brings to an end."""
        was, now = self.damage_state(before.combatant(combatant_id)), self.damage_state(after.combatant(combatant_id))
        c = after.combatant(combatant_id)
        if not self.standing(c).alive:
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
            state = self.damage_state(combatant)
            if not (state.dying or state.shock) or not self.standing(combatant).alive:
                continue
            found = self.story(encounter, combatant)
            name, dice = combatant.name, survival_dice(combatant)

            def to_live(difficulty: int, why: str, c=combatant) -> Check:
                return survival_roll(c, difficulty, why, DIES)

            def to_shed(difficulty: int, why: str, c=combatant) -> Check:
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


PLUGIN = register_plugin(composed(CortexPlugin()))
