// A player's first table, before the page's Python is in: what the game master's phone sends it,
// read as pyrules.core.players.messages reads it (`from_game_master`), and the player's hello,
// written and refused as Python writes and refuses it (`text`, `from_player`).
//
// A view is checked through and through as pyrules.core.players.view_data checks it (`read_view`):
// whatever Python drops as a BadMessage throws one here, naming the same field, and a view read is
// the data Python reads. The text is read as Python's json reads it, not as JSON.parse does: a
// whole number is not a fraction (a round of 7.0 is no round), NaN and Infinity are numbers, and a
// whole number of more than 4,300 digits is no JSON; and text is measured as Python measures it:
// its characters are code points, its bytes UTF-8, its whitespace Python's. What became of a card
// offered or an attack proposed, and a card sent back, are the page's Python's to read: only
// their envelope is read here.

import { SPACE, characters, pattern, stripped, utf8Bytes } from "./python-text.mjs";

const VERSION = 1;
const MOST_FROM_GAME_MASTER = 240_000;  // bytes
const MOST_FROM_PLAYER = 2_000;
const MOST_OFFER = 20_000;
const DEEPEST = 8;  // a view nests six deep
const LONGEST_WHOLE = 4_300;  // digits: Python reads no longer whole number from text
const PLAYER_NAME_LONGEST = 40;
const WHY = ["dropped", "closed"];
const REFUSALS = ["foe", "unknown"];
const LATER = ["offered", "proposed", "card"];  // read by the page's Python
const FROM_GAME_MASTER = ["view", "bye", "refused", ...LATER];

// The view's shape (view_data).
const LOOKS = ["Unhurt", "Hurt", "Badly hurt", "Down"];
const SIDES = ["party", "foe"];
const VIEW_KEYS = ["ruleset", "rules", "headline", "round", "ended", "acting", "next_up", "foes_numbers", "order",
                   "held", "you"];
const ROW_KEYS = ["id", "name", "side", "active", "held", "looks", "pools", "conditions"];
const YOU_KEYS = ["id", "name", "pools", "conditions", "status", "due", "attacks"];
const POOL_KEYS = ["label", "now", "most", "counts_up", "low"];
const DUE_KEYS = ["text", "roll", "ask"];
const ASK_KEYS = ["exchange", "stage", "field", "chance"];
const REMINDER_ASK_KEYS = ["reminder"];
const ROLL_KEYS = ["dice", "target", "at_most", "label"];
const MOST_ROWS = 500;
const MOST_POOLS = 20;
const MOST_CONDITIONS = 30;
const MOST_STATUS = 20;
const MOST_DUE = 50;
const MOST_ATTACKS = 40;
const MOST_NUMBER = 1_000_000;
const NAME_LONGEST = 80;
const WORDS_LONGEST = 200;
const REMINDER_LONGEST = 1000;
const MOST_DENOMINATOR = 10n ** 18n;


const ID = pattern("c[1-9][0-9]{0,8}");
const RULES = pattern("[a-z]{1,20}");
const EXCHANGE_ID = pattern("x[1-9][0-9]{0,8}");
const STAGE_KEY = pattern("[a-z_]{1,30}(?: c[1-9][0-9]{0,8})?");
const FIELD_NAME = pattern("[a-z][a-z0-9_]{0,39}");
const REMINDER_KEY = pattern("r[0-9a-f]{12}");

// Dice notation (pyrules.core.dice): Python's \d is any decimal digit, its \s Python's whitespace.
const MAX_DICE = 100;
const MAX_SIDES = 1000;
const MAX_NOTATION = 80;
const SPACED_OPERATOR = new RegExp(`[${SPACE}]*([-+x×*])[${SPACE}]*`, "g");
const ANY_SPACE = new RegExp(`[${SPACE}]`);
const TIMES = /^(.*?)(?:[x×*](\p{Nd}+))?$/su;
const TERM = /([+-])?(?:(\p{Nd}*)d(\p{Nd}+|%)|(\p{Nd}+))/uy;
const DIGIT = /^\p{Nd}$/u;

// A player's name (messages._CONTROL): no control characters, nor any that turns the text's direction.
const CONTROL = /[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A message dropped unread (Python's BadMessage): `field` names what is wrong with it. */
export class BadMessage extends Error {
  constructor(message, field) {
    super(message);
    this.name = "BadMessage";
    this.field = field;
  }
}

/** A message's size in bytes, as `messages._size` tells it (a text of more than `most` characters
 * by its characters). */
function sizeOf(text, most) {
  const count = characters(text);
  return count > most ? count : utf8Bytes(text);
}

// -- JSON as Python's json reads it ---------------------------------------------------------------------

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const HEX = /^[0-9a-fA-F]{4}$/;
const ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

/** The JSON value of a message's text, as `read_json` reads it at most `DEEPEST` deep: a whole number
 * as a BigInt, any other number (NaN and ±Infinity too) as a Number; a key met twice keeps its
 * last value. */
function jsonValue(text) {
  const notJson = () => new BadMessage("The message is not valid JSON.", "message");
  let at = 0;

  const skipSpace = () => {
    for (let unit = text.charCodeAt(at); unit === 0x20 || unit === 0x9 || unit === 0xa || unit === 0xd;) {
      at += 1;
      unit = text.charCodeAt(at);
    }
  };
  const word = (spelled, value) => {
    if (!text.startsWith(spelled, at)) throw notJson();
    at += spelled.length;
    return value;
  };

  const string = () => {
    at += 1;
    let found = "";
    let start = at;
    for (;;) {
      if (at >= text.length) throw notJson();
      const unit = text.charCodeAt(at);
      if (unit === 0x22) {
        found += text.slice(start, at);
        at += 1;
        return found;
      }
      if (unit < 0x20) throw notJson();
      if (unit !== 0x5c) {
        at += 1;
        continue;
      }
      found += text.slice(start, at);
      const escape = text[at + 1];
      if (escape === "u") {
        const hex = text.slice(at + 2, at + 6);
        if (!HEX.test(hex)) throw notJson();
        found += String.fromCharCode(parseInt(hex, 16));
        at += 6;
      } else if (Object.prototype.hasOwnProperty.call(ESCAPES, escape)) {
        found += ESCAPES[escape];
        at += 2;
      } else throw notJson();
      start = at;
    }
  };

  const number = () => {
    NUMBER.lastIndex = at;
    const found = NUMBER.exec(text);
    if (!found) throw notJson();
    at = NUMBER.lastIndex;
    if (found[1] !== undefined || found[2] !== undefined) return Number(found[0]);
    if (found[0].replace("-", "").length > LONGEST_WHOLE) throw notJson();
    return BigInt(found[0]);
  };

  /** The members of an array or an object, each read by `member`, up to the `close` that ends them. */
  const members = (close, member) => {
    at += 1;
    skipSpace();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      member();
      skipSpace();
      if (text[at] === close) {
        at += 1;
        return;
      }
      if (text[at] !== ",") throw notJson();
      at += 1;
      skipSpace();
    }
  };

  const array = (depth) => {
    const found = [];
    members("]", () => found.push(value(depth)));
    return found;
  };

  const object = (depth) => {
    const found = {};
    members("}", () => {
      if (text[at] !== '"') throw notJson();
      const key = string();
      skipSpace();
      if (text[at] !== ":") throw notJson();
      at += 1;
      skipSpace();
      Object.defineProperty(found, key, { value: value(depth), writable: true, enumerable: true, configurable: true });
    });
    return found;
  };

  const value = (depth) => {
    const first = text[at];
    if (first === '"') return string();
    if (first === "{" || first === "[") {
      if (depth >= DEEPEST) throw new BadMessage("The message is nested too deeply to read.", "message");
      return first === "{" ? object(depth + 1) : array(depth + 1);
    }
    if (first === "n") return word("null", null);
    if (first === "t") return word("true", true);
    if (first === "f") return word("false", false);
    if (first === "N") return word("NaN", NaN);
    if (first === "I") return word("Infinity", Infinity);
    if (first === "-" && text[at + 1] === "I") return word("-Infinity", -Infinity);
    return number();
  };

  at = text.search(/[^\ufeff]|$/);  // Python's text.lstrip("\ufeff")
  skipSpace();
  const found = value(0);
  skipSpace();
  if (at !== text.length) throw notJson();
  return found;
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const own = (data, key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined);

/** Whether `data`'s keys are `keys`, no more, no fewer. */
function holdsOnly(data, keys) {
  const found = Object.keys(data);
  return found.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(data, key));
}

/** The envelope's fields but `v` and `kind`, and its kind, one of `kinds` (`messages._envelope`). */
function envelope(text, most, kinds) {
  if (typeof text !== "string") throw new BadMessage("A message must be text.", "message");
  const size = sizeOf(text, most);
  if (size > most) throw new BadMessage(`A message of ${size} bytes is over the ${most} allowed.`, "message");
  const data = jsonValue(text);
  if (!isObject(data)) throw new BadMessage("A message must be an object.", "message");
  const version = own(data, "v");
  if (version !== BigInt(VERSION) && version !== VERSION) {  // 1.0 is 1 to Python, true is not
    throw new BadMessage("The message is of another version of pyrules.", "v");
  }
  const kind = own(data, "kind");
  if (typeof kind !== "string" || !kinds.includes(kind)) {
    throw new BadMessage("A message of that kind is not one this phone takes.", "kind");
  }
  const rest = {};
  for (const key of Object.keys(data)) {
    if (key !== "v" && key !== "kind") {
      Object.defineProperty(rest, key, { value: data[key], writable: true, enumerable: true, configurable: true });
    }
  }
  return [rest, kind];
}

function choice(value, field, choices) {
  if (typeof value !== "string" || !choices.includes(value)) {
    throw new BadMessage(`${field} must be one of ${choices.join(", ")}.`, field);
  }
  return value;
}

// -- the view, as view_data reads it ---------------------------------------------------------------------

function fail(path, what) {
  throw new BadMessage(`${path} ${what}.`, path);
}

const at = (path, key) => (typeof key === "number" ? `${path}[${key}]` : `${path}.${key}`);

/** An object with exactly `keys`. */
function fields(value, path, keys) {
  if (!isObject(value)) fail(path, "must be an object");
  if (!holdsOnly(value, keys)) fail(path, `must hold ${keys.join(", ")} and nothing else`);
  return value;
}

/** Text of at most `longest` characters. */
function words(value, path, longest, empty = false) {
  if (typeof value !== "string") fail(path, "must be text");
  if (value.length > longest && characters(value) > longest) fail(path, `must be at most ${longest} characters`);
  if (!empty && !stripped(value)) fail(path, "must not be empty");
  return value;
}

function maybeWords(value, path, longest) {
  return value === null ? null : words(value, path, longest);
}

/** A whole number from `low` to `high` (never a fraction, nor true or false). */
function whole(value, path, low = -MOST_NUMBER, high = MOST_NUMBER) {
  if (typeof value !== "bigint" || value < low || value > high) {
    fail(path, `must be a whole number from ${low} to ${high}`);
  }
  return value;
}

function flag(value, path) {
  if (typeof value !== "boolean") fail(path, "must be true or false");
  return value;
}

function listing(value, path, longest) {
  if (!Array.isArray(value)) fail(path, "must be a list");
  if (value.length > longest) fail(path, `must hold at most ${longest} items`);
  return value;
}

function ident(value, path) {
  if (typeof value !== "string" || !ID.test(value)) fail(path, "must be a combatant's id such as “c1”");
  return value;
}

function texts(value, path, longest, most) {
  listing(value, path, most).forEach((item, i) => words(item, at(path, i), longest));
}

/** One of `choices` (validate.choice). */
function oneOf(value, path, choices) {
  if (typeof value !== "string" || !choices.includes(value)) {
    throw new BadMessage(`${path}: not one of the options (${choices.join(", ")}).`, path);
  }
}

/** The view as sent, checked through and through; BadMessage naming the first field at fault. */
function readView(data, path = "view") {
  const view = fields(data, path, VIEW_KEYS);
  words(view.ruleset, at(path, "ruleset"), NAME_LONGEST);
  if (typeof view.rules !== "string" || !RULES.test(view.rules)) {
    fail(at(path, "rules"), "must be a game's key such as “gurps”");
  }
  words(view.headline, at(path, "headline"), WORDS_LONGEST);
  whole(view.round, at(path, "round"), 0);
  flag(view.ended, at(path, "ended"));
  flag(view.foes_numbers, at(path, "foes_numbers"));
  for (const name of ["acting", "next_up"]) maybeWords(view[name], at(path, name), NAME_LONGEST);
  const order = listing(view.order, at(path, "order"), MOST_ROWS);
  const held = listing(view.held, at(path, "held"), MOST_ROWS - order.length);
  for (const [name, rows] of [["order", order], ["held", held]]) {
    rows.forEach((row, i) => readRow(row, at(at(path, name), i)));
  }
  if (view.you !== null) readYou(view.you, at(path, "you"));
  return view;
}

function readRow(data, path) {
  const row = fields(data, path, ROW_KEYS);
  ident(row.id, at(path, "id"));
  words(row.name, at(path, "name"), NAME_LONGEST);
  oneOf(row.side, at(path, "side"), SIDES);
  oneOf(row.looks, at(path, "looks"), LOOKS);
  flag(row.active, at(path, "active"));
  flag(row.held, at(path, "held"));
  texts(row.pools, at(path, "pools"), WORDS_LONGEST, MOST_POOLS);
  texts(row.conditions, at(path, "conditions"), WORDS_LONGEST, MOST_CONDITIONS);
}

function readYou(data, path) {
  const you = fields(data, path, YOU_KEYS);
  ident(you.id, at(path, "id"));
  words(you.name, at(path, "name"), NAME_LONGEST);
  listing(you.pools, at(path, "pools"), MOST_POOLS).forEach((raw, i) => {
    const where = at(at(path, "pools"), i);
    const pool = fields(raw, where, POOL_KEYS);
    words(pool.label, at(where, "label"), NAME_LONGEST);
    whole(pool.now, at(where, "now"));
    whole(pool.most, at(where, "most"));
    flag(pool.counts_up, at(where, "counts_up"));
    flag(pool.low, at(where, "low"));
  });
  texts(you.conditions, at(path, "conditions"), WORDS_LONGEST, MOST_CONDITIONS);
  texts(you.status, at(path, "status"), WORDS_LONGEST, MOST_STATUS);
  texts(you.attacks, at(path, "attacks"), WORDS_LONGEST, MOST_ATTACKS);
  listing(you.due, at(path, "due"), MOST_DUE).forEach((raw, i) => {
    const where = at(at(path, "due"), i);
    const due = fields(raw, where, DUE_KEYS);
    words(due.text, at(where, "text"), REMINDER_LONGEST);
    if (due.roll !== null) readRoll(due.roll, at(where, "roll"));
    if (due.ask !== null) readAsk(due.ask, at(where, "ask"));
  });
}

/** The roll a reminder or a roll asked is made with. */
function readRoll(data, path) {
  const roll = fields(data, path, ROLL_KEYS);
  if (!isDice(roll.dice)) fail(at(path, "dice"), "must be dice notation");
  if (roll.target !== null) whole(roll.target, at(path, "target"));
  flag(roll.at_most, at(path, "at_most"));
  words(roll.label, at(path, "label"), NAME_LONGEST, true);
}

/** Whether a due's `ask` names a reminder's roll rather than a roll the attack under way asks. */
function forReminder(ask) {
  return isObject(ask) && holdsOnly(ask, REMINDER_ASK_KEYS);
}

/** A roll asked: the attack under way's, by its keys, with its chance (numerator and denominator,
 * or null); or a reminder's, by its key. */
function readAsk(data, path) {
  if (forReminder(data)) {
    if (typeof data.reminder !== "string" || !REMINDER_KEY.test(data.reminder)) {
      fail(at(path, "reminder"), "must be a key as the game master's phone writes it");
    }
    return;
  }
  const ask = fields(data, path, ASK_KEYS);
  for (const [name, keyed] of [["exchange", EXCHANGE_ID], ["stage", STAGE_KEY], ["field", FIELD_NAME]]) {
    if (typeof ask[name] !== "string" || !keyed.test(ask[name])) {
      fail(at(path, name), "must be a key as the game master's phone writes it");
    }
  }
  if (ask.chance !== null) {
    const chance = listing(ask.chance, at(path, "chance"), 2);
    if (chance.length !== 2) fail(at(path, "chance"), "must be a fraction: its numerator and its denominator");
    const denominator = whole(chance[1], at(path, "chance"), 1n, MOST_DENOMINATOR);
    whole(chance[0], at(path, "chance"), 0n, denominator);
  }
}

/** The view as this page holds numbers: each whole number a Number (one past 2**53 the nearest). */
function asNumbers(value) {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) value.forEach((item, i) => { value[i] = asNumbers(item); });
  else if (isObject(value)) for (const key of Object.keys(value)) value[key] = asNumbers(value[key]);
  return value;
}

// -- dice notation, as pyrules.core.dice reads it ------------------------------------------------------------

/** The value of a decimal digit of any script: Unicode keeps each script's ten in a row from 0. */
function digitValue(digit) {
  const point = digit.codePointAt(0);
  if (point <= 0x39) return point - 0x30;
  let zero = point;
  while (DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return (point - zero) % 10;
}

/** Python's `int(digits)` of decimal digits (exact as far as dice need). */
function wholeOf(digits) {
  let found = 0;
  for (const digit of digits) found = found * 10 + digitValue(digit);
  return found;
}

/** Whether `notation` is dice notation `pyrules.core.dice.parse` reads ("3d6", "d%", "2D10+1",
 * "d12+d4", "1d10 x 10"). */
function isDice(notation) {
  if (typeof notation !== "string") return false;
  const text = stripped(notation);
  if (!text || characters(text) > MAX_NOTATION) return false;
  const compact = text.toLowerCase().replace(/[−–]/g, "-").replace(SPACED_OPERATOR, "$1");
  if (ANY_SPACE.test(compact)) return false;
  const [, body, times] = TIMES.exec(compact);
  if (times && wholeOf(times) < 1) return false;
  let dice = 0;
  for (let position = 0; position < body.length; position = TERM.lastIndex) {
    TERM.lastIndex = position;
    const term = TERM.exec(body);
    if (!term || (position > 0 && !term[1])) return false;
    if (term[4] !== undefined) continue;  // a number added or taken away
    const count = term[2] ? wholeOf(term[2]) : 1;
    const sides = term[3] === "%" ? 100 : wholeOf(term[3]);
    if (count < 1 || sides < 2 || sides > MAX_SIDES) return false;
    dice += count;
  }
  return dice > 0 && dice <= MAX_DICE;
}

// -- what the game master's phone sends ---------------------------------------------------------------

/** A message the player's phone received, as `from_game_master` reads it: `{kind: "view", view}`,
 * `{kind: "bye", why}`, `{kind: "refused", why}`, or `{kind: "other"}` for what became of a card
 * offered or an attack proposed, or a card sent back; BadMessage for anything else. */
export function fromGameMaster(text) {
  const [data, kind] = envelope(text, MOST_FROM_GAME_MASTER, FROM_GAME_MASTER);
  if (LATER.includes(kind)) return { kind: "other" };
  if (kind === "view") {
    if (!holdsOnly(data, ["view"])) throw new BadMessage("The message must hold view and nothing else.", "message");
    return { kind, view: asNumbers(readView(data.view)) };
  }
  if (!holdsOnly(data, ["why"])) throw new BadMessage("The message must hold why and nothing else.", "message");
  return { kind, why: choice(data.why, "why", kind === "refused" ? REFUSALS : WHY) };
}

// -- what the player's phone sends -------------------------------------------------------------------

const JSON_ESCAPES = { '"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** Text as Python's json.dumps(…, ensure_ascii=False) quotes it. */
function quoted(text) {
  const escaped = text.replace(/[\x00-\x1f\\"]/g, (unit) => JSON_ESCAPES[unit]
    ?? `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `"${escaped}"`;
}

/** The name a hello says of what the player typed: stripped, its first 40 characters
 * (`player_phone._hello`); "" when nothing but whitespace was typed. */
export function helloName(typed) {
  return Array.from(stripped(typed)).slice(0, PLAYER_NAME_LONGEST).join("");
}

/** The hello as sent (`messages.text(messages.Hello(name, combatant))`): the player's name and the
 * combatant's id it plays (null: watching). */
export function helloText(name, combatant = null) {
  const playing = combatant === null ? "null" : quoted(combatant);
  return `{"v":${VERSION},"kind":"hello","name":${quoted(name)},"combatant":${playing}}`;
}

/** Why the game master's phone would drop this hello (`from_player`), in its words; null when it
 * takes it. */
export function helloRefusal(name, combatant = null) {
  const size = sizeOf(helloText(name, combatant), MOST_OFFER);
  for (const most of [MOST_OFFER, MOST_FROM_PLAYER]) {
    if (size > most) return `A message of ${size} bytes is over the ${most} allowed.`;
  }
  try {
    words(name, "name", PLAYER_NAME_LONGEST);
  } catch (error) {
    return error.message;
  }
  if (CONTROL.test(name)) return "name must hold no control characters.";
  if (combatant !== null && (typeof combatant !== "string" || !ID.test(combatant))) {
    return "combatant must be a combatant's id such as “c1”.";
  }
  return null;
}
