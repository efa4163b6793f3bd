"""Engine speed: whole random 2-player hands per second, the cost of a play, legal_captures calls.

Uses only the public API (``deal``, ``legal_moves``, ``play``, ``score``, ``legal_captures``), so the
figures are what a computer player or a statistics notebook gets. Times are CPU time of this process
(``time.process_time``), one core, so other work on the machine disturbs them less than wall time;
each figure is the median of several runs.

    python bench/engine.py                # the default figures (about half a minute)
    python bench/engine.py --runs 7 --hands 3000
    python bench/engine.py --json         # machine-readable
    python bench/engine.py --profile      # where 2,000 fresh hands spend their time (cProfile)
    python bench/engine.py --vs /tmp/main # side by side with another checkout, in turn (A B B A ...)

For ``--vs``, make the other checkout with ``git worktree add --detach /tmp/main main``: both
benches run in turn as separate processes with the same settings (CPU time, one core), so a
machine that speeds up or slows down moves both; the ratio is taken pair by pair.

Speed is measured, never asserted: no test depends on these numbers (issue 2, "Speed").
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_learn import Card, HandState, Rules, deal, legal_captures, rules

Position = tuple[Card, tuple[Card, ...]]


def cpu_median(job: Callable[[], int], runs: int) -> tuple[float, list[float]]:
    """Run ``job`` (which returns how many items it did) ``runs`` times: median items per CPU second."""
    rates = []
    for _ in range(runs):
        start = time.process_time()
        done = job()
        elapsed = time.process_time() - start
        rates.append(done / elapsed if elapsed > 0 else float("inf"))
    return statistics.median(rates), rates


def random_hand(r: Rules, seed: int, rng: random.Random) -> HandState:
    """One whole hand of random legal moves, scored."""
    state = deal(r, seed=seed, dealer=seed & 1)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    state.score()
    return state


def bench_hands(r: Rules, hands: int, runs: int) -> dict[str, Any]:
    """Whole hands per second: deal, then legal_moves + play to the end, then score."""
    counter = iter(range(10**9))

    def job() -> int:
        rng = random.Random(next(counter))
        base = next(counter) * hands
        for seed in range(base, base + hands):
            random_hand(r, seed, rng)
        return hands

    median, rates = cpu_median(job, runs)
    return {"hands_per_s": median, "runs": rates}


def bench_parts(r: Rules, hands: int, runs: int) -> dict[str, float]:
    """Where a hand's time goes: dealing, one play (legal_moves + play), scoring."""
    seeds = range(hands)

    def deals() -> int:
        for seed in seeds:
            deal(r, seed=seed)
        return hands

    finished = [random_hand(r, seed, random.Random(seed)) for seed in seeds]

    def plays() -> tuple[int, float]:
        # Fresh states every run (a state caches its legal moves), dealt before the clock starts.
        starts = [deal(r, seed=seed) for seed in seeds]
        rng = random.Random(0)
        count = 0
        start = time.process_time()
        for state in starts:
            while not state.is_over:
                state = state.play(rng.choice(state.legal_moves()))
                count += 1
        return count, time.process_time() - start

    def scores() -> int:
        for state in finished:
            state.score()
        return hands

    deal_rate, _ = cpu_median(deals, runs)
    play_rate = statistics.median(n / t for n, t in (plays() for _ in range(runs)))
    score_rate, _ = cpu_median(scores, runs)
    return {
        "deal_us": 1e6 / deal_rate,
        "play_us": 1e6 / play_rate,
        "score_us": 1e6 / score_rate,
    }


def positions_from_play(r: Rules, count: int, seed: int = 1) -> list[Position]:
    """(card in hand, table) pairs met in random hands: the positions a player really faces."""
    rng = random.Random(seed)
    found: list[Position] = []
    hand_seed = 0
    while len(found) < count:
        state = deal(r, seed=hand_seed)
        hand_seed += 1
        while not state.is_over:
            found.extend((card, state.table) for card in state.hand())
            state = state.play(rng.choice(state.legal_moves()))
    return found[:count]


def random_positions(count: int, sizes: Sequence[int], seed: int = 2) -> list[Position]:
    """A random card and a random table of one of ``sizes`` cards, drawn from the rest of the deck."""
    from scopa_learn import DECK

    rng = random.Random(seed)
    out: list[Position] = []
    for _ in range(count):
        cards = rng.sample(DECK, 1 + rng.choice(sizes))
        out.append((cards[0], tuple(cards[1:])))
    return out


def bench_captures(positions: list[Position], r: Rules, runs: int) -> float:
    def job() -> int:
        for card, table in positions:
            legal_captures(card, table, r)
        return len(positions)

    return cpu_median(job, runs)[0]


#: The parts of a hand named in the profile: (function, file it is defined in, what it is).
PROFILED = (
    ("legal_moves", "state.py", "legal_moves()"),
    ("getters", "captures.py", "  of which first looks at a table order (captures.getters)"),
    ("play", "state.py", "play()"),
    ("step", "board.py", "  of which the board step"),
    ("trusted_state", "state.py", "  of which the new state"),
    ("score", "state.py", "score()"),
    ("deal", "dealing.py", "deal()"),
    ("choice", "random.py", "the benchmark's own random.choice"),
)


def profile_split(r: Rules, hands: int) -> dict[str, float]:
    """Cumulative share of a run's time in each part of :data:`PROFILED` (cProfile, fresh hands:
    its own overhead makes small calls look dearer, so read the shares, not the times)."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    rng = random.Random(0)
    profiler.enable()
    for seed in range(10**6, 10**6 + hands):
        random_hand(r, seed, rng)
    profiler.disable()
    stats: dict[Any, Any] = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    total = max(entry[3] for entry in stats.values())
    found = {}
    for wanted, where, label in PROFILED:
        for (file, _line, name), entry in stats.items():
            if name == wanted and file.endswith(where):
                found[label] = entry[3] / total
    return found


#: The figures --vs sets side by side: (key in the JSON, label, higher is better).
SIDE_BY_SIDE = (
    ("classic_2p_hands_per_s", "classic 2 players, whole hands/s", True),
    ("deal_us", "one deal (us)", False),
    ("play_us", "one play: legal_moves + play (us)", False),
    ("score_us", "one score (us)", False),
    ("scopone_hands_per_s", "scopone, whole hands/s", True),
    ("load_average_1min", "load average (1 min) at the start", False),
)


def side_by_side(other: Path, pairs: int, hands: int, runs: int) -> int:
    """This checkout's figures and ``other``'s, run in turn ``pairs`` times (A B, B A, ...)."""
    here = Path(__file__).resolve().parent.parent
    sides: dict[Path, list[dict[str, Any]]] = {here: [], other: []}
    for pair in range(pairs):
        for root in (here, other) if pair % 2 == 0 else (other, here):
            out = subprocess.run(
                [sys.executable, str(root / "bench" / "engine.py"), "--json", "--runs", str(runs),
                 "--hands", str(hands), "--positions", "1000"],
                cwd=root, capture_output=True, text=True, check=True).stdout
            figures = json.loads(out)
            figures.update(figures.pop("parts_classic_2p"))
            sides[root].append(figures)
    print(f"{pairs} pairs in turn, each run the median of {runs} runs of {hands} hands (CPU time, one core)")
    print(f"A = {here}\nB = {other}")
    print(f"{'figure':38} {'A median (min-max)':>26} {'B median (min-max)':>26} {'A/B pair by pair':>22}")
    for key, label, _higher in SIDE_BY_SIDE:
        a = [f[key] for f in sides[here]]
        b = [f[key] for f in sides[other]]
        ratios = sorted(x / y for x, y in zip(a, b, strict=True) if y)

        def cell(values: list[float]) -> str:
            return f"{statistics.median(values):,.1f} ({min(values):,.1f}-{max(values):,.1f})"

        ratio = (f"{statistics.median(ratios):.2f} ({ratios[0]:.2f}-{ratios[-1]:.2f})"
                 if ratios else "")
        print(f"{label:38} {cell(a):>26} {cell(b):>26} {ratio:>22}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per run (default 2000)")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure; the median is shown")
    parser.add_argument("--positions", type=int, default=20000, help="positions for legal_captures")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--profile", action="store_true",
                        help="only profile --hands fresh hands and print where their time goes")
    parser.add_argument("--vs", type=Path, metavar="CHECKOUT",
                        help="also run another checkout's bench, in turn with this one, side by side")
    parser.add_argument("--pairs", type=int, default=5, help="runs of each side with --vs (default 5)")
    args = parser.parse_args(argv)
    if args.vs is not None:
        return side_by_side(args.vs.resolve(), args.pairs, args.hands, args.runs)
    if args.profile:
        for label, share in profile_split(rules("classic"), args.hands).items():
            print(f"{share:6.1%}  {label}")
        return 0

    classic = rules("classic")
    figures: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "load_average_1min": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "hands_per_run": args.hands,
        "runs": args.runs,
    }
    hands = bench_hands(classic, args.hands, args.runs)
    figures["classic_2p_hands_per_s"] = hands["hands_per_s"]
    figures["classic_2p_hands_per_s_runs"] = hands["runs"]
    figures["parts_classic_2p"] = bench_parts(classic, max(200, args.hands // 4), args.runs)
    for name in ("scopone", "scopa-15", "scopa-d-assi"):
        figures[f"{name}_hands_per_s"] = bench_hands(rules(name), max(200, args.hands // 4), 3)["hands_per_s"]
    played = positions_from_play(classic, args.positions)
    figures["legal_captures_per_s_played"] = bench_captures(played, classic, args.runs)
    uniform = random_positions(args.positions, sizes=range(0, 9))
    figures["legal_captures_per_s_random_0_8"] = bench_captures(uniform, classic, args.runs)
    figures["legal_captures_per_s_random_0_8_scopa15"] = bench_captures(uniform, rules("scopa-15"), args.runs)
    figures["table_size_mean_played"] = statistics.fmean(len(t) for _, t in played)

    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    parts = figures["parts_classic_2p"]
    print(f"Python {figures['python']} ({figures['machine']}), load average {figures['load_average_1min']}")
    print(f"CPU time, one core; median of {args.runs} runs of {args.hands} hands")
    print(f"classic, 2 players: {figures['classic_2p_hands_per_s']:,.0f} whole hands/s "
          f"(deal + 36 x legal_moves/play + score); runs: "
          + ", ".join(f"{r:,.0f}" for r in figures["classic_2p_hands_per_s_runs"]))
    print(f"  one deal {parts['deal_us']:.1f} us, one play (legal_moves + play) {parts['play_us']:.1f} us, "
          f"one score {parts['score_us']:.1f} us")
    for name in ("scopone", "scopa-15", "scopa-d-assi"):
        print(f"{name}: {figures[f'{name}_hands_per_s']:,.0f} whole hands/s")
    print(f"legal_captures on positions from play (mean table {figures['table_size_mean_played']:.1f} cards): "
          f"{figures['legal_captures_per_s_played']:,.0f} calls/s")
    print(f"legal_captures on random tables of 0-8 cards: {figures['legal_captures_per_s_random_0_8']:,.0f} "
          f"calls/s (scopa a 15: {figures['legal_captures_per_s_random_0_8_scopa15']:,.0f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
