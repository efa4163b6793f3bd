"""The course as stages (issue 21): the parts of a chapter, each timed by the course's clock,
and the Learn page's map of them.

A chapter's notebook marks where each part starts with a cell tag (the single source: the
chapters are not copied anywhere): ``stage`` (one idea and its check, on the main path),
``deeper`` (off the main path: the odds, a chart, the hardest questions) or ``practice`` (a
game or a replayed hand between stages). A part runs to the next tagged cell; the cells before
the first one belong to it. A stage's check is the stage player
(``make_widget("stage", stage=..., quiz=..., ...)``), which the part's time counts by its
questions.

A part to play that sends the learner to the Play pages (a link, not a Play widget) counts the
hand played there at what a hand takes on the Play page (``MINUTES_PER_WIDGET["play"]``, the
Play widget's time).

The build fails when a stage takes more than :data:`STAGE_MINUTES` by the course's clock, or
when the first whole hand to play (a part with a game, or a link to the Play pages) *ends*
after more than :data:`FIRST_HAND_MINUTES` of the main path (its stages and games, the hand
itself included) or comes after stage :data:`FIRST_HAND_STAGE`.
"""

from __future__ import annotations

import json
import math
import pathlib
from dataclasses import dataclass
from html import escape, unescape
from typing import Any

from mkdocs.exceptions import PluginError

from scopa_learn.words.messages import count_words, say

STAGE_MINUTES = 5
FIRST_HAND_MINUTES = 10
#: The first whole hand ends within this many minutes of the main path (the issue's title) ...
#: ... and comes by this stage of the main path (issue 21: a first whole hand by about stage 6).
FIRST_HAND_STAGE = 6
TAGS = ("stage", "deeper", "practice")
STAGE_MAP_MARK = "<!-- scopa: stage map -->"
LEARN = "learn"
# The seconds one question of each kind takes: reading it, looking at the cards, answering and
# reading the verdict. A stage's check is five of them.
SECONDS_PER_QUESTION = {
    "cards": 10, "deal": 15, "capture": 20, "scopa": 15, "last-taker": 15, "match-end": 20, "teams": 25,
    "primiera": 40, "counting": 40,
}


@dataclass(frozen=True)
class Part:
    """One part of a chapter: its kind (a tag of :data:`TAGS`), its heading and anchor, its
    minutes by the course's clock, its stage's check (the stage player's settings), and
    whether it plays a whole hand (a game, or a link to the Play pages)."""

    kind: str
    title: str
    anchor: str
    minutes: float
    check: dict[str, Any] | None = None
    plays: bool = False

    @property
    def stage_id(self) -> str:
        return str((self.check or {}).get("stage", ""))


def _top_cells(soup: Any) -> list[Any]:
    """The notebook's cells in the page, in order (a cell nested in another is the outer's)."""
    return [c for c in soup.select("div.jp-Cell")
            if not any("jp-Cell" in (p.get("class") or []) for p in c.parents if p is not soup)]


def mark_parts(soup: Any) -> None:
    """Number the parts of a rendered chapter on its cells (``data-scopa-part``); the cell
    that starts one also gets ``data-scopa-part-kind``. Run before the cells are removed."""
    number, first = 0, True
    for cell in _top_cells(soup):
        classes = set(cell.get("class") or []) | {
            c for inner in cell.select("[class*=celltag_]") for c in inner.get("class") or []}
        tag = next((t for t in TAGS if f"celltag_{t}" in classes), None)
        if tag is not None:
            if not first:
                number += 1
            first = False  # the cells before the first tagged one belong to its part
            cell["data-scopa-part-kind"] = tag
        cell["data-scopa-part"] = str(number)


def widget_seconds(widget: Any, minutes_per_widget: dict[str, int]) -> float:
    """What one widget takes by the course's clock: a stage by its questions, others by kind."""
    kind = widget.get("data-kind", "")
    if kind != "stage":
        return 60.0 * minutes_per_widget.get(kind, 3)
    config = json.loads(unescape(widget.get("data-config", "{}")))
    return float(config.get("count", 5) * SECONDS_PER_QUESTION.get(config.get("quiz", ""), 30))


def measure_parts(soup: Any, src_uri: str) -> tuple[Part, ...]:
    """Each part of a chapter marked by :func:`mark_parts`, with its time and its check."""
    from bs4 import BeautifulSoup

    from .reading import MINUTES_PER_WIDGET, SECONDS_PER_DRAWING, WORDS_PER_MINUTE, count

    parts = []
    numbers = sorted({int(c["data-scopa-part"]) for c in soup.select("[data-scopa-part]")})
    for n in numbers:
        cells = soup.select(f'[data-scopa-part="{n}"]')
        starts = [c for c in cells if c.has_attr("data-scopa-part-kind")]
        if not starts:
            continue  # a chapter with no parts marked
        kind = str(starts[0]["data-scopa-part-kind"])
        heading = starts[0].find(["h1", "h2", "h3"])
        if heading is None:
            raise PluginError(f"{src_uri}: a cell tagged {kind} has no heading to name it.")
        section = BeautifulSoup("".join(str(c) for c in cells), "html.parser")
        words, drawings, _ = count(section)
        seconds = 60 * words / WORDS_PER_MINUTE + SECONDS_PER_DRAWING * drawings + sum(
            widget_seconds(w, MINUTES_PER_WIDGET) for w in section.select("div.scopa-widget"))
        checks = [json.loads(unescape(str(w.get("data-config", "{}"))))
                  for w in section.select('div.scopa-widget[data-kind="stage"]')]
        title = heading.get_text(" ", strip=True).replace("¶", "").strip()
        if kind == "stage" and len(checks) != 1:
            raise PluginError(f"{src_uri}: the stage '{title}' has {len(checks)} checks; a stage "
                              'has one (make_widget("stage", ...)).')
        games = section.select('div.scopa-widget[data-kind="play"]')
        plays = bool(games or section.select('a[href*="play/"]'))
        if kind == "practice" and plays and not games:  # the hand is played on the Play pages
            seconds += 60 * MINUTES_PER_WIDGET["play"]
        parts.append(Part(kind, title, str(heading.get("id", "")), seconds / 60,
                          checks[0] if checks else None, plays))
    return tuple(parts)


def too_long(chapters: list[Any]) -> list[str]:
    """The stages (to go deeper too) over :data:`STAGE_MINUTES`, named."""
    return [f"{c.url}: the stage '{p.title}' takes {p.minutes:.1f} minutes"
            for c in chapters for p in c.parts if p.kind != "practice" and p.minutes > STAGE_MINUTES]


def first_hand(chapters: list[Any]) -> tuple[int, float]:
    """The stages of the main path before the first whole hand to play, and the minutes of the
    main path (stages and games) by the time that hand ends, its own time included."""
    stage, elapsed = 0, 0.0
    for chapter in chapters:
        for part in chapter.parts:
            if part.kind == "practice" and part.plays:
                return stage, elapsed + part.minutes
            if part.kind == "stage":
                stage += 1
            if part.kind != "deeper":
                elapsed += part.minutes
    raise PluginError("The course has no whole hand to play: no practice part with a game.")


def stage_map(chapters: list[Any], lang: str) -> str:
    """The map: a list per chapter of its parts, each with its time, the stages with their
    stars (filled in the browser by progress.js from the stage player's memory)."""
    stage = deeper = 0
    blocks = []
    for number, chapter in enumerate(chapters, start=1):
        here = chapter.url[len(LEARN) + 1:]
        items = []
        for part in chapter.parts:
            link = f"{here}#{part.anchor}" if part.anchor else here
            minutes = count_words("minute", max(1, math.ceil(part.minutes - 1e-9)), lang)
            if part.kind == "stage":
                stage += 1
                label = say("site.stages.stage", lang, n=stage)
            elif part.kind == "deeper":
                deeper += 1
                label = say("site.stages.deeper", lang)
            else:
                label = say("site.stages.practice", lang)
            sid = escape(part.stage_id)
            stars = f' <span class="scopa-stars" data-stage="{sid}">☆☆☆</span>' if sid else ""
            items.append(
                f'<li class="scopa-map-{part.kind}" data-stage="{sid}"><a href="{escape(link)}">'
                f'<span class="scopa-map-label">{label}</span> {escape(part.title)}</a> '
                f'<span class="scopa-map-time">{minutes}</span>{stars}</li>')
        title = say("site.stages.chapter", lang, n=number, title=escape(chapter.title))
        blocks.append(f'<li class="scopa-map-chapter" data-chapter="{chapter.url}"><h3>{title}</h3>'
                      f'<ol class="scopa-map-stages">{"".join(items)}</ol></li>')
    first, elapsed = first_hand(chapters)
    summary = say("site.stages.summary", lang, stages=stage, deeper=deeper, limit=STAGE_MINUTES,
                  first=first, minutes=math.ceil(elapsed - 1e-9))
    words = {"none": say("site.stages.none", lang), "stars": say("site.stages.stars", lang, stars="{stars}")}
    return (f'<p class="scopa-map-summary">{summary}</p>'
            f'<ol class="scopa-stage-map" data-words="{escape(json.dumps(words, ensure_ascii=False))}">'
            f'{"".join(blocks)}</ol>')


def fill_stage_map(site: pathlib.Path, chapters: list[Any], lang: str) -> None:
    """Put the map in the built Learn page, after checking the course's clock."""
    index = site / LEARN / "index.html"
    if not index.exists() or not chapters:
        return
    over = too_long(chapters)
    if over:
        raise PluginError(f"Stages over {STAGE_MINUTES} minutes by the course's clock (split or "
                          "shorten them): " + "; ".join(over))
    first, minutes = first_hand(chapters)
    if minutes > FIRST_HAND_MINUTES or first > FIRST_HAND_STAGE:
        raise PluginError(f"The first whole hand to play ends after {minutes:.1f} minutes of the "
                          f"main path (it comes after stage {first}): it must end within "
                          f"{FIRST_HAND_MINUTES} minutes and come by stage {FIRST_HAND_STAGE}.")
    html = index.read_text(encoding="utf-8")
    if STAGE_MAP_MARK not in html:
        raise PluginError(f"The Learn page (learn/index.md) lost its marker {STAGE_MAP_MARK}.")
    index.write_text(html.replace(STAGE_MAP_MARK, stage_map(chapters, lang)), encoding="utf-8")
