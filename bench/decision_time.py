"""How long does each computer level take to choose a move? Median and 95th percentile.

Every level plays whole hands against the intermediate player; each of its decisions is
timed (wall clock, and CPU time of this process, which a busy machine inflates less).

    python bench/decision_time.py                 # 40 hands a level, classic rules
    python bench/decision_time.py --hands 10 --rules scopone --budget 3000

Aim (issue 7): median under 100 ms on CPython (under 1 s in the browser).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_learn import deal, rules  # noqa: E402
from scopa_learn.players import LEVELS, computer_player  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def time_level(level: str, hands: int, preset: str, budget: int | None) -> dict[str, object]:
    table_rules = rules(preset)
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40, help="hands per level (default 40)")
    parser.add_argument("--rules", default="classic", help="rules preset (default classic)")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget", type=int, default=None, help="expert budget (simulated plays)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {args.rules} rules, {args.hands} hands a level")
    figures = []
    for level in args.levels.split(","):
        f = time_level(level, args.hands, args.rules, args.budget)
        figures.append(f)
        print(f"{level:>12}: {f['decisions']} decisions, median {f['median_ms']} ms, p95 {f['p95_ms']} ms, "
              f"max {f['max_ms']} ms (CPU median {f['cpu_median_ms']} ms, p95 {f['cpu_p95_ms']} ms)",
              flush=True)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
