"""The deck widget: the 40 cards by suit; pick one to see its names and values.

Every fact shown comes from the engine (:mod:`scopa_learn.engine.cards`); this controller only
arranges it for the view ``static/deck.js``.

>>> deck = DeckController()
>>> [suit["name"] for suit in deck.view()["suits"]]
['denari', 'coppe', 'spade', 'bastoni']
>>> deck.handle({"type": "select", "card": "7d"})
>>> info = deck.view()["selected"]
>>> info["name"], info["english"], info["capture_value"], info["primiera_value"]
('7 di denari', 'seven of coins', 7, 21)
>>> deck.handle({"type": "select", "card": "11d"})
>>> deck.view()["error"][:19], deck.view()["selected"]["code"]
("'11d' is not a card", '7d')

A page that has not taught the primiera yet (the first chapter) leaves its value out:

>>> DeckController(selected="7d", primiera=False).view()["selected"]["primiera_value"] is None
True

The view has the switch of the study marks (the corner letters and values a real deck does not
print) that every widget showing cards has (``static/_dom.js``); the drawings carry them in a
group of their own, which the switch hides.
"""

from __future__ import annotations

from typing import Any

from ..drawing.svg import card_svg, shown_text
from ..engine.cards import DECK, SUITS, Card, parse_card
from ..errors import WidgetError
from ..words.messages import get_language, say
from .base import Controller, JSONDict, glossed, register, view_words


@register
class DeckController(Controller):
    """Shows the deck grouped by suit; ``select`` a card to see what it is worth."""

    kind = "deck"
    # The 40 cards' drawings and the words: sent once, not on every click (issue 20).
    fixed_keys = (*Controller.fixed_keys, "labels", "suits")

    def __init__(self, selected: str | None = None, lang: str | None = None,
                 primiera: bool = True, **config: Any) -> None:
        super().__init__(selected=selected, lang=lang, primiera=primiera, **config)
        self.selected: Card | None = None
        #: Whether a picked card shows its primiera value (not before the primiera is taught).
        self.primiera = bool(primiera)
        if config:
            raise WidgetError(say("widget.deck.no_setting", self.lang, names=", ".join(sorted(config))))
        if selected is not None:
            self.on_select(selected)

    def state(self) -> JSONDict:
        return {
            "labels": view_words("widget.deck.label", _LABELS),
            "suits": [
                {
                    "code": suit.value,
                    "name": suit.name_in("it"),
                    "english": suit.name_in("en"),
                    "title": glossed(suit.name_in("it"), suit.name_in("en")),
                    "cards": [_card_brief(card) for card in DECK if card.suit is suit],
                }
                for suit in SUITS
            ],
            "selected": (None if self.selected is None
                         else _card_details(self.selected, primiera=self.primiera)),
        }

    def on_select(self, card: str) -> None:
        self.selected = parse_card(card)

    def on_clear(self) -> None:
        self.selected = None


_LABELS = ("typed", "placeholder", "or_type", "show", "pick", "card", "capture_value",
           "primiera_value", "special", "settebello", "suit", "denaro")


def _card_brief(card: Card) -> JSONDict:
    return {
        "code": str(card),
        "shown": shown_text(card),
        "name": card.name("it"),
        "english": card.name("en"),
        # what a screen reader adds to the card's name: its English name, for an English reader
        "gloss": None if get_language() == "it" else card.name("en"),
        "title": glossed(card.name("it"), card.name("en")),
        "svg": str(card_svg(card, width=44)),
    }


def _card_details(card: Card, primiera: bool = True) -> JSONDict:
    return {
        **_card_brief(card),
        "suit": card.suit.name_in("it"),
        "capture_value": card.rank,
        "primiera_value": card.primiera_value if primiera else None,
        "denaro": card.is_denaro,
        "settebello": card.is_settebello,
        "svg": str(card_svg(card, width=90)),
    }
