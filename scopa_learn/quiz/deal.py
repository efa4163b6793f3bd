"""Deal questions, the check of the stage on how a hand goes: how many cards each player gets
at a deal, how many lie face up on the table at the start, how many deals make a hand, and
what happens when the table is dealt three or four re.

The answers are the rules' own (:attr:`scopa_learn.Rules.hand_size`, ``table_size``,
``deals_per_hand``) and the engine's redeal check (:func:`scopa_learn.engine.dealing.redeal_rule`):
3 cards each and 4 on the table, later deals 3 each with nothing added to the table (6 deals in
two, 4 in three, 3 in four, 2 in six); three or four re on the table mean a new deal, since a
re takes only a re (the AGIMEG guide).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import DECK, Card
from ..engine.dealing import redeal_rule
from ..engine.rules import Rules
from ..words.messages import say
from .choice import ChoiceQuestion, Row
from .draws import CLASSIC, Draw, read_level, read_rules, read_seed, rules_for_players

#: What a deal question asks: the cards each player gets at a deal, the table cards at the
#: start, the deals in a hand, or a table with re on it (three or four: deal again; two: play on).
SHAPES = ("hand-size", "table-size", "deals", "kings", "two-kings")
COUNTS = ("hand-size", "table-size", "deals")


@dataclass(frozen=True)
class DealQuestion(ChoiceQuestion):
    """A moment of the deal: a count to give, or an opening table to keep or deal again."""

    seed: int
    level: int
    players: int
    table: tuple[Card, ...]  # the opening table (drawn with every question)
    hand: tuple[Card, ...]   # the first player's cards at the first deal
    rules: Rules = field(default=CLASSIC, repr=False)
    shape: str = "any"

    @property
    def redeals(self) -> bool:
        """Whether the engine deals again on this table."""
        return redeal_rule(self.table, self.rules) is not None

    @property
    def kings(self) -> int:
        return sum(1 for c in self.table if c.rank == 10)

    @property
    def number(self) -> int:
        """The count a count question asks."""
        r = self.rules
        return {"hand-size": r.hand_size, "table-size": r.table_size, "deals": r.deals_per_hand}[self.shape]

    @property
    def choices(self) -> tuple[str, ...]:
        if self.shape in COUNTS:
            return tuple(str(n) for n in sorted({2, 3, 4, 6, self.number}))
        return (say("quiz.deal.play_on"), say("quiz.deal.redeal"))

    @property
    def right(self) -> str:
        if self.shape in COUNTS:
            return str(self.number)
        return self.choices[1 if self.redeals else 0]

    @property
    def rows(self) -> tuple[Row, ...]:
        if self.shape == "table-size":  # the table would give the answer away: a hand instead
            return (Row(say("quiz.deal.row.hand"), self.hand, ""),)
        return (Row(say("worksheet.table"), self.table, ""),)

    @property
    def prompt(self) -> str:
        key = {"hand-size": "quiz.deal.prompt.hand-size", "table-size": "quiz.deal.prompt.table-size",
               "deals": "quiz.deal.prompt.deals"}.get(self.shape, "quiz.deal.prompt.kings")
        return say(key, players=self.players)

    @property
    def ask(self) -> str:
        return say("quiz.deal.ask.count" if self.shape in COUNTS else "quiz.deal.ask.kings")

    @property
    def explanation(self) -> str:
        r = self.rules
        if self.shape == "hand-size":
            return say("quiz.deal.why.hand-size", hand=r.hand_size)
        if self.shape == "table-size":
            return say("quiz.deal.why.table-size", table=r.table_size)
        if self.shape == "deals":
            return say("quiz.deal.why.deals", table=r.table_size, dealt=len(DECK) - r.table_size,
                       hand=r.hand_size, players=self.players, deals=r.deals_per_hand)
        if self.redeals:
            if self.kings == 4:  # not "4 of the four table cards"
                return say("quiz.deal.why.redeal_all")
            return say("quiz.deal.why.redeal", count=self.kings)
        if self.kings == 0:  # not "only 0 of the four"
            return say("quiz.deal.why.play_on_none")
        return say("quiz.deal.why.play_on", count=self.kings)  # KEY.one or KEY.other

    def mistake(self, choice: str) -> tuple[str, str]:
        return f"deal.{self.shape}", self.explanation


_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("hand-size", 1), ("table-size", 1), ("kings", 2), ("two-kings", 1)),
    2: (("deals", 2), ("kings", 1), ("two-kings", 1), ("hand-size", 1)),
    3: (("deals", 2), ("hand-size", 1), ("table-size", 1), ("kings", 1)),
}


def deal_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> DealQuestion:
    """A moment of the deal from ``seed``: how many cards, how many deals, or deal again?

    Level 1: a game of two: the cards each player gets at a deal, the table cards, and tables
    with two, three or four re. Level 2: also the deals in a hand, with 2, 3, 4 or 6 players.
    Level 3: the counts for every table size.

    >>> q = deal_question(2, level=1)
    >>> q == deal_question(2, level=1), q.check(q.right).correct
    (True, True)
    >>> from scopa_learn import parse_cards
    >>> three = DealQuestion(0, 1, 2, parse_cards("Rd Rc Rs 4b"), parse_cards("2d 3d 4d"), shape="kings")
    >>> three.right, three.check("play on").reason
    ('Deal again', 'deal.kings')
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(9, level, seed)
    shape = draw.pick(_WEIGHTS[level])
    if shape in ("kings", "two-kings") and "three-kings" not in rules_.redeal:
        shape = "table-size"  # these rules never deal again for re: ask a count instead
    players = 2 if level == 1 or shape not in COUNTS else (2, 3, 4, 6)[draw.below(4)]
    rules_ = rules_for_players(rules_, players)
    kings = [c for c in DECK if c.rank == 10]
    others = [c for c in DECK if c.rank != 10]
    if shape == "kings":
        re = draw.cards(3 + draw.below(2), kings)
    elif shape == "two-kings":
        re = draw.cards(2, kings)
    else:
        re = []
    rest = draw.cards(4 - len(re) + 3, others)
    table = tuple(sorted(re + rest[:4 - len(re)]))
    return DealQuestion(seed, level, players, table, tuple(sorted(rest[4 - len(re):])), rules_, shape)
