"""Match questions: the score before a hand and the hand's points. Who wins the match?

The answer is the engine's (:meth:`scopa_learn.Match.record`): the first side to reach the
target wins; when several reach it in the same hand the higher score wins, and equal scores
play another hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.match import Match
from ..engine.rules import Rules
from ..engine.rules import rules as preset_rules
from ..words.lists import and_list
from ..words.messages import say
from .choice import ChoiceQuestion, Row
from .draws import ATTEMPTS, CLASSIC, Draw, read_level, read_rules, read_seed
from .last_taker import PLAYERS


def _dash(points: tuple[int, ...]) -> str:
    return "-".join(str(p) for p in points)


@dataclass(frozen=True)
class MatchEndQuestion(ChoiceQuestion):
    """The match score before a hand, and the points each side made in it."""

    seed: int
    level: int
    names: tuple[str, ...]
    before: tuple[int, ...]
    points: tuple[int, ...]
    rules: Rules = field(default=CLASSIC, repr=False)
    shape: str = "any"

    @property
    def match(self) -> Match:
        """The engine's match after the hand."""
        return Match(self.rules, self.names, scores=self.before).record(self.points)

    @property
    def after(self) -> tuple[int, ...]:
        return self.match.scores

    @property
    def choices(self) -> tuple[str, ...]:
        return (*self.names, say("quiz.match.another_hand"))

    @property
    def right(self) -> str:
        winner = self.match.winner
        return self.choices[-1] if winner is None else self.names[winner]

    @property
    def rows(self) -> tuple[Row, ...]:
        return ()

    @property
    def prompt(self) -> str:
        scores = and_list([f"{n} {b}" for n, b in zip(self.names, self.before, strict=True)])
        hand = and_list([f"{n} {p}" for n, p in zip(self.names, self.points, strict=True)])
        return say("quiz.match.prompt", target=self.rules.target, scores=scores, hand=hand)

    @property
    def ask(self) -> str:
        return say("quiz.match.ask")

    def _reached(self) -> list[int]:
        return [i for i, s in enumerate(self.after) if s >= self.rules.target]

    @property
    def explanation(self) -> str:
        target, after, reached = self.rules.target, _dash(self.after), self._reached()
        winner = self.match.winner
        if not reached:
            return say("quiz.match.why.short", after=after, target=target)
        if winner is None:
            return say("quiz.match.why.tie", after=after, target=target,
                       sides=and_list([self.names[i] for i in reached]))
        who = self.names[winner]
        if len(reached) == 1:
            return say("quiz.match.why.reached", after=after, target=target, who=who)
        sides = and_list([self.names[i] for i in reached])
        return say("quiz.match.why.higher", after=after, target=target, who=who, sides=sides)

    def mistake(self, choice: str) -> tuple[str, str]:
        reached, winner = self._reached(), self.match.winner
        if choice not in self.names:  # "another hand", but someone has won
            return "match.is_over", self.explanation
        side = self.names.index(choice)
        if winner is None:
            return ("match.tie" if reached else "match.not_yet"), self.explanation
        if side not in reached:
            return "match.short", say("quiz.match.why.side_short", who=choice,
                                      score=self.after[side], target=self.rules.target) + " " + \
                self.explanation
        return "match.higher_wins", self.explanation


_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("one-reaches", 3), ("none-reaches", 1)),
    2: (("both-reach", 3), ("one-reaches", 1), ("none-reaches", 1)),
    3: (("both-reach", 2), ("tie", 2), ("three", 2)),
}


def match_end_question(seed: int, level: int = 1, rules: Rules | str | None = None
                       ) -> MatchEndQuestion:
    """A match score and a hand's points from ``seed``: who wins the match, or another hand?

    Level 1: one side reaches the target, or nobody yet. Level 2: both pass the target (the
    higher score wins, even the side that was behind). Level 3: equal scores past the target
    (another hand), and three players.

    >>> q = match_end_question(2, level=3)
    >>> q.check(q.right).correct, all(not q.check(c).correct for c in q.choices if c != q.right)
    (True, True)
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(6, level, seed)
    shape = draw.pick(_WEIGHTS[level])
    if shape == "three":
        rules_ = preset_rules("classic", players=3) if rules_.players != 3 else rules_
    names = PLAYERS[:rules_.sides] if rules_.sides <= 3 else tuple(
        say("side.team", n=i + 1) for i in range(rules_.sides))
    target = rules_.target
    q: MatchEndQuestion | None = None
    for _ in range(ATTEMPTS):
        before = tuple(draw.between(max(0, target - 7), target - 1) for _ in names)
        points = tuple(draw.between(0, 6) for _ in names)
        q = MatchEndQuestion(seed, level, names, before, points, rules_, shape)
        reached = q._reached()
        winner = q.match.winner
        ok = {
            "one-reaches": len(reached) == 1,
            "none-reaches": not reached,
            "both-reach": len(reached) >= 2 and winner is not None,
            "tie": len(reached) >= 2 and winner is None,
            "three": len(reached) >= 2 or (len(reached) == 1 and draw.below(3) == 0),
        }[shape]
        if ok:
            return q
    assert q is not None
    return q  # pragma: no cover
