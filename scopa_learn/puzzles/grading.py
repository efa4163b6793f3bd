"""Grading a position from the player's own information only.

Every legal move gets its expected point margin (your points minus the opponent's at the end
of the hand) over many deals of the cards the player cannot see, each consistent with the
view: the expert's own search, :func:`scopa_learn.players.search.search` (determinized greedy
playouts; the exact search when nothing is hidden, as in the last deal in two). The same
sampled deals serve every move, so the differences between moves are steadier than the
values themselves. A bank puzzle is graded in batches under two seeds
(:func:`grade_position`), which also measures how sure its best move is: a move's value over
60 deals varies by about 0.3 points from one seed to another, so one evaluation is not enough.

>>> from scopa_learn import deal
>>> view = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0)
>>> graded = evaluate(view, seed=1, worlds=8)
>>> str(max(graded, key=lambda mv: mv[1])[0])
'7d x 7s'
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from ..engine.board import Move
from ..engine.cards import format_cards
from ..engine.view import PlayerView
from ..players.search import is_open, search

#: Sampled deals of the hidden cards per move in one evaluation (one batch of the grading).
GRADE_WORLDS = 60
#: Batches per evaluation seed; a puzzle is graded with two seeds (2 x 6 x 60 = 720 deals).
BATCHES = 6
#: Sampled deals for the cheap first look at a candidate position.
SCREEN_WORLDS = 16
#: The best move must keep this many expected points more than the second best.
MIN_MARGIN = 0.25
#: ... and this many standard errors more than every other move (measured over the batches),
#: so that grading again with a fresh seed keeps the same best move.
MIN_Z = 4.0


@dataclass(frozen=True)
class Graded:
    """A position graded for the bank: each move's expected points, and how sure the best is."""

    moves: tuple[Move, ...]
    #: Expected points of each move (the mean over every batch of both seeds).
    points: tuple[float, ...]
    #: The best move's lead over the second best under each seed.
    margins: tuple[float, float]
    #: The smallest lead of the best move over another, in standard errors of that lead.
    z: float
    exact: bool
    worlds: int

    @property
    def best(self) -> Move:
        return self.moves[max(range(len(self.moves)), key=lambda i: self.points[i])]

    @property
    def clear(self) -> bool:
        """Kept for the bank: the same best move under both seeds, a lead of at least
        :data:`MIN_MARGIN` under each, and :data:`MIN_Z` standard errors over every other move."""
        return min(self.margins) >= MIN_MARGIN and self.z >= MIN_Z


def grade_position(view: PlayerView, seed: int, batches: int = BATCHES,
                   worlds: int = GRADE_WORLDS) -> Graded:
    """Grade every legal move twice (seeds ``2 * seed + 1`` and ``2 * seed + 2``), each as
    ``batches`` evaluations of ``worlds`` deals; exact (once) when nothing is hidden."""
    moves = tuple(view.legal_moves())
    if exact(view):
        values = [v for _, v in evaluate(view, seed)]
        ranked = sorted(values, reverse=True)
        lead = ranked[0] - ranked[1] if len(ranked) > 1 else 0.0
        return Graded(moves, tuple(values), (lead, lead), float("inf") if lead > 0 else 0.0, True, 0)
    runs = [[[v for _, v in evaluate(view, (2 * seed + s) * 1000 + b, worlds)] for b in range(batches)]
            for s in (1, 2)]
    n = len(moves)
    per_seed = [[statistics.fmean(batch[i] for batch in run) for i in range(n)] for run in runs]
    every = [batch for run in runs for batch in run]
    points = [statistics.fmean(batch[i] for batch in every) for i in range(n)]
    top = max(range(n), key=lambda i: points[i])
    margins = []
    for values in per_seed:
        # The lead of the overall best move under this seed (negative if another move wins there).
        margins.append(values[top] - max(v for i, v in enumerate(values) if i != top))
    z = float("inf")
    for j in range(n):
        if j == top:
            continue
        leads = [batch[top] - batch[j] for batch in every]
        error = statistics.stdev(leads) / len(leads) ** 0.5
        z = min(z, statistics.fmean(leads) / error if error > 0 else float("inf"))
    return Graded(moves, tuple(points), (margins[0], margins[1]), z, False, len(every) * worlds)


def evaluate(view: PlayerView, seed: int, worlds: int = GRADE_WORLDS, race: float = 0.0,
             keep: Move | None = None) -> list[tuple[Move, float]]:
    """Each legal move with its expected point margin over ``worlds`` sampled deals (exact when
    nothing is hidden); ``seed`` picks the deals, the same on every Python.

    With ``race`` above 0 (the review's grading), a move clearly behind the best by that many
    standard errors stops being played out after the first worlds and keeps the average it had
    (see :func:`~scopa_learn.players.search.search`); ``keep`` (the move played) and the best
    go on over every world, so the points the play gave up are measured as closely as without.
    """
    moves = list(view.legal_moves())
    key = f"puzzle:{seed}:{view.player}:{view.plays_made}:{format_cards(view.hand)}:{format_cards(view.table)}"
    rng = random.Random(key)
    if len(moves) == 1:
        return [(moves[0], 0.0)]
    budget = worlds * len(moves) * max(1, view.plays_left)
    kept = [i for i, m in enumerate(moves) if keep is not None and m.card is keep.card
            and frozenset(m.capture) == frozenset(keep.capture)]
    values = search(view, moves, rng, budget, race=race, keep=kept, max_worlds=worlds if race > 0 else None)
    return list(zip(moves, values, strict=True))


def exact(view: PlayerView) -> bool:
    """True when the grading is exact (nothing hidden matters)."""
    return is_open(view)


def margin(graded: list[tuple[Move, float]]) -> tuple[Move, float]:
    """The best move and its lead over the second best."""
    ranked = sorted(graded, key=lambda mv: -mv[1])
    if len(ranked) == 1:
        return ranked[0][0], 0.0
    return ranked[0][0], ranked[0][1] - ranked[1][1]
