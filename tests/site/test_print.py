"""On paper: Chromium prints the worksheet and the rules sheet, and the pages are counted.

A teacher prints on A4 or on Letter; the worksheet made with no count is one page of
questions and one page of answers, the rules sheet one page.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from scopa_learn.drawing.rulesheet import rules_sheet_html
from scopa_learn.worksheet import worksheet_html

PAPER = ("A4", "Letter")


def printed_pages(page: Any, paper: str) -> int:
    """Print the page to PDF on ``paper`` and count the pages in it."""
    pdf = page.pdf(format=paper)
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


@pytest.mark.parametrize("paper", PAPER)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_default_worksheet_prints_one_page_of_questions_and_one_of_answers(
    page: Any, paper: str, level: int
) -> None:
    page.set_content(worksheet_html(42, level))
    assert printed_pages(page, paper) == 2


@pytest.mark.parametrize("paper", PAPER)
def test_more_questions_take_more_pages(page: Any, paper: str) -> None:
    page.set_content(worksheet_html(42, 2, count=12))
    assert printed_pages(page, paper) > 3


@pytest.mark.parametrize("paper", PAPER)
def test_the_rules_sheet_prints_on_one_page(page: Any, paper: str, site_url: str) -> None:
    page.set_content(rules_sheet_html())
    assert printed_pages(page, paper) == 1
    page.goto(site_url + "rules/sheet/")
    assert printed_pages(page, paper) == 1


def test_printing_the_worksheets_page_prints_the_worksheet_it_shows(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "teachers/worksheets/")
    maker = live_widget(page, "quiz_worksheet")
    copy = page.locator('[data-scopa-print="ready"]')
    copy.wait_for(state="attached")
    page.emulate_media(media="print")

    assert not maker.is_visible() and not page.locator(".md-header").is_visible()
    assert copy.locator("h1").first.inner_text() == "Scopa worksheet"
    assert copy.locator("#capture-1").is_visible()
    assert copy.locator(".key").count() == 1
    for paper in PAPER:
        assert printed_pages(page, paper) == 2

    # A new sheet made on the page replaces the printed one.
    page.emulate_media(media="screen")
    maker.locator(".scopa-ws__seed").fill("7")
    maker.locator(".scopa-ws__make").click()
    page.wait_for_function(
        """() => document.querySelector("[data-scopa-print]").shadowRoot
                   .querySelector(".meta").textContent.includes("question set 7")"""
    )


@pytest.mark.parametrize("paper", PAPER)
@pytest.mark.parametrize("edition", ["", "it/"])
def test_the_five_lesson_plans_print_one_page_each(page: Any, paper: str, site_url: str, edition: str) -> None:
    # Issue 21: a teacher prints one page per 50-minute lesson, in both languages.
    page.goto(site_url + edition + "teachers/plans/")
    assert page.locator(".scopa-period").count() == 5
    assert printed_pages(page, paper) == 5


@pytest.mark.parametrize("paper", PAPER)
@pytest.mark.parametrize("edition", ["", "it/"])
def test_the_pupils_handout_prints_on_one_page(page: Any, paper: str, site_url: str, edition: str) -> None:
    page.goto(site_url + edition + "teachers/handout/")
    assert printed_pages(page, paper) == 1
    # It shows the cards (issue 21): an ace of each suit, the three figures, a card of each
    # primiera value, each named for a screen reader, printed 1 cm wide. At that size and in
    # grey they are told apart by their shapes (tests/drawing/test_svg.py, the faces' tests).
    page.emulate_media(media="print")
    cards = page.locator(".scopa-handout-cards svg[role='img']")
    expect(cards).to_have_count(7 + 8)
    assert all(card.get_attribute("aria-label") for card in cards.all())
    shown = {card.get_attribute("data-card") for card in cards.all()}
    assert shown == {"Ad", "Ac", "As", "Ab", "Fb", "Cb", "Rb", "7c", "6c", "5c", "4c", "3c", "2c", "Rc"}
    widths = {round(card.bounding_box()["width"]) for card in cards.all()}
    assert widths == {round(96 / 2.54)}, widths  # 1 cm at the browser's 96 px an inch
