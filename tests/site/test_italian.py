"""The Italian edition of the built site (issue 11): at /it/ with the English paths, every page
in Italian (``<html lang="it">``, no English word left in its main content; the words of its
live widgets are checked on every Italian widget page by test_every_page.py's walk), and a
language switch on every page that lands on the same page in the other language, by mouse or
keyboard, and back.

tests/untranslated.txt lists what is not translated yet (``english <page>``: a page that still
shows English words); an entry that is no longer true fails too.
"""

from __future__ import annotations

import html
import pathlib
import re
import sys
from typing import Any

import pytest
from mkdocs_scopa.shared_drawings import drawings, first_views, strings
from playwright.sync_api import expect
from sitetest import english_words, main_text, navigate_instantly, open_fresh, site_pages

from scopa_learn.words import messages

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from test_translations import allowed  # noqa: E402  (the one reader of tests/untranslated.txt)


def italian_pages(site_dir: pathlib.Path) -> list[str]:
    return [p for p in site_pages(site_dir) if p.startswith("it/")]


def _page_of(url_path: str) -> str:
    """``it/about/sources/`` -> ``about/sources.md`` style name used by tests/untranslated.txt."""
    return url_path.removeprefix("it/")


def test_the_italian_edition_has_the_english_paths(site_dir: pathlib.Path) -> None:
    italian = {p.removeprefix("it/") for p in italian_pages(site_dir)}
    english = {p for p in site_pages(site_dir) if not p.startswith("it/")}
    assert {"", "glossary/", "about/", "about/sources/", "examples/", "examples/format/"} <= italian
    assert sorted(italian - english) == []


def test_every_italian_page_says_it_is_in_italian(site_dir: pathlib.Path) -> None:
    wrong = []
    for path in italian_pages(site_dir):
        head = (site_dir / path / "index.html").read_text()[:400]
        if not re.search(r'<html lang="it"', head):
            wrong.append(path)
    assert wrong == []


def test_no_english_word_is_left_on_an_italian_page(site_dir: pathlib.Path) -> None:
    found = {}
    for path in italian_pages(site_dir):
        html = (site_dir / path / "index.html").read_text()
        if 'http-equiv="refresh"' in html:
            continue  # an old address's redirect: its link's text is the new address
        words = english_words(main_text(html))
        if words:
            found[_page_of(path)] = words
    listed = allowed("english")
    unlisted = {page: words[:12] for page, words in found.items() if page not in listed}
    assert unlisted == {}, "English words on Italian pages (translate them)"
    assert sorted(listed - set(found)) == [], "no English left: remove from tests/untranslated.txt"


def test_the_cards_an_italian_page_draws_before_the_engine_is_live_are_named_in_italian(
        site_dir: pathlib.Path) -> None:
    # A widget is drawn from the first view the build wrote into the page, before the engine
    # is live; the names a screen reader hears of its cards (each drawing's <title> and
    # aria-label) are in that view. The build draws the English edition first, in the same
    # process: a drawing kept from it named the Italian capture explorer's cards in English
    # ("6 of batons, taken") until the engine drew them again.
    found = {}
    for path in italian_pages(site_dir):
        page = (site_dir / path / "index.html").read_text()
        names = [html.unescape(title or label) for text in strings([*first_views(page), drawings(page)])
                 for title, label in re.findall(r'<title>([^<]*)</title>|aria-label="([^"]*)"', text)]
        if words := english_words(" ".join(names)):
            found[path] = sorted(set(words))[:12]
    assert found == {}


def test_the_word_check_finds_english_and_only_english() -> None:
    html = (
        '<article class="md-content__inner"><p>Prendi il 7 di denari: the card takes it.</p>'
        '<pre><code>the code stays</code></pre><p lang="en">Material for MkDocs</p>'
        '<p lang="en" class="scopa-untranslated">Anna and Bruno</p>'
        "<p>La scopa è una presa; se non c'è, in tavola resta per chi prende.</p></article>"
    )
    assert english_words(main_text(html)) == ["the", "card", "takes", "and"]


def _switch(page: Any) -> Any:
    return page.locator("a.scopa-language__link")


def test_every_page_has_a_switch_to_its_twin(site_dir: pathlib.Path) -> None:
    """On every page, in both editions: the link leads to a page of the other edition, the same
    page when it has a twin (its home otherwise)."""
    wrong = []
    for path in site_pages(site_dir):
        html = (site_dir / path / "index.html").read_text()
        if 'http-equiv="refresh"' in html:
            continue  # an old address's redirect
        match = re.search(r'class="md-header__button scopa-language__link" href="([^"]*)"'
                          r' hreflang="(\w+)"[^>]*data-scopa-twin="(\w+)"', html)
        if match is None:
            wrong.append(f"{path}: no language switch")
            continue
        href, lang, twin = match.groups()
        resolved = (site_dir / path / href).resolve().relative_to(site_dir.resolve()).as_posix()
        resolved = "" if resolved == "." else resolved + "/"
        expected_twin = path.removeprefix("it/") if path.startswith("it/") else "it/" + path
        home = "" if path.startswith("it/") else "it/"
        if twin == "true" and resolved != expected_twin:
            wrong.append(f"{path}: the switch leads to {resolved}, not {expected_twin}")
        if twin == "false" and resolved != home:
            wrong.append(f"{path}: no twin, but the switch leads to {resolved}")
        if twin == "true" and not (site_dir / resolved / "index.html").is_file():
            wrong.append(f"{path}: the switch leads to {resolved}, which is not built")
        if lang != ("en" if path.startswith("it/") else "it"):
            wrong.append(f"{path}: the switch says {lang}")
    assert wrong == []


def test_after_instant_navigation_the_switch_leads_to_the_page_shown(page: Any, site_url: str) -> None:
    # mkdocs-material swaps the page's container and leaves the header, switch and all, as the
    # first page read had it: the switch must follow the page reached.
    page.goto(site_url + "practice/captures/")
    navigate_instantly(page, site_url + "learn/01-the-deck/")
    expect(_switch(page)).to_have_attribute("href", re.compile(r"(^|/)it/learn/01-the-deck/$"))
    _switch(page).click()
    page.wait_for_url(site_url + "it/learn/01-the-deck/")
    expect(page.locator("html")).to_have_attribute("lang", "it")


def test_switching_language_lands_on_the_same_page_and_back_by_keyboard(
    page: Any, site_url: str
) -> None:
    page.goto(site_url + "about/sources/")
    switch = page.get_by_role("link", name="Italiano")
    expect(switch).to_have_attribute("hreflang", "it")
    switch.focus()
    page.keyboard.press("Enter")
    page.wait_for_url(site_url + "it/about/sources/")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.locator("h1")).to_contain_text("Fonti")

    back = page.get_by_role("link", name="English")
    expect(back).to_have_attribute("lang", "en")
    back.focus()
    page.keyboard.press("Enter")
    page.wait_for_url(site_url + "about/sources/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("h1")).to_contain_text("Sources")


def test_the_switch_can_be_reached_with_tab(page: Any, site_url: str) -> None:
    page.goto(site_url + "it/glossary/")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('scopa-language__link')"):
            break
    else:
        pytest.fail("40 presses of Tab never reached the language switch")
    page.keyboard.press("Enter")
    page.wait_for_url(site_url + "glossary/")
    expect(page.locator("h1")).to_contain_text("Glossary")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_quiz_answered_wrong_on_an_italian_page_explains_itself_in_italian(
    page: Any, site_url: str, live_widget: Any
) -> None:
    from scopa_learn.quiz import question, question_seed

    first = question("capture", question_seed(4, 1), 1)  # the home page's question set
    wrong: tuple[Any, ...] = (first.table[0],) if first.answers == ((),) else ()
    with messages.using_language("it"):
        italian = first.check(wrong).explanation
    assert italian != first.check(wrong).explanation
    open_fresh(page, site_url + "it/")
    quiz = live_widget(page, "quiz")
    expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", str(first.seed))
    if wrong:  # it takes nothing: take a card anyway
        for card in wrong:
            quiz.locator(f'.scopa-q__table button[data-card="{card}"]').click()
        quiz.locator(".scopa-q__check").click()
    else:  # it must take: leave it on the table
        quiz.locator(".scopa-q__stays").click()
    verdict = quiz.locator(".scopa-q__verdict")
    expect(verdict).to_have_attribute("data-correct", "false")
    expect(verdict).to_have_text(italian)
    assert english_words(verdict.inner_text()) == []


def test_continue_on_an_italian_page_says_it_in_italian_and_leads_to_a_built_chapter(
    page: Any, site_url: str
) -> None:
    """The course's progress is one for both editions; "Continua" leads to the chapter in the
    reader's edition when it has it there, else to the English chapter."""
    page.goto(site_url + "it/")
    page.evaluate(
        """() => localStorage.setItem("scopa-learn:progress:v1", JSON.stringify(
             { done: {}, passed: {}, last: { id: "learn/01-the-deck/", title: "Il mazzo" } }))"""
    )
    page.reload()
    link = page.locator("[data-scopa-continue] a")
    expect(link).to_have_text("Continua da dove eri rimasto: Il mazzo")
    chapters = page.locator("[data-scopa-continue]").get_attribute("data-chapters") or "[]"
    in_italian = "learn/01-the-deck/" in chapters
    expected = site_url + ("it/" if in_italian else "") + "learn/01-the-deck/"
    expect(link).to_have_attribute("href", expected)
    page.evaluate("() => localStorage.clear()")


def test_both_editions_share_one_engine_and_the_italian_one_has_its_own_address(
    site_dir: pathlib.Path,
) -> None:
    """The Italian pages load the English build's scripts, styles, Pyodide and wheel (one
    download, one snapshot in the browser); the Italian sitemap gives the addresses under it/."""
    assert not (site_dir / "it" / "assets" / "scopa").exists()
    assert not (site_dir / "it" / "assets" / "pyodide").exists()
    html = (site_dir / "it" / "about" / "sources" / "index.html").read_text()
    assert 'src="../../../assets/scopa/loader.js"' in html
    assert 'href="../../../assets/site.css"' in html
    english = re.findall(r"<loc>(.*?)</loc>", (site_dir / "sitemap.xml").read_text())
    italian = re.findall(r"<loc>(.*?)</loc>", (site_dir / "it" / "sitemap.xml").read_text())
    root = min(english, key=len)
    assert italian and all(loc.startswith(root + "it/") for loc in italian)


def test_a_switch_on_a_page_with_no_italian_twin_says_where_it_leads(
    page: Any, site_url: str, site_dir: pathlib.Path
) -> None:
    """The API reference is English only (``ENGLISH_ONLY`` in plugin/mkdocs_scopa/editions.py): its
    switch leads to the Italian home and says the page is in English only."""
    alone = [p for p in site_pages(site_dir)
             if 'data-scopa-twin="false"' in (site_dir / p / "index.html").read_text()]
    assert alone, "no page without an Italian twin: the API reference was English only"
    page.goto(site_url + alone[0])
    switch = page.get_by_role(
        "link", name=re.compile(r"^Italiano \(La guida in italiano: questa pagina è solo in inglese\)$")
    )
    assert switch.evaluate("a => a.href") == site_url + "it/"
    switch.click()
    page.wait_for_url(site_url + "it/")
    expect(page.locator("html")).to_have_attribute("lang", "it")
