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

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..errors import IllegalMoveError, MoveReason, PlayerError, RulesError, SeedError, StateError
from ..words.cards import card_label, option_text
from ..words.lists import and_list, or_list
from ..words.messages import count_words, say, using_language
from .board import Board, Move, Moves, moves_for, step
from .captures import capture_kind, captures_for, goes_to_pile, verify_capture
from .cards import DECK, Card, format_cards, parse_card, parse_cards
from .events import Dealt, Event, LastTake, Played, Redealt
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


# -- The state ----------------------------------------------------------------------------------

_new = object.__new__
_set = object.__setattr__  # how a frozen dataclass fills itself in (its own __init__ does this)


@dataclass(frozen=True, init=False, eq=False, repr=False)
class HandState:
    """Everything about a hand at one moment. Immutable: :meth:`play` returns a new state.

    The cards and counters are one :class:`~scopa_learn.engine.board.Board` (``board``; the
    state reads ``hands``, ``table``, ``piles``... from it), then the event ``log``, the
    players' ``names`` and the ``seed`` that dealt it. Every state is one the rules could
    deal and play: a state built directly or with :func:`dataclasses.replace` is checked
    (each of the 40 cards once; hands, stock and turn as after its plays; the table, piles
    and scope its log leaves) and a :class:`~scopa_learn.errors.StateError` says what is
    wrong. A state with an empty log is a position set up by hand: its cards and counters
    are checked, not its history. :func:`~scopa_learn.deal` and :meth:`play` make states
    valid by construction, unchecked (the speed of a search).

    >>> import dataclasses
    >>> from scopa_learn import deal, parse_cards
    >>> s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    >>> dataclasses.replace(s, board=s.board._replace(table=parse_cards("2d 4b Fd 3c")))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.StateError: This is not a moment of a hand: the 3 of cups is in two places.
    """

    __slots__ = ("rules", "dealer", "board", "names", "seed", "_record", "_moves")

    rules: Rules
    dealer: int
    board: Board
    names: tuple[str, ...]
    seed: int | None
    #: The log, or until it is first read, how to make it (see _read_log): a private field
    #: so that dataclasses.replace hands it on; ``log`` is the public view of it.
    _record: Any
    if TYPE_CHECKING:  # a slot, not a field: the moves its board allows, once asked
        _moves: tuple[Move, ...] | None

    def __init__(
        self, rules: Rules, dealer: int, board: Board, log: Iterable[Event] | None = None,
        names: tuple[str, ...] = (), seed: int | None = None, *, _record: Any = None,
    ) -> None:
        if log is None:  # dataclasses.replace hands the log on as the private field
            log = _record_log(_record) if _record is not None else ()
        events = _check_state(rules, dealer, board, log, names, seed)
        for name, value in (("rules", rules), ("dealer", dealer), ("board", board),
                            ("names", tuple(names)), ("seed", seed), ("_record", events),
                            ("_moves", None)):
            _set(self, name, value)

    # -- the board's parts --------------------------------------------------------------------------

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each player's cards, by seat."""
        return self.board[0]

    @property
    def table(self) -> tuple[Card, ...]:
        """The cards face up on the table, in the order they came."""
        return self.board[1]

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        """Each player's captured cards, by seat."""
        return self.board[2]

    @property
    def scope(self) -> tuple[int, ...]:
        """Each player's scope (sweeps) so far, by seat."""
        return self.board[3]

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards not dealt yet, the next first."""
        return self.board[4]

    @property
    def to_move(self) -> int:
        """The seat of the player to move."""
        return self.board[5]

    @property
    def last_taker(self) -> int | None:
        """Who captured last (``None`` before any capture): the table's cards go to them at the end."""
        return self.board[6]

    @property
    def plays_made(self) -> int:
        """Cards played so far in the hand."""
        return self.board[7]

    @property
    def deal_number(self) -> int:
        """How many times cards have been dealt (1 after the first deal)."""
        return self.board[8]

    @property
    def log(self) -> tuple[Event, ...]:
        """Everything that happened, in order: Redealt, Dealt, Played and LastTake events."""
        return _read_log(self)

    def __eq__(self, other: object) -> bool:
        if type(other) is not HandState:
            return NotImplemented
        return (self.board == other.board and self.rules == other.rules
                and self.dealer == other.dealer and self.names == other.names
                and self.seed == other.seed and self.log == other.log)

    def __hash__(self) -> int:
        return hash((self.board, self.dealer, self.names, self.seed))

    def __getstate__(self) -> tuple[Any, ...]:  # pickle and copy: the value, not the cache
        return (self.rules, self.dealer, self.board, self.names, self.seed, self.log)

    def __setstate__(self, value: tuple[Any, ...]) -> None:
        for name, part in zip(("rules", "dealer", "board", "names", "seed", "_record"), value,
                              strict=True):
            _set(self, name, part)
        _set(self, "_moves", None)

    def __repr__(self) -> str:
        return (f"HandState(rules={self.rules!r}, dealer={self.dealer!r}, board={self.board!r}, "
                f"log={self.log!r}, names={self.names!r}, seed={self.seed!r})")

    # -- asking -----------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True when every card has been played and the table has gone to the last taker."""
        return self.board.plays_made == self.rules.plays_per_hand

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
        return self.board.plays_made + 1 == self.rules.plays_per_hand

    @property
    def is_last_deal(self) -> bool:
        """True once the last cards have been dealt (nothing left in the stock)."""
        return not self.board.stock

    def hand(self, player: int | None = None) -> tuple[Card, ...]:
        """The cards a player holds (the player to move by default)."""
        return self.board.hands[self.board.to_move if player is None else self.seat(player)]

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
        moves: tuple[Move, ...] | None = self._moves
        if moves is not None:
            return moves
        board = self.board
        if board[7] == self.rules.plays_per_hand:
            moves = Moves()
        else:
            moves = moves_for(board[0][board[5]], board[1], self.rules, Moves)
        _SET_MOVES(self, moves)  # a cache of what the board says, not part of the value
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
        hand = self.board.hands[self.board.to_move]
        if move.card not in hand:
            raise IllegalMoveError(
                say("move.not_in_hand", card=card_label(move.card), hand=format_cards(hand)),
                reason=MoveReason.NOT_IN_HAND,
            )
        verify_capture(move.card, move.capture, self.board.table, self.rules)

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
        if card not in self.board.hands[self.board.to_move]:
            hand = self.board.hands[self.board.to_move]
            raise IllegalMoveError(
                say("move.not_in_hand", card=card_label(card), hand=format_cards(hand)),
                reason=MoveReason.NOT_IN_HAND,
            )
        options = captures_for(card, self.board.table, self.rules)
        if len(options) > 1:
            listed = or_list([option_text(o) for o in options])
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
        return replace(self, rules=new)

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
        Player 1 plays the 6 of swords and takes the 6 of cups.
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
        # the play (events are made from it when the log is first read: see _read_log).
        board, scopa, swept = step(self.board, move, self.rules, self.dealer)
        return trusted_state(self.rules, self.dealer, board, [self, move, scopa, swept, board],
                             self.names, self.seed)

    # -- seeing ---------------------------------------------------------------------------------------

    def view(self, player: int) -> PlayerView:
        """What ``player`` may see: own hand, the table, the piles, counts of hidden cards."""
        player = self.seat(player)
        others = None
        if self.rules.carte_viste and self.is_last_deal:
            others = self.board.hands
        unseen = frozenset(DECK).difference(self.board.hands[player], self.board.table, *self.board.piles)
        if others is not None:
            unseen = unseen.difference(*others)
        return PlayerView(
            rules=self.rules,
            player=player,
            to_move=self.board.to_move,
            dealer=self.dealer,
            hand=self.board.hands[player],
            table=self.board.table,
            piles=self.board.piles,
            scope=self.board.scope,
            hand_sizes=tuple(len(h) for h in self.board.hands),
            stock_size=len(self.board.stock),
            plays_made=self.board.plays_made,
            deal_number=self.board.deal_number,
            played=tuple(e for e in self.log if isinstance(e, Played)),
            unseen=unseen,
            visible_hands=others,
            last_taker=self.board.last_taker,
        )

    def side_piles(self) -> tuple[tuple[Card, ...], ...]:
        """Piles pooled per side (partners share one pile)."""
        if self.rules.players in (2, 3):
            return self.board.piles
        return tuple(sum((self.board.piles[p] for p in team), ()) for team in self.rules.teams)

    def score(self, lang: str | None = None) -> HandScore:
        """The hand's score per side, each category with its reason (final once :attr:`is_over`),
        the reasons in ``lang`` (default: the process default); ``.describe(lang)`` says it all."""
        if self.rules.players in (2, 3):  # each player is a side
            return score_hand(self.board.piles, self.board.scope, self.rules, names=self.names or None, lang=lang)
        teams = self.rules.teams
        names = (
            tuple(and_list([self.player_name(p) for p in team]) for team in teams)
            if self.names
            else None
        )
        scope = [sum(self.board.scope[p] for p in team) for team in teams]
        return score_hand(self.side_piles(), scope, self.rules, names=names, lang=lang)

    def __str__(self) -> str:
        """The state as text, in the current language: the table, then a line a player
        (``*`` marks who plays next), as a notebook prints it.

        >>> from scopa_learn import deal, using_language
        >>> with using_language("it"):
        ...     print(deal(seed=3))
        tavola: Fs 6b 4c Rd
         Giocatore 1: in mano 4d 7s 2b; mazzetto 0; scope 0
        *Giocatore 2: in mano 6d 5c Cc; mazzetto 0; scope 0
        """
        table = format_cards(self.board.table) or say("state.text.empty")
        lines = [say("state.text.table", cards=table)]
        for p in range(self.rules.players):
            mark = "*" if p == self.board.to_move and not self.is_over else " "
            lines.append(say("state.text.seat", mark=mark, name=self.player_name(p),
                             hand=format_cards(self.board.hands[p]) or "-",
                             pile=len(self.board.piles[p]), scope=self.board.scope[p]))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from ..drawing.display import state_html

        return state_html(self)


def _check_state(
    rules: object, dealer: object, board: object, log: object, names: object, seed: object
) -> tuple[Event, ...]:
    """A state's parts checked, as :class:`HandState` checks them: its log as a tuple, or a
    :class:`~scopa_learn.errors.StateError` (a :class:`~scopa_learn.errors.DealError`) that says
    what no deal and play could make."""
    if not isinstance(rules, Rules):
        raise StateError(say("state.bad", problem=say("problem.state.rules", value=rules)))
    n = rules.players
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise StateError(say("deal.bad_dealer", players=n, last=n - 1, dealer=dealer))
    if not isinstance(names, tuple | list) or (names and (
            len(names) != n or not all(isinstance(x, str) for x in names))):
        raise StateError(say("deal.bad_names", players=n, names=names))
    if seed is not None:
        check_seed(seed)
    if isinstance(log, str) or not isinstance(log, Iterable):
        raise StateError(say("state.bad", problem=say("problem.state.log", value=log)))
    events = tuple(log)
    if not all(isinstance(e, Dealt | Redealt | Played | LastTake) for e in events):
        raise StateError(say("state.bad", problem=say("problem.state.log", value=log)))
    if type(board) is not Board:
        raise StateError(say("state.bad", problem=say("problem.state.board", value=board)))
    _check_board(board, rules, dealer)
    if events:
        _check_history(board, events, rules, dealer)
    return events


def _bad(problem: str, **values: Any) -> StateError:
    return StateError(say("state.bad", problem=say(problem, **values)))


def _check_board(board: Board, rules: Rules, dealer: int) -> None:
    hands, table, piles, scope, stock, to_move, last_taker, plays, deals = board
    n, size = rules.players, rules.hand_size
    if not all(type(part) is tuple and len(part) == n for part in (hands, piles, scope)):
        raise _bad("problem.state.seats", players=n)
    for cards in (*hands, table, *piles, stock):
        if type(cards) is not tuple or not all(type(c) is Card for c in cards):
            raise _bad("problem.state.cards", value=cards)
    everywhere = [c for part in (*hands, table, *piles, stock) for c in part]
    if len(set(everywhere)) != len(everywhere):
        seen: set[Card] = set()
        twice = next(c for c in everywhere if c in seen or seen.add(c))  # type: ignore[func-returns-value]
        raise _bad("problem.state.twice", card=card_label(twice))
    if len(everywhere) != len(DECK):
        missing = next(c for c in DECK if c not in set(everywhere))
        raise _bad("problem.state.missing", card=card_label(missing))
    if type(plays) is not int or not 0 <= plays <= rules.plays_per_hand:
        raise _bad("problem.state.counter", name="plays_made", value=plays, low=0, high=rules.plays_per_hand)
    if type(to_move) is not int or type(deals) is not int:
        raise _bad("problem.state.counter", name="to_move" if type(to_move) is not int else "deal_number",
                   value=to_move if type(to_move) is not int else deals, low=0, high=n - 1)
    per_deal = n * size
    expected_deals = min(plays // per_deal + 1, rules.deals_per_hand)
    if deals != expected_deals:
        raise _bad("problem.state.deals", n=plays, expected=expected_deals, deals=deals)
    leader = (dealer + 1) % n
    if to_move != (leader + plays) % n:
        raise _bad("problem.state.turn", n=plays, expected=(leader + plays) % n + 1, to_move=to_move + 1)
    in_this_deal = plays - (deals - 1) * per_deal
    for p in range(n):
        held = size - in_this_deal // n - ((p - leader) % n < in_this_deal % n)
        if len(hands[p]) != held:
            raise _bad("problem.state.hand", n=plays, player=p + 1, expected=count_words("card", held),
                       held=len(hands[p]))
    dealt = rules.table_size + deals * per_deal
    if len(stock) != len(DECK) - dealt:
        raise _bad("problem.state.stock", n=deals, expected=count_words("card", len(DECK) - dealt),
                   held=len(stock))
    if not all(type(k) is int and k >= 0 for k in scope):
        raise _bad("problem.state.scope", scope=scope)
    if last_taker is not None and (type(last_taker) is not int or not 0 <= last_taker < n):
        raise _bad("problem.state.counter", name="last_taker", value=last_taker, low=0, high=n - 1)
    if plays == rules.plays_per_hand and table:
        raise _bad("problem.state.swept", table=format_cards(table))


def _check_history(board: Board, log: tuple[Event, ...], rules: Rules, dealer: int) -> None:
    """The table, piles, scope and last taker are what the log says happened."""
    plays = [e for e in log if isinstance(e, Played)]
    if len(plays) != board.plays_made:
        raise _bad("problem.state.log_plays", logged=len(plays), plays=board.plays_made)
    n = rules.players
    piles: list[set[Card]] = [set() for _ in range(n)]
    scope = [0] * n
    taker = None
    table: tuple[Card, ...] = next((e.table for e in log if isinstance(e, Dealt) and e.number == 1),
                                   board.table)
    for e in plays:
        if e.captured:
            piles[e.player].update((e.card, *e.captured))
            scope[e.player] += e.scopa
            taker = e.player
            gone = set(e.captured)
            table = tuple(c for c in e.table_before if c not in gone)
        elif e.to_pile:
            piles[e.player].add(e.card)
            table = e.table_before
        else:
            table = (*e.table_before, e.card)
    if board.plays_made == rules.plays_per_hand:
        piles[taker if taker is not None else dealer].update(table)
        table = ()
    if table != board.table:
        raise _bad("problem.state.log_table", table=format_cards(board.table) or "-", expected=format_cards(table) or "-")
    if [set(p) for p in board.piles] != piles:
        raise _bad("problem.state.log_piles")
    if list(board.scope) != scope:
        raise _bad("problem.state.log_scope", scope=list(board.scope), expected=scope)
    if board.last_taker != taker:
        raise _bad("problem.state.log_taker", taker=board.last_taker, expected=taker)


# How a frozen dataclass fills itself in is object.__setattr__; the slots' own setters do the
# same a third faster, which a play (one new state each) notices.
_SET_RULES, _SET_DEALER, _SET_BOARD, _SET_NAMES, _SET_SEED, _SET_RECORD, _SET_MOVES = (
    HandState.__dict__[name].__set__ for name in HandState.__slots__)


def trusted_state(
    rules: Rules, dealer: int, board: Board, log: tuple[Event, ...] | list[Any],
    names: tuple[str, ...], seed: int | None,
) -> HandState:
    """A state from a board the engine itself made (:func:`~scopa_learn.deal`, a legal
    :meth:`~HandState.play`, a search's sampled world): valid by construction, so not checked
    (checking a state costs more than a play). ``log`` is the events, or a play's record."""
    state: Any = _new(HandState)
    _SET_RULES(state, rules)
    _SET_DEALER(state, dealer)
    _SET_BOARD(state, board)
    _SET_NAMES(state, names)
    _SET_SEED(state, seed)
    _SET_RECORD(state, log)
    _SET_MOVES(state, None)
    made: HandState = state
    return made


# The event log, made when first read. A state made by play() holds in its record, until
# then, [state before, move, scopa, cards swept at the end, board after] (a list, never a
# log); reading ``log`` turns the records back to the last state whose log is made into
# events, keeps the log in the record and lets the record go. A play then costs no event
# (most states of a search or a statistics run are never asked what happened), and the
# log is the same.


def _is_record(log: object) -> bool:
    # A log is events (a state built by hand may hold them in a list): a record starts with a state.
    return type(log) is list and bool(log) and type(log[0]) is HandState


def _read_log(state: HandState) -> tuple[Event, ...]:
    log = state._record
    if _is_record(log):
        log = _record_log(log)
        _set(state, "_record", log)
    made: tuple[Event, ...] = log
    return made


def _record_log(record: Any) -> tuple[Event, ...]:
    """The log a record (or a log) stands for."""
    records = []
    while _is_record(record):
        records.append(record)
        record = record[0]._record
    events: list[Event] = list(record)  # the last log made (a tuple, or a list given by hand)
    for before, move, scopa, swept, after in reversed(records):
        events.extend(_play_events(before, after, move, scopa, swept))
    return tuple(events)


def _play_events(
    before: HandState, after: Board, move: Move, scopa: bool, swept: tuple[Card, ...] | None
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
