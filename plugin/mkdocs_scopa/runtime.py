"""What the live widgets need inside the site, copied under ``assets/`` after the English build:
Pyodide's 5 core files (from ``node_modules/pyodide``), the engine as a wheel and the widgets'
ES modules, with ``assets/scopa/runtime.json`` telling the loader their versioned addresses
(the Italian edition uses the same ones, one folder up)."""

from __future__ import annotations

import hashlib
import json
import pathlib
import shutil
import tempfile
from typing import Any

from mkdocs.exceptions import PluginError

from .project import Project

PYODIDE_CORE = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
RUNTIME = "scopa/runtime.json"


def copy_pyodide(source: pathlib.Path, assets: pathlib.Path) -> str:
    """The 5 core files, under a versioned folder so that a browser cache never mixes
    versions; returns their folder relative to ``assets``."""
    try:
        version = json.loads((source / "package.json").read_text())["version"]
    except FileNotFoundError:
        raise PluginError(
            "node_modules/pyodide is missing: run `npm ci` (make serve and make site do it)."
        ) from None
    target = assets / "pyodide" / version
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_CORE:
        original, copy = source / name, target / name
        if not copy.exists() or copy.stat().st_size != original.stat().st_size:
            shutil.copyfile(original, copy)
    return f"pyodide/{version}/"


def build_wheel(root: pathlib.Path, assets: pathlib.Path) -> str:
    """The engine as a wheel, for Pyodide's ``unpackArchive``; its digest busts browser caches."""
    from hatchling.builders.wheel import WheelBuilder

    target = assets / "wheels"
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        (built,) = WheelBuilder(str(root)).build(directory=tmp, versions=["standard"])
        wheel = target / pathlib.Path(built).name
        shutil.copyfile(built, wheel)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()[:16]
    return f"wheels/{wheel.name}?v={digest}"


def copy_views(project: Project, assets: pathlib.Path) -> dict[str, str]:
    """Each widget's ES module: the shared toolkit then the view, the very text Jupyter runs."""
    from scopa_learn.widgets.jupyter import view_source

    target = assets / "scopa" / "widgets"
    target.mkdir(parents=True, exist_ok=True)
    views = sorted((project.package / "widgets" / "static").glob("*.js"))
    for view in views:
        if not view.name.startswith("_"):  # _dom.js is inside every view already
            (target / view.name).write_text(view_source(view.stem), encoding="utf-8")
    return {"path": "scopa/widgets/", "v": project.digest(views)[:16]}


def write_runtime(project: Project, assets: pathlib.Path) -> dict[str, Any]:
    """Copy all three and write ``runtime.json``; returns what it says."""
    runtime: dict[str, Any] = {  # addresses relative to assets/
        "pyodide": copy_pyodide(project.pyodide, assets),
        "wheel": build_wheel(project.root, assets),
        "views": copy_views(project, assets),
    }
    (assets / RUNTIME).write_text(json.dumps(runtime, indent=1) + "\n")
    return runtime
