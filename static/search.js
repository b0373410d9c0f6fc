// pyrules: the home screen's search. Finds every calculator, reference table, table row and
// erratum of the four rulesets by the words a player types, ranked, those words marked. Its index
// is read from the views the page already has: its own (the dice roller) and each ruleset's
// fragment, fetched the way the page fetches them (app.js) and parsed inert, the first time the
// box is used. Plain JavaScript: it works before Python starts, and offline (the service worker
// keeps the views).
(() => {
  "use strict";
  const LIMIT = 20;      // results shown
  const SNIPPET = 140;   // characters of a snippet
  const LEAD = 24;       // characters kept before a mark that shortening from the start would cut off
  const MOST_WORDS = 40; // different words a query may hold: far more than a player types to find one entry
  const QUOTED = 60;     // characters of the query quoted when nothing is found
  const box = document.getElementById("search");
  if (!box) return;
  const list = document.getElementById("search--results");
  const status = document.getElementById("search--status");
  const offered = document.getElementById("search--offers");  // new cards offered for a weapon no card holds
  let entries = null;    // the index, each entry ready to match, once fetched
  let games = new Map(), unarmed = [];  // each ruleset's game by its key; the games that print no weapon table
  const WEAPON_TABLE = /\bweapons? (listing|table)/i;
  let loading = null;

  // ---- Words: lower case, accents dropped, split at anything not a letter or digit. ----
  function words(text) {
    return String(text || "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
      .split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }
  /** Texts made ready to match: their words run together, with where each word starts and ends
   * and which text it came from, so a typed word can match a word, its start, or words run
   * together ("plasticsheet" finds "plastic sheet"). */
  function prepare(texts) {
    const starts = [], ends = new Set(), part = [];
    let run = "";
    texts.forEach((text, index) => {
      for (const word of words(text)) {
        starts.push(run.length);
        part.push(index);
        run += word;
        ends.add(run.length);
      }
    });
    return { run, starts, ends, part };
  }
  /** How ``typed`` matches prepared texts: {exact: it ends where a word does, part: the text it
   * matched in}, or null. Every match begins where a word begins. */
  function matchWord(typed, prepared) {
    let found = null;
    for (let i = 0; i < prepared.starts.length; i++) {
      const start = prepared.starts[i];
      if (!prepared.run.startsWith(typed, start)) continue;
      const exact = prepared.ends.has(start + typed.length);
      if (exact) return { exact, part: prepared.part[i] };
      if (!found) found = { exact, part: prepared.part[i] };
    }
    return found;
  }
  /** The words of ``text`` as words() reads them, with where each letter came from: the words
   * run together (``run``), where each word starts in it (``starts``), and for each letter of the
   * run the span of ``text`` it was folded from (``from``, ``to``). */
  function lettersOf(text) {
    let folded = "", at = 0;
    const charFrom = [], charTo = [];
    for (const char of text) {
      const bare = char < "\x80" ? char : char.normalize("NFD").replace(/\p{M}/gu, "");  // ASCII folds to itself
      for (let i = 0; i < bare.length; i++) { charFrom.push(at); charTo.push(at + char.length); }
      // An accent written apart from its letter is marked with the letter.
      if (!bare && charTo[charTo.length - 1] === at) charTo[charTo.length - 1] += char.length;
      folded += bare;
      at += char.length;
    }
    // Lower case keeps the length here: İ, the one letter it lengthens, was split by NFD above.
    folded = folded.toLowerCase();
    let run = "";
    const starts = [], from = [], to = [];
    for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
      starts.push(run.length);
      run += word[0];
      for (let i = word.index; i < word.index + word[0].length; i++) { from.push(charFrom[i]); to.push(charTo[i]); }
    }
    return { run, starts, from, to };
  }
  /** Where ``typed`` words match in ``text`` by matchWord's rules (from the start of a word: the
   * word, its start, or words run together, then covering them all): spans [start, end) of
   * ``text`` in order, overlapping ones joined. */
  function marksIn(text, typed) {
    const { run, starts, from, to } = lettersOf(text);
    const spans = [];
    for (const word of typed) {
      for (const start of starts) if (run.startsWith(word, start)) spans.push([from[start], to[start + word.length - 1]]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    const joined = [];
    for (const [start, end] of spans) {
      const last = joined[joined.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else joined.push([start, end]);
    }
    return joined;
  }

  // ---- The index, as entries: what the player reads of each, and what it is found by. ----
  // Where every typed word was found: a title ranks above a row, a row above what an erratum
  // prints, and all of them above words found elsewhere (a calculator's fields, a reading).
  const TIERS = { tool: 0, table: 0, card: 0, row: 1, erratum: 2 }, ELSEWHERE = 3;
  const textOf = (element) => element ? element.textContent : "";
  const textsOf = (root, selector) => Array.from(root.querySelectorAll(selector), textOf);

  /** The words a calculator's form is found by: its fields' labels, help and the choices they
   * offer, each once. */
  function fieldWords(form) {
    const parts = [];
    for (const field of form.querySelectorAll("[data-field]")) {
      parts.push(textOf(field.querySelector(":scope > label, :scope > legend")),
                 textOf(field.querySelector(":scope > .field-help")), ...textsOf(field, "option, .chip > span"));
    }
    return [...new Set(parts.filter(Boolean))];
  }
  /** What search finds in some views of one game (``game``): their calculators (each titled and
   * summed up by its menu entry), reference tables with their rows, and errata (the footnotes
   * that say where their printed text and reading lie), each added to its kind's list. */
  function read(views, game, found) {
    const menu = new Map();
    for (const view of views) {
      for (const link of view.querySelectorAll(".menu a[href^='#']")) menu.set(link.getAttribute("href").slice(1), link);
    }
    for (const view of views) {
      for (const form of view.querySelectorAll("form.tool[data-tool]")) {
        const key = form.dataset.tool, link = menu.get(key);
        const title = textOf(link && link.querySelector("strong")), summary = textOf(link && link.querySelector("span"));
        found.tool.push({ kind: "tool", label: "Calculator", game, title, snippet: summary,
                          head: prepare([title]), bodyTexts: [summary, ...fieldWords(form)], href: "#" + key });
      }
      for (const section of view.querySelectorAll("section.reference[data-key]")) {
        const key = section.dataset.key, title = textOf(section.querySelector("h3"));
        const body = [...textsOf(section, "thead th"), ...textsOf(section, ":scope > p:not(.source)")];
        const table = "#table-" + encodeURIComponent(key);
        found.table.push({ kind: "table", label: "Table " + key, game, title, snippet: body.join(" · "),
                           head: prepare([key, title]), key, bodyTexts: body, href: table });
        section.querySelectorAll("tbody tr").forEach((tr, n) => {
          const cells = Array.from(tr.cells, textOf);
          found.table.push({ kind: "row", label: "Row of " + key, game, title: cells.join(" · "),
                             snippet: key + " " + title, head: prepare(cells), bodyTexts: [key, title],
                             href: `${table}?row=${n + 1}`, table });
        });
        for (const note of section.querySelectorAll(".notes li[data-erratum]")) {
          const text = note.textContent, [a, b, c, d] = note.dataset.erratum.split(" ").map(Number);
          const printed = text.slice(a, b), reading = text.slice(c, d);
          found.erratum.push({ kind: "erratum", label: "Erratum", game, title: printed,
                               snippet: `${key} ${title}: ${reading}`, head: prepare([printed]),
                               bodyTexts: [reading, key], href: table });
        }
      }
    }
  }
  /** The index: the page's own views (a calculator of every game), then each ruleset's views
   * (``fragments``: their names and texts, in the rulesets' order), as entries in the order
   * calculators, tables with their rows, errata, which breaks ties in ranking. */
  function entriesOf(fragments) {
    const found = { tool: [], table: [], erratum: [] };
    const own = Array.from(document.querySelectorAll("[data-view]")).filter((view) => !window.pyrulesFragments.of(view.id));
    read(own, "Every game", found);
    const parser = new DOMParser();  // inert: no script of a fragment runs, no image of it loads
    for (const [name, html] of fragments) {
      const views = Array.from(parser.parseFromString(html, "text/html").querySelectorAll("[data-view]"));
      const home = views.find((view) => view.id === name);
      games.set(name, textOf(home && home.querySelector(":scope > h1")));
      read(views, games.get(name), found);
    }
    const out = [...found.tool, ...found.table, ...found.erratum];
    out.forEach((entry, order) => { entry.order = order; entry.body = prepare(entry.bodyTexts); });
    unarmed = [...games].filter(([name, game]) => !out.some((entry) => entry.kind === "table"
      && entry.game === game && WEAPON_TABLE.test(entry.title))).map(([, game]) => game);
    return out;
  }
  /** The game master's own character cards, as kept on this device and read afresh at each
   * search: each found by its name and its attack lines ("broadsword"), opening its tracker. */
  function cardEntries() {
    const cards = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i), match = /^pyrules\.member\.([a-z]+)\.m\d+$/.exec(key || "");
      if (!match || !games.has(match[1])) continue;
      let card;
      try { card = JSON.parse(localStorage.getItem(key)); } catch (error) { continue; }  // damaged: the tracker keeps it aside
      if (!card || typeof card.name !== "string") continue;
      const attacks = Array.isArray(card.attacks) ? card.attacks.filter((line) => typeof line === "string") : [];
      cards.push({ kind: "card", label: "Character card", game: games.get(match[1]), title: card.name,
                   snippet: attacks.join(" · "), head: prepare([card.name]), bodyTexts: attacks,
                   body: prepare(attacks), href: `#${match[1]}-tracker`, order: entries.length + cards.length });
    }
    return cards;
  }

  /** A word or two that may name a weapon no card holds yet ("broadsword"): a new card with it
   * offered in each game that lists it in a weapon table, or, when none does, in each game that
   * prints no weapon table; never when a card already holds it. */
  function cardOffers(text, found) {
    if (!offered || words(text).length > 3 || found.some(({ entry }) => entry.kind === "card")) return [];
    const listed = new Set(found.filter(({ entry }) => entry.kind === "row" && WEAPON_TABLE.test(entry.bodyTexts[1]))
      .map(({ entry }) => entry.game));
    const offeredIn = listed.size ? [...listed] : unarmed;
    return [...games].filter(([, game]) => offeredIn.includes(game)).map(([name, game]) => ({
      entry: { kind: "offer", label: "New character card", game, title: `A card with “${text}”`,
               snippet: "Opens its tracker's card form with this attack line; fill in the rest.",
               href: `#${name}-tracker?card=${encodeURIComponent(text)}` },
      bodyPart: null, typed: [] }));
  }

  // ---- Matching and ranking. ----
  /** How well ``entry`` matches every typed word, as a list compared in order (smaller first),
   * or null when one of them matches nothing: more whole words before starts of words (so that
   * what was typed in full counts most), then by TIERS, a row whose first cells match first,
   * shorter first. */
  function score(entry, typed) {
    let exact = 0, inHead = 0, cell = Infinity, bodyPart = null;
    for (const word of typed) {
      const head = matchWord(word, entry.head);
      const hit = head || matchWord(word, entry.body);
      if (!hit) return null;
      if (head) { inHead++; cell = Math.min(cell, head.part); }
      else if (bodyPart === null) bodyPart = hit.part;
      if (hit.exact) exact++;
    }
    const tier = inHead === typed.length ? TIERS[entry.kind] : ELSEWHERE;
    return { rank: [-exact, tier, entry.kind === "row" ? cell : 0, entry.title.length, entry.order], bodyPart };
  }
  function before(a, b) {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  }
  /** The best matches of what was typed: each word as typed, or all of them run together, with
   * the words that matched (``typed``). */
  function search(text) {
    // A word typed twice asks no more than once, and a query of more different words than
    // MOST_WORDS finds nothing (the player is told to type fewer): a paste of thousands of words
    // is answered as quickly as a short query.
    const typed = [...new Set(words(text))];
    if (!typed.length || typed.length > MOST_WORDS) return [];
    const together = [typed.join("")], found = [];
    for (const entry of [...entries, ...cardEntries()]) {
      let best = score(entry, typed), by = typed;
      if (typed.length > 1) {
        const joined = score(entry, together);
        if (joined && (!best || before(joined.rank, best.rank) < 0)) { best = joined; by = together; }
      }
      if (best) found.push({ entry, typed: by, ...best });
    }
    return found.sort((a, b) => before(a.rank, b.rank));
  }

  // ---- The results: a list of links, each with its kind, its game and a snippet, the words that
  // matched marked. ----
  /** What is shown of ``text`` and its ``marks``: all of it when short, else SNIPPET characters
   * with "…" for what is left out: from its start, or, when that would cut off the first mark,
   * from the word a little before it. The marks move with the text and are cut to what is shown. */
  function shorten(text, marks) {
    if (text.length <= SNIPPET) return { text, marks };
    let from = 0;
    if (marks.length && marks[0][1] > SNIPPET - 1) {
      const first = marks[0][0];
      from = Math.max(0, Math.min(first - LEAD, text.length - (SNIPPET - 1)));
      const space = text.slice(from, first).search(/\s/);
      if (from && !/\s/.test(text[from - 1]) && space >= 0) from += space + 1;
    }
    const head = from ? "…" : "", room = SNIPPET - head.length;
    const body = from + room >= text.length ? text.slice(from) : text.slice(from, from + room - 1).trimEnd();
    const shown = head + body + (from + body.length < text.length ? "…" : "");
    const moved = marks.map(([start, end]) => [Math.max(start - from, 0) + head.length,
                                                Math.min(end - from, body.length) + head.length]);
    return { text: shown, marks: moved.filter(([start, end]) => start < end) };
  }
  /** A span of ``className`` showing ``text``, its ``marks`` in <mark>: built of text nodes, so
   * nothing the views hold is read as markup. */
  function span(className, text, marks = []) {
    const element = document.createElement("span");
    element.className = className;
    let at = 0;
    for (const [start, end] of marks) {
      const mark = document.createElement("mark");
      mark.textContent = text.slice(start, end);
      if (start > at) element.append(text.slice(at, start));
      element.append(mark);
      at = end;
    }
    if (at < text.length) element.append(text.slice(at));
    return element;
  }
  /** A result's line of ``className``: ``text`` shortened, the ``typed`` words marked. A table's
   * key (``lead``) is matched before its title, as the search matched them: a key typed to run into
   * the title ("g13hit") marks the title's part ("Hit"); the key itself is shown in the kind line. */
  function marked(className, text, typed, lead = "") {
    const offset = lead ? lead.length + 1 : 0;
    const marks = marksIn(lead ? `${lead} ${text}` : text, typed)
      .map(([start, end]) => [Math.max(start - offset, 0), end - offset]).filter(([start, end]) => start < end);
    const shown = shorten(text, marks);
    return span(className, shown.text, shown.marks);
  }
  /** Names in a sentence: "A", "A and B", "A, B and C". */
  function said(names) {
    return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  }
  function show() {
    const text = box.value.trim();
    list.replaceChildren();
    if (offered) offered.replaceChildren();
    if (!text) { status.textContent = ""; return; }
    if (!entries) { status.textContent = "Getting the index ready…"; return; }
    const found = search(text);
    const quoted = text.length > QUOTED ? `${text.slice(0, QUOTED - 1).trimEnd()}…` : text;
    // A word or two found nowhere may be a weapon's name: say where weapons are not printed.
    const weapons = unarmed.length && words(text).length <= 3
      ? ` ${said(unarmed)} print${unarmed.length === 1 ? "s" : ""} no weapon table: `
      + "a weapon is written on a character card's attack line, which search finds. Start a card with it below." : "";
    status.textContent = !found.length ? `Nothing found for “${quoted}”. Try fewer words or the start of a word.${weapons}`
      : found.length === 1 ? "1 match" : found.length <= LIMIT ? `${found.length} matches`
      : `The ${LIMIT} best of ${found.length} matches`;
    const offers = cardOffers(text, found);
    for (const { entry, bodyPart, typed } of [...found.slice(0, LIMIT), ...offers]) {
      const link = document.createElement("a");
      link.href = entry.href;
      if (entry.table) link.dataset.table = entry.table;
      const snippet = bodyPart !== null && entry.kind !== "row" ? entry.bodyTexts[bodyPart] : entry.snippet;
      link.append(marked("search-title", entry.title, typed, entry.key),
                  span("search-kind", `${entry.label} · ${entry.game}`));
      if (snippet) link.append(marked("search-snippet", snippet, typed));
      const item = document.createElement("li");
      item.append(link);
      (entry.kind === "offer" ? offered : list).append(item);
    }
  }
  function load() {
    if (!loading) {
      const { names, text } = window.pyrulesFragments;
      loading = Promise.all(names.map((name) => text(name).then((html) => [name, html]))).then((fragments) => {
        const started = performance.now();
        entries = entriesOf(fragments);
        window.pyrulesSearchIndexMs = performance.now() - started;  // how long reading the views took
        show();
      }, () => {
        loading = null;  // tried again at the next use of the box
        status.textContent = "The search could not be loaded. Check the connection, then type again.";
      });
    }
    return loading;
  }

  // ---- Typing, arrow keys, Enter and a tap open a match. ----
  const links = () => Array.from(list.querySelectorAll("a"));
  box.addEventListener("focus", load);
  box.addEventListener("input", () => { load(); show(); });
  box.addEventListener("keydown", (event) => {
    const first = links()[0];
    if (event.key === "ArrowDown" && first) { event.preventDefault(); first.focus(); }
    else if (event.key === "Enter" && first) { event.preventDefault(); first.click(); }
  });
  list.addEventListener("keydown", (event) => {
    const all = links(), at = all.indexOf(document.activeElement);
    if (at < 0) return;
    if (event.key === "ArrowDown") { event.preventDefault(); all[Math.min(at + 1, all.length - 1)].focus(); }
    else if (event.key === "ArrowUp") { event.preventDefault(); (at ? all[at - 1] : box).focus(); }
    else if (event.key === "Escape") { box.focus(); }
  });
  // A row's address opens the row where the page knows rows; where it does not (it showed the
  // home screen instead), the row's table opens.
  list.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-table]");
    if (!link) return;
    document.addEventListener("pyrules:view", (shown) => {
      if (shown.detail.view === "home") location.replace(link.dataset.table);
    }, { once: true });
  });
})();
