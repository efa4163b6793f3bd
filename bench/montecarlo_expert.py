"""The expert as it was before issue 26 (commit 1e45d28), kept for the benchmarks to compare.

Monte Carlo over the hidden cards: the intermediate player's four best moves (within 1.5
points of its favourite) are played out to the end of the hand with greedy playouts in up to
16,000 simulated plays' worth of sampled deals, raced (a move 2.5 standard errors behind after
12 deals stops being played out), the intermediate's judgement counting as 3 extra deals. The
library keeps this search as the expert's choice in three, in couples and in six (``alphabeta.playout_values``, with
12,000 plays); the puzzles grade with the playouts under it (``scopa_learn.players.search.search``).
"""

from __future__ import annotations

from scopa_learn import Move, PlayerView
from scopa_learn.players import _Base, _rng
from scopa_learn.players.alphabeta import best_graded, playout_values
from scopa_learn.players.heuristic import turn_moves
from scopa_learn.players.search import is_open, search

BUDGET = 16000


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
            return best_graded(list(zip(moves, search(view, moves, rng, BUDGET), strict=True)), rng)
        return best_graded(playout_values(view, rng, BUDGET), rng)
