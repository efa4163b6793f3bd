"""The site's search: on a page with widgets its index is built once the widgets are live
(plugin/mkdocs_scopa/search_later.py), or at once when the reader opens the search first; on a
page without widgets, at once."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

PAGE = "learn/01-the-deck/"


# Building the index takes the search worker about 1.2 s of CPU (plugin/mkdocs_scopa/search_later.py):
# on a loaded machine (make test runs the browser tests beside the unit tests) longer than
# expect's 5 s, with nothing wrong.
RESULTS_MS = 30_000


def search_for(page: Any, words: str) -> Any:
    box = page.locator(".md-search__input")
    box.click()  # the header's search field (the window is wide)
    # typed key by key as a reader types: the theme searches on each key released, and a
    # value set at once (fill) is searched only if the index happens to become ready after it
    box.press_sequentially(words)
    return page.locator(".md-search-result__item")


def test_search_finds_pages_once_the_widgets_are_live(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + PAGE)
    live_widget(page, "deck")
    expect(search_for(page, "settebello").first).to_be_visible(timeout=RESULTS_MS)


def test_search_opened_while_the_engine_starts_does_not_wait_for_it(
    page: Any, shared_context: Any, site_url: str
) -> None:
    held: list[Any] = []
    shared_context.route("**/scopa/worker.js*", lambda route: held.append(route))  # the engine waits
    try:
        page.goto(site_url + PAGE)
        expect(page.locator('.scopa-widget[data-kind="deck"]')).to_have_attribute("data-drawn", "true")
        assert held and page.locator('.scopa-widget[data-live="true"]').count() == 0
        expect(search_for(page, "settebello").first).to_be_visible(timeout=RESULTS_MS)
    finally:
        for route in held:
            route.continue_()
        shared_context.unroute("**/scopa/worker.js*")


def test_search_on_a_page_without_widgets_finds_pages_at_once(page: Any, site_url: str) -> None:
    page.goto(site_url + "about/")  # nothing held back there: the index is built at once
    expect(search_for(page, "settebello").first).to_be_visible(timeout=RESULTS_MS)
