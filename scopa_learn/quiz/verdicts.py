"""Verdicts on a learner's answer, and the reading of the answers themselves."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.captures import Capture
from ..engine.cards import Card, parse_cards
from ..errors import AnswerError
from ..words.lists import or_list
from ..words.messages import say

_NOTHING_WORDS = frozenset({"", "nothing", "none", "stays", "stay", "-", "niente", "nulla"})
_NOBODY_WORDS = frozenset({"", "nobody", "none", "no one", "neither", "-", "nessuno", "tie"})


@dataclass(frozen=True, slots=True)
class VerdictPart:
    """One checked part of an answer (a suit, a scoring category, a total)."""

    name: str
    correct: bool
    explanation: str

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready): ``{"name", "correct", "explanation"}``."""
        return {"name": self.name, "correct": self.correct, "explanation": self.explanation}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judgement of an answer: right or not, and why, in a learner's words."""

    correct: bool
    explanation: str
    #: Per-part judgements, for answers with several parts (primiera, counting).
    parts: tuple[VerdictPart, ...] = ()
    #: The kind of mistake of a wrong answer, when it has one name: a
    #: :class:`scopa_learn.errors.MoveReason` value for a capture, or a question's own code.
    reason: str | None = None

    def __str__(self) -> str:
        return self.explanation

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready), as the quiz widget sends it to its view:
        ``{"correct", "explanation", "reason", "parts": [{"name", "correct", "explanation"}]}``.

        >>> from scopa_learn import parse_card, parse_cards
        >>> from scopa_learn.quiz import CaptureQuestion
        >>> q = CaptureQuestion(0, 2, parse_card("6s"), parse_cards("6c 2d 4b"))
        >>> data = q.check("2d 4b").to_data()
        >>> data["correct"], data["reason"], data["parts"]
        (False, 'equal_first', [])
        """
        return {"correct": self.correct, "explanation": self.explanation, "reason": self.reason,
                "parts": [p.to_data() for p in self.parts]}


def judge_parts(parts: Sequence[VerdictPart], summary: str = "") -> Verdict:
    """One verdict from the parts of an answer: right when every part is, one line per part."""
    correct = all(p.correct for p in parts)
    head = say("quiz.right" if correct else "quiz.wrong")
    lines = [head + (" " + summary if summary else "")]
    lines += [("✓ " if p.correct else "✗ ") + p.explanation for p in parts]
    return Verdict(correct, "\n".join(lines), tuple(parts))



def read_capture(answer: str | Iterable[Card | str] | None) -> Capture:
    """What a learner answered: table cards (``"2d 4b"`` or a tuple), or nothing (``""``, ``"nothing"``).

    >>> read_capture("2d, 4b"), read_capture("nothing"), read_capture(None)
    ((Card(2, Suit.DENARI), Card(4, Suit.BASTONI)), (), ())
    >>> read_capture("2d 4x")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '4x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    """
    if answer is None:
        return ()
    if isinstance(answer, str):
        if answer.strip().lower().rstrip(".!") in _NOTHING_WORDS or "stays" in answer.lower():
            return ()
        return parse_cards(answer)
    return parse_cards(list(answer))



def read_int(value: Any) -> int | None:
    """A whole number 0 or more answered (an int or digits), None for a blank answer.

    >>> read_int(" 70 "), read_int("")
    (70, None)
    >>> read_int("-1")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.AnswerError: '-1' is below zero: give the total as a whole number 0 or more, like 70.
    """
    if isinstance(value, bool):
        raise AnswerError(say("quiz.bad_number_answer", value=value))
    if isinstance(value, int):
        if value < 0:
            raise AnswerError(say("quiz.bad_negative", value=value))
        return value
    text = str(value).strip()
    if not text:
        return None
    if text.startswith("-") and text[1:].strip().isdigit():
        raise AnswerError(say("quiz.bad_negative", value=value))
    if not text.isdigit():
        raise AnswerError(say("quiz.bad_number_answer", value=value))
    return int(text)


def read_side(answer: Any, names: Sequence[str]) -> int | None:
    """A side named by index (0, 1), by name, or nobody (``None``, ``"nobody"``)."""
    if answer is None:
        return None
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(names):
        return answer
    if isinstance(answer, str):
        text = answer.strip().lower()
        for i, name in enumerate(names):
            if text == name.lower():
                return i
        if text in _NOBODY_WORDS:
            return None
    raise AnswerError(say("quiz.bad_side", answer=answer, names=or_list(names)))


def scope_words(count: int) -> str:
    """``no scopa``, ``1 scopa``, ``2 scope`` (scope is the plural of scopa).

    >>> scope_words(0), scope_words(1), scope_words(3)
    ('no scopa', '1 scopa', '3 scope')
    """
    if count == 0:
        return say("quiz.scope.none")
    return say("quiz.scope.one") if count == 1 else say("quiz.scope.other", n=count)
