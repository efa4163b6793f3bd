"""How a sentence names cards: with the article, the settebello by its name.

>>> from scopa_learn import parse_card, parse_cards
>>> named(parse_card("7d")), named(parse_card("7c"), "it")
('the settebello (7 of coins)', 'il 7 di coppe')
>>> named_list(parse_cards("Ad 5c"))
'the asso of coins and the 5 of cups'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.captures import and_list, the_card
from ..engine.cards import SETTEBELLO, Card
from .messages import say


def named(card: Card, lang: str | None = None) -> str:
    """A card with its article (``the 7 of cups``); the 7 of denari as the settebello."""
    if card is SETTEBELLO:
        return say("play.the_settebello", lang, card=card.label(lang))
    return the_card(card, lang)


def named_list(cards: Sequence[Card], lang: str | None = None) -> str:
    """Cards named one by one, in the language's list (``a, b and c``)."""
    return and_list([named(c, lang) for c in cards], lang)
