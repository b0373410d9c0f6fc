"""How a ``v1.`` answer names the invitation it answers, in a text a build from before answers named
their invitation still reads.

A ``v1.`` text carries no byte past its candidates, and an older build refuses one that does; so
the answer names its invitation by one more candidate, its last: a UDP host address no phone is
ever at, in the IPv6 discard-only prefix ``100::/64`` (RFC 6666: whatever is sent there is dropped),
on port 9 (the discard port), whose last 8 bytes are the first 8 of the SHA-256 of the
invitation's ICE user fragment. An older game master's phone takes it as one more address of the
player's, where nothing answers, and connects through the others; this build reads it as the
invitation's name and leaves it out of the description it gives the browser.
"""

from __future__ import annotations

import hashlib
import ipaddress

DISCARD_PREFIX = ipaddress.IPv6Network("100::/64")
DISCARD_PORT = 9
DIGEST_BYTES = 8


def digest(ufrag: str) -> bytes:
    """The name of the invitation whose ICE user fragment is ``ufrag``, as an answer carries it."""
    return hashlib.sha256(ufrag.encode("ascii")).digest()[:DIGEST_BYTES]


def naming_address(name: bytes) -> str:
    """The address, in the discard prefix, that carries an invitation's ``name`` (its ``digest``)."""
    return str(DISCARD_PREFIX[int.from_bytes(name, "big")])


def in_discard_prefix(address: str) -> bool:
    """Whether ``address`` is in the discard prefix: never a phone's, so a naming address or none."""
    try:
        return ipaddress.ip_address(address) in DISCARD_PREFIX
    except ValueError:
        return False


def name_of(address: str, port: int) -> bytes | None:
    """The invitation's name a naming address carries; None for an address that is not one."""
    if port != DISCARD_PORT or not in_discard_prefix(address):
        return None
    return ipaddress.IPv6Address(address).packed[-DIGEST_BYTES:]
