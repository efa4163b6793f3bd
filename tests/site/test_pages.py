"""Loading the engine: only where a page needs it, kept across instant navigation, and a clear
message when it cannot start. Every page's own checks (clean, live, accessible, fits the
screen) are test_every_page.py's walk."""

from __future__ import annotations

import importlib.resources
import re
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import STILL, THEMES, PageLog, navigate_instantly, set_theme

from scopa_learn.words.messages import say

PYODIDE_FILES = ("/assets/pyodide/", "/assets/wheels/", "/assets/scopa/worker.js")


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
    # A .wasm served with a wrong type makes Pyodide wait forever; here it never arrives. Nor
    # does the standard library: the loader waits as long as a download moves (a slow first
    # visit), and its progress, told while the clock runs ahead, would start the 30 s again.
    page = fresh_context.new_page()
    page.clock.install()
    page.route("**/*.wasm", lambda route: None)
    page.route("**/python_stdlib.zip*", lambda route: None)
    page.goto(site_url + "rules/")
    widget = page.locator('.scopa-widget[data-kind="deck"]')
    # The build drew the deck: it is there to look at while the engine gets ready.
    expect(widget.locator('button[data-card="7d"]')).to_be_visible()
    expect(widget.locator(".scopa-widget__starting")).to_have_text("Getting ready…")

    page.clock.run_for(31_000)

    expect(widget.get_by_role("alert")).to_contain_text(say("widget.loader.timeout", "en", seconds=30))


def test_chapters_share_one_copy_of_jupyterlabs_styles_and_wear_them_after_instant_navigation(
    site_dir: Any, page: Any, site_url: str
) -> None:
    pages = sorted(site_dir.glob("learn/*/index.html")) + sorted(site_dir.glob("it/learn/*/index.html"))
    chapters = [p for p in pages if '<div class="jupyter-wrapper">' in p.read_text(encoding="utf-8")]
    assert len(chapters) >= 2  # the others are redirects from old addresses
    linked = set()
    for chapter in chapters:
        html = chapter.read_text(encoding="utf-8")
        before_notebook = html[: html.index('<div class="jupyter-wrapper">')]
        assert "<style" not in before_notebook.split('data-md-component="content"')[1], chapter
        (sheet,) = re.findall(r'href="((?:\.\./)+assets/notebook/[0-9a-f]+\.css)"', html)
        linked.add((chapter.parent / sheet).resolve())
    (shared,) = linked
    assert "--jp-layout-color0" in shared.read_text(encoding="utf-8")

    page.goto(site_url + "about/")  # no notebook here: the chapter's styles come with it
    navigate_instantly(page, site_url + "learn/01-the-deck/")
    background = page.evaluate(
        "() => getComputedStyle(document.querySelector('.jupyter-wrapper')).getPropertyValue('--jp-layout-color0')")
    assert background.strip() != ""


# Every property of every element of the chapter's content, and of its ::before and ::after
# where it has one (custom properties left out: the cut drops those nothing reads), as one line
# an element. A pseudo-element with no content is not drawn, so its other properties show
# nothing; its content is always read, so a sheet that would add one is seen (reading every
# property of some 3,700 pseudo-elements that are not there took three quarters of the time).
ELEMENT_STYLES = """(el) => {
  const all = (style) => [...style].filter((name) => !name.startsWith('--'))
    .map((name) => name + ':' + style.getPropertyValue(name)).join(';');
  const pseudo = (name) => {
    const style = getComputedStyle(el, name);
    const content = style.getPropertyValue('content');
    return content === 'none' || content === 'normal' ? 'content:' + content : all(style);
  };
  return el.tagName + ' ' + [all(getComputedStyle(el)), pseudo('::before'), pseudo('::after')].join(' | ');
}"""
# Each element's line, summed up in the page as a 53-bit digest (cyrb53): some 3,000 lines of
# 10-30 KB each would otherwise cross to Python.
STYLE_DIGESTS = f"""() => {{
  const line = {ELEMENT_STYLES};
  const digest = (text) => {{
    let h1 = 0xdeadbeef, h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {{
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }}
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  }};
  return [...document.querySelectorAll('.md-content *')].map((el) => el.tagName + ' ' + digest(line(el)));
}}"""
# One element's whole line, for a failure's message.
STYLES_OF = f"(n) => ({ELEMENT_STYLES})(document.querySelectorAll('.md-content *')[n])"


def test_the_cut_of_jupyterlabs_styles_changes_no_element_of_a_chapter(
    site_url: str, page: Any, live_widget: Any
) -> None:
    # notebook_styles.used_only keeps only the rules a chapter can use: with JupyterLab's whole
    # stylesheet (mkdocs-jupyter's own files, as its template writes them) laid on top of the
    # cut one, every element's style is what it was, in either colour scheme.
    assets = importlib.resources.files("mkdocs_jupyter") / "templates" / "mkdocs_html" / "assets"
    whole = "\n".join((assets / name).read_text(encoding="utf-8") for name in ("index.css", "theme-light.css"))

    def chapter(extra: str) -> None:
        """The first chapter, its widgets live, with ``extra`` laid on top of its notebook styles."""
        page.unroute("**/assets/notebook/*.css")
        if extra:
            page.route("**/assets/notebook/*.css", lambda route: route.fulfill(
                body=route.fetch().text() + "\n" + extra, content_type="text/css"))
        page.goto(site_url + "learn/01-the-deck/")
        live_widget(page, "deck")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.scopa-widget')].every((w) => w.dataset.live === 'true')")
        page.add_style_tag(content=STILL)  # no colour caught half-way to the other scheme

    seen: dict[str, dict[str, list[str]]] = {}
    for extra in ("", whole):
        chapter(extra)
        for scheme in THEMES:
            set_theme(page, scheme)
            seen.setdefault(scheme, {})[extra] = page.evaluate(STYLE_DIGESTS)
    for scheme in THEMES:
        cut, with_whole = seen[scheme][""], seen[scheme][whole]
        assert len(cut) > 1000
        changed = [n for n, (a, b) in enumerate(zip(cut, with_whole, strict=True)) if a != b]
        if changed:  # what differs in the first such element, read again in both
            lines = []
            for extra in ("", whole):
                chapter(extra)
                set_theme(page, scheme)
                lines.append(set(page.evaluate(STYLES_OF, changed[0]).replace(" | ", ";").split(";")))
            cut_only, whole_only = lines[0] - lines[1], lines[1] - lines[0]
            assert not changed, (f"[{scheme}] {len(changed)} elements differ, the first ({cut[changed[0]].split()[0]}):"
                                 f" with the whole sheet {sorted(whole_only)[:8]}, cut {sorted(cut_only)[:8]}")
