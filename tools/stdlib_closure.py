"""Which modules of Pyodide's standard library the app can ever import.

Run inside the app's own Pyodide (Python 3.14) under Node at build time
(``tools/stdlib_closure.mjs``), with the app's folders mounted: the standard library's sources are
3.14 and only that Python reads them all. The answer is generous, the union of
- what Pyodide's own start imported, read before this script imports anything;
- what importing every module the app ships imports (the browser's ``js`` stood in for);
- every module an import statement anywhere in the app's code names, and what those import as
  they are imported, followed to the end;
- each one's packages (their ``__init__``), and a few packages whose modules are found by name at
  run time rather than imported by a statement (ALWAYS).
The rest of the standard library ships apart and arrives once the app is ready
(``static/mount-app.mjs``).

Plain Python: the parts that read source are tested on CPython too.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import sys
import types
import zipfile
from collections.abc import Callable, Iterable

# Packages whose modules are looked up by name, not by an import statement: a codec by its name
# (``"abc".encode("idna")``), Pyodide's own helpers by the JavaScript that calls them.
ALWAYS = ("encodings", "pyodide", "_pyodide")


def run_as_a_script(node: ast.AST) -> bool:
    """Whether ``node`` is an ``if __name__ == "__main__":`` block, run only as a script."""
    test = node.test if isinstance(node, ast.If) else None
    return isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__" \
        and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in test.comparators)


def statements(tree: ast.AST, in_functions: bool) -> Iterable[ast.AST]:
    """Every node of ``tree``; those inside a function's body or a script's block (run as a
    script, never as the module is imported) only when ``in_functions``."""
    queue = [tree]
    while queue:
        node = queue.pop()
        yield node
        if in_functions or not (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
                                or run_as_a_script(node)):
            queue.extend(ast.iter_child_nodes(node))


def imported_names(source: str | bytes, name: str, package: bool, in_functions: bool = True) -> set[str]:
    """Every module an import statement in ``source`` (module ``name``, a package's ``__init__``
    when ``package``) may import: wherever the statement stands, or with ``in_functions`` false
    only those run as the module is imported (not in a function's body). ``from a import b``
    names both ``a`` and ``a.b`` (``b`` may be a module)."""
    found: set[str] = set()
    here = name.split(".") if package else name.split(".")[:-1]
    for node in statements(ast.parse(source), in_functions):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if module:
                found.add(module)
                found.update(f"{module}.{alias.name}" for alias in node.names if alias.name != "*")
    return found


def with_packages(names: Iterable[str]) -> set[str]:
    """``names`` and each package they are in ("a.b.c" brings "a" and "a.b")."""
    parts = (name.split(".") for name in names)
    return {".".join(part[:end]) for part in parts for end in range(1, len(part) + 1)}


def modules_in(stdlib: zipfile.ZipFile) -> dict[str, str]:
    """The standard library's modules by name, each with its path in the zip."""
    found = {}
    for path in stdlib.namelist():
        if path.endswith("/__init__.py"):
            found[path[:-len("/__init__.py")].replace("/", ".")] = path
        elif path.endswith(".py"):
            found[path[:-3].replace("/", ".")] = path
    return found


def closure(roots: Iterable[str], modules: dict[str, str], read: Callable[[str], bytes]) -> set[str]:
    """The modules of ``modules`` (name -> path) reachable from ``roots`` by import statements,
    followed through each module found (read by its path) by the imports it runs as it is
    imported, with their packages. (Followed into the functions of the standard library too, it
    would take four fifths of it: most of those imports serve what the app never calls.)"""
    seen: set[str] = set()
    queue = list(roots)
    while queue:
        for name in with_packages([queue.pop()]):
            if name in modules and name not in seen:
                seen.add(name)
                path = modules[name]
                queue.extend(imported_names(read(path), name, path.endswith("/__init__.py"), in_functions=False))
    return seen


def every_module(tops: Iterable[str]) -> list[str]:
    """The name of every module of the app's top-level packages and modules ``tops``, importable here."""
    names = []
    for top in tops:
        module = importlib.import_module(top)
        names.append(top)
        if hasattr(module, "__path__"):
            names += [info.name for info in pkgutil.walk_packages(module.__path__, top + ".")]
    return names


class StandIn(types.ModuleType):
    """The browser's modules where there is no browser: any name of it is a stand-in too, to call,
    index or subclass. (unittest.mock's would do, but importing it imports a tenth of the
    standard library, which would hide what the app itself imports.)"""

    def __getattr__(self, name: str) -> StandIn:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return StandIn(name)

    def __call__(self, *args: object, **kwargs: object) -> StandIn:
        return StandIn("called")

    def __getitem__(self, key: object) -> StandIn:
        return StandIn("item")

    def __mro_entries__(self, bases: tuple[object, ...]) -> tuple[type, ...]:
        return (object,)


def app_imports(tops: Iterable[str], stand_ins: Iterable[str] = ("js", "pyodide.ffi")) -> set[str]:
    """The modules importing every module of ``tops`` brings in, the browser (``stand_ins``) stood in for."""
    for name in stand_ins:
        sys.modules[name] = StandIn(name)
    before = set(sys.modules)
    for name in every_module(tops):
        importlib.import_module(name)
    return {name for name, module in sys.modules.items() if name not in before and not isinstance(module, StandIn)}


def first_part(stdlib_path: str, started: Iterable[str], tops: Iterable[str],
               sources: Iterable[tuple[str, bytes]]) -> list[str]:
    """The paths in the standard library's zip (at ``stdlib_path``) of every module the app can
    import: ``started`` (what Pyodide's start imported), what importing the app's ``tops`` imports,
    and what the app's ``sources`` ((module name, source) pairs) reach, followed to the end."""
    with zipfile.ZipFile(stdlib_path) as stdlib:
        modules = modules_in(stdlib)
        roots = set(started) | app_imports(tops) | set(ALWAYS)
        for name, source in sources:
            roots |= imported_names(source, name, name.endswith(".__init__"))
        wanted = closure(roots, modules, stdlib.read)
        wanted |= {name for name in modules if name.split(".")[0] in ALWAYS}
        return sorted(modules[name] for name in wanted)
