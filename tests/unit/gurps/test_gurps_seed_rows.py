"""Every row of the data modules against the seed's own rows (seed 001, read at test time)."""

import re

from pyrules.gurps.data import injury as inj
from pyrules.gurps.data import maneuvers as man
from pyrules.gurps.data import modifiers as mod


def cells(line: str) -> list[str]:
    """The cells of a markdown table row, markup removed."""
    text = line.replace("<i>", "").replace("</i>", "").replace("**", "")
    return [c.strip() for c in text.strip().strip("|").split("|")]


def plain(line: str) -> str:
    return re.sub(r"(?<![A-Za-z+])\*(?!\*)|(?<=[a-z])\*(?= )", "", line.replace("**", "")).strip()


def test_g1_maneuver_modifiers_match_the_seed(seed):
    rows = [cells(seed[n]) for n in range(9, 14)]
    assert [(m.name, m.printed) for m in mod.MANEUVER_MODIFIERS] == [tuple(r) for r in rows]


def test_g2_range_rows_match_the_seed(seed):
    rows = [cells(seed[n]) for n in range(19, 24)]
    assert [(str(r.value.modifier), r.value.printed) for r in mod.RANGE] == [tuple(r) for r in rows]
    for row in mod.RANGE:
        assert row.printed.replace("+", "") in row.value.printed


def test_g3_hit_location_penalties_match_the_seed(seed):
    rows = [cells(seed[n]) for n in range(29, 38)]
    assert [(p, ", ".join(label for _, label in entries)) for p, entries in mod.HIT_LOCATION_PENALTIES] == [tuple(r) for r in rows]
    assert seed[25] == mod.HIT_LOCATION_PENALTIES_TITLE


def test_g4_rapid_fire_rows_match_the_seed(seed):
    rows = [cells(seed[n]) for n in range(43, 52)]
    for (shots, bonus), (printed_bonus, printed_shots) in zip(mod.RAPID_FIRE_ROWS, rows):
        assert printed_bonus == f"+{bonus}"
        assert printed_shots.startswith(f"{shots} shots")
    assert rows[-1][1] == "300-399 shots, etc."


def test_g5_g6_postures_and_complementary_skills_match_the_seed(seed):
    assert [(p.printed_attack, p.printed) for p in mod.POSTURES] == [tuple(cells(seed[n])) for n in range(57, 61)]
    assert [(f"{v:+d}", printed) for _, v, printed in mod.COMPLEMENTARY_SKILLS] == [
        tuple(cells(seed[n])) for n in range(66, 70)]


def test_g7_task_difficulty_matches_both_printed_columns(seed):
    rows = [cells(seed[n]) for n in range(75, 81)]
    printed = [(r[0], r[1]) for r in rows] + [(r[2], r[3]) for r in rows]
    assert list(mod.TASK_DIFFICULTY) == printed


def test_g8_equipment_and_g9_quick_and_dirty_match_the_seed(seed):
    assert [(p, q) for _, p, q in mod.EQUIPMENT] == [tuple(cells(seed[n])) for n in range(86, 92)]
    assert seed[82] == mod.EQUIPMENT_TITLE
    assert plain(seed[95]) == mod.QUICK_AND_DIRTY[0]
    assert plain(seed[97]) == mod.QUICK_AND_DIRTY[1]


def test_g10_base_skill_levels_match_both_printed_columns(seed):
    rows = [cells(seed[n]) for n in range(103, 108)]
    printed = [(r[0], r[1]) for r in rows] + [(r[2], r[3]) for r in rows]
    assert [(r.printed, r.value) for r in mod.BASE_SKILL_LEVELS] == printed


def test_g11_maneuver_cards_match_the_seed(seed):
    lines = [seed[n] for n in range(111, 140) if seed[n].strip()]
    assert len(lines) == len(man.MANEUVERS)
    for card, line in zip(man.MANEUVERS, lines):
        text = line.replace("**", "").replace("*", "")
        assert text == f"{card.name} ({card.move}): {card.text}"


def test_g12_option_cards_match_the_seed(seed):
    lines = [seed[n] for n in range(143, 166) if seed[n].strip()]
    assert len(lines) == len(man.OPTIONS)
    for card, line in zip(man.OPTIONS, lines):
        name, text = line.split(": ", 1)
        assert name == card.name
        assert text.replace("**", "").replace("*", "") == card.text
    assert seed[167] == man.OPTIONS_FOOTNOTE


def test_g13_hit_location_rows_match_the_seed(seed):
    rows = [cells(seed[n]) for n in range(173, 188)]
    assert [(r.roll, r.printed, r.effect) for r in inj.HIT_LOCATIONS] == [tuple(r) for r in rows]
    assert seed[189] == inj.HIT_LOCATIONS_FOOTNOTE


def test_g14_and_g15_lost_points_match_the_seed(seed):
    hp = [seed[n] for n in (193, 195, 197, 199)]
    for (threshold, effect), line in zip(inj.LOST_HIT_POINTS, hp):
        assert line.replace("**", "").replace("*", "") == f"{threshold}: {effect}"
    fp = [seed[203] + " " + seed[204], seed[206], seed[208]]
    for (threshold, effect), line in zip(inj.LOST_FATIGUE_POINTS, fp):
        assert line.replace("**", "").replace("*", "") == f"{threshold}: {effect}"


def test_g16_criticals_match_the_seed(seed):
    assert [seed[n].replace("**", "") for n in (212, 214, 216, 218, 220)] == list(inj.CRITICALS)
    effects = [seed[222]] + [f"Critical success on a defense roll: {seed[n]}" for n in (226, 228)] + [
        seed[n] for n in (230, 232, 234, 236)]
    assert [f"{heading}: {text}" for _, heading, text in inj.CRITICAL_EFFECTS] == effects


def test_g17_injury_rules_match_the_seed(seed):
    texts = [text for _, text in inj.INJURY_RULES]
    expected = [seed[240].split(": ", 1)[1], seed[242].split(": ", 1)[1], seed[244].split(": ", 1)[1],
                seed[246][3:], seed[248][4:], seed[250], seed[252].split(": ", 1)[1],
                seed[254].split(": ", 1)[1], seed[256], seed[258], seed[260], seed[262].split(": ", 1)[1],
                seed[264].replace("**", ""), seed[266].replace("**", "")]
    assert texts == expected


def test_g18_wounding_modifiers_match_the_seed(seed):
    for (printed, types), n in zip(inj.WOUNDING_MODIFIERS, (270, 272, 274, 276)):
        assert seed[n] == f"{printed}: " + ", ".join(f"{name} ({code})" for code, name in types)
