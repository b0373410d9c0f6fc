// pyrules: the quick start's heavy reading, on a thread of its own: the interpreter's wasm
// compiled from the copy kept beside the snapshot (read out of the cache several times quicker
// than out of the browser's HTTP cache; downloaded when none is kept), then the snapshot read. On
// the page's thread both wait behind every script the page starts with; here they go at the
// disk's pace. The snapshot is wanted only once the interpreter is made from the compiled wasm,
// and read at the same time from the same disk, it held the compile up: it is read after.
// What to read comes in the worker's name, so the work begins as soon as this script runs. Each
// is handed to the page as soon as it is had, without a copy: { what: "compiled", module } and
// { what: "read", kept: { bytes, length } or null }, or either with an error (a module this
// browser cannot hand over is one: the page then compiles the wasm itself).
function say(what, answer, transfer = []) {
  try {
    postMessage({ what, ...answer }, transfer);
  } catch (error) {
    postMessage({ what, error: String(error) });
  }
}

function begin({ cache: name, at, interpreter, interpreterKept }) {
  const cache = caches.open(name);
  const compiled = (async () => {
    const kept = await (await cache).match(interpreterKept).catch(() => undefined);
    return WebAssembly.compileStreaming(kept || fetch(interpreter));
  })();
  compiled.then(
    (module) => say("compiled", { module }),
    (error) => say("compiled", { error: String(error) }));
  (async () => {
    await compiled.catch(() => null);
    const response = await (await cache).match(at);
    if (!response) return null;
    const bytes = await response.arrayBuffer();
    return { bytes, length: response.headers.get("X-Length") };
  })().then(
    (kept) => say("read", { kept }, kept ? [kept.bytes] : []),
    (error) => say("read", { error: String(error) }));
}

begin(JSON.parse(self.name));
