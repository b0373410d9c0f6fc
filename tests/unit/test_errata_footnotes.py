"""Each erratum's footnote shows under the tables it touches, attached one way: each ruleset's
``RULESET`` puts them there with ``with_errata``, and its reference tables carry none of their own."""

from __future__ import annotations

import importlib
import re

import pytest

from pyrules import rulesets

# Where every erratum showed when each ruleset still attached its footnotes its own way: by table,
# the source of each erratum footnoted there.
FOOTNOTED = {
    "gurps": {
        "G1": ["001 l.11, 123", "001 l.9, 111"],
        "G3": ["001 l.31-33, 187"],
        "G4": ["001 l.43-51"],  # shotguns at close range (Basic Set p. 409)
        "G12": ["001 l.167"],
        # No Brain (Basic Set pp. 60-61) and internal explosions (p. 415) read against the rows they change
        "G13": ["001 l.173-174, 184", "001 l.185", "001 l.186", "001 l.189", "001 l.31-33, 187"],
        "G15": ["001 l.203-204"],
        "G16": ["001 l.212"],
        "G17": ["001 l.173-178, 246-248", "001 l.254"],
    },
    "aftermath": {
        "A1": ["002 l.13", "002 l.7-13", "002 l.8-10", "002 l.8-9, 697"],
        "A2": ["002 l.22-24", "002 l.30", "002 l.30-32"],
        "A3": ["002 l.56-61"],
        "A4": ["002 l.67"],
        "A5": ["002 l.81"],
        "A7": ["002 l.118", "002 l.150"],
        "A9": ["002 l.201, 256-257", "002 l.202-249, 252-264", "002 l.212", "002 l.220", "002 l.227-228", "002 l.229-230"],
        "A10": ["002 l.286-287"],
        "A11": ["002 l.331"],
        "A12": ["002 l.355-356", "002 l.360-361"],
        "A13": ["002 l.366-367", "002 l.85, 365-367"],
        "A14": ["002 l.371-380"],
        "A15": ["002 l.404-415"],
        "A16": ["002 l.423-429"],
        "A18": ["002 l.451-467", "002 l.472", "002 l.473"],
        "A19": ["002 l.481-482"],
        "A20": ["002 l.485-510"],
        "A22": ["002 l.535, 539, 542"],
        "A25": ["002 l.613"],
        "A26": ["002 l.617-626, 686, 697"],
        "A30": ["002 l.669-672"],
        "A31": ["002 l.677-691"],
        "A32": ["002 l.731-733", "002 l.758"],
        "A33": ["002 l.742-743", "002 l.752"],
        "A35": ["002 l.781"],
    },
    "cortex": {
        "C1": ["003 l.1"],
        "C2": ["003 l.3, 16, 30-33, 46"],
        "C3": ["003 l.7"],
        "C4": ["003 l.12"],
        "C6": ["003 l.27"],
        "C9": ["003 l.38", "003 l.39"],
        "C10": ["003 l.41-46", "003 l.42, 46, 48"],
    },
    "tal": {
        "T1": ["000 l.4-12"],
        "T2": ["000 l.18"],
        "T3": ["000 l.21"],
        "T5": ["000 l.39"],
        "T7": ["000 l.49-51"],
        "T9": ["000 l.61-116", "000 l.66", "000 l.84"],
        "T10": ["000 l.103"],
        "T11": ["000 l.118-124"],
        "T12": ["000 l.129-130"],
        "T13": ["000 l.132-165"],
        "T14": ["000 l.173"],
        "T16": ["000 l.198-200"],
    },
}
ENTRIES = [pytest.param(entry, id=entry.key) for entry in rulesets.RULESETS]


def _footnoted(tables) -> dict[str, list[str]]:
    found = {}
    for table in tables:
        sources = sorted(re.match(r"Erratum \(seed (\d+ l\.[^)]*)\)", note).group(1)
                         for note in table.notes if note.startswith("Erratum ("))
        if sources:
            found[table.key] = sources
    return found


@pytest.mark.parametrize("entry", ENTRIES)
def test_each_tables_errata_footnotes_are_the_ones_it_always_showed(entry):
    assert _footnoted(rulesets.ruleset(entry.key).tables) == FOOTNOTED[entry.key]


@pytest.mark.parametrize("entry", ENTRIES)
def test_an_erratum_footnote_shows_once_under_each_table_it_touches_after_the_tables_own_notes(entry):
    ruleset = rulesets.ruleset(entry.key)
    for table in ruleset.tables:
        errata = [e.footnote for e in ruleset.errata if table.key in (e.table, *e.also)]
        assert table.notes[len(table.notes) - len(errata):] == tuple(errata), table.key


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_rulesets_reference_tables_carry_no_erratum_footnote_of_their_own(entry):
    tables = importlib.import_module(f"pyrules.{entry.key}.reference").TABLES
    footnotes = {e.footnote for e in rulesets.ruleset(entry.key).errata}
    assert [t.key for t in tables if footnotes & set(t.notes)] == []


def test_the_gurps_weapon_hit_location_erratum_shows_under_both_hit_location_tables():
    from pyrules.gurps.errata import WEAPON_HIT_LOCATION

    tables = {t.key: t for t in rulesets.ruleset("gurps").tables}
    assert WEAPON_HIT_LOCATION.footnote in tables["G3"].notes
    assert WEAPON_HIT_LOCATION.footnote in tables["G13"].notes
