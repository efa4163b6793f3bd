"""Reading times and the Learn table (mkdocs_scopa.reading): a chapter's minutes counted from
what its page shows, in the edition's words and numbers."""

from __future__ import annotations

import pathlib

import pytest
from bs4 import BeautifulSoup
from mkdocs.exceptions import PluginError
from mkdocs_scopa import reading
from mkdocs_scopa.reading import Chapter


def test_a_chapters_minutes_count_words_drawings_and_widgets() -> None:
    chapter = Chapter("The deck", "learn/01-the-deck/", words=600, drawings=3, widgets=("deck", "quiz"))
    assert chapter.reading == 4  # 3 minutes of words and one of drawings
    assert chapter.minutes == 3 + 1 + 2 + 5
    assert Chapter("Short", "learn/x/", words=0, drawings=0, widgets=()).minutes == 1


def test_the_python_and_the_widgets_are_not_counted_as_reading() -> None:
    soup = BeautifulSoup(
        "<p>Four words to read.</p>"
        '<details class="scopa-python"><summary>Show</summary>x = one two three</details>'
        '<div class="scopa-widget" data-kind="quiz"><p>Loading the quiz</p></div>'
        '<div class="jp-OutputArea-output"><svg><text>7d</text></svg></div>'
        "<p>È però così.</p>",
        "html.parser",
    )
    assert reading.count(soup) == (7, 1, ("quiz",))


def test_the_learn_table_speaks_the_editions_language() -> None:
    chapters = [Chapter("Il mazzo", "learn/01-the-deck/", 1234, 2, ("deck",)),
                Chapter("Le prese", "learn/02-captures/", 800, 0, ("quiz", "quiz"))]
    table = reading.chapter_table(chapters, "it")
    assert '<a href="01-the-deck/">Il mazzo</a>' in table
    assert "1.234 parole, 2 disegni" in table and "<th>da provare</th>" in table
    assert "<td>tutti i capitoli</td><td>23 minuti (0,4 ore)</td>" in table
    english = reading.chapter_table(chapters[:1], "en")
    assert "1,234 words, 2 drawings" in english and "<td>9 minutes</td>" in english
    assert "&quot;not_yet&quot;: &quot;not yet&quot;" in english


def test_a_learn_page_that_lost_its_marker_stops_the_build(tmp_path: pathlib.Path) -> None:
    (tmp_path / "learn").mkdir()
    (tmp_path / "learn" / "index.html").write_text("<p>no table here</p>")
    with pytest.raises(PluginError, match="lost its marker"):
        reading.fill_chapter_table(tmp_path, [], "en")


def test_the_continue_line_gets_its_words_with_the_title_left_for_the_page() -> None:
    html = reading.continue_link('<p data-scopa-continue hidden></p>', "it", ["learn/01-the-deck/"])
    assert 'data-text="Continua da dove eri rimasto: {title}"' in html
    assert 'data-chapters="[&quot;learn/01-the-deck/&quot;]"' in html
    assert reading.continue_link("<p>none</p>", "it", []) == "<p>none</p>"
