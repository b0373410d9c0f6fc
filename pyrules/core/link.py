"""A calculator's inputs in an address, to share it: "#gurps-skill?base=12&roll=10&seed=…".

``address`` writes the fields that differ from the form's defaults, and the seed of the dice
its answer was worked out with; ``read`` checks such an address field by field, as the
calculator's own form would, so a link with bad or hostile values opens the form with a
message beside each bad field, and never anything else. Only a calculator's own fields are
ever written: nothing of the trackers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from pyrules.core import validate
from pyrules.core.errors import RulesError, shown
from pyrules.core.fields import Field

MAX_LENGTH = 2000  # the most an address may hold after its view's id
MAX_VALUE = 400    # the most one field's value may hold (a Cortex initiative's list of twenty-odd names)
SEED = "seed"      # the dice of the answer shared
ROLLED = "rolled"  # "1": the answer came from the Roll button (blank optional rolls were rolled too)
SEED_BITS = 52     # screen.calculators draws each answer's seed as getrandbits(52)
NAMES_SHOWN = 3    # the most of a link's unknown names a message repeats
TICKED, UNTICKED = "1", "0"


@dataclass(frozen=True)
class Linked:
    """What a link asks of a calculator, checked."""

    values: dict[str, Any]     # by field: what the form is filled in with (a flag's bool, a list of flags)
    errors: dict[str, str]     # by field: the message shown beside it
    seed: int | None = None    # the dice of the answer shared (None: none were kept)
    rolled: bool = False
    problems: tuple[str, ...] = ()  # about the link as a whole: names no field has, dice not readable


def split(fragment: str) -> tuple[str, str]:
    """An address's view id and its query: "#gurps-skill?base=12" is ("gurps-skill", "base=12")."""
    view, _, query = fragment.removeprefix("#").partition("?")
    if "%" in view:  # urllib.parse costs a start tens of milliseconds (it imports ipaddress): only when needed
        from urllib.parse import unquote

        view = unquote(view, errors="replace")
    return view, query


def address(key: str, fields: Iterable[Field], values: dict[str, Any], defaults: dict[str, Any], *,
            seed: int | None = None, rolled: bool = False) -> str:
    """The address that opens calculator ``key`` with ``values`` (by field name, as its form reads
    them) and, when ``seed`` is given, the same answer with the same dice. A field holding its
    default is left out. RulesError when the inputs are too long to share."""
    from urllib.parse import quote

    pairs = []
    for f in fields:
        if f.name not in values:
            continue
        text = _written(f, values[f.name])
        if text == _written(f, defaults.get(f.name)):
            continue
        if len(text) > MAX_VALUE:
            raise RulesError(f"{f.label}: too long to share as a link (at most {MAX_VALUE} characters).", f.name)
        pairs.append(f"{f.name}={quote(text, safe='')}")
    if seed is not None:
        pairs.append(f"{SEED}={seed}")
        if rolled:
            pairs.append(f"{ROLLED}={TICKED}")
    query = "&".join(pairs)
    if len(query) > MAX_LENGTH:
        raise RulesError(f"These inputs are too long to share as a link (at most {MAX_LENGTH:,} characters).")
    return f"#{key}?{query}" if query else f"#{key}"


def _written(f: Field, value: Any) -> str:
    """A field's value as a link writes it: a flag 1 or 0, flags joined by commas."""
    if f.kind == "flag":
        return TICKED if value is True or value in ("true", "on", TICKED) else UNTICKED
    if f.kind == "flags":
        return ",".join(sorted(str(v) for v in value or ()))
    return "" if value is None else str(value)


def read(fields: Iterable[Field], query: str) -> Linked:
    """The values a link's ``query`` fills a calculator's form with, each checked as the form
    checks it; a whole link too long to be one pyrules writes is a RulesError."""
    from urllib.parse import unquote

    if len(query) > MAX_LENGTH:
        raise RulesError(f"This link is too long to be one of pyrules’ (at most {MAX_LENGTH:,} characters): "
                         "nothing was filled in from it.")
    by_name = {f.name: f for f in fields}
    given: dict[str, list[str]] = {}
    for piece in query.split("&"):
        if piece:
            name, _, text = piece.partition("=")
            given.setdefault(unquote(name, errors="replace"), []).append(unquote(text, errors="replace"))
    values: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for name, texts in given.items():
        if name in by_name:
            f = by_name[name]
            if len(texts) > 1:
                errors[name] = f"{f.label}: the link gives this more than once."
                continue
            _check(f, texts[0], values, errors)
    seed, rolled, problems = _dice(given)
    unknown = [name for name in given if name not in by_name and name not in (SEED, ROLLED)]
    if unknown:
        names = ", ".join(f"“{shown(n)}”" for n in unknown[:NAMES_SHOWN]) + ("…" if len(unknown) > NAMES_SHOWN else "")
        problems = (f"This link names what this calculator does not have ({names}): left out.", *problems)
    return Linked(values, errors, seed, rolled, problems)


def _check(f: Field, text: str, values: dict[str, Any], errors: dict[str, Any]) -> None:
    """Put the value a link gives ``f`` in ``values``, or its message in ``errors``; a bad value
    a player could have typed stays in the field beside its message, as after a submit."""
    if len(text) > MAX_VALUE:
        errors[f.name] = f"{f.label}: the link’s value is too long (at most {MAX_VALUE} characters)."
        return
    if any(ch < " " or ch == "\x7f" for ch in text):
        errors[f.name] = f"{f.label}: the link’s value holds characters no field takes."
        return
    if f.kind == "flag":
        if text not in (TICKED, UNTICKED):
            errors[f.name] = f"{f.label}: “{shown(text)}” is neither ticked (1) nor unticked (0)."
            return
        values[f.name] = text == TICKED
        return
    try:
        f.parse(text)
    except RulesError as error:
        errors[f.name] = error.message
        if f.kind in ("flags", "choice"):
            return  # a choice not offered cannot be shown in its list
    values[f.name] = [v for v in text.split(",") if v] if f.kind == "flags" else text


def _dice(given: dict[str, list[str]]) -> tuple[int | None, bool, tuple[str, ...]]:
    """The seed and the Roll of a link, or a problem when they cannot be read (no dice kept)."""
    seeds, rolls = given.get(SEED, []), given.get(ROLLED, [])
    if not seeds and not rolls:
        return None, False, ()
    damaged = ("This link’s dice could not be read: any roll is made afresh.",)
    seed = validate.digits(seeds[0], longest=16, high=2**SEED_BITS - 1) if len(seeds) == 1 else None
    if seed is None or rolls not in ([], [TICKED]):
        return None, bool(rolls), damaged
    return seed, bool(rolls), ()
