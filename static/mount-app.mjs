// pyrules: the app's Python (pyrules, the page's modules and the pinned packages) is one zip that
// Python imports from as it is, with zipimport: it is written into the interpreter's file system
// whole, never unpacked file by file, so a start pays only for the modules it imports.
// The page's interpreter and the quick start's worker mount it at the same place, so a snapshot
// made in the worker finds it where it was when it is restored in the page.
//
// The zip stores its files as they are and travels compressed whole (app.zip.gz): the browser
// unpacks it natively here. A host that serves it already unpacked (it sent it as gzip-encoded)
// is fine too: the bytes say which they are.

const APP_ZIP = "/home/pyodide/app.zip";

/** The app's zip (an ArrayBuffer) from ``url``: downloaded, and unpacked when it came compressed. */
export async function appFiles(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error("the app's files did not download");
  const bytes = await response.arrayBuffer();
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] !== 0x1f || head[1] !== 0x8b) return bytes; // a zip already (it starts "PK")
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(unpacked).arrayBuffer();
}

/** Put the app's zip (an ArrayBuffer) in ``pyodide``'s file system and on its import path, and
 * let zipimport name a module without loading it twice (screen/zip_names.py). */
export function mountApp(pyodide, zip) {
  pyodide.FS.writeFile(APP_ZIP, new Uint8Array(zip));
  pyodide.runPython(`import sys\nif ${JSON.stringify(APP_ZIP)} not in sys.path: sys.path.insert(0, ${JSON.stringify(APP_ZIP)})
from screen.zip_names import install\ninstall()`);
}
