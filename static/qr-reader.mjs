// pyrules: a QR code reader for the browsers that have none of their own (no BarcodeDetector:
// desktop Chromium, Safari, Firefox), shaped like BarcodeDetector so the game master's "Scan a
// player" uses either the same way: `await new QrReader().detect(video)` answers
// `[{ rawValue }]`, one for each code it could read in the frame, or `[]`.
// The decoder is @nuintun/qrcode (pinned in package.json); build.py bundles this module with it
// into dist/qr-reader.mjs, which the page imports only when the game master taps Scan.
import { binarize, Decoder, Detector, grayscale } from "@nuintun/qrcode";

// A frame is read at most this wide (or high): a phone's camera gives 1280 or 1920 pixels, and a
// code held up to it is read as well from a smaller copy, several times faster.
const LONGEST_SIDE = 800;

export class QrReader {
  constructor() {
    this.detector = new Detector();
    this.decoder = new Decoder();
    this.canvas = null;
    this.context = null;
  }

  /** The codes read in `source` (a video, an image or a canvas) as it is now. */
  async detect(source) {
    const width = source.videoWidth || source.naturalWidth || source.width || 0;
    const height = source.videoHeight || source.naturalHeight || source.height || 0;
    if (!width || !height) return [];  // the camera has not given a frame yet
    const scale = Math.min(1, LONGEST_SIDE / Math.max(width, height));
    const w = Math.max(1, Math.round(width * scale)), h = Math.max(1, Math.round(height * scale));
    const context = this.drawingContext(w, h);
    context.drawImage(source, 0, 0, w, h);
    const binarized = binarize(grayscale(context.getImageData(0, 0, w, h)), w, h);
    const found = [];
    // Each candidate the detector finds is tried; telling it which one decoded lets it skip the
    // candidates that overlap it.
    const candidates = this.detector.detect(binarized);
    let current = candidates.next();
    while (!current.done) {
      let decoded = false;
      try {
        found.push({ rawValue: this.decoder.decode(current.value.matrix).content });
        decoded = true;
      } catch {
        // not a code after all, or too damaged to read: the next candidate
      }
      current = candidates.next(decoded);
    }
    return found;
  }

  drawingContext(width, height) {
    if (!this.canvas) {
      this.canvas = typeof OffscreenCanvas === "function"
        ? new OffscreenCanvas(width, height) : document.createElement("canvas");
      this.context = this.canvas.getContext("2d", { willReadFrequently: true });
    }
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
    return this.context;
  }
}
