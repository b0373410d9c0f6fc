"""Every table of seed 003 against the seed's own rows; reference tables and errata."""

import pytest
import reference_files

from pyrules.core.reference import PUBLISHED_RULE, ReferenceTable, with_errata
from pyrules.cortex.data import cite
from pyrules.cortex.data import combat as ct
from pyrules.cortex.data import damage as dt
from pyrules.cortex.data.published import DIFFICULTIES, EXTRAORDINARY_MARGIN, LADDER_NOTE, WEAPON_TYPE_NOTE
from pyrules.cortex.errata import ERRATA, ODD_POINT, STEP_OVERFLOW, WEAPON_BELOW_ZERO
from pyrules.cortex.reference import TABLES
from pyrules.cortex.ruleset import RULESET


def seed_lines():
    return reference_files.text("003_0744a9c84213f3d1.txt").splitlines()


def test_movement_rows_are_as_printed():
    assert [(p.name, p.printed, p.actions_printed, p.feet, p.actions) for p in ct.MOVEMENT] == [
        ("Base speed", "15 feet per turn", "doesn’t count as an action", 15, 0),
        ("Hustle", "30 ft. per turn", "1 action", 30, 1),
        ("Run", "30 ft. + Attribute + Athletics/Running", "2 actions", 30, 2),
    ]


def test_cover_rows_are_as_printed():
    assert [(c.name, c.printed, c.value, c.description) for c in ct.COVER] == [
        ("Light cover", "+4", 4, "prone; half concealed"),
        ("Medium cover", "+8", 8, "more than half concealed"),
        ("Heavy cover", "+12", 12, "mostly concealed"),
        ("Near-total cover", "+16", 16, "almost all concealed"),
    ]


def test_visibility_rows_are_as_printed():
    assert [(v.name, v.value) for v in ct.VISIBILITY] == [
        ("Dim; light fog", 4), ("Dark; thick fog", 8), ("Pitch Black", None),
    ]
    assert ct.VISIBILITY[2].printed.endswith("Lowest roll takes the hit.")


def test_range_rows_are_as_printed():
    assert [(r.name, r.printed, r.steps) for r in ct.RANGE] == [
        ("Point-blank", "+1 Skill step", 1),
        ("Short", "—", 0),
        ("Medium", "–2 Skill steps", -2),
        ("Long", "–4 Skill steps", -4),
    ]


def test_the_numbers_in_the_rule_blocks_are_the_printed_ones():
    assert ct.EXTRA_ACTION_STEPS == -1
    assert ct.UNAWARE_DIFFICULTY == 3
    assert ct.ALL_OUT_DEFENSE_STEPS == 2
    assert (dt.PASSING_OUT_DIFFICULTY, dt.PASSING_OUT_INCREASE) == (7, 4)
    assert dt.SHOCK_DIFFICULTY == 7
    assert dt.SERIOUSLY_WOUNDED_STEPS == -2
    assert (dt.DYING_DIFFICULTY, dt.DYING_INCREASE) == (3, 4)


def test_the_published_difficulties_run_easy_3_to_impossible_31_in_fours():
    assert [v for _, v in DIFFICULTIES] == list(range(3, 32, 4))
    assert EXTRAORDINARY_MARGIN == 7


def _printed_texts():
    texts = [ct.INITIATIVE, ct.ACTIONS, ct.COVER_TEXT, ct.VISIBILITY_TEXT, ct.RANGE_TEXT, ct.PROTECTIVE_GEAR]
    texts += [d.printed for d in ct.DEFENSES]
    texts += [f"{c.name} {c.printed} ({c.description})" for c in ct.COVER]
    texts += [f"{v.name} {v.printed}" if v.value is not None else f"{v.name}: {v.printed}" for v in ct.VISIBILITY]
    texts += [f"{r.name} {r.printed}" for r in ct.RANGE]
    texts += [f"{p.name} ({p.printed}): {p.actions_printed}" for p in ct.MOVEMENT[1:]]
    texts += [r.printed for r in dt.DETERMINING_DAMAGE]
    texts += [f"{r.name}: {r.printed}" for r in dt.DAMAGE_EFFECTS]
    return texts


@pytest.mark.parametrize("text", _printed_texts())
def test_every_printed_text_is_in_the_seed_word_for_word(text):
    assert text in "\n".join(seed_lines())


def test_the_movement_text_is_split_from_the_seed_line_5():
    assert seed_lines()[4] == ct.MOVEMENT_TEXT


def test_every_tables_md_id_of_seed_003_has_exactly_one_reference_table():
    ids = []
    in_cortex = False
    for line in reference_files.text("TABLES.md").splitlines():
        if line.startswith("## "):
            in_cortex = line.startswith("## 003")
        elif in_cortex and line.startswith("| C"):
            ids.append(line.split("|")[1].strip())
    assert ids == [f"C{i}" for i in range(1, 11)]
    keys = [t.key for t in TABLES]
    assert sorted(keys, key=lambda k: int(k[1:])) == ids
    assert len(set(keys)) == len(keys)


def test_there_are_ten_reference_tables_c1_to_c10():
    assert [t.key for t in TABLES] == [f"C{i}" for i in range(1, 11)]
    assert all(isinstance(t, ReferenceTable) for t in TABLES)


def test_each_reference_table_names_a_tool_of_the_ruleset_and_a_source():
    tool_keys = {t.key for t in RULESET.tools}
    for table in TABLES:
        assert table.tool in tool_keys | {"cortex-tracker"}
        assert table.source.startswith("003 l.")
        assert table.rows or table.text


def test_reference_tables_are_built_from_the_data():
    by_key = {t.key: t for t in TABLES}
    assert by_key["C5"].rows[0] == ("Light cover", "+4", "prone; half concealed")
    assert by_key["C7"].rows[1] == ("Short", "—")
    assert by_key["C3"].rows[2][1] == ct.MOVEMENT[2].printed
    assert by_key["C10"].rows[3][1] == dt.DAMAGE_EFFECTS[3].printed
    assert by_key["C1"].text == (ct.INITIATIVE,)


def test_every_erratum_is_a_footnote_of_its_reference_table():
    by_key = {t.key: t for t in RULESET.tables}
    for erratum in ERRATA:
        assert erratum.seed == "003"
        assert erratum.footnote in by_key[erratum.table].notes


def test_a_tables_own_notes_come_first_then_each_of_its_errata_once():
    by_key = {t.key: t for t in RULESET.tables}
    assert by_key["C2"].notes == (LADDER_NOTE, STEP_OVERFLOW.footnote)
    assert by_key["C5"].notes == ()
    assert by_key["C9"].notes == (WEAPON_TYPE_NOTE, ODD_POINT.footnote, WEAPON_BELOW_ZERO.footnote)


def test_a_rule_is_cited_by_seed_and_line():
    assert cite(38) == "seed 003 l.38"
    assert cite("30-33") == "seed 003 l.30-33"


def test_the_odd_point_and_exceed_readings_are_recorded():
    by_table = {(e.table, e.lines) for e in ERRATA}
    assert ("C9", "38") in by_table
    assert any(e.table == "C10" and "42" in e.lines and "48" in e.lines for e in ERRATA)


def test_each_erratum_quotes_what_the_seed_prints():
    text = " ".join(seed_lines())
    for erratum in ERRATA:
        for part in erratum.printed.split(" … "):
            for piece in part.split("; "):
                piece = piece.split(": ", 1)[-1] if erratum.table == "C10" else piece
                assert piece.strip(" …") in text, (erratum.table, piece)


def test_published_rules_are_marked_in_the_reference():
    notes = " ".join(n for t in TABLES for n in t.notes)
    assert PUBLISHED_RULE in notes
    assert "Life Points = Vitality die max + Willpower die max" in notes
    assert "Easy 3" in notes and "Impossible 31" in notes


def test_the_ruleset_bundles_tools_tables_and_errata():
    assert RULESET.key == "cortex"
    assert RULESET.tables == with_errata(TABLES, ERRATA) and RULESET.errata == ERRATA
    assert [t.key for t in RULESET.tools] == [
        "cortex-roll", "cortex-defense", "cortex-damage", "cortex-initiative", "cortex-movement",
    ]
