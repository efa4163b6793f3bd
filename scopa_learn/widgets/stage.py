"""The stage player: a course stage's check, five questions on its one idea, with stars.

A stage of the course is a section of a chapter, marked by a cell tag (the site's build times
it: plugin/mkdocs_scopa/stages.py); its check is this widget, made in the chapter with the
question kind, set and level that ask the stage's main rule (``rule``: the shape of question it must draw within its first five questions,
which tests/test_stages.py holds). As in a Learn course of a chess site:

* the stage asks questions 1 to ``count`` (5) of its set, one after the other;
* a question missed comes back later in the stage (at the end of the queue), until each one
  has been answered right;
* only the first try at a question counts: the stage is **passed** at ``count - 1`` (4 of 5)
  right the first time, with two stars; **three stars** without a mistake; a stage finished
  with more mistakes earns one star, and is played again to pass.

The place in the stage (the queue, the first tries) and the best stars are kept by the site's
view in the browser (localStorage), and handed back with ``restore`` after a reload.

>>> stage = StageController(stage="equal", quiz="capture", seed=21, level=1, rule="equal")
>>> view = stage.view()
>>> view["stage"]["queue"], view["stage"]["finished"], view["question_seed"]
([1, 2, 3, 4, 5], False, 21001)
>>> wrong = "nothing" if stage.current.answers != ((),) else [str(stage.current.table[0])]
>>> stage.handle({"type": "answer", "cards": wrong}); stage.handle({"type": "next"})
>>> stage.view()["stage"]["queue"]  # the missed question comes back at the end
[2, 3, 4, 5, 1]
>>> for _ in range(5):
...     right = stage.current.answers[0]
...     stage.handle({"type": "answer", "cards": [str(c) for c in right] or "nothing"})
...     stage.handle({"type": "next"})
>>> done = stage.view()["stage"]
>>> done["finished"], done["right"], done["passed"], done["stars"]
(True, 4, True, 2)
>>> stage.act({"type": "restore", "queue": [9], "first": {}})["error"]
'This stage has questions 1 to 5, not 9.'
"""

from __future__ import annotations

from typing import Any

from ..errors import WidgetError
from ..words.messages import say
from .base import JSONDict, register, view_words
from .quiz import QuizController

#: Questions in a stage, and how many right at the first try pass it.
STAGE_SIZE = 5
PASS_MARK = STAGE_SIZE - 1


def stars(right: int, count: int, finished: bool) -> int:
    """The stars a stage earns: 3 without a mistake, 2 when passed (one mistake), 1 when
    finished with more, 0 before the end.

    >>> [stars(r, 5, True) for r in (5, 4, 3, 0)], stars(5, 5, False)
    ([3, 2, 1, 1], 0)
    """
    if not finished:
        return 0
    if right >= count:
        return 3
    return 2 if right >= count - 1 else 1


@register
class StageController(QuizController):
    """Questions 1 to ``count`` of one set, a missed one coming back later; stars at the end."""

    kind = "stage"

    def __init__(self, stage: str = "", quiz: str = "capture", seed: int | str = 1,
                 level: int | str = 1, rule: str | list[str] = "", count: int = STAGE_SIZE,
                 preset: str = "classic", lang: str | None = None) -> None:
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 9:
            raise WidgetError(say("widget.stage.bad_count", count=count))
        super().__init__(quiz=quiz, seed=seed, level=level, preset=preset, lang=lang)
        config = {"stage": stage, "quiz": quiz, "seed": seed, "level": level, "rule": rule,
                  "count": count, "preset": preset}
        self.config = config if lang is None else {**config, "lang": self.lang}
        self.stage, self.rule, self.count = str(stage), rule, count
        self.queue: list[int] = []
        self.first: dict[int, bool] = {}
        self.on_again()

    # -- the stage's place -------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return not self.queue

    @property
    def first_right(self) -> int:
        return sum(self.first.values())

    def on_again(self) -> None:
        """Start the stage again from its first question."""
        self.queue = list(range(1, self.count + 1))
        self.first = {}
        self._go(1)

    def on_answer(self, cards: list[str] | str | None = None, total: Any = None,
                  side: str | int | None = None, awards: dict[str, Any] | None = None) -> None:
        """Check an answer (as the quiz does); the first try at each question is kept."""
        if self.finished:
            raise WidgetError(say("widget.stage.over"))
        super().on_answer(cards, total, side, awards)
        if self.verdict is not None:
            self.first.setdefault(self.number, self.verdict.correct)

    def on_next(self) -> None:
        """The next question; a question answered wrong goes to the end, to come back."""
        if self.finished:
            return
        if self.verdict is None:
            raise WidgetError(say("widget.stage.answer_first"))
        number = self.queue.pop(0)
        if not self.verdict.correct:
            self.queue.append(number)
        if self.queue:
            self._go(self.queue[0])
        else:
            self.verdict, self.given = None, None

    def on_start(self, seed: int | str = 1, level: int | str = 1) -> None:
        """A stage keeps its own questions: it is started again with ``again``."""
        raise WidgetError(say("widget.stage.fixed"))

    def on_restore(self, queue: Any = None, first: Any = None, **_: Any) -> None:  # type: ignore[override]
        """Come back to where the learner was in this stage (the view keeps it in the browser)."""
        if not isinstance(queue, list) or not isinstance(first, dict):
            raise WidgetError(say("widget.stage.bad_place"))
        numbers = []
        for n in queue:
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= self.count:
                raise WidgetError(say("widget.stage.bad_number", number=n, count=self.count))
            numbers.append(n)
        tries: dict[int, bool] = {}
        for key, value in first.items():
            n = int(key) if isinstance(key, str) and key.isdigit() else key
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= self.count:
                raise WidgetError(say("widget.stage.bad_number", number=key, count=self.count))
            tries[n] = bool(value)
        self.queue, self.first = numbers, tries
        if self.queue:
            self._go(self.queue[0])
        else:
            self.verdict, self.given = None, None

    # -- what the view draws -----------------------------------------------------------------

    def state(self) -> JSONDict:
        data = super().state()
        finished, right = self.finished, self.first_right
        earned = stars(right, self.count, finished)
        done = self.count - len(set(self.queue))
        again = not finished and self.number in self.first and self.verdict is None
        if finished:
            line = say(f"widget.stage.result.{earned}", right=right, count=self.count,
                       need=self.count - 1)
        else:
            line = say("widget.stage.place", done=done, count=self.count, right=right)
        coming_back = (self.verdict is not None and not self.verdict.correct)
        data["stage"] = {
            "id": self.stage, "count": self.count, "queue": list(self.queue),
            "first": {str(n): ok for n, ok in self.first.items()}, "finished": finished,
            "right": right, "passed": finished and right >= self.count - 1, "stars": earned,
            "line": line,
            "again_note": say("widget.stage.again_note") if again else "",
            "comes_back": say("widget.stage.comes_back") if coming_back else "",
        }
        data["labels"].update(view_words("widget.stage.label", ("again", "next", "stars")))
        if finished:
            data["question"] = None
        return data
