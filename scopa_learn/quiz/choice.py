"""What the one-choice questions share: a few answers to pick from, one right, and a reason
for each kind of wrong pick.

A choice question (does this play make a scopa? who takes the rest? who wins the match? who
gets the point in couples?) gives ``choices`` (words to click or write), ``right`` (one of
them), ``rows`` (the cards to draw, each with a label and a caption) and, for a wrong pick,
the mistake it shows: a code and a sentence from the message table. The rules are the
engine's: each question asks :mod:`scopa_learn.engine.captures`, :mod:`scopa_learn.engine.state`,
:mod:`scopa_learn.engine.match` or :mod:`scopa_learn.engine.scoring` for its answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..errors import AnswerError
from ..words.lists import or_list
from ..words.messages import say, using_language
from .verdicts import Verdict


@dataclass(frozen=True, slots=True)
class Row:
    """Cards to draw with the question: a label (``Table``), the cards, and a caption."""

    label: str
    cards: tuple[Card, ...]
    caption: str


def read_choice(answer: Any, choices: Sequence[str]) -> str:
    """The choice a learner gave: its words (any case), or its index; nothing given is refused.

    >>> read_choice("anna", ("Anna", "Bruno")), read_choice(1, ("Anna", "Bruno"))
    ('Anna', 'Bruno')
    >>> read_choice("yes", ("Yes, a scopa", "No scopa"))
    'Yes, a scopa'
    >>> read_choice("", ("Anna", "Bruno"))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.AnswerError: Choose an answer first: Anna or Bruno.
    """
    listed = or_list(choices)
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        raise AnswerError(say("quiz.no_answer", choices=listed))
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(choices):
        return choices[answer]
    if isinstance(answer, str):
        text = answer.strip().lower()
        for choice in choices:
            if text == choice.lower():
                return choice
        # The first words are enough when they name one choice ("yes", "nobody").
        starting = [c for c in choices if c.lower().startswith(text)]
        if len(starting) == 1:
            return starting[0]
    raise AnswerError(say("quiz.bad_choice", answer=answer, choices=listed))


class ChoiceQuestion:
    """The verdict, answer key and drawing of a question answered by one choice.

    A subclass (a frozen dataclass with ``seed``, ``level``, ``rules`` and ``shape``) gives
    ``choices``, ``right``, ``rows``, ``prompt``, ``ask`` (the short question under the cards),
    ``explanation`` (why the right choice is right) and ``mistake(choice)``: the code and the
    sentence for a wrong choice.
    """

    seed: int
    level: int

    @property
    def choices(self) -> tuple[str, ...]:
        raise NotImplementedError

    @property
    def right(self) -> str:
        raise NotImplementedError

    @property
    def rows(self) -> tuple[Row, ...]:
        raise NotImplementedError

    @property
    def prompt(self) -> str:
        raise NotImplementedError

    @property
    def ask(self) -> str:
        raise NotImplementedError

    @property
    def explanation(self) -> str:
        raise NotImplementedError

    def mistake(self, choice: str) -> tuple[str, str]:
        raise NotImplementedError

    def answer_text(self, *, lang: str | None = None) -> str:
        """The right choice, for an answer key."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.answer_text()
        return self.right

    def check(self, answer: Any, *, lang: str | None = None) -> Verdict:
        """Judge a choice (its words or its index): right, or the reason for this wrong pick."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.check(answer)
        choice = read_choice(answer, self.choices)
        if choice == self.right:
            return Verdict(True, say("quiz.right") + " " + self.explanation)
        code, why = self.mistake(choice)
        return Verdict(False, say("quiz.wrong") + " " + why + say("quiz.choice.answer_is",
                                                                    answer=self.right),
                       reason=code)

    def body_html(self, *, lang: str | None = None) -> str:
        """The question drawn in HTML, with the choices to tick (no answer shown)."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.body_html()
        from .render import choice_body

        return choice_body(self)

    def _repr_html_(self) -> str:
        from .render import question_html

        return question_html(self)  # type: ignore[arg-type]
