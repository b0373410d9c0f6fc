"""The Horse (A12): its statistics as printed, the missing MASS and the attack modes."""

import pytest
from gear_seed import cells, raw_cells, text

from pyrules import RulesError
from pyrules.aftermath.data.world import (
    HOOF_NOTE,
    HORSE_ATTACKS as ATTACKS,
    HORSE_ATTRIBUTES as ATTRIBUTES,
    HORSE_INTRO as INTRO,
    PRINTED_SECOND_LINE,
    SECOND_LINE,
)
from pyrules.aftermath.errata import gear as errata_gear
from pyrules.aftermath.horse import ATTACK_HEADERS, ERRATA, horse_capacity, horse_statistic


def test_the_horses_attributes_are_the_seeds():
    assert text(350) == INTRO
    assert cells(352) == [name for name, _ in ATTRIBUTES]
    assert cells(353) == [value for _, value in ATTRIBUTES]


def test_the_second_line_reads_enc_cap_as_one_statistic_so_nothing_is_missing():
    assert cells(355) == ["SF", "ENC", "CAP", "MASS", "AV"]
    assert " ".join(cells(355)) == " ".join(name for name, _ in SECOND_LINE)
    assert cells(356) == list(PRINTED_SECOND_LINE) == [value for _, value in SECOND_LINE]
    assert horse_statistic("AV") == "3" and horse_statistic("mass") == "32" and horse_statistic("enc cap") == "12"
    assert errata_gear.HORSE_MASS in ERRATA


def test_the_attack_modes_are_the_seeds():
    assert cells(358) == ["Attack modes:"] + list(ATTACK_HEADERS[1:])
    assert raw_cells(359) == ["Teeth", "1.5L", "S", "7", "minus 1 STR Group"]
    assert raw_cells(360)[:4] == ["Hoof, unshod", "1.5C", "A", "10"]
    assert raw_cells(361)[:4] == ["Hoof, shod", "1.7C", "A", ""]
    assert HOOF_NOTE == f"{raw_cells(360)[4]} {raw_cells(361)[4]}"
    assert [a.line for a in ATTACKS] == [359, 360, 361]
    assert ATTACKS[2].row()[3] == "—"


def test_the_horses_enc_cap_is_12():
    assert horse_capacity() == 12
    assert horse_statistic("STR") == "30"


def test_an_unknown_statistic_is_refused():
    with pytest.raises(RulesError):
        horse_statistic("WINGS")
    with pytest.raises(RulesError):
        horse_statistic(None)
