"""The first chapters keep the game's words Italian and explain each one where it is first used,
in both editions; no internal deal number reaches a learner (issue 21).

The audit of chapters 1-3 (2026-12-01) found, in English, "the 7 of denari" before the suits
were named and the figures given only their values; in Italian, *smazzata* used from chapter 1
and explained in chapter 3, *mazzetto*, *mazziere* and "di mano" never explained, and in both
"deal number 34" in chapter 5 and the napola unexplained in chapter 7. Each word below is held
to its explanation at its first use in the course's prose (markdown cells, in chapter order):
a new, earlier use without one fails.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]

#: (the game's word, the explanation that comes with its first use), per edition
FIRST_USES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("denari", "the suit of coins"),
        ("coppe", "(cups)"), ("spade", "(swords)"), ("bastoni", "(batons)"),
        ("asso", "(the ace, 1)"), ("fante", "(the knave, 8)"), ("cavallo", "(the\nknight, 9)"),
        ("re", "(the king, 10)"),
        ("denaro", "(coin)"), ("settebello", "(the 7 of\ndenari)"),
        ("scopa", "(a sweep of the table, worth a point)"), ("scope", "(plural of scopa)"),
        ("smazzata", "is one deal of the whole deck"),
        ("*primiera*", "is a point of the count at the end of a hand"),
        ("napola", "for the asso, 2 and 3 of denari in one pile"),
    ),
    "it": (
        ("denari", "il seme delle monete"),
        ("smazzata", "il giro\nintero di carte dalla distribuzione al conteggio"),
        ("mazzetto", "(il mucchio delle carte che hai preso)"),
        ("settebello", "(il 7 di denari)"),
        # the game's name ("La scopa si gioca...") comes first; the word is explained where it
        # is first a term, in italics
        ("*scopa*", "(la presa che svuota il tavolo e vale un punto)"),
        ("*primiera*", "è uno dei punti del conteggio a fine smazzata"),
        ("mazziere", "(chi distribuisce le carte)"),
        ("napola", "per l'asso, il 2 e il 3 di denari nello stesso mazzetto"),
    ),
}
#: The Italian names of "the one who plays first", which the chapters say in plain words
#: ("il mazzo passa di mano", the deck changes hands, is plain Italian)
UNEXPLAINED_IT = ("è di mano", "primo di mano")


def _prose(lang: str) -> str:
    folder = ROOT / "notebooks" if lang == "en" else ROOT / "notebooks" / "it"
    cells = [c for path in sorted(folder.glob("*.ipynb"))
             for c in json.loads(path.read_text(encoding="utf-8"))["cells"]]
    return "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def _first_use(text: str, word: str) -> int:
    # the word on its own, lower case (Scopa, the game's name in a title, is not the capture),
    # outside code (`Rb`) and links' addresses
    found = re.search(rf"(?<![\w`/-]){re.escape(word)}(?![\w`/-])", text)  # noqa: RUF039
    assert found, word
    return found.start()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_game_word_is_explained_where_it_is_first_used(lang: str) -> None:
    text = " ".join(_prose(lang).split())  # one space for every line break
    for word, phrase in FIRST_USES[lang]:
        explanation = " ".join(phrase.split())
        start = _first_use(text, word)
        near = text[start:start + len(word) + 12 + len(explanation)]
        before = text[max(0, start - 40):start]
        assert explanation in near or explanation in before, (
            f"{lang}: the first {word!r} comes without its explanation: "
            f"...{text[max(0, start - 60):start + 80]}...")


def test_the_italian_chapters_say_who_plays_first_in_plain_words() -> None:
    text = _prose("it")
    assert not [w for w in UNEXPLAINED_IT if w in text]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_internal_deal_number_reaches_a_learner(lang: str) -> None:
    text = _prose(lang)
    numbered = re.findall(r"(?i)\b(?:deal|seed|shuffle)(?: number)? \d+|\b(?:la|il) numero \d+", text)
    assert not numbered, numbered
