"""A STUN server on this machine, for the end-to-end tests: it answers a browser's Binding Request
(RFC 8489) with the address it asked from, or with ``mapped`` as a NAT would show it, and keeps who
asked. Nothing leaves the machine."""

import socket
import struct
import threading

MAGIC = 0x2112A442
BINDING_REQUEST, BINDING_SUCCESS, XOR_MAPPED_ADDRESS = 0x0001, 0x0101, 0x0020


class StunServer:
    """``url`` is what a browser is given; ``asked`` the (address, port) of every request heard."""

    def __init__(self, mapped: str | None = None):
        self.mapped = mapped
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        # Bound to the address the browser is given: a reply then comes from where it asked (one from
        # the machine's other address would be ignored).
        self.sock.bind(("127.0.0.1", 0))
        self.url = f"stun:127.0.0.1:{self.sock.getsockname()[1]}"
        self.asked: list[tuple[str, int]] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                data, (address, port) = self.sock.recvfrom(2048)
            except OSError:
                return  # closed
            if len(data) < 20 or struct.unpack("!HHI", data[:8])[::2] != (BINDING_REQUEST, MAGIC):
                continue
            self.asked.append((address, port))
            seen = struct.unpack("!I", socket.inet_aton(self.mapped or address))[0]
            attribute = struct.pack("!HHBBHI", XOR_MAPPED_ADDRESS, 8, 0, 1, port ^ (MAGIC >> 16), seen ^ MAGIC)
            self.sock.sendto(struct.pack("!HHI", BINDING_SUCCESS, len(attribute), MAGIC) + data[8:20] + attribute,
                             (address, port))

    def close(self) -> None:
        self.sock.close()
