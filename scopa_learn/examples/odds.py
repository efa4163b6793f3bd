"""The chance that a table gets swept: how likely the next player holds a card making a scopa.

Seen from the player who just played, the cards they have not seen (in other hands or in
the stock) are equally likely to be anywhere. If ``answers`` of the ``unseen`` cards would
clear the table and the next player holds ``held`` cards, the chance they hold at least one
is ``1 - C(unseen - answers, held) / C(unseen, held)``.

>>> from scopa_learn import deal
>>> s = deal(dealer=1, table="2s 3c 4b 6d", hands=["Cd 6c Rb", "5s Fb 7c"])
>>> odds = sweep_odds(s.play("Cd", takes="2s 3c 4b"))
>>> odds.unseen, odds.answers, odds.held, odds.percent
(33, 2, 3, '17.6%')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.captures import explain_captures
from ..engine.cards import Card, sort_cards
from ..engine.events import Played
from ..engine.odds import chance_of_any
from ..engine.state import HandState
from ..errors import ExampleError
from ..words.messages import say


@dataclass(frozen=True, slots=True)
class SweepOdds:
    """The chance that ``opponent`` (next to move) can clear ``table``, as ``player`` sees it."""

    player: int
    opponent: int
    table: tuple[Card, ...]
    #: How many cards ``player`` has not seen.
    unseen: int
    #: Unseen cards that would clear the table with a scopa.
    answering_cards: tuple[Card, ...]
    #: How many cards the opponent holds.
    held: int

    @property
    def answers(self) -> int:
        """How many unseen cards would sweep the table."""
        return len(self.answering_cards)

    @property
    def chance(self) -> float:
        """The probability, 0 to 1, that the opponent holds at least one answering card."""
        return chance_of_any(self.unseen, self.answers, min(self.held, self.unseen))

    @property
    def percent(self) -> str:
        """The chance as a percentage with one decimal, like ``'25.6%'``."""
        return f"{100 * self.chance:.1f}%"


def sweep_odds(state: HandState, player: int | None = None) -> SweepOdds:
    """How likely the player to move can sweep the table, as ``player`` sees it.

    ``player`` defaults to whoever made the last play. The AGIMEG guide's figures:
    a lone card left at the first play in two is answered 25.6%
    of the time if you hold none of its value, 17.6% with one, 9.1% with two.

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="2s 3c 4b 6d", hands=["Cd 6c 6s", "5s Fb 7c"])
    >>> sweep_odds(s.play("Cd", takes="2s 3c 4b")).percent
    '9.1%'
    >>> sweep_odds(s)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ExampleError: Nobody has played yet: say whose point of view to take (player=0, 1 ...).
    """
    if player is None:
        last = next((e for e in reversed(state.log) if isinstance(e, Played)), None)
        if last is None:
            raise ExampleError(say("examples.odds_who"))
        player = last.player
    opponent = state.to_move
    unseen = state.view(player).unseen
    table = state.table
    answering: tuple[Card, ...] = ()
    if table and not state.is_over:
        last_card = state.is_last_card
        answering = tuple(
            card for card in sort_cards(unseen)
            if any(o.scopa for o in explain_captures(card, table, state.rules, last_card=last_card).options)
        )
    held = len(state.hands[opponent]) if opponent != player else 0
    return SweepOdds(player, opponent, table, len(unseen), answering, held)
