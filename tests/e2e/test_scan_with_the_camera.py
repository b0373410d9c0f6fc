"""The game master scans a player's answer with a real camera pipeline: Chromium's fake camera
plays a video file of the answer's QR code (``--use-file-for-fake-video-capture``), and the page
reads it. This desktop Chromium has no BarcodeDetector, so the code is read by the app's own
bundled reader (``static/qr-reader.mjs``), imported when "Scan a player" is tapped.

Chromium opens the video file when a capture starts (not at launch), so the file is written once
the player's answer is known, before the scan begins."""

import re
from pathlib import Path

import pytest
from conftest import NO_QUICK_START, PHONE, READY
from playwright.sync_api import expect
from test_players_phones import PHONES, _open_phones
from tools.browser import launch_options
from tracker_steps import TrackerSteps

from pyrules.core.players.qr_code import QUIET_ZONE, qr_modules

pytestmark = pytest.mark.e2e

WIDTH, HEIGHT = 640, 480
LIGHT, DARK = 235, 16  # video luma: white and black (Y4M's 4:2:0, grey chroma)
FRAMES = 5


def write_code_video(path: Path, text: str) -> None:
    """A Y4M video of ``text``'s QR code, its quiet zone light, filling most of a 640x480 frame:
    a few identical frames (Chromium loops the file)."""
    modules = qr_modules(text)
    side = len(modules) + 2 * QUIET_ZONE
    scale = int(HEIGHT * 0.95) // side  # whole pixels per module
    left, top = (WIDTH - side * scale) // 2, (HEIGHT - side * scale) // 2
    luma = bytearray([LIGHT]) * (WIDTH * HEIGHT)
    for y, row in enumerate(modules):
        line = bytearray()
        for dark in row:
            line += bytes([DARK if dark else LIGHT]) * scale
        start_x = left + QUIET_ZONE * scale
        for dy in range(scale):
            at = (top + (QUIET_ZONE + y) * scale + dy) * WIDTH + start_x
            luma[at:at + len(line)] = line
    chroma = bytes([128]) * (WIDTH // 2 * HEIGHT // 2)
    frame = b"FRAME\n" + bytes(luma) + chroma + chroma
    path.write_bytes(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode() + frame * FRAMES)


@pytest.fixture
def camera_browser(playwright, tmp_path):
    """A Chromium of its own for the game master, its fake camera playing ``tmp_path/camera.y4m``."""
    video = tmp_path / "camera.y4m"
    options = launch_options()
    options["args"].append(f"--use-file-for-fake-video-capture={video}")
    browser = playwright.chromium.launch(**options)
    yield browser, video
    browser.close()


def test_the_game_master_scans_a_players_answer_through_the_camera_with_the_bundled_reader(
        camera_browser, browser, guard, site):
    gm_browser, video = camera_browser
    gm_context, page, link = _game_master(gm_browser, guard, site)
    assert page.evaluate("typeof BarcodeDetector") == "undefined"  # the bundled reader is the one tested
    scan = page.locator(f"{PHONES} [data-phone=scan]")
    expect(scan).to_be_visible()

    player = browser.new_context(viewport=PHONE).new_page()
    player.goto(link)
    player.wait_for_function(READY, timeout=60_000)
    answer = player.locator("#join--answer-text")
    expect(answer).to_have_value(re.compile(r"^v[0-9]+\."), timeout=15_000)
    write_code_video(video, answer.input_value())

    with page.expect_request(re.compile(r"/qr-reader\.mjs$")):
        scan.click()
    expect(player.locator("form[data-join-form=who]")).to_be_visible(timeout=15_000)
    expect(page.locator(f"{PHONES}--camera")).to_be_hidden()
    expect(page.locator(f"{PHONES}--seats li.phone-seat")).to_have_count(1)
    player.context.close()
    gm_context.close()


def _game_master(browser, guard, site, init: str = "", service_workers: str = "allow"):
    """A game master's phone with the players' phones panel open: its context, its page and the
    invitation's link."""
    context = browser.new_context(viewport=PHONE, has_touch=True, service_workers=service_workers)
    context.add_init_script(NO_QUICK_START + init)
    guard.watch(context)
    page = context.new_page()
    gm = TrackerSteps(page, "gurps").open(site)
    gm.add("Ana", side="party", hp=12)
    return context, page, _open_phones(page)


REFUSED = """if (self.navigator && navigator.mediaDevices) navigator.mediaDevices.getUserMedia = () =>
    Promise.reject(new DOMException("Permission denied", "NotAllowedError"));"""
COUNTED = """if (self.navigator && navigator.mediaDevices) {
    self.cameraAsked = 0;
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (wanted) => { self.cameraAsked++; return ask(wanted); };
}"""
NO_CAMERA_API = "Object.defineProperty(Navigator.prototype, 'mediaDevices', { get: () => undefined });"


def test_a_refused_camera_says_to_type_the_answer_and_the_answer_field_still_takes_it(browser, guard, site):
    context, page, _link = _game_master(browser, guard, site, REFUSED)
    page.click(f"{PHONES} [data-phone=scan]")
    expect(page.locator(f"{PHONES}--said")).to_have_text(
        "The camera could not be used: type or paste the player's answer instead.")
    expect(page.locator(f"{PHONES}--camera")).to_be_hidden()
    expect(page.locator(f"{PHONES}--answer")).to_be_editable()
    page.click(f"{PHONES} [data-phone=scan]")  # asked again, refused again: said again, nothing breaks
    expect(page.locator(f"{PHONES}--said")).to_contain_text("The camera could not be used")
    context.close()


def test_a_browser_with_no_camera_offers_no_scan_only_the_answer_field(browser, guard, site):
    context, page, _link = _game_master(browser, guard, site, NO_CAMERA_API)
    expect(page.locator(f"{PHONES}--answer")).to_be_visible()
    expect(page.locator(f"{PHONES} [data-phone=scan]")).to_be_hidden()
    context.close()


def test_a_code_reader_that_cannot_download_says_so_and_never_turns_the_camera_on(browser, guard, site):
    # No service worker has kept the reader yet, and the network is gone.
    context, page, _link = _game_master(browser, guard, site, COUNTED, service_workers="block")
    assert page.evaluate("typeof BarcodeDetector") == "undefined"
    context.route("**/qr-reader.mjs", lambda route: route.abort())
    guard.errors_allowed = True  # the failed download is the point of this test
    page.click(f"{PHONES} [data-phone=scan]")
    expect(page.locator(f"{PHONES}--said")).to_have_text(
        "The code reader could not be loaded (no network?): type or paste the player's answer instead.")
    assert page.evaluate("window.cameraAsked") == 0
    expect(page.locator(f"{PHONES}--camera")).to_be_hidden()
    expect(page.locator(f"{PHONES}--answer")).to_be_editable()
    guard.errors.clear()
    context.close()
