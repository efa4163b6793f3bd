"""Primiera questions: the best card of each suit in a pile, or who wins the primiera."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..engine.cards import SUITS, Card, Suit, format_cards, parse_cards
from ..engine.rules import Rules
from ..engine.scoring import Category, best_per_suit, primiera, score_hand
from ..errors import AnswerError
from ..words.lists import nor_list
from ..words.messages import say, using_language
from .draws import ATTEMPTS, CLASSIC, NAMES, Draw, read_level, read_rules, read_seed
from .render import primiera_body, question_html
from .verdicts import Verdict, VerdictPart, judge_parts, read_capture, read_int, read_side


def _suit_word(suit: Suit) -> str:
    return suit.name_in("it")


def _primiera_line(cards: Sequence[Card], rules: Rules) -> str:
    """``7d 6c Ad 5b: 21 + 18 + 16 + 15 = 70`` (and the missing suits)."""
    best = best_per_suit(cards, rules)
    present = [c for c in best if c is not None]
    values = [primiera([c], rules) for c in present]
    text = say("quiz.primiera.line", cards=format_cards(present) or "-",
               sum=" + ".join(str(v) for v in values) or "0", total=sum(values))
    missing = [_suit_word(s) for s, c in zip(SUITS, best, strict=True) if c is None]
    if missing:
        text += say("quiz.primiera.line_missing", suits=nor_list(missing))
    return text


@dataclass(frozen=True)
class PrimieraQuestion:
    """A primiera question: the best card of each suit in one pile (``kind="best"``), or who
    wins the primiera between two piles (``kind="compare"``)."""

    seed: int
    level: int
    kind: Literal["best", "compare"]
    piles: tuple[tuple[Card, ...], ...]
    rules: Rules = field(default=CLASSIC, repr=False)
    names: tuple[str, ...] = NAMES
    shape: str = "any"

    @property
    def pile(self) -> tuple[Card, ...]:
        """The (first) pile."""
        return self.piles[0]

    @property
    def best(self) -> tuple[Card | None, ...]:
        """The engine's primiera card of each suit (d, c, s, b) in the first pile; None if missing."""
        return best_per_suit(self.pile, self.rules)

    @property
    def totals(self) -> tuple[int, ...]:
        """The engine's primiera total of each pile."""
        return tuple(primiera(p, self.rules) for p in self.piles)

    @property
    def total(self) -> int:
        """The first pile's primiera total."""
        return self.totals[0]

    @property
    def winner(self) -> int | None:
        """Who wins the primiera (index into :attr:`piles`), or None for nobody."""
        return self._score().winner

    def _score(self) -> Category:
        return score_hand(self.piles, None, self.rules, names=self.names)["primiera"]

    @property
    def prompt(self) -> str:
        """The question in words."""
        if self.kind == "best":
            return say("quiz.primiera.best_prompt", pile=format_cards(self.pile))
        return say("quiz.primiera.compare_prompt", a=self.names[0], b=self.names[1],
                   pile_a=format_cards(self.piles[0]), pile_b=format_cards(self.piles[1]))

    @property
    def explanation(self) -> str:
        """Why the right answer is right, from the engine's figures."""
        if self.kind == "best":
            return _primiera_line(self.pile, self.rules)
        return " ".join([self._score().reason, *self._lines()])

    def _lines(self) -> list[str]:
        return [f"{n}: {_primiera_line(p, self.rules)}." for n, p in zip(self.names, self.piles, strict=True)]

    def answer_text(self, *, lang: str | None = None) -> str:
        """The right answer, as a short line for an answer key."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.answer_text()
        if self.kind == "best":
            return _primiera_line(self.pile, self.rules)
        return self.names[self.winner] if self.winner is not None else say("quiz.nobody")

    def check(self, answer: Any, *, lang: str | None = None) -> Verdict:
        """Judge an answer.

        ``kind="best"``: the cards chosen and the total, as ``"7d 6c Ad 5b = 70"`` or a pair
        ``(cards, total)``. ``kind="compare"``: the winner, as a name, a pile index (0, 1) or
        ``None``/``"nobody"``.

        >>> q = PrimieraQuestion(0, 1, "best", (parse_cards("7d 2d 6c Fc As 5b Rb"),))
        >>> print(q.check("7d 6c 5b = 54"))
        Not quite. The best card of each suit: 7d 6c As 5b: 21 + 18 + 16 + 15 = 70.
        ✓ denari: the 7d (21) is the best you have.
        ✓ coppe: the 6c (18) is the best you have.
        ✗ spade: you gave no card of spade; the best in the pile is the As (16).
        ✓ bastoni: the 5b (15) is the best you have.
        ✗ Total: 21 + 18 + 16 + 15 = 70, not 54.
        >>> q.check("7d 7s")
        Traceback (most recent call last):
        ...
        scopa_learn.errors.AnswerError: The 7s is not in this pile.
        """
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.check(answer)
        if self.kind == "best":
            cards, total = _read_best(answer)
            return self._check_best(cards, total)
        return self._check_compare(read_side(answer, self.names))

    def _check_best(self, cards: tuple[Card, ...], total: int | None) -> Verdict:
        pile = set(self.pile)
        for card in cards:
            if card not in pile:
                raise AnswerError(say("quiz.primiera.not_in_pile", card=card))
        chosen: dict[Suit, Card] = {}
        for card in cards:
            if card.suit in chosen:
                raise AnswerError(say("quiz.primiera.two_of_suit", suit=_suit_word(card.suit),
                                     cards=f"{chosen[card.suit]} {card}"))
            chosen[card.suit] = card
        parts = []
        for suit, best in zip(SUITS, self.best, strict=True):
            word, given = _suit_word(suit), chosen.get(suit)
            if best is None:
                parts.append(VerdictPart(word, True, say("quiz.primiera.suit_none", suit=word)))
            elif given is None:
                parts.append(VerdictPart(word, False, say(
                    "quiz.primiera.suit_missed", suit=word, best=best,
                    value=primiera([best], self.rules))))
            else:
                value, best_value = primiera([given], self.rules), primiera([best], self.rules)
                if value == best_value:
                    parts.append(VerdictPart(word, True, say(
                        "quiz.primiera.suit_right", suit=word, card=given, value=value)))
                else:
                    parts.append(VerdictPart(word, False, say(
                        "quiz.primiera.suit_wrong", suit=word, card=given, value=value,
                        best=best, best_value=best_value)))
        values = [primiera([c], self.rules) for c in self.best if c is not None]
        sum_text = " + ".join(str(v) for v in values) or "0"
        if total is None:
            parts.append(VerdictPart("total", False, say(
                "quiz.primiera.total_missing", sum=sum_text, total=self.total)))
        elif total == self.total:
            parts.append(VerdictPart("total", True, say(
                "quiz.primiera.total_right", sum=sum_text, total=self.total)))
        else:
            parts.append(VerdictPart("total", False, say(
                "quiz.primiera.total_wrong", sum=sum_text, total=self.total, given=total)))
        return judge_parts(parts, say("quiz.primiera.summary", line=_primiera_line(self.pile, self.rules)))

    def _check_compare(self, side: int | None) -> Verdict:
        score = self._score()
        given = self.names[side] if side is not None else say("quiz.nobody")
        right = self.names[score.winner] if score.winner is not None else say("quiz.nobody")
        lines = self._lines()
        if side == score.winner:
            text = " ".join([say("quiz.right"), score.reason, *lines])
            return Verdict(True, text)
        text = " ".join([say("quiz.wrong"), say("quiz.primiera.not_winner", given=given, right=right),
                         score.reason, *lines])
        return Verdict(False, text)

    def body_html(self, *, lang: str | None = None) -> str:
        """The question drawn in HTML, with room to answer (no answer shown)."""
        if lang is not None:  # all of it in that language
            with using_language(lang):
                return self.body_html()
        return primiera_body(self)

    def _repr_html_(self) -> str:
        return question_html(self)



def has_all_suits(cards: Iterable[Card], rules: Rules | None = None) -> bool:
    """True when the pile has a card of every suit (needed to win the primiera).

    >>> has_all_suits(parse_cards("7d 6c As 5b")), has_all_suits(parse_cards("7d 6c Ad 5b"))
    (True, False)
    """
    return None not in best_per_suit(cards, rules)


_TOTAL_RE = re.compile(r"^(.*?)(?:[=:,;]\s*|\s+)(\d+)\s*$|^\s*(\d+)\s*$", re.DOTALL)


def _read_best(answer: Any) -> tuple[tuple[Card, ...], int | None]:
    if isinstance(answer, Mapping):
        return _best_pair(answer.get("cards"), answer.get("total"))
    if isinstance(answer, str):
        match = _TOTAL_RE.match(answer.strip())
        if match is None:
            return parse_cards(answer.strip().rstrip("=:")), None
        if match[3] is not None:
            return (), int(match[3])
        return parse_cards(match[1].strip().rstrip("=:")), int(match[2])
    if isinstance(answer, (tuple, list)) and len(answer) == 2 and (
            isinstance(answer[0], (tuple, list)) or _is_total(answer[1])):
        return _best_pair(answer[0], answer[1])
    return read_capture(answer), None


def _best_pair(cards: Any, total: Any) -> tuple[tuple[Card, ...], int | None]:
    return (read_capture(cards) if cards is not None else (),
            read_int(total) if total is not None else None)


def _is_total(value: Any) -> bool:
    if value is None or isinstance(value, int):
        return True
    return isinstance(value, str) and (value.strip().isdigit() or not value.strip())



def _draw_piles(draw: Draw, low: int, high: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    a, b = draw.between(low, high), draw.between(low, high)
    cards = draw.cards(a + b)
    return tuple(sorted(cards[:a])), tuple(sorted(cards[a:]))


def _one_suit_where_rank_misleads(pile: Sequence[Card], rules: Rules) -> bool:
    """Some suit's highest card is not its primiera card (a re beside a 6, a fante beside an asso)."""
    best = best_per_suit(pile, rules)
    for suit, card in zip(SUITS, best, strict=True):
        if card is not None:
            top = max((c for c in pile if c.suit is suit), key=lambda c: c.rank)
            if primiera([top], rules) < primiera([card], rules):
                return True
    return False


def primiera_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> PrimieraQuestion:
    """A primiera question drawn from ``seed`` at ``level`` 1, 2 or 3.

    Level 1: a small pile with all four suits; pick the best card of each and add up.
    Level 2: bigger piles where the highest card is not the best (a 6 beats a re, an asso
    beats a 5), a pile missing a suit, or two close piles to compare. Level 3: two piles,
    often with the trap of a missing suit (the higher total loses) or a tie.

    >>> q = primiera_question(3, level=1)
    >>> q.kind, len(q.piles), None in q.best
    ('best', 1, False)
    >>> primiera_question(3, level="two")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.QuizError: There is no level 'two': choose 1 (first steps), 2 (traps and choices) or 3 (big tables).
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(2, level, seed)
    weights = {
        1: (("best", 1),),
        2: (("best-misleading", 2), ("best-missing", 1), ("compare-close", 1)),
        3: (("compare-trap", 3), ("compare-both-missing", 1), ("compare-tie", 1),
            ("compare-close", 1)),
    }[level]
    shape = draw.pick(weights)

    def complete(p: Sequence[Card]) -> bool:
        return has_all_suits(p, rules_)

    pile_a: tuple[Card, ...] = ()
    pile_b: tuple[Card, ...] = ()
    for _ in range(ATTEMPTS):
        if shape.startswith("best"):
            size = draw.between(5, 8) if level == 1 else draw.between(8, 14)
            pile_a = tuple(sorted(draw.cards(size)))
            ok = {
                "best": complete(pile_a),
                "best-misleading": complete(pile_a) and _one_suit_where_rank_misleads(pile_a, rules_),
                "best-missing": not complete(pile_a) and _one_suit_where_rank_misleads(pile_a, rules_),
            }[shape]
            if ok:
                return PrimieraQuestion(seed, level, "best", (pile_a,), rules_, NAMES, shape)
            continue
        pile_a, pile_b = _draw_piles(draw, 6, 12)
        ta, tb = primiera(pile_a, rules_), primiera(pile_b, rules_)
        ca, cb = complete(pile_a), complete(pile_b)
        ok = {
            "compare-close": ca and cb and 0 < abs(ta - tb) <= 4,
            "compare-tie": ca and cb and ta == tb,
            "compare-trap": ca != cb and (ta > tb if cb else tb > ta),
            "compare-both-missing": not ca and not cb,
        }[shape]
        if ok:
            return PrimieraQuestion(seed, level, "compare", (pile_a, pile_b), rules_, NAMES, shape)
    raise AssertionError("unreachable with these rules")  # pragma: no cover

