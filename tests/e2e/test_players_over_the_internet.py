"""Players who are not on the table's network: the game master names a STUN or TURN server, each
invitation then carries it, both phones ask it, and the candidates found through it travel in the
invitation and the answer. The server here is a STUN server on this machine that answers as a NAT
would (with another address), so nothing leaves the machine."""

import re

import pytest
from conftest import READY
from playwright.sync_api import expect
from pyrules.core.players import invitation
from stun_server import StunServer
from tracker_steps import TrackerSteps

pytestmark = pytest.mark.e2e

T = "gurps-tracker"
PHONES = f"#{T}--phones"
NAT_ADDRESS = "203.0.113.77"  # how the server sees the phones, as from behind a home router


@pytest.fixture
def stun():
    server = StunServer(mapped=NAT_ADDRESS)
    yield server
    server.close()


def _invitation(page, version):
    link = page.locator(f"{PHONES}--invitation .phones-link a")
    expect(link).to_have_attribute("href", re.compile(rf"#join\?v{version}\."), timeout=15_000)
    return link.get_attribute("href")


def _set_server(page, url, username="", credential=""):
    folded = page.locator(f"{PHONES} details.phones-internet")
    if folded.get_attribute("open") is None:
        folded.locator("> summary").click()
    page.fill(f"{PHONES}--server-url", url)
    page.fill(f"{PHONES}--server-username", username)
    page.fill(f"{PHONES}--server-credential", credential)
    page.locator(f"{PHONES} form[data-phone-form=server] button[type=submit]").click()


def _open_tracker_with_phones(page, site):
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", side="party", hp=12)
    page.locator(f"#{T}--phones-more > summary").click()
    _invitation(page, 1)
    return gm


def test_with_a_server_named_a_player_joins_through_it_and_both_phones_ask_it(page, browser, site, stun):
    _open_tracker_with_phones(page, site)
    _set_server(page, stun.url)
    expect(page.locator(f"{PHONES}--server-said")).to_contain_text(f"Invitations name {stun.url}")
    link = _invitation(page, 2)
    gm_asked = {port for _, port in stun.asked}
    assert gm_asked  # the game master's phone found its address as the server sees it

    context = browser.new_context(viewport={"width": 390, "height": 844})
    player = context.new_page()
    player.goto(link)
    player.wait_for_function(READY, timeout=60_000)
    answer = player.locator("#join--answer-text")
    expect(answer).to_have_value(re.compile(r"^v[12]\."), timeout=15_000)
    # Its own address through the server travels in it, a v2 text; Chromium here now and then ends
    # its gathering before the server's reply, and the answer is then a v1 text of its own addresses.
    through = [c.address for c in invitation.unsqueezed(answer.input_value(), invitation.ANSWER).candidates
               if c.type == "srflx"]
    assert through in ([NAT_ADDRESS], []) and answer.input_value().startswith("v2." if through else "v1.")
    expect(player.locator("#join--said")).to_contain_text("The game master's server (127.0.0.1) connects the two phones")
    assert {port for _, port in stun.asked} - gm_asked  # the player's phone asked the server too
    page.fill(f"{PHONES}--answer", answer.input_value())
    page.locator(f"{PHONES} form[data-phone-form=answer] button[type=submit]").click()
    expect(player.locator("form[data-join-form=who]")).to_be_visible(timeout=15_000)
    player.fill("#join--name", "Mia")
    player.locator("form[data-join-form=who] button[type=submit]").click()
    expect(player.locator("#join--board")).to_contain_text("Ana", timeout=5_000)
    context.close()


def test_the_server_is_kept_for_every_tracker_and_this_wifi_only_takes_it_back(page, site, stun):
    _open_tracker_with_phones(page, site)
    _set_server(page, stun.url)
    _invitation(page, 2)
    page.reload()
    page.wait_for_function(READY, timeout=60_000)
    page.locator(f"#{T}--phones-more > summary").click()
    _invitation(page, 2)
    page.locator(f"{PHONES} details.phones-internet > summary").click()
    expect(page.locator(f"{PHONES}--server-url")).to_have_value(stun.url)
    page.locator(f"{PHONES} [data-phone=no-server]").click()
    expect(page.locator(f"{PHONES}--server-said")).to_have_text("Invitations work on this Wi-Fi only.")
    expect(page.locator(f"{PHONES}--server-url")).to_have_value("")
    _invitation(page, 1)


def test_a_turn_server_without_its_password_is_refused_beside_the_field(page, site):
    _open_tracker_with_phones(page, site)
    _set_server(page, "turn:turn.example.org:3478", "table7")
    expect(page.locator(f"{PHONES}--server-credential-error")).to_have_text(
        "A TURN server needs the password its provider gives.")
    expect(page.locator(f"{PHONES}--server-said")).to_have_text("Invitations work on this Wi-Fi only.")
    _set_server(page, "http://turn.example.org", "table7", "pw")
    expect(page.locator(f"{PHONES}--server-url-error")).to_contain_text("stun:host:port or turn:host:port")
    expect(page.locator(f"{PHONES}--server-credential-error")).to_be_hidden()
