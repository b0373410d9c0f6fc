"""The project's own promises: the errata file matches the data, every seed table is in the app."""

import ast
import re
from pathlib import Path

import pytest
import reference_files

import build

ROOT = Path(__file__).resolve().parents[2]


def test_the_errata_file_lists_every_reading_the_rulesets_make():
    assert (ROOT / "ERRATA.md").read_text(encoding="utf-8") == build.errata_markdown(), \
        "ERRATA.md is stale: run python build.py errata"


def test_every_table_of_the_inventory_is_a_reference_table_of_its_ruleset():
    wanted = set(re.findall(r"^\| ([TGAC]\d+) \|", reference_files.text("TABLES.md"), re.M))
    present = {}
    for ruleset in build.load_rulesets():
        for table in ruleset.tables:
            assert table.key not in present, f"{table.key} appears twice"
            present[table.key] = table
    assert len(wanted) == 79
    assert sorted(wanted - set(present)) == []


def test_every_reference_table_names_a_tool_that_exists():
    for ruleset in build.load_rulesets():
        tools = {t.key for t in ruleset.tools} | {ruleset.key, f"{ruleset.key}-tracker", f"{ruleset.key}-tables"}
        for table in ruleset.tables:
            assert table.tool in tools, f"{table.key} names unknown tool {table.tool}"


@pytest.mark.cpython_only
def test_the_modules_a_start_imports_are_found_and_the_trackers_and_other_calculators_are_not_among_them():
    startup = build.startup_modules()
    assert {"screen/boot.py", "screen/forms.py", "pyrules/core/roller.py", "markupsafe/__init__.py"} <= startup
    assert {"pyrules/gurps/tools/skill.py", "pyrules/gurps/skill.py"} <= startup  # a link to effective skill
    assert not any(path.startswith(("pyrules/gurps/tracker/", "pyrules/core/encounter/", "pyrules/aftermath/"))
                   for path in startup)
    assert not {"pyrules/gurps/ruleset.py", "pyrules/gurps/reference.py", "pyrules/gurps/tools/injury.py",
                "pyrules/gurps/wounds.py", "screen/tracker.py"} & startup
    assert all((build.ROOT / path).exists() or (build.WEB / path).exists()
               or any((build.vendored(name) / path).exists() for name in build.VENDORED) for path in startup)


def test_the_whole_unit_suite_runs_on_cpython_then_on_pyodide():
    assert build.chosen_runs([]) == [("unit", []), ("pyodide", []), ("e2e", [])]
    assert build.chosen_runs(["tests/unit/"]) == [("unit", ["tests/unit/"]), ("pyodide", ["tests/unit/"])]


def test_a_path_inside_the_unit_suite_runs_on_cpython_only_unless_pyodide_is_asked_for():
    assert build.chosen_runs(["tests/unit/gurps"]) == [("unit", ["tests/unit/gurps"])]
    assert build.chosen_runs(["tests/unit/gurps"], pyodide_only=True) == [("pyodide", ["tests/unit/gurps"])]
    assert build.chosen_runs(["tests/e2e/test_links.py"]) == [("e2e", ["tests/e2e/test_links.py"])]


def test_each_wheel_for_the_pyodide_run_is_pure_python_and_the_release_its_requirement_pins():
    for name, (requirement, filename, sha256) in build.PYODIDE_TEST_WHEELS.items():
        assert requirement == f"{name}=={filename.split('-')[1]}"
        assert filename.endswith("-none-any.whl") and len(sha256) == 64


def test_the_bench_reads_the_phones_measures_by_the_names_the_pages_give_them():
    def named(path: Path, name: str) -> str:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        return next(node.value.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == name for t in node.targets))

    bench = build.ROOT / "tools" / "bench_phones.py"
    for name, page in (("VIEWS_SENT", "phones.py"), ("VIEWS_MADE", "phones.py"),
                       ("VIEW_READ", "player_phone.py"), ("VIEW_DRAWN", "player_phone.py")):
        assert named(bench, name) == named(build.WEB / "screen" / page, name)


def test_the_bench_times_a_cached_join_by_the_marks_the_phones_pages_make():
    bench = (build.ROOT / "tools" / "bench_first_view.py").read_text(encoding="utf-8")
    pages = {page: (build.WEB / "screen" / page).read_text(encoding="utf-8")
             for page in ("player_joining.py", "player_phone.py", "phones_invitation.py")}
    first_script = (build.STATIC / "join" / "first-join.mjs").read_text(encoding="utf-8")
    for mark, page in (("answer shown", "player_joining.py"), ("first view drawn", "player_phone.py"),
                       ("answer taken", "phones_invitation.py")):
        assert f'"{mark}"' in bench and f'"pyrules: {mark}"' in pages[page], mark
    for mark in ("answer shown", "first view drawn"):  # made by the page's first script too, before its Python
        assert f'mark("{mark}")' in first_script and 'performance.mark(`pyrules: ${name}`)' in first_script, mark
