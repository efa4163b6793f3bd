"""Browser-test fixtures for the built site: build it once, serve it on 127.0.0.1, drive Chromium.

Use them in any ``tests/site/test_*.py``:

* ``site_url``: the served site's root, ``http://127.0.0.1:<port>/``;
* ``page``: a new Playwright page. Its console errors, uncaught errors and requests leaving
  the site's origin are recorded in ``page_log`` and fail the test at teardown (mark a test
  ``@pytest.mark.allow_page_errors`` when errors are what it checks). Pages share one browser
  context, so Pyodide comes from a warm cache after the first test; ask for ``fresh_context``
  when a test needs an empty cache. A test marked ``shared_page`` gets instead the page its
  worker keeps from test to test (``sitetest.SharedPage``: its ``goto`` is instant navigation,
  so the engine started by an earlier test serves it; problems are those of this test's time
  on it). Both block the site's service worker (the offline copy of
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
from sitetest import (
    QUICK_WASM,
    PageLog,
    SharedPage,
    WidgetFailed,
    chromium_path,
    launch_chromium,
    serve,
    wait_live,
)

ROOT = pathlib.Path(__file__).resolve().parents[2]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "allow_page_errors: console errors are expected and not a failure"
    )
    config.addinivalue_line(
        "markers", "shared_page: the test runs on the page its worker keeps (instant navigation)"
    )


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Note on the test whether it failed, for the fixtures' teardown (a shared page is dropped)."""
    outcome = yield
    if outcome.get_result().failed:
        item.stash[FAILED] = True


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
        browser = launch_chromium(playwright, shell=True, args=(QUICK_WASM,))
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


@pytest.fixture(scope="session")
def kept_page(shared_context: Any, site_url: str) -> Iterator[list[SharedPage]]:
    """The worker's shared page, once a test marked ``shared_page`` made it (a list of one)."""
    kept: list[SharedPage] = []
    yield kept
    for shared in kept:
        shared.close()


@pytest.fixture
def page(shared_context: Any, page_log: PageLog, request: pytest.FixtureRequest,
         site_url: str, kept_page: list[SharedPage]) -> Iterator[Any]:
    """A new page (or, marked ``shared_page``, the worker's shared one); any problem recorded in
    its log while the test ran fails the test at teardown."""
    if request.node.get_closest_marker("shared_page") is None:
        page = shared_context.new_page()
        page_log.watch(page)
        yield page
        page.close()
        log, since = page_log, (0, 0, 0)
    else:
        if kept_page and (kept_page[0].spoilt or kept_page[0].is_closed()):
            kept_page.pop().close()
        if kept_page:
            kept_page[0].reset()
        else:
            kept_page.append(SharedPage(shared_context.new_page(), site_url))
        shared = kept_page[0]
        log, since = shared.log, shared.log.mark()
        yield shared
        if request.node.stash.get(FAILED, False):
            kept_page.pop().close()  # the next test starts on a page of its own
    if request.node.get_closest_marker("allow_page_errors") is None:
        problems = log.problems(since)
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
