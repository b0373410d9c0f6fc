"""The players' phones as the page draws them: a player's view from the game master's phone, drawn
as text, and the game master's list of who is connected."""

import json

from pyrules.core.encounter import Encounter, actions
from pyrules.core.players import messages
from pyrules.core.players.player_view import Views
from screen import phones_page


def _view(encounter, combatant=None):
    """The view as a player's phone reads it from the message the game master's phone sends."""
    return messages.from_game_master(Views(encounter).message(combatant)).view


def _table():
    return (Encounter.new("gurps")
            .apply(actions.add("Ana", side="party", stats={"hp": 12}, initiative=12))
            .apply(actions.add("<b>Orc</b>", side="foe", stats={"hp": 15}, initiative=10)))


def test_a_players_board_shows_the_turn_order_and_a_foe_only_as_it_looks():
    encounter = _table()
    orc = encounter.view().order[1].id
    hurt = encounter.apply(actions.damage(orc, 7))
    board = str(phones_page.player_board(_view(hurt)))
    assert board.index("Ana") < board.index("Orc")
    assert "Hurt" in board and "8" not in board.split("Orc", 1)[1]


def test_a_name_from_the_game_master_is_drawn_as_text_never_as_markup():
    board = str(phones_page.player_board(_view(_table())))
    assert "&lt;b&gt;Orc&lt;/b&gt;" in board and "<b>" not in board


def test_the_player_sees_its_own_combatant_in_full_and_may_choose_only_the_party():
    encounter = _table()
    ana = encounter.view().order[0].id
    view = _view(encounter.apply(actions.damage(ana, 3)), ana)
    yours = str(phones_page.yours_html(view["you"]))
    assert "Ana" in yours and "9 of 12" in yours
    options = str(phones_page.combatant_options(view, ana))
    assert f'value="{ana}" selected' in options and "Orc" not in options and "watching" in options


def test_the_game_master_sees_who_is_connected_who_is_gone_and_what_was_dropped():
    assert "No phones yet" in str(phones_page.seats_html([]))
    listed = str(phones_page.seats_html([
        phones_page.SeatShown("p1", "Mia (Ana)", waiting=("Ana’s defense: Defense roll (3d6)",)),
        phones_page.SeatShown("p2", "Tom, watching, gone", False, 2)]))
    assert "Mia (Ana)" in listed and 'class="phone-seat gone"' in listed and "2 messages dropped" in listed
    assert listed.count('data-phone="drop"') == 2
    assert listed.count("asked on the phone") == 1 and "Ana’s defense: Defense roll (3d6)" in listed
    assert 'data-phone="take"' not in listed


def test_a_card_a_player_offers_waits_beside_the_phone_to_be_taken_or_refused():
    listed = str(phones_page.seats_html([phones_page.SeatShown("p1", "Mia, watching", offer="Mia offers Rowan")]))
    assert "Mia offers Rowan" in listed
    assert 'data-phone="take" data-seat="p1"' in listed and 'data-phone="refuse" data-seat="p1"' in listed


def _asked_of_ana():
    """Ana's view while the Orc's axe hit her and her defense is asked (Dodge 8, B374)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
    from exchange_helpers import from_cards, named

    s = from_cards("gurps", (("Ana", "party", {"hp": "12", "ht": "11"}, ""),
                             ("Orc", "foe", {}, "Axe 14 2d+2 cut melee")))
    ana = named(s, "Ana")
    s.exchanges.begin(named(s, "Orc"), 0)
    s.exchanges.answer({"roll": "6"})
    return messages.from_game_master(Views(s.encounter, walk=s.exchanges.now()).message(ana)).view["you"]


def test_the_roll_asked_of_the_player_comes_with_its_exact_chance_one_tap_to_roll_and_a_field_for_own_dice():
    you = _asked_of_ana()
    (place, due), *_ = phones_page.asked(you)
    assert place == 0 and phones_page.asked_chance(due) == "Chance to succeed: 26% (7/27)"  # 3d6 ≤ 8
    drawn = str(phones_page.asked_html(you, {phones_page.due_key(due): "3d6: 2 + 2 + 1 = 5"}))
    assert 'data-join-form="asked"' in drawn and 'data-due="0"' in drawn and "Roll 3d6 and send" in drawn
    assert 'data-how="typed"' in drawn and "3d6: 2 + 2 + 1 = 5" in drawn


def test_a_reminders_roll_is_asked_against_its_target_and_nothing_shows_when_nothing_is_asked():
    due = {"text": "Major wound: roll HT", "roll": {"dice": "3d6", "target": 11, "at_most": True, "label": "HT"},
           "ask": None}
    assert phones_page.asked_chance(due) == "Chance to succeed: 62.5% (5/8) (roll 11 or less on 3d6)"
    assert phones_page.due_key(due) == ("reminder", "Major wound: roll HT")
    assert str(phones_page.asked_html(None, {})) == "" and phones_page.asked({"due": []}) == []


def test_the_invitation_shows_its_code_and_the_link_it_carries():
    shown = str(phones_page.invitation_html(None, "http://127.0.0.1/#join?v1.abc"))
    assert 'href="http://127.0.0.1/#join?v1.abc"' in shown and "<svg" not in shown


def test_a_trackers_panel_asks_for_the_players_answer_and_lists_the_phones():
    frame = str(phones_page.gm_frame("gurps-tracker"))
    assert 'id="gurps-tracker--phones--answer"' in frame and 'id="gurps-tracker--phones--seats"' in frame
    assert json.dumps("Copy invitation")[1:-1] in frame


def test_the_panel_lets_the_game_master_name_a_server_for_players_over_the_internet_and_says_what_it_does():
    from pyrules.core.players.invitation import Server

    frame = str(phones_page.gm_frame("gurps-tracker"))
    for name in ("url", "username", "credential"):
        assert f'id="gurps-tracker--phones--server-{name}"' in frame and f'id="gurps-tracker--phones--server-{name}-error"' in frame
    assert "Players not on this Wi-Fi" in frame and "nothing leaves the room" in frame
    # what a relay is for, and when a table needs one, in plain words
    assert "a TURN server relays" in frame and "messages between the two phones" in frame
    assert "not on this Wi-Fi (at home, or on mobile data)" in frame and "some mobile networks" in frame
    assert phones_page.server_said(None) == "Invitations work on this Wi-Fi only."
    assert "stun:stun.example.org" in phones_page.server_said(Server("stun:stun.example.org"))


def test_the_player_proposes_its_own_attack_only_while_its_combatant_acts_foes_listed_first_as_targets():
    encounter = _table()
    ana, orc = (r.id for r in encounter.view().order)
    view = _view(encounter.apply(actions.next_turn()), ana)
    lines, targets = phones_page.attack_choices(view)
    assert "A free attack" in str(lines) and f'value="{orc}"' in str(targets) and f'value="{ana}"' not in str(targets)
    assert phones_page.attack_choices(_view(encounter, ana)) is None  # the fight has not begun: no one acts
    waiting = str(phones_page.seats_html([phones_page.SeatShown("p1", "Mia (Ana)", proposal="Mia proposes: x")]))
    assert 'data-phone="accept-attack" data-seat="p1"' in waiting and 'data-phone="refuse-attack"' in waiting


def test_a_reminders_roll_keyed_for_its_answer_is_asked_against_its_target_and_told_apart_by_its_key():
    due = {"text": "Major wound: roll HT", "roll": {"dice": "3d6", "target": 11, "at_most": True, "label": "HT"},
           "ask": {"reminder": "r0123456789ab"}}
    assert phones_page.asked_chance(due) == "Chance to succeed: 62.5% (5/8) (roll 11 or less on 3d6)"
    assert phones_page.due_key(due) == ("reminder", "r0123456789ab")


def test_a_players_roll_for_a_reminder_waits_on_the_reminders_card_to_be_accepted_or_ignored():
    from screen import due_page

    encounter = (Encounter.new("gurps").apply(actions.add("Ana", side="party", stats={"hp": 12, "ht": 11},
                                                          initiative=12)))
    ana = encounter.view().order[0].id
    hurt = encounter.apply(actions.next_turn()).apply(actions.damage(ana, 13))  # below 0 HP: HT to stay up (B419)
    view = hurt.view()
    place = next(i for i, r in enumerate(view.reminders) if r.check is not None)
    waiting = phones_page.reminder_answers_html([("p1", "r0123456789ab", "Mia rolled 9")])
    card = str(due_page.reminders(view, waiting={place: waiting}))
    assert "Mia rolled 9" in card
    assert 'data-phone="accept-reminder-roll" data-seat="p1" data-reminder="r0123456789ab"' in card
    assert 'data-phone="ignore-reminder-roll" data-seat="p1" data-reminder="r0123456789ab"' in card


def test_the_card_of_whom_a_player_plays_may_be_sent_back_to_its_phone_while_it_is_here():
    here = str(phones_page.seats_html([phones_page.SeatShown("p1", "Mia (Rowan)", plays="Rowan")]))
    assert 'data-phone="send-card" data-seat="p1"' in here and "Send Rowan’s card back" in here
    watching = str(phones_page.seats_html([phones_page.SeatShown("p1", "Mia, watching")]))
    gone = str(phones_page.seats_html([phones_page.SeatShown("p1", "Mia (Rowan), gone", here=False, plays="Rowan")]))
    assert "send-card" not in watching and "send-card" not in gone


def test_the_players_own_cards_can_be_saved_to_a_card_file():
    assert 'data-how="save"' in str(phones_page.own_cards_form())


def test_the_players_own_cards_are_listed_by_name_a_card_sent_back_with_what_the_fight_left_of_it():
    options = str(phones_page.own_card_options([{"name": "Rowan"}, {"name": "Rowan 2"}],
                                               ["", "After the fight: HP 7/12; Stunned"]))
    assert '<option value="0">Rowan</option>' in options
    assert '<option value="1">Rowan 2 · After the fight: HP 7/12; Stunned</option>' in options
    assert "No cards yet" in str(phones_page.own_card_options([]))


def test_the_phones_own_card_form_has_the_game_masters_card_fields_and_its_own_button():
    from pyrules.core.encounter.plugins import plugin
    from screen import roster_page

    typed = str(phones_page.typed_card_form(plugin("gurps")))
    gm = str(roster_page.card_form("gurps", plugin("gurps")))
    for f in plugin("gurps").card_form:
        assert f'name="{f.name}"' in typed and f'name="{f.name}"' in gm
    assert 'id="join--typed-card--name"' in typed and 'name="attacks"' in typed and 'name="side"' not in typed
    assert 'data-how="keep"' in typed
    assert 'data-join="typed"' in str(phones_page.own_cards_form())


def test_every_look_a_view_may_carry_has_the_class_it_is_drawn_with():
    from pyrules.core.players.view_data import LOOKS

    assert set(phones_page.LOOKS_CLASSES) == set(LOOKS)
