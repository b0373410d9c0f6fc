"""Reading a QR code with the camera: the game master's "Scan a player", which looks for a player's
answer in the camera's picture.

The code is read by the browser's own reader where it reads QR codes (``BarcodeDetector``: Chrome
on Android), else by the reader the app bundles (``static/qr-reader.mjs``), imported beside the
page the first time it is needed. The camera is let go however the scan ends.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from typing import Any, Protocol

import js
from pyodide.ffi import to_js

from screen import dom
from screen.browser import Element

SCAN_EVERY = 0.25  # seconds between two looks for a code
QR_READER = "./qr-reader.mjs"  # the app's own QR code reader, beside the page (build.QR_READER)
_import_module = js.Function.new("url", "return import(url)")
_bundled = None  # the reader's module, once imported


class CodeReader(Protocol):
    """What reads QR codes: BarcodeDetector's ``detect``, answering (as a promise) the codes seen
    in a video's frame."""

    def detect(self, source: Element) -> Any: ...


class NoReader(Exception):
    """The app's bundled reader could not be loaded (offline before the app was kept, say)."""


def can_scan() -> bool:
    """Whether this browser has a camera to scan with (the code is read by the browser's own
    reader where it has one, else by the one the app bundles)."""
    devices = getattr(js.navigator, "mediaDevices", None)
    return devices is not None and not dom.missing(devices) \
        and not dom.missing(getattr(devices, "getUserMedia", None))


async def first_code(camera: Element, video: Element, wanted: re.Pattern[str],
                     looking: Callable[[], bool]) -> str | None:
    """The text of the first code the camera sees that matches ``wanted`` (another code in view, a
    menu or a poster, is passed over), shown in ``video`` inside ``camera`` while it looks; None
    once ``looking()`` is false. NoReader when no reader can be had (the camera is not opened);
    any other exception when the camera cannot be used or is refused."""
    reader = await _code_reader()
    if reader is None:
        raise NoReader()
    stream = None
    try:
        stream = await js.navigator.mediaDevices.getUserMedia(
            to_js({"video": {"facingMode": "environment"}}, dict_converter=js.Object.fromEntries))
        video.srcObject = stream
        camera.hidden = False
        await video.play()
        while looking():
            for code in await reader.detect(video):
                text = str(code.rawValue)
                if wanted.match(text):
                    return text
            await asyncio.sleep(SCAN_EVERY)
        return None
    finally:
        camera.hidden = True
        video.srcObject = None
        if stream is not None:
            for track in stream.getTracks():
                track.stop()


async def _code_reader() -> CodeReader | None:
    """Something with BarcodeDetector's ``detect``, reading QR codes: the browser's own where it
    reads them, else the app's bundled reader, imported beside the page the first time; None when
    that cannot be loaded."""
    if hasattr(js, "BarcodeDetector"):
        try:
            if "qr_code" in list(await js.BarcodeDetector.getSupportedFormats()):
                browsers: CodeReader = js.BarcodeDetector.new(
                    to_js({"formats": ["qr_code"]}, dict_converter=js.Object.fromEntries))
                return browsers
        except Exception:  # a reader that cannot say what it reads: the app's own instead
            pass
    global _bundled
    if _bundled is None:
        try:
            _bundled = await _import_module(str(js.URL.new(QR_READER, js.document.baseURI).href))
        except Exception:
            return None
    bundled: CodeReader = _bundled.QrReader.new()
    return bundled
