"""Grading a position from the player's own information only.

Every legal move gets its expected point margin (your points minus the opponent's at the end
of the hand) over many deals of the cards the player cannot see, each consistent with the
view: the expert's own search, :func:`scopa_learn.players.search.search` (determinized greedy
playouts; the exact search when nothing is hidden, as in the last deal in two). The same
sampled deals serve every move, so the differences between moves are steadier than the
values themselves.

>>> from scopa_learn import deal
>>> view = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0)
>>> graded = evaluate(view, seed=1, worlds=8)
>>> str(max(graded, key=lambda mv: mv[1])[0])
'7d x 7s'
"""

from __future__ import annotations

import random

from ..cards import format_cards
from ..hand import Move, PlayerView
from ..players.search import is_open, search

#: Sampled deals of the hidden cards per move when a puzzle is graded for the bank.
GRADE_WORLDS = 200
#: Sampled deals for the cheap first look at a candidate position.
SCREEN_WORLDS = 16
#: The best move must keep this many expected points more than the second best.
MIN_MARGIN = 0.25


def evaluate(view: PlayerView, seed: int, worlds: int = GRADE_WORLDS) -> list[tuple[Move, float]]:
    """Each legal move with its expected point margin over ``worlds`` sampled deals (exact when
    nothing is hidden); ``seed`` picks the deals, the same on every Python."""
    moves = list(view.legal_moves())
    key = f"puzzle:{seed}:{view.player}:{view.plays_made}:{format_cards(view.hand)}:{format_cards(view.table)}"
    rng = random.Random(key)
    if len(moves) == 1:
        return [(moves[0], 0.0)]
    budget = worlds * len(moves) * max(1, view.plays_left)
    values = search(view, moves, rng, budget)
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
