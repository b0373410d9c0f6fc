// pyrules: PyScript's interpreter. Pyodide's own loadPyodide, started from a memory snapshot when
// this browser keeps one for this build (a quick start), otherwise the ordinary way.
//
// The snapshot is made once per build, after the app is ready, in a Web Worker (it never delays
// the page or a tap): that worker starts a second Pyodide, imports every module the page needs that
// does not touch the browser, and sends back the interpreter's memory. Later visits restore it and
// PyScript carries on as after any start (it runs the page's entry point), so the restored
// interpreter ends in the state a fresh one would reach, with the imports already done.
// A snapshot that fails to load is thrown away and the app starts the ordinary way.
//
// The page loads this module early, while it is still parsing its own HTML, and the interpreter
// starts then: by the time PyScript asks for it, much of the start is done.

import "./no-stack-switching.mjs";
import { loadPyodide as bootPyodide, version } from "./pyodide.mjs";
import { compilingEachWrapperOnce } from "./compile-once.mjs";
import { handOver, mountApp, mountLaterStandardLibrary, standardLibrary, unpacked, withPythonFiles } from "./mount-app.mjs";
import { memoryLength, restorePacked } from "./snapshot-pack.mjs";

export { version };

// Names the page's other script and Python share, written in by the build from one place.
const { quickStartCache: CACHE, quickStartSetting: SETTING, quickStartKept: KEPT } = __SHARED__;

function build() {
  return document.documentElement.dataset.build || "unknown";
}

// Where this build's snapshot is kept (named by the build) and, when one is, what the page's head
// began reading on a thread of its own before this module loaded: the snapshot ({ bytes, length it
// was kept with } or null), the standard library kept beside it and the app's zip unpacked (each
// an ArrayBuffer).
const quick = window.pyrulesQuickStart || { at: null, read: null, stdlib: null, app: null };

function snapshotRequest() {
  return new Request(quick.at);
}

// The interpreter's wasm is kept beside the snapshot, under this build's name: the quick start's
// reader compiles it from there, several times quicker than out of the browser's HTTP cache.
function interpreterRequest() {
  return new Request(quick.wasm);
}

// So is the standard library, as the snapshot knows it (each file compressed on its own): the
// reader reads it in a fraction of the time unpacking the download takes.
function standardLibraryRequest() {
  return new Request(quick.stdlibAt);
}

/** Whether this browser can keep a quick start, and the player has not turned it off. */
export function quickStartWanted() {
  if (!quick.at || !("caches" in globalThis) || typeof Worker !== "function") return false;
  try {
    return localStorage.getItem(SETTING) !== "false";
  } catch (error) {
    return false;
  }
}

// Set while a start from a snapshot is under way, cleared once the app is ready: a snapshot
// whose start never got there is not tried again.
const TRYING = "pyrules-quick-start-trying";

/** Whether this start restores a snapshot: one is kept for this build (the page's head began
 * reading it) and the last start from it got to ready. One whose start did not is forgotten, and
 * this start is an ordinary one. */
function snapshotKept() {
  if (!quickStartWanted() || !quick.read) return false;
  try {
    if (localStorage.getItem(TRYING) === build()) {
      localStorage.removeItem(TRYING);
      forgetQuickStart();
      return false;
    }
    return localStorage.getItem(KEPT) === build(); // none kept for this build: the cache stays shut
  } catch (error) {
    return false;
  }
}

/** The kept snapshot's bytes (packed), as the page's head had them read; rejects when there are
 * none or they are damaged. */
async function readSnapshot() {
  const read = quick.read;
  quick.read = null; // its bytes are let go once restored
  const kept = await read;
  if (!kept) throw new Error("no snapshot in the cache");
  const snapshot = new Uint8Array(kept.bytes);
  if (String(snapshot.byteLength) !== kept.length) throw new Error("a damaged snapshot");
  return snapshot;
}

/** The standard library kept beside the snapshot, as the page's head had it read: the zip the
 * snapshot knows, each file compressed on its own. Rejects when there is none, or it is damaged. */
function keptStandardLibrary() {
  const kept = quick.stdlib || Promise.reject(new Error("no standard library kept"));
  quick.stdlib = null; // its bytes go to the interpreter once
  return kept;
}

/** Whether the standard library kept beside the snapshot (``stdlib``) was read whole, once the
 * first views are painted. A quick start found incomplete (no standard library kept, or one cut
 * short) is not tried: the app starts the ordinary way, quietly, and keeps a new one once it is
 * ready. Pyodide is never handed a start it cannot make, so nothing is said on the console. */
async function wholeAndPainted(stdlib) {
  const [whole] = await Promise.all([stdlib.then(() => true, () => false), firstViewsPainted()]);
  if (!whole) {
    part("quick start incomplete");
    await forgetQuickStart();
  }
  return whole;
}

/** The standard library's download the page's head began (once: a second start downloads it
 * again), or null. */
function beganDownloading() {
  const began = window.pyrulesStandardLibrary || null;
  window.pyrulesStandardLibrary = null;
  return began;
}

/** Forget every kept snapshot (all builds). */
export async function forgetQuickStart() {
  try {
    localStorage.removeItem(KEPT);
    await caches.delete(CACHE);
  } catch (error) { /* nothing was kept */ }
}

function say(how) {
  document.documentElement.dataset.start = how;
}

// A restored snapshot holds the random generators' state as they were when it was made: reseed
// them from fresh entropy so no two visits roll the same dice.
const RESEED = "from screen.preload import reseed\nreseed()";

// The snapshot is kept packed (snapshot-pack.mjs), and read on a thread of its own while the
// interpreter is made here: Pyodide is handed a stand-in to start from at once, and its restore
// is replaced by the packed one, which takes the snapshot once it is read and writes it into the
// interpreter's memory, grown to the snapshot's size first (a new interpreter's memory is smaller
// than one that has imported the app).
const STAND_IN = new Uint8Array(0);

function roomyModule(snapshot, stdlib) {
  const loaded = import("./pyodide.asm.mjs");
  loaded.then(() => part("interpreter's module loaded"), () => {});
  return async (settings) => {
    const { default: createPyodideModule } = await loaded;
    const module = await createPyodideModule(settings);
    part("interpreter made");
    await stdlib; // without the zip the snapshot knows, no quick start
    const packed = await snapshot;
    const size = memoryLength(packed);
    const grownFrom = module.HEAP8.length; // memory grown past this is zeros
    if (grownFrom < size && !module._emscripten_resize_heap(size)) {
      throw new Error("not enough memory for the quick start");
    }
    const restoreHeader = module.API.restoreSnapshot;
    module.API.restoreSnapshot = () => restorePacked(packed, module.HEAP8, restoreHeader, grownFrom);
    return module;
  };
}

// Pyodide fetches its wasm as it starts, and instantiates it with WebAssembly.instantiateStreaming.
// The page's head began downloading and compiling that same file as it opened (itself, or in the
// quick start's worker): Pyodide's fetch is answered by a stand-in (no second download of the
// file), and its instantiation is handed that module. Each stands in once; where the compile
// failed, the file is fetched and compiled as Pyodide would have.
const INTERPRETER = new URL("./pyodide.asm.wasm", import.meta.url).href;
const pageFetch = globalThis.fetch; // the page's own, whatever stands in for it while Pyodide starts

function instantiateCompiled(compiled) {
  compiled.then(() => part("wasm compiled"), () => {});
  const { instantiateStreaming } = WebAssembly;
  handOver(INTERPRETER, async () => new Response(null));
  WebAssembly.instantiateStreaming = async (source, imports) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    const module = await compiled.catch(() => null);
    if (!(module instanceof WebAssembly.Module)) return instantiateStreaming(pageFetch.call(globalThis, INTERPRETER), imports);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}
if (window.pyrulesInterpreter) instantiateCompiled(window.pyrulesInterpreter);

// The app's Python, downloaded while the interpreter starts: for a quick start, by the reader on
// its thread once the snapshot is read (``had``; the page downloads it itself if that fails); on
// an ordinary start once the interpreter's wasm is in, so that the download the start waits on
// (the wasm) shares the network with nothing it does not need yet.
const APP_FILES = new URL("../app.zip.gz", import.meta.url).href;
let appZip = null;

function appZipLoading(had = null) {
  if (!appZip) {
    appZip = had ? had.catch(() => unpacked(APP_FILES)) : unpacked(APP_FILES);
    appZip.catch(() => {}); // reported when the start needs it, below
  }
  return appZip;
}

// Python starts as soon as its files are in, without waiting for PyScript to ask: PyScript opens
// its package cache (an IndexedDB database) first, whose answers need the main thread, and with
// the standard library compiled Python's start is shorter than the wait was.

// PyScript hands loadPyodide its output handlers; until it does, output goes to the console.
const output = { stdout: (text) => console.log(text), stderr: (text) => console.warn(text) };
const starting = start({
  indexURL: new URL("./", import.meta.url).href,
  stdout: (text) => output.stdout(text),
  stderr: (text) => output.stderr(text),
});
starting.catch(() => {}); // a failed start is PyScript's to report, when it asks below

/** PyScript's interpreter: the one started early (the page asks for no packages, only output). */
export function loadPyodide({ stdout, stderr } = {}) {
  if (stdout) output.stdout = stdout;
  if (stderr) output.stderr = stderr;
  return starting;
}

// Opened at a ruleset's reference tables, the page shows them before the interpreter takes the
// main thread (a table is read long before Python is needed), then starts it.
async function firstViewsPainted() {
  const early = window.pyrulesFirstViews;
  if (!early || !early.reading) return;
  const painted = early.shown.then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await Promise.race([painted, new Promise((done) => setTimeout(done, 1000))]);
}

// PyScript imports its Python API (the module "pyscript" and a dozen more) before it runs the
// page's code, and the app does not use it: that import took a fifth of a quick start. An empty
// module stands in its place, so PyScript's "import pyscript" finds it already imported. The app's
// Python speaks to the page through Pyodide's "js" and "pyodide.ffi" only.
const NO_PYSCRIPT_API = `import sys, types
sys.modules.setdefault("pyscript", types.ModuleType("pyscript", "PyScript's Python API: not used by pyrules, not imported."))`;

// Before the page's code, PyScript writes its own Python package into the file system (a few dozen
// files, 10-20 ms of every start on this machine), then imports it: the stand-in above is what that
// import finds, so the files are never read. PyScript hands that preamble to runPythonAsync once,
// first; it is skipped, and anything PyScript adds after it still runs.
const PYSCRIPT_PREAMBLE = "import os as _os\nfrom pathlib import Path as _Path\n_path = None\n";
const PYSCRIPT_PREAMBLE_END = "\ndel _pyscript\n";

function withoutPyScriptFiles(pyodide) {
  const runPythonAsync = pyodide.runPythonAsync;
  pyodide.runPythonAsync = function (code, ...rest) {
    pyodide.runPythonAsync = runPythonAsync; // once: the preamble comes first
    const end = typeof code === "string" && code.startsWith(PYSCRIPT_PREAMBLE) ? code.indexOf(PYSCRIPT_PREAMBLE_END) : -1;
    if (end < 0) return runPythonAsync.call(this, code, ...rest);
    const after = code.slice(end + PYSCRIPT_PREAMBLE_END.length);
    return after.trim() ? runPythonAsync.call(this, after, ...rest) : Promise.resolve(undefined);
  };
  return pyodide;
}

/** ``bootPyodide(options)``, compiling each of its wrappers once (compile-once.mjs). */
async function booted(options) {
  const done = compilingEachWrapperOnce();
  try {
    return await bootPyodide(options);
  } finally {
    done();
  }
}

// The parts of a start, as performance marks ("pyrules: …"), for the bench to print.
function part(name) {
  try {
    performance.mark(`pyrules: ${name}`);
  } catch (error) { /* no User Timing: nothing to measure */ }
}

async function start(options) {
  part("start module running");
  const kept = snapshotKept();
  let keptLibrary = null, snapshot = null;
  if (kept) {
    appZipLoading(quick.app);
    snapshot = readSnapshot();
    snapshot.then(() => part("snapshot read"), () => {});
    keptLibrary = keptStandardLibrary();
    keptLibrary.catch(() => {}); // reported by roomyModule
  }
  if (kept && await wholeAndPainted(keptLibrary)) {
    // The interpreter is made while the snapshot is read (roomyModule).
    const createPyodideModule = roomyModule(snapshot, keptLibrary);
    try {
      localStorage.setItem(TRYING, build());
      const pyodide = await booted(withPythonFiles({ ...options, _loadSnapshot: STAND_IN, createPyodideModule },
                                                        keptLibrary));
      part("snapshot restored");
      mountApp(pyodide, await appZipLoading());
      pyodide.runPython(NO_PYSCRIPT_API);
      part("app mounted");
      pyodide.runPython(RESEED);
      say("snapshot");
      whenReady(() => localStorage.removeItem(TRYING), 0);
      whenSettled(() => laterStandardLibrary(pyodide));
      return withoutPyScriptFiles(pyodide);
    } catch (error) {
      console.warn("pyrules: the quick start could not be used; starting the ordinary way.", error);
      localStorage.removeItem(TRYING);
      await forgetQuickStart();
    }
  } else if (!kept) {
    part("no snapshot to read");
    await firstViewsPainted();
  }
  // Pyodide runs fsInit once the wasm is compiled, before Python starts.
  const compiled = () => {
    part("interpreter compiled");
    appZipLoading();
  };
  const stdlib = standardLibrary(beganDownloading());
  const pyodide = await booted(withPythonFiles({ ...options, fsInit: compiled }, stdlib));
  part("interpreter started");
  mountApp(pyodide, await appZipLoading());
  pyodide.runPython(NO_PYSCRIPT_API);
  part("app mounted");
  say("ordinary");
  whenSettled(() => laterStandardLibrary(pyodide));
  if (quickStartWanted()) whenReady(makeQuickStart);
  return withoutPyScriptFiles(pyodide);
}

/** Keep the interpreter's wasm beside the snapshot, as this page had it (from the browser's cache,
 * or offline from the service worker's); without it the quick start downloads the file as before. */
async function keepInterpreter(cache) {
  try {
    const response = await pageFetch.call(globalThis, INTERPRETER);
    if (response.ok) await cache.put(interpreterRequest(), response);
  } catch (error) { /* not kept: the reader fetches the wasm */ }
}

function whenReady(then, delay = 1500) {
  const later = () => setTimeout(then, delay);
  if (document.documentElement.dataset.python === "ready") later();
  else document.addEventListener("pyrules:ready", later, { once: true });
}

// The page's Python says when its tools are bound (screen/boot.py); the page keeps it said.
document.addEventListener("pyrules:tools-bound", () => { document.documentElement.dataset.tools = "bound"; }, { once: true });

/** ``then()`` once the page's tools are bound (on a player's phone, once its first table is drawn)
 * and the page is idle: what a start does not need waits until then, never competing with it. */
function whenSettled(then) {
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(() => then(), { timeout: 2000 }) : setTimeout(then, 0));
  if (document.documentElement.dataset.tools === "bound") idle();
  else document.addEventListener("pyrules:tools-bound", idle, { once: true });
}

/** The rest of the standard library, mounted once the app has settled; a failed download is tried
 * again at the next start (the service worker keeps the file once it has it). */
function laterStandardLibrary(pyodide) {
  mountLaterStandardLibrary(pyodide).catch((error) => console.warn("pyrules: the rest of the standard library did not arrive.", error));
}

async function roomFor(bytes) {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    return quota - usage > 3 * bytes;
  } catch (error) {
    return true;
  }
}

/** Make this build's snapshot in a worker and keep it (skipped when storage is short). */
export async function makeQuickStart() {
  if (!(await roomFor(40e6))) {
    document.documentElement.dataset.quickStart = "skipped";
    return;
  }
  const started = performance.now();
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  const { snapshot, stdlib } = await new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data || {});
    worker.onerror = () => resolve({});
    worker.postMessage({ app: APP_FILES });
  });
  worker.terminate();
  if (!(snapshot instanceof Uint8Array) || !quickStartWanted()
      || !(await roomFor(snapshot.byteLength + (stdlib ? stdlib.byteLength : 0)))) {
    document.documentElement.dataset.quickStart = "skipped";
    return;
  }
  try {
    await caches.delete(CACHE); // the snapshots of older builds go: one build's is kept
    const cache = await caches.open(CACHE);
    await cache.put(snapshotRequest(), new Response(snapshot, {
      headers: { "Content-Type": "application/octet-stream", "X-Length": String(snapshot.byteLength),
                 "X-Made-In-Ms": String(Math.round(performance.now() - started)) },
    }));
    await keepInterpreter(cache);
    if (stdlib instanceof ArrayBuffer) {
      await cache.put(standardLibraryRequest(), new Response(stdlib, {
        headers: { "Content-Type": "application/zip", "X-Length": String(stdlib.byteLength) },
      }));
    }
    localStorage.setItem(KEPT, build());
    document.documentElement.dataset.quickStart = "kept";
  } catch (error) {
    document.documentElement.dataset.quickStart = "skipped";
  }
}
