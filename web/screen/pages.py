"""The page's HTML, rendered from pyrules' own data.

Used by the build (CPython) to pre-render every view, reference table and
calculator form, so the page is readable before Python starts; and in the
browser to render answers. Plain Python: no browser imports.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from pyrules.core.reference import Erratum, ReferenceTable
from pyrules.core.tools import Answer, Tool
from screen import phones_page, table_page, tracker_page, widgets
from screen.why import why_html
from screen.ids import part
from screen.tones import tone_of
from screen.markup import EMPTY, Markup, h, join

if TYPE_CHECKING:
    from pyrules.core.answers import Effect
    from pyrules.core.dice import RollResult
    from pyrules.core.ruleset import Ruleset


def tool_form(tool: Tool, *, form_id: str | None = None, after: dict[str, Markup] | None = None,
              pinned: bool = True) -> Markup:
    """A calculator's form: its fields, its buttons and the answer it announces.

    ``after`` puts more controls after the named fields (the roller's presets after its dice);
    ``pinned`` keeps the headline at the foot of the screen while a long form hides the answer."""
    rolls = tool.rolls or any(f.kind == "roll" for f in tool.fields)
    buttons = [h("button", {"type": "submit", "class": "primary"}, "Roll" if rolls else "Answer"),
               h("button", {"type": "reset", "class": "secondary"}, "Clear"),
               h("button", {"type": "button", "class": "secondary copy-link", "data-copy-link": tool.key}, "Copy link")]
    after = after or {}
    return h("form", {"class": "tool", "id": form_id, "data-tool": tool.key,
                      "data-live": "true" if tool.live else "false", "novalidate": True},
             h("fieldset", {"class": "tool-body", "disabled": True},
               h("legend", {"class": "visually-hidden"}, tool.title),
               [join([widgets.render(tool.key, f), after.get(f.name)]) for f in tool.fields],
               h("div", {"class": "buttons"}, buttons),
               h("p", {"class": "link-said", "id": part(tool.key, "link"), "role": "status"})),
             h("p", {"class": "pinned", "id": part(tool.key, "pinned"), "aria-hidden": "true", "hidden": True})
             if pinned else None,
             h("div", {"class": "answer", "role": "status", "aria-live": "polite", "aria-atomic": "true",
                       "id": part(tool.key, "answer")},
               h("p", {"class": "waiting"}, "The calculator switches on when Python is ready.")))


def answer_html(answer: Answer) -> Markup:
    """An answer: its headline coloured by its outcome, the lines that explain it in words, its detail,
    and where its rules are printed with its footnotes folded behind "Why?"."""
    lines = None
    if answer.lines:
        lines = h("table", {"class": "why"}, h("tbody", {}, [
            h("tr", {}, h("th", {"scope": "row"}, line.label), h("td", {}, line.value),
              h("td", {"class": "note"}, line.note) if line.note else None)
            for line in answer.lines]))
    return join([
        h("p", {"class": f"headline tone-{tone_of(answer.outcome)}"}, answer.headline) if answer.headline else None,
        rolled_html(answer.roll) if answer.roll is not None else None,
        lines,
        [h("p", {"class": "detail"}, d) for d in answer.detail],
        why_html(answer.sources, answer.notes),
    ])


def table_rolls_html(tool_key: str, answer: Answer) -> Markup:
    """Under an answer that calls for rolls on tables (a critical hit's Critical Hit table): a
    button for each, which rolls it in one tap, and where what it came to is said."""
    if not answer.table_rolls:
        return EMPTY
    return h("div", {"class": "table-rolls", "role": "group", "aria-label": "Critical tables"},
             [h("div", {"class": "table-roll"},
                h("button", {"type": "button", "class": "secondary", "data-table-roll": tool_key, "data-index": i},
                  asked.asked),
                h("p", {"class": "table-rolled", "id": part(tool_key, f"table-roll-{i}"), "role": "status"}))
              for i, asked in enumerate(answer.table_rolls)])


def rolled_html(rolled: RollResult) -> Markup:
    """Dice as they fell: the notation, one tile per die, and the total."""
    return join([h("p", {"class": "field-help"}, rolled.notation.text),
                 h("ul", {"class": "dice-tiles", "aria-label": "Dice"},
                   [h("li", {}, ("−" if d.sign < 0 else "") + d.shown, h("small", {}, f"d{d.sides}"))
                    for d in rolled.dice]),
                 h("p", {"class": "total"}, str(rolled.total))])


def apply_html(tool_key: str, effect: Effect, combatants: Sequence[tuple[str, str]], tracker_view: str,
               chosen: str | None = None) -> Markup:
    """Under an answer that wounds: apply it to a combatant of the open encounter, in one tap.

    ``combatants`` are (id, name) pairs; none: a link to the tracker to add some.
    """
    if not combatants:
        return h("div", {"class": "apply"},
                 h("p", {"class": "summary"}, "To apply this to a combatant, add them in the ",
                   h("a", {"href": f"#{tracker_view}"}, "tracker"), "."))
    picker = part(tool_key, "apply-to")
    return h("div", {"class": "apply"},
             h("label", {"for": picker}, "Apply to"),
             h("select", {"id": picker},
               [h("option", {"value": cid, "selected": cid == chosen}, name) for cid, name in combatants]),
             h("button", {"type": "button", "class": "primary", "data-apply": tool_key},
               f"Apply: {effect.summary}"),
             h("p", {"class": "applied", "id": part(tool_key, "applied"), "role": "status"}))


def reference_html(table: ReferenceTable, *, anchor: bool = True, errata: Sequence[Erratum] = ()) -> Markup:
    """A reference table as a reader sees it, with its source and footnotes.

    The footnote of each of ``errata`` (those that touch this table) says where in it the printed
    text and the reading lie (``data-erratum``), so the home screen's search finds the erratum."""
    body = []
    if table.rows:
        head = h("thead", {}, h("tr", {}, [h("th", {"scope": "col"}, c) for c in table.headers])) if table.headers else ""
        rows = h("tbody", {}, [h("tr", {}, [h("td", {}, cell) for cell in row]) for row in table.rows])
        body.append(h("div", {"class": "scroll"}, h("table", {"class": "ref", "data-sortable": "true"}, head, rows)))
    body.extend(h("p", {}, paragraph) for paragraph in table.text)
    spans = {e.footnote: erratum_spans(e) for e in errata}
    notes = h("ol", {"class": "notes"}, [h("li", {"data-erratum": spans.get(n)}, n) for n in table.notes]) \
        if table.notes else ""
    return h("section", {"class": "reference", "id": f"table-{table.key}" if anchor else None,
                         "data-key": table.key},
             h("h3", {}, table.title),
             h("p", {"class": "source"}, f"{table.key} · seed {table.source}"),
             body, notes)


def erratum_spans(erratum: Erratum) -> str:
    """Where an erratum's printed text and its reading lie in its footnote: "start end start end",
    counted as JavaScript counts a string (UTF-16 units), so static/search.js slices them out."""
    footnote = erratum.footnote
    printed = footnote.index(f"“{erratum.printed}”") + 1
    reading = footnote.index(erratum.reading, printed + len(erratum.printed))
    spans = (printed, printed + len(erratum.printed), reading, reading + len(erratum.reading))
    return " ".join(str(len(footnote[:at].encode("utf-16-le")) // 2) for at in spans)


def view(view_id: str, title: str, *content: object, parent: str | None = None, label: str | None = None) -> Markup:
    """A screen of the app, addressed by ``#view_id``, under its one first-level heading; ``label``
    words its link back to ``parent``."""
    back = h("a", {"class": "back", "href": f"#{parent}"}, label or "‹ Back") if parent else None
    return h("section", {"class": "view", "id": view_id, "data-view": view_id, "aria-labelledby": f"{view_id}-title",
                         "hidden": True},
             back, h("h1", {"id": f"{view_id}-title", "tabindex": "-1"}, title), content)


def ruleset_views(ruleset: Ruleset) -> Markup:
    """A ruleset's home (its tools and tables), each tool's view, and its tables view."""
    by_key = {t.key: t for t in ruleset.tables}
    # The tracker first: at the table it is what a game master opens most, one tap from the tab.
    entries = [h("li", {"class": "menu-tracker"},
                 h("a", {"href": f"#{ruleset.key}-tracker"}, h("strong", {}, "Encounter tracker"),
                   h("span", {}, "Turn order, wounds and conditions")))]
    entries += [
        h("li", {}, h("a", {"href": f"#{tool.key}"}, h("strong", {}, tool.title),
                      h("span", {}, tool.summary) if tool.summary else None))
        for tool in ruleset.tools]
    entries.append(h("li", {}, h("a", {"href": f"#{ruleset.key}-tables"}, h("strong", {}, "Reference tables"),
                                 h("span", {}, f"All {len(ruleset.tables)} tables, searchable"))))
    home = view(ruleset.key, ruleset.name,
                h("p", {"class": "summary"}, ruleset.summary) if ruleset.summary else None,
                h("ul", {"class": "menu"}, entries))
    views = [home]
    for tool in ruleset.tools:
        used = [by_key[k] for k in tool.tables if k in by_key]
        # The tables themselves live once, in the tables view; opening this copies them in.
        tables = h("details", {"class": "used-tables", "data-tables": " ".join(t.key for t in used)},
                   h("summary", {}, "Tables this uses: " + ", ".join(t.title for t in used)),
                   h("div", {"class": "copies"})) if used else None
        views.append(view(tool.key, tool.title,
                          h("p", {"class": "summary"}, tool.summary) if tool.summary else None,
                          tool_form(tool), tables, parent=ruleset.key))
    from pyrules import rulesets

    views.append(view(f"{ruleset.key}-tracker", f"{ruleset.name}: encounter tracker",
                      tracker_page.frame(ruleset.key, rulesets.tracker(ruleset.key)), parent=ruleset.key))
    views.append(view(table_page.view_id(ruleset.key), f"{ruleset.name} at the table",
                      table_page.frame(ruleset.key), parent=f"{ruleset.key}-tracker", label="‹ Back to the tracker"))
    contents = h("nav", {"class": "contents", "aria-label": "Tables"},
                 h("ol", {}, [h("li", {}, h("a", {"href": f"#table-{t.key}"}, f"{t.key} {t.title}"))
                              for t in ruleset.tables]))
    views.append(view(f"{ruleset.key}-tables", f"{ruleset.name}: reference tables",
                      table_filter(f"{ruleset.key}-tables"), contents,
                      [reference_html(t, errata=[e for e in ruleset.errata if e.table == t.key])
                       for t in ruleset.tables], parent=ruleset.key))
    return join(views)


def table_filter(scope: str) -> Markup:
    fid = part(scope, "filter")
    return h("div", {"class": "field filter"},
             h("label", {"for": fid}, "Search these tables"),
             h("input", {"id": fid, "type": "search", "data-filter": scope, "autocomplete": "off",
                         "placeholder": "a word, a name, a number"}))


def dice_view() -> Markup:
    """The dice roller: notation or a preset, each die and the total, the chance of a target, the log."""
    from pyrules.core.roller import CORTEX_PRESETS, PRESETS, ROLLER

    def preset(notation: str) -> Markup:
        return h("button", {"type": "button", "class": "preset", "data-preset": notation,
                            "aria-label": f"Roll {notation}"}, notation)

    presets = join([h("div", {"class": "chips", "role": "group", "aria-label": "Presets"}, [preset(n) for n in PRESETS]),
                    h("p", {"class": "field-help"}, "Cortex step dice:"),
                    h("div", {"class": "chips", "role": "group", "aria-label": "Cortex presets"},
                      [preset(n) for n in CORTEX_PRESETS])])
    form = tool_form(ROLLER, form_id="dice-form", after={"notation": presets}, pinned=False)
    log = h("section", {"class": "card", "aria-labelledby": "dice-log-title"},
            h("h3", {"id": "dice-log-title"}, "Roll log"),
            h("ol", {"class": "log", "id": "dice-log", "reversed": True}),
            h("p", {"id": "dice-log-empty", "class": "summary"}, "No rolls yet."),
            h("button", {"type": "button", "id": "dice-log-clear"}, "Clear log"))
    return view("dice", "Dice roller", form, log)


def join_view() -> Markup:
    """The view a player's phone opens from the game master's invitation (#join?…)."""
    return view(phones_page.JOIN, "At the table", phones_page.join_parts())


def search_box() -> Markup:
    """The home screen's search of every calculator, table, row and erratum (static/search.js)."""
    return h("div", {"class": "search", "role": "search"},
             h("label", {"for": "search"}, "Find a calculator, a table or a rule"),
             h("input", {"id": "search", "type": "search", "autocomplete": "off", "spellcheck": "false",
                         "enterkeyhint": "go", "placeholder": "stopping, neck, knockdown…",
                         "aria-describedby": part("search", "status"), "aria-controls": part("search", "results")}),
             h("p", {"class": "summary", "id": part("search", "status"), "role": "status", "aria-live": "polite"}),
             h("ul", {"class": "search-results", "id": part("search", "results"), "aria-label": "Matches"}),
             h("ul", {"class": "search-results", "id": part("search", "offers"), "aria-label": "New cards"}))


def home_view(rulesets: Iterable[Ruleset]) -> Markup:
    """The first screen: the roller and the four rulesets."""
    from pyrules.core.roller import ROLLER

    rulesets = tuple(rulesets)
    entries = [h("li", {}, h("a", {"href": "#dice"}, h("strong", {}, ROLLER.title), h("span", {}, ROLLER.summary)))]
    entries += [h("li", {}, h("a", {"href": f"#{r.key}"}, h("strong", {}, r.name), h("span", {}, r.summary)))
                for r in rulesets]
    fight = h("section", {"class": "card track-fight", "aria-labelledby": "track-fight-title"},
              h("h3", {"id": "track-fight-title"}, "Track a fight"),
              h("p", {"class": "summary"}, "Turn order, wounds and attacks, for the game you play:"),
              h("div", {"class": "buttons"},
                [h("a", {"class": "button", "href": f"#{r.key}-tracker"}, r.name) for r in rulesets]))
    return view("home", "Game-master screen",
                h("p", {"class": "summary"},
                  "Resolve a roll, look up a table, track a fight. Works offline once loaded."),
                search_box(),
                fight,
                h("ul", {"class": "menu"}, entries),
                h("section", {"class": "card", "aria-labelledby": "backup-title"},
                  h("h3", {"id": "backup-title"}, "Your data"),
                  h("p", {"class": "summary"},
                    "Encounters, rosters, the roll log and settings stay in this browser. "
                    "Save them to a file to keep a copy or move them to another device."),
                  h("fieldset", {"class": "tool-body", "disabled": True},
                    h("legend", {"class": "visually-hidden"}, "Save or restore everything"),
                    h("div", {"class": "buttons"},
                      h("button", {"type": "button", "id": "backup-export"}, "Save everything to a file")),
                    h("div", {"class": "field"},
                      h("label", {"for": "backup--import"}, "Restore everything from a file"),
                      h("input", {"type": "file", "id": "backup--import", "accept": "application/json,.json",
                                  "aria-describedby": "backup--import-error"}),
                      h("p", {"class": "field-error", "id": "backup--import-error", "hidden": True})))),
                h("section", {"class": "card", "aria-labelledby": "quick-start-title"},
                  h("h3", {"id": "quick-start-title"}, "Quick start"),
                  h("p", {"class": "summary"},
                    "After the first visit the calculators are ready in about half a second: this browser "
                    "keeps a copy of them already started (about 30 MB). Turn it off to save the space."),
                  h("div", {"class": "field field-flag"},
                    h("label", {"class": "check", "for": "quick-start"},
                      h("input", {"type": "checkbox", "id": "quick-start", "checked": True}),
                      h("span", {}, "Start quickly on later visits"))),
                  h("p", {"class": "summary", "id": "quick-start-state", "role": "status"})))
