"""Lesson pages (mkdocs_scopa.lessons): a chapter's cell tags honoured after execution, its
Python folded, and nothing in it that would load from outside the site."""

from __future__ import annotations

import logging
import pathlib

import pytest
from mkdocs_scopa import lessons
from mkdocs_scopa.project import Project

CELLS = (
    "<h1>The deck</h1><p>Forty cards.</p>"
    '<div class="jp-CodeCell celltag_remove-cell"><div class="jp-Cell-inputWrapper">setup()</div>'
    '<div class="jp-OutputArea-output">hidden output</div></div>'
    '<div class="jp-CodeCell celltag_remove-input"><div class="jp-Cell-inputWrapper">shown_only_output()</div>'
    '<div class="jp-OutputArea-output">the output</div></div>'
    '<div class="jp-CodeCell"><div class="jp-CodeCell"><div class="jp-Cell-inputWrapper">plain()</div></div></div>'
)


def test_cell_tags_remove_hide_and_fold_the_python() -> None:
    html, chapter = lessons.as_lesson(CELLS, url="learn/01-the-deck/", title="The deck",
                                      notebook="01-the-deck.ipynb", lang="en")
    assert "setup()" not in html and "hidden output" not in html
    assert "shown_only_output()" not in html and "the output" in html
    assert html.count("<summary>Show the Python</summary>") == 1  # the nested cell folded once
    assert '<details class="scopa-python"><summary>Show the Python</summary><div class="jp-Cell-inputWrapper">plain()' in html
    assert html.startswith('<div class="scopa-chapter" data-chapter="learn/01-the-deck/" data-stages="">')
    assert '<h1>The deck</h1><p class="scopa-chapter-facts">About <b>1 minutes</b>' in html
    assert '<a download="" href="01-the-deck.ipynb">' in html or 'href="01-the-deck.ipynb" download' in html
    assert (chapter.title, chapter.widgets) == ("The deck", ())


def test_a_widget_manager_from_outside_the_site_is_removed_and_reported(caplog: pytest.LogCaptureFixture) -> None:
    page = ('<p>x</p><script type="application/vnd.jupyter.widget-state+json">{}</script>'
            '<script type="text/x-mathjax-config">MathJax.Hub.Config({})</script><script src=""> </script>')
    with caplog.at_level(logging.WARNING, logger="mkdocs.plugins.scopa"):
        assert lessons.without_remote_scripts(page, "learn/01-the-deck.ipynb") == "<p>x</p>"
    assert "learn/01-the-deck.ipynb shows a Jupyter widget that needs a kernel" in caplog.text
    assert lessons.without_remote_scripts("<p>x</p>", "learn/01.ipynb") == "<p>x</p>"


def test_the_notebook_cache_is_emptied_when_the_engine_changes(tmp_path: pathlib.Path) -> None:
    (tmp_path / "scopa_learn").mkdir()
    engine = tmp_path / "scopa_learn" / "cards.py"
    engine.write_text("DECK = 40")
    cache = tmp_path / ".cache" / "mkdocs-jupyter"
    project = Project(tmp_path)
    assert lessons.empty_stale_cache(project, cache)  # first build: nothing to keep
    (cache / "01-the-deck.json").write_text("{}")
    assert not lessons.empty_stale_cache(project, cache)
    assert (cache / "01-the-deck.json").exists()
    engine.write_text("DECK = 52")
    assert lessons.empty_stale_cache(project, cache)
    assert not (cache / "01-the-deck.json").exists()
