"""What falls due for a GURPS combatant, and when: at the start of each turn the HT roll every turn
at 0 HP or less, the Will roll at 0 FP or less (Will left blank is IQ, a published rule), shock from
the injury since the combatant's last turn (G17 l.240), stunned (Do Nothing); at the end of a stunned
combatant's turn its recovery roll; the rolls a blow calls for as it lands (``blow``); the checks
that fall due with game time (``time_checks``).

Every reminder that asks for a roll is a ``Prompt`` with its ``Check``, judged with the criticals
of a 3d6 success roll (``judge``, ``chance``).
"""

from __future__ import annotations

from fractions import Fraction

from pyrules.core import dice
from pyrules.core.encounter.model import Check, Combatant, Prompt, State
from pyrules.core.encounter.parts import Judged, ReminderRules
from pyrules.core.errors import RulesError
from pyrules.core.reference import PUBLISHED_RULE
from pyrules.gurps.criticals import beyond_the_margin, chances_at, judge as judge_roll
from pyrules.gurps.data import cite
from pyrules.gurps.data.injury import DEATH_AT_MULTIPLE, STUNNED_DEFENSE
from pyrules.gurps.tracker import log as tracker_log, time_checks
from pyrules.gurps.tracker.blow import blow_prompts
from pyrules.gurps.tracker.checks import PASSED_OUT, ht_roll, will_roll
from pyrules.gurps.tracker.pools import GurpsPools
from pyrules.gurps.tracker.standing import GurpsStandingRules
from pyrules.gurps.tracker.state import CONSCIOUS, INCAPACITATED_RULE, UNCONSCIOUS_RULE
from pyrules.gurps.tracker.stats import MANEUVER_LABELS, stat, will

SUCCESS_ROLL = dice.parse("3d6")  # the roll of a check that keeps its criticals


def _success_roll(check: Check) -> bool:
    """Whether a reminder's roll is a 3d6 success roll, which keeps its criticals."""
    try:
        notation = dice.parse(check.notation)
    except RulesError:
        return False
    return check.at_most and (notation.groups, notation.modifier, notation.multiplier) == \
        (SUCCESS_ROLL.groups, SUCCESS_ROLL.modifier, SUCCESS_ROLL.multiplier)


class GurpsReminders(ReminderRules):
    """The reminders of GURPS's pools and standing."""

    def __init__(self, pools: GurpsPools, standing: GurpsStandingRules) -> None:
        self.pools = pools
        self.standing = standing

    def at(self, encounter: State, combatant: Combatant, moment: str) -> list[Prompt]:
        if moment == "turn_start":
            return self._turn_start(encounter, combatant)
        if moment == "turn_end":
            return self._turn_end(combatant)
        return []

    def _turn_start(self, encounter: State, combatant: Combatant) -> list[Prompt]:
        """What its standing calls for as its turn starts: the dead none; the HT roll to stay
        conscious and the Will roll to act only while conscious; this turn's maneuver only for one
        that may act."""
        name = combatant.name
        standing = self.standing.facts(combatant, encounter)
        health, fatigue = standing.health, standing.fatigue
        assert health is not None and fatigue is not None  # the plug-in's standing reads both
        if not standing.alive:
            return [Prompt(f"{name} is dead (-{DEATH_AT_MULTIPLE}xHP)." if health.dead else f"{name} is dead.")]
        ht = int(stat(combatant, "ht"))
        said = []
        if standing.mortal:
            said.append(Prompt(f"{name} is mortally wounded: incapacitated."))
        if fatigue.unconscious:
            said.append(Prompt(f"{name} is unconscious (-1xFP) until FP are positive."))
        elif standing.unconscious:
            said.append(Prompt(f"{name} is unconscious: {UNCONSCIOUS_RULE}.", source=PUBLISHED_RULE))
        if standing.stunned:
            said.append(Prompt(f"{name} is stunned: must Do Nothing; defenses {STUNNED_DEFENSE}, no retreat."))
        shock = standing.shock
        if shock is not None and shock.penalty:
            note = "".join(f" ({note})" for note in shock.notes)
            said.append(Prompt(f"{name}: shock {shock.penalty} to DX and IQ this turn ({shock.injury} HP of "
                               f"injury since its last turn){note}.",
                               source=f"{shock.notes[-1]}: {PUBLISHED_RULE}" if shock.published else ""))
        if health.consciousness_roll and not standing.unconscious:
            modifier = sum(m.value for m in standing.on(CONSCIOUS))
            at = f" at {modifier}" if modifier else ""
            said.append(Prompt(f"{name}: roll HT{at} ({ht + modifier}) or pass out, unless it does nothing.",
                               ht_roll(ht + modifier, "HT to stay conscious", PASSED_OUT)))
        if standing.incapacitated:
            said.append(Prompt(f"{name} is incapacitated: {INCAPACITATED_RULE}.", source=cite(206)))
        elif fatigue.will_roll and not standing.unconscious:
            target, whose = will(combatant)
            said.append(Prompt(f"{name}: Will roll ({target}) to take any maneuver but Do Nothing, or be "
                               "incapacitated until FP are positive; on a critical failure, roll vs. HT or have a "
                               f"heart attack.{whose}", will_roll(target), combatant.id,
                               f"Will is IQ: {PUBLISHED_RULE}" if whose else ""))
        maneuver = stat(combatant, "maneuver")
        if maneuver in MANEUVER_LABELS and standing.acts:
            said.append(Prompt(f"{name}: choose this turn's maneuver (last: {MANEUVER_LABELS[maneuver]})."))
        return said

    def _turn_end(self, combatant: Combatant) -> list[Prompt]:
        """The roll to recover from stun at the end of a stunned combatant's turn (none for the dead)."""
        standing = self.standing.facts(combatant)
        if standing.stunned and standing.alive:
            ht, iq = int(stat(combatant, "ht")), int(stat(combatant, "iq"))
            return [Prompt(f"{combatant.name}: roll vs. HT {ht} (or IQ {iq}) to recover from stun; "
                           "on a success it acts normally next turn (clear Stunned).",
                           ht_roll(ht, "HT to recover from stun"))]
        return []

    def on_change(self, before: State, after: State, combatant_id: str, resource: str, amount: int,
                  kind: str) -> list[Prompt]:
        """A blow's immediate rolls (``blow.blow_prompts``), from the pools before and after it."""
        if kind != "damage":
            return []
        was, now = before.combatant(combatant_id), after.combatant(combatant_id)
        hp = (self.pools.current(was, "HP"), self.pools.current(now, "HP"))
        # A blow to FP is fatigue, even one that moves only HP because FP are already at -1xFP.
        fp: tuple[int | None, int | None] = \
            (self.pools.current(was, "FP"), self.pools.current(now, "FP")) if resource == "FP" else (None, None)
        index = next(i for i in range(len(after.log) - 1, -1, -1)  # the blow is at the log's end: read back
                     if after.log[i].kind == "damage" and after.log[i].who == combatant_id)
        entry = after.log[index]
        return blow_prompts(now, tracker_log.Blow(index, combatant_id, *hp, *fp, entry.location, entry.effects,
                                                  resource), self.standing.facts(was))

    def due(self, encounter: State, elapsed_from: int, elapsed_to: int) -> list[Prompt]:
        return time_checks.due(self.standing, encounter, elapsed_from, elapsed_to)

    def judge(self, check: Check, total: int) -> Judged:
        """A 3d6 roll at or under its HT, Will or knockdown target, with the criticals (l.212-220):
        3 or 4 always succeeds (5 at 15+, 6 at 16+ critically), 18 always fails critically, 17
        critically below 16 and as an ordinary failure at 16+, and a roll 10 or more over the
        target fails critically (a published rule). A roll its margin misreads is said in the
        rule's words ("17 always fails")."""
        if not _success_roll(check):
            return super().judge(check, total)
        result = judge_roll(check.target, total)
        said = beyond_the_margin(result)
        return Judged(result.success, 0 if said else abs(result.margin), result.critical, said)

    def chance(self, check: Check) -> Fraction:
        """The exact chance that a reminder's roll succeeds, as ``judge`` judges it."""
        if not _success_roll(check):
            return super().chance(check)
        return chances_at(check.target).success
