"""The app's own QR code reader (``static/qr-reader.mjs``, bundled by the build with the pinned
@nuintun/qrcode) reads a player's answer from a picture, in Node: the canvas it draws each video
frame into is stood in for by one that holds the picture as it is. The whole pipeline, camera
included, is tried in the browser by tests/e2e/test_scan_with_the_camera.py."""

import json
import subprocess

import pytest

import build
from pyrules.core.players.qr_code import QUIET_ZONE, qr_modules

pytestmark = pytest.mark.cpython_only  # Node and the build: the host's

ANSWER = "v1." + "Ab3-_x9" * 30  # an answer's length and alphabet

READ = """
const [reader, picture] = process.argv.slice(2);
const { width, height, pixels } = JSON.parse(require("fs").readFileSync(picture, "utf8"));
globalThis.OffscreenCanvas = class {
  constructor(w, h) { this.width = w; this.height = h; }
  getContext() {
    const canvas = this;
    return {
      drawImage(source, x, y, w, h) { canvas.drawn = [source, w, h]; },
      getImageData(x, y, w, h) {
        const [source] = canvas.drawn;
        if (source.camera) {  // a phone camera's frame: only the size it is read at is looked at
          read.push([w, h]);
          return { width: w, height: h, data: new Uint8ClampedArray(w * h * 4).fill(255) };
        }
        return { width: w, height: h, data: Uint8ClampedArray.from(source.rgba) };
      },
    };
  }
};
const read = [];
const rgba = new Uint8Array(width * height * 4);
pixels.forEach((light, at) => { rgba.fill(light ? 255 : 0, at * 4, at * 4 + 3); rgba[at * 4 + 3] = 255; });
import(require("url").pathToFileURL(reader).href).then(async ({ QrReader }) => {
  const qr = new QrReader();
  const frame = { videoWidth: width, videoHeight: height, width, height, rgba };
  const noFrame = { videoWidth: 0, videoHeight: 0 };
  const blank = { videoWidth: width, videoHeight: height, width, height, rgba: new Uint8Array(width * height * 4).fill(255) };
  const camera = { videoWidth: 1920, videoHeight: 1080, camera: true };
  console.log(JSON.stringify([await qr.detect(frame), await qr.detect(noFrame), await qr.detect(blank),
                              await qr.detect(camera), read]));
});
"""


def _picture(text: str, scale: int = 4, margin: int = 10) -> dict:
    """The code of ``text`` drawn ``scale`` pixels a module, its quiet zone and a margin light."""
    modules = qr_modules(text)
    side = (len(modules) + 2 * QUIET_ZONE) * scale + 2 * margin
    offset = margin + QUIET_ZONE * scale
    pixels = [True] * (side * side)
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    start = (offset + y * scale + dy) * side + offset + x * scale
                    pixels[start:start + scale] = [False] * scale
    return {"width": side, "height": side, "pixels": pixels}


def test_the_bundled_reader_reads_an_answers_code_finds_none_where_there_is_none_and_reads_a_large_frame_scaled(
        tmp_path):
    reader = tmp_path / build.QR_READER
    build.bundle_qr_reader(reader)
    picture = tmp_path / "picture.json"
    picture.write_text(json.dumps(_picture(ANSWER)), encoding="utf-8")
    script = tmp_path / "read.cjs"
    script.write_text(READ, encoding="utf-8")
    done = subprocess.run(["node", str(script), str(reader), str(picture)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    read, before_a_frame, blank, camera, sizes = json.loads(done.stdout)
    assert read == [{"rawValue": ANSWER}]
    assert before_a_frame == [] and blank == [] and camera == []
    assert sizes == [[800, 450]]  # a camera's large frame is read scaled down, the cheaper


def test_the_bundled_reader_is_small(tmp_path):
    """About 40 KB minified, 14 KB gzipped: the decoder alone, downloaded with the app so that it
    works offline."""
    import gzip

    reader = tmp_path / build.QR_READER
    build.bundle_qr_reader(reader)
    assert len(gzip.compress(reader.read_bytes(), 9)) < 20_000
