"""HTML built from Python values, escaping every string that is not already markup.

``h("td", name)`` escapes ``name``; only ``Markup`` passes through as is, so user
text can never become HTML by accident. ``Markup`` is markupsafe's: joining,
adding and formatting it escape whatever plain text they meet, so markup built
from pieces is never escaped twice. Join pieces with ``join``, never ``"".join``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from markupsafe import Markup, escape

VOID = {"input", "br", "hr", "img", "meta", "link"}
EMPTY = Markup("")

__all__ = ["EMPTY", "Markup", "h", "join", "text"]


def _escaped(value: str) -> str:
    """``value`` with the five characters HTML reads as markup written as markupsafe writes them.
    Done here with ``str.replace`` rather than through ``escape`` for each piece: a tracker row is
    hundreds of pieces, and on Pyodide markupsafe has no compiled speedups."""
    return (value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&#34;").replace("'", "&#39;"))


def _add(out: list[str], child: object) -> None:
    """Append ``child``'s HTML to ``out``: markup as it is, text escaped, sequences in order."""
    if child is None or child is False:
        return
    if isinstance(child, str):
        out.append(child if isinstance(child, Markup) else _escaped(child))
    elif isinstance(child, (list, tuple, Iterator)):
        for piece in child:
            _add(out, piece)
    else:
        out.append(_escaped(str(child)))


def text(value: object) -> Markup:
    """Escape ``value`` as text."""
    return escape("" if value is None else str(value))


def join(pieces: Iterable[object]) -> Markup:
    """Pieces of markup (and text, escaped) one after another."""
    out: list[str] = []
    _add(out, pieces if isinstance(pieces, (list, tuple)) else iter(pieces))
    return Markup("".join(out))


def render(child: object) -> Markup:
    if child is None or child is False:
        return EMPTY
    if isinstance(child, Markup):
        return child
    out: list[str] = []
    _add(out, child)
    return Markup("".join(out))


def h(tag: str, attrs: Mapping[str, object] | None = None, *children: object) -> Markup:
    """An element: ``h("a", {"href": "#dice"}, "Dice")``. ``True`` attrs are bare; ``None``/``False`` left out."""
    out = ["<", tag]
    if attrs:
        for key, value in attrs.items():
            if value is None or value is False:
                continue
            name = key.rstrip("_").replace("_", "-")
            out.append(f" {name}" if value is True else f' {name}="{_escaped(str(value))}"')
    out.append(">")
    if tag in VOID:
        return Markup("".join(out))
    for child in children:
        _add(out, child)
    out.append(f"</{tag}>")
    return Markup("".join(out))
