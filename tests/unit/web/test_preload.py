"""A quick start's snapshot keeps the app's modules imported; a restored one rolls new dice."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from screen import preload

ROOT = Path(__file__).resolve().parents[3]


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


@pytest.mark.cpython_only
def test_the_snapshot_holds_the_qr_code_maker_so_a_phones_answer_is_drawn_at_once():
    script = ("import sys\nfrom screen import preload\npreload.preload()\n"
              "print(sorted({'qrcodegen', 'pyrules.core.players.qr_code'} & set(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "web")])})
    assert done.stdout.strip() == "['pyrules.core.players.qr_code', 'qrcodegen']"
