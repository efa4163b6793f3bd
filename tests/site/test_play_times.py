"""The built pages say the same time for a hand and for a match, in both languages (issue 21,
"honest times": the Learn page once counted a match at 15 minutes and the Play page at 30).
The figures' one home is scopa_learn.table.pace; tests/table/test_pace.py checks the sources."""

from __future__ import annotations

import html
import pathlib
import re

import pytest

from scopa_learn.table import pace
from scopa_learn.words.messages import count_words

#: The built page of each page that says how long play takes, and what it says.
PAGES = {"index.html": ("hand",), "play/index.html": ("hand", "match"),
         "play/first-hand/index.html": ("hand",), "learn/index.html": ("hand", "match"),
         "teachers/plans/index.html": ("match",)}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_page_gives_a_hand_and_a_match_the_same_minutes(site_dir: pathlib.Path, lang: str) -> None:
    minutes = {"hand": count_words("minute", pace.hand_minutes(), lang),
               "match": count_words("minute", pace.match_minutes(), lang)}
    for page, says in PAGES.items():
        built = (site_dir / ("it" if lang == "it" else "") / page).read_text(encoding="utf-8")
        text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", built)).split())
        assert "scopa: " not in built.replace("scopa: chapter", ""), page  # every mark filled in
        for what in says:
            assert minutes[what] in text, f"{lang} {page}: no '{minutes[what]}' for a {what}"
