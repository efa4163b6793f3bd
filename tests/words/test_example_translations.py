"""The example files' words, held to the catalogue's rules: every text a reader meets on an
Examples page has its Italian, and each Italian records the English it translates, so a test
fails when the English changes and its translation does not (the catalogue's "stale").
"""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

from scopa_learn.examples.translated import example_texts, stale_examples, update_examples

DATA = Path(__file__).resolve().parents[2] / "scopa_learn/examples/data"
TEXTS = ("title", "summary", "intro", "note")


def _untranslated(table: object, where: str) -> list[str]:
    if isinstance(table, list):
        return [p for i, item in enumerate(table) for p in _untranslated(item, f"{where}{i}.")]
    if not isinstance(table, dict):
        return []
    missing = [f"{where}{key}" for key in TEXTS if key in table and f"{key}_it" not in table]
    return missing + [p for key, value in table.items() for p in _untranslated(value, f"{where}{key}.")]


def test_every_text_of_every_example_has_its_italian():
    missing = []
    for file in sorted(DATA.glob("*.toml")):
        missing += [f"{file.stem}: {p}" for p in _untranslated(tomllib.loads(file.read_text()), "")]
    assert not missing


def test_no_italian_example_text_is_stale():
    assert example_texts("it"), "no translated example text found"
    assert stale_examples("it") == [], "translate them, then: python -m scopa_learn.words update --examples"


def test_an_example_whose_english_changes_goes_stale_until_updated(tmp_path):
    for file in DATA.iterdir():
        shutil.copy(file, tmp_path / file.name)
    assert stale_examples("it", tmp_path) == []
    hand = tmp_path / "choosing-a-sum.toml"
    hand.write_text(hand.read_text().replace('title = "Choosing between captures"', 'title = "Choosing a capture"'))
    assert stale_examples("it", tmp_path) == ["choosing-a-sum: title"]
    assert update_examples("it", tmp_path) == ["choosing-a-sum: title"]
    assert stale_examples("it", tmp_path) == []
