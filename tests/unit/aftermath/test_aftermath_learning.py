"""Table of Learning Rate Modifications (A20)."""

import pytest
from gear_seed import cells, text
from hypothesis import given, strategies as st

from pyrules import RulesError
from pyrules.aftermath.data.character import AIDS, CONFLICTS, HINDRANCES, MARKS, OPTIONAL
from pyrules.aftermath.learning import learning_modification, learning_rate


def test_every_row_is_the_seeds():
    assert cells(487) == ["LEARNING AIDS", "VALUE"]
    for number, row in zip(range(488, 493), AIDS.values()):
        assert cells(number) == list(row)
    assert text(494) == "LEARNING HINDRANCES"
    for number, row in zip(range(496, 506), HINDRANCES.values()):
        assert cells(number) == list(row)
    assert text(507) == "Optional Learning Hindrances"
    for number, row in zip((509, 510), OPTIONAL.values()):
        assert cells(number) == list(row)
    assert [text(512), text(513)] == [f"{m} {t}" for m, t in MARKS.items()]


def test_the_net_is_hindrances_minus_aids():
    result = learning_rate(["expert-teacher", "gifted-teacher", "no-facilities", "teaching"])
    assert (result.aid_total, result.hindrance_total, result.net) == (2, 5, 3)
    assert learning_modification(["expert-teacher", "local-language"]) == -2
    assert learning_modification([]) == 0


def test_each_row_counts_its_printed_value():
    for key, (_, value) in AIDS.items():
        assert learning_rate([key]).aid_total == int(value.rstrip("*"))
    for key, (_, value) in HINDRANCES.items():
        if value != "**":
            assert learning_rate([key]).hindrance_total == int(value)


def test_the_firearm_aid_counts_once_per_week():
    result = learning_rate(["extra-ammunition", "extra-ammunition"])
    assert result.aid_total == 1
    assert any("Once per week only" in n for n in result.notes)


def test_a_missing_prerequisite_means_study_is_not_allowed():
    result = learning_rate(["no-prerequisite", "expert-teacher"])
    assert not result.allowed
    assert result.notes[0] == "** Study not allowed."
    with pytest.raises(RulesError, match="Study not allowed"):
        learning_modification(["no-prerequisite"])


@pytest.mark.parametrize("score, added", [(50, 0), (51, 2), (75, 2), (76, 3), (99, 3)])
def test_the_optional_hindrances_by_skill_score(score, added):
    assert learning_rate([], score, optional=True).hindrance_total == added
    assert learning_rate([], score).hindrance_total == 0


@pytest.mark.parametrize("a, b, _why", CONFLICTS)
def test_contradictory_rows_are_refused(a, b, _why):
    with pytest.raises(RulesError):
        learning_rate([a, b])


def test_bad_learning_input_is_refused():
    with pytest.raises(RulesError):
        learning_rate(["bribery"])
    with pytest.raises(RulesError):
        learning_rate([], optional=True)
    with pytest.raises(RulesError):
        learning_rate([], -1, optional=True)


@given(st.sets(st.sampled_from([k for k in HINDRANCES if k not in ("no-prerequisite", "wounded")])))
def test_hindrances_only_ever_raise_the_net(keys):
    assert learning_modification(sorted(keys)) >= 0
