"""A sample of rules checks run in the page's Python, to compare with CPython's answers.

The end-to-end suite calls ``window.pyrulesSelfcheck()`` and compares the JSON it
returns with the same sample run on CPython: the rules must answer alike on both.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

Sample = tuple[str, str, list[Any], dict[str, Any], str | None]

# By ruleset ("core" first): (module, function, args, kwargs, attribute of the result to keep or None).
SAMPLE: dict[str, list[Sample]] = {
    "core": [
        ("pyrules.core.odds", "chance", ["3d6"], {"at_most": 10}, None),
        ("pyrules.core.odds", "chance", ["d12+d4"], {"at_least": 11}, None),
        ("pyrules.core.odds", "chance", ["2D10+1"], {"at_least": 15}, None),
        ("pyrules.core.dice", "parse", ["1d10 x 10"], {}, "highest"),
        ("pyrules.core.rounding", "round_half_up", [2.5], {}, None),
    ],
    "gurps": [
        ("pyrules.gurps", "success_chance", [12], {}, None),
        ("pyrules.gurps", "success_roll", [12, 17], {}, "critical"),
        ("pyrules.gurps", "range_modifier", [5.5], {}, None),
        ("pyrules.gurps", "rapid_fire_bonus", [450], {}, None),
        ("pyrules.gurps", "hit_location", [4], {}, None),
        ("pyrules.gurps", "injury", [9, 3, "cut"], {"location": "neck", "hp": 10}, "injury"),
    ],
    "aftermath": [
        ("pyrules.aftermath", "gun_damage", [21], {}, None),
        ("pyrules.aftermath", "critical_effect", [95, 20], {}, None),
        ("pyrules.aftermath", "hit_location", [50], {}, None),
        ("pyrules.aftermath", "encumbrance_value", ["VSm", "Vlt"], {}, None),
    ],
    "cortex": [
        ("pyrules.cortex", "step", ["d12", 1], {}, None),
        ("pyrules.cortex", "chance", ["d6+d6", 7], {}, None),
        ("pyrules.cortex", "life_points", ["d8", "d6"], {}, None),
    ],
    "tal": [
        ("pyrules.tal", "attack_category", [57, 55], {}, None),
        ("pyrules.tal", "unconsciousness", [60, 50], {"last_deep_hp": True}, None),
        ("pyrules.tal", "fatigue_level", [40, 10], {}, None),
    ],
}


def _plain(value: Any) -> Any:
    if hasattr(value, "numerator") and hasattr(value, "denominator") and not isinstance(value, (int, bool)):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return repr(value)


def run_sample() -> str:
    """Every sample call's answer (or the error it raised), as JSON."""
    from pyrules import rulesets

    answers = []
    calls = [call for key in ("core", *rulesets.KEYS) for call in SAMPLE.get(key, ())]
    for module, function, args, kwargs, attribute in calls:
        try:
            result = getattr(importlib.import_module(module), function)(*args, **kwargs)
            if attribute:
                result = getattr(result, attribute)
            answers.append(_plain(result))
        except ModuleNotFoundError as error:
            answers.append(f"missing: {error.name}")
        except Exception as error:  # the answer to compare is the error itself
            answers.append(f"{type(error).__name__}: {error}")
    return json.dumps(answers)


def random_sample() -> str:
    """The next numbers of every generator a restored snapshot could have frozen, as JSON: two
    visits must not agree."""
    from screen.preload import generators

    return json.dumps([g.getrandbits(64) for g in generators()])
