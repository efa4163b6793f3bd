"""What happens in a hand, as events: a deal, a redeal, a play, the last take.

A state's ``log`` is made of them; each says itself in a learner's words (``describe``) and
gives its plain form (``to_data``), for replays, narration and the command line's JSON.

>>> from scopa_learn import parse_card
>>> print(Played(1, 0, parse_card("7d"), (parse_card("7s"),), "equal", False, ()).describe())
Player 1 plays the 7 of coins and takes the 7 of swords.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..words.cards import card_label, taken_words
from ..words.messages import say
from .board import Move
from .captures import Capture, CaptureKind
from .cards import Card, format_cards


@dataclass(frozen=True, slots=True)
class Dealt:
    """Cards were dealt: deal ``number`` (1-based); ``table`` is set at the first deal."""

    number: int
    cards_each: int
    table: tuple[Card, ...] = ()

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        if self.number == 1 and self.table:
            return say(
                "event.first_deal", lang, count=self.cards_each, table=format_cards(self.table)
            )
        return say("event.deal", lang, number=self.number, count=self.cards_each)

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"event": "dealt", "number", "cards_each", "table": [card]}``."""
        return {"event": "dealt", "number": self.number, "cards_each": self.cards_each,
                "table": [str(c) for c in self.table]}


@dataclass(frozen=True, slots=True)
class Redealt:
    """The first deal was cancelled by a redeal rule (e.g. three re on the table)."""

    rule: str
    table: tuple[Card, ...]
    #: Whether the rule's classic reason holds (three re: only where a re takes only a re;
    #: not in scopa a 15, where 10 + 5 makes 15, nor in scopa d'assi, where an asso takes all).
    classic_reason: bool = True

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        # Only the three re have a reason that other capture rules take away.
        plain = not self.classic_reason and self.rule == "three-kings"
        key = f"redeal.{self.rule}" + (".plain" if plain else "")
        return say("event.redeal", lang, reason=say(key, lang))

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"event": "redealt", "rule", "table": [card]}``."""
        return {"event": "redealt", "rule": self.rule, "table": [str(c) for c in self.table]}


@dataclass(frozen=True, slots=True)
class Played:
    """Play ``number`` (1-based): ``player`` played ``card`` and took ``captured``."""

    number: int
    player: int
    card: Card
    captured: Capture
    kind: CaptureKind
    scopa: bool
    table_before: tuple[Card, ...]
    #: The card took nothing and went to the player's pile, not the table (an asso in scopa
    #: d'assi on an empty table, with ``ace_on_empty="pile"``).
    to_pile: bool = False

    @property
    def move(self) -> Move:
        return Move(self.card, self.captured)

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        who = names[self.player] if names else say("side.player", lang, n=self.player + 1)
        if self.captured:
            text = say(
                "event.play_take",
                lang,
                player=who,
                card=card_label(self.card, lang),
                taken=taken_words(self.captured, lang, sweep=self.kind == "sweep"),
            )
        elif self.to_pile:
            text = say("event.play_to_pile", lang, player=who, card=card_label(self.card, lang))
        else:
            text = say("event.play_none", lang, player=who, card=card_label(self.card, lang))
        return text + (say("event.scopa", lang) if self.scopa else "")

    def to_data(self) -> dict[str, Any]:
        """Plain data, as in the command line's ``play --json``: ``{"event": "played", "number",
        "player", "card", "captured": [card], "kind", "scopa", "table_before": [card]}``."""
        return {"event": "played", "number": self.number, "player": self.player,
                "card": str(self.card), "captured": [str(c) for c in self.captured],
                "kind": self.kind, "scopa": self.scopa,
                "table_before": [str(c) for c in self.table_before]}


@dataclass(frozen=True, slots=True)
class LastTake:
    """After the last card, what was left on the table went to the last taker (no scopa)."""

    player: int
    cards: tuple[Card, ...]

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        who = names[self.player] if names else say("side.player", lang, n=self.player + 1)
        return say("event.last_take", lang, taken=format_cards(self.cards), player=who)

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"event": "last_take", "player", "cards": [card]}``."""
        return {"event": "last_take", "player": self.player, "cards": [str(c) for c in self.cards]}


Event = Dealt | Redealt | Played | LastTake
