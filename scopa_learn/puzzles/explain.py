"""Themes and explanations: what a puzzle is about, and why a move loses what it loses.

Every sentence comes from the message table (``puzzle.*``) and cites the engine's own
figures: the expected points from the grading, the odds that the next player can sweep the
table (:func:`scopa_learn.examples.sweep_odds`) or take what a move leaves
(:func:`scopa_learn.players.heuristic.dangers`, odds from :mod:`scopa_learn.engine.odds`),
the cards still out. A puzzle's theme is the reason its runner-up loses, so the theme and
the explanation always agree.

>>> from scopa_learn import deal
>>> state = deal(dealer=1, table="6c Rs Rb Fc", hands=["6s Cd 2c", "Cb 4c 5c"])
>>> code, text = compare(state, Move.parse("6s x 6c"), Move.parse("2c"))
>>> code, text
('primiera', 'taking the 6 of cups with the 6 of swords gives you 2 more of the 7s and 6s that win the primiera.')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.board import Move
from ..engine.cards import Card, Suit, format_cards
from ..engine.events import LastTake
from ..engine.odds import SweepOdds, sweep_odds
from ..engine.state import HandState
from ..engine.view import PlayerView
from ..players.heuristic import Danger, dangers, expected_loss, rank_odds
from ..players.search import exact_value, is_open
from ..words.cards import a_value, card_label, named_cards, taken_words, values_text
from ..words.messages import get_language, plural, say
from .themes import theme_info

if TYPE_CHECKING:  # only for the signatures: the model asks this module, not the other way
    from .model import Grade, Puzzle

#: A sweep chance must be this much higher to count as the reason a move is worse.
_CHANCE_STEP = 0.05
#: What a move offers the next player (expected, in points) must be this much more to count.
_OFFER_STEP = 0.1


@dataclass(frozen=True, slots=True)
class MoveFacts:
    """What a move does, as the player can check it from what they see."""

    move: Move
    scopa: bool
    taken: tuple[Card, ...]
    #: The table the move leaves.
    left: tuple[Card, ...]
    #: The odds the next player sweeps that table (``None``: they cannot, as after the last card).
    odds: SweepOdds | None
    #: What the next player could take from that table, value by value, with the odds.
    offers: tuple[Danger, ...]

    @property
    def pile(self) -> tuple[Card, ...]:
        """The cards this move puts in the player's pile (none when it takes nothing)."""
        return (self.move.card, *self.taken) if self.taken else ()

    @property
    def sweep_chance(self) -> float:
        return self.odds.chance if self.odds is not None and self.odds.held else 0.0


def move_facts(state: HandState, move: Move) -> MoveFacts:
    """The facts of ``move`` for the player to move in ``state`` (only what they can see counts)."""
    player = state.to_move
    view = state.view(player)
    after = state.play(move)
    last = after.log[-1]
    scopa = bool(move.capture) and getattr(last, "scopa", False)
    left = after.table if not after.is_over else ()
    odds = None
    if left and not after.is_over and after.to_move != player and after.rules.side_of(after.to_move) != \
            after.rules.side_of(player):
        odds = sweep_odds(after, player)
    offers = dangers(view, left, rank_odds(view)) if left else ()
    return MoveFacts(move, scopa, tuple(move.capture), left, odds, offers)


def _trapped(table: tuple[Card, ...], move: Move) -> tuple[Card, ...] | None:
    """The sum ``move``'s card would take were its equal not on the table (``None``: no trap)."""
    rank = move.card.rank
    if len(move.capture) != 1 or move.capture[0].rank != rank:
        return None
    others = [c for c in table if c.rank != rank]
    best: tuple[Card, ...] | None = None
    # The richest group of other cards that adds up to the card's value (tables are small).
    for mask in range(1, 1 << len(others)):
        group = tuple(c for i, c in enumerate(others) if mask >> i & 1)
        if len(group) > 1 and sum(c.rank for c in group) == rank and (
                best is None or _worth(group) > _worth(best)):
            best = group
    return best


def _worth(cards: tuple[Card, ...]) -> tuple[int, int, int]:
    return (sum(c.is_settebello for c in cards), sum(c.suit is Suit.DENARI for c in cards), len(cards))


def _count(cards: tuple[Card, ...], test: str) -> int:
    if test == "denari":
        return sum(1 for c in cards if c.suit is Suit.DENARI)
    if test == "primiera":
        return sum(1 for c in cards if c.rank in (6, 7))
    return len(cards)


def _has_settebello(cards: tuple[Card, ...]) -> bool:
    return any(c.is_settebello for c in cards)


def _last_taker(state: HandState, move: Move) -> tuple[int, int] | None:
    """With nothing hidden: who takes last after ``move`` with best play by both, and how many
    cards they take from the table at the end (``None`` when cards are still hidden)."""
    if not is_open(state.view(state.to_move)) or state.rules.players != 2:
        return None
    side = state.rules.side_of(state.to_move)
    line = state.play(move)
    while not line.is_over:
        mine = line.rules.side_of(line.to_move) == side
        values = [(exact_value(line._apply(m), side), m) for m in line.legal_moves()]
        pick = max(values, key=lambda vm: vm[0]) if mine else min(values, key=lambda vm: vm[0])
        line = line._apply(pick[1])
    rest = next((e for e in reversed(line.log) if isinstance(e, LastTake)), None)
    if rest is None:
        return None
    return rest.player, len(rest.cards)


# -- Words ------------------------------------------------------------------------------------------


def the_card(card: Card, lang: str | None) -> str:
    """``the 6 of swords``; in Italian ``il 6 di spade``, ``l'asso di coppe``."""
    # card_label's own default is English: ask for the process language when none is given.
    label = card_label(card, lang or get_language())
    return say("puzzle.the.ace" if card.rank == 1 else "puzzle.the", lang, card=label)


def move_text(move: Move, lang: str | None) -> str:
    """A move as a sentence names it: ``the 6 of swords taking 2 + 4``."""
    if move.capture:
        return say("puzzle.move.takes", lang, card=the_card(move.card, lang), taken=taken_words(move.capture, lang))
    return say("puzzle.move.plain", lang, card=the_card(move.card, lang))


def number_text(value: float, spec: str, lang: str | None = None) -> str:
    """A number as the reader writes it: ``0.49`` in English, ``0,49`` in Italian.

    >>> number_text(0.49, ".2f"), number_text(25.6, ".1f", "it")
    ('0.49', '25,6')
    """
    return format(value, spec).replace(".", say("puzzle.decimal", lang))


def percent_text(chance: float, lang: str | None = None) -> str:
    """A chance as a percentage with one decimal: ``25.6%`` (``25,6%`` in Italian)."""
    return number_text(100 * chance, ".1f", lang) + "%"


def _points(points: float, lang: str | None) -> str:
    return number_text(points, ".2f", lang)


def _more(test: str, count: int, best: Move, lang: str | None) -> str:
    """What ``best`` takes more of: "Taking 1 + 4 (Ad 4c) with the 5 of batons gives you ..."."""
    key = f"puzzle.why.{test}." + plural(count)
    return say(key, lang, taken=taken_words(best.capture, lang), card=the_card(best.card, lang), count=count)


def _sweep_text(facts: MoveFacts, lang: str | None) -> tuple[str, str]:
    odds = facts.odds
    assert odds is not None
    if len(facts.left) == 1:
        rank = facts.left[0].rank
        return "lone", say("puzzle.why.lone", lang, a_rank=a_value(rank, lang),
                           chance=percent_text(odds.chance, lang), unseen=odds.answers, cards=odds.unseen)
    return "sweep", say("puzzle.why.sweep", lang, left=named_cards(facts.left, lang),
                        total=sum(c.rank for c in facts.left), chance=percent_text(odds.chance, lang),
                        cards=format_cards(odds.answering_cards))


def compare(state: HandState, best: Move, move: Move, lang: str | None = None) -> tuple[str, str]:
    """Why ``best`` beats ``move`` for the player to move in ``state``: a reason code and a
    clause about ``move`` (or what ``best`` does that it does not)."""
    b, m = move_facts(state, best), move_facts(state, move)
    me = state.to_move
    if b.scopa and not m.scopa:
        return "scopa", say("puzzle.why.missed_scopa", lang, best=move_text(best, lang))
    if m.sweep_chance > b.sweep_chance + _CHANCE_STEP:
        return _sweep_text(m, lang)
    if _has_settebello(b.pile) and not _has_settebello(m.pile):
        key = "puzzle.why.settebello_play" if best.card.is_settebello else "puzzle.why.settebello"
        return "settebello", say(key, lang, best=move_text(best, lang))
    if _has_settebello(m.left) and not _has_settebello(b.left):
        return "settebello", say("puzzle.why.settebello_left", lang)
    trap = _trapped(state.table, move)
    if trap is not None and _trapped(state.table, best) is None:
        return "equal", say("puzzle.why.equal", lang, card=the_card(move.card, lang),
                            a_rank=a_value(move.card.rank, lang), sum=values_text(trap),
                            cards=format_cards(trap))
    lines = _last_taker(state, best), _last_taker(state, move)
    if lines[0] is not None and lines[1] is not None and lines[0][0] == me != lines[1][0]:
        key = "puzzle.why.rest.one" if lines[1][1] == 1 else "puzzle.why.rest.other"
        return "rest", say(key, lang, count=lines[1][1])
    for test in ("primiera", "denari"):
        more = _count(b.pile, test) - _count(m.pile, test)
        if more > 0:
            return test, _more(test, more, best, lang)
    if len(b.pile) > len(m.pile) and move.capture:
        return "cards", _more("cards", len(b.pile) - len(m.pile), best, lang)
    if expected_loss(m.offers) > expected_loss(b.offers) + _OFFER_STEP:
        worst = max(m.offers, key=lambda d: d.chance * d.worth)
        return "offer", say("puzzle.why.offer", lang, taken=format_cards(worst.takes),
                            a_rank=a_value(worst.rank, lang), chance=percent_text(worst.chance, lang))
    if not move.capture and (move.card.rank in (6, 7) or move.card.suit is Suit.DENARI):
        return "exposed", say("puzzle.why.exposed", lang, card=the_card(move.card, lang))
    if len(b.pile) > len(m.pile):
        return "cards", _more("cards", len(b.pile) - len(m.pile), best, lang)
    if m.sweep_chance > b.sweep_chance:
        return _sweep_text(m, lang)
    exact = is_open(state.view(me))
    return "later", say("puzzle.why.later.exact" if exact else "puzzle.why.later", lang)


# -- Themes ---------------------------------------------------------------------------------------


def classify(view: PlayerView, state: HandState, best: Move, other: Move) -> str | None:
    """The theme of a position whose best move is ``best`` and whose runner-up is ``other``:
    the reason ``other`` loses. ``None`` when no theme says why (such positions are not kept)."""
    if view.stock_size == 0 and view.rules.players == 2:
        return "last_deal"
    code, _ = compare(state, best, other)
    if code in ("denari", "cards") and best.capture and frozenset(best.capture) == frozenset(other.capture):
        return "which_card"
    simple = {"scopa": "take_scopa", "lone": "lone_card", "settebello": "settebello",
              "equal": "equal_card", "primiera": "primiera", "denari": "best_sum", "cards": "best_sum"}
    if code in simple:
        if simple[code] == "best_sum" and not best.capture:
            return None
        return simple[code]
    if code == "sweep":
        before = _sweepable_now(state)
        return "deny_scopa" if before else "table_ten"
    if code == "exposed" and other.card.rank in (6, 7):
        return "primiera"
    if code in ("offer", "exposed") and best.capture and not other.capture:
        return "no_gift"
    if code in ("offer", "exposed", "later") and not best.capture and not other.capture:
        return "safe_discard"
    return None


def _sweepable_now(state: HandState) -> bool:
    """Whether one card could sweep the table as it is now (before the player moves)."""
    from ..engine.captures import captures_for

    table = state.table
    return bool(table) and any(
        len(grab) == len(table) for r in range(1, 11)
        for grab in captures_for(Card(r, Suit.COPPE), table, state.rules))


def explain(puzzle: Puzzle, grade: Grade, lang: str | None = None) -> tuple[str, str]:
    """The verdict's reason code and sentence for ``grade`` (a move of ``puzzle``)."""
    return explain_grade(puzzle.state, puzzle.grades, grade, puzzle.theme, lang)


def explain_grade(state: HandState, grades: Sequence[Grade], grade: Grade, theme: str,
                  lang: str | None = None) -> tuple[str, str]:
    """The reason code and sentence for ``grade``, one of ``grades`` (every legal move's, best
    first) for the player to move in ``state``, in a position about ``theme``: a puzzle's
    verdict and a reviewed decision say the same. Only what that player sees counts."""
    best = grades[0]
    count = ""
    view = state.view(state.to_move)
    if theme == "last_deal" and is_open(view) and view.unseen:
        key = "puzzle.count.one" if len(view.unseen) == 1 else "puzzle.count.other"
        count = say(key, lang, count=len(view.unseen), cards=format_cards(sorted(view.unseen))) + " "
    if grade.lost <= 0.0:
        runner = grades[1] if len(grades) > 1 else None
        if runner is None:
            return theme, say("puzzle.right.only", lang, move=move_text(best.move, lang))
        _, why = compare(state, best.move, runner.move, lang)
        return theme, count + say("puzzle.right", lang, move=move_text(best.move, lang),
                                  other=move_text(runner.move, lang), why=why,
                                  margin=_points(runner.lost, lang))
    code, why = compare(state, best.move, grade.move, lang)
    return code, count + say("puzzle.wrong", lang, move=move_text(grade.move, lang),
                             lost=_points(grade.lost, lang), best=move_text(best.move, lang), why=why)


def hints(puzzle: Puzzle, lang: str | None = None) -> tuple[str, str]:
    """The two hints: the theme, then the key card."""
    first = say("puzzle.hint.theme", lang, title=theme_info(puzzle.theme, lang).title,
                summary=say(f"puzzle.theme.{puzzle.theme}.summary", lang))
    best = puzzle.best
    key = "puzzle.hint.card.takes" if best.capture else "puzzle.hint.card.plain"
    return first, say(key, lang, card=the_card(best.card, lang))
