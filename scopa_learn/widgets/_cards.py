"""How the widget controllers hand a card to their views: notation, name and drawing.

One place for it, so every widget names and draws cards the same way.

>>> from scopa_learn import parse_card
>>> data = card_data(parse_card("7d"), "napoletane", "played", width=40)
>>> data["code"], data["name"], 'width="40"' in data["svg"]
('7d', '7 of coins', True)
>>> 'data-card' in picture(None, "napoletane")  # a face-down card says nothing about itself
False
"""

from __future__ import annotations

from ..drawing.svg import card_svg, shown_text
from ..engine.cards import Card
from ..words.cards import card_label
from .base import JSONDict


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
