"""Pyodide wraps each JavaScript function wasm calls by address in a tiny wasm module of its own;
while it starts, the page compiles each distinct wrapper once (``static/compile-once.mjs``).
Tried in Node on the app's own Pyodide."""

import json
import subprocess

import pytest

import build

pytestmark = pytest.mark.cpython_only  # Node: the host's

STARTED = """
const [once, pyodide] = process.argv.slice(1);
const { pathToFileURL } = require("url");
(async () => {
  const { compilingEachWrapperOnce } = await import(pathToFileURL(once).href);
  const { loadPyodide } = await import(pathToFileURL(pyodide + "/pyodide.mjs").href);
  const Real = WebAssembly.Module;
  let compiled = 0;
  function Counting(...given) { compiled++; return new Real(...given); }
  Counting.prototype = Real.prototype;
  Object.setPrototypeOf(Counting, Real);
  WebAssembly.Module = Counting;
  const done = compilingEachWrapperOnce();
  const python = await loadPyodide({ indexURL: pyodide + "/" });
  done();
  const restored = WebAssembly.Module === Counting;
  // A JavaScript function Python calls back, through a wrapper made after the start.
  const called = python.runPython("from js import Math\\nMath.max(3, 9) + sum(range(5))");
  console.log(JSON.stringify({ compiled, restored, called }));
})();
"""


def test_pyodide_started_compiling_each_wrapper_once_compiles_a_few_dozen_modules_and_runs():
    out = subprocess.run(["node", "-e", STARTED, str(build.STATIC / "compile-once.mjs"), str(build.NODE / "pyodide")],
                         capture_output=True, text=True, check=True, cwd=build.ROOT).stdout
    said = json.loads(out.strip().splitlines()[-1])
    assert said["called"] == 19 and said["restored"] is True
    assert said["compiled"] <= 40  # one per signature, against over 250 without
