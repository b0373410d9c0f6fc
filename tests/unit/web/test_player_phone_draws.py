"""A player's phone draws each view the game master's phone sends: the board, the player's own
combatant, the rolls asked and whom the player may play. Only the parts a view changes are written
again; the rest of the page is left as it is.

The player's page runs over the small fake browser (``fake_browser``), each view arriving as the
game master's phone writes it (``Views.message``)."""

import pytest
from fake_browser import browser

from pyrules.core.encounter import Encounter, actions
from pyrules.core.players.player_view import Views
from screen import pages

pytestmark = pytest.mark.cpython_only  # the browser's own modules are stood in for: not on Pyodide


@pytest.fixture
def phone(monkeypatch):
    """The player's phone over a fake browser, and the ids of the elements written, as each is."""
    with browser(monkeypatch, str(pages.join_view()), None):
        from screen import dom, player_phone

        written = []
        drawn = dom.set_html

        def set_html(element, markup):
            written.append(element.id)
            drawn(element, markup)

        monkeypatch.setattr(dom, "set_html", set_html)
        yield player_phone.Phone(), written


def _fight():
    return Encounter.new("gurps").apply(actions.add("Ana", side="party", stats={"hp": 12})).apply(
        actions.add("Orc", stats={"hp": 15}))


def _ana(encounter):
    return next(c.id for c in encounter.state.combatants if c.name == "Ana")


def _playing_ana(player):
    """A fight whose first view reached the phone of a player playing Ana: the fight, and Ana's id."""
    fight = _fight()
    ana = _ana(fight)
    player.chosen = ana
    player._heard(Views(fight).message(ana))
    return fight, ana


def test_a_view_that_changes_one_combatant_writes_the_board_and_the_players_own_again_and_nothing_else(phone):
    player, written = phone
    fight, ana = _playing_ana(player)
    assert {"join--board", "join--yours", "join--combatant"} <= set(written)
    written.clear()
    player._heard(Views(fight.apply(actions.damage(ana, 3))).message(ana))
    assert sorted(written) == ["join--board", "join--yours"]
    assert "HP 9" in player.root.querySelector("#join--yours").textContent


def test_the_same_view_again_writes_nothing(phone):
    player, written = phone
    fight = _fight()
    player._heard(Views(fight).message(_ana(fight)))
    written.clear()
    player._heard(Views(fight).message(_ana(fight)))
    assert written == []


def test_whom_the_player_plays_is_put_back_on_a_view_when_the_list_shows_another(phone):
    player, written = phone
    fight, ana = _playing_ana(player)
    choice = player.root.querySelector("#join--combatant")
    choice.value = ""  # picked by hand, no hello sent for it
    written.clear()
    player._heard(Views(fight).message(ana))
    assert written == ["join--combatant"]
    assert choice.value == ana
