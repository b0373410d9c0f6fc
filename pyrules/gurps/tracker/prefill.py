"""What the GURPS calculators a combatant opens are filled in with, and what an injury applied to a
combatant takes from it: its HP, HT, pain threshold, HP now, its worn DR where the blow landed, and
how its body takes the blow where its card says (``body_values``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pyrules.core.encounter.model import Combatant, State
from pyrules.core.encounter.parts import PrefillRules
from pyrules.core.errors import RulesError
from pyrules.core.fields import Field
from pyrules.gurps.locations import BODY_LOCATIONS
from pyrules.gurps.tracker import card as character
from pyrules.gurps.tracker.pools import GurpsPools
from pyrules.gurps.tracker.standing import GurpsStandingRules
from pyrules.gurps.tracker.state import defense_options
from pyrules.gurps.tracker.stats import stat

BODY_FLAGS = ("no_brain", "no_vitals")  # the card's body options the injury calculator ticks


def _offered(fields: Iterable[Field], values: Mapping[str, Any]) -> dict[str, Any]:
    """The values a calculator's fields take (its maneuvers are fewer than the tracker's)."""
    choices = {f.name: {key for key, _ in f.choices} for f in fields if f.kind == "choice"}
    return {name: value for name, value in values.items() if value in choices.get(name, ())}


def dr_at(combatant: Combatant, location: str) -> int:
    """The combatant's worn DR at a body location (its general DR where none is given there)."""
    try:
        return character.dr_by_location(stat(combatant, "dr"), stat(combatant, "dr_locations"))[location]
    except RulesError:
        return int(stat(combatant, "dr"))


def body_values(combatant: Combatant, damage_type: str | None = None, chosen: Any = ()) -> dict[str, Any]:
    """The injury calculator's Basic Set fields this combatant's card fills (PUBLISHED_RULE:
    Basic Set pp. 47, 60, 161, 380): its Injury Tolerance, No Brain and No Vitals (kept with the
    form's other ``chosen`` body options), Hardened DR and its Vulnerability to ``damage_type``;
    nothing for a card that says none of them."""
    found: dict[str, Any] = {}
    if (tolerance := stat(combatant, "tolerance")) != "none":
        found["tolerance"] = tolerance
    if hardened := stat(combatant, "hardened"):
        found["hardened"] = hardened
    try:
        vulnerable = None if damage_type is None else \
            character.vulnerabilities(stat(combatant, "vulnerability")).get(damage_type)
    except RulesError:
        vulnerable = None
    if vulnerable:
        found["vulnerability"] = str(vulnerable)
    body = [name for name in BODY_FLAGS if stat(combatant, name)]
    if body:
        kept = {chosen} if isinstance(chosen, str) else set(chosen or ()) - set(BODY_FLAGS)
        found["body_options"] = body + sorted(kept)
    return {"more_rules": True, **found} if found else {}


class GurpsPrefill(PrefillRules):
    """The injury, HP and FP, skill and defense calculators, filled in from a combatant."""

    def __init__(self, pools: GurpsPools, standing: GurpsStandingRules) -> None:
        self.pools = pools
        self.standing = standing

    def calculators(self, combatant: Combatant, encounter: State | None = None) -> dict[str, dict[str, Any]]:
        """The injury calculator for a blow to this combatant (its HP, HT, pain threshold, HP
        now and worn DR at the torso), HP and FP with its pools as they stand, its maneuver and
        posture for skill with, in ``encounter``, the shock its standing puts on this turn's rolls
        (l.240), and its own defense: its Dodge with what its state does to it (stunned, -4, l.252;
        below HP/3 or FP/3, halved, l.193, l.203), each a line of the defense's answer; one its
        standing leaves no active defense (unconscious, mortally wounded, dead) is offered none."""
        from pyrules.gurps.tools.defense import DEFENSE_FIELDS
        from pyrules.gurps.tools.skill import SKILL_FIELDS

        hp, fp = self.pools.current(combatant, "HP"), self.pools.current(combatant, "FP")
        stance = {"maneuver": stat(combatant, "maneuver"), "posture": stat(combatant, "posture")}
        standing = self.standing.facts(combatant, encounter)
        shock = {"shock_penalty": standing.shock.penalty} if standing.shock is not None and standing.shock.penalty \
            else {}
        offered = {
            "gurps-injury": {"hp": stat(combatant, "hp"), "ht": stat(combatant, "ht"), "pain": stat(combatant, "pain"),
                             "dr": dr_at(combatant, "torso"), "location": "torso",
                             "current_hp": min(hp, stat(combatant, "hp")),
                             "options": ["shock_scaled"] if stat(combatant, "scaled_shock") else [],
                             **body_values(combatant)},
            "gurps-condition": {"hp": hp, "max_hp": stat(combatant, "hp"), "fp": fp, "max_fp": stat(combatant, "fp")},
            "gurps-skill": {**_offered(SKILL_FIELDS, stance), **shock},
            "gurps-defense": {"defense": "dodge", "base": stat(combatant, "dodge"), **_offered(DEFENSE_FIELDS, stance),
                              "options": defense_options(standing)},
        }
        if not standing.may("defends"):
            del offered["gurps-defense"]
        return offered

    def target_values(self, combatant: Combatant, tool_key: str, values: Mapping[str, Any]) -> dict[str, Any]:
        """An injury applied to this combatant is worked out with its HP, HT, pain threshold, HP
        now and its DR where the blow landed (the form's location), and how its body takes the
        blow where its card says (``body_values``)."""
        if tool_key != "gurps-injury":
            return {}
        filled = self.calculators(combatant)["gurps-injury"]
        location = values.get("location") or "torso"
        return {**{name: filled[name] for name in ("hp", "ht", "pain", "current_hp")},
                "dr": dr_at(combatant, location if location in BODY_LOCATIONS else "torso"),
                "options": character.injury_options(bool(stat(combatant, "scaled_shock")), values.get("options")),
                **body_values(combatant, values.get("damage_type"), values.get("body_options"))}
