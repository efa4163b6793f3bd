"""The project's own drawings of cards, hands and scores, in SVG and HTML.

Everything here is drawn from scratch: no images, no web fonts, nothing fetched. A card
is 100 x 160 units scaled to ``width`` pixels; at 60 px its rank and suit read easily.
The four suits have four different shapes - denari a coin with a ring, coppe a goblet,
spade a sword, bastoni a knotted club - so they are told apart without colour; colour
is an extra cue, and the suit letter (``d c s b``) is printed under the rank.

Functions return an :class:`SvgImage` (a ``str`` with ``_repr_svg_``) or HTML text, so
notebooks show them directly; the live widgets put the same markup in their views.
There are no ``id`` attributes, so any number of drawings can share one page.

>>> from scopa_learn import parse_card
>>> svg = card_svg(parse_card("7d"))
>>> svg.startswith("<svg") and 'aria-label="7 of coins (settebello)"' in svg
True
>>> card_svg("Fc", deck="siciliane").label
'donna of cups, worth 8'
"""

from __future__ import annotations

import functools
import html
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import get_args

from .cards import Card, Suit, parse_card
from .errors import DrawingError, UnknownVariantError
from .messages import say
from .rules import Deck

#: A card's drawing size in SVG units; ``width`` scales it.
CARD_W = 100
CARD_H = 160
_GAP = 8  # between cards in a row
_OVERLAP_STEP = 40  # in an overlapping row: enough to show the corner index
_FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
_SVG_NS = "http://www.w3.org/2000/svg"


class SvgImage(str):
    """SVG markup that shows itself in Jupyter (as in python-chess's ``chess.svg``).

    >>> SvgImage("<svg/>")._repr_svg_()
    '<svg/>'
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    @property
    def label(self) -> str:
        """The text label the drawing carries for screen readers (its ``aria-label``)."""
        start = self.find('aria-label="')
        if start < 0:
            return ""
        start += len('aria-label="')
        return html.unescape(self[start:self.index('"', start)])


# -- Decks: names and drawings change, rules do not ---------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckStyle:
    """How one deck names and draws the 40 cards (the rules never look at this)."""

    name: str
    #: Printed in the corner, for ranks 1-10.
    labels: tuple[str, ...]
    #: Words for the text label, for ranks 1-10.
    rank_words: tuple[str, ...]
    #: Suit words, in the order d, c, s, b.
    suit_words: tuple[str, ...]
    #: Suit marks: "italian" (coin, cup, sword, club), "italian-curved" (the piacentine sword
    #: is curved) or "french" (diamond, heart, spade, club).
    marks: str
    #: Main colour of the card back.
    back: str


_ITALIAN_SUITS = ("coins", "cups", "swords", "batons")
_NUMBERS = ("2", "3", "4", "5", "6", "7")
DECKS: dict[str, DeckStyle] = {
    "napoletane": DeckStyle(
        "napoletane", ("A", *_NUMBERS, "F", "C", "R"),
        ("asso", *_NUMBERS, "fante", "cavallo", "re"), _ITALIAN_SUITS, "italian", "#8e2323"),
    "piacentine": DeckStyle(
        "piacentine", ("A", *_NUMBERS, "F", "C", "R"),
        ("asso", *_NUMBERS, "fante", "cavallo", "re"), _ITALIAN_SUITS, "italian-curved", "#23478e"),
    # Sicilian cards: a donna (queen) takes the fante's place, still worth 8.
    "siciliane": DeckStyle(
        "siciliane", ("A", *_NUMBERS, "D", "C", "R"),
        ("asso", *_NUMBERS, "donna", "cavallo", "re"), _ITALIAN_SUITS, "italian", "#1f6b3c"),
    # French cards without 8, 9, 10: J = 8, Q = 9, K = 10; diamonds are the denari.
    "french": DeckStyle(
        "french", ("A", *_NUMBERS, "J", "Q", "K"),
        ("ace", *_NUMBERS, "jack", "queen", "king"),
        ("diamonds", "hearts", "spades", "clubs"), "french", "#263a66"),
}
assert set(DECKS) == set(get_args(Deck)), "every deck the rules know has a drawing"

#: Outlines for cards a widget or an explanation points at; the dash pattern differs too,
#: so they are told apart without colour.
HIGHLIGHTS: dict[str, tuple[str, str]] = {
    "capture": ("#1b7f3b", ""),
    "played": ("#0b57d0", "18 5"),
    "choice": ("#b86e00", "8 5"),
    "hint": ("#7b1fa2", "1 6"),
    "wrong": ("#c62828", "12 4 2 4"),
}

# Suit colours (fill, ink): the ink is dark enough for text on the card's cream face.
_ITALIAN_COLOURS = {
    Suit.DENARI: ("#e3a81f", "#6e4a00"),
    Suit.COPPE: ("#d63a3a", "#9a1717"),
    Suit.SPADE: ("#3f78c8", "#12397a"),
    Suit.BASTONI: ("#3f9146", "#1c5622"),
}
_FRENCH_COLOURS = {
    Suit.DENARI: ("#d32f2f", "#a11414"),
    Suit.COPPE: ("#d32f2f", "#a11414"),
    Suit.SPADE: ("#262626", "#111111"),
    Suit.BASTONI: ("#262626", "#111111"),
}
_OUTLINE = "#2b2b2b"


def _deck(deck: str) -> DeckStyle:
    style = DECKS.get(deck) if isinstance(deck, str) else None
    if style is None:
        raise UnknownVariantError(say("svg.unknown_deck", name=deck, known=", ".join(DECKS)))
    return style


def _highlight(name: str | None) -> str | None:
    if name is not None and name not in HIGHLIGHTS:
        raise DrawingError(say("svg.unknown_highlight", name=name, known=", ".join(HIGHLIGHTS)))
    return name


def _width(width: float) -> float:
    if (isinstance(width, bool) or not isinstance(width, int | float) or not width > 0
            or not math.isfinite(width)):
        raise DrawingError(say("svg.bad_width", width=width))
    return float(width)


def _num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.2f}".rstrip("0")


# -- Suit marks, drawn in a 40 x 40 box centred on (0, 0) ---------------------------------------


def _italian_mark(suit: Suit, curved: bool = False) -> str:
    fill, ink = _ITALIAN_COLOURS[suit]
    line = f'stroke="{ink}" stroke-width="2.4" stroke-linejoin="round"'
    if suit is Suit.DENARI:  # a coin: a disc, a ring inside it, a boss in the middle
        return (f'<circle r="18.5" fill="{fill}" {line}/>'
                f'<circle r="12" fill="none" stroke="{ink}" stroke-width="2.2"/>'
                f'<circle r="4.8" fill="{ink}"/>')
    if suit is Suit.COPPE:  # a goblet: wide bowl, stem with a knot, foot
        return (f'<path d="M-16,-15 H16 C16,-1 8,4 3,6 V10 C3,13 9,14 12,18 H-12 '
                f'C-9,14 -3,13 -3,10 V6 C-8,4 -16,-1 -16,-15 Z" fill="{fill}" {line}/>'
                f'<ellipse cy="-15" rx="16" ry="3.6" fill="#fbe3e3" {line}/>'
                f'<rect x="-5" y="6" width="10" height="3.4" rx="1.5" fill="{ink}"/>')
    if suit is Suit.SPADE and curved:  # piacentine: a curved blade, the same hilt
        return (f'<path d="M-6.5,4 C-7,-8 -3,-16 7,-23 C3.5,-14 5.5,-6 6.5,4 Z" fill="{fill}" {line}/>'
                f'<path d="M-0.5,1 C-0.5,-7 1,-12 3.5,-16" fill="none" stroke="#e8eefa" '
                f'stroke-width="2"/>'
                f'<rect x="-14.5" y="3.5" width="29" height="6.5" rx="3" fill="{ink}"/>'
                f'<rect x="-3" y="10" width="6" height="7" fill="{fill}" {line}/>'
                f'<circle cy="19" r="3.6" fill="{ink}"/>')
    if suit is Suit.SPADE:  # a sword pointing up: blade, cross-guard, grip, pommel
        return (f'<path d="M0,-22 L6.5,-14 V4 H-6.5 V-14 Z" fill="{fill}" {line}/>'
                f'<path d="M0,-15 V1" stroke="#e8eefa" stroke-width="2"/>'
                f'<rect x="-14.5" y="3.5" width="29" height="6.5" rx="3" fill="{ink}"/>'
                f'<rect x="-3" y="10" width="6" height="7" fill="{fill}" {line}/>'
                f'<circle cy="19" r="3.6" fill="{ink}"/>')
    # bastoni: a club, thick at the top, with cut branches and bands, leaning right
    return (f'<g transform="rotate(22)">'
            f'<path d="M-3.6,19 L-7.6,-15 C-7.6,-22 7.6,-22 7.6,-15 L3.6,19 '
            f'C3.6,22 -3.6,22 -3.6,19 Z" fill="{fill}" {line}/>'
            f'<path d="M-6.4,-6 L-12.5,-10.5 M5.4,3 L11,-1" stroke="{ink}" stroke-width="3.6" '
            f'stroke-linecap="round"/>'
            f'<path d="M-7,-11 H7 M-4.8,10 H4.8" stroke="{ink}" stroke-width="2"/></g>')


def _french_mark(suit: Suit) -> str:
    fill, ink = _FRENCH_COLOURS[suit]
    line = f'fill="{fill}" stroke="{ink}" stroke-width="1.6" stroke-linejoin="round"'
    if suit is Suit.DENARI:  # diamond
        return f'<path d="M0,-20 L14.5,0 L0,20 L-14.5,0 Z" {line}/>'
    if suit is Suit.COPPE:  # heart
        return (f'<path d="M0,18 C-7,12 -19,4 -19,-6 C-19,-14 -12,-19 -6.5,-18 '
                f'C-3,-17.5 -1,-15 0,-12 C1,-15 3,-17.5 6.5,-18 C12,-19 19,-14 19,-6 '
                f'C19,4 7,12 0,18 Z" {line}/>')
    if suit is Suit.SPADE:  # spade
        return (f'<path d="M0,-20 C-7,-12 -19,-4 -19,5 C-19,12 -12,15 -7,13 '
                f'C-4,12 -2.5,10 -1.5,8 L-5,19 H5 L1.5,8 C2.5,10 4,12 7,13 '
                f'C12,15 19,12 19,5 C19,-4 7,-12 0,-20 Z" {line}/>')
    # club: three leaves and a stem
    return (f'<path d="M-1.8,3 L-5.5,19 H5.5 L1.8,3 Z" {line}/>'
            f'<circle cy="-9" r="7.6" {line}/><circle cx="-8.6" cy="4" r="7.6" {line}/>'
            f'<circle cx="8.6" cy="4" r="7.6" {line}/>')


@functools.lru_cache(maxsize=16)
def suit_mark(suit: Suit, marks: str = "italian") -> str:
    """An SVG fragment of the suit's mark in a 40-unit box centred on (0, 0).

    >>> from scopa_learn import Suit
    >>> suit_mark(Suit.DENARI).startswith("<circle")
    True
    """
    if marks == "french":
        return _french_mark(suit)
    return _italian_mark(suit, curved=marks == "italian-curved")


# -- Figure emblems (fante, cavallo, re ...): a small picture in the top-right corner ------------


def _emblem(style: DeckStyle, rank: int) -> str:
    gold = 'fill="#f2c230" stroke="#5c4300" stroke-width="1.6" stroke-linejoin="round"'
    word = style.rank_words[rank - 1]
    if word in ("re", "king"):  # a crown
        return (f'<path d="M-15,8 L-15,-7 L-7.5,0 L0,-12 L7.5,0 L15,-7 L15,8 Z" {gold}/>'
                '<path d="M-15,3.5 H15" stroke="#5c4300" stroke-width="1.4"/>')
    if word in ("donna", "queen"):  # a tiara: a band with three pearls
        return (f'<path d="M-14,8 C-14,-3 14,-3 14,8 Z" {gold}/>'
                f'<circle cy="-6" r="3.6" {gold}/><circle cx="-9" cy="-2.5" r="3" {gold}/>'
                f'<circle cx="9" cy="-2.5" r="3" {gold}/>')
    if word == "cavallo":  # a horseshoe
        return ('<path d="M-12,12 V-1 A12,12 0 0 1 12,-1 V12 H6 V-1 A6,6 0 0 0 -6,-1 V12 Z" '
                'fill="#9a9a9a" stroke="#2f2f2f" stroke-width="1.6" stroke-linejoin="round"/>')
    # fante, jack: a cap with a feather
    return ('<path d="M-14,8 C-14,-5 10,-7 14,8 Z" fill="#6b4f9e" stroke="#2c1f47" '
            'stroke-width="1.6" stroke-linejoin="round"/>'
            '<path d="M4,-2 C9,-12 14,-15 19,-16 C16,-9 12,-4 8,0 Z" fill="#f2c230" '
            'stroke="#5c4300" stroke-width="1.4" stroke-linejoin="round"/>')


# -- One card ----------------------------------------------------------------------------------


def card_title(card: Card | str, deck: str = "napoletane", highlight: str | None = None) -> str:
    """A card's text label for screen readers and tooltips, in this deck's words.

    >>> card_title("7d"), card_title("Rb", deck="french"), card_title("3c", highlight="capture")
    ('7 of coins (settebello)', 'king of clubs, worth 10', '3 of cups, taken')
    >>> card_title("7d", deck="tarocchi")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.UnknownVariantError: There is no deck called 'tarocchi'. Known decks: napoletane, piacentine, siciliane, french.
    """
    card = parse_card(card)
    style = _deck(deck)
    text = say("svg.card", rank=style.rank_words[card.rank - 1],
               suit=style.suit_words[card.suit.index])
    if card.is_settebello:
        text = say("svg.settebello", card=text)
    elif card.rank >= 8:
        text = say("svg.worth", card=text, value=card.rank)
    if _highlight(highlight) is not None:
        text += ", " + say(f"svg.highlight.{highlight}")
    return text


def _outline(highlight: str | None) -> str:
    if highlight is None:
        return ""
    colour, dash = HIGHLIGHTS[highlight]
    dashes = f' stroke-dasharray="{dash}" stroke-linecap="round"' if dash else ""
    return (f'<rect x="2.5" y="2.5" width="95" height="155" rx="11" fill="none" '
            f'stroke="{colour}" stroke-width="5"{dashes}/>')


_BACK_PATTERN = "".join(
    f"M{x},{y - 5}l5,5l-5,5l-5,-5z"
    for x in range(22, 80, 14) for y in range(24, 142, 14)
)


@functools.lru_cache(maxsize=8)
def _back_body(deck: str) -> str:
    colour = DECKS[deck].back
    return (f'<rect x="5" y="5" width="90" height="150" rx="9" fill="{colour}" '
            f'stroke="{_OUTLINE}" stroke-width="2"/>'
            f'<rect x="11.5" y="11.5" width="77" height="137" rx="5" fill="none" '
            f'stroke="#ffffff" stroke-opacity="0.75" stroke-width="2"/>'
            f'<path d="{_BACK_PATTERN}" fill="#ffffff" fill-opacity="0.28"/>')


@functools.lru_cache(maxsize=256)
def _face_body(card: Card, deck: str) -> str:
    style = _deck(deck)
    fill, ink = (_FRENCH_COLOURS if style.marks == "french" else _ITALIAN_COLOURS)[card.suit]
    parts = [
        f'<rect x="5" y="5" width="90" height="150" rx="9" fill="#fffdf6" '
        f'stroke="{_OUTLINE}" stroke-width="2"/>',
    ]
    figure = card.rank >= 8
    if figure:  # a frame in the suit's colour marks the figures
        parts.append(f'<rect x="41" y="10" width="49" height="42" rx="6" fill="{fill}" '
                     f'fill-opacity="0.16" stroke="{ink}" stroke-width="1.5"/>')
        parts.append(f'<g transform="translate(65.5,32)">{_emblem(style, card.rank)}</g>')
    text = f'font-family="{_FONT}" text-anchor="middle" fill="{ink}"'
    parts.append(f'<text x="22" y="44" font-size="38" font-weight="700" {text}>'
                 f'{html.escape(style.labels[card.rank - 1])}</text>')
    if style.marks == "french":
        parts.append(f'<g transform="translate(22,62) scale(0.42)">{suit_mark(card.suit, "french")}</g>')
    else:
        parts.append(f'<text x="22" y="66" font-size="19" font-weight="700" {text}>'
                     f'{card.suit.value}</text>')
    parts.append(f'<g transform="translate(50,106) scale(1.7)">{suit_mark(card.suit, style.marks)}</g>')
    if figure:  # the capture value, for learners
        parts.append(f'<text x="78" y="149" font-size="17" font-weight="700" {text}>{card.rank}</text>')
    if card.is_settebello:  # the one card worth a point by itself: a small star
        parts.append('<path d="M21,140 l2.4,5 5.4,0.6 -4,3.7 1.1,5.3 -4.9,-2.7 -4.9,2.7 '
                     '1.1,-5.3 -4,-3.7 5.4,-0.6 z" fill="#f2c230" stroke="#5c4300" '
                     'stroke-width="1.2" stroke-linejoin="round"/>')
    return "".join(parts)


def _body(card: Card | None, deck: str, face_down: bool, highlight: str | None) -> str:
    inner = _back_body(deck) if face_down or card is None else _face_body(card, deck)
    return inner + _outline(highlight)


def _label(card: Card | None, deck: str, face_down: bool, highlight: str | None) -> str:
    if face_down or card is None:
        text = say("svg.face_down")
        return text + (", " + say(f"svg.highlight.{highlight}") if highlight else "")
    return card_title(card, deck, highlight)


def _svg_open(view_w: float, view_h: float, width: float, label: str, css_class: str,
              extra: str = "") -> str:
    height = width * view_h / view_w
    text = html.escape(label)
    return (f'<svg xmlns="{_SVG_NS}" viewBox="0 0 {_num(view_w)} {_num(view_h)}" '
            f'width="{_num(round(width, 2))}" height="{_num(round(height, 2))}" role="img" '
            f'aria-label="{text}" class="{css_class}"{extra}><title>{text}</title>')


@functools.lru_cache(maxsize=4096)
def _card_svg(card: Card | None, deck: str, width: float, face_down: bool,
              highlight: str | None) -> SvgImage:
    hidden = face_down or card is None
    label = _label(card, deck, face_down, highlight)
    css = "scopa-card" + (" scopa-back" if hidden else "") + (f" scopa-{highlight}" if highlight else "")
    data = "" if hidden or card is None else f' data-card="{card}"'
    return SvgImage(_svg_open(CARD_W, CARD_H, width, label, css, data)
                    + _body(card, deck, face_down, highlight) + "</svg>")


def card_svg(card: Card | str | None, *, deck: str = "napoletane", width: float = 60,
             face_down: bool = False, highlight: str | None = None) -> SvgImage:
    """One card as SVG, ``width`` pixels wide (the height is 1.6 times that).

    ``deck`` is napoletane, piacentine, siciliane or french; ``face_down`` (or ``card=None``)
    draws the back, which says nothing about the card; ``highlight`` draws an outline:
    capture, played, choice, hint or wrong.

    >>> svg = card_svg("Rb", deck="french", width=90, highlight="choice")
    >>> 'width="90" height="144"' in svg, ">K</text>" in svg, svg.label
    (True, True, 'king of clubs, worth 10, you may choose it')
    >>> card_svg("7d", highlight="glow")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DrawingError: There is no card highlight called 'glow'. Known highlights: capture, played, choice, hint, wrong.
    """
    parsed = None if card is None else parse_card(card)
    _deck(deck)
    return _card_svg(parsed, deck, _width(width), bool(face_down), _highlight(highlight))


# -- A row of cards ------------------------------------------------------------------------------

CardLike = Card | str
Highlights = str | Mapping[CardLike, str] | None


def _cards(cards: str | Iterable[CardLike | None]) -> tuple[Card | None, ...]:
    if isinstance(cards, str):
        from .cards import parse_cards

        return parse_cards(cards)
    return tuple(None if c is None else parse_card(c) for c in cards)


def _highlights(highlight: Highlights, cards: Sequence[Card | None]) -> list[str | None]:
    if highlight is None or isinstance(highlight, str):
        name = _highlight(highlight)
        return [name for _ in cards]
    marks = {parse_card(c): _highlight(h) for c, h in highlight.items()}
    return [None if c is None else marks.get(c) for c in cards]


def _row_label(titles: Sequence[str]) -> str:
    if not titles:
        return say("svg.no_cards")
    key = "svg.one_card" if len(titles) == 1 else "svg.cards"
    return say(key, count=len(titles), names="; ".join(titles))


def cards_svg(cards: str | Iterable[CardLike | None], *, deck: str = "napoletane",
              width: float = 60, highlight: Highlights = None, overlap: bool = False,
              face_down: bool = False) -> SvgImage:
    """A row of cards in one SVG; ``width`` is each card's width in pixels.

    ``None`` in ``cards`` is a face-down card; ``highlight`` is one name for every card or
    a mapping from card to name; ``overlap`` fans the cards so only their corners show.
    An empty row draws an empty place.

    >>> row = cards_svg("7d 3c Rb", overlap=True, highlight={"3c": "capture"})
    >>> row.label
    '3 cards: 7 of coins (settebello); 3 of cups, taken; re of batons, worth 10'
    >>> cards_svg("7d 7d")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '7d 7d' names the 7d twice: each card is in the deck once.
    """
    row = _cards(cards)
    _deck(deck)
    px = _width(width)
    marks = _highlights(highlight, row)
    step = (_OVERLAP_STEP if overlap else CARD_W + _GAP)
    parts: list[str] = []
    titles: list[str] = []
    for i, (card, mark) in enumerate(zip(row, marks, strict=True)):
        title = _label(card, deck, face_down, mark)
        titles.append(title)
        hidden = face_down or card is None
        data = "" if hidden or card is None else f' data-card="{card}"'
        parts.append(f'<g transform="translate({i * step},0)"{data}><title>{html.escape(title)}</title>'
                     f"{_body(card, deck, face_down, mark)}</g>")
    if not row:
        parts.append(f'<rect x="5" y="5" width="90" height="150" rx="9" fill="none" '
                     f'stroke="{_OUTLINE}" stroke-opacity="0.45" stroke-width="2" '
                     f'stroke-dasharray="8 6"/>')
    view_w = CARD_W + step * max(len(row) - 1, 0)
    return SvgImage(_svg_open(view_w, CARD_H, px * view_w / CARD_W, _row_label(titles),
                              "scopa-cards") + "".join(parts) + "</svg>")


def cards_html(cards: str | Iterable[CardLike | None], *, deck: str = "napoletane",
               width: float = 60, highlight: Highlights = None,
               face_down: bool = False) -> str:
    """An HTML fragment: one inline SVG per card, each with ``role="img"`` and its name.

    >>> fragment = cards_html("7d Cs")
    >>> fragment.count("<svg"), 'aria-label="cavallo of swords, worth 9"' in fragment
    (2, True)
    >>> cards_html("7q")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '7q' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    """
    row = _cards(cards)
    _deck(deck)
    px = _width(width)
    marks = _highlights(highlight, row)
    label = _row_label([_label(c, deck, face_down, m) for c, m in zip(row, marks, strict=True)])
    inner = "".join(_card_svg(c, deck, px, face_down, m) for c, m in zip(row, marks, strict=True))
    if not row:
        inner = f'<span style="font-style:italic;opacity:0.7">{html.escape(label)}</span>'
    return (f'<span class="scopa-cards" role="group" aria-label="{html.escape(label)}" '
            f'style="display:inline-flex;flex-wrap:wrap;gap:{_num(max(2.0, px / 15))}px;'
            f'vertical-align:middle">{inner}</span>')


class Cards:
    """A set of cards that draws itself in a notebook; make one with :func:`show`.

    >>> hand = show("7d 3c Rb")
    >>> hand, len(hand), str(hand)
    (show('7d 3c Rb'), 3, '7d 3c Rb')
    """

    def __init__(self, cards: str | Iterable[CardLike | None], *, deck: str = "napoletane",
                 width: float = 60, highlight: Highlights = None, face_down: bool = False) -> None:
        self.cards = _cards(cards)
        self.deck = _deck(deck).name
        self.width = _width(width)
        _highlights(highlight, self.cards)
        self.highlight = highlight
        self.face_down = face_down

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card | None]:
        return iter(self.cards)

    def __getitem__(self, index: int) -> Card | None:
        return self.cards[index]

    def __str__(self) -> str:
        return " ".join("??" if c is None else str(c) for c in self.cards)

    def __repr__(self) -> str:
        return f"show({str(self)!r})"

    def _repr_html_(self) -> str:
        return cards_html(self.cards, deck=self.deck, width=self.width,
                          highlight=self.highlight, face_down=self.face_down)

    def svg(self, overlap: bool = False) -> SvgImage:
        """The same cards as one SVG row (for saving to a file, or fanned with ``overlap``)."""
        return cards_svg(self.cards, deck=self.deck, width=self.width, highlight=self.highlight,
                         overlap=overlap, face_down=self.face_down)


def show(cards: str | Iterable[CardLike | None], *, deck: str = "napoletane", width: float = 60,
         highlight: Highlights = None, face_down: bool = False) -> Cards:
    """Cards that show themselves as pictures in a notebook cell.

    >>> show("7d 3c Rb", deck="french")._repr_html_().count('role="img"')
    3
    >>> show("7d", width=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DrawingError: A card is drawn 0 pixels wide: give a number above 0, like 60.
    """
    return Cards(cards, deck=deck, width=width, highlight=highlight, face_down=face_down)


# -- A card crosswise (a scopa in a pile) -------------------------------------------------------


def crosswise_svg(card: Card, deck: str, width: float) -> str:
    """A scopa card as it lies in the pile: face up, crosswise."""
    label = say("svg.scopa_card", card=card_title(card, deck))
    return (_svg_open(CARD_H, CARD_W, width * CARD_H / CARD_W, label, "scopa-mark",
                      f' data-card="{card}"')
            + f'<g transform="translate({CARD_H},0) rotate(90)">{_face_body(card, deck)}</g></svg>')


# -- For drawings made of cards (the board, scores, worksheets) ------------------------------------


def deck_style(deck: str) -> DeckStyle:
    """The deck called ``deck``, or an error naming the known decks.

    >>> deck_style("french").name
    'french'
    """
    return _deck(deck)


def card_width(width: float) -> float:
    """A card's width in pixels, checked: a number above 0.

    >>> card_width(48)
    48.0
    """
    return _width(width)

