"""One step of a hand on a compact board: the one place a move is applied.

A :class:`Board` is the state of a hand as plain tuples (hands, table, piles, scope, stock,
whose turn, the last taker, plays made, deals made). :func:`step` plays a legal move on it
and returns the next board: the card leaves the hand; it takes what it captures (a scopa if
it clears the table, as the rules say), or stays on the table (or, an asso on an empty table
in scopa d'assi, may go to the pile); the hands are dealt again when empty; after the last
card the table goes to the last taker (the AGIMEG guide).

:meth:`HandState.play <scopa_learn.engine.state.HandState.play>`, the computer players' playouts and
the examples' replays all go through :func:`step`, as a search calls the game's own
``apply_action``.

>>> from scopa_learn import deal
>>> state = deal(seed=7)
>>> board = Board.of(state)
>>> after, scopa, swept = step(board, state.legal_moves()[0], state.rules, state.dealer)
>>> after.to_move, len(after.hands[1]), scopa, swept
(0, 2, False, None)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .captures import NO_CAPTURE, Capture, capture_table, getters, goes_to_pile, is_scopa
from .cards import Card, format_cards, parse_card, parse_cards
from .rules import Rules

if TYPE_CHECKING:
    from .state import HandState


class Move(NamedTuple):
    """A card played and the table cards it takes (empty: it stays on the table).

    A named tuple rather than a dataclass: moves are made by the thousand in every
    search, and tuple construction and comparison run in C.

    >>> Move.parse("6s x 2d 4b")
    Move(card=Card(6, Suit.SPADE), capture=(Card(2, Suit.DENARI), Card(4, Suit.BASTONI)))
    >>> str(Move.parse("Rb"))
    'Rb'
    """

    card: Card
    capture: Capture = NO_CAPTURE

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"6s x 2d 4b"`` (or ``"6s takes 2d 4b"``, ``"6s: 2d 4b"``); ``"6s"`` takes nothing."""
        for sep in (" x ", " takes ", ":", " prende "):
            if sep in text:
                card, taken = text.split(sep, 1)
                return cls(parse_card(card), parse_cards(taken))
        return cls(parse_card(text))

    def __str__(self) -> str:
        return f"{self.card} x {format_cards(self.capture)}" if self.capture else str(self.card)


_new_tuple = tuple.__new__


def moves_for(
    hand: Sequence[Card], table: Sequence[Card], rules: Rules,
    into: Callable[[list[Move]], tuple[Move, ...]] = tuple,
) -> tuple[Move, ...]:
    """Every legal move from ``hand`` on ``table``: each card with each capture it allows.

    The one way to list moves (states, views, hints and the computer players ask it); the
    captures come from :func:`~scopa_learn.engine.captures.capture_table`, like
    :func:`~scopa_learn.engine.captures.captures_for`.

    >>> from scopa_learn import rules
    >>> [str(m) for m in moves_for(parse_cards("7d 2c 6s"), parse_cards("7s Ab 6c Fd"), rules())]
    ['7d x 7s', '2c', '6s x 6c']

    ``into`` makes the result (a state's :class:`~scopa_learn.engine.board.Moves`) from the list.
    """
    if type(table) is not tuple:
        table = tuple(table)  # the getters slice it: a capture is a tuple
    per_value = capture_table(tuple([c.rank for c in table]), rules)
    # Move(card, taken) without the named tuple's Python-level __new__: the hot path of a search
    # (a loop, not a nested comprehension: on CPython 3.11 that is one function call fewer).
    moves = []
    for card in hand:
        for get in per_value[card.rank] or getters(per_value, card.rank):
            moves.append(_new_tuple(Move, (card, get(table))))
    return into(moves)


class Moves(tuple[Move, ...]):
    """The legal moves: a tuple whose ``in`` takes a capture in any order, as ``play`` does.

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    >>> Move.parse("6s x 4b 2d") in s.legal_moves(), Move.parse("6s x 4b Ad") in s.legal_moves()
    (True, False)
    """

    __slots__ = ()

    def __contains__(self, move: object) -> bool:
        if tuple.__contains__(self, move):
            return True
        if not isinstance(move, tuple) or len(move) != 2 or not isinstance(move[1], tuple | list):
            return False
        card, taken = move[0], frozenset(move[1])
        return any(m.card == card and frozenset(m.capture) == taken for m in self)


Hands = tuple[tuple[Card, ...], ...]


class Board(NamedTuple):
    """A hand in play as plain tuples: what :func:`step` reads and returns."""

    hands: Hands
    table: tuple[Card, ...]
    piles: Hands
    scope: tuple[int, ...]
    stock: tuple[Card, ...]
    to_move: int
    last_taker: int | None
    plays_made: int
    deal_number: int

    @classmethod
    def of(cls, state: HandState) -> Board:
        """The board of a :class:`~scopa_learn.engine.state.HandState` (its ``board``)."""
        return state.board


def deal_round(stock: Sequence[Card], leader: int, players: int, size: int) -> tuple[Hands, tuple[Card, ...]]:
    """``size`` cards to each player from the top of ``stock``, the leader first; and the rest."""
    hands: list[tuple[Card, ...]] = [()] * players
    for k in range(players):
        hands[(leader + k) % players] = tuple(stock[k * size : (k + 1) * size])
    return tuple(hands), tuple(stock[players * size :])


def step(board: Board, move: Move, rules: Rules, dealer: int) -> tuple[Board, bool, tuple[Card, ...] | None]:
    """The board after the player to move plays ``move`` (which must be legal: no checks here).

    Also returns whether the move made a scopa, and the cards left on the table that went to
    the last taker after the last card (``None`` until then).
    """
    hands, table_before, piles, scope, stock, player, last_taker, plays, deals = board
    card, taken = move
    n = rules.players
    number = plays + 1
    last = number == rules.plays_per_hand
    held = hands[player]
    i = held.index(card)
    hand_list = list(hands)
    hand_list[player] = held[:i] + held[i + 1 :]
    scopa = False
    if taken:
        # Cards are compared by identity: one taken card is the common case.
        if len(taken) == 1:
            one = taken[0]
            table = tuple([c for c in table_before if c is not one])
        else:
            gone = set(taken)
            table = tuple([c for c in table_before if c not in gone])
        if not table:
            scopa = is_scopa(card, taken, table_before, rules, last)
        pile_list = list(piles)
        pile_list[player] = (*pile_list[player], card, *taken)
        piles = tuple(pile_list)
        last_taker = player
        if scopa:
            scope_list = list(scope)
            scope_list[player] += 1
            scope = tuple(scope_list)
    elif goes_to_pile(card, table_before, rules):
        # Scopa d'assi, house rule: an asso played on an empty table goes to its player's pile.
        table = table_before
        pile_list = list(piles)
        pile_list[player] = (*pile_list[player], card)
        piles = tuple(pile_list)
    else:
        table = (*table_before, card)
    swept = None
    if last:
        if table:
            # Nobody captured in the whole hand is only possible in theory; the dealer then takes.
            taker = last_taker if last_taker is not None else dealer
            pile_list = list(piles)
            pile_list[taker] = (*pile_list[taker], *table)
            piles = tuple(pile_list)
            swept = table
            table = ()
        new_hands: Hands = tuple(hand_list)
    elif not any(hand_list):
        new_hands, stock = deal_round(stock, (dealer + 1) % n, n, rules.hand_size)
        deals += 1
    else:
        new_hands = tuple(hand_list)
    after = _new_tuple(Board, (new_hands, table, piles, scope, stock, (player + 1) % n,
                               last_taker, number, deals))
    return after, scopa, swept

