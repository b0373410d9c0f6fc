"""The bench's measure of a tracker's taps on a phone: each kind of tap, from the tap to what it
drew laid out, with the CPU slowed 4x as a mid-range phone feels it.

A GURPS tracker holds a few combatants (a Fighter with a card's broadsword, an Orc with a card's
DR, three goblins typed in) and each round of the measure plays what a game master taps: a
combatant's row opened, a digit, damage, heal, a condition added and taken off, then the
Fighter's attack on the Orc stage by stage (its roll typed, the defense typed, the damage typed),
applied, undone, applied again and the turn ended; then an attack whose roll the app makes (the
stage's Roll, its field left blank). Each tap is timed as the bench's other taps are (a synchronous
click, then the layout it causes), each after the previous one's frame; the steps between them
are not timed. The other rulesets' trackers have their Roll, Apply and Next turn measured alike.
"""

from __future__ import annotations

import json
import os
import statistics

TAP_MS = 100  # RAIL's response budget: a tap's answer drawn within a tenth of a second
CPU_SLOWDOWN = 4
ROUNDS = int(os.environ.get("PYRULES_BENCH_TAPS", 7))  # rounds of taps; each tap's figure is their median

# Helpers defined in the page once, so finding what a tap clicks is not timed.
HELPERS = """(t) => {
  const list = () => document.getElementById(t + '--list');
  window.__t = {
    row: (name) => Array.from(list().querySelectorAll('li.combatant'))
      .find((r) => r.querySelector('.name').textContent.trim().startsWith(name)),
    open: (name) => { const who = __t.row(name).querySelector('button.who');
      if (who.getAttribute('aria-expanded') !== 'true') who.click(); },
    panel: () => document.querySelector('#' + t + '--exchange section.exchange'),
    in: (selector) => document.querySelector('#' + t + '--exchange ' + selector),
    field: (name) => document.getElementById(t + '-stage--' + name),
    begin: (who, target) => {
      let button = __t.row(who).querySelector('[data-act=exchange].attack-line.primary');
      if (!button) { __t.open(who); button = __t.row(who).querySelector('[data-act=exchange].attack-line.primary'); }
      for (const box of button.closest('.attack-control').querySelectorAll('input[name=target]'))
        box.checked = box.closest('label').textContent.trim().startsWith(target);
      return button;
    },
    finish: () => {  // whatever is left of the attack rolled by the app, then applied
      for (let i = 0; i < 6 && __t.panel(); i++) {
        const apply = __t.in('[data-act=exchange-apply]');
        if (apply) { apply.click(); break; }
        const damage = __t.field('damage');
        if (damage && damage.value === '') damage.value = '4';
        __t.in('[data-act=exchange-roll-on]').click();
      }
    },
    root: (act) => document.querySelector('#' + t + '--root [data-act=' + act + ']'),
  };
}"""

# One round of a GURPS tracker's taps: (the tap's name, or None for a step not timed; its script).
GURPS_ROUND = (
    ("a combatant's tap (its row opened)", "__t.row('Goblin 1').querySelector('button.who').click()"),
    ("a digit", "__t.row('Goblin 1').querySelector('[data-act=digit][data-digit=\"1\"]').click()"),
    ("damage", "__t.row('Goblin 1').querySelector('[data-act=damage]').click()"),
    (None, "__t.row('Goblin 1').querySelector('[data-act=digit][data-digit=\"1\"]').click()"),
    ("heal", "__t.row('Goblin 1').querySelector('[data-act=heal]').click()"),
    (None, "__t.row('Goblin 1').querySelector('form[data-form=condition] input[name=name]').value = 'Prone'"),
    ("a condition added", "__t.row('Goblin 1').querySelector('form[data-form=condition] button[type=submit]').click()"),
    ("a condition taken off", "__t.row('Goblin 1').querySelector('[data-act=uncondition]').click()"),
    (None, "window.__b = __t.begin('Fighter', 'Orc')"),
    ("an attack begun", "__b.click()"),
    (None, "__t.field('roll').value = '9'"),
    ("the attack's roll typed, answered", "__t.in('button.roll').click()"),
    (None, "__t.field('defense_roll').value = '18'"),
    ("the defense typed, answered", "__t.in('button.roll').click()"),
    (None, "__t.field('damage').value = '7'"),
    ("the damage typed, answered", "__t.in('button.roll').click()"),
    ("Apply", "__t.in('[data-act=exchange-apply]').click()"),
    ("Undo", "__t.root('undo').click()"),
    (None, "__t.in('[data-act=exchange-apply]').click()"),
    ("Next turn", "__t.root('next').click()"),
    (None, "__t.begin('Fighter', 'Orc').click()"),
    ("the attack stage's Roll (the app rolls)", "__t.in('button.roll').click()"),
    (None, "__t.finish()"),
)

# The other rulesets: (ruleset, cards as (name, side, attacks, stats), attacker, target, what is
# typed into the attack's first stage besides its roll: TAL's damage on a hit, which no card gives).
OTHERS = (
    ("cortex", (("Mal", "party", "Pistol d8 d6 d6 wound", {"agility": "d8"}),
                ("Thug", "foe", "", {"agility": "d6"})), "Mal", "Thug", {}),
    ("tal", (("Ana", "party", "Sword 55", {"tal_max": "20", "combat_speed": "12"}),
             ("Orc", "foe", "", {"constitution": "40", "combat_speed": "10"})), "Ana", "Orc", {"hit_damage": "5"}),
    ("aftermath", (("Dutch", "party", "Knife 12 knife-belt", {}), ("Raider", "foe", "", {})), "Dutch", "Raider", {}),
)


def _other_round(attacker: str, target: str, typed: dict[str, str]) -> tuple[tuple[str | None, str], ...]:
    """A round of another ruleset's taps: the attack's first stage rolled by the app, the rest
    rolled on, applied, the turn ended."""
    fill = "".join(f"__t.field({json.dumps(name)}).value = {json.dumps(value)};" for name, value in typed.items())
    return (
        (None, f"__t.begin('{attacker}', '{target}').click(); {fill}"),
        ("the attack stage's Roll (the app rolls)", "__t.in('button.roll').click()"),
        (None, "(() => { for (let i = 0; i < 6 && __t.panel() && !__t.in('[data-act=exchange-apply]'); i++) {"
               " const d = __t.field('damage') || __t.field('hit_damage'); if (d && d.value === '') d.value = '4';"
               " __t.in('[data-act=exchange-roll-on]').click(); } })()"),
        ("Apply", "__t.in('[data-act=exchange-apply]') ? __t.in('[data-act=exchange-apply]').click() : __t.finish()"),
        ("Next turn", "__t.root('next').click()"),
    )


def _rounds(page, steps, rounds: int) -> dict[str, list[float]]:
    """Each timed step's milliseconds over ``rounds`` rounds of ``steps``, each timed tap after the
    previous one's frame (as ``bench._median_tap`` times a tap)."""
    body = "\n".join(
        f"{script}; document.body.offsetHeight;" if name is None else
        f"t = performance.now(); {script}; document.body.offsetHeight; (times[{json.dumps(name)}] ||= []).push(performance.now() - t);"
        f" await new Promise(r => requestAnimationFrame(r));"
        for name, script in steps)
    return page.evaluate(f"""async () => {{
        const times = {{}}; let t;
        for (let i = 0; i < {rounds}; i++) {{
            {body}
        }}
        return times;
    }}""")


def _tracker(browser, url: str, ruleset: str, cards, new_page, ready: str, throttle: int):
    """A tracker at ``ruleset``'s address with ``cards``' encounter begun, its helpers defined."""
    context, page = new_page(browser, "localStorage.setItem('pyrules.quick_start', 'false');", throttle)
    t = f"{ruleset}-tracker"
    page.goto(f"{url}#{t}")
    page.wait_for_function(ready, timeout=120_000 * throttle)
    page.wait_for_selector(f"#{t}-add--name:enabled")
    for n, (name, side, attacks, stats) in enumerate(cards, 1):
        page.fill(f"#{t}-card--name", name)
        page.locator(f"#{t}-card--side label.chip", has_text="Foe" if side == "foe" else "Party").click()
        for field, value in stats.items():
            control = page.locator(f"#{t}-card--{field}")
            if control.evaluate("e => e.tagName") == "SELECT":
                control.select_option(value)
            else:
                control.fill(value)
        page.fill(f"#{t}-card--attacks", attacks)
        page.click(f"#{t}--card-form form[data-form=card] button[type=submit]")
        page.wait_for_function(f"document.querySelectorAll('#{t}--roster li.character').length === {n}")
    page.click(f"#{t}--root [data-act=roster-new]")
    page.wait_for_function(f"document.querySelectorAll('#{t}--list li.combatant').length === {len(cards)}")
    page.evaluate(HELPERS, t)
    return context, page


def tracker_taps(browser, url: str, new_page, ready: str, throttle: int = CPU_SLOWDOWN,
                 rounds: int = ROUNDS, others: bool = True) -> dict[str, float]:
    """The median milliseconds of each kind of tracker tap, by name ("gurps: Apply"), the page's
    CPU slowed ``throttle`` times. ``new_page`` and ``ready`` are the bench's (``bench._new_page``,
    Python ready); ``others``: the other rulesets' trackers too."""
    figures = {}
    context, page = _tracker(browser, url, "gurps", (
        ("Fighter", "party", "Broadsword 14 2d+1 cut melee", {"st": "12"}),
        ("Orc", "foe", "", {"hp": "1000", "dr": "2"})), new_page, ready, throttle)
    t = "gurps-tracker"
    page.fill(f"#{t}-add--name", "Goblin")
    page.fill(f"#{t}-add--count", "3")
    page.click(f"#{t}--root form[data-form=add] button[type=submit]")
    page.wait_for_function(f"document.querySelectorAll('#{t}--list li.combatant').length === 5")
    _rounds(page, GURPS_ROUND, 1)  # the page warmed up: each path's modules imported
    for name, times in _rounds(page, GURPS_ROUND, rounds).items():
        figures[f"gurps: {name}"] = statistics.median(times)
    context.close()
    for ruleset, cards, attacker, target, typed in OTHERS if others else ():
        context, page = _tracker(browser, url, ruleset, cards, new_page, ready, throttle)
        steps = _other_round(attacker, target, typed)
        _rounds(page, steps, 1)
        for name, times in _rounds(page, steps, rounds).items():
            figures[f"{ruleset}: {name}"] = statistics.median(times)
        context.close()
    return figures


def rows(figures: dict[str, float]) -> list[tuple[str, float, int]]:
    """(what was tapped, its median ms, its budget) for each tap measured."""
    return [(f"tap to drawn, CPU {CPU_SLOWDOWN}x slower: {name}", ms, TAP_MS) for name, ms in figures.items()]
