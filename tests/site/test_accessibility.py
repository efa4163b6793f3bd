"""Every page of the built site, in both colour themes, with its widgets live: axe-core finds no
serious or critical violation of WCAG 2.2 AA, and no page is wider than the screen, from a
320 px phone to a 1920 px projector.

axe-core comes from npm (``package-lock.json``) and is injected into each page: nothing is
fetched. The pages are shared between the two themes and the screen widths, and walked by
instant navigation so that one engine serves every widget; the walk is split in two halves
that pytest-xdist can run side by side. The Italian edition's pages (under it/) share the
English pages' styles and widgets: a sample of them (the first page of each section, see
``with_italian_sample``) is checked in the light theme only, at the smallest phone and a laptop
(their longer words matter most at 320 px), which keeps the walk within make test's time.
"""

from __future__ import annotations

import pathlib
from typing import Any

import pytest
from sitetest import (
    AXE_SCRIPT,
    THEMES,
    axe_violations,
    navigate_instantly,
    overflow,
    set_theme,
    site_pages,
    wait_all_live,
    with_italian_sample,
)

FAILING = ("serious", "critical")
WIDTHS = (320, 390, 1280, 1920)  # a small phone, a common phone, a laptop, a projector
ITALIAN_WIDTHS = (320, 1280)
HALVES = 2


@pytest.mark.allow_page_errors  # console errors are test_pages.py's business
@pytest.mark.parametrize("half", range(HALVES))
def test_every_page_passes_axe_in_both_themes_and_fits_every_screen(
    shared_context: Any, site_dir: pathlib.Path, site_url: str, half: int
) -> None:
    assert AXE_SCRIPT.is_file(), "axe-core is missing: npm ci"
    pages = with_italian_sample(site_pages(site_dir))[half::HALVES]
    assert pages
    page = shared_context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(site_url)
    violations, too_wide = [], []
    try:
        for path in pages:
            navigate_instantly(page, site_url + path)
            violations += [f"{path or '/'}: {failure}" for failure in wait_all_live(page)]
            for theme in THEMES[:1] if path.startswith("it/") else THEMES:
                set_theme(page, theme)
                for found in axe_violations(page):
                    if found["impact"] in FAILING:
                        violations.append(
                            f"{path or '/'} [{theme}] {found['impact']} {found['id']}: "
                            f"{found['help']} ({len(found['targets'])}x, e.g. {found['targets'][0]})"
                        )
            set_theme(page, THEMES[0])
            for width in ITALIAN_WIDTHS if path.startswith("it/") else WIDTHS:
                page.set_viewport_size({"width": width, "height": 900})
                extra = overflow(page)
                if extra:
                    too_wide.append(f"{path or '/'}: {width + extra} px wide at {width} px")
            page.set_viewport_size({"width": 1280, "height": 900})
    finally:
        page.close()
    report = violations + too_wide
    assert not report, f"{len(violations)} axe, {len(too_wide)} overflow:\n" + "\n".join(report)
