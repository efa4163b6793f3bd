"""The intermediate player's judgement: what a move takes, and what it leaves to the next player.

For every legal move the player weighs the cards it takes (:mod:`.values`), a scopa, and
the danger of the table it leaves: for each value the next player might hold (with the
odds of :mod:`.odds`), the best they could take from that table, a sweep included.

>>> from scopa_learn import deal
>>> view = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0)
>>> best = assess(view)[0]
>>> str(best.move), best.takes_settebello
('7d x 7s', True)
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..engine.board import Move
from ..engine.captures import captures_for, is_scopa
from ..engine.cards import Card, Suit
from ..engine.chance import below
from ..engine.odds import cards_after_my_play, chance_of_any, next_player
from ..engine.rules import Rules
from ..engine.view import PlayerView
from ..errors import ComputerPlayerError, IllegalMoveError, MoveReason
from ..words.messages import say
from .values import SCOPA, card_values

#: One card of each value, to ask the engine what a card of that value could take.
_PROBES: tuple[Card, ...] = tuple(Card(r, Suit.COPPE) for r in range(1, 11))
#: A card thrown on the table may be taken later too: this share of its price is at stake.
EXPOSURE = 0.3


@dataclass(frozen=True, slots=True)
class Danger:
    """What the next player could take from the table a move leaves, for one card value."""

    rank: int
    chance: float
    takes: tuple[Card, ...]
    worth: float
    scopa: bool


@dataclass(frozen=True, slots=True)
class Assessment:
    """One legal move, judged: what it takes, what it risks, and the balance."""

    move: Move
    gain: float
    scopa: bool
    left: tuple[Card, ...]
    dangers: tuple[Danger, ...]
    threat: float
    score: float

    @property
    def takes_settebello(self) -> bool:
        return any(c.is_settebello for c in self.move.capture) or (
            bool(self.move.capture) and self.move.card.is_settebello)

    @property
    def sweep(self) -> Danger | None:
        """The likeliest way the next player could sweep the table this move leaves."""
        sweeps = [d for d in self.dangers if d.scopa]
        return max(sweeps, key=lambda d: d.chance) if sweeps else None


def turn_moves(view: PlayerView) -> tuple[Move, ...]:
    """The legal moves of ``view``'s player, or the error that says why they have no choice to make.

    Every level and the hints start here, so a call out of turn is refused the same way.

    >>> from scopa_learn import deal
    >>> state = deal(seed=4)
    >>> len(turn_moves(state.view(state.to_move))) > 0
    True
    >>> turn_moves(state.view(1 - state.to_move))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ComputerPlayerError: It is not player 1's turn: player 2 plays now.
    """
    moves = view.legal_moves()
    if not moves:
        if view.plays_left <= 0:
            raise IllegalMoveError(say("move.hand_over"), reason=MoveReason.HAND_OVER)
        raise ComputerPlayerError(say("players.not_your_turn", player=view.player + 1, to_move=view.to_move + 1))
    return moves


def rank_odds(view: PlayerView) -> tuple[float, ...]:
    """Chance (index rank - 1) that the next player holds a card of each value."""
    who = next_player(view)
    if view.rules.side_of(who) == view.rules.side_of(view.player):
        return (0.0,) * 10
    drawn = cards_after_my_play(view, who)
    if view.plays_left <= 1 or drawn == 0:
        return (0.0,) * 10
    if view.visible_hands is not None and view.hand_sizes[who]:
        held = {c.rank for c in view.visible_hands[who]}
        return tuple(1.0 if r in held else 0.0 for r in range(1, 11))
    return rank_chances(view.unseen, drawn)


def rank_chances(unseen: Collection[Card], drawn: int) -> tuple[float, ...]:
    """Chance (index rank - 1) that a player holding ``drawn`` of the ``unseen`` cards holds a
    card of each value."""
    counts = [0] * 10
    for card in unseen:
        counts[card.rank - 1] += 1
    drawn = min(drawn, len(unseen))
    return tuple(chance_of_any(len(unseen), k, drawn) for k in counts)


def dangers(view: PlayerView, left: Sequence[Card], odds: Sequence[float]) -> tuple[Danger, ...]:
    """For each value the next player may hold, the best they could take from ``left``."""
    return table_dangers(view.rules, view.plays_made + 2 == view.rules.plays_per_hand, left, odds)


def table_dangers(rules: Rules, their_last: bool, left: Sequence[Card],
                  odds: Sequence[float]) -> tuple[Danger, ...]:
    """:func:`dangers` from the rules alone: ``their_last`` when the next play is the hand's last."""
    if not left:
        return ()
    prices = card_values(rules)
    found = []
    for rank, chance in enumerate(odds, start=1):
        if chance <= 0.0:
            continue
        probe = _PROBES[rank - 1]
        best: Danger | None = None
        for taken in captures_for(probe, left, rules):
            if not taken:
                continue
            scopa = is_scopa(probe, taken, left, rules, their_last)
            worth = sum(prices[c] for c in taken) + (SCOPA if scopa else 0.0)
            if best is None or worth > best.worth:
                best = Danger(rank, chance, taken, worth, scopa)
        if best is not None:
            found.append(best)
    return tuple(found)


def expected_loss(found: Sequence[Danger]) -> float:
    """What the next player is expected to take: the best capture they hold, on average.

    Values are taken as independent: the biggest prize counts with its chance, the next
    one only when the first is missing, and so on.
    """
    total, missing = 0.0, 1.0
    for d in sorted(found, key=lambda d: -d.worth):
        total += missing * d.chance * d.worth
        missing *= 1.0 - d.chance
    return total


def move_gain(move: Move, table: tuple[Card, ...], rules: Rules, last: bool) -> tuple[bool, float, tuple[Card, ...]]:
    """What ``move`` gains at once on ``table`` (the cards it takes, a scopa's point, or a thrown
    card's exposure), as (scopa, gain, the table it leaves)."""
    prices = card_values(rules)
    card, taken = move.card, move.capture
    if taken:
        scopa = is_scopa(card, taken, table, rules, last)
        gain = prices[card] + sum(prices[c] for c in taken) + (SCOPA if scopa else 0.0)
        return scopa, gain, tuple(c for c in table if c not in taken)
    if rules.ace_sweeps and card.rank == 1 and not table and rules.ace_on_empty == "pile":
        return False, prices[card], ()
    return False, -EXPOSURE * prices[card], (*table, card)


def assess(view: PlayerView) -> list[Assessment]:
    """Every legal move judged as the intermediate player judges it, best first.

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="Rs Rb Fc 6c", hands=["6s Cd 2c", "Cb 4c 5c"])
    >>> [str(a.move) for a in assess(s.view(0))][:1]
    ['6s x 6c']
    >>> assess(s.view(1))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ComputerPlayerError: It is not player 2's turn: player 1 plays now.
    """
    moves = turn_moves(view)
    odds = rank_odds(view)
    their_last = view.plays_made + 2 == view.rules.plays_per_hand
    result = [judge(move, view.table, view.rules, view.is_last_card, view.player, view.last_taker,
                    their_last, odds) for move in moves]
    result.sort(key=lambda a: -a.score)
    return result


def judge(move: Move, table: tuple[Card, ...], rules: Rules, last: bool, mover: int,
          last_taker: int | None, their_last: bool, odds: Sequence[float]) -> Assessment:
    """``move`` of player ``mover`` judged as the intermediate judges it: what it gains at once
    less what the next player, holding each value with ``odds``, is expected to take back; on
    the hand's ``last`` card, the table left goes to whoever took last. :func:`assess` judges a
    view's moves so; the expert's search (``alphabeta.OPPONENT_JUDGE``) the moves on a board."""
    scopa, gain, left = move_gain(move, table, rules, last)
    found: tuple[Danger, ...] = ()
    if last:
        taker = mover if move.capture else last_taker
        rest = sum(card_values(rules)[c] for c in left)
        gain += rest if taker is not None and rules.side_of(taker) == rules.side_of(mover) else -rest
        left = ()
    else:
        found = table_dangers(rules, their_last, left, odds)
    threat = expected_loss(found)
    return Assessment(move, gain, scopa, left, found, threat, gain - threat)


def best_moves(view: PlayerView, slack: float = 1e-9) -> list[Assessment]:
    """The moves that share the best score (ties broken later by the player's seed)."""
    ranked = assess(view)
    top = ranked[0].score
    return [a for a in ranked if a.score >= top - slack]


def pick(options: Sequence[Move], rng: random.Random) -> Move:
    """One of ``options``, drawn with ``rng`` (getrandbits only: the same on every Python)."""
    return options[below(rng, len(options))] if len(options) > 1 else options[0]
