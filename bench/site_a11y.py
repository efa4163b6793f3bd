"""Accessibility and paper, measured on the built site: axe-core violations by impact on every
page in both themes, pages wider than the screen, and printed page counts.

Serves the built site (``site/``, or ``--site DIR``) on 127.0.0.1 and drives Debian's Chromium
headless, as the browser tests do (``tests/site/test_every_page.py`` and ``test_print.py``
fail on what this only counts).

Run: ``.venv/bin/python bench/site_a11y.py [--site DIR] [--json]``.
"""

from __future__ import annotations

import argparse
import collections
import json
import pathlib
import re
import sys
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "site"))
sys.path.insert(0, str(ROOT))

from sitetest import (  # noqa: E402
    THEMES,
    axe_violations,
    launch_chromium,
    navigate_instantly,
    overflow,
    serve,
    set_theme,
    site_pages,
    wait_all_live,
)

from scopa_learn.drawing.rulesheet import rules_sheet_html  # noqa: E402
from scopa_learn.worksheet import worksheet_html  # noqa: E402

WIDTHS = (320, 390, 1280, 1920)


def pdf_pages(page: Any, paper: str) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", page.pdf(format=paper)))


def measure(site: pathlib.Path) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    server, url = serve(site)
    by_impact: collections.Counter[str] = collections.Counter()
    by_rule: dict[str, set[str]] = collections.defaultdict(set)
    too_wide: dict[str, dict[int, int]] = {}
    printed: dict[str, int] = {}
    pages = site_pages(site)
    start = time.perf_counter()
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(url)
        for path in pages:
            navigate_instantly(page, url + path)
            wait_all_live(page)
            for theme in THEMES:
                set_theme(page, theme)
                for found in axe_violations(page):
                    by_impact[f"{theme} {found['impact']}"] += 1
                    by_rule[f"{found['impact']} {found['id']}"].add(path or "/")
            set_theme(page, THEMES[0])
            for width in WIDTHS:
                page.set_viewport_size({"width": width, "height": 900})
                extra = overflow(page)
                if extra:
                    too_wide.setdefault(path or "/", {})[width] = width + extra
            page.set_viewport_size({"width": 1280, "height": 900})
        walk = time.perf_counter() - start
        for paper in ("A4", "Letter"):
            for level in (1, 2, 3):
                page.set_content(worksheet_html(42, level))
                printed[f"worksheet, level {level}, {paper}"] = pdf_pages(page, paper)
            page.set_content(worksheet_html(42, 2, count=6))
            printed[f"worksheet, 6 of each kind, {paper}"] = pdf_pages(page, paper)
            page.set_content(rules_sheet_html())
            printed[f"rules sheet, {paper}"] = pdf_pages(page, paper)
        browser.close()
    server.shutdown()
    return {
        "pages": len(pages),
        "walk_s": round(walk, 1),
        "violations_by_theme_and_impact": dict(sorted(by_impact.items())),
        "pages_by_rule": {rule: len(paths) for rule, paths in sorted(by_rule.items())},
        "too_wide": too_wide,
        "printed_pages": printed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=str(ROOT / "site"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = measure(pathlib.Path(args.site))
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{result['pages']} pages, both themes, walked in {result['walk_s']} s")
    print("axe violations (one per rule and page) by theme and impact:")
    for key, count in result["violations_by_theme_and_impact"].items():
        print(f"  {key:24} {count}")
    print("pages per rule:")
    for rule, count in result["pages_by_rule"].items():
        print(f"  {rule:44} {count}")
    print("pages wider than the screen:")
    for path, widths in result["too_wide"].items():
        print(f"  {path:40} " + ", ".join(f"{w} px at {v}" for v, w in widths.items()))
    print("printed pages:")
    for what, count in result["printed_pages"].items():
        print(f"  {what:36} {count}")


if __name__ == "__main__":
    main()
