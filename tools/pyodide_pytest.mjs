// Run pytest inside the app's own Pyodide under Node, offline: the unit tests on the Python the
// players run. build.py decides what to run and passes it as a JSON file:
//   {"pyodide": <node_modules/pyodide>, "mounts": [[host folder, its path inside], ...],
//    "env": {name: value, ...}, "wheels": [wheel file, ...], "path": [folder put first on sys.path, ...],
//    "cwd": <the project>, "args": [pytest's arguments, ...]}
// Each host folder is mounted (NODEFS) at its path inside, env becomes Python's os.environ (Pyodide
// does not read the host's), each wheel is unpacked into the interpreter's own site-packages;
// pytest runs in cwd and its exit code is this script's.
// Usage: node tools/pyodide_pytest.mjs <run.json>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const config = JSON.parse(readFileSync(process.argv[2], "utf-8"));
const { loadPyodide } = await import(pathToFileURL(`${config.pyodide}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${config.pyodide}/`, env: config.env ?? {} });
const writer = (stream) => ({ write: (bytes) => { stream.write(Buffer.from(bytes)); return bytes.length; } });
pyodide.setStdout(writer(process.stdout));
pyodide.setStderr(writer(process.stderr));

for (const [host, inside] of config.mounts) {
  pyodide.FS.mkdirTree(inside);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: host }, inside);
}
config.wheels.forEach((wheel, index) => pyodide.FS.writeFile(`/tmp/wheel-${index}.whl`, readFileSync(wheel)));

pyodide.globals.set("config", pyodide.toPy(config));
const code = pyodide.runPython(`
import os, site, sys, zipfile

for index in range(len(config["wheels"])):
    with zipfile.ZipFile(f"/tmp/wheel-{index}.whl") as wheel:
        wheel.extractall(site.getsitepackages()[0])
sys.path[:0] = config["path"]
sys.dont_write_bytecode = True  # the project is mounted from the host: leave no 3.14 .pyc in it
os.chdir(config["cwd"])

import pytest

print(f"pytest on Pyodide {sys.version.split()[0]} ({sys.platform})", flush=True)
int(pytest.main(list(config["args"])))
`);
process.exitCode = code;  // not process.exit(): it would cut off output still on its way to a pipe
