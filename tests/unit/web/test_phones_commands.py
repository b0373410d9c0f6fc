"""Each thing a game master does in the players' phones panel is one command: its name is the
control's data-phone (or data-phone-form), its words are the control's, and the panel runs it by
that name."""

import re

import pytest

from screen import phones_commands as P
from screen import phones_page


class Panel:
    """A panel that writes down what each command asks of it, and of its invitation."""

    def __init__(self, asked=None, part=""):
        self.asked = [] if asked is None else asked
        self.part = part

    def __getattr__(self, name):
        if name == "invitations":
            return Panel(self.asked, "invitations.")
        return lambda *args: self.asked.append((self.part + name, *args))


def _drawn() -> str:
    return str(phones_page.gm_frame("gurps-tracker")) + str(phones_page.seats_html([phones_page.SeatShown("p1", "Mia (Ana)", offer="Mia offers Rowan", proposal="Mia proposes: Ana’s Bow at Orc", plays="Ana")])) \
        + str(phones_page.reminder_answers_html([("p1", "r0123456789ab", "Mia rolled 9")]))


def test_every_control_of_the_panel_carries_the_name_of_a_command_and_every_command_has_its_control():
    drawn = _drawn()
    names = set(re.findall(r'data-phone="([^"]+)"', drawn))
    forms = set(re.findall(r'data-phone-form="([^"]+)"', drawn))
    assert names == set(P.TAPS) | set(P.SWITCHES) and forms == set(P.FORMS)


def test_a_commands_button_says_the_commands_words():
    drawn = _drawn()
    for command in P.TAPS.values():
        assert re.search(rf'data-phone="{command.name}"[^>]*>{re.escape(command.label)}</button>', drawn)
    for form in P.FORMS.values():
        submit = re.search(rf'data-phone-form="{form.name}".*?<button type="submit"[^>]*>([^<]+)<', drawn)
        assert submit[1] == form.label
    assert f"<span>{P.FOES.label}</span>" in drawn.replace("&#39;", "'")


def test_a_tapped_drop_asks_the_panel_to_drop_the_phone_its_button_is_for():
    panel = Panel()
    P.TAPS[P.DROP.name].does(panel, P.PhoneTap("p2"))
    assert panel.asked == [("drop", "p2")]


def test_a_submitted_answer_or_server_hands_the_panel_what_the_form_holds():
    panel = Panel()
    P.FORMS["answer"].does(panel, {"answer": "v1.abc"})
    P.FORMS["server"].does(panel, {"url": "stun:stun.example.org:3478", "username": "", "credential": ""})
    assert panel.asked == [("invitations.connect", "v1.abc"),
                           ("invitations.set_server",
                            {"url": "stun:stun.example.org:3478", "username": "", "credential": ""})]


def test_the_invitations_buttons_ask_the_panels_invitation():
    panel = Panel()
    for command in (P.INVITE, P.COPY, P.SCAN, P.STOP, P.NO_SERVER):
        command.does(panel, P.PhoneTap())
    assert panel.asked == [("invitations.invite",), ("invitations.copy_invitation",), ("invitations.scan",),
                           ("invitations.stop_scanning",), ("invitations.clear_server",)]


def test_a_tapped_accept_or_ignore_on_a_reminders_card_names_the_phone_and_the_reminder():
    panel = Panel()
    P.TAPS[P.ACCEPT_REMINDER.name].does(panel, P.PhoneTap("p2", "r0123456789ab"))
    P.TAPS[P.IGNORE_REMINDER.name].does(panel, P.PhoneTap("p2", "r0123456789ab"))
    assert panel.asked == [("accept_reminder_roll", "p2", "r0123456789ab"),
                           ("ignore_reminder_roll", "p2", "r0123456789ab")]


def test_a_tapped_send_the_card_back_names_the_phone_it_goes_to():
    panel = Panel()
    P.TAPS[P.SEND_CARD.name].does(panel, P.PhoneTap("p2"))
    assert panel.asked == [("send_card", "p2")]


def test_the_foes_switch_shows_the_players_the_foes_numbers_or_hides_them():
    panel = Panel()
    P.SWITCHES["foes"].does(panel, True)
    P.SWITCHES["foes"].does(panel, False)
    assert panel.asked == [("show_foes_numbers", True), ("show_foes_numbers", False)]


def test_no_two_phones_commands_share_a_name():
    with pytest.raises(ValueError, match="two phones commands"):
        P._tap(P.INVITE.name, "Again", lambda panel, tap: panel.invite())
    assert P.TAPS["invite"] is P.INVITE
