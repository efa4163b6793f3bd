"""Learner-facing text names sources by their titles, never by file numbers (issue 13, names).

The project's rule for sources: "In the product (pages, notebooks, example names, URLs, messages) name a source by
its title, as the Sources page does: readers have never heard of file numbers." The text a
learner reads: the message table, the site's pages, the notebooks' prose, the examples'
titles, introductions and notes, the rule presets' sources, and the nav of mkdocs.yml.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from scopa_learn import list_examples, load_example
from scopa_learn.engine.rules import PRESETS
from scopa_learn.words.messages import MESSAGES

ROOT = pathlib.Path(__file__).resolve().parents[1]
# "seed 000", "Seed 003's", "seed-000-hand", "seeds/001", "seed 0's hand"
SOURCE_NUMBER = re.compile(r"\bseeds?[ _/-]*0\d*\b|\bseeds?[ _/-]*00\d\b|room-00\d", re.IGNORECASE)


#: A source cited by its file's number in code ("seed 000", "seeds/001"); old names kept as
#: aliases or redirects ("seed-000-hand", "room-003") and deal seeds ("seed 0") are not citations.
CITED_BY_NUMBER = re.compile(r"\bseeds? 0\d\d\b|\bseeds/\d", re.IGNORECASE)
#: Files the project refers to that are not in the repository (the team's own notes).
OUTSIDE_FILES = re.compile(r"\b(?:RULES|STYLE|TEAM)\.md\b")


def _hits(text: str) -> list[str]:
    return [m.group(0) for m in SOURCE_NUMBER.finditer(text)]


def test_the_pattern_finds_what_it_must_and_only_that() -> None:
    assert _hits("the guide of seed 000 and Seed 003's room, seeds/001, seed-000-hand, room-003")
    assert _hits("Seed 0's hand")
    assert not _hits("deal number 0, question set 42, the AGIMEG guide, seed=7, seeded")


def test_the_message_table() -> None:
    found = {f"{lang}.{key}": _hits(text) for lang, table in MESSAGES.items() for key, text in table.items()}
    assert {k: v for k, v in found.items() if v} == {}


@pytest.mark.parametrize("page", sorted((ROOT / "docs").rglob("*.md")), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_site_pages(page: pathlib.Path) -> None:
    text = page.read_text()
    text = re.sub(r"seed=\d+|\"seed\": \d+", "", text)  # a widget's configuration, not words
    assert _hits(text) == []


@pytest.mark.parametrize("notebook", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_the_notebooks_prose(notebook: pathlib.Path) -> None:
    cells = json.loads(notebook.read_text())["cells"]
    prose = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert _hits(prose) == []
    assert "Shift+Enter" not in prose and "run the cells" not in prose


def test_the_examples_titles_introductions_and_notes() -> None:
    for info in list_examples():
        example = load_example(info.name)
        texts = [info.name, info.title, info.summary, getattr(example, "intro", "") or ""]
        texts += [step.note or "" for step in example.steps]
        assert _hits("\n".join(texts)) == [], info.name


def test_the_presets_sources_and_the_nav() -> None:
    sources = [preset.source for preset in PRESETS.values()]
    assert len(sources) == len(PRESETS) and all(sources)
    assert [s for s in sources if _hits(s)] == []
    assert _hits((ROOT / "mkdocs.yml").read_text()) == []


def test_the_code_and_its_tests_cite_sources_by_title() -> None:
    """Issue 20: docstrings (the API reference is made from them), comments and tests cite a rule
    source by its title (the Sources page), never by a file number nor by a file that is not in
    the repository. This file alone names the patterns, to test them."""
    found = {}
    for folder in ("scopa_learn", "tests", "bench", "plugin"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name == pathlib.Path(__file__).name:
                continue
            text = path.read_text(encoding="utf-8")
            hits = CITED_BY_NUMBER.findall(text) + OUTSIDE_FILES.findall(text)
            if hits:
                found[str(path.relative_to(ROOT))] = hits
    for name in ("README.md", "CONTRIBUTING.md"):
        if hits := OUTSIDE_FILES.findall((ROOT / name).read_text(encoding="utf-8")):
            found[name] = hits
    assert found == {}


def test_the_outside_files_pattern_finds_them() -> None:
    assert OUTSIDE_FILES.findall("RULES.md, STYLE.md and TEAM.md") == ["RULES.md", "STYLE.md", "TEAM.md"]
    assert not OUTSIDE_FILES.findall("README.md, CONTRIBUTING.md")
    assert CITED_BY_NUMBER.findall("as seed 000 says; Seeds 003; seeds/001") == ["seed 000", "Seeds 003", "seeds/0"]
    assert not CITED_BY_NUMBER.findall("seed 0's opening, seed-000-hand, room-003, seed=7")


#: A word left in a page's source to be filled in later: a line of capitals and underscores
#: alone ("BUILD_FIGURES" stood on the Performance page, both editions, from 1 to 7 December).
PLACEHOLDER = re.compile(r"^\s*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\s*$", re.MULTILINE)


def test_the_pattern_finds_a_placeholder_and_nothing_a_page_means() -> None:
    assert PLACEHOLDER.findall("## Building and testing\n\nBUILD_FIGURES\n")
    assert PLACEHOLDER.findall("BUILD_FIGURES_IT\n")
    assert not PLACEHOLDER.findall("SCOPA_SITE_DIR=site make test\n| WCAG |\nNOTE: a word\n    NB_CACHE := .cache\n")


def test_no_page_or_chapter_shows_a_placeholder_left_to_fill() -> None:
    texts = {path: path.read_text(encoding="utf-8") for path in sorted((ROOT / "docs").rglob("*.md"))}
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        texts[path] = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    found = [f"{path.relative_to(ROOT)}: {hit.strip()}" for path, text in texts.items()
             for hit in PLACEHOLDER.findall(text)]
    assert found == []
