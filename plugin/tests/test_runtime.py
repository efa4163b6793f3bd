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


def test_the_wheel_holds_the_engine_and_its_address_its_digest(tmp_path: pathlib.Path) -> None:
    address = runtime.build_wheel(ROOT, tmp_path)
    name, digest = address.removeprefix("wheels/").split("?v=")
    with zipfile.ZipFile(tmp_path / "wheels" / name) as wheel:
        names = wheel.namelist()
    assert "scopa_learn/__init__.py" in names and not any(n.startswith("mkdocs_scopa/") for n in names)
    assert len(digest) == 16
