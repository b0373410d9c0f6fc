"""The players' phones on the page, as HTML: the game master's panel in each tracker, and the
view a player's phone opens from an invitation (``#join``).

Plain Python (used by the build and in the browser). A player's view arrives from another phone:
it is read and checked first (``pyrules.core.players.view_data``), and every text in it is drawn
as text by ``h``, never as markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from screen import phones_commands as P
from screen.ids import part
from screen.markup import EMPTY, Markup, h, join

if TYPE_CHECKING:
    from pyrules.core.encounter.plugins import Plugin
    from pyrules.core.players.invitation import Server

JOIN = "join"  # the player's view: #join?<invitation>


def phone_button(command: P.Command, cls: str | None = None, **attrs: Any) -> Markup:
    """A phones command's button: its class, its data-phone, its other attributes and its words."""
    return h("button", {"type": "button", "class": cls, "data-phone": command.name, **attrs}, command.label)


def phone_form(form: P.Form, cls: str | None, *parts: Any) -> Markup:
    """A phones form: its data-phone-form, its ``parts``, then its submit button and any other
    buttons (the last of ``parts``, a list)."""
    *fields, buttons = parts
    return h("form", {"class": cls, "data-phone-form": form.name, "novalidate": True}, fields,
             h("div", {"class": "buttons"}, h("button", {"type": "submit", "class": "primary"}, form.label), buttons))


def gm_frame(prefix: str) -> Markup:
    """The game master's panel: the invitation, the player's answer, who is connected."""
    p = part(prefix, "phones")
    answer = part(p, "answer")
    return h("div", {"class": "phones-body", "id": p},
             h("p", {"class": "summary"},
               "Each player opens the invitation: scans its code with the phone's camera, or opens the "
               "copied link. The phone then shows its answer: type or paste it here. Players see the turn "
               "order and their own combatant, and send you their rolls; the foes show only how hurt they look."),
             h("div", {"class": "phones-invitation", "id": part(p, "invitation"), "aria-live": "polite"}),
             h("div", {"class": "buttons"}, phone_button(P.COPY, disabled=True), phone_button(P.INVITE)),
             h("div", {"class": "phones-camera", "id": part(p, "camera"), "hidden": True},
               h("video", {"id": part(p, "camera-video"), "muted": True, "playsinline": True,
                           "aria-label": "The camera, looking for the answer's code"}),
               h("div", {"class": "buttons"}, phone_button(P.STOP))),
             phone_form(P.ANSWER, "phones-answer",
                        h("div", {"class": "field"},
                          h("label", {"for": answer}, "The player's answer"),
                          h("input", {"id": answer, "name": "answer", "type": "text", "autocomplete": "off",
                                      "spellcheck": "false", "autocapitalize": "off", "placeholder": "v1.… or v2.…",
                                      "aria-describedby": f"{answer}-error"}),
                          h("p", {"class": "field-error", "id": f"{answer}-error", "hidden": True})),
                        [phone_button(P.SCAN, hidden=True)]),
             h("div", {"class": "field field-flag"},
               h("label", {"class": "check", "for": part(p, P.FOES.name)},
                 h("input", {"type": "checkbox", "id": part(p, P.FOES.name), "data-phone": P.FOES.name}),
                 h("span", {}, P.FOES.label))),
             h("h4", {}, "Connected"),
             h("ul", {"class": "phones-seats", "id": part(p, "seats")}),
             h("p", {"class": "summary", "id": part(p, "said"), "role": "status", "aria-live": "polite"}),
             server_form(p))


SERVER_FIELDS = (("url", "Server", "stun:stun.example.org:3478", "url"),
                 ("username", "User name (TURN only)", "", "username"),
                 ("credential", "Password (TURN only)", "", "off"))


def server_form(p: str) -> Markup:
    """Where the game master names a STUN or TURN server, for players who are not on the table's network."""
    def field(name: str, label: str, placeholder: str, autocomplete: str) -> Markup:
        fid = part(p, f"server-{name}")
        return h("div", {"class": "field"},
                 h("label", {"for": fid}, label),
                 h("input", {"id": fid, "name": name, "type": "text", "autocomplete": autocomplete,
                             "spellcheck": "false", "autocapitalize": "off", "placeholder": placeholder or None,
                             "aria-describedby": f"{fid}-error"}),
                 h("p", {"class": "field-error", "id": f"{fid}-error", "hidden": True}))

    return h("details", {"class": "phones-internet"},
             h("summary", {}, "Players not on this Wi-Fi"),
             h("p", {"class": "summary"},
               "At the table the phones talk straight to each other over your own Wi-Fi, and nothing leaves "
               "the room. A player who is not on this Wi-Fi (at home, or on mobile data) needs a server on the "
               "internet to reach you: a STUN server tells each phone the address the internet sees it at, "
               "which is enough for most home networks; where that is not enough (some mobile networks, and "
               "networks at work, school or a hotel, keep phones from reaching each other), a TURN server "
               "relays the table's messages between the two phones."),
             h("p", {"class": "summary"},
               "Name one here: your own, or one a provider gives you, with its user name and password for "
               "TURN. Each invitation made after carries it, password included, and both phones ask it: the "
               "server learns both phones' internet addresses, and a TURN server passes your table's "
               "messages on."),
             phone_form(P.SERVER, None, [field(*spec) for spec in SERVER_FIELDS], [phone_button(P.NO_SERVER)]),
             h("p", {"class": "summary", "id": part(p, "server-said"), "role": "status", "aria-live": "polite"}))


def server_said(server: Server | None) -> str:
    """What the invitations do now, for the game master (``server``: an invitation.Server or None)."""
    if server is None:
        return "Invitations work on this Wi-Fi only."
    return (f"Invitations name {server.url}: players can join over the internet. "
            "Make a new invitation for a player already invited.")


def qr_code(text: str, label: str) -> Markup | None:
    """The code to scan for ``text``, described by ``label``; None when it cannot be drawn (the
    text still shows beside it)."""
    from pyrules.core.errors import RulesError

    try:
        from pyrules.core.players.qr_code import qr_svg
    except ImportError:
        return None
    try:
        return Markup(qr_svg(text, label))
    except RulesError:
        return None


def invitation_html(qr_svg: Markup | None, link: str) -> Markup:
    """The invitation as a code to scan (when one could be drawn) and as the link it carries."""
    return join([
        h("div", {"class": "qr"}, qr_svg) if qr_svg else None,
        h("p", {"class": "phones-link"}, h("a", {"href": link, "target": "_blank", "rel": "noopener"}, link)),
    ])


class SeatShown(NamedTuple):
    """A phone as the game master's list shows it: its key, who sits there in words, whether it is
    here, how many of its messages were dropped, the rolls waiting for it, the card its player
    offers in words ("Mia offers Rowan"; "": none), the attack it proposes ("Mia proposes: …") and
    whom its player plays, whose card may be sent back."""

    key: str
    words: str
    here: bool = True
    dropped: int = 0
    waiting: Sequence[str] = ()
    offer: str = ""
    proposal: str = ""
    plays: str = ""  # the name of the combatant of the party its player plays ("": none), whose card may go back


def seats_html(seats: Sequence[SeatShown]) -> Markup:
    """Who is connected, each phone's rolls waiting and card offered (to take or refuse)."""
    if not seats:
        return h("li", {"class": "summary"}, "No phones yet.")
    return join(
        h("li", {"class": "phone-seat" + ("" if seat.here else " gone"), "data-seat": seat.key},
          h("span", {}, seat.words),
          h("span", {"class": "summary"}, f" · {seat.dropped} message{'s' if seat.dropped != 1 else ''} dropped")
          if seat.dropped else None,
          h("span", {"class": "phone-waiting"}, " · asked on the phone: " + "; ".join(seat.waiting))
          if seat.waiting else None,
          phone_button(P.DROP, "secondary", **{"data-seat": seat.key}),
          phone_button(P.SEND_CARD, "secondary", **{"data-seat": seat.key,
                                                    "aria-label": f"Send {seat.plays}’s card back"})
          if seat.plays and seat.here else None,
          h("div", {"class": "phone-offer"},
            h("span", {}, seat.offer),
            phone_button(P.TAKE, "primary", **{"data-seat": seat.key}),
            phone_button(P.REFUSE, "secondary", **{"data-seat": seat.key})) if seat.offer else None,
          h("div", {"class": "phone-proposal"},
            h("span", {}, seat.proposal),
            phone_button(P.ACCEPT, "primary", **{"data-seat": seat.key}),
            phone_button(P.REFUSE_ATTACK, "secondary", **{"data-seat": seat.key})) if seat.proposal else None)
        for seat in seats)


def reminder_answers_html(waiting: Sequence[tuple[str, str, str]]) -> Markup:
    """The players' rolls for one reminder, made on their phones, on the reminder's card: each
    (its phone's key, the reminder's key, "Mia rolled 9") with one tap to accept it (the
    reminder's roll made with those dice) or to ignore it."""
    return join(h("div", {"class": "phone-answer", "role": "group", "aria-label": said},
                  h("span", {}, said),
                  phone_button(P.ACCEPT_REMINDER, "primary", **{"data-seat": seat, "data-reminder": reminder,
                                                               "aria-label": f"Accept: {said}"}),
                  phone_button(P.IGNORE_REMINDER, "secondary", **{"data-seat": seat, "data-reminder": reminder,
                                                                 "aria-label": f"Ignore: {said}"}))
                for seat, reminder, said in waiting)


# ---- the player's phone -----------------------------------------------------------------------

# What the player is told of a hello the game master's phone refused, by why (``messages.REFUSALS``).
REFUSED = {
    "foe": "The game master's phone did not take that: a player plays one of the party, not a foe. "
           "Choose whom you play again.",
    "unknown": "The game master's phone did not take that: that combatant is not at the table now. "
               "Choose whom you play again.",
}

def join_parts() -> Markup:
    """What the view a player's phone opens from an invitation holds (``screen.pages.join_view``)."""
    p = JOIN
    return join([h("p", {"class": "summary", "id": part(p, "said"), "role": "status", "aria-live": "polite"},
                  "Open the invitation the game master shows you to join the table."),
                h("section", {"class": "card join-asked", "id": part(p, "asked"), "hidden": True,
                              "aria-live": "polite"}),
                h("section", {"class": "card join-answer", "id": part(p, "answer"), "hidden": True},
                  h("h3", {}, "Show this to the game master"),
                  h("div", {"class": "join-answer-code", "id": part(p, "answer-code")}),
                  h("div", {"class": "field"},
                    h("label", {"for": part(p, "answer-text")}, "Your answer"),
                    h("input", {"id": part(p, "answer-text"), "type": "text", "readonly": True})),
                  h("div", {"class": "buttons"},
                    h("button", {"type": "button", "data-join": "copy"}, "Copy answer"))),
                h("form", {"class": "card join-who", "data-join-form": "who", "novalidate": True, "hidden": True},
                  h("div", {"class": "field"},
                    h("label", {"for": part(p, "name")}, "Your name"),
                    h("input", {"id": part(p, "name"), "name": "name", "type": "text", "maxlength": 40,
                                "autocomplete": "nickname", "aria-describedby": f"{part(p, 'name')}-error"}),
                    h("p", {"class": "field-error", "id": f"{part(p, 'name')}-error", "hidden": True})),
                  h("div", {"class": "field"},
                    h("label", {"for": part(p, "combatant")}, "You play"),
                    h("select", {"id": part(p, "combatant"), "name": "combatant"},
                      h("option", {"value": ""}, "No one: watching"))),
                  h("div", {"class": "buttons"}, h("button", {"type": "submit", "class": "primary"}, "Join"))),
                attack_form(),
                own_cards_form(),
                h("div", {"class": "table-view"},
                  h("div", {"class": "table-board", "id": part(p, "board"), "aria-live": "polite"})),
                h("section", {"class": "card join-yours", "id": part(p, "yours"), "hidden": True}),
                h("form", {"class": "card join-roll", "data-join-form": "roll", "novalidate": True, "hidden": True},
                  h("h3", {}, "Roll and send"),
                  h("div", {"class": "field"},
                    h("label", {"for": part(p, "dice")}, "Dice"),
                    h("input", {"id": part(p, "dice"), "name": "dice", "type": "text", "value": "3d6",
                                "autocomplete": "off", "aria-describedby": f"{part(p, 'dice')}-error"}),
                    h("p", {"class": "field-error", "id": f"{part(p, 'dice')}-error", "hidden": True})),
                  h("div", {"class": "field"},
                    h("label", {"for": part(p, "target")}, "Roll at most (blank: no target)"),
                    h("input", {"id": part(p, "target"), "name": "target", "type": "text", "inputmode": "numeric",
                                "autocomplete": "off", "aria-describedby": f"{part(p, 'target')}-error"}),
                    h("p", {"class": "field-error", "id": f"{part(p, 'target')}-error", "hidden": True})),
                  h("div", {"class": "field"},
                    h("label", {"for": part(p, "for")}, "For"),
                    h("input", {"id": part(p, "for"), "name": "for", "type": "text", "maxlength": 60,
                                "placeholder": "Dodge, HT, Broadsword…", "autocomplete": "off"})),
                  h("p", {"class": "odds", "id": part(p, "odds"), "aria-live": "polite"}),
                  h("div", {"class": "buttons"}, h("button", {"type": "submit", "class": "primary"}, "Roll and send")),
                  h("p", {"class": "join-rolled", "id": part(p, "rolled"), "role": "status"}))])


def player_board(view: Mapping[str, Any]) -> Markup:
    """The table as the game master's phone sent it: the round, who acts and who is next, the turn
    order in large type (a foe as how hurt it looks, unless the game master shows its numbers)."""
    acting = [h("p", {"class": "table-now"}, h("span", {}, "Now"), " ", h("strong", {}, view["acting"]))
              if view["acting"] else None,
              h("p", {"class": "table-next"}, f"Next: {view['next_up']}") if view["next_up"] else None]
    held = join([h("h3", {}, "Holding"), h("ul", {"class": "table-order held"}, [_row(r) for r in view["held"]])]) \
        if view["held"] else EMPTY
    return h("div", {},
             h("p", {"class": "table-headline"}, view["headline"]),
             acting,
             h("ol", {"class": "table-order", "aria-label": "Turn order"}, [_row(r) for r in view["order"]])
             if view["order"] else None,
             held)


# The class each look of the table view (``view_data.LOOKS``, checked as the view arrives) is drawn with.
LOOKS_CLASSES = {"Unhurt": "looks-unhurt", "Hurt": "looks-hurt", "Badly hurt": "looks-badly-hurt", "Down": "looks-down"}


def _row(row: Mapping[str, Any]) -> Markup:
    classes = ["table-row", f"side-{row['side']}"] + (["active"] if row["active"] else [])
    looks = LOOKS_CLASSES[row["looks"]]
    return h("li", {"class": " ".join(classes), "aria-current": "true" if row["active"] else None,
                    "data-combatant": row["id"]},
             h("span", {"class": "table-name"}, row["name"]),
             h("span", {"class": f"table-looks {looks}"}, row["looks"]),
             h("span", {"class": "table-pools"}, " · ".join(row["pools"])) if row["pools"] else None,
             h("span", {"class": "table-conditions"}, " · ".join(row["conditions"])) if row["conditions"] else None)


def yours_html(you: Mapping[str, Any]) -> Markup:
    """The player's own combatant in full: its pools, conditions, status and the rolls due for it."""
    pools = [h("li", {"class": "low" if pool["low"] else None},
               h("strong", {}, pool["label"]), f" {pool['now']}" + ("" if pool["most"] is None else
                                                                     f" of {pool['most']}"))
             for pool in you["pools"]]
    return join([
        h("h3", {}, you["name"]),
        h("ul", {"class": "join-pools"}, pools) if pools else None,
        h("p", {"class": "table-conditions"}, " · ".join(you["conditions"])) if you["conditions"] else None,
        [h("p", {"class": "summary"}, line) for line in you["status"]],
        h("ul", {"class": "join-due"}, [h("li", {}, due["text"]) for due in you["due"]]) if you["due"] else None,
    ])


def combatant_options(view: Mapping[str, Any], chosen: str | None) -> Markup:
    """The party's combatants a player may play, and watching."""
    party = [r for r in view["order"] + view["held"] if r["side"] == "party"]
    return join([h("option", {"value": "", "selected": not chosen}, "No one: watching")]
                + [h("option", {"value": r["id"], "selected": r["id"] == chosen}, r["name"]) for r in party])


def asked(you: Mapping[str, Any] | None) -> list[tuple[int, Mapping[str, Any]]]:
    """The rolls due for the player's combatant that the phone can make: (place among ``due``, due)."""
    return [] if you is None else [(i, due) for i, due in enumerate(you["due"]) if due["roll"] is not None]


def asked_chance(due: Mapping[str, Any]) -> str:
    """A roll asked's exact chance before it is made, in words ("Chance to succeed: 90.7%
    (49/54)"); "" when it is not judged (damage)."""
    from fractions import Fraction

    from pyrules.core.errors import RulesError
    from pyrules.core.odds import exactly, roll_at_least, roll_at_most
    from pyrules.core.players.view_data import for_reminder

    ask, roll = due["ask"], due["roll"]
    if ask is not None and not for_reminder(ask):
        return "" if ask["chance"] is None else f"Chance to succeed: {exactly(Fraction(*ask['chance']))}"
    if roll["target"] is None:
        return ""
    try:
        odds = (roll_at_most if roll["at_most"] else roll_at_least)(roll["dice"], roll["target"])
    except RulesError:
        return ""
    return f"Chance to succeed: {exactly(odds.chance)} ({odds.needs})"


def due_key(due: Mapping[str, Any]) -> tuple[str, ...]:
    """What tells one roll due from another from one view to the next: a roll asked's keys, a
    reminder's key (its text, for a reminder asking no roll)."""
    from pyrules.core.players.view_data import for_reminder

    ask = due["ask"]
    if ask is None:
        return ("reminder", due["text"])
    return ("reminder", ask["reminder"]) if for_reminder(ask) else (ask["exchange"], ask["stage"], ask["field"])


def asked_html(you: Mapping[str, Any] | None, sent: Mapping[tuple[str, ...], str]) -> Markup:
    """The rolls asked of the player's combatant, first on the phone: what to roll and against
    what, its exact chance, one tap to roll it (or the total of the player's own dice typed), and
    what was sent for it (``sent``: words by ``due_key``)."""
    rolls = asked(you)
    if not rolls:
        return EMPTY
    p = JOIN

    def one(i: int, due: Mapping[str, Any]) -> Markup:
        own = part(p, f"asked-{i}-total")
        chance = asked_chance(due)
        return h("form", {"class": "join-ask", "data-join-form": "asked", "data-due": str(i), "novalidate": True},
                 h("p", {"class": "join-ask-what"}, h("strong", {}, due["text"]), f" · {due['roll']['dice']}"),
                 h("p", {"class": "odds"}, chance) if chance else None,
                 h("div", {"class": "buttons"},
                   h("button", {"type": "submit", "class": "primary", "data-how": "roll"},
                     f"Roll {due['roll']['dice']} and send")),
                 h("div", {"class": "field"},
                   h("label", {"for": own}, "Or the total of your own dice"),
                   h("input", {"id": own, "name": "total", "type": "text", "inputmode": "numeric",
                               "autocomplete": "off", "aria-describedby": f"{own}-error"}),
                   h("p", {"class": "field-error", "id": f"{own}-error", "hidden": True})),
                 h("div", {"class": "buttons"},
                   h("button", {"type": "submit", "data-how": "typed"}, "Send my total")),
                 h("p", {"class": "join-ask-sent", "role": "status"}, sent.get(due_key(due), "")))

    return join([h("h3", {}, "Rolls asked of you"), [one(i, due) for i, due in rolls]])


OWN_FILES = (("card-file", "Load a card file", ".json,application/json"),
             ("sheet", "Import a character sheet (GCS)", ".gcs,application/json"))


def attack_form() -> Markup:
    """The player's own attack, proposed on its combatant's turn: an attack line of its card, and
    whom at."""
    p = JOIN
    line, target = part(p, "attack-line"), part(p, "attack-target")
    return h("form", {"class": "card join-attack", "data-join-form": "attack", "novalidate": True, "hidden": True},
             h("h3", {}, "Your attack"),
             h("div", {"class": "field"},
               h("label", {"for": line}, "Attack"),
               h("select", {"id": line, "name": "attack"})),
             h("div", {"class": "field"},
               h("label", {"for": target}, "At"),
               h("select", {"id": target, "name": "target", "aria-describedby": f"{target}-error"}),
               h("p", {"class": "field-error", "id": f"{target}-error", "hidden": True})),
             h("div", {"class": "buttons"},
               h("button", {"type": "submit", "class": "primary"}, "Propose to the game master")),
             h("p", {"class": "join-proposed", "id": part(p, "proposed"), "role": "status"}))


def attack_choices(view: Mapping[str, Any]) -> tuple[Markup, Markup] | None:
    """The attack lines and the targets the player may propose an attack with, while its own
    combatant acts; None when it does not act now."""
    you = view["you"]
    rows = view["order"] + view["held"]
    if you is None or not any(r["id"] == you["id"] and r["active"] for r in rows):
        return None
    lines = join([h("option", {"value": str(i)}, line) for i, line in enumerate(you["attacks"])]
                 + [h("option", {"value": ""}, "A free attack")])
    foes_first = sorted((r for r in rows if r["id"] != you["id"]), key=lambda r: r["side"] != "foe")
    return lines, join(h("option", {"value": r["id"]}, r["name"]) for r in foes_first)


# What the player is told of the attack proposed, by what the game master did (``messages.PROPOSED``).
PROPOSED = {
    "accepted": "The game master accepted your attack: it is under way.",
    "refused": "The game master did not take that attack.",
}


def own_cards_form() -> Markup:
    """The player's own characters, kept on this phone: loaded from a card file or a character
    sheet, and one offered to the game master."""
    p = JOIN

    def file_input(name: str, label: str, accept: str) -> Markup:
        fid = part(p, name)
        return h("div", {"class": "field"},
                 h("label", {"for": fid}, label),
                 h("input", {"type": "file", "id": fid, "accept": accept, "data-join-file": name,
                             "aria-describedby": f"{fid}-error"}),
                 h("p", {"class": "field-error", "id": f"{fid}-error", "hidden": True}))

    own = part(p, "own")
    return h("form", {"class": "card join-own", "data-join-form": "offer", "novalidate": True, "hidden": True},
             h("h3", {}, "Your characters"),
             h("p", {"class": "summary"},
               "Keep your own character's card on this phone, and offer it to the game master: "
               "it joins the table once the game master takes it."),
             [file_input(*spec) for spec in OWN_FILES],
             h("div", {"class": "field"},
               h("label", {"for": own}, "Offer"),
               h("select", {"id": own, "name": "card", "aria-describedby": f"{own}-error"}),
               h("p", {"class": "field-error", "id": f"{own}-error", "hidden": True})),
             h("div", {"class": "buttons"},
               h("button", {"type": "submit", "class": "primary"}, "Offer to the game master"),
               h("button", {"type": "submit", "data-how": "save"}, "Save to a card file")),
             h("p", {"class": "join-offered", "id": part(p, "offered"), "role": "status"}),
             h("details", {"class": "join-typed", "data-join": "typed"},
               h("summary", {}, "Type a card"),
               h("div", {"id": part(p, "typed")})))


TYPED = part(JOIN, "typed-card")  # the form key of the card typed on the phone


def typed_card_form(plugin: Plugin) -> Markup:
    """A card typed on the player's phone: its name, the ruleset's stats and its attack lines, the
    same fields as the game master's card form (a player's card is one of the party), drawn in
    the form of the player's characters once opened, with its own button."""
    from pyrules.core.encounter.forms import CARD_FIELDS
    from screen.card_fields import card_attacks_field, card_notes_field
    from screen.widgets import render as field_html

    name = next(f for f in CARD_FIELDS if f.name == "name")
    return join([field_html(TYPED, name), [field_html(TYPED, f) for f in plugin.card_form],
                 card_attacks_field(TYPED, plugin), card_notes_field(TYPED),
                 h("div", {"class": "buttons"},
                   h("button", {"type": "submit", "class": "primary", "data-how": "keep"}, "Keep on this phone"))])


def own_card_options(cards: Sequence[Mapping[str, Any]], after: Sequence[str] = ()) -> Markup:
    """The player's own cards of the game at the table, by their place among them; ``after`` says,
    by the same place, what the fight left of a card the game master sent back ("" for none), so
    that "Rowan 2" reads apart from the "Rowan" it was kept beside."""
    if not cards:
        return h("option", {"value": ""}, "No cards yet: load one above")
    said = list(after) + [""] * (len(cards) - len(after))
    return join(h("option", {"value": str(i)}, f"{card['name']} · {left}" if left else card["name"])
                for i, (card, left) in enumerate(zip(cards, said)))


# What the player is told of the card offered, by what the game master did (``messages.OFFERED``).
OFFERED = {
    "taken": "The game master took {name} into the encounter: choose it under “You play”.",
    "refused": "The game master did not take that card.",
}
