"""The quick start keeps its snapshot packed (``static/snapshot-pack.mjs``): the interpreter's
memory without its empty blocks. Packed and restored in Node, a snapshot comes back byte for byte
over a memory that held something else, and a packed snapshot that is cut short or altered is
refused. The whole quick start is tried in the browser by tests/e2e/test_quick_start.py."""

import json
import subprocess

import pytest

import build

pytestmark = pytest.mark.cpython_only  # Node: the host's

ROUND_TRIP = """
const [pack] = process.argv.slice(2);
import(require("url").pathToFileURL(pack).href).then(({ packSnapshot, restorePacked, memoryLength, unpackedParts }) => {
  // A snapshot as Pyodide makes it: a header whose second word says where memory starts (here 40
  // bytes, its JSON and build inside), then memory: zeros with islands of bytes, one at its end.
  const header = 40, memory = 3 * 65536 + 5;
  const snapshot = new Uint8Array(header + memory);
  new DataView(snapshot.buffer).setUint32(0, 0x12345678, true);
  new DataView(snapshot.buffer).setUint32(4, header, true);
  snapshot.fill(9, 8, header);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const [at, length] of [[0, 100], [5000, 3], [70000, 9000], [131071, 2], [memory - 1, 1]]) {
    for (let i = 0; i < length; i++) snapshot[header + at + i] = 1 + Math.floor(random() * 255);
  }
  const packed = packSnapshot(snapshot);
  const heap = new Uint8Array(memory + 4096).fill(0xee); // a new interpreter's memory holds its own bytes
  let headerSeen = null;
  const answer = restorePacked(packed, heap, (given) => { headerSeen = Array.from(given); return "restored"; });
  const same = heap.subarray(0, memory).every((b, i) => b === snapshot[header + i]);
  const refused = [];
  const damaged = (change) => {
    const copy = packed.slice();
    change(copy);
    try { unpackedParts(copy); return false; } catch (error) { return true; }
  };
  refused.push(damaged((c) => { c[0] ^= 1; }));  // not a packed snapshot
  refused.push(damaged((c) => new DataView(c.buffer).setUint32(16, memory, true)));  // a run past the memory
  refused.push((() => { try { unpackedParts(packed.subarray(0, packed.length - 1)); return false; } catch (e) { return true; } })());
  // Memory grown for the snapshot is zeros already: above where it was grown from, none is written.
  const grown = new Uint8Array(memory + 4096).fill(0xee, 0, 70000);
  const writes = [];
  const watched = new Proxy(grown, { get: (target, name) => {
    const value = Reflect.get(target, name);
    if (name === "fill") return (v, start, end) => { writes.push([start, end]); return target.fill(v, start, end); };
    return typeof value === "function" ? value.bind(target) : value;
  } });
  restorePacked(packed, watched, () => null, 70000);
  const sameOverGrown = grown.subarray(0, memory).every((b, i) => b === snapshot[header + i]);
  const zerosWrittenAbove = writes.some(([start, end]) => end > 70000);
  const tooSmall = (() => { try { restorePacked(packed, new Uint8Array(memory - 1), () => null); return false; } catch (e) { return true; } })();
  console.log(JSON.stringify({
    answer, same, headerSeen: headerSeen.length === header && headerSeen.every((b, i) => b === snapshot[i]),
    memory: memoryLength(packed), packed: packed.length, whole: snapshot.length, refused, tooSmall,
    tail: Array.from(heap.subarray(memory, memory + 2)), sameOverGrown, zerosWrittenAbove,
  }));
});
"""


def _round_trip(tmp_path) -> dict:
    script = tmp_path / "round_trip.cjs"
    script.write_text(ROUND_TRIP, encoding="utf-8")
    done = subprocess.run(["node", str(script), str(build.STATIC / "snapshot-pack.mjs")], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_packed_snapshot_restores_every_byte_over_a_memory_that_held_others(tmp_path):
    result = _round_trip(tmp_path)
    assert result["same"] and result["headerSeen"] and result["answer"] == "restored"
    assert result["memory"] == 3 * 65536 + 5
    assert result["tail"] == [0xEE, 0xEE]  # past the snapshot's memory, nothing is touched


def test_over_memory_just_grown_a_packed_snapshot_restores_every_byte_writing_no_zeros_there(tmp_path):
    result = _round_trip(tmp_path)
    assert result["sameOverGrown"] and not result["zerosWrittenAbove"]


def test_a_packed_snapshot_leaves_its_empty_blocks_out(tmp_path):
    result = _round_trip(tmp_path)
    assert result["packed"] < result["whole"] / 3


def test_a_packed_snapshot_altered_cut_short_or_too_big_for_the_memory_is_refused(tmp_path):
    result = _round_trip(tmp_path)
    assert result["refused"] == [True, True, True]
    assert result["tooSmall"]
