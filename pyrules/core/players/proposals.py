"""An attack a player proposes from the phone, at the game master's side: checked, then accepted or
refused.

On its combatant's turn a player may propose its own attack (``messages.Attack``): one of its
card's attack lines (or a free attack) at combatants it can see. It is checked against the open
encounter as it arrives (``checked``): the player plays one of the party, that combatant acts now,
the line is one of its card's, the targets are at the table and not itself. One that fails is
dropped and counted; one that passes waits on the phone's seat until the game master accepts it
(the attack begins as if its row's button were tapped, and its stages play as ever) or refuses
it. Nothing a player sends begins an attack by itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from pyrules.core.encounter.encounter import Encounter
from pyrules.core.encounter.shown import Shown
from pyrules.core.errors import RulesError
from pyrules.core.players.messages import Attack


@dataclass(frozen=True)
class Proposal:
    """An attack proposed, checked: by whom (``attacker``, an id), with which line (``attack``; None:
    a free attack), at whom (``targets``)."""

    attacker: str
    attack: int | None
    targets: tuple[str, ...]


def checked(proposed: Attack, attacker: str | None, encounter: Encounter) -> Proposal:
    """The attack ``proposed`` by the player of ``attacker`` (None: watching), checked against the
    open encounter; RulesError naming what does not fit."""
    state = encounter.state
    me = None if attacker is None else state.find(attacker)
    if me is None or me.side != "party":
        raise RulesError("Only a player playing one of the party proposes an attack.", "attacker")
    if state.active != me.id:
        raise RulesError(f"{me.name} does not act now.", "attacker")
    if proposed.attack is not None and not 0 <= proposed.attack < len(me.attacks):
        raise RulesError(f"{me.name} has no such attack.", "attack")
    targets = tuple(dict.fromkeys(proposed.targets))
    for target in targets:
        if target == me.id or state.find(target) is None:
            raise RulesError("Choose whom to attack among the others at the table.", "targets")
    return Proposal(me.id, proposed.attack, targets)


def said(player: str, proposal: Proposal, encounter: Encounter) -> str:
    """The proposal as the game master's panel says it: "Mia proposes: Ana’s Broadsword 14 2d+1 cut
    melee at Orc"."""
    me = encounter.combatant(proposal.attacker)
    line = f"a free attack by {me.name}" if proposal.attack is None else f"{me.name}’s {me.attacks[proposal.attack]}"
    names = ", ".join(encounter.combatant(t).name for t in proposal.targets)
    return f"{player} proposes: {line} at {names}"


class Begins(Protocol):
    """What accepting reads of the tracker session: its steps of the attack under way."""

    @property
    def exchanges(self) -> BeginsAttacks: ...


class BeginsAttacks(Protocol):
    def begin(self, cid: str, attack: int | None = None, targets: list[str] | None = None, *,
              confirmed: bool = False) -> Shown: ...


def accept(session: Begins, proposal: Proposal, encounter: Encounter) -> Shown:
    """The attack proposed begun, as its row's attack button begins it, once checked again against
    the encounter as it is now (RulesError when it no longer fits: the turn moved on, a target left)."""
    checked(Attack(proposal.attack, proposal.targets), proposal.attacker, encounter)
    return session.exchanges.begin(proposal.attacker, proposal.attack, list(proposal.targets), confirmed=True)
