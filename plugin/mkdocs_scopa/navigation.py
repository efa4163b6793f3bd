"""The nav: sections the build fills (the chapters, the API reference), an edition's nav without
the pages it lacks, and names for the theme's nameless section toggles."""

from __future__ import annotations

import json
import re
from html import escape, unescape
from typing import Any


def add_to_nav(nav: list[Any], index: str, uris: list[str]) -> bool:
    """Append ``uris`` not yet listed to the section whose first page is ``index`` (found by its
    page, not its title: the editions' titles differ). Returns whether the section was found.

    >>> nav = [{"Learn": ["learn/index.md", "learn/01.ipynb"]}]
    >>> add_to_nav(nav, "learn/index.md", ["learn/01.ipynb", "learn/02.ipynb"]), nav
    (True, [{'Learn': ['learn/index.md', 'learn/01.ipynb', 'learn/02.ipynb']}])
    """
    for section in nav:
        if not isinstance(section, dict):
            continue
        for entries in section.values():
            if isinstance(entries, list) and entries and entries[0] == index:
                listed = json.dumps(entries)
                entries.extend(uri for uri in uris if f'"{uri}"' not in listed)
                return True
    return False


def prune_nav(nav: list[Any], have: set[str], left_out: list[str]) -> list[Any]:
    """The nav without the pages missing from ``have`` (and sections left empty); the pages
    left out are appended to ``left_out``.

    >>> left = []
    >>> prune_nav([{"A": ["a.md", {"B": "b.md"}]}, {"C": ["c.md"]}], {"a.md"}, left), left
    ([{'A': ['a.md']}], ['b.md', 'c.md'])
    """
    kept: list[Any] = []
    for entry in nav:
        if isinstance(entry, str):
            target: Any = entry
        elif isinstance(entry, dict) and len(entry) == 1:
            target = next(iter(entry.values()))
        else:
            kept.append(entry)
            continue
        if isinstance(target, list):
            inner = prune_nav(target, have, left_out)
            if inner:
                kept.append(inner if isinstance(entry, str) else {next(iter(entry)): inner})
        elif "://" in target or target in have:
            kept.append(entry)
        else:
            left_out.append(target)
    return kept


# mkdocs-material names a section's <nav> by the toggle <label> beside the section's title; with
# navigation.indexes that title is the index page's link, and the toggle holds only an icon. Every
# page of a tab with a subsection (Rules and Variants) then has two navigation landmarks with no
# name, which axe reports (landmark-unique); a section of one page (the Italian Reference) has no
# toggle, and its <nav> points at nothing. The toggle gets the section's title as hidden text, so
# both the nav and the toggle say it; a nav with no toggle gets it as its aria-label. (The two
# "Table of contents" navs of a page are material's sidebar and its phone menu's copy: one is
# hidden at any width, so they are left alone.)
SECTION_TITLE = re.compile(
    r'<label class="md-nav__title" for="(?P<id>[^"]+)">\s*<span class="md-nav__icon md-icon"></span>'
    r"\s*(?P<title>[^<]*?)\s*</label>"
)
NAMELESS_TOGGLE = re.compile(
    r'(?P<open><label class="md-nav__link[^"]*" for="(?P<id>[^"]+)" id="(?P=id)_label"[^>]*>)'
    r'\s*(?P<icon><span class="md-nav__icon md-icon"></span>)\s*</label>'
)
SECTION_NAV = re.compile(
    r'<nav class="md-nav" data-md-level="\d+" aria-labelledby="(?P<id>[^"]+)_label"(?! aria-label=)'
)


def name_section_toggles(output: str) -> str:
    """Give each icon-only section toggle of the navigation its section's title, hidden; a
    section of one page has no toggle at all, so its <nav> is named by an aria-label."""
    titles = {m["id"]: m["title"] for m in SECTION_TITLE.finditer(output)}
    output = NAMELESS_TOGGLE.sub(
        lambda m: m[0] if not titles.get(m["id"]) else
        f'{m["open"]}<span class="scopa-visually-hidden">{titles[m["id"]]}</span>{m["icon"]}</label>',
        output,
    )
    return SECTION_NAV.sub(
        lambda m: m[0] if f'id="{m["id"]}_label"' in output or not titles.get(m["id"]) else
        f'{m[0]} aria-label="{escape(unescape(titles[m["id"]]))}"',
        output,
    )


SWITCH = re.compile(r'<div class="md-header__option scopa-language">.*?</div>', re.S)
CONTAINER = '<div class="md-container" data-md-component="container">'


def switch_in_container(html: str) -> str:
    """A copy of the page's language switch (overrides/partials/alternate.html) at the top of
    its container, in a ``<template>``: mkdocs-material's instant navigation swaps the container
    of the page reached in and leaves the header alone, so docs/assets/site.js puts this copy
    in the old switch's place, and the switch leads to the page shown, not the first one read.

    >>> page = ('<header><div class="md-header__option scopa-language"><a href="../it/x/">It</a>'
    ...         '</div></header>' + CONTAINER + '<main></main></div>')
    >>> switch_in_container(page).split(CONTAINER)[1]
    '<template data-scopa-switch><div class="md-header__option scopa-language"><a href="../it/x/">It</a></div></template><main></main></div>'
    """
    switch = SWITCH.search(html)
    if switch is None or CONTAINER not in html:
        return html
    return html.replace(CONTAINER, f"{CONTAINER}<template data-scopa-switch>{switch[0]}</template>", 1)
