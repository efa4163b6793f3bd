"""Cards and captures as a learner reads them: ``the 6 of swords``, ``2 + 4 (2d 4b)``.

The engine's values (:class:`~scopa_learn.engine.cards.Card`, a capture: a tuple of cards)
said in words; this module imports nothing of the engine when it runs (a card names itself,
:meth:`~scopa_learn.engine.cards.Card.label`).

>>> from scopa_learn import parse_cards
>>> option_text(parse_cards("2d 4b")), option_text(parse_cards("6c"), "it")
('2 + 4 (2d 4b)', 'il 6 di coppe')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .lists import and_list
from .messages import say

if TYPE_CHECKING:
    from ..engine.cards import Card


def format_capture(capture: Sequence[Card], lang: str | None = None) -> str:
    """A capture in notation (``'2d 4b'``), or ``'nothing'`` when the card stays on the table."""
    return " ".join(str(c) for c in capture) if capture else say("text.nothing", lang)


def card_label(card: Card, lang: str | None = None) -> str:
    """How a learner's message names a card: ``6 of swords``, ``re of coins`` (:meth:`Card.label`),
    in ``lang`` (default: the process default)."""
    return card.label(lang)


def the_card(card: Card, lang: str | None = None) -> str:
    """A card with its article: ``the 6 of swords``; ``l'asso di coppe``."""
    return say("text.the_card", lang, card=card.label(lang))


def a_value(rank: int, lang: str | None = None) -> str:
    """A value said as a card, with its article: ``un re``, ``un asso``, ``un 7``; in English
    with the game's words, as card names are (``a re``, ``an asso``).

    >>> a_value(10, "it"), a_value(1), a_value(8, "it"), a_value(6)
    ('un re', 'an asso', 'un fante', 'a 6')
    """
    return say(f"rank.a.{rank}", lang)


def many_values(rank: int, count: str | int, lang: str | None = None) -> str:
    """Several cards of one value: ``two 7s``, ``due assi``, ``tre re``.

    >>> many_values(7, "two"), many_values(1, "due", "it")
    ('two 7s', 'due assi')
    """
    return say(f"rank.many.{rank}", lang, count=count)


def values_text(cards: Sequence[Card]) -> str:
    """Cards as the sum a learner would say: ``2 + 4``."""
    return " + ".join(str(c.rank) for c in cards)


def option_text(capture: Sequence[Card], lang: str | None = None) -> str:
    """A capture as a learner reads it: ``the 6 of cups``, or ``2 + 4 (2d 4b)``."""
    if len(capture) == 1:
        return the_card(capture[0], lang)
    return f"{values_text(capture)} ({format_capture(capture, lang)})"


def taken_words(capture: Sequence[Card], lang: str | None = None, *, sweep: bool = False,
                codes: bool = True) -> str:
    """What a capture takes, as a sentence says it: the one card by name (``the 6 of cups``),
    several as their sum with the cards (``2 + 4 (2d 4b)``; without ``codes``, already inside
    brackets: ``2 + 4``), and an asso's sweep (``sweep``, the asso piglia tutto) as the whole
    table, never as a sum.

    >>> from scopa_learn import parse_cards
    >>> taken_words(parse_cards("Cs"), "it"), taken_words(parse_cards("2d 4b"))
    ('il cavallo di spade', '2 + 4 (2d 4b)')
    >>> taken_words(parse_cards("Fs Rd 5c"), "it", sweep=True)
    'tutte le carte in tavola (Fs Rd 5c)'
    """
    if len(capture) == 1:
        return the_card(capture[0], lang)
    if sweep:
        if not codes:
            return say("text.whole_table_plain", lang)
        return say("text.whole_table", lang, cards=format_capture(capture, lang))
    return f"{values_text(capture)} ({format_capture(capture, lang)})" if codes else values_text(capture)


def option_words(capture: Sequence[Card], lang: str | None = None) -> str:
    """A capture as the value it makes (``2 + 4``), or the one card it takes (``the 6 of cups``)."""
    return values_text(capture) if len(capture) > 1 else the_card(capture[0], lang)


def named_cards(cards: Sequence[Card], lang: str | None = None) -> str:
    """``the 2 of coins``, ``the 2 of coins and the 4 of batons``."""
    return and_list([the_card(c, lang) for c in cards], lang)


def named(card: Card, lang: str | None = None) -> str:
    """A card with its article (``the 7 of cups``); the 7 of denari as the settebello.

    >>> from scopa_learn import parse_card
    >>> named(parse_card("7d")), named(parse_card("7c"), "it")
    ('the settebello (7 of coins)', 'il 7 di coppe')
    """
    if str(card) == "7d":  # the settebello (no engine import here: a card names itself)
        return say("play.the_settebello", lang, card=card.label(lang))
    return the_card(card, lang)


def named_list(cards: Sequence[Card], lang: str | None = None) -> str:
    """Cards named one by one, the settebello by its name, in the language's list.

    >>> from scopa_learn import parse_cards
    >>> named_list(parse_cards("Ad 5c"))
    'the asso of coins and the 5 of cups'
    """
    return and_list([named(c, lang) for c in cards], lang)
