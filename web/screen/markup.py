"""HTML built from Python values, escaping every string that is not already markup.

``h("td", name)`` escapes ``name``; only ``Markup`` passes through as is, so user
text can never become HTML by accident.
"""

from __future__ import annotations

from html import escape

VOID = {"input", "br", "hr", "img", "meta", "link"}


class Markup(str):
    """A string known to be safe HTML."""

    def __add__(self, other):
        return Markup(str(self) + str(other if isinstance(other, Markup) else escape(str(other))))


def text(value) -> Markup:
    """Escape ``value`` as text."""
    return Markup(escape("" if value is None else str(value), quote=True))


def render(child) -> Markup:
    if child is None or child is False:
        return Markup("")
    if isinstance(child, Markup):
        return child
    if isinstance(child, (list, tuple)):
        return Markup("".join(render(c) for c in child))
    return text(child)


def h(tag: str, attrs: dict | None = None, *children) -> Markup:
    """An element: ``h("a", {"href": "#dice"}, "Dice")``. ``True`` attrs are bare; ``None``/``False`` left out."""
    parts = [tag]
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{escape(str(value), quote=True)}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in VOID:
        return Markup(opening)
    return Markup(opening + render(list(children)) + f"</{tag}>")
