"""Information-set search: one tree of what the expert can know, grown over many deals of the hidden cards.

Determinized alpha-beta (:mod:`.alphabeta`) searches each sampled deal of the hidden cards as if
it were the real one: in each deal the expert's later plays are chosen knowing the other hands,
and the other sides' plays knowing the expert's. Information-set Monte Carlo tree search
(Cowling, Powley & Whitehouse 2012, *single observer*) grows one tree instead, whose nodes are
what the public plays since the decision have shown, and deals the hidden cards anew at each
iteration (:func:`~scopa_learn.players.search.sample_world`, consistent with the view):

1. *select*: from the root, while every move this deal allows at a node has been tried, follow
   the one with the best upper confidence bound, its side's mean margin plus
   ``EXPLORATION * sqrt(log(times available) / visits)`` (the expert's side maximises its margin,
   the other sides minimise it); only the moves of the cards the sampled deal gives the player
   to move are candidates, so a node's statistics gather every deal where its move was possible;
2. *expand*: add one untried move of this deal, the capture worth most first;
3. *judge* the board reached by the learned evaluation (:func:`~scopa_learn.players.evaluation.evaluate`),
   or by the engine's score once the hand is over, after a short alpha-beta of
   ``LEAF_DEPTH`` plays in the deal (0: the evaluation at once);
4. *back up* the margin along the path.

A node ``CUTOFF`` plays below the root is not expanded further: the evaluation judges there.
The move chosen is the root's most visited; or (:data:`SHARED_ROOT`, the default) every move of
the decision is tried in every deal, as the alpha-beta expert compares its moves, and the
best mean margin wins. With nothing hidden (the last deal in two) the
expert searches exactly instead, as :mod:`.alphabeta` does. Not the expert's default: it did
not measure stronger (bench/README.md); ``bench/strength.py --set SEARCH=ismcts`` selects it.

Every play goes through the engine's one board step (:func:`~scopa_learn.engine.board.step`).

>>> from scopa_learn import deal
>>> view = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0)
>>> moves = list(view.legal_moves())
>>> stats = tree_search(view, moves, random.Random(1), iterations=200)
>>> str(max(zip(moves, stats), key=lambda ms: ms[1])[0])
'7d x 7s'
>>> tree_search(view, moves, random.Random(1), iterations=0)
Traceback (most recent call last):
...
ValueError: an information-set search needs at least one iteration, not 0
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..engine.board import Board, Move, moves_for, step
from ..engine.cards import Card
from ..engine.rules import Rules
from ..engine.view import PlayerView
from . import alphabeta
from .alphabeta import AlphaBeta, lookahead
from .search import Playout, greedy_move, is_open, world_sampler
from .values import SCOPA, card_values

#: Iterations (deals of the hidden cards, one path down the tree each) a decision spends.
ITERATIONS = 400
#: The weight of exploration in the upper confidence bound, in points of margin.
EXPLORATION = 1.4
#: Plays below the root past which the tree is not grown (the evaluation judges there).
CUTOFF = 4
#: Plays of alpha-beta in the sampled deal below a new node before the evaluation judges
#: (0: the evaluation at once).
LEAF_DEPTH = 0
#: Plays of the playouts' quick greedy policy (:func:`~scopa_learn.players.search.greedy_move`)
#: after a new node, in the sampled deal, before the judging (0: none).
ROLLOUT = 0
#: Every move of the decision tried in every deal (the tree grown below each, ``ITERATIONS``
#: paths in all), and the best mean margin chosen, instead of one path a deal from the root and
#: the most visited move (False; measured weaker on the tuning deals, bench/README.md).
SHARED_ROOT = True
#: With this many plays left in the hand or fewer, the alpha-beta below a new node goes to the
#: end of the hand in the sampled deal (as :data:`~scopa_learn.players.alphabeta.TAIL`); 0: never.
TAIL = 6

_INF = float("inf")


class _Node:
    """What the plays from the decision to here have shown: their statistics, over the deals
    where they were possible."""

    __slots__ = ("children", "visits", "total", "seen")

    def __init__(self) -> None:
        self.children: dict[Move, _Node] = {}
        #: Iterations through this node, and the sum of the expert side's margins they found.
        self.visits = 0
        self.total = 0.0
        #: Iterations that reached this node's parent with this node's move possible.
        self.seen = 0


def _worth(move: Move, table: int, prices: dict[Card, float]) -> float:
    """A move at a glance, to try the promising ones first: what it takes (a sweep's point
    included), or less the card it leaves."""
    card, taken = move
    if not taken:
        return -prices[card]
    return prices[card] + sum([prices[c] for c in taken]) + (SCOPA if len(taken) == table else 0.0)


def tree_search(view: PlayerView, moves: Sequence[Move], rng: random.Random,
                iterations: int | None = None, exploration: float | None = None,
                cutoff: int | None = None, leaf_depth: int | None = None) -> list[float]:
    """Each of ``moves`` (the view's legal moves) as the search rates it, the best highest: its
    mean margin with :data:`SHARED_ROOT`, else the iterations that chose it plus its mean margin
    as a fraction (so the most visited comes first, ties to the better mean). With nothing
    hidden, the exact margins (:func:`~scopa_learn.players.alphabeta.lookahead`).
    """
    iterations = ITERATIONS if iterations is None else iterations
    if iterations < 1:
        raise ValueError(f"an information-set search needs at least one iteration, not {iterations}")
    if is_open(view):
        return lookahead(view, moves, rng, opponents=alphabeta.OPPONENT_MODEL, tiebreak=alphabeta.OPEN_TIEBREAK)
    exploration = EXPLORATION if exploration is None else exploration
    cutoff = CUTOFF if cutoff is None else cutoff
    leaf_depth = LEAF_DEPTH if leaf_depth is None else leaf_depth
    rules: Rules = view.rules
    dealer = view.dealer
    side = rules.side_of(view.player)
    plays = rules.plays_per_hand
    prices = card_values(rules)
    judge = AlphaBeta(rules, dealer, side)
    draw = world_sampler(view)
    if TAIL and view.plays_left <= TAIL:
        leaf_depth = -1
    root = _Node()
    log = math.log
    sqrt = math.sqrt

    def descend(node: _Node, board: Board, depth: int) -> float:
        """One path from ``node`` (``depth`` plays below the root, ``board`` a deal of its
        moment): select, expand, judge, back up; the margin found."""
        path = [node]
        while board.plays_made < plays and depth < cutoff:
            here = moves if node is root else moves_for(board.hands[board.to_move], board.table, rules)
            children = node.children
            untried = [m for m in here if m not in children]
            if untried:
                table = len(board.table)
                move = max(untried, key=lambda m: _worth(m, table, prices))
                children[move] = _Node()
                for m in here:
                    got = children.get(m)
                    if got is not None:
                        got.seen += 1
                board = step(board, move, rules, dealer)[0]
                path.append(children[move])
                break
            sign = 1.0 if rules.side_of(board.to_move) == side else -1.0
            best_score = -_INF
            move = here[0]
            for m in here:
                c = children[m]
                c.seen += 1
                score = sign * c.total / c.visits + exploration * sqrt(log(c.seen) / c.visits)
                if score > best_score:
                    best_score, move = score, m
            node = children[move]
            board = step(board, move, rules, dealer)[0]
            path.append(node)
            depth += 1
        if ROLLOUT:
            game = Playout(rules, dealer, board)
            for _ in range(ROLLOUT):
                if game.is_over:
                    break
                game.apply(greedy_move(game, prices))
            board = game.board
        value = judge.value(board, leaf_depth, -_INF, _INF)
        for n in path:
            n.visits += 1
            n.total += value
        return value

    if SHARED_ROOT:
        # Every move of the decision in every deal, the tree below each: the moves compared on
        # the same deals, as the alpha-beta expert compares them.
        for m in moves:
            root.children[m] = _Node()
        for _ in range(max(2, iterations // len(moves))):
            board = draw(rng).board
            for m in moves:
                descend(root.children[m], step(board, m, rules, dealer)[0], 1)
        return [root.children[m].total / root.children[m].visits for m in moves]
    for _ in range(iterations):
        descend(root, draw(rng).board, 0)
    result = []
    for m in moves:
        c = root.children[m]
        mean = c.total / c.visits if c.visits else -_INF
        # The mean margin, squeezed into (0, 1), breaks ties of visits.
        result.append(c.visits + 0.5 + math.atan(mean) / math.pi if c.visits else 0.0)
    return result
