"""The dice roller: notation or a preset, each die and the total, a target's chance, the log."""

from __future__ import annotations

import time

from pyrules.core.errors import RulesError
from screen import dom, roll_log, storage
from screen.markup import h, join
from screen.roll_log import ENTRY_KEY, LOG_KEY, add_entry, read_entry, read_log

_rngs = []


def bind() -> None:
    form = dom.by_id("dice-form")
    dom.on(form, "submit", _on_submit)
    for button in form.querySelectorAll("[data-preset]"):
        dom.on(button, "click", _on_preset)
    dom.on(dom.by_id("dice-log-clear"), "click", _on_clear)
    dom.on(dom.by_id("dice-notation"), "input", lambda _e: _entered("dice-notation"))
    dom.on(dom.by_id("dice-target"), "input", lambda _e: _entered("dice-target"))
    dom.on(form, "change", lambda _e: _remember_entry())
    entry = storage.load(ENTRY_KEY, None, read_entry)
    if entry:
        dom.by_id("dice-notation").value = entry["notation"]
        dom.by_id("dice-target").value = entry["target"]
        for choice in dom.document.querySelectorAll("#dice-form input[name=direction]"):
            choice.checked = str(choice.value) == entry["direction"]
    _render_log(storage.load(LOG_KEY, [], read_log))


def _entered(control_id: str) -> None:
    dom.field_error(control_id, None)
    _remember_entry()


def _remember_entry() -> None:
    checked = dom.document.querySelector("#dice-form input[name=direction]:checked")
    storage.save(ENTRY_KEY, {"notation": str(dom.by_id("dice-notation").value),
                             "target": str(dom.by_id("dice-target").value),
                             "direction": str(checked.value) if not dom.missing(checked) else "at_most"})


def _on_preset(event) -> None:
    dom.by_id("dice-notation").value = event.currentTarget.dataset.preset
    _remember_entry()
    _roll_now()


def _on_submit(event) -> None:
    event.preventDefault()
    _roll_now()


def _roll_now() -> None:
    notation = dom.by_id("dice-notation").value
    target_text = dom.by_id("dice-target").value.strip()
    direction = dom.document.querySelector("#dice-form input[name=direction]:checked").value
    from pyrules.core.dice import roll

    if not _rngs:
        import random

        _rngs.append(random.Random())
    try:
        result = roll(notation, _rngs[0])
    except RulesError as error:
        dom.field_error("dice-notation", error.message)
        return
    dom.field_error("dice-notation", None)
    chance_line, outcome, tone = None, "", "neutral"
    if target_text:
        try:
            from pyrules.core.odds import as_percent, chance

            target = int(target_text)
            p = chance(result.notation, **{direction: target})
            met = result.total <= target if direction == "at_most" else result.total >= target
            sign = "≤" if direction == "at_most" else "≥"
            outcome, tone = f"{'Made it' if met else 'Missed'}: {sign} {target}", "good" if met else "bad"
            exact = f" ({p.numerator}/{p.denominator})" if 0 < p < 1 else ""
            chance_line = h("p", {"class": f"headline tone-{tone}"}, f"{outcome} had a {as_percent(p)} chance{exact}")
            dom.field_error("dice-target", None)
        except ValueError:
            dom.field_error("dice-target", "Target: enter a whole number.")
    tiles = h("ul", {"class": "dice-tiles", "aria-label": "Dice"},
              [h("li", {}, ("−" if d.sign < 0 else "") + d.shown, h("small", {}, f"d{d.sides}")) for d in result.dice])
    dom.set_html(dom.by_id("dice-answer"),
                 h("p", {"class": "field-help"}, result.notation.text)
                 + tiles + h("p", {"class": "total"}, str(result.total))
                 + h("p", {"class": "detail"}, result.explanation) + (chance_line or ""))
    record(roll_log.entry(result.notation.text, result.total, result.faces, source="Dice roller",
                          outcome=outcome, tone=tone))


def record(entry: dict) -> None:
    """Keep a roll made anywhere in the app in the one roll log, and show it there."""
    log = add_entry(storage.load(LOG_KEY, [], read_log), {**entry, "at": int(time.time())})
    storage.save(LOG_KEY, log)
    _render_log(log)


def _on_clear(_event) -> None:
    storage.save(LOG_KEY, [])
    _render_log([])


def _render_log(log: list) -> None:
    items = [h("li", {}, h("span", {}, f"{e['notation']}: {' '.join(map(str, e['faces']))}" if e["faces"]
                           else e["notation"],
                           h("small", {"class": "roll-source"}, e["source"]) if e.get("source") else "",
                           h("small", {"class": f"roll-outcome tone-{e.get('tone', 'neutral')}"}, e["outcome"])
                           if e.get("outcome") else ""),
                  h("span", {}, e["total"]))
             for e in reversed(log)]
    dom.set_html(dom.by_id("dice-log"), join(items))
    dom.by_id("dice-log-empty").hidden = bool(log)
