"""Counting questions: a finished hand, two piles and the scope each side made; award every point."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import DECK, SUITS, Card, format_cards
from ..engine.rules import Rules
from ..engine.scoring import HandScore, score_hand
from ..errors import AnswerError
from ..words.lists import and_list
from ..words.messages import say, using_language
from .draws import ATTEMPTS, CLASSIC, NAMES, Draw, read_level, read_rules, read_seed
from .primiera import has_all_suits
from .render import counting_body, question_html
from .verdicts import Verdict, VerdictPart, judge_parts, read_int, read_side


def _points_of(answer: Any, names: Sequence[str]) -> tuple[int, ...]:
    """An award as points per side: a winner (name, index, nobody) or a tuple of points."""
    if isinstance(answer, (tuple, list)):
        points = tuple(read_int(a) or 0 for a in answer)
        if len(points) != len(names):
            raise AnswerError(say("quiz.counting.bad_points", answer=answer, sides=len(names)))
        return points
    side = read_side(answer, names)
    return tuple(int(i == side) for i in range(len(names)))



def _made(scope: int) -> str:
    """What a side made, as the prompt says it: ``, and made 2 scope``; ``e non ha fatto scope``."""
    return say("quiz.counting.made_none") if scope == 0 else say("quiz.counting.made", n=scope)

@dataclass(frozen=True)
class CountingQuestion:
    """A finished hand: two piles and the scope each side made. Award every point."""

    seed: int
    level: int
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    rules: Rules = field(default=CLASSIC, repr=False)
    names: tuple[str, ...] = NAMES
    shape: str = "any"

    @property
    def score(self) -> HandScore:
        """The engine's score of the hand: every category with its reason."""
        return score_hand(self.piles, self.scope, self.rules, names=self.names)

    @property
    def explanation(self) -> str:
        """The engine's reason for every category, one a line."""
        return "\n".join(c.reason for c in self.score.categories)

    @property
    def categories(self) -> tuple[str, ...]:
        """The points to award, in the engine's order (carte, denari, settebello, primiera, scope)."""
        return tuple(c.name for c in self.score.categories)

    @property
    def prompt(self) -> str:
        """The question in words."""
        (a, b), (sa, sb) = self.names, self.scope
        return say("quiz.counting.prompt", a=a, b=b, pile_a=format_cards(self.piles[0]),
                   pile_b=format_cards(self.piles[1]), made_a=_made(sa), made_b=_made(sb),
                   categories=and_list(self.categories))

    def answer_text(self, *, lang: str | None = None) -> str:
        """The right awards, as a short line for an answer key."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.answer_text()
        score = self.score
        words = []
        for category in score.categories:
            if category.name == "scope" or category.winner is None and any(category.points):
                given = "-".join(str(p) for p in category.points)
            else:
                given = self.names[category.winner] if category.winner is not None \
                    else say("quiz.nobody")
            words.append(f"{category.name} {given}")
        totals = "-".join(str(t) for t in score.totals)
        return say("quiz.counting.key", awards="; ".join(words), totals=totals)

    def check(self, answer: Mapping[str, Any], *, lang: str | None = None) -> Verdict:
        """Judge the awards: a mapping from each category to its winner (a name, a side index
        0/1, or ``None`` for nobody) or to points per side (``"scope": (1, 0)``), and
        ``"total"``: the points per side, which the question asks for too.

        >>> from scopa_learn import parse_cards
        >>> q = CountingQuestion(0, 1, (parse_cards("7d 7s 6c 5b"), tuple(
        ...     c for c in DECK if c not in parse_cards("7d 7s 6c 5b"))), (1, 0))
        >>> v = q.check({"carte": "Bruno", "denari": "Bruno", "settebello": "Anna",
        ...              "primiera": "Anna", "scope": (1, 0)})
        >>> v.correct, [p.name for p in v.parts if not p.correct]
        (False, ['primiera', 'total'])
        >>> print(v.parts[3].explanation)
        primiera: you gave it to Anna. Bruno made the best primiera (75-78).
        >>> q.check({"carte": "Carla"})
        Traceback (most recent call last):
        ...
        scopa_learn.errors.AnswerError: 'Carla' is not one of the sides: answer Anna or Bruno, or nobody.
        """
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.check(answer)
        if not isinstance(answer, Mapping):
            raise AnswerError(say("quiz.counting.not_mapping", categories=and_list(self.categories)))
        unknown = [k for k in answer if k not in self.categories and k != "total"]
        if unknown:
            raise AnswerError(say("quiz.counting.unknown", name=unknown[0],
                                 categories=and_list(self.categories)))
        score = self.score
        parts = []
        for category in score.categories:
            name = category.name
            if answer.get(name, ...) is ...:
                parts.append(VerdictPart(name, False, say(
                    "quiz.counting.missing", category=name, reason=category.reason)))
                continue
            given = _points_of(answer[name], self.names)
            if given == category.points:
                parts.append(VerdictPart(name, True, say(
                    "quiz.counting.right", category=name, reason=category.reason)))
            else:
                parts.append(VerdictPart(name, False, say(
                    "quiz.counting.wrong", category=name, given=self._award_words(given),
                    reason=category.reason)))
        totals = "-".join(str(t) for t in score.totals)
        if answer.get("total") is None:
            parts.append(VerdictPart("total", False, say("quiz.counting.total_missing",
                                                         totals=totals)))
        else:
            given = _points_of(answer["total"], self.names)
            ok = given == score.totals
            parts.append(VerdictPart("total", ok, say(
                "quiz.counting.total_right" if ok else "quiz.counting.total_wrong",
                totals=totals, given="-".join(str(g) for g in given))))
        return judge_parts(parts)

    def _award_words(self, points: tuple[int, ...]) -> str:
        if sum(points) == 0:
            return say("quiz.counting.to_nobody")
        if sorted(points) == [0] * (len(points) - 1) + [1]:
            return say("quiz.counting.to_side", who=self.names[points.index(1)])
        return say("quiz.counting.points", points="-".join(str(p) for p in points))

    def body_html(self, *, lang: str | None = None) -> str:
        """The question drawn in HTML, with room to answer (no answer shown)."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.body_html()
        return counting_body(self)

    def _repr_html_(self) -> str:
        return question_html(self)


def counting_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> CountingQuestion:
    """Two piles that split the 40 cards, and the scope made: a hand to count, from ``seed``.

    Level 1: clear winners for carte and denari, both sides with all four suits. Level 2:
    ties (20-20 cards, 5-5 denari) that give nobody the point. Level 3: the missing-suit
    rule of the primiera, ties, more scope.

    >>> q = counting_question(5, level=2)
    >>> sum(len(p) for p in q.piles), q.check({c: None for c in q.categories}).correct in (True, False)
    (40, True)
    >>> counting_question(5, level=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: There is no level 0: choose 1 (first steps), 2 (traps and choices) or 3 (big tables).
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(3, level, seed)
    weights = {
        1: (("clear", 1),),
        2: (("carte-tie", 1), ("denari-tie", 1), ("close", 1)),
        3: (("missing-suit", 2), ("both-missing", 1), ("ties", 1)),
    }[level]
    shape = draw.pick(weights)
    most_scope = (2, 3, 4)[level - 1]
    for _ in range(ATTEMPTS):
        if shape == "missing-suit":
            # One side holds every card of a suit (and a few more): the other lacks that suit.
            suit = SUITS[draw.below(4)]
            rest = [c for c in DECK if c.suit is not suit]
            extra = draw.cards(draw.between(3, 9), rest)
            small = tuple(sorted([c for c in DECK if c.suit is suit] + extra))
            big = tuple(c for c in DECK if c not in small)
            a, b = (big, small) if draw.below(2) else (small, big)
        elif shape == "both-missing":
            i = draw.below(4)
            s, t = SUITS[i], SUITS[(i + 1 + draw.below(3)) % 4]
            others = draw.cards(20, [c for c in DECK if c.suit not in (s, t)])
            cut = draw.between(6, 14)
            a = tuple(sorted([c for c in DECK if c.suit is s] + others[:cut]))
            b = tuple(c for c in DECK if c not in a)
        else:
            size = 20 if shape == "carte-tie" else draw.between(12, 28)
            cards = draw.cards(size)
            a = tuple(sorted(cards))
            b = tuple(c for c in DECK if c not in a)
        scope = (draw.between(0, most_scope), draw.between(0, most_scope))
        score = score_hand((a, b), scope, rules_)
        carte, denari, primiera_ = score["carte"], score["denari"], score["primiera"]
        complete = has_all_suits(a, rules_) and has_all_suits(b, rules_)
        ok = {
            "clear": carte.winner is not None and denari.winner is not None and complete,
            "carte-tie": complete,
            "denari-tie": denari.winner is None and carte.winner is not None and complete,
            "close": complete and abs(primiera_.values[0] - primiera_.values[1]) <= 4
            and carte.winner is not None,
            "missing-suit": primiera_.winner is not None,
            "both-missing": primiera_.winner is None,
            "ties": (carte.winner is None or denari.winner is None) and
            (primiera_.winner is None or not complete),
        }[shape]
        if ok:
            return CountingQuestion(seed, level, (a, b), scope, rules_, NAMES, shape)
    raise AssertionError("unreachable with these rules")  # pragma: no cover

