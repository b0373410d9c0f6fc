"""What a calculator's form says is wrong with what was entered: each bad field's message, in the
form's order, and the list the answer area shows in place of an answer ("Check 2 fields"), each
message a button to its field. Plain Python: no browser imports."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from pyrules.core.errors import RulesError
from screen.ids import field_id
from screen.markup import Markup, h

if TYPE_CHECKING:
    from pyrules.core.tools import Tool


def problems(tool: Tool, raw: Mapping[str, Any], error: RulesError) -> list[tuple[str, str]]:
    """What is wrong with the form, field by field in its order, as (field name, message): every
    shown field that cannot be read, or else the one the rules refused (``error``). Empty when the
    rules refused the entries as a whole, not one field."""
    found = []
    for f in tool.fields:
        if not tool.shows(f, raw):
            continue  # a hidden field is not read
        try:
            f.parse(raw.get(f.name))
        except RulesError as bad:
            found.append((f.name, bad.message))
    if not found and error.field is not None and any(f.name == error.field for f in tool.fields):
        found.append((error.field, error.message))
    return found


def check_headline(found: list[tuple[str, str]]) -> str:
    """What the answer area and the pinned line say first: "Check 1 field", "Check 3 fields"."""
    return f"Check {len(found)} field{'' if len(found) == 1 else 's'}"


def problems_html(tool_key: str, found: list[tuple[str, str]]) -> Markup:
    """The answer area's list of what to check: the headline, then each message as a button that
    takes the player to its field."""
    return h("div", {"class": "problems"},
             h("p", {"class": "check-fields tone-bad"}, f"{check_headline(found)}:"),  # not an answer's headline
             h("ul", {}, [h("li", {}, h("button", {"type": "button", "data-focus-field": field_id(tool_key, name)},
                                        message))
                          for name, message in found]))


def refusal_html(message: str) -> Markup:
    """The answer area when the rules refused the entries as a whole: the reason, as a headline."""
    return h("p", {"class": "headline tone-bad"}, message)
