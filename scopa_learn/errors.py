"""The project's errors: one family, each a :class:`ValueError`, each saying why.

Every message is written for a learner and comes from :mod:`scopa_learn.words.messages`. The
class says the cause, so a caller can react to one kind of problem and let the others pass:

>>> from scopa_learn import deal
>>> try:
...     deal(seed=1).view(5)
... except PlayerError as error:
...     print(error)
There is no player 5: the players are numbered 0 to 1.

``ScopaError``, the base
    ``CardParseError`` (text that is not a card), ``IllegalMoveError`` (a move the rules
    forbid), ``RulesError`` (``UnknownVariantError``: a preset, option or deck that does not
    exist; ``RuleOptionError``: options that take a bad value or conflict), ``DealError`` (a
    stacked deal or deck that is not a position of these rules; ``StateError``: a hand state no
    deal and play could make), ``SeedError`` (a seed that
    is not a whole number from 0 up), ``PlayerError`` (no such
    player or seat; also an :class:`IndexError`), ``ScoreError`` (piles or scope that cannot
    be scored), ``MatchError`` (a match that is over, or points that do not fit it),
    ``QuizError`` (a quiz's seed, level or kind; ``AnswerError``: an answer that cannot be
    read; ``PuzzleError``: a puzzle theme, level, id or data that does not exist),
    ``DrawingError`` (a drawing's size or highlight), ``ComputerPlayerError`` (a
    computer player's level or settings), ``WidgetError`` (a widget's settings or a message
    it cannot follow), ``OddsError`` (card counts that make no chance), ``OutputError`` (a
    file that cannot be written), ``ExampleError`` (an example file).
"""

from __future__ import annotations

from enum import StrEnum


class ScopaError(ValueError):
    """Base of every error scopa_learn raises on purpose."""


class CardParseError(ScopaError):
    """A string that does not name a card (or a list of cards)."""


class MoveReason(StrEnum):
    """Why a move or a capture answer is wrong: one code per kind of mistake.

    :func:`scopa_learn.engine.captures.classify_capture` gives the code of a wrong capture, and
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

    ``reason`` is a :class:`MoveReason` (a ``str``), for callers that switch on it (a quiz's
    feedback, a widget); ``None`` only for errors raised without one.

    >>> IllegalMoveError("You don't hold it.", reason=MoveReason.NOT_IN_HAND).reason
    <MoveReason.NOT_IN_HAND: 'not_in_hand'>
    """

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason


class RulesError(ScopaError):
    """Rules that cannot be made: an unknown preset or option, or options that do not fit."""


class UnknownVariantError(RulesError):
    """A rules preset or option name that does not exist."""


class RuleOptionError(RulesError):
    """Rule options that conflict with each other or take a bad value."""


class DealError(ScopaError):
    """A deal that is not a position of these rules: hands, table or deck of the wrong size."""


class StateError(DealError):
    """A hand state no deal and play could make: a card twice or missing, counts that do not
    fit the plays made, a table or piles its log does not lead to."""


class SeedError(ScopaError):
    """A seed that is not a whole number from 0 up (a deal's, a match's, a computer player's)."""


class PlayerError(ScopaError, IndexError):
    """A player or seat that is not at this table (also an ``IndexError``, as before)."""


class ScoreError(ScopaError):
    """Piles or scope that cannot be scored: a card twice, a negative scopa count..."""


class MatchError(ScopaError):
    """A match that is over, or a hand's result that does not fit the match."""


class QuizError(ScopaError):
    """A quiz's seed, level, kind or count that does not exist."""


class AnswerError(QuizError):
    """A learner's answer that cannot be read (not whether it is right: that is the verdict)."""


class PuzzleError(QuizError):
    """A puzzle theme, level or id that does not exist, or puzzle data that cannot be read."""


class DrawingError(ScopaError):
    """A drawing's size or highlight that does not exist."""


class ComputerPlayerError(ScopaError):
    """A computer player's level or settings that do not exist, or a view it cannot play."""


class WidgetError(ScopaError):
    """A widget's settings, or a message from its view that it cannot follow."""


class OddsError(ScopaError):
    """Counts of cards that cannot make a chance (more drawn than unseen...)."""


class OutputError(ScopaError):
    """A file that cannot be written (a worksheet, the command line's output)."""


class LanguageError(ScopaError):
    """A language with no messages (``lang="fr"``): the known languages are named."""


class ExampleError(ScopaError):
    """A malformed or inconsistent example-hand file: names file, line or play, and what is wrong."""


class ClassroomError(ScopaError):
    """A class's request that cannot be followed: a wrong or ended class code, a nickname
    taken or not allowed, an answer that cannot be read (``scopa-learn class``).

    ``reason`` names the cause: ``"code"`` (no open class has it), ``"taken"`` (the nickname),
    ``"nickname"`` (not allowed), ``"answer"`` (cannot be read).
    """

    def __init__(self, message: str, reason: str = "answer") -> None:
        super().__init__(message)
        self.reason = reason
