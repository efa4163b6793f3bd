"""How long a chapter takes a new reader, counted from what its page shows, and the Learn
index's table of chapters (with the reader's progress, filled in by progress.js).

Words at 200 a minute, 20 seconds to study each drawing (an output with cards or a chart), and
the minutes each widget takes to use (a question set is about five questions). Stated on the
Learn index."""

from __future__ import annotations

import json
import pathlib
import re
from dataclasses import dataclass, field
from html import escape
from typing import Any

from mkdocs.exceptions import PluginError

from scopa_learn.table.pace import hand_minutes
from scopa_learn.words.messages import count_words, say

WORDS_PER_MINUTE = 200
SECONDS_PER_DRAWING = 20
# A game against the computer is counted as one hand, at what a hand takes on the Play page
# (scopa_learn.table.pace, the one home of that figure); a stage's check is timed by its
# questions (stages.py).
MINUTES_PER_WIDGET = {
    "deck": 2, "capture_explorer": 2, "score_calculator": 3, "quiz": 5, "replay": 10,
    "play": hand_minutes(), "puzzle": 10,
}
CHAPTER_TABLE_MARK = "<!-- scopa: chapter table -->"
LEARN = "learn"


@dataclass(frozen=True)
class Chapter:
    """What the Learn table says of one chapter."""

    title: str
    url: str
    words: int
    drawings: int
    widgets: tuple[str, ...]
    #: Its parts (stages, parts to go deeper, games), each timed: see stages.py.
    parts: tuple[Any, ...] = field(default=())

    @property
    def stage_ids(self) -> tuple[str, ...]:
        """The stages of the main path (their checks' names): the chapter is done when each is
        passed; a stage to go deeper is shown on the map but not needed."""
        return tuple(p.stage_id for p in self.parts if p.kind == "stage")

    @property
    def minutes(self) -> int:
        """The whole chapter: reading, drawings and widgets (at least a minute); a chapter cut
        into parts takes what its parts take."""
        if self.parts:
            return max(1, round(float(sum(p.minutes for p in self.parts))))
        seconds = 60 * self.words / WORDS_PER_MINUTE + SECONDS_PER_DRAWING * self.drawings
        return max(1, round(seconds / 60 + sum(MINUTES_PER_WIDGET.get(k, 3) for k in self.widgets)))

    @property
    def reading(self) -> int:
        """The minutes of reading and looking, the widgets left out."""
        return round(self.words / WORDS_PER_MINUTE + self.drawings * SECONDS_PER_DRAWING / 60)


def count(soup: Any) -> tuple[int, int, tuple[str, ...]]:
    """Words a reader reads (the Python and the widgets left out), drawings, widgets' kinds."""
    from bs4 import BeautifulSoup

    copy = BeautifulSoup(str(soup), "html.parser")
    widgets = tuple(str(w.get("data-kind", "")) for w in copy.select("div.scopa-widget"))
    for hidden in copy.select("details.scopa-python, div.scopa-widget, style, script"):
        hidden.decompose()
    drawings = sum(1 for out in copy.select("div.jp-OutputArea-output") if out.find(["svg", "img"]))
    for hidden in copy.select("svg"):
        hidden.decompose()
    words = len(re.findall(r"[^\W_][\w'-]*", copy.get_text(" ")))  # è, però: Italian words too
    return words, drawings, widgets


def number(n: float, lang: str, decimals: int = 0) -> str:
    """A number as the language writes it.

    >>> number(1234, "en"), number(1234, "it"), number(2.25, "it", 1)
    ('1,234', '1.234', '2,2')
    """
    text = f"{n:,.{decimals}f}"
    return text.translate(str.maketrans(",.", ".,")) if lang == "it" else text


def facts(chapter: Chapter, lang: str) -> str:
    """The line under a chapter's title: its time, its reading, its things to try."""
    things = count_words("thing", len(chapter.widgets), lang)
    return (
        '<p class="scopa-chapter-facts">'
        + say("site.chapter.facts", lang, minutes=chapter.minutes, reading=chapter.reading, things=things)
        + f' <span class="scopa-chapter-done" hidden>{say("site.chapter.done", lang)}</span></p>'
    )


COLUMNS = ("number", "chapter", "time", "reading", "things", "progress")


def chapter_table(chapters: list[Chapter], lang: str) -> str:
    """The Learn index's table: a row per chapter, in order, and the whole course."""
    rows = []
    for number_, chapter in enumerate(chapters, start=1):
        here = chapter.url[len(LEARN) + 1:]
        stage_ids = " ".join(chapter.stage_ids)
        rows.append(
            f'<tr data-chapter="{chapter.url}" data-stages="{escape(stage_ids)}"><td>{number_}</td>'
            f'<td><a href="{here}">{chapter.title}</a></td>'
            f'<td>{count_words("minute", chapter.minutes, lang)}</td>'
            f'<td>{say("site.chapters.read", lang, words=number(chapter.words, lang), drawings=chapter.drawings)}</td>'
            f'<td>{len(chapter.widgets)}</td>'
            f'<td class="scopa-progress-cell">{say("site.progress.not_yet", lang)}</td></tr>'
        )
    heads = "".join(f"<th>{say(f'site.chapters.{column}', lang)}</th>" for column in COLUMNS)
    minutes = sum(c.minutes for c in chapters)
    total = say("site.chapters.total", lang, minutes=count_words("minute", minutes, lang),
                hours=number(minutes / 60, lang, 1))
    progress = {state: say(f"site.progress.{state}", lang) for state in ("done", "started", "not_yet")}
    return (
        f'<table data-scopa-chapters data-words="{escape(json.dumps(progress, ensure_ascii=False))}">'
        f"<thead><tr>{heads}</tr></thead><tbody>"
        + "".join(rows)
        + f'</tbody><tfoot><tr><td></td><td>{say("site.chapters.all", lang)}</td><td>{total}</td><td></td>'
        f"<td>{sum(len(c.widgets) for c in chapters)}</td><td></td></tr></tfoot></table>"
    )


def fill_chapter_table(site: pathlib.Path, chapters: list[Chapter], lang: str) -> None:
    """Put the table in the built Learn index; an edition whose chapters are not translated
    yet sends its reader to the English course instead."""
    index = site / LEARN / "index.html"
    if not index.exists():
        return
    html = index.read_text(encoding="utf-8")
    if CHAPTER_TABLE_MARK not in html:
        raise PluginError(f"The Learn page (learn/index.md) lost its marker {CHAPTER_TABLE_MARK}.")
    filling = chapter_table(chapters, lang) if chapters else f'<p>{say("site.no_chapters", lang)}</p>'
    index.write_text(html.replace(CHAPTER_TABLE_MARK, filling), encoding="utf-8")


def continue_link(html: str, lang: str, chapter_urls: list[str]) -> str:
    """progress.js's "continue" line: its words, and the chapters it may lead to."""
    if "data-scopa-continue" not in html:
        return html
    return html.replace(
        "data-scopa-continue",
        f'data-scopa-continue data-text="{escape(say("site.continue", lang, title="{title}"))}" '
        f'data-chapters="{escape(json.dumps(chapter_urls))}"',
    )
