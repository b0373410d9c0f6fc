"""A player's phone before its Python is in (``static/join/first-join.mjs``, as the build bundles
it) follows its link with the game master's phone as the page's Python does: it answers the
invitation with the text Python makes, says the player's hello once the channel is open, says when
the hello could not be sent, chooses again when the game master's phone refuses the hello (joined
no longer before any view, whom the player plays put back after one), says goodbye as the game
master's phone gives it, and stops listening once the page's Python takes the link over.

Each conversation runs in one Node launch over a small stand-in for the page (its elements by id)
and for the browser's connection: the messages heard are written by Python, the words expected are
Python's own."""

import json
import subprocess
import sys

import pytest

import build
from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.players import invitation as I
from pyrules.core.players import messages as M
from pyrules.core.players.player_view import Views
from screen import phones_page

from players_cases import players_test

pytestmark = pytest.mark.cpython_only  # Node and esbuild: the host's
if sys.platform == "emscripten":  # nor are the cases made there, only to be skipped
    pytest.skip("Node and esbuild are the host's", allow_module_level=True)

RUN = r"""
const [bundle, cases] = process.argv.slice(2);
const { invitation, answerSdp, conversations } = JSON.parse(require("fs").readFileSync(cases, "utf8"));

class Target {
  constructor() { this.heard = {}; }
  addEventListener(type, handler) { (this.heard[type] ||= []).push(handler); }
  removeEventListener(type, handler) { this.heard[type] = (this.heard[type] || []).filter((h) => h !== handler); }
  dispatch(type, event = {}) { for (const handler of [...(this.heard[type] || [])]) handler(event); }
  listening(type) { return (this.heard[type] || []).length; }
}

class Element extends Target {
  constructor(id) {
    super();
    this.id = id; this.textContent = ""; this.hidden = false; this.value = ""; this.markup = "";
    this.attributes = {}; this.dataset = {}; this.classes = new Set(); this.forms = {};
    this.classList = { add: (n) => this.classes.add(n), remove: (n) => this.classes.delete(n) };
  }
  set innerHTML(markup) {
    this.markup = markup;
    const selected = /<option value="([^"]*)" selected/.exec(markup);
    if (selected) this.value = selected[1];
  }
  get innerHTML() { return this.markup; }
  setAttribute(name, value) { this.attributes[name] = value; }
  removeAttribute(name) { delete this.attributes[name]; }
  querySelector(selector) {
    const form = /^\[data-join-form="(\w+)"\]$/.exec(selector);
    if (!form) throw new Error(`no stand-in for ${selector}`);
    return (this.forms[form[1]] ||= Object.assign(new Element(""), { hidden: true, dataset: { joinForm: form[1] } }));
  }
}

class Channel extends Target {
  constructor() { super(); this.readyState = "connecting"; this.sent = []; }
  send(text) {
    if (this.readyState !== "open") throw new Error("InvalidStateError");
    this.sent.push(text);
  }
}

class Peer extends Target {
  constructor() { super(); this.iceGatheringState = "new"; this.closed = false; }
  async setRemoteDescription(offer) { this.offer = offer; }
  async createAnswer() { return { type: "answer", sdp: answerSdp }; }
  async setLocalDescription(answer) { this.localDescription = answer; this.iceGatheringState = "complete"; }
  close() { this.closed = true; }
}

function storage() {
  const kept = new Map();
  return { getItem: (k) => (kept.has(k) ? kept.get(k) : null), setItem: (k, v) => kept.set(k, String(v)) };
}

const settled = () => new Promise((done) => setTimeout(done, 0));

async function converse(steps, n) {
  const elements = {};
  const peers = [];
  globalThis.window = globalThis;
  globalThis.location = { hash: `#join?${invitation}` };
  globalThis.document = { readyState: "complete", getElementById: (id) => (elements[id] ||= new Element(id)) };
  globalThis.localStorage = storage();
  globalThis.sessionStorage = storage();
  globalThis.RTCPeerConnection = function () { const peer = new Peer(); peers.push(peer); return peer; };
  delete globalThis.pyrulesFirstJoin;
  await import(`${require("url").pathToFileURL(bundle).href}?conversation=${n}`);
  const first = globalThis.pyrulesFirstJoin;
  const byId = (name) => document.getElementById(`join--${name}`);
  const root = document.getElementById("join");
  const channel = new Channel();
  await settled();
  const seen = [];
  for (const [step, value] of steps) {
    if (step === "opened") {
      channel.readyState = "open";
      peers[0].dispatch("datachannel", { channel });
      channel.dispatch("open");
    } else if (step === "typed") {
      byId("name").value = value;
    } else if (step === "join") {
      root.dispatch("submit", { target: root.querySelector('[data-join-form="who"]'), preventDefault() {} });
    } else if (step === "chose") {
      byId("combatant").value = value;
      byId("combatant").dispatch("change");
    } else if (step === "heard") {
      channel.dispatch("message", { data: value });
    } else if (step === "channel") {
      channel.readyState = value;
    } else if (step === "closed") {
      channel.readyState = "closed";
      channel.dispatch("close");
    } else if (step === "handed over") {
      const given = first.handOver();
      seen.push({ given: { helloSent: given.helloSent, heard: given.heard, channel: given.channel === channel,
                           answer: await given.answer },
                  listening: ["message", "open", "close"].map((type) => channel.listening(type))
                    .concat([root.listening("submit"), peers[0].listening("datachannel")]) });
      continue;
    }
    await settled();
    seen.push({
      said: byId("said").textContent, nameError: (!byId("name-error").hidden && byId("name-error").textContent) || null,
      joined: root.classes.has("joined"), helloSent: first.helloSent, sent: [...channel.sent],
      whoHidden: root.querySelector('[data-join-form="who"]').hidden, answerHidden: byId("answer").hidden,
      answer: byId("answer-text").value, chosen: byId("combatant").value, board: byId("board").innerHTML !== "",
      peerClosed: peers[0].closed, kept: localStorage.getItem(__NAME_KEY__),
    });
  }
  return seen;
}

(async () => {
  const done = [];
  for (const [n, steps] of conversations.entries()) done.push(await converse(steps, n));
  console.log(JSON.stringify(done));
})().catch((error) => { console.error(error && error.stack); process.exit(1); });
"""

T = players_test("test_invitation")
INVITATION = I.invitation(T.CHROMIUM_OFFER)
ANSWER_SDP = T.CHROMIUM_ANSWER
NAME_KEY = build.shared_names()["storePrefix"] + build.shared_names()["playerNameKey"]


def _fight():
    """Ana of the party and an Orc, as the game master's phone has them."""
    fight = Encounter.new("gurps").apply(A.add("Ana", side="party", stats={"hp": 12}))
    fight = fight.apply(A.add("Orc", stats={"hp": 15}))
    return fight, {c.name: c.id for c in fight.state.combatants}


FIGHT, IDS = _fight()
WATCHED = Views(FIGHT).message(None)
ANA_PLAYED = Views(FIGHT).message(IDS["Ana"])
REFUSED_FOE = M.text(M.Refused("foe"))
REFUSED_UNKNOWN = M.text(M.Refused("unknown"))

CONVERSATIONS = {
    "connected": [("opened", None)],
    "a hello with no name": [("opened", None), ("join", None)],
    "a hello": [("opened", None), ("typed", "  Mia  "), ("join", None)],
    "a kept name": [("typed", "Mia"), ("opened", None)],
    "whom the player plays chosen": [("opened", None), ("typed", "Mia"), ("join", None), ("heard", WATCHED),
                                     ("chose", IDS["Ana"])],
    "a hello on a channel closing": [("opened", None), ("typed", "Mia"), ("channel", "closing"), ("join", None)],
    "refused before any view": [("opened", None), ("typed", "Mia"), ("join", None), ("heard", REFUSED_UNKNOWN)],
    "refused after a view": [("opened", None), ("typed", "Mia"), ("join", None), ("heard", ANA_PLAYED),
                             ("chose", IDS["Orc"]), ("heard", REFUSED_FOE)],
    "let go": [("opened", None), ("typed", "Mia"), ("join", None), ("heard", M.text(M.Bye("dropped")))],
    "the table closed": [("opened", None), ("heard", M.text(M.Bye("closed"))), ("closed", None)],
    "the channel closed unannounced": [("opened", None), ("closed", None)],
    "a damaged message": [("opened", None), ("heard", "{not a message")],
    "handed over": [("opened", None), ("typed", "Mia"), ("join", None), ("heard", WATCHED), ("handed over", None),
                    ("heard", REFUSED_UNKNOWN)],
}


@pytest.fixture(scope="module")
def conversation(tmp_path_factory):
    """What the page shows after each step of each conversation, in one Node launch."""
    folder = tmp_path_factory.mktemp("first-join-js")
    bundle = folder / "first-join.mjs"
    build.bundle_first_join(bundle)
    cases = {"invitation": INVITATION, "answerSdp": ANSWER_SDP, "conversations": list(CONVERSATIONS.values())}
    (folder / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    (folder / "run.cjs").write_text(RUN.replace("__NAME_KEY__", json.dumps(NAME_KEY)), encoding="utf-8")
    done = subprocess.run(["node", str(folder / "run.cjs"), str(bundle), str(folder / "cases.json")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return dict(zip(CONVERSATIONS, json.loads(done.stdout)))


def hello(name, combatant=None):
    return M.text(M.Hello(name, combatant))


def test_the_answer_shown_is_the_text_pythons_answer_makes_and_it_is_hidden_once_connected(conversation):
    (connected,) = conversation["connected"]
    assert connected["answer"] == I.answer(ANSWER_SDP, I.unsqueezed(INVITATION, I.OFFER))
    assert connected["answerHidden"] and not connected["whoHidden"]
    assert connected["said"] == "Connected. Say your name, then Join; then choose whom you play."
    assert connected["sent"] == [] and not connected["joined"]


def test_a_hello_with_no_name_asks_for_one_beside_the_field_and_sends_nothing(conversation):
    asked = conversation["a hello with no name"][-1]
    assert asked["nameError"] == "Say your name: the game master sees it beside your rolls."
    assert asked["sent"] == [] and not asked["helloSent"]


def test_a_hello_sends_the_name_as_python_writes_it_and_keeps_it_for_the_next_time(conversation):
    joined = conversation["a hello"][-1]
    assert joined["sent"] == [hello("Mia")]
    assert joined["said"] == "Joined as Mia." and joined["joined"] and joined["nameError"] is None
    assert json.loads(joined["kept"]) == "Mia"


def test_a_name_already_typed_says_hello_as_soon_as_the_channel_opens(conversation):
    assert conversation["a kept name"][-1]["sent"] == [hello("Mia")]


def test_whom_the_player_plays_is_said_again_as_it_is_chosen(conversation):
    chosen = conversation["whom the player plays chosen"]
    assert chosen[-2]["board"] and chosen[-2]["chosen"] == ""
    assert chosen[-1]["sent"] == [hello("Mia"), hello("Mia", IDS["Ana"])] and chosen[-1]["chosen"] == IDS["Ana"]


def test_a_hello_the_channel_cannot_carry_says_the_link_is_gone_and_the_player_is_not_joined(conversation):
    refused = conversation["a hello on a channel closing"][-1]
    assert refused["said"] == "Not connected: open a new invitation to rejoin."
    assert refused["sent"] == [] and not refused["helloSent"] and not refused["joined"]


def test_a_hello_refused_before_any_view_leaves_the_player_to_join_again_in_pythons_words(conversation):
    joined, refused = conversation["refused before any view"][-2:]
    assert joined["joined"] and joined["helloSent"]
    assert refused["said"] == phones_page.REFUSED["unknown"]
    assert not refused["joined"] and not refused["helloSent"]


def test_a_hello_refused_after_a_view_puts_back_whom_the_player_plays_as_the_game_master_has_it(conversation):
    chose_the_orc, refused = conversation["refused after a view"][-2:]
    assert chose_the_orc["sent"][-1] == hello("Mia", IDS["Orc"])
    assert refused["said"] == phones_page.REFUSED["foe"]
    assert refused["chosen"] == IDS["Ana"]  # the view said the player plays Ana
    assert refused["joined"] and refused["helloSent"]


def test_the_game_masters_goodbye_is_said_and_the_connection_let_go(conversation):
    let_go = conversation["let go"][-1]
    assert let_go["said"] == "The game master let this phone go."
    assert let_go["peerClosed"] and let_go["whoHidden"]
    closed_by_bye, closed = conversation["the table closed"][-2:]
    assert closed_by_bye["said"] == closed["said"] == "The game master closed the table."  # its close says no more


def test_a_channel_closed_unannounced_says_the_connection_is_gone(conversation):
    closed = conversation["the channel closed unannounced"][-1]
    assert closed["said"] == "The connection to the game master's phone is gone: open a new invitation to rejoin."
    assert closed["whoHidden"]


def test_a_damaged_message_changes_nothing_on_the_page(conversation):
    connected, damaged = conversation["a damaged message"]
    assert {**damaged} == {**connected}


def test_once_handed_over_it_gives_what_it_heard_and_stops_listening(conversation):
    steps = conversation["handed over"]
    handed = steps[-2]
    assert handed["given"] == {"helloSent": True, "heard": [WATCHED], "channel": True,
                               "answer": I.answer(ANSWER_SDP, I.unsqueezed(INVITATION, I.OFFER))}
    assert handed["listening"] == [0, 0, 0, 0, 0]
    assert steps[-1]["said"] == "Joined as Mia." and steps[-1]["joined"]  # the refusal is the Python page's to hear
