"""Run a function of a bench script in Pyodide under Node, with the engine the site ships.

The site runs the engine in Pyodide (``node_modules/pyodide``, the same files) with the
standard library and the engine's wheel compiled ahead by the site build (the modules a visit
imports as bytecode: ``plugin/mkdocs_scopa/runtime.py``, ``precompile``); the benchmarks
that time it in the browser's Python (``puzzles.py``, ``decision_time.py`` and ``review.py``, each
with ``--pyodide``) build this checkout's wheel, compile both the same way (the same cache,
``.cache/precompiled/``), load the calling script's own file in Pyodide (its ``main()`` left
out) and evaluate one Python expression there, which must give a JSON string. One runner, so
the two cannot drift apart. A helper, not a benchmark: ``make bench`` skips ``bench/_*.py``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# The calling script is read as text and run with its main guard switched off, so the
# function named in the expression is defined (the same code as on CPython) but nothing runs.
NODE_SCRIPT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import { readFileSync } from "node:fs";
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/", stdLibURL: %(stdlib)s });
const wheel = readFileSync(%(wheel)s);
pyodide.unpackArchive(wheel.buffer.slice(wheel.byteOffset, wheel.byteOffset + wheel.byteLength), "wheel");
// The bench scripts beside it, so that the script can import them (review.py reads the tables
// of decision_time.py), as on CPython.
pyodide.FS.mkdir("/bench");
for (const [name, path] of Object.entries(%(siblings)s)) pyodide.FS.writeFile(`/bench/${name}`, readFileSync(path, "utf8"));
pyodide.runPython("import sys; sys.path.insert(0, '/bench')");
try {
  pyodide.globals.set("__file__", %(name)s);
  pyodide.runPython(readFileSync(%(bench)s, "utf8").replace('if __name__ == "__main__":', "if False:"));
  console.log(pyodide.runPython(%(expression)s));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
"""


def node_version() -> str:
    """``v20.19.2``: the Node that runs Pyodide."""
    return subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()


def run_in_pyodide(bench: str | Path, expression: str) -> Any:
    """The JSON that ``expression`` gives, evaluated in Pyodide after the script ``bench``
    (a file of ``bench/``) is loaded there; exits with Pyodide's error if the run fails."""
    bench = Path(bench).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        from mkdocs_scopa.project import Project  # the site's own build steps (the docs extra)
        from mkdocs_scopa.runtime import STDLIB, build_wheel, precompile

        wheel = build_wheel(ROOT, Path(tmp) / "source")
        built, stdlib = Path(tmp) / wheel.name, Path(tmp) / STDLIB
        precompile(Project(ROOT), wheel, stdlib, built)
        script = Path(tmp) / "run.mjs"
        # json.dumps writes each value as a JavaScript string literal (quotes, backslashes).
        script.write_text(NODE_SCRIPT % {
            "pyodide": ROOT / "node_modules" / "pyodide", "wheel": json.dumps(str(built)),
            "stdlib": json.dumps(str(stdlib)),
            "name": json.dumps(f"/bench/{bench.name}"), "bench": json.dumps(str(bench)),
            "expression": json.dumps(expression),
            "siblings": json.dumps({p.name: str(p) for p in sorted(bench.parent.glob("*.py")) if p != bench}),
        })
        done = subprocess.run(["node", str(script)], capture_output=True, text=True)
    if done.returncode:
        lines = [line for line in done.stderr.splitlines() if len(line) < 300 and "    at " not in line]
        sys.exit("Pyodide run failed:\n" + "\n".join(lines[-25:]))
    return json.loads(done.stdout.strip().splitlines()[-1])


def figures_in_pyodide(bench: str | Path, call: str) -> list[Any]:
    """The figures that ``call`` (a Python expression giving a JSON-ready value, one figure
    per item) gives in Pyodide after ``bench`` is loaded there; prints which Pyodide and Node
    ran them. The one shape of the benchmarks' ``--pyodide`` runs."""
    version, *figures = run_in_pyodide(bench, f"import json, sys; json.dumps([sys.version.split()[0]] + list({call}))")
    print(f"Pyodide (Python {version}) under Node {node_version()}")
    return figures
