"""The game master's invitation to the players' phones, in a tracker's "Players' phones" panel.

One invitation waits at a time: a data channel's offer, squeezed to a link and a code to scan. A
player's answer to it is taken typed, pasted or scanned with the camera; the answer's link goes to
the panel's phones (``screen.phones``) and a new invitation is made for the next player. For play
over the internet the game master may name a STUN or TURN server, kept for every tracker
(``store.PLAYERS_SERVER``): each invitation made after names it.
"""

from __future__ import annotations

import asyncio
import itertools
import re
from collections.abc import Callable
from typing import Any, Mapping

import js

from pyrules.core.errors import RulesError
from pyrules.core.players import invitation
from keeping.store import PLAYERS_SERVER
from screen import camera_scan, dom, phones_page, rtc, storage
from screen import phones_commands as P
from screen.browser import Element
from screen.ids import part
from screen.markup import Markup

ANSWER_LOOKS = re.compile(r"^v[0-9]+\.")  # an answer's text, of any version: its version is checked when taken
_keys = itertools.count(1)


class Invitations:
    """The invitation waiting for an answer, and the server it names. ``link_for(key, servers)``
    makes the link of the phone ``key`` will be; ``taken(key, link)`` gives the panel a phone
    whose answer was taken, ``refused(key)`` one whose answer the browser would not take."""

    def __init__(self, prefix: str, link_for: Callable[[str, tuple[invitation.Server, ...]], rtc.Link],
                 taken: Callable[[str, rtc.Link], None], refused: Callable[[str], None],
                 say: Callable[[str], None]) -> None:
        self.prefix = prefix
        self.root = dom.by_id(prefix)
        self.link_for, self.taken, self.refused, self.say = link_for, taken, refused, say
        self.waiting: tuple[str, rtc.Link] | None = None  # the invitation's key and link
        self.waiting_ufrag: str | None = None  # the waiting invitation's ICE user fragment, once made
        self.link_text = ""
        self.scanning = False
        self._control(P.SCAN).hidden = not camera_scan.can_scan()
        self.server = stored_server()
        self._show_server()

    def invite(self) -> None:
        """Make a new invitation (the last one, unanswered, is let go)."""
        self.close()
        key = f"p{next(_keys)}"
        servers = () if self.server is None else (self.server,)
        link = self.link_for(key, servers)
        self.waiting = (key, link)
        self._set_copy(False)
        dom.set_html(dom.by_id(part(self.prefix, "invitation")),
                     Markup('<p class="summary">Making an invitation…</p>'))
        asyncio.ensure_future(self._offer(key, link, servers))

    def close(self) -> None:
        """Let the invitation waiting go: no answer to it is taken after."""
        if self.waiting is not None:
            self.waiting[1].close()
        self.waiting = None
        self.waiting_ufrag = None

    async def _offer(self, key: str, link: rtc.Link, servers: tuple[invitation.Server, ...]) -> None:
        try:
            made = invitation.from_sdp(await rtc.offered(link), invitation.OFFER, servers)
            text = invitation.squeezed(made)
        except RulesError as error:
            self.say(error.message)
            return
        except Exception:  # the browser refused to make an offer
            self.say("This browser could not make an invitation.")
            return
        if self.waiting is None or self.waiting[0] != key:
            return  # a newer invitation was asked for meanwhile
        self.waiting_ufrag = made.ufrag
        base = str(js.location.href).split("#")[0]
        self.link_text = f"{base}#{phones_page.JOIN}?{text}"
        dom.set_html(dom.by_id(part(self.prefix, "invitation")),
                     phones_page.invitation_html(_qr(self.link_text), self.link_text))
        self._set_copy(True)

    def _set_copy(self, enabled: bool) -> None:
        self._control(P.COPY).disabled = not enabled

    def _control(self, command: P.Command) -> Element:
        """The panel's button of ``command``."""
        return self.root.querySelector(f'[data-phone="{command.name}"]')

    def copy_invitation(self) -> None:
        """Copy the invitation's link, once there is one."""
        if self.link_text:
            _copy(self.link_text, self.say)

    def connect(self, text: str) -> None:
        """Take a player's answer to the invitation waiting; a new one is made for the next player."""
        js.performance.mark("pyrules: answer taken")  # for the bench: where a player's join is handed over
        control = part(self.prefix, "answer")
        dom.field_error(control, None)
        if self.waiting is None:
            self.invite()
            dom.field_error(control, "Make an invitation first: this answer is for an older one.")
            return
        if self.waiting_ufrag is None:
            dom.field_error(control, "The invitation is still being made: take the answer to it once it shows.")
            return
        try:
            sdp = invitation.answer_sdp(text.strip(), self.waiting_ufrag)
        except RulesError as error:
            dom.field_error(control, error.message)
            return
        key, link = self.waiting
        self.waiting = None  # the link is the phone's now: a new invitation leaves it be
        dom.by_id(control).value = ""
        self.taken(key, link)
        asyncio.ensure_future(self._answered(key, link, sdp))
        self.invite()

    async def _answered(self, key: str, link: rtc.Link, sdp: str) -> None:
        try:
            await rtc.answered(link, sdp)
        except Exception:
            self.say("That answer is for another invitation: ask the player to open the new one.")
            self.refused(key)

    # ---- the camera -----------------------------------------------------------------------------
    def scan(self) -> None:
        """Look for a player's answer with the camera, unless already looking."""
        if not self.scanning:
            self.scanning = True
            asyncio.ensure_future(self._scan())

    def stop_scanning(self) -> None:
        self.scanning = False

    async def _scan(self) -> None:
        """Look for a player's answer with the camera and take the first one seen."""
        try:
            found = await camera_scan.first_code(dom.by_id(part(self.prefix, "camera")),
                                                 dom.by_id(part(self.prefix, "camera-video")), ANSWER_LOOKS,
                                                 lambda: self.scanning)
        except camera_scan.NoReader:
            self.say("The code reader could not be loaded (no network?): type or paste the player's answer instead.")
            found = None
        except Exception:  # no camera, or it was refused
            self.say("The camera could not be used: type or paste the player's answer instead.")
            found = None
        finally:
            self.scanning = False
        if found is not None:
            self.connect(found)

    # ---- the server, for play over the internet ------------------------------------------------
    def set_server(self, values: Mapping[str, Any]) -> None:
        """Name the server every invitation made from now on carries (the server form's ``values``,
        its fields checked first)."""
        fields = {name: str(values.get(name, "")) for name, *_ in phones_page.SERVER_FIELDS}
        for name in fields:
            dom.field_error(part(self.prefix, f"server-{name}"), None)
        server = invitation.Server(fields["url"].strip(), fields["username"].strip(), fields["credential"].strip())
        try:
            invitation.check_server(server)
        except RulesError as error:
            dom.field_error(part(self.prefix, f"server-{error.field or 'url'}"), error.message)
            return
        storage.save(PLAYERS_SERVER, invitation.server_data(server))
        self._server_changed(server)

    def clear_server(self) -> None:
        """Invitations on the table's network only, as before any server was named."""
        storage.STORE.remove(PLAYERS_SERVER)
        self._server_changed(None)

    def _server_changed(self, server: invitation.Server | None) -> None:
        self.server = server
        self._show_server()
        if rtc.possible():
            self.invite()  # the invitation on screen is made again, naming the server or none

    def _show_server(self) -> None:
        data = invitation.server_data(self.server) if self.server else {name: "" for name, *_ in phones_page.SERVER_FIELDS}
        for name, value in data.items():
            control = part(self.prefix, f"server-{name}")
            dom.field_error(control, None)
            dom.by_id(control).value = value
        dom.by_id(part(self.prefix, "server-said")).textContent = phones_page.server_said(self.server)


def stored_server() -> invitation.Server | None:
    """The server the game master set (None: this network only); one stored damaged is set aside."""
    return storage.load(PLAYERS_SERVER, None, lambda data: None if data is None else invitation.stored_server(data))


def _qr(text: str) -> Markup | None:
    return phones_page.qr_code(text, "The invitation's code: scan it with the player's camera")


def _copy(text: str, said: Callable[[str], None]) -> None:
    """Copy ``text``, or say where to copy it from."""
    clipboard = getattr(js.navigator, "clipboard", None)
    if clipboard is None or dom.missing(clipboard) or not js.window.isSecureContext:
        said("Copy the link above by hand.")
        return

    async def copying() -> None:
        try:
            await clipboard.writeText(text)
            said("Invitation copied: send it to the players.")
        except Exception:
            said("Copy the link above by hand.")

    asyncio.ensure_future(copying())
