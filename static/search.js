// pyrules: the home screen's search. Finds every calculator, reference table, table row and
// erratum of the four rulesets by the words a player types, ranked, from the index the build
// writes (search.json, tools/search_index.py), fetched the first time the box is used. Plain
// JavaScript: it works before Python starts, and offline (the service worker keeps the index).
(() => {
  "use strict";
  const LIMIT = 20;      // results shown
  const SNIPPET = 140;   // characters of a snippet
  const box = document.getElementById("search");
  if (!box) return;
  const list = document.getElementById("search--results");
  const status = document.getElementById("search--status");
  let entries = null;    // the index, each entry ready to match, once fetched
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

  // ---- The index, as entries: what the player reads of each, and what it is found by. ----
  // Where every typed word was found: a title ranks above a row, a row above what an erratum
  // prints, and all of them above words found elsewhere (a calculator's fields, a reading).
  const TIERS = { tool: 0, table: 0, row: 1, erratum: 2 }, ELSEWHERE = 3;
  function fill(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name]));
  }
  function entriesOf(index) {
    const out = [];
    const game = (place) => place === null ? "Every game" : index.rulesets[place];
    const add = (entry) => { entry.order = out.length; out.push(entry); };
    for (const [place, key, title, summary, fields] of index.tools) {
      add({ kind: "tool", label: "Calculator", game: game(place), title, snippet: summary,
            head: prepare([title]), bodyTexts: [summary, ...fields.split(index.part)],
            href: fill(index.opens.tool, { key }) });
    }
    for (const [place, key, title, body, rows] of index.tables) {
      add({ kind: "table", label: "Table " + key, game: game(place), title, snippet: body,
            head: prepare([key, title]), bodyTexts: body.split(index.part), href: fill(index.opens.table, { key }) });
      rows.forEach((row, n) => {
        const cells = row.split(index.cell);
        add({ kind: "row", label: "Row of " + key, game: game(place), title: cells.join(" · "),
              snippet: key + " " + title, head: prepare(cells), bodyTexts: [key, title],
              href: fill(index.opens.row, { key, row: n + 1 }), table: fill(index.opens.table, { key }) });
      });
    }
    const titles = new Map(index.tables.map(([, key, title]) => [key, key + " " + title]));
    for (const [place, key, printed, reading] of index.errata) {
      add({ kind: "erratum", label: "Erratum", game: game(place), title: printed,
            snippet: `${titles.get(key) || key}: ${reading}`, head: prepare([printed]), bodyTexts: [reading, key],
            href: fill(index.opens.table, { key }) });
    }
    for (const entry of out) entry.body = prepare(entry.bodyTexts);
    return out;
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
  /** The best matches of what was typed: each word as typed, or all of them run together. */
  function search(text) {
    const typed = words(text);
    if (!typed.length) return [];
    const found = [];
    for (const entry of entries) {
      let best = score(entry, typed);
      if (typed.length > 1) {
        const together = score(entry, [typed.join("")]);
        if (together && (!best || before(together.rank, best.rank) < 0)) best = together;
      }
      if (best) found.push({ entry, ...best });
    }
    return found.sort((a, b) => before(a.rank, b.rank));
  }

  // ---- The results: a list of links, each with its kind, its game and a snippet. ----
  function shorten(text) {
    return text.length > SNIPPET ? text.slice(0, SNIPPET - 1).trimEnd() + "…" : text;
  }
  function span(className, text) {
    const element = document.createElement("span");
    element.className = className;
    element.textContent = text;
    return element;
  }
  function show() {
    const text = box.value.trim();
    list.replaceChildren();
    if (!text) { status.textContent = ""; return; }
    if (!entries) { status.textContent = "Getting the index ready…"; return; }
    const found = search(text);
    status.textContent = !found.length ? `Nothing found for “${text}”. Try fewer words or the start of a word.`
      : found.length === 1 ? "1 match" : found.length <= LIMIT ? `${found.length} matches`
      : `The ${LIMIT} best of ${found.length} matches`;
    for (const { entry, bodyPart } of found.slice(0, LIMIT)) {
      const link = document.createElement("a");
      link.href = entry.href;
      if (entry.table) link.dataset.table = entry.table;
      const snippet = bodyPart !== null && entry.kind !== "row" ? entry.bodyTexts[bodyPart] : entry.snippet;
      link.append(span("search-title", shorten(entry.title)), span("search-kind", `${entry.label} · ${entry.game}`));
      if (snippet) link.append(span("search-snippet", shorten(snippet)));
      const item = document.createElement("li");
      item.append(link);
      list.append(item);
    }
  }
  function load() {
    if (!loading) {
      const url = "./search.json?build=" + document.documentElement.dataset.build;
      loading = fetch(url).then((response) => {
        if (!response.ok) throw new Error("status " + response.status);
        return response.json();
      }).then((index) => { entries = entriesOf(index); show(); }, () => {
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
