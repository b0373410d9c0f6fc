"""Each thing a game master does on the tracker is one command: its name is the control's
data-act, its words are the button's, and the session runs it by that name."""

import re
import sys
from pathlib import Path

import pytest

from exchange_helpers import from_cards, named, session
from pyrules.core.encounter import commands as C

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))
from screen import exchange_page, tracker_page  # noqa: E402
from pyrules.core.encounter.commands import tap

FIGHTER = ("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee")
ORC = ("Orc", "foe", {"hp": "12"}, "")


def test_a_commands_button_carries_its_name_and_says_its_words():
    drawn = str(tracker_page.command_button(C.NEXT, cls="primary next"))
    assert drawn == '<button type="button" data-act="next" class="primary next">Next turn ›</button>'


def test_a_button_whose_words_come_from_the_encounter_says_them_and_keeps_its_commands_name():
    drawn = str(tracker_page.command_button(C.CALCULATE, "Injury", id="c1", tool="gurps-injury"))
    assert 'data-act="calculate"' in drawn and ">Injury<" in drawn and 'data-tool="gurps-injury"' in drawn


def test_no_two_commands_share_a_name():
    with pytest.raises(ValueError, match="two tracker commands"):
        C._tap(C.NEXT.name, "Again", lambda s, t: s.next_turn())
    assert C.TAPS["next"] is C.NEXT


def test_the_session_runs_a_command_by_the_name_its_button_carries():
    s = from_cards("gurps", (FIGHTER, ORC))
    fighter = named(s, "Fighter")
    drawn = str(exchange_page.attack_control(s.encounter.combatant(fighter), s.attacks(fighter),
                                             ((named(s, "Orc"), "Orc"),), (named(s, "Orc"),)))
    act = re.search(r'data-act="([^"]+)"', drawn)[1]
    tap(s, act, fighter, {"attack": "0"})
    assert s.exchange.attacker == fighter and s.exchanges.now().stage.key == "attack"
    tap(s, C.EXCHANGE_CANCEL.name)
    assert s.exchange is None


def test_a_row_command_tapped_without_its_combatant_is_the_pages_fault_not_the_players():
    s = from_cards("gurps", (FIGHTER, ORC))
    with pytest.raises(ValueError, match="needs the combatant"):
        tap(s, C.DAMAGE.name)


@pytest.mark.parametrize("written, read", [("3", 3), ("0", 0), ("", -1), ("-2", -1), ("²", -1), ("1e3", -1), (" 4", -1)])
def test_a_taps_number_is_the_plain_digits_the_page_wrote_else_none(written, read):
    from pyrules.core.encounter.shown import Tap

    assert Tap("roll-check", None, {"index": written}).number("index") == read


class PageReading:
    """The page's side of reading a file: JSON, and whether an encounter can be drawn."""

    def json(self, text):
        import json

        return json.loads(text)

    def showable(self, encounter):
        return encounter.view()


def test_a_file_is_read_by_the_command_its_input_names():
    from pyrules.core.encounter.commands import read

    s = from_cards("gurps", (FIGHTER, ORC))
    text = s.cards.file().download[1]
    other = session("gurps")
    assert read(other, C.CARDS_FILE.name, text, PageReading()).notice == "Loaded 2 cards."
    exported = s.encounters.export().download[1]
    read(other, C.IMPORT_FILE.name, exported, PageReading())
    assert sorted(c.name for c in other.encounter.combatants) == ["Fighter", "Orc"]
    with pytest.raises(ValueError, match="reads no file"):
        read(other, "photo", "", PageReading())


def test_whom_an_attack_goes_to_is_found_without_copying_the_fight_so_far(monkeypatch):
    from pyrules.core.encounter import encounter

    s = from_cards("gurps", (FIGHTER, ORC, ("Squire", "party", {}, "")))
    fighter, squire = named(s, "Fighter"), named(s, "Squire")
    s.exchanges.begin(fighter, 0, [squire])
    s.exchanges.answer({"roll": "16"})  # a miss: the attack ends there
    s.exchanges.finish()
    monkeypatch.setattr(encounter.Encounter, "actions", property(lambda self: pytest.fail("copied every action")))
    assert s.exchanges.targets(fighter) == (squire,)  # the one it attacked last
