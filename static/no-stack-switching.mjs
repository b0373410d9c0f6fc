// pyrules: Pyodide without WebAssembly stack switching (JSPI).
//
// Where the browser offers JSPI, Pyodide runs the Python that JavaScript calls on a stack of its
// own, and Chromium's garbage collector, scanning that stack while the app starts, can read past
// its end and crash the tab. The app never suspends Python to wait on a JavaScript promise, which
// is all stack switching is for, so Pyodide is shown a WebAssembly without it and Python runs on
// the page's own stack. The page's start and the quick start's worker import this first, before
// Pyodide looks for it.

for (const name of ["Suspending", "Suspender"]) {
  try {
    delete WebAssembly[name];
  } catch (error) { /* not offered here */ }
}
