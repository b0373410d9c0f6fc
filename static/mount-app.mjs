// pyrules: the files Python starts with. The app's Python (pyrules, the page's modules and the
// pinned packages) is one zip that Python imports from as it is, with zipimport: it is written into
// the interpreter's file system whole, never unpacked file by file, so a start pays only for the
// modules it imports. The page's interpreter and the quick start's worker mount it at the same
// place, so a snapshot made in the worker finds it where it was when it is restored in the page.
//
// The zip stores its files as they are and travels compressed whole (app.zip.gz): the browser
// unpacks it natively here. A host that serves it already unpacked (it sent it as gzip-encoded)
// is fine too: the bytes say which they are. The standard library travels the same way
// (python_stdlib.zip.gz), with the modules every start imports already compiled; the modules the
// app never imports travel apart (python_stdlib_later.zip.gz) and come once the app is ready.

const APP_ZIP = "/home/pyodide/app.zip";
const STANDARD_LIBRARY = new URL("./python_stdlib.zip.gz", import.meta.url).href;
// The rest of the standard library (the modules the app never imports), downloaded once the app is
// ready and written here, beside the first: until then its modules say they are still arriving
// (screen/stdlib_later.py).
const LATER_STANDARD_LIBRARY = new URL("./python_stdlib_later.zip.gz", import.meta.url).href;
const LATER_ZIP = "/lib/python_stdlib_later.zip";
// Pyodide's list of the packages it can load, as the build writes it in: the app loads none, so
// the list names none, and Pyodide's own list (120 KB) is neither downloaded nor read at a start.
const NO_PACKAGES = __PYODIDE_LOCK__;

/** A file shipped compressed whole (an ArrayBuffer) from ``url``: downloaded, and unpacked when it
 * came compressed. */
export async function unpacked(url, download = fetch) {
  const response = await download(url);
  if (!response.ok) throw new Error(`${url} did not download`);
  const bytes = await response.arrayBuffer();
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] !== 0x1f || head[1] !== 0x8b) return bytes; // a zip already (it starts "PK")
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

// Pyodide downloads its files with the global fetch as it starts. A file the app gets its own way
// is handed over instead: the next download of its address is answered by ``answer()``.
const ownFetch = globalThis.fetch;
const handed = new Map();

function handingOver(resource, ...rest) {
  const url = String(resource);
  const answer = handed.get(url);
  if (!answer) return ownFetch.call(this, resource, ...rest);
  handed.delete(url);
  if (!handed.size) globalThis.fetch = ownFetch;
  return answer();
}

/** A response whose body is ``bytes`` (an ArrayBuffer), read as they are: a body made of them
 * would copy them through a stream, several milliseconds for the standard library. */
function answered(bytes) {
  const response = new Response(null);
  response.arrayBuffer = async () => bytes;
  return response;
}

/** Answer the next download of ``url`` with ``answer()`` (a promise of a Response). */
export function handOver(url, answer) {
  handed.set(url, answer);
  globalThis.fetch = handingOver;
}

/** The standard library, downloaded (or from ``downloading``, its download begun already) and
 * unpacked (an ArrayBuffer). */
export function standardLibrary(downloading = null) {
  return unpacked(STANDARD_LIBRARY, (url) => downloading || ownFetch(url));
}

/** loadPyodide's ``options`` for the app's interpreter: its standard library the one shipped
 * compressed whole, handed over unpacked (or ``had``, a promise of the zip to hand over instead,
 * such as the one a snapshot knows), and no packages to load. */
export function withPythonFiles(options, had = null) {
  handOver(STANDARD_LIBRARY, async () => {
    const bytes = await (had || standardLibrary());
    performance.mark("pyrules: standard library in"); // a part of the start, for the bench
    return answered(bytes);
  });
  return { ...options, stdLibURL: STANDARD_LIBRARY, lockFileContents: NO_PACKAGES };
}

/** Put the app's zip (an ArrayBuffer) in ``pyodide``'s file system and on its import path, and
 * let zipimport name a module without loading it twice (screen/zip_names.py). */
export function mountApp(pyodide, zip) {
  pyodide.FS.writeFile(APP_ZIP, new Uint8Array(zip));
  pyodide.runPython(`import sys\nif ${JSON.stringify(APP_ZIP)} not in sys.path: sys.path.insert(0, ${JSON.stringify(APP_ZIP)})
from screen.zip_names import install\ninstall()
from screen.stdlib_later import expect\nexpect(${JSON.stringify(APP_ZIP)})`);
}

/** Download the rest of the standard library, write it beside the first in ``pyodide``'s file
 * system and let its modules import from there (once). */
export async function mountLaterStandardLibrary(pyodide) {
  if (pyodide.FS.analyzePath(LATER_ZIP).exists) return;
  const zip = await unpacked(LATER_STANDARD_LIBRARY, (url) => ownFetch(url));
  pyodide.FS.writeFile(LATER_ZIP, new Uint8Array(zip));
  pyodide.runPython(`from screen.stdlib_later import arrived\narrived(${JSON.stringify(LATER_ZIP)})`);
  performance.mark("pyrules: standard library whole"); // for the bench
  document.documentElement.dataset.stdlib = "whole";
}
