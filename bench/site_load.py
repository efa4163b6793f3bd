"""How fast the live site is: time to the first live widget, and bytes per page.

Serves the built site (``site/``, or ``--site DIR``; ``make site`` builds it) on 127.0.0.1
and drives Debian's Chromium headless, as the browser tests do:

* time from navigation to the first live widget on a notebook page, with a cold cache (new
  browser context) and a warm one (same context, page loaded again: the browser's HTTP cache
  and the interpreter snapshot the first visit saved in IndexedDB), and to the next widget
  after an instant navigation (the engine keeps running);
* bytes a visitor downloads with a cold cache, raw and gzip-compressed (level 6, as a static
  host would send them), for that widget page and for a plain page.

Run: ``.venv/bin/python bench/site_load.py [--runs 3] [--json]``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import pathlib
import statistics
import sys
import time
from typing import Any
from urllib.parse import urlsplit

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "site"))

from sitetest import PageLog, launch_chromium, navigate_instantly, serve, wait_live  # noqa: E402

WIDGET_PAGE = "learn/01-the-deck/"
SECOND_WIDGET_PAGE = ("Rules", "rules/")  # reached by the nav tab, with instant navigation
PLAIN_PAGE = "about/"  # the home page has a live question since the course starts there


# A reader stays on the page: the first visit saves its interpreter snapshot within about a
# second of the widget going live (makeMemorySnapshot, then an IndexedDB write of 31 MB).
READ_S = 2.0


def time_to_live(context: Any, url: str, kind: str) -> tuple[float, PageLog]:
    page = context.new_page()
    log = PageLog(origin=url)
    log.watch(page)
    start = time.perf_counter()
    page.goto(url + WIDGET_PAGE)
    wait_live(page, kind)
    elapsed = time.perf_counter() - start
    page.wait_for_timeout(READ_S * 1000)
    page.close()
    return elapsed, log


def instant_navigation(context: Any, url: str) -> float:
    page = context.new_page()
    page.goto(url + WIDGET_PAGE)
    wait_live(page, "deck")
    tab, path = SECOND_WIDGET_PAGE
    start = time.perf_counter()
    navigate_instantly(page, url + path, link=page.locator(f'a.md-tabs__link:text-is("{tab}")'))
    wait_live(page, "deck")
    elapsed = time.perf_counter() - start
    page.close()
    return elapsed


def page_bytes(site: pathlib.Path, context: Any, url: str, path: str) -> tuple[int, int, int]:
    """(requests, raw bytes, gzip bytes) of every same-origin file the page fetched."""
    page = context.new_page()
    log = PageLog(origin=url)
    log.watch(page)
    page.goto(url + path)
    if page.locator(".scopa-widget").count():
        wait_live(page, page.locator(".scopa-widget").first.get_attribute("data-kind") or "")
    page.wait_for_load_state("networkidle")
    page.close()
    raw = packed = 0
    files = set()
    for request_url in log.requests:
        local = urlsplit(request_url).path
        file = site / local.lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        if file.is_file() and file not in files:
            files.add(file)
            data = file.read_bytes()
            raw += len(data)
            packed += len(gzip.compress(data, compresslevel=6))
    return len(files), raw, packed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not (args.site / "index.html").is_file():
        sys.exit(f"no built site in {args.site}: run `make site` first")

    from playwright.sync_api import sync_playwright

    server, url = serve(args.site)
    cold, warm, instant = [], [], []
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        for _ in range(args.runs):
            context = browser.new_context()
            cold.append(time_to_live(context, url, "deck")[0])
            warm.append(time_to_live(context, url, "deck")[0])
            context.close()
            context = browser.new_context()
            instant.append(instant_navigation(context, url))
            context.close()
        sizes = {}
        for name, path in (("widget page", WIDGET_PAGE), ("plain page", PLAIN_PAGE)):
            context = browser.new_context()
            sizes[name] = page_bytes(args.site, context, url, path)
            context.close()
        browser.close()
    server.shutdown()

    result = {
        "runs": args.runs,
        "load_average_1min": round(os.getloadavg()[0], 2),
        # best and median of the runs: on a shared machine the best is the least disturbed
        "live_cold_s": [round(min(cold), 2), round(statistics.median(cold), 2)],
        "live_warm_s": [round(min(warm), 2), round(statistics.median(warm), 2)],
        "live_after_instant_navigation_s": [round(min(instant), 2), round(statistics.median(instant), 2)],
        "bytes": {
            name: {"files": n, "raw": raw, "gzip": packed} for name, (n, raw, packed) in sizes.items()
        },
    }
    if args.json:
        print(json.dumps(result, indent=1))
        return
    mb = 1_000_000
    print(f"site: {args.site}  ({args.runs} runs; 1-min load average "
          f"{result['load_average_1min']} on {os.cpu_count()} cores)")
    print(f"{'seconds to a live widget':<34} {'best':>6} {'median':>7}")
    for label, key in (
        (f"first, cold cache ({WIDGET_PAGE})", "live_cold_s"),
        ("first, warm cache", "live_warm_s"),
        ("next page, instant navigation", "live_after_instant_navigation_s"),
    ):
        best, median = result[key]
        print(f"{label:<34} {best:6.2f} {median:7.2f}")
    for name, (n, raw, packed) in sizes.items():
        print(f"{name:<12} {n:3d} files  {raw / mb:6.2f} MB raw  {packed / mb:6.2f} MB gzip")


if __name__ == "__main__":
    main()
