"""Card questions, the first chapter's checks: which suit is this card, and what is it worth
when it takes?

The answers are the card's own: its suit (:attr:`scopa_learn.Card.suit`: denari, coppe, spade,
bastoni) and its value (:attr:`scopa_learn.Card.rank`): an asso 1, the number cards their
number, the figures fante 8, cavallo 9, re 10. The suit changes nothing in the value.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import DECK, SUITS, Card
from ..engine.rules import Rules
from ..words.cards import card_label, the_card
from ..words.messages import say
from .choice import ChoiceQuestion, Row
from .draws import CLASSIC, Draw, read_level, read_rules, read_seed

#: What a card question teaches: its suit, or its value: a figure (8, 9, 10), the asso (1) or a
#: number card.
SHAPES = ("suit", "figure", "asso", "number")


@dataclass(frozen=True)
class CardQuestion(ChoiceQuestion):
    """One card: which suit is it (shape ``suit``), or what is it worth when it takes (its
    capture value, 1 to 10)?"""

    seed: int
    level: int
    card: Card
    rules: Rules = field(default=CLASSIC, repr=False)
    shape: str = "any"

    @property
    def asks_suit(self) -> bool:
        return self.shape == "suit"

    @property
    def choices(self) -> tuple[str, ...]:
        if self.asks_suit:
            return tuple(say(f"quiz.cards.suit.{s.value}") for s in SUITS)
        return tuple(str(n) for n in range(1, 11))

    @property
    def right(self) -> str:
        if self.asks_suit:
            return self.choices[self.card.suit.index]
        return str(self.card.rank)

    @property
    def rows(self) -> tuple[Row, ...]:
        # A suit question shows the card and does not name it.
        caption = "" if self.asks_suit else card_label(self.card)
        return (Row(say("quiz.cards.row"), (self.card,), caption),)

    @property
    def prompt(self) -> str:
        if self.asks_suit:
            return say("quiz.cards.suit_prompt")
        return say("quiz.cards.prompt", card=the_card(self.card), code=str(self.card))

    @property
    def ask(self) -> str:
        return say("quiz.cards.suit_ask" if self.asks_suit else "quiz.cards.ask")

    @property
    def explanation(self) -> str:
        if self.asks_suit:
            return say(f"quiz.cards.why.suit.{self.card.suit.value}", card=the_card(self.card))
        key = {"figure": "quiz.cards.why.figure", "asso": "quiz.cards.why.asso"}.get(
            self.shape_of_card, "quiz.cards.why.number")
        return say(key, card=the_card(self.card), value=self.card.rank)

    @property
    def shape_of_card(self) -> str:
        """``figure`` (fante, cavallo, re), ``asso`` or ``number`` (one of :data:`SHAPES`)."""
        if self.card.rank >= 8:
            return "figure"
        return "asso" if self.card.rank == 1 else "number"

    def mistake(self, choice: str) -> tuple[str, str]:
        return "cards." + ("suit" if self.asks_suit else self.shape_of_card), self.explanation


_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("suit", 1),),
    2: (("figure", 3), ("asso", 1), ("number", 1)),
    3: (("suit", 1), ("figure", 1), ("asso", 1), ("number", 1)),
}


def card_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> CardQuestion:
    """A card from ``seed``: which suit is it, or what is it worth when it takes?

    Level 1: its suit. Level 2: its value, mostly figures (fante 8, cavallo 9, re 10). Level 3:
    either, number cards and the asso as often as figures.

    >>> q = card_question(3, level=2)
    >>> q == card_question(3, level=2), q.check(q.right).correct, q.shape == q.shape_of_card
    (True, True, True)
    >>> card_question(1).choices
    ('denari (coins)', 'coppe (cups)', 'spade (swords)', 'bastoni (batons)')
    >>> print(card_question(1).check("coppe"))
    Not quite. The batons are wooden clubs: the 2 of batons is a card of bastoni. The answer: bastoni (batons).
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(8, level, seed)
    shape = draw.pick(_WEIGHTS[level])
    pool = [c for c in DECK if shape == "suit" or CardQuestion(seed, level, c, rules_).shape_of_card == shape]
    return CardQuestion(seed, level, draw.cards(1, pool)[0], rules_, shape)
