// pyrules: the quick start's snapshot as it is kept, without the interpreter's empty memory.
//
// A Pyodide memory snapshot is a header (Pyodide's own, with the build it belongs to) and then the
// interpreter's whole memory, a third of it zeros (one run of 10 MB). Kept as it is, a quick start
// reads all of it from the cache, and that read is most of the start. Packed, only the blocks that
// hold something are kept, with where each run of them goes; restoring writes those runs into the
// new interpreter's memory and zeros the rest.
//
// Packed layout, little-endian 32-bit words, then bytes:
//   magic, header length, memory length, run count,
//   (offset, length) of each run of non-empty blocks within the memory,
//   the snapshot's header (padded to a word), each run's bytes in turn.

const MAGIC = 0x31535250; // "PRS1"
const BLOCK = 4096; // a block wholly of zeros is left out
const FIXED = 4; // words before the runs

function padded(length) {
  return (length + 3) & ~3;
}

/** Whether the block of ``words`` from ``start`` to ``end`` holds only zeros. */
function empty(words, start, end) {
  for (let i = start; i < end; i++) if (words[i] !== 0) return false;
  return true;
}

/** The runs of blocks of ``memory`` that are not all zeros: [[offset, length], …]. */
function runsOf(memory) {
  const words = new Uint32Array(memory.buffer, memory.byteOffset, memory.byteLength >> 2);
  const runs = [];
  let open = null;
  for (let at = 0; at < memory.byteLength; at += BLOCK) {
    const end = Math.min(at + BLOCK, memory.byteLength);
    const full = !empty(words, at >> 2, end >> 2) || memory.subarray(end & ~3, end).some((b) => b !== 0);
    if (full && open) open[1] = end - open[0];
    else if (full) runs.push((open = [at, end - at]));
    else open = null;
  }
  return runs;
}

/** ``snapshot`` (as Pyodide's makeMemorySnapshot answers it) packed. */
export function packSnapshot(snapshot) {
  // Pyodide's header says where the memory starts (its second word), as its restore reads it.
  const headerLength = new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
  if (headerLength > snapshot.byteLength) throw new Error("not a snapshot");
  let memory = snapshot.subarray(headerLength);
  if (memory.byteOffset % 4) memory = memory.slice(); // read a word at a time
  const runs = runsOf(memory);
  const data = runs.reduce((sum, [, length]) => sum + length, 0);
  const start = (FIXED + 2 * runs.length) * 4;
  const packed = new Uint8Array(start + padded(headerLength) + data);
  const words = new Uint32Array(packed.buffer, 0, FIXED + 2 * runs.length);
  words.set([MAGIC, headerLength, memory.byteLength, runs.length]);
  runs.forEach(([offset, length], i) => words.set([offset, length], FIXED + 2 * i));
  packed.set(snapshot.subarray(0, headerLength), start);
  let at = start + padded(headerLength);
  for (const [offset, length] of runs) {
    packed.set(memory.subarray(offset, offset + length), at);
    at += length;
  }
  return packed;
}

/** The parts of a packed snapshot: { header, memoryLength, runs: [[offset, bytes], …] }; throws
 * when ``packed`` is not one, or is cut short or damaged. */
export function unpackedParts(packed) {
  const damaged = () => new Error("a damaged snapshot");
  if (packed.byteLength < FIXED * 4 || packed.byteOffset % 4) throw damaged();
  const [magic, headerLength, memoryLength, count] = new Uint32Array(packed.buffer, packed.byteOffset, FIXED);
  if (magic !== MAGIC) throw damaged();
  const start = (FIXED + 2 * count) * 4;
  if (packed.byteLength < start + padded(headerLength)) throw damaged();
  const words = new Uint32Array(packed.buffer, packed.byteOffset + FIXED * 4, 2 * count);
  const header = packed.subarray(start, start + headerLength);
  let at = start + padded(headerLength);
  let end = 0;
  const runs = [];
  for (let i = 0; i < count; i++) {
    const [offset, length] = [words[2 * i], words[2 * i + 1]];
    if (offset < end || offset + length > memoryLength || at + length > packed.byteLength) throw damaged();
    runs.push([offset, packed.subarray(at, at + length)]);
    at += length;
    end = offset + length;
  }
  if (at !== packed.byteLength) throw damaged();
  return { header, memoryLength, runs };
}

/** The memory length a packed snapshot restores (the interpreter's memory must hold it). */
export function memoryLength(packed) {
  return unpackedParts(packed).memoryLength;
}

/** Restore ``packed`` into ``heap`` (the new interpreter's memory, at least its length): its
 * runs written, the rest zeroed. ``restoreHeader`` is Pyodide's own restore, given the header
 * alone, which checks the snapshot is this build's and answers what it holds besides memory.
 * ``zeroFrom``: where ``heap`` holds only zeros already (memory just grown), left as it is there:
 * writing zeros would only make the browser give it pages. */
export function restorePacked(packed, heap, restoreHeader, zeroFrom = heap.length) {
  const { header, memoryLength: length, runs } = unpackedParts(packed);
  if (heap.length < length) throw new Error("not enough memory for the quick start");
  const answer = restoreHeader(header);
  const zeroed = (start, end) => { if (start < zeroFrom) heap.fill(0, start, Math.min(end, zeroFrom)); };
  let end = 0;
  for (const [offset, bytes] of runs) {
    zeroed(end, offset);
    heap.set(bytes, offset);
    end = offset + bytes.length;
  }
  zeroed(end, length);
  return answer;
}
