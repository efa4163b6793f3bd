"""The puzzle bank, measured: its size per theme and level, the margins, who finds the best
move, and how long grading a move takes.

    python bench/puzzles.py              # the figures of the packaged bank
    python bench/puzzles.py --recheck 40 # also re-solve 40 puzzles with fresh player seeds
    python bench/puzzles.py --stability 40  # grade 40 puzzles again with fresh deals
    python bench/puzzles.py --pyodide    # the grading time in Pyodide under Node

"Who finds the best move" is the share of puzzles where the computer player picks the best
move: stored in the bank when it was made (``found_by``: 8 beginner seeds, 3 intermediate,
2 expert), and with ``--recheck`` measured again with other seeds. A level's puzzles that the
intermediate player always solves are too easy for levels 3 and 4 (by construction it never
does there).

Time to grade a move: :meth:`Puzzle.grade` (the stored points and the explanation in words),
for every legal move of every puzzle, after the puzzle's view is built once (that first
build, which replays the plays so far, is timed apart).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_learn.players import computer_player  # noqa: E402
from scopa_learn.puzzles import LEVELS, THEMES, _bank, bank_info, list_puzzles  # noqa: E402


def table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |" for r in rows]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def grading_times(every: int = 1) -> dict[str, object]:
    """Grading time: the first look at a puzzle builds its view (a replay of the plays so far);
    then every move is graded (the stored points and the explanation in words)."""
    from scopa_learn.widgets.puzzle import PuzzleController

    # The first puzzle on the page: the widget made (the bank read) and its view drawn, modules
    # already imported (as on a page whose engine is running), today's set of a new learner.
    firsts = []
    for _ in range(5):
        _bank.cache_clear()
        t0 = time.perf_counter()
        PuzzleController(mode="daily", today="2026-12-01").view()
        firsts.append(time.perf_counter() - t0)
    _bank.cache_clear()  # time the first load, as a fresh page does
    started = time.perf_counter()
    bank = list_puzzles()
    load = time.perf_counter() - started
    builds, grades = [], []
    for p in bank[::every]:
        fresh = type(p).from_data(p.bank_data())
        t0 = time.perf_counter()
        fresh.view  # noqa: B018 (the replay being timed)
        builds.append(time.perf_counter() - t0)
        for g in fresh.grades:
            t0 = time.perf_counter()
            fresh.grade(g.move)
            grades.append(time.perf_counter() - t0)
    grades.sort()
    return {"first_puzzle_ms": round(statistics.median(firsts) * 1e3, 1), "load_bank_s": round(load, 3),
            "build_view_median_ms": round(statistics.median(builds) * 1e3, 2),
            "grade_median_ms": round(statistics.median(grades) * 1e3, 2),
            "grade_p95_ms": round(grades[int(0.95 * (len(grades) - 1))] * 1e3, 2),
            "moves_graded": len(grades), "python": sys.version.split()[0]}


def in_pyodide() -> dict[str, object]:
    """:func:`grading_times` run in Pyodide under Node (bench/_pyodide.py, shared with
    bench/decision_time.py), with a wheel of this checkout."""
    from _pyodide import node_version, run_in_pyodide  # bench/ is this script's folder

    found: dict[str, object] = run_in_pyodide(__file__, "import json; json.dumps(grading_times())")
    found["where"] = "Pyodide under Node " + node_version()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--recheck", type=int, default=0, metavar="N",
                        help="re-solve N puzzles with fresh computer-player seeds")
    parser.add_argument("--stability", type=int, default=0, metavar="N",
                        help="grade N searched puzzles again (500 fresh deals): how many keep their best move")
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    parser.add_argument("--pyodide", action="store_true", help="time the grading in Pyodide under Node")
    args = parser.parse_args()

    bank = list_puzzles()
    figures: dict[str, object] = {"puzzles": len(bank), "made_by": bank_info().get("command")}

    counts = Counter((p.theme, p.level) for p in bank)
    rows = [["theme", *[f"level {lv}" for lv in LEVELS], "all"]]
    for theme in THEMES:
        per = [counts[(theme, lv)] for lv in LEVELS]
        rows.append([theme, *map(str, per), str(sum(per))])
    rows.append(["all", *[str(sum(counts[(t, lv)] for t in THEMES)) for lv in LEVELS], str(len(bank))])
    figures["by_theme_level"] = {t: {lv: counts[(t, lv)] for lv in LEVELS} for t in THEMES}

    margins = sorted(p.margin for p in bank)
    edges = [0.25, 0.5, 1.0, 2.0, 3.0, 100.0]
    spread = [["margin (expected points)", "puzzles"]]
    low = 0.0
    for high in edges:
        n = sum(1 for m in margins if low <= m < high)
        spread.append([f"{low:.2f} to {high:.2f}" if high < 100 else f"{low:.2f} and more", str(n)])
        low = high
    figures["margin"] = {"min": margins[0], "median": statistics.median(margins), "max": margins[-1]}
    exact = sum(1 for p in bank if p.figures.get("exact"))
    figures["exact"] = exact

    found = [["level", "puzzles", "beginner", "intermediate", "expert"]]
    for lv in LEVELS:
        some = [p for p in bank if p.level == lv]
        if not some:
            continue
        rates = [statistics.mean(p.figures["found_by"][who] for p in some)
                 for who in ("beginner", "intermediate", "expert")]
        found.append([str(lv), str(len(some)), *[f"{r:.0%}" for r in rates]])
    figures["found_by_level"] = found[1:]

    timing = grading_times()
    if args.pyodide:
        timing = in_pyodide()
    figures["timing"] = timing

    if args.recheck:
        step = max(1, len(bank) // args.recheck)
        sample = bank[::step][: args.recheck]
        hits: Counter[str] = Counter()
        for p in sample:
            for level in ("intermediate", "expert"):
                move = computer_player(level, seed=101).choose(p.view)
                hits[level] += (move.card, frozenset(move.capture)) == (p.best.card, frozenset(p.best.capture))
        figures["recheck"] = {lvl: f"{hits[lvl]}/{len(sample)}" for lvl in ("intermediate", "expert")}

    if args.stability:
        from scopa_learn.puzzles.grading import evaluate

        searched = [p for p in bank if not p.figures.get("exact")]
        sample = searched[:: max(1, len(searched) // args.stability)][: args.stability]
        kept = 0
        for i, p in enumerate(sample):
            best = max(evaluate(p.view, seed=424_242 + i, worlds=500), key=lambda mv: mv[1])[0]
            kept += (best.card, frozenset(best.capture)) == (p.best.card, frozenset(p.best.capture))
        figures["stability"] = f"{kept}/{len(sample)}"

    if args.json:
        print(json.dumps(figures, indent=1, default=str))
        return
    print(f"{len(bank)} puzzles, {sum(1 for t in THEMES if any(p.theme == t for p in bank))} themes "
          f"({exact} graded exactly, the rest over {bank[0].figures.get('worlds') or 'n'} sampled deals)")
    print(table(rows))
    print()
    print(table(spread))
    print(f"margin: min {margins[0]:.2f}, median {statistics.median(margins):.2f}, max {margins[-1]:.2f}")
    print()
    print("Who finds the best move (share of each level's puzzles, from the bank's figures):")
    print(table(found))
    if args.recheck:
        print(f"recheck with fresh seeds: {figures['recheck']}")
    if args.stability:
        print(f"graded again with 500 fresh deals, the best move stays best in {figures['stability']} puzzles")
    print()
    where = timing.get("where", "CPython " + str(timing["python"]))
    print(f"{where}: the first puzzle (widget made, bank read, view drawn): {timing['first_puzzle_ms']} ms "
          f"median; load the bank: {timing['load_bank_s']} s; build a puzzle's view: {timing['build_view_median_ms']} ms "
          f"median; grade a move (points + explanation): {timing['grade_median_ms']} ms median, "
          f"{timing['grade_p95_ms']} ms p95 over {timing['moves_graded']} moves")


if __name__ == "__main__":
    main()
