"""The standard library in two parts: the modules the app never imports arrive once it is ready,
and then import like any other; before that, importing one says it is still arriving."""

from conftest import READY

# Python run in the page's own interpreter (start.mjs hands it to whoever asks, as to PyScript).
IN_PYTHON = """async (code) => {
    const { loadPyodide } = await import("./pyodide/start.mjs");
    return (await loadPyodide()).runPython(code);
}"""
WHOLE = "document.documentElement.dataset.stdlib === 'whole'"
# A module of its own, and one of a package whose other modules are in the first part.
RARE_IMPORT = """
try:
    import colorsys, json.tool
    found = colorsys.__file__ + " " + json.tool.__file__
except ImportError as error:
    found = str(error)
found"""


def test_once_the_rest_of_the_standard_library_is_in_a_module_the_app_never_imports_imports_from_it(app):
    app.wait_for_function(WHOLE, timeout=60_000)
    found = app.evaluate(IN_PYTHON, RARE_IMPORT)
    assert found == "/lib/python_stdlib_later.zip/colorsys.py /lib/python_stdlib_later.zip/json/tool.py"


def test_before_the_rest_has_arrived_importing_one_of_its_modules_says_it_is_still_arriving(page, site):
    page.route("**/python_stdlib_later.zip.gz", lambda route: route.abort())
    page.goto(site + "#home")
    page.wait_for_function(READY, timeout=60_000)
    found = page.evaluate(IN_PYTHON, RARE_IMPORT)
    assert "still arriving" in found and "colorsys" in found
    assert page.evaluate(IN_PYTHON, "import fractions; fractions.__name__") == "fractions"  # the first part's are in
