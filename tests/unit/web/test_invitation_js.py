"""A player's phone answers the game master's invitation before its Python is in
(``static/join/invitation.mjs``): it reads the invitation, writes the offer it carries, gives the
browser the servers it names and answers with its text exactly as ``pyrules.core.players.invitation``
does, and refuses what Python refuses, in Python's words. Every case, made by Python, is read by the
module as esbuild bundles it for the phone, all in one Node launch."""

import base64
import ipaddress
import json
import random
import string
import subprocess
import sys
import uuid
from unittest import mock

import pytest

import build
from pyrules.core.errors import RulesError
from pyrules.core.players import invitation as I

from players_cases import players_test

pytestmark = pytest.mark.cpython_only  # Node and the build: the host's

RUN = """
const [bundle, cases] = process.argv.slice(2);
const refused = (error) => (error && error.rulesMessage
  ? { error: error.message, field: error.field, isError: error instanceof Error } : { crash: String(error) });
import(require("url").pathToFileURL(bundle).href).then(({ readInvitation, offerSdp, iceServers, serversInWords,
                                                         answerText }) => {
  const done = JSON.parse(require("fs").readFileSync(cases, "utf8")).map(([text, answerSdp]) => {
    let invited;
    try { invited = readInvitation(text); } catch (error) { return refused(error); }
    if (answerSdp === null) {
      const connection = { ...invited, fingerprint: Array.from(invited.fingerprint),
                           answersName: Array.from(invited.answersName) };
      return { connection, sdp: offerSdp(invited), iceServers: iceServers(invited), words: serversInWords(invited) };
    }
    try { return { text: answerText(answerSdp, invited) }; } catch (error) { return refused(error); }
  });
  console.log(JSON.stringify(done));
});
"""

# -- what Python says -------------------------------------------------------------------------------------


def refusal(error: RulesError) -> dict:
    return {"error": error.message, "field": error.field, "isError": True}


def connection_data(connection: I.Connection) -> dict:
    return {"kind": connection.kind, "ufrag": connection.ufrag, "pwd": connection.pwd,
            "algorithm": connection.algorithm, "fingerprint": list(connection.fingerprint), "setup": connection.setup,
            "candidates": [{"address": c.address, "port": c.port, "protocol": c.protocol, "tcpType": c.tcp_type,
                            "type": c.type} for c in connection.candidates],
            "servers": [{"url": s.url, "username": s.username, "credential": s.credential} for s in connection.servers],
            "answers": connection.answers, "answersName": list(connection.answers_name)}


def read_in_python(text) -> dict:
    """What the player's Python reads of ``text``: the invitation, its offer, its servers for the
    browser and in words; or its refusal."""
    try:
        invited = I.unsqueezed(text, I.OFFER)
    except RulesError as error:
        return refusal(error)
    return {"connection": connection_data(invited), "sdp": I.sdp(invited),
            "iceServers": [server.ice_server() for server in invited.servers],
            "words": ", ".join(server.host for server in invited.servers)}


def answered_in_python(text, answer_sdp: str) -> dict:
    """The text of the player's Python's answer ``answer_sdp`` to the invitation ``text``; or its refusal."""
    try:
        return {"text": I.answer(answer_sdp, I.unsqueezed(text, I.OFFER))}
    except RulesError as error:
        return refusal(error)
    except Exception as error:  # noqa: BLE001  (not a refusal: compared as one all the same)
        return {"crash": type(error).__name__}


def outcome(found: dict) -> dict:
    """A result as compared: a failure that is no refusal is one, whatever its words."""
    return {"crash": True} if "crash" in found else found


# -- the cases ---------------------------------------------------------------------------------------------

# Chromium's offer and answer, and an offer through a TURN server, as the players' tests give them.
P = players_test("test_invitation")
CHROMIUM_OFFER, CHROMIUM_ANSWER, THROUGH_TURN, TURN = P.CHROMIUM_OFFER, P.CHROMIUM_ANSWER, P.THROUGH_TURN, P.TURN
ANSWER_THROUGH_TURN = (THROUGH_TURN.replace("a=setup:actpass", "a=setup:active")
                       .replace("ice-ufrag:k3Qx", "ice-ufrag:Wb7/").replace("+u0yB4nJ", "+r9yC5nK"))
STUN = I.Server("stun:stun.example.org:19302")
FINGERPRINT = "8C:31:0F:6A:D2:47:B9:1E:55:C0:3A:94:7F:E8:12:6B:A0:D9:4E:27:83:5C:1F:B6:E2:09:73:AD:48:15:CF:9E"
PWD = "Zr8cW1pT+u0yB4nJ/aHq6eLs"

INVITATION = I.invitation(CHROMIUM_OFFER)  # v1: head, ufrag (4 characters), pwd (24), sha-256, 4 candidates
COUNT_AT = 1 + 1 + 3 + 1 + 18 + 32
FIRST_AT = COUNT_AT + 1  # the first candidate's flags
THROUGH_SERVERS = I.invitation(THROUGH_TURN, (TURN, STUN))


def packed(text: str) -> bytearray:
    return bytearray(base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4)))


def text_of(version: str, body: bytes) -> str:
    return f"{version}." + base64.urlsafe_b64encode(bytes(body)).decode().rstrip("=")


def changed(text: str, at: int, value: int | None = None, bits: int = 0) -> str:
    """``text`` with its packed byte ``at`` set to ``value``, or with ``bits`` set."""
    body = packed(text)
    body[at] = body[at] | bits if value is None else value
    return text_of(text[:2], body)


def with_bytes(text: str, at: int, written: bytes) -> str:
    """``text`` with its packed bytes from ``at`` written over with ``written``."""
    body = packed(text)
    body[at:at + len(written)] = written
    return text_of(text[:2], body)


def with_spare_bits(text: str) -> str:
    """``text`` with the bits of its last character past its last byte set: the same bytes."""
    assert len(text[3:]) % 4 in (2, 3)
    alphabet = string.ascii_uppercase + string.ascii_lowercase + string.digits + "-_"
    return text[:-1] + alphabet[alphabet.index(text[-1]) | 1]


def unchecked(connection: I.Connection) -> str:
    """The text of ``connection`` as written with none of the checks a text is read with."""
    with mock.patch.object(I, "_check", lambda _connection: None):
        return I.squeezed(connection)


def offer(*candidates, servers=(), ufrag="k3Qx", pwd=PWD, setup="actpass") -> I.Connection:
    return I.Connection(I.OFFER, ufrag, pwd, "sha-256", bytes(range(32)), setup, candidates, servers)


NAMED = unchecked(offer(I.Candidate("phone.local", 5000)))  # its name's length at FIRST_AT + 1
MAPPED = I.squeezed(offer(I.Candidate("::ffff:192.0.2.1", 5000)))  # an IPv4 address written as an IPv6 one
V1_ANSWER = I.answer(CHROMIUM_ANSWER, I.unsqueezed(INVITATION, I.OFFER))

REFUSED = {
    "nothing": "", "no text at all": None, "a number": 42, "only spaces": " \t\n ",
    "words": "hello there", "an address": "https://example.com/", "an upper case version": "V1.AAAA",
    "another version": "v3.AAAA", "a version of four digits": "v1000.AAAA",
    "a version, a newline, a dot": "v1\n.AAAA",
    "too long": "v1." + "A" * 2000, "too long, no dot": "x" * 1501,
    "1000 dice, 2000 UTF-16 units, not too long": "🎲" * 1000, "dice after v1.": "v1." + "🎲" * 700,
    "a byte order mark first, which Python keeps": "\ufeff" + INVITATION,
    "a character pyrules never writes": "v1.abc$def", "padding": INVITATION + "=", "base64's own signs": "v1.ab+/",
    "nothing packed": "v1.", "a base64 character short": "v1.A", "one byte packed": "v1.AB",
    "cut short": INVITATION[:-6], "cut by one character": INVITATION[:-1],
    "a byte more": text_of("v1", packed(INVITATION) + b"\0"),
    "a head byte's stray bit": changed(INVITATION, 0, bits=1 << 5),
    "no such setup": changed(INVITATION, 0, bits=3 << 1),
    "no such algorithm": changed(INVITATION, 0, bits=3 << 3),
    "a user fragment too long": changed(INVITATION, 1, 65),
    "a user fragment's stray bits": changed(unchecked(offer(I.Candidate("10.0.0.1", 5), ufrag="k3Qxy")), 5, bits=1),
    "a user fragment too short": unchecked(offer(I.Candidate("10.0.0.1", 5), ufrag="k3Q")),
    "no user fragment": unchecked(offer(I.Candidate("10.0.0.1", 5), ufrag="")),
    "a password too short": unchecked(offer(I.Candidate("10.0.0.1", 5), pwd="a" * 21)),
    "seven candidates": changed(INVITATION, COUNT_AT, 7), "no candidate": unchecked(offer()),
    "a candidate through a server in v1": changed(INVITATION, FIRST_AT, bits=1 << 5),
    "a candidate's stray bit": changed(INVITATION, FIRST_AT, bits=1 << 7),
    "a TCP type without TCP": changed(INVITATION, FIRST_AT, bits=1 << 3),
    "no such TCP type": changed(INVITATION, FIRST_AT, bits=1 << 2 | 3 << 3),
    "no such candidate type": changed(THROUGH_SERVERS, FIRST_AT, bits=3 << 5),
    "a name of no character": changed(NAMED, FIRST_AT + 1, 0), "a name too long": changed(NAMED, FIRST_AT + 1, 64),
    "a name in capitals": changed(NAMED, FIRST_AT + 2, ord("P")),
    "a name not ASCII": changed(NAMED, FIRST_AT + 2, 0xE9),
    "a name starting with a dash": changed(NAMED, FIRST_AT + 2, ord("-")),
    "a UUID written as a name": text_of("v1", packed(NAMED)[:FIRST_AT + 1] + bytes([36])
                                        + b"3f2a9c41-7d0e-4b8a-9e57-1c6d2b8f0a93" + (5000).to_bytes(2, "big")),
    "port 0": unchecked(offer(I.Candidate("10.0.0.1", 0))),
    "an address no phone is at": unchecked(offer(I.Candidate("100::1", 9))),
    "a name found through a server": unchecked(offer(I.Candidate("phone.local", 5000, type="srflx"))),
    "v2 with nothing through a server": text_of("v2", packed(INVITATION) + b"\0"),
    "three servers": changed(THROUGH_SERVERS, packed(THROUGH_SERVERS).index(b"turn:") - 2, 3),
    "a server no browser takes": with_bytes(THROUGH_SERVERS, packed(THROUGH_SERVERS).index(b"turn:"), b"java:"),
    "a server's byte not ASCII": changed(THROUGH_SERVERS, packed(THROUGH_SERVERS).index(b"turn:"), 0xFF),
    "a STUN server with a user name": unchecked(offer(I.Candidate("10.0.0.1", 5), servers=(I.Server("stun:s", "u"),))),
    "a TURN server without its password": unchecked(offer(I.Candidate("10.0.0.1", 5),
                                                          servers=(I.Server("turn:t", "u"),))),
    "a server's address too long": unchecked(offer(I.Candidate("10.0.0.1", 5),
                                                   servers=(I.Server("stun:" + "s" * 116 + ".org"),))),
    "a user name not plain": unchecked(offer(I.Candidate("10.0.0.1", 5), servers=(I.Server("turn:t", "u\tv", "p"),))),
    "a server's address ending in a newline":
        unchecked(offer(I.Candidate("10.0.0.1", 5), servers=(I.Server("stun:stun.example.org\n"),))),
    "a TURN user name ending in a newline":
        unchecked(offer(I.Candidate("10.0.0.1", 5), servers=(I.Server("turns:[2001:db8::7]:443", "u\n", "p"),))),
    "a player's answer": V1_ANSWER,
    "a player's answer through a server": I.answer(ANSWER_THROUGH_TURN, I.unsqueezed(THROUGH_SERVERS, I.OFFER)),
    "an older build's answer": I.squeezed(I.from_sdp(CHROMIUM_ANSWER, I.ANSWER)),
    "an answer saying it begins either way": changed(V1_ANSWER, 0, packed(V1_ANSWER)[0] & ~6),
    "an answer with its invitation's name alone": text_of("v1", packed(V1_ANSWER)[:COUNT_AT] + bytes([1])
                                                          + packed(V1_ANSWER)[-19:]),
    "an invitation whose last candidate is where an answer names its invitation":
        changed(V1_ANSWER, 0, packed(V1_ANSWER)[0] & ~1),  # an invitation keeps every candidate: refused
}

READ_ALIKE = {  # texts Python reads: the same here, to the byte
    "the Chromium offer's": INVITATION, "through a TURN and a STUN server": THROUGH_SERVERS,
    "with no server set": I.invitation(THROUGH_TURN),
    "spaces Python strips around it": "\x1c\x85 " + INVITATION + "\u3000\n",
    "base64's bits past the last byte set": with_spare_bits(INVITATION),
    "each TCP type": I.squeezed(offer(*(I.Candidate(f"10.0.0.{n}", 5000 + n, "tcp", kind)
                                       for n, kind in enumerate(I.TCP_TYPES, 1)), setup="passive")),
}


def ice(rng: random.Random, low: int, high: int) -> str:
    return "".join(rng.choices(I.ICE_CHARS, k=rng.randint(low, high)))


def an_ipv6(rng: random.Random) -> str:
    """An IPv6 address, with runs of zeros to compress, never in the discard prefix nor IPv4-mapped."""
    while True:
        hextets = [rng.choice([0, 0, 1, 0xFFFF, rng.randrange(1 << 16)]) for _ in range(8)]
        start = rng.randrange(8)
        zeros = rng.randrange(8)
        hextets[start:start + zeros] = [0] * len(hextets[start:start + zeros])
        address = ipaddress.IPv6Address(sum(h << 16 * (7 - i) for i, h in enumerate(hextets)))
        if address not in ipaddress.IPv6Network("100::/64") and address.ipv4_mapped is None:
            return str(address)


def a_name(rng: random.Random) -> str:
    """A .local name as a browser could be given one: 1 to 63 letters, digits and inner dashes."""
    size = rng.choice([1, 2, 5, 12, 36, 63])
    ends = string.ascii_lowercase + string.digits
    if size == 1:
        return rng.choice(ends) + ".local"
    return rng.choice(ends) + "".join(rng.choices(ends + "-", k=size - 2)) + rng.choice(ends) + ".local"


def a_candidate(rng: random.Random, through: bool) -> I.Candidate:
    kind = rng.choice(["host", "host", "srflx", "relay"] if through else ["host"])
    form = rng.choice(["ipv4", "ipv6"] if kind != "host" else ["ipv4", "ipv6", "uuid", "name"])
    address = {"ipv4": lambda: str(ipaddress.IPv4Address(rng.randrange(1 << 32))), "ipv6": lambda: an_ipv6(rng),
               "uuid": lambda: f"{uuid.UUID(bytes=rng.randbytes(16))}.local", "name": lambda: a_name(rng)}[form]()
    protocol = rng.choice(["udp", "udp", "tcp"])
    port = rng.choice([1, 9, 65535, rng.randint(1, 65535)])
    return I.Candidate(address, port, protocol, rng.choice(I.TCP_TYPES) if protocol == "tcp" else "", kind)


def a_server(rng: random.Random) -> I.Server:
    where = rng.choice(["stun.example.org", "turn-1.eu.example.net", "192.0.2.10", "[2001:db8::7]", "a"])
    url = rng.choice(["stun", "stuns", "turn", "turns"]) + ":" + where + rng.choice(["", ":3478", ":443"])
    url += rng.choice(["", "?transport=udp", "?transport=tcp"])
    if not url.startswith("turn"):
        return I.Server(url)
    secret = "".join(map(chr, range(0x20, 0x7F)))
    return I.Server(url, "".join(rng.choices(secret, k=rng.randint(1, 64))),
                    "".join(rng.choices(secret, k=rng.randint(1, 64))))


def an_invitation(rng: random.Random) -> I.Connection:
    servers = tuple(a_server(rng) for _ in range(rng.choice([0, 0, 1, 2])))
    algorithm, size = rng.choice(I.ALGORITHMS)
    candidates = tuple(a_candidate(rng, bool(servers) or rng.random() < 0.1)
                       for _ in range(rng.randint(1, I.MOST_CANDIDATES)))
    return I.Connection(I.OFFER, ice(rng, 4, 64), ice(rng, 22, 64), algorithm, rng.randbytes(size),
                        rng.choice(I.SETUPS), candidates, servers)


def an_answer_sdp(rng: random.Random, invited: I.Connection) -> str:
    """The description a player's browser could answer ``invited`` with: up to eight candidates, of
    every type whether or not the invitation names a server, in Chromium's own lines."""
    algorithm, size = rng.choice(I.ALGORITHMS)
    candidates = tuple(a_candidate(rng, True) for _ in range(rng.randint(1, 8)))
    made = I.Connection(I.ANSWER, ice(rng, 4, 32), ice(rng, 22, 32), algorithm, rng.randbytes(size),
                        rng.choice(["active", "passive"]), candidates)
    description = I.sdp(made)
    if rng.random() < 0.5:  # as Chromium writes a candidate through a server: the address behind it
        description = description.replace("raddr 0.0.0.0 rport 0", "raddr 192.168.1.23 rport 61020")
    return description.replace("network-cost 999", rng.choice(["network-cost 999", "network-id 1 network-cost 10"]))


RNG = random.Random(20240611)
INVITATIONS = [an_invitation(RNG) for _ in range(200)]
TEXTS = [I.squeezed(connection) for connection in INVITATIONS]
ANSWERS = [(text, an_answer_sdp(RNG, connection)) for text, connection in zip(TEXTS, INVITATIONS)]


def damaged(rng: random.Random, text: str) -> str:
    """``text`` damaged one way: a byte changed, cut, added or taken out, a character changed, the other version."""
    body, version = packed(text), text[:2]
    how = rng.randrange(6)
    at = rng.randrange(len(body))
    if how == 0:
        body[at] ^= 1 << rng.randrange(8)
    elif how == 1:
        body[at] = rng.randrange(256)
    elif how == 2:
        del body[at:]
    elif how == 3:
        body.insert(at, rng.randrange(256))
    elif how == 4:
        del body[at]
    else:
        version = "v2" if version == "v1" else "v1"
    if rng.random() < 0.1:
        written = text_of(version, body)
        place = rng.randrange(3, len(written))
        return written[:place] + rng.choice(string.ascii_letters + "-_.") + written[place + 1:]
    return text_of(version, body)


DAMAGED = [damaged(RNG, text) for text in TEXTS for _ in range(3)] + [
    text_of(RNG.choice(["v1", "v2"]), RNG.randbytes(RNG.randrange(300))) for _ in range(100)]

ANSWERED_ALIKE = {  # the player's browser's answers: the same text here, or the same refusal
    "to an invitation with no server": (INVITATION, CHROMIUM_ANSWER),
    "through the invitation's TURN server": (THROUGH_SERVERS, ANSWER_THROUGH_TURN),
    "to an invitation naming a server, with nothing through it": (THROUGH_SERVERS, CHROMIUM_ANSWER.replace(
        "typ srflx", "typ prflx")),
    "with more addresses than an answer carries": (INVITATION, CHROMIUM_ANSWER.replace("a=ice-ufrag:", "".join(
        f"a=candidate:{n} 1 udp 2122260223 10.0.0.{n} 6100{n} typ host generation 0\r\n" for n in range(1, 5))
        + "a=ice-ufrag:")),
    "with more candidates through a server than are kept": (THROUGH_SERVERS, ANSWER_THROUGH_TURN.replace(
        "a=ice-ufrag:", "".join(f"a=candidate:{n} 1 udp 41885439 198.51.100.{n} 5001{n} typ relay raddr 0.0.0.0 "
                                "rport 0 generation 0\r\n" for n in range(1, 5)) + "a=ice-ufrag:")),
    "with lines ending in a newline alone": (INVITATION, CHROMIUM_ANSWER.replace("\r\n", "\n")),
    "its algorithm in capitals": (INVITATION, CHROMIUM_ANSWER.replace("sha-256", "SHA-256")),
    "its fingerprint in bytes apart": (INVITATION, CHROMIUM_ANSWER.replace(FINGERPRINT,
                                                                           FINGERPRINT.replace(":", " \t"))),
    "its fingerprint in digits apart": (INVITATION, CHROMIUM_ANSWER.replace(FINGERPRINT,
                                                                            FINGERPRINT.replace("8C", "8 C"))),
    "a fingerprint written twice, the first kept": (INVITATION, CHROMIUM_ANSWER.replace(
        "a=setup", "a=fingerprint:sha-1 00:11\r\na=setup")),
    "spaces Python strips around its password": (INVITATION, CHROMIUM_ANSWER.replace(
        "a=ice-pwd:", "a=ice-pwd:\x85\u2003").replace("\r\na=ice-options", "\x1f\r\na=ice-options")),
    "its candidates' words apart as Python parts them": (INVITATION, CHROMIUM_ANSWER.replace(
        "192.168.1.23 61020 typ", "192.168.1.23\x1c61020\u00a0typ")),
    "a word with a byte order mark, which Python keeps whole": (INVITATION, CHROMIUM_ANSWER.replace(
        "192.168.1.23 61020 typ", "192.168.1.23\ufeff61020 typ")),
    "the same candidate twice": (INVITATION, CHROMIUM_ANSWER.replace("a=ice-ufrag:", "a=candidate:7 1 udp 1 "
                                                                     "192.168.1.23 61020 typ host\r\na=ice-ufrag:")),
    "with a medium other than the table's messages": (INVITATION,
                                                      CHROMIUM_ANSWER + "m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n"),
    "with no medium": (INVITATION, CHROMIUM_ANSWER.replace("m=application", "x=application")),
    "with no local address": (INVITATION, "\r\n".join(line for line in CHROMIUM_ANSWER.split("\r\n")
                                                      if "typ host" not in line)),
    "with a fingerprint of no hexadecimal": (INVITATION, CHROMIUM_ANSWER.replace("8C:31", "8C:3Z")),
    "with a fingerprint of an odd digit": (INVITATION, CHROMIUM_ANSWER.replace(":CF:9E", ":CF:9")),
    "with a fingerprint not ASCII": (INVITATION, CHROMIUM_ANSWER.replace(":CF:9E", ":CF:9٣")),
    "with a fingerprint a byte short": (INVITATION, CHROMIUM_ANSWER.replace(":CF:9E", ":CF")),
    "with no fingerprint": (INVITATION, CHROMIUM_ANSWER.replace("a=fingerprint", "a=fingerprin")),
    "with a fingerprint of no algorithm": (INVITATION, CHROMIUM_ANSWER.replace("sha-256 ", "sha-256")),
    "saying it begins either way": (INVITATION, CHROMIUM_ANSWER.replace("setup:active", "setup:actpass")),
    "saying no setup": (INVITATION, CHROMIUM_ANSWER.replace("a=setup:active\r\n", "")),
    "with no user fragment": (INVITATION, CHROMIUM_ANSWER.replace("a=ice-ufrag:Wb7/\r\n", "")),
    "with a password too short": (INVITATION, CHROMIUM_ANSWER.replace(PWD.replace("+u0yB4nJ", "+r9yC5nK"), "short")),
    "with a password of a space": (INVITATION, CHROMIUM_ANSWER.replace("/aHq6eLs", "/aHq 6eLs")),
    "to an invitation refused": ("v1.", CHROMIUM_ANSWER),
}
# A candidate a browser could write (kept), and others, each after it in an answer of its own.
KEPT = "1 udp 2122260223 192.168.1.23 61020 typ host generation 0"
ODD_CANDIDATES = [
    "2 udp 1 10.0.0.9 5 typ host", "1 udp 1 10.0.0.9 5 typ prflx", "1 tcp 1 10.0.0.9 5 typ host",
    "1 tcp 1 10.0.0.9 5 typ host tcptype sideways", "1 udp 1 10.0.0.9 5 typ", "1 ftp 1 10.0.0.9 5 typ host",
    "1 udp 1 10.0.0.9 0 typ host", "1 udp 1 10.0.0.9 65536 typ host", "1 udp 1 10.0.0.9 123456 typ host",
    "1 udp 1 10.0.0.9 -5 typ host", "1 udp 1 10.0.0.9 00080 typ host",
    "1 udp 1 example.com 5 typ host", "1 udp 1 100::7 9 typ host", "1 udp 1 PHONE_.local 5 typ host",
    "1 udp 1 192.168.01.9 5 typ host", "1 udp 1 1.2.3 5 typ host", "1 udp 1 1.2.3.256 5 typ host",
    "1 udp 1 1.2.3.4%x 5 typ host", "1 udp 1 fe80::1%a/b 5 typ host", "1 udp 1 fe80::1%% 5 typ host",
    "1 udp 1 fe80::1% 5 typ host", "1 udp 1 1::2::3 5 typ host", "1 udp 1 ::1:2:3:4:5:6:7:8 5 typ host",
    "1 udp 1 1:2:3:4:5:6:7 5 typ host", "1 udp 1 :1:2:3:4:5:6:7 5 typ host", "1 udp 1 1:2:3:4:5:6:7: 5 typ host",
    "1 udp 1 12345::1 5 typ host", "1 udp 1 ::1.2.3.4.5 5 typ host", "1 udp 1 1:2:3:4:5:6:7:8:9 5 typ host",
    "1 udp 1 1:2:3:4:5:6:1.2.3.4 5 typ host", "1 udp 1 1:2:3:4:5:6:7:1.2.3.4 5 typ host",
    "1 udp 1 ::ffff:192.168.1.9 5 typ host", "1 udp 1 1:2:3:4:5:6:7:: 5 typ host", "1 udp 1 :: 5 typ host",
    "1 UDP 1 FE80::ABCD%En0 80 typ host", "1 tcp 1 10.0.0.8 5 typ host tcptype so tcptype passive",
    "1 udp 1 \u212ait.local 5 typ host tcptype so",  # the Kelvin sign, lower case "k" in either language
    "1 udp 1 phone.local 5 typ srflx", "1 udp 1 phone.local 5 typ relay",
    "1 udp 1 203.0.113.9 5 typ relay raddr 10.0.0.1", "1  udp\t1 10.0.0.9\x1c5\u00a0typ\u3000host",
    "1 udp 1 10.0.0.9\ufeff5 typ host", "1 udp 1 10.0.0.9 5 typ host\x85", "1 udp 1 192.168.1.23 61020 typ host",
]
BARE_ANSWER = "".join(line for line in CHROMIUM_ANSWER.splitlines(keepends=True) if not line.startswith("a=candidate"))
ANSWERED_ALIKE.update({f"{line!r} to {to}": (invited, BARE_ANSWER.replace("a=ice-ufrag:", "".join(
    f"a=candidate:9 {found}\r\n" for found in (KEPT, line)) + "a=ice-ufrag:")) for line in ODD_CANDIDATES
    for to, invited in [("an invitation with no server", INVITATION), ("one with servers", THROUGH_SERVERS)]})


@pytest.fixture(scope="module")
def in_javascript(tmp_path_factory):
    """Every case read by the bundled module, in one Node launch: (invitation text, None) read, its
    offer and servers, or (invitation text, answer description) answered; else the refusal."""
    folder = tmp_path_factory.mktemp("invitation-js")
    module = folder / "invitation.mjs"
    subprocess.run([str(build.ESBUILD), str(build.STATIC / "join" / "invitation.mjs"), "--bundle", "--format=esm",
                    "--minify", "--log-level=warning", f"--outfile={module}"], check=True, cwd=build.ROOT)
    cases = ([(text, None) for text in [*REFUSED.values(), *READ_ALIKE.values(), *TEXTS, *DAMAGED, MAPPED]]
             + [*ANSWERED_ALIKE.values(), *ANSWERS])
    (folder / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    (folder / "run.cjs").write_text(RUN, encoding="utf-8")
    done = subprocess.run(["node", str(folder / "run.cjs"), str(module), str(folder / "cases.json")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return {json.dumps(case): found for case, found in zip(cases, json.loads(done.stdout))}


def read(in_javascript, text) -> dict:
    return in_javascript[json.dumps((text, None))]


def answered(in_javascript, text, answer_sdp) -> dict:
    return in_javascript[json.dumps((text, answer_sdp))]


def unlike(cases, in_javascript):
    """The cases (invitation text, answer description or None) the module reads otherwise than Python."""
    found = []
    for text, answer_sdp in cases:
        in_python = read_in_python(text) if answer_sdp is None else answered_in_python(text, answer_sdp)
        here = outcome(in_javascript[json.dumps((text, answer_sdp))])
        if here != outcome(in_python):
            found.append({"text": text, "answer": answer_sdp, "javascript": here, "python": in_python})
    return found


# -- what is compared ---------------------------------------------------------------------------------------

def test_an_invitation_reads_in_javascript_as_python_reads_it(in_javascript):
    """200 invitations: v1 and v2, IPv4, IPv6, UUID and named .local candidates, UDP and TCP of each
    type, host, srflx and relay, STUN and TURN servers, each setup role and fingerprint algorithm."""
    assert unlike([(text, None) for text in TEXTS], in_javascript) == []
    kinds = {(c.type, c.protocol, c.tcp_type) for connection in INVITATIONS for c in connection.candidates}
    assert len(kinds) == 12 and {c.setup for c in INVITATIONS} == set(I.SETUPS)
    assert {c.algorithm for c in INVITATIONS} == {name for name, _ in I.ALGORITHMS}
    assert sum(text.startswith("v2.") for text in TEXTS) > 50 and sum(text.startswith("v1.") for text in TEXTS) > 50


def test_the_invitation_of_a_browsers_offer_makes_the_same_offer_in_javascript(in_javascript):
    assert read(in_javascript, INVITATION)["sdp"] == I.offer(INVITATION)
    assert read(in_javascript, THROUGH_SERVERS)["sdp"] == I.offer(THROUGH_SERVERS)
    assert unlike([(text, None) for text in READ_ALIKE.values()], in_javascript) == []


def test_the_servers_an_invitation_names_are_given_to_the_browser_and_said_to_the_player_as_python_does(
        in_javascript):
    found = read(in_javascript, THROUGH_SERVERS)
    assert found["iceServers"] == [TURN.ice_server(), STUN.ice_server()] == [
        {"urls": TURN.url, "username": "table7", "credential": "s3cret-Pass"}, {"urls": STUN.url}]
    assert found["words"] == "turn.example.org, stun.example.org"
    assert read(in_javascript, INVITATION)["iceServers"] == [] and read(in_javascript, INVITATION)["words"] == ""


@pytest.mark.parametrize("case", REFUSED)
def test_a_text_python_refuses_is_refused_in_javascript_with_the_same_words(in_javascript, case):
    text = REFUSED[case]
    with pytest.raises(RulesError) as refused:
        I.unsqueezed(text, I.OFFER)
    assert read(in_javascript, text) == {"error": refused.value.message, "field": "invitation", "isError": True}


def test_a_damaged_text_reads_or_is_refused_in_javascript_as_in_python(in_javascript):
    """600 invitations each damaged one way, and 100 texts of any bytes at all."""
    assert unlike([(text, None) for text in DAMAGED], in_javascript) == []
    found = [read_in_python(text).get("error", "read") for text in DAMAGED]
    assert found.count("read") > 50 and len(set(found)) > 5  # a password's bit changed still reads


def test_an_answer_in_javascript_is_the_text_python_makes(in_javascript):
    """200 answers, of every kind of candidate, to the invitations above; v1 answers name their
    invitation by the SHA-256 of its user fragment (4 to 64 characters)."""
    assert unlike(ANSWERS, in_javascript) == []
    made = [answered(in_javascript, *case).get("text", "") for case in ANSWERS]
    assert sum(text.startswith("v1.") for text in made) > 50 and sum(text.startswith("v2.") for text in made) > 50
    assert answered(in_javascript, INVITATION, CHROMIUM_ANSWER) == {"text": V1_ANSWER}


def test_a_browsers_answer_is_answered_or_refused_in_javascript_as_in_python(in_javascript):
    assert unlike(ANSWERED_ALIKE.values(), in_javascript) == []
    refused = [answered_in_python(*case) for case in ANSWERED_ALIKE.values()]
    assert sum("error" in found for found in refused) >= 12 and not any("crash" in found for found in refused)


def test_an_ipv4_mapped_address_is_written_as_the_pages_python_writes_it(in_javascript):
    """As Python 3.13 and later (the page's Pyodide) write it; 3.12 and earlier wrote ::ffff:c000:201."""
    found = read(in_javascript, MAPPED)
    assert found["connection"]["candidates"][0]["address"] == "::ffff:192.0.2.1"
    if sys.version_info >= (3, 13):
        assert found == read_in_python(MAPPED)
    else:
        assert found["sdp"] == read_in_python(MAPPED)["sdp"].replace("::ffff:c000:201", "::ffff:192.0.2.1")


def test_what_javascript_refuses_is_an_error_whose_message_the_page_shows(in_javascript):
    refused = read(in_javascript, "hello there")
    assert refused == {"error": "This is not a pyrules invitation.", "field": "invitation", "isError": True}
    with pytest.raises(RulesError, match="no address on the local network"):
        I.answer(ANSWERED_ALIKE["with no local address"][1], I.unsqueezed(INVITATION, I.OFFER))
    assert "Wi-Fi" in answered(in_javascript, *ANSWERED_ALIKE["with no local address"])["error"]


def test_the_invitations_compared_are_read_back_by_python_as_it_wrote_them():
    assert all(I.unsqueezed(text, I.OFFER) == made for text, made in zip(TEXTS, INVITATIONS))
