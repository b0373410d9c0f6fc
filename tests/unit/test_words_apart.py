"""Facts have keys, and words are made apart: no rule, tracker or session code decides by
comparing, matching or taking apart the words a player reads (a label, a headline, a table cell
as printed). It decides by keys (a modifier's ``kind``, a condition's ``key``, a row's key), and
the words are made from them by the formatters alone.

The scan reads every module of the package (its syntax tree, not its text) and finds a
comparison with words (``==``, ``!=``, ``in``), or a text method that looks for words
(``startswith``, ``replace``, ``split``…), whose words are written in the code or in a module's
constant. Words are text with a space in it, a sentence's punctuation (": ", ", "), or a
capitalized word ("Lethal"); a key is lower case ("stunned"), and a pool's name is its key
("HP", "Stun": ``POOLS``). A lower-case word is words too where the code writes it as it is: a
field of its own (``self.said``) that it both writes into the words it makes (an f-string, text
added to, a list it joins) and compares with a constant of its module decides by the word it
writes; a key's words are looked up from the key (``ATTACK_KIND_WORDS[self.kind]``). What reads
a player's input into keys, once, at the edge, is left out (``EDGES``), and so are the tables as
printed and the formatters.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pyrules"

# A pool's name is the key the tracker keeps it under (``Resource.name``; its words are ``label``).
POOLS = {"HP", "FP", "SHP", "DHP", "TAL", "Stun", "Wounds", "Shock", "Lethal", "Subdual", "Body", "Shield"}
# Where words are read into keys, once: what a player types (dice, an attack line, a link, a
# character file), and the tables as the books print them, with their errata and reference pages.
EDGES = (
    "core/dice.py", "core/validate.py", "core/fields.py", "core/link.py", "core/tables.py", "core/json_file.py",
    "core/cards_file.py", "core/encounter/card.py", "core/encounter/migrations.py", "core/players/messages.py",
    "core/players/view_data.py", "core/players/invitation.py", "core/players/qr_code.py",
    "gurps/gcs.py", "gurps/tracker/card.py", "aftermath/tracker/card.py", "cortex/tracker/card.py",
    "tal/tracker/card.py", "/data/", "/errata", "/reference", "/words.py", "/said.py",
)
# Functions that are such an edge inside a module of rules: (module, function).
EDGE_FUNCTIONS = {
    ("core/encounter/parts.py", "condition_key"),  # a condition's name read into its ruleset's key
    ("core/encounter/model.py", "condition"),  # the condition a game master names, to take it off
    ("core/players/player_rolls.py", "named_for"),  # what a player typed a roll was for, read into a field
}
TEXT_METHODS = {"startswith", "endswith", "replace", "removeprefix", "removesuffix", "partition", "rpartition",
                "split", "rsplit", "find", "rfind", "index", "count"}
PROSE = (": ", ", ", ". ")


def wordy(value: object) -> bool:
    """Whether ``value`` is words a player reads rather than a key."""
    if not isinstance(value, str):
        return False
    text = value.strip()
    if value in PROSE or " " in text:
        return True
    return len(text) > 2 and text[0].isupper() and any(ch.islower() for ch in text)


def constants(tree: ast.Module) -> dict[str, list[str]]:
    """The module's constants of text: NAME = "…" or a tuple, list or set of texts."""
    found: dict[str, list[str]] = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) and node.value is not None else []
        value = getattr(node, "value", None)
        texts = list(_texts(value, {})) if value is not None else []
        for target in targets:
            if isinstance(target, ast.Name) and texts:
                found[target.id] = texts
    return found


def _texts(node: ast.AST, known: dict[str, list[str]]):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        for element in node.elts:
            yield from _texts(element, known)
    elif isinstance(node, ast.Name) and node.id in known:
        yield from known[node.id]


def _folded(node: ast.AST) -> bool:
    """Whether ``node`` is text folded to be matched as words: ``name.casefold()``, ``.lower()``."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
        "casefold", "lower", "upper", "title", "capitalize")


def _own_field(node: ast.AST) -> str | None:
    """The name of ``self.name``, else None."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
        return node.attr
    return None


def written_as_words(tree: ast.Module) -> set[str]:
    """The fields of its own (``self.name``) a module writes into words as they are: in an f-string,
    added to text, or in a list it joins into text."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FormattedValue):
            found.add(_own_field(node.value) or "")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and any(
                isinstance(side, ast.JoinedStr) or isinstance(side, ast.Constant) and isinstance(side.value, str)
                for side in (node.left, node.right)):
            found |= {_own_field(side) or "" for side in (node.left, node.right)}
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        joined = {name.id for call in ast.walk(function) if isinstance(call, ast.Call)
                  and isinstance(call.func, ast.Attribute) and call.func.attr == "join"
                  for argument in call.args for name in ast.walk(argument) if isinstance(name, ast.Name)}
        for step in ast.walk(function):
            if isinstance(step, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and step.value is not None and any(
                    isinstance(target, ast.Name) and target.id in joined
                    for target in (step.targets if isinstance(step, ast.Assign) else [step.target])):
                found |= {_own_field(item) or "" for listed in ast.walk(step.value)
                          if isinstance(listed, (ast.List, ast.Tuple)) for item in listed.elts}
    return found - {""}


def words_as_identity(path: Path) -> list[tuple[int, str]]:
    """(line, words) of each place ``path`` decides by words."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    known = constants(tree)
    written = written_as_words(tree)
    module = path.relative_to(PACKAGE).as_posix() if path.is_relative_to(PACKAGE) else path.name
    skipped = {id(inner) for function in ast.walk(tree) if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
               and (module, function.name) in EDGE_FUNCTIONS for inner in ast.walk(function)}
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))
                                                 for op in node.ops):
            sides = (node.left, *node.comparators)
            found += [(node.lineno, text) for side in sides for text in _texts(side, known)
                      if wordy(text) and text not in POOLS]
            found += [(node.lineno, f"{side.func.attr}()") for side in sides if _folded(side)]
            if any(_own_field(side) in written for side in sides):  # a word it writes, compared with a constant
                found += [(node.lineno, f"self.{_own_field(side)}") for side in sides if _own_field(side) in written
                          for other in sides if isinstance(other, ast.Name) and other.id in known]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in TEXT_METHODS:
            for argument in node.args:
                found += [(node.lineno, text) for text in _texts(argument, known)
                          if wordy(text) or text in PROSE or text in POOLS]
    return found


def _modules() -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if not any(edge in "/" + path.relative_to(PACKAGE).as_posix() for edge in EDGES)]


def test_the_scan_finds_words_compared_or_taken_apart_and_passes_keys(tmp_path):
    tree = ast.parse('STUNNED = ("Stunned", "Stun")\n'
                     'a = c.name in STUNNED\nb = line.startswith("Character ")\nd = text.replace(": ", ", ")\n'
                     'e = c.key == "stunned"\nf = pool == "HP"\ng = c.name.casefold() in names\n')
    sample = tmp_path / "sample.py"
    sample.write_text(ast.unparse(tree), encoding="utf-8")
    assert [line for line, _ in words_as_identity(sample)] == [2, 3, 4, 4, 7]


def test_the_scan_finds_a_word_its_code_writes_compared_with_a_constant_and_passes_a_key_written_by_lookup(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('MELEE = "melee"\nWORDS = {MELEE: "melee"}\n\n\n'
                      'class Line:\n'
                      '    def written(self):\n'
                      '        parts = [self.said] + [WORDS[self.kind]]\n'
                      '        return " ".join(parts) + f" {self.name}"\n\n'
                      '    def melee(self):\n'
                      '        return self.said == MELEE or self.kind == MELEE or self.name == "x"\n',
                      encoding="utf-8")
    assert words_as_identity(sample) == [(11, "self.said")]


@pytest.mark.parametrize("path", _modules(), ids=lambda path: path.relative_to(PACKAGE).as_posix())
def test_no_rule_tracker_or_session_code_decides_by_words(path):
    found = words_as_identity(path)
    assert not found, (f"{path.relative_to(PACKAGE).as_posix()} decides by words (give the fact a key, and make "
                       f"the words from it apart): {found}")
