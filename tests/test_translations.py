"""The two editions stay together (issue 11, "Keeping them together"): every English page and
notebook has its Italian twin at the same path, the Italian nav gives every page an Italian
title, and the Italian pages the site's plugin (plugin/) writes are Italian.

Pages and notebooks not translated yet are listed in tests/untranslated.txt (``missing``): the
tests accept them, name them, and fail on an entry that is translated now. The built pages'
words are checked in tests/site/test_italian.py.
"""

from __future__ import annotations

import json
import pathlib
import re
from typing import Any

import pytest
from mkdocs_scopa import editions, examples, lessons, navigation, reading
from mkdocs_scopa.plugin import ScopaPlugin
from mkdocs_scopa.project import Project

from scopa_learn import list_examples, load_example

pytestmark = pytest.mark.slow  # builds the Italian edition: make test runs it, make check does not

ROOT = pathlib.Path(__file__).resolve().parents[1]
TODO = ROOT / "tests" / "untranslated.txt"


PROJECT = Project(ROOT)


def page_sources(lang: str) -> set[str]:
    return editions.page_sources(PROJECT, lang)


def allowed(kind: str) -> set[str]:
    """The entries of tests/untranslated.txt of one kind (``missing`` or ``english``)."""
    entries = set()
    for line in TODO.read_text().splitlines():
        words = line.split("#", 1)[0].split()
        if words and words[0] == kind:
            entries.add(words[1].strip("\""))  # "" is the home page
    return entries


def _source(uri: str, lang: str) -> str:
    """The file to write for page ``uri`` in ``lang``: docs/it/... or notebooks/it/..."""
    if uri.startswith("learn/") and uri.endswith(".ipynb"):
        return f"notebooks/{'' if lang == 'en' else lang + '/'}{uri.removeprefix('learn/')}"
    return f"docs/{'' if lang == 'en' else lang + '/'}{uri}"


def test_every_english_page_and_notebook_has_its_italian_twin() -> None:
    english = {u for u in page_sources("en") if not u.startswith(editions.ENGLISH_ONLY)}
    missing = english - page_sources("it")
    listed = allowed("missing")
    not_listed = sorted(_source(u, "it") for u in missing - listed)
    assert not_listed == [], "pages with no Italian twin (write them, or list them in tests/untranslated.txt)"
    translated = sorted(listed - missing)
    assert translated == [], "translated now: remove them from tests/untranslated.txt"


def test_no_italian_page_lacks_an_english_original() -> None:
    extra = page_sources("it") - page_sources("en")
    assert sorted(_source(u, "it") for u in extra) == []


def _nav(config: str) -> list[Any]:
    from mkdocs.utils.yaml import yaml_load

    with open(ROOT / config, "rb") as file:
        nav: list[Any] = yaml_load(file)["nav"]
    return nav


def _titled(nav: list[Any], section: str = "") -> dict[str, str]:
    """page -> its title in the nav (a section's first page, untitled, gets the section's)."""
    titles: dict[str, str] = {}
    for entry in nav:
        if isinstance(entry, str):
            titles[entry] = section
        else:
            ((title, target),) = entry.items()
            if isinstance(target, list):
                titles.update(_titled(target, title))
            else:
                titles[target] = title
    return titles


def test_the_italian_nav_has_an_italian_title_for_every_page() -> None:
    english, italian = _titled(_nav("mkdocs.yml")), _titled(_nav("mkdocs.it.yml"))
    assert sorted(set(english) - set(italian)) == [], "pages with no Italian title in mkdocs.it.yml"
    # A title may wait for a page another branch is adding (practice/puzzles.md), but an
    # English page the English nav leaves out must not be in the Italian one.
    unlisted = set(italian) - set(english)
    assert sorted(unlisted & page_sources("en")) == [], "pages missing from mkdocs.yml's nav"
    # Names of games may be the same words in both languages.
    same = {p: t for p, t in italian.items() if t == english.get(p) and t not in SAME_IN_BOTH}
    assert same == {}, "titles still in English"


SAME_IN_BOTH = {"Scopone", "Scopa d'assi", "Scopa a 15", "Napola", "Carte viste"}


def test_the_italian_nav_lists_only_pages_translated_so_far() -> None:
    """What the plugin does to the Italian nav before the build (mkdocs --strict would fail on a
    nav entry with no page)."""
    left_out: list[str] = []
    pruned = navigation.prune_nav(_nav("mkdocs.it.yml"), page_sources("it"), left_out)
    kept = set(_titled(pruned))
    assert kept <= page_sources("it")
    assert set(left_out) == set(_titled(_nav("mkdocs.it.yml"))) - page_sources("it")
    assert "glossary.md" in kept and "index.md" in kept


def test_the_language_switch_leads_to_the_twin_or_else_to_the_other_home() -> None:
    switch = editions.language_switch
    assert switch("index.md", "", "en", {"index.md"})["href"] == "it/"
    assert switch("index.md", "", "it", {"index.md"})["href"] == "../"
    twin = switch("about/sources.md", "about/sources/", "en", {"about/sources.md"})
    assert (twin["href"], twin["lang"], twin["name"], twin["twin"]) == (
        "../../it/about/sources/", "it", "Italiano", "true")
    back = switch("about/sources.md", "about/sources/", "it", {"about/sources.md"})
    assert (back["href"], back["lang"], back["name"]) == ("../../../about/sources/", "en", "English")
    none_yet = switch("rules/hand.md", "rules/hand/", "en", set())
    assert (none_yet["href"], none_yet["twin"]) == ("../../it/", "false")
    chapter = switch("learn/01-the-deck.ipynb", "learn/01-the-deck/", "en", {"learn/01-the-deck.ipynb"})
    assert chapter["href"] == "../../it/learn/01-the-deck/"


def test_a_link_to_a_page_not_translated_yet_goes_to_the_english_page() -> None:
    link = editions.PAGE_LINK
    found = [m["path"] for m in link.finditer(
        "[a](learn/01-the-deck.ipynb) [b](../rules/hand.md#x) [c](https://x.org/a.md) [d](#e.md)")]
    assert found == ["learn/01-the-deck.ipynb", "../rules/hand.md"]


def test_the_italian_example_pages_are_in_italian() -> None:
    written = examples.pages("it")
    assert set(written) == set(examples.pages("en"))
    assert "# Esempi" in written["index.md"]
    assert "| Esempio | Che cosa mostra |" in written["index.md"]
    page = written["equal-card-first.md"]
    assert "Tutte le giocate, in parole" in page and "All the plays, as text" not in page
    # Every packaged example is written in Italian too: its page shows no "not translated" note,
    # and its own words (title, summary) are the file's Italian ones.
    example = load_example("equal-card-first")
    assert examples._speaks("it", example) and "Non ancora tradotto" not in page
    assert f"# {example.text('title', 'it')}" in page and example.text("summary", "it") in page
    assert all(f"]({info.name}.md)" in written["index.md"] for info in list_examples())


def test_the_italian_format_page_documents_every_key_like_the_english() -> None:
    english = (ROOT / "docs/examples/format.md").read_text()
    italian = (ROOT / "docs/it/examples/format.md").read_text()
    keys = set(re.findall(r"^\| `(\w+)` \|", english, re.MULTILINE))
    assert keys and sorted(k for k in keys if f"| `{k}` |" not in italian) == []


def test_the_glossary_explains_the_same_words_in_both_languages() -> None:
    """Issue 11: asso, fante, cavallo, re, settebello, primiera, scopa, smazzata, prendere,
    calare, mazzetto, denari... each in a sentence, with the English word."""
    words = re.compile(r"^- \*\*(.+?)\*\*", re.MULTILINE)
    english = words.findall((ROOT / "docs/glossary.md").read_text())
    italian = words.findall((ROOT / "docs/it/glossary.md").read_text())
    assert english == italian
    for needed in ("asso", "fante", "cavallo", "re", "settebello", "primiera", "scopa",
                   "smazzata", "prendere", "calare", "mazzetto", "denari"):
        assert needed in english


def test_the_italian_build_speaks_italian_and_lists_only_italian_pages(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    """What mkdocs.it.yml's build does first: markdown-exec blocks and widget placeholders
    then speak Italian (the code of a block stays the English page's), and the nav keeps
    only the pages written in Italian."""
    from mkdocs.config import load_config

    from scopa_learn.widgets.jupyter import STATIC_EXPORT_ENV
    from scopa_learn.words.messages import get_language, say, set_language

    monkeypatch.setenv(STATIC_EXPORT_ENV, "0")  # on_config sets it for the build's kernels
    config = load_config(str(ROOT / "mkdocs.it.yml"))
    try:
        ScopaPlugin().on_config(config)
        assert get_language() == "it"
        assert say("move.hand_over") != say("move.hand_over", "en")
    finally:
        set_language("en")
    listed = set(_titled(config.nav))
    assert listed - {"learn/index.md"} <= page_sources("it")
    assert not any(page.startswith("reference/scopa_learn") for page in listed)


def test_an_italian_chapter_page_and_the_learn_table_speak_italian(tmp_path: pathlib.Path) -> None:
    """What the plugin writes around an Italian chapter (notebooks/it/): the reading time, the
    Python's fold, the notebook's link, and the Learn page's table."""
    html = (
        "<h1>Il mazzo</h1><p>" + "parola " * 400 + "</p>"
        '<div class="jp-CodeCell"><div class="jp-Cell-inputWrapper">x = 1</div></div>'
    )
    lesson, chapter = lessons.as_lesson(
        html, url="learn/01-the-deck/", title="Il mazzo", notebook="01-the-deck.ipynb", lang="it")
    assert "Circa <b>2 minuti</b>: 2 minuti di lettura e 0 cose da provare." in lesson
    assert "<summary>Mostra il Python</summary>" in lesson
    assert 'href="01-the-deck.ipynb"' in lesson and "scarica il quaderno</a>" in lesson
    learn = tmp_path / "learn"
    learn.mkdir()
    (learn / "index.html").write_text(f"<p>{reading.CHAPTER_TABLE_MARK}</p>")
    reading.fill_chapter_table(tmp_path, [chapter], "it")
    table = (learn / "index.html").read_text()
    assert "<th>capitolo</th>" in table and re.search(r"40\d parole, 0 disegni", table)
    assert "tutti i capitoli" in table and "non ancora" in table


def test_an_italian_learn_page_with_no_chapter_yet_sends_to_the_english_course(tmp_path: pathlib.Path) -> None:
    (tmp_path / "learn").mkdir()
    index = tmp_path / "learn" / "index.html"
    index.write_text(f"<p>{reading.CHAPTER_TABLE_MARK}</p>")
    reading.fill_chapter_table(tmp_path, [], "it")
    assert 'href="../../learn/" hreflang="en">in inglese</a>' in index.read_text()


def _cells(path: pathlib.Path) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text())["cells"])


@pytest.mark.parametrize("english", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_an_italian_chapter_keeps_the_english_cells_tags_and_widgets(english: pathlib.Path) -> None:
    """An Italian chapter is the English one translated cell by cell (CONTRIBUTING.md): one more
    cell first, hidden, that sets the language; then the same kinds of cell with the same tags,
    and the same widgets with the same arguments, so both editions teach and ask the same."""
    italian = ROOT / "notebooks" / "it" / english.name
    if not italian.exists():
        pytest.skip("not translated yet (tests/untranslated.txt lists it)")
    first, *rest = _cells(italian)
    assert first["metadata"].get("tags") == ["remove-cell"] and 'set_language("it")' in "".join(first["source"])
    source = _cells(english)
    assert [(c["cell_type"], c["metadata"].get("tags")) for c in rest] == [
        (c["cell_type"], c["metadata"].get("tags")) for c in source
    ]
    widgets = re.compile(r"make_widget\(.*\)")
    for mine, theirs in zip(rest, source, strict=True):
        assert widgets.findall("".join(mine["source"])) == widgets.findall("".join(theirs["source"]))
