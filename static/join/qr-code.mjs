// A QR code as an SVG image, drawn before the page's Python is in: the answer a player's phone
// shows for the game master's camera to scan back.
//
// It is the markup Python draws (pyrules/core/players/qr_code.py, ``qr_svg``) to the character:
// the same library (Project Nayuki's qrcodegen, ./qrcodegen.ts), the same segments, error
// correction level M (or higher where that fits the same size) and L only when M cannot hold the
// text, the same mask, quiet zone and path, and the same refusal of a text no QR code holds
// (tests/unit/web/test_qr_code_js.py compares the two).

import { qrcodegen } from "./qrcodegen.ts";

const { QrCode, QrSegment } = qrcodegen;

// The light margin around the code a camera needs to find it, in modules (qr_code.QUIET_ZONE).
const QUIET_ZONE = 4;
// The mask laid over the code's data (qr_code.MASK): trying all eight takes a phone a while.
const MASK = 0;
const TOO_LONG = "This is too long to show as a QR code: copy it and send it as text instead.";

// Python's html.escape, quotes included.
const ESCAPED = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escape = (text) => text.replace(/[&<>"']/g, (c) => ESCAPED[c]);

/** The QR code of `text`, at level M (or higher where that fits the same size), at level L only
 * when M cannot hold it; a text no QR code holds is refused with an Error. */
function qrCode(text) {
  const segments = QrSegment.makeSegments(text);
  for (const level of [QrCode.Ecc.MEDIUM, QrCode.Ecc.LOW]) {
    try {
      return QrCode.encodeSegments(segments, level, 1, 40, MASK);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  throw new Error(TOO_LONG);
}

/** The SVG markup of the QR code of `text`, named `label` for a screen reader: a white square
 * with the quiet zone, the dark modules one black path of a rectangle per run in a row, measured
 * in modules and sized by the page's CSS. */
export function qrSvg(text, label) {
  const code = qrCode(text);
  const size = code.size;
  const side = size + 2 * QUIET_ZONE;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size;) {
      if (!code.getModule(x, y)) { x++; continue; }
      const start = x;
      while (x < size && code.getModule(x, y)) x++;
      const length = x - start;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${length}v1h-${length}z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"`
    + ` role="img" aria-label="${escape(label)}"><rect width="${side}" height="${side}" fill="#fff"/>`
    + `<path d="${path}" fill="#000"/></svg>`;
}
