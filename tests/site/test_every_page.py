"""Every page of the built site, visited once with its widgets live, as a reader goes from page
to page (instant navigation: one engine serves them all). On each page:

* **clean**: no console error, no uncaught error, no request leaving the site, from the moment
  the page is asked for until its checks are done (its widgets' start included);
* **live**: every widget comes alive (the engine starts once per edition, not once per page);
  on an Italian page, the live widgets show no English word;
* **axe**: axe-core finds no serious or critical violation of WCAG 2.2 AA, in the light and the
  dark theme (the dark theme changes colours only, so its pass runs axe's colour rules; every
  other rule reads the same page in both);
* **fits**: the page is no wider than the screen, from a 320 px phone to a 1920 px projector.

A page is loaded once for all four checks. The walk is cut in two parts, which the two
pytest-xdist workers of make test can share; a failure lists each page's problems under the
check that found them.

What the walk leaves out, and where it is checked instead:

* The Italian edition's pages (under it/) share the English pages' templates, styles and
  widgets: every Italian page with a widget is visited for the clean and live checks, and a
  sample (the first page of each section, ``with_italian_sample``) for all four, in the light
  theme only, at the smallest phone and a laptop (their longer words matter most at 320 px);
  the words of every Italian page are test_italian.py's.
* Old addresses only send the reader on to their new page (a full load, which would start the
  engine again): test_course.py follows them.
* A full load runs the theme's own start-up, which instant navigation does not repeat and
  which differs between pages only by their depth (its addresses are relative):
  ``test_a_full_load_of_a_page_of_each_section_at_each_depth_is_clean``.

axe-core comes from npm (``package-lock.json``) and is injected into each page: nothing is
fetched.
"""

from __future__ import annotations

import pathlib
from typing import Any

import pytest
from sitetest import (
    AXE_SCRIPT,
    THEMES,
    PageLog,
    axe_violations,
    english_words,
    first_of_each_section,
    has_widget,
    is_redirect,
    navigate_instantly,
    overflow,
    set_theme,
    site_pages,
    wait_all_live,
    with_italian_sample,
)

FAILING = ("serious", "critical")
# A small phone, a common phone, a projector, a laptop: the laptop last, the width the walk
# goes on at (no extra layout of the page to put it back).
WIDTHS = (320, 390, 1920, 1280)
ITALIAN_WIDTHS = (320, 1280)
assert WIDTHS[-1] == ITALIAN_WIDTHS[-1] == 1280  # the walk's own width, set last
# The rules whose answer depends on colours: all that changes from the light theme to the dark.
COLOUR_RULES = ("color-contrast", "link-in-text-block")
PARTS = 2
CHECKS = {
    "clean": "no console error, no uncaught error, no request off the site",
    "live": "every widget comes alive, one engine per edition",
    "axe": f"axe-core, WCAG 2.2 AA: no {' or '.join(FAILING)} violation",
    "fits": "no wider than the screen",
}


def walk(site_dir: pathlib.Path) -> list[tuple[str, bool]]:
    """The pages the walk visits, old addresses aside, each with True when all four checks run
    on it (every English page and the Italian sample), False for clean and live only (the
    other Italian pages with a widget)."""
    pages = [p for p in site_pages(site_dir) if not is_redirect(site_dir, p)]
    sample = set(with_italian_sample(pages))
    return [(p, p in sample) for p in pages if p in sample or has_widget(site_dir, p)]


def check_page(page: Any, path: str, every_check: bool, found: dict[str, list[str]]) -> None:
    """Run the live (and with ``every_check`` the axe and fits) checks on the page now shown;
    add what fails to ``found``."""
    name = path or "/"
    found["live"] += [f"{name}: {failure}" for failure in wait_all_live(page)]
    italian = path.startswith("it/")
    if italian:
        widgets = " ".join(w.inner_text() for w in page.locator(".scopa-widget").all())
        if words := english_words(widgets):
            found["live"].append(f"{name}: English in the widgets: {' '.join(words[:12])}")
    if not every_check:
        return
    # The light theme: every rule, then the screen widths; the dark one: the colour rules. The
    # next page sets the light theme again.
    for theme in THEMES[:1] if italian else THEMES:
        set_theme(page, theme)
        rules = COLOUR_RULES if theme != THEMES[0] else None
        for v in axe_violations(page, rules=rules):
            if v["impact"] in FAILING:
                found["axe"].append(
                    f"{name} [{theme}] {v['impact']} {v['id']}: {v['help']} "
                    f"({len(v['targets'])}x, e.g. {v['targets'][0]})"
                )
        if theme == THEMES[0]:
            for width in ITALIAN_WIDTHS if italian else WIDTHS:
                page.set_viewport_size({"width": width, "height": 900})
                extra = overflow(page)
                if extra:
                    found["fits"].append(f"{name}: {width + extra} px wide at {width} px")


@pytest.mark.long
@pytest.mark.parametrize("part", range(PARTS))
def test_every_page_is_clean_live_accessible_and_fits_every_screen(
    shared_context: Any, site_dir: pathlib.Path, site_url: str, part: int
) -> None:
    assert AXE_SCRIPT.is_file(), "axe-core is missing: npm ci"
    plan = walk(site_dir)
    assert len(plan) >= 10, plan
    plan = plan[part::PARTS]
    pages = [path for path, _ in plan]
    found: dict[str, list[str]] = {check: [] for check in CHECKS}
    log = PageLog(origin=site_url)
    page = shared_context.new_page()
    log.watch(page)
    page.set_viewport_size({"width": 1280, "height": 900})
    try:
        for n, (path, every_check) in enumerate(plan):
            since = log.mark()
            if n == 0:
                page.goto(site_url + path)
            else:
                navigate_instantly(page, site_url + path)
            check_page(page, path, every_check, found)
            found["clean"] += [f"{path or '/'}: {problem}" for problem in log.problems(since)]
    finally:
        page.close()
    # One engine per edition: instant navigation keeps it; English to Italian is a full page
    # load (another sitemap), which starts it again.
    editions = {path.startswith("it/") for path in pages if has_widget(site_dir, path)}
    starts = sum(url.endswith(".wasm") for url in log.requests)
    if starts != len(editions):
        found["live"].append(f"the engine started {starts} times for {len(editions)} edition(s)")
    failed = {check: lines for check, lines in found.items() if lines}
    assert not failed, f"part {part + 1} of {PARTS}, {len(pages)} pages:\n" + "\n".join(
        f"{check} ({CHECKS[check]}), {len(lines)}:\n  " + "\n  ".join(lines)
        for check, lines in failed.items()
    )


def test_a_full_load_of_a_page_of_each_section_at_each_depth_is_clean(
    shared_context: Any, site_dir: pathlib.Path, site_url: str
) -> None:
    """What only a full load runs (the theme's start-up, the head's addresses relative to the
    page): the first page at each depth of each section, in both editions, each loaded as a new
    document (its address typed in). The engine's worker is served empty: its start is the
    walk's business, and 35 pages do not each compile Pyodide."""
    pages = first_of_each_section(
        [p for p in site_pages(site_dir) if not is_redirect(site_dir, p)], by_depth=True
    )
    assert len(pages) >= 10, pages
    offenders: dict[str, list[str]] = {}
    log = PageLog(origin=site_url)
    page = shared_context.new_page()
    log.watch(page)
    page.route("**/assets/scopa/worker.js*", lambda route: route.fulfill(
        body="", content_type="text/javascript"))
    try:
        for path in pages:
            since = log.mark()
            page.goto(site_url + path, wait_until="load")
            if problems := log.problems(since):
                offenders[path or "/"] = problems
    finally:
        page.close()
    assert not offenders, "\n".join(f"{p}: {'; '.join(v)}" for p, v in offenders.items())
