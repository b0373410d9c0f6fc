// pyrules: the app's Python (pyrules, the page's modules and the pinned packages) is one zip that
// Python imports from as it is, with zipimport: it is written into the interpreter's file system
// whole, never unpacked file by file, so a start pays only for the modules it imports.
// The page's interpreter and the quick start's worker mount it at the same place, so a snapshot
// made in the worker finds it where it was when it is restored in the page.

const APP_ZIP = "/home/pyodide/app.zip";

/** Put the app's zip (an ArrayBuffer) in ``pyodide``'s file system and on its import path, and
 * let zipimport name a module without loading it twice (screen/zip_names.py). */
export function mountApp(pyodide, zip) {
  pyodide.FS.writeFile(APP_ZIP, new Uint8Array(zip));
  pyodide.runPython(`import sys\nif ${JSON.stringify(APP_ZIP)} not in sys.path: sys.path.insert(0, ${JSON.stringify(APP_ZIP)})
from screen.zip_names import install\ninstall()`);
}
