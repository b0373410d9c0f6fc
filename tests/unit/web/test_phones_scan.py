"""The game master's "Scan a player": offered wherever the browser has a camera, read with the
browser's own QR code reader where it has one, else with the app's bundled reader (imported beside
the page the first time), and the answer typed when that reader cannot be had.

The page's Python runs over the small fake browser (``fake_browser``), with a fake camera and fake
readers; the bundled reader itself is tried in Node on a real code (``test_qr_reader``)."""

import asyncio
import types
from urllib.parse import urljoin

import pytest
from fake_browser import Browser, Document, over_browser

from screen import phones_page

pytestmark = pytest.mark.cpython_only  # the browser's own modules are stood in for: not on Pyodide

PREFIX = "gurps-tracker--phones"
PAGE = "https://pyrules.example/pyrules/index.html"
ANSWER = "v1.an-answer"


class Camera:
    """``navigator.mediaDevices`` with a camera: each stream it gives has one track, stopped or not."""

    def __init__(self):
        self.tracks = []

    async def getUserMedia(self, _constraints):
        track = types.SimpleNamespace(stopped=False)
        track.stop = lambda: setattr(track, "stopped", True)
        self.tracks.append(track)
        return types.SimpleNamespace(getTracks=lambda: [track])


class NoCodeReader(Browser):
    """A browser without BarcodeDetector (desktop Chromium, Safari, Firefox)."""

    def __getattr__(self, name):
        if name == "BarcodeDetector":
            raise AttributeError(name)
        return super().__getattr__(name)


class Reader:
    """A reader that sees nothing at first, then a code on a menu and the player's answer."""

    def __init__(self, seen=((), ("https://example.invalid/menu", ANSWER))):
        self.seen = list(seen)

    async def detect(self, _video):
        codes = self.seen.pop(0) if self.seen else ()
        return [types.SimpleNamespace(rawValue=text) for text in codes]


def _panel(monkeypatch, js, navigator):
    """The phones panel's invitation over ``js``, its answers taken into a list instead of connecting."""
    js.navigator = navigator
    js.document.baseURI = PAGE
    js.URL = types.SimpleNamespace(new=lambda url, base: types.SimpleNamespace(href=urljoin(base, url)))
    from screen import camera_scan, phones_invitation

    monkeypatch.setattr(camera_scan, "SCAN_EVERY", 0)
    panel = phones_invitation.Invitations.__new__(phones_invitation.Invitations)  # no invitation made: not what is tried
    panel.prefix, panel.root, panel.scanning = PREFIX, js.document.getElementById(PREFIX), True
    panel.say = lambda said: setattr(js.document.getElementById(f"{PREFIX}--said"), "textContent", said)
    taken = []
    panel.connect = taken.append
    video = js.document.getElementById(f"{PREFIX}--camera-video")

    async def play():
        assert not js.document.getElementById(f"{PREFIX}--camera").hidden  # the camera is shown while it runs

    video.play = play
    return camera_scan, panel, taken


def _said(js) -> str:
    return js.document.getElementById(f"{PREFIX}--said").textContent


@pytest.fixture
def without_a_reader(monkeypatch):
    with over_browser(monkeypatch, NoCodeReader(Document(str(phones_page.gm_frame("gurps-tracker"))), None)) as js:
        yield js


@pytest.mark.parametrize("navigator, offered", [
    (types.SimpleNamespace(mediaDevices=Camera()), True),
    (types.SimpleNamespace(mediaDevices=types.SimpleNamespace()), False),  # no getUserMedia
    (types.SimpleNamespace(), False),  # no mediaDevices: a page not served securely, an old browser
])
def test_scan_is_offered_wherever_the_browser_has_a_camera_with_or_without_a_code_reader(
        without_a_reader, monkeypatch, navigator, offered):
    camera_scan, _panel_, _taken = _panel(monkeypatch, without_a_reader, navigator)
    assert camera_scan.can_scan() is offered


def test_without_a_reader_of_its_own_the_bundled_one_is_imported_beside_the_page_and_reads_the_answer(
        without_a_reader, monkeypatch):
    js = without_a_reader
    camera = Camera()
    camera_scan, panel, taken = _panel(monkeypatch, js, types.SimpleNamespace(mediaDevices=camera))
    imported = []

    async def import_module(url):
        imported.append(url)
        return types.SimpleNamespace(QrReader=types.SimpleNamespace(new=Reader))

    monkeypatch.setattr(camera_scan, "_import_module", import_module)
    asyncio.run(panel._scan())
    assert imported == ["https://pyrules.example/pyrules/qr-reader.mjs"]
    assert taken == [ANSWER]  # the menu's code passed over
    assert js.document.getElementById(f"{PREFIX}--camera").hidden
    assert [track.stopped for track in camera.tracks] == [True] and not panel.scanning
    panel.scanning = True
    asyncio.run(panel._scan())
    assert len(imported) == 1  # imported once, for every scan after


def test_when_the_bundled_reader_cannot_be_loaded_the_panel_says_so_and_the_camera_is_not_opened(
        without_a_reader, monkeypatch):
    js = without_a_reader
    camera = Camera()
    camera_scan, panel, taken = _panel(monkeypatch, js, types.SimpleNamespace(mediaDevices=camera))

    async def offline(_url):
        raise OSError("TypeError: Failed to fetch dynamically imported module")

    monkeypatch.setattr(camera_scan, "_import_module", offline)
    asyncio.run(panel._scan())
    assert "could not be loaded" in _said(js) and "type or paste" in _said(js)
    assert camera.tracks == [] and taken == [] and not panel.scanning
    assert js.document.getElementById(f"{PREFIX}--camera").hidden


def test_the_browsers_own_reader_is_used_where_it_reads_qr_codes(monkeypatch):
    made = []

    class BarcodeDetector:
        @staticmethod
        async def getSupportedFormats():
            return ["ean_13", "qr_code"]

        @staticmethod
        def new(options):
            made.append(options)
            return Reader()

    with over_browser(monkeypatch, Browser(Document(str(phones_page.gm_frame("gurps-tracker"))), None)) as js:
        js.BarcodeDetector = BarcodeDetector
        camera_scan, panel, taken = _panel(monkeypatch, js, types.SimpleNamespace(mediaDevices=Camera()))

        async def never(_url):
            raise AssertionError("the bundled reader is not needed here")

        monkeypatch.setattr(camera_scan, "_import_module", never)
        asyncio.run(panel._scan())
    assert made == [{"formats": ["qr_code"]}] and taken == [ANSWER]
