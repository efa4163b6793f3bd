"""The study marks, one switch for every widget that shows cards (issue 21, item 6): off in the
Play widget, the table is drawn without them and the game goes on; the choice is the reader's,
kept in this browser across a reload and on every other page, in both languages; the cards'
names for a screen reader stay the same, and the page stays clean for axe.

The marks (the corner letters, a figure's value, the settebello's star) are the course's, not a
real deck's: see scopa_learn/drawing/svg.py."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import THEMES, axe_violations, set_theme
from test_play import READY, TURN_MS, start

from scopa_learn.words.messages import say

KEY = "scopa-learn:study:v1"  # where the toolkit keeps the choice (static/_dom.js)


@pytest.fixture
def forget_the_choice(page: Any, site_url: str) -> Iterator[None]:
    """The tests share one browser (and a worker's tests one page): each starts from the
    reader's default, marks on, whatever an earlier test left, and puts it back afterwards."""
    page.goto(site_url + "about/")  # a page without widgets: none reads the key meanwhile
    page.evaluate("(key) => localStorage.removeItem(key)", KEY)
    yield
    page.goto(site_url)
    page.evaluate("(key) => localStorage.removeItem(key)", KEY)


def switch(widget: Any, lang: str = "en") -> Any:
    return widget.get_by_role("checkbox", name=say("widget.ui.study", lang))


def marks_shown(widget: Any, within: str = ":scope") -> int:
    """How many study marks of the widget's cards (or of its part ``within``) are on screen.

    Read from the widget's own element, which a redraw never replaces, in one pass: a part's
    element may be swapped by a redraw (the answer to an earlier click) between Playwright
    finding it and reading it, and a detached element shows nothing (CI read 0 marks of a hand
    of three cards, each drawn with its marks, that way)."""
    return int(widget.evaluate("""(w, within) => [...w.querySelectorAll(`${within} .scopa-study`)]
        .filter((g) => g.getClientRects().length && getComputedStyle(g).display !== 'none').length""", within))


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_off_in_play_the_table_loses_its_marks_and_the_game_goes_on(
        page: Any, site_url: str, live_widget: Any, forget_the_choice: None) -> None:
    widget = start(page, site_url, live_widget)
    page.wait_for_function(READY, arg=[None], timeout=TURN_MS)
    card = widget.locator(".scopa-p__hand button").first
    name = card.get_attribute("aria-label")
    expect(widget.locator(".scopa-p__hand button")).to_have_count(3)
    assert marks_shown(widget, ".scopa-p__hand") == 3
    assert marks_shown(widget, ".scopa-p__table") >= 1
    box = switch(widget)
    expect(box).to_be_checked()
    box.focus()  # by keyboard
    page.keyboard.press("Space")
    expect(box).not_to_be_checked()
    assert marks_shown(widget) == 0
    expect(card).to_have_attribute("aria-label", name or "")  # the names stay
    for theme in THEMES:
        set_theme(page, theme)
        found = [f"{v['id']} {v['targets'][:2]}" for v in axe_violations(page) if v["impact"] in ("serious", "critical")]
        assert not found, f"[{theme}] {found}"

    # The game goes on: a card played, the computer's answer, still without marks.
    plays = widget.locator(".scopa-p").get_attribute("data-plays")
    card.click()
    if widget.locator(".scopa-p__choice").count():
        widget.locator(".scopa-p__choice").first.click()
    page.wait_for_function(READY, arg=[plays], timeout=TURN_MS)
    assert widget.locator(".scopa-p").get_attribute("data-plays") != plays
    assert widget.locator(".scopa-p__hand button").count() == 2
    assert marks_shown(widget) == 0
    expect(box).not_to_be_checked()

    # The reader's choice survives a reload, and holds on another page, in Italian too.
    page.reload()
    expect(switch(live_widget(page, "play"))).not_to_be_checked()
    page.goto(site_url + "rules/captures/")
    explorer = live_widget(page, "capture_explorer")
    expect(switch(explorer)).not_to_be_checked()
    assert explorer.locator(".scopa-study").count() > 0 and marks_shown(explorer) == 0
    page.goto(site_url + "it/practice/captures/")
    quiz = live_widget(page, "quiz")
    expect(switch(quiz, "it")).not_to_be_checked()
    assert quiz.locator(".scopa-study").count() > 0 and marks_shown(quiz) == 0
    # And back on, from there, for every page.
    switch(quiz, "it").check()
    assert marks_shown(quiz) > 0
    page.goto(site_url + "rules/captures/")
    expect(switch(live_widget(page, "capture_explorer"))).to_be_checked()


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_replay_and_the_puzzles_follow_the_choice(
        page: Any, site_url: str, live_widget: Any, forget_the_choice: None) -> None:
    page.goto(site_url + "examples/anna-and-bruno-hand/")
    replay = live_widget(page, "replay")
    assert marks_shown(replay) > 0
    switch(replay).uncheck()
    assert marks_shown(replay) == 0
    page.goto(site_url + "practice/puzzles/")
    puzzle = live_widget(page, "puzzle")
    expect(switch(puzzle)).not_to_be_checked()
    assert puzzle.locator(".scopa-study").count() > 0 and marks_shown(puzzle) == 0
