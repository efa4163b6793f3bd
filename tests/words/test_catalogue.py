"""The catalogues (issue 23 item 2): every word a learner reads is data, one JSON file a language in
``scopa_learn/words/``, and each translation records the English it translates, so that a changed
English sentence shows which translations went stale (gettext's "fuzzy").
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scopa_learn.words import catalogue as cat
from scopa_learn.words.__main__ import main
from scopa_learn.words.messages import MESSAGES

WORDS = Path(cat.__file__).parent
OTHERS = [lang for lang in cat.languages() if lang != cat.SOURCE]


def test_english_comes_first_and_italian_has_a_catalogue():
    assert cat.languages()[:1] == ["en"] and "it" in OTHERS
    assert list(MESSAGES) == cat.languages()


@pytest.mark.parametrize("lang", OTHERS)
def test_no_translation_is_stale(lang):
    """Issue 23 item 2: "a test fails when the English changes and its translation does not"."""
    stale = cat.stale(lang)
    assert not stale, (
        f"The English of these keys changed after their {lang} translation: {stale}. Translate "
        f"them again, then run: python -m scopa_learn.words update {' '.join(stale[:5])}")


def test_a_changed_english_sentence_makes_its_translation_stale_until_updated(tmp_path, capsys):
    for lang in cat.languages():
        shutil.copy(WORDS / f"{lang}.json", tmp_path)
    english = cat.catalogue("en", tmp_path)
    english["move.hand_over"]["text"] = "The hand is over: nobody holds a card any more."
    (tmp_path / "en.json").write_text(cat.dumps(english), encoding="utf-8")
    assert cat.stale("it", tmp_path) == ["move.hand_over"]
    # the command names what is stale and fails
    assert cat.update("it", ["move.hand_over"], tmp_path) == ["move.hand_over"]
    assert cat.stale("it", tmp_path) == []
    # an unknown key is refused, not silently recorded
    with pytest.raises(KeyError, match="no.such.key"):
        cat.update("it", ["no.such.key"], tmp_path)


def test_a_new_translation_without_its_fingerprint_is_stale(tmp_path):
    for lang in cat.languages():
        shutil.copy(WORDS / f"{lang}.json", tmp_path)
    italian = cat.catalogue("it", tmp_path)
    del italian["move.hand_over"]["en"]
    (tmp_path / "it.json").write_text(cat.dumps(italian), encoding="utf-8")
    assert cat.stale("it", tmp_path) == ["move.hand_over"]


def test_the_check_command_passes_on_the_shipped_catalogues(capsys):
    assert main(["check"]) == 0
    assert "every translation matches" in capsys.readouterr().out


@pytest.mark.parametrize("lang", cat.languages())
def test_each_file_is_written_one_key_a_line_as_update_writes_it(lang):
    """So that ``update`` never reformats a file, and two branches adding keys merge cleanly."""
    text = (WORDS / f"{lang}.json").read_text(encoding="utf-8")
    assert cat.dumps(json.loads(text)) == text


@pytest.mark.parametrize("lang", cat.languages())
def test_entries_have_their_fields(lang):
    allowed = {"text", "note"} if lang == cat.SOURCE else {"text", "note", cat.SOURCE}
    for key, entry in cat.catalogue(lang).items():
        assert isinstance(entry.get("text"), str) and set(entry) <= allowed, key


@pytest.mark.parametrize("lang", cat.languages())
def test_a_plural_has_both_forms(lang):
    keys = set(cat.catalogue(lang))
    for key in keys:
        if key.endswith(".one"):
            assert key[:-4] + ".other" in keys, key
