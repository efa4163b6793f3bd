"""Which English each translation of the packaged example files translates, as the catalogue
records it for the messages (:mod:`scopa_learn.words.catalogue`).

An example file gives its reader's texts in English with their translations beside them
(``title`` and ``title_it``, ``note`` and ``note_it``...). ``data/translated.json`` records, for
each translated text, the fingerprint of the English it was translated from
(:func:`~scopa_learn.words.catalogue.source_hash`), so a translation whose English changed
since is *stale* until someone looks at it and runs ``python -m scopa_learn.words update
--examples``; ``python -m scopa_learn.words check`` lists the stale ones with the messages'.

>>> stale_examples("it")
[]
>>> example_texts("it")["choosing-a-sum: title"]
'Choosing between captures'
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterator
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from ..words.catalogue import source_hash

RECORD = "translated.json"


def _folder() -> Traversable:
    return resources.files(__package__ or "scopa_learn.examples").joinpath("data")


def _walk(table: Any, where: str, lang: str) -> Iterator[tuple[str, str]]:
    """(place, English) for each text of ``table`` translated into ``lang``, at any depth."""
    if isinstance(table, list):
        for i, item in enumerate(table):
            yield from _walk(item, f"{where}{i}.", lang)
        return
    if not isinstance(table, dict):
        return
    for key, value in table.items():
        english = key[: -len(lang) - 1]
        if key.endswith(f"_{lang}") and isinstance(table.get(english), str):
            yield f"{where}{english}", table[english]
        elif isinstance(value, dict | list):
            yield from _walk(value, f"{where}{key}.", lang)


def example_texts(lang: str, folder: Traversable | None = None) -> dict[str, str]:
    """Every English text of the packaged examples that has a ``lang`` translation, by place
    (``"choosing-a-sum: play.0.note"``)."""
    folder = folder or _folder()
    found: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            data = tomllib.loads(entry.read_text(encoding="utf-8"))
            found.update({f"{entry.name[:-5]}: {place}": text for place, text in _walk(data, "", lang)})
    return found


def _record(folder: Traversable) -> dict[str, dict[str, str]]:
    entry = folder.joinpath(RECORD)
    recorded: dict[str, dict[str, str]] = json.loads(entry.read_text(encoding="utf-8")) if entry.is_file() else {}
    return recorded


def stale_examples(lang: str, folder: Traversable | None = None) -> list[str]:
    """The places whose English changed since their ``lang`` translation was recorded (or
    that never recorded which English they translate)."""
    folder = folder or _folder()
    recorded = _record(folder).get(lang, {})
    return [place for place, text in example_texts(lang, folder).items()
            if recorded.get(place) != source_hash(text)]


def update_examples(lang: str, folder: Path | None = None) -> list[str]:
    """Record that every ``lang`` translation of the examples matches today's English: run after
    translating deliberately. Returns the places updated."""
    folder = folder or Path(__file__).parent / "data"
    done = stale_examples(lang, folder)
    record = _record(folder)
    record[lang] = {place: source_hash(text) for place, text in example_texts(lang, folder).items()}
    (folder / RECORD).write_text(json.dumps(record, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                 encoding="utf-8")
    return done
