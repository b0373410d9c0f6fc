"""pyrules: the rules of four tabletop games as plain, tested Python.

Pure Python with no browser imports; runs on CPython 3.11+ and in Pyodide.
Rulesets live in ``pyrules.gurps``, ``pyrules.aftermath``, ``pyrules.cortex``
and ``pyrules.tal``; shared machinery in ``pyrules.core``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyrules.core.errors import RulesError

if TYPE_CHECKING:
    import random

    from pyrules.core.tools import Answer

__all__ = ["RulesError", "answer"]
__version__ = "0.1.0"


def answer(tool_key: str, /, *, rng: random.Random | None = None, **fields: Any) -> Answer:
    """What a calculator answers, by its key: ``pyrules.answer("gurps-skill", base=12)``.

    For scripts and notebooks; see ``pyrules.rulesets.answer``."""
    from pyrules import rulesets

    return rulesets.answer(tool_key, rng=rng, **fields)
