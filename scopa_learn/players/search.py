"""The expert's search: deal the hidden cards many ways, play each deal out, average.

What the expert cannot see (the other hands and the stock) it fills in at random from the
cards it has not seen, respecting how many cards each player holds: a *determinization*,
a world consistent with its view. In each world it tries every legal move and plays the
hand to the end with a quick greedy policy, then scores the hand with the engine. The move
with the best average point margin wins. When nothing is hidden any more (two players, the
last deal) it searches the rest of the hand exactly.

Playouts run on :class:`Playout`, a hand as the engine's compact board with no event log:
every move goes through the engine's own board step (:func:`~scopa_learn.engine.board.step`, the
one :meth:`HandState.play <scopa_learn.engine.state.HandState.play>` uses), and the rules (which
captures are legal, what is a scopa, how a hand scores) are asked of the engine
(:func:`~scopa_learn.engine.board.moves_for`, :func:`~scopa_learn.engine.captures.captures_for`,
:func:`~scopa_learn.engine.captures.is_scopa`, :func:`~scopa_learn.engine.scoring.score_hand`).

>>> from scopa_learn import deal
>>> view = deal(seed=3).view(1)
>>> world = sample_world(view, random.Random(0))
>>> world.hands[1] == view.hand and world.table == view.table and world.view(1) == view
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..engine.board import Board, Move, moves_for, step
from ..engine.captures import capture_table, captures_for, getters, is_scopa
from ..engine.cards import DECK, Card, Suit
from ..engine.chance import shuffle
from ..engine.events import Played
from ..engine.odds import chance_of_any
from ..engine.rules import Rules
from ..engine.scoring import score_hand
from ..engine.state import HandState, trusted_state
from ..engine.view import PlayerView
from .values import SCOPA, card_values

#: One card of each value, to ask the engine what a card of that value could take.
_PROBES: tuple[Card, ...] = tuple(Card(r, Suit.COPPE) for r in range(1, 11))


def missing_ranks(view: PlayerView) -> dict[int, frozenset[int]]:
    """Values each other player cannot hold, judging by what they passed up in this deal.

    A player who could have swept the table (a scopa) with a card of some value, or taken the
    settebello, and did not, is taken not to hold that value among the cards they still hold
    from the same deal. (A sensible player never passes up either; the expert assumes as much.)
    """
    rules = view.rules
    first_play = (view.deal_number - 1) * rules.players * rules.hand_size
    missing: dict[int, set[int]] = {}
    for event in view.played:
        if event.number <= first_play or event.player == view.player or event.scopa:
            continue
        table = event.table_before
        if not table or event.number == rules.plays_per_hand:
            continue
        settebello = next((c for c in table if c.is_settebello), None)
        if settebello is not None and settebello in event.captured:
            settebello = None
        for rank in range(1, 11):
            probe = _PROBES[rank - 1]
            for taken in captures_for(probe, table, rules):
                sweeps = len(taken) == len(table) and is_scopa(probe, taken, table, rules, False)
                if sweeps or (settebello is not None and settebello in taken):
                    missing.setdefault(event.player, set()).add(rank)
                    break
    return {p: frozenset(r) for p, r in missing.items()}


def sample_world(view: PlayerView, rng: random.Random, infer: bool = False,
                 missing: dict[int, frozenset[int]] | None = None,
                 unseen: Sequence[Card] | None = None) -> HandState:
    """A full hand state that gives exactly ``view``: the unseen cards dealt at random.

    Each other player gets as many unseen cards as they hold, the stock the rest. With
    ``infer``, a player gets no card of a value :func:`missing_ranks` rules out for them
    (when enough other cards are unseen); ``missing`` gives those values, worked out already,
    and ``unseen`` the view's unseen cards in order (``sorted(view.unseen)``): a search that
    samples many deals of one view draws them with :func:`world_sampler`, which works both out once.
    """
    pool = sorted(view.unseen) if unseen is None else list(unseen)
    shuffle(pool, rng)
    n = view.rules.players
    hands: list[tuple[Card, ...]] = [()] * n
    hands[view.player] = view.hand
    others = [p for p in range(n) if p != view.player]
    if view.visible_hands is not None:
        for p in others:
            hands[p] = view.visible_hands[p]
    else:
        if missing is None:
            missing = missing_ranks(view) if infer else {}
        # Players with values ruled out choose first, from the cards they may hold.
        for p in sorted(others, key=lambda p: p not in missing):
            size = view.hand_sizes[p]
            ruled_out = missing.get(p, frozenset())
            allowed = [c for c in pool if c.rank not in ruled_out] if ruled_out else pool
            if len(allowed) < size:
                allowed = pool
            chosen = allowed[:size]
            hands[p] = tuple(chosen)
            if chosen:
                taken = set(chosen)
                pool = [c for c in pool if c not in taken]
    # The seen cards as they are and the unseen ones dealt anew: a moment the rules could deal.
    board = Board(tuple(hands), view.table, view.piles, view.scope, tuple(pool), view.to_move,
                  view.last_taker, view.plays_made, view.deal_number)
    return trusted_state(view.rules, view.dealer, board, view.played, (), None)


def world_sampler(view: PlayerView, infer: bool = True) -> Callable[[random.Random], HandState]:
    """:func:`sample_world` for the many deals a search draws of one view, what they share worked
    out once: the unseen cards in order and, with ``infer``, the values :func:`missing_ranks` rules
    out (it reads every play of the deal: at scopone, the whole hand). The same deals as
    :func:`sample_world` draws.

    >>> from scopa_learn import deal
    >>> view = deal(seed=4).view(0)
    >>> draw = world_sampler(view)
    >>> draw(random.Random(5)).board == sample_world(view, random.Random(5), True).board
    True
    """
    missing = missing_ranks(view) if infer else {}
    unseen = sorted(view.unseen)

    def draw(rng: random.Random) -> HandState:
        return sample_world(view, rng, infer, missing, unseen)

    return draw


def deal_start(view: PlayerView) -> int:
    """The number of plays made in earlier deals of the hand (the current deal starts after them)."""
    rules = view.rules
    return (view.deal_number - 1) * rules.players * rules.hand_size


def glance(move: Move, table: tuple[Card, ...], rules: Rules, last: bool) -> float:
    """A move judged at a glance, without the other hands: what it takes (a scopa's point
    included) or a thrown card's exposure, less half a point if the table it leaves adds up to
    at most 10 (one card could sweep it)."""
    from .heuristic import move_gain

    _, gain, left = move_gain(move, table, rules, last)
    if left and not last and sum([c.rank for c in left]) <= 10:
        gain -= 0.5 * SCOPA
    return gain


class PlayReader:
    """The other players' plays of the deal being played, read against deals of the hidden cards.

    Each play is judged as a sensible player judges it at a glance (the intermediate's and the
    hints' judgement, :func:`~scopa_learn.players.heuristic.move_gain` less what the table it
    leaves offers the next player, with the odds of the cards that player could see as unseen),
    and taken to be chosen with a softmax of ``sharpness`` over those judgements. The cards a
    player held at a play of this deal are those it holds now and those it played since. Only
    the view is read: the plays, the tables they met, and the cards public at the time.
    """

    __slots__ = ("view", "sharpness", "events", "odds", "cache")

    def __init__(self, view: PlayerView, sharpness: float) -> None:
        from .heuristic import move_gain, table_dangers  # noqa: F401 (imported once, here)

        self.view, self.sharpness = view, sharpness
        rules = view.rules
        first = deal_start(view)
        plays = rules.plays_per_hand
        public: set[Card] = set()
        self.events: list[Played] = []
        self.odds: list[tuple[float, ...]] = []
        for event in view.played:
            public.update(event.table_before)
            if event.number > first and event.player != view.player and event.number < plays:
                self.events.append(event)
                self.odds.append(self._next_odds(event, public))
            public.add(event.card)
        self.cache: dict[tuple[int, Move], float] = {}

    def _next_odds(self, event: Played, public: set[Card]) -> tuple[float, ...]:
        """Chance, per value, that the player after ``event``'s could take with a card of it, as
        the player of ``event`` saw it (the cards not public then, less its own hand's size)."""
        rules = self.view.rules
        nxt = (event.player + 1) % rules.players
        if rules.side_of(nxt) == rules.side_of(event.player):
            return (0.0,) * 10
        first = deal_start(self.view)
        done = sum(1 for e in self.view.played if first < e.number < event.number and e.player == nxt)
        drawn = rules.hand_size - done
        mine = rules.hand_size - sum(1 for e in self.view.played
                                     if first < e.number < event.number and e.player == event.player)
        counts = [0] * 10
        for card in DECK:
            if card not in public and card is not event.card:
                counts[card.rank - 1] += 1
        unseen = max(0, sum(counts) - (mine - 1))
        drawn = min(drawn, unseen)
        if drawn <= 0:
            return (0.0,) * 10
        return tuple(chance_of_any(unseen, min(k, unseen), drawn) for k in counts)

    def _score(self, index: int, move: Move) -> float:
        key = (index, move)
        got = self.cache.get(key)
        if got is None:
            from .heuristic import expected_loss, move_gain, table_dangers

            rules = self.view.rules
            event = self.events[index]
            plays = rules.plays_per_hand
            _, gain, left = move_gain(move, event.table_before, rules, event.number == plays)
            threat = expected_loss(table_dangers(rules, event.number + 1 == plays, left, self.odds[index]))
            got = self.cache[key] = gain - threat
        return got

    def likelihood(self, hands: Sequence[Sequence[Card]]) -> float:
        """How likely the others' plays of this deal were, had they held ``hands``."""
        rules = self.view.rules
        later: dict[int, list[Card]] = {}
        result = 1.0
        for index in range(len(self.events) - 1, -1, -1):
            event = self.events[index]
            held = later.setdefault(event.player, list(hands[event.player]))
            held.append(event.card)
            if len(held) < 2:
                continue
            scores = [(m, self._score(index, m)) for m in moves_for(held, event.table_before, rules)]
            top = max(s for _, s in scores)
            total = chosen = 0.0
            played = event.move
            for move, score in scores:
                w = math.exp(self.sharpness * (score - top))
                total += w
                if move == played:
                    chosen = w
            result *= chosen / total
        return result


def play_likelihood(view: PlayerView, hands: Sequence[Sequence[Card]], sharpness: float) -> float:
    """How likely the other players' plays of this deal were, had they held ``hands`` (see
    :class:`PlayReader`)."""
    return PlayReader(view, sharpness).likelihood(hands)


def sample_worlds(view: PlayerView, rng: random.Random, count: int, pool: int,
                  sharpness: float) -> list[HandState]:
    """``count`` deals of the hidden cards, drawn in proportion to :func:`play_likelihood` from
    ``pool`` times as many candidates (:func:`sample_world`, with the inference of
    :func:`missing_ranks`): the deals that explain the others' plays best come up most."""
    draw = world_sampler(view)
    reader = PlayReader(view, sharpness)
    if not reader.events:  # no play of this deal to read: every candidate is as likely
        return [draw(rng) for _ in range(count)]
    candidates = [draw(rng) for _ in range(count * pool)]
    readers = sorted({e.player for e in reader.events})
    known: dict[tuple[frozenset[Card], ...], float] = {}
    weights = []
    for w in candidates:
        key = tuple([frozenset(w.board.hands[p]) for p in readers])
        got = known.get(key)
        if got is None:
            got = known[key] = reader.likelihood(w.board.hands)
        weights.append(got)
    total = sum(weights)
    if total <= 0.0:
        return candidates[:count]
    chosen = []
    for _ in range(count):
        u = rng.getrandbits(53) / (1 << 53) * total
        acc = 0.0
        k = 0
        while k < len(weights) - 1:
            acc += weights[k]
            if acc >= u:
                break
            k += 1
        chosen.append(candidates[k])
    return chosen


class Playout:
    """A hand in progress as the engine's compact :class:`~scopa_learn.engine.board.Board` (no log, no
    checks), for fast playouts. Boards are immutable, so a copy costs nothing."""

    __slots__ = ("rules", "dealer", "board")

    def __init__(self, rules: Rules, dealer: int, board: Board) -> None:
        self.rules, self.dealer, self.board = rules, dealer, board

    @classmethod
    def of(cls, state: HandState) -> Playout:
        """A playout copy of ``state``."""
        return cls(state.rules, state.dealer, state.board)

    def copy(self) -> Playout:
        return Playout(self.rules, self.dealer, self.board)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self.board.hands

    @property
    def table(self) -> tuple[Card, ...]:
        return self.board.table

    @property
    def piles(self) -> tuple[tuple[Card, ...], ...]:
        return self.board.piles

    @property
    def scope(self) -> tuple[int, ...]:
        return self.board.scope

    @property
    def stock(self) -> tuple[Card, ...]:
        return self.board.stock

    @property
    def to_move(self) -> int:
        return self.board.to_move

    @property
    def plays_made(self) -> int:
        return self.board.plays_made

    @property
    def is_over(self) -> bool:
        return self.board.plays_made == self.rules.plays_per_hand

    def moves(self) -> tuple[Move, ...]:
        board = self.board
        return moves_for(board.hands[board.to_move], board.table, self.rules)

    def apply(self, move: Move) -> None:
        """Play ``move`` (assumed legal) for the player to move: the engine's own board step."""
        self.board = step(self.board, move, self.rules, self.dealer)[0]

    def margin(self, side: int) -> float:
        """Points of ``side`` minus the average of the other sides (the hand must be over)."""
        rules = self.rules
        teams = rules.teams
        # Tuples of cards: the scorer takes them as they are (a list it would read card by card).
        piles = [tuple([c for p in team for c in self.board.piles[p]]) for team in teams]
        scope = [sum(self.board.scope[p] for p in team) for team in teams]
        totals = score_hand(piles, scope, rules).totals
        others = [t for i, t in enumerate(totals) if i != side]
        return totals[side] - sum(others) / len(others)


def greedy_move(game: Playout, prices: dict[Card, float]) -> Move:
    """The quick policy of the playouts: take the most, and don't leave the next player a sweep.

    In a sampled world it looks at the next player's (sampled) hand, which costs little and
    keeps the playouts from giving scope away.
    """
    rules = game.rules
    moves = game.moves()
    if len(moves) == 1:
        return moves[0]
    mover = game.to_move
    table = game.table
    plays = rules.plays_per_hand
    last = game.plays_made + 1 == plays
    nxt = (mover + 1) % rules.players
    threat_hand: Sequence[Card] = ()
    if not last and rules.side_of(nxt) != rules.side_of(mover):
        # Captures depend on a card's value only: one card of each value is enough.
        threat_hand = list({c.rank: c for c in game.hands[nxt]}.values())
    their_last = game.plays_made + 2 == plays
    # What each move takes now, and the table it leaves; the threat (never negative) is worked
    # out only for moves that could still beat the best so far, the most promising first.
    firsts = []
    for move in moves:
        card, taken = move
        if taken:
            score = prices[card]
            for c in taken:
                score += prices[c]
            if len(taken) == len(table) and is_scopa(card, taken, table, rules, last):
                score += SCOPA
        else:
            score = -0.3 * prices[card]
        firsts.append((score, move))
    if not threat_hand:
        return max(firsts, key=_first)[1]
    firsts.sort(key=_first, reverse=True)
    best, best_score = firsts[0][1], -1e9
    for score, move in firsts:
        if score <= best_score:
            break
        card, taken = move
        left: Sequence[Card] = [c for c in table if c not in taken] if taken else (*table, card)
        if left:
            worst = 0.0
            per_value = capture_table(tuple([c.rank for c in left]), rules)
            for other in threat_hand:
                for get in per_value[other.rank] or getters(per_value, other.rank):
                    grab = get(left)
                    if grab:
                        worth = 0.0
                        for c in grab:
                            worth += prices[c]
                        if len(grab) == len(left) and is_scopa(other, grab, left, rules, their_last):
                            worth += SCOPA
                        if worth > worst:
                            worst = worth
            score -= worst
        if score > best_score:
            best, best_score = move, score
    return best


def _first(item: tuple[float, Move]) -> float:
    return item[0]


def playout(game: Playout, prices: dict[Card, float]) -> Playout:
    """Play ``game`` to the end of the hand with :func:`greedy_move` for everyone."""
    plays = game.rules.plays_per_hand
    while game.plays_made < plays:
        game.apply(greedy_move(game, prices))
    return game


def exact_totals(game: Playout) -> tuple[float, ...]:
    """Each side's margin (see :meth:`Playout.margin`) after best play by everyone from ``game``.

    Nothing may be hidden: every hand in ``game`` is the real one. Each player picks the move
    best for their own side; in two and in teams that is the minimax of the margin, with three
    players each alone it is the move best for that player (not a plot of two against one).
    """
    if game.is_over:
        return tuple(game.margin(s) for s in range(game.rules.sides))
    mover = game.rules.side_of(game.to_move)
    best: tuple[float, ...] | None = None
    for move in game.moves():
        child = game.copy()
        child.apply(move)
        got = exact_totals(child)
        if best is None or got[mover] > best[mover]:
            best = got
    assert best is not None  # a player to move always has a card
    return best


def exact_value(state: HandState, side: int) -> float:
    """The margin of ``side`` from ``state`` after best play by everyone (nothing hidden)."""
    return exact_totals(Playout.of(state))[side]


def exact_values(state: HandState, moves: Sequence[Move], side: int) -> list[float]:
    """The margin of ``side`` after each of ``moves`` and best play by everyone (nothing hidden)."""
    values = []
    for move in moves:
        game = Playout.of(state)
        game.apply(move)
        values.append(exact_totals(game)[side])
    return values


def is_open(view: PlayerView) -> bool:
    """True when nothing hidden matters: the stock is empty and at most one other hand holds cards
    (or the hands are face up)."""
    if view.stock_size:
        return False
    if view.visible_hands is not None:
        return True
    holders = [p for p, n in enumerate(view.hand_sizes) if n and p != view.player]
    return len(holders) <= 1


def search(view: PlayerView, moves: Sequence[Move], rng: random.Random, budget: int,
           prior: Sequence[float] | None = None, prior_weight: float = 0.0,
           infer: bool = False, race: float = 0.0, min_worlds: int = 12,
           keep: Sequence[int] = (), max_worlds: int | None = None) -> list[float]:
    """Average point margin of each move over sampled worlds; ``budget`` caps simulated plays.

    Every move is played out in the same worlds (common random numbers), so their
    differences are measured with less noise than their values. ``prior`` (one value per
    move, in points), weighted as ``prior_weight`` extra worlds, steadies the averages when
    few worlds fit in the budget; ``infer`` samples worlds with :func:`missing_ranks`.

    With ``race`` above 0, after ``min_worlds`` worlds a move stops being played out once it
    trails the leader by more than ``race`` standard errors of their difference, world by
    world: the budget goes to the moves still in doubt, and the search ends when one is left.
    A dropped move keeps the average it had; the moves of ``keep`` (indices) are never
    dropped (the review keeps the move the learner played, to grade it over every world).
    ``max_worlds`` ends the search after that many worlds, whatever the budget left (so the
    plays a race saves are saved, not spent on more worlds).
    """
    prices = card_values(view.rules)
    side = view.rules.side_of(view.player)
    if is_open(view):
        world = sample_world(view, rng)
        return exact_values(world, moves, side)
    n = len(moves)
    plays_left = max(1, view.plays_left)
    draw = world_sampler(view, infer)
    # One world's margin per move, kept to compare moves world by world.
    results: list[list[float]] = [[] for _ in range(n)]
    alive = list(range(n))
    spent = 0
    worlds = 0
    while alive:
        cost = len(alive) * plays_left
        if worlds >= 2 and spent + cost > budget or worlds == max_worlds:
            break
        base = Playout.of(draw(rng))
        for i in alive:
            game = base.copy()
            game.apply(moves[i])
            results[i].append(playout(game, prices).margin(side))
        spent += cost
        worlds += 1
        if race > 0 and worlds >= min_worlds and len(alive) > 1:
            alive = _still_in_doubt(results, alive, worlds, race, keep)
            if len(alive) == 1:
                break

    def value(i: int) -> float:
        got = results[i]
        mean = sum(got) / len(got)
        if prior is None or prior_weight <= 0:
            return mean
        return (sum(got) + prior_weight * prior[i]) / (len(got) + prior_weight)

    values = [value(i) for i in range(n)]
    if len(alive) == 1:
        # The survivor is the choice, whatever the dropped moves' older averages say.
        top = max(values)
        values[alive[0]] = max(values[alive[0]], top + 1e-6)
    return values


def _still_in_doubt(results: list[list[float]], alive: list[int], worlds: int, z: float,
                    keep: Sequence[int] = ()) -> list[int]:
    """The moves not yet clearly behind the leader over the last ``worlds`` shared worlds
    (and the moves of ``keep``)."""
    def mean(i: int) -> float:
        return sum(results[i][-worlds:]) / worlds

    leader = max(alive, key=mean)
    best = results[leader][-worlds:]
    kept = []
    for i in alive:
        if i == leader or i in keep:
            kept.append(i)
            continue
        diffs = [a - b for a, b in zip(best, results[i][-worlds:], strict=True)]
        d = sum(diffs) / worlds
        var = sum((x - d) ** 2 for x in diffs) / (worlds - 1)
        if d <= 0 or d * d * worlds <= z * z * var:
            kept.append(i)
    return kept
