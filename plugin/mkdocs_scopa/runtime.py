"""What the live widgets need inside the site, copied under ``assets/`` after the English build:
Pyodide's core files (from ``node_modules/pyodide``), the engine as a wheel and the widgets'
ES modules, with ``assets/scopa/runtime.json`` telling the loader their versioned addresses
(the Italian edition uses the same ones, one folder up).

The standard library and the wheel are compiled ahead (``precompile.mjs``, run by Node.js in
the very Pyodide the site ships): the modules a visit imports come as bytecode, which the
reader's browser used to compile from source at every first visit, most of Python's start."""

from __future__ import annotations

import hashlib
import json
import pathlib
import shutil
import subprocess
import tempfile
from typing import Any

from mkdocs.exceptions import PluginError

from .project import Project

PYODIDE_CORE = (  # python_stdlib.zip, the fifth, is written compiled (precompile)
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)
STDLIB = "python_stdlib.zip"
RUNTIME = "scopa/runtime.json"
PRECOMPILE = pathlib.Path(__file__).with_name("precompile.mjs")


def copy_pyodide(source: pathlib.Path, assets: pathlib.Path) -> str:
    """The core files, under a versioned folder so that a browser cache never mixes
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


def build_wheel(root: pathlib.Path, target: pathlib.Path) -> pathlib.Path:
    """The engine as a wheel (hatchling's, the one pip would install), written into ``target``."""
    from hatchling.builders.wheel import WheelBuilder

    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        (built,) = WheelBuilder(str(root)).build(directory=tmp, versions=["standard"])
        wheel = target / pathlib.Path(built).name
        shutil.copyfile(built, wheel)
    return wheel


def precompile(project: Project, wheel: pathlib.Path, stdlib_out: pathlib.Path, wheel_out: pathlib.Path) -> None:
    """Pyodide's standard library and ``wheel`` with every module a visit imports compiled to
    bytecode (``precompile.mjs``, by Node.js). Kept in ``.cache/precompiled/`` by the inputs'
    digest: a build whose engine did not change reuses the last result."""
    key = project.digest([PRECOMPILE, wheel, project.pyodide / STDLIB, project.pyodide / "pyodide.asm.wasm"])[:16]
    cache = project.root / ".cache" / "precompiled" / key
    if not (cache / STDLIB).is_file() or not (cache / wheel.name).is_file():
        cache.mkdir(parents=True, exist_ok=True)
        try:
            done = subprocess.run(
                ["node", str(PRECOMPILE), str(project.pyodide), str(wheel), str(cache / STDLIB), str(cache / wheel.name)],
                capture_output=True, text=True, timeout=600,
            )
        except FileNotFoundError:
            raise PluginError("Node.js is missing: the site build runs Pyodide in it (install node, then `npm ci`).") from None
        if done.returncode:
            raise PluginError(f"Compiling the engine for Pyodide failed: {done.stderr.strip()[-2000:]}")
    shutil.copyfile(cache / STDLIB, stdlib_out)
    shutil.copyfile(cache / wheel.name, wheel_out)


def versioned(path: pathlib.Path, assets: pathlib.Path) -> str:
    """``path``'s address relative to ``assets``, with its digest: a new file, a new address."""
    return f"{path.relative_to(assets).as_posix()}?v={hashlib.sha256(path.read_bytes()).hexdigest()[:16]}"


def write_engine(project: Project, assets: pathlib.Path, pyodide: str) -> tuple[str, str]:
    """The compiled standard library (beside Pyodide's other files) and the compiled wheel
    (``wheels/``): their versioned addresses."""
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(project.root, pathlib.Path(tmp))
        target = assets / "wheels"
        target.mkdir(parents=True, exist_ok=True)
        stdlib, compiled = assets / pyodide / STDLIB, target / wheel.name
        stdlib.parent.mkdir(parents=True, exist_ok=True)
        precompile(project, wheel, stdlib, compiled)
    return versioned(stdlib, assets), versioned(compiled, assets)


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
    pyodide = copy_pyodide(project.pyodide, assets)
    stdlib, wheel = write_engine(project, assets, pyodide)
    runtime: dict[str, Any] = {  # addresses relative to assets/
        "pyodide": pyodide,
        "stdlib": stdlib,
        "wheel": wheel,
        "views": copy_views(project, assets),
    }
    (assets / RUNTIME).write_text(json.dumps(runtime, indent=1) + "\n")
    return runtime
