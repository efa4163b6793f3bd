"""HTML of a hand and of a score: the table, each player's cards, piles and scope; the points.

The cards themselves are drawn by :mod:`scopa_learn.drawing.svg`; this module lays them out for a
whole position (:func:`state_html`, :func:`view_html`) or a hand's score
(:func:`score_html`). States and scores show themselves in a notebook through these
functions (their ``_repr_html_``); this module imports them only for type checking, so the
engine's core never depends on drawing.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.cards import Card
from ..engine.rules import Rules
from ..words.messages import say, using_language
from .svg import card_width, cards_html, crosswise_svg, deck_style

if TYPE_CHECKING:
    from ..engine.events import Played
    from ..engine.scoring import HandScore
    from ..engine.state import HandState
    from ..engine.view import PlayerView


# -- A hand: the table, each player's cards, piles and scope -------------------------------------

_PANEL = ("font-family:sans-serif;color:#1d1d1b;background:#f7f5ef;border:1px solid #d6d1c4;"
          "border-radius:10px;padding:8px;display:flex;flex-direction:column;gap:6px;"
          "max-width:100%;box-sizing:border-box")
_ROW = ("display:flex;align-items:center;gap:12px;flex-wrap:wrap;padding:6px 8px;"
        "border-radius:8px;border-left:6px solid {edge};background:{background}")
_TURN = "#1b7f3b"


@dataclass(frozen=True, slots=True)
class _Seat:
    name: str
    cards: tuple[Card | None, ...]
    pile: int
    scope: int
    scopa_cards: tuple[Card, ...]
    to_move: bool
    dealer: bool
    you: bool = False


def _scopa_cards(played: Iterable[Played], player: int) -> tuple[Card, ...]:
    return tuple(e.card for e in played if e.scopa and e.player == player)


def _seat_html(seat: _Seat, deck: str, width: float) -> str:
    name = html.escape(seat.name) + (f" ({say('svg.you')})" if seat.you else "")
    tags = ([f"&#9654; {say('svg.to_move')}"] if seat.to_move else []) + (
        [say("svg.dealer")] if seat.dealer else [])
    marks = "".join(crosswise_svg(c, deck, width * 0.55) for c in seat.scopa_cards)
    info = (f'<div style="min-width:10em;line-height:1.4"><strong>{name}</strong>'
            + (f"<br><span>{' &#183; '.join(tags)}</span>" if tags else "")
            + f"<br><small>{say('svg.pile', cards=seat.pile)} &#183; "
            f"{say('svg.scope', count=seat.scope)}</small>"
            + (f'<br><span style="display:inline-flex;gap:3px">{marks}</span>' if marks else "")
            + "</div>")
    style = _ROW.format(edge=_TURN if seat.to_move else "transparent", background="transparent")
    active = ' aria-current="true"' if seat.to_move else ""
    return (f'<div class="scopa-seat" style="{style}"{active}>{info}'
            f"{cards_html(seat.cards, deck=deck, width=width)}</div>")


def _table_html(table: Sequence[Card], deck: str, width: float) -> str:
    style = _ROW.format(edge="#dcebdc", background="#dcebdc")
    cards = (cards_html(table, deck=deck, width=width) if table else
             f'<span style="font-style:italic">{say("svg.table_empty")}</span>')
    return (f'<div class="scopa-table" style="{style}"><div style="min-width:10em">'
            f'<strong>{say("svg.table")}</strong></div>{cards}</div>')


def _board_html(rows: Sequence[str], rules: Rules, over: bool, plays_made: int, footer: str) -> str:
    # The moment in the name too: two drawings of one hand on a page are two regions a screen
    # reader can tell apart (axe: landmark-unique).
    moment = say("svg.over") if over else say("svg.plays", made=plays_made, total=rules.plays_per_hand)
    label = html.escape(f'{say("svg.state", players=rules.players)}: {moment.rstrip(".")}')
    return (f'<section class="scopa-state" aria-label="{label}" style="{_PANEL}">'
            + "".join(rows) + f'<div style="font-size:90%;padding:0 8px">{footer}</div></section>')


def _footer(rules: Rules, over: bool, deal_number: int, stock: int, plays_made: int) -> str:
    if over:
        return say("svg.over")
    return (say("svg.stock", deal=deal_number, deals=rules.deals_per_hand, count=stock)
            + " &#183; " + say("svg.plays", made=plays_made, total=rules.plays_per_hand))


def state_html(state: HandState, *, player: int | None = None, width: float = 60,
               deck: str | None = None, lang: str | None = None) -> str:
    """The whole hand in HTML: the table, every hand, the piles and scope, whose turn it is.

    This shows every hand face up (for a teacher, a replay, a solved example); with
    ``player`` it shows only what that player may see (see :func:`view_html`).

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"])
    >>> page = state_html(s)
    >>> page.count('data-card="'), 'aria-label="7 of coins (settebello)"' in page
    (10, True)
    >>> state_html(s, width=-5)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DrawingError: A card is drawn -5 pixels wide: give a number above 0, like 60.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return state_html(state, player=player, width=width, deck=deck)
    if player is not None:
        return view_html(state.view(player), width=width, deck=deck, names=state.names or None)
    deck = deck_style(deck or state.rules.deck).name
    px = card_width(width)
    played = state.played
    over = state.is_over
    seats = [
        _Seat(state.player_name(p), state.hands[p], len(state.piles[p]), state.scope[p],
              _scopa_cards(played, p), p == state.to_move and not over, p == state.dealer)
        for p in range(state.rules.players)
    ]
    rows = [_table_html(state.table, deck, px), *(_seat_html(s, deck, px) for s in seats)]
    footer = _footer(state.rules, over, state.deal_number, len(state.stock), state.plays_made)
    return _board_html(rows, state.rules, over, state.plays_made, footer)


def view_html(view: PlayerView, *, width: float = 60, deck: str | None = None,
              names: Sequence[str] | None = None, lang: str | None = None) -> str:
    """What one player sees, in HTML: own hand face up, the others' cards as backs.

    The backs carry no name and no card code, so nothing hidden leaks into the page.

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"])
    >>> page = view_html(s.view(1))
    >>> 'data-card="Cb"' in page, 'data-card="7d"' in page, page.count("a face-down card</title>")
    (True, False, 3)
    >>> view_html(s.view(1), deck="tarot")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.UnknownVariantError: There is no deck called 'tarot'. Known decks: napoletane, piacentine, siciliane, french.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return view_html(view, width=width, deck=deck, names=names)
    rules = view.rules
    deck = deck_style(deck or rules.deck).name
    px = card_width(width)
    over = view.plays_left == 0
    seats: list[_Seat] = []
    for p in range(rules.players):
        if p == view.player:
            cards: tuple[Card | None, ...] = view.hand
        elif view.visible_hands is not None:
            cards = view.visible_hands[p]
        else:
            cards = (None,) * view.hand_sizes[p]
        name = names[p] if names else say("side.player", n=p + 1)
        seats.append(_Seat(name, cards, len(view.piles[p]), view.scope[p],
                           _scopa_cards(view.played, p), p == view.to_move and not over,
                           p == view.dealer, p == view.player))
    # Sitting at the table: the others across it, the table, then this player's own seat.
    order = [s for s in seats if not s.you] + [s for s in seats if s.you]
    rows = [*(_seat_html(s, deck, px) for s in order[:-1]), _table_html(view.table, deck, px),
            _seat_html(order[-1], deck, px)]
    footer = _footer(rules, over, view.deal_number, view.stock_size, view.plays_made)
    return _board_html(rows, rules, over, view.plays_made, footer)


# -- A score -------------------------------------------------------------------------------------

_CELL = "padding:4px 10px;border-bottom:1px solid #d6d1c4;text-align:center"
_WIN = ";font-weight:700;background:#dcefdc"


def score_html(score: HandScore, *, width: float = 36, deck: str | None = None, lang: str | None = None) -> str:
    """A hand's score as an HTML table: points per category and side, the reason, the
    primiera cards drawn small, and the totals.

    >>> from scopa_learn import score_hand
    >>> table = score_html(score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0]))
    >>> table.count("<tr"), "Player 2 has the best primiera (75-76)." in table
    (8, True)
    >>> "Giocatore 2 ha la primiera migliore (75-76)." in score_html(
    ...     score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0]), lang="it")
    True
    >>> score_html(score_hand(["7d", "7c"]), width="big")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DrawingError: A card is drawn 'big' pixels wide: give a number above 0, like 60.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return score_html(score, width=width, deck=deck)
    score = score.in_language()  # its reasons in the language of the page
    deck = deck_style(deck or score.rules.deck).name
    px = card_width(width)
    left = _CELL.replace("center", "left")
    head = "".join(f'<th scope="col" style="{_CELL}">{html.escape(n)}</th>' for n in score.names)
    rows = [f'<thead><tr><th style="{_CELL}"></th>{head}'
            f'<th scope="col" style="{left}">{say("svg.score_why")}</th></tr></thead><tbody>']
    for category in score.categories:
        points = "".join(f'<td style="{_CELL}{_WIN if p > 0 else ""}">{p}</td>'
                         for p in category.points)
        rows.append(f'<tr><th scope="row" style="{left}">{html.escape(category.name)}</th>'
                    f'{points}<td style="{left}">{html.escape(category.reason)}</td></tr>')
    if score.rules.scores_primiera:
        cells = "".join(
            f'<td style="{_CELL}">'
            f"{cards_html([c for c in side.primiera_cards if c is not None], deck=deck, width=px)}"
            f"<br><small>{side.primiera}</small></td>"
            for side in score.sides)
        rows.append(f'<tr><th scope="row" style="{left}">{say("svg.primiera_cards")}</th>'
                    f'{cells}<td style="{_CELL}"></td></tr>')
    totals = "".join(f'<td style="{_CELL};font-weight:700;font-size:115%">{t}</td>'
                     for t in score.totals)
    rows.append(f'<tr><th scope="row" style="{left}">{say("svg.score_total")}</th>{totals}'
                f'<td style="{_CELL}"></td></tr></tbody>')
    return ('<table class="scopa-score" style="border-collapse:collapse;font-family:sans-serif;'
            'color:#1d1d1b;background:#f7f5ef">' + "".join(rows) + "</table>")
