"""A ruleset package's public names, each imported from its module the first time it is asked for
(PEP 562), so that a page which needs few of them (a calculator opened alone) loads only those."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable, Mapping


def imported_on_first_use(space: dict[str, Any], home_of: Mapping[str, str]) -> Callable[[str], Any]:
    """The module ``__getattr__`` of the package whose globals are ``space``: a name of
    ``home_of`` (name -> the package's module that defines it) imported from that module, and
    kept among the package's names, so it is asked for once; AttributeError for any other name."""
    package = space["__name__"]

    def __getattr__(name: str) -> Any:
        """A public name of the package, imported from its module the first time it is asked for."""
        module = home_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{module}"), name)
        space[name] = value
        return value

    return __getattr__
