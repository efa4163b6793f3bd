"""The catalogues: one JSON file per language in this package (``en.json``, ``it.json``).

Each file maps a message key to an entry. An English entry is ``{"text": ..., "note": ...}``
(the note, when there is one, is for whoever writes or translates the key). An entry of another
language is ``{"text": ..., "en": ...}``: ``en`` is :func:`source_hash` of the English text it
translates, so a translation whose English has changed since is *stale* (gettext's "fuzzy")
until someone looks at it and runs ``python -m scopa_learn.words update KEY``.

Plural forms are sibling keys ``KEY.one`` and ``KEY.other`` (the two forms English and Italian
have); :func:`~scopa_learn.words.messages.say` picks one by the count ``n``.

Read with :mod:`importlib.resources`, so the catalogues load from the wheel in Pyodide as they
do from a checkout; the standard library's :mod:`json` is the only reader needed.

>>> catalogue("it")["suit.d"]["text"]
'denari'
>>> stale("it")
[]
"""

from __future__ import annotations

import hashlib
import json
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

SOURCE = "en"
Entry = dict[str, str]


def languages() -> list[str]:
    """The languages with a catalogue, English first."""
    names = sorted(p.name[:-5] for p in resources.files(__package__).iterdir()
                   if p.name.endswith(".json"))
    return sorted(names, key=lambda name: name != SOURCE)


def catalogue(lang: str, folder: Traversable | None = None) -> dict[str, Entry]:
    """The entries of ``lang``'s catalogue, in the file's order (which groups keys by topic);
    ``folder`` holds the files (default: this package's)."""
    folder = folder or resources.files(__package__)
    text = folder.joinpath(f"{lang}.json").read_text(encoding="utf-8")
    entries: dict[str, Entry] = json.loads(text)
    return entries


def source_hash(text: str) -> str:
    """A short fingerprint of an English text, recorded in each translation of it.

    >>> source_hash("{rank} of {suit}")
    'd1b096d16f'
    """
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def stale(lang: str, folder: Traversable | None = None) -> list[str]:
    """The keys of ``lang`` whose English changed after they were translated (or that never
    recorded which English they translate)."""
    english = catalogue(SOURCE, folder)
    return [key for key, entry in catalogue(lang, folder).items()
            if key in english and entry.get(SOURCE) != source_hash(english[key]["text"])]


def dumps(entries: dict[str, Entry]) -> str:
    """A catalogue as its file holds it: one key a line, so that two branches adding keys in
    different places merge cleanly and a diff shows the one sentence that changed."""
    lines = [f"{json.dumps(key, ensure_ascii=False)}: {json.dumps(entry, ensure_ascii=False)}"
             for key, entry in entries.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def update(lang: str, keys: list[str] | None = None, folder: Path | None = None) -> list[str]:
    """Record, for ``keys`` of ``lang`` (all stale keys when ``None``), that their translation
    matches today's English: run after translating deliberately. Returns the keys updated.
    ``folder`` is where the files are written (default: this module's folder, in a checkout)."""
    folder = folder or Path(__file__).parent
    english = catalogue(SOURCE, folder)
    entries = catalogue(lang, folder)
    chosen = stale(lang, folder) if keys is None else keys
    unknown = [key for key in chosen if key not in entries or key not in english]
    if unknown:
        raise KeyError(f"not in both the {SOURCE} and the {lang} catalogue: {', '.join(unknown)}")
    for key in chosen:
        entry: dict[str, Any] = entries[key]
        entry[SOURCE] = source_hash(english[key]["text"])
    (folder / f"{lang}.json").write_text(dumps(entries), encoding="utf-8")
    return chosen
