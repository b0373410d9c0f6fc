"""A quick start's snapshot keeps the app's modules imported; a restored one rolls new dice."""

import random

from screen import preload


def test_the_snapshot_keeps_every_module_the_page_needs_that_does_not_touch_the_browser():
    import sys

    preload.preload()
    assert {"pyrules.gurps.tools", "screen.markup", "screen.tracker_page"} <= set(sys.modules)


def test_every_random_generator_the_snapshot_froze_is_given_fresh_entropy_on_restore():
    preload.preload()
    frozen = [g for g in preload.generators() if not isinstance(g, random.SystemRandom)]  # no state
    assert random._inst in frozen
    states = [g.getstate() for g in frozen]
    preload.reseed()
    assert all(g.getstate() != state for g, state in zip(frozen, states))
