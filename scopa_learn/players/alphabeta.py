"""The expert's search: a few plays ahead in deals of the hidden cards, judged by a learned evaluation.

What the expert cannot see it deals at random from the cards it has not seen, consistent with
its view (:func:`~scopa_learn.players.search.sample_world`, reading the sweeps the others
passed up). In each such deal it looks a few plays ahead with alpha-beta (its side picks the
best for itself, the other sides the worst for it) and judges the positions it reaches with
:func:`~scopa_learn.players.evaluation.evaluate`, the point margin expected from there. A
move's value is its average over the deals; the same deals serve every move. (It can instead
look to the end of the deal being played, :data:`DEAL_END`, with weights fitted between deals;
not the default: no gain was measured, see bench/README.md.) With nothing
hidden (the last deal in two) it searches exactly to the end of the hand, every side playing
its best. In three, in couples and in six, until the last plays, it plays its few best moves out to
the end of the hand in each deal instead (:func:`playout_values`, :data:`PLAYOUT_TABLES`); at
scopone (9 cards each and 4 on the table, or 10 each) so too, but only in the plays just before
those (:data:`PLAYOUT_FROM`).

Every play goes through the engine's one board step (:func:`~scopa_learn.engine.board.step`), and a
finished hand is scored by the engine (:meth:`~scopa_learn.players.search.Playout.margin`).

:func:`grade_moves` is the public entry: every legal move of a view with its expected point
margin, exact when nothing is hidden.

>>> from scopa_learn import deal
>>> view = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0)
>>> graded = grade_moves(view, seed=1)
>>> str(max(graded, key=lambda mv: mv[1])[0])
'7d x 7s'
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from ..engine.board import Board, Move, moves_for, step
from ..engine.cards import format_cards
from ..engine.chance import shuffle
from ..engine.rules import Rules
from ..engine.state import HandState
from ..engine.view import PlayerView
from .evaluation import counts_hands_seen, features, table_key, weights_for
from .heuristic import best_moves, judge, pick, rank_chances
from .search import (
    Playout,
    exact_values,
    glance,
    is_open,
    sample_world,
    sample_worlds,
    search,
    world_sampler,
)
from .values import SCOPA, card_values

#: Sampled deals of the hidden cards a decision looks at, at most.
WORLDS = 24
#: Plays looked ahead in each deal, the move being judged included, per table (players x cards
#: a hand, as :func:`~scopa_learn.players.evaluation.table_key`); scopone's hands of nine
#: cards branch too much to look far. In three, in couples and in six, 2 plays measured as
#: strong as 3 or 4 in a half to a quarter of the time (bench/README.md, seventh round): with
#: more than one other hand hidden, the plays beyond the next one are guesses.
DEPTH = {"2x3": 3, "3x3": 2, "4x3": 2, "6x3": 2, "4x9": 2, "4x10": 2}
#: Tables (as :data:`DEPTH`) whose search looks to the end of the current deal (every hand
#: played out, the next hands dealt from the sampled stock) rather than a fixed number of plays:
#: the evaluation then judges boards between deals (fit it there: ``fit --between-deals``). With
#: fewer plays left in the deal than the figure given, it looks to the end of the next deal too.
#: None by default: in two (``{"2x3": 3}``) it measured no stronger (bench/README.md).
DEAL_END: dict[str, int] = {}
#: With this many plays left or fewer, each deal is searched to the end of the hand (scored, not judged).
TAIL = 6
#: Search steps (boards visited) a decision may spend; deals stop once it is spent (at least two).
BUDGET = 6000
#: Candidate deals drawn for each deal searched, to pick those that explain the other players'
#: plays of this deal best (:func:`~scopa_learn.players.search.sample_worlds`), in the expert's own
#: choices at the tables of :data:`INFER_TABLES` (never in the grading); 1: no weighting. 8 at
#: sharpness 6-15 gained nothing; 32 at sharpness 100 (near a hard filter) +0.10 a hand over 3,000
#: held-out hands; 16 at sharpness 100 is the default (bench/README.md, fifth and sixth rounds).
INFER_POOL = 16
#: The tables (as :data:`DEPTH`) where the expert reads the plays (:data:`INFER_POOL`): in two
#: (+0.10 a hand held out) and in couples (+0.09, seventh round); not measured elsewhere.
INFER_TABLES = frozenset({"2x3", "4x3"})
#: How sharply the other players are taken to prefer the plays that look best at a glance.
INFER_SHARPNESS = 100.0
#: Above 0, the expert takes the other sides' plays in its sampled deals as a player who cannot
#: see its hand would choose them: a softmax this sharp over a glance at each move
#: (:func:`~scopa_learn.players.search.glance`), blended with their best reply. 0 (the default,
#: and always in the grading of puzzles and reviews): each their best (minimax). Not the default:
#: +0.16 a hand on tuning deals but no gain held out (bench/README.md).
OPPONENT_MODEL = 0.0
#: The weight, with :data:`OPPONENT_MODEL`, left on the other side's best reply (the rest on the
#: softmax average of its replies).
OPPONENT_WORST = 0.5
#: With :data:`OPPONENT_MODEL`, take the other side's plays as that blend also when nothing is
#: hidden (the last deal in two), instead of exactly (minimax). Off (the default); measured in
#: bench/README.md.
OPPONENT_OPEN = False
#: Above 0, an other side's reply in a sampled deal is the one best for it on average over this many
#: deals of the searching side's hands and the stock as that side sees them (it cannot see the
#: searching side's cards), its value the one it has in the sampled deal; 0 (the default, and
#: always in the grading): its best reply in the sampled deal, as if it saw every hand (minimax).
#: Not the default: no gain measured, at three times the time (bench/README.md, fifth round).
OPPONENT_REDEALS = 0
#: With :data:`OPPONENT_MODEL`, judge the other side's moves as the intermediate player does (what a
#: move takes less what the table it leaves offers the next player, with the odds of the cards the
#: mover cannot see), rather than at a glance. Off: no gain measured (bench/README.md, fifth round).
OPPONENT_JUDGE = False
#: Above 0, when nothing is hidden (the last deal in two) the expert breaks ties between the
#: moves of the best exact (minimax) margin by how they fare against an other side who plays as
#: a player who does not look ahead: a softmax this sharp over its moves judged as the intermediate
#: judges them (or at a glance, :data:`OPEN_TIEBREAK_JUDGE`). Its choice keeps the best margin
#: against best play; the grading is unchanged. 0: the first of the tied moves by the seed.
OPEN_TIEBREAK = 30.0
#: With :data:`OPEN_TIEBREAK`, the other side's moves judged as the intermediate judges them
#: (:func:`~scopa_learn.players.heuristic.judge`) rather than at a glance.
OPEN_TIEBREAK_JUDGE = True
#: Deals for the grading of a hand review or a puzzle (:func:`grade_moves`).
GRADE_WORLDS = 40
#: Tables (as :data:`DEPTH`) where the expert, before the last :data:`TAIL` plays, plays its few
#: best moves out to the end of the hand instead of looking a few plays ahead
#: (:func:`playout_values`): in couples that measured +0.15 (+/- 0.10) a hand stronger over 3,000
#: held-out hands, in six +0.41 (+/- 0.13) over 2,000, where the evaluation after 2 plays knows too
#: little of the hands it cannot see (bench/README.md, eighth round); in three +0.27 (+/- 0.07)
#: over 2,000 (ninth round); at scopone, from :data:`PLAYOUT_FROM` plays before the end, +0.27
#: (+/- 0.09) over 2,000 (tenth round), and at scopone a 10 (10 cards each, the table empty)
#: +0.45 (+/- 0.11) over 2,000 (eleventh round). In two the search is stronger (-0.26 with playouts).
PLAYOUT_TABLES = frozenset({"3x3", "4x3", "6x3", "4x9", "4x10"})
#: Tables where playouts wait until at most this many plays are left in the hand (before that the
#: expert looks a few plays ahead): at scopone, played out from the first play, a decision took a
#: median of 146 ms, seven times the time aim, for a gain no bigger (bench/README.md, ninth round).
#: At scopone a 10 the same window (eleventh round). At the other tables of
#: :data:`PLAYOUT_TABLES`, from the first play.
PLAYOUT_FROM: dict[str, int] = {"4x9": 14, "4x10": 14}
#: Simulated plays a decision with playouts may spend (:func:`~scopa_learn.players.search.search`),
#: for the expert's default budget of search steps (a budget twice as big, twice as many plays);
#: :data:`PLAYOUT_BUDGETS` for the tables that spend fewer.
PLAYOUT_BUDGET = 12000
#: At scopone 8,000 simulated plays: with 9 cards a hand, 12,000 took 236-251 ms at the 95th
#: percentile, over the time aim of 200 ms (tenth round); with 10 cards a hand the same 8,000.
PLAYOUT_BUDGETS: dict[str, int] = {"4x9": 8000, "4x10": 8000}
#: The moves played out: the intermediate's best ones (:func:`~scopa_learn.players.heuristic.best_moves`),
#: at most this many, within :data:`PLAYOUT_MARGIN` points of its favourite; its judgement of each
#: counts as :data:`PLAYOUT_PRIOR` deals; after :data:`PLAYOUT_RACE_WORLDS` deals a move
#: :data:`PLAYOUT_RACE` standard errors behind stops being played out. The settings of the
#: expert before issue 26 (bench/montecarlo_expert.py), which played every table so.
PLAYOUT_CANDIDATES, PLAYOUT_MARGIN, PLAYOUT_PRIOR = 4, 1.5, 3.0
PLAYOUT_RACE, PLAYOUT_RACE_WORLDS = 2.5, 12

_INF = float("inf")


class _Search:
    """Alpha-beta for one side on boards of one hand: its side maximises, the others minimise."""

    __slots__ = ("rules", "dealer", "side", "weights", "plays", "prices", "steps", "model", "worst", "seer",
                 "redeals", "rng", "inner", "judge")

    def __init__(self, rules: Rules, dealer: int, side: int, model: float = 0.0, worst: float = 1.0,
                 player: int | None = None, redeals: int = 0, rng: random.Random | None = None,
                 judge: bool | None = None) -> None:
        self.rules, self.dealer, self.side = rules, dealer, side
        #: Whose view the evaluation counts the hands by (weights fitted with ``fit --seen``), or None.
        self.seer = player if player is not None and counts_hands_seen(rules) else None
        #: The other sides' plays: minimax (0), or a blend (see :meth:`expected`).
        self.model, self.worst = model, worst
        #: With ``model``, the other sides' moves judged as the intermediate judges them (else at a glance).
        self.judge = OPPONENT_JUDGE if judge is None else judge
        self.weights = weights_for(rules)
        self.plays = rules.plays_per_hand
        self.prices = card_values(rules)
        self.steps = 0
        #: The other sides' replies chosen over this many deals of this side's hands (see
        #: :meth:`blind`), with ``rng``; 0: minimax. ``inner`` is set while judging a re-dealt line.
        self.redeals = redeals if rng is not None else 0
        self.rng: random.Random | None = rng
        self.inner = False

    def leaf(self, board: Board) -> float:
        if board.plays_made == self.plays:
            return Playout(self.rules, self.dealer, board).margin(self.side)
        w = self.weights
        f = features(board, self.rules, self.side, len(w), self.seer)
        return sum([a * b for a, b in zip(w, f, strict=True)])

    def ordered(self, board: Board) -> list[Move]:
        """The moves at ``board``, captures worth most first (alpha-beta cuts more that way)."""
        moves = moves_for(board.hands[board.to_move], board.table, self.rules)
        prices = self.prices
        table = len(board.table)

        def worth(move: Move) -> float:
            card, taken = move
            if not taken:
                return -prices[card]
            return prices[card] + sum([prices[c] for c in taken]) + (SCOPA if len(taken) == table else 0.0)

        return sorted(moves, key=worth, reverse=True)

    def value(self, board: Board, depth: int, alpha: float, beta: float) -> float:
        """The margin of the side after best play for ``depth`` more plays (all of them: ``-1``)."""
        self.steps += 1
        if board.plays_made == self.plays or depth == 0:
            return self.leaf(board)
        mine = self.rules.side_of(board.to_move) == self.side
        rules, dealer = self.rules, self.dealer
        if mine:
            best = -_INF
            for move in self.ordered(board):
                v = self.value(step(board, move, rules, dealer)[0], depth - 1, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        if self.model > 0.0:
            return self.expected(board, depth)
        if self.redeals and not self.inner:
            return self.blind(board, depth)
        best = _INF
        for move in self.ordered(board):
            v = self.value(step(board, move, rules, dealer)[0], depth - 1, alpha, beta)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best


    def expected(self, board: Board, depth: int) -> float:
        """An other side's play, as a player who cannot see the searching side's hand chooses it:
        each move weighted by a softmax of sharpness ``model`` over its look at a glance
        (:func:`~scopa_learn.players.search.glance`), blended with its best reply (``worst`` of
        the weight on the worst case for the searching side)."""
        rules, dealer = self.rules, self.dealer
        last = board.plays_made + 1 == self.plays
        moves = moves_for(board.hands[board.to_move], board.table, rules)
        if self.judge:
            scores = self.judged(board, moves, last)
        else:
            scores = [glance(m, board.table, rules, last) for m in moves]
        top = max(scores)
        weights = [math.exp(self.model * (x - top)) for x in scores]
        total = sum(weights)
        worst = _INF
        mean = 0.0
        for move, w in zip(moves, weights, strict=True):
            v = self.value(step(board, move, rules, dealer)[0], depth - 1, -_INF, _INF)
            mean += w * v
            if v < worst:
                worst = v
        return self.worst * worst + (1.0 - self.worst) * mean / total


    def judged(self, board: Board, moves: Sequence[Move], last: bool) -> list[float]:
        """``moves`` of the player to move judged as the intermediate judges them from its view."""
        rules = self.rules
        mover = board.to_move
        nxt = (mover + 1) % rules.players
        unseen = [c for p in range(rules.players) if p != mover for c in board.hands[p]] + list(board.stock)
        drawn = len(board.hands[nxt])
        if not drawn and all(not board.hands[p] for p in range(rules.players) if p != mover) \
                and len(board.hands[mover]) <= 1 and board.stock:
            drawn = rules.hand_size
        if rules.side_of(nxt) == rules.side_of(mover) or not drawn:
            odds: tuple[float, ...] = (0.0,) * 10
        else:
            odds = rank_chances(unseen, drawn)
        their_last = board.plays_made + 2 == rules.plays_per_hand
        return [judge(move, board.table, rules, last, mover, board.last_taker, their_last, odds).score
                for move in moves]

    def redealt(self, board: Board) -> list[Board]:
        """Deals of ``board`` as its player to move sees them: the hands of the searching side and
        the stock dealt anew (the player's own hand and every other seen card as they are)."""
        rules = self.rules
        ours = [p for p in range(rules.players) if rules.side_of(p) == self.side]
        pool = [c for p in ours for c in board.hands[p]] + list(board.stock)
        if not board.stock and len(ours) == 1:
            return []
        assert self.rng is not None
        result = []
        for _ in range(self.redeals):
            cards = list(pool)
            shuffle(cards, self.rng)
            hands = list(board.hands)
            k = 0
            for p in ours:
                n = len(hands[p])
                hands[p] = tuple(cards[k:k + n])
                k += n
            result.append(board._replace(hands=tuple(hands), stock=tuple(cards[k:])))
        return result

    def blind(self, board: Board, depth: int) -> float:
        """An other side's reply chosen as a player who cannot see the searching side's hand
        would choose it: the best for it on average over :meth:`redealt` deals (each line below
        minimax); its value the one it has in ``board``."""
        rules, dealer = self.rules, self.dealer
        others = self.redealt(board)
        best_guess = _INF
        value = 0.0
        for move in self.ordered(board):
            v = self.value(step(board, move, rules, dealer)[0], depth - 1, -_INF, _INF)
            if not others:
                if v < best_guess:
                    best_guess = value = v
                continue
            self.inner = True
            try:
                guess = sum([self.value(step(b, move, rules, dealer)[0], depth - 1, -_INF, _INF) for b in others])
            finally:
                self.inner = False
            if guess < best_guess:
                best_guess, value = guess, v
        return value


#: The alpha-beta of one sampled deal, for the other searches (:mod:`.ismcts`): ``value(board,
#: depth, alpha, beta)`` is the searching side's margin after ``depth`` plays (``-1``: to the end).
AlphaBeta = _Search


def _exact(view: PlayerView, moves: Sequence[Move], rng: random.Random, opponents: float = 0.0,
           tiebreak: float = 0.0) -> list[float]:
    state = sample_world(view, rng)
    rules = view.rules
    side = rules.side_of(view.player)
    if rules.sides > 2:
        # Three players each alone: each plays the move best for themself (max^n), not a plot.
        return exact_values(state, moves, side)
    world = Board.of(state)
    search = _Search(rules, view.dealer, side, opponents if OPPONENT_OPEN else 0.0, OPPONENT_WORST)
    values = [search.value(step(world, m, rules, view.dealer)[0], -1, -_INF, _INF) for m in moves]
    if tiebreak > 0.0 and not search.model:
        top = max(values)
        tied = [i for i, v in enumerate(values) if v >= top - 1e-9]
        if len(tied) > 1:
            model = _Search(rules, view.dealer, side, tiebreak, 0.0, judge=OPEN_TIEBREAK_JUDGE)
            for i in tied:
                values[i] += 1e-3 * model.value(step(world, moves[i], rules, view.dealer)[0], -1, -_INF, _INF)
    return values


def lookahead(view: PlayerView, moves: Sequence[Move], rng: random.Random, worlds: int | None = None,
              depth: int | None = None, budget: int | None = None, opponents: float = 0.0,
              redeals: int = 0, tiebreak: float = 0.0, infer: int = 1) -> list[float]:
    """The expected point margin of the view's side after each of ``moves``.

    Exact when nothing hidden matters (:func:`~scopa_learn.players.search.is_open`); otherwise
    the average over up to ``worlds`` deals of the hidden cards of an alpha-beta search
    ``depth`` plays deep (:data:`DEPTH`; to the end of the hand in the last :data:`TAIL` plays),
    stopping early once ``budget`` search steps are spent (after two deals). With ``opponents``
    above 0 the other sides in the sampled deals play as players who cannot see this side's hand
    (a softmax this sharp over a glance at each move, blended with their best reply:
    :data:`OPPONENT_MODEL`, :data:`OPPONENT_WORST`); with 0 (the grading), each their best.
    """
    if is_open(view):
        return _exact(view, moves, rng, opponents, tiebreak)
    rules = view.rules
    side = rules.side_of(view.player)
    key = table_key(rules)
    plies = DEPTH.get(key, 3 if rules.hand_size <= 3 else 2) if depth is None else depth
    if depth is None and key in DEAL_END:
        per_deal = rules.players * rules.hand_size
        plies = per_deal - view.plays_made % per_deal
        if plies < DEAL_END[key]:
            plies += per_deal
    if view.plays_left <= TAIL:
        plies = max(plies, view.plays_left)
    worlds = WORLDS if worlds is None else worlds
    budget = BUDGET if budget is None else budget
    search = _Search(rules, view.dealer, side, opponents, OPPONENT_WORST, view.player, redeals,
                     random.Random(rng.getrandbits(64)) if redeals else None)
    totals = [0.0] * len(moves)
    done = 0
    deals: Iterable[HandState]
    if infer > 1:
        deals = sample_worlds(view, rng, worlds, infer, INFER_SHARPNESS)
    else:
        draw = world_sampler(view)
        deals = (draw(rng) for _ in range(worlds))  # drawn as searched: none past the budget
    for state in deals:
        board = Board.of(state)
        for i, move in enumerate(moves):
            totals[i] += search.value(step(board, move, rules, view.dealer)[0], plies - 1, -_INF, _INF)
        done += 1
        if done >= 2 and search.steps >= budget:
            break
    return [t / done for t in totals]


def best_graded(graded: Sequence[tuple[Move, float]], rng: random.Random) -> Move:
    """The move of ``graded`` with the best value, ties drawn with ``rng`` (the seed's choice)."""
    top = max(v for _, v in graded)
    return pick([m for m, v in graded if v >= top - 1e-9], rng)


def plays_out(view: PlayerView) -> bool:
    """Whether the expert chooses this move with :func:`playout_values` (see :data:`PLAYOUT_TABLES`)."""
    key = table_key(view.rules)
    return (key in PLAYOUT_TABLES and TAIL < view.plays_left <= PLAYOUT_FROM.get(key, view.plays_left)
            and not is_open(view))


def playout_budget(rules: Rules) -> int:
    """The simulated plays a decision with playouts may spend at this table, for the expert's
    default budget (:data:`PLAYOUT_BUDGET`, :data:`PLAYOUT_BUDGETS`)."""
    return PLAYOUT_BUDGETS.get(table_key(rules), PLAYOUT_BUDGET)


def playout_values(view: PlayerView, rng: random.Random, budget: int | None = None) -> list[tuple[Move, float]]:
    """The intermediate's best few moves of ``view`` (:data:`PLAYOUT_CANDIDATES`), each with the
    point margin its side can expect after it: every one played out to the end of the hand in
    the same deals of the hidden cards (:func:`~scopa_learn.players.search.search`, quick greedy
    play by every seat, its judgement counting as :data:`PLAYOUT_PRIOR` deals), ``budget``
    simulated plays in all (by default the table's, :func:`playout_budget`). One move alone within
    the margin is returned with its judgement.

    >>> from scopa_learn import deal, rules
    >>> state = deal(rules("classic", players=4), seed=2)
    >>> graded = playout_values(state.view(state.to_move), random.Random(1))
    >>> 1 <= len(graded) <= PLAYOUT_CANDIDATES and all(m in state.legal_moves() for m, _ in graded)
    True
    """
    kept = best_moves(view, PLAYOUT_MARGIN)[:PLAYOUT_CANDIDATES]
    if len(kept) == 1:
        return [(kept[0].move, kept[0].score)]
    moves = [a.move for a in kept]
    if budget is None:
        budget = playout_budget(view.rules)
    values = search(view, moves, rng, budget, [a.score for a in kept], PLAYOUT_PRIOR, True,
                    PLAYOUT_RACE, PLAYOUT_RACE_WORLDS)
    return list(zip(moves, values, strict=True))


def infer_pool(rules: Rules) -> int:
    """The candidate deals a deal the expert draws at this table to read the plays (1: none)."""
    return INFER_POOL if table_key(rules) in INFER_TABLES else 1


def grade_moves(view: PlayerView, seed: int = 0, worlds: int = GRADE_WORLDS) -> list[tuple[Move, float]]:
    """Every legal move of ``view`` with the point margin its side can expect after it (its
    points minus the other sides' average at the end of the hand): exact when nothing hidden
    matters, else averaged over ``worlds`` deals of the hidden cards (see :func:`lookahead`).
    ``seed`` picks the deals, the same on every Python.
    """
    moves = list(view.legal_moves())
    if not moves:
        return []
    key = f"grade:{seed}:{view.player}:{view.plays_made}:{format_cards(view.hand)}:{format_cards(view.table)}"
    values = lookahead(view, moves, random.Random(key), worlds, budget=10**9)
    return list(zip(moves, values, strict=True))
