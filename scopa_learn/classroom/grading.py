"""The server's own grading: what a pupil chose, judged by the engine, never a score sent in.

A pupil's browser sends the question's address (the quiz kind, the set, the level, the number
and the rules preset; or a puzzle's id) and what the pupil chose (the cards, the totals, the
side, the move). The question is made again from its set and number, as the page made it, and
the answer is judged by the same code that judges it in the page (the quiz widget's reading of
an answer, :meth:`scopa_learn.puzzles.Puzzle.grade`). A result cannot be posted: only choices.

>>> from scopa_learn.quiz import question, question_seed
>>> right = question("capture", question_seed(42, 3), 2).answers[0]
>>> graded = grade_quiz("capture", 42, 2, 3, "classic", {"cards": [str(c) for c in right] or "nothing"})
>>> graded.item, graded.correct
('quiz:capture:classic:2:42:3', True)
>>> grade_quiz("capture", 42, 2, 3, "classic", {"cards": ["9x"]})
Traceback (most recent call last):
...
scopa_learn.errors.ClassroomError: '9x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..coach.review import review_hand
from ..engine.rules import rules as preset_rules
from ..errors import ClassroomError, ScopaError
from ..puzzles import get_puzzle
from ..quiz import KINDS, question, question_seed, read_level, read_seed
from ..table.session import Table, replay_hand
from ..widgets.quiz import QuizController
from ..words.messages import say, using_language

#: The parts of a quiz answer a browser may send (the quiz widget's ``answer`` action).
ANSWER_FIELDS = ("cards", "total", "side", "awards")


@dataclass(frozen=True, slots=True)
class Graded:
    """An answer judged: the question's address, what was chosen (canonical JSON), the verdict."""

    #: ``quiz:KIND:PRESET:LEVEL:SET:NUMBER`` or ``puzzle:ID``.
    item: str
    given: str
    correct: bool
    reason: str | None


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _quiz(kind: str, set_seed: int, level: int, number: int, preset: str) -> QuizController:
    if kind not in KINDS:
        raise ClassroomError(say("quiz.bad_kind", kind=kind, kinds=", ".join(KINDS)))
    try:
        return QuizController(quiz=kind, seed=read_seed(set_seed), level=read_level(level),
                              preset=preset, number=number)
    except ScopaError as error:
        raise ClassroomError(str(error)) from None


def grade_quiz(kind: str, set_seed: int, level: int, number: int, preset: str,
               answer: dict[str, Any], lang: str | None = None) -> Graded:
    """Judge ``answer`` (some of :data:`ANSWER_FIELDS`) to question ``number`` of set
    ``set_seed``; an answer that cannot be read raises :class:`ClassroomError`, with the reason."""
    with using_language(lang):
        quiz = _quiz(kind, set_seed, level, number, preset)
        fields = {k: v for k, v in answer.items() if k in ANSWER_FIELDS and v is not None}
        if kind == "capture" and fields.get("cards") == []:
            fields["cards"] = "nothing"  # as the page's "stays on the table" button answers
        try:
            quiz.on_answer(**fields)
        except ScopaError as error:
            raise ClassroomError(str(error)) from None
        except (TypeError, AttributeError, KeyError):  # a shape the quiz cannot read at all
            raise ClassroomError(say("class.error.unreadable")) from None
        assert quiz.verdict is not None
        item = f"quiz:{kind}:{quiz.rules.name}:{quiz.level}:{quiz.seed}:{number}"
        return Graded(item, _canonical(quiz.given), quiz.verdict.correct, quiz.verdict.reason)


def grade_puzzle(puzzle_id: str, card: str, takes: list[str], lang: str | None = None) -> Graded:
    """Judge the move ``card`` taking ``takes`` in the bank's puzzle ``puzzle_id``."""
    with using_language(lang):
        try:
            puzzle = get_puzzle(puzzle_id)
            text = card + (" x " + " ".join(takes) if takes else "")
            verdict = puzzle.grade(text)
        except ScopaError as error:
            raise ClassroomError(str(error)) from None
        given = {"card": str(verdict.move.card), "takes": sorted(str(c) for c in verdict.move.capture)}
        return Graded(f"puzzle:{puzzle.id}", _canonical(given), verdict.correct, verdict.reason)


@dataclass(frozen=True, slots=True)
class CheckedHand:
    """A hand played again by the server from what the page sent, and its review."""

    #: ``hand:DEAL:NUMBER``: the deal number of the match and the hand's number in it.
    item: str
    #: The table's settings and the people's plays, canonical JSON.
    table: str
    plays: str
    #: Each side's points, and the learner's side.
    totals: tuple[int, ...]
    side: int
    #: The review's figure (:attr:`scopa_learn.coach.review.Review.given_away`), the
    #: choices within a tenth of a point of the best, and the choices (plays with more than
    #: one legal move).
    given_away: float
    close: int
    choices: int


def check_hand(table: dict[str, Any], number: int, plays: list[str], lang: str | None = None) -> CheckedHand:
    """Play hand ``number`` of the match at ``table`` again with the pupil's ``plays`` (the
    computers choose as they chose: the same seeds) and review the learner's decisions, as the
    Play page does after the hand. A table that cannot be read, a play that is not legal, or
    plays that do not end the hand raise :class:`ClassroomError`, with the reason.

    >>> from scopa_learn.table.session import TableSession
    >>> session = TableSession()
    >>> _ = session.start(Table("classic", players=2, level="beginner", seed=12, target=1))
    >>> while session.phase == "play":
    ...     _ = session.computer_move() if session.computer_turn else session.play(session.state.legal_moves()[0])
    >>> record = session.hand_record()
    >>> checked = check_hand(record["table"], record["hand"], record["plays"])
    >>> checked.item, checked.totals == tuple(session.last_hand().score().totals)
    ('hand:12:1', True)
    >>> checked.given_away == session.review().given_away
    True
    >>> check_hand(record["table"], 1, ["7d"] + record["plays"][1:])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ClassroomError: Play 1 (7d) cannot be played there: ...
    """
    with using_language(lang):
        try:
            seated = Table.from_data(table)
            hand = replay_hand(seated, number, plays, lang)
        except (KeyError, TypeError, AttributeError) as error:
            raise ClassroomError(say("class.error.table", what=str(error))) from None
        except ScopaError as error:
            raise ClassroomError(str(error)) from None
        review = review_hand(hand, 0)
        return CheckedHand(f"hand:{seated.seed}:{number}", _canonical(seated.to_data()), _canonical(list(plays)),
                           tuple(review.totals), review.side, review.given_away,
                           sum(d.close for d in review.choices), len(review.choices))


def explain(item: str, given: str, lang: str | None = None) -> str:
    """The explanation the guide gives for ``given`` (canonical JSON) to ``item``: what the
    board shows beside a common wrong answer, in ``lang``."""
    with using_language(lang):
        data = json.loads(given)
        what, _, rest = item.partition(":")
        if what == "puzzle":
            text = data["card"] + (" x " + " ".join(data["takes"]) if data["takes"] else "")
            return get_puzzle(rest).grade(text, lang).explanation
        kind, preset, level, set_seed, number = rest.split(":")
        quiz = _quiz(kind, int(set_seed), int(level), int(number), preset)
        fields = {k: v for k, v in data.items() if k in ANSWER_FIELDS and v not in (None, "")}
        if kind == "capture" and not fields.get("cards"):
            fields["cards"] = "nothing"
        quiz.on_answer(**fields)
        assert quiz.verdict is not None
        return quiz.verdict.explanation


def describe(item: str, lang: str | None = None) -> dict[str, str]:
    """A question's title and words (its prompt) for the board, in ``lang``."""
    with using_language(lang):
        what, _, rest = item.partition(":")
        if what == "puzzle":
            puzzle = get_puzzle(rest)
            title = say("class.item.puzzle", id=puzzle.id, theme=say(f"puzzle.theme.{puzzle.theme}"))
            return {"title": title, "prompt": say("puzzle.ui.prompt"), "answer": str(puzzle.best)}
        kind, preset, level, set_seed, number = rest.split(":")
        q = question(kind, question_seed(int(set_seed), int(number)), int(level), preset_rules(preset))
        title = say("class.item.quiz", kind=say(f"worksheet.{kind}.title"), set=set_seed,
                    level=level, number=number)
        return {"title": title, "prompt": q.prompt, "answer": q.answer_text()}


def given_text(given: str) -> str:
    """What a pupil chose, as a short line (cards, a total, a side, a move).

    >>> given_text('{"cards":["2d","4b"]}'), given_text('{"card":"6s","takes":["2d"]}')
    ('2d 4b', '6s x 2d')
    """
    data = json.loads(given)
    if "card" in data:
        return str(data["card"]) + (" x " + " ".join(data["takes"]) if data["takes"] else "")
    parts: list[str] = []
    if "cards" in data:
        parts.append(" ".join(data["cards"]) or "-")
    if data.get("total") not in (None, ""):
        parts.append(f"= {data['total']}")
    if "side" in data:
        parts.append(str(data["side"]) if data["side"] is not None else "-")
    if "awards" in data:
        parts.append(", ".join(f"{k}: {v}" for k, v in sorted(data["awards"].items())))
    return " ".join(parts)
