"""The course's stages as the served site holds them, so that the server checks a stage itself.

A chapter page of the built guide is ``<div class="scopa-chapter" data-chapter="learn/...">``
and holds each of its stages' checks as a stage widget, ``data-kind="stage"`` with its
settings in ``data-config`` (the stage's id, the question kind, set, level, rules preset and
number of questions: :class:`~scopa_learn.widgets.stage.StageController`'s arguments). The class
server reads them from the site folder it serves, once, at the start.

A stage is passed as the stage player decides it, and by the stage player itself: the pupil's
answers to the stage's questions, each graded by the server, are given to a
:class:`~scopa_learn.widgets.stage.StageController` in the order they came, one run after
another (a run starts again at question 1); the stage is passed when a run ends with
:data:`~scopa_learn.widgets.stage.PASS_MARK` of its questions right at the first try. A chapter
is done when every stage check on its page is passed, as the page's own progress
(docs/assets/scopa/progress.js) counts it. Nothing the browser says about a stage enters this.

>>> check = StageCheck("deck-suits", "learn/01-the-deck/", "cards", 3, 1, "classic", 5)
>>> from scopa_learn.quiz import question, question_seed
>>> right = [{"side": question("cards", question_seed(3, n), 1).right} for n in range(1, 6)]
>>> passed(check, tuple((n, json.dumps(a)) for n, a in enumerate(right, start=1)))
True
>>> passed(check, tuple((n, json.dumps(a)) for n, a in enumerate(right[:4], start=1)))
False
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..errors import ScopaError
from ..widgets.stage import STAGE_SIZE, StageController
from .grading import ANSWER_FIELDS

_CHAPTER = re.compile(r'data-chapter="([^"]+)"')
_STAGE_TAG = re.compile(r"<[a-z]+\b[^>]*\bdata-kind=\"stage\"[^>]*>")
_CONFIG = re.compile(r"""\bdata-config=(?:'([^']*)'|"([^"]*)")""")


@dataclass(frozen=True, slots=True)
class StageCheck:
    """One stage's check: its id, its chapter, and the question set it asks."""

    id: str
    chapter: str
    quiz: str
    seed: int
    level: int
    preset: str
    count: int

    @property
    def prefix(self) -> str:
        """The start of the address of each of its questions (then the question's number)."""
        return f"quiz:{self.quiz}:{self.preset}:{self.level}:{self.seed}:"


def read_stages(site: Path) -> dict[str, StageCheck]:
    """Every stage check of the chapter pages under ``site`` (one edition's pages are enough:
    the Italian pages ask the same questions), by stage id."""
    found: dict[str, StageCheck] = {}
    for page in sorted(site.glob("**/index.html")):
        if page.relative_to(site).parts[:1] == ("it",):
            continue
        text = page.read_text(encoding="utf-8", errors="replace")
        if 'data-kind="stage"' not in text:
            continue
        chapter = _CHAPTER.search(text)
        if chapter is None:
            continue
        for tag in _STAGE_TAG.finditer(text):
            config = _CONFIG.search(tag.group(0))
            if config is None:
                continue
            try:
                data = json.loads(html.unescape(config.group(1) or config.group(2) or ""))
                check = StageCheck(str(data["stage"]), chapter.group(1), str(data["quiz"]), int(data["seed"]),
                                   int(data["level"]), str(data.get("preset", "classic")),
                                   int(data.get("count", STAGE_SIZE)))
            except (ValueError, KeyError, TypeError):
                continue
            found.setdefault(check.id, check)
    return found


@lru_cache(maxsize=4096)
def passed(check: StageCheck, answers: tuple[tuple[int, str], ...]) -> bool:
    """True when ``answers`` (each question's number and what was chosen, canonical JSON, in
    the order they came) pass the stage, by the stage player's own rule."""
    try:
        stage = StageController(stage=check.id, quiz=check.quiz, seed=check.seed, level=check.level,
                                count=check.count, preset=check.preset)
    except ScopaError:
        return False
    for number, given in answers:
        if stage.finished or number != stage.number:
            if number != 1:
                continue  # not the question this run asks now: answered elsewhere (a quiz of the same set)
            stage.on_again()
        fields = {k: v for k, v in json.loads(given).items() if k in ANSWER_FIELDS and v not in (None, "")}
        if check.quiz == "capture" and not fields.get("cards"):
            fields["cards"] = "nothing"
        try:
            stage.on_answer(**fields)
            stage.on_next()
        except (ScopaError, TypeError):
            continue
        if stage.finished and stage.first_right >= check.count - 1:
            return True
    return False
