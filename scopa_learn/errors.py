"""The project's errors: one family, each a :class:`ValueError`, each saying why.

Every message is written for a learner and comes from :mod:`scopa_learn.messages`.
"""

from __future__ import annotations

from enum import StrEnum


class ScopaError(ValueError):
    """Base of every error scopa_learn raises on purpose."""


class CardParseError(ScopaError):
    """A string that does not name a card (or a list of cards)."""


class MoveReason(StrEnum):
    """Why a move or a capture answer is wrong: one code per kind of mistake.

    :func:`scopa_learn.captures.classify_capture` gives the code of a wrong capture, and
    every :class:`IllegalMoveError` carries one as ``.reason``; the message of each code is
    ``say(f"move.{code}")``. The values are stable strings (JSON, the widgets).

    Which of two equal cards is taken never makes a move illegal under any rules the engine
    knows (the player chooses); taking both is :attr:`TWO_EQUAL`. When the choice matters for
    the points (the settebello), that is strategy, and the hints say so.
    """

    #: The hand is over: nothing is left to play.
    HAND_OVER = "hand_over"
    #: The card played is not in the player's hand.
    NOT_IN_HAND = "not_in_hand"
    #: The card played is named as a table card too (a position, not a move, is wrong).
    CARD_ON_TABLE = "card_on_table"
    #: The answer takes the card being played, as if it lay on the table.
    PLAYED_CARD = "played_card"
    #: Something taken from an empty table (as after a scopa, when the table was swept).
    EMPTY_TABLE = "empty_table"
    #: A card taken is not on the table.
    NOT_ON_TABLE = "not_on_table"
    #: Nothing taken, though the card can capture (capturing is compulsory).
    MUST_CAPTURE = "must_capture"
    #: Something taken, though nothing on the table can be taken by this card.
    NOTHING_TO_TAKE = "nothing_to_take"
    #: A right capture and more cards besides it.
    EXTRA_CARDS = "extra_cards"
    #: Two or more cards of the card's own value (it takes one of them).
    TWO_EQUAL = "two_equal"
    #: One card of another value (a single card is taken only by its equal).
    WRONG_VALUE = "wrong_value"
    #: Several cards whose values do not add up to the card's value.
    BAD_SUM = "bad_sum"
    #: A right sum, while a card of equal value lies on the table and must come first.
    EQUAL_FIRST = "equal_first"
    #: A right group, but the fewest-cards rule wants a smaller one.
    FEWEST_CARDS = "fewest_cards"
    #: Scopa d'assi: an asso takes the whole table.
    ACE_SWEEPS = "ace_sweeps"
    #: Scopa d'assi with the asso-on-asso option: an asso takes only the asso lying there.
    ACE_TAKES_ACE = "ace_takes_ace"
    #: Scopa a 15: the cards taken and the card played do not make 15.
    FIFTEEN = "fifteen"
    #: Scopa a 15 without the equal-card option: a card does not take its equal.
    FIFTEEN_EQUAL = "fifteen_equal"
    #: A card with several captures was played without saying which.
    AMBIGUOUS = "ambiguous"


class IllegalMoveError(ScopaError):
    """A move the rules forbid; the message explains the rule, ``reason`` names the mistake.

    >>> IllegalMoveError("You don't hold it.", MoveReason.NOT_IN_HAND).reason
    <MoveReason.NOT_IN_HAND: 'not_in_hand'>
    """

    def __init__(self, message: str, reason: MoveReason | None = None) -> None:
        super().__init__(message)
        #: The kind of mistake (``None`` only for errors raised without one).
        self.reason = reason


class UnknownVariantError(ScopaError):
    """A rules preset or option name that does not exist."""


class RuleOptionError(ScopaError):
    """Rule options that conflict with each other or take a bad value."""


class ExampleError(ScopaError):
    """A malformed or inconsistent example-hand file: names file, line or play, and what is wrong."""
