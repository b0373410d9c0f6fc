// pyrules: Pyodide puts each JavaScript function that wasm calls by address into the function
// table, wrapped in a tiny wasm module compiled for it alone: over 250 compiled at every start, the
// largest part of making the interpreter once it is instantiated. The wrappers differ only by
// signature (so their bytes are the same): while Pyodide starts, one compiled module serves every
// wrapper made of the same bytes (a compiled module is immutable, and each wrapper still gets an
// instance of its own).

const LARGEST_WRAPPER = 64; // bytes: a wrapper is about 30; every other module is compiled as ever

/** Compile each of Pyodide's wrappers once from now on; answers how to stop (WebAssembly.Module
 * is as it was). */
export function compilingEachWrapperOnce() {
  const { Module } = WebAssembly;
  const compiled = new Map();
  function OnceEach(bytes, ...rest) {
    if (!(bytes instanceof Uint8Array) || bytes.byteLength > LARGEST_WRAPPER || rest.length) {
      return new Module(bytes, ...rest);
    }
    const key = bytes.join();
    if (!compiled.has(key)) compiled.set(key, new Module(bytes));
    return compiled.get(key);
  }
  OnceEach.prototype = Module.prototype; // a module is still an instance of it
  Object.setPrototypeOf(OnceEach, Module); // and its static functions are still there
  WebAssembly.Module = OnceEach;
  return () => { WebAssembly.Module = Module; };
}
