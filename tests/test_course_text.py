"""Learner-facing text names sources by their titles, never by file numbers (issue 13, names).

RULES.md: "In the product (pages, notebooks, example names, URLs, messages) name a source by
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
