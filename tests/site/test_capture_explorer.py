"""The capture explorer live on the site (issue 3): positions clicked by the test, answered by
the engine running in the browser. Rules: the AGIMEG guide, the online game's rules page."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

# Each test opens its page by instant navigation on its worker's shared page (conftest.py).
pytestmark = pytest.mark.shared_page

PAGE = "rules/captures/"


def options(explorer: Any) -> list[str]:
    return [o.get_attribute("data-cards") for o in explorer.locator(".scopa-x__option").all()]


def test_the_equal_card_comes_first(page: Any, site_url: str, live_widget: Any) -> None:
    """The page opens on 6s over 6c 2d 4b Ad 5c: only the 6c may be taken, not a sum."""
    page.goto(site_url + PAGE)
    explorer = live_widget(page, "capture_explorer")
    expect(explorer.locator(".scopa-x__option")).to_have_count(1)
    assert options(explorer) == ["6c"]
    expect(explorer.locator(".scopa-x__reason")).to_contain_text("the equal card comes first")


def test_taking_the_equal_card_away_leaves_a_choice_between_sums(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + PAGE)
    explorer = live_widget(page, "capture_explorer")
    explorer.locator('.scopa-x__table button[data-card="6c"]').click()
    expect(explorer.locator(".scopa-x__option")).to_have_count(2)
    assert options(explorer) == ["2d 4b", "Ad 5c"]
    expect(explorer.locator(".scopa-x__reason")).to_contain_text("you choose")


def test_a_position_built_by_clicks_shows_a_scopa(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + PAGE)
    explorer = live_widget(page, "capture_explorer")
    explorer.get_by_role("button", name="Clear").click()
    expect(explorer.locator(".scopa-x__table button")).to_have_count(0)
    explorer.locator('.scopa-x__pick[data-card="7d"]').click()
    explorer.locator(".scopa-x__mode-table").check()
    explorer.locator('.scopa-x__pick[data-card="3c"]').click()
    explorer.locator('.scopa-x__pick[data-card="4s"]').click()
    # Wait for the capture itself: between the clicks the row "stays on the table" is one option too.
    expect(explorer.locator('.scopa-x__option[data-cards="3c 4s"]')).to_have_count(1)
    assert options(explorer) == ["3c 4s"]
    expect(explorer.locator(".scopa-x__badge")).to_have_text("scopa!")
    # The same capture with the last card of the hand is no scopa (the AGIMEG guide, a hand 5).
    explorer.locator(".scopa-x__last").check()
    expect(explorer.locator(".scopa-x__badge")).to_have_count(0)
    expect(explorer.locator(".scopa-x__reason")).to_contain_text("no scopa")


def test_a_card_that_takes_nothing_stays(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + PAGE)
    explorer = live_widget(page, "capture_explorer")
    explorer.get_by_label("Your card, like 6s").fill("Rd")
    explorer.get_by_label("Table cards, like 6c 2d 4b").fill("3c 2b")
    explorer.get_by_role("button", name="Show captures").click()
    expect(explorer.locator(".scopa-x__stays")).to_be_visible()
    expect(explorer.locator(".scopa-x__reason")).to_contain_text("stays on the table")


def test_the_same_card_twice_is_refused_and_the_widget_keeps_working(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + PAGE)
    explorer = live_widget(page, "capture_explorer")
    explorer.locator(".scopa-x__mode-table").check()
    explorer.locator('.scopa-x__pick[data-card="6s"]').click()
    expect(explorer.locator(".scopa-x__error")).to_contain_text("is the card you play")
    explorer.get_by_label("Table cards, like 6c 2d 4b").fill("2d 2d")
    explorer.get_by_role("button", name="Show captures").click()
    expect(explorer.locator(".scopa-x__error")).to_contain_text("twice")
    # Still live: a valid click clears the error and answers.
    explorer.locator('.scopa-x__pick[data-card="Ad"]').click()
    expect(explorer.locator(".scopa-x__error")).to_have_text("")


def test_the_explorer_works_from_the_keyboard(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + PAGE)
    explorer = live_widget(page, "capture_explorer")
    explorer.locator('.scopa-x__pick[data-card="Fc"]').focus()
    page.keyboard.press("Enter")
    expect(explorer.locator('.scopa-x__played span[data-card="Fc"]')).to_be_visible()
    expect(explorer.locator(".scopa-x__reason")).to_contain_text("add up to 8")
