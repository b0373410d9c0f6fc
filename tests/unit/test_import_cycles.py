"""No two modules import each other, through any chain: imports inside functions count too.

A cycle hides which module is the lower layer (a rule's data under the tracker, the tracker
under the page), and it breaks as soon as someone moves an import out of a function.
"""

from __future__ import annotations

import ast
from pathlib import Path


ROOT = Path(__file__).resolve().parents[2]


def _modules(top: str, root: Path) -> dict[str, Path]:
    """Every module under ``root`` by its dotted name, a package by its own name."""
    found = {}
    for path in root.rglob("*.py"):
        parts = [top, *path.relative_to(root).with_suffix("").parts]
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Each module's imports of the others: ``from a import b`` is module ``a.b`` when there is
    one, else ``a``; an import anywhere in the file counts, at the top or in a function."""
    graph = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                subs = [f"{base}.{alias.name}" for alias in node.names]
                targets = subs if all(t in modules for t in subs) else [base, *subs]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """The pairs of modules each reachable from the other."""
    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            here = todo.pop()
            if here == goal:
                return True
            todo += [n for n in graph[here] if n not in seen and not seen.add(n)]
        return False

    return sorted({tuple(sorted((a, b))) for a in graph for b in graph[a] if reaches(b, a)})


MODULES = {**_modules("pyrules", ROOT / "pyrules"), **_modules("screen", ROOT / "web" / "screen"),
           **_modules("keeping", ROOT / "web" / "keeping")}
GRAPH = _graph(MODULES)


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_pure_package_imports_in_no_cycle():
    pure = {name: {n for n in targets if n.startswith("pyrules")}
            for name, targets in GRAPH.items() if name.startswith("pyrules")}
    assert _cycles(pure) == []


def test_the_page_modules_import_in_no_cycle():
    assert _cycles(GRAPH) == []
