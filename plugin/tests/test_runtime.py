"""The live widgets' runtime (mkdocs_scopa.runtime): Pyodide's core files, the engine's wheel and
the widgets' views copied into the site under versioned addresses."""

from __future__ import annotations

import json
import pathlib
import zipfile

import pytest
from mkdocs.exceptions import PluginError
from mkdocs_scopa import runtime
from mkdocs_scopa.project import Project

pytestmark = pytest.mark.slow  # compiles what a visit imports: make test runs it, make check does not

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_pyodide_is_copied_under_its_version(tmp_path: pathlib.Path) -> None:
    source = tmp_path / "pyodide"
    source.mkdir()
    (source / "package.json").write_text(json.dumps({"version": "9.9.9"}))
    for name in runtime.PYODIDE_CORE:
        (source / name).write_text(name)
    assert runtime.copy_pyodide(source, tmp_path / "assets") == "pyodide/9.9.9/"
    assert (tmp_path / "assets/pyodide/9.9.9/pyodide.asm.wasm").read_text() == "pyodide.asm.wasm"


def test_a_missing_pyodide_says_how_to_get_it(tmp_path: pathlib.Path) -> None:
    with pytest.raises(PluginError, match="run `npm ci`"):
        runtime.copy_pyodide(tmp_path / "nothing", tmp_path / "assets")


def test_the_views_are_written_whole_and_versioned_by_their_sources(tmp_path: pathlib.Path) -> None:
    views = runtime.copy_views(Project(ROOT), tmp_path)
    written = sorted(p.name for p in (tmp_path / "scopa/widgets").iterdir())
    assert "quiz.js" in written and "_dom.js" not in written
    assert views["path"] == "scopa/widgets/" and len(views["v"]) == 16


def test_the_wheel_holds_the_engine(tmp_path: pathlib.Path) -> None:
    wheel = runtime.build_wheel(ROOT, tmp_path)
    with zipfile.ZipFile(wheel) as built:
        names = built.namelist()
    assert "scopa_learn/__init__.py" in names and not any(n.startswith("mkdocs_scopa/") for n in names)


def test_what_a_visit_imports_comes_compiled_and_each_address_names_its_digest(tmp_path: pathlib.Path) -> None:
    # Runs Pyodide in Node.js, as the site build does.
    stdlib, wheel = runtime.write_engine(Project(ROOT), tmp_path, "pyodide/1/")
    assert stdlib.startswith("pyodide/1/python_stdlib.zip?v=") and len(stdlib.split("?v=")[1]) == 16
    name = wheel.removeprefix("wheels/").split("?v=")[0]
    with zipfile.ZipFile(tmp_path / "pyodide/1/python_stdlib.zip") as zipped:
        library = set(zipped.namelist())
    with zipfile.ZipFile(tmp_path / "wheels" / name) as zipped:
        engine = set(zipped.namelist())
    # Python's own start and the widget bridge: bytecode, not sources; a module no widget imports
    # stays a source, compiled only if a visit needs it.
    assert {"encodings/__init__.pyc", "json/__init__.pyc"} <= library and "encodings/__init__.py" not in library
    assert "antigravity.py" in library
    assert {"scopa_learn/__init__.pyc", "scopa_learn/widgets/bridge.pyc"} <= engine
    assert "scopa_learn/cli/__init__.py" in engine and "scopa_learn/__init__.py" not in engine
