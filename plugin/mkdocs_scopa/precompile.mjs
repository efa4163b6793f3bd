// Compiles ahead of time, in the very Pyodide the site ships (run by Node.js at build time),
// the Python a visit would otherwise compile in the reader's browser at each first visit:
//
// * the standard library modules that Python's start and the widgets import: Pyodide's
//   python_stdlib.zip holds only sources, and compiling them was most of Python's start-up;
//   each becomes a .pyc in place of its .py (the other modules stay sources, compiled if used);
// * the same for the engine's wheel.
//
// Each .pyc is "unchecked" (PEP 552): Python uses it as it is, there being no source beside it.
// Tracebacks from these modules show no source lines; nothing on the site shows a traceback.
//
// node precompile.mjs PYODIDE_DIR WHEEL STDLIB_OUT WHEEL_OUT
// Prints what it did as one JSON line.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelIn, stdlibOut, wheelOut] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: () => {}, stderr: () => {} });
pyodide.FS.writeFile("/tmp/stdlib.zip", readFileSync(`${pyodideDir}/python_stdlib.zip`));
pyodide.FS.writeFile("/tmp/engine.whl", readFileSync(wheelIn));
pyodide.unpackArchive(new Uint8Array(readFileSync(wheelIn)), "wheel");
let done;
try {
  done = pyodide.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import json
import sys
import zipfile

# What a visit imports: Python's own start, then every widget kind made once in each language.
from scopa_learn.widgets import bridge
from scopa_learn.widgets.base import known_kinds
from scopa_learn.words.messages import MESSAGES

for kind in known_kinds():
    for lang in MESSAGES:
        made = json.loads(bridge.create(kind, "{}", lang))
        if made["id"] is not None:
            bridge.drop(made["id"])

import scopa_learn

stdlib = next(p for p in sys.path if p.endswith(".zip")) + "/"  # /lib/python314.zip/
site_packages = scopa_learn.__file__.rpartition("scopa_learn/")[0]
imported = {getattr(m, "__file__", None) or "" for m in list(sys.modules.values())}


def precompile(archive: str, out: str, root: str) -> int:
    """Copy the zip, each imported module (found under root) as a .pyc in place of its .py."""
    compiled = 0
    with zipfile.ZipFile(archive) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if root + info.filename not in imported or not info.filename.endswith(".py"):
                dst.writestr(info, data)
                continue
            code = compile(data, root + info.filename, "exec", dont_inherit=True)
            pyc = external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            dst.writestr(zipfile.ZipInfo(info.filename + "c", info.date_time), bytes(pyc), zipfile.ZIP_DEFLATED)
            compiled += 1
    return compiled


stdlib_modules = precompile("/tmp/stdlib.zip", "/tmp/stdlib.out", stdlib)
engine_modules = precompile("/tmp/engine.whl", "/tmp/engine.out", site_packages)
json.dumps({"python": sys.version.split()[0], "stdlib_modules": stdlib_modules, "engine_modules": engine_modules})
`);
} catch (error) {  // Python's own traceback, not Node's print of the minified line that threw
  console.error(error.message);
  process.exit(1);
}
writeFileSync(stdlibOut, pyodide.FS.readFile("/tmp/stdlib.out"));
writeFileSync(wheelOut, pyodide.FS.readFile("/tmp/engine.out"));
console.log(done);
