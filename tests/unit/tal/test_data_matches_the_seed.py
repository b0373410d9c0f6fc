"""Every table's data, row by row, against the seed's own printed rows."""

import re

from pyrules.tal.data import awards, character, combat, injury, pool, tasks


def test_the_number_line_letters_and_values_are_the_seeds(seed_line):
    first_letters, first_values = seed_line(4), seed_line(5)
    second_letters, second_values = seed_line(6), seed_line(7)
    assert first_letters[0] == pool.NUMBER_LINE_ARROW
    assert [l for l, _ in pool.NUMBER_LINE_FIRST] == first_letters[1:-1]
    assert [str(v) for _, v in pool.NUMBER_LINE_FIRST] == first_values[:-1]
    assert second_letters[0] == "*" and second_letters[-1] == "•"
    assert [l for l, _ in pool.NUMBER_LINE_SECOND] == second_letters[1:-1]
    assert [str(v) for _, v in pool.NUMBER_LINE_SECOND] == second_values[1:-1]


def test_the_number_line_notes_are_printed_as_in_the_seed(seed_text):
    assert seed_text(9) == pool.NUMBER_LINE_WRAP_NOTE
    assert seed_text(11) == pool.ACTIVATION_TIME_TITLE
    assert seed_text(12) == pool.ACTIVATION_TIME_LINE.strip()


def test_every_fatigue_row_is_the_seeds_and_its_numbers_are_in_its_text(seed_line):
    assert tuple(seed_line(15)) == pool.FATIGUE_HEADERS
    for number, (printed, _key, share, speed, roll, effect) in zip((16, 17, 18), pool.FATIGUE):
        assert seed_line(number) == [printed, effect]
        assert f"({share})" in printed
    for printed, _key, _share, speed, roll, effect in pool.FATIGUE[:2]:
        assert f"{speed} penalty to your Combat Speed" in effect
        assert f"+{roll}% penalty to all rolls" in effect


def test_every_recovery_row_is_the_seeds(seed_line):
    assert tuple(seed_line(21)) == pool.RECOVERY_HEADERS
    for number, (name, _key, value) in zip(range(22, 27), pool.RECOVERY):
        assert seed_line(number) == [name, str(value)]


def test_every_plus_points_row_is_the_seeds(seed_line):
    assert tuple(seed_line(29)) == awards.PLUS_POINTS_HEADERS
    for number, (name, _key, award) in zip(range(30, 34), awards.PLUS_POINTS):
        assert seed_line(number) == [name, award]


def test_every_concentration_row_is_the_seeds_and_agrees_with_its_numbers(seed_line):
    for number, (name, _key, check, skill, mod) in zip((36, 37, 38), pool.CONCENTRATION):
        assert seed_line(number) == [name, check]
        assert check.startswith(skill)
        if mod is not None:
            assert check == f"{skill} {'+' if mod > 0 else '-'} {abs(mod)}%"
    assert seed_line(39) == [pool.CONCENTRATION_FAILURE]


def test_every_ability_score_row_is_the_seeds(seed_line):
    assert tuple(seed_line(42)) == character.ABILITY_HEADERS
    for number, row in zip(range(43, 48), character.ABILITY_SCORES):
        assert seed_line(number) == [str(cell) for cell in row]


def test_the_hit_points_rows_are_the_seeds(seed_line):
    assert seed_line(49) == [f"<u>{character.HIT_POINTS_TITLE}</u>"]
    assert [seed_line(50), seed_line(51)] == [list(row) for row in character.HIT_POINTS]


def test_every_number_of_rolls_row_is_the_seeds(seed_line):
    assert tuple(seed_line(54)) == character.ROLLS_HEADERS
    for number, (score, rolls) in zip(range(55, 60), character.NUMBER_OF_ROLLS):
        assert seed_line(number) == [score, str(rolls)]


def test_every_attack_table_row_is_the_seeds(seed_line, seed_text):
    assert tuple(seed_line(63)) == combat.ATTACK_HEADERS
    assert len(combat.ATTACK_TABLE) == 21
    for number, (skill, cells) in zip(range(64, 85), combat.ATTACK_TABLE):
        assert seed_line(number) == [skill, *cells]
    assert seed_text(86) == combat.ATTACK_FOOTNOTE


def test_the_firing_rules_are_the_seeds(seed_text):
    for number, (_name, rule, shift) in zip((94, 95, 96), combat.COVER):
        assert seed_text(number) == f"- {rule}"
        assert f"= {shift} categor" in rule
    assert [seed_text(102), seed_text(103)] == [f"- {rule}" for rule in combat.RANGE_RULES]
    for number, (_name, rule, shift) in zip(range(107, 112), combat.MOVEMENT):
        assert seed_text(number) == f"- {rule}"
        assert f": {'+' if shift > 0 else ''}{shift} categor" in rule
    for number, (_name, rule, low, high) in zip((115, 116), combat.OTHER):
        assert seed_text(number) == f"- {rule}"
        assert f"{'+' if low > 0 else ''}{low} to {'+' if high > 0 else ''}{high} categories" in rule


def test_the_evasion_and_precision_rows_are_the_seeds(seed_line):
    assert tuple(seed_line(120)) == combat.EVASION_HEADERS + combat.PRECISION_HEADERS
    for number, (speed, value), (skill, bonus) in zip((121, 122, 123), combat.EVASION, combat.PRECISION):
        assert seed_line(number) == [speed, str(value), skill, bonus]
    assert seed_line(124) == [combat.EVASION[3][0], str(combat.EVASION[3][1]), combat.PRECISION_FOOTNOTE]
    assert seed_line(125) == [combat.EVASION[4][0], str(combat.EVASION[4][1])]


def test_the_stances_are_the_seeds_and_agree_with_their_numbers(seed_line):
    for number, (name, _key, rule) in zip((129, 130), combat.STANCES):
        assert seed_line(number) == [name, rule]
    assert f"subtract {-combat.ACTIVE_DEFENSE_ROLL}% from roll" in combat.STANCES[0][2]
    assert f"Add {combat.CAUTIOUS_DEFENSE_ROLL}% to dodge" in combat.STANCES[1][2]
    assert combat.CAUTIOUS_ATTACK_TIMES == 2 and "doubled" in combat.STANCES[1][2]


def test_the_overall_speed_tables_are_the_seeds(seed_line, seed_text):
    assert (seed_text(134), seed_text(136)) == character.OVERALL_SPEED_FORMULA
    assert seed_text(138) == character.OVERALL_SPEED_SUBTITLE
    blocks = (
        (140, character.ARMOR_HEADERS, character.ARMOR),
        (146, character.WEAPON_HEADERS, character.WEAPON_SPEED),
        (152, character.ROF_HEADERS, character.MISSILE_ROF_SPEED),
        (159, character.SKILL_RATING_HEADERS, character.SKILL_RATING),
    )
    for start, headers, rows in blocks:
        assert tuple(seed_line(start)) == headers
        for offset, row in enumerate(rows, start=1):
            assert seed_line(start + offset) == [str(cell) for cell in row]
        assert seed_line(start + len(rows) + 1) == []


def test_every_task_modifier_row_is_the_seeds_without_its_markup(seed_line):
    assert tuple(seed_line(169)) == tasks.TASK_HEADERS
    for number, (name, _key, printed) in zip(range(170, 179), tasks.TASK_MODIFIERS):
        assert [re.sub(r"</?i>", "", cell) for cell in seed_line(number)] == [name, printed]


def test_every_task_modifier_rows_key_says_what_its_printed_modifier_says():
    for _name, key, printed in tasks.TASK_MODIFIERS:
        to, value = tasks.TASK_EFFECTS[key]
        assert printed == {"no_roll": "No roll needed", "none": "No modifier"}.get(to, f"+{value} to {to}")
    assert set(tasks.TASK_EFFECTS) == {key for _name, key, _printed in tasks.TASK_MODIFIERS}


def test_every_unconsciousness_rows_key_says_what_its_printed_duration_says():
    assert len(injury.UNCONSCIOUSNESS_ROWS) == len(injury.UNCONSCIOUSNESS)
    for (_roll, printed), (key, times, unit, dies) in zip(injury.UNCONSCIOUSNESS, injury.UNCONSCIOUSNESS_ROWS):
        said = "Instant Death" if not times else (
            f"{'Dead in ' if dies else ''}1d10{' x 10' if times == 10 else ''} {unit}")
        assert printed == said, key
    assert len({key for key, *_ in injury.UNCONSCIOUSNESS_ROWS}) == len(injury.UNCONSCIOUSNESS_ROWS)


def test_every_unconsciousness_row_is_the_seeds(seed_line, seed_text):
    assert seed_text(182) == injury.UNCONSCIOUSNESS_RULE
    assert tuple(seed_line(184)) == injury.UNCONSCIOUSNESS_HEADERS
    for number, row in zip(range(185, 194), injury.UNCONSCIOUSNESS):
        assert seed_line(number) == list(row)


def test_every_healing_row_is_the_seeds(seed_line):
    assert tuple(seed_line(197)) == injury.HEALING_HEADERS
    for number, (hp, activity, _key, healing, times) in zip(range(198, 201), injury.HEALING):
        assert seed_line(number) == [hp, activity, healing]
    assert [times for *_, times in injury.HEALING] == [1, 2, 3]
