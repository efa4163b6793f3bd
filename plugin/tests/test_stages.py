"""The course's stages (mkdocs_scopa.stages): the parts a chapter's cell tags mark, each timed by
the course's clock; the build stops on a stage over 5 minutes or a first hand too late."""

from __future__ import annotations

import json
import pathlib
from html import escape

import pytest
from bs4 import BeautifulSoup
from mkdocs.exceptions import PluginError
from mkdocs_scopa import stages
from mkdocs_scopa.reading import MINUTES_PER_WIDGET, Chapter
from mkdocs_scopa.stages import Part


def _cell(tag: str | None, body: str) -> str:
    inner = f' class="jp-RenderedMarkdown celltag_{tag}"' if tag else ""
    return f'<div class="jp-Cell"><div{inner}>{body}</div></div>'


def _check(quiz: str, stage: str = "s") -> str:
    config = escape(json.dumps({"stage": stage, "quiz": quiz, "seed": 1, "level": 1, "rule": "x"}))
    return f'<div class="jp-Cell"><div class="scopa-widget" data-kind="stage" data-config="{config}"></div></div>'


def test_the_tagged_cells_cut_a_chapter_into_timed_parts() -> None:
    words = " ".join(["word"] * 200)  # one minute at 200 a minute
    html = (_cell(None, "<h1 id='t'>Title</h1><p>intro</p>") + _cell("stage", f"<h2 id='a'>A</h2><p>{words}</p>")
            + _check("capture", "a") + _cell("practice", "<h2 id='p'>Play</h2><a href='../play/'>play</a>")
            + _cell("deeper", "<h2 id='d'>Odds</h2>"))
    soup = BeautifulSoup(html, "html.parser")
    stages.mark_parts(soup)
    first, practice, deeper = stages.measure_parts(soup, "learn/x/")
    assert (first.kind, first.title, first.anchor, first.stage_id) == ("stage", "A", "a", "a")  # intro included
    assert first.minutes == pytest.approx((203 / 200 * 60 + 5 * 20) / 60)  # words, five captures
    assert practice.kind == "practice" and practice.plays and not first.plays
    # the hand the link sends the learner to play counts at what a hand takes on the Play page
    assert practice.minutes == pytest.approx(2 / 200 + MINUTES_PER_WIDGET["play"])
    assert deeper.kind == "deeper" and deeper.check is None


def test_a_game_on_the_page_is_counted_once() -> None:
    game = '<div class="jp-Cell"><div class="scopa-widget" data-kind="play" data-config="{}"></div></div>'
    soup = BeautifulSoup(_cell("practice", "<h2 id='p'>Play</h2><a href='../play/'>or there</a>") + game,
                         "html.parser")
    stages.mark_parts(soup)
    (practice,) = stages.measure_parts(soup, "learn/x/")
    assert practice.plays and practice.minutes == pytest.approx(3 / 200 + MINUTES_PER_WIDGET["play"])


def test_a_stage_needs_its_one_check() -> None:
    soup = BeautifulSoup(_cell("stage", "<h2>A</h2>") + _cell("stage", "<h2>B</h2>") + _check("scopa"),
                         "html.parser")
    stages.mark_parts(soup)
    with pytest.raises(PluginError, match="the stage 'A' has 0 checks"):
        stages.measure_parts(soup, "learn/x/")


def _site(tmp_path: pathlib.Path) -> pathlib.Path:
    (tmp_path / "learn").mkdir(parents=True)
    (tmp_path / "learn" / "index.html").write_text(f"<main>{stages.STAGE_MAP_MARK}</main>")
    return tmp_path


def _chapter(*parts: Part) -> Chapter:
    return Chapter("Il mazzo", "learn/01-the-deck/", 0, 0, (), parts)


def test_a_stage_over_five_minutes_stops_the_build(tmp_path: pathlib.Path) -> None:
    chapter = _chapter(Part("stage", "Long", "long", 5.2, {"stage": "long"}), Part("practice", "Play", "p", 5, None, True))
    with pytest.raises(PluginError, match="the stage 'Long' takes 5.2 minutes"):
        stages.fill_stage_map(_site(tmp_path), [chapter], "en")


def test_the_first_hand_must_end_within_ten_minutes_and_come_by_stage_6(tmp_path: pathlib.Path) -> None:
    parts = [Part("stage", f"S{n}", f"s{n}", 3.5, {"stage": f"s{n}"}) for n in range(3)]
    # two stages and the hand: it starts at 7 minutes, but it is played to its count at 12
    late = _chapter(*parts[:2], Part("practice", "Play", "p", 5, None, True), *parts[2:])
    assert stages.first_hand([late]) == (2, pytest.approx(12))
    with pytest.raises(PluginError, match=r"first whole hand to play ends after 12.0 minutes .*after stage 2"):
        stages.fill_stage_map(_site(tmp_path / "late"), [late], "en")
    short = [Part("stage", f"S{n}", f"s{n}", 0.5, {"stage": f"s{n}"}) for n in range(7)]
    far = _chapter(*short, Part("practice", "Play", "p", 5, None, True))
    assert stages.first_hand([far]) == (7, pytest.approx(8.5))
    with pytest.raises(PluginError, match=r"after stage 7\).*by stage 6"):
        stages.fill_stage_map(_site(tmp_path / "far"), [far], "en")
    early = _chapter(parts[0], Part("practice", "Play", "p", 5, None, True), *parts[1:])
    assert stages.first_hand([early]) == (1, pytest.approx(8.5))
    site = _site(tmp_path / "early")
    stages.fill_stage_map(site, [early], "en")  # played to its count at 8.5 minutes, after stage 1
    assert "comes after stage 1 and is played to its count within 9 minutes" in (
        site / "learn" / "index.html").read_text()


def test_the_map_shows_each_part_with_its_time_and_the_stages_stars_in_the_editions_words(
        tmp_path: pathlib.Path) -> None:
    chapter = _chapter(Part("stage", "Quattro semi", "semi", 3.4, {"stage": "deck-suits"}),
                       Part("deeper", "Le probabilità", "prob", 1.2),
                       Part("practice", "Gioca", "gioca", 5, None, True))
    site = _site(tmp_path)
    stages.fill_stage_map(site, [chapter], "it")
    html = (site / "learn" / "index.html").read_text()
    assert '<a href="01-the-deck/#semi"><span class="scopa-map-label">Tappa 1</span> Quattro semi</a>' in html
    assert '<span class="scopa-map-time">4 minuti</span> <span class="scopa-stars" data-stage="deck-suits">' in html
    assert "per approfondire" in html and "Capitolo 1: Il mazzo" in html
    assert "arriva dopo la tappa 1 e si gioca fino al conteggio dei punti entro 9 minuti" in html  # 3.4 + 5 (going deeper left out)
