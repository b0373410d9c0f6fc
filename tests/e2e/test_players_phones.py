"""The players' own phones: a player joins the game master's table from the app's own invitation
and answer (two browser profiles, a data channel over the loopback, nothing leaving the machine),
sees the table live, and sends rolls the game master's page logs and fills in."""

import json
import re

import pytest
from conftest import READY
from playwright.sync_api import expect
from tracker_steps import TrackerSteps

pytestmark = pytest.mark.e2e

T = "gurps-tracker"
# The player's page keeps its channel where a test can write to it as a hostile phone would.
KEEP_CHANNEL = """(() => {
  const add = RTCPeerConnection.prototype.addEventListener;
  RTCPeerConnection.prototype.addEventListener = function (type, listener, options) {
    if (type === "datachannel" && !this.kept) {  // heard first, and the page's own listeners left as given
      this.kept = true;
      add.call(this, type, (event) => { window.pyrulesPhoneLink = { channel: event.channel }; });
    }
    return add.call(this, type, listener, options);
  };
})();"""
PHONES = f"#{T}--phones"


def _open_phones(gm):
    gm.locator(f"#{T}--phones-more > summary").click()
    link = gm.locator(f"{PHONES}--invitation .phones-link a")
    expect(link).to_have_attribute("href", re.compile(r"#join\?v1\."), timeout=15_000)
    return link.get_attribute("href")


def _join(gm, player, link, name="Mia", plays="Ana"):
    """The player opens the invitation; the game master types the phone's answer; the player says
    who it is. Answers the player's page."""
    player.goto(link)
    player.wait_for_function(READY, timeout=60_000)
    answer = player.locator("#join--answer-text")
    expect(answer).to_have_value(re.compile(r"^v1\."), timeout=15_000)
    gm.fill(f"{PHONES}--answer", answer.input_value())
    gm.locator(f"{PHONES} form[data-phone-form=answer] button[type=submit]").click()
    expect(player.locator("form[data-join-form=who]")).to_be_visible(timeout=15_000)
    player.fill("#join--name", name)
    player.locator("form[data-join-form=who] button[type=submit]").click()
    expect(player.locator("#join--said")).to_contain_text(f"Joined as {name}")
    expect(player.locator("#join--board")).to_contain_text("Round", timeout=5_000)
    if plays:
        player.select_option("#join--combatant", label=plays)
        expect(player.locator("#join--yours")).to_contain_text(plays)
    return player


@pytest.fixture
def table(page, browser, site):
    """A GURPS encounter (Ana of the party, an Orc foe) on the game master's page, the players'
    phones panel open, and a player's page in a profile of its own."""
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", side="party", hp=12)
    gm.add("Orc", side="foe", hp=15)
    link = _open_phones(page)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(KEEP_CHANNEL)
    yield gm, context.new_page(), link
    context.close()


def _hello_naming(player, combatant, name="Mia"):
    """The player's phone says hello naming ``combatant``, written on its channel past its page's checks."""
    player.evaluate("([id, name]) => window.pyrulesPhoneLink.channel.send(JSON.stringify("
                    "{v: 1, kind: 'hello', name, combatant: id}))", [combatant, name])


def test_a_player_joins_from_the_invitation_and_sees_the_turn_order(table):
    gm, player, link = table
    _join(gm.page, player, link)
    board = player.locator("#join--board")
    expect(board.locator(".table-name")).to_have_count(2)
    assert sorted(board.locator(".table-name").all_inner_texts()) == ["Ana", "Orc"]
    expect(player.locator("#join--yours")).to_contain_text("HP")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")


def _connected_before_python(gm, player, link):
    """The player's phone opened at the invitation with its interpreter's wasm held back, as a
    phone's network would, and its answer taken by the game master: the routes held."""
    held = []
    player.route("**/pyodide/pyodide.asm.wasm", lambda route: held.append(route))
    player.goto(link)
    answer = player.locator("#join--answer-text")
    expect(answer).to_have_value(re.compile(r"^v1\."), timeout=15_000)
    expect(player.locator("#join--answer-code svg")).to_be_visible()
    gm.page.fill(f"{PHONES}--answer", answer.input_value())
    gm.page.locator(f"{PHONES} form[data-phone-form=answer] button[type=submit]").click()
    expect(player.locator("form[data-join-form=who]")).to_be_visible(timeout=15_000)
    return held


LINK_STATE = """(() => {
  const first = window.pyrulesFirstJoin;
  if (!first) return "no first script";
  return `channel ${first.channel ? first.channel.readyState : "none"}, connection ${first.peer.connectionState}, `
    + `ICE ${first.peer.iceConnectionState}, python ${document.documentElement.dataset.python || "not in"}`;
})()"""


def _joined_by_the_first_script(player, name):
    """The player says its name and joins, and the first script says so; if not, the failure says
    what state its link was in."""
    player.fill("#join--name", name)
    player.locator("form[data-join-form=who] button[type=submit]").click()
    try:
        expect(player.locator("#join--said")).to_contain_text(f"Joined as {name}")
    except AssertionError as error:
        raise AssertionError(f"{error}\nthe player's link: {player.evaluate(LINK_STATE)}") from None


def test_a_new_phone_answers_says_whom_it_plays_and_draws_the_table_before_its_python_is_in_then_hands_over(table):
    gm, player, link = table
    held = _connected_before_python(gm, player, link)
    player.locator("form[data-join-form=who] button[type=submit]").click()
    expect(player.locator("#join--name-error")).to_contain_text("Say your name")
    _joined_by_the_first_script(player, "Mia")
    expect(player.locator("#join--board .table-name")).to_have_count(2)
    player.select_option("#join--combatant", label="Ana")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")
    assert player.evaluate("document.documentElement.dataset.python") != "ready" and held
    gm.apply("Orc", 7)
    expect(player.locator("#join--board li", has_text="Orc")).to_contain_text("Hurt")
    expect(player.locator("#join--combatant option:checked")).to_have_text("Ana")

    for route in held:
        route.continue_()
    player.wait_for_function(READY, timeout=60_000)
    expect(player.locator("#join--yours")).to_contain_text("Ana")
    expect(player.locator("#join--combatant option:checked")).to_have_text("Ana")
    gm.apply("Ana", 3)
    expect(player.locator("#join--yours")).to_contain_text("9 of 12")
    assert player.evaluate("performance.getEntriesByName('pyrules: first view drawn', 'mark').length") == 1


def test_before_its_python_is_in_a_phone_let_go_says_so_and_a_reload_asks_for_a_new_invitation(table):
    gm, player, link = table
    held = _connected_before_python(gm, player, link)
    _joined_by_the_first_script(player, "Mia")
    gm.page.locator(f"{PHONES}--seats button[data-phone=drop]").click()
    expect(player.locator("#join--said")).to_have_text("The game master let this phone go.")
    player.reload()
    expect(player.locator("#join--said")).to_contain_text("This invitation has been used")
    expect(player.locator("#join--answer-text")).not_to_have_value(re.compile(r"^v1\."))
    assert player.evaluate("document.documentElement.dataset.python") != "ready" and held
    for route in held:
        route.continue_()


def test_before_its_python_is_in_a_hello_naming_a_foe_is_refused_and_the_phone_chooses_again_then_hands_over(table):
    gm, player, link = table
    held = _connected_before_python(gm, player, link)
    _joined_by_the_first_script(player, "Mia")
    player.select_option("#join--combatant", label="Ana")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")
    orc = player.locator("#join--board li", has_text="Orc").get_attribute("data-combatant")
    _hello_naming(player, orc)
    expect(player.locator("#join--said")).to_contain_text("a player plays one of the party, not a foe")
    expect(player.locator("#join--combatant option:checked")).to_have_text("Ana")  # as the game master has it
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("1 message dropped")
    assert player.evaluate("document.documentElement.dataset.python") != "ready" and held

    for route in held:
        route.continue_()
    player.wait_for_function(READY, timeout=60_000)
    expect(player.locator("#join--said")).to_contain_text("a player plays one of the party, not a foe")
    expect(player.locator("#join--combatant option:checked")).to_have_text("Ana")
    expect(player.locator("#join--yours")).to_contain_text("Ana")


def test_before_its_python_is_in_a_phone_whose_link_closes_unannounced_says_the_connection_is_gone(table):
    gm, player, link = table
    held = _connected_before_python(gm, player, link)
    player.evaluate("window.pyrulesPhoneLink.channel.close()")  # as when the game master's phone drops off
    expect(player.locator("#join--said")).to_contain_text("The connection to the game master's phone is gone")
    expect(player.locator("form[data-join-form=who]")).to_be_hidden()
    assert player.evaluate("document.documentElement.dataset.python") != "ready" and held
    for route in held:
        route.continue_()


def test_an_apply_reaches_the_player_and_a_foes_numbers_never_do(table):
    gm, player, link = table
    _join(gm.page, player, link)
    gm.apply("Orc", 7)
    expect(player.locator("#join--board li", has_text="Orc")).to_contain_text("Hurt")
    gm.apply("Ana", 3)
    expect(player.locator("#join--yours")).to_contain_text("9 of 12")
    page_text = player.locator("body").inner_text()
    assert "8 of 15" not in page_text and "8/15" not in page_text and "15" not in player.locator(
        "#join--board li", has_text="Orc").inner_text()


def test_a_players_roll_lands_in_the_game_masters_log_under_the_players_name(table):
    gm, player, link = table
    _join(gm.page, player, link)
    player.fill("#join--dice", "3d6")
    player.fill("#join--target", "10")
    expect(player.locator("#join--odds")).to_contain_text("Chance to succeed: 50%")
    player.fill("#join--for", "Dodge")
    player.locator("form[data-join-form=roll] button[type=submit]").click()
    expect(player.locator("#join--rolled")).to_contain_text("3d6:")
    gm.page.evaluate("location.hash = '#dice'")
    expect(gm.page.locator("#dice-log li").first).to_contain_text("Mia · Ana")


def test_a_hostile_message_is_dropped_and_counted(table):
    gm, player, link = table
    _join(gm.page, player, link)
    player.evaluate("window.pyrulesPhoneLink.channel.send('{\"v\": 1, \"kind\": \"view\", \"view\": {}}')")
    player.evaluate("window.pyrulesPhoneLink.channel.send('<script>alert(1)</script>')")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("2 messages dropped")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")


def test_a_hello_naming_a_foe_is_refused_counted_and_the_phone_told_to_choose_again(table):
    gm, player, link = table
    _join(gm.page, player, link)
    orc = player.locator("#join--board li", has_text="Orc").get_attribute("data-combatant")
    _hello_naming(player, orc)
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("1 message dropped")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")  # still plays Ana, not watching
    expect(player.locator("#join--said")).to_contain_text("a player plays one of the party, not a foe")
    expect(player.locator("#join--combatant option:checked")).to_have_text("Ana")


def test_a_dropped_player_rejoins_from_a_new_invitation(table, browser):
    gm, player, link = table
    _join(gm.page, player, link)
    gm.page.locator(f"{PHONES}--seats button[data-phone=drop]").click()
    expect(player.locator("#join--said")).to_contain_text("let this phone go")
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("No phones yet")
    again = gm.page.locator(f"{PHONES}--invitation .phones-link a").get_attribute("href")
    assert again != link
    _join(gm.page, player, again)
    expect(gm.page.locator(f"{PHONES}--seats")).to_contain_text("Mia (Ana)")


def test_a_players_roll_fills_the_attack_stage_asking_for_it_for_the_game_master_to_accept(page, browser, site):
    from test_exchange import FIGHTER, ORC, attack, cards, stage_field

    gm = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    link = _open_phones(page)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    player = context.new_page()
    _join(page, player, link, plays="Fighter")
    attack(gm, "Fighter", "Broadsword 14 2d+1 cut")
    expect(stage_field(gm, "roll")).to_have_value("")
    player.fill("#join--dice", "3d6")
    player.fill("#join--for", "Broadsword")
    player.locator("form[data-join-form=roll] button[type=submit]").click()
    rolled = player.locator("#join--rolled")
    expect(rolled).to_contain_text("= ")
    total = rolled.inner_text().split("= ")[1].split()[0]
    expect(stage_field(gm, "roll")).to_have_value(total)
    expect(page.locator("#notice")).to_contain_text(f"Mia rolled {total}")
    context.close()


def test_a_phone_gone_is_shown_as_gone_and_its_player_rejoining_takes_its_place(table):
    gm, player, link = table
    _join(gm.page, player, link)
    seats = gm.page.locator(f"{PHONES}--seats li.phone-seat")
    context = player.context
    player.close()
    expect(seats).to_have_count(1)
    expect(seats.first).to_contain_text("Mia (Ana), gone", timeout=15_000)
    again = gm.page.locator(f"{PHONES}--invitation .phones-link a").get_attribute("href")
    _join(gm.page, context.new_page(), again)
    expect(seats).to_have_count(1)
    expect(seats.first).to_have_text(re.compile(r"^Mia \(Ana\)DropSend the card back$"))


def test_the_game_master_scans_a_players_answer_with_the_camera(page, browser, site):
    """Where the browser reads QR codes itself (BarcodeDetector: Chrome on Android), "Scan a
    player" reads the camera with it and takes the answer it sees, passing over any other code.
    This Chromium has no reader of its own: one stands in that sees the answer the test puts before
    the camera (the app's bundled reader, for the other browsers, is tested with a real picture in
    test_scan_with_the_camera.py)."""
    page.add_init_script("""window.BarcodeDetector = class {
        static async getSupportedFormats() { return ["qr_code"]; }
        async detect(source) { return window.__beforeTheCamera && source.videoWidth ? [{ rawValue: window.__beforeTheCamera }] : []; }
    };""")
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", side="party", hp=12)
    link = _open_phones(page)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    player = context.new_page()
    player.goto(link)
    answer = player.locator("#join--answer-text")
    expect(answer).to_have_value(re.compile(r"^v1\."), timeout=15_000)
    page.locator(f"{PHONES} [data-phone=scan]").click()
    expect(page.locator(f"{PHONES}--camera")).to_be_visible()
    page.evaluate("text => { window.__beforeTheCamera = 'https://example.invalid/menu'; "
                  "setTimeout(() => { window.__beforeTheCamera = text; }, 600); }", answer.input_value())
    expect(player.locator("form[data-join-form=who]")).to_be_visible(timeout=15_000)
    expect(page.locator(f"{PHONES}--camera")).to_be_hidden()
    context.close()


def test_scan_is_offered_wherever_a_camera_exists_and_without_one_the_answer_is_typed(table, browser, site):
    """This Chromium has a camera and no code reader of its own (the app's reader reads the code):
    Scan is offered. A browser without a camera (no navigator.mediaDevices, as on a page not
    served securely) offers only the typed answer."""
    gm, _player, _link = table
    assert gm.page.evaluate("typeof BarcodeDetector") == "undefined"
    expect(gm.page.locator(f"{PHONES} [data-phone=scan]")).to_be_visible()
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script("Object.defineProperty(Navigator.prototype, 'mediaDevices', "
                            "{ get: () => undefined, configurable: true });")
    page = context.new_page()
    TrackerSteps(page, "gurps").open(site)
    assert page.evaluate("navigator.mediaDevices === undefined")
    _open_phones(page)
    expect(page.locator(f"{PHONES}--answer")).to_be_visible()
    expect(page.locator(f"{PHONES} [data-phone=scan]")).to_be_hidden()
    context.close()


def test_closing_the_game_masters_page_tells_every_phone_the_table_closed(table):
    gm, player, link = table
    _join(gm.page, player, link)
    gm.page.close(run_before_unload=True)
    expect(player.locator("#join--said")).to_contain_text("closed the table", timeout=5_000)
    expect(player.locator("form[data-join-form=roll]")).to_be_hidden()


ANA = ("Ana", "party", "", {"hp": "12"})
AXE_ORC = ("Orc", "foe", "Axe 14 2d+2 cut melee", {"hp": "12"})


def _aim(gm, attacker, target, others):
    """``attacker``'s row opened, its attack aimed at ``target`` alone."""
    row = gm.row(attacker)
    if not row.locator("[data-act=exchange]").first.is_visible():
        gm.select(attacker)
    for name, wanted in ((target, True), *((other, False) for other in others)):
        chip = row.locator(".attack-control label.chip", has_text=name)
        if chip.locator("input").is_checked() != wanted:
            chip.tap()
        expect(chip.locator("input")).to_be_checked(checked=wanted)


@pytest.fixture
def two_players(page, browser, site):
    """A GURPS encounter (the Fighter and Ana of the party, an Orc with an axe) on the game master's
    page, Mia playing Ana and Tom the Fighter, each on a phone of its own."""
    from test_exchange import FIGHTER, cards

    gm = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ANA, AXE_ORC)
    link = _open_phones(page)
    contexts = [browser.new_context(viewport={"width": 390, "height": 844}) for _ in range(2)]
    for context in contexts:
        context.add_init_script(KEEP_CHANNEL)
    mia = _join(page, contexts[0].new_page(), link, "Mia", "Ana")
    invitation = page.locator(f"{PHONES}--invitation .phones-link a")
    expect(invitation).not_to_have_attribute("href", link)
    tom = _join(page, contexts[1].new_page(), invitation.get_attribute("href"), "Tom", "Fighter")
    yield gm, mia, tom
    for context in contexts:
        context.close()


def test_the_defense_asked_of_a_players_combatant_shows_on_that_phone_only_and_fills_the_game_masters_stage(
        two_players):
    from test_exchange import attack, panel, roll, stage_field

    gm, mia, tom = two_players
    _aim(gm, "Orc", "Ana", ("Fighter",))
    attack(gm, "Orc", "Axe 14 2d+2 cut")
    roll(gm, "Orc’s Axe", roll=6)  # a hit: Ana's defense is asked, of Mia's phone
    asked = mia.locator("#join--asked")
    expect(asked).to_contain_text("Ana’s defense: Defense roll (3d6)")
    expect(asked.locator(".odds")).to_contain_text(re.compile(r"Chance to succeed: \d+% \(\d+/\d+\)"))
    expect(tom.locator("#join--asked")).to_be_hidden()
    seat = gm.page.locator(f"{PHONES}--seats li", has_text="Mia")
    expect(seat).to_contain_text("asked on the phone: Ana’s defense")
    expect(gm.page.locator(f"{PHONES}--seats li", has_text="Tom")).not_to_contain_text("asked")

    asked.locator("button[data-how=roll]").click()  # one tap: rolled and sent
    sent = asked.locator(".join-ask-sent")
    expect(sent).to_contain_text("sent to the game master")
    total = sent.inner_text().split("= ")[1].split()[0]
    expect(stage_field(gm, "defense_roll")).to_have_value(total)
    expect(gm.page.locator("#notice")).to_contain_text(f"Mia rolled {total}")

    stage_field(gm, "defense_roll").fill("")  # the game master sets it aside: Mia's own dice instead
    asked.locator("input[name=total]").fill("19")
    asked.locator("button[data-how=typed]").click()
    expect(asked.locator(".field-error")).to_contain_text("3 to 18")
    expect(stage_field(gm, "defense_roll")).to_have_value("")
    asked.locator("input[name=total]").fill("4")
    asked.locator("button[data-how=typed]").click()
    expect(stage_field(gm, "defense_roll")).to_have_value("4")
    panel(gm).locator("button.roll").tap()  # accepted with the stage's own button: Ana dodges
    expect(asked).to_be_hidden()
    expect(seat).not_to_contain_text("asked")


def _card_file(name, **stats):
    """A GURPS card file of one card, as the app saves one."""
    card = {"name": name, "side": "party", "notes": "", "stats": stats, "attacks": ["Broadsword 14 2d+1 cut melee"]}
    return {"name": "pyrules-gurps-card.json", "mimeType": "application/json",
            "buffer": json.dumps({"pyrules": "cards", "version": 1, "ruleset": "gurps", "cards": [card]}).encode()}


STORED_CARDS = "Object.keys(localStorage).filter(key => key.includes('member.gurps.')).length"


def test_a_card_offered_from_a_phone_is_taken_into_the_encounter_beside_its_namesake_and_a_hostile_one_is_refused(
        two_players):
    gm, mia, tom = two_players
    mia.set_input_files("#join--card-file", files=[_card_file("Fighter", st=13)])
    expect(mia.locator("#join--offered")).to_contain_text("Kept on this phone: Fighter")
    mia.locator("form[data-join-form=offer] button[type=submit]:not([data-how])").click()
    offer = gm.page.locator(f"{PHONES}--seats li", has_text="Mia").locator(".phone-offer")
    expect(offer).to_contain_text("Mia offers Fighter")
    offer.locator("[data-phone=take]").click()
    expect(gm.row("Fighter 2")).to_be_visible()  # beside the game master's own Fighter, never over it
    expect(offer).to_have_count(0)
    expect(mia.locator("#join--offered")).to_contain_text("took Fighter 2 into the encounter")
    expect(mia.locator("#join--board")).to_contain_text("Fighter 2")

    stored = gm.page.evaluate(STORED_CARDS)
    tom.evaluate("() => window.pyrulesPhoneLink.channel.send(JSON.stringify({v: 1, kind: 'offer', card: "
                 "{name: 'Mallory', side: 'party', stats: {st: '<img src=x onerror=alert(1)>'}}}))")
    tom_seat = gm.page.locator(f"{PHONES}--seats li", has_text="Tom")
    expect(tom_seat).to_contain_text("1 message dropped")
    expect(tom_seat.locator(".phone-offer")).to_have_count(0)
    assert gm.page.evaluate(STORED_CARDS) == stored and gm.row("Mallory").count() == 0

    tom.set_input_files("#join--card-file", files=[_card_file("Rowan", st=11)])
    tom.locator("form[data-join-form=offer] button[type=submit]:not([data-how])").click()
    expect(tom_seat.locator(".phone-offer")).to_contain_text("Tom offers Rowan")
    tom_seat.locator("[data-phone=refuse]").click()
    expect(tom.locator("#join--offered")).to_contain_text("did not take that card")
    assert gm.page.evaluate(STORED_CARDS) == stored and gm.row("Rowan").count() == 0


def test_a_player_proposes_its_own_attack_on_its_turn_and_the_game_master_accepts_it_in_one_tap(two_players):
    from test_exchange import panel, stage_field

    gm, mia, tom = two_players
    attack_form = tom.locator("form[data-join-form=attack]")
    acting = gm.page.locator(f"#{T}--list li.combatant.active .name")
    gm.next_turn()
    for _ in range(3):  # on to the Fighter's turn
        expect(acting).to_have_count(1)
        name = acting.inner_text()
        if name == "Fighter":
            break
        gm.next_turn()
        expect(acting).not_to_have_text(name)
    expect(attack_form).to_be_visible()
    expect(mia.locator("form[data-join-form=attack]")).to_be_hidden()  # Ana does not act now
    tom.select_option("#join--attack-target", label="Orc")
    attack_form.locator("button[type=submit]").click()
    proposal = gm.page.locator(f"{PHONES}--seats li", has_text="Tom").locator(".phone-proposal")
    expect(proposal).to_contain_text("Tom proposes: Fighter’s Broadsword 14 2d+1 cut melee at Orc")
    expect(panel(gm)).to_be_hidden()  # nothing begins until the game master says so
    proposal.locator("[data-phone=accept-attack]").click()
    expect(panel(gm).locator("h3")).to_have_text("Fighter attacks Orc")
    expect(tom.locator("#join--proposed")).to_contain_text("accepted your attack")
    expect(tom.locator("#join--asked")).to_contain_text("Fighter’s Broadsword")  # its attack roll, asked of Tom
    expect(stage_field(gm, "roll")).to_have_value("")


def test_a_knockdown_roll_made_on_the_players_phone_waits_on_the_reminder_and_is_accepted_and_followed(two_players):
    """A major wound to Ana (7 HP > HP/2, B420): the HT roll against knockdown shows on Mia's phone
    only; Mia's own dice come to 17, which the game master accepts on the reminder's card: a
    critical failure, and marking it puts Unconscious on Ana."""
    gm, mia, tom = two_players
    gm.apply("Ana", 7)
    asked = mia.locator("#join--asked form.join-ask", has_text="knockdown")
    expect(asked).to_have_count(1)
    expect(tom.locator("#join--asked")).to_be_hidden()
    due = gm.page.locator(f"#{T}--due")
    expect(due.locator(".phone-answer")).to_have_count(0)
    asked.locator("input[name=total]").fill("17")
    asked.locator("button[data-how=typed]").click()
    expect(asked.locator(".join-ask-sent")).to_contain_text("sent to the game master")
    waiting = due.locator(".phone-answer")
    expect(waiting).to_have_text(re.compile(r"^Mia rolled 17"))
    expect(gm.page.locator("#notice")).to_contain_text("Mia rolled 17")
    expect(due.locator(".rolled")).to_have_count(0)  # nothing is made until the game master accepts it
    waiting.locator("[data-phone=accept-reminder-roll]").click()
    expect(due.locator(".rolled")).to_contain_text("Rolled 17: critical failure (failed by 7)")
    expect(gm.page.locator("#dice-log li", has_text="Mia")).to_have_count(1)  # the roll, logged once
    expect(waiting).to_have_count(0)
    expect(asked).to_have_count(0)  # made: the phone is asked it no more
    due.locator("[data-act=follow]").click()
    expect(gm.row("Ana")).to_contain_text("Unconscious")


def test_the_game_master_sends_a_player_the_card_as_the_fight_left_it_and_the_phone_keeps_and_saves_it(two_players):
    gm, mia, tom = two_players
    gm.apply("Ana", 3)
    seat = gm.page.locator(f"{PHONES}--seats li", has_text="Mia")
    seat.locator("[data-phone=send-card]").click()
    expect(gm.page.locator(f"{PHONES}--said")).to_contain_text("Ana’s card sent to Mia")
    expect(mia.locator("#join--offered")).to_contain_text("sent back Ana as the fight left it: kept on this phone as Ana")
    expect(mia.locator("#join--own option:checked")).to_have_text(re.compile(r"^Ana · After the fight: HP 9/12"))
    with mia.expect_download() as saving:
        mia.locator("form[data-join-form=offer] button[data-how=save]").click()
    saved = json.loads(open(saving.value.path(), encoding="utf-8").read())
    assert saved["ruleset"] == "gurps" and "HP 9/12" in saved["cards"][0]["notes"]
    expect(tom.locator("#join--offered")).not_to_contain_text("sent back")


def test_a_card_kept_on_the_phone_that_no_longer_reads_is_kept_aside_with_the_rest_and_said(table):
    gm, player, link = table
    rowan = {"name": "Rowan", "side": "party", "notes": "", "stats": {"hp": 12}, "attacks": []}
    stored = [{"ruleset": "gurps", "card": rowan}, {"ruleset": "gurps", "card": {**rowan, "stats": {"hp": "x"}}}]
    player.context.add_init_script(
        f"localStorage.setItem('pyrules.player-cards', {json.dumps(json.dumps(stored))});")
    _join(gm.page, player, link)
    expect(player.locator("#join--own option")).to_have_text(["Rowan"])
    expect(player.locator("#notice")).to_contain_text("did not read")
    kept = player.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('pyrules.backup.player-cards'))")
    assert [json.loads(player.evaluate(f"localStorage.getItem('{key}')")) for key in kept] == [stored]


def test_a_card_typed_on_the_phone_is_checked_as_the_roster_checks_one_kept_and_offered(table):
    gm, player, link = table
    _join(gm.page, player, link)
    player.locator("details[data-join=typed] > summary").click()
    typed = player.locator("details[data-join=typed]")
    expect(typed.locator("#join--typed-card--name")).to_be_visible()
    typed.locator("#join--typed-card--name").fill("Rowan")
    typed.locator("#join--typed-card--attacks").fill("Broadsword 14 cut")  # no damage dice
    typed.locator("button[data-how=keep]").click()
    expect(typed.locator("#join--typed-card--attacks-error")).to_be_visible()
    expect(player.locator("#join--own option", has_text="Rowan")).to_have_count(0)
    typed.locator("#join--typed-card--attacks").fill("Broadsword 14 2d+1 cut melee")
    typed.locator("#join--typed-card--name").press("Enter")  # Enter keeps the card typed, offers nothing
    expect(player.locator("#join--offered")).to_contain_text("Kept on this phone: Rowan")
    expect(player.locator("#join--own option:checked")).to_have_text("Rowan")
    player.locator("form[data-join-form=offer] button[type=submit]:not([data-how])").click()
    expect(gm.page.locator(f"{PHONES}--seats li", has_text="Mia")).to_contain_text("Mia offers Rowan")
