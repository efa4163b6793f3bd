"""How long does the review of a hand take, at each table? And does its figure tell the levels apart?

Each hand is played by a computer player in seat 0 against intermediate players, then seat 0's
decisions are reviewed (:func:`scopa_learn.review_hand`): the time of each whole review (wall
clock and CPU time of this process), per table, and of each decision's grading (the step the
Play page's worker takes, three at a time). The one home of the review's timing (the computer
players' choices are timed by bench/decision_time.py, whose tables this shares). Then, over many hands, the review's figure
(the points given away in the hand) for each computer level in seat 0: a beginner should give
away clearly more than the expert.

    python bench/review.py                          # review time at every table, 10 hands each
    python bench/review.py --pyodide                # the same, in Pyodide under Node (as on the site)
    python bench/review.py --levels 100             # the figure per level over 100 two-player hands

Aim (issue 22): a whole two-player hand (18 decisions) reviewed in at most 1 s on CPython and
3 s in the browser.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from decision_time import TABLES, percentile  # noqa: E402

from scopa_learn import HandState, deal, review_hand, rules  # noqa: E402
from scopa_learn.players import LEVELS, computer_player  # noqa: E402

#: The Play page's tables (names of bench/decision_time.py's TABLES), timed by default.
PLAY_TABLES = ("two", "three", "couples", "six", "scopone")


def play_hand(table: str, seed: int, level: str) -> HandState:
    """One hand: ``level`` in seat 0, intermediate players in the other seats."""
    preset, players = TABLES[table]
    r = rules(preset, players=players)
    bots = [computer_player(level if p == 0 else "intermediate", seed=seed + p) for p in range(players)]
    state = deal(r, seed=seed, dealer=seed % players)
    while not state.is_over:
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    return state


def time_table(table: str, hands: int) -> dict[str, object]:
    """The review time of ``hands`` hands of seat 0 (the intermediate player) at ``table``."""
    wall: list[float] = []
    cpu: list[float] = []
    steps: list[float] = []  # CPU seconds of each decision's grading
    decisions = 0
    for seed in range(hands):
        hand = play_hand(table, 500 + seed, "intermediate")
        w, c = time.perf_counter(), time.process_time()
        ticks = [c]
        review = review_hand(hand, 0, progress=lambda done, total, ticks=ticks: ticks.append(time.process_time()))
        steps.extend(b - a for a, b in zip(ticks, ticks[1:], strict=False))
        review.to_data()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
        decisions = len(review.decisions)
    return {"table": table, "hands": hands, "decisions": decisions,
            "median_s": round(statistics.median(wall), 3), "max_s": round(max(wall), 3),
            "cpu_median_s": round(statistics.median(cpu), 3), "cpu_max_s": round(max(cpu), 3),
            "decision_cpu_median_ms": round(1000 * percentile(steps, 0.5), 1),
            "decision_cpu_p95_ms": round(1000 * percentile(steps, 0.95), 1)}


def figure_by_level(hands: int, table: str = "two") -> list[dict[str, object]]:
    """The points given away per hand by each computer level in seat 0 (mean, 95% interval)."""
    found = []
    for level in LEVELS:
        given: list[float] = []
        close: list[float] = []
        for seed in range(hands):
            review = review_hand(play_hand(table, 20_000 + seed, level), 0)
            given.append(review.given_away)
            if review.close_share is not None:
                close.append(review.close_share)
        mean = statistics.fmean(given)
        half = 1.96 * statistics.stdev(given) / len(given) ** 0.5 if len(given) > 1 else 0.0
        found.append({"level": level, "hands": hands, "given_away": round(mean, 2),
                      "ci95": round(half, 2), "close_share": round(statistics.fmean(close), 3)})
    return found


def in_pyodide(tables: list[str], hands: int) -> list[dict[str, object]]:
    """:func:`time_table` for each table, run in Pyodide under Node (bench/_pyodide.py)."""
    from _pyodide import figures_in_pyodide  # bench/ is this script's folder

    return figures_in_pyodide(__file__, f"time_table(t, {hands}) for t in {tables!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10, help="hands timed per table (default 10)")
    parser.add_argument("--tables", default=",".join(PLAY_TABLES), help="tables: " + ", ".join(TABLES))
    parser.add_argument("--levels", type=int, default=0,
                        help="also the figure per computer level over this many two-player hands")
    parser.add_argument("--pyodide", action="store_true", help="time in Pyodide under Node instead")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args()
    tables = args.tables.split(",")
    if args.pyodide:
        times = in_pyodide(tables, args.hands)
    else:
        print(f"Python {sys.version.split()[0]}")
        times = [time_table(t, args.hands) for t in tables]
    for f in times:
        print(f"{f['table']:>8}: {f['decisions']} decisions a hand, review median {f['median_s']} s, "
              f"max {f['max_s']} s (CPU median {f['cpu_median_s']} s, max {f['cpu_max_s']} s); "
              f"a decision: CPU median {f['decision_cpu_median_ms']} ms, p95 {f['decision_cpu_p95_ms']} ms", flush=True)
    levels = figure_by_level(args.levels) if args.levels else []
    for f in levels:
        print(f"{f['level']:>12}: gives away {f['given_away']} +/- {f['ci95']} points a hand "
              f"({f['hands']} hands), {100 * float(str(f['close_share'])):.0f}% of choices within 0.1 of the best")
    if args.json:
        args.json.write_text(json.dumps({"times": times, "levels": levels}, indent=2) + "\n")


if __name__ == "__main__":
    main()
