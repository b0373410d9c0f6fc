"""The page's modules import one another one way: none reaches back to a module that imports it."""

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parents[3] / "web"


def _imports() -> dict:
    """Each screen module's screen imports, those inside functions included."""
    found = {}
    for path in (WEB / "screen").glob("*.py"):
        name = f"screen.{path.stem}"
        found[name] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "screen":
                found[name] |= {f"screen.{a.name}" for a in node.names}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("screen."):
                found[name].add(node.module)
            elif isinstance(node, ast.Import):
                found[name] |= {a.name for a in node.names if a.name.startswith("screen.")}
    return found


def test_no_page_module_imports_one_that_imports_it_back():
    graph = _imports()

    def reaches(start, goal, seen):
        return any(step == goal or (step not in seen and not seen.add(step) and reaches(step, goal, seen))
                   for step in graph.get(start, ()))

    assert sorted(name for name in graph if reaches(name, name, set())) == []


def test_the_calculators_reach_encounters_through_what_they_are_given_not_the_tracker_page():
    graph = _imports()
    assert "screen.tracker" not in graph["screen.forms"] and "screen.forms" in graph["screen.tracker"]
    assert "screen.forms" not in graph["screen.rolls"] and "screen.rolls" in graph["screen.forms"]
