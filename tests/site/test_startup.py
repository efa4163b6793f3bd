"""Start-up of the live engine: the first visit keeps a snapshot of the started interpreter in
the browser (IndexedDB), a later visit restores it; a snapshot of another build, or one that
cannot be restored, is replaced and never stops a widget."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect
from sitetest import LIVE_TIMEOUT_MS, wait_live

PAGE = "learn/01-the-deck/"

SAVED_KEY = """() => new Promise((resolve) => {
  const open = indexedDB.open("scopa-learn", 1);
  open.onupgradeneeded = () => open.result.createObjectStore("snapshots");
  open.onerror = () => resolve(null);
  open.onsuccess = () => {
    const get = open.result.transaction("snapshots").objectStore("snapshots").get("interpreter");
    get.onsuccess = () => { open.result.close(); resolve(get.result ? get.result.key : null); };
  };
})"""

SAVE = """([key, size]) => new Promise((resolve, reject) => {
  const open = indexedDB.open("scopa-learn", 1);
  open.onupgradeneeded = () => open.result.createObjectStore("snapshots");
  open.onsuccess = () => {
    const transaction = open.result.transaction("snapshots", "readwrite");
    // as worker.js keeps one (packPages): every 4 KB page, all of them garbage
    const used = Uint32Array.from({ length: size / 4096 }, (_, page) => page);
    transaction.objectStore("snapshots").put({ key, length: size, used, pages: new Uint8Array(size).fill(7) }, "interpreter");
    transaction.oncomplete = () => { open.result.close(); resolve(); };
    transaction.onerror = () => reject(transaction.error);
  };
})"""


def this_build(page: Any, site_url: str) -> str:
    runtime = page.evaluate(f"() => fetch('{site_url}assets/scopa/runtime.json').then(r => r.json())")
    return f"{runtime['pyodide']} {runtime['wheel']} zip"  # worker.js, snapshotKey


def visit(context: Any, site_url: str) -> tuple[Any, Any]:
    """Open the page, wait for its widget to be live and to answer a click: (page, worker)."""
    page = context.new_page()
    page.goto(site_url + PAGE)
    deck = wait_live(page, "deck")
    deck.locator('button[data-card="5s"]').click()
    # the first answer may queue behind the engine checking the drawing (bridge.settle): patience, not a time limit
    expect(deck.locator(".scopa-deck__capture")).to_have_text("5", timeout=LIVE_TIMEOUT_MS)
    (worker,) = [w for w in page.workers if w.url.split("?")[0].endswith("/scopa/worker.js")]
    return page, worker


def wait_saved(page: Any, worker: Any) -> str:
    for _ in range(100):
        key = worker.evaluate("() => self.snapshotSaved || ''")
        if key:
            return str(key)
        page.wait_for_timeout(200)
    return ""


def test_a_second_visit_restores_the_interpreter_the_first_one_saved(
    fresh_context: Any, site_url: str
) -> None:
    page, worker = visit(fresh_context, site_url)
    assert worker.evaluate("() => self.startedFrom") == "scratch"
    assert wait_saved(page, worker) == this_build(page, site_url)
    page.close()

    page, worker = visit(fresh_context, site_url)
    assert worker.evaluate("() => self.startedFrom") == "snapshot"
    assert page.evaluate(SAVED_KEY) == this_build(page, site_url)


def test_a_snapshot_of_another_build_is_not_restored_but_replaced(
    fresh_context: Any, site_url: str
) -> None:
    page = fresh_context.new_page()
    page.goto(site_url)  # same origin, no widget
    page.evaluate(SAVE, ["pyodide/0.0.1/ wheels/old.whl?v=0", 1024])
    page.close()

    page, worker = visit(fresh_context, site_url)
    assert worker.evaluate("() => self.startedFrom") == "scratch"
    assert wait_saved(page, worker) == this_build(page, site_url)


def test_a_snapshot_that_cannot_be_restored_is_replaced_and_the_widget_still_works(
    fresh_context: Any, site_url: str
) -> None:
    page = fresh_context.new_page()
    page.goto(site_url)
    page.evaluate(SAVE, [this_build(page, site_url), 1 << 20])  # the right key, garbage bytes
    page.close()

    page, worker = visit(fresh_context, site_url)
    assert worker.evaluate("() => self.startedFrom") == "scratch"
    assert wait_saved(page, worker) == this_build(page, site_url)
