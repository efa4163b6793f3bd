"""How long a hand and a match take on the Play page: one figure, one home (issue 21, "honest
times"), and every page that says it takes it from there.

Rules: the AGIMEG guide ("a hand": three cards each, four on the table, 36 played) and the
match to 11 ("The match").
"""

from __future__ import annotations

import pathlib
import re

import pytest

from scopa_learn import computer_player, deal
from scopa_learn.table import pace

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: The pages that say how long play takes, each with the marks it writes.
PAGES = {
    "index.md": {"hand"},
    "play/index.md": {"hand", "match", "turns", "seconds", "hands"},
    "play/first-hand.md": {"hand"},
    "learn/index.md": {"hand", "match"},
    "teachers/plans.md": {"match"},
}
#: A length of time written out instead of a mark ("half an hour", "cinque minuti", "15 minutes").
WRITTEN = re.compile(r"half an hour|mezz'ora|\b(?:\d+|five|ten|fifteen|thirty|cinque|dieci|quindici"
                     r"|trenta)\s+minut", re.IGNORECASE)
PLAY = re.compile(r"\b(?:hand|match|smazzat|partit)", re.IGNORECASE)
NEAR = 50  # characters from a hand or a match to its length of time
COURSE = re.compile(r"\b(?:stage|tapp|lesson|lezion|period|chapter|capitol)", re.IGNORECASE)


def test_a_hand_in_two_is_eighteen_turns_of_yours() -> None:
    # The AGIMEG guide: 4 cards on the table, 3 to each player, 6 deals in all: 36 cards played.
    state = deal(seed=5)
    bots = [computer_player("beginner", seed=1), computer_player("beginner", seed=2)]
    yours = 0
    while not state.is_over:
        yours += state.to_move == 0
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    assert yours == pace.TURNS_PER_HAND == 18


@pytest.mark.slow
def test_the_hands_of_a_match_to_11_are_measured_not_guessed() -> None:
    measured = pace.hands_per_match()
    assert round(measured, 1) == 4.0 and round(measured) == pace.HANDS_PER_MATCH


def test_a_hand_and_a_match_in_minutes() -> None:
    assert pace.hand_minutes() == 5  # 18 turns of 15 s and half a minute to count: 5 minutes
    assert pace.match_minutes() == 20  # 4 hands of 5 minutes
    assert pace.marked("<!-- scopa: match minutes -->", "en") == "20 minutes"
    assert pace.marked("<!-- scopa: hand minutes -->", "it") == "5 minuti"


@pytest.mark.parametrize("edition", ["", "it/"])
@pytest.mark.parametrize("page", sorted(PAGES))
def test_each_page_that_says_how_long_play_takes_writes_the_marks(edition: str, page: str) -> None:
    text = (ROOT / "docs" / edition / page).read_text(encoding="utf-8")
    written = {what for mark, what in pace.MARKS.items() if mark in text}
    assert written == PAGES[page], page


def test_no_page_writes_out_how_long_a_hand_or_a_match_takes() -> None:
    # A sentence about a hand or a match with a length of time in it (the Learn page once said
    # 15 minutes for a match, the Play page 30): the course's own clock (a stage, a lesson, a
    # chapter) and a page's reading time ("Time: 10 minutes" on the rules pages) are not play.
    found = []
    for path in sorted((ROOT / "docs").rglob("*.md")):
        if "about/" in path.as_posix():  # the performance pages time the site, not a game
            continue
        text = re.sub(r"\*\*(?:Time|Tempo):\*\* \d+ minut\w+\.", "", path.read_text(encoding="utf-8"))
        for sentence in re.split(r"(?<=[.!?:])\**\s+|\n\s*\n|\|", text):
            said = [m.start() for m in WRITTEN.finditer(sentence)]
            play = [m.end() for m in PLAY.finditer(sentence)]
            if any(0 <= t - p <= NEAR for t in said for p in play) and not COURSE.search(sentence):
                found.append(f"{path.relative_to(ROOT)}: {' '.join(sentence.split())[:120]}")
    assert not found, "\n".join(found)
