"""The Examples section (mkdocs_scopa.examples): a page per packaged example, written at build
time from its file, so that no page can drift from the file the engine checks."""

from __future__ import annotations

import pathlib

from mkdocs_scopa import examples as example_pages

from scopa_learn import list_examples

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMAT_PAGE = ROOT / "docs" / "examples" / "format.md"


def test_the_examples_pages_are_written_from_the_example_files():
    """The site build writes a page per packaged example, with the replayer and the plays as text."""
    written = example_pages.pages()
    assert set(written) == {"index.md", *(f"{info.name}.md" for info in list_examples())}
    page = written["equal-card-first.md"]
    assert page.splitlines()[2] == "# The equal card comes first"
    assert 'data-kind="replay"' in page
    assert "**1.** Anna plays the 6 of swords and takes the 6 of coins." in page
    assert '--8<-- "scopa_learn/examples/data/equal-card-first.toml"' in page
    index = written["index.md"]
    assert all(f"]({info.name}.md)" in index for info in list_examples())


def test_only_the_format_page_is_written_by_hand():
    """A committed copy of a generated page would hide the generated one (or drift from it)."""
    committed = {p.name for p in FORMAT_PAGE.parent.glob("*.md")}
    assert committed == {"format.md"}
    assert not committed & set(example_pages.pages())


def test_every_examples_page_is_in_the_site_navigation():
    nav = (ROOT / "mkdocs.yml").read_text()
    pages = example_pages.pages()
    assert not [n for n in [*pages, "format.md"] if f"examples/{n}" not in nav]
    assert "\n  - scopa\n" in nav  # the site's plugin (plugin/), which writes them
