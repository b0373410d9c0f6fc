"""What a player's phone imports before it draws the table: opened from the game master's
invitation (``#join?…``), the page imports only what the phone needs to answer and draw; no
ruleset's package and no calculator comes before the table is drawn, and they follow once it is
(or at once when the player opens another view)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from keeping.store import ASIDE, PREFIX
from pyrules import rulesets
from pyrules.core.encounter import Encounter, actions
from pyrules.core.players.player_view import Views
from screen import pages

pytestmark = pytest.mark.cpython_only  # a fresh interpreter over a stand-in for the browser

ROOT = Path(__file__).resolve().parents[3]
RULESETS = ("pyrules.gurps", "pyrules.aftermath", "pyrules.cortex", "pyrules.tal")
CALCULATORS = ("screen.calculators", "screen.forms", "screen.page_tools", "pyrules.rulesets")
# A fresh interpreter: the page's start at "#join" over the fake browser (its timers kept until the
# probe runs them: what the page does once it is idle), the game master's view arriving, drawn;
# then either the page left idle or another view opened. The page's own views, the view and what
# the phone keeps come on its input. Prints the modules imported at each point.
PROBE = """
import json, sys
from fake_browser import Browser, Document, over_browser
from test_store import FakeStorage
from keeping.store import PREFIX

class Idle(Browser):
    def __init__(self, *args):
        super().__init__(*args)
        self.timers = []
        self.window.addEventListener = lambda *_: None  # another tab's storage, heard by the page
    def setTimeout(self, handler, _milliseconds=0):
        self.timers.append(handler)

given = json.loads(sys.stdin.read())
view, then, kept = given["view"], given["then"], given["kept"]
storage = FakeStorage(quota=1_000_000)
for key, value in kept.items():
    storage.setItem(PREFIX + key, json.dumps(value))
js = Idle(Document(given["page"]), storage)
js.location.hash = "#join"

class Patch:
    def setitem(self, mapping, key, value):
        mapping[key] = value

with over_browser(Patch(), js):
    from screen import boot
    boot.start()
    from screen import player_phone
    player_phone._phone._heard(view)
    board = js.document.getElementById("join--board").textContent
    drawn = sorted(sys.modules)
    if then == "idle":
        while js.timers:
            js.timers.pop(0)()
    else:
        js.document.fire("pyrules:view", js.document, type("Detail", (), {"view": then}))
    print(json.dumps({"board": board, "drawn": drawn, "after": sorted(sys.modules), "stored": storage.items,
                      "own": js.document.getElementById("join--own").textContent,
                      "notice": js.document.getElementById("notice").textContent}))
"""
ROWAN = {"name": "Rowan", "side": "party", "notes": "", "stats": {"st": 13, "hp": 13},
         "attacks": ["Broadsword 14 2d+1 cut melee"]}


def _joined(then: str, kept: dict | None = None) -> dict:
    """The player's phone opened at "#join", a GURPS table's view arrived and drawn, then ``then``
    ("idle", or another view opened)."""
    encounter = Encounter.new("gurps").apply(actions.add("Ana", side="party", stats={"hp": 12}))
    path = os.pathsep.join([str(ROOT), str(ROOT / "web"), str(ROOT / "tests" / "unit" / "web"), *sys.path])
    page = "".join(str(v) for v in (pages.home_view(rulesets.ruleset(e.key) for e in rulesets.RULESETS), pages.dice_view(), pages.join_view()))
    given = {"page": page + '<div id="notice" hidden></div>', "view": Views(encounter).message(), "then": then,
             "kept": kept or {}}
    done = subprocess.run([sys.executable, "-c", PROBE], input=json.dumps(given), cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": path})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _of(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if m in names or m.split(".")[:2] in [n.split(".") for n in names])


def test_a_players_phone_draws_the_table_before_any_ruleset_or_calculator_is_imported():
    joined = _joined("idle")
    assert "Ana" in joined["board"]
    assert "screen.player_phone" in joined["drawn"]
    assert _of(joined["drawn"], RULESETS + CALCULATORS) == []


def test_the_calculators_follow_once_the_table_is_drawn_and_the_page_is_idle():
    joined = _joined("idle")
    assert {"screen.forms", "screen.calculators", "screen.dice_roller"} <= set(joined["after"])


def test_the_players_own_cards_are_read_with_their_ruleset_only_after_the_table_is_drawn():
    joined = _joined("idle", {"player-cards": [{"ruleset": "gurps", "card": ROWAN}]})
    assert _of(joined["drawn"], RULESETS) == []
    assert "pyrules.gurps" in joined["after"]


def test_a_kept_card_that_does_not_read_is_kept_aside_with_the_rest_and_the_cards_that_read_are_offered():
    damaged = [{"ruleset": "gurps", "card": ROWAN}, {"ruleset": "gurps", "card": {**ROWAN, "stats": {"st": "x"}}}]
    joined = _joined("idle", {"player-cards": damaged})
    assert joined["own"] == "Rowan"
    assert json.loads(joined["stored"][PREFIX + "player-cards"]) == [{"ruleset": "gurps", "card": ROWAN}]
    aside = [json.loads(v) for k, v in joined["stored"].items() if k.startswith(ASIDE + "player-cards")]
    assert aside == [damaged] and "did not read" in joined["notice"]


def test_opening_another_view_from_the_players_phone_binds_the_calculators_at_once():
    joined = _joined("dice")
    assert {"screen.forms", "screen.dice_roller"} <= set(joined["after"])
