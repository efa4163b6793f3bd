"""The expert's search: deal the hidden cards many ways, play each deal out, average.

What the expert cannot see (the other hands and the stock) it fills in at random from the
cards it has not seen, respecting how many cards each player holds: a *determinization*,
a world consistent with its view. In each world it tries every legal move and plays the
hand to the end with a quick greedy policy, then scores the hand with the engine. The move
with the best average point margin wins. When nothing is hidden any more (two players, the
last deal) it searches the rest of the hand exactly.

Playouts run on :class:`Playout`, a hand as the engine's compact board with no event log:
every move goes through the engine's own board step (:func:`~scopa_learn.board.step`, the
one :meth:`HandState.play <scopa_learn.hand.HandState.play>` uses), and the rules (which
captures are legal, what is a scopa, how a hand scores) are asked of the engine
(:func:`~scopa_learn.board.moves_for`, :func:`~scopa_learn.captures.captures_for`,
:func:`~scopa_learn.captures.is_scopa`, :func:`~scopa_learn.scoring.score_hand`).

>>> from scopa_learn import deal
>>> view = deal(seed=3).view(1)
>>> world = sample_world(view, random.Random(0))
>>> world.hands[1] == view.hand and world.table == view.table and world.view(1) == view
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..board import Board, Move, moves_for, step
from ..captures import capture_table, captures_for, getters, is_scopa
from ..cards import Card, Suit
from ..chance import shuffle
from ..hand import HandState, PlayerView
from ..rules import Rules
from ..scoring import score_hand
from .values import SCOPA, card_values

#: One card of each value, to ask the engine what a card of that value could take.
_PROBES: tuple[Card, ...] = tuple(Card(r, Suit.COPPE) for r in range(1, 11))


def missing_ranks(view: PlayerView) -> dict[int, frozenset[int]]:
    """Values each other player cannot hold, judging by what they passed up in this deal.

    A player who could have swept the table (a scopa) with a card of some value, or taken the
    settebello, and did not, is taken not to hold that value among the cards they still hold
    from the same deal. (A sensible player never passes up either; the expert assumes as much.)
    """
    rules = view.rules
    first_play = (view.deal_number - 1) * rules.players * rules.hand_size
    missing: dict[int, set[int]] = {}
    for event in view.played:
        if event.number <= first_play or event.player == view.player or event.scopa:
            continue
        table = event.table_before
        if not table or event.number == rules.plays_per_hand:
            continue
        settebello = next((c for c in table if c.is_settebello), None)
        if settebello is not None and settebello in event.captured:
            settebello = None
        for rank in range(1, 11):
            probe = _PROBES[rank - 1]
            for taken in captures_for(probe, table, rules):
                sweeps = len(taken) == len(table) and is_scopa(probe, taken, table, rules, False)
                if sweeps or (settebello is not None and settebello in taken):
                    missing.setdefault(event.player, set()).add(rank)
                    break
    return {p: frozenset(r) for p, r in missing.items()}


def sample_world(view: PlayerView, rng: random.Random, infer: bool = False) -> HandState:
    """A full hand state that gives exactly ``view``: the unseen cards dealt at random.

    Each other player gets as many unseen cards as they hold, the stock the rest. With
    ``infer``, a player gets no card of a value :func:`missing_ranks` rules out for them
    (when enough other cards are unseen).
    """
    pool = sorted(view.unseen)
    shuffle(pool, rng)
    n = view.rules.players
    hands: list[tuple[Card, ...]] = [()] * n
    hands[view.player] = view.hand
    others = [p for p in range(n) if p != view.player]
    if view.visible_hands is not None:
        for p in others:
            hands[p] = view.visible_hands[p]
    else:
        missing = missing_ranks(view) if infer else {}
        # Players with values ruled out choose first, from the cards they may hold.
        for p in sorted(others, key=lambda p: p not in missing):
            size = view.hand_sizes[p]
            ruled_out = missing.get(p, frozenset())
            allowed = [c for c in pool if c.rank not in ruled_out] if ruled_out else pool
            if len(allowed) < size:
                allowed = pool
            chosen = allowed[:size]
            hands[p] = tuple(chosen)
            if chosen:
                taken = set(chosen)
                pool = [c for c in pool if c not in taken]
    return HandState(view.rules, view.dealer, tuple(hands), view.table, view.piles, view.scope,
                     tuple(pool), view.to_move, view.last_taker, view.plays_made, view.deal_number,
                     view.played)


class Playout:
    """A hand in progress as the engine's compact :class:`~scopa_learn.board.Board` (no log, no
    checks), for fast playouts. Boards are immutable, so a copy costs nothing."""

    __slots__ = ("rules", "dealer", "board")

    def __init__(self, rules: Rules, dealer: int, board: Board) -> None:
        self.rules, self.dealer, self.board = rules, dealer, board

    @classmethod
    def of(cls, state: HandState) -> Playout:
        """A playout copy of ``state``."""
        return cls(state.rules, state.dealer, Board.of(state))

    def copy(self) -> Playout:
        return Playout(self.rules, self.dealer, self.board)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self.board.hands

    @property
    def table(self) -> tuple[Card, ...]:
        return self.board.table

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        return self.board.piles

    @property
    def scope(self) -> tuple[int, ...]:
        return self.board.scope

    @property
    def stock(self) -> tuple[Card, ...]:
        return self.board.stock

    @property
    def to_move(self) -> int:
        return self.board.to_move

    @property
    def plays_made(self) -> int:
        return self.board.plays_made

    @property
    def is_over(self) -> bool:
        return self.board.plays_made == self.rules.plays_per_hand

    def moves(self) -> tuple[Move, ...]:
        board = self.board
        return moves_for(board.hands[board.to_move], board.table, self.rules)

    def apply(self, move: Move) -> None:
        """Play ``move`` (assumed legal) for the player to move: the engine's own board step."""
        self.board = step(self.board, move, self.rules, self.dealer)[0]

    def margin(self, side: int) -> float:
        """Points of ``side`` minus the average of the other sides (the hand must be over)."""
        rules = self.rules
        teams = rules.teams
        piles = [[c for p in team for c in self.board.piles[p]] for team in teams]
        scope = [sum(self.board.scope[p] for p in team) for team in teams]
        totals = score_hand(piles, scope, rules).totals
        others = [t for i, t in enumerate(totals) if i != side]
        return totals[side] - sum(others) / len(others)


def greedy_move(game: Playout, prices: dict[Card, float]) -> Move:
    """The quick policy of the playouts: take the most, and don't leave the next player a sweep.

    In a sampled world it looks at the next player's (sampled) hand, which costs little and
    keeps the playouts from giving scope away.
    """
    rules = game.rules
    moves = game.moves()
    if len(moves) == 1:
        return moves[0]
    mover = game.to_move
    table = game.table
    plays = rules.plays_per_hand
    last = game.plays_made + 1 == plays
    nxt = (mover + 1) % rules.players
    threat_hand: Sequence[Card] = ()
    if not last and rules.side_of(nxt) != rules.side_of(mover):
        # Captures depend on a card's value only: one card of each value is enough.
        threat_hand = list({c.rank: c for c in game.hands[nxt]}.values())
    their_last = game.plays_made + 2 == plays
    best, best_score = moves[0], -1e9
    for move in moves:
        card, taken = move
        if taken:
            score = prices[card]
            for c in taken:
                score += prices[c]
            if len(taken) == len(table) and is_scopa(card, taken, table, rules, last):
                score += SCOPA
            left: Sequence[Card] = [c for c in table if c not in taken]
        else:
            score = -0.3 * prices[card]
            left = (*table, card)
        if left and threat_hand:
            worst = 0.0
            per_value = capture_table(tuple([c.rank for c in left]), rules)
            for other in threat_hand:
                for get in per_value[other.rank] or getters(per_value, other.rank):
                    grab = get(left)
                    if grab:
                        worth = 0.0
                        for c in grab:
                            worth += prices[c]
                        if len(grab) == len(left) and is_scopa(other, grab, left, rules, their_last):
                            worth += SCOPA
                        if worth > worst:
                            worst = worth
            score -= worst
        if score > best_score:
            best, best_score = move, score
    return best


def playout(game: Playout, prices: dict[Card, float]) -> Playout:
    """Play ``game`` to the end of the hand with :func:`greedy_move` for everyone."""
    plays = game.rules.plays_per_hand
    while game.plays_made < plays:
        game.apply(greedy_move(game, prices))
    return game


def exact_value(state: HandState, side: int) -> float:
    """The point margin of ``side`` with best play by everyone from ``state`` (no hidden cards)."""
    if state.is_over:
        totals = state.score().totals
        others = [t for i, t in enumerate(totals) if i != side]
        return totals[side] - sum(others) / len(others)
    mine = state.rules.side_of(state.to_move) == side
    values = [exact_value(state._apply(m), side) for m in state.legal_moves()]
    return max(values) if mine else min(values)


def is_open(view: PlayerView) -> bool:
    """True when nothing hidden matters: the stock is empty and at most one other hand holds cards
    (or the hands are face up)."""
    if view.stock_size:
        return False
    if view.visible_hands is not None:
        return True
    holders = [p for p, n in enumerate(view.hand_sizes) if n and p != view.player]
    return len(holders) <= 1


def search(view: PlayerView, moves: Sequence[Move], rng: random.Random, budget: int,
           prior: Sequence[float] | None = None, prior_weight: float = 0.0,
           infer: bool = False) -> list[float]:
    """Average point margin of each move over sampled worlds; ``budget`` caps simulated plays.

    ``prior`` (one value per move, in points), weighted as ``prior_weight`` extra worlds,
    steadies the averages when few worlds fit in the budget; ``infer`` samples worlds with
    :func:`missing_ranks`.
    """
    prices = card_values(view.rules)
    side = view.rules.side_of(view.player)
    if is_open(view):
        world = sample_world(view, rng)
        return [exact_value(world._apply(m), side) for m in moves]
    per_world = len(moves) * max(1, view.plays_left)
    worlds = max(2, budget // per_world)
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        base = Playout.of(sample_world(view, rng, infer))
        for i, move in enumerate(moves):
            game = base.copy()
            game.apply(move)
            totals[i] += playout(game, prices).margin(side)
    if prior is None or prior_weight <= 0:
        return [t / worlds for t in totals]
    return [(t + prior_weight * p) / (worlds + prior_weight) for t, p in zip(totals, prior, strict=True)]
