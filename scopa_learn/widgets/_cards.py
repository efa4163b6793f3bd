"""How the widget controllers hand a card to their views: notation, name and drawing.

One place for it, so every widget names and draws cards the same way. A widget that shows
cards on every view sends the parts of their drawings once (:func:`drawings`, a fixed part of
its view: the deck's 40 faces, the back, the highlights' outlines), then each card as
:func:`card_ref`, whose ``picture`` names those parts (the view puts them together,
``static/_dom.js``): a click sends a few hundred bytes a card, not its whole drawing.

>>> from scopa_learn import parse_card
>>> data = card_data(parse_card("7d"), "napoletane", "played", width=40)
>>> data["code"], data["name"], 'width="40"' in data["svg"]
('7d', '7 of coins', True)
>>> 'data-card' in picture(None, "napoletane")  # a face-down card says nothing about itself
False
>>> ref = card_ref(parse_card("7d"), "napoletane", "hint")
>>> "svg" in ref, ref["picture"][1:]
(False, [{'face': '7d'}, {'mark': 'hint'}, '</svg>'])
"""

from __future__ import annotations

from collections.abc import Sequence

from ..drawing.svg import Piece, card_pieces, card_svg, cards_pieces, drawing_parts, shown_text
from ..engine.cards import Card
from ..words.cards import card_label
from .base import JSONDict

#: The name of the fixed part of a view that holds the parts of the card drawings.
DRAWINGS = "drawings"


def picture(card: Card | None, deck: str, highlight: str | None = None, width: int = 60) -> str:
    """The card drawn as SVG markup; ``None`` draws a card face down."""
    return str(card_svg(card, deck=deck, width=width, face_down=card is None, highlight=highlight))


def card_data(card: Card, deck: str, highlight: str | None = None, width: int = 60) -> JSONDict:
    """What a view needs to show a card: its notation, its name and its drawing."""
    return {
        "code": str(card),
        "shown": shown_text(card, deck),
        "name": card_label(card),
        "svg": picture(card, deck, highlight, width),
    }


def drawings(deck: str) -> JSONDict:
    """The parts of every card drawing of ``deck``, sent once (the view's ``drawings``)."""
    return drawing_parts(deck)


def card_ref(card: Card, deck: str, highlight: str | None = None, width: int = 60) -> JSONDict:
    """:func:`card_data` with the drawing as pieces naming the parts of :func:`drawings`."""
    return {
        "code": str(card),
        "shown": shown_text(card, deck),
        "name": card_label(card),
        "picture": card_pieces(card, deck=deck, width=width, highlight=highlight),
    }


def back_ref(deck: str, width: int = 60) -> list[Piece]:
    """A card face down, as pieces."""
    return card_pieces(None, deck=deck, width=width)


def row_ref(cards: Sequence[Card], deck: str, width: int, overlap: bool = True) -> list[Piece]:
    """A row of cards in one drawing (a pile: overlapped), as pieces."""
    return cards_pieces(tuple(cards), deck=deck, width=width, overlap=overlap)
