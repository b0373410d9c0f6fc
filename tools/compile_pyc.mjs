// Compile Python modules with the app's own Pyodide, run in Node at build time, so the page imports
// them without compiling them (Pyodide's Python version, whatever Python builds).
//
//   node tools/compile_pyc.mjs <pyodide dir> app <sources.json> <out.json>
//     sources.json maps a module's path in the app zip ("pyrules/core/dice.py") to its source
//     text; out.json maps the same path to its .pyc, base64.
//   node tools/compile_pyc.mjs <pyodide dir> stdlib <names.json> <out.json>
//     names.json lists standard library modules the app's start imports ("fractions"); out.json is
//     {"zip": where Pyodide mounts its standard library, "compiled": {path in that zip: .pyc,
//     base64}} for those modules and every one Pyodide's own start imports from the zip.
//
// Each .pyc is checked by nothing (a zip never changes under it), and names its module where the
// page has it, so a traceback names the file.
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

const [pyodideDir, what, requestPath, outPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
// Without the columns of each instruction (PYTHONNODEBUGRANGES): a traceback still names the file
// and line, without marking the columns, and the .pyc files are a tenth smaller over the wire.
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, env: { PYTHONNODEBUGRANGES: "1" },
                                    stdout: () => {}, stderr: (text) => console.error(text) });
pyodide.FS.writeFile("/tmp/request.json", await readFile(requestPath));

const COMPILE = `
def compiled(path, source, where):
    """The .pyc of one module, named as it is found at where + path."""
    import os, py_compile
    os.makedirs(os.path.dirname("/tmp/src/" + path), exist_ok=True)
    with open("/tmp/src/" + path, "wb") as file:
        file.write(source)
    py_compile.compile("/tmp/src/" + path, cfile="/tmp/out.pyc", dfile=where + path, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open("/tmp/out.pyc", "rb") as file:
        return file.read()
`;

if (what === "app") {
  pyodide.runPython(`${COMPILE}
import base64, json

ZIP = "/home/pyodide/app.zip/"  # where the page mounts the zip
answer = {path: base64.b64encode(compiled(path, source.encode("utf-8"), ZIP)).decode()
          for path, source in json.load(open("/tmp/request.json", encoding="utf-8")).items()}
json.dump(answer, open("/tmp/compiled.json", "w"))
`);
} else if (what === "stdlib") {
  pyodide.runPython(`
import sys

# Read first, before this script imports anything: the modules Pyodide's own start imported.
ZIP = next(entry for entry in sys.path if entry.endswith(".zip"))
started = {module.__spec__.origin[len(ZIP) + 1:] for module in list(sys.modules.values())
           if getattr(getattr(module, "__spec__", None), "origin", None) and module.__spec__.origin.startswith(ZIP + "/")}
${COMPILE}
import base64, json, zipfile

stdlib = zipfile.ZipFile(ZIP)
held = set(stdlib.namelist())
for name in json.load(open("/tmp/request.json", encoding="utf-8")):
    for path in (name.replace(".", "/") + "/__init__.py", name.replace(".", "/") + ".py"):
        if path in held:
            started.add(path)
            break
answer = {"zip": ZIP, "compiled": {path: base64.b64encode(compiled(path, stdlib.read(path), ZIP + "/")).decode()
                                   for path in sorted(started) if path.endswith(".py")}}
json.dump(answer, open("/tmp/compiled.json", "w"))
`);
} else {
  throw new Error(`compile what? "app" or "stdlib", not ${what}`);
}
await writeFile(outPath, pyodide.FS.readFile("/tmp/compiled.json"));
