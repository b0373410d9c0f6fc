"""Firing on a Target: the category shifts for cover, range, movement and conditions (T10)."""

from __future__ import annotations

from pyrules.core import validate
from pyrules.tal.data.combat import COVER, MOVEMENT, OTHER, RANGE
from pyrules.core.explain import Modifier
from pyrules.tal.data import cite

COVER_CHOICES = (("none", "No cover"),) + tuple(
    (name.split("%")[0], name) for name, _rule, _shift in COVER
)
RANGE_CHOICES = tuple((name.lower(), name) for name, _shift in RANGE)
SHOOTER_CHOICES = (
    ("still", "Standing still"),
    ("braced", "Braced"),
    ("walking", "Walking"),
    ("running", "Running"),
)
_COVER = {name.split("%")[0]: (name, shift, line) for (name, _r, shift), line in zip(COVER, ("94", "95", "96"))}
_RANGE = {name.lower(): (name, shift) for name, shift in RANGE}
_MOVES = {name: (shift, line) for (name, _rule, shift), line in zip(MOVEMENT, ("107", "108", "109", "110", "111"))}
TARGET_CHOICES = (("moving", "Moving"), ("erratic", "Erratic"))
_SHOOTER = {"walking": "Shooter is walking", "running": "Shooter is running", "braced": "Shooter is braced"}
_ADVERSE, _FAVORABLE = OTHER
MOST_ADVERSE, MOST_FAVORABLE = -_ADVERSE[3], _FAVORABLE[3]  # the GM's 1 to 5 categories each way
RANGE_SHIFT = "range"  # the kind of a range category's shift (l.101-103)
RANGE_NOTE = "Read as −1 per range category beyond short (see errata)."
ERRATIC_NOTE = f"Erratic movement is movement too: −1 for moving and −1 for erratic, −2 in all ({cite('110-111')})."


def firing_shifts(
    cover: str = "none",
    range_category: str = "short",
    shooter: str = "still",
    target_moving: bool = False,
    target_erratic: bool = False,
    adverse: int = 0,
    favorable: int = 0,
) -> tuple[Modifier, ...]:
    """Every category shift that applies when firing on a target, each with its source.

    ``adverse`` and ``favorable`` are the GM's 0 to 5 categories each way. A target
    moving erratically is moving: it takes both the moving and the erratic shift.
    """
    cover = validate.choice(cover, "cover", [key for key, _ in COVER_CHOICES], "cover")
    range_category = validate.choice(range_category, "range", [key for key, _ in RANGE_CHOICES], "range")
    shooter = validate.choice(shooter, "shooter", [key for key, _ in SHOOTER_CHOICES], "shooter")
    target_moving = validate.yes_no(target_moving, "target", "Target moving")
    target_erratic = validate.yes_no(target_erratic, "target", "Target erratic")
    adverse = validate.whole(adverse, "adverse", "Adverse conditions", low=0, high=MOST_ADVERSE)
    favorable = validate.whole(favorable, "favorable", "Favorable conditions", low=0, high=MOST_FAVORABLE)

    shifts: list[Modifier] = []
    if cover != "none":
        name, value, line = _COVER[cover]
        shifts.append(Modifier(name, value, cite(line)))
    name, value = _RANGE[range_category]
    if value:
        note = RANGE_NOTE if value < 0 else ""
        shifts.append(Modifier(f"{name} range", value, cite("102" if value > 0 else "103"), note, kind=RANGE_SHIFT))
    if shooter != "still":
        label = _SHOOTER[shooter]
        value, line = _MOVES[label]
        shifts.append(Modifier(label, value, cite(line)))
    note = ERRATIC_NOTE if target_erratic else ""
    for flagged, label in ((target_moving or target_erratic, "Target is moving"),
                           (target_erratic, "Target movement erratic")):
        if flagged:
            value, line = _MOVES[label]
            shifts.append(Modifier(label, value, cite(line), note))
    if adverse:
        shifts.append(Modifier(_ADVERSE[0], -adverse, cite("115"), "GM's discretion"))
    if favorable:
        shifts.append(Modifier(_FAVORABLE[0], favorable, cite("116"), "GM's discretion"))
    return tuple(shifts)
