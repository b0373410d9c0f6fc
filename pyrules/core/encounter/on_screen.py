"""What one tab has chosen on its tracker, apart from the encounter: an immutable value each tap
changes into the next, as the encounter is.

The opened combatant's row (``opened``) and its keypad (the ``amount`` as tapped, the ``pool``
ticked, None: the first), and the roster member whose card the card form edits (``editing``).
Each is forgotten when what it names is gone (``settled``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pyrules.core.encounter.model import State
from pyrules.core.encounter.roster import Roster

MOST_DIGITS = 5  # the keypad's amount, at most


@dataclass(frozen=True)
class OnScreen:
    opened: str | None = None
    amount: str = ""
    pool: str | None = None
    editing: str | None = None

    def toggled(self, cid: str, pool: str | None) -> OnScreen:
        """A combatant's row opened (or closed, if it was the one opened), its keypad empty on ``pool``."""
        return replace(self, opened=None if self.opened == cid else cid, amount="", pool=pool)

    def keyed(self, key: str) -> OnScreen:
        """A keypad key: a digit (``MOST_DIGITS`` at most, no leading zero), "back" or "clear"."""
        amount = ("" if key == "clear" else self.amount[:-1] if key == "back"
                  else (self.amount + key)[:MOST_DIGITS].lstrip("0"))
        return replace(self, amount=amount)

    def on_pool(self, pool: str | None) -> OnScreen:
        return replace(self, pool=pool)

    def spent(self, pool: str | None) -> OnScreen:
        """The keypad's amount used up on ``pool``."""
        return replace(self, amount="", pool=pool)

    def closed(self) -> OnScreen:
        """No row opened."""
        return replace(self, opened=None)

    def editing_card(self, member_id: str | None) -> OnScreen:
        """The card form on a roster member's card (None: a new card)."""
        return replace(self, editing=member_id)

    def settled(self, state: State, roster: Roster) -> OnScreen:
        """Itself, the opened row and the edited card forgotten when they are gone."""
        opened = None if self.opened is not None and state.find(self.opened) is None else self.opened
        editing = None if self.editing is not None and all(m.id != self.editing for m in roster.members) \
            else self.editing
        return self if (opened, editing) == (self.opened, self.editing) else replace(self, opened=opened, editing=editing)
