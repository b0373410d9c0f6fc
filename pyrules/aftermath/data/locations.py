"""The Hit Location Tables as seed 002 prints them (A7): bipedal and quadrupedal, the direction
modifications, the belly locations and the splits of "X/Y" and "X/Y/Z" by facing."""

from __future__ import annotations

HIT_LOCATION_LINES = "99-159"
HIT_LOCATION_SOURCE = f"002 l.{HIT_LOCATION_LINES}"
# Hit Location Table, bipedal, seed 002 l.103-112 (two printed columns, read top to bottom).
BIPEDAL_ROWS: tuple[tuple[str, str], ...] = (
    ("1-4", "1"),
    ("5-8", "2"),
    ("9-11", "3"),
    ("12-20", "4/5"),
    ("21-29", "6/7"),
    ("30-38", "8/9"),
    ("39-47", "10/11"),
    ("48-53", "12"),
    ("54-59", "21/22"),
    ("60-65", "23/24"),
    ("66-69", "25/26"),
    ("70-74", "27/28"),
    ("75-80", "29/30"),
    ("81-86", "13/14"),
    ("87-93", "15/16"),
    ("94-98", "17/18"),
    ("99-00", "19/20"),
)
# Hit Location Table, quadrupedal, seed 002 l.126-141.
QUADRUPEDAL_ROWS: tuple[tuple[str, str], ...] = (
    ("1-4", "1"),
    ("5-12", "2"),
    ("13-20", "3/4"),
    ("21-28", "5/6/7"),
    ("29-36", "18/17"),
    ("37-44", "20/19"),
    ("45-48", "22/21"),
    ("49-56", "8/9/10"),
    ("57-64", "11/12/13"),
    ("65-72", "14/15/16"),
    ("73-80", "24/23"),
    ("81-88", "26/25"),
    ("89-92", "28/27"),
    ("93-96", "29"),
    ("97-00", "30"),
)
# Modifications, seed 002 l.115-122: (body, direction key, direction as printed, printed, value used).
# Bipedal "from above" is printed +5; pyrules reads -5 (erratum A7 l.118): head locations are the
# low rolls, so an attack from above must lower the roll, as "from the front" does for quadrupeds.
DIRECTION_ROWS: tuple[tuple[str, str, str, str, int], ...] = (
    ("bipedal", "above", "from above", "+5", -5),
    ("bipedal", "below", "from below", "+5", +5),
    ("quadrupedal", "front", "from the front", "-5", -5),
    ("quadrupedal", "rear", "from the rear", "+5", +5),
)
# Seed 002 l.145.
BELLY_LOCATIONS: tuple[int, ...] = (7, 10, 13, 16)
# Facing splits, seed 002 l.149-158: which part of "X/Y" or "X/Y/Z" a second d100 picks.
# Front or rear: "X/Y 50% either location" is read as 01-50 X, 51-00 Y.
SPLIT_ROWS: dict[tuple[str, int], tuple[tuple[str, int, str], ...]] = {
    ("front_rear", 2): (("1-50", 0, "either location (50%)"), ("51-00", 1, "either location (50%)")),
    ("front_rear", 3): (("1-40", 0, "X"), ("41-80", 1, "Y"), ("81-00", 2, "Z")),
    ("side", 2): (("1-70", 0, "nearest side"), ("71-00", 1, "furthest side")),
    ("side", 3): (("1-60", 0, "nearest side"), ("61-70", 1, "furthest side"), ("71-00", 2, "underbelly")),
}
