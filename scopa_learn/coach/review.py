"""The review of a hand: each decision of one seat graded from what that seat knew then.

A finished hand is replayed from its log. At each play of the seat, the review takes the
seat's :class:`~scopa_learn.engine.view.PlayerView` at that moment and grades every legal move
as the puzzles do (:func:`scopa_learn.puzzles.grading.evaluate`: the expected point margin of
the seat's side over deals of the cards it could not see, each consistent with the view;
exact when nothing is hidden). The cards it could not see never enter a grade: dealing them
differently gives the same review. Each decision gets the card played, the best move, the
points the play gave up against it (0 for the best move), and the reason in the puzzles'
words (:func:`scopa_learn.puzzles.explain.explain_grade`).

The hand gets one figure: the points given away, the sum over the decisions of what each gave
up; with the share of the choices within :data:`CLOSE` point of the best, and the three
costliest decisions.

>>> from scopa_learn import deal
>>> from scopa_learn.players import computer_player
>>> state = deal(seed=4)
>>> bots = [computer_player("beginner", seed=1), computer_player("intermediate", seed=2)]
>>> while not state.is_over:
...     state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
>>> review = review_hand(state, 0)
>>> len(review.decisions), review.decisions[0].number
(18, 2)
>>> min(d.lost for d in review.decisions) >= 0, review.given_away == round(sum(d.lost for d in review.decisions), 2)
(True, True)
>>> review.decisions[-1].exact
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..engine.board import Move
from ..engine.cards import Card
from ..engine.dealing import deal
from ..engine.events import Dealt
from ..engine.rules import Rules
from ..engine.state import HandState, check_seat
from ..engine.view import PlayerView
from ..errors import ScopaError
from ..puzzles.explain import classify, compare, explain_grade, number_text
from ..puzzles.grading import evaluate, exact
from ..puzzles.model import Grade, Position, grades_from, move_data
from ..words.messages import say

if TYPE_CHECKING:
    from ..puzzles.model import Puzzle

#: Sampled deals of the hidden cards per move at each decision (the puzzles' one batch is 60).
REVIEW_WORLDS = 60
#: A move this many standard errors behind the best after the first worlds stops being played
#: out (it keeps the average it had); the move played and the best go on over every world, so
#: the points given away are measured as without the race (the hottest path of the review).
REVIEW_RACE = 3.0
#: The grading's seed: the same hand reviews the same on every computer, in the browser too.
REVIEW_SEED = 0
#: A decision within this many points of the best counts as a good one.
CLOSE = 0.1
#: How many of the costliest decisions the review picks out.
COSTLIEST = 3


class ReviewError(ScopaError):
    """A hand or a seat that cannot be reviewed (the hand is not over, no such seat)."""


@dataclass(frozen=True)
class Decision:
    """One play of the reviewed seat: what it played, the best move, what the play gave up."""

    #: The play's number in the hand (1-based) and the deal it belongs to.
    number: int
    deal_number: int
    played: Move
    #: Every legal move's grade, best first (:class:`~scopa_learn.puzzles.model.Grade`).
    grades: tuple[Grade, ...]
    #: True when nothing hidden mattered, so the grades are exact.
    exact: bool
    #: The moment of the decision (its hidden cards are never asked: see :attr:`view`).
    state: HandState = field(repr=False, compare=False)
    first_table: tuple[Card, ...] = field(repr=False, compare=False)

    @property
    def seat(self) -> int:
        return self.state.to_move

    @property
    def view(self) -> PlayerView:
        """What the seat saw when it played."""
        return self.state.view(self.state.to_move)

    @property
    def best(self) -> Move:
        return self.grades[0].move

    @property
    def grade(self) -> Grade:
        """The grade of the move played."""
        return _grade_of(self.grades, self.played)

    @property
    def lost(self) -> float:
        """Expected points the play gave up against the best move (0: the best, or as good)."""
        return self.grade.lost

    @property
    def forced(self) -> bool:
        """Only one legal move: nothing to choose."""
        return len(self.grades) == 1

    @property
    def close(self) -> bool:
        """Within :data:`CLOSE` point of the best."""
        return self.lost <= CLOSE + 1e-9

    @property
    def card_in_deal(self) -> int:
        """Which of the seat's cards of this deal it was: 1 for its first card of the deal."""
        rules = self.state.rules
        return (self.number - 1) % (rules.players * rules.hand_size) // rules.players + 1

    def heading(self, lang: str | None = None) -> str:
        """Where the decision was: ``Deal 2, your card 3 of 3:`` (the card alone with one deal)."""
        rules = self.state.rules
        if rules.deals_per_hand == 1:
            return say("review.decision.one_deal", lang, card=self.card_in_deal, cards=rules.hand_size)
        return say("review.decision", lang, deal=self.deal_number, card=self.card_in_deal,
                   cards=rules.hand_size)

    def explain(self, lang: str | None = None) -> tuple[str, str]:
        """The reason code and the sentence for the move played, as a puzzle's verdict says it."""
        return explain_grade(self.state, self.grades, self.grade, self.theme, lang)

    def explanation(self, lang: str | None = None) -> str:
        return self.explain(lang)[1]

    @cached_property
    def theme(self) -> str:
        """The puzzle theme this decision is about: why the play (or the runner-up) loses."""
        best = self.best
        other = self.played if self.lost > 0 else (self.grades[1].move if len(self.grades) > 1 else None)
        if other is None:
            return "last_deal" if not self.view.stock_size else "best_sum"
        found = classify(self.view, self.state, best, other)
        if found is not None:
            return found
        code, _ = compare(self.state, best, other)
        if code in _THEME_OF:
            return _THEME_OF[code]
        if best.capture:
            return "no_gift" if not other.capture else "best_sum"
        return "safe_discard"

    def position(self) -> Position:
        """The position as the seat saw it (what a puzzle stores: no hidden card)."""
        return Position.of(self.state, self.first_table)

    def puzzle(self, level: int | None = None) -> Puzzle:
        """This decision as a puzzle from the learner's own hand ("try again from here"): the
        same view, the same grades, its theme; ``level`` (1-4) by default from which computer
        levels find the best move, as the bank's puzzles get theirs."""
        from ..puzzles.generate import found_by, level_of
        from ..puzzles.model import Puzzle

        position = self.position()
        if level is None:
            level = level_of(found_by(self.view, self.best)) if not self.forced else 1
        figures = {"from_hand": True, "played": str(self.played), "lost": self.lost, "exact": self.exact,
                   "worlds": 0 if self.exact else REVIEW_WORLDS}
        return Puzzle("h" + position.key()[1:], self.theme, level, position, self.grades, "hand", figures)

    def to_data(self, lang: str | None = None) -> dict[str, Any]:
        """Plain data (JSON-ready): the moment as the seat saw it, the moves and the reason."""
        reason, text = self.explain(lang)
        view = self.view
        return {
            "number": self.number, "deal": self.deal_number, "seat": self.seat,
            "card_in_deal": self.card_in_deal, "heading": self.heading(lang),
            "hand": [str(c) for c in view.hand], "table": [str(c) for c in view.table],
            "played": move_data(self.played), "best": move_data(self.best),
            "lost": self.lost, "lost_text": number_text(self.lost, ".2f", lang),
            "forced": self.forced, "close": self.close, "exact": self.exact,
            "theme": self.theme, "reason": reason, "explanation": text,
            "grades": [{**move_data(g.move), "points": g.points, "lost": g.lost} for g in self.grades],
        }


#: The theme of a reason code, when the puzzles' classifier gives none.
_THEME_OF: Mapping[str, str] = {
    "scopa": "take_scopa", "lone": "lone_card", "sweep": "deny_scopa", "settebello": "settebello",
    "equal": "equal_card", "primiera": "primiera", "denari": "best_sum", "cards": "best_sum",
    "rest": "last_deal",
}


def _grade_of(grades: Sequence[Grade], move: Move) -> Grade:
    for g in grades:
        if g.move.card is move.card and frozenset(g.move.capture) == frozenset(move.capture):
            return g
    raise ReviewError(say("review.not_graded", move=str(move)))


@dataclass(frozen=True)
class Review:
    """A hand reviewed from one seat: each decision, the hand's figure, the costliest three."""

    seat: int
    rules: Rules
    decisions: tuple[Decision, ...]
    #: Each side's points in the hand, and the seat's side.
    totals: tuple[int, ...]
    side: int

    @property
    def given_away(self) -> float:
        """The hand's figure: expected points given away against the best play, all decisions."""
        return round(sum(d.lost for d in self.decisions), 2)

    @property
    def choices(self) -> tuple[Decision, ...]:
        """The decisions with more than one legal move."""
        return tuple(d for d in self.decisions if not d.forced)

    @property
    def close_share(self) -> float | None:
        """The share of the choices within :data:`CLOSE` point of the best (None: no choice)."""
        choices = self.choices
        return sum(d.close for d in choices) / len(choices) if choices else None

    @property
    def costliest(self) -> tuple[Decision, ...]:
        """Up to :data:`COSTLIEST` decisions that gave away more than :data:`CLOSE`, the
        costliest first (ties: the earlier play)."""
        costly = [d for d in self.decisions if not d.close]
        return tuple(sorted(costly, key=lambda d: (-d.lost, d.number))[:COSTLIEST])

    @property
    def margin(self) -> float:
        """The seat's side's points minus the average of the other sides', in this hand."""
        others = [t for i, t in enumerate(self.totals) if i != self.side]
        return self.totals[self.side] - sum(others) / len(others)

    def summary(self, lang: str | None = None) -> str:
        """The figure in one sentence, in ``lang``."""
        choices = self.choices
        if not choices:
            return say("review.summary.forced", lang)
        close = sum(d.close for d in choices)
        key = "review.summary.none" if self.given_away < 0.005 else "review.summary"
        return say(key, lang, lost=number_text(self.given_away, ".2f", lang), close=close,
                   choices=len(choices))

    def describe(self, lang: str | None = None) -> str:
        """The review as text: the figure, then the costliest decisions with their reasons."""
        lines = [self.summary(lang)]
        costly = self.costliest
        if costly:
            lines.append(say("review.costliest.one" if len(costly) == 1 else "review.costliest.other", lang))
            for d in costly:
                lines.append("  " + d.heading(lang) + " " + d.explanation(lang))
        return "\n".join(lines)

    def to_data(self, lang: str | None = None) -> dict[str, Any]:
        """Plain data (JSON-ready), the sentences in ``lang``; ``costliest`` lists the play
        numbers of the costliest decisions."""
        share = self.close_share
        return {
            "seat": self.seat, "side": self.side, "totals": list(self.totals),
            "given_away": self.given_away,
            "given_away_text": number_text(self.given_away, ".2f", lang),
            "close_share": None if share is None else round(share, 3),
            "choices": len(self.choices), "close": sum(d.close for d in self.choices),
            "summary": self.summary(lang),
            "costliest": [d.number for d in self.costliest],
            "decisions": [d.to_data(lang) for d in self.decisions],
        }


def first_table(hand: HandState) -> tuple[Card, ...]:
    """The table dealt face up at the start of ``hand`` (after any redeal)."""
    for event in hand.log:
        if isinstance(event, Dealt) and event.number == 1:
            return event.table
    return ()


def moments(hand: HandState) -> list[HandState]:
    """The states before each play of the finished ``hand``, replayed from its log.

    A hand dealt from a seed (every hand of a match, the Play page's and the terminal's) is
    dealt again from it, so each hand holds its cards in the order they were dealt, as the
    players saw them. A stacked deal is rebuilt from the plays: the cards each seat played in
    each deal are the cards it was dealt (in the order it played them).
    """
    played = hand.played
    if hand.seed is not None:
        again = deal(hand.rules, hand.seed, hand.dealer, names=hand.names or None)
        if first_table(again) == first_table(hand):
            states = []
            for event in played:
                if event.card not in again.hands[again.to_move]:
                    break
                states.append(again)
                again = again.play(event.move)
            else:
                return states
    rules = hand.rules
    n = rules.players
    per_deal = n * rules.hand_size
    hands: list[list[Card]] = [[] for _ in range(rules.deals_per_hand * n)]
    leader = (hand.dealer + 1) % n
    for event in played:
        d, k = divmod(event.number - 1, per_deal)
        hands[d * n + (leader + k) % n].append(event.card)
    state = deal(rules, dealer=hand.dealer, table=first_table(hand), hands=hands, names=hand.names or None)
    states = []
    for event in played:
        states.append(state)
        state = state.play(event.move)
    return states


Progress = Callable[[int, int], None]


class ReviewRun:
    """A review made one decision at a time: :meth:`step` grades the next one, so a page can
    show the progress and answer the learner between steps (the Play page's worker does)."""

    def __init__(self, hand: HandState, seat: int, worlds: int = REVIEW_WORLDS) -> None:
        if not isinstance(hand, HandState):
            raise ReviewError(say("review.not_a_hand", hand=type(hand).__name__))
        self.seat = check_seat(seat, hand.rules.players)
        if not hand.is_over:
            raise ReviewError(say("review.not_over"))
        self.hand, self.worlds = hand, worlds
        self.table = first_table(hand)
        self._todo = [s for s in moments(hand) if s.to_move == self.seat]
        self._plays = {e.number: e.move for e in hand.played}
        self.decisions: list[Decision] = []

    @property
    def total(self) -> int:
        """How many decisions the review grades."""
        return len(self._todo)

    @property
    def done(self) -> int:
        return len(self.decisions)

    @property
    def finished(self) -> bool:
        return self.done == self.total

    def step(self) -> bool:
        """Grade the next decision; False when every decision is graded."""
        if self.finished:
            return False
        state = self._todo[self.done]
        self.decisions.append(grade_decision(state, self._plays[state.plays_made + 1], self.table, self.worlds))
        return True

    def result(self) -> Review:
        """The review (every decision graded first)."""
        while self.step():
            pass
        rules = self.hand.rules
        return Review(self.seat, rules, tuple(self.decisions), tuple(self.hand.score().totals),
                      rules.side_of(self.seat))


def review_hand(hand: HandState, seat: int, *, worlds: int = REVIEW_WORLDS,
                progress: Progress | None = None) -> Review:
    """Review each decision of ``seat`` in the finished ``hand`` from that seat's view.

    ``worlds`` sampled deals of the hidden cards per move (exact when nothing is hidden);
    ``progress(done, total)`` is called after each decision.
    """
    run = ReviewRun(hand, seat, worlds)
    while run.step():
        if progress is not None:
            progress(run.done, run.total)
    return run.result()


def grade_decision(state: HandState, played: Move, table: Sequence[Card],
                   worlds: int = REVIEW_WORLDS) -> Decision:
    """One decision: ``played`` by the player to move in ``state``, graded from their view."""
    view = state.view(state.to_move)
    graded = evaluate(view, REVIEW_SEED, worlds, race=REVIEW_RACE, keep=played)
    grades = grades_from(graded)
    return Decision(state.plays_made + 1, state.deal_number, played, grades, exact(view) or len(graded) == 1,
                    state, tuple(table))


__all__ = ["CLOSE", "COSTLIEST", "REVIEW_RACE", "REVIEW_WORLDS", "Decision", "Review", "ReviewError", "ReviewRun", "first_table",
           "grade_decision", "moments", "review_hand"]
