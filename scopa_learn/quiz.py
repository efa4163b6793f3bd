"""Quizzes: seeded questions on captures, the primiera and counting a hand, with verdicts.

Every question comes from a seed, so a teacher can give a whole class the same set: the
same seed and level make the same question on any Python (the draws use only
``random.Random(n).getrandbits``). The rules are the engine's: a question's right answers
are what :func:`scopa_learn.legal_captures`, :func:`scopa_learn.best_per_suit` and
:func:`scopa_learn.score_hand` say, and a wrong answer is explained with the engine's own
reason.

>>> q = capture_question(42, level=2)
>>> q == capture_question(42, level=2)
True
>>> all(q.check(answer).correct for answer in q.answers)
True
>>> capture_question(42, level=4)
Traceback (most recent call last):
...
scopa_learn.errors.ScopaError: There is no level 4: choose 1 (first steps), 2 (traps and choices) or 3 (big tables).

A set of questions (a worksheet, or the practice widget with a seed) numbers them:
question ``n`` of set ``s`` is the question of seed :func:`question_seed` ``(s, n)``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .captures import (
    Capture,
    card_label,
    explain_captures,
    legal_captures,
    values_text,
    verify_capture,
)
from .cards import DECK, SUITS, Card, Suit, format_cards, parse_cards
from .errors import IllegalMoveError, ScopaError
from .messages import say
from .rules import Rules
from .rules import rules as preset_rules
from .scoring import Category, HandScore, best_per_suit, primiera, score_hand

Level = Literal[1, 2, 3]
LEVELS: tuple[int, ...] = (1, 2, 3)
#: The quiz kinds, in the order worksheets print them.
KINDS: tuple[str, ...] = ("capture", "primiera", "counting")
#: Questions in one numbered set (see :func:`question_seed`).
SET_SIZE = 1000
#: The names the primiera and counting questions give the two sides (seed 000's players).
NAMES: tuple[str, str] = ("Anna", "Bruno")

_CLASSIC = Rules()
_NOTHING_WORDS = frozenset({"", "nothing", "none", "stays", "stay", "-", "niente", "nulla"})
_NOBODY_WORDS = frozenset({"", "nobody", "none", "no one", "neither", "-", "nessuno", "tie"})
# Draw attempts before a generator settles for any position (never reached with the
# classic rules; a variant may make a shape impossible).
_ATTEMPTS = 20_000


# ---------------------------------------------------------------------------------------------
# Seeds and levels


def question_seed(set_seed: int, number: int) -> int:
    """The seed of question ``number`` (1 to 999) in the set ``set_seed``: ``set_seed * 1000 + number``.

    A worksheet printed with seed 42 and the practice widget started with seed 42 ask the
    same questions in the same order.

    >>> question_seed(42, 3)
    42003
    >>> question_seed(42, 1000)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ScopaError: A set holds questions 1 to 999, not 1000.
    """
    set_seed = _seed(set_seed)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number < SET_SIZE:
        raise ScopaError(say("quiz.bad_number", number=number, last=SET_SIZE - 1))
    return set_seed * SET_SIZE + number


def _seed(seed: object) -> int:
    if isinstance(seed, str) and seed.strip().isdigit():
        return int(seed.strip())
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ScopaError(say("quiz.bad_seed", seed=seed))
    return seed


def _level(level: object) -> int:
    if isinstance(level, str) and level.strip().isdigit():
        level = int(level.strip())
    if isinstance(level, bool) or level not in LEVELS:
        raise ScopaError(say("quiz.bad_level", level=level))
    assert isinstance(level, int)
    return level


def _rules(rules: Rules | str | None) -> Rules:
    if rules is None:
        return _CLASSIC
    if isinstance(rules, str):
        return preset_rules(rules)
    return rules


class _Draw:
    """The generators' only source of chance: ``getrandbits`` of a seeded Mersenne Twister.

    ``random.Random(int)`` and ``getrandbits`` give the same numbers on every CPython and in
    Pyodide; ``randrange``/``shuffle``/``choice`` are implementation details we avoid.
    """

    def __init__(self, kind: int, level: int, seed: int) -> None:
        self._rng = random.Random((seed << 8) | (kind << 4) | level)

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, uniform."""
        bits = n.bit_length()
        r = self._rng.getrandbits(bits)
        while r >= n:
            r = self._rng.getrandbits(bits)
        return r

    def between(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high`` included."""
        return low + self.below(high - low + 1)

    def pick(self, weighted: Sequence[tuple[str, int]]) -> str:
        """One name from ``(name, weight)`` pairs."""
        r = self.below(sum(w for _, w in weighted))
        for name, weight in weighted:
            if r < weight:
                return name
            r -= weight
        raise AssertionError("unreachable")

    def cards(self, count: int, pool: Sequence[Card] = DECK) -> list[Card]:
        """``count`` different cards of ``pool``, in random order (a partial Fisher-Yates)."""
        cards = list(pool)
        for i in range(count):
            j = i + self.below(len(cards) - i)
            cards[i], cards[j] = cards[j], cards[i]
        return cards[:count]


# ---------------------------------------------------------------------------------------------
# Verdicts


@dataclass(frozen=True, slots=True)
class VerdictPart:
    """One checked part of an answer (a suit, a scoring category, a total)."""

    name: str
    correct: bool
    explanation: str


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judgement of an answer: right or not, and why, in a learner's words."""

    correct: bool
    explanation: str
    #: Per-part judgements, for answers with several parts (primiera, counting).
    parts: tuple[VerdictPart, ...] = ()

    def __str__(self) -> str:
        return self.explanation


def _verdict(parts: Sequence[VerdictPart], summary: str = "") -> Verdict:
    correct = all(p.correct for p in parts)
    head = say("quiz.right" if correct else "quiz.wrong")
    lines = [head + (" " + summary if summary else "")]
    lines += [("✓ " if p.correct else "✗ ") + p.explanation for p in parts]
    return Verdict(correct, "\n".join(lines), tuple(parts))


# ---------------------------------------------------------------------------------------------
# Captures


def _capture_text(capture: Capture) -> str:
    if not capture:
        return say("quiz.capture.nothing")
    if len(capture) == 1:
        return str(capture[0])
    return f"{format_cards(capture)} ({values_text(capture)})"


def read_capture(answer: str | Iterable[Card | str] | None) -> Capture:
    """What a learner answered: table cards (``"2d 4b"`` or a tuple), or nothing (``""``, ``"nothing"``).

    >>> read_capture("2d, 4b"), read_capture("nothing"), read_capture(None)
    ((Card(2, Suit.DENARI), Card(4, Suit.BASTONI)), (), ())
    >>> read_capture("2d 4x")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '4x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    """
    if answer is None:
        return ()
    if isinstance(answer, str):
        if answer.strip().lower().rstrip(".!") in _NOTHING_WORDS or "stays" in answer.lower():
            return ()
        return parse_cards(answer)
    return parse_cards(list(answer))


@dataclass(frozen=True)
class CaptureQuestion:
    """A card to play on a table: which table cards does it take?

    ``answers`` holds every right answer, each a tuple of table cards; ``((),)`` when the
    card takes nothing and stays on the table. They are exactly the engine's legal captures.
    """

    seed: int
    level: int
    card: Card
    table: tuple[Card, ...]
    rules: Rules = field(default=_CLASSIC, repr=False)
    #: What the position was drawn to teach: ``equal``, ``sum``, ``trap``, ``scopa``...
    shape: str = "any"

    @property
    def answers(self) -> tuple[Capture, ...]:
        """Every right answer: the engine's legal captures."""
        return legal_captures(self.card, self.table, self.rules)

    @property
    def explanation(self) -> str:
        """The engine's reason for the right answers."""
        return explain_captures(self.card, self.table, self.rules).reason

    @property
    def scopa(self) -> bool:
        """True when a right answer clears the table (a scopa, if not the hand's last card)."""
        return any(o.scopa for o in explain_captures(self.card, self.table, self.rules).options)

    @property
    def prompt(self) -> str:
        """The question in words."""
        return say("quiz.capture.prompt", table=format_cards(self.table) or say("quiz.capture.empty"),
                   card=card_label(self.card), code=str(self.card))

    def answer_text(self) -> str:
        """The right answers, as a short line for an answer key."""
        answers = self.answers
        if len(answers) == 1:
            return _capture_text(answers[0])
        return say("quiz.capture.any_of", answers="; ".join(_capture_text(a) for a in answers))

    def check(self, answer: str | Iterable[Card | str] | None) -> Verdict:
        """Judge an answer: the table cards taken (any order), or ``""``/``"nothing"``.

        >>> from scopa_learn import parse_card
        >>> q = CaptureQuestion(0, 2, parse_card("6s"), parse_cards("6c 2d 4b Fd"))
        >>> q.check("6c").correct, q.check("4b 2d").correct
        (True, False)
        >>> print(q.check("2d 4b"))
        Not quite. 2 + 4 does add up to 6, but the 6 of cups lies on the table: the equal card comes first, before any sum. The answer: 6c.
        >>> q.check("6x")
        Traceback (most recent call last):
        ...
        scopa_learn.errors.CardParseError: '6x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
        """
        taken = read_capture(answer)
        answers = self.answers
        key = frozenset(taken)
        match = next((a for a in answers if frozenset(a) == key), None)
        if match is not None:
            text = say("quiz.right") + " " + self.explanation
            others = [a for a in answers if a is not match]
            if others:
                text += say("quiz.capture.also", others=" or ".join(_capture_text(o) for o in others))
            return Verdict(True, text)
        if self.card in taken:
            reason = say("quiz.capture.played_card", card=card_label(self.card))
        else:
            try:
                verify_capture(self.card, taken, self.table, self.rules)
                reason = self.explanation  # pragma: no cover - the engine agrees with itself
            except IllegalMoveError as error:
                reason = str(error)
        key_text = say("quiz.capture.answer_is" if len(answers) == 1 else "quiz.capture.answers_are",
                       answers="; ".join(_capture_text(a) for a in answers))
        return Verdict(False, say("quiz.wrong") + " " + reason + key_text)

    def _repr_html_(self) -> str:
        from .worksheet import question_html

        return question_html(self)


@dataclass(frozen=True, slots=True)
class _Position:
    card: Card
    table: tuple[Card, ...]
    options: tuple[Capture, ...]
    equal: int   # table cards of the played card's value
    sums: int    # groups of two or more cards adding up to it (equal card rule aside)

    @property
    def takes(self) -> bool:
        return self.options != ((),)


def _position(card: Card, table: tuple[Card, ...], rules: Rules, sums_rules: Rules) -> _Position:
    options = legal_captures(card, table, rules)
    relaxed = legal_captures(card, table, sums_rules) if sums_rules is not rules else options
    return _Position(card, table, options, sum(1 for c in table if c.rank == card.rank),
                     sum(1 for o in relaxed if len(o) > 1))


def _classic_captures(rules: Rules) -> bool:
    return rules.capture == "sum" and rules.equal_first and not rules.ace_sweeps \
        and not rules.fewest_cards


_Shape = tuple[tuple[int, int], Callable[[_Position], bool]]

# (table size range, test) per shape; the tests read the engine's answers for the position.
_CLASSIC_SHAPES: dict[int, dict[str, _Shape]] = {
    1: {
        "equal": ((3, 4), lambda p: p.equal == 1 and p.sums == 0),
        "sum": ((3, 4), lambda p: p.equal == 0 and len(p.options) == 1 and len(p.options[0]) == 2),
        "none": ((3, 4), lambda p: not p.takes),
    },
    2: {
        "trap": ((4, 5), lambda p: p.equal == 1 and p.sums >= 1),
        "two-equal": ((4, 5), lambda p: p.equal >= 2),
        "sum-choice": ((4, 5), lambda p: p.equal == 0 and len(p.options) >= 2),
        "sum-three": ((4, 5), lambda p: p.equal == 0 and len(p.options) == 1 and len(p.options[0]) >= 3),
        "none": ((4, 5), lambda p: not p.takes and len(p.table) == 5),
    },
    3: {
        "many-sums": ((5, 7), lambda p: p.equal == 0 and len(p.options) >= 3),
        "big-trap": ((5, 7), lambda p: p.equal >= 1 and p.sums >= 2),
        "scopa": ((2, 4), lambda p: any(len(o) == len(p.table) for o in p.options if o)),
        "mixed-sizes": ((5, 7), lambda p: p.equal == 0 and len({len(o) for o in p.options}) >= 2),
    },
}
_CLASSIC_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("equal", 2), ("sum", 2), ("none", 1)),
    2: (("trap", 3), ("two-equal", 1), ("sum-choice", 2), ("sum-three", 1), ("none", 1)),
    3: (("many-sums", 2), ("big-trap", 2), ("scopa", 2), ("mixed-sizes", 1)),
}
# Variants (scopa a 15, scopa d'assi, fewest cards...): shapes told only by the engine's answers.
_GENERIC_SHAPES: dict[int, dict[str, _Shape]] = {
    1: {
        "one": ((3, 4), lambda p: p.takes and len(p.options) == 1),
        "none": ((3, 4), lambda p: not p.takes),
    },
    2: {
        "choice": ((4, 5), lambda p: len(p.options) >= 2),
        "one": ((4, 5), lambda p: p.takes and len(p.options) == 1),
        "none": ((4, 5), lambda p: not p.takes),
    },
    3: {
        "choice": ((5, 7), lambda p: len(p.options) >= 3),
        "scopa": ((2, 4), lambda p: any(len(o) == len(p.table) for o in p.options if o)),
    },
}
_GENERIC_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("one", 3), ("none", 1)),
    2: (("choice", 3), ("one", 1), ("none", 1)),
    3: (("choice", 2), ("scopa", 1)),
}


def capture_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> CaptureQuestion:
    """A table and a card to play, drawn from ``seed`` at ``level`` 1, 2 or 3.

    Level 1: one equal card, one plain sum, or nothing to take. Level 2: the equal card
    beside a sum (the trap), two equal cards, several sums to choose from. Level 3: bigger
    tables with several sums, and tables a single card can sweep (a scopa).

    >>> q = capture_question(7, level=1)
    >>> q.answers == legal_captures(q.card, q.table)
    True
    >>> capture_question(-1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ScopaError: A seed is a whole number 0 or more, like 42, not -1.
    """
    seed, level, rules_ = _seed(seed), _level(level), _rules(rules)
    draw = _Draw(1, level, seed)
    classic = _classic_captures(rules_)
    shapes = (_CLASSIC_SHAPES if classic else _GENERIC_SHAPES)[level]
    weights = (_CLASSIC_WEIGHTS if classic else _GENERIC_WEIGHTS)[level]
    sums_rules = rules_.replace(equal_first=False) if classic else rules_
    shape = draw.pick(weights)
    (low, high), test = shapes[shape]
    for _ in range(_ATTEMPTS):
        size = draw.between(low, high)
        card, *table = draw.cards(size + 1)
        position = _position(card, tuple(table), rules_, sums_rules)
        if test(position):
            return CaptureQuestion(seed, level, card, tuple(table), rules_, shape)
    return CaptureQuestion(seed, level, card, tuple(table), rules_, "any")  # pragma: no cover


# ---------------------------------------------------------------------------------------------
# The primiera


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
        text += say("quiz.primiera.line_missing", suits=", ".join(missing))
    return text


@dataclass(frozen=True)
class PrimieraQuestion:
    """A primiera question: the best card of each suit in one pile (``kind="best"``), or who
    wins the primiera between two piles (``kind="compare"``)."""

    seed: int
    level: int
    kind: Literal["best", "compare"]
    piles: tuple[tuple[Card, ...], ...]
    rules: Rules = field(default=_CLASSIC, repr=False)
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

    def answer_text(self) -> str:
        """The right answer, as a short line for an answer key."""
        if self.kind == "best":
            return _primiera_line(self.pile, self.rules)
        return self.names[self.winner] if self.winner is not None else say("quiz.nobody")

    def check(self, answer: Any) -> Verdict:
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
        scopa_learn.errors.ScopaError: The 7s is not in this pile.
        """
        if self.kind == "best":
            cards, total = _read_best(answer)
            return self._check_best(cards, total)
        return self._check_compare(_read_side(answer, self.names))

    def _check_best(self, cards: tuple[Card, ...], total: int | None) -> Verdict:
        pile = set(self.pile)
        for card in cards:
            if card not in pile:
                raise ScopaError(say("quiz.primiera.not_in_pile", card=card))
        chosen: dict[Suit, Card] = {}
        for card in cards:
            if card.suit in chosen:
                raise ScopaError(say("quiz.primiera.two_of_suit", suit=_suit_word(card.suit),
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
        return _verdict(parts, say("quiz.primiera.summary", line=_primiera_line(self.pile, self.rules)))

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

    def _repr_html_(self) -> str:
        from .worksheet import question_html

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
            _read_int(total) if total is not None else None)


def _is_total(value: Any) -> bool:
    if value is None or isinstance(value, int):
        return True
    return isinstance(value, str) and (value.strip().isdigit() or not value.strip())


def _read_int(value: Any) -> int | None:
    if isinstance(value, bool):
        raise ScopaError(say("quiz.bad_number_answer", value=value))
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if not text:
        return None
    if not text.isdigit():
        raise ScopaError(say("quiz.bad_number_answer", value=value))
    return int(text)


def _read_side(answer: Any, names: Sequence[str]) -> int | None:
    """A side named by index (0, 1), by name, or nobody (``None``, ``"nobody"``)."""
    if answer is None:
        return None
    if isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(names):
        return answer
    if isinstance(answer, str):
        text = answer.strip().lower()
        for i, name in enumerate(names):
            if text == name.lower():
                return i
        if text in _NOBODY_WORDS:
            return None
    raise ScopaError(say("quiz.bad_side", answer=answer, names=" or ".join(names)))


def _draw_piles(draw: _Draw, low: int, high: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
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
    scopa_learn.errors.ScopaError: There is no level 'two': choose 1 (first steps), 2 (traps and choices) or 3 (big tables).
    """
    seed, level, rules_ = _seed(seed), _level(level), _rules(rules)
    draw = _Draw(2, level, seed)
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
    for _ in range(_ATTEMPTS):
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


# ---------------------------------------------------------------------------------------------
# Counting a hand


def _points_of(answer: Any, names: Sequence[str]) -> tuple[int, ...]:
    """An award as points per side: a winner (name, index, nobody) or a tuple of points."""
    if isinstance(answer, (tuple, list)):
        points = tuple(_read_int(a) or 0 for a in answer)
        if len(points) != len(names):
            raise ScopaError(say("quiz.counting.bad_points", answer=answer, sides=len(names)))
        return points
    side = _read_side(answer, names)
    return tuple(int(i == side) for i in range(len(names)))


def scope_words(count: int) -> str:
    """``no scopa``, ``1 scopa``, ``2 scope`` (scope is the plural of scopa).

    >>> scope_words(0), scope_words(1), scope_words(3)
    ('no scopa', '1 scopa', '3 scope')
    """
    if count == 0:
        return say("quiz.scope.none")
    return say("quiz.scope.one") if count == 1 else say("quiz.scope.many", n=count)


@dataclass(frozen=True)
class CountingQuestion:
    """A finished hand: two piles and the scope each side made. Award every point."""

    seed: int
    level: int
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    rules: Rules = field(default=_CLASSIC, repr=False)
    names: tuple[str, ...] = NAMES
    shape: str = "any"

    @property
    def score(self) -> HandScore:
        """The engine's score of the hand: every category with its reason."""
        return score_hand(self.piles, self.scope, self.rules, names=self.names)

    @property
    def categories(self) -> tuple[str, ...]:
        """The points to award, in the engine's order (carte, denari, settebello, primiera, scope)."""
        return tuple(c.name for c in self.score.categories)

    @property
    def prompt(self) -> str:
        """The question in words."""
        (a, b), (sa, sb) = self.names, self.scope
        return say("quiz.counting.prompt", a=a, b=b, pile_a=format_cards(self.piles[0]),
                   pile_b=format_cards(self.piles[1]), scope_a=scope_words(sa), scope_b=scope_words(sb),
                   categories=", ".join(self.categories))

    def answer_text(self) -> str:
        """The right awards, as a short line for an answer key."""
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

    def check(self, answer: Mapping[str, Any]) -> Verdict:
        """Judge the awards: a mapping from each category to its winner (a name, a side index
        0/1, or ``None`` for nobody) or to points per side (``"scope": (1, 0)``); ``"total"``
        (points per side) is checked too when given.

        >>> q = CountingQuestion(0, 1, (parse_cards("7d 7s 6c 5b"), tuple(
        ...     c for c in DECK if c not in parse_cards("7d 7s 6c 5b"))), (1, 0))
        >>> v = q.check({"carte": "Bruno", "denari": "Bruno", "settebello": "Anna",
        ...              "primiera": "Anna", "scope": (1, 0)})
        >>> v.correct, [p.name for p in v.parts if not p.correct]
        (False, ['primiera'])
        >>> print(v.parts[3].explanation)
        primiera: you gave it to Anna. Bruno has the best primiera (75-78).
        >>> q.check({"carte": "Carla"})
        Traceback (most recent call last):
        ...
        scopa_learn.errors.ScopaError: 'Carla' is not one of the sides: answer Anna or Bruno, or nobody.
        """
        if not isinstance(answer, Mapping):
            raise ScopaError(say("quiz.counting.not_mapping", categories=", ".join(self.categories)))
        unknown = [k for k in answer if k not in self.categories and k != "total"]
        if unknown:
            raise ScopaError(say("quiz.counting.unknown", name=unknown[0],
                                 categories=", ".join(self.categories)))
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
        if "total" in answer:
            given = _points_of(answer["total"], self.names)
            totals = "-".join(str(t) for t in score.totals)
            ok = given == score.totals
            parts.append(VerdictPart("total", ok, say(
                "quiz.counting.total_right" if ok else "quiz.counting.total_wrong",
                totals=totals, given="-".join(str(g) for g in given))))
        return _verdict(parts)

    def _award_words(self, points: tuple[int, ...]) -> str:
        if sum(points) == 0:
            return say("quiz.counting.to_nobody")
        if sorted(points) == [0] * (len(points) - 1) + [1]:
            return say("quiz.counting.to_side", who=self.names[points.index(1)])
        return say("quiz.counting.points", points="-".join(str(p) for p in points))

    def _repr_html_(self) -> str:
        from .worksheet import question_html

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
    scopa_learn.errors.ScopaError: There is no level 0: choose 1 (first steps), 2 (traps and choices) or 3 (big tables).
    """
    seed, level, rules_ = _seed(seed), _level(level), _rules(rules)
    draw = _Draw(3, level, seed)
    weights = {
        1: (("clear", 1),),
        2: (("carte-tie", 1), ("denari-tie", 1), ("close", 1)),
        3: (("missing-suit", 2), ("both-missing", 1), ("ties", 1)),
    }[level]
    shape = draw.pick(weights)
    most_scope = (2, 3, 4)[level - 1]
    for _ in range(_ATTEMPTS):
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


# ---------------------------------------------------------------------------------------------
# Sets of questions

Question = CaptureQuestion | PrimieraQuestion | CountingQuestion
_MAKERS: dict[str, Callable[..., Any]] = {
    "capture": capture_question, "primiera": primiera_question, "counting": counting_question,
}


def question(kind: str, seed: int, level: int = 1, rules: Rules | str | None = None) -> Question:
    """A question of ``kind`` (``capture``, ``primiera`` or ``counting``).

    >>> question("primiera", 1, 1).kind
    'best'
    >>> question("poker", 1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ScopaError: There is no quiz 'poker': choose capture, primiera or counting.
    """
    maker = _MAKERS.get(kind) if isinstance(kind, str) else None
    if maker is None:
        raise ScopaError(say("quiz.bad_kind", kind=kind, kinds=", ".join(KINDS[:-1]) + " or " + KINDS[-1]))
    made: Question = maker(seed, level, rules)
    return made


def question_set(kind: str, seed: int, level: int = 1, count: int = 10,
                 rules: Rules | str | None = None) -> tuple[Question, ...]:
    """Questions 1 to ``count`` of the set ``seed``: the same for everyone who uses that seed.

    >>> [q.seed for q in question_set("capture", 42, count=3)]
    [42001, 42002, 42003]
    >>> question_set("capture", 42, count=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ScopaError: A set holds questions 1 to 999, not 0.
    """
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count < SET_SIZE:
        raise ScopaError(say("quiz.bad_number", number=count, last=SET_SIZE - 1))
    return tuple(question(kind, question_seed(seed, n), level, rules) for n in range(1, count + 1))


__all__ = [
    "KINDS", "LEVELS", "NAMES", "CaptureQuestion", "CountingQuestion",
    "PrimieraQuestion", "Question", "Verdict", "VerdictPart", "has_all_suits",
    "capture_question", "counting_question", "primiera_question", "question", "question_seed",
    "question_set", "read_capture",
]
