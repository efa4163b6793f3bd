"""How long a hand and a match take on the Play page: the one home of those figures (issue 21).

Every page that says how long play takes (the home page, the Play page, your first hand, the
Learn page's clock, the teachers' plans, in both languages) writes a mark of :data:`MARKS`
(``<!-- scopa: hand minutes -->``, ``<!-- scopa: match minutes -->``...) and the site's build
puts the figure in (:func:`marked`), so the pages cannot disagree; the course's clock counts a
hand against the computer at :func:`hand_minutes` too.

A hand in two is :data:`TURNS_PER_HAND` of your turns: 36 cards are played after the four on
the table, half of them yours, one click each (and one more when you choose between two ways
to take: the first-hand browser test counts them). A turn is counted at
:data:`SECONDS_PER_TURN` (yours and the computer's answer, for someone still learning), and the
count at the end at :data:`SECONDS_TO_COUNT`. A match to 11 is :data:`HANDS_PER_MATCH` hands:
:func:`hands_per_match` plays whole matches of the beginner against itself (about as strong as
someone who has just learnt), and the test suite checks the figure pinned here.

>>> hand_minutes(), match_minutes()
(5, 20)
>>> marked("A hand: <!-- scopa: hand minutes -->, a match: <!-- scopa: match minutes -->.", "it")
'A hand: 5 minuti, a match: 20 minuti.'
"""

from __future__ import annotations

import statistics

from ..engine.match import Match
from ..engine.rules import rules
from ..players import computer_player
from ..words.messages import count_words

#: Your turns in a hand in two: 36 cards played after the 4 on the table, 18 of them yours.
TURNS_PER_HAND = 18
#: One turn of yours and the computer's answer, for someone still learning: a look at the
#: table, a choice, a click.
SECONDS_PER_TURN = 15
#: Reading the count at the end of a hand.
SECONDS_TO_COUNT = 30
#: The hands of a match to 11 in two: measured by :func:`hands_per_match` (mean 4.0 over 200
#: matches of the beginner against itself), checked by the tests.
HANDS_PER_MATCH = 4
#: The marks a page writes where the build puts the figures in.
MARKS = {"<!-- scopa: hand minutes -->": "hand", "<!-- scopa: match minutes -->": "match",
         "<!-- scopa: turns per hand -->": "turns", "<!-- scopa: seconds per turn -->": "seconds",
         "<!-- scopa: hands per match -->": "hands"}


def hand_minutes() -> int:
    """The minutes of one hand in two on the Play page, rounded up."""
    seconds = TURNS_PER_HAND * SECONDS_PER_TURN + SECONDS_TO_COUNT
    return -(-seconds // 60)


def match_minutes() -> int:
    """The minutes of a match to 11 in two on the Play page, to the nearest five."""
    return 5 * round(HANDS_PER_MATCH * hand_minutes() / 5)


def hands_per_match(matches: int = 200, level: str = "beginner") -> float:
    """The mean number of hands of a match to 11 in two between two computer players of
    ``level``, over ``matches`` matches (each from its own seeds: the same figure every run)."""
    classic = rules("classic")
    counts = []
    for n in range(matches):
        match = Match(classic, seed=100 * n)
        seats = [computer_player(level, seed=2 * n + 1), computer_player(level, seed=2 * n + 2)]
        while not match.is_over:
            state = match.deal()
            while not state.is_over:
                state = state.play(seats[state.to_move].choose(state.view(state.to_move)))
            match = match.record(state)
        counts.append(len(match.hands))
    return statistics.mean(counts)


def marked(text: str, lang: str | None = None) -> str:
    """``text`` with each mark of :data:`MARKS` replaced by its figure, the minutes in ``lang``."""
    figures = {"hand": count_words("minute", hand_minutes(), lang),
               "match": count_words("minute", match_minutes(), lang),
               "turns": str(TURNS_PER_HAND), "seconds": str(SECONDS_PER_TURN),
               "hands": str(HANDS_PER_MATCH)}
    for mark, what in MARKS.items():
        text = text.replace(mark, figures[what])
    return text
