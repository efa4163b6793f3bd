"""A hand (smazzata) at one moment: the state, immutable; :meth:`HandState.play` returns the next.

:func:`deal` shuffles from a seed and deals; :meth:`HandState.play` returns a new state,
so undo, replay and "what if" are lists of states. The dealer deals 3 cards to each
player and 4 face up on the table, then 3 more each whenever the hands are empty; the
player after the dealer leads and the dealer plays the last card (the AGIMEG guide).

>>> from scopa_learn import deal
>>> state = deal(seed=7)
>>> state.to_move, len(state.hand(1)), len(state.table)
(1, 3, 4)
>>> move = state.legal_moves()[0]
>>> after = state.play(move)
>>> after.to_move, len(after.hand(1)), len(state.hand(1))
(0, 2, 3)
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import IllegalMoveError, MoveReason, PlayerError, RulesError
from ..words.messages import say, using_language
from .board import Board, Move, Moves, moves_for, step
from .captures import capture_kind, captures_for, card_label, goes_to_pile, verify_capture
from .captures import option_text as _option_text
from .cards import DECK, Card, format_cards, parse_card, parse_cards
from .events import Dealt, Event, LastTake, Played
from .rules import Rules, as_rules
from .scoring import HandScore, score_hand
from .view import PlayerView


def check_seat(player: object, players: int) -> int:
    """``player`` as a seat among ``players`` (0 to players - 1), or a :class:`PlayerError`.

    A negative number is refused rather than counted from the end: ``-1`` is nobody's seat.
    """
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < players:
        raise PlayerError(say("player.no_such", player=player, last=players - 1))
    return player


# -- The state ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandState:
    """Everything about a hand at one moment. Immutable: :meth:`play` returns a new state."""

    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    stock: tuple[Card, ...]
    to_move: int
    last_taker: int | None
    plays_made: int
    deal_number: int
    log: tuple[Event, ...]
    names: tuple[str, ...] = ()
    seed: int | None = None
    _moves: Any = field(default=None, compare=False, repr=False)
    #: The same moment as the Board the step reads, kept by the states play() and deal() make
    #: (not by a state built or replaced field by field: its board is made when it plays).
    _board: Any = field(default=None, init=False, compare=False, repr=False)

    # -- asking -----------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True when every card has been played and the table has gone to the last taker."""
        return self.plays_made == self.rules.plays_per_hand

    @property
    def played(self) -> tuple[Played, ...]:
        """The plays so far, in order: the :class:`Played` events of the log."""
        return tuple(e for e in self.log if isinstance(e, Played))

    @property
    def leader(self) -> int:
        """The player after the dealer, who leads each deal."""
        return (self.dealer + 1) % self.rules.players

    @property
    def is_last_card(self) -> bool:
        """True when the next card played is the last of the hand (no scopa with it)."""
        return self.plays_made + 1 == self.rules.plays_per_hand

    @property
    def is_last_deal(self) -> bool:
        """True once the last cards have been dealt (nothing left in the stock)."""
        return not self.stock

    def hand(self, player: int | None = None) -> tuple[Card, ...]:
        """The cards a player holds (the player to move by default)."""
        return self.hands[self.to_move if player is None else self.seat(player)]

    def player_name(self, player: int) -> str:
        player = self.seat(player)
        return self.names[player] if self.names else say("side.player", n=player + 1)

    def seat(self, player: object) -> int:
        """``player`` checked: a seat at this table (0 to players - 1), or a :class:`PlayerError`.

        >>> from scopa_learn import deal
        >>> deal(seed=1).seat(-1)
        Traceback (most recent call last):
        ...
        scopa_learn.errors.PlayerError: There is no player -1: the players are numbered 0 to 1.
        """
        return check_seat(player, self.rules.players)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every move the player to move may make: each card, with each capture it allows.

        >>> from scopa_learn import deal
        >>> s = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"])
        >>> [str(m) for m in s.legal_moves()]
        ['7d x 7s', '2c', '6s x 6c']
        """
        if self._moves is not None:
            moves: tuple[Move, ...] = self._moves
            return moves
        if self.plays_made == self.rules.plays_per_hand:
            moves = Moves()
        else:
            moves = moves_for(self.hands[self.to_move], self.table, self.rules, Moves)
        object.__setattr__(self, "_moves", moves)
        return moves

    def explain_illegal(self, move: Move, lang: str | None = None) -> str | None:
        """Why ``move`` is illegal here, in a learner's words (in ``lang``, default the process
        default); ``None`` if it is legal."""
        try:
            with using_language(lang):
                self._check(move)
        except IllegalMoveError as error:
            return str(error)
        return None

    def _check(self, move: Move) -> None:
        if self.is_over:
            raise IllegalMoveError(say("move.hand_over"), reason=MoveReason.HAND_OVER)
        hand = self.hands[self.to_move]
        if move.card not in hand:
            raise IllegalMoveError(
                say("move.not_in_hand", card=card_label(move.card), hand=format_cards(hand)),
                reason=MoveReason.NOT_IN_HAND,
            )
        verify_capture(move.card, move.capture, self.table, self.rules)

    def resolve(
        self, move: Move | Card | str, takes: str | Iterable[Card | str] | None = None
    ) -> Move:
        """Turn what a user typed into a :class:`Move`: a card alone means its only capture.

        >>> from scopa_learn import deal
        >>> s = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
        >>> s.resolve("6s")
        Traceback (most recent call last):
        ...
        scopa_learn.errors.IllegalMoveError: Your 6 of swords can take 2 + 4 (2d 4b) or 1 + 5 (Ad 5c): say which, for example '6s x 2d 4b'.
        """
        if isinstance(move, Move):
            if type(move.card) is Card and all(type(c) is Card for c in move.capture):
                return move
            return Move(parse_card(move.card), parse_cards(move.capture))
        if (
            isinstance(move, str)
            and takes is None
            and any(s in move for s in (" x ", ":", " takes ", " prende "))
        ):
            return Move.parse(move)
        card = parse_card(move)
        if takes is not None:
            return Move(card, parse_cards(takes))
        if self.is_over:
            raise IllegalMoveError(say("move.hand_over"), reason=MoveReason.HAND_OVER)
        if card not in self.hands[self.to_move]:
            hand = self.hands[self.to_move]
            raise IllegalMoveError(
                say("move.not_in_hand", card=card_label(card), hand=format_cards(hand)),
                reason=MoveReason.NOT_IN_HAND,
            )
        options = captures_for(card, self.table, self.rules)
        if len(options) > 1:
            listed = " or ".join(_option_text(o) for o in options)
            raise IllegalMoveError(
                say(
                    "move.ambiguous",
                    card=card_label(card),
                    options=listed,
                    example=repr(str(Move(card, options[0]))),
                ),
                reason=MoveReason.AMBIGUOUS,
            )
        return Move(card, options[0])

    def with_rules(self, rules: Rules | str) -> HandState:
        """This same moment under other rules, to ask "what if" (the sum allowed, prima...).

        The table, hands, piles and history stay; only rules that deal the same cards fit.

        >>> from scopa_learn import deal
        >>> s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
        >>> [str(m) for m in s.with_rules(s.rules.replace(equal_first=False)).legal_moves()][:2]
        ['6s x 6c', '6s x 2d 4b']
        >>> s.with_rules("scopone")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        scopa_learn.errors.RulesError: The rules 'scopone' deal differently ...
        """
        new = as_rules(rules)
        shape = (new.players, new.hand_size, new.table_size)
        if shape != (self.rules.players, self.rules.hand_size, self.rules.table_size):
            raise RulesError(say("state.rules_mismatch", name=new.name, current=self.rules.name))
        return replace(self, rules=new, _moves=None)

    # -- acting -----------------------------------------------------------------------------------

    def play(
        self, move: Move | Card | str, takes: str | Iterable[Card | str] | None = None
    ) -> HandState:
        """The state after the player to move makes ``move``; an illegal move raises, explained.

        >>> from scopa_learn import deal
        >>> s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
        >>> s.play("6s", takes="2d 4b")
        Traceback (most recent call last):
        ...
        scopa_learn.errors.IllegalMoveError: 2 + 4 does add up to 6, but the 6 of cups lies on the table: the equal card comes first, before any sum.
        >>> print(s.play("6s").log[-1].describe())
        Player 1 plays the 6 of swords and takes 6 (6c).
        """
        if type(move) is not Move or takes is not None or type(move.card) is not Card:
            move = self.resolve(move, takes)
        legal = self._moves if self._moves is not None else self.legal_moves()
        for candidate in legal:
            if candidate is move:
                return self._apply(move)
        if not tuple.__contains__(legal, move):  # exactly as listed? (Moves' `in` ignores order)
            # A capture listed in another order is the same capture.
            same = next(
                (
                    m
                    for m in legal
                    if m.card is move.card and frozenset(m.capture) == frozenset(move.capture)
                ),
                None,
            )
            if same is None:
                self._check(move)
                # unreachable: _check explains
                raise IllegalMoveError(say("move.hand_over"), reason=MoveReason.HAND_OVER)
            move = same
        return self._apply(move)

    def _apply(self, move: Move) -> HandState:
        # The board step is the rule; the state adds its event log, as a compact record of
        # the play (events are made from it when the log is first read: see _played_log).
        board = self._board
        if board is None:
            board = _new_tuple(Board, (
                self.hands, self.table, self.piles, self.scope, self.stock, self.to_move,
                self.last_taker, self.plays_made, self.deal_number))
        board, scopa, swept = step(board, move, self.rules, self.dealer)
        return make_state(self.rules, self.dealer, board, [self, move, scopa, swept], self.names,
                           self.seed)

    # -- seeing ---------------------------------------------------------------------------------------

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see: own hand, the table, the piles, counts of hidden cards."""
        player = self.seat(player)
        others = None
        if self.rules.carte_viste and self.is_last_deal:
            others = self.hands
        unseen = frozenset(DECK).difference(self.hands[player], self.table, *self.piles)
        if others is not None:
            unseen = unseen.difference(*others)
        return PlayerView(
            rules=self.rules,
            player=player,
            to_move=self.to_move,
            dealer=self.dealer,
            hand=self.hands[player],
            table=self.table,
            piles=self.piles,
            scope=self.scope,
            hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=len(self.stock),
            plays_made=self.plays_made,
            deal_number=self.deal_number,
            played=tuple(e for e in self.log if isinstance(e, Played)),
            unseen=unseen,
            visible_hands=others,
            last_taker=self.last_taker,
        )

    def side_piles(self) -> tuple[tuple[Card, ...], ...]:
        """Piles pooled per side (partners share one pile)."""
        if self.rules.players in (2, 3):
            return self.piles
        return tuple(sum((self.piles[p] for p in team), ()) for team in self.rules.teams)

    def score(self, lang: str | None = None) -> HandScore:
        """The hand's score per side, each category with its reason (final once :attr:`is_over`),
        the reasons in ``lang`` (default: the process default); ``.describe(lang)`` says it all."""
        if self.rules.players in (2, 3):  # each player is a side
            return score_hand(self.piles, self.scope, self.rules, names=self.names or None, lang=lang)
        teams = self.rules.teams
        names = (
            tuple(" & ".join(self.player_name(p) for p in team) for team in teams)
            if self.names
            else None
        )
        scope = [sum(self.scope[p] for p in team) for team in teams]
        return score_hand(self.side_piles(), scope, self.rules, names=names, lang=lang)

    def __str__(self) -> str:
        lines = [f"table: {format_cards(self.table) or '(empty)'}"]
        for p in range(self.rules.players):
            mark = "*" if p == self.to_move and not self.is_over else " "
            lines.append(
                f"{mark}{self.player_name(p)}: hand {format_cards(self.hands[p]) or '-'}; "
                f"pile {len(self.piles[p])}; scope {self.scope[p]}"
            )
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        try:
            from ..drawing.display import state_html

            return state_html(self)
        except ImportError:  # drawing not available: fall back to text
            return f"<pre>{html.escape(str(self))}</pre>"


# Building a frozen dataclass field by field costs about a microsecond; a play makes a new
# state, so it is filled in as a twin with the same slots and no frozen __setattr__, then
# takes its real class (a documented CPython/PyPy/Pyodide feature: classes with the same
# slots may swap). The result is an ordinary, immutable HandState.
_new = object.__new__
_new_tuple = tuple.__new__


class _RawState:
    __slots__ = HandState.__slots__


def make_state(
    rules: Rules, dealer: int, board: Board, log: tuple[Event, ...] | list[Any],
    names: tuple[str, ...], seed: int | None,
) -> HandState:
    state: Any = _new(_RawState)
    state.rules, state.dealer = rules, dealer
    (state.hands, state.table, state.piles, state.scope, state.stock, state.to_move,
     state.last_taker, state.plays_made, state.deal_number) = board
    state.log, state.names, state.seed, state._moves, state._board = log, names, seed, None, board
    state.__class__ = HandState
    made: HandState = state
    return made


# The event log, made when first read. A state made by play() holds in its log slot, until
# then, the record [state before, move, scopa, cards swept at the end] (a list, never a log);
# reading ``log`` turns the records back to the last state whose log is made into events,
# keeps the log in the slot and lets the record go. A play then costs no event (most states
# of a search or a statistics run are never asked what happened), and the log is the same.
_log_slot: Any = HandState.__dict__["log"]  # the slot itself (a member descriptor); `log` becomes a property


def _is_record(log: object) -> bool:
    # A log is events (a state built by hand may hold them in a list): a record starts with a state.
    return type(log) is list and bool(log) and type(log[0]) is HandState


def _read_log(state: HandState) -> tuple[Event, ...]:
    log = _log_slot.__get__(state, HandState)
    if _is_record(log):
        log = _played_log(state)
    made: tuple[Event, ...] = log
    return made


def _played_log(state: HandState) -> tuple[Event, ...]:
    records = []
    log = _log_slot.__get__(state, HandState)
    while _is_record(log):
        records.append(log)
        log = _log_slot.__get__(log[0], HandState)
    events: list[Event] = list(log)  # the last log made (a tuple, or a list given by hand)
    nexts = [state]
    for record in records[:-1]:
        nexts.append(record[0])
    for record, after in zip(reversed(records), reversed(nexts), strict=True):
        events.extend(_play_events(record[0], after, record[1], record[2], record[3]))
    made = tuple(events)
    _log_slot.__set__(state, made)
    return made


def _play_events(
    before: HandState, after: HandState, move: Move, scopa: bool, swept: tuple[Card, ...] | None
) -> tuple[Event, ...]:
    """What one play adds to the log: the play, then the last take or the next deal."""
    rules, (card, taken), table = before.rules, move, before.table
    played = Played(
        after.plays_made, before.to_move, card, taken,
        capture_kind(card, taken, rules) if taken else "none", scopa, table,
        # An asso on an empty table sent to the pile (ace_on_empty="pile").
        not taken and goes_to_pile(card, table, rules),
    )
    if swept is not None:
        taker = after.last_taker if after.last_taker is not None else before.dealer
        return (played, LastTake(taker, swept))
    if after.deal_number != before.deal_number:
        return (played, Dealt(after.deal_number, rules.hand_size))
    return (played,)


setattr(HandState, "log", property(  # noqa: B010 (to mypy `log` stays the field it also is)
    _read_log, _log_slot.__set__,
    doc="Everything that happened, in order: Redealt, Dealt, Played and LastTake events."))
