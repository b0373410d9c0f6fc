"""An Aftermath! card's attack line picked from the reference's own weapon tables instead of typed:
the Weapons Listing's hand weapons and whips (A9, seed 002 l.197-265) and the Range Table's guns
(l.676-693), each with the BCS typed beside it."""

import random
import re
import sys
from pathlib import Path

import pytest

import gear_seed
from pyrules.aftermath.data.guns import RANGE_ROWS
from pyrules.aftermath.tracker.card import listed_weapons, read_attack, weapon_line
from pyrules.aftermath.weapons import WEAPONS
from pyrules.core.encounter.forms import weapon_fields
from pyrules.core.encounter.session import Session
from pyrules.core.errors import RulesError
from pyrules.gurps.tracker import PLUGIN as GURPS
from keeping.store import Store
from keeping.tracker_store import TrackerStore

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_store import FakeStorage  # noqa: E402  (localStorage as a browser has it)

OFFERED = dict(listed_weapons())
GUN_KEYS = {key for key, *_ in RANGE_ROWS}


def words(text: str) -> list[str]:
    """A name's words, any case, its footnote marks ("⁵", "^{5,6}") and commas dropped."""
    text = re.sub(r"\^\{[\d,]+\}|[⁰¹²³⁴⁵⁶⁷⁸⁹]", " ", text)
    return re.sub(r"[,*:]", " ", text).casefold().split()


def session() -> Session:
    storage = FakeStorage(quota=10**7)
    return Session("aftermath", TrackerStore(Store(storage), "aftermath", "aftermath"), rng=random.Random(1))


def test_every_weapon_of_the_listing_is_offered_by_the_name_its_seed_row_prints():
    for w in WEAPONS:
        if w.key == "rope-weighted-version":  # a rope's weighted line is a choice of the melee attack, not a weapon
            continue
        printed = words(gear_seed.cells(w.line)[0])  # a sub-row prints its last word alone: "hatchet ⁵,⁶"
        assert words(OFFERED[w.key])[-len(printed):] == printed, w.line


def test_every_gun_of_the_range_table_is_offered_by_its_row():
    printed = " ".join(w for n in range(677, 692) for cell in gear_seed.cells(n) for w in words(cell))
    for key, group, label, _ in RANGE_ROWS:  # a row's label may run over two cells: "Shot Load", "Full Choke"
        assert key in OFFERED and " ".join(words(label)) in printed
        assert words(OFFERED[key])[-1] == words(label)[-1] and words(OFFERED[key])[0] == words(group)[0]


@pytest.mark.parametrize("key", sorted(OFFERED))
def test_a_picked_weapons_line_reads_back_as_that_weapon_with_its_bcs(key):
    attack = read_attack(weapon_line(key, 12))
    assert (attack.kind, attack.skill) == (key, 12)


def test_a_weapon_the_tables_do_not_list_or_a_bcs_out_of_bounds_is_refused_naming_the_field():
    with pytest.raises(RulesError) as refused:
        weapon_line("lightsaber", 12)
    assert refused.value.field == "weapon"
    with pytest.raises(RulesError) as refused:
        weapon_line("knife-belt", 100)
    assert refused.value.field == "attacks"


def test_the_card_form_adds_the_picked_weapons_line_after_the_typed_ones():
    s = session()
    s.cards.save(None, {"name": "Dutch", "attacks": "Club 10 club", "weapon": "knife-belt", "weapon_skill": "12"})
    (dutch,) = s.roster.members
    assert dutch.attacks == ("Club 10 club", "Knife, belt 12 knife-belt")
    (opening,) = s.roster.openings(dutch.id, 1)
    assert opening.tool == "aftermath-melee" and opening.values["weapon"] == "knife-belt"


def test_a_picked_gun_opens_the_gun_attack():
    s = session()
    s.cards.save(None, {"name": "Dutch", "weapon": "pistol_std", "weapon_skill": "14"})
    (opening,) = s.roster.openings("m1", 0)
    assert opening.tool == "aftermath-gun" and opening.values == {"bcs": 14, "weapon": "pistol_std"}


def test_a_weapon_picked_without_its_bcs_is_refused_beside_the_bcs():
    s = session()
    with pytest.raises(RulesError) as refused:
        s.cards.save(None, {"name": "Dutch", "weapon": "knife-belt", "weapon_skill": ""})
    assert refused.value.field == "weapon_skill" and s.roster.members == ()


def test_a_game_whose_reference_prints_no_weapon_table_has_its_lines_typed():
    assert weapon_fields(GURPS.card) == ()  # its sw and thr are worked out from the card's ST
