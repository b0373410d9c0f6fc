"""A ruleset package's public names are imported from their modules the first time each is asked
for (``core.lazy``), so a page that needs few of them loads only those."""

import subprocess
import sys

import pytest

import pyrules.tal as tal
from pyrules.tal.hit_points_and_soak import hit_points


@pytest.mark.cpython_only
def test_a_public_name_is_imported_from_its_module_only_when_first_asked_for_and_then_kept():
    code = ("import sys, pyrules.cortex as cortex; home = 'pyrules.cortex.damage'; before = home in sys.modules; "
            "cortex.basic_damage; print(before, home in sys.modules, 'basic_damage' in vars(cortex))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "True", "True"]


def test_the_name_asked_for_is_the_one_its_module_defines():
    assert tal.hit_points is hit_points and tal.hit_points(45) == 23


def test_a_name_no_module_of_the_package_defines_is_an_attribute_error_naming_the_package():
    with pytest.raises(AttributeError, match="'pyrules.tal' has no attribute 'shp'"):
        tal.shp
