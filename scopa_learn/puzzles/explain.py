"""Themes and explanations: what a puzzle is about, and why a move loses what it loses.

Every sentence comes from the message table (``puzzle.*``) and cites the engine's own
figures: the expected points from the grading, the odds that the next player holds a card
(:mod:`scopa_learn.players.odds`), the cards still out.

>>> from scopa_learn import deal
>>> view = deal(dealer=1, table="6c Rs Rb Fc", hands=["6s Cd 2c", "Cb 4c 5c"]).view(0)
>>> facts = move_facts(view, Move.parse("2c"))
>>> facts.left, round(facts.sweep_chance, 3)
((Card(6, Suit.COPPE), Card(10, Suit.SPADE), Card(10, Suit.BASTONI), Card(8, Suit.COPPE), Card(2, Suit.COPPE)), 0.0)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..captures import captures_for, card_label, is_scopa, values_text
from ..cards import Card, Suit
from ..hand import Move, PlayerView
from ..messages import say
from ..players.odds import cards_after_my_play, chance_of_any, next_player
from .model import THEMES, Grade, Puzzle, PuzzleTheme, check_theme

#: One card of each value, to ask the engine what a card of that value could take.
_PROBES: tuple[Card, ...] = tuple(Card(r, Suit.COPPE) for r in range(1, 11))
#: A sweep chance must be this much higher to count as the reason a move is worse.
_CHANCE_STEP = 0.05


@dataclass(frozen=True, slots=True)
class MoveFacts:
    """What a move does, as a learner can check it from the view."""

    move: Move
    scopa: bool
    taken: tuple[Card, ...]
    left: tuple[Card, ...]
    #: Values with which the next player could sweep the table this move leaves.
    sweep_ranks: tuple[int, ...]
    #: Chance the next player holds one of them (0 when they cannot play before the table changes).
    sweep_chance: float
    #: Unseen cards of those values.
    sweep_unseen: int

    @property
    def pile(self) -> tuple[Card, ...]:
        """The cards this move puts in the player's pile (none when it takes nothing)."""
        return (self.move.card, *self.taken) if self.taken else ()


def move_facts(view: PlayerView, move: Move) -> MoveFacts:
    """The facts of ``move`` in ``view``: scopa, cards taken, the table left, its sweep odds."""
    rules = view.rules
    card, taken = move.card, tuple(move.capture)
    table = view.table
    last = view.is_last_card
    scopa = bool(taken) and is_scopa(card, taken, table, rules, last)
    left = tuple(c for c in table if c not in taken) if taken else (*table, card)
    ranks: list[int] = []
    who = next_player(view)
    drawn = cards_after_my_play(view, who) if rules.side_of(who) != rules.side_of(view.player) else 0
    their_last = view.plays_made + 2 == rules.plays_per_hand
    if left and drawn and view.plays_left > 1:
        for rank, probe in enumerate(_PROBES, start=1):
            for grab in captures_for(probe, left, rules):
                if len(grab) == len(left) and is_scopa(probe, grab, left, rules, their_last):
                    ranks.append(rank)
                    break
    unseen = [c for c in view.unseen if c.rank in ranks]
    if view.visible_hands is not None and view.hand_sizes[who]:
        chance = 1.0 if any(c.rank in ranks for c in view.visible_hands[who]) else 0.0
    else:
        pool = len(view.unseen)
        chance = chance_of_any(pool, len(unseen), min(drawn, pool)) if ranks else 0.0
    return MoveFacts(move, scopa, taken, left, tuple(ranks), chance, len(unseen))


def _sweepable(view: PlayerView, table: tuple[Card, ...]) -> bool:
    """Whether a single card could sweep ``table`` (a table of 10 or less, or one card)."""
    return any(len(grab) == len(table) for probe in _PROBES for grab in captures_for(probe, table, view.rules))


def _count(cards: tuple[Card, ...], test: str) -> int:
    if test == "denari":
        return sum(1 for c in cards if c.suit is Suit.DENARI)
    if test == "primiera":
        return sum(1 for c in cards if c.rank in (6, 7))
    return len(cards)


def _has_settebello(cards: tuple[Card, ...]) -> bool:
    return any(c.is_settebello for c in cards)


def _blocked_sum(view: PlayerView, move: Move) -> bool:
    """True when ``move``'s card has its equal on the table while table cards also add up to it."""
    rank = move.card.rank
    table = view.table
    if not any(c.rank == rank for c in table):
        return False
    others = [c.rank for c in table if c.rank != rank]
    sums = {0}
    for r in others:
        sums |= {s + r for s in sums}
    return rank in sums and rank > 1


# -- Themes ---------------------------------------------------------------------------------------


def classify(view: PlayerView, best: Move, other: Move) -> str | None:
    """The theme of a position whose best move is ``best`` and whose runner-up is ``other``.

    ``None`` when no theme says why ``best`` is better (such positions are not kept).
    """
    b, o = move_facts(view, best), move_facts(view, other)
    if b.scopa and not o.scopa:
        return "take_scopa"
    if view.stock_size == 0 and all(n <= len(view.hand) for n in view.hand_sizes):
        return "last_deal"
    if _blocked_sum(view, best) or _blocked_sum(view, other):
        return "equal_card"
    if o.sweep_chance > b.sweep_chance + _CHANCE_STEP:
        if len(o.left) == 1:
            return "lone_card"
        if _sweepable(view, view.table) and not b.sweep_ranks:
            return "deny_scopa"
        return "table_ten"
    if _has_settebello(b.pile) != _has_settebello(o.pile) or (
            _has_settebello(o.left) and not _has_settebello(b.left)):
        return "settebello"
    if best.card is other.card and best.capture and other.capture:
        return "best_sum"
    if _count(b.pile, "primiera") > _count(o.pile, "primiera") or (
            not other.capture and other.card.rank in (6, 7) and not (not best.capture and best.card.rank in (6, 7))):
        return "primiera"
    if not any(m.capture for m in view.legal_moves()):
        return "safe_discard"
    if b.sweep_chance + _CHANCE_STEP < o.sweep_chance:
        return "table_ten"
    return None


def theme_info(theme: str, lang: str | None = None) -> PuzzleTheme:
    """A theme's title and summary in ``lang``."""
    key = check_theme(theme)
    return PuzzleTheme(key, say(f"puzzle.theme.{key}", lang), say(f"puzzle.theme.{key}.summary", lang))


def all_themes(lang: str | None = None) -> tuple[PuzzleTheme, ...]:
    return tuple(theme_info(k, lang) for k in THEMES)


# -- Words ------------------------------------------------------------------------------------------


def the_card(card: Card, lang: str | None) -> str:
    """``the 6 of swords``; in Italian ``il 6 di spade``, ``l'asso di coppe``."""
    return say("puzzle.the.ace" if card.rank == 1 else "puzzle.the", lang, card=card_label(card, lang))


def move_text(move: Move, lang: str | None) -> str:
    """A move as a sentence names it: ``the 6 of swords taking 2 + 4``."""
    if move.capture:
        return say("puzzle.move.takes", lang, card=the_card(move.card, lang), taken=values_text(move.capture))
    return say("puzzle.move.plain", lang, card=the_card(move.card, lang))


def _pct(chance: float) -> str:
    return f"{chance:.1%}"


def _points(points: float) -> str:
    return f"{points:.2f}"


def _ranks_text(ranks: tuple[int, ...], lang: str | None) -> str:
    words = [say(f"rank.label.{r}", lang) for r in ranks]
    if len(words) == 1:
        return words[0]
    return say("hint.and", lang, first=", ".join(words[:-1]), last=words[-1])


def _more(test: str, count: int, best: Move, lang: str | None) -> str:
    key = f"puzzle.why.{test}" + (".one" if count == 1 else "")
    return say(key, lang, best=move_text(best, lang), count=count)


def compare(view: PlayerView, best: Move, move: Move, lang: str | None = None) -> tuple[str, str]:
    """Why ``best`` beats ``move``: a reason code and a sentence about ``move``."""
    b, m = move_facts(view, best), move_facts(view, move)
    if b.scopa and not m.scopa:
        return "scopa", say("puzzle.why.missed_scopa", lang, best=move_text(best, lang))
    if m.sweep_chance > b.sweep_chance + _CHANCE_STEP:
        if len(m.left) == 1:
            rank = m.left[0].rank
            return "lone", say("puzzle.why.lone", lang, rank=say(f"rank.label.{rank}", lang),
                               chance=_pct(m.sweep_chance), unseen=m.sweep_unseen,
                               cards=len(view.unseen))
        return "sweep", say("puzzle.why.sweep", lang, left=values_text(m.left),
                            total=sum(c.rank for c in m.left), chance=_pct(m.sweep_chance),
                            ranks=_ranks_text(m.sweep_ranks, lang))
    if _has_settebello(b.pile) and not _has_settebello(m.pile):
        return "settebello", say("puzzle.why.settebello", lang, best=move_text(best, lang))
    if _has_settebello(m.left) and not _has_settebello(b.left):
        return "settebello", say("puzzle.why.settebello_left", lang)
    if view.stock_size == 0 and len(view.hand) <= 2:
        out = len(view.unseen)
        return "last_deal", say("puzzle.why.last_deal", lang, out=out, best=move_text(best, lang))
    for test in ("primiera", "denari"):
        more = _count(b.pile, test) - _count(m.pile, test)
        if more > 0:
            return test, _more(test, more, best, lang)
    if not move.capture and move.card.rank in (6, 7) or not move.capture and move.card.suit is Suit.DENARI:
        return "exposed", say("puzzle.why.exposed", lang, card=the_card(move.card, lang))
    if len(b.pile) > len(m.pile):
        return "cards", _more("cards", len(b.pile) - len(m.pile), best, lang)
    if b.sweep_chance + _CHANCE_STEP < m.sweep_chance:
        return "sweep", say("puzzle.why.sweep", lang, left=values_text(m.left),
                            total=sum(c.rank for c in m.left), chance=_pct(m.sweep_chance),
                            ranks=_ranks_text(m.sweep_ranks, lang))
    return "later", say("puzzle.why.later", lang)


def explain(puzzle: Puzzle, grade: Grade, lang: str | None = None) -> tuple[str, str]:
    """The verdict's reason code and sentence for ``grade`` (a move of ``puzzle``)."""
    view, best = puzzle.view, puzzle.grades[0]
    if grade.lost <= 0.0:
        runner = puzzle.grades[1] if len(puzzle.grades) > 1 else None
        if runner is None:
            return puzzle.theme, say("puzzle.right.only", lang, move=move_text(best.move, lang))
        _, why = compare(view, best.move, runner.move, lang)
        return puzzle.theme, say("puzzle.right", lang, move=move_text(best.move, lang),
                                 other=move_text(runner.move, lang), why=why,
                                 margin=_points(runner.lost))
    code, why = compare(view, best.move, grade.move, lang)
    return code, say("puzzle.wrong", lang, move=move_text(grade.move, lang), lost=_points(grade.lost),
                     best=move_text(best.move, lang), why=why)


def hints(puzzle: Puzzle, lang: str | None = None) -> tuple[str, str]:
    """The two hints: the theme, then the key card."""
    first = say("puzzle.hint.theme", lang, title=theme_info(puzzle.theme, lang).title,
                summary=say(f"puzzle.theme.{puzzle.theme}.summary", lang))
    best = puzzle.best
    key = "puzzle.hint.card.takes" if best.capture else "puzzle.hint.card.plain"
    return first, say(key, lang, card=the_card(best.card, lang))
