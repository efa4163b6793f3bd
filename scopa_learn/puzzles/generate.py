"""The puzzle generator: positions from real play, kept only when the best move is clear.

Two steps, both reproducible from their seed::

    python -m scopa_learn.puzzles.generate mine --seed 1 --hands 200 --out cand-1.jsonl
    python -m scopa_learn.puzzles.generate bank cand-*.jsonl --out scopa_learn/puzzles/bank.json

``mine`` plays hands between the computer players at every level (and replays the annotated
examples), and for each decision of the player to move:

1. a cheap screen: every legal move over ``--screen`` sampled deals of the hidden cards;
   positions whose best move leads by less than :data:`SCREEN_MARGIN` are dropped;
2. the grading (:func:`.grading.grade_position`): twice, with two independent seeds, each as
   6 batches of ``--worlds`` deals (the exact search when nothing is hidden); kept only if
   both seeds agree on the best move, each gives it a lead of at least
   :data:`~.grading.MIN_MARGIN` expected points, and its lead over every other move is at
   least :data:`~.grading.MIN_Z` standard errors (measured over the 12 batches); the stored
   points are the mean of all batches;
3. a theme (:func:`.explain.classify`; positions no theme explains are dropped) and a level:
   how often the beginner, intermediate and expert computer players find the best move.

Each kept puzzle is one JSON line, written as soon as it is found (a run can be stopped any
time); ``--regrade FILE...`` grades the positions of an earlier run's files again first.
``bank`` merges such files: duplicates dropped, a theme and a level for each, at most
``--per-theme`` of a theme (its levels taking turns, the widest margins first), sorted by
level, theme and id.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine.board import Move
from ..engine.dealing import deal
from ..engine.state import HandState
from ..engine.view import PlayerView
from ..players import computer_player
from .explain import classify
from .grading import (
    BATCHES,
    GRADE_WORLDS,
    MIN_MARGIN,
    MIN_Z,
    SCREEN_WORLDS,
    evaluate,
    exact,
    grade_position,
)
from .model import LEVELS, THEMES, Position, Puzzle, grades_from

#: A candidate goes on to the full grading when its screened lead is at least this.
SCREEN_MARGIN = 0.15
#: The pairs of computer players that play the hands, in turn (seat 0, seat 1).
PAIRINGS: tuple[tuple[str, str], ...] = (
    ("beginner", "intermediate"), ("intermediate", "expert"), ("expert", "beginner"),
    ("intermediate", "intermediate"), ("expert", "expert"), ("beginner", "beginner"),
)
#: Seeds of the players whose choices set a puzzle's level.
LEVEL_SEEDS = {"beginner": 8, "intermediate": 3, "expert": 2}
#: Budget of the expert when it is asked to solve a puzzle (the game's own setting).
SOLVER_BUDGET = 6000


def _first_table(state: HandState) -> tuple[Any, ...]:
    from ..engine.events import Dealt

    for event in state.log:
        if isinstance(event, Dealt) and event.number == 1:
            return event.table
    return state.table


def self_play(seed: int) -> Iterator[tuple[HandState, str]]:
    """The states before each play of one hand between two computer players (seeded)."""
    a, b = PAIRINGS[seed % len(PAIRINGS)]
    players = [computer_player(a, seed=seed), computer_player(b, seed=seed + 1)]
    state = deal(seed=seed, dealer=seed % 2)
    source = f"self-play:{a}-{b}:{seed}"
    while not state.is_over:
        yield state, source
        state = state.play(players[state.to_move].choose(state.view(state.to_move)))


def example_states() -> Iterator[tuple[HandState, str]]:
    """The states before each play of the annotated example hands (2 players, classic)."""
    from ..examples import Replay, list_examples, load_example

    for info in list_examples():
        replay = load_example(info.name)
        if not isinstance(replay, Replay) or replay.rules.players != 2 or replay.rules.name != "classic":
            continue
        for plays in range(len(replay.steps)):
            yield replay.state(plays), f"example:{info.name}"


def found_by(view: PlayerView, best: Move) -> dict[str, float]:
    """How often each computer level plays ``best`` here (share of its seeds)."""
    rates = {}
    for level, seeds in LEVEL_SEEDS.items():
        hits = 0
        for s in range(seeds):
            player = computer_player(level, seed=s)
            choice = player.choose(view)
            hits += choice.card is best.card and frozenset(choice.capture) == frozenset(best.capture)
        rates[level] = hits / seeds
    return rates


def level_of(rates: dict[str, float]) -> int:
    """1 (first week) to 4 (strong), from who finds the best move (share of each level's seeds).

    1: the intermediate and the expert always find it, the beginner at least half the time;
    2: the intermediate and the expert always find it, the beginner less often;
    3: the intermediate misses it, the expert finds it, the beginner a quarter of the time or more;
    4: the expert misses it too, or the beginner almost never finds it (under a quarter).

    >>> level_of({"beginner": 0.5, "intermediate": 1.0, "expert": 1.0})
    1
    >>> level_of({"beginner": 0.125, "intermediate": 0.0, "expert": 1.0})
    4
    """
    if rates["expert"] < 1.0:
        return 4
    if rates["intermediate"] >= 1.0:
        return 1 if rates["beginner"] >= 0.5 else 2
    return 3 if rates["beginner"] >= 0.25 else 4


def judge(state: HandState, source: str, seed: int, screen: int, worlds: int,
          batches: int = BATCHES, screened: bool = False) -> dict[str, Any] | None:
    """The candidate puzzle ``state`` makes for the player to move (bank data, its theme still
    open), or ``None`` when the best move is not clear cut."""
    view = state.view(state.to_move)
    moves = view.legal_moves()
    if len(moves) < 2:
        return None
    is_exact = exact(view)
    if not is_exact and not screened:
        first = evaluate(view, seed, screen)
        if _lead(first)[1] < SCREEN_MARGIN:
            return None
    graded = grade_position(view, seed, batches, worlds)
    if not graded.clear:
        return None
    grades = grades_from(list(zip(graded.moves, graded.points, strict=True)))
    rates = found_by(view, grades[0].move)
    position = Position.of(state, _first_table(state))
    figures = {"found_by": rates, "exact": graded.exact, "worlds": graded.worlds,
               "margins": [round(m, 3) for m in graded.margins],
               "z": None if graded.z == float("inf") else round(graded.z, 1)}
    # The theme is decided when the bank is built (:func:`build_bank`), from the grades, so a
    # better classifier needs no new grading.
    return {"id": position.key(), "theme": None, "level": level_of(rates), "source": source,
            "position": position.to_data(), "grades": [[str(g.move), g.points] for g in grades],
            "figures": figures}


def _lead(graded: Sequence[tuple[Move, float]]) -> tuple[Move, float]:
    ranked = sorted(graded, key=lambda mp: -mp[1])
    return ranked[0][0], ranked[0][1] - ranked[1][1]


def candidates(paths: Sequence[Path]) -> Iterator[tuple[HandState, str]]:
    """The positions of candidate files written by an earlier run (to grade them again)."""
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                item = json.loads(line)
                yield Position.from_data(item["position"]).state(), item["source"]


def mine(seed: int, hands: int, out: Path, screen: int, worlds: int, examples: bool,
         regrade: Sequence[Path] = (), log: Any = sys.stderr) -> int:
    """Grade again the positions of ``regrade`` (candidate files), then play ``hands`` hands
    from ``seed`` (and the examples); append each puzzle found to ``out``."""
    found, seen = 0, set()
    started = time.monotonic()

    def states() -> Iterator[tuple[HandState, str, bool]]:
        for state, source in candidates(regrade):
            yield state, source, True
        if examples:
            for state, source in example_states():
                yield state, source, False
        for i in range(hands):
            for state, source in self_play(seed * 100_000 + i):
                yield state, source, False

    with out.open("a", encoding="utf-8") as sink:
        for number, (state, source, screened) in enumerate(states()):
            key = Position.of(state, _first_table(state)).key()
            if key in seen:
                continue
            seen.add(key)
            puzzle = judge(state, source, seed * 1_000_003 + number, screen, worlds, screened=screened)
            if puzzle is None:
                continue
            found += 1
            sink.write(json.dumps(puzzle, separators=(",", ":")) + "\n")
            sink.flush()
            print(f"{time.monotonic() - started:7.0f}s {found:4d} L{puzzle['level']} "
                  f"margin {min(puzzle['figures']['margins']):.2f} {source}", file=log, flush=True)
    return found


def themed(item: dict[str, Any]) -> str | None:
    """The theme of a candidate (bank data), or ``None`` when no theme says why its best move wins."""
    position = Position.from_data(item["position"])
    grades = grades_from([(Move.parse(m), float(p)) for m, p in item["grades"]])
    state = position.state()
    return classify(state.view(position.player), state, grades[0].move, grades[1].move)


def build_bank(inputs: Sequence[Path], out: Path, per_theme: int, command: str,
               mined_with: Sequence[str] = ()) -> dict[str, int]:
    """Merge candidate files into the bank: no duplicates, at most ``per_theme`` per theme."""
    by_id: dict[str, dict[str, Any]] = {}
    for path in inputs:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                item = json.loads(line)
                by_id.setdefault(item["id"], item)
    puzzles = []
    for item in by_id.values():
        theme = themed(item)
        if theme is not None:
            level = level_of(item["figures"]["found_by"])
            puzzles.append(Puzzle.from_data({**item, "theme": theme, "level": level}))
    kept: list[Puzzle] = []
    counts: dict[str, int] = {}
    for theme in THEMES:
        # Within a theme, levels take turns (the hardest first), so a cap keeps every level;
        # within a level, the clearest puzzles (widest margin) come first.
        queues = [sorted((p for p in puzzles if p.theme == theme and p.level == lv),
                         key=lambda p: (-p.margin, p.id)) for lv in reversed(LEVELS)]
        taken = 0
        while taken < per_theme and any(queues):
            for queue in queues:
                if queue and taken < per_theme:
                    kept.append(queue.pop(0))
                    taken += 1
        counts[theme] = taken
    kept.sort(key=lambda p: (p.level, p.theme, p.id))
    data = {"made_by": {"command": command, "mined_with": list(mined_with), "min_margin": MIN_MARGIN, "min_z": MIN_Z,
                        "worlds_per_batch": GRADE_WORLDS, "batches_per_seed": BATCHES, "seeds": 2},
            "puzzles": [p.bank_data() for p in kept]}
    out.write_text(json.dumps(data, indent=0, separators=(",", ":")) + "\n", encoding="utf-8")
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scopa_learn.puzzles.generate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    steps = parser.add_subparsers(dest="step", required=True)
    m = steps.add_parser("mine", help="find puzzles in self-play hands and the examples")
    m.add_argument("--seed", type=int, required=True)
    m.add_argument("--hands", type=int, default=100)
    m.add_argument("--out", type=Path, required=True)
    m.add_argument("--screen", type=int, default=SCREEN_WORLDS, help="sampled deals in the screen")
    m.add_argument("--worlds", type=int, default=GRADE_WORLDS,
                   help=f"sampled deals per batch of the grading ({BATCHES} batches a seed, two seeds)")
    m.add_argument("--examples", action="store_true", help="also the annotated example hands")
    m.add_argument("--regrade", type=Path, nargs="*", default=[],
                   help="candidate files of an earlier run: grade their positions again first")
    b = steps.add_parser("bank", help="merge candidate files into the bank")
    b.add_argument("inputs", type=Path, nargs="+")
    b.add_argument("--out", type=Path, required=True)
    b.add_argument("--per-theme", type=int, default=80)
    b.add_argument("--mined-with", action="append", default=[], metavar="COMMAND",
                   help="the mine commands that made the inputs (recorded in the bank)")
    args = parser.parse_args(argv)
    if args.step == "mine":
        found = mine(args.seed, args.hands, args.out, args.screen, args.worlds, args.examples, args.regrade)
        print(f"{found} puzzles written to {args.out}")
    else:
        command = (f"python -m scopa_learn.puzzles.generate bank {' '.join(p.name for p in args.inputs)} "
                   f"--out {args.out} --per-theme {args.per_theme}")
        counts = build_bank(args.inputs, args.out, args.per_theme, command, args.mined_with)
        print(json.dumps(counts, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
