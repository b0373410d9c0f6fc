"""A player's phone that reloads, and one with no network: what the player and the game master
see. A reloaded phone's connection is gone (the page that held it is gone), nothing of the fight
is kept on the phone, and a new invitation brings it back; an invitation needs no internet."""

import re

import pytest
import test_players_phones
from conftest import PHONE, READY
from playwright.sync_api import expect
from test_offline import _offline_after_one_visit
from test_players_phones import PHONES, _join, _open_phones
from tracker_steps import TrackerSteps

pytestmark = pytest.mark.e2e

table = test_players_phones.table  # a GURPS encounter (Ana, an Orc), its phones panel open, and a player's page

# What the phone keeps, in every storage a page can write, as one list of texts; the invitation the
# tab joined from, which it keeps for itself, is left out (a random text that may hold any word).
STORED_ON_THE_PHONE = """async () => {
    const texts = [];
    for (const storage of [localStorage, sessionStorage])
        for (let i = 0; i < storage.length; i++)
            if (storage.key(i) !== 'pyrules-invitation-used') texts.push(storage.key(i), storage.getItem(storage.key(i)));
    for (const db of (await indexedDB.databases())) texts.push('indexedDB ' + db.name);
    return texts;
}"""
FIGHT = ("Orc", "Ana", "Hurt", "Round")  # a combatant, how one looks, the turn


def _reload(player):
    player.reload()
    player.wait_for_function(READY, timeout=60_000)


def _settled(player):
    """Once the reloaded phone has done what it does with the invitation in its address: shown an
    answer to it, or said what to do about it."""
    said = player.locator("#join--said")
    expect(said).not_to_have_text(re.compile(r"^$|Answering"))
    expect(player.locator("#join--answer").or_(said.filter(has_text="invitation")).first).to_be_visible()
    return said


def _answering(player, link):
    """The player's phone opened at the invitation ``link``: its answer, once shown."""
    player.goto(link)
    player.wait_for_function(READY, timeout=60_000)
    answer = player.locator("#join--answer-text")
    expect(answer).to_have_value(re.compile(r"^v1\."))
    return answer


def _seats(gm):
    return gm.page.locator(f"{PHONES}--seats li.phone-seat")


def _nothing_of_the_fight_kept(player):
    stored = " ".join(player.evaluate(STORED_ON_THE_PHONE))
    assert not [word for word in FIGHT if word in stored], stored


def test_a_phone_reloaded_mid_fight_is_shown_gone_keeps_nothing_and_rejoins_from_a_new_invitation(table):
    gm, player, link = table
    _join(gm.page, player, link)
    gm.apply("Orc", 7)
    expect(player.locator("#join--board li", has_text="Orc")).to_contain_text("Hurt")
    _nothing_of_the_fight_kept(player)  # while it shows the fight

    _reload(player)
    expect(_seats(gm)).to_have_count(1)
    expect(_seats(gm).first).to_contain_text("Mia (Ana), gone")
    _settled(player)
    expect(player.locator("#join--board")).to_have_text("")
    expect(player.locator("#join--yours")).to_be_hidden()
    expect(player.locator("form[data-join-form=roll]")).to_be_hidden()
    assert not [word for word in ("Orc", "Hurt", "Round") if word in player.locator("body").inner_text()]
    _nothing_of_the_fight_kept(player)
    assert player.input_value("#join--name") == "Mia"  # the player's name is kept for the next time

    again = gm.page.locator(f"{PHONES}--invitation .phones-link a").get_attribute("href")
    assert again != link
    _join(gm.page, player, again)
    board = player.locator("#join--board")
    expect(board.locator(".table-name")).to_have_count(2)
    assert sorted(board.locator(".table-name").all_inner_texts()) == ["Ana", "Orc"]
    expect(board.locator("li", has_text="Orc")).to_contain_text("Hurt")
    expect(_seats(gm)).to_have_count(1)  # the phone rejoining takes its own place
    expect(_seats(gm).first).to_have_text(re.compile(r"^Mia \(Ana\)DropSend the card back$"))
    gm.apply("Ana", 3)
    expect(player.locator("#join--yours")).to_contain_text("9 of 12")


def test_a_phone_reloaded_before_its_answer_was_taken_still_joins_from_the_same_invitation(table):
    gm, player, link = table
    answer = _answering(player, link)
    first = answer.input_value()
    _reload(player)
    expect(answer).to_have_value(re.compile(r"^v1\."))
    assert answer.input_value() != first  # a new answer: the page that made the first one is gone
    _join(gm.page, player, link)
    expect(_seats(gm)).to_have_count(1)
    expect(_seats(gm).first).to_have_text(re.compile(r"^Mia \(Ana\)DropSend the card back$"))


def test_a_phone_reloaded_mid_fight_asks_for_a_new_invitation_instead_of_answering_the_used_one(table):
    gm, player, link = table
    _join(gm.page, player, link)
    _reload(player)
    said = _settled(player)
    expect(said).to_contain_text("This invitation has been used")
    expect(said).to_contain_text("ask the game master for a new invitation")
    expect(player.locator("#join--answer")).to_be_hidden()


def test_an_answer_to_an_older_invitation_is_refused_saying_to_open_the_one_shown_now(table):
    gm, player, link = table
    answer = _answering(player, link)
    gm.page.locator(f"{PHONES} [data-phone=invite]").click()  # a new invitation, before the answer came
    newer = gm.page.locator(f"{PHONES}--invitation .phones-link a")
    expect(newer).not_to_have_attribute("href", link)
    expect(newer).to_have_attribute("href", re.compile(r"#join\?v1\."))
    shown = newer.get_attribute("href")
    gm.page.fill(f"{PHONES}--answer", answer.input_value())
    gm.page.locator(f"{PHONES} form[data-phone-form=answer] button[type=submit]").click()
    expect(gm.page.locator(f"{PHONES}--answer-error")).to_have_text(
        "This answer is for another invitation: ask the player to open the one shown now.")
    expect(_seats(gm).filter(has_text="joining")).to_have_count(0)
    assert newer.get_attribute("href") == shown  # the invitation shown waits on, unused
    _join(gm.page, player, shown)
    expect(_seats(gm).first).to_have_text(re.compile(r"^Mia \(Ana\)DropSend the card back$"))


def test_an_invitation_opened_with_no_internet_shows_the_answer_and_the_player_joins(page, browser, site):
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", side="party", hp=12)
    gm.add("Orc", side="foe", hp=15)
    link = _open_phones(page)
    phone = browser.new_context(viewport=PHONE)
    visit = phone.new_page()
    visit.goto(site + "#home")
    visit.wait_for_function(READY, timeout=60_000)
    _cached_then_out_of_reach(visit, phone)
    visit.close()

    player = phone.new_page()
    player.goto(link)
    player.wait_for_function(READY, timeout=60_000)
    expect(player.locator("#join--answer-text")).to_have_value(re.compile(r"^v1\."), timeout=15_000)
    expect(player.locator("#join--answer-code svg")).to_be_visible()  # the code the game master scans
    expect(player.locator("#join--said")).to_contain_text("Show your answer to the game master")
    _join(page, player, link)  # the game master takes the answer: the two phones connect over the table's network
    expect(player.locator("#join--board .table-name")).to_have_count(2)
    expect(page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")
    gm.apply("Ana", 3)
    expect(player.locator("#join--yours")).to_contain_text("9 of 12")
    phone.close()


def _cached_then_out_of_reach(page, context):
    """After one visit, the site can no longer be reached from this phone (no internet), while the
    table's own network (here the loopback) still carries the phones' connection. Not
    ``set_offline``: Chromium's offline emulation stops WebRTC too, as airplane mode would, and
    then no two phones could connect however the app was made."""
    _offline_after_one_visit(page, context)
    context.set_offline(False)
    context.route("**/*", lambda route: route.abort("internetdisconnected"))
