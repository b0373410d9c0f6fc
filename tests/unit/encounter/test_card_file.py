"""Character cards saved to a file and loaded back, for every ruleset: checked whole before any is kept."""

import json
import sys
from pathlib import Path

import pytest

from pyrules import rulesets
from pyrules.core.cards_file import cards_text, file_name, load_cards, read_cards
from pyrules.core.encounter import Roster
from pyrules.core.errors import RulesError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exchange_helpers import reread, session  # noqa: E402

for _key in rulesets.KEYS:
    rulesets.tracker(_key)

# One card of each ruleset, as its card form would fill it in: (stats, attack lines).
CARDS = {
    "gurps": ({"st": "12", "dx": "13", "dodge": "9", "parry": "10", "dr": "3", "dr_locations": "skull 4"},
              "Broadsword 14 2d+1 cut parry 10\nShort Bow 13 1d+1 imp"),
    "aftermath": ({}, "Knife 12 knife-belt"),
    "cortex": ({}, "Pistol d8 d6 d6 wound"),
    "tal": ({}, "Sword 55"),
}


def filled(ruleset: str):
    """A session of ``ruleset`` whose roster holds Rowan (its card above) and Mara (defaults)."""
    s = session(ruleset)
    stats, attacks = CARDS[ruleset]
    s.cards.save(None, {"name": "Rowan", "side": "party", "notes": "Carries the map.", **stats, "attacks": attacks})
    s.cards.save(None, {"name": "Mara", "side": "foe"})
    return s


@pytest.mark.parametrize("ruleset", rulesets.KEYS)
def test_a_roster_saved_to_a_file_loads_back_into_an_empty_roster_as_it_was(ruleset):
    s = filled(ruleset)
    name, text = s.cards.file().download
    assert name == f"pyrules-{ruleset}-cards.json"
    fresh = session(ruleset)
    outcome = fresh.cards.load_file(text)
    assert outcome.notice == "Loaded 2 cards."
    kept = lambda roster: [(m.name, m.side, m.notes, dict(m.stats), m.attacks) for m in roster.members]
    assert kept(reread(fresh).roster) == kept(s.roster)


@pytest.mark.parametrize("ruleset", rulesets.KEYS)
def test_one_card_saved_to_a_file_holds_that_card_alone(ruleset):
    s = filled(ruleset)
    rowan = s.roster.members[0]
    name, text = s.cards.file(rowan.id).download
    assert name == f"pyrules-{ruleset}-rowan.json"
    data = json.loads(text)
    assert (data["pyrules"], data["version"], data["ruleset"]) == ("cards", 1, ruleset)
    assert [card["name"] for card in data["cards"]] == ["Rowan"]
    assert data["cards"][0]["attacks"] == list(rowan.attacks)


def test_a_card_whose_name_is_on_the_roster_is_kept_beside_it_under_a_number_never_over_it():
    s = filled("gurps")
    text = s.cards.file(s.roster.members[0].id).download[1]
    outcome = s.cards.load_file(text)
    assert [m.name for m in s.roster.members] == ["Rowan", "Mara", "Rowan 2"]
    assert outcome.notice == "Loaded 1 card. Already on the roster, kept beside it: Rowan as Rowan 2."
    assert s.roster.members[2].attacks == s.roster.members[0].attacks


def test_a_gurps_cards_blank_hp_stays_blank_to_be_worked_out_from_st():
    s = filled("gurps")
    fresh = session("gurps")
    fresh.cards.load_file(s.cards.file().download[1])
    assert "hp" not in fresh.roster.members[0].stats


def _file(of="gurps", **changes):
    """The data of a card file of ``of``'s two cards, with ``changes`` made to it."""
    s = filled(of)
    data = json.loads(s.cards.file().download[1])
    data.update(changes)
    return data


@pytest.mark.parametrize("data, says", [
    ({"pyrules": "encounter", "encounter": {}}, "This is not a pyrules card file."),
    (_file(version=2), "saved by a newer version of pyrules"),
    (_file(version="1"), "its version does not read"),
    (_file(version=True), "its version does not read"),
    (_file(version=0), "its version does not read"),
    (_file(version=1.0), "its version does not read"),
    (_file(ruleset="tal"), "These cards are for TAL: load them in that game's roster."),
    (_file(ruleset="chess"), "These cards are for another game"),
    (_file(cards=[]), "holds no cards"),
    (_file(cards=[{"name": "Rowan", "hp_now": 3}]), "Card 1 of the file is damaged: “hp_now” is not part of a card."),
    (_file(cards=[{"name": "Rowan"}, "Mara"]), "Card 2 of the file is damaged."),
    (_file(cards=[{"name": "Rowan"}, {"name": "Mara", "stats": {"st": 5000}}]),
     "The card “Mara”: ST: at most 999"),
    (_file(cards=[{"name": "Rowan", "attacks": ["Sword fourteen 2d cut"]}]), "The card “Rowan”: Attacks:"),
    (_file(cards=[{"name": "Rowan", "side": "neutral"}]), "The card “Rowan”: side"),
])
def test_a_card_file_that_does_not_read_is_refused_whole_and_nothing_is_kept(data, says):
    s = session("gurps")
    s.cards.save(None, {"name": "Ana"})
    with pytest.raises(RulesError, match=says.replace("(", r"\(").replace(")", r"\)")):
        s.cards.load_file(json.dumps(data))
    assert [m.name for m in reread(s).roster.members] == ["Ana"]


@pytest.mark.parametrize("text, says", [
    ("{\"pyrules\": \"cards\"", "not valid JSON"),
    ("[" * 100 + "]" * 100, "nested too deeply"),
    ("x" * 2_000_001, "too large"),
])
def test_a_damaged_huge_or_deeply_nested_card_file_is_refused(text, says):
    with pytest.raises(RulesError, match=says):
        read_cards(text, Roster("gurps"))


def test_cards_that_would_overfill_the_roster_are_refused():
    data = _file(cards=[{"name": f"Orc {i}"} for i in range(101)])
    with pytest.raises(RulesError, match="at most 100 cards"):
        read_cards(json.dumps(data), Roster("gurps"))


def test_an_empty_roster_has_nothing_to_save():
    with pytest.raises(RulesError, match="no cards to save"):
        cards_text(Roster("tal"))


def test_loading_read_cards_says_how_many_and_adds_them_in_the_files_order():
    roster = Roster("tal").add("Ana")
    cards = read_cards(json.dumps(_file("tal")), roster)
    roster, said = load_cards(roster, cards)
    assert [m.name for m in roster.members] == ["Ana", "Rowan", "Mara"] and said == "Loaded 2 cards."


def test_a_file_name_is_made_of_the_ruleset_and_the_cards_name():
    assert file_name("cortex", ["Mal Reynolds"]) == "pyrules-cortex-mal-reynolds.json"
    assert file_name("gurps", ["A", "B"]) == "pyrules-gurps-cards.json"


# A stat named by no card of the ruleset: neither a field of its card form nor a stat its combatants carry.
NO_CARD_STAT = {"strength": 30, "SHP": 3}


@pytest.mark.parametrize("ruleset", rulesets.KEYS)
@pytest.mark.parametrize("stat", NO_CARD_STAT)
def test_a_card_file_with_a_stat_no_card_of_its_ruleset_has_is_refused_whole_naming_the_stat(ruleset, stat):
    s = session(ruleset)
    s.cards.save(None, {"name": "Ana"})
    data = _file(ruleset)
    data["cards"][1]["stats"][stat] = NO_CARD_STAT[stat]
    with pytest.raises(RulesError) as refused:
        s.cards.load_file(json.dumps(data))
    name = rulesets.tracker(ruleset).name
    assert refused.value.message == f"The card “Mara”: {'An' if name[0] == 'A' else 'A'} {name} card has no stat “{stat}”."
    assert refused.value.field == "file"
    assert [m.name for m in reread(s).roster.members] == ["Ana"]


@pytest.mark.parametrize("ruleset", rulesets.KEYS)
def test_a_stored_card_with_a_stat_no_card_of_its_ruleset_has_does_not_read(ruleset):
    stored = Roster(ruleset).add("Ana").to_dict()
    stored["members"][0]["stats"]["strength"] = 30
    with pytest.raises(RulesError, match="card has no stat “strength”") as refused:
        Roster.from_dict(stored)
    assert refused.value.field == "members[0].stats.strength"
