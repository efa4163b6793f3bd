"""How long does each computer level take to choose a move? Median and 95th percentile.

Every level plays whole hands against the intermediate player; each of its decisions is
timed (wall clock, and CPU time of this process, which a busy machine inflates less).

    python bench/decision_time.py                 # 40 hands a level, classic rules
    python bench/decision_time.py --hands 10 --rules scopone --budget 3000
    python bench/decision_time.py --pyodide       # the same, in Pyodide under Node (as on the site)
    python bench/decision_time.py --rules couples --levels expert   # a table: couples, six, scopone...
    python bench/decision_time.py --levels expert,montecarlo  # today's and the old expert

``montecarlo`` is the expert before issue 26 (bench/montecarlo_expert.py); ``external`` the
program in ``SCOPA_EXTERNAL_PLAYER`` (bench/external_player.py), timed with its pipe. The hand review's
grading of every move is timed by bench/review.py (per hand and per decision), its one home.

Aim (issue 26): the expert's median at most 20 ms and 95th percentile at most 200 ms on
CPython, at most 1 s in the browser, at every table.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import scopa_learn.players.evaluation as evaluation  # noqa: E402
from scopa_learn import deal, rules  # noqa: E402
from scopa_learn.players import LEVELS, Player, computer_player  # noqa: E402

#: Tables by name: (preset, players); a preset's own name means its first table size.
TABLES = {
    "two": ("classic", 2), "three": ("classic", 3), "couples": ("classic", 4), "six": ("classic", 6),
    "scopone": ("scopone", 4), "scopone-10": ("scopone-10", 4),
}


def table_of(preset: str) -> tuple[str, int | None]:
    """``couples`` -> ("classic", 4); a preset's name -> (the preset, None)."""
    return TABLES.get(preset, (preset, None))


#: The expert's settings as shipped before its sixth round of issue 26 (``expert-before``): every
#: other side taken to play its best against it (minimax), the hidden cards dealt without
#: weighting them by the plays, no tie-break in the last deal. ``expert-before`` is for comparing
#: today's expert, or an option (``strength.py --set OPPONENT_MODEL=8``), against it in one run.
BEFORE: dict[str, object] = {"OPPONENT_MODEL": 0.0, "INFER_POOL": 1, "SEARCH": "alphabeta",
                             "OPPONENT_REDEALS": 0, "OPPONENT_JUDGE": False, "OPEN_TIEBREAK": 0.0}
#: The shipped weights, kept before ``strength.py --set WEIGHTS=...`` puts another file in their place:
#: ``expert-before`` judges with these.
_SHIPPED_WEIGHTS = evaluation.shipped_weights


class ExpertBefore:
    """The expert without its third round's options (:data:`BEFORE`) and with the shipped weights,
    beside a tuned one in one process: its settings are put in place for each of its decisions,
    and put back after."""

    level = "expert"

    def __init__(self, seed: int, budget: int | None) -> None:
        self.inner = computer_player("expert", seed=seed, **({"budget": budget} if budget else {}))
        self.name, self.seed = self.inner.name, seed

    def choose(self, view):  # type: ignore[no-untyped-def]
        import scopa_learn.players as players
        import scopa_learn.players.alphabeta as alphabeta

        homes = {k: alphabeta if hasattr(alphabeta, k) else players for k in BEFORE}
        saved = {k: getattr(homes[k], k) for k in BEFORE}
        weights = evaluation.shipped_weights
        for k, v in BEFORE.items():
            setattr(homes[k], k, v)
        evaluation.shipped_weights = _SHIPPED_WEIGHTS  # type: ignore[assignment]
        try:
            return self.inner.choose(view)
        finally:
            for k, v in saved.items():
                setattr(homes[k], k, v)
            evaluation.shipped_weights = weights  # type: ignore[assignment]


def player_for(level: str, seed: int, budget: int | None = None) -> Player:
    """A computer player; ``montecarlo`` is the expert before issue 26 (bench/montecarlo_expert.py),
    ``peer`` a public web app's expert as its algorithm reads (bench/peer_expert.py),
    ``external`` the program in ``SCOPA_EXTERNAL_PLAYER`` (bench/external_player.py),
    ``expert-before`` the expert without its third round's options (:class:`ExpertBefore`)."""
    if level == "expert-before":
        return ExpertBefore(seed, budget)
    if level == "montecarlo":
        from montecarlo_expert import MonteCarloExpert  # bench/ is this script's folder

        return MonteCarloExpert(seed)
    if level == "peer":
        from peer_expert import PeerExpert  # bench/ is this script's folder

        return PeerExpert(seed)
    if level == "external":
        from external_player import ExternalPlayer  # bench/ is this script's folder

        return ExternalPlayer(seed)
    extra = {"budget": budget} if level == "expert" and budget else {}
    return computer_player(level, seed=seed, **extra)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def time_level(level: str, hands: int, preset: str, budget: int | None) -> dict[str, object]:
    name, players = table_of(preset)
    table_rules = rules(name, players=players)
    wall: list[float] = []
    cpu: list[float] = []
    for seed in range(hands):
        timed = player_for(level, seed, budget)
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


def in_pyodide(args: argparse.Namespace) -> list[dict[str, object]]:
    """:func:`time_level` for each level, run in Pyodide under Node (bench/_pyodide.py, shared
    with bench/puzzles.py and bench/review.py), with a wheel of this checkout."""
    from _pyodide import figures_in_pyodide  # bench/ is this script's folder

    levels = args.levels.split(",")
    return figures_in_pyodide(
        __file__, f"time_level(level, {args.hands}, {args.rules!r}, {args.budget!r}) for level in {levels!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=40, help="hands per level (default 40)")
    parser.add_argument("--rules", "--table", default="classic",
                        help="rules preset, or a table: " + ", ".join(TABLES) + " (default classic)")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--budget", type=int, default=None, help="expert budget (simulated plays)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--pyodide", action="store_true", help="time in Pyodide under Node instead")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="tune the expert as bench/strength.py does, e.g. --set SEARCH=ismcts")
    args = parser.parse_args()
    if args.set:
        from strength import TEXT_SETTINGS, tune  # bench/ is this script's folder

        tune({k: v if k in TEXT_SETTINGS else float(v) for k, v in (s.split("=", 1) for s in args.set)})
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
