"""pyrules: the rules of four tabletop games as plain, tested Python.

Pure Python with no browser imports; runs on CPython 3.11+ and in Pyodide.
Rulesets live in ``pyrules.gurps``, ``pyrules.aftermath``, ``pyrules.cortex``
and ``pyrules.tal``; shared machinery in ``pyrules.core``.
"""

from pyrules.core.errors import RulesError

__all__ = ["RulesError"]
__version__ = "0.1.0"
