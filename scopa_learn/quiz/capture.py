"""Capture questions: a card to play on a table; which table cards does it take?

The right answers are exactly the engine's legal captures, and a wrong answer is explained
with the engine's own reason.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine.captures import Capture, legal_captures, sum_groups, verify_capture
from ..engine.cards import Card, format_cards
from ..engine.rules import Rules
from ..errors import IllegalMoveError
from ..words.captures import explain_captures
from ..words.cards import card_label, values_text
from ..words.lists import or_list
from ..words.messages import say, using_language
from .draws import ATTEMPTS, CLASSIC, Draw, read_level, read_rules, read_seed
from .render import capture_body, question_html
from .verdicts import Verdict, read_capture


def _capture_text(capture: Capture) -> str:
    if not capture:
        return say("quiz.capture.nothing")
    if len(capture) == 1:
        return str(capture[0])
    return f"{format_cards(capture)} ({values_text(capture)})"



@dataclass(frozen=True)
class CaptureQuestion:
    """A card to play on a table: which table cards does it take?

    ``answers`` holds every right answer, each a tuple of table cards; ``((),)`` when the
    card takes nothing and stays on the table. They are exactly the engine's legal captures.
    """

    seed: int
    level: int
    card: Card
    table: tuple[Card, ...]
    rules: Rules = field(default=CLASSIC, repr=False)
    #: What the position was drawn to teach: ``equal``, ``sum``, ``trap``, ``scopa``...
    shape: str = "any"

    @property
    def answers(self) -> tuple[Capture, ...]:
        """Every right answer: the engine's legal captures."""
        return legal_captures(self.card, self.table, self.rules)

    @property
    def explanation(self) -> str:
        """The engine's reason for the right answers."""
        return explain_captures(self.card, self.table, self.rules).reason

    @property
    def scopa(self) -> bool:
        """True when a right answer clears the table (a scopa, if not the hand's last card)."""
        return any(o.scopa for o in explain_captures(self.card, self.table, self.rules).options)

    @property
    def prompt(self) -> str:
        """The question in words."""
        return say("quiz.capture.prompt", table=format_cards(self.table) or say("quiz.capture.empty"),
                   card=card_label(self.card), code=str(self.card))

    def answer_text(self, *, lang: str | None = None) -> str:
        """The right answers, as a short line for an answer key."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.answer_text()
        answers = self.answers
        if len(answers) == 1:
            return _capture_text(answers[0])
        return say("quiz.capture.any_of", answers=or_list([_capture_text(a) for a in answers]))

    def check(self, answer: str | Iterable[Card | str] | None, *, lang: str | None = None) -> Verdict:
        """Judge an answer: the table cards taken (any order), or ``""``/``"nothing"``.

        >>> from scopa_learn import parse_card, parse_cards
        >>> q = CaptureQuestion(0, 2, parse_card("6s"), parse_cards("6c 2d 4b Fd"))
        >>> q.check("6c").correct, q.check("4b 2d").correct
        (True, False)
        >>> print(q.check("2d 4b"))
        Not quite. 2 + 4 does add up to 6, but the 6 of cups lies on the table: the equal card comes first, before any sum. The answer: 6c.
        >>> q.check("7c 2d").reason
        'not_on_table'

        >>> q.check("6x")
        Traceback (most recent call last):
        ...
        scopa_learn.errors.CardParseError: '6x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
        """
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.check(answer)
        taken = read_capture(answer)
        answers = self.answers
        key = frozenset(taken)
        match = next((a for a in answers if frozenset(a) == key), None)
        if match is not None:
            text = say("quiz.right") + " " + self.explanation
            others = [a for a in answers if a is not match]
            if others:
                text += say("quiz.capture.also", others=or_list([_capture_text(o) for o in others]))
            return Verdict(True, text)
        try:
            verify_capture(self.card, taken, self.table, self.rules)
            raise AssertionError("unreachable: the answer is not among the legal captures")
        except IllegalMoveError as error:
            # The engine's one classifier names the mistake (the same words a hand uses).
            why, code = str(error), error.reason
        key_text = say("quiz.capture.answer_is" if len(answers) == 1 else "quiz.capture.answers_are",
                       answers=or_list([_capture_text(a) for a in answers]))
        return Verdict(False, say("quiz.wrong") + " " + why + key_text,
                       reason=None if code is None else str(code))

    def body_html(self, *, lang: str | None = None) -> str:
        """The question drawn in HTML, with room to answer (no answer shown)."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.body_html()
        return capture_body(self)

    def _repr_html_(self) -> str:
        return question_html(self)


@dataclass(frozen=True, slots=True)
class _Position:
    card: Card
    table: tuple[Card, ...]
    options: tuple[Capture, ...]
    equal: int   # table cards of the played card's value
    sums: int    # groups of two or more cards adding up to it (equal card rule aside)

    @property
    def takes(self) -> bool:
        return self.options != ((),)


def _position(card: Card, table: tuple[Card, ...], rules: Rules) -> _Position:
    # Both counts are the engine's answers: its legal captures, and its sum groups (the sums
    # that the equal-card rule sets aside, which the trap questions need on the table).
    return _Position(card, table, legal_captures(card, table, rules),
                     sum(1 for c in table if c.rank == card.rank),
                     len(sum_groups(card.rank, table)))


def _equal_first_shapes(rules: Rules) -> bool:
    """Whether the questions about the equal card and sums fit these rules: a card takes its
    equal first, else a sum (no scopa a 15, no asso that sweeps, no fewest-cards rule). Which
    cards it takes is the engine's answer either way; this only picks what to ask about."""
    return rules.capture == "sum" and rules.equal_first and not rules.ace_sweeps \
        and not rules.fewest_cards


_Shape = tuple[tuple[int, int], Callable[[_Position], bool]]

# (table size range, test) per shape; the tests read the engine's answers for the position.
_CLASSIC_SHAPES: dict[int, dict[str, _Shape]] = {
    1: {
        "equal": ((3, 4), lambda p: p.equal == 1 and p.sums == 0),
        "sum": ((3, 4), lambda p: p.equal == 0 and len(p.options) == 1 and len(p.options[0]) == 2),
        "none": ((3, 4), lambda p: not p.takes),
    },
    2: {
        "trap": ((4, 5), lambda p: p.equal == 1 and p.sums >= 1),
        "two-equal": ((4, 5), lambda p: p.equal >= 2),
        "sum-choice": ((4, 5), lambda p: p.equal == 0 and len(p.options) >= 2),
        "sum-three": ((4, 5), lambda p: p.equal == 0 and len(p.options) == 1 and len(p.options[0]) >= 3),
        "none": ((4, 5), lambda p: not p.takes and len(p.table) == 5),
    },
    3: {
        "many-sums": ((5, 7), lambda p: p.equal == 0 and len(p.options) >= 3),
        "big-trap": ((5, 7), lambda p: p.equal >= 1 and p.sums >= 2),
        "scopa": ((2, 4), lambda p: any(len(o) == len(p.table) for o in p.options if o)),
        "mixed-sizes": ((5, 7), lambda p: p.equal == 0 and len({len(o) for o in p.options}) >= 2),
    },
}
_CLASSIC_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("equal", 2), ("sum", 2), ("none", 1)),
    2: (("trap", 3), ("two-equal", 1), ("sum-choice", 2), ("sum-three", 1), ("none", 1)),
    3: (("many-sums", 2), ("big-trap", 2), ("scopa", 2), ("mixed-sizes", 1)),
}
# Variants (scopa a 15, scopa d'assi, fewest cards...): shapes told only by the engine's answers.
_GENERIC_SHAPES: dict[int, dict[str, _Shape]] = {
    1: {
        "one": ((3, 4), lambda p: p.takes and len(p.options) == 1),
        "none": ((3, 4), lambda p: not p.takes),
    },
    2: {
        "choice": ((4, 5), lambda p: len(p.options) >= 2),
        "one": ((4, 5), lambda p: p.takes and len(p.options) == 1),
        "none": ((4, 5), lambda p: not p.takes),
    },
    3: {
        "choice": ((5, 7), lambda p: len(p.options) >= 3),
        "scopa": ((2, 4), lambda p: any(len(o) == len(p.table) for o in p.options if o)),
    },
}
_GENERIC_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("one", 3), ("none", 1)),
    2: (("choice", 3), ("one", 1), ("none", 1)),
    3: (("choice", 2), ("scopa", 1)),
}


def capture_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> CaptureQuestion:
    """A table and a card to play, drawn from ``seed`` at ``level`` 1, 2 or 3.

    Level 1: one equal card, one plain sum, or nothing to take. Level 2: the equal card
    beside a sum (the trap), two equal cards, several sums to choose from. Level 3: bigger
    tables with several sums, and tables a single card can sweep (a scopa).

    >>> q = capture_question(7, level=1)
    >>> q.answers == legal_captures(q.card, q.table)
    True
    >>> capture_question(-1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: A question set is a whole number 0 or more, like 42, not -1.
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(1, level, seed)
    classic = _equal_first_shapes(rules_)
    shapes = (_CLASSIC_SHAPES if classic else _GENERIC_SHAPES)[level]
    weights = (_CLASSIC_WEIGHTS if classic else _GENERIC_WEIGHTS)[level]
    shape = draw.pick(weights)
    (low, high), test = shapes[shape]
    for _ in range(ATTEMPTS):
        size = draw.between(low, high)
        card, *table = draw.cards(size + 1)
        position = _position(card, tuple(table), rules_)
        if test(position):
            return CaptureQuestion(seed, level, card, tuple(table), rules_, shape)
    return CaptureQuestion(seed, level, card, tuple(table), rules_, "any")  # pragma: no cover

