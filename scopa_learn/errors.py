"""The project's errors: one family, each a :class:`ValueError`, each saying why.

Every message is written for a learner and comes from :mod:`scopa_learn.messages`. The
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
    stacked deal or deck that is not a position of these rules), ``SeedError`` (a seed that
    is not a whole number from 0 up), ``PlayerError`` (no such
    player or seat; also an :class:`IndexError`), ``ScoreError`` (piles or scope that cannot
    be scored), ``MatchError`` (a match that is over, or points that do not fit it),
    ``QuizError`` (a quiz's seed, level or kind; ``AnswerError``: an answer that cannot be
    read), ``DrawingError`` (a drawing's size or highlight), ``ComputerPlayerError`` (a
    computer player's level or settings), ``WidgetError`` (a widget's settings or a message
    it cannot follow), ``OddsError`` (card counts that make no chance), ``OutputError`` (a
    file that cannot be written), ``ExampleError`` (an example file).
"""

from __future__ import annotations


class ScopaError(ValueError):
    """Base of every error scopa_learn raises on purpose."""


class CardParseError(ScopaError):
    """A string that does not name a card (or a list of cards)."""


class IllegalMoveError(ScopaError):
    """A move the rules forbid; the message explains the rule.

    ``reason``, when given, is a short code for the kind of mistake, for callers that
    switch on it (e.g. a quiz's feedback).
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


class ExampleError(ScopaError):
    """A malformed or inconsistent example-hand file: names file, line or play, and what is wrong."""
