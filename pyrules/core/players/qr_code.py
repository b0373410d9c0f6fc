"""A QR code as an SVG image: the invitation a player's camera scans, and the answer scanned back.

The image is drawn from the code's modules alone, numbers and never the text it carries, and is
dark on light whatever the page's theme: a camera reads nothing else. qrcodegen makes the code, its
error correction worked out here with tables of the field's logarithms (``_ecc_remainder``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from html import escape
from itertools import groupby

from qrcodegen import DataTooLongError, QrCode, QrSegment

from pyrules.core.errors import RulesError

# The light margin around the code a camera needs to find it, in modules (as the standard asks).
QUIET_ZONE = 4
# The mask laid over the code's data. Any of the eight reads the same; trying all eight to keep
# the one the standard scores best takes a phone most of a second (the answer waits for it), and
# over data as random as an invitation's the score differs little.
MASK = 0


def _field_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """GF(2^8/0x11D), the field of the code's error correction: each element's power of 2 (twice
    over, so that a sum of two logarithms is looked up without reducing it), and each nonzero
    element's logarithm."""
    powers, logs, x = [0] * 510, [0] * 256, 1
    for exponent in range(255):
        powers[exponent] = powers[exponent + 255] = x
        logs[x] = exponent
        x = (x << 1) ^ (0x11D if x & 0x80 else 0)
    return tuple(powers), tuple(logs)


_POWERS, _LOGS = _field_tables()


def _ecc_remainder(data: bytes, divisor: bytes) -> bytearray:
    """The error correction codewords of ``data`` for the ``divisor`` polynomial: qrcodegen's own
    division, its products looked up by their logarithms (as its own notes say it could be)
    instead of multiplied bit by bit, which took most of the time an answer's code is made in."""
    result = bytearray(len(divisor))
    logs_of_divisor = [_LOGS[c] if c else -1 for c in divisor]
    for b in data:
        factor = b ^ result.pop(0)
        result.append(0)
        if factor:
            log_of_factor = _LOGS[factor]
            for i, log_c in enumerate(logs_of_divisor):
                if log_c >= 0:
                    result[i] ^= _POWERS[log_c + log_of_factor]
    return result


# qrcodegen calls its remainder through the class: the faster one makes the same codewords
# (tests/unit/players/test_qr_code.py compares them with the library's own).
LIBRARY_REMAINDER = QrCode._reed_solomon_compute_remainder
setattr(QrCode, "_reed_solomon_compute_remainder", staticmethod(_ecc_remainder))


def qr_code(text: str) -> QrCode:
    """The QR code of ``text``, at error correction level M (or higher where that fits the same
    size), at level L only when M cannot hold it; a text no QR code holds is refused."""
    segments = QrSegment.make_segments(text)
    for level in (QrCode.Ecc.MEDIUM, QrCode.Ecc.LOW):
        try:
            return QrCode.encode_segments(segments, level, mask=MASK)
        except DataTooLongError:
            continue
    raise RulesError("This is too long to show as a QR code: copy it and send it as text instead.")


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The modules of the QR code of ``text``, row by row from the top, each True when dark (the
    quiet zone left out)."""
    code = qr_code(text)
    size = code.get_size()
    return tuple(tuple(code.get_module(x, y) for x in range(size)) for y in range(size))


def dark_runs(row: Sequence[bool]) -> Iterator[tuple[int, int]]:
    """Each run of dark modules in a row: the column it starts at and how many modules it spans."""
    x = 0
    for dark, run in groupby(row):
        length = len(list(run))
        if dark:
            yield x, length
        x += length


def qr_svg(text: str, label: str) -> str:
    """The SVG markup of the QR code of ``text``, named ``label`` for a screen reader: a white square
    with the quiet zone, the dark modules one black path of a rectangle per run in a row, measured
    in modules and sized by the page's CSS."""
    modules = qr_modules(text)
    side = len(modules) + 2 * QUIET_ZONE
    path = "".join(f"M{x + QUIET_ZONE} {y + QUIET_ZONE}h{length}v1h-{length}z"
                   for y, row in enumerate(modules) for x, length in dark_runs(row))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" shape-rendering="crispEdges"'
            f' role="img" aria-label="{escape(label)}"><rect width="{side}" height="{side}" fill="#fff"/>'
            f'<path d="{path}" fill="#000"/></svg>')
