"""The odds a learner meets at the table, computed rather than remembered.

The cards a player has not seen (in other hands and in the stock) are, as far as that
player can tell, dealt at random. The chance that a hand of ``drawn`` of them holds at
least one of ``matching`` cards is hypergeometric: ``1 - C(unseen - matching, drawn) /
C(unseen, drawn)``. Here that count (:func:`chance_of_any`), the chance that a player holds
a card of some value, seen from a :class:`~scopa_learn.engine.view.PlayerView`
(:func:`chance_they_hold`, which the computer players and hints ask), and the chance that
the next player can sweep the table (:func:`sweep_odds`, which the examples' notes quote;
:func:`scopa_learn.words.odds.percent` says a chance in words).

At the first play in two you have seen 3 + 4 cards, so 33 are unseen and the opponent
holds 3: the AGIMEG guide's figures follow.

>>> [round(100 * chance_of_any(33, k, 3), 1) for k in (3, 2, 1, 0)]
[25.6, 17.6, 9.1, 0.0]
>>> from scopa_learn import deal
>>> s = deal(dealer=1, table="2s 3c 4b 6d", hands=["Cd 6c Rb", "5s Fb 7c"])
>>> odds = sweep_odds(s.play("Cd", takes="2s 3c 4b"))
>>> odds.unseen, odds.answers, odds.held, round(odds.chance, 3)
(33, 2, 3, 0.176)
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from ..errors import ComputerPlayerError, ExampleError, OddsError
from ..words.messages import say
from .captures import capture_options
from .cards import Card, sort_cards
from .events import Played
from .state import HandState
from .view import PlayerView


def chance_of_any(unseen: int, matching: int, drawn: int) -> float:
    """Chance that ``drawn`` cards taken at random from ``unseen`` include one of ``matching``.

    >>> round(chance_of_any(33, 3, 3), 4)
    0.2559
    >>> chance_of_any(3, 4, 1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.OddsError: The odds need 0 <= matching (4) <= unseen (3) and 0 <= drawn (1) <= unseen.
    """
    if not (0 <= matching <= unseen and 0 <= drawn <= unseen):
        raise OddsError(say("odds.bad", unseen=unseen, matching=matching, drawn=drawn))
    if matching == 0 or drawn == 0:
        return 0.0
    return 1.0 - comb(unseen - matching, drawn) / comb(unseen, drawn)


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


def sweep_odds(state: HandState, player: int | None = None) -> SweepOdds:
    """How likely the player to move can sweep the table, as ``player`` sees it.

    ``player`` defaults to whoever made the last play. The AGIMEG guide's figures:
    a lone card left at the first play in two is answered 25.6%
    of the time if you hold none of its value, 17.6% with one, 9.1% with two.

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="2s 3c 4b 6d", hands=["Cd 6c 6s", "5s Fb 7c"])
    >>> round(100 * sweep_odds(s.play("Cd", takes="2s 3c 4b")).chance, 1)
    9.1
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
            if any(o.scopa for o in capture_options(card, table, state.rules, last_card))
        )
    held = len(state.hands[opponent]) if opponent != player else 0
    return SweepOdds(player, opponent, table, len(unseen), answering, held)
