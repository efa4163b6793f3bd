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
scopa_learn.errors.QuizError: There is no quiz 'chess': choose capture, primiera, counting, scopa, last-taker, match-end, teams, cards or deal.
"""

from __future__ import annotations

from collections.abc import Iterable

from .engine.rules import Rules
from .errors import OutputError, QuizError
from .quiz import (
    DEFAULT_KINDS,
    KINDS,
    ChoiceQuestion,
    Question,
    question_set,
    read_level,
    read_seed,
)
from .quiz.render import answer_html, cards_fragment, esc, question_body, question_html, why_html
from .words.lists import or_list
from .words.messages import get_language, say, using_language

#: The questions of each kind that a worksheet holds when no count is given: together they fill
#: one printed page, A4 or Letter (a counting question is two piles of all 40 cards, so it takes
#: the room of three captures). ``tests/site/test_print.py`` prints it and counts the pages.
ONE_PAGE: dict[str, int] = {"capture": 6, "primiera": 4, "counting": 2, "scopa": 4,
                             "last-taker": 4, "match-end": 4, "teams": 2, "cards": 6,
                             "deal": 6}

# One page of questions, one of answers: 10 pt type, cards small enough for three captures or
# two piles to a row. Headings never end a page (break-after), a question or an answer is
# never cut in two (break-inside). Everything hangs off .sheet, so the same rules serve the
# page on its own and its copy inside the site's Worksheets page; sizes are in em of the sheet's
# 10 pt, not rem, since the site's root font size is not the browser's.
_CSS = """
:root { color-scheme: light; }
body { margin: 0; background: #fff; }
.sheet { font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111;
         background: #fff; max-width: 57.6em; margin: 0 auto; padding: 1.2em; }
.sheet h1 { font-size: 15pt; margin: 0; }
.sheet h2 { font-size: 12pt; margin: 0.84em 0 0.12em; border-bottom: 1.5px solid #333;
            break-after: avoid; page-break-after: avoid; }
.sheet header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.24em 1.44em; }
.meta { margin: 0; color: #333; }
.who { display: flex; gap: 1.8em; margin: 0.36em 0 0; flex: 1 1 100%; }
.who span { flex: 1; border-bottom: 1px solid #555; }
.how { margin: 0.12em 0 0.36em; font-size: 8.5pt; break-after: avoid; page-break-after: avoid; }
ol.questions { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.42em 1.2em; }
ol.questions.cols-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
ol.questions.cols-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
ol.questions.cols-1 { grid-template-columns: minmax(0, 1fr); }
ol.questions > li { break-inside: avoid; page-break-inside: avoid; padding: 0.24em 0;
                    border-bottom: 1px dashed #999; display: grid;
                    grid-template-columns: 2.52em minmax(0, 1fr); }
.part-head { break-inside: avoid; page-break-inside: avoid; }
.qhead { margin: 0; display: flex; flex-direction: column; line-height: 1.1; }
.n { font-weight: 700; }
.seed { color: #555; font-size: 6.5pt; }
.seed-note { font-size: 8pt; }
.row { display: flex; align-items: center; gap: 0.48em; flex-wrap: wrap; margin: 0.18em 0; }
.label { font-weight: 600; }
.capture .label { min-width: 4.32em; }
.cards-text { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 600; }
.card-text { display: inline-block; border: 1.5px solid #333; border-radius: 4px;
             padding: 0 0.3em; margin: 0 0.12em; }
.fan .scopa-cards { gap: 0 !important; flex-wrap: nowrap !important; }
.fan svg + svg { margin-left: -13.5px; }
.note { color: #333; font-size: 9pt; }
.write { margin: 0.24em 0 0; }
.write span { display: inline-block; min-width: 9.6em; border-bottom: 1px solid #555; }
.capture .write span { min-width: 5.4em; }
.pile { margin: 0.12em 0; line-height: 1.2; }
table.awards { border-collapse: collapse; font-size: 7.5pt; margin-top: 0.3em; width: 100%; }
table.awards th, table.awards td { border: 1px solid #777; padding: 0 0.144em; text-align: center; }
table.awards td { height: 1.32em; }
.key { break-before: page; page-break-before: always; margin-top: 1.8em; }
.key h2 { font-size: 11pt; }
.key ol { padding-left: 1.68em; margin: 0.24em 0; columns: 2; column-gap: 1.8em; }
.key li { margin: 0 0 0.42em; break-inside: avoid; page-break-inside: avoid; }
.prompt { margin: 0 0 .36em; }
.choices { margin: .36em 0 0; }
.choices .choice { display: inline-block; margin-right: 1.5em; white-space: nowrap; }
.key .answer { font-weight: 700; }
.key .why { white-space: pre-line; color: #222; font-size: 8.5pt; }
@page { margin: 10mm 11mm; }
@media print {
  .sheet { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
"""



def _kinds(kinds: str | Iterable[str]) -> tuple[str, ...]:
    chosen = (kinds,) if isinstance(kinds, str) else tuple(kinds)
    for kind in chosen:
        if kind not in KINDS:
            raise QuizError(say("quiz.bad_kind", kind=kind,
                                 kinds=or_list(KINDS)))
    if not chosen:
        raise QuizError(say("worksheet.no_kinds", kinds=", ".join(KINDS)))
    return tuple(k for k in KINDS if k in chosen)


def _lead(q: Question) -> str:
    """A one-choice question's facts in words (the last taker, the score): its cards alone
    do not say them. The other kinds are all in their drawing."""
    return f'<p class="prompt">{esc(q.prompt)}</p>' if isinstance(q, ChoiceQuestion) else ""


#: How many questions of a kind share a row on the printed page.
_COLUMNS = {"capture": 3, "primiera": 2, "counting": 2}


def _count(count: int | None) -> int | None:
    if count is None:
        return None
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 30:
        raise QuizError(say("worksheet.bad_count", count=count))
    return count


def worksheet_html(seed: int, level: int = 1, kinds: str | Iterable[str] = DEFAULT_KINDS,
                   count: int | None = None, rules: Rules | str | None = None, *,
                   title: str | None = None, lang: str | None = None) -> str:
    """A printable worksheet: questions of each of ``kinds``, then the answer key on a page of
    its own. The same arguments always give the same page.

    ``kinds`` is any of :data:`scopa_learn.quiz.KINDS` (by default ``capture``, ``primiera``
    and ``counting``); ``level`` 1, 2 or 3. ``count`` is the number of questions of each
    kind; without it, the default sheet holds one printed page of questions
    (:data:`ONE_PAGE`: 6 captures, 4 primiera questions, 2 hands to count).

    >>> page = worksheet_html(7, level=1, kinds="capture", count=2)
    >>> page.count("<li"), "Answer key" in page
    (4, True)
    >>> italian = worksheet_html(7, level=1, kinds="capture", count=2, lang="it")
    >>> '<html lang="it">' in italian, "Soluzioni" in italian, "Answer key" in italian
    (True, True, False)
    >>> worksheet_html(7).count('class="n"')
    12
    >>> worksheet_html(7, count=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: A worksheet has 1 to 30 questions of each kind, not 0.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return worksheet_html(seed, level, kinds, count, rules, title=title)
    seed, level = read_seed(seed), read_level(level)
    chosen = _kinds(kinds)
    number = _count(count)
    sets = {kind: question_set(kind, seed, level, number or ONE_PAGE[kind], rules)
            for kind in chosen}
    heading = title or say("worksheet.title")
    level_line = say("worksheet.meta", level=level, name=say(f"quiz.level.{level}"), seed=seed)
    parts, keys = [], []
    for kind, questions in sets.items():
        items = [f'<li id="{kind}-{n}"><p class="qhead"><span class="n">{n}.</span>'
                 f'<span class="seed">{q.seed}</span></p>'
                 f'<div class="qbody">{_lead(q)}{question_body(q)}</div></li>'
                 for n, q in enumerate(questions, start=1)]
        # The heading goes with the first row of questions: never alone at the foot of a page.
        per_row = _COLUMNS.get(kind, 2)
        ol = f'<ol class="questions cols-{per_row}"'
        rest = f'{ol} start="{per_row + 1}">{"".join(items[per_row:])}</ol>' if items[per_row:] else ""
        parts.append(f'<section class="part {kind}"><div class="part-head">'
                     f'<h2>{esc(say(f"worksheet.{kind}.title"))}</h2>'
                     f'<p class="how">{esc(say(f"worksheet.{kind}.how"))}</p>'
                     f'{ol}>{"".join(items[:per_row])}</ol></div>{rest}</section>')
        answers = "".join(f'<li id="{kind}-{n}-key">{answer_html(q)}{why_html(q)}</li>'
                          for n, q in enumerate(questions, start=1))
        keys.append(f'<div class="key-part"><h2>{esc(say(f"worksheet.{kind}.title"))}</h2>'
                    f"<ol>{answers}</ol></div>")
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{get_language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(heading)}: {esc(level_line)}</title>\n"
        f"<style>{_CSS}</style>\n</head>\n<body>\n<main class=\"sheet\">\n"
        f'<header><h1>{esc(heading)}</h1><p class="meta">{esc(level_line)}</p>'
        f'<p class="meta seed-note">{esc(say("worksheet.seed_note"))}</p>'
        f'<p class="who"><span>{esc(say("worksheet.name"))}</span>'
        f'<span>{esc(say("worksheet.date"))}</span></p></header>\n'
        + "\n".join(parts)
        + f'\n<section class="key"><h1>{esc(say("worksheet.key"))}</h1>'
        f'<p class="meta">{esc(heading)}: {esc(level_line)}</p>'
        + "".join(keys)
        + "</section>\n</main>\n</body>\n</html>\n"
    )


def write_worksheet(path: str, seed: int, level: int = 1, kinds: str | Iterable[str] = DEFAULT_KINDS,
                    count: int | None = None, rules: Rules | str | None = None, *, lang: str | None = None) -> str:
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
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return write_worksheet(path, seed, level, kinds, count, rules)
    page = worksheet_html(seed, level, kinds, count, rules, lang=lang)
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(page)
    except FileNotFoundError:
        raise OutputError(say("worksheet.no_folder", path=path)) from None
    return path


__all__ = ["ONE_PAGE", "cards_fragment", "question_body", "question_html", "worksheet_html",
           "write_worksheet"]
