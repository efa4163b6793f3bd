"""Quizzes: seeded questions on every rule the course teaches, with verdicts.

The kinds (:data:`KINDS`): ``capture`` (which cards a card takes), ``primiera`` (the best
card of each suit, who wins it), ``counting`` (every point of a hand, and the totals),
``scopa`` (does this play make a scopa, the last card too), ``last-taker`` (who takes the
rest), ``match-end`` (who wins when both pass the target, or tie), ``teams`` (who gets a
point in couples and in three), ``cards`` (what a card is worth when it takes) and ``deal``
(how many cards a deal gives, and when the table is dealt again).

Every question comes from a seed, so a teacher can give a whole class the same set: the
same seed and level make the same question on any Python (the draws use only
``random.Random(n).getrandbits``). The rules are the engine's: a question's right answers
are what :func:`scopa_learn.legal_captures`, :func:`scopa_learn.best_per_suit` and
:func:`scopa_learn.score_hand` say, and a wrong answer is explained with the engine's own
reason.

>>> q = capture_question(42, level=2)
>>> q == capture_question(42, level=2)
True
>>> all(q.check(answer).correct for answer in q.answers)
True
>>> capture_question(42, level=4)
Traceback (most recent call last):
...
scopa_learn.errors.QuizError: There is no level 4: choose 1 (first steps), 2 (traps and choices) or 3 (big tables).

A set of questions (a worksheet, or the practice widget with a seed) numbers them:
question ``n`` of set ``s`` is the question of seed :func:`question_seed` ``(s, n)``.

The package, one module per job: :mod:`.draws` (seeds, levels and the seeded draws),
:mod:`.verdicts` (reading answers, judging them), one module per kind of question
(:mod:`.capture`, :mod:`.primiera`, :mod:`.counting`, :mod:`.scopa`, :mod:`.last_taker`,
:mod:`.match_end`, :mod:`.teams`; the one-choice kinds share :mod:`.choice`), :mod:`.sets`
(numbered sets) and
:mod:`.render` (questions drawn in HTML).
"""

from __future__ import annotations

from .capture import CaptureQuestion, capture_question
from .cards import CardQuestion, card_question
from .choice import ChoiceQuestion, Row, read_choice
from .counting import CountingQuestion, counting_question
from .deal import DealQuestion, deal_question
from .draws import (
    DEFAULT_KINDS,
    KINDS,
    LEVELS,
    NAMES,
    SET_SIZE,
    Level,
    question_seed,
    read_level,
    read_seed,
)
from .last_taker import LastTakerQuestion, last_taker_question
from .match_end import MatchEndQuestion, match_end_question
from .primiera import PrimieraQuestion, has_all_suits, primiera_question
from .scopa import ScopaQuestion, scopa_question
from .sets import Question, question, question_set
from .teams import TeamsQuestion, teams_question
from .verdicts import Verdict, VerdictPart, read_capture, scope_words

__all__ = [
    "DEFAULT_KINDS", "CardQuestion", "ChoiceQuestion", "DealQuestion", "card_question", "deal_question", "LastTakerQuestion", "MatchEndQuestion", "Row",
    "ScopaQuestion", "TeamsQuestion", "last_taker_question", "match_end_question",
    "read_choice", "scopa_question", "teams_question",
    "KINDS", "LEVELS", "NAMES", "SET_SIZE", "CaptureQuestion", "CountingQuestion", "Level",
    "PrimieraQuestion", "Question", "Verdict", "VerdictPart", "has_all_suits",
    "capture_question", "counting_question", "primiera_question", "question", "question_seed",
    "question_set", "read_capture", "read_level", "read_seed", "scope_words",
]
