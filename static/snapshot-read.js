// pyrules: the quick start's heavy reading, on a thread of its own: the interpreter's wasm
// compiled from the copy kept beside the snapshot (read out of the cache several times quicker
// than out of the browser's HTTP cache; downloaded when none is kept), the standard library read
// meanwhile from the copy kept there too (the zip the snapshot knows, each of its files compressed
// on its own: a third of the download unpacked, and nothing to unpack first), then the snapshot.
// On the page's thread all three wait behind every script the page starts with; here they go at
// the disk's pace. The app's zip is unpacked while the snapshot is read (the page mounts it once
// the snapshot is restored). The snapshot is wanted only once the interpreter is made from the compiled
// wasm, and read at the same time from the same disk, it held the compile up: it is read after.
// What to read comes in the worker's name, so the work begins as soon as this script runs. Each
// is handed to the page as soon as it is had, without a copy: { what: "compiled", module },
// { what: "stdlib", bytes }, { what: "read", kept: { bytes, length } or null } and { what: "app",
// bytes }, or any with an error (a module this browser cannot hand over is one: the page then compiles the wasm itself).
function say(what, answer, transfer = []) {
  try {
    postMessage({ what, ...answer }, transfer);
  } catch (error) {
    postMessage({ what, error: String(error) });
  }
}

/** The standard library kept beside the snapshot (the zip it knows: no other will do). */
async function keptStandardLibrary(cache, kept) {
  const response = await cache.match(kept);
  if (!response) throw new Error("no standard library kept");
  const bytes = await response.arrayBuffer();
  if (String(bytes.byteLength) !== response.headers.get("X-Length")) throw new Error("a damaged standard library");
  return bytes;
}

function begin({ cache: name, at, interpreter, interpreterKept, stdlibKept, app }) {
  const cache = caches.open(name);
  const compiled = (async () => {
    const kept = await (await cache).match(interpreterKept).catch(() => undefined);
    return WebAssembly.compileStreaming(kept || fetch(interpreter));
  })();
  compiled.then(
    (module) => say("compiled", { module }),
    (error) => say("compiled", { error: String(error) }));
  cache.then((opened) => keptStandardLibrary(opened, stdlibKept)).then(
    (bytes) => say("stdlib", { bytes }, [bytes]),
    (error) => say("stdlib", { error: String(error) }));
  const afterCompile = compiled.catch(() => null);
  (async () => {
    await afterCompile;
    const response = await (await cache).match(at);
    if (!response) return null;
    const bytes = await response.arrayBuffer();
    return { bytes, length: response.headers.get("X-Length") };
  })().then(
    (kept) => say("read", { kept }, kept ? [kept.bytes] : []),
    (error) => say("read", { error: String(error) }));
  // Unpacking is this thread's work, reading the snapshot the disk's: the two go together.
  afterCompile.then(() => import("./mount-app.mjs")).then(({ unpacked }) => unpacked(app)).then(
    (bytes) => say("app", { bytes }, [bytes]),
    (error) => say("app", { error: String(error) }));
}

begin(JSON.parse(self.name));
