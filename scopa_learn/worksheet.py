"""Printable worksheets for teachers: questions from a seed, with an answer key on its own page.

A worksheet is one self-contained HTML page (print styles included, cards drawn with the
project's own SVG, nothing fetched), the same for everyone who uses the same seed. The
practice widget started with the same seed and level asks the same questions in the same
order (see :func:`scopa_learn.quiz.question_seed`).

>>> page = worksheet_html(42, level=2, count=3)
>>> page.startswith("<!DOCTYPE html>") and page == worksheet_html(42, level=2, count=3)
True
>>> worksheet_html(42, kinds=("chess",))
Traceback (most recent call last):
...
scopa_learn.errors.QuizError: There is no quiz 'chess': choose capture, primiera, counting, scopa, last-taker, match-end or teams.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import OutputError, QuizError
from .messages import say
from .quiz import (
    DEFAULT_KINDS,
    KINDS,
    ChoiceQuestion,
    Question,
    question_set,
    read_level,
    read_seed,
)
from .quiz.render import (
    answer_html,
    cards_fragment,
    esc,
    question_body,
    question_html,
    why_html,
)
from .rules import Rules

_CSS = """
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111;
       background: #fff; line-height: 1.4; margin: 0; }
main { max-width: 52rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .2rem; }
h2 { font-size: 1.2rem; margin: 1.4rem 0 .3rem; border-bottom: 2px solid #333; }
.meta { margin: 0; color: #333; }
.who { display: flex; gap: 2rem; margin: .8rem 0 0; }
.who span { flex: 1; border-bottom: 1px solid #555; padding-bottom: .1rem; }
.how { margin: .3rem 0 .6rem; }
ol.questions { padding-left: 1.6rem; margin: 0; }
ol.questions > li { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1rem;
                    padding: .4rem 0 .2rem; border-bottom: 1px dashed #999; }
.row { display: flex; align-items: center; gap: .6rem; flex-wrap: wrap; margin: .25rem 0; }
.label { min-width: 6.5rem; font-weight: 600; }
.cards-text { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 600; }
.card-text { display: inline-block; border: 1.5px solid #333; border-radius: 4px;
             padding: .1rem .3rem; margin: 0 .15rem; }
.note { color: #333; }
.write { margin: .5rem 0 0; }
.write span { display: inline-block; min-width: 18rem; border-bottom: 1px solid #555; }
.prompt { margin: 0 0 .3rem; }
.choices { margin: .5rem 0 0; }
.choices .choice { display: inline-block; margin-right: 1.6rem; white-space: nowrap; }
table.awards { border-collapse: collapse; margin: .4rem 0; }
table.awards th, table.awards td { border: 1px solid #777; padding: .15rem .7rem; text-align: center; }
table.awards td { min-width: 4rem; height: 1.3rem; }
.seed { color: #555; font-size: .85rem; }
.key { break-before: page; page-break-before: always; margin-top: 2rem; }
.key ol { padding-left: 1.6rem; }
.key li { margin: 0 0 .5rem; break-inside: avoid; }
.key .answer { font-weight: 700; }
.key .why { white-space: pre-line; color: #222; }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  main { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
"""



def _kinds(kinds: str | Iterable[str]) -> tuple[str, ...]:
    chosen = (kinds,) if isinstance(kinds, str) else tuple(kinds)
    for kind in chosen:
        if kind not in KINDS:
            raise QuizError(say("quiz.bad_kind", kind=kind,
                                 kinds=", ".join(KINDS[:-1]) + " or " + KINDS[-1]))
    if not chosen:
        raise QuizError(say("worksheet.no_kinds", kinds=", ".join(KINDS)))
    return tuple(k for k in KINDS if k in chosen)


def _lead(q: Question) -> str:
    """A one-choice question's facts in words (the last taker, the score): its cards alone
    do not say them. The other kinds are all in their drawing."""
    return f'<p class="prompt">{esc(q.prompt)}</p>' if isinstance(q, ChoiceQuestion) else ""


def worksheet_html(seed: int, level: int = 1, kinds: str | Iterable[str] = DEFAULT_KINDS, count: int = 6,
                   rules: Rules | str | None = None, *, title: str | None = None) -> str:
    """A printable worksheet: ``count`` questions of each of ``kinds``, then the answer key
    on a page of its own. The same arguments always give the same page.

    ``kinds`` is any of :data:`scopa_learn.quiz.KINDS` (by default ``capture``, ``primiera``
    and ``counting``); ``level`` 1, 2 or 3.

    >>> page = worksheet_html(7, level=1, kinds="capture", count=2)
    >>> page.count("<li"), "Answer key" in page
    (4, True)
    >>> worksheet_html(7, count=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: A worksheet has 1 to 30 questions of each kind, not 0.
    """
    seed, level = read_seed(seed), read_level(level)
    chosen = _kinds(kinds)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 30:
        raise QuizError(say("worksheet.bad_count", count=count))
    sets = {kind: question_set(kind, seed, level, count, rules) for kind in chosen}
    heading = title or say("worksheet.title")
    level_line = say("worksheet.meta", level=level, name=say(f"quiz.level.{level}"), seed=seed)
    parts, keys = [], []
    for kind, questions in sets.items():
        items = "".join(
            f'<li id="{kind}-{n}">{_lead(q)}{question_body(q)}'
            f'<p class="seed">{esc(say("worksheet.question_seed", seed=q.seed))}</p></li>'
            for n, q in enumerate(questions, start=1))
        parts.append(f'<section class="part"><h2>{esc(say(f"worksheet.{kind}.title"))}</h2>'
                     f'<p class="how">{esc(say(f"worksheet.{kind}.how"))}</p>'
                     f'<ol class="questions">{items}</ol></section>')
        answers = "".join(f'<li id="{kind}-{n}-key">{answer_html(q)}{why_html(q)}</li>'
                          for n, q in enumerate(questions, start=1))
        keys.append(f'<h2>{esc(say(f"worksheet.{kind}.title"))}</h2><ol>{answers}</ol>')
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(heading)}: {esc(level_line)}</title>\n"
        f"<style>{_CSS}</style>\n</head>\n<body>\n<main>\n"
        f'<header><h1>{esc(heading)}</h1><p class="meta">{esc(level_line)}</p>'
        f'<p class="who"><span>{esc(say("worksheet.name"))}</span>'
        f'<span>{esc(say("worksheet.date"))}</span></p></header>\n'
        + "\n".join(parts)
        + f'\n<section class="key"><h1>{esc(say("worksheet.key"))}</h1>'
        f'<p class="meta">{esc(heading)}: {esc(level_line)}</p>'
        + "".join(keys)
        + "</section>\n</main>\n</body>\n</html>\n"
    )


def write_worksheet(path: str, seed: int, level: int = 1, kinds: str | Iterable[str] = DEFAULT_KINDS,
                    count: int = 6, rules: Rules | str | None = None) -> str:
    """Write :func:`worksheet_html` to ``path`` (UTF-8); return the path.

    >>> import os, tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     out = write_worksheet(os.path.join(folder, "sheet.html"), 3, count=1)
    ...     open(out, encoding="utf-8").read().startswith("<!DOCTYPE html>")
    True
    >>> write_worksheet("/nonexistent-folder/sheet.html", 3)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.OutputError: Cannot write the worksheet to '/nonexistent-folder/sheet.html': the folder does not exist.
    """
    page = worksheet_html(seed, level, kinds, count, rules)
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(page)
    except FileNotFoundError:
        raise OutputError(say("worksheet.no_folder", path=path)) from None
    return path


__all__ = ["cards_fragment", "question_body", "question_html", "worksheet_html",
           "write_worksheet"]
