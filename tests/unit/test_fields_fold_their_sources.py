"""A field's help and an exchange's lines say the rule in words; where the rule is printed (a seed
line, or that the reference does not print it) is kept apart, as the field's ``source`` or the
stage's ``cited``, which the page folds behind "Why?"."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from pyrules import rulesets
from pyrules.core.encounter.plugins import plugin
from pyrules.core.errors import RulesError
from pyrules.core.reference import PUBLISHED_RULE

sys.path.insert(0, str(Path(__file__).resolve().parent / "encounter"))
from exchange_helpers import Loaded, from_cards, named  # noqa: E402

CITATION = re.compile(r"seed 00\d|\bl\.\s?\d|published rule|\bassumed\b", re.I)


def _words(f):
    """What a player reads of a field: its label, its help and its choices."""
    return (f.label, f.help, *(label for _, label in f.choices))


def _fields():
    """(where, field) for every calculator field, tracker stat and card field of every ruleset."""
    for key in rulesets.KEYS:
        for tool in rulesets.ruleset(key).tools:
            for f in tool.fields:
                yield f"{tool.key}.{f.name}", f
        tracker = plugin(key)
        for f in tracker.stats:
            yield f"{key} stat {f.name}", f
        for f in tracker.card_form:
            yield f"{key} card {f.name}", f


FIELDS = list(_fields())


@pytest.mark.parametrize("where, f", FIELDS, ids=[where for where, _ in FIELDS])
def test_a_fields_label_help_and_choices_say_the_rule_in_words_and_cite_no_seed_line(where, f):
    assert [text for text in _words(f) if CITATION.search(text)] == []


FORMER_CITATIONS = {
    "gurps-skill.posture": PUBLISHED_RULE,
    "gurps-injury.damage": PUBLISHED_RULE,
    "gurps-injury.damage_type": PUBLISHED_RULE,
    "aftermath-melee.location": "seed 002 l.13",
    "aftermath-gun.location": "seed 002 l.13",
    "aftermath-melee.weighted": "seed 002 l.247",
    **{f"gurps stat {name}": PUBLISHED_RULE for name in ("will", "dodge", "posture", "pain", "scaled_shock")},
    **{f"gurps card {name}": PUBLISHED_RULE
       for name in ("hp", "fp", "will", "move", "dodge", "pain", "scaled_shock")},
    "cortex stat vitality": PUBLISHED_RULE,
    "cortex card vitality": PUBLISHED_RULE,
}


def test_each_citation_a_fields_help_once_held_sits_in_its_source():
    sources = {where: f.source for where, f in FIELDS}
    assert {where: sources[where] for where in FORMER_CITATIONS} == FORMER_CITATIONS


def test_a_fields_help_keeps_the_rule_it_stated():
    helps = {where: f.help for where, f in FIELDS}
    assert helps["gurps stat dodge"] == "Basic Speed + 3, dropping fractions"
    assert helps["gurps card hp"] == "Blank: ST."
    assert helps["gurps card will"] == "Blank: IQ (Will is IQ unless bought up)."
    assert helps["gurps-injury.damage_type"] == "burn, cor, tox (x1) and fat (x1, off FP); kb, knockback only, wounds nothing"
    assert helps["cortex stat vitality"] == "Life Points: Vitality + Willpower maxima"


def test_a_field_that_states_no_printed_rule_has_no_source():
    sources = {where: f.source for where, f in FIELDS}
    assert sources["gurps card basic_speed"] == "" and sources["gurps stat st"] == ""


# -- the exchange ---------------------------------------------------------------------------------

FREE_ATTACK_SOURCES = {"gurps": PUBLISHED_RULE, "aftermath": "", "cortex": "",
                       "tal": "Assumed: the reference prints no skill for an attack with no weapon line."}


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_a_free_attacks_description_says_it_in_words_and_keeps_its_source_apart(key):
    rules = plugin(key).exchange
    assert not CITATION.search(rules.free_attack)
    assert rules.free_attack_source == FREE_ATTACK_SOURCES[key]


# Dice that carry a GURPS punch through a hit (9 on 3d6, after the two initiative tie-breaks) and a
# failed defense (18) to its damage; a TAL free attack through a hit to the damage the GM enters.
FACES = {"gurps": (3, 3, 3, 3, 3, 6, 6, 6), "tal": (10, 90)}


def _free_attack_walk(key):
    """Every stage and the result of a free attack between two fresh combatants, the dice left to
    roll, as far as it goes without the GM entering a value."""
    s = from_cards(key, (("Ann", "party", {}, ""), ("Bo", "foe", {}, "")), rng=Loaded(*FACES.get(key, ())))
    s.exchanges.begin(named(s, "Ann"))
    stages = []
    for _ in range(8):
        now = s.exchanges.now()
        if now.stage is None:
            return stages, now.result
        stages.append(now.stage)
        try:
            s.exchanges.answer({})
        except RulesError:
            break
    return stages, None


@pytest.mark.parametrize("key", rulesets.KEYS)
def test_an_exchanges_titles_sources_and_result_cite_no_seed_line(key):
    stages, result = _free_attack_walk(key)
    said = [stage.title for stage in stages] + [text for stage in stages for text in stage.sources.values()]
    said += [result.text] if result else []
    assert stages and [text for text in said if CITATION.search(text)] == []


def test_a_gurps_punch_is_cited_as_a_published_rule_on_the_skill_it_fills():
    first = _free_attack_walk("gurps")[0][0]
    assert first.sources["base"] == "Punch at DX 10: a punch: DX, thr−1 crushing"
    assert first.cited == {"base": PUBLISHED_RULE}


def test_a_tal_free_attacks_skill_says_where_it_comes_from_and_that_it_is_assumed_apart():
    first = _free_attack_walk("tal")[0][0]
    assert first.sources["skill"] == "a free attack: weapon skill 50, the calculator's own"
    assert first.cited == {"skill": FREE_ATTACK_SOURCES["tal"]}
