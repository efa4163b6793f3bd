"""The deck widget, live on the site: the first widget end to end (engine in Pyodide)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_deck_widget_in_the_notebook_page_is_live(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "learn/01-the-deck/")
    deck = live_widget(page, "deck")
    expect(deck.locator("button[data-card]")).to_have_count(40)

    deck.locator('button[data-card="7d"]').click()

    expect(deck.locator(".scopa-deck__name")).to_have_text("7 di denari (seven of coins)")
    expect(deck.locator(".scopa-deck__capture")).to_have_text("7")
    # chapter 1 does not teach the primiera: its deck does not show that value (issue 21)
    expect(deck.locator(".scopa-deck__primiera")).to_have_count(0)
    expect(deck.locator('button[data-card="7d"]')).to_have_attribute("aria-pressed", "true")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_rules_page_deck_shows_the_primiera_value(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "rules/")
    deck = live_widget(page, "deck")
    deck.locator('button[data-card="7d"]').click()
    expect(deck.locator(".scopa-deck__primiera")).to_have_text("21")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_study_marks_switch_off_and_the_names_stay(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "learn/01-the-deck/")
    deck = live_widget(page, "deck")
    card = deck.locator('button[data-card="Rb"]')
    name = card.get_attribute("aria-label")
    expect(card.locator(".scopa-study")).to_be_visible()
    deck.get_by_role("checkbox", name="Show the study marks (corner letters and values)").uncheck()
    expect(card.locator(".scopa-study")).to_be_hidden()
    expect(card).to_have_attribute("aria-label", name or "")
    card.click()
    expect(deck.locator(".scopa-deck__picture .scopa-study")).to_be_hidden()
    deck.get_by_role("checkbox").check()
    expect(card.locator(".scopa-study")).to_be_visible()


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_card_that_does_not_exist_shows_why_and_the_widget_keeps_working(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "learn/01-the-deck/")
    deck = live_widget(page, "deck")

    deck.get_by_role("textbox").fill("11d")
    deck.get_by_role("button", name="Show").click()
    expect(deck.locator(".scopa-deck__error")).to_contain_text("'11d' is not a card")

    deck.locator('button[data-card="Rb"]').click()
    expect(deck.locator(".scopa-deck__error")).to_have_text("")
    expect(deck.locator(".scopa-deck__name")).to_have_text("re di bastoni (king of batons)")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_deck_is_usable_from_the_keyboard(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + "rules/")
    deck = live_widget(page, "deck")

    deck.locator('button[data-card="Ac"]').focus()
    page.keyboard.press("Enter")
    expect(deck.locator(".scopa-deck__name")).to_have_text("asso di coppe (ace of cups)")

    deck.get_by_role("textbox").fill("settebello")
    page.keyboard.press("Enter")
    expect(deck.locator(".scopa-deck__name")).to_have_text("7 di denari (seven of coins)")


def test_a_deck_live_on_its_drawn_view_is_corrected_when_the_engine_would_draw_another(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The engine goes live on the view the page drew from the build and checks it after: a page
    whose drawing is not the engine's (an older build's, here a changed word) gets the engine's."""
    address = site_url + "learn/01-the-deck/"

    shown = '"show":"Show"'  # in data-first (in single quotes: its JSON's quotes as they are)

    def older(route: Any) -> None:
        body = route.fetch().text()
        assert body.count(shown) == 1
        route.fulfill(body=body.replace(shown, shown.replace("Show", "Show (older)")), content_type="text/html")

    page.route(address, older)
    page.goto(address)
    deck = live_widget(page, "deck")
    expect(deck).to_have_attribute("data-settled", "redrawn")
    expect(deck.locator('.scopa-deck__form button[type="submit"]')).to_have_text("Show")
    deck.locator('button[data-card="7d"]').click()
    expect(deck.locator(".scopa-deck__capture")).to_have_text("7")
