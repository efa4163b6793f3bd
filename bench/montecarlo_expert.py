"""The expert as it was before issue 26 (commit 1e45d28), kept for the benchmarks to compare.

Monte Carlo over the hidden cards: the intermediate player's four best moves (within 1.5
points of its favourite) are played out to the end of the hand with greedy playouts in up to
16,000 simulated plays' worth of sampled deals, raced (a move 2.5 standard errors behind after
12 deals stops being played out), the intermediate's judgement counting as 3 extra deals.
The library still has the search (``scopa_learn.players.search.search``): the puzzles grade with it.
"""

from __future__ import annotations

from scopa_learn import Move, PlayerView
from scopa_learn.players import _Base, _rng
from scopa_learn.players.heuristic import assess, pick, turn_moves
from scopa_learn.players.search import is_open, search

BUDGET, PRIOR_WEIGHT, CANDIDATES, CANDIDATE_MARGIN, RACE, RACE_WORLDS = 16000, 3.0, 4, 1.5, 2.5, 12


class MonteCarloExpert(_Base):
    """Today's expert before issue 26, as a player for bench/strength.py (level ``montecarlo``)."""

    level = "expert"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.level = "montecarlo"
        self.name = "Monte Carlo expert (before issue 26)"

    def choose(self, view: PlayerView) -> Move:
        moves = turn_moves(view)
        if len(moves) == 1:
            return moves[0]
        rng = _rng("expert", self.seed, view)
        if is_open(view):
            values = search(view, moves, rng, BUDGET)
            top = max(values)
            return pick([m for m, v in zip(moves, values, strict=True) if v >= top - 1e-9], rng)
        ranked = assess(view)
        cut = ranked[0].score - CANDIDATE_MARGIN
        kept = [a for a in ranked if a.score >= cut][:CANDIDATES]
        if len(kept) == 1:
            return kept[0].move
        values = search(view, [a.move for a in kept], rng, BUDGET, [a.score for a in kept],
                        PRIOR_WEIGHT, True, RACE, RACE_WORLDS)
        top = max(values)
        return pick([a.move for a, v in zip(kept, values, strict=True) if v >= top - 1e-9], rng)
