// pyrules: the quick start's heavy reading, on a thread of its own: the interpreter's wasm
// compiled from the copy kept beside the snapshot (read out of the cache several times quicker
// than out of the browser's HTTP cache; downloaded when none is kept), and the snapshot read. On
// the page's thread both wait behind every script the page starts with; here they go at the
// disk's pace. Each is handed to the
// page as soon as it is had, without a copy: { what: "compiled", module } and
// { what: "read", kept: { bytes, length } or null }, or either with an error (a module this
// browser cannot hand over is one: the page then compiles the wasm itself).
function say(what, answer, transfer = []) {
  try {
    postMessage({ what, ...answer }, transfer);
  } catch (error) {
    postMessage({ what, error: String(error) });
  }
}

onmessage = (event) => {
  const { cache: name, at, interpreter, interpreterKept } = event.data;
  const cache = caches.open(name);
  (async () => {
    const kept = await (await cache).match(interpreterKept).catch(() => undefined);
    return WebAssembly.compileStreaming(kept || fetch(interpreter));
  })().then(
    (module) => say("compiled", { module }),
    (error) => say("compiled", { error: String(error) }));
  (async () => {
    const response = await (await cache).match(at);
    if (!response) return null;
    const bytes = await response.arrayBuffer();
    return { bytes, length: response.headers.get("X-Length") };
  })().then(
    (kept) => say("read", { kept }, kept ? [kept.bytes] : []),
    (error) => say("read", { error: String(error) }));
};
