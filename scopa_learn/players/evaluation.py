"""The expert's judgement of a position: the point margin a side can expect at the end of the hand.

A hand in progress is summed up in a few figures any player at the table can see for each
side: its scope, whether it holds the settebello, how far ahead it is on cards, on denari and
on primiera (sevens and sixes taken) against how many of those cards are still out, which
side plays next to the table, and which side took last (the table left at the end is theirs).
The expert also counts what its sampled deal of the hidden cards puts in each side's hands
(sevens, denari, the settebello); a table fitted with ``fit --seen`` counts instead its own
hand card by card and every other hand in expectation, as the searching player sees them
(not the default: no gain measured, bench/README.md). A linear model turns these figures into the expected point
margin; its weights were fitted by self-play (:mod:`scopa_learn.players.fit`) and ship as
data with the package (``weights.json``), one set per kind of table.

>>> from scopa_learn import deal
>>> from scopa_learn.engine.board import Board
>>> state = deal(seed=3)
>>> round(evaluate(Board.of(state), state.rules, 0) + evaluate(Board.of(state), state.rules, 1), 6)
0.0
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources
from typing import Any

from ..engine.board import Board
from ..engine.captures import capture_table, getters, is_scopa
from ..engine.cards import DECK, Card, Suit
from ..engine.rules import Rules
from .values import SCOPA, card_values

#: The figures of a side, in the order of the weights (see :func:`side_figures`).
FEATURES: tuple[str, ...] = (
    "scope", "settebello", "cards_won", "cards_lead", "cards_lead_sharp",
    "denari_won", "denari_lead", "denari_lead_sharp", "primiera_lead", "primiera_lead_wide",
    "sevens_lead", "sixes_lead", "suits", "settebello_in_hand", "sevens_in_hand",
    "denari_in_hand", "to_move_empty_table", "to_move_sweepable", "to_move_table_worth",
    "last_taker", "last_taker_table_worth",
    "to_move_best_take", "to_move_can_sweep", "to_move_takes_settebello",
    "primiera_lead_late", "sevens_lead_late",
)


@lru_cache(maxsize=32)
def _card_facts(rules: Rules) -> dict[Card, tuple[int, int, int, int, int, float]]:
    """Per card: (denaro, seven, six, suit position, primiera value, price)."""
    prices = card_values(rules)
    suits = {Suit.DENARI: 0, Suit.COPPE: 1, Suit.SPADE: 2, Suit.BASTONI: 3}
    return {c: (int(c.suit is Suit.DENARI), int(c.rank == 7), int(c.rank == 6), suits[c.suit],
                rules.primiera_value(c) if rules.scores_primiera else 0, prices[c])
            for c in DECK}


#: Piles and hands summed up a rules keeps (see :class:`_Table`), at most: the store is emptied when full.
_SUMMARIES_KEPT = 100_000


class _Table:
    """What the evaluation reads of one rules, worked out once: the cards' facts and prices, the
    teams, and the piles and hands already summed up (:func:`_pile_summary`, :func:`_hand_summary`:
    a search meets the same piles and hands at thousands of leaves; the piles are seen, the same in
    every sampled deal, and a pile only changes when its player takes)."""

    __slots__ = ("rules", "facts", "prices", "teams", "plays", "sides_of", "piles", "hands")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.facts = _card_facts(rules)
        self.prices = card_values(rules)
        self.teams = rules.teams
        self.plays = rules.plays_per_hand
        self.sides_of = tuple(rules.side_of(p) for p in range(rules.players))
        self.piles: dict[tuple[Card, ...], tuple[int, ...]] = {}
        self.hands: dict[tuple[Card, ...], tuple[int, ...]] = {}


_tables = lru_cache(maxsize=32)(_Table)
_last: list[_Table] = []


def _table(rules: Rules) -> _Table:
    """The :class:`_Table` of ``rules``: the last one asked is kept at hand (a rules' hash is not cheap)."""
    if _last and _last[0].rules is rules:
        return _last[0]
    found = _tables(rules)
    _last[:] = [found]
    return found


def _kept(known: dict[tuple[Card, ...], tuple[int, ...]], cards: tuple[Card, ...],
          summary: tuple[int, ...]) -> tuple[int, ...]:
    """Keep ``summary`` of ``cards`` in ``known`` (emptied when full: a long match meets new piles
    all the time) and return it."""
    if len(known) >= _SUMMARIES_KEPT:
        known.clear()
    known[cards] = summary
    return summary


def _pile_summary(pile: tuple[Card, ...], rules: Rules) -> tuple[int, ...]:
    """A pile's cards, denari, sevens, sixes, settebello (0/1) and best primiera value per suit (-1: none)."""
    table = _table(rules)
    known = table.piles
    found = known.get(pile)
    if found is not None:
        return found
    facts = table.facts
    denari = sevens = sixes = settebello = 0
    best = [-1, -1, -1, -1]
    for c in pile:
        d, s7, s6, suit, value, _ = facts[c]
        denari += d
        sevens += s7
        sixes += s6
        if value > best[suit]:
            best[suit] = value
        if d and s7:
            settebello = 1
    summary = (len(pile), denari, sevens, sixes, settebello, *best)
    return _kept(known, pile, summary)


def _hand_summary(hand: tuple[Card, ...], rules: Rules) -> tuple[int, ...]:
    """A hand's settebello (0/1), sevens and denari."""
    table = _table(rules)
    known = table.hands
    found = known.get(hand)
    if found is not None:
        return found
    facts = table.facts
    sb = sev = den = 0
    for c in hand:
        d, s7, _, _, _, _ = facts[c]
        den += d
        sev += s7
        if d and s7:
            sb = 1
    summary = (sb, sev, den)
    return _kept(known, hand, summary)


def _side_stats(board: Board, rules: Rules, seer: int | None = None) -> list[list[float]]:
    """Per side: cards, denari, sevens, sixes, settebello, primiera, suits, scope,
    settebello / sevens / denari in its hands.

    With a ``seer`` (a player), the hands are counted as that player sees them: its own card by
    card, every other player's in expectation (its share of the cards the seer has not seen, which
    are the same in every deal of the hidden cards consistent with the seer's view).
    """
    facts = _table(rules).facts
    unseen = (0.0, 0.0, 0.0, 0.0)
    if seer is not None:
        count = sb = sev = den = 0
        for p, hand in enumerate(board.hands):
            if p != seer:
                for c in hand:
                    d, s7, _, _, _, _ = facts[c]
                    count += 1
                    den += d
                    sev += s7
                    sb += d & s7
        for c in board.stock:
            d, s7, _, _, _, _ = facts[c]
            count += 1
            den += d
            sev += s7
            sb += d & s7
        unseen = (float(count), float(sb), float(sev), float(den))
    stats: list[list[float]] = []
    piles, hands, scope_of = board.piles, board.hands, board.scope
    for team in _table(rules).teams:
        cards = denari = sevens = sixes = settebello = scope = 0
        b0 = b1 = b2 = b3 = -1
        h_sb = h_sev = h_den = 0.0
        for p in team:
            n, d, s7, s6, sb, p0, p1, p2, p3 = _pile_summary(piles[p], rules)
            cards += n
            denari += d
            sevens += s7
            sixes += s6
            settebello |= sb
            b0, b1, b2, b3 = max(b0, p0), max(b1, p1), max(b2, p2), max(b3, p3)
            scope += scope_of[p]
            if seer is not None and p != seer:
                if unseen[0]:
                    share = len(hands[p]) / unseen[0]
                    h_sb += unseen[1] * share
                    h_sev += unseen[2] * share
                    h_den += unseen[3] * share
                continue
            hsb, hsev, hden = _hand_summary(hands[p], rules)
            h_den += hden
            h_sev += hsev
            if hsb:
                h_sb = 1
        suits = (b0 >= 0) + (b1 >= 0) + (b2 >= 0) + (b3 >= 0)
        prim = (b0 if b0 > 0 else 0) + (b1 if b1 > 0 else 0) + (b2 if b2 > 0 else 0) + (b3 if b3 > 0 else 0)
        stats.append([cards, denari, sevens, sixes, settebello, prim, suits, scope, h_sb, h_sev, h_den])
    return stats


def _threat(board: Board, rules: Rules, prices: dict[Card, float]) -> tuple[float, int, int]:
    """What the player to move can take at once with the cards it holds: the best capture's worth
    (the cards' prices, a scopa's point), whether it can sweep, whether it can take the settebello.

    In the expert's search the hands are a sampled deal's; in the fit they are the real ones.
    """
    hand = board.hands[board.to_move]
    table = board.table
    if not hand or not table:
        return 0.0, 0, 0
    last = board.plays_made + 1 == rules.plays_per_hand
    per_value = capture_table(tuple([c.rank for c in table]), rules)
    best = 0.0
    sweep = settebello = 0
    for card in hand:
        for get in per_value[card.rank] or getters(per_value, card.rank):
            taken = get(table)
            if not taken:
                continue
            worth = prices[card]
            for c in taken:
                worth += prices[c]
                if c.is_settebello:
                    settebello = 1
            if len(taken) == len(table) and is_scopa(card, taken, table, rules, last):
                worth += SCOPA
                sweep = 1
            if worth > best:
                best = worth
    return best, sweep, settebello


#: The first figures of :data:`FEATURES`: a table whose weights were fitted on these alone
#: (before the player to move's captures and the late leads were added) uses only them.
BASIC = 21


def side_figures(board: Board, rules: Rules, count: int = len(FEATURES),
                 seer: int | None = None) -> list[list[float]]:
    """The figures of :data:`FEATURES` for each side, as the side sees its rivals (the best of
    them): the first ``count`` of them (:data:`BASIC`, or all); with a ``seer``, the hands as
    that player sees them (see :func:`_side_stats`)."""
    stats = _side_stats(board, rules, seer)
    known = _table(rules)
    facts = known.facts
    sides = len(stats)
    taken = sum(s[0] for s in stats)
    cards_out = 40 - taken
    denari_out = 10 - sum(s[1] for s in stats)
    table = board.table
    worth = 0.0
    total = 0
    for c in table:
        worth += facts[c][5]
        total += c.rank
    mover = known.sides_of[board.to_move]
    last = None if board.last_taker is None else known.sides_of[board.last_taker]
    late = board.plays_made / known.plays
    extended = count > BASIC
    best_take, can_sweep, takes_settebello = _threat(board, rules, known.prices) if extended else (0.0, 0, 0)
    root_cards = math.sqrt(cards_out + 1)
    root_denari = math.sqrt(denari_out + 1)
    figures = []
    for x in range(sides):
        me = stats[x]
        if sides == 2:
            rival = stats[1 - x]
        else:
            rival = [max(column) for column in zip(*[stats[o] for o in range(sides) if o != x], strict=True)]
        d_cards = me[0] - rival[0]
        d_denari = me[1] - rival[1]
        d_prim = me[5] - rival[5]
        d_sevens = (me[2] - rival[2]) / 4.0
        to_move = 1.0 if mover == x else 0.0
        took_last = 1.0 if last == x else 0.0
        row = [
            me[7], me[4],
            1.0 if d_cards > cards_out else 0.0,
            math.tanh(0.4 * d_cards / root_cards), math.tanh(1.2 * d_cards / root_cards),
            1.0 if d_denari > denari_out else 0.0,
            math.tanh(0.4 * d_denari / root_denari), math.tanh(1.2 * d_denari / root_denari),
            math.tanh(d_prim / 20.0), math.tanh(d_prim / 60.0),
            d_sevens, (me[3] - rival[3]) / 4.0,
            me[6] / 4.0, me[8], me[9] / 4.0, me[10] / 10.0,
            to_move * (not table), to_move * (0 < total <= 10), to_move * worth,
            took_last, took_last * worth * late,
        ]
        if extended:
            row += [to_move * best_take, to_move * can_sweep, to_move * takes_settebello,
                    math.tanh(d_prim / 20.0) * late, d_sevens * late]
        figures.append(row)
    return figures


def features(board: Board, rules: Rules, side: int, count: int = len(FEATURES),
             seer: int | None = None) -> list[float]:
    """The first ``count`` figures of ``side`` minus the average of the other sides' (what the
    weights multiply); with a ``seer`` (a player of ``side``), the others' hands counted in
    expectation, as that player sees them."""
    figures = side_figures(board, rules, count, seer)
    mine = figures[side]
    if len(figures) == 2:
        return [m - o for m, o in zip(mine, figures[1 - side], strict=True)]
    others = [f for s, f in enumerate(figures) if s != side]
    n = len(others)
    return [m - sum(column) / n for m, column in zip(mine, zip(*others, strict=True), strict=True)]


def table_key(rules: Rules) -> str:
    """Which weights a table uses: its number of players and cards a hand (``"2x3"``)."""
    return f"{rules.players}x{rules.hand_size}"


@lru_cache(maxsize=1)
def shipped_weights() -> dict[str, Any]:
    """The weights shipped with the package (``scopa_learn/players/weights.json``)."""
    text = resources.files("scopa_learn.players").joinpath("weights.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def weights_for(rules: Rules) -> tuple[float, ...]:
    """The weights for ``rules``' table; a table never fitted borrows the nearest one fitted."""
    tables: dict[str, Any] = shipped_weights()["tables"]
    key = table_key(rules)
    if key not in tables:
        key = min(tables, key=lambda k: abs(int(k.split("x")[0]) - rules.players))
    return tuple(float(w) for w in tables[key]["weights"])


def counts_hands_seen(rules: Rules) -> bool:
    """Whether ``rules``' table was fitted with the other players' hands counted in expectation,
    as the searching player sees them (``fit --seen``), rather than as a deal of them holds them."""
    tables: dict[str, Any] = shipped_weights()["tables"]
    entry = tables.get(table_key(rules))
    return bool(entry and entry.get("seen"))


def seer_of(board: Board, rules: Rules, side: int) -> int:
    """The player of ``side`` whose view counts its hands in the fit: the first of them to play next."""
    players = rules.players
    return next(p % players for p in range(board.to_move, board.to_move + players) if rules.side_of(p % players) == side)


def evaluate(board: Board, rules: Rules, side: int, weights: tuple[float, ...] | None = None) -> float:
    """The point margin ``side`` can expect at the end of the hand from ``board`` (its points minus
    the other sides' average), by the fitted weights."""
    w = weights_for(rules) if weights is None else weights
    return sum(a * b for a, b in zip(w, features(board, rules, side, len(w)), strict=True))
