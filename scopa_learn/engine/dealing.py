"""Dealing a hand: seeds and shuffles, the redeal rules, stacked decks, and :func:`deal`.

The dealer deals 3 cards to each player and 4 face up on the table (the AGIMEG guide); a seed
shuffles the same on CPython 3.11+ and Pyodide, and a table the redeal rules forbid is dealt
again from the seed, reproducibly.

>>> state = deal(seed=7)
>>> state.to_move, len(state.hand(1)), len(state.table)
(1, 3, 4)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..errors import DealError
from ..words.messages import say
from .board import Board, deal_round
from .cards import DECK, Card, parse_card, parse_cards
from .chance import shuffle
from .events import Dealt, Event, Redealt
from .rules import Rules, as_rules
from .state import HandState, check_seed, trusted_state

_new_tuple = tuple.__new__


def shuffled_deck(seed: int) -> tuple[Card, ...]:
    """The 40 cards shuffled by ``seed``: the same order on CPython 3.11+ and Pyodide.

    >>> from scopa_learn import format_cards
    >>> format_cards(shuffled_deck(0)[:4])
    'Ad Fs 3c 2s'
    """
    cards = list(DECK)
    shuffle(cards, random.Random(check_seed(seed)))
    return tuple(cards)


def redeal_rule(table: Sequence[Card], rules: Rules) -> str | None:
    """The first redeal rule the opening table breaks, or ``None``.

    >>> redeal_rule(parse_cards("Rd Rc Rs 4b"), Rules())
    'three-kings'
    """
    if not rules.redeal:
        return None
    ranks = [c.rank for c in table]
    for rule in rules.redeal:
        if rule == "three-kings":
            broken = ranks.count(10) >= 3
        elif rule == "table-10-or-less":
            broken = sum(ranks) <= 10
        elif rule == "three-equal":
            broken = any(ranks.count(r) >= 3 for r in ranks)
        elif rule == "two-aces":
            broken = ranks.count(1) >= 2
        else:  # "ace-on-table"
            broken = 1 in ranks
        if broken:
            return rule
    return None


def _classic_captures(rules: Rules) -> bool:
    """True when a re takes only a re (the three-kings rule's reason): not in scopa a 15 or d'assi."""
    return rules.capture == "sum" and not rules.ace_sweeps



def _same_seats_as_dealer_0(order: tuple[Card, ...], rules: Rules, dealer: int) -> tuple[Card, ...]:
    """Restack a shuffled deck so that each seat gets the cards it gets when player 0 deals.

    A deal number then means the same hand on every page and command, whoever deals: the
    Play page and ``scopa-learn play`` let the computer deal, ``deal(seed=...)`` defaults to
    player 0, and the learner (player 0) holds the same cards in all three.
    """
    shape = (rules.players, rules.hand_size, rules.table_size, dealer)
    moves = _RESTACKS.get(shape)
    if moves is None:
        # When every card is dealt, the restacking only moves positions: work out where each
        # card goes once (two different decks must agree), then just pick them.
        one, other = _restack(DECK, rules, dealer), _restack(DECK[::-1], rules, dealer)
        from_one = tuple([c.index for c in one])
        from_other = tuple([39 - c.index for c in other])
        moves = _RESTACKS[shape] = from_one if from_one == from_other else ()
    if moves:
        return tuple(map(order.__getitem__, moves))
    return _restack(order, rules, dealer)


_RESTACKS: dict[tuple[int, int, int, int], tuple[int, ...]] = {}


def _restack(order: tuple[Card, ...], rules: Rules, dealer: int) -> tuple[Card, ...]:
    n, size = rules.players, rules.hand_size
    hands: list[tuple[Card, ...]] = []
    stock = order
    first, stock = deal_round(stock, 1 % n, n, size)
    hands.extend(first)
    table, stock = stock[: rules.table_size], stock[rules.table_size :]
    while len(stock) >= n * size:
        more, stock = deal_round(stock, 1 % n, n, size)
        hands.extend(more)
    return stacked_deck(table, hands, rules, dealer)



def stacked_deck(
    table: str | Sequence[Card | str],
    hands: Sequence[Sequence[Card | str] | str],
    rules: Rules | str | None = None,
    dealer: int = 0,
) -> tuple[Card, ...]:
    """A deck order that deals exactly these cards: ``hands`` lists each deal's hands.

    ``hands`` holds one entry per player per deal, in seat order within each deal
    (``[[deal-1 seat 0], [deal-1 seat 1], [deal-2 seat 0], ...]``); cards not named
    fill the rest of the deck in deck order.

    >>> from scopa_learn import format_cards
    >>> deck = stacked_deck("7s Ab 6c Fd", [["7d", "2c", "3c"], ["Cb", "4c", "5c"]])
    >>> format_cards(deck[:10])
    'Cb 4c 5c 7d 2c 3c 7s Ab 6c Fd'
    """
    rules = as_rules(rules)
    n = rules.players
    if isinstance(dealer, bool) or not (isinstance(dealer, int) and 0 <= dealer < n):
        raise DealError(say("deal.bad_dealer", players=n, last=n - 1, dealer=dealer))
    leader = (dealer + 1) % n
    table_cards = (
        parse_cards(table) if isinstance(table, str) else tuple(parse_card(c) for c in table)
    )
    given = [
        parse_cards(h) if isinstance(h, str) else tuple(parse_card(c) for c in h) for h in hands
    ]
    _check_stack(table_cards, given, rules)
    if len(given) % n:
        raise DealError(
            say("deck.hands_split", hands=len(given), players=n)
        )
    order: list[Card] = []
    for d in range(len(given) // n):
        deal_hands = given[d * n : (d + 1) * n]
        for k in range(n):
            order.extend(deal_hands[(leader + k) % n])
        if d == 0:
            order.extend(table_cards)
    named = set(order)
    if len(named) != len(order):
        twice = next(c for c in order if order.count(c) > 1)
        raise DealError(say("deck.bad", problem=say("problem.deck.twice", card=twice)))
    order.extend(c for c in DECK if c not in named)
    return tuple(order)


def _check_stack(
    table: tuple[Card, ...], hands: Sequence[tuple[Card, ...]], rules: Rules
) -> None:
    """A stacked deal must be a position of these rules, never silently another one."""
    if table and rules.table_size == 0:
        raise DealError(say("deal.no_table", rules=rules.name, count=len(table)))
    if table and len(table) != rules.table_size:
        raise DealError(
            say("deal.table_size", rules=rules.name, size=rules.table_size, count=len(table))
        )
    if table and not hands:
        raise DealError(say("deal.table_without_hands"))
    deals = len(hands) // rules.players
    if deals > rules.deals_per_hand:
        raise DealError(
            say("deal.too_many_deals", rules=rules.name, deals=rules.deals_per_hand, given=deals)
        )
    for number, hand in enumerate(hands, start=1):
        if len(hand) != rules.hand_size:
            raise DealError(
                say("deal.hand_size", rules=rules.name, size=say("count.card", n=rules.hand_size), number=number,
                    count=len(hand))
            )


def deal(
    rules: Rules | str | None = None,
    seed: int = 0,
    dealer: int = 0,
    *,
    deck: Sequence[Card | str] | None = None,
    names: Sequence[str] | None = None,
    table: str | Sequence[Card | str] | None = None,
    hands: Sequence[Sequence[Card | str] | str] | None = None,
) -> HandState:
    """Shuffle with ``seed`` and deal the first cards of a hand; or deal chosen cards.

    With a seed, the redeal rules apply: a table they forbid is shuffled again, and the
    log says so. A stacked ``deck`` (40 cards in dealing order), or a ``table`` and
    ``hands`` as for :func:`stacked_deck`, is dealt as given.

    >>> s = deal(seed=0)
    >>> len(s.table), s.hand(1)
    (4, (Card(1, Suit.DENARI), Card(8, Suit.SPADE), Card(3, Suit.COPPE)))
    >>> deal(seed=0, dealer=2)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DealError: The dealer must be one of the 2 players (0 to 1), not 2.
    """
    rules = as_rules(rules)
    n = rules.players
    if isinstance(dealer, bool) or not (isinstance(dealer, int) and 0 <= dealer < n):
        raise DealError(say("deal.bad_dealer", players=n, last=n - 1, dealer=dealer))
    if names is not None and (
        isinstance(names, str) or len(names) != n or not all(isinstance(x, str) for x in names)
    ):
        raise DealError(say("deal.bad_names", players=n, names=names))
    log: list[Event] = []
    if table is not None or hands is not None:
        deck = stacked_deck(table or (), hands or (), rules, dealer)
    if deck is not None:
        order = tuple(parse_card(c) for c in deck)
        if len(order) != 40 or len(set(order)) != 40:
            raise DealError(
                say("deck.bad", problem=say("problem.deck.count", cards=len(order),
                                            different=len(set(order))))
            )
    else:
        attempt = seed
        order = shuffled_deck(seed)
        while (rule := redeal_rule(_first_table(order, rules), rules)) is not None:
            log.append(Redealt(rule, _first_table(order, rules), _classic_captures(rules)))
            # A redeal reshuffles: derive the next shuffle from the seed, reproducibly.
            attempt = attempt * 1_000_003 + 1
            order = shuffled_deck(attempt)
        if dealer != 0:
            order = _same_seats_as_dealer_0(order, rules, dealer)
    leader = (dealer + 1) % n
    hands, stock = deal_round(order, leader, n, rules.hand_size)
    table = stock[: rules.table_size]
    stock = stock[rules.table_size :]
    log.append(Dealt(1, rules.hand_size, table))
    empty: tuple[tuple[Card, ...], ...] = ((),) * n
    board = _new_tuple(Board, (tuple(hands), table, empty, (0,) * n, stock, leader, None, 0, 1))
    return trusted_state(
        rules, dealer, board, tuple(log), tuple(names or ()), seed if deck is None else None
    )


def _first_table(order: Sequence[Card], rules: Rules) -> tuple[Card, ...]:
    start = rules.players * rules.hand_size
    return tuple(order[start : start + rules.table_size])
