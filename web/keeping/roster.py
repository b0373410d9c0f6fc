"""A ruleset's party roster in storage: every card its own record, ``member.<ruleset>.<id>`` =
{member}, so another tab's change to another card is never overwritten."""

from __future__ import annotations

from pyrules.core.encounter import Roster, plugin
from pyrules.core.encounter.roster import MEMBER_PARTS, MOST_MEMBERS, Member
from pyrules.core.errors import FromNewerVersion
from keeping.ids import Ids, number
from keeping.keys import legacy_roster_key, member_key
from keeping.store import Store


def read_member(data: object, plugin_key: str) -> Member:
    """A stored roster member; RulesError if it is damaged, FromNewerVersion if it holds a part
    or a stat only a newer version writes (a card file holding one is refused instead)."""
    if isinstance(data, dict) and isinstance(data.get("id"), str):
        stats = data.get("stats")
        unknown_stat = isinstance(stats, dict) and not set(stats) <= plugin(plugin_key).card_stat_names
        if unknown_stat or not set(data) <= set(MEMBER_PARTS):
            named = data.get("name")
            card = f"The card “{named.strip()}”" if isinstance(named, str) and named.strip() else "A character card"
            raise FromNewerVersion(f"{card} was saved by a newer version of pyrules", "member")
    roster = Roster.from_dict({"schema": 1, "plugin": plugin_key, "next_id": number(data.get("id")) + 1
                               if isinstance(data, dict) and isinstance(data.get("id"), str) else 1,
                               "members": [data]})
    return roster.members[0]


class Cards:
    """One ruleset's roster cards as records in ``store``."""

    def __init__(self, store: Store, ruleset: str, plugin_key: str, ids: Ids) -> None:
        self.store = store
        self.ruleset = ruleset
        self.plugin_key = plugin_key
        self.ids = ids

    def load(self) -> Roster:
        """The party roster, one record per member."""
        prefix = member_key(self.ruleset, "")
        members = []
        for key in self.store.keys(prefix):
            member = self.store.fresh(key, lambda data: read_member(data, self.plugin_key))
            if member is not None and key == member_key(self.ruleset, member.id):
                members.append(member)
        members.sort(key=lambda m: number(m.id))
        members = members[:MOST_MEMBERS]
        # past every card stored, read or not (set aside, or a newer version's), and every id given
        next_id = max(self.ids.numbers(prefix) | {self.ids.given()["member"]}) + 1
        return Roster(self.plugin_key, tuple(members), next_id)

    def save(self, member: Member) -> bool:
        data = Roster(self.plugin_key, (member,), number(member.id) + 1).to_dict()["members"][0]
        self.ids.give("member", member.id)
        return self.store.save(member_key(self.ruleset, member.id), data)

    def remove(self, member_id: str) -> None:
        self.store.remove(member_key(self.ruleset, member_id))

    def move_in_legacy(self) -> None:
        """Move a roster saved under one key into records; the old key goes only once every record
        is written."""
        roster = self.store.fresh(legacy_roster_key(self.ruleset), Roster.from_dict)
        if roster is not None and all(self.save(m) for m in roster.members):
            self.store.remove(legacy_roster_key(self.ruleset))
