"""Seeded draws: the quizzes' only source of chance, and the reading of seeds and levels.

Every question comes from a seed, so a teacher can give a whole class the same set: the
same seed and level make the same question on any Python (the draws use only
``random.Random(n).getrandbits``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

from ..engine.cards import DECK, Card
from ..engine.chance import below
from ..engine.rules import Rules
from ..engine.rules import rules as preset_rules
from ..errors import QuizError, RulesError
from ..words.messages import say

Level = Literal[1, 2, 3]
LEVELS: tuple[int, ...] = (1, 2, 3)
#: The quiz kinds, in the order worksheets print them.
KINDS: tuple[str, ...] = (
    "capture", "primiera", "counting", "scopa", "last-taker", "match-end", "teams", "cards",
    "deal",
)
#: The kinds a worksheet holds when none are chosen.
DEFAULT_KINDS: tuple[str, ...] = ("capture", "primiera", "counting")
#: Questions in one numbered set (see :func:`question_seed`).
SET_SIZE = 1000
#: The names the primiera and counting questions give the two sides (the AGIMEG guide's players).
NAMES: tuple[str, str] = ("Anna", "Bruno")

#: The rules a question uses when none are given.
CLASSIC = Rules()
# Draw attempts before a generator settles for any position (never reached with the
# classic rules; a variant may make a shape impossible).
ATTEMPTS = 20_000


def question_seed(set_seed: int, number: int) -> int:
    """The seed of question ``number`` (1 to 999) in the set ``set_seed``: ``set_seed * 1000 + number``.

    A worksheet printed with seed 42 and the practice widget started with seed 42 ask the
    same questions in the same order.

    >>> question_seed(42, 3)
    42003
    >>> question_seed(42, 1000)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: A set holds questions 1 to 999, not 1000.
    """
    set_seed = read_seed(set_seed)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number < SET_SIZE:
        raise QuizError(say("quiz.bad_number", number=number, last=SET_SIZE - 1))
    return set_seed * SET_SIZE + number


def read_seed(seed: object) -> int:
    """A seed as a whole number 0 or more (digits in a string too), or the reason it is not one.

    >>> read_seed("42"), read_seed(7)
    (42, 7)
    """
    if isinstance(seed, str) and seed.strip().isdigit():
        return int(seed.strip())
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise QuizError(say("quiz.bad_seed", seed=seed))
    return seed


def read_level(level: object) -> int:
    """A level 1, 2 or 3 (digits in a string too), or the reason it is not one.

    >>> read_level("2")
    2
    """
    if isinstance(level, str) and level.strip().isdigit():
        level = int(level.strip())
    if isinstance(level, bool) or level not in LEVELS:
        raise QuizError(say("quiz.bad_level", level=level))
    assert isinstance(level, int)
    return level


def read_rules(rules: Rules | str | None) -> Rules:
    """The rules a question uses: given, a preset's name, or the classic rules for None."""
    if rules is None:
        return CLASSIC
    if isinstance(rules, str):
        return preset_rules(rules)
    return rules


def rules_for_players(rules: Rules, players: int) -> Rules:
    """``rules`` for this many players; the classic rules when they cannot be (scopone in three)."""
    if rules.players == players:
        return rules
    try:
        return rules.replace(players=players)
    except RulesError:
        return preset_rules("classic", players=players)


class Draw:
    """The generators' only source of chance: ``getrandbits`` of a seeded Mersenne Twister.

    ``random.Random(int)`` and ``getrandbits`` give the same numbers on every CPython and in
    Pyodide; ``randrange``/``shuffle``/``choice`` are implementation details we avoid.
    """

    def __init__(self, kind: int, level: int, seed: int) -> None:
        self._rng = random.Random((seed << 8) | (kind << 4) | level)

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, uniform."""
        return below(self._rng, n)

    def between(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high`` included."""
        return low + self.below(high - low + 1)

    def pick(self, weighted: Sequence[tuple[str, int]]) -> str:
        """One name from ``(name, weight)`` pairs."""
        r = self.below(sum(w for _, w in weighted))
        for name, weight in weighted:
            if r < weight:
                return name
            r -= weight
        raise AssertionError("unreachable")

    def cards(self, count: int, pool: Sequence[Card] = DECK) -> list[Card]:
        """``count`` different cards of ``pool``, in random order (a partial Fisher-Yates)."""
        cards = list(pool)
        for i in range(count):
            j = i + self.below(len(cards) - i)
            cards[i], cards[j] = cards[j], cards[i]
        return cards[:count]

