// pyrules: what the page does before (and without) Python: the router, the theme, the
// reference tables' search and sort, the boot banner, the service worker. No rules here.
(() => {
  "use strict";
  const $ = (sel, root = document) => root.querySelector(sel);
  const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));
  // Names Python and the quick start share with this script, written in by the build from one place.
  const SHARED = __SHARED__;

  // ---- Views: the home and dice views come with the page; each ruleset's views are a fragment
  // of their own, fetched the first time one of them is opened (the service worker keeps them),
  // so the page a phone parses before anything else is small. ----
  const FRAGMENTS = JSON.parse($("#view-fragments").textContent);  // address -> its ruleset's fragment
  const fragments = new Map();  // fragment -> the promise of its views in the page
  const placed = new Set();     // fragments whose views are in the page
  const names = new Set(Object.values(FRAGMENTS));
  /** The fragment holding ``id``: a view or table it lists, or else any id its ruleset's key starts. */
  function fragmentOf(id) {
    if (Object.hasOwn(FRAGMENTS, id)) return FRAGMENTS[id];
    const key = id.split("-")[0];
    return names.has(key) ? key : null;
  }
  const texts = new Map();      // fragment -> the promise of its text, fetched once
  /** A fragment's text, fetched once for the page and for the home screen's search (search.js),
   * which reads the same views. */
  function fragmentText(name) {
    if (!texts.has(name)) {
      const url = `./views/${encodeURIComponent(name)}.html?build=${document.documentElement.dataset.build}`;
      const early = window.pyrulesFirstViews;  // fetched by the page's head for the address it opened at
      const text = early && early.name === name && !early.used ? (early.used = true, early.text)
        : fetch(url).then((response) => {
          if (!response.ok) throw new Error("status " + response.status);
          return response.text();
        });
      texts.set(name, text);
      text.catch(() => { if (texts.get(name) === text) texts.delete(name); });  // fetched again when next asked
    }
    return texts.get(name);
  }
  window.pyrulesFragments = { names: Array.from(names), of: fragmentOf, text: fragmentText };
  function loadFragment(name) {
    if (!fragments.has(name)) {
      fragments.set(name, fragmentText(name).then((html) => placeFragment(name, html), (error) => {
        fragments.delete(name); // tried again at the next visit to one of its views
        throw error;
      }));
    }
    return fragments.get(name);
  }
  function placeFragment(name, html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    const views = Array.from(template.content.children);
    $("#main").append(template.content);
    placed.add(name);
    for (const view of views) setupViews(view);
    document.dispatchEvent(new CustomEvent("pyrules:views", { detail: { fragment: name } }));
  }
  /** What the page does for views wherever they come from: the page's own, or a fragment's. */
  function setupViews(root) {
    setupPinnedAnswers(root);
    setupTables(root);
    setupUsedTables(root);
    setupConditionalFields(root);
    if (ready) enableTools(root);
  }

  // ---- Router: every view has its own address (#dice, #gurps-skill, #table-G2). ----
  function viewFor(id) {
    const target = id && document.getElementById(id);
    if (!target) return null;
    return target.closest("[data-view]");
  }
  function show(initial) {
    let id = "home";
    // A link's query follows its view's id (#gurps-skill?base=12, #table-G2?row=5): the view is the part before it.
    try { id = decodeURIComponent(location.hash.slice(1).split("?")[0]) || "home"; } catch (e) { /* a malformed address opens home */ }
    const fragment = document.getElementById(id) ? null : fragmentOf(id);
    if (fragment && !placed.has(fragment)) {
      loadFragment(fragment).then(() => show(initial), () => {
        notice("This page could not be loaded. Check the connection, then open it again.");
        showView($("#home"), id, initial);
      });
      return;
    }
    showView(viewFor(id) || $("#home"), id, initial);
  }
  function notice(text) {
    const banner = $("#notice");
    banner.textContent = text;
    banner.hidden = false;
  }
  function showView(view, id, initial) {
    for (const v of $$("[data-view]")) v.hidden = v !== view;
    // Said on the body for the style sheet: a selector asking which view is shown (body:has(…))
    // would be checked against the whole page at every change of anything in it.
    document.body.dataset.showing = view.id;
    if (initial) window.pyrulesShownAt = performance.now();
    const top = view.id.split("-")[0];
    for (const a of $$(".tabs a")) {
      if (a.getAttribute("href") === "#" + top) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    }
    document.title = (view.id === "home" ? "" : $("h1", view).textContent + " · ") + "pyrules";
    rememberWhereFrom(view, initial);
    placeBeside(view);
    const target = document.getElementById(id);
    if (target && target !== view) target.scrollIntoView();
    else if (!initial) { window.scrollTo(0, 0); const h = $("h1", view); if (h) h.focus({ preventScroll: true }); }
    document.dispatchEvent(new CustomEvent("pyrules:view", { detail: { view: view.id } }));
  }
  window.addEventListener("hashchange", () => show(false));

  // ---- Back: to where the player came from (a tracker, a calculator), not always the menu. ----
  // Each address the app moves to remembers in its history entry the view shown before it (an
  // entry within the same view, a table of the tables view, carries on its view's and counts one
  // more step), so a view's back link goes back there through the browser's own history and the
  // browser's Back button agrees. A view opened directly goes back to its parent.
  let shownView = null, shownState = null;
  function rememberWhereFrom(view, initial) {
    const state = history.state;
    if (!initial && shownView && (state === null || typeof state !== "object" || !state.pyrulesFrom)) {
      const beside = $("[data-view][data-beside]");
      if (view.id !== shownView && beside && beside.id === trackerOf(view)) {
        // From one calculator to another with their tracker beside: Back still goes to the tracker.
        history.replaceState({ pyrulesFrom: beside.id, pyrulesSteps: ((shownState && shownState.pyrulesSteps) || 0) + 1 }, "");
      } else if (view.id !== shownView) history.replaceState({ pyrulesFrom: shownView, pyrulesSteps: 1 }, "");
      else if (shownState && shownState.pyrulesFrom) {
        history.replaceState({ pyrulesFrom: shownState.pyrulesFrom, pyrulesSteps: shownState.pyrulesSteps + 1 }, "");
      }
    }
    shownView = view.id;
    shownState = history.state;
    const back = $(":scope > a.back", view);
    if (!back) return;
    if (!back.dataset.parent) back.dataset.parent = back.getAttribute("href");
    const from = cameFrom();
    back.setAttribute("href", from ? "#" + from : back.dataset.parent);
  }
  /** The view the shown one was opened from, if it is still in the page; else null. */
  function cameFrom() {
    const state = history.state;
    const from = state && typeof state === "object" ? state.pyrulesFrom : null;
    return typeof from === "string" && from !== shownView && viewFor(from) ? from : null;
  }

  // ---- A tablet or laptop: the tracker beside a calculator opened from it. ----
  // A calculator opened from its ruleset's tracker (a combatant's numbers, a card's attack) keeps
  // the tracker shown beside it where the screen is wide enough (the style sheet decides), so a
  // wound applied is seen to land; another of the ruleset's calculators opened from there keeps it.
  /** The id of the tracker of the calculator ``view`` (null when the view holds no calculator). */
  function trackerOf(view) {
    return $("form.tool[data-tool]", view) ? view.id.split("-")[0] + "-tracker" : null;
  }
  function placeBeside(view) {
    const from = cameFrom();
    const tracker = from && from === trackerOf(view) ? viewFor(from) : null;
    for (const v of $$("[data-view][data-beside]")) if (v !== tracker) delete v.dataset.beside;
    document.body.classList.toggle("with-beside", Boolean(tracker));
    if (tracker) {
      tracker.dataset.beside = "";
      tracker.hidden = false;
      // Its column opens at the combatant whose numbers the calculator was opened with.
      const opened = $('li.combatant:has(button.who[aria-expanded="true"])', tracker);
      if (opened && tracker.scrollHeight > tracker.clientHeight) {
        tracker.scrollTop += opened.getBoundingClientRect().top - tracker.getBoundingClientRect().top - 8;
      }
    }
  }
  function setupBackLinks() {
    document.addEventListener("click", (event) => {
      const back = event.target.closest && event.target.closest("a.back");
      if (!back || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const from = cameFrom();
      if (!from || back.getAttribute("href") !== "#" + from) return;
      event.preventDefault();
      history.go(-(history.state.pyrulesSteps || 1));
    });
  }

  // ---- Theme: light, dark or the system's; remembered. ----
  const THEME_KEY = SHARED.storePrefix + SHARED.themeKey;
  function applyTheme(value) {
    if (value === "light" || value === "dark") document.documentElement.dataset.theme = value;
    else delete document.documentElement.dataset.theme;
  }
  function setupTheme() {
    const select = $("#theme");
    let stored = "system";
    try { stored = localStorage.getItem(THEME_KEY) || "system"; } catch (e) { /* storage unavailable */ }
    select.value = stored;
    select.addEventListener("change", () => {
      applyTheme(select.value);
      try { localStorage.setItem(THEME_KEY, select.value); } catch (e) { /* kept for this visit */ }
    });
  }

  // ---- Quick start: on unless the player turns it off (the kept copy then goes). ----
  const QUICK_START_KEY = SHARED.quickStartSetting;
  const QUICK_START_CACHE = SHARED.quickStartCache;
  const QUICK_START_KEPT = SHARED.quickStartKept;  // the build whose snapshot is kept
  function setupQuickStart() {
    const box = $("#quick-start"), state = $("#quick-start-state");
    if (!box) return;
    const possible = "caches" in window && typeof Worker === "function";
    let wanted = possible;
    try { wanted = possible && localStorage.getItem(QUICK_START_KEY) !== "false"; } catch (e) { wanted = false; }
    box.checked = wanted;
    box.disabled = !possible;
    const describe = () => {
      if (!possible) { state.textContent = "This browser cannot keep a quick start."; return; }
      if (!box.checked) { state.textContent = "Off: every visit starts the ordinary way."; return; }
      let kept = false;
      try { kept = localStorage.getItem(QUICK_START_KEPT) === document.documentElement.dataset.build; } catch (e) { /* none */ }
      state.textContent = kept ? "On: the next visit starts quickly."
        : "On: a quick start is prepared after the app is ready.";
    };
    describe();
    document.addEventListener("pyrules:ready", describe);
    box.addEventListener("change", () => {
      try { localStorage.setItem(QUICK_START_KEY, box.checked ? "true" : "false"); } catch (e) { /* this visit only */ }
      if (!box.checked) {
        try { localStorage.removeItem(QUICK_START_KEPT); } catch (e) { /* nothing kept */ }
        caches.delete(QUICK_START_CACHE).then(describe, describe);
      }
      else describe();
    });
  }

  // ---- Reference tables: search rows, sort by a column. ----
  function setupTables(root) {
    for (const input of $$("input[data-filter]", root)) {
      const scope = document.getElementById(input.dataset.filter);
      input.addEventListener("input", () => {
        const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
        for (const section of $$(".reference", scope)) {
          const title = section.querySelector("h3").textContent.toLowerCase();
          let shown = 0;
          for (const tr of $$("tbody tr", section)) {
            const text = title + " " + tr.textContent.toLowerCase();
            const match = words.every((w) => text.includes(w));
            tr.hidden = !match;
            if (match) shown++;
          }
          const rows = $$("tbody tr", section).length;
          const textMatch = words.every((w) => section.textContent.toLowerCase().includes(w));
          section.hidden = words.length > 0 && (rows ? shown === 0 : !textMatch);
        }
      });
    }
    for (const table of $$("table[data-sortable]", root)) {
      $$("thead th", table).forEach((th, column) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = th.textContent;
        th.textContent = "";
        th.appendChild(button);
        th.setAttribute("aria-sort", "none");
        button.addEventListener("click", () => sortTable(table, column, th));
      });
    }
  }
  // Fields shown only while others hold given values (data-when="maneuver:aim;roll_for:ranged").
  function setupConditionalFields(root) {
    function value(form, name) {
      const box = form.querySelector(`input[type=checkbox][name="${name}"]`);
      if (box) return box.checked ? "true" : "false"; // a flag reads as the rules read it
      const checked = form.querySelector(`[name="${name}"]:checked`);
      if (checked) return checked.value;
      const control = form.querySelector(`[name="${name}"]`);
      return control ? control.value : "";
    }
    function refresh(form) {
      for (const field of $$("[data-when]", form)) {
        field.hidden = !field.dataset.when.split(";").every((rule) => {
          const [name, values] = rule.split(":");
          return values.split(",").includes(value(form, name));
        });
      }
    }
    for (const form of $$("form", root)) {
      if (!form.querySelector("[data-when]")) continue;
      refresh(form);
      form.addEventListener("input", () => refresh(form));
      form.addEventListener("reset", () => setTimeout(() => refresh(form)));
      if (!ready) document.addEventListener("pyrules:ready", () => refresh(form), { once: true });
    }
  }

  // A tool's "tables this uses": copies of the tables view's own, made when first opened.
  function setupUsedTables(root) {
    for (const details of $$("details.used-tables", root)) {
      details.addEventListener("toggle", () => {
        const slot = $(".copies", details);
        if (!details.open || slot.childElementCount) return;
        for (const key of details.dataset.tables.split(" ")) {
          const original = document.getElementById("table-" + key);
          if (!original) continue;
          const copy = original.cloneNode(true);
          copy.removeAttribute("id");
          copy.hidden = false;
          for (const row of $$("tr[hidden]", copy)) row.hidden = false;
          for (const th of $$("th", copy)) th.textContent = th.textContent;
          $("table", copy)?.removeAttribute("data-sortable");
          slot.appendChild(copy);
        }
      });
    }
  }
  function sortKey(text) {
    const n = parseFloat(text.replace(/[^0-9.+-]/g, ""));
    return Number.isNaN(n) ? text.toLowerCase() : n;
  }
  function sortTable(table, column, th) {
    const ascending = th.getAttribute("aria-sort") !== "ascending";
    for (const other of $$("thead th", table)) other.setAttribute("aria-sort", "none");
    th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    const body = table.tBodies[0];
    const rows = Array.from(body.rows);
    rows.forEach((row, i) => { if (!row.dataset.order) row.dataset.order = i; });
    rows.sort((a, b) => {
      const x = sortKey(a.cells[column]?.textContent || ""), y = sortKey(b.cells[column]?.textContent || "");
      const cmp = typeof x === typeof y ? (x < y ? -1 : x > y ? 1 : 0) : typeof x === "number" ? -1 : 1;
      return (ascending ? cmp : -cmp) || a.dataset.order - b.dataset.order;
    });
    for (const row of rows) body.appendChild(row);
  }

  // ---- Table rows by address: #table-A7?row=5 opens the table at its fifth row as printed,
  // highlighted; a tapped row is highlighted too and offers its link. ----
  /** Why table ``key`` of ``count`` rows has no row numbered ``digits`` (as the address wrote
   * it), in a player's words; "" when it has that row. */
  function noSuchRow(key, count, digits) {
    const n = Number(digits);
    if (n >= 1 && n <= count) return "";
    const rows = count === 1 ? "1 row" : count + " rows";
    if (!count) return `Table ${key} has no rows to link to: it is shown whole.`;
    if (n < 1) return `Table ${key} has ${rows}, numbered from 1: there is no row 0.`;
    const asked = digits.replace(/^0+/, "");
    return `Table ${key} has ${rows}: row ${asked.length > 9 ? asked.slice(0, 9) + "…" : asked} is past its end.`;
  }
  function setupRowLinks() {
    let marked = null;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "row-link";  // its label is drawn by the stylesheet: the cell's text stays the row's
    button.setAttribute("aria-label", "Copy the link to this row");
    /** The row numbered ``n`` as printed (1 is the first), however the table is sorted. */
    function rowAt(section, n) {
      const body = $("table.ref tbody", section);
      const rows = body ? Array.from(body.rows) : [];
      if (rows.length && rows[0].dataset.order !== undefined) return rows.find((tr) => Number(tr.dataset.order) === n - 1) || null;
      return rows[n - 1] || null;
    }
    function numberOf(tr) {
      return tr.dataset.order !== undefined ? Number(tr.dataset.order) + 1 : Array.from(tr.parentNode.rows).indexOf(tr) + 1;
    }
    function mark(tr) {
      if (marked) marked.classList.remove("row-linked");
      marked = tr;
      tr.classList.add("row-linked");
      tr.cells[0].prepend(button);
    }
    function say(content, lasts) {
      for (const old of $$(".link-toast")) old.remove();
      const toast = document.createElement("div");
      toast.className = "link-toast";
      toast.setAttribute("role", "status");
      toast.append(...content);
      document.body.append(toast);
      setTimeout(() => toast.remove(), lasts);
      return toast;
    }
    function copy(url) {
      const copied = navigator.clipboard && window.isSecureContext ? navigator.clipboard.writeText(url) : Promise.reject();
      copied.then(() => say(["Link copied"], 2500), () => {
        const box = document.createElement("input");
        box.type = "text";
        box.readOnly = true;
        box.value = url;
        box.className = "link-text";
        box.setAttribute("aria-label", "The link to this row");
        say(["Copy this link:", box], 20000);
        box.select();
      });
    }
    document.addEventListener("pyrules:view", () => {
      const [id, query = ""] = location.hash.slice(1).split("?");
      const wanted = /^(?:.*&)?row=(\d+)(?:&|$)/.exec(query);
      let section = null;
      try { section = wanted && document.getElementById(decodeURIComponent(id)); } catch (e) { /* a malformed address */ }
      if (!section || !section.matches("section.reference")) return;  // no row asked: the table alone
      const count = $$("table.ref tbody tr", section).length;
      const missing = noSuchRow(section.dataset.key, count, wanted[1]);
      if (missing) {  // the table is shown, and why no row is marked in it
        say([missing], 10000);
        history.replaceState(history.state, "", "#" + section.id);  // a reload shows the table, unmarked
        return;
      }
      const tr = rowAt(section, Number(wanted[1]));
      mark(tr);
      tr.scrollIntoView({ block: "center" });
    });
    document.addEventListener("click", (event) => {
      const tr = event.target.closest && event.target.closest("section.reference[id] tbody tr");
      if (!tr) return;
      const section = tr.closest("section.reference");
      const address = "#" + section.id + "?row=" + numberOf(tr);
      if (event.target === button) copy(location.href.split("#")[0] + address);
      else if (tr !== marked) mark(tr);
      history.replaceState(history.state, "", address);  // the address bar (and a reload) shows this row too
    });
  }

  // ---- Boot: say the calculators are getting ready; say plainly if they cannot. ----
  let ready = false;
  function bootFailed(reason) {
    if (ready) return;
    const boot = $("#boot");
    boot.classList.add("failed");
    $("#boot-text").textContent =
      "The calculators could not start (" + reason + "). The reference tables below still work; " +
      "try reloading, or a current browser.";
    const bar = $("progress", boot);
    if (bar) bar.remove();
    if (savedKeys().length) $(".boot-rescue", boot).hidden = false;
    document.documentElement.dataset.python = "failed";
  }

  function enableTools(root) {
    for (const body of $$("fieldset.tool-body", root)) body.disabled = false;
    for (const waiting of $$(".answer .waiting", root)) waiting.remove();
  }

  // ---- When Python cannot start: the saved data can still be downloaded, or cleared. ----
  // Plain JavaScript, so that nothing stored can lock a player out of their own data.
  function savedKeys() {
    try {
      return Object.keys(localStorage).filter((key) => key.startsWith(SHARED.storePrefix));
    } catch (error) {
      return [];
    }
  }
  function rescueFile() {
    // A whole-app backup file marked "rescued": the app restores its readable parts and keeps
    // any part it cannot read aside, so this file is always restorable.
    const data = {}, aside = {};
    for (const full of savedKeys()) {
      const raw = localStorage.getItem(full);
      if (full.startsWith(SHARED.asidePrefix)) { aside[full.slice(SHARED.asidePrefix.length)] = raw; continue; }
      const key = full.slice(SHARED.storePrefix.length);
      if (key === SHARED.themeKey) { data[key] = raw; continue; }
      try { data[key] = JSON.parse(raw); } catch (error) { aside[key] = raw; }
    }
    return JSON.stringify({ pyrules: SHARED.backupKind, version: SHARED.backupVersion, saved: Math.floor(Date.now() / 1000),
      rescued: true, data, kept_aside: aside }, null, 1);
  }
  function setupRescue() {
    $("#boot-download").addEventListener("click", () => {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([rescueFile()], { type: "application/json" }));
      link.download = "pyrules-everything-" + new Date().toISOString().slice(0, 10) + ".json";
      document.body.appendChild(link);
      link.click();
      link.remove();
    });
    $("#boot-reset").addEventListener("click", () => {
      if (!confirm("Start afresh? This removes everything pyrules keeps in this browser: encounters, " +
                   "the roster, the roll log and calculator inputs. Download your saved data first to keep it.")) return;
      for (const key of savedKeys()) localStorage.removeItem(key);
      location.reload();
    });
  }
  function setupBoot() {
    if (typeof WebAssembly !== "object") { bootFailed("this browser cannot run WebAssembly"); return; }
    // A runtime file that failed to download (the preloads say so first).
    if (window.pyrulesRuntimeError) bootFailed("a file it needs did not download");
    window.addEventListener("pyrules:runtime-error", () => bootFailed("a file it needs did not download"));
    document.addEventListener("pyrules:ready", () => {
      ready = true;
      $("#boot").classList.remove("failed");
      window.pyrulesReadyAt = performance.now();
      enableTools(document);
      $("#boot").hidden = true;
      document.documentElement.dataset.python = "ready";
    });
    window.addEventListener("error", (event) => {
      if (!ready && /pyodide|pyscript|wasm|python/i.test(String(event.message || event.filename || ""))) bootFailed("it failed to load");
    });
    window.addEventListener("unhandledrejection", (event) => {
      if (!ready) bootFailed(String((event.reason && event.reason.message) || event.reason || "it failed to load").slice(0, 120));
    });
  }

  // ---- Offline: a service worker keeps every file; a new build is offered, never forced. ----
  function setupServiceWorker() {
    if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
    if (!("serviceWorker" in navigator)) return;
    const banner = $("#update");
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (reloading) location.reload();
    });
    function offer(worker) {
      banner.hidden = false;
      $("#update-reload").onclick = () => { reloading = true; worker.postMessage("skip-waiting"); };
      $("#update-later").onclick = () => { banner.hidden = true; };
    }
    // Registered once the page's tools are bound (on a player's phone, once its first table is
    // drawn) and the page is idle: its install downloads every file of the build, which on a first
    // visit would share the network with the files the start waits on.
    const settled = new Promise((done) => {
      const idle = () => (window.requestIdleCallback ? requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 0));
      if (document.documentElement.dataset.tools === "bound") idle();
      else document.addEventListener("pyrules:tools-bound", idle, { once: true });
    });
    settled.then(() => navigator.serviceWorker.register("./sw.js")).then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
        });
      });
    }).catch(() => {});
  }

  // ---- Keep the screen awake while a tracker is open, where the browser allows it. ----
  function setupWakeLock() {
    let lock = null, wanted = false;
    async function acquire() {
      if (!wanted || lock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
      try {
        lock = await navigator.wakeLock.request("screen");
        lock.addEventListener("release", () => { lock = null; });
      } catch (e) { lock = null; /* refused: battery saver, or not allowed */ }
    }
    document.addEventListener("pyrules:view", (event) => {
      wanted = /-(tracker|table-view)$/.test(event.detail.view);
      if (wanted) acquire();
      else if (lock) { lock.release(); lock = null; }
    });
    document.addEventListener("visibilitychange", acquire);
  }

  // ---- A calculator's headline stays pinned in view until its full answer scrolls in. ----
  const answersSeen = "IntersectionObserver" in window && new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const pinned = entry.target.previousElementSibling;
      if (pinned && pinned.classList.contains("pinned")) pinned.classList.toggle("answer-in-view", entry.isIntersecting);
    }
  });
  function setupPinnedAnswers(root) {
    if (answersSeen) for (const answer of $$("form.tool .answer", root)) answersSeen.observe(answer);
  }

  // ---- The keyboard's first stop on a tracker: to the attack of the one who acts. ----
  function setupToActing() {
    $("#to-acting").addEventListener("click", () => {
      const view = $("[data-view]:not([hidden])");
      const acting = view && $("li.combatant.active", view);
      const target = acting && ($(".attack-control button.attack-line", acting) || $("button.who", acting));
      if (target) {
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: "center" });
      } else {
        const heading = view && $("h1", view);
        if (heading) heading.focus();
      }
    });
  }

  setupViews(document);
  setupToActing();
  setupRowLinks();
  setupBackLinks();
  setupWakeLock();
  setupTheme();
  setupQuickStart();
  setupBoot();
  setupRescue();
  show(true);
  setupServiceWorker();
})();
