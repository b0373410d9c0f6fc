"""The "Why?" fold: where the rules behind an answer, a reminder or a stage are printed, and their
footnotes, one tap away under the words a player reads. Plain Python: no browser imports."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from screen.markup import EMPTY, Markup, h

if TYPE_CHECKING:
    from pyrules.core.fields import Field


def why_html(sources: Sequence[tuple[str, str]], notes: Sequence[object] = ()) -> Markup:
    """The fold: ``sources`` as (what, where) pairs ("Shock next turn", "seed 001 l.240"; what may be
    empty), then the footnotes; nothing when there are neither."""
    if not sources and not notes:
        return EMPTY
    said = [h("li", {"class": "source"}, f"{what}: {where}" if what else where) for what, where in sources]
    count = len(notes)
    summary = "Why?" + (f" {count} note{'' if count == 1 else 's'}" if notes else "")
    return h("details", {"class": "why-notes"}, h("summary", {}, summary),
             h("ul", {"class": "notes"}, said, [h("li", {}, n) for n in notes]))


def field_why(field: Field) -> Markup:
    """The fold under a field's help: where the rule the help states is printed (its ``source``);
    nothing when the field cites none."""
    return why_html((("", field.source),)) if field.source else EMPTY
