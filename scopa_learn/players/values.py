"""What a captured card is worth, in points a hand, for the rules being played.

A rough price list the computer players share: every card helps toward the point for
carte, a denaro toward the point for denari, the settebello is a point by itself, 7s and
6s win the primiera. Variants add their own prizes (re bello, napola, settanta).

>>> from scopa_learn import parse_card, rules
>>> prices = card_values(rules("classic"))
>>> prices[parse_card("7d")] > prices[parse_card("7c")] > prices[parse_card("6c")] > prices[parse_card("Rc")]
True
"""

from __future__ import annotations

from functools import lru_cache

from ..engine.cards import DECK, Card, Suit
from ..engine.rules import Rules

#: A card's share of the point for carte (21 of 40 cards win it).
CARD = 0.1
#: A denaro's extra share of the point for denari.
DENARO = 0.2
#: The settebello: a point by itself.
SETTEBELLO = 1.0
#: The best primiera card (a 7 in the classic table) is worth this much more than a figure.
PRIMIERA_TOP = 0.3
#: A scopa: a point.
SCOPA = 1.0


@lru_cache(maxsize=32)
def card_values(rules: Rules) -> dict[Card, float]:
    """Each card's price under ``rules``: what taking it adds, in points a hand, roughly."""
    values = rules.primiera_values
    top, floor = max(values), sorted(values)[3]
    prices: dict[Card, float] = {}
    for card in DECK:
        price = CARD
        if card.suit is Suit.DENARI:
            price += DENARO
        if card.is_settebello:
            price += SETTEBELLO
        if rules.scores_primiera and top > floor:
            share = max(0, rules.primiera_value(card) - floor) / (top - floor)
            price += PRIMIERA_TOP * share ** 1.5
            if rules.settanta and card.rank == 7:
                price += 0.1
        if rules.re_bello != "off" and card.rank == 10 and card.suit is Suit.DENARI:
            price += SETTEBELLO
        if rules.napola and card.suit is Suit.DENARI and card.rank <= 5:
            price += 0.3 if card.rank <= 3 else 0.1
        prices[card] = price
    return prices
