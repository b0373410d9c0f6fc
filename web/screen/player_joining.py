"""How a player's phone comes to its link with the game master's (``#join?<invitation>``): the
invitation in the address read and answered, the answer shown to be scanned or copied, and the
data channel the game master's phone opens once it took the answer.

A phone that never opened pyrules waits most of a minute for this page's Python on a phone's
network: until it is in, the page's first script (``static/join/first-join.mjs``) answers the
invitation, says the player's name and draws the table, reading and writing what this page does.
This page then takes its connection over (``Joining.take_over``) and reads again what it heard.

For this tab alone, the invitation that connected it is kept (``USED_KEY``, in the tab's session
storage): the game master's phone took that invitation's answer once, so a reload asks for a new
invitation instead of answering a used one with an answer no one can take.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import js

from pyrules.core.errors import RulesError
from pyrules.core.players import invitation
from screen import dom, phones_page, rtc
from screen.ids import part
from screen.markup import Markup
from screen.pool_memory import session_storage

USED_KEY = "pyrules-invitation-used"  # in this tab's session storage: the invitation that connected it
P = phones_page.JOIN


class Joining:
    """This phone's link to the game master's, from the invitation to the channel open. It tells
    the player's page what it hears (``heard``), that the channel opened or is gone (``opened``,
    ``closed``), what to say, and that a join began (``began``, with whether the player's hello was
    already sent: by the page's first script, whose join this one took over)."""

    def __init__(self, heard: Callable[[str], None], opened: Callable[[], None], closed: Callable[[], None],
                 say: Callable[[str], None], began: Callable[[bool], None]) -> None:
        self.heard, self.opened, self.closed, self.say, self.began = heard, opened, closed, say, began
        self.link: rtc.Link | None = None
        self.invitation = ""
        self.answer = ""
        self.through = ""  # the servers the invitation names, in words ("" on the table's network)

    def open(self, text: str) -> None:
        """Answer the invitation in the address (a new one replaces the last link)."""
        if not text:
            self.say("Open the invitation the game master shows you to join the table.")
            return
        if text == self.invitation and self.link is not None and not self.link.ended:
            return
        first = _first_join()
        if first is not None and str(first.text) == text and self.link is None:
            self._take_over(first.handOver())
            return
        if first is not None:  # the page's first script answered an invitation no longer in the address
            first.handOver().peer.close()
        if self.link is None and _session_get(USED_KEY) == text:
            self.say("This invitation has been used, and the connection to the game master's phone is gone: "
                     "ask the game master for a new invitation and open it.")
            return
        try:
            invited = invitation.unsqueezed(text, invitation.OFFER)
        except RulesError as error:
            self.say(error.message)
            return
        if not rtc.possible():
            self.say("This browser cannot connect to the game master's phone.")
            return
        self.close()
        self.invitation = text
        self.began(False)  # its forms hidden until the new channel opens
        self.answer = ""  # the last invitation's answer is of no use to this one
        dom.by_id(part(P, "answer-text")).value = ""
        dom.by_id(part(P, "answer")).hidden = True
        self.link = rtc.Link(self.heard, self._opened, self.closed, invited.servers)
        self.through = ", ".join(server.host for server in invited.servers)
        self.say(f"Answering the invitation, through {self.through}…" if self.through else "Answering the invitation…")
        js.performance.mark("pyrules: invitation read")
        asyncio.ensure_future(self._answer(self.link, invited))

    def send(self, text: str) -> bool:
        """Send ``text`` to the game master's phone; False when not connected."""
        return self.link is not None and self.link.send(text)

    def close(self) -> None:
        """Let the link go (the game master's phone said goodbye, or another invitation is opened)."""
        if self.link is not None:
            self.link.close()

    def _take_over(self, given: Any) -> None:
        """Go on with the invitation the page's first script answered (``static/join/first-join.mjs``,
        its ``handOver``): its connection and channel, its answer, and what it heard, read again here."""
        self.invitation = str(given.text)
        self.through = str(given.through)
        self.began(bool(given.helloSent))
        self.link = rtc.Link(self.heard, self._opened, self.closed, peer=given.peer)
        if dom.missing(given.channel):
            self.link.answering_channel()
        else:
            self.link.use(given.channel)
        for text in given.heard:
            self.heard(str(text))
        asyncio.ensure_future(self._answer_given(self.link, given.answer))

    async def _answer_given(self, link: rtc.Link, answer: Any) -> None:
        """The answer the page's first script made and showed, kept to be copied (nothing if it
        could not be made: the script said why)."""
        try:
            made = str(await answer)
        except Exception:
            return
        if link is self.link:
            self.answer = made

    async def _answer(self, link: rtc.Link, invited: invitation.Connection) -> None:
        try:
            described = await rtc.answering(link, invitation.sdp(invited))
            js.performance.mark("pyrules: answer's candidates gathered")
            answer = invitation.answer(described, invited)
        except RulesError as error:
            self.say(error.message)
            return
        except Exception:
            self.say("This invitation could not be answered: ask the game master for a new one.")
            return
        if link is not self.link:
            return
        self.answer = answer
        dom.by_id(part(P, "answer-text")).value = answer
        code = phones_page.qr_code(answer, "Your answer's code: let the game master's phone scan it")
        js.performance.mark("pyrules: answer's code made")
        dom.set_html(dom.by_id(part(P, "answer-code")), code or Markup(""))
        dom.by_id(part(P, "answer")).hidden = False
        if self.through:
            self.say("Send your answer to the game master: copy it into a message, or show the code to the game "
                     f"master's camera. The game master's server ({self.through}) connects the two phones.")
        else:
            self.say("Show your answer to the game master: its phone scans the code, or types the text.")
        js.performance.mark("pyrules: answer shown")

    def _opened(self) -> None:
        js.performance.mark("pyrules: channel open")
        _session_set(USED_KEY, self.invitation)
        dom.by_id(part(P, "answer")).hidden = True
        self.opened()


def _first_join() -> Any:
    """The page's first script's join (``static/join/first-join.mjs``) not yet taken over, if any."""
    first = getattr(js.window, "pyrulesFirstJoin", None)
    if first is None or dom.missing(first) or bool(first.handedOver):
        return None
    return first


def _session_get(key: str) -> str | None:
    """A value this tab keeps for itself (None when there is none, or no session storage)."""
    storage = session_storage()
    try:
        value = None if storage is None else storage.getItem(key)
    except Exception:
        return None
    return None if value is None else str(value)


def _session_set(key: str, value: str) -> None:
    storage = session_storage()
    try:
        if storage is not None:
            storage.setItem(key, value)
    except Exception:
        pass  # the tab keeps nothing: a reload then answers the invitation again, as before
