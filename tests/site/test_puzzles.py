"""The puzzle trainer live on the site: a puzzle solved wrong and right by clicks and by
keyboard, the hints, a refused move that leaves the widget working, and the rating and the
review queue kept in the browser across a reload. The expected puzzles and verdicts come from
the same bank here (a set number gives the same puzzles on CPython and in Pyodide)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import open_fresh

from scopa_learn.engine.board import Move
from scopa_learn.puzzles import Puzzle, get_puzzle, list_puzzles
from scopa_learn.puzzles.practice import teacher_set

SET = 12
STORE = "scopa-learn:puzzles:v1"


def open_set(page: Any, site_url: str, live_widget: Any, *, clear: bool = True) -> Any:
    """The Puzzles page opened on set 12 by its address, with no record saved (unless kept)."""
    url = site_url + f"practice/puzzles/?set={SET}"
    if clear:
        open_fresh(page, url)
    else:
        page.goto(url)
    widget = live_widget(page, "puzzle")
    expect(widget.locator(".scopa-z")).to_have_attribute("data-mode", "set")
    return widget


def click_move(widget: Any, move: Move) -> None:
    widget.locator(f'.scopa-z__hand button[data-card="{move.card}"]').click()
    for card in move.capture:
        widget.locator(f'.scopa-z__table button[data-card="{card}"]').click()
    widget.locator(".scopa-z__play").click()


def worse_move(p: Puzzle) -> Move:
    return next(m for m in p.view.legal_moves() if p.grade(m).points_lost > 0)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_puzzle_missed_with_a_hint_then_one_solved_by_keyboard(
    page: Any, site_url: str, live_widget: Any
) -> None:
    ids = teacher_set(list_puzzles(), SET)
    widget = open_set(page, site_url, live_widget)
    root = widget.locator(".scopa-z")
    first = get_puzzle(ids[0])
    expect(root).to_have_attribute("data-puzzle", first.id)

    widget.locator(".scopa-z__hint").click()
    expect(widget.locator(".scopa-z__hints li")).to_have_text([first.hints()[0]])

    # A move the engine refuses: the reason is shown, nothing is graded, the widget goes on.
    card = first.view.hand[0]
    refused = next((c for c in first.view.table if Move(card, (c,)) not in first.view.legal_moves()), None)
    if refused is not None:
        click_move(widget, Move(card, (refused,)))
        expect(widget.locator(".scopa-z__error")).not_to_be_empty()
        expect(root).not_to_have_attribute("data-correct", "false")
        widget.locator(".scopa-z__clear").click()

    wrong = worse_move(first)
    click_move(widget, wrong)
    verdict = widget.locator(".scopa-z__verdict")
    expect(verdict).to_have_attribute("data-correct", "false")
    expect(verdict.locator(".scopa-z__why")).to_have_text(first.grade(wrong).explanation)
    expect(widget.locator(".scopa-z__error")).to_be_empty()

    # The next puzzle, by keyboard alone: the hand is one Tab stop, Enter picks, Enter plays.
    widget.locator(".scopa-z__next").click()
    second = get_puzzle(ids[1])
    expect(root).to_have_attribute("data-puzzle", second.id)
    hand = [str(c) for c in second.view.hand]
    assert widget.locator('.scopa-z__hand button[tabindex="0"]').count() == 1
    widget.locator('.scopa-z__hand button[tabindex="0"]').focus()
    for _ in range(hand.index(str(second.best.card))):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(widget.locator(f'.scopa-z__hand button[data-card="{second.best.card}"]')).to_have_attribute("aria-pressed", "true")
    for card in second.best.capture:
        widget.locator(f'.scopa-z__table button[data-card="{card}"]').focus()
        page.keyboard.press("Enter")
    widget.locator(".scopa-z__play").focus()
    page.keyboard.press("Enter")
    expect(verdict).to_have_attribute("data-correct", "true")
    # Graded: Play is disabled until a new pick, and focus has gone on to Next.
    assert page.evaluate("document.activeElement !== document.body && document.activeElement.dataset.key") == "next"
    expect(widget.locator(".scopa-v__news")).to_contain_text(second.grade(second.best).explanation)

    widget.locator(".scopa-z__show").click()
    expect(widget.locator(".scopa-z__best .scopa-z__after button")).to_have_count(
        len(second.state.play(second.best).table))


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_rating_and_the_review_queue_survive_a_reload(
    page: Any, site_url: str, live_widget: Any
) -> None:
    first = get_puzzle(teacher_set(list_puzzles(), SET)[0])
    widget = open_set(page, site_url, live_widget)
    root = widget.locator(".scopa-z")
    expect(root).to_have_attribute("data-rating", "1200")
    click_move(widget, worse_move(first))
    expect(root).to_have_attribute("data-waiting", "1")
    rating = root.get_attribute("data-rating")
    assert rating is not None and int(rating) < 1200

    saved = json.loads(page.evaluate(f"window.localStorage.getItem('{STORE}')"))
    assert list(saved["review"]) == [first.id]

    page.reload()
    widget = open_set(page, site_url, live_widget, clear=False)
    root = widget.locator(".scopa-z")
    expect(root).to_have_attribute("data-waiting", "1")
    expect(root).to_have_attribute("data-rating", rating)
    expect(root).to_have_attribute("data-tried", "1")
    widget.locator(".scopa-z__progress summary").click()
    expect(widget.locator(f'tr[data-theme="{first.theme}"] td').first).to_have_text("1")
