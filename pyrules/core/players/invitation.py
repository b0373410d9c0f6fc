"""The invitation and the answer: a browser's offer or answer to open a data channel, squeezed to a
short text that fits a QR code and an address, and made into a full description again.

A data channel between two phones on the table's network needs only this of a description: the
ICE user fragment and password, the DTLS certificate's fingerprint (its hash algorithm and bytes),
the setup role, and the host candidates (an IPv4 or IPv6 address, or the ``….local`` name a
browser gives its address by, each with its port and protocol). The rest of the description is the
same for every data channel, and is written again as Chromium writes its own (``sdp``).

The text is ``v1.`` and the packed bytes in base64url (no padding): URL-safe, and under 200
characters for a phone with two addresses. Reading one checks everything a damaged or hostile
text could carry (too long, another version, a fingerprint of the wrong length, too many
candidates, a candidate through a server it does not name) and refuses it with a RulesError a
player can read.

Over the internet, where the phones are not on one network, each needs a STUN or TURN server the
game master names (``Server``): the invitation then carries it, credentials included, so that the
player's phone asks the same server, and both sides keep the candidates found through it (server
reflexive and relayed). Such texts are ``v2.``: the same bytes, candidates of every type, and then
an invitation's servers. A text with nothing through a server stays ``v1.``, so two builds either
side of a change still join at a table.

An answer says which invitation it answers, so that the game master's phone refuses, before using
up the invitation it waits with, an answer to an older one. A ``v2.`` answer writes the
invitation's ICE user fragment after its candidates (``answers``); a ``v1.`` answer, which can
carry nothing more that an older build reads, names it by a last candidate no phone is at
(``answers_name``, see ``pyrules.core.players.naming``). An answer of an older build, which names
no invitation, is still taken.

Packed bytes, in order: a head byte (bit 0: an answer; bits 1-2: the setup role; bits 3-4: the
fingerprint's algorithm; the rest 0); the user fragment and the password, each its length in
characters then its characters six bits each (ICE's characters are base64's); the fingerprint;
the number of candidates; each candidate: a byte (bits 0-1: what its address is; bit 2: TCP; bits
3-4: its TCP type; bits 5-6: its type, host alone in ``v1``, host, srflx or relay in ``v2``; bit 7:
0), its address (4 bytes, 16 bytes, a UUID's 16 bytes, or a length and the name's characters), its
port in 2 bytes. In ``v2``, then, in an invitation, the number of servers and each server's
address, user name and password, each its length then its characters; in an answer, the user
fragment of the invitation it answers, as its own is written. A ``v1`` answer's last candidate may
be the name of its invitation (counted among the candidates).
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from pyrules.core.errors import RulesError
from pyrules.core.players import naming

VERSION = "v1"  # a text with nothing through a server
SECOND_VERSION = "v2"  # an invitation naming servers; an answer with a candidate through them
OFFER, ANSWER = "offer", "answer"
SETUPS = ("actpass", "active", "passive")
ALGORITHMS = (("sha-256", 32), ("sha-384", 48), ("sha-512", 64))
TCP_TYPES = ("active", "passive", "so")
MOST_CANDIDATES = 6
MOST_SERVERS = 2
LONGEST_TEXT = 1500       # a text at its largest is about 1,470 characters (about 760 with no server)
LONGEST_SERVER = 120      # a server's address, "turn:turn.example.org:3478?transport=tcp"
LONGEST_SECRET = 64       # a TURN server's user name or password
LONGEST_CREDENTIAL = 64   # ICE allows 256; browsers write 4 to 32
LONGEST_NAME = 63         # a .local name's first label, as DNS allows
FIELD = "invitation"

ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_ICE = re.compile(r"[A-Za-z0-9+/]+")
_UUID_LOCAL = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_NAME_LOCAL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.local")
_TEXT = re.compile(r"[A-Za-z0-9_-]*")
IPV4, IPV6, UUID_NAME, LOCAL_NAME = range(4)

# What the rebuilt description says of the data channel, as Chromium writes its own.
SCTP_PORT = 5000
MAX_MESSAGE_SIZE = 262144
HOST_PREFERENCE = {"udp": 126, "tcp": 90}  # a host candidate's type preference by protocol (RFC 8445)
TYPES = ("host", "srflx", "relay")  # a candidate's type: the phone's own address, as a server saw it, a server's
TYPE_PREFERENCE = {"srflx": 100, "relay": 0}  # the others' type preference (RFC 8445)
_SERVER = re.compile(r"(?:stuns?|turns?):(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])"
                     r"(?::[0-9]{1,5})?(?:\?transport=(?:udp|tcp))?")
_SECRET = re.compile(r"[\x20-\x7e]*")


@dataclass(frozen=True)
class Candidate:
    """A candidate: where one phone can be reached (``address``: an IPv4 or IPv6 address, or a
    ``….local`` name), its ``port``, its ``protocol`` ("udp" or "tcp"), for TCP its ``tcp_type``
    ("active", "passive" or "so"), and its ``type``: "host" on the phone's own network, "srflx" its
    address as a STUN server saw it, "relay" a TURN server's."""

    address: str
    port: int
    protocol: str = "udp"
    tcp_type: str = ""
    type: str = "host"


@dataclass(frozen=True)
class Server:
    """A STUN or TURN server the game master names for play over the internet: its ``url``
    ("stun:stun.example.org:3478", "turn:turn.example.org:3478?transport=tcp") and, for TURN, the
    ``username`` and ``credential`` it asks for."""

    url: str
    username: str = ""
    credential: str = ""

    @property
    def is_turn(self) -> bool:
        return self.url.startswith("turn")

    @property
    def host(self) -> str:
        """The server's host name or address, as a player is told it."""
        rest = self.url.split(":", 1)[1].split("?", 1)[0]
        return rest[:rest.index("]") + 1] if rest.startswith("[") else rest.split(":", 1)[0]

    def ice_server(self) -> dict[str, str]:
        """As the browser's RTCPeerConnection takes it (one of its ``iceServers``)."""
        found = {"urls": self.url}
        if self.is_turn:
            found.update(username=self.username, credential=self.credential)
        return found


@dataclass(frozen=True)
class Connection:
    """What a data channel needs of one side's description: an ``OFFER`` (the invitation) or an
    ``ANSWER``, its ICE user fragment and password, the fingerprint of its DTLS certificate
    (``algorithm`` and ``fingerprint`` bytes), its ``setup`` role, its candidates; in an
    invitation for play over the internet, the ``servers`` both phones ask; in a ``v2`` answer,
    the user fragment of the invitation it ``answers``; in a ``v1`` answer, that invitation's
    name (``answers_name``, ``naming.digest`` of its user fragment). An answer of an older build
    has neither."""

    kind: str
    ufrag: str
    pwd: str
    algorithm: str
    fingerprint: bytes
    setup: str
    candidates: tuple[Candidate, ...]
    servers: tuple[Server, ...] = ()
    answers: str = ""
    answers_name: bytes = b""

    @property
    def second_version(self) -> bool:
        """Whether it is written as a ``v2`` text: it names servers, or the invitation it answers by
        its user fragment, or carries a candidate through a server."""
        return bool(self.servers or self.answers) or any(c.type != "host" for c in self.candidates)

    def answers_invitation(self, ufrag: str) -> bool | None:
        """Whether this answer answers the invitation whose ICE user fragment is ``ufrag``; None
        when it does not say (an answer of an older build)."""
        if self.answers:
            return self.answers == ufrag
        if self.answers_name:
            return self.answers_name == naming.digest(ufrag)
        return None

    @property
    def written_candidates(self) -> tuple[Candidate, ...]:
        """The candidates as its text writes them: a ``v1`` answer's last, the name of its invitation."""
        if not self.answers_name:
            return self.candidates
        return self.candidates + (Candidate(naming.naming_address(self.answers_name), naming.DISCARD_PORT),)


def refuse(why: str) -> RulesError:
    """The refusal of a text a player scanned or pasted."""
    return RulesError(why, FIELD)


def _what(kind: str) -> str:
    return "invitation" if kind == OFFER else "answer"


# -- the browser's description, read and written ------------------------------------------------

def from_sdp(sdp: str, kind: str, servers: tuple[Server, ...] = (), answers: str = "") -> Connection:
    """What a data channel needs of the browser's own description (``kind``: OFFER or ANSWER),
    read once its candidates are gathered, for a table that reaches through ``servers`` (none on
    one network; an invitation carries them, an answer does not), an answer to the invitation
    whose user fragment is ``answers`` (by that user fragment in a ``v2`` answer, by its name in a
    ``v1`` answer, which then keeps one candidate fewer). Candidates through a server
    (srflx, relay) are left out when there is none; past the first ``MOST_CANDIDATES``, host
    candidates give way to those through a server. RulesError when none is left, or when the
    description is not one of a data channel alone."""
    if answers and not (4 <= len(answers) <= LONGEST_CREDENTIAL and _ICE.fullmatch(answers)):
        raise refuse("This answer is damaged: the invitation it answers cannot be read.")
    values: dict[str, str] = {}
    candidates: list[Candidate] = []
    media: list[str] = []
    for line in sdp.replace("\r\n", "\n").split("\n"):
        if line.startswith("m="):
            media.append(line[2:].split(" ", 1)[0])
        elif line.startswith("a=candidate:"):
            found = _candidate_line(line[len("a=candidate:"):])
            if found is not None and found not in candidates and (servers or found.type == "host"):
                candidates.append(found)
        elif line.startswith("a=") and ":" in line:
            name, _, value = line[2:].partition(":")
            values.setdefault(name, value.strip())
    if media != ["application"]:
        raise refuse("This browser's connection carries more than the table's messages.")
    if not candidates:
        raise refuse("This device found no address on the local network: is it on the table's Wi-Fi?")
    algorithm, _, digest = values.get("fingerprint", "").partition(" ")
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        raise refuse("This browser's certificate fingerprint cannot be read.") from None
    through = [c for c in candidates if c.type != "host"][:MOST_CANDIDATES // 2]
    named = kind == ANSWER and bool(answers) and not through  # a v1 answer: its name takes a candidate
    kept = [c for c in candidates if c.type == "host"][:MOST_CANDIDATES - named - len(through)] + through
    made = Connection(kind, values.get("ice-ufrag", ""), values.get("ice-pwd", ""), algorithm.lower(),
                      fingerprint, values.get("setup", ""), tuple(kept), servers if kind == OFFER else (),
                      answers if kind == ANSWER and not named else "",
                      naming.digest(answers) if named else b"")
    _check(made)
    return made


def _candidate_line(text: str) -> Candidate | None:
    """A candidate line's candidate (after "a=candidate:"); None for one of a second component,
    or one this version cannot carry."""
    parts = text.split()
    if len(parts) < 8 or parts[1] != "1" or parts[6] != "typ" or parts[7] not in TYPES:
        return None
    protocol, address = parts[2].lower(), parts[4].lower()
    extras = dict(zip(parts[8::2], parts[9::2]))
    port = int(parts[5]) if parts[5].isdigit() and len(parts[5]) <= 5 else 0
    found = Candidate(address, port, protocol, extras.get("tcptype", "") if protocol == "tcp" else "", parts[7])
    try:
        _check_candidate(found)
    except RulesError:
        return None
    return found


def sdp(connection: Connection) -> str:
    """The full description a browser accepts (``RTCSessionDescription``'s ``sdp``), written as
    Chromium writes a data channel's: one bundled application section, mid 0, SCTP on port 5000."""
    session_id = int.from_bytes(connection.fingerprint[:8], "big") >> 2
    lines = ["v=0", f"o=- {session_id} 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=extmap-allow-mixed", "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
             "c=IN IP4 0.0.0.0"]
    for place, candidate in enumerate(connection.candidates):
        preference = (HOST_PREFERENCE[candidate.protocol] if candidate.type == "host"
                      else TYPE_PREFERENCE[candidate.type])
        priority = (preference << 24) | ((65535 - place) << 8) | 255
        # A candidate through a server names no address behind it, as Chromium writes one it hides.
        related = "" if candidate.type == "host" else " raddr 0.0.0.0 rport 0"
        tcp = f" tcptype {candidate.tcp_type}" if candidate.protocol == "tcp" else ""
        lines.append(f"a=candidate:{place + 1} 1 {candidate.protocol} {priority} {candidate.address} "
                     f"{candidate.port} typ {candidate.type}{related}{tcp} generation 0 network-cost 999")
    fingerprint = ":".join(f"{b:02X}" for b in connection.fingerprint)
    lines += [f"a=ice-ufrag:{connection.ufrag}", f"a=ice-pwd:{connection.pwd}", "a=ice-options:trickle",
              f"a=fingerprint:{connection.algorithm} {fingerprint}", f"a=setup:{connection.setup}", "a=mid:0",
              f"a=sctp-port:{SCTP_PORT}", f"a=max-message-size:{MAX_MESSAGE_SIZE}"]
    return "\r\n".join(lines) + "\r\n"


# -- what is checked, either way ------------------------------------------------------------------

def _check(connection: Connection) -> None:
    """RulesError when ``connection`` could not be squeezed or should not be trusted."""
    what = _what(connection.kind)
    for credential, low in ((connection.ufrag, 4), (connection.pwd, 22)):
        if not low <= len(credential) <= LONGEST_CREDENTIAL or not _ICE.fullmatch(credential):
            raise refuse(f"This {what} is damaged: its connection password cannot be read.")
    size = dict(ALGORITHMS).get(connection.algorithm)
    if size is None or len(connection.fingerprint) != size:
        raise refuse(f"This {what} is damaged: its security fingerprint is not a valid one.")
    if connection.setup not in SETUPS or (connection.kind == ANSWER and connection.setup == "actpass"):
        raise refuse(f"This {what} is damaged: it does not say which side begins.")
    if not connection.candidates:
        raise refuse(f"This {what} gives no address to reach the other phone at.")
    if len(connection.written_candidates) > MOST_CANDIDATES:
        raise refuse(f"This {what} gives more addresses than a phone has: it is not one pyrules made.")
    for candidate in connection.candidates:
        _check_candidate(candidate)
    if connection.kind == ANSWER and connection.servers:
        raise refuse("This answer names servers: only the game master's invitation does.")
    if connection.answers and (connection.kind == OFFER or not 4 <= len(connection.answers) <= LONGEST_CREDENTIAL
                               or not _ICE.fullmatch(connection.answers)):
        raise refuse(f"This {what} is damaged: the invitation it answers cannot be read.")
    if connection.answers_name and (connection.kind == OFFER or connection.second_version
                                    or len(connection.answers_name) != naming.DIGEST_BYTES):
        raise refuse(f"This {what} is damaged: the invitation it answers cannot be read.")
    if len(connection.servers) > MOST_SERVERS:
        raise refuse(f"This {what} names more servers than pyrules lets a game master set.")
    for server in connection.servers:
        try:
            check_server(server)
        except RulesError:
            raise refuse(f"This {what} names a server no browser can be given: it is not one pyrules made.") from None


def check_server(server: Server) -> None:
    """RulesError, in a game master's words and naming the field ("url", "username" or
    "credential"), when ``server`` is not a STUN or TURN server a browser can be given."""
    if len(server.url) > LONGEST_SERVER or not _SERVER.fullmatch(server.url):
        raise RulesError("Write the server as its provider gives it: stun:host:port or turn:host:port.", "url")
    for secret, name in ((server.username, "username"), (server.credential, "credential")):
        if len(secret) > LONGEST_SECRET or not _SECRET.fullmatch(secret):
            raise RulesError(f"At most {LONGEST_SECRET} plain characters (letters, digits, signs).", name)
    if server.is_turn:
        for secret, name, what in ((server.username, "username", "user name"), (server.credential, "credential", "password")):
            if not secret:
                raise RulesError(f"A TURN server needs the {what} its provider gives.", name)
    elif server.username or server.credential:
        raise RulesError("A STUN server takes no user name or password: leave them empty.",
                         "username" if server.username else "credential")


def _address_form(address: str) -> int:
    """What an address is (IPV4, IPV6, UUID_NAME, LOCAL_NAME); RulesError for anything else."""
    import ipaddress

    if _UUID_LOCAL.fullmatch(address):
        return UUID_NAME
    if _NAME_LOCAL.fullmatch(address):
        return LOCAL_NAME
    try:
        return IPV4 if ipaddress.ip_address(address).version == 4 else IPV6
    except ValueError:
        raise refuse("An address in it is neither a network address nor a local name.") from None


def _check_candidate(candidate: Candidate) -> None:
    _address_form(candidate.address)
    if naming.in_discard_prefix(candidate.address):
        raise refuse("An address in it is one no phone is ever at.")
    if not 1 <= candidate.port <= 65535:
        raise refuse("An address in it has no valid port.")
    if candidate.protocol not in HOST_PREFERENCE:
        raise refuse("An address in it is neither UDP nor TCP.")
    if candidate.type not in TYPES:
        raise refuse("An address in it is of no kind a browser gives.")
    if candidate.type != "host" and _address_form(candidate.address) not in (IPV4, IPV6):
        raise refuse("An address found through a server is a network address, never a local name.")
    if (candidate.tcp_type in TCP_TYPES) != (candidate.protocol == "tcp"):
        raise refuse("An address in it says TCP without its kind, or a kind without TCP.")


# -- squeezed and read back ------------------------------------------------------------------------

def squeezed(connection: Connection) -> str:
    """The short text of ``connection``: "v1." and its packed bytes in base64url."""
    _check(connection)
    algorithm = [name for name, _ in ALGORITHMS].index(connection.algorithm)
    packed = bytearray([(connection.kind == ANSWER) | SETUPS.index(connection.setup) << 1 | algorithm << 3])
    for credential in (connection.ufrag, connection.pwd):
        packed += bytes([len(credential)]) + _six_bits(credential)
    candidates = connection.written_candidates
    packed += connection.fingerprint + bytes([len(candidates)])
    for c in candidates:
        form = _address_form(c.address)
        tcp = TCP_TYPES.index(c.tcp_type) if c.protocol == "tcp" else 0
        packed.append(form | (c.protocol == "tcp") << 2 | tcp << 3 | TYPES.index(c.type) << 5)
        if form in (IPV4, IPV6):
            import ipaddress

            packed += ipaddress.ip_address(c.address).packed
        elif form == UUID_NAME:
            packed += bytes.fromhex(c.address.removesuffix(".local").replace("-", ""))
        else:
            name = c.address.removesuffix(".local").encode("ascii")
            packed += bytes([len(name)]) + name
        packed += c.port.to_bytes(2, "big")
    if connection.second_version and connection.kind == OFFER:
        packed.append(len(connection.servers))
        for server in connection.servers:
            for written in (server.url, server.username, server.credential):
                packed += bytes([len(written)]) + written.encode("ascii")
    elif connection.second_version:
        packed += bytes([len(connection.answers)]) + _six_bits(connection.answers)
    version = SECOND_VERSION if connection.second_version else VERSION
    return f"{version}." + base64.urlsafe_b64encode(bytes(packed)).decode("ascii").rstrip("=")


def unsqueezed(text: object, kind: str) -> Connection:
    """The connection a text carries, which must be an invitation (``kind`` OFFER) or an answer
    (ANSWER); RulesError, in a player's words, for a text damaged, hostile or of another kind."""
    what = _what(kind)
    if not isinstance(text, str) or not text.strip():
        raise refuse(f"Scan or paste the {what} first.")
    text = text.strip()
    if len(text) > LONGEST_TEXT:
        raise refuse(f"This is too long to be a pyrules {what}.")
    version, dot, body = text.partition(".")
    if not dot or not re.fullmatch(r"v[0-9]{1,3}", version):
        raise refuse(f"This is not a pyrules {what}.")
    if version not in (VERSION, SECOND_VERSION):
        raise refuse(f"This {what} was made by another version of pyrules: open the same version on both phones.")
    if not _TEXT.fullmatch(body):
        raise refuse(f"This {what} is damaged: it holds characters pyrules never writes.")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise refuse(f"This {what} is damaged: scan it again.") from None
    reader = _Reader(packed, what, version == SECOND_VERSION)
    connection = reader.connection()
    if connection.kind != kind:
        raise refuse("This is a player's answer, not an invitation: scan the game master's invitation."
                     if kind == OFFER else "This is an invitation, not a player's answer: scan the player's phone.")
    _check(connection)
    return connection


class _Reader:
    """Packed bytes read in order; every shortfall or stray bit is a damaged text."""

    def __init__(self, packed: bytes, what: str, second_version: bool) -> None:
        self.packed, self.at, self.what, self.second_version = packed, 0, what, second_version

    def damaged(self) -> RulesError:
        return refuse(f"This {self.what} is damaged: scan it again.")

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.packed):
            raise self.damaged()
        self.at += count
        return self.packed[self.at - count:self.at]

    def byte(self) -> int:
        return self.take(1)[0]

    def connection(self) -> Connection:
        head = self.byte()
        setup, algorithm = head >> 1 & 3, head >> 3 & 3
        if head >> 5 or setup >= len(SETUPS) or algorithm >= len(ALGORITHMS):
            raise self.damaged()
        ufrag, pwd = self.credential(), self.credential()
        name, size = ALGORITHMS[algorithm]
        fingerprint = self.take(size)
        count = self.byte()
        if count > MOST_CANDIDATES:
            raise refuse(f"This {self.what} gives more addresses than a phone has: it is not one pyrules made.")
        candidates = tuple(self.candidate() for _ in range(count))
        kind = ANSWER if head & 1 else OFFER
        servers = self.servers() if self.second_version and kind == OFFER else ()
        answers = self.credential() if self.second_version and kind == ANSWER else ""
        if self.at != len(self.packed):
            raise self.damaged()
        answers_name = b""
        last = candidates[-1] if candidates else None
        if kind == ANSWER and not self.second_version and last is not None and last.protocol == "udp":
            answers_name = naming.name_of(last.address, last.port) or b""
            candidates = candidates[:-1] if answers_name else candidates
        made = Connection(kind, ufrag, pwd, name, fingerprint, SETUPS[setup], candidates, servers, answers,
                          answers_name)
        if self.second_version and not made.second_version:
            raise self.damaged()  # written as v1, it would read back another text
        return made

    def servers(self) -> tuple[Server, ...]:
        count = self.byte()
        if count > MOST_SERVERS:
            raise refuse(f"This {self.what} names more servers than pyrules lets a game master set.")
        return tuple(Server(*(self.text() for _ in range(3))) for _ in range(count))

    def text(self) -> str:
        try:
            return self.take(self.byte()).decode("ascii")
        except UnicodeDecodeError:
            raise self.damaged() from None

    def credential(self) -> str:
        length = self.byte()
        if length > LONGEST_CREDENTIAL:
            raise self.damaged()
        value = int.from_bytes(self.take((length * 6 + 7) // 8), "big")
        spare = (-length * 6) % 8
        if value & ((1 << spare) - 1):
            raise self.damaged()
        value >>= spare
        return "".join(ICE_CHARS[value >> 6 * (length - 1 - i) & 63] for i in range(length))

    def candidate(self) -> Candidate:
        flags = self.byte()
        form, tcp, tcp_type, kind = flags & 3, flags >> 2 & 1, flags >> 3 & 3, flags >> 5 & 3
        if kind and not self.second_version:
            raise refuse(f"This {self.what} reaches the other phone through a server it does not name.")
        if flags >> 7 or kind >= len(TYPES) or tcp_type >= len(TCP_TYPES) or (tcp_type and not tcp):
            raise self.damaged()
        if form == IPV4:
            address = ".".join(str(b) for b in self.take(4))
        elif form == IPV6:
            import ipaddress

            address = str(ipaddress.IPv6Address(self.take(16)))
        elif form == UUID_NAME:
            raw = self.take(16).hex()
            address = f"{raw[:8]}-{raw[8:12]}-{raw[12:16]}-{raw[16:20]}-{raw[20:]}.local"
        else:
            length = self.byte()
            if not 1 <= length <= LONGEST_NAME:
                raise self.damaged()
            try:
                address = self.take(length).decode("ascii") + ".local"
            except UnicodeDecodeError:
                raise self.damaged() from None
            if not _NAME_LOCAL.fullmatch(address) or _UUID_LOCAL.fullmatch(address):
                raise self.damaged()
        port = int.from_bytes(self.take(2), "big")
        return Candidate(address, port, "tcp" if tcp else "udp", TCP_TYPES[tcp_type] if tcp else "", TYPES[kind])


def _six_bits(text: str) -> bytes:
    """ICE characters (base64's alphabet), six bits each, packed into bytes, the last padded with 0."""
    value = 0
    for char in text:
        value = value << 6 | ICE_CHARS.index(char)
    spare = (-len(text) * 6) % 8
    return (value << spare).to_bytes((len(text) * 6 + 7) // 8, "big")


# -- in the game's words ------------------------------------------------------------------------------

def invitation(offer_sdp: str, servers: tuple[Server, ...] = ()) -> str:
    """The invitation's text, from the game master's browser's offer (candidates gathered), naming
    the ``servers`` the game master set for play over the internet."""
    return squeezed(from_sdp(offer_sdp, OFFER, servers))


def offer(invitation_text: object) -> str:
    """The game master's offer, as the player's browser accepts it, from an invitation's text."""
    return sdp(unsqueezed(invitation_text, OFFER))


def stored_server(data: object) -> Server:
    """The server a game master set, as stored ({url, username, credential}); RulesError if damaged."""
    if not isinstance(data, dict) or set(data) != {"url", "username", "credential"} or not all(
            isinstance(value, str) for value in data.values()):
        raise RulesError("The server set for play over the internet is damaged.", "server")
    server = Server(data["url"], data["username"], data["credential"])
    check_server(server)
    return server


def server_data(server: Server) -> dict[str, str]:
    """The server as stored."""
    return {"url": server.url, "username": server.username, "credential": server.credential}


def answer(answer_sdp: str, invitation: Connection) -> str:
    """The answer's text, from the player's browser's answer (candidates gathered) to
    ``invitation`` (as ``unsqueezed`` read it): it names the invitation, and keeps the candidates
    found through the servers the invitation names."""
    return squeezed(from_sdp(answer_sdp, ANSWER, invitation.servers, invitation.ufrag))


def answer_sdp(answer_text: object, waiting: str | None = None) -> str:
    """The player's answer, as the game master's browser accepts it, from the answer's text; an
    answer to another invitation than the one waiting (its user fragment ``waiting``) is refused."""
    connection = unsqueezed(answer_text, ANSWER)
    if waiting is not None and connection.answers_invitation(waiting) is False:
        raise refuse("This answer is for another invitation: ask the player to open the one shown now.")
    return sdp(connection)
