"""One player's view of a hand: what that player may see, and nothing more.

Computer players, hints, puzzles and the hand review take a :class:`PlayerView`, never the
whole state, so no choice can depend on a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .board import Move, Moves, moves_for
from .cards import Card
from .events import Played
from .rules import Rules


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's view of the hand: nothing here reveals a hidden card.

    Computer players and hints take this, never the full :class:`HandState`.
    """

    rules: Rules
    player: int
    to_move: int
    dealer: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    plays_made: int
    deal_number: int
    played: tuple[Played, ...]
    #: Cards this player has not seen: in other hands or still in the stock.
    unseen: frozenset[Card]
    #: Every hand, when the rules show them (carte viste in the last deal); else None.
    visible_hands: tuple[tuple[Card, ...], ...] | None = None
    last_taker: int | None = None

    @property
    def is_last_card(self) -> bool:
        return self.plays_made + 1 == self.rules.plays_per_hand

    @property
    def plays_left(self) -> int:
        return self.rules.plays_per_hand - self.plays_made

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready): what this player sees, cards as ``"7d"``, hidden cards only
        as counts; ``rules`` as :meth:`Rules.to_data`, ``played`` as each event's ``to_data``.

        >>> from scopa_learn import deal
        >>> view = deal(seed=1).view(0).to_data()
        >>> view["player"], len(view["hand"]), view["hand_sizes"], "hands" in view
        (0, 3, [3, 3], False)
        """
        return {
            "rules": self.rules.to_data(),
            "player": self.player,
            "to_move": self.to_move,
            "dealer": self.dealer,
            "hand": [str(c) for c in self.hand],
            "table": [str(c) for c in self.table],
            "piles": [[str(c) for c in pile] for pile in self.piles],
            "scope": list(self.scope),
            "hand_sizes": list(self.hand_sizes),
            "stock": self.stock_size,
            "plays_made": self.plays_made,
            "deal_number": self.deal_number,
            "played": [e.to_data() for e in self.played],
            "visible_hands": None if self.visible_hands is None
            else [[str(c) for c in h] for h in self.visible_hands],
            "last_taker": self.last_taker,
            "legal_moves": [{"card": str(m.card), "takes": [str(c) for c in m.capture]}
                            for m in self.legal_moves()],
        }

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves, when it is this player's turn (else none)."""
        if self.to_move != self.player or self.plays_left == 0:
            return Moves()
        return moves_for(self.hand, self.table, self.rules, Moves)

