"""The two editions (mkdocs_scopa.editions): which pages each has, the language switch, links
to pages not translated yet, and which editions a build makes."""

from __future__ import annotations

import pathlib

from mkdocs_scopa import editions
from mkdocs_scopa.project import Project

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _project(tmp_path: pathlib.Path) -> Project:
    """A guide with two English pages, one Italian, and a chapter in each language."""
    for path in ("docs/index.md", "docs/rules/hand.md", "docs/it/index.md",
                 "notebooks/01-the-deck.ipynb", "notebooks/it/01-the-deck.ipynb",
                 "scopa_learn/__init__.py", "scopa_learn/engine/__init__.py", "scopa_learn/_private.py"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("")
    return Project(tmp_path)


def test_each_edition_lists_its_pages_its_chapters_and_the_generated_pages(tmp_path: pathlib.Path) -> None:
    project = _project(tmp_path)
    english, italian = editions.page_sources(project, "en"), editions.page_sources(project, "it")
    assert {"index.md", "rules/hand.md", "learn/01-the-deck.ipynb", "examples/index.md",
            "reference/scopa_learn.md", "reference/scopa_learn.engine.md"} <= english
    assert not any(uri.startswith(("it/", "reference/scopa_learn._")) for uri in english)
    assert {"index.md", "learn/01-the-deck.ipynb", "examples/index.md"} <= italian
    assert "rules/hand.md" not in italian and not any(u.startswith("reference/") for u in italian)
    assert "examples/equal-card-first.md" in english & italian


def test_a_page_link_to_an_untranslated_page_goes_to_the_english_page_saying_so() -> None:
    markdown = "See [the hand](../rules/hand.md#deal), [home](../index.md) and [x](https://a.org/b.md)."
    marked = editions.mark_english_links(markdown, "learn/index.md", {"index.md"}, {"index.md", "rules/hand.md"})
    assert marked == ("See [the hand](scopa-en:rules/hand.md#deal), [home](../index.md) and "
                      "[x](https://a.org/b.md).")
    html = editions.english_links('<p><a href="scopa-en:rules/hand.md#deal">the hand</a></p>', "learn/", "it")
    assert html == ('<p><a href="../../rules/hand/#deal" hreflang="en">the hand</a> '
                    '<span class="scopa-in-english">(in inglese)</span></p>')


def test_the_switch_names_the_other_edition_in_its_own_language() -> None:
    to_italian = editions.language_switch("rules/hand.md", "rules/hand/", "en", {"rules/hand.md"})
    assert (to_italian["lang"], to_italian["title"]) == ("it", "Questa pagina in italiano")
    home = editions.language_switch("reference/scopa_learn.md", "reference/scopa_learn/", "en", set())
    assert (home["href"], home["twin"]) == ("../../it/", "false")
    assert home["title"] == "La guida in italiano: questa pagina è solo in inglese"


def test_scopa_languages_builds_fewer_editions_but_always_the_english() -> None:
    assert editions.languages({"SCOPA_LANGUAGES": "en"}) == ["en"]
    assert editions.languages({"SCOPA_LANGUAGES": "en,it"}) == ["en", "it"]
    assert editions.languages({}) == list(editions.EDITIONS)


def test_an_editions_digest_changes_with_its_own_pages_only(tmp_path: pathlib.Path) -> None:
    project = _project(tmp_path)
    for path in ("mkdocs.yml", "mkdocs.it.yml", "docs/assets/site.css", "overrides/main.html"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("x")
    before = editions.edition_digest(project, "it")
    (tmp_path / "docs/rules/hand.md").write_text("an English page changed")
    assert editions.edition_digest(project, "it") == before
    (tmp_path / "docs/it/index.md").write_text("una pagina italiana cambiata")
    assert editions.edition_digest(project, "it") != before


def test_the_repositorys_editions_pair_their_pages_by_path() -> None:
    project = Project(ROOT)
    english, italian = editions.page_sources(project, "en"), editions.page_sources(project, "it")
    assert "index.md" in english & italian and "learn/index.md" in english & italian
    assert italian - english == set()
