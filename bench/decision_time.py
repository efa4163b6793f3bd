"""How long does each computer level take to choose a move? Median and 95th percentile.

Every level plays whole hands against the intermediate player; each of its decisions is
timed (wall clock, and CPU time of this process, which a busy machine inflates less).

    python bench/decision_time.py                 # 40 hands a level, classic rules
    python bench/decision_time.py --hands 10 --rules scopone --budget 3000
    python bench/decision_time.py --pyodide       # the same, in Pyodide under Node (as on the site)
    python bench/decision_time.py --rules couples --levels expert   # a table: couples, six, scopone...

Aim (issue 7): median under 100 ms on CPython (under 1 s in the browser).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_learn import deal, rules  # noqa: E402
from scopa_learn.players import LEVELS, computer_player  # noqa: E402

#: Tables by name: (preset, players); a preset's own name means its first table size.
TABLES = {
    "two": ("classic", 2), "three": ("classic", 3), "couples": ("classic", 4), "six": ("classic", 6),
    "scopone": ("scopone", 4), "scopone-10": ("scopone-10", 4),
}


def table_of(preset: str) -> tuple[str, int | None]:
    """``couples`` -> ("classic", 4); a preset's name -> (the preset, None)."""
    return TABLES.get(preset, (preset, None))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def time_level(level: str, hands: int, preset: str, budget: int | None) -> dict[str, object]:
    name, players = table_of(preset)
    table_rules = rules(name, players=players)
    wall: list[float] = []
    cpu: list[float] = []
    for seed in range(hands):
        extra = {"budget": budget} if level == "expert" and budget else {}
        timed = computer_player(level, seed=seed, **extra)
        other = computer_player("intermediate", seed=seed)
        seat = seed % table_rules.players
        state = deal(table_rules, seed=1000 + seed, dealer=seed % table_rules.players)
        while not state.is_over:
            p = state.to_move
            view = state.view(p)
            if p == seat:
                w, c = time.perf_counter(), time.process_time()
                move = timed.choose(view)
                cpu.append(time.process_time() - c)
                wall.append(time.perf_counter() - w)
            else:
                move = other.choose(view)
            state = state.play(move)
    return {
        "level": level, "rules": preset, "decisions": len(wall),
        "median_ms": round(1000 * percentile(wall, 0.5), 2), "p95_ms": round(1000 * percentile(wall, 0.95), 2),
        "max_ms": round(1000 * max(wall), 2),
        "cpu_median_ms": round(1000 * percentile(cpu, 0.5), 2), "cpu_p95_ms": round(1000 * percentile(cpu, 0.95), 2),
    }


ROOT = Path(__file__).resolve().parent.parent

# Node runs Pyodide (node_modules/pyodide, as the site does) with a wheel of this checkout and
# calls time_level() from this very file; it prints the figures as JSON.
NODE_SCRIPT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import { readFileSync } from "node:fs";
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/" });
const wheel = readFileSync("%(wheel)s");
pyodide.unpackArchive(wheel.buffer.slice(wheel.byteOffset, wheel.byteOffset + wheel.byteLength), "wheel");
try {
  pyodide.globals.set("__file__", "/bench/decision_time.py");
  pyodide.runPython(readFileSync("%(bench)s", "utf8").replace('if __name__ == "__main__":', "if False:"));
  console.log(pyodide.runPython(`import json, sys
json.dumps([sys.version.split()[0]] + [time_level(l, %(hands)d, "%(rules)s", %(budget)s) for l in "%(levels)s".split(",")])`));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
"""


def in_pyodide(args: argparse.Namespace) -> list[dict[str, object]]:
    with tempfile.TemporaryDirectory() as tmp:
        from hatchling.builders.wheel import WheelBuilder  # the docs extra, as the site build

        (built,) = WheelBuilder(str(ROOT)).build(directory=tmp, versions=["standard"])
        wheel = Path(built)
        script = Path(tmp) / "time.mjs"
        script.write_text(NODE_SCRIPT % {
            "pyodide": ROOT / "node_modules" / "pyodide", "wheel": wheel, "bench": Path(__file__).resolve(),
            "hands": args.hands, "rules": args.rules, "levels": args.levels,
            "budget": "None" if args.budget is None else args.budget,
        })
        done = subprocess.run(["node", str(script)], capture_output=True, text=True)
        if done.returncode:
            lines = [line for line in done.stderr.splitlines() if len(line) < 300 and "    at " not in line]
            sys.exit("Pyodide run failed:\n" + "\n".join(lines[-25:]))
        out = done.stdout
    version, *figures = json.loads(out.strip().splitlines()[-1])
    print(f"Pyodide (Python {version}) under Node {node_version()}")
    return figures


def node_version() -> str:
    return subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40, help="hands per level (default 40)")
    parser.add_argument("--rules", "--table", default="classic",
                        help="rules preset, or a table: " + ", ".join(TABLES) + " (default classic)")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget", type=int, default=None, help="expert budget (simulated plays)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--pyodide", action="store_true", help="time in Pyodide under Node instead")
    args = parser.parse_args()
    if args.pyodide:
        found = in_pyodide(args)
    else:
        print(f"Python {sys.version.split()[0]}")
    print(f"{args.rules} rules, {args.hands} hands a level")
    figures = []
    for level in args.levels.split(","):
        f = next(x for x in found if x["level"] == level) if args.pyodide else \
            time_level(level, args.hands, args.rules, args.budget)
        figures.append(f)
        print(f"{level:>12}: {f['decisions']} decisions, median {f['median_ms']} ms, p95 {f['p95_ms']} ms, "
              f"max {f['max_ms']} ms (CPU median {f['cpu_median_ms']} ms, p95 {f['cpu_p95_ms']} ms)",
              flush=True)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
