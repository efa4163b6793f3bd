"""The project's own drawings of cards, hands and scores, in SVG and HTML.

Everything here is drawn from scratch: no images, no web fonts, nothing fetched. A card
is 100 x 160 units scaled to ``width`` pixels; at 60 px its rank and suit read easily.
The faces are drawn after the regional decks (the Napoletane first): number cards carry
their marks laid out as on a real deck (seven coins on the 7 of denari), each mark in the
decks' several colours - gold coins ringed in red with a green boss, gold cups banded in
red, blue blades with gold hilts and red grips, green knotty batons with cut ends - and the
asso di denari is the ornate one, a big coin in a wreath with a rosette. The fante, cavallo
and re are figures dressed in several colours (a page in a feathered cap, a rider on a white
horse, a crowned figure under a mantle; the donna and the queen wear a long dress), each
holding the suit's mark. Since the colours are shared, the suits are told apart by shape
alone - a coin, a goblet, a sword, a club - which is what a greyscale print keeps.

The *study marks* are not on a real deck: the index in the top-left corner (the rank and,
under it, the suit letter ``d c s b``), a figure's capture value and a star on the
settebello. They are kept by default, in one group of class ``scopa-study`` that a page can
hide, and ``study=False`` leaves them out.

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
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import get_args

from ..engine.cards import DECK, Card, Suit, parse_card, parse_cards, rank_label
from ..engine.rules import Deck
from ..errors import DrawingError, UnknownVariantError
from ..words.messages import get_language, say, using_language

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
    #: The figure each rank 1-10 is drawn as (``fante``, ``donna``, ``king``...): the drawing's
    #: keys; the words a reader hears come from the card model and the message table.
    rank_words: tuple[str, ...]
    #: Suit marks: "italian" (coin, cup, sword, club), "italian-broad" (the piacentine sword is
    #: broad, with a knuckle guard) or "french" (diamond, heart, spade, club).
    marks: str
    #: Main colour of the card back.
    back: str


_NUMBERS = ("2", "3", "4", "5", "6", "7")
DECKS: dict[str, DeckStyle] = {
    "napoletane": DeckStyle(
        "napoletane", ("A", *_NUMBERS, "F", "C", "R"),
        ("asso", *_NUMBERS, "fante", "cavallo", "re"), "italian", "#8e2323"),
    "piacentine": DeckStyle(
        "piacentine", ("A", *_NUMBERS, "F", "C", "R"),
        ("asso", *_NUMBERS, "fante", "cavallo", "re"), "italian-broad", "#23478e"),
    # Sicilian cards: a donna (queen) takes the fante's place, still worth 8.
    "siciliane": DeckStyle(
        "siciliane", ("A", *_NUMBERS, "D", "C", "R"),
        ("asso", *_NUMBERS, "donna", "cavallo", "re"), "italian", "#1f6b3c"),
    # French cards without 8, 9, 10: J = 8, Q = 9, K = 10; diamonds are the denari.
    "french": DeckStyle(
        "french", ("A", *_NUMBERS, "J", "Q", "K"),
        ("ace", *_NUMBERS, "jack", "queen", "king"), "french", "#263a66"),
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
#
# A mark is a few layers, each (fill, stroke, stroke width, path). Paths use only absolute
# M, L, C, A and Z, so :func:`_place` can move, scale and turn them by rewriting coordinates:
# the seven coins of a 7 are then three <path> elements, not seven groups (bytes per card
# matter: a deck page draws 40), and no <symbol>/<use> is needed (they need ids, which clash
# when many drawings share a page).

_Layer = tuple[str, str, float, str]
_NUMBER = re.compile(r"[MLCAZ]|-?\d*\.?\d+")
_ARGS = {"M": 2, "L": 2, "C": 6, "A": 7, "Z": 0}


def _r(x: float) -> str:
    text = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _circle(cx: float, cy: float, r: float) -> str:
    return f"M{cx - r},{cy}A{r},{r} 0 1 0 {cx + r},{cy}A{r},{r} 0 1 0 {cx - r},{cy}Z"


def _box(x0: float, y0: float, x1: float, y1: float) -> str:
    return f"M{x0},{y0}L{x1},{y0}L{x1},{y1}L{x0},{y1}Z"


def _place(d: str, x: float, y: float, scale: float = 1.0, angle: float = 0.0) -> str:
    """Path ``d`` (drawn around (0, 0)) turned by ``angle`` degrees, scaled, moved to (x, y)."""
    cos, sin = math.cos(math.radians(angle)) * scale, math.sin(math.radians(angle)) * scale
    tokens = _NUMBER.findall(d)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        command = tokens[i]
        n = _ARGS[command]
        args = [float(t) for t in tokens[i + 1:i + 1 + n]]
        i += 1 + n
        coords = args[5:] if command == "A" else args
        points = [f"{_r(x + px * cos - py * sin)},{_r(y + px * sin + py * cos)}"
                  for px, py in zip(coords[::2], coords[1::2], strict=True)]
        if command == "A":
            rx, ry, turn, large, sweep = args[:5]
            out.append(f"A{_r(rx * scale)},{_r(ry * scale)} {_r(turn + angle)} {int(large)} {int(sweep)} "
                       + points[0])
        else:
            out.append(command + " ".join(points))
    return "".join(out)


_BLADE_LIGHT = "#e8eefa"
# The colours of the regional decks: each suit mark is drawn in several of them, as printed
# (gold coins ringed in red with a green boss, gold cups banded in red, blue blades with gold
# hilts, green knotty batons with cut yellow ends), so the colour tells no suit: the shape does.
_RED = "#c8372d"
_BLUE = "#2f5fa8"
_GREEN = "#2e7d32"
_COIN = "#e9b52a"
_CUT = "#f3d37a"  # the cut end of a branch, light wood


def _italian_layers(suit: Suit, broad: bool = False) -> tuple[_Layer, ...]:
    fill, ink = _ITALIAN_COLOURS[suit]
    if suit is Suit.DENARI:  # a coin: a gold disc, a red ring inside it, a green boss
        return ((_COIN, ink, 2.4, _circle(0, 0, 18.5)), ("none", _RED, 2.6, _circle(0, 0, 12)),
                (_GREEN, "none", 0, _circle(0, 0, 5)))
    if suit is Suit.COPPE:  # a goblet: wide bowl with a red band, stem with a knot, foot
        return ((_COIN, ink, 2.4, "M-16,-15L16,-15C16,-1 8,4 3,6L3,10C3,13 9,14 12,18L-12,18"
                 "C-9,14 -3,13 -3,10L-3,6C-8,4 -16,-1 -16,-15Z"),
                (_RED, "none", 0, "M-15.6,-9L15.6,-9L14,-4L-14,-4Z" + _box(-5, 6, 5, 9.4)),
                ("#fbe3e3", ink, 2.4, "M-16,-15A16,3.6 0 1 0 16,-15A16,3.6 0 1 0 -16,-15Z"))
    if suit is Suit.SPADE and broad:  # piacentine: a broad straight blade, a knuckle guard
        return ((fill, ink, 2.4, "M0,-23C5,-18 8.5,-14 8.5,-10L7.5,4L-7.5,4L-8.5,-10"
                 "C-8.5,-14 -5,-18 0,-23Z"),
                ("none", _BLADE_LIGHT, 2, "M0,-16L0,1"),
                ("none", ink, 2.2, "M14,7C17,14 9,20 3,19"),
                (_RED, ink, 1.6, _box(-3, 10, 3, 17)),
                (_COIN, ink, 1.6, _box(-15, 3, 15, 9.5) + _circle(0, 19, 3.6)))
    if suit is Suit.SPADE:  # a straight sword pointing up: blue blade, gold guard, red grip
        return ((fill, ink, 2.4, "M0,-22L6.5,-14L6.5,4L-6.5,4L-6.5,-14Z"),
                ("none", _BLADE_LIGHT, 2, "M0,-15L0,1"),
                (_RED, ink, 1.6, _box(-3, 10, 3, 17)),
                (_COIN, ink, 1.6, _box(-14.5, 3.5, 14.5, 10) + _circle(0, 19, 3.6)))
    # bastoni: a knotty club, thick at the top, with knots on its sides and cut branches
    return ((fill, ink, 2.4, "M-3.6,19L-5,9C-8.5,8 -8.5,3 -5.8,2L-7.6,-15C-7.6,-22 7.6,-22 "
             "7.6,-15L6.3,-5C9.5,-4 9.5,1 5.6,1.5L3.6,19C3.6,22 -3.6,22 -3.6,19Z"),
            ("none", ink, 4, "M-6.4,-6L-12.5,-10.5M4.8,9L10.5,5.5M5.5,-13L10.5,-17"),
            # the cut ends, light wood: dots drawn as strokes with round caps (fewer bytes
            # than circles, and a 7 of bastoni draws seven clubs)
            ("none", _CUT, 2.4, "M-12.5,-10.5L-12.5,-10.5M10.5,5.5L10.5,5.5M10.5,-17L10.5,-17"
             "M-1,-17L1,-17"),
            (ink, "none", 0, "M-2,-8C0,-10 2,-7 1,-5Z" + "M-1,6C1,4 3,7 1,9Z"),
            (_RED, "none", 0, _box(-5.2, 12, 5.2, 14.4)))


def _french_layers(suit: Suit) -> tuple[_Layer, ...]:
    fill, ink = _FRENCH_COLOURS[suit]
    if suit is Suit.DENARI:  # diamond
        return ((fill, ink, 1.6, "M0,-20L14.5,0L0,20L-14.5,0Z"),)
    if suit is Suit.COPPE:  # heart
        return ((fill, ink, 1.6, "M0,18C-7,12 -19,4 -19,-6C-19,-14 -12,-19 -6.5,-18"
                 "C-3,-17.5 -1,-15 0,-12C1,-15 3,-17.5 6.5,-18C12,-19 19,-14 19,-6"
                 "C19,4 7,12 0,18Z"),)
    if suit is Suit.SPADE:  # spade
        return ((fill, ink, 1.6, "M0,-20C-7,-12 -19,-4 -19,5C-19,12 -12,15 -7,13"
                 "C-4,12 -2.5,10 -1.5,8L-5,19L5,19L1.5,8C2.5,10 4,12 7,13"
                 "C12,15 19,12 19,5C19,-4 7,-12 0,-20Z"),)
    # club: three leaves and a stem
    return ((fill, ink, 1.6, "M-1.8,3L-5.5,19L5.5,19L1.8,3Z" + _circle(0, -9, 7.6)
             + _circle(-8.6, 4, 7.6) + _circle(8.6, 4, 7.6)),)


@functools.lru_cache(maxsize=16)
def _layers(suit: Suit, marks: str) -> tuple[_Layer, ...]:
    if marks == "french":
        return _french_layers(suit)
    return _italian_layers(suit, broad=marks == "italian-broad")


def _marks(suit: Suit, marks: str, places: Sequence[tuple[float, float, float]],
           scale: float) -> str:
    """The suit's mark at each (x, y, angle) of ``places``: one <path> per layer."""
    return _paint(_layers(suit, marks), places, scale)


def _paint(layers: Iterable[_Layer], places: Sequence[tuple[float, float, float]],
           scale: float) -> str:
    parts = []
    for fill, stroke, line, d in layers:
        paint = f'fill="{fill}"' + (f' stroke="{stroke}" stroke-width="{_r(line * scale)}"'
                                    if stroke != "none" else "")
        parts.append(f'<path d="{"".join(_place(d, x, y, scale, a) for x, y, a in places)}" {paint}/>')
    return "".join(parts)


def suit_mark(suit: Suit, marks: str = "italian") -> str:
    """An SVG fragment of the suit's mark in a 40-unit box centred on (0, 0).

    >>> from scopa_learn import Suit
    >>> suit_mark(Suit.DENARI).count("<path")
    3
    """
    return _marks(suit, marks, [(0, 0, 0)], 1.0)


# -- Where the marks go on a number card: the layouts of the Napoletane pips -----------------------
#
# The index (rank and suit) takes the top-left corner; the marks fill the field to its right,
# in two columns (x 43 and 77) and three rows, as on a real card: 2 and 3 in a column, 4 in the
# corners, 5 with one in the middle, 6 in two columns, 7 with the seventh between the top rows.

_MID, _LEFT, _RIGHT = 60, 43, 77
_TOP, _CENTRE, _BOTTOM = 37, 86, 135
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_MID, 50), (_MID, 122)),
    3: ((_MID, _TOP), (_MID, _CENTRE), (_MID, _BOTTOM)),
    4: ((_LEFT, 50), (_RIGHT, 50), (_LEFT, 122), (_RIGHT, 122)),
    5: ((_LEFT, 50), (_RIGHT, 50), (_MID, 86), (_LEFT, 122), (_RIGHT, 122)),
    6: ((_LEFT, _TOP), (_RIGHT, _TOP), (_LEFT, _CENTRE), (_RIGHT, _CENTRE), (_LEFT, _BOTTOM),
        (_RIGHT, _BOTTOM)),
    7: ((_LEFT, _TOP), (_RIGHT, _TOP), (_MID, 61), (_LEFT, _CENTRE), (_RIGHT, _CENTRE),
        (_LEFT, _BOTTOM), (_RIGHT, _BOTTOM)),
}
_PIP_SCALE = 0.7


def _tilt(suit: Suit, marks: str, x: float) -> float:
    """Swords and batons lean towards the middle, crossing as they do on Italian cards."""
    if marks == "french" or suit in (Suit.DENARI, Suit.COPPE):
        return 0.0
    lean = 16.0 if suit is Suit.SPADE else 22.0
    if x == _MID:
        return 0.0 if suit is Suit.SPADE else lean
    return lean if x < _MID else -lean


@functools.lru_cache(maxsize=1)
def _asso_di_denari() -> str:
    """The ornate asso di denari: a big coin with a red rosette in its ring, in a wreath."""
    leaf = "M0,-19C4,-22 5,-25 0,-29C-5,-25 -4,-22 0,-19Z"
    petal = "M0,-5C3,-7 3,-10 0,-12C-3,-10 -3,-7 0,-5Z"
    coin, ring, _boss = _layers(Suit.DENARI, "italian")
    ink = coin[1]
    layers = (coin, ring,  # the coin first, as on every card: its first layer is counted
              (_RED, "none", 0, "".join(_place(petal, 0, 0, 1, 45 * k) for k in range(8))),
              (_GREEN, "none", 0, _circle(0, 0, 3.4)),
              (_GREEN, ink, 1, "".join(_place(leaf, 0, 0, 1, 22.5 + 45 * k) for k in range(8))))
    return _paint(layers, [(_MID, 92, 0)], 1.5)


def _pips(card: Card, marks: str) -> str:
    if card.rank == 1 and card.suit is Suit.DENARI and marks != "french":
        return _asso_di_denari()
    if card.rank == 1:  # the asso: one big mark
        return _marks(card.suit, marks, [(_MID, 92, _tilt(card.suit, marks, _MID))], 1.5)
    places = [(x, y, _tilt(card.suit, marks, x)) for x, y in _PIPS[card.rank]]
    return _marks(card.suit, marks, places, _PIP_SCALE)


# -- Figures: the fante, cavallo and re (donna, jack, queen, king) as the project draws them ------

_SKIN = "#f3d6b4"
_GOLD = "#f2c230"
_GOLD_INK = "#5c4300"
_HORSE = "#f4efe6"
#: The many colours of a figure's clothes, as on the regional decks: (robe, mantle, hose).
_DRESS = {
    Suit.DENARI: (_RED, _BLUE, _GREEN),
    Suit.COPPE: (_BLUE, _RED, _COIN),
    Suit.SPADE: (_GREEN, _COIN, _RED),
    Suit.BASTONI: (_COIN, _GREEN, _BLUE),
}


def _figure(word: str, suit: Suit, marks: str) -> str:
    """A standing fante, a rider on a horse, a crowned re or a donna in a long dress, dressed
    in several colours and holding the suit's mark; each a different outline, so no colour is
    needed to tell them apart."""
    robe, mantle, hose = _DRESS[suit]
    line = f'stroke="{_OUTLINE}" stroke-width="1.8"'
    thick = line.replace("1.8", "3.4")
    head = f'<path d="{_circle(62, 52, 8)}" fill="{_SKIN}" {line}/>'
    if word == "cavallo":  # a rider on a white horse walking right, a saddle cloth
        return (f'<path d="M47,111L45,129M55,112L56,129M72,112L71,129M80,108L83,129M41,99'
                f'C33,101 33,113 37,119" fill="none" {thick}/>'
                f'<path d="M40,102C40,92 74,90 80,98L86,80C88,74 95,76 93,83L86,104'
                f'C82,112 72,113 60,113C48,113 40,110 40,102Z" fill="{_HORSE}" {line}/>'
                f'<path d="M50,96L74,95L72,110L52,111Z" fill="{mantle}" {line}/>'
                f'<path d="M56,94L57,72C59,67 67,67 69,72L70,94Z" fill="{robe}" {line}/>'
                f'<path d="{_circle(63, 60, 7)}" fill="{_SKIN}" {line}/>'
                f'<path d="M56,56C55,48 71,48 70,56Z" fill="{hose}" {line}/>'
                f'<path d="M60,94L57,108" fill="none" stroke="{hose}" stroke-width="4"/>'
                f'<path d="M58,76L46,64" fill="none" {thick}/>'
                + _marks(suit, marks, [(43, 53, 0)], 0.55))
    if word in ("re", "king"):  # a crowned figure in a long robe under a mantle
        return (f'<path d="M48,129L54,70C56,63 68,63 70,70L76,129Z" fill="{robe}" {line}/>'
                f'<path d="M52,64L72,64L79,100L62,84L45,100Z" fill="{mantle}" {line}/>'
                f'<path d="M53,106L75,106" stroke="{_GOLD}" stroke-width="4"/>'
                f'<path d="M54,128L70,128" stroke="{hose}" stroke-width="4"/>'
                + head
                + f'<path d="M57,57C58,64 66,64 67,57Z" fill="#8a5a2b"/>'
                f'<path d="M53,47L53,34L57.5,40L62,30L66.5,40L71,34L71,47Z" fill="{_GOLD}" '
                f'stroke="{_GOLD_INK}" stroke-width="1.6"/>'
                f'<path d="M72,80L82,87" fill="none" {thick}/>'
                + _marks(suit, marks, [(83, 97, 0)], 0.55))
    if word in ("donna", "queen"):  # a long bell-shaped dress, an apron, a tiara
        return (f'<path d="M40,129C46,112 52,96 56,86L57,70C59,64 65,64 67,70L68,86'
                f'C72,96 78,112 84,129Z" fill="{robe}" {line}/>'
                f'<path d="M57,86L67,86L73,128L51,128Z" fill="{mantle}" {line}/>'
                f'<path d="M56,88L68,88" stroke="{hose}" stroke-width="3"/>'
                + head
                + f'<path d="M54,46C55,40 69,40 70,46Z{_circle(62, 39, 2.6)}" fill="{_GOLD}" '
                f'stroke="{_GOLD_INK}" stroke-width="1.4"/>'
                f'<path d="M57,74L46,82" fill="none" {thick}/>'
                + _marks(suit, marks, [(42, 93, 0)], 0.55))
    # fante, jack: a young page standing in hose and tunic, a feathered cap, the mark held up
    return (f'<path d="M57,128L58,104M67,128L66,104" fill="none" stroke="{hose}" '
            f'stroke-width="4.4"/>'
            f'<path d="M68,72L79,60" fill="none" {thick}/>'
            f'<path d="M52,106L56,66C58,61 66,61 68,66L72,106Z" fill="{robe}" {line}/>'
            f'<path d="M54,88L70,88" stroke="{_GOLD}" stroke-width="3"/>'
            f'<path d="M56,67L68,67L67,80L57,80Z" fill="{mantle}"/>'
            + head
            + f'<path d="M53,50C52,39 72,38 72,49Z" fill="{mantle}" {line}/>'
            f'<path d="M70,42C76,36 80,38 82,34" fill="none" stroke="{_RED}" stroke-width="2.4"/>'
            + _marks(suit, marks, [(82, 47, 0)], 0.55))


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
    # The words of the current language: the card model's for the Italian decks (their values
    # are the game's Italian words in both), the message table's for the French deck's own.
    if style.marks == "french":
        rank = say("svg.ranks.french").split(",")[card.rank - 1]
        suit = say("svg.suits.french").split(",")[card.suit.index]
    else:
        rank = say("svg.donna") if style.labels[card.rank - 1] == "D" else rank_label(card.rank)
        suit = card.suit.name_in(None)
    text = say("svg.card", rank=rank, suit=suit)
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


@functools.lru_cache(maxsize=512)
def _face_body(card: Card, deck: str, study: bool = True) -> str:
    style = _deck(deck)
    ink = (_FRENCH_COLOURS if style.marks == "french" else _ITALIAN_COLOURS)[card.suit][1]
    parts = [
        f'<rect x="5" y="5" width="90" height="150" rx="9" fill="#fffdf6" '
        f'stroke="{_OUTLINE}" stroke-width="2"/>',
    ]
    figure = card.rank >= 8
    if figure:  # the figure stands in a frame
        parts.append(f'<rect x="31" y="11" width="61" height="124" rx="6" fill="#f6ecd2" '
                     f'stroke="{ink}" stroke-width="1.5"/>')
        parts.append('<g stroke-linejoin="round" stroke-linecap="round">'
                     f'{_figure(style.rank_words[card.rank - 1], card.suit, style.marks)}</g>')
    else:
        parts.append(f'<g class="scopa-marks" stroke-linejoin="round" stroke-linecap="round">'
                     f'{_pips(card, style.marks)}</g>')
    if study:
        parts.append(_study_marks(card, style, ink))
    return "".join(parts)


def _study_marks(card: Card, style: DeckStyle, ink: str) -> str:
    """What a real deck does not print, for learners: the index in the top-left corner (the
    rank, and under it the suit letter or the French pip), a figure's capture value, and a
    star on the settebello. One group (class ``scopa-study``), so a page can hide it."""
    text = f'font-family="{_FONT}" text-anchor="middle" font-weight="700" fill="{ink}"'
    parts = [f'<g class="scopa-study"><text x="18" y="37" font-size="34" {text}>'
             f'{html.escape(style.labels[card.rank - 1])}</text>']
    if style.marks == "french":
        parts.append(_marks(card.suit, "french", [(18, 54, 0)], 0.38))
    else:
        parts.append(f'<text x="18" y="58" font-size="19" {text}>{card.suit.value}</text>')
    if card.rank >= 8:
        # the capture value; the space keeps it a word of its own in the text a browser reads
        # off the drawing ("Rs 10", see shown_text)
        parts.append(f' <text x="78" y="150" font-size="16" {text}>{card.rank}</text>')
    if card.is_settebello:  # the one card worth a point by itself: a small star under the index
        parts.append('<path d="M18,68l2.4,5 5.4,0.6 -4,3.7 1.1,5.3 -4.9,-2.7 -4.9,2.7 '
                     '1.1,-5.3 -4,-3.7 5.4,-0.6z" fill="#f2c230" stroke="#5c4300" '
                     'stroke-width="1.2" stroke-linejoin="round"/>')
    return "".join(parts) + "</g>"


def shown_text(card: Card | str, deck: str = "napoletane") -> str:
    """The text a card's drawing shows, as a browser reads it: the index, and a figure's value.

    A control showing the card is named starting with this text (WCAG's "label in name").

    >>> shown_text("Rs"), shown_text("6s"), shown_text("Rc", deck="french")
    ('Rs 10', '6s', 'K 10')
    """
    card = parse_card(card)
    style = _deck(deck)
    text = style.labels[card.rank - 1] + ("" if style.marks == "french" else card.suit.value)
    return f"{text} {card.rank}" if card.rank >= 8 else text


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


# A drawing as pieces: markup, and the parts that stay the same in every drawing of a deck
# (a card's face, the back, a highlight's outline) named rather than written out. A widget sends
# the parts once (drawing_parts) and then only the pieces, which its view puts together:
# "".join of the pieces with each named part looked up (scopa_learn/widgets/static/_dom.js).
Piece = str | dict[str, str]


def _body_pieces(card: Card | None, deck: str, face_down: bool, highlight: str | None,
                 study: bool = True) -> list[Piece]:
    inner: Piece
    if face_down or card is None:
        inner = {"back": deck}
    else:  # the parts hold the faces with their study marks; a plain face is written out
        inner = {"face": str(card)} if study else _face_body(card, deck, False)
    return [inner, {"mark": highlight}] if highlight else [inner]


def _card_pieces(card: Card | None, deck: str, width: float, face_down: bool,
                 highlight: str | None, study: bool = True) -> list[Piece]:
    hidden = face_down or card is None
    label = _label(card, deck, face_down, highlight)
    css = "scopa-card" + (" scopa-back" if hidden else "") + (f" scopa-{highlight}" if highlight else "")
    data = "" if hidden or card is None else f' data-card="{card}"'
    return [_svg_open(CARD_W, CARD_H, width, label, css, data),
            *_body_pieces(card, deck, face_down, highlight, study), "</svg>"]


def join_pieces(pieces: Iterable[Piece], deck: str) -> str:
    """The pieces put together, each named part drawn: what a view does with drawing_parts."""
    out = []
    for piece in pieces:
        if isinstance(piece, str):
            out.append(piece)
        elif "face" in piece:
            out.append(_face_body(parse_card(piece["face"]), deck))
        elif "back" in piece:
            out.append(_back_body(piece["back"]))
        else:
            out.append(_outline(piece["mark"]))
    return "".join(out)


def _card_svg(card: Card | None, deck: str, width: float, face_down: bool,
              highlight: str | None, study: bool = True) -> SvgImage:
    # The drawing names its card in the current language: kept once per language, since one
    # process may draw both editions (the site build, a Jupyter kernel).
    return _card_svg_in(card, deck, width, face_down, highlight, study, get_language())


@functools.lru_cache(maxsize=4096)
def _card_svg_in(card: Card | None, deck: str, width: float, face_down: bool,
                 highlight: str | None, study: bool, lang: str) -> SvgImage:
    return SvgImage(join_pieces(_card_pieces(card, deck, width, face_down, highlight, study), deck))


@functools.lru_cache(maxsize=8)
def drawing_parts(deck: str = "napoletane") -> dict[str, object]:
    """The parts every drawing of a card of ``deck`` is made of, named: the 40 faces, the back
    and each highlight's outline. A widget sends them once, then each card as pieces
    (:func:`card_pieces`, :func:`cards_pieces`) that name them.

    >>> parts = drawing_parts("french")
    >>> len(parts["faces"]), sorted(parts["marks"]), parts["deck"]
    (40, ['capture', 'choice', 'hint', 'played', 'wrong'], 'french')
    """
    _deck(deck)
    return {"deck": deck, "faces": {str(card): _face_body(card, deck) for card in DECK},
            "back": _back_body(deck), "marks": {name: _outline(name) for name in HIGHLIGHTS}}


def card_pieces(card: Card | str | None, *, deck: str = "napoletane", width: float = 60,
                face_down: bool = False, highlight: str | None = None) -> list[Piece]:
    """:func:`card_svg` as pieces: its markup with the parts of :func:`drawing_parts` named.

    >>> pieces = card_pieces("7d", highlight="hint")
    >>> pieces[1:]
    [{'face': '7d'}, {'mark': 'hint'}, '</svg>']
    >>> join_pieces(pieces, "napoletane") == card_svg("7d", highlight="hint")
    True
    """
    parsed = None if card is None else parse_card(card)
    _deck(deck)
    return _card_pieces(parsed, deck, _width(width), bool(face_down), _highlight(highlight))


def card_svg(card: Card | str | None, *, deck: str = "napoletane", width: float = 60,
             face_down: bool = False, highlight: str | None = None, lang: str | None = None,
             study: bool = True) -> SvgImage:
    """One card as SVG, ``width`` pixels wide (the height is 1.6 times that).

    ``deck`` is napoletane, piacentine, siciliane or french; ``face_down`` (or ``card=None``)
    draws the back, which says nothing about the card; ``highlight`` draws an outline:
    capture, played, choice, hint or wrong. ``study=False`` leaves out the study marks (the
    corner index, a figure's value, the settebello's star), as on a real deck; the name a
    screen reader hears stays the same.

    >>> svg = card_svg("Rb", deck="french", width=90, highlight="choice")
    >>> 'width="90" height="144"' in svg, ">K</text>" in svg, svg.label
    (True, True, 'king of clubs, worth 10, you may choose it')
    >>> card_svg("7d", highlight="glow")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DrawingError: There is no card highlight called 'glow'. Known highlights: capture, played, choice, hint, wrong.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return card_svg(card, deck=deck, width=width, face_down=face_down, highlight=highlight,
                            study=study)
    parsed = None if card is None else parse_card(card)
    _deck(deck)
    return _card_svg(parsed, deck, _width(width), bool(face_down), _highlight(highlight),
                     bool(study))


# -- A row of cards ------------------------------------------------------------------------------

CardLike = Card | str
Highlights = str | Mapping[CardLike, str] | None


def _cards(cards: str | Iterable[CardLike | None]) -> tuple[Card | None, ...]:
    if isinstance(cards, str):
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
              face_down: bool = False, lang: str | None = None, study: bool = True) -> SvgImage:
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
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return cards_svg(cards, deck=deck, width=width, highlight=highlight, overlap=overlap,
                             face_down=face_down, study=study)
    return SvgImage(join_pieces(cards_pieces(cards, deck=deck, width=width, highlight=highlight, overlap=overlap,
                                         face_down=face_down, study=study), deck))


def cards_pieces(cards: str | Iterable[CardLike | None], *, deck: str = "napoletane",
                 width: float = 60, highlight: Highlights = None, overlap: bool = False,
                 face_down: bool = False, study: bool = True) -> list[Piece]:
    """:func:`cards_svg` as pieces: its markup with the parts of :func:`drawing_parts` named.

    >>> pieces = cards_pieces("7d 3c", overlap=True)
    >>> [p for p in pieces if not isinstance(p, str)]
    [{'face': '7d'}, {'face': '3c'}]
    """
    row = _cards(cards)
    _deck(deck)
    px = _width(width)
    marks = _highlights(highlight, row)
    step = (_OVERLAP_STEP if overlap else CARD_W + _GAP)
    parts: list[Piece] = []
    titles: list[str] = []
    for i, (card, mark) in enumerate(zip(row, marks, strict=True)):
        title = _label(card, deck, face_down, mark)
        titles.append(title)
        hidden = face_down or card is None
        data = "" if hidden or card is None else f' data-card="{card}"'
        parts.append(f'<g transform="translate({i * step},0)"{data}><title>{html.escape(title)}</title>')
        parts.extend(_body_pieces(card, deck, face_down, mark, bool(study)))
        parts.append("</g>")
    if not row:
        parts.append(f'<rect x="5" y="5" width="90" height="150" rx="9" fill="none" '
                     f'stroke="{_OUTLINE}" stroke-opacity="0.45" stroke-width="2" '
                     f'stroke-dasharray="8 6"/>')
    view_w = CARD_W + step * max(len(row) - 1, 0)
    return [_svg_open(view_w, CARD_H, px * view_w / CARD_W, _row_label(titles), "scopa-cards"),
            *parts, "</svg>"]


def cards_html(cards: str | Iterable[CardLike | None], *, deck: str = "napoletane",
               width: float = 60, highlight: Highlights = None,
               face_down: bool = False, lang: str | None = None, study: bool = True) -> str:
    """An HTML fragment: one inline SVG per card, each with ``role="img"`` and its name.

    >>> fragment = cards_html("7d Cs")
    >>> fragment.count("<svg"), 'aria-label="cavallo of swords, worth 9"' in fragment
    (2, True)
    >>> cards_html("7q")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '7q' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return cards_html(cards, deck=deck, width=width, highlight=highlight,
                              face_down=face_down, study=study)
    row = _cards(cards)
    _deck(deck)
    px = _width(width)
    marks = _highlights(highlight, row)
    label = _row_label([_label(c, deck, face_down, m) for c, m in zip(row, marks, strict=True)])
    inner = "".join(_card_svg(c, deck, px, face_down, m, bool(study))
                    for c, m in zip(row, marks, strict=True))
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
                 width: float = 60, highlight: Highlights = None, face_down: bool = False,
                 study: bool = True) -> None:
        self.cards = _cards(cards)
        self.deck = _deck(deck).name
        self.width = _width(width)
        _highlights(highlight, self.cards)
        self.highlight = highlight
        self.face_down = face_down
        self.study = bool(study)

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
                          highlight=self.highlight, face_down=self.face_down, study=self.study)

    def svg(self, overlap: bool = False) -> SvgImage:
        """The same cards as one SVG row (for saving to a file, or fanned with ``overlap``)."""
        return cards_svg(self.cards, deck=self.deck, width=self.width, highlight=self.highlight,
                         overlap=overlap, face_down=self.face_down, study=self.study)


def show(cards: str | Iterable[CardLike | None], *, deck: str = "napoletane", width: float = 60,
         highlight: Highlights = None, face_down: bool = False, lang: str | None = None,
         study: bool = True) -> Cards:
    """Cards that show themselves as pictures in a notebook cell.

    >>> show("7d 3c Rb", deck="french")._repr_html_().count('role="img"')
    3
    >>> show("7d", width=0)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.DrawingError: A card is drawn 0 pixels wide: give a number above 0, like 60.
    """
    if lang is not None:  # all of it in that language
        with using_language(lang):
            return show(cards, deck=deck, width=width, highlight=highlight, face_down=face_down,
                        study=study)
    return Cards(cards, deck=deck, width=width, highlight=highlight, face_down=face_down,
                 study=study)


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

