"""The quiz widgets: questions from a seed, answered by clicks, judged by the engine.

``quiz`` asks one kind of question (any of :data:`scopa_learn.quiz.KINDS`) from a
numbered set (see :func:`scopa_learn.quiz.question_seed`): the same seed and level as a
printed worksheet give the same questions in the same order. It keeps the learner's score
and streak in its state; on the site the view also remembers them in the browser when the
widget is made with ``remember=True``. ``quiz_worksheet`` makes a printable worksheet.

Everything a question is and every verdict comes from :mod:`scopa_learn.quiz`; this
controller only keeps the learner's place and turns questions into plain data for
``static/quiz.js``.

>>> quiz = QuizController(quiz="capture", seed=42, level=2)
>>> view = quiz.view()
>>> view["question"]["type"], view["question_seed"], view["verdict"]
('capture', 42001, None)
>>> right = quiz.current.answers[0]
>>> quiz.handle({"type": "answer", "cards": [str(c) for c in right] or "nothing"})
>>> quiz.view()["verdict"]["correct"], quiz.view()["progress"]
(True, {'right': 1, 'answered': 1, 'streak': 1, 'best': 1})
>>> quiz.handle({"type": "answer", "cards": ["9x"]})
>>> quiz.view()["error"][:18]
"'9x' is not a card"
>>> quiz.handle({"type": "next"}); quiz.view()["number"], quiz.view()["verdict"]
(2, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.cards import Card, parse_cards
from ..engine.rules import Rules, rules
from ..errors import AnswerError, QuizError, WidgetError
from ..quiz import (
    DEFAULT_KINDS,
    KINDS,
    LEVELS,
    SET_SIZE,
    CaptureQuestion,
    ChoiceQuestion,
    CountingQuestion,
    PrimieraQuestion,
    Question,
    Verdict,
    question,
    question_seed,
    read_capture,
    read_level,
    read_seed,
    scope_words,
)
from ..words.messages import say
from ._cards import DRAWINGS, card_ref, drawings, row_ref
from .base import Controller, JSONDict, register, view_words

#: Categories the learner answers with points per side (the others have one winner).
POINTS_CATEGORIES = frozenset({"scope", "napola"})


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool):
        raise WidgetError(say("widget.quiz.bad_progress", what=what, value=value))
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise WidgetError(say("widget.quiz.bad_progress", what=what, value=value)) from None
    if number < 0:
        raise WidgetError(say("widget.quiz.bad_progress", what=what, value=value))
    return number


def _labels(area: str, names: Sequence[str]) -> dict[str, str]:
    # A label with a blank (like "{count} cards") reaches the view with the blank kept.
    return view_words(f"widget.{area}.label", names)


@register
class QuizController(Controller):
    """One kind of quiz question after another, from a seed; score and streak kept."""

    kind = "quiz"
    # The title, the levels and the parts of the cards' drawings: sent once (issue 20).
    fixed_keys = (*Controller.fixed_keys, "title", "levels", DRAWINGS)

    def __init__(self, quiz: str = "capture", seed: int | str = 1, level: int | str = 1,
                 preset: str = "classic", remember: bool = False, number: int = 1,
                 lang: str | None = None) -> None:
        super().__init__(lang=lang, quiz=quiz, seed=seed, level=level, preset=preset, remember=remember,
                         number=number)
        if quiz not in KINDS:
            raise QuizError(say("quiz.bad_kind", kind=quiz, kinds=", ".join(KINDS)))
        self.quiz = quiz
        self.rules: Rules = rules(preset)
        self.remember = bool(remember)
        self.seed, self.level = read_seed(seed), read_level(level)
        self.number = 1
        self.right = self.answered = self.streak = self.best = 0
        self.verdict: Verdict | None = None
        self.given: JSONDict | None = None
        self.current: Question = self._question()
        self._go(number)

    # -- the question --------------------------------------------------------------------------

    def _question(self) -> Question:
        return question(self.quiz, question_seed(self.seed, self.number), self.level, self.rules)

    def _go(self, number: int) -> None:
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number < SET_SIZE:
            raise QuizError(say("quiz.bad_number", number=number, last=SET_SIZE - 1))
        self.number = number
        self.current = self._question()
        self.verdict, self.given = None, None

    # -- actions ---------------------------------------------------------------------------------

    def on_answer(self, cards: list[str] | str | None = None, total: Any = None,
                  side: str | int | None = None, awards: dict[str, Any] | None = None) -> None:
        """Check an answer: ``cards`` (captures; the primiera's best cards, with ``total``),
        ``side`` (who wins the primiera) or ``awards`` (counting: category -> side or points)."""
        q = self.current
        # An empty answer asks for one; it is not judged (the view's "stays on the table"
        # button answers "nothing" in words).
        if isinstance(q, CaptureQuestion):
            if cards is None or cards == [] or (isinstance(cards, str) and not cards.strip()):
                raise AnswerError(say("quiz.capture.no_answer", stays=say("widget.quiz.stays")))
            taken = read_capture(cards)
            verdict = q.check(taken)
            given: JSONDict = {"cards": [str(c) for c in taken]}
        elif isinstance(q, PrimieraQuestion) and q.kind == "best":
            chosen = parse_cards(cards if cards is not None else "")
            total_text = "" if total is None else str(total).strip()
            if not chosen and not total_text:
                raise AnswerError(say("quiz.primiera.no_answer"))
            verdict = q.check({"cards": chosen, "total": total_text or None})
            given = {"cards": [str(c) for c in chosen], "total": total_text}
        elif isinstance(q, (PrimieraQuestion, ChoiceQuestion)):
            verdict = q.check(side)
            given = {"side": side}
        else:
            assert isinstance(q, CountingQuestion)
            if not isinstance(awards, dict):
                raise AnswerError(say("quiz.counting.not_mapping", categories=", ".join(q.categories)))
            if not awards:
                raise AnswerError(say("quiz.counting.no_answer"))
            answer = {k: tuple(v) if isinstance(v, list) else v for k, v in awards.items()}
            verdict = q.check(answer)
            given = {"awards": awards}
        if self.verdict is None:  # only the first try at a question counts
            self.answered += 1
            if verdict.correct:
                self.right += 1
                self.streak += 1
                self.best = max(self.best, self.streak)
            else:
                self.streak = 0
        self.verdict, self.given = verdict, given

    def on_next(self) -> None:
        """The next question of the set."""
        self._go(self.number + 1 if self.number + 1 < SET_SIZE else 1)

    def on_start(self, seed: int | str = 1, level: int | str = 1) -> None:
        """Start the set ``seed`` at ``level`` from its first question (the score stays)."""
        new_seed, new_level = read_seed(seed), read_level(level)
        self.seed, self.level = new_seed, new_level
        self._go(1)

    def on_restore(self, seed: Any = 1, level: Any = 1, number: Any = 1, right: Any = 0,
                   answered: Any = 0, streak: Any = 0, best: Any = 0) -> None:
        """Come back to where the learner was (the site's view keeps it in the browser)."""
        counts = [_count(v, w) for v, w in ((right, "right"), (answered, "answered"),
                                            (streak, "streak"), (best, "best"))]
        new_seed, new_level, new_number = read_seed(seed), read_level(level), _count(number, "number")
        self.seed, self.level = new_seed, new_level
        self._go(new_number)
        self.right, self.answered, self.streak, self.best = counts

    def on_reset_progress(self) -> None:
        """Set the score and the streak back to zero."""
        self.right = self.answered = self.streak = self.best = 0

    # -- what the view draws ----------------------------------------------------------------------

    def state(self) -> JSONDict:
        q = self.current
        labels = _labels("quiz", ("seed", "level", "start", "check", "next", "reset", "table",
                                  "your_card", "pile", "total", "who", "points", "answer", "cards"))
        if isinstance(q, ChoiceQuestion):
            # Drawn by the view's "pick one side" layout: each row's caption is sent whole,
            # and the line under the cards asks this kind's question.
            labels.update(cards="{count}", who=q.ask)
        return {
            "quiz": self.quiz,
            "title": say(f"widget.quiz.title.{self.quiz}"),
            "seed": self.seed,
            "level": self.level,
            "levels": [{"value": n, "name": say(f"quiz.level.{n}")} for n in LEVELS],
            "number": self.number,
            "question_seed": q.seed,
            "prompt": q.prompt,
            "remember": self.remember,
            "progress": {"right": self.right, "answered": self.answered, "streak": self.streak,
                         "best": self.best},
            "question": self._question_data(q),
            DRAWINGS: drawings(self.rules.deck),
            "labels": labels,
            "question_line": say("widget.quiz.label.question", number=self.number, seed=self.seed,
                                 question_seed=q.seed),
            "score_line": say("widget.quiz.label.score", right=self.right, answered=self.answered,
                              streak=self.streak, best=self.best),
            "given": self.given,
            "verdict": None if self.verdict is None else {
                **self.verdict.to_data(), "answer": q.answer_text(),
            },
        }

    def _marks(self, right: set[Card]) -> dict[Card, str]:
        """Highlights after a verdict: the right cards taken, the learner's wrong picks."""
        if self.verdict is None or self.given is None:
            return {}
        picked = set(parse_cards(self.given.get("cards", [])))
        marks = {c: "capture" for c in right}
        marks.update({c: "wrong" for c in picked - right})
        return marks

    def _card(self, card: Card, width: int, mark: str | None = None) -> JSONDict:
        return {**card_ref(card, self.rules.deck, mark, width), "suit": card.suit.name_in("it")}

    def _question_data(self, q: Question) -> JSONDict:
        deck = self.rules.deck
        if isinstance(q, ChoiceQuestion):
            # Piles (many cards) are drawn overlapped and small, all alike; a table spread out.
            piles = any(len(r.cards) >= 8 for r in q.rows)
            return {"type": "primiera-compare", "kind": self.quiz,
                    "piles": [{"name": r.label, "count": r.caption, "cards": [str(c) for c in r.cards],
                               "picture": row_ref(r.cards, deck, 36 if piles else 54, overlap=piles)}
                              for r in q.rows],
                    "choices": list(q.choices)}
        if isinstance(q, CaptureQuestion):
            picked = set(parse_cards(self.given.get("cards", []))) if self.given else set()
            right_answer = next((a for a in q.answers if set(a) == picked), q.answers[0])
            marks = self._marks(set(right_answer))
            return {"type": "capture", "card": self._card(q.card, 72, "played"),
                    "table": [self._card(c, 72, marks.get(c)) for c in q.table],
                    "stays": say("widget.quiz.stays")}
        if isinstance(q, PrimieraQuestion) and q.kind == "best":
            marks = self._marks({c for c in q.best if c is not None})
            return {"type": "primiera-best",
                    "pile": [self._card(c, 54, marks.get(c)) for c in q.pile]}
        if isinstance(q, PrimieraQuestion):
            return {"type": "primiera-compare",
                    "piles": [{"name": n, "count": len(p), "picture": row_ref(p, deck, 44),
                               "cards": [str(c) for c in p]}
                              for n, p in zip(q.names, q.piles, strict=True)],
                    "choices": [*q.names, say("quiz.nobody")]}
        assert isinstance(q, CountingQuestion)
        return {"type": "counting",
                "piles": [{"name": n, "count": len(p), "picture": row_ref(p, deck, 40),
                           "cards": [str(c) for c in p], "scope": s, "scope_text": scope_words(s)}
                          for n, p, s in zip(q.names, q.piles, q.scope, strict=True)],
                # "label": what the view shows (the game's words; "total" in the widget's language)
                "categories": [*({"name": c, "label": c,
                                  "answer": "points" if c in POINTS_CATEGORIES else "side"}
                                 for c in q.categories),
                               # the totals are asked for too
                               {"name": "total", "label": say("worksheet.total"), "answer": "points"}],
                "choices": [*q.names, say("quiz.nobody")]}


@register
class WorksheetController(Controller):
    """A printable worksheet from a seed and a level, made in the browser.

    >>> sheet = WorksheetController(seed=5, count=2)
    >>> sheet.view()["html"].startswith("<!DOCTYPE html>")
    True
    >>> sheet.handle({"type": "make", "seed": 6, "level": 3, "kinds": [], "count": 2})
    >>> sheet.view()["error"], sheet.view()["seed"]
    ('Choose at least one kind of question: capture, primiera, counting, scopa, last-taker, match-end, teams, cards, deal.', 5)
    """

    kind = "quiz_worksheet"

    def __init__(self, seed: int | str = 1, level: int | str = 1,
                 kinds: list[str] | None = None, count: int | None = None,
                 lang: str | None = None) -> None:
        chosen = list(DEFAULT_KINDS) if kinds is None else kinds
        super().__init__(lang=lang, seed=seed, level=level, kinds=chosen, count=count)
        self.seed, self.level, self.kinds = 1, 1, list(DEFAULT_KINDS)
        self.count: int | None = None
        self.page = ""
        self.on_make(seed, level, chosen, count)

    def on_make(self, seed: int | str = 1, level: int | str = 1, kinds: list[str] | None = None,
                count: int | str | None = None) -> None:
        """Make the worksheet for these settings (nothing changes if one is wrong). No count
        (or an empty box) makes one printed page of questions."""
        from ..worksheet import worksheet_html

        chosen = list(DEFAULT_KINDS) if kinds is None else list(kinds)
        number = None if count in (None, "") else _count(count, "count")
        new_seed, new_level = read_seed(seed), read_level(level)
        page = worksheet_html(new_seed, new_level, chosen, number)
        self.seed, self.level, self.kinds, self.count = new_seed, new_level, chosen, number
        self.page = page

    def state(self) -> JSONDict:
        return {
            "seed": self.seed, "level": self.level, "kinds": self.kinds, "count": self.count,
            "levels": [{"value": n, "name": say(f"quiz.level.{n}")} for n in LEVELS],
            "all_kinds": [{"value": k, "name": say(f"worksheet.{k}.title")} for k in KINDS],
            "html": self.page,
            "labels": {**_labels("quiz", ("seed", "level")),
                       **_labels("worksheet", ("make", "preview", "print", "download", "count",
                                                  "kinds")),
                       "frame": say("worksheet.title")},
            "filename": f"scopa-worksheet-seed{self.seed}-level{self.level}.html",
        }
