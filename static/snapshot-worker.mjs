// pyrules: makes the quick start's memory snapshot, away from the page. A second Pyodide starts
// here, mounts the app's files where the page mounts them, imports every module the page needs
// that does not touch the browser (there is no page here), and sends back its memory, packed, with
// the standard library as the snapshot knows it (each file compressed on its own).

import "./no-stack-switching.mjs";
import { loadPyodide } from "./pyodide.mjs";
import { compilingEachWrapperOnce } from "./compile-once.mjs";
import { mountApp, unpacked, withPythonFiles } from "./mount-app.mjs";
import { packSnapshot } from "./snapshot-pack.mjs";

self.onmessage = async (event) => {
  try {
    const done = compilingEachWrapperOnce();
    const pyodide = await loadPyodide(withPythonFiles({ indexURL: new URL("./", import.meta.url).href, _makeSnapshot: true }))
      .finally(done);
    mountApp(pyodide, await unpacked(event.data.app));
    const where = pyodide.runPython("from screen.preload import compact_standard_library, preload\n"
                                    + "where = compact_standard_library()\npreload()\nwhere");
    const snapshot = packSnapshot(pyodide.makeMemorySnapshot());
    const stdlib = pyodide.FS.readFile(where).buffer; // the zip the snapshot knows, kept beside it
    self.postMessage({ snapshot, stdlib }, [snapshot.buffer, stdlib]);
  } catch (error) {
    self.postMessage(null);
  }
};
