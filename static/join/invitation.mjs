// The player's side of the invitation: the game master's invitation read, the offer it carries
// written as the browser takes it, and the player's answer squeezed to its text, before the
// page's Python is in.
//
// It is the same text format as pyrules.core.players.invitation, read and written the same way to
// the byte and refused with the same words: "v1." or "v2." and the packed bytes in base64url (no
// padding). The packed bytes, in order: a head byte (bit 0: an answer; bits 1-2: the setup role;
// bits 3-4: the fingerprint's algorithm); the ICE user fragment and password, each its length then
// its characters six bits each; the fingerprint; the number of candidates, and each candidate (a
// flags byte, its address, its port); in "v2", then, an invitation's servers, or the user fragment
// of the invitation an answer answers. A "v1" answer names its invitation by a last candidate no
// phone is at (pyrules.core.players.naming). Where Python's own reading differs from what a
// browser's JavaScript gives (whitespace, the length of a text, an IP address), it is read here as
// Python reads it (./python-text.mjs). tests/unit/web/test_invitation_js.py compares the two.

import { characters, pattern, stripped, words } from "./python-text.mjs";

const VERSION = "v1";  // a text with nothing through a server
const SECOND_VERSION = "v2";  // an invitation naming servers; an answer with a candidate through them
const OFFER = "offer";
const ANSWER = "answer";
const SETUPS = ["actpass", "active", "passive"];
const ALGORITHMS = [["sha-256", 32], ["sha-384", 48], ["sha-512", 64]];
const TCP_TYPES = ["active", "passive", "so"];
const PROTOCOLS = ["udp", "tcp"];
const TYPES = ["host", "srflx", "relay"];  // the phone's own address, as a server saw it, a server's
const MOST_CANDIDATES = 6;
const MOST_SERVERS = 2;
const LONGEST_TEXT = 1500;
const LONGEST_SERVER = 120;
const LONGEST_SECRET = 64;
const LONGEST_CREDENTIAL = 64;
const LONGEST_NAME = 63;
const FIELD = "invitation";
const [IPV4, IPV6, UUID_NAME, LOCAL_NAME] = [0, 1, 2, 3];

const ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// What the rebuilt description says of the data channel, as Chromium writes its own.
const SCTP_PORT = 5000;
const MAX_MESSAGE_SIZE = 262144;
const HOST_PREFERENCE = { udp: 126, tcp: 90 };  // a host candidate's type preference by protocol (RFC 8445)
const TYPE_PREFERENCE = { srflx: 100, relay: 0 };  // the others' type preference (RFC 8445)

// How a "v1" answer names its invitation (pyrules.core.players.naming): an address in the IPv6
// discard-only prefix 100::/64, on the discard port, its last 8 bytes the first 8 of the SHA-256
// of the invitation's user fragment.
const DISCARD_PREFIX = [0x01, 0, 0, 0, 0, 0, 0, 0];
const DISCARD_PORT = 9;
const DIGEST_BYTES = 8;


const ICE = pattern("[A-Za-z0-9+/]+");
const UUID_LOCAL = pattern(String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local`);
const NAME_LOCAL = pattern(String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.local`);
const TEXT = pattern("[A-Za-z0-9_-]*");
const VERSION_WORD = pattern("v[0-9]{1,3}");
const SERVER = pattern(String.raw`(?:stuns?|turns?):(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])`
                       + String.raw`(?::[0-9]{1,5})?(?:\?transport=(?:udp|tcp))?`);
const SECRET = pattern("[\\x20-\\x7e]*");

/** A text refused, in a player's words (Python's RulesError): its message is the page's to show,
 * `field` the field it is shown by. */
export class RulesError extends Error {
  constructor(message, field) {
    super(message);
    this.name = "RulesError";
    this.field = field;
    this.rulesMessage = true;
  }
}

/** The refusal of a text a player scanned or pasted. */
function refuse(why) {
  return new RulesError(why, FIELD);
}

/** What a text of `kind` is called in a refusal. */
function what(kind) {
  return kind === OFFER ? "invitation" : "answer";
}

// -- as Python reads and writes text ----------------------------------------------------------------

/** Python's `bytes.fromhex(text)` (whitespace allowed between two digits); null where it raises. */
function fromHex(text) {
  const found = [];
  for (let at = 0; at < text.length;) {
    if (" \t\n\r\v\f".includes(text[at])) {
      at += 1;
      continue;
    }
    const pair = text.slice(at, at + 2);
    if (!/^[0-9A-Fa-f]{2}$/.test(pair)) return null;
    found.push(parseInt(pair, 16));
    at += 2;
  }
  return Uint8Array.from(found);
}

/** The bytes of a base64url text of base64url's characters alone, as Python's
 * `base64.urlsafe_b64decode` reads it once padded (bits past the last byte ignored); null where
 * it raises. */
function base64urlDecoded(body) {
  if (body.length % 4 === 1) return null;
  const found = [];
  let value = 0;
  let bits = 0;
  for (const char of body) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      found.push((value >> bits) & 255);
      value &= (1 << bits) - 1;
    }
  }
  return Uint8Array.from(found);
}

/** `bytes` in base64url, its padding left off. */
function base64urlEncoded(bytes) {
  let text = "";
  for (let at = 0; at < bytes.length; at += 3) {
    const group = (bytes[at] << 16) | ((bytes[at + 1] ?? 0) << 8) | (bytes[at + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - at) * 8) / 6));
    for (let i = 0; i < chars; i += 1) text += BASE64URL[(group >> (18 - 6 * i)) & 63];
  }
  return text;
}

/** The bytes of an ASCII text; an Error (Python's UnicodeEncodeError) for any other character. */
function ascii(text) {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0);
    if (code > 127) throw new Error(`${JSON.stringify(text)} is not ASCII`);
    return code;
  });
}

/** ICE characters (base64's alphabet), six bits each, packed into bytes, the last padded with 0. */
function sixBits(text) {
  const chars = [...text];
  const packed = new Array(Math.ceil((chars.length * 6) / 8)).fill(0);
  chars.forEach((char, place) => {
    const value = ICE_CHARS.indexOf(char);
    if (value < 0) throw new Error(`${JSON.stringify(char)} is not an ICE character`);
    for (let bit = 0; bit < 6; bit += 1) {
      if ((value >> (5 - bit)) & 1) packed[(place * 6 + bit) >> 3] |= 0x80 >> ((place * 6 + bit) & 7);
    }
  });
  return packed;
}

/** The `count` bits of `bytes` from bit `start` (the first byte's highest bit is bit 0). */
function bitsAt(bytes, start, count) {
  let value = 0;
  for (let bit = start; bit < start + count; bit += 1) {
    value = (value << 1) | ((bytes[bit >> 3] >> (7 - (bit & 7))) & 1);
  }
  return value;
}

// -- addresses, as Python's ipaddress reads and writes them ----------------------------------------

/** The 4 bytes of an IPv4 address as `ipaddress.IPv4Address` reads one (four decimal numbers to
 * 255, none with a leading zero); null for any other text. */
function ipv4Packed(text) {
  const octets = text.split(".");
  if (octets.length !== 4) return null;
  const packed = [];
  for (const octet of octets) {
    if (!/^[0-9]{1,3}$/.test(octet) || (octet.length > 1 && octet[0] === "0") || Number(octet) > 255) return null;
    packed.push(Number(octet));
  }
  return packed;
}

/** The 16 bytes of an IPv6 address as `ipaddress.IPv6Address` reads one (a "::" at most, an IPv4
 * address last, a "%" scope after it, which the bytes leave out); null for any other text. */
function ipv6Packed(text) {
  if (text.includes("/")) return null;
  let address = text;
  const scopeAt = text.indexOf("%");
  if (scopeAt >= 0) {
    const scope = text.slice(scopeAt + 1);
    if (!scope || scope.includes("%")) return null;
    address = text.slice(0, scopeAt);
  }
  if (!address) return null;
  const parts = address.split(":");
  if (parts.length < 3) return null;
  if (parts[parts.length - 1].includes(".")) {
    const ipv4 = ipv4Packed(parts.pop());
    if (!ipv4) return null;
    parts.push(((ipv4[0] << 8) | ipv4[1]).toString(16), ((ipv4[2] << 8) | ipv4[3]).toString(16));
  }
  if (parts.length > 9) return null;
  let skipAt = null;
  for (let i = 1; i < parts.length - 1; i += 1) {
    if (parts[i]) continue;
    if (skipAt !== null) return null;  // "::" twice
    skipAt = i;
  }
  let high = parts.length;
  let low = 0;
  let skipped = 0;
  if (skipAt !== null) {
    high = skipAt;
    low = parts.length - skipAt - 1;
    if (!parts[0]) high -= 1;
    if (!parts[parts.length - 1]) low -= 1;
    if ((!parts[0] && high) || (!parts[parts.length - 1] && low)) return null;  // a ":" first or last, not "::"
    skipped = 8 - (high + low);
    if (skipped < 1) return null;
  } else if (parts.length !== 8 || !parts[0] || !parts[7]) {
    return null;
  }
  const hextets = [...parts.slice(0, high), ...new Array(skipped).fill("0"), ...parts.slice(parts.length - low)];
  if (!hextets.every((hextet) => /^[0-9A-Fa-f]{1,4}$/.test(hextet))) return null;
  return hextets.flatMap((hextet) => [parseInt(hextet, 16) >> 8, parseInt(hextet, 16) & 255]);
}

/** What `ipaddress.ip_address(text)` reads: {version: 4 or 6, packed: its bytes}; null where it raises. */
function ipAddress(text) {
  const ipv4 = ipv4Packed(text);
  if (ipv4) return { version: 4, packed: ipv4 };
  const ipv6 = ipv6Packed(text);
  return ipv6 ? { version: 6, packed: ipv6 } : null;
}

/** An IPv6 address's 16 bytes written as `str(ipaddress.IPv6Address(packed))` writes them in the
 * page's Python (3.13 and later): lowercase hextets, the longest run of two or more zeros (the
 * first of the longest) written "::", an IPv4-mapped address's last 4 bytes as an IPv4 address. */
function ipv6Text(packed) {
  if (packed.slice(0, 10).every((b) => b === 0) && packed[10] === 255 && packed[11] === 255) {
    return `::ffff:${packed.slice(12).join(".")}`;
  }
  const hextets = [];
  for (let i = 0; i < 16; i += 2) hextets.push(((packed[i] << 8) | packed[i + 1]).toString(16));
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8; start += 1) {
    let run = 0;
    while (start + run < 8 && hextets[start + run] === "0") run += 1;
    if (run > bestLength) [bestStart, bestLength] = [start, run];
  }
  if (bestLength < 2) return hextets.join(":");
  const end = bestStart + bestLength;
  const written = [...hextets.slice(0, bestStart), "", ...hextets.slice(end)];
  if (end === 8) written.push("");
  if (bestStart === 0) written.unshift("");
  return written.join(":");
}

// -- how a "v1" answer names its invitation (pyrules.core.players.naming) --------------------------

/** The name of the invitation whose ICE user fragment is `ufrag`, as an answer carries it. */
function digest(ufrag) {
  return sha256(ascii(ufrag)).slice(0, DIGEST_BYTES);
}

/** The address, in the discard prefix, that carries an invitation's `name` (its `digest`). */
function namingAddress(name) {
  return ipv6Text([...DISCARD_PREFIX, ...name]);
}

/** Whether `address` is in the discard prefix: never a phone's, so a naming address or none. */
function inDiscardPrefix(address) {
  const found = ipAddress(address);
  return found !== null && found.version === 6 && DISCARD_PREFIX.every((b, i) => found.packed[i] === b);
}

/** The invitation's name a naming address carries; null for an address that is not one. */
function nameOf(address, port) {
  if (port !== DISCARD_PORT || !inDiscardPrefix(address)) return null;
  return Uint8Array.from(ipAddress(address).packed.slice(-DIGEST_BYTES));
}

const SHA256_ROUNDS = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];
const SHA256_START = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** The SHA-256 digest (32 bytes) of `bytes` (FIPS 180-4), worked out at once: the page waits for
 * no promise to name an invitation. */
function sha256(bytes) {
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (bytes.length * 8) >>> 0);
  const rotated = (x, n) => (x >>> n) | (x << (32 - n));
  const hash = [...SHA256_START];
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const s0 = rotated(w[i - 15], 7) ^ rotated(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotated(w[i - 2], 17) ^ rotated(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let i = 0; i < 64; i += 1) {
      const choice = (e & f) ^ (~e & g);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t1 = (h + (rotated(e, 6) ^ rotated(e, 11) ^ rotated(e, 25)) + choice + SHA256_ROUNDS[i] + w[i]) >>> 0;
      const t2 = ((rotated(a, 2) ^ rotated(a, 13) ^ rotated(a, 22)) + majority) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => { hash[i] = (hash[i] + x) >>> 0; });
  }
  const found = new Uint8Array(32);
  const written = new DataView(found.buffer);
  hash.forEach((x, i) => written.setUint32(i * 4, x));
  return found;
}

// -- a connection, its candidates and servers ------------------------------------------------------

/** A candidate: where one phone can be reached (an IPv4 or IPv6 address, or a ".local" name), its
 * port, its protocol ("udp" or "tcp"), for TCP its tcpType, and its type ("host", "srflx", "relay"). */
function candidate(address, port, protocol = "udp", tcpType = "", type = "host") {
  return { address, port, protocol, tcpType, type };
}

/** Whether two candidates are the same one. */
function same(one, other) {
  return ["address", "port", "protocol", "tcpType", "type"].every((key) => one[key] === other[key]);
}

/** Whether a server is a TURN server (which asks for a user name and password). */
function isTurn(server) {
  return server.url.startsWith("turn");
}

/** The server's host name or address, as a player is told it. */
function host(server) {
  const rest = server.url.slice(server.url.indexOf(":") + 1).split("?")[0];
  return rest.startsWith("[") ? rest.slice(0, rest.indexOf("]") + 1) : rest.split(":")[0];
}

/** The server as the browser's RTCPeerConnection takes it (one of its `iceServers`). */
function iceServer(server) {
  return isTurn(server) ? { urls: server.url, username: server.username, credential: server.credential }
    : { urls: server.url };
}

/** Whether a connection is written as a "v2" text: it names servers, or the invitation it answers
 * by its user fragment, or carries a candidate through a server. */
function secondVersion(connection) {
  return connection.servers.length > 0 || Boolean(connection.answers)
    || connection.candidates.some((c) => c.type !== "host");
}

/** The candidates as a connection's text writes them: a "v1" answer's last, the name of its invitation. */
function writtenCandidates(connection) {
  if (!connection.answersName.length) return connection.candidates;
  return [...connection.candidates, candidate(namingAddress(connection.answersName), DISCARD_PORT)];
}

// -- the browser's description, read and written ----------------------------------------------------

/** What a data channel needs of the browser's own description (`kind`: "offer" or "answer"), for a
 * table that reaches through `servers`, an answer to the invitation whose user fragment is
 * `answers`: as pyrules.core.players.invitation.from_sdp reads it. RulesError when no candidate is
 * left, or when the description is not one of a data channel alone. */
function fromSdp(description, kind, servers = [], answers = "") {
  if (answers && !(characters(answers) >= 4 && characters(answers) <= LONGEST_CREDENTIAL && ICE.test(answers))) {
    throw refuse("This answer is damaged: the invitation it answers cannot be read.");
  }
  const values = new Map();
  const candidates = [];
  const media = [];
  for (const line of description.replaceAll("\r\n", "\n").split("\n")) {
    if (line.startsWith("m=")) {
      media.push(line.slice(2).split(" ")[0]);
    } else if (line.startsWith("a=candidate:")) {
      const found = candidateLine(line.slice("a=candidate:".length));
      if (found !== null && !candidates.some((c) => same(c, found)) && (servers.length || found.type === "host")) {
        candidates.push(found);
      }
    } else if (line.startsWith("a=") && line.includes(":")) {
      const rest = line.slice(2);
      const name = rest.slice(0, rest.indexOf(":"));
      if (!values.has(name)) values.set(name, stripped(rest.slice(rest.indexOf(":") + 1)));
    }
  }
  if (media.length !== 1 || media[0] !== "application") {
    throw refuse("This browser's connection carries more than the table's messages.");
  }
  if (!candidates.length) {
    throw refuse("This device found no address on the local network: is it on the table's Wi-Fi?");
  }
  const written = values.get("fingerprint") ?? "";
  const space = written.indexOf(" ");
  const algorithm = space < 0 ? written : written.slice(0, space);
  const fingerprint = fromHex(space < 0 ? "" : written.slice(space + 1).replaceAll(":", ""));
  if (fingerprint === null) throw refuse("This browser's certificate fingerprint cannot be read.");
  const through = candidates.filter((c) => c.type !== "host").slice(0, MOST_CANDIDATES / 2);
  const named = kind === ANSWER && Boolean(answers) && !through.length;  // a v1 answer: its name takes a candidate
  const kept = [...candidates.filter((c) => c.type === "host").slice(0, MOST_CANDIDATES - named - through.length),
                ...through];
  const made = {
    kind, ufrag: values.get("ice-ufrag") ?? "", pwd: values.get("ice-pwd") ?? "", algorithm: algorithm.toLowerCase(),
    fingerprint, setup: values.get("setup") ?? "", candidates: kept, servers: kind === OFFER ? [...servers] : [],
    answers: kind === ANSWER && !named ? answers : "", answersName: named ? digest(answers) : new Uint8Array(0),
  };
  check(made);
  return made;
}

/** A candidate line's candidate (after "a=candidate:"); null for one of a second component, or
 * one this version cannot carry. */
function candidateLine(text) {
  const parts = words(text);
  if (parts.length < 8 || parts[1] !== "1" || parts[6] !== "typ" || !TYPES.includes(parts[7])) return null;
  const protocol = parts[2].toLowerCase();
  const address = parts[4].toLowerCase();
  const extras = new Map();
  for (let at = 8; at + 1 < parts.length; at += 2) extras.set(parts[at], parts[at + 1]);
  // Its port in digits as a browser writes them (Python's str.isdigit would take other scripts' too).
  const port = /^[0-9]{1,5}$/.test(parts[5]) ? Number(parts[5]) : 0;
  const found = candidate(address, port, protocol, protocol === "tcp" ? extras.get("tcptype") ?? "" : "", parts[7]);
  try {
    checkCandidate(found);
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
  return found;
}

/** The full description a browser accepts (RTCSessionDescription's `sdp`), written as Chromium
 * writes a data channel's: one bundled application section, mid 0, SCTP on port 5000. */
function sdp(connection) {
  let head = 0n;
  for (const b of connection.fingerprint.slice(0, 8)) head = (head << 8n) | BigInt(b);
  const lines = ["v=0", `o=- ${head >> 2n} 2 IN IP4 127.0.0.1`, "s=-", "t=0 0", "a=group:BUNDLE 0",
                 "a=extmap-allow-mixed", "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                 "c=IN IP4 0.0.0.0"];
  connection.candidates.forEach((c, place) => {
    const preference = c.type === "host" ? HOST_PREFERENCE[c.protocol] : TYPE_PREFERENCE[c.type];
    const priority = preference * 2 ** 24 + (65535 - place) * 2 ** 8 + 255;
    // A candidate through a server names no address behind it, as Chromium writes one it hides.
    const related = c.type === "host" ? "" : " raddr 0.0.0.0 rport 0";
    const tcp = c.protocol === "tcp" ? ` tcptype ${c.tcpType}` : "";
    lines.push(`a=candidate:${place + 1} 1 ${c.protocol} ${priority} ${c.address} ${c.port} typ ${c.type}`
               + `${related}${tcp} generation 0 network-cost 999`);
  });
  const fingerprint = Array.from(connection.fingerprint, (b) => b.toString(16).toUpperCase().padStart(2, "0"))
    .join(":");
  lines.push(`a=ice-ufrag:${connection.ufrag}`, `a=ice-pwd:${connection.pwd}`, "a=ice-options:trickle",
             `a=fingerprint:${connection.algorithm} ${fingerprint}`, `a=setup:${connection.setup}`, "a=mid:0",
             `a=sctp-port:${SCTP_PORT}`, `a=max-message-size:${MAX_MESSAGE_SIZE}`);
  return lines.join("\r\n") + "\r\n";
}

// -- what is checked, either way ----------------------------------------------------------------------

/** RulesError when `connection` could not be squeezed or should not be trusted. */
function check(connection) {
  const said = what(connection.kind);
  for (const [credential, low] of [[connection.ufrag, 4], [connection.pwd, 22]]) {
    if (characters(credential) < low || characters(credential) > LONGEST_CREDENTIAL || !ICE.test(credential)) {
      throw refuse(`This ${said} is damaged: its connection password cannot be read.`);
    }
  }
  const size = new Map(ALGORITHMS).get(connection.algorithm);
  if (size === undefined || connection.fingerprint.length !== size) {
    throw refuse(`This ${said} is damaged: its security fingerprint is not a valid one.`);
  }
  if (!SETUPS.includes(connection.setup) || (connection.kind === ANSWER && connection.setup === "actpass")) {
    throw refuse(`This ${said} is damaged: it does not say which side begins.`);
  }
  if (!connection.candidates.length) throw refuse(`This ${said} gives no address to reach the other phone at.`);
  if (writtenCandidates(connection).length > MOST_CANDIDATES) {
    throw refuse(`This ${said} gives more addresses than a phone has: it is not one pyrules made.`);
  }
  connection.candidates.forEach(checkCandidate);
  if (connection.kind === ANSWER && connection.servers.length) {
    throw refuse("This answer names servers: only the game master's invitation does.");
  }
  const { answers, answersName } = connection;
  if (answers && (connection.kind === OFFER || characters(answers) < 4 || characters(answers) > LONGEST_CREDENTIAL
                  || !ICE.test(answers))) {
    throw refuse(`This ${said} is damaged: the invitation it answers cannot be read.`);
  }
  if (answersName.length && (connection.kind === OFFER || secondVersion(connection)
                             || answersName.length !== DIGEST_BYTES)) {
    throw refuse(`This ${said} is damaged: the invitation it answers cannot be read.`);
  }
  if (connection.servers.length > MOST_SERVERS) {
    throw refuse(`This ${said} names more servers than pyrules lets a game master set.`);
  }
  for (const server of connection.servers) {
    try {
      checkServer(server);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      throw refuse(`This ${said} names a server no browser can be given: it is not one pyrules made.`);
    }
  }
}

/** RulesError, in a game master's words and naming the field ("url", "username" or "credential"),
 * when `server` is not a STUN or TURN server a browser can be given. */
function checkServer(server) {
  if (server.url.length > LONGEST_SERVER || !SERVER.test(server.url)) {
    throw new RulesError("Write the server as its provider gives it: stun:host:port or turn:host:port.", "url");
  }
  for (const [secret, name] of [[server.username, "username"], [server.credential, "credential"]]) {
    if (secret.length > LONGEST_SECRET || !SECRET.test(secret)) {
      throw new RulesError(`At most ${LONGEST_SECRET} plain characters (letters, digits, signs).`, name);
    }
  }
  if (isTurn(server)) {
    for (const [secret, name, called] of [[server.username, "username", "user name"],
                                          [server.credential, "credential", "password"]]) {
      if (!secret) throw new RulesError(`A TURN server needs the ${called} its provider gives.`, name);
    }
  } else if (server.username || server.credential) {
    throw new RulesError("A STUN server takes no user name or password: leave them empty.",
                         server.username ? "username" : "credential");
  }
}

/** What an address is (IPV4, IPV6, UUID_NAME, LOCAL_NAME); RulesError for anything else. */
function addressForm(address) {
  if (UUID_LOCAL.test(address)) return UUID_NAME;
  if (NAME_LOCAL.test(address)) return LOCAL_NAME;
  const found = ipAddress(address);
  if (found === null) throw refuse("An address in it is neither a network address nor a local name.");
  return found.version === 4 ? IPV4 : IPV6;
}

/** RulesError when `c` is no candidate a browser gives, or one no phone is ever at. */
function checkCandidate(c) {
  addressForm(c.address);
  if (inDiscardPrefix(c.address)) throw refuse("An address in it is one no phone is ever at.");
  if (!(c.port >= 1 && c.port <= 65535)) throw refuse("An address in it has no valid port.");
  if (!PROTOCOLS.includes(c.protocol)) throw refuse("An address in it is neither UDP nor TCP.");
  if (!TYPES.includes(c.type)) throw refuse("An address in it is of no kind a browser gives.");
  if (c.type !== "host" && ![IPV4, IPV6].includes(addressForm(c.address))) {
    throw refuse("An address found through a server is a network address, never a local name.");
  }
  if (TCP_TYPES.includes(c.tcpType) !== (c.protocol === "tcp")) {
    throw refuse("An address in it says TCP without its kind, or a kind without TCP.");
  }
}

// -- squeezed and read back ---------------------------------------------------------------------------

/** The short text of `connection`: "v1." (or "v2.") and its packed bytes in base64url. */
function squeezed(connection) {
  check(connection);
  const algorithm = ALGORITHMS.findIndex(([name]) => name === connection.algorithm);
  const packed = [(connection.kind === ANSWER ? 1 : 0) | (SETUPS.indexOf(connection.setup) << 1) | (algorithm << 3)];
  for (const credential of [connection.ufrag, connection.pwd]) packed.push(characters(credential), ...sixBits(credential));
  const candidates = writtenCandidates(connection);
  packed.push(...connection.fingerprint, candidates.length);
  for (const c of candidates) {
    const form = addressForm(c.address);
    const tcp = c.protocol === "tcp" ? TCP_TYPES.indexOf(c.tcpType) : 0;
    packed.push(form | ((c.protocol === "tcp" ? 1 : 0) << 2) | (tcp << 3) | (TYPES.indexOf(c.type) << 5));
    if (form === IPV4 || form === IPV6) {
      packed.push(...ipAddress(c.address).packed);
    } else if (form === UUID_NAME) {
      packed.push(...fromHex(c.address.slice(0, -".local".length).replaceAll("-", "")));
    } else {
      const name = ascii(c.address.endsWith(".local") ? c.address.slice(0, -".local".length) : c.address);
      packed.push(name.length, ...name);
    }
    packed.push(c.port >> 8, c.port & 255);
  }
  if (secondVersion(connection) && connection.kind === OFFER) {
    packed.push(connection.servers.length);
    for (const server of connection.servers) {
      for (const written of [server.url, server.username, server.credential]) {
        packed.push(written.length, ...ascii(written));
      }
    }
  } else if (secondVersion(connection)) {
    packed.push(characters(connection.answers), ...sixBits(connection.answers));
  }
  const version = secondVersion(connection) ? SECOND_VERSION : VERSION;
  return `${version}.${base64urlEncoded(packed)}`;
}

/** The connection a text carries, which must be of `kind` ("offer" for an invitation, "answer");
 * RulesError, in a player's words, for a text damaged, hostile or of another kind. */
function unsqueezed(text, kind) {
  const said = what(kind);
  if (typeof text !== "string" || !stripped(text)) throw refuse(`Scan or paste the ${said} first.`);
  const trimmed = stripped(text);
  if (characters(trimmed) > LONGEST_TEXT) throw refuse(`This is too long to be a pyrules ${said}.`);
  const dot = trimmed.indexOf(".");
  const version = dot < 0 ? trimmed : trimmed.slice(0, dot);
  const body = dot < 0 ? "" : trimmed.slice(dot + 1);
  if (dot < 0 || !VERSION_WORD.test(version)) throw refuse(`This is not a pyrules ${said}.`);
  if (version !== VERSION && version !== SECOND_VERSION) {
    throw refuse(`This ${said} was made by another version of pyrules: open the same version on both phones.`);
  }
  if (!TEXT.test(body)) throw refuse(`This ${said} is damaged: it holds characters pyrules never writes.`);
  const packed = base64urlDecoded(body);
  if (packed === null) throw refuse(`This ${said} is damaged: scan it again.`);
  const connection = new Reader(packed, said, version === SECOND_VERSION).connection();
  if (connection.kind !== kind) {
    throw refuse(kind === OFFER ? "This is a player's answer, not an invitation: scan the game master's invitation."
      : "This is an invitation, not a player's answer: scan the player's phone.");
  }
  check(connection);
  return connection;
}

/** Packed bytes read in order; every shortfall or stray bit is a damaged text. */
class Reader {
  constructor(packed, said, isSecondVersion) {
    this.packed = packed;
    this.at = 0;
    this.what = said;
    this.secondVersion = isSecondVersion;
  }

  damaged() {
    return refuse(`This ${this.what} is damaged: scan it again.`);
  }

  take(count) {
    if (this.at + count > this.packed.length) throw this.damaged();
    this.at += count;
    return this.packed.slice(this.at - count, this.at);
  }

  byte() {
    return this.take(1)[0];
  }

  connection() {
    const head = this.byte();
    const setup = (head >> 1) & 3;
    const algorithm = (head >> 3) & 3;
    if (head >> 5 || setup >= SETUPS.length || algorithm >= ALGORITHMS.length) throw this.damaged();
    const ufrag = this.credential();
    const pwd = this.credential();
    const [name, size] = ALGORITHMS[algorithm];
    const fingerprint = this.take(size);
    const count = this.byte();
    if (count > MOST_CANDIDATES) {
      throw refuse(`This ${this.what} gives more addresses than a phone has: it is not one pyrules made.`);
    }
    let candidates = Array.from({ length: count }, () => this.candidate());
    const kind = head & 1 ? ANSWER : OFFER;
    const servers = this.secondVersion && kind === OFFER ? this.servers() : [];
    const answers = this.secondVersion && kind === ANSWER ? this.credential() : "";
    if (this.at !== this.packed.length) throw this.damaged();
    let answersName = new Uint8Array(0);
    const last = candidates[candidates.length - 1];
    if (kind === ANSWER && !this.secondVersion && last !== undefined && last.protocol === "udp") {
      answersName = nameOf(last.address, last.port) ?? answersName;
      if (answersName.length) candidates = candidates.slice(0, -1);
    }
    const made = { kind, ufrag, pwd, algorithm: name, fingerprint, setup: SETUPS[setup], candidates, servers, answers,
                   answersName };
    // Written as v1, it would read back another text.
    if (this.secondVersion && !secondVersion(made)) throw this.damaged();
    return made;
  }

  servers() {
    const count = this.byte();
    if (count > MOST_SERVERS) throw refuse(`This ${this.what} names more servers than pyrules lets a game master set.`);
    return Array.from({ length: count }, () => ({ url: this.text(), username: this.text(), credential: this.text() }));
  }

  text() {
    return this.ascii(this.take(this.byte()));
  }

  ascii(bytes) {
    if (bytes.some((b) => b > 127)) throw this.damaged();
    return String.fromCharCode(...bytes);
  }

  credential() {
    const count = this.byte();
    if (count > LONGEST_CREDENTIAL) throw this.damaged();
    const bytes = this.take(Math.ceil((count * 6) / 8));
    const spare = bytes.length * 8 - count * 6;
    if (bitsAt(bytes, count * 6, spare)) throw this.damaged();
    let found = "";
    for (let i = 0; i < count; i += 1) found += ICE_CHARS[bitsAt(bytes, i * 6, 6)];
    return found;
  }

  candidate() {
    const flags = this.byte();
    const [form, tcp, tcpType, kind] = [flags & 3, (flags >> 2) & 1, (flags >> 3) & 3, (flags >> 5) & 3];
    if (kind && !this.secondVersion) {
      throw refuse(`This ${this.what} reaches the other phone through a server it does not name.`);
    }
    if (flags >> 7 || kind >= TYPES.length || tcpType >= TCP_TYPES.length || (tcpType && !tcp)) throw this.damaged();
    let address;
    if (form === IPV4) {
      address = this.take(4).join(".");
    } else if (form === IPV6) {
      address = ipv6Text([...this.take(16)]);
    } else if (form === UUID_NAME) {
      const raw = Array.from(this.take(16), (b) => b.toString(16).padStart(2, "0")).join("");
      const dashed = [raw.slice(0, 8), raw.slice(8, 12), raw.slice(12, 16), raw.slice(16, 20), raw.slice(20)];
      address = `${dashed.join("-")}.local`;
    } else {
      const count = this.byte();
      if (count < 1 || count > LONGEST_NAME) throw this.damaged();
      address = `${this.ascii(this.take(count))}.local`;
      if (!NAME_LOCAL.test(address) || UUID_LOCAL.test(address)) throw this.damaged();
    }
    const [high, low] = this.take(2);
    return candidate(address, (high << 8) | low, tcp ? "tcp" : "udp", tcp ? TCP_TYPES[tcpType] : "", TYPES[kind]);
  }
}

// -- in the game's words --------------------------------------------------------------------------------

/** The game master's invitation a text carries (as `unsqueezed(text, OFFER)` reads it): {kind,
 * ufrag, pwd, algorithm, fingerprint (a Uint8Array), setup, candidates [{address, port, protocol,
 * tcpType, type}], servers [{url, username, credential}], answers, answersName}. A text refused
 * throws a RulesError (an Error) whose message is the one Python's says. */
export function readInvitation(text) {
  return unsqueezed(text, OFFER);
}

/** The game master's offer, as the player's browser accepts it (RTCSessionDescription's `sdp`),
 * from the invitation `readInvitation` read. */
export function offerSdp(connection) {
  return sdp(connection);
}

/** The servers the invitation names, as `new RTCPeerConnection({iceServers})` takes them. */
export function iceServers(connection) {
  return connection.servers.map(iceServer);
}

/** The servers the invitation names, as a player is told them ("" when it names none). */
export function serversInWords(connection) {
  return connection.servers.map(host).join(", ");
}

/** The answer's text, from the player's browser's answer (`answerSdp`, candidates gathered) to the
 * invitation `readInvitation` read: it names the invitation, and keeps the candidates found through
 * the servers the invitation names. A description that cannot be answered with throws a RulesError. */
export function answerText(answerSdp, invitation) {
  return squeezed(fromSdp(answerSdp, ANSWER, invitation.servers, invitation.ufrag));
}
