"""The table session: one learner at the card room, the match in play and the card they keep.

Both front ends run their table through this one class: the terminal game
(:mod:`scopa_learn.cli`, ``scopa-learn play``) and the Play widget
(:mod:`scopa_learn.widgets.play`). Their controllers only turn it into text or JSON.

A :class:`Table` is the settings of a match, a value: the rules, who takes the other seats
(the computer at a level, or people at one screen), the deal number, who deals first and the
seats' names. :class:`TableSession` holds what a match changes: the :class:`~scopa_learn.Match`,
the states of the hand in play (undo goes back along them; each state is a value), the hands
finished so far, the turn clock and the :class:`~scopa_learn.table.player_card.PlayerCard`.

Seat 0 is the learner. The learner leads the first hand, so the seat before it deals
(the AGIMEG guide: the player to the dealer's right leads); a rematch is dealt by
the player the card room's rule names (:func:`~scopa_learn.table.player_card.rematch_dealer`).
The computer at seat ``p`` is ``computer_player(level, seed * 16 + p)``: the same deal number
gives the same deals and the same computer plays in every front end.

>>> session = TableSession()
>>> state = session.start(Table("classic", players=2, level="beginner", seed=3, target=1))
>>> session.phase, state.dealer, state.to_move, session.is_person(0), session.is_person(1)
('play', 1, 0, True, False)
>>> while session.phase == "play":
...     if session.computer_turn:
...         _ = session.computer_move()
...     else:
...         _ = session.play(session.state.legal_moves()[0])
>>> session.phase, len(session.finished), session.card.rows()[0].played
('match_over', 1, 1)
>>> session.undo()
Traceback (most recent call last):
...
scopa_learn.table.session.TableError: There is nothing to undo once the hand is over.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal

from ..engine.board import Move
from ..engine.cards import parse_cards
from ..engine.dealing import deal
from ..engine.match import Match
from ..engine.rules import Rules, rules
from ..engine.state import HandState
from ..errors import IllegalMoveError, MoveReason, ScopaError
from ..players import LEVELS, Player, computer_player, hint
from ..players.hints import Hint
from ..words.messages import say
from .player_card import PlayerCard, outcome, rematch_dealer

if TYPE_CHECKING:
    from ..coach.duplicate import Duplicate
    from ..coach.review import Review

#: Who takes the other seats: the computer at a level, or people at one screen ("human").
OPPONENTS: tuple[str, ...] = (*LEVELS, "human")
#: The card room's turn clock: 30 seconds a turn (the card room's house rules); off by default.
CLOCK_SECONDS = 30

#: Fresh deal numbers come from the system's randomness, never from a fixed seed.
_FRESH = random.SystemRandom()

Phase = Literal["setup", "play", "hand_over", "match_over"]


class TableError(ScopaError, ValueError):
    """An action the table does not allow now (undo with nothing to undo, a move out of turn...)."""


def first_dealer(players: int) -> int:
    """Who deals a match's first hand: the seat before the learner's, so the learner leads.

    >>> first_dealer(2), first_dealer(4)
    (1, 3)
    """
    return players - 1


def fresh_seed() -> int:
    """A deal number drawn afresh (0 to 999,999), for a match whose number nobody asked for."""
    return _FRESH.randrange(1_000_000)


def computer_seed(seed: int, seat: int) -> int:
    """The seed of the computer at ``seat`` in a match dealt from ``seed``.

    >>> computer_seed(3, 1)
    49
    """
    return seed * 16 + seat


@dataclass(frozen=True)
class Table:
    """The settings of a match: the preset and its players, the target and the rule options,
    who takes the other seats (``level``: a computer level or ``"human"``), the deal number,
    the first dealer (None: the learner leads) and the seats' names (empty: the engine's)."""

    preset: str = "classic"
    players: int | None = None
    level: str = "beginner"
    seed: int = 0
    target: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    dealer: int | None = None
    names: tuple[str, ...] = ()
    #: A stacked deck (40 cards in dealing order) for the first hand, instead of the shuffle.
    deck: str | None = None

    @cached_property
    def rules(self) -> Rules:
        """The rules of the match (a bad preset, player count or option raises the engine's error)."""
        chosen = dict(self.options)
        if self.target is not None:
            chosen["target"] = self.target
        return rules(self.preset, players=self.players, **chosen)

    @property
    def people(self) -> bool:
        """True when people at one screen take every seat."""
        return self.level == "human"

    @property
    def first_dealer(self) -> int:
        return first_dealer(self.rules.players) if self.dealer is None else self.dealer

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON), as a rematch keeps it on the player card."""
        return {"opponent": self.level, "preset": self.preset, "players": self.rules.players,
                "target": self.target, "options": dict(self.options), "seed": self.seed,
                "dealer": self.dealer, "deck": self.deck}

    def deal_hand(self, number: int, names: tuple[str, ...] | None = None) -> HandState:
        """Hand ``number`` (1 for the first) of a match at this table, as the match deals it:
        the deal number plus the hands before, the dealer moving round; the stacked deck (if
        any) for the first hand."""
        r = self.rules
        dealer = (self.first_dealer + number - 1) % r.players
        if self.deck and number == 1:
            return deal(r, dealer=dealer, deck=parse_cards(self.deck), names=names)
        return deal(r, self.seed + number - 1, dealer, names=names)

    def computers(self) -> dict[int, Player]:
        """The computer at each other seat (none at a table of people): the same seeds give
        the same choices in every front end, and on the class server that checks a hand."""
        if self.people:
            return {}
        return {p: computer_player(self.level, computer_seed(self.seed, p)) for p in range(1, self.rules.players)}

    @classmethod
    def from_data(cls, data: dict[str, Any], names: tuple[str, ...] = ()) -> Table:
        """The table of :meth:`to_data`'s data (a bad one raises ``KeyError``, ``TypeError``
        or the engine's error)."""
        table = cls(preset=data["preset"], players=int(data["players"]), level=data["opponent"],
                    seed=int(data["seed"]), target=data.get("target"),
                    options=dict(data.get("options") or {}),
                    dealer=None if data.get("dealer") is None else int(data["dealer"]), names=names,
                    deck=data.get("deck"))
        table.rules  # noqa: B018 - checked now, not at the first deal
        return table


class TableSession:
    """A learner at the card room: the match in play at one :class:`Table` and the player card.

    The states of the hand in play are values kept in a list, the newest last: a move appends
    one, undo drops back to the learner's last turn.
    """

    def __init__(self, card: PlayerCard | None = None, lang: str | None = None,
                 clock_on: bool = False, clock: int = CLOCK_SECONDS) -> None:
        self.card = card or PlayerCard()
        self.lang = lang
        self.clock_on, self.clock = bool(clock_on), int(clock)
        self.table: Table | None = None
        self.match: Match | None = None
        self.computers: dict[int, Player] = {}
        self.history: list[HandState] = []
        #: The hands of this match played to their end, in order.
        self.finished: list[HandState] = []

    def _error(self, key: str, **fields: Any) -> TableError:
        return TableError(say(key, self.lang, **fields))

    # -- what the table looks like now -----------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """setup (no match), play, hand_over (the next hand to deal) or match_over."""
        if self.match is None or not self.history:
            return "setup"
        if not self.state.is_over:
            return "play"
        return "match_over" if self.match.is_over else "hand_over"

    @property
    def state(self) -> HandState:
        """The hand as it stands now."""
        if not self.history:
            raise self._error("play.not_started")
        return self.history[-1]

    @property
    def people(self) -> bool:
        return self.table is not None and self.table.people

    def is_person(self, seat: int) -> bool:
        """True for a seat a person plays: the learner's, or every seat at a table of people."""
        return seat == 0 or self.people

    @property
    def computer_turn(self) -> bool:
        """True when the hand is on and a computer is to move."""
        return self.phase == "play" and not self.is_person(self.state.to_move)

    @property
    def can_undo(self) -> bool:
        return self.phase == "play" and any(self.is_person(s.to_move) for s in self.history[:-1])

    # -- a match ---------------------------------------------------------------------------------

    def start(self, table: Table) -> HandState:
        """Start a match at ``table`` (a match under way is left first) and deal its first hand."""
        r = table.rules
        match = Match(r, names=table.names, first_dealer=table.first_dealer, seed=table.seed)
        self.leave()
        self.table, self.match = table, match
        self.computers = table.computers()
        self.card = self.card.start(table.preset, r.players, table.level)
        self.finished = []
        return self._deal()

    def _deal(self) -> HandState:
        assert self.match is not None and self.table is not None
        names = self.table.names if len(self.table.names) == self.match.rules.players else None
        self.history = [self.table.deal_hand(len(self.match.hands) + 1, names)]
        return self.history[0]

    def next_hand(self) -> HandState:
        """Deal the next hand of the match."""
        if self.phase != "hand_over":
            raise self._error("play.no_next_hand")
        return self._deal()

    def leave(self) -> bool:
        """Leave the match before its end: abandoned on the learner's card (won for the others).
        True if a match was left."""
        left = self.phase in ("play", "hand_over") and self.card.open is not None
        if left and self.match is not None:
            self.card = self.card.finish(outcome(self.match, 0, left=0), self.card.rematch)
        self.table, self.match, self.history, self.finished, self.computers = None, None, [], [], {}
        return left

    def rematch_table(self) -> Table | None:
        """The table a rematch plays at (the same settings, the card room's dealer), if any."""
        again = self.card.rematch
        if not again:
            return None
        try:
            return Table.from_data(again)
        except (KeyError, TypeError, ValueError, ScopaError):
            return None

    def rematch(self, names: tuple[str, ...] = ()) -> HandState:
        """Play again at the table of the last match finished."""
        table = self.rematch_table()
        if self.phase in ("play", "hand_over") or table is None:
            if table is None:
                self.card = PlayerCard(self.card.tallies, figures=self.card.figures)
            raise self._error("card.player.no_rematch")
        return self.start(Table(table.preset, table.players, table.level, table.seed, table.target,
                                table.options, table.dealer, names))

    # -- moves -----------------------------------------------------------------------------------

    def _need_hand(self) -> HandState:
        state = self.state
        if state.is_over:
            raise IllegalMoveError(say("move.hand_over", self.lang), reason=MoveReason.HAND_OVER)
        return state

    def play(self, move: Move) -> HandState:
        """A person's move (the engine checks it); the state after it."""
        state = self._need_hand()
        if not self.is_person(state.to_move):
            raise self._error("play.wait_computer")
        return self._after(state.play(move))

    def computer_move(self) -> Move | None:
        """The computer to move plays; None when no computer is to move (a late request)."""
        if self.phase != "play":
            return None
        state = self.state
        player = self.computers.get(state.to_move)
        if player is None:
            return None
        move = player.choose(state.view(state.to_move))
        self._after(state.play(move))
        return move

    def _after(self, state: HandState) -> HandState:
        assert self.match is not None and self.table is not None
        self.history.append(state)
        if state.is_over:
            self.finished.append(state)
            self.match = self.match.record(state.score())
            if self.match.is_over:
                again = {**self.table.to_data(), "seed": self.table.seed + len(self.match.hands),
                         "dealer": rematch_dealer(self.match)}
                self.card = self.card.finish(outcome(self.match, 0), again)
        return state

    def hand_record(self, hand: HandState | None = None) -> dict[str, Any]:
        """What a hand was, for the class server to play again and check
        (:func:`replay_hand`): the table, the hand's number in the match, and the people's
        plays in order (the learner's alone at a table with computers), each as ``6s x 2d``."""
        assert self.table is not None and self.match is not None
        hand = self.last_hand() if hand is None else hand
        number = next((i + 1 for i, h in enumerate(self.finished) if h is hand), len(self.match.hands))
        plays = [str(e.move) for e in hand.played if self.is_person(e.player)]
        return {"table": {k: v for k, v in self.table.to_data().items() if v is not None}, "hand": number,
                "plays": plays}

    # -- the coach after the hand ----------------------------------------------------------------

    def last_hand(self) -> HandState:
        """The hand of this match played to its end most recently."""
        if not self.finished:
            raise self._error("review.no_hand")
        return self.finished[-1]

    def review(self, hand: HandState | None = None) -> Review:
        """The learner's decisions in ``hand`` (default: the last finished), each graded from
        what the learner could see then (:func:`scopa_learn.coach.review_hand`)."""
        from ..coach.review import review_hand

        return review_hand(self.last_hand() if hand is None else hand, 0)

    def expert_replay(self, hand: HandState | None = None) -> Duplicate:
        """The same deal played by the expert in the learner's seat, this table's computers in
        the others (the same seeds, so they choose as they would); not at a table of people."""
        from ..coach.duplicate import expert_replay

        if self.people:
            raise self._error("review.duplicate.people")
        return expert_replay(self.last_hand() if hand is None else hand, 0, self.computers)

    def hint(self) -> Hint:
        """A suggested move for the person to move, with the reason (from their view only)."""
        state = self._need_hand()
        if not self.is_person(state.to_move):
            raise self._error("play.wait_computer")
        return hint(state.view(state.to_move), self.lang)

    def undo(self) -> HandState:
        """Take back the last person's move (and the computers' answers to it)."""
        if self.phase != "play":
            raise self._error("play.no_undo_now")
        turns = [i for i, s in enumerate(self.history[:-1]) if self.is_person(s.to_move)]
        if not turns:
            raise self._error("play.nothing_to_undo")
        del self.history[turns[-1] + 1:]
        return self.state

    # -- the clock -------------------------------------------------------------------------------

    def set_clock(self, on: bool, seconds: int) -> None:
        """Turn the turn clock on or off, ``seconds`` a turn (at least 1)."""
        if isinstance(seconds, bool) or not isinstance(seconds, int) or seconds < 1:
            raise self._error("table.clock.bad", seconds=seconds)
        self.clock_on, self.clock = bool(on), seconds

    def timeout(self) -> Move | None:
        """The turn clock ran out: the suggested card is played for the person to move (None:
        no clock or no person's turn)."""
        if not self.clock_on or self.phase != "play" or not self.is_person(self.state.to_move):
            return None
        move = self.hint().move
        self._after(self.state.play(move))
        return move


def replay_hand(table: Table, number: int, plays: list[str], lang: str | None = None) -> HandState:
    """Hand ``number`` of a match at ``table`` played again: the people's ``plays`` in order
    (``6s x 2d``, as :meth:`TableSession.hand_record` gives them), the computers choosing as
    they chose (the same seeds). Each play is checked by the engine; a play that is not legal,
    plays left over or too few to end the hand raise :class:`TableError`, with the reason.

    >>> session = TableSession()
    >>> _ = session.start(Table("classic", players=2, level="intermediate", seed=8, target=1))
    >>> while session.phase == "play":
    ...     _ = session.computer_move() if session.computer_turn else session.play(session.state.legal_moves()[-1])
    >>> record = session.hand_record()
    >>> again = replay_hand(Table.from_data(record["table"]), record["hand"], record["plays"])
    >>> again.score().totals == session.last_hand().score().totals, again.log == session.last_hand().log
    (True, True)
    >>> replay_hand(Table.from_data(record["table"]), 1, record["plays"][:-1])
    Traceback (most recent call last):
    ...
    scopa_learn.table.session.TableError: These plays stop before the end of the hand: the hand needs 18 plays, and only 17 came.
    """
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise TableError(say("table.replay.bad_number", lang, number=number))
    state = table.deal_hand(number)
    computers = table.computers()
    people = [s for s in range(table.rules.players) if s not in computers]
    needed = table.rules.deals_per_hand * table.rules.hand_size * len(people)
    given = list(plays)
    for at, text in enumerate(given, start=1):
        while not state.is_over and state.to_move in computers:
            player = computers[state.to_move]
            state = state.play(player.choose(state.view(state.to_move)))
        if state.is_over:
            raise TableError(say("table.replay.too_many", lang, sent=len(given), needed=needed))
        try:
            state = state.play(Move.parse(str(text)))
        except (ScopaError, ValueError) as error:
            raise TableError(say("table.replay.illegal", lang, number=at, play=text, reason=str(error))) from None
    while not state.is_over and state.to_move in computers:
        state = state.play(computers[state.to_move].choose(state.view(state.to_move)))
    if not state.is_over:
        raise TableError(say("table.replay.too_few", lang, sent=len(given), needed=needed))
    return state
