"""A hand (smazzata) played card by card, as immutable states.

:func:`deal` shuffles from a seed and deals; :meth:`HandState.play` returns a new state,
so undo, replay and "what if" are lists of states. The dealer deals 3 cards to each
player and 4 face up on the table, then 3 more each whenever the hands are empty; the
player after the dealer leads and the dealer plays the last card (the AGIMEG guide).

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
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .board import Board, deal_round, step
from .board import Move as Move
from .board import moves_for as moves_for
from .captures import (
    Capture,
    CaptureKind,
    capture_kind,
    captures_for,
    card_label,
    goes_to_pile,
    values_text,
    verify_capture,
)
from .captures import option_text as _option_text
from .cards import DECK, Card, format_cards, parse_card, parse_cards
from .chance import shuffle
from .errors import DealError, IllegalMoveError, MoveReason, PlayerError, RulesError, SeedError
from .messages import say, using_language
from .rules import Rules, as_rules
from .scoring import HandScore, score_hand


class Moves(tuple[Move, ...]):
    """The legal moves: a tuple whose ``in`` takes a capture in any order, as ``play`` does.

    >>> s = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    >>> Move.parse("6s x 4b 2d") in s.legal_moves(), Move.parse("6s x 4b Ad") in s.legal_moves()
    (True, False)
    """

    __slots__ = ()

    def __contains__(self, move: object) -> bool:
        if tuple.__contains__(self, move):
            return True
        if not isinstance(move, tuple) or len(move) != 2 or not isinstance(move[1], tuple | list):
            return False
        card, taken = move[0], frozenset(move[1])
        return any(m.card == card and frozenset(m.capture) == taken for m in self)


# -- Events: what happened, for replays and explanations ------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt:
    """Cards were dealt: deal ``number`` (1-based); ``table`` is set at the first deal."""

    number: int
    cards_each: int
    table: tuple[Card, ...] = ()

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        if self.number == 1 and self.table:
            return say(
                "event.first_deal", lang, count=self.cards_each, table=format_cards(self.table)
            )
        return say("event.deal", lang, number=self.number, count=self.cards_each)

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"event": "dealt", "number", "cards_each", "table": [card]}``."""
        return {"event": "dealt", "number": self.number, "cards_each": self.cards_each,
                "table": [str(c) for c in self.table]}


@dataclass(frozen=True, slots=True)
class Redealt:
    """The first deal was cancelled by a redeal rule (e.g. three re on the table)."""

    rule: str
    table: tuple[Card, ...]
    #: Whether the rule's classic reason holds (three re: only where a re takes only a re;
    #: not in scopa a 15, where 10 + 5 makes 15, nor in scopa d'assi, where an asso takes all).
    classic_reason: bool = True

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        # Only the three re have a reason that other capture rules take away.
        plain = not self.classic_reason and self.rule == "three-kings"
        key = f"redeal.{self.rule}" + (".plain" if plain else "")
        return say("event.redeal", lang, reason=say(key, lang))

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"event": "redealt", "rule", "table": [card]}``."""
        return {"event": "redealt", "rule": self.rule, "table": [str(c) for c in self.table]}


@dataclass(frozen=True, slots=True)
class Played:
    """Play ``number`` (1-based): ``player`` played ``card`` and took ``captured``."""

    number: int
    player: int
    card: Card
    captured: Capture
    kind: CaptureKind
    scopa: bool
    table_before: tuple[Card, ...]
    #: The card took nothing and went to the player's pile, not the table (an asso in scopa
    #: d'assi on an empty table, with ``ace_on_empty="pile"``).
    to_pile: bool = False

    @property
    def move(self) -> Move:
        return Move(self.card, self.captured)

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        who = names[self.player] if names else say("side.player", lang, n=self.player + 1)
        if self.captured:
            text = say(
                "event.play_take",
                lang,
                player=who,
                card=card_label(self.card, lang),
                taken=values_text(self.captured) + f" ({format_cards(self.captured)})",
            )
        elif self.to_pile:
            text = say("event.play_to_pile", lang, player=who, card=card_label(self.card, lang))
        else:
            text = say("event.play_none", lang, player=who, card=card_label(self.card, lang))
        return text + (say("event.scopa", lang) if self.scopa else "")

    def to_data(self) -> dict[str, Any]:
        """Plain data, as in the command line's ``play --json``: ``{"event": "played", "number",
        "player", "card", "captured": [card], "kind", "scopa", "table_before": [card]}``."""
        return {"event": "played", "number": self.number, "player": self.player,
                "card": str(self.card), "captured": [str(c) for c in self.captured],
                "kind": self.kind, "scopa": self.scopa,
                "table_before": [str(c) for c in self.table_before]}


@dataclass(frozen=True, slots=True)
class LastTake:
    """After the last card, what was left on the table went to the last taker (no scopa)."""

    player: int
    cards: tuple[Card, ...]

    def describe(self, names: Sequence[str] | None = None, lang: str | None = None) -> str:
        who = names[self.player] if names else say("side.player", lang, n=self.player + 1)
        return say("event.last_take", lang, taken=format_cards(self.cards), player=who)

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"event": "last_take", "player", "cards": [card]}``."""
        return {"event": "last_take", "player": self.player, "cards": [str(c) for c in self.cards]}


Event = Dealt | Redealt | Played | LastTake


# -- Shuffling: our own Fisher-Yates so a seed deals the same cards on every Python ---------------


def check_seed(seed: object) -> int:
    """``seed`` checked: a whole number from 0 up, or a :class:`SeedError`.

    ``random.Random`` would take -1 (the same as 1) or a text: a different seed that deals
    the same cards, or a seed no one can type again, is refused instead.

    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.SeedError: A seed is a whole number 0 or more, like 42, not -1: the same seed deals the same cards and makes the same choices.
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise SeedError(say("seed.bad", seed=seed))
    return seed


def shuffled_deck(seed: int) -> tuple[Card, ...]:
    """The 40 cards shuffled by ``seed``: the same order on CPython 3.11+ and Pyodide.

    >>> format_cards(shuffled_deck(0)[:4])
    'Ad Fs 3c 2s'
    """
    cards = list(DECK)
    shuffle(cards, random.Random(check_seed(seed)))
    return tuple(cards)


def redeal_rule(table: Sequence[Card], rules: Rules) -> str | None:
    """The first redeal rule the opening table breaks, or ``None``.

    >>> redeal_rule(parse_cards("Rd Rc Rs 4b"), Rules())
    'three-kings'
    """
    if not rules.redeal:
        return None
    ranks = [c.rank for c in table]
    for rule in rules.redeal:
        if rule == "three-kings":
            broken = ranks.count(10) >= 3
        elif rule == "table-10-or-less":
            broken = sum(ranks) <= 10
        elif rule == "three-equal":
            broken = any(ranks.count(r) >= 3 for r in ranks)
        elif rule == "two-aces":
            broken = ranks.count(1) >= 2
        else:  # "ace-on-table"
            broken = 1 in ranks
        if broken:
            return rule
    return None


def _classic_captures(rules: Rules) -> bool:
    """True when a re takes only a re (the three-kings rule's reason): not in scopa a 15 or d'assi."""
    return rules.capture == "sum" and not rules.ace_sweeps


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

        >>> deal(seed=1).seat(-1)
        Traceback (most recent call last):
        ...
        scopa_learn.errors.PlayerError: There is no player -1: the players are numbered 0 to 1.
        """
        return check_seat(player, self.rules.players)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every move the player to move may make: each card, with each capture it allows.

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
        return _make_state(self.rules, self.dealer, board, [self, move, scopa, swept], self.names,
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
            from .display import state_html

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


def _make_state(
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


def _same_seats_as_dealer_0(order: tuple[Card, ...], rules: Rules, dealer: int) -> tuple[Card, ...]:
    """Restack a shuffled deck so that each seat gets the cards it gets when player 0 deals.

    A deal number then means the same hand on every page and command, whoever deals: the
    Play page and ``scopa-learn play`` let the computer deal, ``deal(seed=...)`` defaults to
    player 0, and the learner (player 0) holds the same cards in all three.
    """
    shape = (rules.players, rules.hand_size, rules.table_size, dealer)
    moves = _RESTACKS.get(shape)
    if moves is None:
        # When every card is dealt, the restacking only moves positions: work out where each
        # card goes once (two different decks must agree), then just pick them.
        one, other = _restack(DECK, rules, dealer), _restack(DECK[::-1], rules, dealer)
        from_one = tuple([c.index for c in one])
        from_other = tuple([39 - c.index for c in other])
        moves = _RESTACKS[shape] = from_one if from_one == from_other else ()
    if moves:
        return tuple(map(order.__getitem__, moves))
    return _restack(order, rules, dealer)


_RESTACKS: dict[tuple[int, int, int, int], tuple[int, ...]] = {}


def _restack(order: tuple[Card, ...], rules: Rules, dealer: int) -> tuple[Card, ...]:
    n, size = rules.players, rules.hand_size
    hands: list[tuple[Card, ...]] = []
    stock = order
    first, stock = deal_round(stock, 1 % n, n, size)
    hands.extend(first)
    table, stock = stock[: rules.table_size], stock[rules.table_size :]
    while len(stock) >= n * size:
        more, stock = deal_round(stock, 1 % n, n, size)
        hands.extend(more)
    return stacked_deck(table, hands, rules, dealer)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's view of the hand: nothing here reveals a hidden card.

    Computer players and hints take this, never the full :class:`HandState`.
    """

    rules: Rules
    player: int
    to_move: int
    dealer: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    plays_made: int
    deal_number: int
    played: tuple[Played, ...]
    #: Cards this player has not seen: in other hands or still in the stock.
    unseen: frozenset[Card]
    #: Every hand, when the rules show them (carte viste in the last deal); else None.
    visible_hands: tuple[tuple[Card, ...], ...] | None = None
    last_taker: int | None = None

    @property
    def is_last_card(self) -> bool:
        return self.plays_made + 1 == self.rules.plays_per_hand

    @property
    def plays_left(self) -> int:
        return self.rules.plays_per_hand - self.plays_made

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready): what this player sees, cards as ``"7d"``, hidden cards only
        as counts; ``rules`` as :meth:`Rules.to_data`, ``played`` as each event's ``to_data``.

        >>> view = deal(seed=1).view(0).to_data()
        >>> view["player"], len(view["hand"]), view["hand_sizes"], "hands" in view
        (0, 3, [3, 3], False)
        """
        return {
            "rules": self.rules.to_data(),
            "player": self.player,
            "to_move": self.to_move,
            "dealer": self.dealer,
            "hand": [str(c) for c in self.hand],
            "table": [str(c) for c in self.table],
            "piles": [[str(c) for c in pile] for pile in self.piles],
            "scope": list(self.scope),
            "hand_sizes": list(self.hand_sizes),
            "stock": self.stock_size,
            "plays_made": self.plays_made,
            "deal_number": self.deal_number,
            "played": [e.to_data() for e in self.played],
            "visible_hands": None if self.visible_hands is None
            else [[str(c) for c in h] for h in self.visible_hands],
            "last_taker": self.last_taker,
            "legal_moves": [{"card": str(m.card), "takes": [str(c) for c in m.capture]}
                            for m in self.legal_moves()],
        }

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves, when it is this player's turn (else none)."""
        if self.to_move != self.player or self.plays_left == 0:
            return Moves()
        return moves_for(self.hand, self.table, self.rules, Moves)


# -- Dealing --------------------------------------------------------------------------------------


def check_seat(player: object, players: int) -> int:
    """``player`` as a seat among ``players`` (0 to players - 1), or a :class:`PlayerError`.

    A negative number is refused rather than counted from the end: ``-1`` is nobody's seat.
    """
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < players:
        raise PlayerError(say("player.no_such", player=player, last=players - 1))
    return player


def stacked_deck(
    table: str | Sequence[Card | str],
    hands: Sequence[Sequence[Card | str] | str],
    rules: Rules | str | None = None,
    dealer: int = 0,
) -> tuple[Card, ...]:
    """A deck order that deals exactly these cards: ``hands`` lists each deal's hands.

    ``hands`` holds one entry per player per deal, in seat order within each deal
    (``[[deal-1 seat 0], [deal-1 seat 1], [deal-2 seat 0], ...]``); cards not named
    fill the rest of the deck in deck order.

    >>> deck = stacked_deck("7s Ab 6c Fd", [["7d", "2c", "3c"], ["Cb", "4c", "5c"]])
    >>> format_cards(deck[:10])
    'Cb 4c 5c 7d 2c 3c 7s Ab 6c Fd'
    """
    rules = as_rules(rules)
    n = rules.players
    if isinstance(dealer, bool) or not (isinstance(dealer, int) and 0 <= dealer < n):
        raise DealError(say("deal.bad_dealer", players=n, last=n - 1, dealer=dealer))
    leader = (dealer + 1) % n
    table_cards = (
        parse_cards(table) if isinstance(table, str) else tuple(parse_card(c) for c in table)
    )
    given = [
        parse_cards(h) if isinstance(h, str) else tuple(parse_card(c) for c in h) for h in hands
    ]
    _check_stack(table_cards, given, rules)
    if len(given) % n:
        raise DealError(
            say("deck.hands_split", hands=len(given), players=n)
        )
    order: list[Card] = []
    for d in range(len(given) // n):
        deal_hands = given[d * n : (d + 1) * n]
        for k in range(n):
            order.extend(deal_hands[(leader + k) % n])
        if d == 0:
            order.extend(table_cards)
    named = set(order)
    if len(named) != len(order):
        twice = next(c for c in order if order.count(c) > 1)
        raise DealError(say("deck.bad", problem=say("problem.deck.twice", card=twice)))
    order.extend(c for c in DECK if c not in named)
    return tuple(order)


def _check_stack(
    table: tuple[Card, ...], hands: Sequence[tuple[Card, ...]], rules: Rules
) -> None:
    """A stacked deal must be a position of these rules, never silently another one."""
    if table and rules.table_size == 0:
        raise DealError(say("deal.no_table", rules=rules.name, count=len(table)))
    if table and len(table) != rules.table_size:
        raise DealError(
            say("deal.table_size", rules=rules.name, size=rules.table_size, count=len(table))
        )
    if table and not hands:
        raise DealError(say("deal.table_without_hands"))
    deals = len(hands) // rules.players
    if deals > rules.deals_per_hand:
        raise DealError(
            say("deal.too_many_deals", rules=rules.name, deals=rules.deals_per_hand, given=deals)
        )
    for number, hand in enumerate(hands, start=1):
        if len(hand) != rules.hand_size:
            raise DealError(
                say("deal.hand_size", rules=rules.name, size=rules.hand_size, number=number,
                    count=len(hand))
            )


def deal(
    rules: Rules | str | None = None,
    seed: int = 0,
    dealer: int = 0,
    *,
    deck: Sequence[Card | str] | None = None,
    names: Sequence[str] | None = None,
    table: str | Sequence[Card | str] | None = None,
    hands: Sequence[Sequence[Card | str] | str] | None = None,
) -> HandState:
    """Shuffle with ``seed`` and deal the first cards of a hand; or deal chosen cards.

    With a seed, the redeal rules apply: a table they forbid is shuffled again, and the
    log says so. A stacked ``deck`` (40 cards in dealing order), or a ``table`` and
    ``hands`` as for :func:`stacked_deck`, is dealt as given.

    >>> s = deal(seed=0)
    >>> len(s.table), s.hand(1)
    (4, (Card(1, Suit.DENARI), Card(8, Suit.SPADE), Card(3, Suit.COPPE)))
    >>> deal(seed=0, dealer=2)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DealError: The dealer must be one of the 2 players (0 to 1), not 2.
    """
    rules = as_rules(rules)
    n = rules.players
    if isinstance(dealer, bool) or not (isinstance(dealer, int) and 0 <= dealer < n):
        raise DealError(say("deal.bad_dealer", players=n, last=n - 1, dealer=dealer))
    if names is not None and (
        isinstance(names, str) or len(names) != n or not all(isinstance(x, str) for x in names)
    ):
        raise DealError(say("deal.bad_names", players=n, names=names))
    log: list[Event] = []
    if table is not None or hands is not None:
        deck = stacked_deck(table or (), hands or (), rules, dealer)
    if deck is not None:
        order = tuple(parse_card(c) for c in deck)
        if len(order) != 40 or len(set(order)) != 40:
            raise DealError(
                say("deck.bad", problem=say("problem.deck.count", cards=len(order),
                                            different=len(set(order))))
            )
    else:
        attempt = seed
        order = shuffled_deck(seed)
        while (rule := redeal_rule(_first_table(order, rules), rules)) is not None:
            log.append(Redealt(rule, _first_table(order, rules), _classic_captures(rules)))
            # A redeal reshuffles: derive the next shuffle from the seed, reproducibly.
            attempt = attempt * 1_000_003 + 1
            order = shuffled_deck(attempt)
        if dealer != 0:
            order = _same_seats_as_dealer_0(order, rules, dealer)
    leader = (dealer + 1) % n
    hands, stock = deal_round(order, leader, n, rules.hand_size)
    table = stock[: rules.table_size]
    stock = stock[rules.table_size :]
    log.append(Dealt(1, rules.hand_size, table))
    empty: tuple[tuple[Card, ...], ...] = ((),) * n
    board = _new_tuple(Board, (tuple(hands), table, empty, (0,) * n, stock, leader, None, 0, 1))
    return _make_state(
        rules, dealer, board, tuple(log), tuple(names or ()), seed if deck is None else None
    )


def _first_table(order: Sequence[Card], rules: Rules) -> tuple[Card, ...]:
    start = rules.players * rules.hand_size
    return tuple(order[start : start + rules.table_size])
