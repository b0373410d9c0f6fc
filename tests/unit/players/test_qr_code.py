"""The QR codes the phones show: an SVG image drawn from the code's modules alone, dark on light, with
its quiet zone, an invitation of any size the phones make fitting at level M, a text too long for
any QR code refused in a player's words."""

import base64
import random
import re
import xml.etree.ElementTree as ET

import pytest

# The pinned qrcodegen comes with the dev extras (python build.py test installs them): an older
# environment without it reports these tests skipped, with the reason, instead of an error.
qrcodegen = pytest.importorskip(
    "qrcodegen", reason="qrcodegen is not installed: pip install -e '.[dev]' (python build.py test does)")
QrCode, QrSegment = qrcodegen.QrCode, qrcodegen.QrSegment

from pyrules.core.errors import RulesError
from pyrules.core.players import qr_code as Q

SVG = "{http://www.w3.org/2000/svg}"


def invitation(length):
    """An invitation of ``length`` characters as a player's camera opens it: an address carrying
    "v1." and base64url bytes."""
    packed = base64.urlsafe_b64encode(random.Random(length).randbytes(length)).decode()
    return ("https://host/pyrules/#join?v1." + packed)[:length]


INVITATION = invitation(230)
RUN = re.compile(r"M(\d+) (\d+)h(\d+)v1h-(\d+)z")


def drawn(svg):
    """The image's root, its white background and its one black path."""
    root = ET.fromstring(svg)
    background, path = list(root)
    assert (background.tag, path.tag) == (f"{SVG}rect", f"{SVG}path")
    return root, background, path


def cells(d):
    """The modules a path of one-module-high rectangles covers, as (column, row) in the image."""
    assert RUN.sub("", d) == ""  # nothing but runs
    covered = []
    for x, y, length, back in RUN.findall(d):
        assert length == back
        covered += [(int(x) + i, int(y)) for i in range(int(length))]
    assert len(covered) == len(set(covered))  # no module drawn twice
    return set(covered)


def test_the_image_is_well_formed_svg_named_for_a_screen_reader_and_sized_by_the_page():
    root, _, _ = drawn(Q.qr_svg(INVITATION, "Invitation for the players' phones"))
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img" and root.get("aria-label") == "Invitation for the players' phones"
    assert root.get("shape-rendering") == "crispEdges"
    assert root.get("width") is None and root.get("height") is None


def test_its_path_covers_exactly_the_dark_modules_of_the_code():
    _, _, path = drawn(Q.qr_svg(INVITATION, "Invitation"))
    code = QrCode.encode_segments(QrSegment.make_segments(INVITATION), QrCode.Ecc.MEDIUM, mask=Q.MASK)
    dark = {(x + 4, y + 4) for y in range(code.get_size()) for x in range(code.get_size()) if code.get_module(x, y)}
    assert cells(path.get("d")) == dark
    assert Q.qr_modules(INVITATION) == tuple(tuple(code.get_module(x, y) for x in range(code.get_size()))
                                             for y in range(code.get_size()))


def test_the_code_is_made_with_one_mask_at_once_and_is_the_same_code_as_with_the_best_mask_but_for_it():
    code = Q.qr_code(INVITATION)
    best = QrCode.encode_text(INVITATION, QrCode.Ecc.MEDIUM)
    assert code.get_mask() == Q.MASK
    assert (code.get_version(), code.get_size(), code.get_error_correction_level()) == (
        best.get_version(), best.get_size(), best.get_error_correction_level())


@pytest.mark.parametrize("degree", [7, 10, 18, 26, 30])
def test_the_error_correction_is_the_codewords_qrcodegen_itself_computes(degree):
    divisor = QrCode._reed_solomon_compute_divisor(degree)
    for seed in range(20):
        data = random.Random(seed).randbytes(random.Random(seed).randint(1, 160))
        assert Q._ecc_remainder(data, divisor) == Q.LIBRARY_REMAINDER(data, divisor)
    assert Q._ecc_remainder(bytes(40), divisor) == bytes(degree)


def test_a_code_made_with_the_faster_error_correction_is_module_for_module_the_librarys():
    faster = Q.qr_modules(invitation(800))
    QrCode._reed_solomon_compute_remainder = staticmethod(Q.LIBRARY_REMAINDER)
    try:
        assert Q.qr_modules(invitation(800)) == faster
    finally:
        QrCode._reed_solomon_compute_remainder = staticmethod(Q._ecc_remainder)


def test_a_quiet_zone_of_four_modules_surrounds_the_code():
    root, _, path = drawn(Q.qr_svg(INVITATION, "Invitation"))
    side = len(Q.qr_modules(INVITATION)) + 8
    assert root.get("viewBox") == f"0 0 {side} {side}"
    columns, rows = zip(*cells(path.get("d")))
    # The finder patterns reach the code's corners: its dark modules start and end 4 modules in.
    assert (min(columns), min(rows), max(columns), max(rows)) == (4, 4, side - 5, side - 5)


def test_the_code_is_black_on_a_white_square_whatever_the_pages_theme():
    root, background, path = drawn(Q.qr_svg(INVITATION, "Invitation"))
    side = root.get("viewBox").split()[2]
    assert (background.get("width"), background.get("height"), background.get("fill")) == (side, side, "#fff")
    assert background.get("x", "0") == background.get("y", "0") == "0"
    assert path.get("fill") == "#000"


@pytest.mark.parametrize("text", [INVITATION, '"><script>alert(1)</script>', "Ωmega & <b>bold</b>"])
def test_the_text_itself_never_appears_in_the_image(text):
    svg = Q.qr_svg(text, "Answer")
    assert text not in svg and "script" not in svg
    drawn(svg)


def test_the_name_is_escaped_and_reads_back_as_given():
    root, _, _ = drawn(Q.qr_svg("v1.AbC", 'Answer for "Ann" <& co>'))
    assert root.get("aria-label") == 'Answer for "Ann" <& co>'


def test_an_800_character_invitation_fits_at_level_m():
    text = invitation(800)
    assert Q.qr_code(text).get_error_correction_level().ordinal >= QrCode.Ecc.MEDIUM.ordinal


def test_a_text_too_long_for_level_m_falls_back_to_level_l():
    text = "v1." + "AbC-_9" * 400  # 2,403 bytes: version 40 holds 2,331 at M, 2,953 at L
    assert Q.qr_code(text).get_error_correction_level() is QrCode.Ecc.LOW


def test_a_5000_character_text_is_refused_in_words():
    with pytest.raises(RulesError, match="too long to show as a QR code: copy it and send it as text"):
        Q.qr_svg("v1." + "AbC-_9" * 833, "Invitation")


def test_runs_of_dark_modules_in_a_row_are_where_they_start_and_how_long():
    assert list(Q.dark_runs([True, True, False, True, False, False, True, True, True])) == [(0, 2), (3, 1), (6, 3)]
    assert list(Q.dark_runs([False, False])) == []


@pytest.mark.cpython_only
def test_the_apps_start_imports_neither_the_qr_code_maker_nor_its_library():
    import build

    startup = build.startup_modules()
    assert not any(path.startswith(("qrcodegen", "pyrules/core/players/qr_code")) for path in startup)


@pytest.mark.cpython_only
def test_the_qr_code_maker_and_its_library_ship_compiled_for_a_phone_answering_an_invitation():
    import build

    names = {"pyrules/core/players/qr_code.py", "qrcodegen.py"}
    assert names <= set(build.JOIN_MODULES)
    assert all((build.ROOT / path).exists() or any((build.vendored(name) / path).exists() for name in build.VENDORED)
               for path in build.JOIN_MODULES)
