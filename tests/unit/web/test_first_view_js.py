"""A player's phone draws the first table the game master's phone sends before its Python is in
(``static/join/messages.mjs``, ``static/join/board.mjs``): it reads each message as
``pyrules.core.players.messages.from_game_master`` does, a view checked as ``view_data.read_view``
checks it, dropped exactly where Python drops it (naming the same field) and otherwise the same
data, drawn to the character as ``phones_page.player_board`` draws it; and it writes the player's
hello to the byte as Python does, refused where the game master's phone would drop it, in its words.
Every case, made by Python, is read by the modules as esbuild bundles them for the phone, all in
one Node launch."""

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import build
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.errors import RulesError
from pyrules.core.players import messages as M
from pyrules.core.players.cards_back import FightLeft
from pyrules.core.players.player_view import Views
from screen import phones_page

from players_cases import players_test

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import a_major_wound_at_the_neck, from_cards, named  # noqa: E402  (the tracker tests' sessions)

pytestmark = pytest.mark.cpython_only  # Node and esbuild: the host's
if sys.platform == "emscripten":  # nor are the cases made there, only to be skipped
    pytest.skip("Node and esbuild are the host's", allow_module_level=True)

RULESETS = ("gurps", "cortex", "aftermath", "tal")
MARKUP = "Ana <b>&\"'</b>"  # a name a player's board must draw as text

RUN = """
const [folder, cases] = process.argv.slice(2);
const url = (name) => require("url").pathToFileURL(require("path").join(folder, name)).href;
Promise.all([import(url("messages.mjs")), import(url("board.mjs"))]).then(([messages, board]) => {
  const { read, hellos, typed } = JSON.parse(require("fs").readFileSync(cases, "utf8"));
  const readBack = read.map((raw) => {
    let said;
    try { said = messages.fromGameMaster(raw); } catch (error) {
      return error && error.name === "BadMessage" && error instanceof Error ? { dropped: error.field }
        : { crash: String(error && error.stack) };
    }
    if (said.kind !== "view") return said;
    const party = [...said.view.order, ...said.view.held].filter((row) => row.side === "party");
    return { ...said, board: board.playerBoard(said.view),
             options: [null, ...party.map((row) => row.id)].map((chosen) => board.combatantOptions(said.view, chosen)) };
  });
  const written = hellos.map(([name, combatant]) => ({ text: messages.helloText(name, combatant),
                                                      refusal: messages.helloRefusal(name, combatant) }));
  console.log(JSON.stringify({ read: readBack, hellos: written, typed: typed.map(messages.helloName) }));
});
"""


# -- views of real encounters ----------------------------------------------------------------------------

def table_of(ruleset):
    """Ana (whose name holds markup) and Bo of the party, the Orc, a Wolf and a Rat, not started."""
    enc = Encounter.new(ruleset)
    for name, side, initiative in ((MARKUP, "party", 14), ("Orc", "foe", 12), ("Bo", "party", 9), ("Wolf", "foe", 5),
                                   ("Rat", "foe", 3)):
        enc = enc.apply(A.add(name, side=side, initiative=initiative))
    return enc, [c.id for c in enc.combatants]


def views_of(ruleset):
    """Each moment of a fight as each player sees it: before the first turn, Ana acting, hurt and
    held down while the foes are hurt (the foes' numbers hidden and shown), the Orc holding, the end."""
    enc, (ana, orc, bo, wolf, rat) = table_of(ruleset)
    yield f"{ruleset}: before the first turn, watching", Views(enc).message(None)
    enc = enc.apply(A.next_turn()).apply(A.damage(ana, 4))
    enc = enc.apply(A.add_condition(ana, "Held <down> & 'pinned'", turns=2))
    enc = enc.apply(A.damage(orc, 3)).apply(A.add_condition(orc, "Prone", rounds=1)).apply(A.damage(wolf, 9))
    enc = enc.apply(A.damage(rat, 40))
    yield f"{ruleset}: Ana acting, as Ana sees it", Views(enc).message(ana)
    yield f"{ruleset}: Ana acting, the foes' numbers shown, watching", Views(enc, foes_numbers=True).message(None)
    enc = enc.apply(A.next_turn()).apply(A.delay())
    yield f"{ruleset}: the Orc holding, as Bo sees it", Views(enc).message(bo)
    yield f"{ruleset}: the Orc holding, as a phone naming the Orc sees it", Views(enc, foes_numbers=True).message(orc)
    yield f"{ruleset}: ended, as Ana sees it", Views(enc.apply(A.end())).message(ana)


def asked_views():
    """The rolls an attack under way asks of a player's combatant (a defense with its chance, a
    damage roll without one), and a reminder's roll due (GURPS's knockdown roll)."""
    s = from_cards("gurps", (("Ana", "party", {"hp": "12", "ht": "11"}, "Broadsword 14 2d+1 cut melee"),
                             ("Orc", "foe", {"hp": "12"}, "Axe 14 2d+2 cut melee")))
    ana, orc = named(s, "Ana"), named(s, "Orc")
    s.exchanges.begin(orc, 0)
    s.exchanges.answer({"roll": "6"})
    yield "gurps: a defense asked of Ana", Views(s.encounter, walk=s.exchanges.now()).message(ana)
    s.exchanges.answer({"defense_roll": "5"})
    s.exchanges.finish()
    s.apply(A.next_turn())
    s.exchanges.begin(ana, 0)
    s.exchanges.answer({"roll": "6"})
    s.exchanges.answer({"defense_roll": "17"})
    yield "gurps: Ana's damage asked", Views(s.encounter, walk=s.exchanges.now()).message(ana)
    wounded = a_major_wound_at_the_neck(("Orc", "foe", {}, "Axe 14 2d+2 cut melee"), ("Ana", "party", {"hp": "12"}, ""))
    yield "gurps: a knockdown roll due for Ana", Views(wounded.encounter).message(named(wounded, "Ana"))


VIEWS = dict([*(case for ruleset in RULESETS for case in views_of(ruleset)), *asked_views()])


# -- damaged and hostile messages -------------------------------------------------------------------------

def cases_of(test):
    """The first value of each case a test is parametrized with."""
    return [case[0] if isinstance(case, tuple) else case
            for mark in test.pytestmark if mark.name == "parametrize" for case in mark.args[1]]


T = players_test("test_messages")
VIEW = T.VIEW
PYTHONS_DROPPED = cases_of(T.test_a_damaged_or_hostile_view_is_dropped_whole) + cases_of(
    T.test_a_refusal_for_no_reason_a_phone_knows_is_dropped) + [
    M.text(M.Hello("Mia")), M.text(T.ROLL), M.text(M.Offer({"name": "Rowan"}))]
PYTHONS_READ = [M.text(m) for m in cases_of(T.test_what_the_game_master_sends_a_player_reads_back_the_same)]


def sent(view):
    return M.text(M.View(view))


def with_you(**change):
    return {**VIEW, "you": {**VIEW["you"], **change}}


def due_roll(**change):
    due = VIEW["you"]["due"][1]
    return with_you(due=[{**due, "roll": {**due["roll"], **change}}])


def asked(**change):
    due = VIEW["you"]["due"][0]
    return with_you(due=[{**due, "ask": {**due["ask"], **change}}])


def row(**change):
    return {**VIEW["order"][0], **change}


BASE = sent(VIEW)
# A message as Python's json reads it: not as JSON.parse does.
AS_JSON_IS_READ = [
    BASE.replace('"v":1', '"v":1.0'), BASE.replace('"v":1', '"v":1e0'), BASE.replace('"v":1', '"v":1.0000000000000001'),
    BASE.replace('"v":1', '"v":true'), BASE.replace('"v":1', '"v":"1"'), BASE.replace('"v":1', '"v":2'),
    BASE.replace('"v":1', '"v":1,"v":3'), BASE.replace('"v":1', '"v":3,"v":1'),
    "\ufeff" + BASE, "\ufeff\ufeff" + BASE, " \ufeff" + BASE, " \n\t\r" + BASE + "\r\n ", "\u00a0" + BASE,
    BASE.replace('"round":2', '"round":1.5,"round":2'), BASE.replace('"round":2', '"round":2,"round":1.5'),
    BASE.replace('"round":2', '"round":NaN,"round":2'), BASE.replace('"round":2', '"round":NaN'),
    BASE.replace('"round":2', '"round":Infinity'), BASE.replace('"round":2', '"round":-Infinity'),
    BASE.replace('"round":2', '"round":-0'), BASE.replace('"round":2', '"round":0e0'),
    BASE.replace('"round":2', '"round":2.0'), BASE.replace('"round":2', '"round":02'),
    BASE.replace('"round":2', '"round":2E0'), BASE.replace('"round":2', '"round":-'),
    BASE.replace('"round":2', '"round":' + "1" * 4301 + ',"round":2'),
    BASE.replace('"round":2', '"round":' + "0." + "0" * 5000 + "1"),
    BASE.replace('"round":2', '"round":-NaN'), BASE.replace('"round":2', '"round":nan'),
    BASE.replace('"Ana"', '"\\u0041na"'), BASE.replace('"Ana"', '"A\\/na"'), BASE.replace('"Ana"', '"\\ud800"'),
    BASE.replace('"Ana"', '"\\ud83c\\udfb2\\uDFB2"'), BASE.replace('"Ana"', '"A\\xna"'),
    BASE.replace('"Ana"', '"A\\u00ga"'), BASE.replace('"Ana"', '"A\tna"'), BASE.replace('"Ana"', '"A\x7fna"'),
    BASE.replace('"Ana"', '"A\x00na"'), BASE.replace('"Ana"', '"A\u2028na"'), BASE.replace('"Ana"', "'Ana'"),
    BASE.replace('"ended":false', '"ended":false,'), BASE[:-1] + ",}", BASE + "x", BASE + " //", BASE[:-1],
    BASE.replace('"held":[]', '"held":[,]'), BASE.replace('"held":[]', '"held":[ ]'),
    BASE.replace('{"ruleset"', '{ruleset"'), BASE.replace('"ended":false', '"ended" : false'),
    BASE.replace('"ended":false', '"ended":False'),
    BASE.replace('"acting":"Ana"', '"acting":null'), BASE.replace('"acting":"Ana"', '"acting":nul'),
    BASE.replace('"view":{', '"__proto__":{},"view":{'), BASE.replace('"view":{', '"view":{"__proto__":1,'),
    BASE.replace('"view":{', '"view":{"constructor":1,'), json.dumps(json.loads(BASE), indent=2),
    json.dumps(json.loads(BASE)), 12, None, True, [BASE], {"v": 1},
]


def nested(depth):
    """A view whose turn order is ``depth`` lists deep (the message then ``depth + 2`` deep)."""
    order = []
    for _ in range(depth - 1):
        order = [order]
    return sent({**VIEW, "order": order})


def of_size(size, name="Orc"):
    """A view's message of ``size`` bytes (of about half as many characters), its first row named
    ``name``, spaces after it."""
    big = {**VIEW, "order": [row(id=f"c{i + 1}", name=name if i == 0 else "Orc", conditions=["é" * 199] * 30)
                             for i in range(19)]}
    text = sent(big)
    return text + " " * (size - len(text.encode()))


MEASURED = [
    nested(6), nested(7), sent({**VIEW, "order": [row(pools=[[[[[]]]]])]}),
    of_size(M.MOST_FROM_GAME_MASTER), of_size(M.MOST_FROM_GAME_MASTER + 1),
    of_size(M.MOST_FROM_GAME_MASTER, "🎲" * 80), of_size(M.MOST_FROM_GAME_MASTER + 1, "🎲" * 80),
    "x" * (M.MOST_FROM_GAME_MASTER + 1),
    sent({**VIEW, "order": [row(id=f"c{i + 1}") for i in range(250)], "held": [row(id=f"c{i + 251}")
                                                                              for i in range(250)]}),
    sent({**VIEW, "order": [row(id=f"c{i + 1}") for i in range(250)], "held": [row(id=f"c{i + 251}")
                                                                              for i in range(251)]}),
    sent({**VIEW, "order": [row()] * 500}), sent({**VIEW, "order": [row()] * 501}),
]

DICE = ["3d6", "3D6", "d%", "D%", "d100", "1D3", "2d6 + 1", " 2d6+1 ", "2d6−1", "2d6–1", "2d10-1d4", "1d10 x 10",
        "1d10×10", "1d10*10", "1d10 X 10", "1d10x0", "1d10x", "3d6x2x2", "d12+d4", "d12 +d4", "3d6d6", "3 d6", "3d 6",
        "d1", "d2", "d1000", "d1001", "0d6", "00d6", "101d6", "100d6", "50d6+50d6", "50d6+51d6", "99d6-2d6",
        "٣d٦", "３d６", "𝟑d𝟔", "3d٦+١", "3d6+", "+3d6", "-3d6", "3", "3+d6", "3+4", "d", "3d", "", "   ", "\u3000",
        "\x1c3d6\x1f", "3d6\n", "\ufeff3d6", "x" * 81, "3d6" + " " * 100, "1d6+" + "1" * 77, "1d6+" + "1" * 76,
        "d6" + "+1" * 39, "İd6", "3d6\u00a0+\u00a01", "3d6\u2003x\u200310", "1d6+-1", "d6%", "d%6", "2d6+1x3",
        "1d10x10+1", "4d10", "3d6 ", "3d6\t+ 1", "3d6 \x85", "3d6+\u200b1", "3\u00a0d6", 3, None, ["3d6"]]

AT_THE_BOUNDS = [
    *(sent(due_roll(dice=dice)) for dice in DICE),
    *(sent(asked(chance=chance)) for chance in (
        None, [0, 1], [1, 1], [2, 1], [1, 10**18], [1, 10**18 + 1], [10**18, 10**18], [2**53 + 1, 2**53 + 1],
        [2**53 + 1, 2**53 + 3], [-1, 2], [1.0, 2], [True, 2], [1, 2, 3], [1], [], "1/2", [1, 0], [1, 2**64])),
    *(sent({**VIEW, "order": [row(id=ident)]}) for ident in (
        "c1", "c1\n", "c1\n\n", "\nc1", "c0", "c123456789", "c1234567890", "C1", "c1 ", "c٣", 1)),
    *(sent(asked(**{key: value})) for key, value in (
        ("exchange", "x1\n"), ("exchange", "x0"), ("stage", "defense c2\n"), ("stage", "attack"),
        ("stage", "a" * 30), ("stage", "a" * 31), ("field", "defense_roll\n"), ("field", "Defense"),
        ("field", "d" + "x" * 39), ("field", "d" + "x" * 40))),
    *(sent(with_you(due=[{"text": "Roll HT", "roll": None, "ask": {"reminder": key}}])) for key in (
        "r0123456789ab", "r0123456789ab\n", "r0123456789AB", "r0123456789a", 12)),
    sent(with_you(due=[{"text": "Roll HT", "roll": None, "ask": {"reminder": "r0123456789ab", "chance": None}}])),
    *(sent({**VIEW, "rules": rules}) for rules in ("gurps\n", "GURPS", "a" * 20, "a" * 21, "")),
    *(sent({**VIEW, "order": [row(name=name)]}) for name in (
        "\u3000", "\x1c", "\x85", "\ufeff", "\u200b", " ", "\u00a0", "\u2028", "é" * 80, "é" * 81, "🎲" * 80,
        "🎲" * 81, "\ud800" * 80, "\ud800" * 81, "<script>&amp;</script>", "x\x00y", "0")),
    *(sent({**VIEW, "acting": acting}) for acting in ("", " ", "0", None, "🎲" * 80, "🎲" * 81)),
    *(sent({**VIEW, "next_up": next_up}) for next_up in ("", "<i>Orc</i>", None)),
    *(sent(with_you(pools=[{**VIEW["you"]["pools"][0], "now": now}])) for now in (
        10**6, 10**6 + 1, -10**6, -10**6 - 1, 10**30, 0, 7.5, "7", None, False)),
    *(sent({**VIEW, "round": value}) for value in (0, -1, 10**6, 10**6 + 1, True)),
    *(sent(due_roll(target=target)) for target in (None, 11, 10**6 + 1, "11")),
    *(sent(due_roll(label=label)) for label in ("", " ", "x" * 80, "x" * 81, None)),
    sent({**VIEW, "headline": "x" * 200}), sent({**VIEW, "headline": "x" * 201}),
    sent(with_you(due=[{"text": "x" * 1000, "roll": None, "ask": None}])),
    sent(with_you(due=[{"text": "x" * 1001, "roll": None, "ask": None}])),
    sent(with_you(attacks=["Axe"] * 40)), sent(with_you(attacks=["Axe"] * 41)),
    sent(with_you(status=["Shock"] * 21)), sent(with_you(pools=VIEW["you"]["pools"] * 21)),
    sent({**VIEW, "order": [row(looks="down")]}),
    *(sent({**VIEW, "order": [row(looks=looks, side=side)]}) for looks in ("Unhurt", "Hurt", "Badly hurt", "Down")
      for side in ("party", "foe")),
]

LATER = [M.text(M.Offered("taken", "Rowan 2")), M.text(M.Offered("refused")), M.text(M.Proposed("accepted")),
         M.text(M.Card({"name": "Rowan"})), M.text(M.Card({"name": "Rowan"}, FightLeft()))]
LATER_DAMAGED = [T.envelope(kind="offered", why="lost", name="Rowan"), T.envelope(kind="proposed"),
                 T.envelope(kind="card", card="Rowan")]
ENVELOPE_DAMAGED = [T.envelope(kind="offered", why="taken", name="Rowan").replace('"v": 1', '"v": 2'),
                    '{"kind": "card", "card": {"name": "Rowan"}}', T.envelope(kind="proposal", why="accepted"),
                    T.envelope(kind="card", card={"name": [[[[[[[[]]]]]]]]}), "[" + T.envelope(kind="proposed") + "]",
                    T.envelope(kind="bye", why="closed", extra=1), T.envelope(kind="bye", why=None),
                    T.envelope(kind="refused", why="Foe")]

JS_REPLACEMENTS = [None, True, False, 0, -1, 7, 10**6, 10**6 + 1, -10**6 - 1, 10**18, 7.0, 1.5, "", " ", "\u3000",
                   "x", "c1", "c1\n", "Down", "party", "3d6", "<b>&\"'</b>", "é" * 81, "🎲" * 80, [], ["x"], [""], {},
                   {"a": 1}]


def paths(value, path=()):
    """Every place in ``value``, outermost first."""
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from paths(inner, (*path, i))


def changed(value, path, change):
    """``value`` with what is at ``path`` changed by ``change`` (of the value there)."""
    if not path:
        return change(value)
    found = copy.deepcopy(value)
    place = found
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = change(place[path[-1]])
    return found


def one_damage(rng, here):
    """A change of a value as damage or a hostile phone might make it, at random: another value of
    any type, a key more or fewer, an item more or none."""
    if isinstance(here, dict) and here and rng.random() < 0.4:
        key = rng.choice(list(here))
        return rng.choice([lambda v: {**v, "extra": 1}, lambda v: {**v, "__proto__": {}},
                           lambda v: {k: x for k, x in v.items() if k != key}])
    if isinstance(here, list) and here and rng.random() < 0.4:
        return rng.choice([lambda v: [*v, copy.deepcopy(v[-1])], lambda v: [], lambda v: [*v, None]])
    if rng.random() < 0.4:  # another value of its type: most still a view
        if isinstance(here, bool):
            return lambda v: not v
        if isinstance(here, int):
            step = rng.choice([-1, 1, 5, -1000, 10**6])
            return lambda v: v + step
        if isinstance(here, str):
            return rng.choice([lambda v: v + "x", lambda v: v.upper(), lambda v: v * 3, lambda v: f"<i>{v}</i>",
                               lambda v: v[1:], lambda v: f" {v}\n"])
        if isinstance(here, list):
            return rng.choice([lambda v: v[:-1], lambda v: v[::-1]])
    replacement = rng.choice(JS_REPLACEMENTS)
    return lambda v: copy.deepcopy(replacement)


def damaged_views(count=700, seed=20260509):
    """Views of real encounters (and test_messages's), each damaged at one place chosen at random."""
    rng = random.Random(seed)
    whole = [VIEW] + [json.loads(text)["view"] for text in VIEWS.values()]
    found = []
    for _ in range(count):
        view = rng.choice(whole)
        path = rng.choice(list(paths(view)))
        here = view
        for key in path:
            here = here[key]
        found.append(sent(changed(view, path, one_damage(rng, here))))
    return found


DAMAGED = damaged_views()

HELLO_NAMES = ["Mia", "Zoë", "名前", "🎲 Dice", '"Mia" O\'Neil', "back\\slash", "<b>Mia</b> & co", "Mia\u2028",
               "\u2029", "Mia\x7f", "Mia\x07", "\u202eaiM", "Mia\x85", "Mia\u200e", "Mia\u2066", "Mia\t", "Mia\n",
               "Mia\x00", "Mia\x1f", "", " ", "\u3000", "\x1c", "\ufeff", "\u200b", "M" * 40, "M" * 41,
               "🎲" * 40, "🎲" * 41, "é" * 40, "é" * 1001, "x" * 1000, "x" * 25000, "é" * 15000, "🎲" * 5001,
               "🎲" * 20001, "\ud800",
               "\udfff" * 40, "\ud800" * 41, "/", "\u00a0Mia\u00a0"]
COMBATANTS = [None, "c3", "c123456789"]
COMBATANTS_REFUSED = ["m1", "c0", "c1\n", "c1234567890", "C1", "", "c1 "]
HELLOS = ([[name, combatant] for name in HELLO_NAMES for combatant in COMBATANTS]
          + [["Mia", combatant] for combatant in COMBATANTS_REFUSED] + [["", "m1"], ["M" * 41, "m1"]])
TYPED = ["Mia", "  Mia  ", "\u3000Mia\x1c", "\x85Mia\u2028", "\ufeffMia", "Mia\u200b", "🎲" * 45, " " + "é" * 50,
         "", "   ", "\u00a0", "M" * 39 + "🎲🎲", "\ud800" * 41, "a\u0301" * 25]

READ = [*VIEWS.values(), *PYTHONS_DROPPED, *PYTHONS_READ, *AS_JSON_IS_READ, *MEASURED, *AT_THE_BOUNDS, *LATER,
        *LATER_DAMAGED, *ENVELOPE_DAMAGED, *DAMAGED]


# -- what Python says -------------------------------------------------------------------------------------

def as_javascript_holds(value):
    """A view's data as JavaScript holds it: a whole number past 2**53 its nearest double."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(float(value)) if abs(value) > 2**53 else value
    if isinstance(value, list):
        return [as_javascript_holds(v) for v in value]
    if isinstance(value, dict):
        return {k: as_javascript_holds(v) for k, v in value.items()}
    return value


def python_reads(raw):
    """What Python's page reads of ``raw``: as the JavaScript answers, the board drawn of a view and
    whom a player may play, each of the party chosen in turn."""
    try:
        said = M.from_game_master(raw)
    except M.BadMessage as error:
        return {"dropped": error.field}
    if isinstance(said, M.View):
        party = [r["id"] for r in said.view["order"] + said.view["held"] if r["side"] == "party"]
        return {"kind": "view", "view": as_javascript_holds(said.view),
                "board": str(phones_page.player_board(said.view)),
                "options": [str(phones_page.combatant_options(said.view, chosen)) for chosen in (None, *party)]}
    if isinstance(said, (M.Bye, M.Refused)):
        return {"kind": "bye" if isinstance(said, M.Bye) else "refused", "why": said.why}
    return {"kind": "other"}


def python_refusal(name, combatant):
    try:
        M.from_player(M.text(M.Hello(name, combatant)))
    except RulesError as error:
        return error.message
    return None


@pytest.fixture(scope="module")
def in_javascript(tmp_path_factory):
    """Every case read by the bundled modules in one Node launch, by its place in READ, HELLOS, TYPED."""
    folder = tmp_path_factory.mktemp("first-view-js")
    subprocess.run([str(build.ESBUILD), str(build.STATIC / "join" / "messages.mjs"),
                    str(build.STATIC / "join" / "board.mjs"), "--bundle", "--format=esm", "--minify",
                    "--log-level=warning", "--out-extension:.js=.mjs", f"--outdir={folder}"],
                   check=True, cwd=build.ROOT)
    (folder / "cases.json").write_text(json.dumps({"read": READ, "hellos": HELLOS, "typed": TYPED}), encoding="utf-8")
    (folder / "run.cjs").write_text(RUN, encoding="utf-8")
    done = subprocess.run(["node", str(folder / "run.cjs"), str(folder), str(folder / "cases.json")],
                          capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    return ({json.dumps(raw): said for raw, said in zip(READ, found["read"])},
            {json.dumps(hello): said for hello, said in zip(HELLOS, found["hellos"])},
            dict(zip(TYPED, found["typed"])))


def briefly(raw):
    """A case as a failure shows it: its first 300 characters."""
    return raw if isinstance(raw, str) and len(raw) < 300 else f"{str(raw)[:300]}…"


def read_alike(in_javascript, raws):
    """The cases of ``raws`` JavaScript reads otherwise than Python, each with both readings."""
    read = in_javascript[0]
    return [(briefly(raw), read[json.dumps(raw)], expected)
            for raw in raws if read[json.dumps(raw)] != (expected := python_reads(raw))]


# -- the tests ----------------------------------------------------------------------------------------------

def test_each_view_of_a_real_encounter_is_read_as_python_reads_it_and_drawn_as_the_page_draws_it(in_javascript):
    assert len(VIEWS) >= 12 and all(python_reads(text)["kind"] == "view" for text in VIEWS.values())
    assert read_alike(in_javascript, VIEWS.values()) == []


def test_the_views_built_hold_what_a_board_draws_in_every_ruleset():
    views = [json.loads(text)["view"] for text in VIEWS.values()]
    rows = [r for view in views for r in view["order"] + view["held"]]
    assert {view["rules"] for view in views} == set(RULESETS)
    assert {r["looks"] for r in rows} == {"Unhurt", "Hurt", "Badly hurt", "Down"}
    assert any(r["held"] for r in rows) and any(r["active"] for r in rows) and any(view["ended"] for view in views)
    assert any(view["acting"] is None and not view["ended"] for view in views)
    assert any(r["side"] == "foe" and r["pools"] for r in rows) and any(r["conditions"] for r in rows)
    dues = [due for view in views if view["you"] for due in view["you"]["due"]]
    assert any(due["ask"] and "chance" in due["ask"] and due["ask"]["chance"] for due in dues)
    assert any(due["ask"] and "reminder" in due["ask"] for due in dues)


def test_names_holding_markup_are_drawn_as_text(in_javascript):
    board = in_javascript[0][json.dumps(VIEWS["gurps: Ana acting, as Ana sees it"])]["board"]
    assert "Ana &lt;b&gt;&amp;&#34;&#39;&lt;/b&gt;" in board and "<b>" not in board
    assert "Held &lt;down&gt; &amp; &#39;pinned&#39;" in board


def test_every_message_test_messages_has_python_drop_is_dropped_here_naming_the_same_field(in_javascript):
    assert len(PYTHONS_DROPPED) > 20
    assert read_alike(in_javascript, PYTHONS_DROPPED) == []


def test_every_message_test_messages_has_python_read_back_is_read_here_the_same(in_javascript):
    assert read_alike(in_javascript, PYTHONS_READ) == []


def test_a_view_damaged_anywhere_is_dropped_exactly_where_python_drops_it_and_otherwise_read_the_same(in_javascript):
    outcomes = [python_reads(raw) for raw in DAMAGED]
    assert sum("dropped" in o for o in outcomes) > 200 and sum("view" in o for o in outcomes) > 100
    assert read_alike(in_javascript, DAMAGED) == []


def test_a_message_is_read_as_pythons_json_reads_it_not_as_json_parse_does(in_javascript):
    assert python_reads(BASE.replace('"v":1', '"v":1.0'))["kind"] == "view"
    assert python_reads(BASE.replace('"round":2', '"round":NaN,"round":2'))["kind"] == "view"
    assert python_reads(BASE.replace('"round":2', '"round":2.0')) == {"dropped": "view.round"}
    assert read_alike(in_javascript, AS_JSON_IS_READ) == []


def test_a_message_is_measured_in_bytes_and_depth_as_python_measures_it(in_javascript):
    assert [python_reads(raw).get("dropped") for raw in MEASURED[:8]] == [
        "view.order[0]", "message", "message", None, "message", None, "message", "message"]
    assert read_alike(in_javascript, MEASURED) == []


def test_dice_keys_names_numbers_and_chances_at_their_bounds_are_judged_as_python_judges_them(in_javascript):
    assert read_alike(in_javascript, AT_THE_BOUNDS) == []


def test_a_bye_and_a_refusal_are_read_and_what_became_of_a_card_or_an_attack_is_left_to_the_pages_python(
        in_javascript):
    read = in_javascript[0]
    assert [read[json.dumps(M.text(m))] for m in (M.Bye("dropped"), M.Bye("closed"), M.Refused("foe"))] == [
        {"kind": "bye", "why": "dropped"}, {"kind": "bye", "why": "closed"}, {"kind": "refused", "why": "foe"}]
    assert read_alike(in_javascript, LATER + ENVELOPE_DAMAGED) == []
    # only their envelope is read here: what is wrong inside them the page's Python drops
    assert [read[json.dumps(raw)] for raw in LATER_DAMAGED] == [{"kind": "other"}] * 3
    assert all("dropped" in python_reads(raw) for raw in LATER_DAMAGED)


def test_a_hello_is_written_to_the_byte_as_python_writes_it(in_javascript):
    hellos = in_javascript[1]
    assert [hello for hello in HELLOS if hellos[json.dumps(hello)]["text"] != M.text(M.Hello(*hello))] == []


def test_a_hello_is_refused_exactly_where_the_game_masters_phone_would_drop_it_in_its_words(in_javascript):
    hellos = in_javascript[1]
    found = {json.dumps(hello): hellos[json.dumps(hello)]["refusal"] for hello in HELLOS}
    expected = {json.dumps(hello): python_refusal(*hello) for hello in HELLOS}
    assert sum(r is None for r in expected.values()) > 30 and sum(r is not None for r in expected.values()) > 30
    assert {k: (v, expected[k]) for k, v in found.items() if v != expected[k]} == {}


def test_the_name_a_hello_says_is_what_was_typed_stripped_and_cut_as_the_page_does(in_javascript):
    assert {typed: said for typed, said in in_javascript[2].items() if said != typed.strip()[:40]} == {}
