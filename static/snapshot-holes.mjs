// pyrules: how a quick start's snapshot is kept. A snapshot is the interpreter's whole memory,
// and about a third of it is stretches of zeros no one has written yet. Those stretches (whole
// pages of 64 KiB) are left out of what is kept and listed as holes, so a warm start reads a
// third less; the snapshot is filled in again, zeros and all, before it is restored.

const PAGE = 65536;

/** ``snapshot`` (a Uint8Array) without its pages of zeros: { kept, length, holes }, where
 * ``holes`` lists each left-out stretch as [offset, length]. */
export function withoutHoles(snapshot) {
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength >>> 2);
  const holes = [];
  const wholePages = Math.floor(snapshot.byteLength / PAGE);
  for (let page = 0; page < wholePages; page++) {
    let zero = true;
    for (let i = page * (PAGE >>> 2), end = i + (PAGE >>> 2); i < end; i++) {
      if (words[i] !== 0) { zero = false; break; }
    }
    if (!zero) continue;
    const last = holes[holes.length - 1];
    if (last && last[0] + last[1] === page * PAGE) last[1] += PAGE;
    else holes.push([page * PAGE, PAGE]);
  }
  const kept = new Uint8Array(snapshot.byteLength - holes.reduce((sum, [, size]) => sum + size, 0));
  let from = 0, to = 0;
  for (const [at, size] of holes) {
    kept.set(snapshot.subarray(from, at), to);
    to += at - from;
    from = at + size;
  }
  kept.set(snapshot.subarray(from), to);
  return { kept, length: snapshot.byteLength, holes };
}

/** The whole snapshot again from what was kept (an ArrayBuffer), its length and its holes;
 * throws when they do not fit together (a damaged snapshot). */
export function filledIn(kept, length, holes) {
  const bytes = new Uint8Array(kept);
  if (!Array.isArray(holes) || !Number.isSafeInteger(length)) throw new Error("a damaged snapshot");
  if (!holes.length) {
    if (bytes.byteLength !== length) throw new Error("a damaged snapshot");
    return bytes;
  }
  const whole = new Uint8Array(length);
  let from = 0, to = 0;
  for (const hole of holes) {
    const [at, size] = Array.isArray(hole) ? hole : [];
    if (!Number.isSafeInteger(at) || !Number.isSafeInteger(size) || at < to || size <= 0 || at + size > length) {
      throw new Error("a damaged snapshot");
    }
    whole.set(bytes.subarray(from, from + at - to), to);
    from += at - to;
    to = at + size;
  }
  if (bytes.byteLength - from !== length - to) throw new Error("a damaged snapshot");
  whole.set(bytes.subarray(from), to);
  return whole;
}
