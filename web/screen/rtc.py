"""A data channel between two phones, over the table's own network: the browser's WebRTC, with no
server named (host candidates only), so nothing leaves the room; or, for play over the internet,
through the STUN or TURN server the game master set, which the invitation names to both phones.

The game master's page makes an offer (``offered``) and, from a player's answer, opens the channel
(``answered``); a player's page answers an offer (``answering``). Each waits until the browser has
gathered its candidates, so one description says everything and nothing trickles afterwards.
What a channel carries is said by ``pyrules.core.players``.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Protocol

import js
from pyodide.ffi import create_proxy, to_js

from pyrules.core.players.invitation import Server
from screen.browser import Event, EventTarget

GATHERING_LONGEST = 5.0  # seconds: candidates on a local network are gathered in well under one


class Description(Protocol):
    sdp: str


class DataChannel(EventTarget, Protocol):
    """The browser's RTCDataChannel, as a link uses it."""

    readyState: str

    def send(self, text: str) -> None: ...
    def close(self) -> None: ...


class PeerConnection(EventTarget, Protocol):
    """The browser's RTCPeerConnection, as a link uses it (its methods that wait answer promises)."""

    connectionState: str
    iceGatheringState: str
    localDescription: Description

    def createDataChannel(self, label: str, options: Any) -> DataChannel: ...
    def createOffer(self) -> Any: ...
    def createAnswer(self) -> Any: ...
    def setLocalDescription(self, description: Any) -> Any: ...
    def setRemoteDescription(self, description: Any) -> Any: ...
    def close(self) -> None: ...


class Link:
    """One peer connection and its data channel, with the page's handlers: ``heard(text)`` for a
    message, ``opened()`` once it can send, ``closed()`` once it is gone."""

    def __init__(self, heard: Callable[[str], None], opened: Callable[[], None], closed: Callable[[], None],
                 servers: tuple[Server, ...] = (), peer: PeerConnection | None = None) -> None:
        """A new connection through ``servers``, or ``peer``, one the page's first script made."""
        if peer is None:
            settings = {"iceServers": [server.ice_server() for server in servers]}
            peer = js.RTCPeerConnection.new(to_js(settings, dict_converter=js.Object.fromEntries))
        self.peer: PeerConnection = peer
        self.channel: DataChannel | None = None
        self.heard, self.opened, self.closed = heard, opened, closed
        self._proxies: list[tuple[EventTarget, str, Any]] = []  # (target, event, proxy) of each handler
        self._ended = False
        self._was_open = False
        self.listen(self.peer, "connectionstatechange", self._state_changed)

    def listen(self, target: EventTarget, event: str, handler: Callable[[Event], object]) -> None:
        """Call ``handler(event)`` on ``target``'s ``event`` until the link is closed."""
        proxy = create_proxy(handler)
        self._proxies.append((target, event, proxy))
        target.addEventListener(event, proxy)

    def use(self, channel: DataChannel) -> None:
        self.channel = channel
        self.listen(channel, "message", lambda event: self.heard(str(event.data)) if isinstance(event.data, str) else None)
        self.listen(channel, "open", lambda _event: self._open())
        self.listen(channel, "close", lambda _event: self._end())
        if str(channel.readyState) == "open":
            self._open()

    def _open(self) -> None:
        # A channel can arrive open and still announce its opening after: it opens once.
        if not self._was_open:
            self._was_open = True
            self.opened()

    def answering_channel(self) -> None:
        """Use the data channel the game master's phone opens to this one (a player's side)."""
        self.listen(self.peer, "datachannel", lambda event: self.use(event.channel))

    def _state_changed(self, _event: Event) -> None:
        if str(self.peer.connectionState) in ("failed", "closed", "disconnected"):
            self._end()

    def _end(self) -> None:
        if not self._ended:
            self._ended = True
            self.closed()

    @property
    def ended(self) -> bool:
        """Whether the link is closed, or the other phone has gone."""
        return self._ended

    @property
    def open(self) -> bool:
        return self.channel is not None and str(self.channel.readyState) == "open"

    def send(self, text: str) -> bool:
        """Send ``text``; False when the channel is not open (the phone has gone)."""
        channel = self.channel
        if channel is None:
            return False
        try:
            channel.send(text)  # asking its state first would cross to the browser once more a phone
        except Exception:  # a channel not open (connecting, closing or closed) refuses what is sent
            return False
        return True

    def close(self) -> None:
        self._ended = True
        try:
            if self.channel is not None:
                self.channel.close()
            self.peer.close()
        finally:  # the browser's late events (the channel's close) find no handler left
            for target, event, proxy in self._proxies:
                target.removeEventListener(event, proxy)
                proxy.destroy()
            self._proxies.clear()

    async def described(self) -> str:
        """The local description's SDP once every candidate is gathered (or a few seconds have passed)."""
        gathered = asyncio.get_event_loop().create_future()

        def check(_event: Event | None = None) -> None:
            if str(self.peer.iceGatheringState) == "complete" and not gathered.done():
                gathered.set_result(None)

        self.listen(self.peer, "icegatheringstatechange", check)
        check()
        try:
            await asyncio.wait_for(gathered, GATHERING_LONGEST)
        except asyncio.TimeoutError:
            pass  # what is gathered so far is what the description carries
        return str(self.peer.localDescription.sdp)


def _description(kind: str, sdp: str) -> Any:
    return to_js({"type": kind, "sdp": sdp}, dict_converter=js.Object.fromEntries)


async def offered(link: Link) -> str:
    """The game master's side: a channel and its offer (SDP), candidates gathered."""
    link.use(link.peer.createDataChannel("pyrules", to_js({"ordered": True}, dict_converter=js.Object.fromEntries)))
    await link.peer.setLocalDescription(await link.peer.createOffer())
    return await link.described()


async def answered(link: Link, answer_sdp: str) -> None:
    """The game master's side: the player's answer taken; the channel opens by itself after it."""
    await link.peer.setRemoteDescription(_description("answer", answer_sdp))


async def answering(link: Link, offer_sdp: str) -> str:
    """A player's side: the game master's offer taken, and the answer (SDP), candidates gathered."""
    link.answering_channel()
    await link.peer.setRemoteDescription(_description("offer", offer_sdp))
    await link.peer.setLocalDescription(await link.peer.createAnswer())
    return await link.described()


def possible() -> bool:
    """Whether this browser can open a data channel at all."""
    return hasattr(js, "RTCPeerConnection")
