// pyrules: makes the quick start's memory snapshot, away from the page. A second Pyodide starts
// here, mounts the app's files where the page mounts them, imports every module the page needs
// that does not touch the browser (there is no page here), and sends back its memory, packed.

import "./no-stack-switching.mjs";
import { loadPyodide } from "./pyodide.mjs";
import { appFiles, mountApp } from "./mount-app.mjs";
import { packSnapshot } from "./snapshot-pack.mjs";

self.onmessage = async (event) => {
  try {
    const pyodide = await loadPyodide({ indexURL: new URL("./", import.meta.url).href, _makeSnapshot: true });
    mountApp(pyodide, await appFiles(event.data.app));
    pyodide.runPython("from screen.preload import preload\npreload()");
    const snapshot = packSnapshot(pyodide.makeMemorySnapshot());
    self.postMessage(snapshot, [snapshot.buffer]);
  } catch (error) {
    self.postMessage(null);
  }
};
