"""Questions drawn in HTML: for a notebook cell, and the parts a printed worksheet is made of.

This module draws; it asks the question objects for everything it shows, and imports them
only for type checking, so the questions can draw themselves (``_repr_html_``) without an
import cycle.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from ..engine.cards import Card
from ..errors import QuizError
from ..words.messages import say
from .verdicts import scope_words

if TYPE_CHECKING:
    from .capture import CaptureQuestion
    from .choice import ChoiceQuestion
    from .counting import CountingQuestion
    from .primiera import PrimieraQuestion
    from .sets import Question

#: Card widths in pixels: a capture question's cards, and the cards of a pile (drawn as a fan).
#: Small enough for three captures or two piles to a row of a printed worksheet.
CAPTURE_WIDTH = 26
PILE_WIDTH = 24


def esc(text: object) -> str:
    """Text made safe for HTML (quotes too)."""
    return html.escape(str(text), quote=True)


def cards_fragment(cards: Sequence[Card], width: float = CAPTURE_WIDTH) -> str:
    """Cards drawn with the project's SVG, or as boxed notation when drawing is unavailable.

    >>> from scopa_learn import parse_cards
    >>> "<svg" in cards_fragment(parse_cards("7d Rb"))
    True
    """
    try:
        from ..drawing.svg import cards_html
    except ImportError:  # pragma: no cover - drawing is optional
        return _text_cards(cards)
    return f'<span class="cards-svg">{cards_html(tuple(cards), width=width)}</span>'


def _text_cards(cards: Sequence[Card]) -> str:
    if not cards:
        return f'<span class="cards-text">{esc(say("worksheet.no_cards"))}</span>'
    boxes = "".join(f'<span class="card-text">{esc(c)}</span>' for c in cards)
    return f'<span class="cards-text">{boxes}</span>'


def _row(label: str, cards: Sequence[Card], width: float, note: str = "") -> str:
    extra = f' <span class="note">{esc(note)}</span>' if note else ""
    return (f'<div class="row"><span class="label">{esc(label)}</span>'
            f"{cards_fragment(cards, width)}{extra}</div>")


def _fan(cards: Sequence[Card]) -> str:
    """A pile as a player holds it: sorted by suit and rank, each card overlapping the one
    before, its corner still showing (with a worksheet's styles; side by side without)."""
    return f'<span class="fan">{cards_fragment(sorted(cards), PILE_WIDTH)}</span>'


def _pile_row(name: str, cards: Sequence[Card], scope: int | None = None) -> str:
    note = say("worksheet.pile_count", count=len(cards))
    if scope is not None:
        note += ", " + scope_words(scope)
    return (f'<div class="row"><span class="label">{esc(name)}</span>{_fan(cards)}'
            f' <span class="note">{esc(note)}</span></div>')


def _write_line(label: str) -> str:
    return f'<p class="write">{esc(label)} <span>&nbsp;</span></p>'


def _awards_table(q: CountingQuestion) -> str:
    """A side per row, a category per column, each cell for the points to write."""
    columns = (*q.categories, say("worksheet.total"))
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in columns)
    rows = "".join(f'<tr><th scope="row">{esc(n)}</th>' + "<td></td>" * len(columns) + "</tr>"
                   for n in q.names)
    return (f'<table class="awards"><thead><tr><td></td>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table>")


def capture_body(q: CaptureQuestion) -> str:
    """A capture question drawn: the table, the card played, a line for the answer.

    >>> from scopa_learn.quiz import capture_question
    >>> body = capture_body(capture_question(1))
    >>> body.count('class="row"'), "Takes:" in body
    (2, True)
    """
    return (_row(say("worksheet.table"), q.table, CAPTURE_WIDTH)
            + '<div class="row"><span class="label">' + esc(say("worksheet.you_play"))
            + "</span>" + cards_fragment((q.card,), CAPTURE_WIDTH)
            + f'<span class="write">{esc(say("worksheet.takes"))} <span>&nbsp;</span></span>'
            + "</div>")


def primiera_body(q: PrimieraQuestion) -> str:
    """A primiera question drawn: the pile (or both piles) and lines for the answer."""
    if q.kind == "best":
        return (_pile_row(say("worksheet.pile"), q.pile)
                + _write_line(say("worksheet.best_cards"))
                + _write_line(say("worksheet.primiera_total")))
    rows = "".join(_pile_row(n, p) for n, p in zip(q.names, q.piles, strict=True))
    return rows + _write_line(say("worksheet.primiera_winner"))


def counting_body(q: CountingQuestion) -> str:
    """A counting question drawn: both piles with their scope, and a table of awards."""
    rows = "".join(
        f'<div class="pile"><span class="label">{esc(n)}</span> <span class="note">'
        f'{esc(say("worksheet.pile_count", count=len(p)) + ", " + scope_words(s))}</span>'
        f"<br>{_fan(p)}</div>"
        for n, p, s in zip(q.names, q.piles, q.scope, strict=True))
    return rows + _awards_table(q)


def choice_body(q: ChoiceQuestion) -> str:
    """A one-choice question drawn: its cards (if any), then the choices to tick.

    >>> from scopa_learn.quiz import scopa_question
    >>> body = choice_body(scopa_question(1))
    >>> body.count('class="row"'), body.count("&#9744;")
    (2, 2)
    """
    rows = "".join(_row(r.label, r.cards, CAPTURE_WIDTH if len(r.cards) < 8 else PILE_WIDTH,
                        r.caption) for r in q.rows)
    boxes = " ".join(f'<span class="choice">&#9744; {esc(c)}</span>' for c in q.choices)
    return rows + f'<p class="choices">{esc(say("worksheet.choose"))} {boxes}</p>'


def question_body(q: Question) -> str:
    """The question drawn in HTML, with room to answer (no answer shown).

    >>> from scopa_learn.quiz import capture_question
    >>> question_body(capture_question(1)) == capture_body(capture_question(1))
    True
    """
    return q.body_html()


def answer_html(q: Question) -> str:
    """The right answer, for an answer key."""
    return f'<span class="answer">{esc(q.answer_text())}</span>'


def why_html(q: Question) -> str:
    """Why the answer is right, for an answer key; nothing when it would only repeat the
    answer (a "best card of each suit" answer is its own explanation)."""
    if q.explanation.strip() == q.answer_text().strip():
        return ""
    return f'<div class="why">{esc(q.explanation)}</div>'


def question_html(q: Question, *, reveal: Literal["details", "none"] = "details") -> str:
    """One question as an HTML block, for a notebook cell: the prompt, the cards drawn,
    and the answer behind a "Show the answer" fold (``reveal="none"`` leaves it out).

    >>> from scopa_learn.quiz import primiera_question
    >>> block = question_html(primiera_question(2))
    >>> block.count("<details>"), question_html(primiera_question(2), reveal="none").count("<details>")
    (1, 0)
    >>> question_html(primiera_question(2), reveal="all")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: reveal is 'details' or 'none', not 'all'.
    """
    if reveal not in ("details", "none"):
        raise QuizError(say("worksheet.bad_reveal", reveal=reveal))
    level = say(f"quiz.level.{q.level}")
    head = (f'<p class="scopa-quiz__meta"><strong>{esc(q.prompt)}</strong><br>'
            f'<small>{esc(say("worksheet.seed_line", seed=q.seed, level=q.level, name=level))}'
            f"</small></p>")
    body = question_body(q)
    fold = ""
    if reveal == "details":
        fold = (f'<details><summary>{esc(say("worksheet.show_answer"))}</summary>'
                f"<p>{answer_html(q)}</p>{why_html(q)}</details>")
    return f'<div class="scopa-quiz">{head}{body}{fold}</div>'

