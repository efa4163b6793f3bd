"""Browser-test fixtures for the built site: build it once, serve it on 127.0.0.1, drive Chromium.

Use them in any ``tests/site/test_*.py``:

* ``site_url``: the served site's root, ``http://127.0.0.1:<port>/``;
* ``page``: a new Playwright page. Its console errors, uncaught errors and requests leaving
  the site's origin are recorded in ``page_log`` and fail the test at teardown (mark a test
  ``@pytest.mark.allow_page_errors`` when errors are what it checks). Pages share one browser
  context, so Pyodide comes from a warm cache after the first test; ask for ``fresh_context``
  when a test needs an empty cache. Both block the site's service worker (the offline copy of
  the guide, which would otherwise fetch the whole site in the background of every test);
  ``app_context`` allows it, for the tests of the offline guide (test_school_devices.py);
* ``live_widget(page, kind, nth=0)``: waits until that widget is live and returns its Locator
  (fails with the widget's message if it could not start).

``SCOPA_SITE_DIR`` names an already built site (``make test`` sets it, after
``mkdocs build --strict``); without it the fixtures build one into a temporary folder.
Chromium is Debian's, its headless shell when installed (``apt-get install chromium
chromium-headless-shell``); Playwright downloads no browser.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sitetest import PageLog, WidgetFailed, chromium_path, launch_chromium, serve, wait_live

ROOT = pathlib.Path(__file__).resolve().parents[2]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "allow_page_errors: console errors are expected and not a failure"
    )


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """The built site: ``$SCOPA_SITE_DIR`` if set, else a fresh ``mkdocs build --strict``."""
    given = os.environ.get("SCOPA_SITE_DIR")
    if given:
        path = pathlib.Path(given)
        path = path if path.is_absolute() else ROOT / path
        if not (path / "index.html").is_file():
            pytest.fail(f"SCOPA_SITE_DIR={given} holds no built site: run `make site` first")
        return path
    out = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)],
        cwd=ROOT,
        check=True,
    )
    return out


@pytest.fixture(scope="session")
def site_url(site_dir: pathlib.Path) -> Iterator[str]:
    """The root address of the built site, served on 127.0.0.1."""
    server, url = serve(site_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium under Playwright, one per test session (per xdist worker)."""
    if chromium_path(shell=True) is None:
        pytest.fail("Chromium is needed for the browser tests: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch_chromium(playwright, shell=True)
        yield browser
        browser.close()


@pytest.fixture
def page_log(site_url: str) -> PageLog:
    """What went wrong on ``page``: console errors, page errors, requests off the site."""
    return PageLog(origin=site_url)


@pytest.fixture(scope="session")
def shared_context(browser: Any) -> Iterator[Any]:
    """One browser context for the session: its HTTP and WebAssembly caches stay warm."""
    context = browser.new_context(service_workers="block")
    yield context
    context.close()


@pytest.fixture
def fresh_context(browser: Any) -> Iterator[Any]:
    """A context of its own, with an empty cache."""
    context = browser.new_context(service_workers="block")
    yield context
    context.close()


@pytest.fixture
def app_context(browser: Any) -> Iterator[Any]:
    """A context of its own, with an empty cache, where the site's service worker runs."""
    context = browser.new_context(service_workers="allow")
    yield context
    context.close()


@pytest.fixture
def page(shared_context: Any, page_log: PageLog, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A new page; any problem recorded in ``page_log`` fails the test at teardown."""
    page = shared_context.new_page()
    page_log.watch(page)
    yield page
    page.close()
    if request.node.get_closest_marker("allow_page_errors") is None:
        problems = page_log.problems()
        assert not problems, "problems on the page:\n" + "\n".join(problems)


@pytest.fixture
def live_widget() -> Callable[..., Any]:
    """``live_widget(page, kind, nth=0)``: the widget's Locator, once it is live."""

    def live(page: Any, kind: str, nth: int = 0) -> Any:
        try:
            return wait_live(page, kind, nth=nth)
        except WidgetFailed as failure:
            pytest.fail(str(failure))

    return live
