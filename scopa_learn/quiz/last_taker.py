"""Last-taker questions: the last card of the hand is played. Who gets the cards left on the table?

The answer is the engine's: the question builds the moment before the hand's last card as a
:class:`scopa_learn.HandState`, plays the card, and reads who the rest went to. Whoever made
the last capture takes what is left (never a scopa); when the last card itself takes, its
player took last.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.board import Board
from ..engine.captures import legal_captures
from ..engine.cards import DECK, Card, format_cards
from ..engine.events import LastTake
from ..engine.rules import Rules
from ..engine.state import HandState
from ..words.cards import card_label, option_text
from ..words.messages import say
from .choice import ChoiceQuestion, Row
from .draws import ATTEMPTS, CLASSIC, Draw, read_level, read_rules, read_seed, rules_for_players

#: Players' names, in playing order.
PLAYERS: tuple[str, ...] = ("Anna", "Bruno", "Carla")


@dataclass(frozen=True)
class LastTakerQuestion(ChoiceQuestion):
    """The hand's last card, the table it falls on, and who captured last before it."""

    seed: int
    level: int
    names: tuple[str, ...]
    player: int        # who plays the last card
    card: Card
    table: tuple[Card, ...]
    taker: int         # who made the last capture before this card
    rules: Rules = field(default=CLASSIC, repr=False)
    shape: str = "any"

    @property
    def taken(self) -> tuple[Card, ...]:
        """What the last card takes (its first capture when there is a choice)."""
        return legal_captures(self.card, self.table, self.rules)[0]

    @property
    def after(self) -> HandState:
        """The engine's hand after the last card: the rest has gone to the last taker."""
        r = rules_for_players(self.rules, len(self.names))
        n = r.players
        # The last card is the dealer's; the cards already taken are in the last taker's pile.
        rest = tuple(c for c in DECK if c is not self.card and c not in self.table)
        board = Board(
            hands=tuple((self.card,) if p == self.player else () for p in range(n)),
            table=self.table, piles=tuple(rest if p == self.taker else () for p in range(n)),
            scope=(0,) * n, stock=(), to_move=self.player, last_taker=self.taker,
            plays_made=r.plays_per_hand - 1, deal_number=r.deals_per_hand)
        state = HandState(r, self.player, board, names=self.names)
        return state.play(self.card, takes=list(self.taken))

    @property
    def rest(self) -> LastTake:
        """Who got the cards left on the table, and which."""
        event = self.after.log[-1]
        assert isinstance(event, LastTake)
        return event

    @property
    def choices(self) -> tuple[str, ...]:
        return (*self.names, say("quiz.last.nobody"))

    @property
    def right(self) -> str:
        return self.names[self.rest.player]

    @property
    def rows(self) -> tuple[Row, ...]:
        who = self.names[self.player]
        return (Row(say("worksheet.table"), self.table, say("quiz.row.cards", count=len(self.table))),
                Row(say("quiz.last.row_played", player=who), (self.card,), card_label(self.card)))

    @property
    def prompt(self) -> str:
        return say("quiz.last.prompt", taker=self.names[self.taker], player=self.names[self.player],
                   card=card_label(self.card), code=str(self.card), table=format_cards(self.table))

    @property
    def ask(self) -> str:
        return say("quiz.last.ask")

    @property
    def explanation(self) -> str:
        who, rest = self.names[self.player], self.rest
        left = format_cards(rest.cards)
        if self.taken:
            return say("quiz.last.why.takes", player=who, card=card_label(self.card),
                       taken=option_text(self.taken), left=left)
        return say("quiz.last.why.stays", player=who, card=card_label(self.card),
                   taker=self.right, left=left)

    def mistake(self, choice: str) -> tuple[str, str]:
        if choice not in self.names:
            return "last.nobody", say("quiz.last.why.never_nobody", taker=self.right) + " " + \
                self.explanation
        if self.taken:  # the last card took: its player is the last taker
            return "last.earlier_taker", self.explanation
        if choice == self.names[self.player]:
            return "last.last_card", self.explanation
        return "last.not_taker", say("quiz.last.why.not_taker", who=choice,
                                     taker=self.right) + " " + self.explanation


_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("stays", 2), ("takes", 1)),
    2: (("stays", 1), ("takes", 2), ("stays-own", 1)),
    3: (("three-stays", 2), ("three-takes", 1)),
}


def last_taker_question(seed: int, level: int = 1, rules: Rules | str | None = None
                        ) -> LastTakerQuestion:
    """The last card of a hand from ``seed``: who gets the cards left on the table?

    Level 1: two players; the last card takes nothing (the other player took last) or takes
    something. Level 2: also the last card of the player who took last. Level 3: three players.

    >>> q = last_taker_question(8, level=3)
    >>> len(q.names), q.check(q.right).correct, q.rest.cards != ()
    (3, True, True)
    >>> q.check("nobody").reason
    'last.nobody'
    """
    seed, level, rules_ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(5, level, seed)
    shape = draw.pick(_WEIGHTS[level])
    names = PLAYERS if shape.startswith("three") else PLAYERS[:2]
    n = len(names)
    rules_ = rules_for_players(rules_, n)
    player = n - 1 if draw.below(2) else draw.below(n)  # often the dealer, who plays last
    q: LastTakerQuestion | None = None
    for _ in range(ATTEMPTS):
        cards = draw.cards(draw.between(2, 5) + 1)
        if shape == "stays-own":
            taker = player
        else:
            taker = (player + 1 + draw.below(n - 1)) % n
        q = LastTakerQuestion(seed, level, names, player, cards[0], tuple(cards[1:]), taker,
                              rules_, shape)
        takes = bool(q.taken)
        if takes == shape.endswith("takes") and len(q.taken) < len(q.table):
            return q
    assert q is not None
    return q  # pragma: no cover - a variant may make a shape impossible: any position then
