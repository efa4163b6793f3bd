"""Sets of questions: a question of any kind, and numbered sets of them (worksheets, practice)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.rules import Rules
from ..errors import QuizError
from ..words.lists import or_list
from ..words.messages import say
from .capture import CaptureQuestion, capture_question
from .cards import CardQuestion, card_question
from .counting import CountingQuestion, counting_question
from .deal import DealQuestion, deal_question
from .draws import KINDS, SET_SIZE, question_seed
from .last_taker import LastTakerQuestion, last_taker_question
from .match_end import MatchEndQuestion, match_end_question
from .primiera import PrimieraQuestion, primiera_question
from .scopa import ScopaQuestion, scopa_question
from .teams import TeamsQuestion, teams_question

Question = (CaptureQuestion | PrimieraQuestion | CountingQuestion | ScopaQuestion
            | LastTakerQuestion | MatchEndQuestion | TeamsQuestion | CardQuestion | DealQuestion)
_MAKERS: dict[str, Callable[..., Any]] = {
    "capture": capture_question, "primiera": primiera_question, "counting": counting_question,
    "scopa": scopa_question, "last-taker": last_taker_question, "match-end": match_end_question,
    "teams": teams_question, "cards": card_question, "deal": deal_question,
}


def question(kind: str, seed: int, level: int = 1, rules: Rules | str | None = None) -> Question:
    """A question of ``kind``: one of :data:`KINDS` (``capture``, ``primiera``, ``counting``,
    ``scopa``, ``last-taker``, ``match-end``, ``teams``).

    >>> question("primiera", 1, 1).kind
    'best'
    >>> question("poker", 1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: There is no quiz 'poker': choose capture, primiera, counting, scopa, last-taker, match-end, teams, cards or deal.
    """
    maker = _MAKERS.get(kind) if isinstance(kind, str) else None
    if maker is None:
        raise QuizError(say("quiz.bad_kind", kind=kind, kinds=or_list(KINDS)))
    made: Question = maker(seed, level, rules)
    return made


def question_set(kind: str, seed: int, level: int = 1, count: int = 10,
                 rules: Rules | str | None = None) -> tuple[Question, ...]:
    """Questions 1 to ``count`` of the set ``seed``: the same for everyone who uses that seed.

    >>> [q.seed for q in question_set("capture", 42, count=3)]
    [42001, 42002, 42003]
    >>> question_set("capture", 42, count=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: A set holds questions 1 to 999, not 0.
    """
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count < SET_SIZE:
        raise QuizError(say("quiz.bad_number", number=count, last=SET_SIZE - 1))
    return tuple(question(kind, question_seed(seed, n), level, rules) for n in range(1, count + 1))

