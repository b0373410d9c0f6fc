// A player's phone opened at the game master's invitation (#join?v1.…), before its Python is in.
//
// A phone that never opened pyrules waits for Pyodide's runtime (megabytes over a phone's network)
// before any Python runs. This script does not: as soon as the page is parsed it reads the
// invitation, answers it (the answer's text and its code to scan), and once the game master's
// phone connects it says the player's name and whom they play, and draws the table each view shows. It reads and
// writes exactly what the player's Python does (./invitation.mjs, ./messages.mjs, ./board.mjs,
// ./qr-code.mjs, each checked against it), and says what it says.
//
// When the page's Python starts it takes the connection over (``handOver``): this script stops
// listening, and the Python page replays what was heard so far. A text this script cannot read
// is said and left to the Python page, which says the same.

import { answerText, iceServers, offerSdp, readInvitation, serversInWords } from "./invitation.mjs";
import { boardMarkup, combatantOptions } from "./board.mjs";
import { fromGameMaster, helloName, helloRefusal, helloText } from "./messages.mjs";
import { qrSvg } from "./qr-code.mjs";

const P = "join";
// The player's name as the page's Python keeps it, and, in this tab's session storage, the
// invitation that connected it (screen.player_phone).
const { storePrefix, playerNameKey, invitationUsedKey: USED_KEY } = __SHARED__;
// What the player is told when the game master's phone refuses the hello, by why: the page's Python's words.
const REFUSED = __REFUSED__;
const NAME_KEY = storePrefix + playerNameKey;
const GATHERING_LONGEST = 5000;  // ms: candidates on a local network are gathered in well under one
const MOST_KEPT = 40;  // messages kept for the Python page to read again (the last view among them)

const byId = (name) => document.getElementById(`${P}--${name}`);
const mark = (name) => performance.mark(`pyrules: ${name}`);

function say(message) {
  const said = byId("said");
  if (said) said.textContent = message;
}

function fieldError(control, message) {
  const slot = document.getElementById(`${control.id}-error`);
  if (slot) { slot.textContent = message || ""; slot.hidden = !message; }
  if (message) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
}

function sessionValue(key) {
  try { return sessionStorage.getItem(key); } catch (e) { return null; }
}

function keptName() {
  try {
    const name = JSON.parse(localStorage.getItem(NAME_KEY));
    return typeof name === "string" ? name : "";
  } catch (e) { return ""; }
}

/** The local description's SDP once every candidate is gathered (or a few seconds have passed). */
function gathered(peer) {
  return new Promise((done) => {
    const check = () => {
      if (peer.iceGatheringState === "complete") { peer.removeEventListener("icegatheringstatechange", check); done(); }
    };
    peer.addEventListener("icegatheringstatechange", check);
    setTimeout(() => { peer.removeEventListener("icegatheringstatechange", check); done(); }, GATHERING_LONGEST);
    check();
  }).then(() => peer.localDescription.sdp);
}

/** One invitation answered, and its channel followed, until the Python page takes it over. */
class FirstJoin {
  constructor(text, invited) {
    this.text = text;
    this.through = serversInWords(invited);
    this.peer = new RTCPeerConnection({ iceServers: iceServers(invited) });
    this.channel = null;
    this.heard = [];  // each message's text, in order, for the Python page to read again
    this.helloSent = false;
    this.view = null;  // the last view heard: whom the player plays, as the game master's phone has it
    this.wasOpen = false;
    this.ended = false;  // by the game master's goodbye, which says why: the channel's close says no more
    this.handedOver = false;
    this.listeners = [];
    this.root = document.getElementById(P);
    this.listen(this.peer, "datachannel", (event) => this.use(event.channel));
    this.listen(this.root, "submit", (event) => this.submitted(event));
    this.listen(byId("combatant"), "change", () => { if (this.helloSent) this.hello(); });  // whom they play now
    this.optionsDrawn = "";
    const name = byId("name");
    if (name && !name.value) name.value = keptName();
    this.answer = this.answering(invited);
    this.answer.catch(() => {});
  }

  listen(target, event, handler) {
    const unlessHandedOver = (happened) => { if (!this.handedOver) handler(happened); };
    target.addEventListener(event, unlessHandedOver);
    this.listeners.push([target, event, unlessHandedOver]);
  }

  async answering(invited) {
    say(this.through ? `Answering the invitation, through ${this.through}…` : "Answering the invitation…");
    mark("invitation read");
    let answer;
    try {
      await this.peer.setRemoteDescription({ type: "offer", sdp: offerSdp(invited) });
      await this.peer.setLocalDescription(await this.peer.createAnswer());
      const described = await gathered(this.peer);
      mark("answer's candidates gathered");
      answer = answerText(described, invited);
    } catch (error) {
      say(error instanceof Error && error.rulesMessage ? error.message
        : "This invitation could not be answered: ask the game master for a new one.");
      throw error;
    }
    byId("answer-text").value = answer;
    let code = "";
    try { code = qrSvg(answer, "Your answer's code: let the game master's phone scan it"); } catch (e) { /* the text shows */ }
    mark("answer's code made");
    byId("answer-code").innerHTML = code;
    byId("answer").hidden = false;
    if (this.through) {
      say("Send your answer to the game master: copy it into a message, or show the code to the game "
          + `master's camera. The game master's server (${this.through}) connects the two phones.`);
    } else {
      say("Show your answer to the game master: its phone scans the code, or types the text.");
    }
    mark("answer shown");
    return answer;
  }

  use(channel) {
    this.channel = channel;
    this.listen(channel, "message", (event) => this.message(event.data));
    this.listen(channel, "open", () => this.opened());
    this.listen(channel, "close", () => this.closed());
    if (channel.readyState === "open") this.opened();
  }

  opened() {
    if (this.wasOpen) return;  // a channel can arrive open and still announce its opening after
    this.wasOpen = true;
    mark("channel open");
    try { sessionStorage.setItem(USED_KEY, this.text); } catch (e) { /* a reload answers it again */ }
    byId("answer").hidden = true;
    this.root.querySelector('[data-join-form="who"]').hidden = false;
    say("Connected. Say your name, then Join; then choose whom you play.");
    if (byId("name").value.trim()) this.hello();
  }

  closed() {
    if (this.ended) return;
    say("The connection to the game master's phone is gone: open a new invitation to rejoin.");
    this.root.querySelector('[data-join-form="who"]').hidden = true;
  }

  submitted(event) {
    if (event.target.dataset.joinForm !== "who") return;  // the other forms wait for the Python page
    event.preventDefault();
    this.hello();
  }

  hello() {
    const control = byId("name");
    fieldError(control, null);
    const name = helloName(control.value);  // as the page's Python reads it: stripped, cut to 40
    if (!name) {
      fieldError(control, "Say your name: the game master sees it beside your rolls.");
      return;
    }
    const refused = helloRefusal(name);
    if (refused) {
      fieldError(control, refused);
      return;
    }
    try { localStorage.setItem(NAME_KEY, JSON.stringify(name)); } catch (e) { /* asked again next time */ }
    const chosen = byId("combatant").value || null;
    try {
      this.channel.send(helloText(name, chosen));
    } catch (e) {
      say("Not connected: open a new invitation to rejoin.");
      return;
    }
    this.helloSent = true;
    this.root.classList.add("joined");  // the table comes first now, who the player is after it
    say(`Joined as ${name}.`);
  }

  message(text) {
    if (typeof text !== "string") return;
    this.heard.push(text);
    let said;
    try {
      said = fromGameMaster(text);
    } catch (e) {
      return;  // dropped, and counted by the Python page when it reads what was heard
    }
    if (said.kind === "view") {
      this.heard = this.heard.filter((kept) => kept === text || !isView(kept)).slice(-MOST_KEPT);
      this.view = said.view;
      byId("board").innerHTML = boardMarkup(said.view);
      this.drawOptions(byId("combatant").value || null);  // the player's pick kept
      if (!performance.getEntriesByName("pyrules: first view drawn", "mark").length) mark("first view drawn");
    } else if (said.kind === "refused") {
      this.refused(said.why);
    } else if (said.kind === "bye") {
      this.ended = true;
      this.peer.close();
      this.root.querySelector('[data-join-form="who"]').hidden = true;
      say(said.why === "closed" ? "The game master closed the table." : "The game master let this phone go.");
    }
  }

  drawOptions(chosen) {
    const options = combatantOptions(this.view, chosen);
    if (options !== this.optionsDrawn) {
      byId("combatant").innerHTML = options;
      this.optionsDrawn = options;
    }
  }

  /** The game master's phone kept nothing of the last hello: as the page's Python does, the player
   * chooses again, from whom it plays as the game master's phone still has it (no one, and not
   * joined, before a hello was taken). */
  refused(why) {
    if (this.view === null) {
      this.helloSent = false;
      this.root.classList.remove("joined");
    } else {
      const you = this.view.you;
      this.optionsDrawn = "";  // whom the player plays put back, whatever the list shows
      this.drawOptions(you ? you.id : null);
    }
    say(REFUSED[why]);
  }

  /** What the Python page takes over: this script stops listening, and hands over the
   * connection, its channel (null until the game master's phone opened it), what was heard, whether
   * the player's hello was sent, the servers in words, and the answer's text (a promise). */
  handOver() {
    this.handedOver = true;
    for (const [target, event, handler] of this.listeners) target.removeEventListener(event, handler);
    this.listeners = [];
    return { text: this.text, peer: this.peer, channel: this.channel, heard: this.heard, helloSent: this.helloSent,
             through: this.through, answer: this.answer };
  }
}

function isView(text) {
  try { return fromGameMaster(text).kind === "view"; } catch (e) { return false; }
}

/** The invitation in the address, answered if it reads (else said, for the Python page to say again). */
function start() {
  const [view, ...rest] = location.hash.slice(1).split("?");
  const text = rest.join("?").trim();
  if (view !== P || !text || !document.getElementById(P) || !("RTCPeerConnection" in window)) return;
  if (sessionValue(USED_KEY) === text) {
    say("This invitation has been used, and the connection to the game master's phone is gone: "
        + "ask the game master for a new invitation and open it.");
    return;
  }
  let invited;
  try {
    invited = readInvitation(text);
  } catch (error) {
    say(error.message);
    return;
  }
  window.pyrulesFirstJoin = new FirstJoin(text, invited);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
