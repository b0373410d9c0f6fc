"""The one roll log on the page: every roll made in the app (the roller, a calculator, a tracker)
is kept here and shown at the top of the dice roller's log.

The low-level module the roller, the calculators and the trackers all write to; it imports none
of them. The page's storage and document are reached only when the log is written or drawn, so
how a roll is shown (``line_html``) is plain Python, tested on CPython.
"""

from __future__ import annotations

import time

from screen.markup import Markup, h, join
from screen.roll_log import LOG_KEY, Entry, add_entry, read_log


def record(*entries: Entry) -> None:
    """Keep rolls made anywhere in the app in the one roll log, and show them there (the newest
    on top; the log is not drawn again). The rolls of one answer are kept in one write."""
    from screen import dom, storage

    at = int(time.time())
    made = [{**entry, "at": at} for entry in entries]
    log = storage.load(LOG_KEY, [], read_log)
    for entry in made:
        log = add_entry(log, entry)
    storage.save(LOG_KEY, log)
    shown = dom.by_id("dice-log")
    shown.insertAdjacentHTML("afterbegin", str(join(line_html(entry) for entry in reversed(made))))
    while shown.childElementCount > len(log):
        shown.lastElementChild.remove()
    dom.by_id("dice-log-empty").hidden = True


def show_log() -> None:
    """Draw the whole log as storage holds it."""
    from screen import dom, storage

    log = storage.load(LOG_KEY, [], read_log)
    dom.set_html(dom.by_id("dice-log"), join(line_html(e) for e in reversed(log)))
    dom.by_id("dice-log-empty").hidden = bool(log)


def clear() -> None:
    from screen import storage

    storage.save(LOG_KEY, [])
    show_log()


def line_html(e: Entry) -> Markup:
    """One roll as the log shows it: the dice and their faces, where it was rolled, what it came to."""
    return h("li", {}, h("span", {}, f"{e['notation']}: {' '.join(map(str, e['faces']))}" if e["faces"]
                         else e["notation"],
                         h("small", {"class": "roll-source"}, e["source"]) if e.get("source") else "",
                         h("small", {"class": f"roll-outcome tone-{e.get('tone', 'neutral')}"}, e["outcome"])
                         if e.get("outcome") else ""),
             h("span", {}, e["total"]))
