// A player's first table, drawn before the page's Python is in, as the page draws it
// (screen.phones_page.player_board): the round, who acts and who is next, the turn order in large
// type and those holding, a foe as how hurt it looks unless the game master shows its numbers; and
// whom the player may play (screen.phones_page.combatant_options).
//
// It is the same markup to the character (the same elements, attributes in the same order,
// classes and escaping as screen.markup's `h` writes them), so the page's Python draws the next
// view over it and nothing moves. The view was read and checked first (./messages.mjs); every text
// in it is written as text, never as markup.

// The class each look of the table view is drawn with (phones_page.LOOKS_CLASSES).
const LOOKS_CLASSES = { Unhurt: "looks-unhurt", Hurt: "looks-hurt", "Badly hurt": "looks-badly-hurt",
                        Down: "looks-down" };

const ESCAPED = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };

/** Markup made here, written as it is where text is escaped. */
class Markup {
  constructor(html) {
    this.html = html;
  }
}

/** Text with the five characters HTML reads as markup written as markupsafe writes them. */
function escaped(text) {
  return text.replace(/[&<>"']/g, (mark) => ESCAPED[mark]);
}

/** A child's HTML: markup as it is, text escaped, lists in order; null and false nothing. */
function written(child) {
  if (child === null || child === undefined || child === false) return "";
  if (child instanceof Markup) return child.html;
  if (Array.isArray(child)) return child.map(written).join("");
  return escaped(String(child));
}

/** An element, as `h` writes it: attributes in order, `true` bare, null and false left out. */
function h(tag, attrs, ...children) {
  let html = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    html += value === true ? ` ${name}` : ` ${name}="${escaped(String(value))}"`;
  }
  return new Markup(`${html}>${children.map(written).join("")}</${tag}>`);
}

/** One combatant of the turn order: its name, how hurt it looks, its pools and conditions in words. */
function orderRow(row) {
  const classes = ["table-row", `side-${row.side}`, ...(row.active ? ["active"] : [])];
  return h("li", { class: classes.join(" "), "aria-current": row.active ? "true" : null, "data-combatant": row.id },
           h("span", { class: "table-name" }, row.name),
           h("span", { class: `table-looks ${LOOKS_CLASSES[row.looks]}` }, row.looks),
           row.pools.length ? h("span", { class: "table-pools" }, row.pools.join(" · ")) : null,
           row.conditions.length ? h("span", { class: "table-conditions" }, row.conditions.join(" · ")) : null);
}

/** The table as the game master's phone sent it (a view `fromGameMaster` read), as markup. */
export function playerBoard(view) {
  const acting = [
    view.acting ? h("p", { class: "table-now" }, h("span", {}, "Now"), " ", h("strong", {}, view.acting)) : null,
    view.next_up ? h("p", { class: "table-next" }, `Next: ${view.next_up}`) : null,
  ];
  const held = view.held.length
    ? [h("h3", {}, "Holding"), h("ul", { class: "table-order held" }, view.held.map(orderRow))] : null;
  return h("div", {},
           h("p", { class: "table-headline" }, view.headline),
           acting,
           view.order.length ? h("ol", { class: "table-order", "aria-label": "Turn order" }, view.order.map(orderRow))
             : null,
           held).html;
}

/** The party's combatants a player may play, and watching, `chosen` (an id, or null) selected. */
export function combatantOptions(view, chosen) {
  const party = [...view.order, ...view.held].filter((row) => row.side === "party");
  return [h("option", { value: "", selected: !chosen }, "No one: watching"),
          ...party.map((row) => h("option", { value: row.id, selected: row.id === chosen }, row.name))]
    .map(written).join("");
}

export { playerBoard as boardMarkup };  // as ./first-join.mjs imports it
