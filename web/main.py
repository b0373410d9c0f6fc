# The page's entry point: PyScript runs this once Pyodide is up.
import js

js.performance.mark("pyrules: page's Python running")

from screen.boot import start  # noqa: E402  (after the mark: the time its imports take is a part of the start)

start()
