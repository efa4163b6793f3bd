"""Captures: which table cards a played card takes, and why.

The classic rules (the AGIMEG guide; the online game's rules page): a card takes a table card of equal value; if
there is none, two or more cards whose values add up to its own. The equal card comes
first; with two equal cards, or several sums, the player chooses; a card that can take
must take; a card that takes nothing stays on the table.

>>> from scopa_learn import parse_cards
>>> six, = parse_cards("6s")
>>> [format_capture(c) for c in legal_captures(six, parse_cards("6c 2d 4b Fd"))]
['6c']
>>> [format_capture(c) for c in legal_captures(six, parse_cards("2d 4b Ad 5c"))]
['2d 4b', 'Ad 5c']
>>> legal_captures(six, parse_cards("Rb Fc"))
((),)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, Literal

from ..errors import IllegalMoveError, MoveReason
from ..words.cards import card_label, format_capture, named_cards, option_words, values_text
from ..words.messages import say, using_language
from .cards import Card, Suit, parse_card, parse_cards
from .rules import Rules, as_rules
from .rules import rules as _preset

Capture = tuple[Card, ...]
CaptureKind = Literal["equal", "sum", "fifteen", "sweep", "none"]

# A capture of nothing: the played card stays on the table.
NO_CAPTURE: Capture = ()
# Any card may take a sum (equal_first off): what the sums of a table are, for explanations.
_SUMS = _preset("classic").replace(equal_first=False)


# Captures depend only on the values on the table, and the same tables come back again and
# again. Two caches per set of capture rules: for each *multiset* of values (the table's
# values sorted; a few thousand cover every hand), the groups a card of each value takes,
# searched once; and for each table *order* (tens of thousands), those groups moved to the
# table's positions as "getters" that pick the cards from the table. A table order met for
# the first time costs a sort and a look-up, not a search (the classic rules' equal card and
# "no sum" are answered at once).
Getter = Callable[[Sequence[Card]], Capture]
#: One table's captures: slot 0 holds ``(rules, equal first, asso sweeps, multisets)`` (shared by the tables
#: of those rules), slot 11 the values; slot v, once asked, the getters of what a card of
#: value v takes (``(nothing,)`` when it takes nothing). Slots are shared tuples and slot 0
#: is shared: a table adds one object for the garbage collector to visit, not five (with
#: tens of thousands of tables, its full passes had become a third of the time).
CaptureTable = list[Any]
_ByOrder = dict[tuple[int, ...], CaptureTable]
_ByMultiset = dict[tuple[int, ...], list[Any]]
#: Per capture rules: the tables by order and by multiset of values.
_CACHES: dict[tuple[Any, ...], tuple[_ByOrder, _ByMultiset]] = {}
#: Per Rules object (by ``id``, checked by identity): (rules, capture key, classic, caches).
_PER_RULES: dict[int, tuple[Rules, tuple[Any, ...], tuple[Rules, bool, bool, _ByMultiset], _ByOrder]] = {}
#: Every distinct slot, once: the same few getter tuples serve every table.
_SLOTS: dict[tuple[Getter, ...], tuple[Getter, ...]] = {}
_CACHE_LIMIT = 200_000
_GETTERS: dict[tuple[int, ...], Getter] = {}


def _getter(indices: tuple[int, ...]) -> Getter:
    """Picks the cards at these positions: ``itemgetter`` runs in C; nothing and one card are
    slices (``table[0:0]``, ``table[i:i + 1]``), so on a tuple every getter returns a tuple."""
    get = _GETTERS.get(indices)
    if get is None:
        if len(indices) > 1:
            get = itemgetter(*indices)
        else:
            i = indices[0] if indices else 0
            get = itemgetter(slice(i, i + len(indices)))
        _GETTERS[indices] = get
    return get


_ONLY_NOTHING: tuple[Getter, ...] = (_getter(()),)
#: The one card at position i, the commonest answer (a single equal card on the table).
_ONE_AT: tuple[tuple[Getter, ...], ...] = tuple((_getter((i,)),) for i in range(40))
_EMPTY_TABLE: CaptureTable = [None, *([_ONLY_NOTHING] * 10)]


def _caches(
    rules: Rules,
) -> tuple[Rules, tuple[Any, ...], tuple[Rules, bool, bool, _ByMultiset], _ByOrder]:
    """The capture rules only, and their caches: two presets that capture alike share them."""
    entry = _PER_RULES.get(id(rules))
    if entry is None or entry[0] is not rules:
        key = (rules.capture, rules.ace_sweeps, rules.ace_on_ace, rules.fifteen_equal,
               rules.equal_first, rules.fewest_cards)
        # Rules where the equal card comes first (the classic rules, asked most): the equal
        # cards, when there are some, are the answer; an asso that sweeps is the exception.
        classic = rules.capture == "sum" and rules.equal_first
        sweeps = rules.ace_sweeps
        if len(_PER_RULES) > 1000:
            _PER_RULES.clear()
        by_order, by_multiset = _CACHES.setdefault(key, ({}, {}))
        entry = _PER_RULES[id(rules)] = (rules, key, (rules, classic, sweeps, by_multiset), by_order)
    return entry


def _rule_key(rules: Rules) -> tuple[Any, ...]:
    """The capture rules only: two presets that capture alike share their tables."""
    return _caches(rules)[1]


def capture_table(ranks: tuple[int, ...], rules: Rules) -> CaptureTable:
    """The captures on a table holding cards of these values (in order), for :func:`getters`."""
    if not ranks:
        return _EMPTY_TABLE
    entry = _PER_RULES.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _caches(rules)
    by_order = entry[3]
    found = by_order.get(ranks)
    if found is None:
        if len(by_order) >= _CACHE_LIMIT:
            by_order.clear()
        found = by_order[ranks] = [entry[2], None, None, None, None, None, None, None, None,
                                   None, None, ranks]
    return found


def getters(table: CaptureTable, rank: int) -> tuple[Getter, ...]:
    """What a card of value ``rank`` takes on ``table`` (a :func:`capture_table`), as getters."""
    found: tuple[Getter, ...] | None = table[rank]
    if found is None:
        rules, classic, sweeps, by_multiset = table[0]
        ranks = table[11]
        values = None
        if classic and not (sweeps and rank == 1):
            # The classic rules, asked most: the equal cards when there are some; else no sum
            # is possible when no group of the table's values makes this one.
            if rank in ranks:
                if ranks.count(rank) == 1:
                    found = _ONE_AT[ranks.index(rank)]
                else:
                    found = _shared(tuple([_getter((i,)) for i in range(len(ranks)) if ranks[i] == rank]))
            elif not _sums_made(values := tuple(sorted(ranks))) >> rank & 1:
                found = _ONLY_NOTHING
        if found is None:
            # The table sorted by value (stably): its multiset's groups, searched once, moved
            # back to the table's positions (each kind's groups in table order, as offered).
            if values is None:
                values = tuple(sorted(ranks))
            per_value = by_multiset.get(values)
            if per_value is None:
                if len(by_multiset) >= _CACHE_LIMIT:
                    by_multiset.clear()
                per_value = by_multiset[values] = [None] * 11
            kinds = per_value[rank]
            if kinds is None:
                # Tuples of whole numbers only: the garbage collector stops visiting them.
                kinds = per_value[rank] = tuple(map(tuple, _index_captures(values, rank, rules)))
            perm = sorted(range(len(ranks)), key=ranks.__getitem__)
            getters_found: list[Getter] = []
            for kind in kinds:
                moved = [tuple(sorted([perm[i] for i in g])) for g in kind]
                moved.sort()
                getters_found += map(_getter, moved)
            found = _shared(tuple(getters_found)) if getters_found else _ONLY_NOTHING
        table[rank] = found
    return found


def _shared(found: tuple[Getter, ...]) -> tuple[Getter, ...]:
    """The one copy of this slot (the shared ones, _ONE_AT's and nothing, are made once)."""
    return _SLOTS.setdefault(found, found)


_SUMS_MADE: dict[tuple[int, ...], int] = {}


def _sums_made(values: tuple[int, ...]) -> int:
    """Bit v is set when two or more of these values add up to v (v up to 10)."""
    made = _SUMS_MADE.get(values)
    if made is None:
        singles, pairs_up = 0, 0
        for v in values:
            # Sums of two or more with v: every sum made so far (of one or more), plus v.
            pairs_up |= (singles | pairs_up) << v
            singles |= 1 << v
        made = _SUMS_MADE[values] = pairs_up & 0x7FF
    return made


def _index_captures(ranks: tuple[int, ...], rank: int, rules: Rules) -> list[list[tuple[int, ...]]]:
    """What a card of value ``rank`` takes on a table of these values (sorted: a multiset), as
    groups of positions: one list per kind of capture (equal card, sum...), kinds in the order
    they are offered, each kind's groups in position order. This is where the capture rules live."""
    n = len(ranks)
    equal: list[tuple[int, ...]] = [(i,) for i in range(n) if ranks[i] == rank]
    if rules.ace_sweeps and rank == 1:
        # The asso sweeps the whole table (scopa d'assi); an asso may take an asso instead.
        aces = equal if rules.ace_on_ace == "ace" else []
        return [aces or [tuple(range(n))]]
    if rules.capture == "fifteen":
        # Cards making 15 with it (one card alone too); its equal only if the house says so.
        kinds = [_sums(ranks, 15 - rank, 1)]
        if rules.fifteen_equal:
            kinds.append(equal)
    elif equal and rules.equal_first:
        return [equal]
    else:
        kinds = [equal, _sums(ranks, rank, 2)]
    if rules.fewest_cards:
        least = min((len(g) for kind in kinds for g in kind), default=0)
        kinds = [[g for g in kind if len(g) == least] for kind in kinds]
    return [kind for kind in kinds if kind]


def _sums(ranks: tuple[int, ...], target: int, min_size: int) -> list[tuple[int, ...]]:
    """Every group of at least ``min_size`` positions whose values (sorted) add up to ``target``,
    in position order (a group before the groups that extend it)."""
    found: list[tuple[int, ...]] = []
    _extend(ranks, 0, target, (), min_size, found)
    return found


def _extend(
    ranks: tuple[int, ...], start: int, left: int, chosen: tuple[int, ...], min_size: int,
    found: list[tuple[int, ...]],
) -> None:
    # A module function, not a closure calling itself: such a closure is a reference cycle
    # that only the garbage collector frees, and that made it run far more often.
    for i in range(start, len(ranks)):
        r = ranks[i]
        if r < left:
            _extend(ranks, i + 1, left - r, (*chosen, i), min_size, found)
        elif r == left:
            if len(chosen) + 1 >= min_size:
                found.append((*chosen, i))
        else:
            break  # the values are sorted: the rest are too big as well


def captures_for(card: Card, table: Sequence[Card], rules: Rules) -> tuple[Capture, ...]:
    """Every capture the rules allow for ``card`` on ``table`` (cards already read, no checks).

    The engine's one way to find captures: :func:`legal_captures` reads text and checks the
    cards first, then asks this; moves, hints and the computer players ask it directly.

    >>> from scopa_learn import parse_card, parse_cards, rules
    >>> captures_for(parse_card("6s"), parse_cards("2d 4b Ad 5c"), rules())
    ((Card(2, Suit.DENARI), Card(4, Suit.BASTONI)), (Card(1, Suit.DENARI), Card(5, Suit.COPPE)))
    """
    if type(table) is not tuple:
        table = tuple(table)  # the getters slice it: a capture is a tuple
    found = getters(capture_table(tuple([c.rank for c in table]), rules), card.rank)
    return tuple([get(table) for get in found])


def sum_groups(target: int, table: Sequence[Card]) -> list[Capture]:
    """Every group of two or more table cards (in table order) whose values add up to ``target``.

    >>> from scopa_learn import parse_cards
    >>> [format_capture(g) for g in sum_groups(6, parse_cards("6c 2d 4b Ad 5c"))]
    ['2d 4b', 'Ad 5c']
    """
    return [g for g in captures_for(Card(target, Suit.COPPE), table, _SUMS) if len(g) > 1]


def legal_captures(
    card: Card | str, table: Iterable[Card | str], rules: Rules | str | None = None
) -> tuple[Capture, ...]:
    """Every capture the rules allow for ``card`` on ``table``, each a tuple of table cards.

    The answer is ``((),)`` when the card can take nothing and stays on the table; it never
    mixes ``()`` with real captures, because capturing is compulsory.

    >>> from scopa_learn import rules
    >>> [format_capture(c) for c in legal_captures("Ad", "3c 5b Rs", rules("scopa-d-assi"))]
    ['3c 5b Rs']
    >>> [format_capture(c) for c in legal_captures("6s", "4b 5c Ad Fc", rules("scopa-15"))]
    ['4b 5c', 'Ad Fc']
    >>> legal_captures("6z", "")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.CardParseError: '6z' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    """
    card, cards = parse_position(card, table)
    return captures_for(card, cards, as_rules(rules))


def parse_position(card: Card | str, table: Iterable[Card | str]) -> tuple[Card, tuple[Card, ...]]:
    """Parse a card and a table, refusing a card named twice (each card is in the deck once).

    >>> parse_position("6s", "6s 2d")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.IllegalMoveError: The 6 of swords is the card you play: it cannot be on the table too (each card is in the deck once).
    """
    played = parse_card(card)
    cards = parse_cards(table)
    if played in cards:
        raise IllegalMoveError(
            say("move.card_on_table", card=card_label(played)), reason=MoveReason.CARD_ON_TABLE
        )
    return played, cards


def goes_to_pile(card: Card, table: Sequence[Card], rules: Rules) -> bool:
    """True when ``card``, taking nothing, goes to its player's pile instead of the table:
    an asso on an empty table in scopa d'assi with ``ace_on_empty="pile"``."""
    return rules.ace_sweeps and card.rank == 1 and not table and rules.ace_on_empty == "pile"


def capture_kind(card: Card, taken: Capture, rules: Rules | str | None = None) -> CaptureKind:
    """What sort of capture ``taken`` is: equal card, sum, scopa a 15, asso sweep or none."""
    if not taken:
        return "none"
    if type(rules) is not Rules:
        rules = as_rules(rules)
    if (
        rules.ace_sweeps
        and card.rank == 1
        and not (rules.ace_on_ace == "ace" and len(taken) == 1 and taken[0].rank == 1)
    ):
        return "sweep"
    if rules.capture == "fifteen" and sum(c.rank for c in taken) + card.rank == 15:
        return "fifteen"
    return "equal" if len(taken) == 1 and taken[0].rank == card.rank else "sum"


def _judge(
    card: Card, taken: Capture, table: Sequence[Card], rules: Rules
) -> tuple[MoveReason, dict[str, Any]] | None:
    """The kind of mistake ``taken`` is, with the facts its message needs; ``None`` if legal.

    The order matters: the first test that fits is the learner's mistake, and each later test
    may rely on the earlier ones having failed (the cards are on the table, the answer is not
    legal, something can be taken ...). Every fact passed on is true of this position.
    """
    label, rank = card_label(card), card.rank
    if card in taken:
        return MoveReason.PLAYED_CARD, {"card": label}
    if taken and not table:
        where = say("where.pile") if goes_to_pile(card, table, rules) else say("where.table")
        return MoveReason.EMPTY_TABLE, {"card": label, "where": where}
    for c in taken:
        if c not in table:
            return MoveReason.NOT_ON_TABLE, {
                "card": card_label(c), "table": format_capture(tuple(table))
            }
    options = captures_for(card, table, rules)
    wanted = frozenset(taken)
    if any(frozenset(o) == wanted for o in options):
        return None
    if not taken:
        return MoveReason.MUST_CAPTURE, {"card": label, "option": option_words(options[0])}
    if options == (NO_CAPTURE,):
        why = (
            say("why.no_fifteen")
            if rules.capture == "fifteen"
            else say("why.no_equal_no_sum", rank=rank)
        )
        return MoveReason.NOTHING_TO_TAKE, {"card": label, "taken": named_cards(taken), "why": why}
    if rules.ace_sweeps and rank == 1:
        aces = [c for c in table if c.rank == 1]
        if rules.ace_on_ace == "ace" and aces:
            return MoveReason.ACE_TAKES_ACE, {"aces": format_capture(tuple(aces))}
        return MoveReason.ACE_SWEEPS, {"table": format_capture(tuple(table))}
    total = sum(c.rank for c in taken)
    if rules.capture == "sum" and len(taken) > 1 and all(c.rank == rank for c in taken):
        return MoveReason.TWO_EQUAL, {"card": label, "taken": values_text(taken), "rank": rank}
    inside = [o for o in options if o and wanted > frozenset(o)]
    if inside:
        option = max(inside, key=len)
        extra = tuple(c for c in taken if c not in option)
        return MoveReason.EXTRA_CARDS, {
            "card": label, "option": option_words(option), "extra": named_cards(extra)
        }
    if rules.capture == "fifteen":
        if len(taken) == 1 and taken[0].rank == rank and not rules.fifteen_equal:
            return MoveReason.FIFTEEN_EQUAL, {"taken": card_label(taken[0]), "rank": rank}
        if total + rank != 15:
            return MoveReason.FIFTEEN, {
                "card": label, "taken": values_text(taken), "rank": rank, "total": total + rank
            }
    else:
        if len(taken) == 1:
            return MoveReason.WRONG_VALUE, {
                "card": label, "rank": rank, "other": card_label(taken[0]),
                "other_rank": taken[0].rank,
            }
        if total != rank:
            return MoveReason.BAD_SUM, {"taken": values_text(taken), "total": total, "rank": rank}
        equal = next((c for c in table if c.rank == rank), None)
        if equal is not None and rules.equal_first:
            return MoveReason.EQUAL_FIRST, {
                "taken": values_text(taken), "rank": rank, "equal": card_label(equal)
            }
    # The group is right but not among the options: only the fewest-cards rule removes those.
    fewest = min(len(o) for o in options)
    best = next(o for o in options if len(o) == fewest)
    return MoveReason.FEWEST_CARDS, {
        "card": label, "fewest": fewest, "option": values_text(best), "taken": values_text(taken)
    }


def classify_capture(
    card: Card | str,
    taken: Iterable[Card | str],
    table: Iterable[Card | str],
    rules: Rules | str | None = None,
) -> MoveReason | None:
    """What kind of mistake taking ``taken`` with ``card`` would be; ``None`` when it is legal.

    One code per mistake (see :class:`scopa_learn.errors.MoveReason`); the quizzes, the
    hand's refusals, the Play widget and the command line all explain it with the message
    ``say(f"move.{code}")``.

    >>> classify_capture("6s", "7c", "6c 7c 2d 4b"), classify_capture("6s", "2d 4b", "6c 7c 2d 4b")
    (<MoveReason.WRONG_VALUE: 'wrong_value'>, <MoveReason.EQUAL_FIRST: 'equal_first'>)
    >>> classify_capture("6s", "6c 2d", "6c 7c 2d 4b"), classify_capture("6s", "6c", "6c 7c 2d 4b")
    (<MoveReason.EXTRA_CARDS: 'extra_cards'>, None)
    """
    card, cards = parse_position(card, table)
    judged = _judge(card, parse_cards(taken), cards, as_rules(rules))
    return None if judged is None else judged[0]


def verify_capture(
    card: Card, taken: Capture, table: Sequence[Card], rules: Rules | str | None = None,
    lang: str | None = None,
) -> None:
    """Raise :class:`IllegalMoveError`, explained for a learner, unless the rules allow ``taken``.

    The error's ``reason`` is the kind of mistake (:func:`classify_capture`).

    >>> verify_capture(parse_card("6s"), parse_cards("2d 4b"), parse_cards("6c 2d 4b"))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.IllegalMoveError: 2 + 4 does add up to 6, but the 6 of cups lies on the table: the equal card comes first, before any sum.
    >>> verify_capture(parse_card("6s"), parse_cards("7c"), parse_cards("6c 7c"))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.IllegalMoveError: Your 6 of swords is worth 6 and the 7 of cups is worth 7: a single card can only be taken by a card of the same value.
    """
    with using_language(lang):
        judged = _judge(card, tuple(taken), table, as_rules(rules))
        if judged is not None:
            reason, facts = judged
            raise IllegalMoveError(say(f"move.{reason.value}", **facts), reason=reason)


@dataclass(frozen=True, slots=True)
class CaptureOption:
    """One legal capture, with what kind it is and whether it is a scopa."""

    cards: Capture
    kind: CaptureKind
    scopa: bool

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready): ``{"cards": [card], "kind", "scopa"}``, cards as ``"7d"``."""
        return {"cards": [str(c) for c in self.cards], "kind": self.kind, "scopa": self.scopa}


def is_scopa(
    card: Card, taken: Capture, table: Sequence[Card], rules: Rules, last_card: bool
) -> bool:
    """Whether taking ``taken`` from ``table`` scores a scopa under ``rules``.

    A scopa clears the table (the AGIMEG guide), never with the last card of the hand unless the
    *prima* option is on; an asso sweep counts only where the house says so.
    """
    if not taken or len(taken) != len(table):
        return False
    if last_card and not rules.prima:
        return False
    if rules.ace_sweeps and card.rank == 1:
        # Every asso capture in scopa d'assi follows the house rule on asso scope, whether it
        # swept the table or (with ace_on_ace="ace") took only the asso lying there.
        if rules.ace_sweep_scopa == "no":
            return False
        if rules.ace_sweep_scopa == "unless-ace-among-others":
            return not (len(table) > 1 and any(c.rank == 1 for c in table))
    return True


def capture_options(
    card: Card, table: tuple[Card, ...], rules: Rules, last_card: bool = False
) -> tuple[CaptureOption, ...]:
    """The legal captures of ``card`` on ``table``, each with its kind and whether it is a scopa
    (none when the card takes nothing).

    >>> [(format_capture(o.cards), o.kind, o.scopa) for o in capture_options(
    ...     parse_card("6s"), parse_cards("6c"), as_rules(None))]
    [('6c', 'equal', True)]
    """
    return tuple(
        CaptureOption(c, capture_kind(card, c, rules), is_scopa(card, c, table, rules, last_card))
        for c in captures_for(card, table, rules)
        if c
    )


def without_fewest(rules: Rules) -> Rules:
    """The same rules without the fewest-cards rule: what it takes away, for explanations."""
    from dataclasses import replace

    return replace(rules, fewest_cards=False)
