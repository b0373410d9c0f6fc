// Compile the app's Python modules with the app's own Pyodide, run in Node at build time, so the
// page imports them without compiling them (Pyodide's Python version, whatever Python builds).
// Usage: node tools/compile_pyc.mjs <pyodide dir> <sources.json> <out.json>
// sources.json maps a module's path in the app zip ("pyrules/core/dice.py") to its source text;
// out.json maps the same path to its .pyc, base64, checked by nothing (the zip never changes).
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

const [pyodideDir, sourcesPath, outPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
// Without the columns of each instruction (PYTHONNODEBUGRANGES): a traceback still names the file
// and line, without marking the columns, and the .pyc files are a tenth smaller over the wire.
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, env: { PYTHONNODEBUGRANGES: "1" },
                                    stdout: () => {}, stderr: (text) => console.error(text) });
pyodide.FS.writeFile("/tmp/sources.json", await readFile(sourcesPath));
pyodide.runPython(`
import base64, json, os, py_compile

ZIP = "/home/pyodide/app.zip/"  # where the page mounts the zip: tracebacks name the module there
compiled = {}
for path, source in json.load(open("/tmp/sources.json", encoding="utf-8")).items():
    os.makedirs(os.path.dirname("/tmp/src/" + path), exist_ok=True)
    with open("/tmp/src/" + path, "w", encoding="utf-8") as file:
        file.write(source)
    py_compile.compile("/tmp/src/" + path, cfile="/tmp/out.pyc", dfile=ZIP + path, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    compiled[path] = base64.b64encode(open("/tmp/out.pyc", "rb").read()).decode()
json.dump(compiled, open("/tmp/compiled.json", "w"))
`);
await writeFile(outPath, pyodide.FS.readFile("/tmp/compiled.json"));
