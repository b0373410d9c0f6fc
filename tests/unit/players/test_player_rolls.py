"""A player's roll at the game master's side: kept in the roll log under the player's name, and
offered for the field of the attack under way that asks that player's combatant for it, for the
game master to accept; never applied by itself."""

import sys
from pathlib import Path

from pyrules.core.players import messages as M
from pyrules.core.players.player_rolls import Suggestion, logged, still_open, suggested, suggestion

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402  (the tracker tests' sessions)

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12"}, "")


def gurps_attack():
    """The Fighter's broadsword at the Orc, under way at its attack roll."""
    s = from_cards("gurps", (FIGHTER, ORC))
    s.exchanges.begin(named(s, "Fighter"), 0)
    return s, named(s, "Fighter"), named(s, "Orc")


def test_a_roll_lands_in_the_roll_log_under_the_players_name_and_combatant():
    rolled = logged(M.Roll("Dodge", "3d6", (2, 5, 1), 8, 9), "Mia", "Ana")
    assert (rolled.notation, rolled.total, rolled.faces, rolled.source) == ("3d6", 8, (2, 5, 1), "Mia · Ana")
    assert (rolled.said, rolled.met) == ("Dodge: made it: ≤ 9", True)


def test_a_roll_is_judged_against_its_target_by_its_total_not_by_what_the_phone_said():
    assert logged(M.Roll("Luck", "d100", (12,), 12, 40, "at_least"), "Mia").said == "Luck: missed: ≥ 40"
    assert logged(M.Roll("", "d100", (55,), 55, 40, "at_least"), "Mia").said == "Made it: ≥ 40"
    plain = logged(M.Roll("Initiative", "d10", (7,), 7), "Mia", "Mia")
    assert (plain.said, plain.met, plain.source) == ("Initiative", None, "Mia")


def test_the_attackers_player_rolling_the_asked_dice_is_offered_the_attack_roll():
    s, fighter, orc = gurps_attack()
    offered = suggested(s, fighter, M.Roll("Broadsword", "3D6", (1, 2, 3), 6))
    assert offered == Suggestion(s.exchange.id, "attack", "Fighter’s Broadsword", "roll", "3d6 roll", 6)
    assert offered.raw == {"roll": "6"} and offered.said == "Fighter’s Broadsword: 3d6 roll 6"


def test_a_roll_offered_changes_nothing_until_the_game_master_accepts_it():
    s, fighter, _ = gurps_attack()
    before = (s.encounter, s.exchange)
    offered = suggested(s, fighter, M.Roll("", "3d6", (1, 2, 3), 6))
    assert (s.encounter, s.exchange) == before
    s.exchanges.answer(offered.raw)
    assert s.exchange.stages[0][1]["roll"] == 6


def test_a_roll_is_offered_only_to_the_stage_that_asks_that_combatants_roll():
    s, fighter, orc = gurps_attack()
    assert suggested(s, orc, M.Roll("Dodge", "3d6", (1, 2, 3), 6)) is None  # the attack roll is the Fighter's
    s.exchanges.answer({"roll": "6"})  # a hit: the Orc's defense is asked
    assert suggested(s, fighter, M.Roll("", "3d6", (1, 2, 3), 6)) is None
    offered = suggested(s, orc, M.Roll("Dodge", "3d6", (6, 6, 5), 17))
    assert (offered.stage, offered.field, offered.value) == (f"defense {orc}", "defense_roll", 17)
    s.exchanges.answer(offered.raw)  # the defense fails: the damage is the Fighter's to roll
    assert suggested(s, orc, M.Roll("", "2d6+1", (3, 4), 8)) is None
    assert suggested(s, fighter, M.Roll("Damage", "2d6+1", (3, 4), 8)).field == "damage"


def test_a_roll_on_other_dice_or_with_no_attack_under_way_is_only_logged():
    s, fighter, _ = gurps_attack()
    assert suggested(s, fighter, M.Roll("", "d100", (42,), 42)) is None
    assert suggested(s, fighter, M.Roll("", "3d6+1", (1, 2, 3), 7)) is None
    s.exchanges.cancel()
    assert suggested(s, fighter, M.Roll("", "3d6", (1, 2, 3), 6)) is None
    assert suggestion(None, fighter, M.Roll("", "3d6", (1, 2, 3), 6)) is None


def test_a_roll_the_stage_has_already_is_not_offered():
    s = from_cards("gurps", (FIGHTER, ORC, ("Goblin", "foe", {}, "")))
    fighter, orc, goblin = named(s, "Fighter"), named(s, "Orc"), named(s, "Goblin")
    s.exchanges.begin(fighter, 0, [orc, goblin])
    for raw in ({"roll": "6"}, {"defense_roll": "17"}, {}, {"defense_roll": "17"}):  # both fail to defend
        s.exchanges.answer(raw)
    assert s.exchanges.now().stage.key == f"damage {goblin}"  # the same blow as the Orc's, filled in
    assert suggested(s, fighter, M.Roll("Damage", "2d6+1", (3, 4), 8)) is None


def test_among_fields_on_the_same_dice_the_one_named_for_what_the_roll_was_for_is_offered():
    s = from_cards("aftermath", (("Fighter", "party", {}, ""), ("Orc", "foe", {}, "")))
    fighter = named(s, "Fighter")
    s.exchanges.begin(fighter, None)
    assert suggested(s, fighter, M.Roll("", "d20", (11,), 11)).field == "roll"
    assert suggested(s, fighter, M.Roll("Breaking 1D20", "d20", (11,), 11)).field == "break_roll"


def test_a_defense_roll_is_the_targets_in_every_ruleset_that_asks_one():
    s = from_cards("cortex", (("Fighter", "party", {}, ""), ("Orc", "foe", {}, "")))
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, None)
    assert suggested(s, fighter, M.Roll("", "d6", (4,), 4)).field == "roll"
    s.exchanges.answer({})
    assert suggested(s, fighter, M.Roll("", "d6", (4,), 4)) is None
    assert suggested(s, orc, M.Roll("", "d6", (4,), 4)).stage == f"defense {orc}"


def test_an_offer_is_still_open_only_while_the_same_stage_of_the_same_attack_is_asked():
    s, fighter, orc = gurps_attack()
    offered = suggested(s, fighter, M.Roll("", "3d6", (1, 2, 3), 6))
    assert still_open(offered, s.exchanges.now())
    s.exchanges.answer({"roll": "9"})
    assert not still_open(offered, s.exchanges.now())
    s.exchanges.begin(fighter, 0, [orc], confirmed=True)
    assert not still_open(offered, s.exchanges.now())  # another attack, at the same stage
    assert not still_open(offered, None)


def test_a_stage_says_whose_each_roll_is_the_attacker_rolling_the_rest():
    s = from_cards("tal", (("Fighter", "party", {}, ""), ("Orc", "foe", {}, "")))
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.exchanges.begin(fighter, None)
    stage = s.exchanges.now().stage
    assert stage.rolled_by("defense_roll", fighter) == orc  # the Orc's dodge, asked in the Fighter's attack
    assert stage.rolled_by("roll", fighter) == fighter
