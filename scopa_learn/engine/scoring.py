"""Scoring a hand: carte, denari, settebello, primiera and scope, each with its reason.

The table (the AGIMEG guide, "I punti della scopa"): a point for most cards (21 of 40 in two),
for most denari (6 of 10), for the settebello, for the best primiera, and one per scopa;
a tie at the top gives nobody the point. With three players each for themself the
single player with most takes carte and denari (the AGIMEG guide; Le regole della scopa).

>>> from scopa_learn import parse_cards
>>> primiera(parse_cards("7d 7s 6c 5b 2b"))
75
>>> result = score_hand([parse_cards("7d 7s 6c 5b"), parse_cards("7c 7b 6s Ad 2d 3d")], scope=[1, 1])
>>> result.totals
(2, 4)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import ScoreError
from ..words.cards import card_label
from ..words.lists import and_list, nor_list
from ..words.messages import count_words, get_language, language, say, using_language
from .cards import DECK, SETTEBELLO, SUITS, Card, Suit, parse_cards, rank_label
from .rules import Rules, as_rules

_RE_BELLO = Card(10, Suit.DENARI)
_SUIT_POSITION = {suit: i for i, suit in enumerate(SUITS)}
_DENARI = frozenset(c for c in DECK if c.suit is Suit.DENARI)


def best_per_suit(
    cards: Iterable[Card] | str, rules: Rules | str | None = None
) -> tuple[Card | None, ...]:
    """The primiera card of each suit (d, c, s, b): the one with the highest primiera value.

    >>> best_per_suit(parse_cards("Ad 7d 6c Fc"))
    (Card(7, Suit.DENARI), Card(6, Suit.COPPE), None, None)
    """
    values = _primiera_values(as_rules(rules))
    if isinstance(cards, str) or not isinstance(cards, Iterable):
        cards = parse_cards(cards)  # a text is read; anything else that is not cards is named
    return _best(cards, values)


def _best(cards: Iterable[Card], values: dict[Card, tuple[int, int]]) -> tuple[Card | None, ...]:
    return _primiera_of(cards, values)[0]


def _primiera_of(
    cards: Iterable[Card], values: dict[Card, tuple[int, int]]
) -> tuple[tuple[Card | None, ...], int, bool]:
    """The best card of each suit, their primiera total, and whether every suit is there."""
    best: list[Card | None] = [None, None, None, None]
    score = [-1, -1, -1, -1]  # values are 0 or more: -1 is a suit not found
    for card in cards:
        i, value = values[card]
        if value > score[i]:
            best[i] = card
            score[i] = value
    missing = score.count(-1)
    return tuple(best), sum(score) + missing, not missing


_VALUES: dict[int, tuple[Rules, dict[Card, tuple[int, int]]]] = {}


def _primiera_values(rules: Rules) -> dict[Card, tuple[int, int]]:
    """Each card's suit position and primiera value under ``rules`` (asked of the rules once)."""
    entry = _VALUES.get(id(rules))
    if entry is None or entry[0] is not rules:
        if len(_VALUES) > 1000:
            _VALUES.clear()
        table = {c: (_SUIT_POSITION[c.suit], rules.primiera_value(c)) for c in DECK}
        entry = _VALUES[id(rules)] = (rules, table)
    return entry[1]


def primiera(cards: Iterable[Card] | str, rules: Rules | str | None = None) -> int:
    """The primiera total: the best card of each suit present, summed (maximum 84).

    Suits that are missing add nothing; :func:`score_hand` applies the missing-suit rule.

    >>> primiera(parse_cards("7d 7c 7s 7b"))
    84
    >>> primiera(parse_cards("Fd Rc"))
    20
    """
    return _primiera_total(best_per_suit(cards, rules), as_rules(rules))


def _primiera_total(best: tuple[Card | None, ...], rules: Rules) -> int:
    values = _primiera_values(rules)
    return sum([values[c][1] for c in best if c is not None])


#: How a category's reason is worded: (language, a function, its arguments); the function
#: returns the sentence in that language from the figures alone.
Wording = tuple[str, Callable[..., str], tuple[Any, ...]]


@dataclass(frozen=True, slots=True, init=False, eq=False, repr=False)
class Category:
    """One scoring category: points per side, the counted values per side and the reason.

    The points, values and winner are worked out with the score; the reason (a sentence in the
    score's language) only when it is first read, from the same figures: scoring a hand is
    most of what a statistics run or a computer player asks, and the words are not.

    >>> c = Category("carte", (1, 0), (21, 19), 0, "Anna took the most cards (21-19).")
    >>> c.reason, c.winner
    ('Anna took the most cards (21-19).', 0)
    """

    name: str
    points: tuple[int, ...]
    values: tuple[int, ...]
    winner: int | None
    _reason: str | None
    _wording: Wording | None

    def __init__(
        self, name: str, points: tuple[int, ...], values: tuple[int, ...], winner: int | None,
        reason: str,
    ) -> None:
        for key, value in (("name", name), ("points", points), ("values", values),
                           ("winner", winner), ("_reason", reason), ("_wording", None)):
            object.__setattr__(self, key, value)

    @property
    def reason(self) -> str:
        """The reason in a learner's words, in the language the score was made in."""
        text = self._reason
        if text is None:
            assert self._wording is not None
            lang, words, args = self._wording
            text = words(lang, *args)
            object.__setattr__(self, "_reason", text)
        return text

    def _key(self) -> tuple[Any, ...]:
        return (self.name, self.points, self.values, self.winner, self.reason)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Category:
            return NotImplemented
        assert isinstance(other, Category)
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self.name, self.points, self.values, self.winner))

    def __repr__(self) -> str:
        return (f"Category(name={self.name!r}, points={self.points!r}, values={self.values!r}, "
                f"winner={self.winner!r}, reason={self.reason!r})")


class _RawCategory:
    # A twin with the same slots and no frozen __setattr__: filled, then given its real class
    # (as hand.py builds states): a score makes six of these.
    __slots__ = Category.__slots__


def _category(
    name: str, points: tuple[int, ...], values: tuple[int, ...], winner: int | None,
    wording: Wording,
) -> Category:
    made: Any = _new(_RawCategory)
    made.name, made.points, made.values, made.winner = name, points, values, winner
    made._reason, made._wording = None, wording
    made.__class__ = Category
    category: Category = made
    return category


_new = object.__new__


@dataclass(frozen=True, slots=True)
class SidePile:
    """What one side took: the cards, the scope, and the primiera cards (``None`` for a missing suit)."""

    cards: tuple[Card, ...]
    scope: int
    primiera_cards: tuple[Card | None, ...]
    primiera: int

    def summary(self, name: str) -> str:
        """One line for a side: ``Anna: 21 cards, 1 denaro, primiera 78, 1 scopa.``"""
        return say("score.pile", side=name, cards=count_words("card", len(self.cards)),
                   denari=count_words("denaro", self.denari), primiera=self.primiera,
                   scope=count_words("scopa", self.scope))

    @property
    def denari(self) -> int:
        """How many denari are in the pile."""
        return len(_DENARI.intersection(self.cards))

    @property
    def has_all_suits(self) -> bool:
        """A side needs a card of every suit to make primiera."""
        return None not in self.primiera_cards


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of one hand: every category with its reason, and the totals per side."""

    rules: Rules
    sides: tuple[SidePile, ...]
    categories: tuple[Category, ...]
    names: tuple[str, ...]
    #: A side that won the match outright (napoleone with ``napoleone_wins``), else None.
    instant_winner: int | None = None
    #: The language of the reasons, and whether the names were given (not "Player 1"...).
    lang: str = "en"
    named: bool = False

    @property
    def totals(self) -> tuple[int, ...]:
        """Points per side: the sum of every category."""
        return tuple(sum(c.points[i] for c in self.categories) for i in range(len(self.sides)))

    def __getitem__(self, name: str) -> Category:
        for category in self.categories:
            if category.name == name:
                return category
        raise KeyError(name)

    def reasons(self) -> tuple[str, ...]:
        """One sentence per category."""
        return tuple(c.reason for c in self.categories)

    def in_language(self, lang: str | None = None) -> HandScore:
        """The same score with its reasons (and default side names) in ``lang``."""
        code = language(lang)
        if code == self.lang:
            return self
        return score_hand([s.cards for s in self.sides], [s.scope for s in self.sides], self.rules,
                          names=self.names if self.named else None, lang=code)

    def describe(self, lang: str | None = None) -> str:
        """The whole score as text, in ``lang`` (default: the process default): every category
        with its points and its reason, and the totals.

        >>> print(score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0]).describe("it"))
        ... # doctest: +NORMALIZE_WHITESPACE
                     Giocatore 1  Giocatore 2
        carte                  0            0   Nessuno prende il punto delle carte: 4-4, pari in testa.
        denari                 0            0   Nessuno prende il punto dei denari: 1-1, pari in testa.
        settebello             1            0   Il settebello (il 7 di denari) è nel mazzetto del giocatore 1.
        primiera               0            1   La primiera va al giocatore 2 (75-76).
        scope                  1            0   Scope (un punto ciascuna): Giocatore 1 1, Giocatore 2 0.
        totale                 2            1
        """
        score = self.in_language(lang)
        w = max(6, *(len(n) + 2 for n in score.names))
        rows = [
            f"{c.name:<11}" + "".join(f"{p:>{w}}" for p in c.points) + f"   {c.reason}"
            for c in score.categories
        ]
        head = " " * 11 + "".join(f"{n:>{w}}" for n in score.names)
        total = f"{say('cli.score.total', score.lang):<11}" + "".join(f"{t:>{w}}" for t in score.totals)
        return "\n".join([head, *rows, total])

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready), as the command line's ``score --json`` prints it (without
        the rules): each side's pile and counts, every category with its reason, the totals.

        >>> data = score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0]).to_data()
        >>> data["totals"], data["categories"][3]["reason"], data["sides"][0]["primiera_cards"]
        ([2, 1], 'Player 2 made the best primiera (75-76).', ['7d', '6c', '7s', '5b'])
        """
        return {
            "sides": [
                {"name": name, "pile": [str(c) for c in side.cards], "cards": len(side.cards),
                 "denari": side.denari, "primiera": side.primiera,
                 "primiera_cards": [None if c is None else str(c) for c in side.primiera_cards],
                 "scope": side.scope}
                for name, side in zip(self.names, self.sides, strict=True)
            ],
            "categories": [
                {"name": c.name, "points": list(c.points), "values": list(c.values),
                 "winner": c.winner, "reason": c.reason}
                for c in self.categories
            ],
            "totals": list(self.totals),
            "instant_winner": self.instant_winner,
        }

    def __str__(self) -> str:
        return self.describe(self.lang)

    def _repr_html_(self) -> str:
        from ..drawing.display import score_html

        return str(score_html(self))


_DEFAULT_NAMES: dict[tuple[str, str, int], tuple[str, ...]] = {}


def _names(sides: int, rules: Rules, names: Sequence[str] | None, lang: str) -> tuple[str, ...]:
    if names is not None:
        if isinstance(names, str) or len(names) != sides or not all(isinstance(n, str) for n in names):
            raise ScoreError(say("score.bad_names", sides=sides, names=names))
        return tuple(names)
    key = "side.team" if rules.players in (4, 6) else "side.player"
    # "Player 1", "Player 2" in each language: the same few tuples for every score.
    found = _DEFAULT_NAMES.get((lang, key, sides))
    if found is None:
        found = _DEFAULT_NAMES[(lang, key, sides)] = tuple(
            say(key, lang, n=i + 1) for i in range(sides)
        )
    return found


# The reasons in words: each takes the language and the figures its category was worked out
# from, and is called only when the reason is read (Category.reason).


def _dashed(values: Iterable[int]) -> str:
    return "-".join([str(v) for v in values])


def _most_words(
    lang: str, name: str, counts: tuple[int, ...], winner: int | None, names: tuple[str, ...]
) -> str:
    if winner is None:
        return say(f"score.{name}_tie", lang, values=_dashed(counts))
    return say(f"score.{name}", lang, who=names[winner], values=_dashed(counts))


def _holder_words(lang: str, key: str, holder: int | None, names: tuple[str, ...]) -> str:
    return say(key, lang, who=names[holder]) if holder is not None else say(key + "_none", lang)


def _primiera_words(
    lang: str, key: str, winner: int | None, piles: tuple[SidePile, ...], names: tuple[str, ...]
) -> str:
    values = _dashed([p.primiera for p in piles])
    if winner is None:
        return say(key, lang, values=values)
    if key == "score.primiera":
        return say(key, lang, who=names[winner], values=values)
    missing = and_list([
        say("score.lacks", lang, who=names[i], suits=nor_list(_missing_suits(pile, lang), lang))
        for i, pile in enumerate(piles)
        if i != winner and not pile.has_all_suits
    ], lang)
    return say(key, lang, who=names[winner], missing=missing)


def _scope_words(lang: str, scope: tuple[int, ...], names: tuple[str, ...]) -> str:
    return say("score.scope", lang, values=", ".join(f"{names[i]} {s}" for i, s in enumerate(scope)))


def _napola_words(
    lang: str, key: str, winner: int | None, points: tuple[int, ...], names: tuple[str, ...]
) -> str:
    if winner is None:
        return say(key, lang)
    if key == "score.napola":
        top = rank_label(points[winner], lang)
        return say(key, lang, who=names[winner], cards=say("score.napola_run", lang, top=top),
                   points=points[winner])
    return say(key, lang, who=names[winner], points=10)


def _most(
    name: str, counts: tuple[int, ...], names: tuple[str, ...], lang: str
) -> Category:
    top = max(counts)
    winner = counts.index(top)
    if top in counts[winner + 1 :]:
        return _category(name, (0,) * len(counts), counts, None,
                         (lang, _most_words, (name, counts, None, names)))
    return _category(name, _one(winner, len(counts)), counts, winner,
                     (lang, _most_words, (name, counts, winner, names)))


def _one(winner: int | None, sides: int, points: int = 1) -> tuple[int, ...]:
    result = [0] * sides
    if winner is not None:
        result[winner] = points
    return tuple(result)


def _holder(
    name: str, key: str, card: Card, cards: Sequence[Iterable[Card]], names: tuple[str, ...],
    lang: str,
) -> Category:
    """A point for whoever took one particular card (the settebello, the re bello)."""
    n = len(cards)
    # Piles are looked in as sets: hashing a card is cheaper than comparing it card by card.
    holder = next((i for i, pile in enumerate(cards) if card in pile), None)
    points = _one(holder, n)
    return _category(name, points, points, holder, (lang, _holder_words, (key, holder, names)))


def _primiera(
    piles: tuple[SidePile, ...], complete: list[int], names: tuple[str, ...], lang: str
) -> Category:
    """The primiera point; ``complete`` lists the sides with all four suits."""
    n = len(piles)
    totals = tuple([p.primiera for p in piles])
    winner = None
    if not complete:
        key = "score.primiera_nobody"
    else:
        top = max(totals[i] for i in complete)
        leaders = [i for i in complete if totals[i] == top]
        if len(leaders) > 1:
            key = "score.primiera_tie"
        else:
            winner = leaders[0]
            # The missing suit is the reason only when it cost a side the point: its total was
            # as high as the winner's. A side that came last anyway is told the plain count.
            lacking = any(totals[i] >= top for i in range(n) if i not in complete)
            key = "score.primiera_missing" if lacking else "score.primiera"
    return _category("primiera", _one(winner, n), totals, winner,
                     (lang, _primiera_words, (key, winner, piles, names)))


def _missing_suits(pile: SidePile, lang: str) -> list[str]:
    return [s.name_in(lang) for s, c in zip(SUITS, pile.primiera_cards, strict=True) if c is None]


def napola_points(cards: Iterable[Card] | str, rules: Rules | str | None = None) -> int:
    """Napola points of one pile: asso, 2 and 3 of denari = 3, +1 per further denaro in a row.

    All ten denari (the napoleone) make 10 (the AGIMEG guide; Le regole della scopa).

    >>> napola_points(parse_cards("Ad 2d 3d 5d")), napola_points(parse_cards("Ad 2d 3d 4d 5d"))
    (3, 5)
    >>> napola_points(parse_cards("Ad 2d 4d"))
    0
    """
    rules = as_rules(rules)
    denari = {c.rank for c in parse_cards(cards) if c.suit is Suit.DENARI}
    if len(denari) == 10:
        return 10
    run = 0
    while run + 1 in denari:
        run += 1
    if run < 3:
        return 0
    return min(run, 6) if rules.napola_stop_at_6 else run


def score_hand(
    piles: Sequence[Iterable[Card] | str],
    scope: Sequence[int] | None = None,
    rules: Rules | str | None = None,
    *,
    names: Sequence[str] | None = None,
    lang: str | None = None,
) -> HandScore:
    """Score a hand from each side's pile and scope (teams: pool the partners' piles first);
    the reasons in ``lang`` (default: the process default).

    >>> s = score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0])
    >>> s.totals, s["primiera"].reason
    ((2, 1), 'Player 2 made the best primiera (75-76).')
    >>> score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0], lang="it")["primiera"].reason
    'La primiera va al giocatore 2 (75-76).'
    """
    if lang is None:
        # The process default: nothing to switch (a block costs more than the figures' sums).
        return _score_hand(piles, scope, rules, names, get_language())
    with using_language(lang) as code:
        return _score_hand(piles, scope, rules, names, code)


def _score_hand(
    piles: Sequence[Iterable[Card] | str],
    scope: Sequence[int] | None,
    rules: Rules | str | None,
    names: Sequence[str] | None,
    lang: str,
) -> HandScore:
    rules = as_rules(rules)
    cards = [parse_cards(p) for p in piles]
    n = len(cards)
    if n < 2:
        raise ScoreError(say("score.sides", given=n))
    held = [frozenset(c) for c in cards]
    if len(frozenset().union(*held)) != sum(map(len, cards)):
        seen: set[Card] = set()
        for card in (c for pile in cards for c in pile):
            if card in seen:
                raise ScoreError(say("score.card_twice", card=card_label(card)))
            seen.add(card)
    if (
        scope is not None
        and type(scope) not in (list, tuple)  # the usual answer, without asking the ABC
        and (isinstance(scope, str) or not isinstance(scope, Iterable))
    ):
        raise ScoreError(say("score.scope_not_counts", scope=scope, piles=n))
    scope_counts = tuple(scope) if scope is not None else (0,) * n
    if len(scope_counts) != n:
        raise ScoreError(say("score.scope_count", piles=n, scope=len(scope_counts)))
    for count in scope_counts:
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ScoreError(say("score.bad_scope", count=count))
    label = _names(n, rules, names, lang)
    values = _primiera_values(rules)
    sides = []
    complete = []
    for i, (c, s) in enumerate(zip(cards, scope_counts, strict=True)):
        side: Any = _new(_RawSidePile)
        side.cards, side.scope = c, s
        side.primiera_cards, side.primiera, all_suits = _primiera_of(c, values)
        side.__class__ = SidePile
        sides.append(side)
        if all_suits:
            complete.append(i)
    piles_of = tuple(sides)
    categories = [
        _most("carte", tuple(map(len, cards)), label, lang),
        _most("denari", tuple(map(len, map(_DENARI.intersection, held))), label, lang),
        _holder("settebello", "score.settebello", SETTEBELLO, held, label, lang),
    ]
    if rules.scores_primiera:
        categories.append(_primiera(piles_of, complete, label, lang))
    if rules.re_bello != "off":
        categories.append(_holder("re bello", "score.re_bello", _RE_BELLO, held, label, lang))
    categories.append(
        _category("scope", scope_counts, scope_counts, None, (lang, _scope_words, (scope_counts, label)))
    )
    instant = None
    if rules.napola:
        points = tuple(napola_points(c, rules) for c in cards)
        w = next((i for i, p in enumerate(points) if p), None)
        if w is None:
            key = "score.napola_none"
        elif points[w] == 10 and sum(1 for c in cards[w] if c.suit is Suit.DENARI) == 10:
            key = "score.napoleone_win" if rules.napoleone_wins else "score.napoleone"
            instant = w if rules.napoleone_wins else None
        else:
            key = "score.napola"
        categories.append(_category("napola", points, points, w, (lang, _napola_words, (key, w, points, label))))
    if rules.settanta:
        sevens = next(
            (
                i
                for i, p in enumerate(piles_of)
                if all(c is not None and c.rank == 7 for c in p.primiera_cards)
            ),
            None,
        )
        categories.append(
            _category(
                "settanta", _one(sevens, n), tuple(int(i == sevens) for i in range(n)), sevens,
                (lang, _holder_words, ("score.settanta", sevens, label)),
            )
        )
    result: Any = _new(_RawHandScore)
    (result.rules, result.sides, result.categories, result.names, result.instant_winner,
     result.lang, result.named) = rules, piles_of, tuple(categories), label, instant, lang, names is not None
    result.__class__ = HandScore
    made: HandScore = result
    return made


class _RawSidePile:
    __slots__ = SidePile.__slots__


class _RawHandScore:
    __slots__ = HandScore.__slots__
