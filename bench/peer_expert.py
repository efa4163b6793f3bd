"""A public Scopa AI's expert, as its algorithm reads, for bench/strength.py to play against (level ``peer``).

Issue 26 measured our expert against "the strongest public Scopa AI we could run": the "Esperto"
of the open web app playscopa.net (github.com/vlvovch/scopa-ai, ``src/ai/expert.ts``, read on
7 December 2026). This is our own rewriting of its algorithm on our engine, not its code:

* one legal move: play it;
* otherwise 6 deals of the unseen cards, at random; in each, every move followed by alpha-beta
  3 plays deep in all (2 with more than 8 moves), the moves tried captures first; a leaf is
  judged by the mean of its hand-made evaluation there and after one random playout of up to
  6 plays. The move with the best total wins;
* every card known (the stock empty, the other hand what is unseen): the one deal searched to
  its end, judged there by the same evaluation.

Its boards are stepped as the app's move function steps them (:class:`AppGame`): no new hands
dealt and the table's last cards left in place, so its search ends with the deal being played
(and its judgement of a finished hand, the score margin times 1,000, is never reached).

Its evaluation, in its own units: scope 120 each, denari 18, cards 4, primiera of the pile 8
and of pile and hand 2, the settebello 120 (taken: 1; in a hand: 0.7; on the table: 0.3, signed
by side), the last taker 15 x 0.6, 6 for each card of its own hand that can take
something and -9 for each of the other player's, and 5 for having the move.

Differences: no time limit (its 50 ms in the browser; the search here always finishes, at any
speed); the legal moves are the engine's (the same rules of capture). Two players only, as the
app plays.
"""

from __future__ import annotations

import random

from scopa_learn import Move, PlayerView
from scopa_learn.engine.board import Board, moves_for
from scopa_learn.engine.captures import captures_for
from scopa_learn.engine.cards import SETTEBELLO, Card
from scopa_learn.engine.rules import Rules
from scopa_learn.engine.scoring import primiera
from scopa_learn.players import _Base, _rng
from scopa_learn.players.heuristic import turn_moves
from scopa_learn.players.search import is_open, sample_world

WORLDS, DEPTH, WIDE, ROLLOUT = 6, 3, 8, 6


class AppGame:
    """A board stepped as the app's move function steps it: the card played, the cards taken
    (a scopa whenever the table is left empty), the turn passed; no new hands dealt and the
    table's last cards left where they are, so a search stops at the end of the deal."""

    __slots__ = ("rules", "board")

    def __init__(self, rules: Rules, board: Board) -> None:
        self.rules, self.board = rules, board

    def copy(self) -> AppGame:
        return AppGame(self.rules, self.board)

    def moves(self) -> tuple[Move, ...]:
        b = self.board
        return moves_for(b.hands[b.to_move], b.table, self.rules)

    def apply(self, move: Move) -> None:
        b = self.board
        p = b.to_move
        hands = list(b.hands)
        hands[p] = tuple(c for c in hands[p] if c != move.card)
        piles, scope, last = list(b.piles), list(b.scope), b.last_taker
        if move.capture:
            taken = set(move.capture)
            table = tuple(c for c in b.table if c not in taken)
            piles[p] = (*piles[p], move.card, *move.capture)
            scope[p] += not table
            last = p
        else:
            table = (*b.table, move.card)
        self.board = b._replace(hands=tuple(hands), table=table, piles=tuple(piles), scope=tuple(scope),
                                to_move=1 - p, last_taker=last, plays_made=b.plays_made + 1)


def _capturing(hand: tuple[Card, ...], game: AppGame) -> int:
    table = game.board.table
    return sum(1 for card in hand if any(captures_for(card, table, game.rules))) if table else 0


def evaluate(game: AppGame, me: int) -> float:
    """The app's judgement of a position for player ``me`` (two players). (Its judgement of a
    finished hand, the score margin times 1,000, is never reached by its search: its boards
    never finish a hand.)"""
    b = game.board
    you = 1 - me
    mine, yours = b.piles[me], b.piles[you]
    if SETTEBELLO in mine:
        sette = 1.0
    elif SETTEBELLO in yours:
        sette = -1.0
    elif SETTEBELLO in b.hands[me]:
        sette = 0.7
    elif SETTEBELLO in b.hands[you]:
        sette = -0.7
    elif SETTEBELLO in b.table:
        sette = 0.3
    else:
        sette = 0.0
    last = 0.6 if b.last_taker == me else -0.6 if b.last_taker == you else 0.0
    return (
        (b.scope[me] - b.scope[you]) * 120
        + (sum(c.is_denaro for c in mine) - sum(c.is_denaro for c in yours)) * 18
        + (len(mine) - len(yours)) * 4
        + (primiera(mine, game.rules) - primiera(yours, game.rules)) * 8
        + (primiera(mine + b.hands[me], game.rules) - primiera(yours + b.hands[you], game.rules)) * 2
        + sette * 120
        + last * 15
        + _capturing(b.hands[me], game) * 6
        - _capturing(b.hands[you], game) * 9
        + (5 if b.to_move == me else -5)
    )


def _order(moves: tuple[Move, ...] | list[Move], table: tuple[Card, ...]) -> list[Move]:
    """Captures first: sweeps, the settebello, denari, primiera and size; plain plays last."""

    def worth(m: Move) -> float:
        if not m.capture:
            return -5
        taken = (m.card, *m.capture)
        return ((1000 if len(m.capture) == len(table) else 0) + (80 if SETTEBELLO in taken else 0)
                + 20 * sum(c.is_denaro for c in taken) + sum(c.primiera_value for c in taken) + 6 * len(taken))

    return sorted(moves, key=worth, reverse=True)


def _leaf(game: AppGame, me: int, rng: random.Random) -> float:
    base = evaluate(game, me)
    rollout = game.copy()
    for _ in range(ROLLOUT):
        moves = rollout.moves()
        if not moves:  # the deal played out
            break
        rollout.apply(moves[rng.randrange(len(moves))])
    return (base + evaluate(rollout, me)) / 2


def _alphabeta(game: AppGame, depth: int, alpha: float, beta: float, me: int, rng: random.Random) -> float:
    if depth <= 0:
        return _leaf(game, me, rng)
    moves = _order(game.moves(), game.board.table)
    if not moves:  # the deal played out: judged as it stands
        return evaluate(game, me)
    if game.board.to_move == me:
        value = -float("inf")
        for m in moves:
            child = game.copy()
            child.apply(m)
            value = max(value, _alphabeta(child, depth - 1, alpha, beta, me, rng))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value
    value = float("inf")
    for m in moves:
        child = game.copy()
        child.apply(m)
        value = min(value, _alphabeta(child, depth - 1, alpha, beta, me, rng))
        beta = min(beta, value)
        if beta <= alpha:
            break
    return value


class PeerExpert(_Base):
    """playscopa.net's expert as its algorithm reads (see the module), level ``peer``."""

    level = "expert"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.level = "peer"
        self.name = "a public web app's expert (playscopa.net), as its algorithm reads"

    def choose(self, view: PlayerView) -> Move:
        moves = _order(turn_moves(view), view.table)
        if len(moves) == 1:
            return moves[0]
        rng = _rng("peer", self.seed, view)
        me = view.player
        depth = DEPTH - 1 if len(moves) > WIDE else DEPTH
        worlds = WORLDS
        if is_open(view):  # every card known: one deal, searched to its end (ties: the first)
            depth, worlds = max(depth, sum(view.hand_sizes)), 1
        totals = [0.0] * len(moves)
        for _ in range(worlds):
            world = AppGame(view.rules, sample_world(view, rng).board)
            for i, m in enumerate(moves):
                child = world.copy()
                child.apply(m)
                totals[i] += _alphabeta(child, depth - 1, -float("inf"), float("inf"), me, rng)
        return moves[totals.index(max(totals))]
