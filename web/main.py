# The page's entry point: PyScript runs this once Pyodide is up.
from screen.boot import start

start()
