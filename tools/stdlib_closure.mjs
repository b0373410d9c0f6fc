// Which modules of the standard library the app can ever import, found in the app's own Pyodide
// under Node at build time (tools/stdlib_closure.py says how).
//
//   node tools/stdlib_closure.mjs <pyodide dir> <request.json> <out.json>
//     request.json: {"mounts": [[host folder, its path inside], ...], "path": [folder put on
//     sys.path, ...], "tops": [the app's top-level packages and modules], "sources": [[module name,
//     host file], ...]}; out.json: {"zip": where Pyodide mounts its standard library, "first":
//     [paths in that zip of the modules the app can import]}.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, requestPath, outPath] = process.argv.slice(2);
const request = JSON.parse(readFileSync(requestPath, "utf-8"));
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: () => {}, stderr: (text) => console.error(text) });
for (const [host, inside] of request.mounts) {
  pyodide.FS.mkdirTree(inside);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, inside);
}
pyodide.globals.set("request", pyodide.toPy({ ...request, closure: readFileSync(new URL("./stdlib_closure.py", import.meta.url), "utf-8"),
                                              sources: request.sources.map(([name, file]) => [name, readFileSync(file, "utf-8")]) }));
const answer = pyodide.runPython(`
import sys

# Read first, before this script imports anything: the modules Pyodide's own start imported.
started = list(sys.modules)
ZIP = next(entry for entry in sys.path if entry.endswith(".zip"))
sys.dont_write_bytecode = True  # the app is mounted from the host: leave no 3.14 .pyc in it
sys.path[:0] = list(request["path"])
closure = {}
exec(compile(request["closure"], "stdlib_closure.py", "exec"), closure)
import json
json.dumps({"zip": ZIP, "first": closure["first_part"](ZIP, started, list(request["tops"]),
                                                       [(name, source) for name, source in request["sources"]])})
`);
writeFileSync(outPath, answer);
