"""The capture explorer: choose a card to play and a table, see every legal capture and why.

The engine decides everything (:func:`scopa_learn.engine.captures.explain_captures`); this
controller keeps the learner's choices and turns the engine's answer into plain data for
``static/capture_explorer.js``.

>>> x = CaptureExplorer(card="6s", table="6c 2d 4b")
>>> [o["cards"] for o in x.view()["options"]]
[['6c']]
>>> x.handle({"type": "toggle_table", "card": "6c"})
>>> [o["cards"] for o in x.view()["options"]], x.view()["error"]
([['2d', '4b']], None)
>>> x.handle({"type": "toggle_table", "card": "6s"})
>>> x.view()["error"]
'The 6 of swords is the card you play: it cannot be on the table too (each card is in the deck once).'
>>> x.handle({"type": "set_card", "card": "9q"})
>>> x.view()["error"][:18], x.view()["card"]
("'9q' is not a card", '6s')
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import DECK, SUITS, Card, parse_card, parse_cards
from ..engine.dealing import shuffled_deck
from ..engine.rules import Rules, rules
from ..errors import IllegalMoveError, MoveReason, WidgetError
from ..words.captures import explain_captures
from ..words.cards import card_label
from ..words.messages import say
from ._cards import card_data, picture
from .base import Controller, JSONDict, glossed, register, view_words

_LABELS = ("table", "your_card", "table_heading", "modes", "click", "mode_play", "mode_table",
           "typed_card", "typed_table", "type", "on", "show", "seed", "seed_label", "random",
           "clear", "last_card", "options", "none_yet", "take_off", "empty", "scopa", "stays")

#: The most cards the explorer puts on the table (a real table rarely holds more).
MAX_TABLE = 10


def _svg(card: Card, deck: str, highlight: str | None = None) -> str:
    return picture(card, deck, highlight)


@register
class CaptureExplorer(Controller):
    """Pick the card to play and the table cards; the engine lists the legal captures."""

    kind = "capture_explorer"
    fixed_keys = (*Controller.fixed_keys, "labels", "suits")

    def __init__(
        self,
        card: str | None = None,
        table: str = "",
        preset: str = "classic",
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        last_card: bool = False,
        lang: str | None = None,
    ) -> None:
        super().__init__(
            lang=lang,
            card=card,
            table=table,
            preset=preset,
            options=options or {},
            seed=seed,
            last_card=last_card,
        )
        self.rules: Rules = rules(preset, **(options or {}))
        self.card: Card | None = None
        self.table: tuple[Card, ...] = ()
        self.last_card = bool(last_card)
        if seed is not None:
            self.on_random(seed)
        else:
            self.on_set(card or "", table)

    # -- actions --------------------------------------------------------------------------------

    def on_set_card(self, card: str) -> None:
        """Choose the card to play."""
        chosen = parse_card(card)
        if chosen in self.table:
            raise WidgetError(say("widget.explorer.card_on_table", card=card_label(chosen)))
        self.card = chosen

    def on_toggle_table(self, card: str) -> None:
        """Put a card on the table, or take it off."""
        chosen = parse_card(card)
        if chosen is self.card:
            raise IllegalMoveError(say("move.card_on_table", card=card_label(chosen)),
                                   reason=MoveReason.CARD_ON_TABLE)
        if chosen in self.table:
            self.table = tuple(c for c in self.table if c is not chosen)
        elif len(self.table) >= MAX_TABLE:
            raise WidgetError(say("widget.explorer.table_full", most=MAX_TABLE))
        else:
            self.table = (*self.table, chosen)

    def on_set(self, card: str = "", table: str = "") -> None:
        """Set both from text, e.g. ``card="6s"``, ``table="6c 2d 4b"``."""
        chosen = parse_card(card) if card.strip() else None
        cards = parse_cards(table)
        if chosen is not None and chosen in cards:
            raise IllegalMoveError(say("move.card_on_table", card=card_label(chosen)),
                                   reason=MoveReason.CARD_ON_TABLE)
        if len(cards) > MAX_TABLE:
            raise WidgetError(say("widget.explorer.table_full", most=MAX_TABLE))
        self.card, self.table = chosen, cards

    def on_random(self, seed: int | str = 0) -> None:
        """A reproducible position: the same seed gives the same card and table everywhere."""
        try:
            number = int(seed)
        except (TypeError, ValueError):
            raise WidgetError(say("widget.explorer.bad_seed", seed=seed)) from None
        cards = shuffled_deck(number)
        size = 2 + number % 5  # tables of 2 to 6 cards
        self.card, self.table = cards[0], cards[1 : 1 + size]

    def on_clear(self) -> None:
        """Start again with an empty table and no card."""
        self.card, self.table = None, ()

    def on_toggle_last_card(self) -> None:
        """Is this the last card of the hand? (Then clearing the table is no scopa.)"""
        self.last_card = not self.last_card

    # -- what the view draws ----------------------------------------------------------------------

    def state(self) -> JSONDict:
        deck = self.rules.deck
        options: list[JSONDict] = []
        reason = say("widget.explorer.pick_card")
        taken: set[Card] = set()
        if self.card is not None:
            explained = explain_captures(
                self.card, self.table, self.rules, last_card=self.last_card
            )
            reason = explained.reason
            for option in explained.options:
                taken.update(option.cards)
                options.append(
                    {
                        **option.to_data(),
                        "kind_label": say(f"widget.explorer.kind.{option.kind}"),
                        "sum": " + ".join(str(c.rank) for c in option.cards),
                        "svgs": [_svg(c, deck, "capture") for c in option.cards],
                    }
                )
        return {
            "rules": {"name": self.rules.name, "capture": self.rules.capture},
            "card": None if self.card is None else str(self.card),
            "card_name": None if self.card is None else card_label(self.card),
            "card_svg": None if self.card is None else _svg(self.card, deck, "played"),
            "table": [
                {**card_data(c, deck, "choice" if c in taken else None), "taken": c in taken}
                for c in self.table
            ],
            "options": options,
            "stays": self.card is not None and not options,
            "reason": reason,
            "last_card": self.last_card,
            "labels": view_words("widget.explorer.label", _LABELS),
            "suits": [
                {
                    "name": suit.name_in("it"),
                    "english": suit.name_in("en"),
                    "title": glossed(suit.name_in("it"), suit.name_in("en")),
                    "cards": [
                        {"code": str(c), "name": card_label(c)} for c in DECK if c.suit is suit
                    ],
                }
                for suit in SUITS
            ],
        }
