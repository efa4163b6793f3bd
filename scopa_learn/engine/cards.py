"""Cards: the 40-card Italian deck, its notation and its names.

A card is written rank then suit: ``7d`` is the 7 of denari (the *settebello*),
``Rb`` the re of bastoni. Ranks: ``A`` (asso, 1), ``2``-``7``, ``F`` (fante, 8),
``C`` (cavallo, 9), ``R`` (re, 10); numbers ``1``-``10`` and the French ``J Q K``
are accepted too. Suits: ``d`` denari (coins), ``c`` coppe (cups), ``s`` spade
(swords), ``b`` bastoni (batons), or the French marks ``♦ ♥ ♠ ♣``.

>>> parse_card("7d")
Card(7, Suit.DENARI)
>>> str(parse_card("10b")), parse_card("10b").name()
('Rb', 're di bastoni')
>>> parse_cards("7d 3c Rb")
(Card(7, Suit.DENARI), Card(3, Suit.COPPE), Card(10, Suit.BASTONI))
>>> parse_card("7x")
Traceback (most recent call last):
...
scopa_learn.errors.CardParseError: '7x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import CardParseError
from ..words.messages import say


class Suit(enum.Enum):
    """The four suits; the value is the one-letter notation."""

    DENARI = "d"
    COPPE = "c"
    SPADE = "s"
    BASTONI = "b"

    # Suits are singletons: identity hashing is right and much faster than Enum's own.
    __hash__ = object.__hash__

    @property
    def index(self) -> int:
        """Position in the deck order d, c, s, b (0-3)."""
        return _SUIT_INDEX[self]

    def name_in(self, lang: str | None = "it") -> str:
        """The suit's name: ``denari`` in Italian, ``coins`` in English (from the message table);
        ``None``: the process default's."""
        return say(f"suit.{self.value}", lang)

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


SUITS: tuple[Suit, ...] = (Suit.DENARI, Suit.COPPE, Suit.SPADE, Suit.BASTONI)
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_RANK_LETTERS = {1: "A", 8: "F", 9: "C", 10: "R"}


def rank_word(rank: int, lang: str = "it") -> str:
    """A value's word in a card's full name: ``fante``; in English ``knave``, ``seven``."""
    return say(f"rank.{rank}", lang)


def rank_label(rank: int, lang: str | None = None) -> str:
    """A value as a sentence names it: ``6``, and the game's words ``asso``, ``fante``, ``re``."""
    return say(f"rank.label.{rank}", lang)


# The words a reader may type, in the languages of the message table (for parse_card).
_SUIT_NAMES = {lang: tuple(s.name_in(lang) for s in SUITS) for lang in ("it", "en")}
_RANK_NAMES = {lang: tuple(rank_word(r, lang) for r in range(1, 11)) for lang in ("it", "en")}

#: Primiera value of each rank (index rank - 1): 7 = 21, 6 = 18, asso = 16 ... figures 10.
PRIMIERA_VALUES: tuple[int, ...] = (16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card: ``rank`` 1-10 (its capture value) and ``suit``.

    The 40 cards are made once and shared: ``Card(7, Suit.DENARI) is SETTEBELLO``, so
    equality is identity and hashing is cheap. Cards sort by suit (d, c, s, b), then rank.
    """

    rank: int
    suit: Suit

    def __new__(cls, rank: int, suit: Suit) -> Card:
        card = _CARDS.get((rank, suit)) if _CARDS else None
        if card is not None:
            return card
        if not (isinstance(rank, int) and 1 <= rank <= 10) or not isinstance(suit, Suit):
            raise CardParseError(say("card.bad_fields", rank=rank, suit=suit))
        return object.__new__(cls)

    def __init__(self, rank: int, suit: Suit) -> None:
        # Interned cards are set up once; a later Card(...) call must not rewrite them.
        if not _CARDS or (rank, suit) not in _CARDS:
            object.__setattr__(self, "rank", rank)
            object.__setattr__(self, "suit", suit)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    # Equality is identity (the 40 cards are made once). Written out because the ordering
    # methods below make Python look up comparisons on this class: without these, ``a == b``
    # between two different cards tries both sides before falling back, three times slower,
    # and ``card in hand`` compares card by card.
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    __hash__ = object.__hash__

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    @property
    def index(self) -> int:
        """Position 0-39 in the deck order (suits d, c, s, b; ranks 1-10)."""
        return _INDEX[self]

    @property
    def is_denaro(self) -> bool:
        """True for the denari suit (coins)."""
        return self.suit is Suit.DENARI

    @property
    def is_settebello(self) -> bool:
        """True for the 7 of denari, the settebello."""
        return self.rank == 7 and self.suit is Suit.DENARI

    @property
    def primiera_value(self) -> int:
        """The card's value for the primiera under the classic rules (7 = 21, 6 = 18, asso = 16 ...);
        under other rules ask them: :meth:`Rules.primiera_value <scopa_learn.engine.rules.Rules.primiera_value>`.
        """
        # The classic table is the rules' default (rules.py reads it from here); scoring,
        # hints and the players ask the rules they are given.
        return PRIMIERA_VALUES[self.rank - 1]

    def name(self, lang: str = "it") -> str:
        """The card's name: ``7 di denari`` (Italian) or ``seven of coins`` (English).

        >>> parse_card("7d").name("en"), parse_card("Cs").name()
        ('seven of coins', 'cavallo di spade')
        """
        return say("card.name", lang, rank=rank_word(self.rank, lang), suit=self.suit.name_in(lang))

    def label(self, lang: str | None = None) -> str:
        """How a sentence names the card: ``6 of swords``, ``re of coins``; ``re di denari``
        (``lang``: default the process default, :func:`scopa_learn.get_language`).

        >>> parse_card("6s").label(), parse_card("Rd").label("it")
        ('6 of swords', 're di denari')
        """
        return say("card.label", lang, rank=rank_label(self.rank, lang), suit=self.suit.name_in(lang))

    def __str__(self) -> str:
        return _RANK_LETTERS.get(self.rank, str(self.rank)) + self.suit.value

    def __repr__(self) -> str:
        return f"Card({self.rank}, {self.suit!r})"

    def _repr_svg_(self) -> str:
        from ..drawing.svg import card_svg

        return str(card_svg(self))


_CARDS: dict[tuple[int, Suit], Card] = {}
_CARDS.update({(r, s): Card(r, s) for s in SUITS for r in range(1, 11)})

_INDEX: dict[Card, int] = {card: _SUIT_INDEX[s] * 10 + r - 1 for (r, s), card in _CARDS.items()}

#: The 40 cards in deck order: denari asso..re, coppe, spade, bastoni.
DECK: tuple[Card, ...] = tuple(_CARDS[(r, s)] for s in SUITS for r in range(1, 11))
SETTEBELLO: Card = _CARDS[(7, Suit.DENARI)]
_DECK_SET = frozenset(DECK)

_RANK_TOKENS = {
    "A": 1,
    "1": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "F": 8,
    "J": 8,
    "D": 8,
    "9": 9,
    "C": 9,
    "Q": 9,
    "10": 10,
    "R": 10,
    "K": 10,
}
_SUIT_TOKENS = {
    "d": Suit.DENARI,
    "c": Suit.COPPE,
    "s": Suit.SPADE,
    "b": Suit.BASTONI,
    "♦": Suit.DENARI,
    "♥": Suit.COPPE,
    "♠": Suit.SPADE,
    "♣": Suit.BASTONI,
}
_CARD_RE = re.compile(r"(10|[1-9AFJDCQRK])([DCSB♦♥♠♣])", re.IGNORECASE | re.ASCII)
# Whole names, for readers who type them: "settebello", "7 di denari", "seven of coins".
_NAME_RE = re.compile(r"(\w+)\s+(?:di|of)\s+(\w+)", re.IGNORECASE | re.ASCII)
_WORD_RANKS = {
    **{w: i + 1 for i, w in enumerate(_RANK_NAMES["it"])},
    **{w: i + 1 for i, w in enumerate(_RANK_NAMES["en"])},
    "jack": 8,
    "queen": 9,
    # Italian number words: "sette di denari", "due di coppe".
    "uno": 1,
    "due": 2,
    "tre": 3,
    "quattro": 4,
    "cinque": 5,
    "sei": 6,
    "sette": 7,
    "otto": 8,
    "nove": 9,
    "dieci": 10,
    "donna": 8,
    "one": 1,
    "asso": 1,
    "ace": 1,
    "1": 1,
    "8": 8,
    "9": 9,
    "10": 10,
}
_WORD_SUITS = {
    **{w: SUITS[i] for i, w in enumerate(_SUIT_NAMES["it"])},
    **{w: SUITS[i] for i, w in enumerate(_SUIT_NAMES["en"])},
    "diamonds": Suit.DENARI,
    "hearts": Suit.COPPE,
    "spades": Suit.SPADE,
    "clubs": Suit.BASTONI,
}


def parse_card(text: str | Card) -> Card:
    """Read one card from its notation (``7d``, ``Rb``, ``10b``) or its name.

    >>> parse_card(" rB "), parse_card("settebello"), parse_card("seven of coins")
    (Card(10, Suit.BASTONI), Card(7, Suit.DENARI), Card(7, Suit.DENARI))
    >>> parse_card("due di coppe")
    Card(2, Suit.COPPE)
    >>> parse_card("8z")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '8z' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardParseError(say("card.not_text", text=repr(text)))
    stripped = text.strip()
    match = _CARD_RE.fullmatch(stripped)
    if match:
        return _CARDS[(_RANK_TOKENS[match[1].upper()], _SUIT_TOKENS[match[2].lower()])]
    lowered = stripped.lower()
    if lowered == "settebello":
        return SETTEBELLO
    named = _NAME_RE.fullmatch(lowered)
    if named and named[1] in _WORD_RANKS and named[2] in _WORD_SUITS:
        return _CARDS[(_WORD_RANKS[named[1]], _WORD_SUITS[named[2]])]
    raise CardParseError(say("card.unparsable", text=text))


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read several cards: a string separated by spaces or commas, or an iterable.

    >>> parse_cards("Ad, 2d,3d")
    (Card(1, Suit.DENARI), Card(2, Suit.DENARI), Card(3, Suit.DENARI))
    >>> parse_cards("")
    ()
    >>> parse_cards("7d 7d")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '7d 7d' names the 7d twice: each card is in the deck once.
    """
    if type(text) is tuple:
        # The engine's own calls pass tuples of cards: one look in C says that every item is a
        # card and none is there twice (an unhashable item goes to the parser, which names it).
        try:
            if len(_DECK_SET.intersection(text)) == len(text):
                return text
        except TypeError:
            pass
    if not isinstance(text, str) and not hasattr(text, "__iter__"):
        raise CardParseError(say("card.not_text", text=repr(text)))
    if isinstance(text, str):
        tokens: list[str | Card] = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
        if not _all_cards(tokens):
            # "7 di denari" has spaces inside: fall back to comma-separated names.
            by_comma = [t.strip() for t in text.split(",") if t.strip()]
            if len(by_comma) > 0 and _all_cards(by_comma):
                tokens = list(by_comma)
        source = text
    else:
        tokens = list(text)
        source = ""
    cards = tuple(parse_card(t) for t in tokens)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            source = source or " ".join(str(t) for t in tokens)
            raise CardParseError(say("card.twice", text=source, card=card))
        seen.add(card)
    return cards


def _all_cards(tokens: Sequence[str | Card]) -> bool:
    try:
        for token in tokens:
            parse_card(token)
    except CardParseError:
        return False
    return True


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in notation, space-separated: the inverse of :func:`parse_cards`.

    >>> format_cards(parse_cards("7d Rb"))
    '7d Rb'
    """
    return " ".join(str(c) for c in cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in deck order (suit d, c, s, b, then rank)."""
    return tuple(sorted(cards))
