"""HTML built from Python values, escaping every string that is not already markup.

``h("td", name)`` escapes ``name``; only ``Markup`` passes through as is, so user
text can never become HTML by accident. ``Markup`` is markupsafe's: joining,
adding and formatting it escape whatever plain text they meet, so markup built
from pieces is never escaped twice. Join pieces with ``join``, never ``"".join``.
"""

from __future__ import annotations

from markupsafe import Markup, escape

VOID = {"input", "br", "hr", "img", "meta", "link"}
EMPTY = Markup("")

__all__ = ["EMPTY", "Markup", "h", "join", "text"]


def text(value) -> Markup:
    """Escape ``value`` as text."""
    return escape("" if value is None else str(value))


def join(pieces) -> Markup:
    """Pieces of markup (and text, escaped) one after another."""
    return EMPTY.join(render(piece) for piece in pieces)


def render(child) -> Markup:
    if child is None or child is False:
        return EMPTY
    if isinstance(child, Markup):
        return child
    if isinstance(child, (list, tuple)) or hasattr(child, "__next__"):
        return join(child)
    return text(child)


def h(tag: str, attrs: dict | None = None, *children) -> Markup:
    """An element: ``h("a", {"href": "#dice"}, "Dice")``. ``True`` attrs are bare; ``None``/``False`` left out."""
    parts = [tag]
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{escape(str(value))}"')
    opening = Markup("<" + " ".join(parts) + ">")
    if tag in VOID:
        return opening
    return opening + render(list(children)) + Markup(f"</{tag}>")
