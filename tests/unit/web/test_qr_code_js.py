"""The QR code a player's phone draws before its Python is in (``static/join/qr-code.mjs``, with the
vendored qrcodegen it imports, bundled by esbuild) is, to the character, the SVG Python draws
(``pyrules.core.players.qr_code.qr_svg``): every text of the kinds a phone shows, each segment
mode, either error correction level, any label, and the same refusal of a text too long. All of
it is drawn in one Node launch."""

import base64
import json
import random
import subprocess

import pytest

import build
from pyrules.core.errors import RulesError
from pyrules.core.players.qr_code import qr_svg

pytestmark = pytest.mark.cpython_only  # Node and the build: the host's

LABEL = "Your answer: show it to the game master's camera"

DRAW = """
const [bundle, cases] = process.argv.slice(2);
import(require("url").pathToFileURL(bundle).href).then(({ qrSvg }) => {
  const drawn = JSON.parse(require("fs").readFileSync(cases, "utf8")).map(([text, label]) => {
    try { return { svg: qrSvg(text, label) }; } catch (error) { return { error: error.message }; }
  });
  console.log(JSON.stringify(drawn));
});
"""


def packed(version: str, length: int) -> str:
    """A text of ``length`` characters as the phones write one: ``version`` ("v1." or "v2.") and
    base64url bytes."""
    data = base64.urlsafe_b64encode(random.Random(length).randbytes(length)).decode().rstrip("=")
    return (version + data)[:length]


ANSWERS = [packed("v1.", length) for length in range(50, 761, 10)]
LONGER = [packed("v2.", length) for length in range(761, 1471, 30)] + [packed("v2.", 1470)]
MODES = {
    "empty": "",
    "numeric": "0123456789" * 20,
    "numeric, at level L": "7" * 6000,  # more digits than level M holds at any size
    "alphanumeric": "HTTPS://HOST/PYRULES/ $%*+-./:" * 8,
    "alphanumeric, at level L": "ABC123 " * 500,
    "bytes, at level L": packed("v2.", 2500),
    "bytes, not ASCII": "Élodie joue à 🎲 ce soir — 日本語",
}
LABELS = ['Tom & Jerry\'s "answer" <b>', "&amp; already escaped", "", "Élodie's 🎲"]
TOO_LONG = [packed("v2.", 3000), "9" * 7100, "A" * 4300]


@pytest.fixture(scope="module")
def drawn_in_javascript(tmp_path_factory):
    """Each case's (text, label) drawn by the bundled module: its markup, or the message it refused
    the text with."""
    folder = tmp_path_factory.mktemp("qr-code-js")
    module = folder / "qr-code.mjs"
    subprocess.run([str(build.ESBUILD), str(build.STATIC / "join" / "qr-code.mjs"), "--bundle", "--format=esm",
                    "--minify", "--log-level=warning", f"--outfile={module}"], check=True, cwd=build.ROOT)
    cases = ([(text, LABEL) for text in ANSWERS + LONGER + list(MODES.values()) + TOO_LONG]
             + [(ANSWERS[0], label) for label in LABELS])
    (folder / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    (folder / "draw.cjs").write_text(DRAW, encoding="utf-8")
    done = subprocess.run(["node", str(folder / "draw.cjs"), str(module), str(folder / "cases.json")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return dict(zip(cases, json.loads(done.stdout)))


def drawn_in_python(text: str, label: str = LABEL) -> dict:
    try:
        return {"svg": qr_svg(text, label)}
    except RulesError as refused:
        return {"error": str(refused)}


@pytest.mark.parametrize("texts", [ANSWERS, LONGER], ids=["answers of 50 to 760 characters",
                                                          "v2 texts up to an invitation's longest"])
def test_the_answer_code_drawn_in_javascript_is_the_one_python_draws(drawn_in_javascript, texts):
    for text in texts:
        assert drawn_in_javascript[text, LABEL] == drawn_in_python(text), f"{len(text)} characters"


@pytest.mark.parametrize("kind", MODES)
def test_numeric_alphanumeric_and_byte_texts_at_either_level_are_drawn_in_javascript_as_python_draws_them(
        drawn_in_javascript, kind):
    text = MODES[kind]
    assert drawn_in_javascript[text, LABEL] == drawn_in_python(text)


@pytest.mark.parametrize("label", LABELS)
def test_a_label_is_escaped_in_javascript_as_python_escapes_it(drawn_in_javascript, label):
    assert drawn_in_javascript[ANSWERS[0], label] == drawn_in_python(ANSWERS[0], label)


def test_a_text_too_long_for_any_code_is_refused_in_javascript_in_pythons_words(drawn_in_javascript):
    for text in TOO_LONG:
        assert "error" in drawn_in_python(text), f"{len(text)} characters"
        assert drawn_in_javascript[text, LABEL] == drawn_in_python(text), f"{len(text)} characters"
