"""The project's errors: one family, each a :class:`ValueError`, each saying why.

Every message is written for a learner and comes from :mod:`scopa_learn.messages`.
"""

from __future__ import annotations


class ScopaError(ValueError):
    """Base of every error scopa_learn raises on purpose."""


class CardParseError(ScopaError):
    """A string that does not name a card (or a list of cards)."""


class IllegalMoveError(ScopaError):
    """A move the rules forbid; the message explains the rule."""


class UnknownVariantError(ScopaError):
    """A rules preset or option name that does not exist."""


class RuleOptionError(ScopaError):
    """Rule options that conflict with each other or take a bad value."""


class ExampleError(ScopaError):
    """A malformed or inconsistent example-hand file: names file, line or play, and what is wrong."""
