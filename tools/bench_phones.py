"""The bench's measure of the players' phones after an Apply: from the game master's tap to a
player's board drawn again, and what four connected phones add to the game master's Apply.

A GURPS encounter (Ana of the party, an Orc foe) on the game master's page, four players' phones
joined from its invitation (each page a profile of its own, on the loopback), the first watched.
With the CPU slowed 4x, both sides are slowed: the game master's page from its start, the phones
once joined. The phones not watched are frozen while the watched one takes its view (at a table
each phone has a CPU of its own; here they would share two cores), and all four while the game
master's own cost is timed. Each Apply takes one HP off Ana, whom the players see. Where the time goes is read
from the pages' own User Timing measures: on the game master's, the views made and written and
then sent (``screen.phones``); on the phone, the view read and checked, then drawn
(``screen.player_phone``). ``PYRULES_BENCH_ONLY=phones`` measures this alone; with
``PYRULES_BENCH_AB=<another dist>`` as well, that build (A) and this one (B) are measured in turn,
round after round, so a drift of the machine's load falls on both alike.
"""

from __future__ import annotations

import json
import os
import statistics

from tools.browser import NO_QUICK_START, PYTHON_READY

PHONE_MS = 200  # the game master's Apply on a connected player's board, CPU 4x slower on both sides
PHONES_ADDED_MS = 2  # what four connected phones may add to an Apply
THROTTLES = (1, 4)
PHONES = 4
REACHES = 9  # Applies timed to the watched phone's board, per round
TAPS = 21  # Applies timed on the game master's page alone, with and without the phones
# Each sending of the players' views, as the game master's page measures it (screen/phones.py).
VIEWS_SENT = "pyrules: players' views sent"
VIEWS_MADE = "pyrules: players' views made"
# Each view a phone takes, as its page measures it (screen/player_phone.py).
VIEW_READ = "pyrules: view read"
VIEW_DRAWN = "pyrules: view drawn"
# Each message the game master's page sends a phone, its size kept (the channel's send, wrapped).
SENT_SIZES = """(() => {
  window.__sent = [];
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) { window.__sent.push(String(data).length); return send.call(this, data); };
})();"""
# A player's phone notes when its board last changed (performance time on the shared clock).
BOARD_CHANGED = """new MutationObserver(() => { window.__boardAt = performance.timeOrigin + performance.now(); })
  .observe(document.getElementById("join--board"), { childList: true, subtree: true, characterData: true })"""
# A page's measures of ``names``, each [start, end] on the shared clock (none: the build has no such measure).
SPANS = """(names) => Object.fromEntries(names.map((name) => [name, performance.getEntriesByName(name)
    .map((m) => [performance.timeOrigin + m.startTime, performance.timeOrigin + m.startTime + m.duration])]))"""
# Where an Apply's way to the phone goes, in order: (part, from, to), each a moment of one Apply.
PARTS = (
    ("the game master's tap, its Apply drawn", "tapped", "drawn"),
    ("waiting for the game master's page to be painted", "drawn", "making"),
    ("the players' views made and written", "making", "made"),
    ("the views sent (the channels' send)", "made", "sent"),
    ("carried to the phone, its page told", "sent", "reading"),
    ("the view read and checked on the phone", "reading", "read"),
    ("the view drawn on the phone", "read", "shown"),
    ("the board's change seen", "shown", "seen"),
)


def _median(values):
    return statistics.median(values) if values else float("nan")


def _new_page(browser, init: str, throttle: int):
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    context.add_init_script(init)
    page = context.new_page()
    page.set_default_timeout(30_000 * throttle)
    if throttle > 1:  # kept for the page's life
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    return context, page


def _median_tap(page, tap: str, times: int, before: str = "") -> float:
    """Median milliseconds the page takes to handle ``tap`` and lay out what it drew, timed as the
    bench times every tap (``bench._median_tap``; imported here, as the bench imports this module)."""
    from tools.bench import _median_tap as timed

    return timed(page, tap, times, before)


def joined(gm, context, throttle: int) -> object:
    """A player's phone, in ``context``, joined to the game master's table from its invitation."""
    link = gm.locator("#gurps-tracker--phones--invitation .phones-link a")
    link.wait_for(state="attached", timeout=30_000 * throttle)
    player = context.new_page()
    player.goto(link.get_attribute("href"))
    player.wait_for_function(PYTHON_READY, timeout=120_000)
    answer = player.locator("#join--answer-text")
    player.wait_for_function("/^v[0-9]+\\./.test(document.getElementById('join--answer-text').value)", timeout=30_000)
    gm.fill("#gurps-tracker--phones--answer", answer.input_value())
    gm.click("#gurps-tracker--phones form[data-phone-form=answer] button[type=submit]")
    player.locator("form[data-join-form=who]").wait_for(state="visible", timeout=30_000 * throttle)
    player.fill("#join--name", f"Player {len(context.pages)}")
    player.click("form[data-join-form=who] button[type=submit]")
    player.wait_for_function("document.querySelectorAll('#join--board li').length > 0", timeout=30_000 * throttle)
    player.select_option("#join--combatant", label="Ana")
    return player


def _spans(page, names: tuple[str, ...]) -> dict[str, list[list[float]]]:
    spans: dict[str, list[list[float]]] = page.evaluate(SPANS, list(names))
    return spans


def _clear(page, names: tuple[str, ...]) -> None:
    page.evaluate(f"{json.dumps(list(names))}.forEach((name) => performance.clearMeasures(name))")


def _moments(tapped: float, drawn: float, seen: float, gm: dict, phone: dict) -> dict[str, float]:
    """One Apply's moments on the shared clock (a build without the pages' measures has only the
    tap and the board's change)."""
    moments = {"tapped": tapped, "drawn": drawn, "seen": seen}
    if gm.get(VIEWS_MADE) and gm.get(VIEWS_SENT):
        (making, made), (_, sent) = gm[VIEWS_MADE][-1], gm[VIEWS_SENT][-1]
        moments.update(making=making, made=made, sent=sent)
    if phone.get(VIEW_READ) and phone.get(VIEW_DRAWN):
        (reading, read), (_, shown) = phone[VIEW_READ][-1], phone[VIEW_DRAWN][-1]
        moments.update(reading=reading, read=read, shown=shown)
    return moments


def players_phones(browser, url: str, throttle: int = 1) -> dict:
    """The players' phones at ``url``, the CPU slowed ``throttle`` times on both sides: milliseconds
    from the game master's Apply to a player's board drawn again (median of the Applies), the parts
    of that time (each the median of its part), the bytes of each view sent, and the milliseconds
    an Apply costs the game master's page with four phones connected, against none: its tap (the
    median of 21, the phones panel open in both) and the sending of the views once the tap is
    painted (the median sending)."""
    context, gm = _new_page(browser, NO_QUICK_START + SENT_SIZES, throttle)
    gm.goto(url + "#gurps-tracker")
    gm.wait_for_function(PYTHON_READY, timeout=120_000 * throttle)
    gm.wait_for_selector("#gurps-tracker-add--name:enabled")
    gm.evaluate("document.querySelector('#gurps-tracker--root details.stats').open = true")
    for name, side in (("Ana", "Party"), ("Orc", "Foe")):  # Ana's HP, seen by the players, drops by one a tap
        gm.fill("#gurps-tracker-add--name", name)
        gm.fill("#gurps-tracker-add--hp", "200")
        gm.locator("#gurps-tracker-add--side label.chip", has_text=side).click()
        gm.click("#gurps-tracker--root form[data-form=add] button[type=submit]")
    gm.wait_for_function("document.querySelectorAll('#gurps-tracker--list li.combatant').length === 2")
    gm.evaluate("Array.from(document.querySelectorAll('#gurps-tracker--list li.combatant'))"
                ".find((row) => row.querySelector('.name').textContent.includes('Ana')).querySelector('button.who').click()")
    tap = ("document.querySelector('#gurps-tracker--list [data-act=digit][data-digit=\"1\"]').click();"
           " const damage = document.querySelector('#gurps-tracker--list [data-act=damage]')")
    gm.click("#gurps-tracker--phones-more > summary")  # the panel open with no phone, as it will be with four
    _median_tap(gm, "damage.click()", 10, before=tap)  # the page warmed up as it will be then
    alone = _median_tap(gm, "damage.click()", TAPS, before=tap)
    phones = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    phones.add_init_script(NO_QUICK_START)
    players = [joined(gm, phones, throttle) for _ in range(PHONES)]
    if throttle > 1:
        for player in players:
            phones.new_cdp_session(player).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    watched = players[0]
    watched.evaluate(BOARD_CHANGED)
    gm.evaluate("window.__sent = []")
    # The players' phones are other devices at a table: here they share this machine's CPU, so
    # the three not watched are frozen while the watched one draws (they take their views once
    # thawed), or the watched phone would wait on their drawing; the game master still sends four.
    sessions = [phones.new_cdp_session(player) for player in players]
    for session in sessions[1:]:
        session.send("Page.setWebLifecycleState", {"state": "frozen"})
    applies = []
    for _ in range(REACHES):
        _clear(gm, (VIEWS_MADE, VIEWS_SENT))
        _clear(watched, (VIEW_READ, VIEW_DRAWN))
        watched.evaluate("window.__boardAt = 0")
        tapped, drawn = gm.evaluate(f"""(() => {{ {tap}; document.body.offsetHeight;
            const t = performance.timeOrigin + performance.now(); damage.click(); document.body.offsetHeight;
            return [t, performance.timeOrigin + performance.now()]; }})()""")
        watched.wait_for_function("window.__boardAt > 0", timeout=10_000 * throttle)
        seen = watched.evaluate("window.__boardAt")
        gm.wait_for_timeout(100)  # every phone's view sent, the last measures written
        applies.append(_moments(tapped, drawn, seen, _spans(gm, (VIEWS_MADE, VIEWS_SENT)),
                                _spans(watched, (VIEW_READ, VIEW_DRAWN))))
    sizes = gm.evaluate("window.__sent")
    # Likewise all four are frozen while the game master's own cost is timed, or their drawing
    # would be counted. An Apply's cost is its tap and, once the tap is painted, the sending of
    # the phones' views.
    sessions[0].send("Page.setWebLifecycleState", {"state": "frozen"})
    _clear(gm, (VIEWS_SENT,))
    connected = _median_tap(gm, "damage.click()", TAPS, before=tap)
    gm.wait_for_timeout(300)  # the last tap's views sent
    sending = _median([end - start for start, end in _spans(gm, (VIEWS_SENT,))[VIEWS_SENT]])
    for session in sessions:
        session.send("Page.setWebLifecycleState", {"state": "active"})
    phones.close()
    context.close()
    parts = [(name, _median([a[end] - a[start] for a in applies if start in a and end in a]))
             for name, start, end in PARTS]
    return {"reached": _median([a["seen"] - a["tapped"] for a in applies]), "parts": parts,
            "bytes": _median(sizes) if sizes else float("nan"),
            "added": connected - alone + sending, "sending": sending, "alone": alone}


def measure(browser, url: str, rounds: int = 1, other: str | None = None) -> dict[str, dict[int, list[dict]]]:
    """The players' phones at each throttle, ``rounds`` times; with ``other`` (another build's
    address), that build (A) and this one (B) in turn, round after round."""
    builds = {"B": url} if other is None else {"A": other, "B": url}
    found: dict[str, dict[int, list[dict]]] = {name: {t: [] for t in THROTTLES} for name in builds}
    for _ in range(rounds):
        for throttle in THROTTLES:
            for name, address in builds.items():
                found[name][throttle].append(players_phones(browser, address, throttle))
    return found


def summary(rounds: list[dict]) -> dict:
    """The rounds of one build at one throttle, each figure the median of the rounds'."""
    names = [name for name, _ in rounds[0]["parts"]]
    return {**{key: _median([r[key] for r in rounds]) for key in ("reached", "bytes", "added", "sending", "alone")},
            "parts": [(name, _median([dict(r["parts"])[name] for r in rounds])) for name in names]}


def rows(measured: dict[int, list[dict]]) -> list[tuple[str, float, float | None, str]]:
    """Each figure of one build (name, milliseconds or bytes, budget or None, detail), for the bench's table."""
    found = []
    for throttle, rounds in measured.items():
        if not rounds:
            continue
        got = summary(rounds)
        slowed = "" if throttle == 1 else f", CPU {throttle}x slower on both sides"
        found.append((f"players' phones: Apply to a player's board drawn{slowed}", got["reached"], PHONE_MS,
                      "ms median"))
        found.append((f"players' phones: an Apply's cost with four phones{slowed}", got["added"],
                      PHONES_ADDED_MS if throttle == 1 else None,
                      f"ms more than with none (tap alone {got['alone']:.1f} ms; sending the views: "
                      f"{got['sending']:.1f} ms)"))
    first = next(rounds for rounds in measured.values() if rounds)
    found.append(("players' phones: one view sent", summary(first)["bytes"], None, "bytes median"))
    return found


def print_parts(measured: dict[int, list[dict]], label: str = "") -> None:
    """Where an Apply's way to the watched phone goes, at each throttle."""
    for throttle, rounds in measured.items():
        if not rounds:
            continue
        slowed = "as this machine runs" if throttle == 1 else f"CPU {throttle}x slower on both sides"
        print(f"  {label}an Apply to a player's board, {slowed} (median ms of each part):")
        for name, ms in summary(rounds)["parts"]:
            print(f"    {ms:8.1f}  {name}")


def print_rows(measured: dict[int, list[dict]], label: str = "") -> None:
    for name, value, budget, detail in rows(measured):
        bytes_ = "bytes" in detail
        verdict = "" if budget is None else "ok" if value < budget else "OVER"
        shown = "" if budget is None else f"{budget:.0f}"
        print(f"{label + name:<72} {value:8.{0 if bytes_ else 2}f} {shown:>8}  {detail}  {verdict}")


def main(browser, url: str, other: str | None, rounds: int) -> None:
    """``PYRULES_BENCH_ONLY=phones``: the players' phones alone (A/B against ``other`` when given)."""
    found = measure(browser, url, rounds, other)
    for name, measured in found.items():
        label = "" if other is None else f"[{name}] "
        print_rows(measured, label)
    for name, measured in found.items():
        print_parts(measured, "" if other is None else f"[{name}] ")
    if other is not None:  # each round's figure, A beside B, to see the spread
        for throttle in THROTTLES:
            pairs = zip(*(m[throttle] for m in found.values()))
            print(f"  rounds at {throttle}x, reached / added (A, B): "
                  + "; ".join(" / ".join(f"{r['reached']:.0f}, {r['added']:.2f}" for r in pair) for pair in pairs))


AB = os.environ.get("PYRULES_BENCH_AB", "")  # another build's dist/, measured beside this one
