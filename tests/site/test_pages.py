"""Every page of the built site: loads clean, stays on its own origin, loads Pyodide only if needed."""

from __future__ import annotations

import pathlib
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import PageLog, navigate_instantly, site_pages, wait_live, with_italian_sample

PYODIDE_FILES = ("/assets/pyodide/", "/assets/wheels/", "/assets/scopa/worker.js")


def built_pages(site_dir: pathlib.Path) -> list[str]:
    return site_pages(site_dir)


def widget_pages(site_dir: pathlib.Path) -> list[str]:
    return [
        path
        for path in built_pages(site_dir)
        if 'class="scopa-widget"' in (site_dir / path / "index.html").read_text()
    ]


@pytest.mark.allow_page_errors  # this test reports every page's problems itself
def test_every_page_loads_with_no_console_error_and_no_request_off_the_site(
    shared_context: Any, site_dir: pathlib.Path, site_url: str
) -> None:
    pages = with_italian_sample(built_pages(site_dir))
    assert len(pages) >= 10, pages
    offenders: dict[str, list[str]] = {}
    for path in pages:
        log = PageLog(origin=site_url)
        page = shared_context.new_page()
        log.watch(page)
        # The engine's start is checked by the walk below, with one engine for all pages:
        # here Pyodide's files are held back so that 25 widget pages do not each compile it.
        page.route("**/assets/pyodide/**", lambda route: None)
        page.goto(site_url + path, wait_until="load")
        page.close()
        if log.problems():
            offenders[path or "/"] = log.problems()
    assert not offenders, "\n".join(f"{p}: {'; '.join(v)}" for p, v in offenders.items())


def test_every_widget_on_every_page_comes_alive(
    page: Any, page_log: PageLog, site_dir: pathlib.Path, site_url: str
) -> None:
    """Page to page by instant navigation, as a reader goes: one engine serves them all."""
    paths = widget_pages(site_dir)
    assert paths
    page.goto(site_url)
    failed = []
    for path in paths:
        navigate_instantly(page, site_url + path)
        kinds = [w.get_attribute("data-kind") or "" for w in page.locator(".scopa-widget").all()]
        for n, kind in enumerate(kinds):
            try:
                wait_live(page, kind, nth=kinds[:n].count(kind))
            except AssertionError as failure:
                failed.append(f"{path}: {failure}")
    assert failed == []
    # One engine per edition: within one, instant navigation keeps it; English to Italian is
    # a full page load (another sitemap), which starts it again.
    editions = {path.startswith("it/") for path in paths}
    assert sum(u.endswith(".wasm") for u in page_log.requests) == len(editions)


def test_a_page_without_widgets_downloads_no_pyodide_file(
    fresh_context: Any, site_url: str
) -> None:
    page = fresh_context.new_page()
    page_log = PageLog(origin=site_url)
    page_log.watch(page)
    page.goto(site_url + "about/", wait_until="networkidle")  # the home page has a question

    assert page.locator(".scopa-widget").count() == 0
    loaded = [u for u in page_log.requests if any(part in u for part in PYODIDE_FILES)]
    assert loaded == []
    assert page_log.problems() == []


def test_instant_navigation_keeps_the_engine_running(
    page: Any, page_log: PageLog, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "learn/01-the-deck/")
    live_widget(page, "deck")
    wasm_loads = sum(u.endswith(".wasm") for u in page_log.requests)

    navigate_instantly(page, site_url + "rules/", link=page.locator('a.md-tabs__link:text-is("Rules")'))
    deck = live_widget(page, "deck")
    deck.locator('button[data-card="5s"]').click()

    assert deck.locator(".scopa-deck__capture").inner_text() == "5"
    assert sum(u.endswith(".wasm") for u in page_log.requests) == wasm_loads == 1


@pytest.mark.allow_page_errors  # the failed download is logged, on purpose
def test_when_the_engine_cannot_load_the_widget_says_so_and_the_page_still_reads(
    fresh_context: Any, site_url: str
) -> None:
    page = fresh_context.new_page()
    page.route("**/*.whl*", lambda route: route.abort())
    page.goto(site_url + "rules/")

    widget = page.locator('.scopa-widget[data-kind="deck"]')
    expect(widget).to_have_attribute("data-live", "failed", timeout=40_000)
    expect(widget.get_by_role("alert")).to_contain_text("The live engine could not start")
    expect(page.locator("h2#the-deck")).to_be_visible()


@pytest.mark.allow_page_errors
def test_when_the_engine_hangs_the_widget_gives_up_after_30_s_and_says_so(
    fresh_context: Any, site_url: str
) -> None:
    # A .wasm served with a wrong type makes Pyodide wait forever; here it never arrives.
    page = fresh_context.new_page()
    page.clock.install()
    page.route("**/*.wasm", lambda route: None)
    page.goto(site_url + "rules/")
    widget = page.locator('.scopa-widget[data-kind="deck"]')
    expect(widget).to_contain_text("Loading the live engine")

    page.clock.run_for(31_000)

    expect(widget.get_by_role("alert")).to_contain_text("did not start within 30 s")
