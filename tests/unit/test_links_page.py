"""Every calculator's form offers its link, switched on with the rest of the form."""

from __future__ import annotations

import re

import build
from pyrules.core.roller import ROLLER
from screen.pages import tool_form


def test_every_calculator_has_a_copy_link_button_beside_its_own_and_a_place_to_say_it_was_copied():
    for tool in [ROLLER, *(t for r in build.load_rulesets() for t in r.tools)]:
        form = str(tool_form(tool))
        buttons = re.search(r'<div class="buttons">(.*?)</div>', form).group(1)
        assert f'<button type="button" class="secondary copy-link" data-copy-link="{tool.key}">Copy link</button>' in buttons
        assert f'<p class="link-said" id="{tool.key}--link" role="status"></p>' in form


def test_the_copy_link_button_waits_for_python_inside_the_forms_disabled_fieldset():
    form = str(tool_form(ROLLER))
    body = form.index('<fieldset class="tool-body" disabled>')
    assert body < form.index('data-copy-link="dice"') < form.rindex("</fieldset>")  # the body's own end
