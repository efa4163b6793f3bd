"""Odds a learner can check: how likely is it that the next player holds a card of some value?

The count itself is the engine's :func:`scopa_learn.engine.odds.chance_of_any`; this module applies
it to a player's view.

The next player's hidden cards are, as far as you can tell, a random handful of the cards
you have not seen (the cards in other hands and in the stock). The chance that such a
handful of ``h`` cards, drawn from ``unseen`` cards of which ``k`` have the value you fear,
holds at least one of them is ``1 - C(unseen - k, h) / C(unseen, h)`` (hypergeometric).

At the first play in two you see 3 + 4 cards, so 33 are unseen and the opponent holds 3:
the figures of RULES.md ("Figures worth a test") follow.

>>> [round(chance_of_any(33, k, 3), 3) for k in (3, 2, 1, 0)]
[0.256, 0.176, 0.091, 0.0]
"""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.odds import chance_of_any
from ..engine.view import PlayerView
from ..errors import ComputerPlayerError
from ..words.messages import say

__all__ = ["cards_after_my_play", "chance_of_any", "chance_they_hold", "next_player", "unseen_of_rank"]


def next_player(view: PlayerView) -> int:
    """The player who plays after the viewer's next card."""
    return (view.player + 1) % view.rules.players


def cards_after_my_play(view: PlayerView, player: int) -> int:
    """How many cards ``player`` will hold when their turn comes after the viewer plays.

    When every hand is empty after the viewer's card, a new deal gives each player
    ``hand_size`` cards; after the last deal nobody gets more.
    """
    held = view.hand_sizes[player]
    if held:
        return held
    others_empty = all(size == 0 for p, size in enumerate(view.hand_sizes) if p != view.player)
    if others_empty and len(view.hand) <= 1 and view.stock_size:
        return view.rules.hand_size
    return 0


def chance_they_hold(view: PlayerView, rank: int, player: int | None = None) -> float:
    """Chance that ``player`` (by default the next to play) holds a card worth ``rank``.

    Worked out only from what the viewer sees: the unseen cards of that value, the number
    of unseen cards, and how many cards that player will hold. With carte viste the hands
    are face up and the answer is 0 or 1.

    >>> from scopa_learn import deal
    >>> view = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0)
    >>> round(chance_they_hold(view, 6), 3), round(chance_they_hold(view, 7), 3)
    (0.176, 0.176)
    >>> chance_they_hold(view, 11)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ComputerPlayerError: A card's value goes from 1 (asso) to 10 (re), not 11.
    """
    if not (isinstance(rank, int) and 1 <= rank <= 10):
        raise ComputerPlayerError(say("players.bad_rank", rank=rank))
    who = next_player(view) if player is None else player
    drawn = cards_after_my_play(view, who)
    if view.visible_hands is not None and view.hand_sizes[who]:
        return 1.0 if any(c.rank == rank for c in view.visible_hands[who]) else 0.0
    matching = sum(1 for c in view.unseen if c.rank == rank)
    return chance_of_any(len(view.unseen), matching, min(drawn, len(view.unseen)))


def unseen_of_rank(view: PlayerView, rank: int) -> tuple[Card, ...]:
    """The unseen cards worth ``rank``, in deck order."""
    return tuple(sorted(c for c in view.unseen if c.rank == rank))
