"""Invariants over thousands of random hands, for every player count and every preset.

Sources: issue 2 "Tests" (hypothesis over at least 2,000 random hands for each player count: 40 cards
and 10 denari end in the piles, totals equal the sum of categories, no state is stuck, every move
``legal_moves()`` offers is accepted and no other is; any string given to the parser yields a card or
the parse error) and issue 6 "Tests" (the same invariants for every preset). The rule sources:
the AGIMEG guide's scoring table ("the piles add up to 40 cards and 10 denari"); the AGIMEG guide
(a hand, 5): a scopa clears the table. As OpenSpiel's random-playout tests do. The moves offered
are also checked against the capture rules worked out again by brute force (the AGIMEG guide,
a hand 3-4; the variants of the AGIMEG guide and the card room's house rules).
"""

from __future__ import annotations

import os
import random
from itertools import chain
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopa_learn import (
    DECK,
    PRESETS,
    Card,
    CardParseError,
    HandState,
    IllegalMoveError,
    Move,
    Played,
    Rules,
    deal,
    format_cards,
    parse_card,
    parse_cards,
    rules,
)

# `make check` (the quick edit loop) sets fewer; `make test` runs the full 2,000.
HANDS = int(os.environ.get("SCOPA_PROPERTY_HANDS", "2000"))
FULL_DECK = frozenset(DECK)
DENARI = frozenset(c for c in DECK if c.is_denaro)
PLAYOUT = settings(max_examples=HANDS, deadline=None, suppress_health_check=[HealthCheck.too_slow])

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def check_state(s: HandState) -> None:
    """Invariants that hold in every state of a hand."""
    everywhere = [*chain.from_iterable(s.hands), *s.table, *chain.from_iterable(s.piles), *s.stock]
    assert len(everywhere) == 40 and frozenset(everywhere) == FULL_DECK, "cards lost or doubled"
    assert len(set(s.table)) == len(s.table), "a card twice on the table"
    last = s.log[-1]
    if isinstance(last, Played) and last.scopa:
        assert s.table == (), "a scopa left cards on the table"
    if s.is_over:
        assert s.legal_moves() == ()
    else:
        assert s.legal_moves(), "a state with no legal move that is not over"


def probe_illegal(s: HandState, offered: set[tuple[Card, frozenset[Card]]], rng: random.Random) -> None:
    """A random card x subset-of-table move: accepted if offered, else refused with IllegalMoveError."""
    hand = s.hand()
    card = rng.choice(hand) if rng.random() < 0.9 else rng.choice(DECK)
    taken = [c for c in s.table if rng.random() < 0.5]
    if rng.random() < 0.1:
        taken.append(rng.choice(DECK))
        taken = list(dict.fromkeys(taken))
    rng.shuffle(taken)
    move = Move(card, tuple(taken))
    if (card, frozenset(taken)) in offered:
        s.play(move)
    else:
        try:
            s.play(move)
        except IllegalMoveError as error:
            assert str(error), "an illegal move refused without a reason"
        else:
            raise AssertionError(f"{move} was accepted but legal_moves() does not offer it")


def expected_moves(s: HandState) -> set[tuple[Card, frozenset[Card]]] | None:
    """The legal moves worked out again from the rules (the AGIMEG guide), by brute force over the subsets of the table
    (an oracle for the engine's optimised capture search; ``None`` for tables too large to try)."""
    r, table = s.rules, s.table
    if len(table) > 16:
        return None
    # Every subset of the table adding up to 14 or less (no capture needs more: 15 - asso).
    subsets: list[tuple[int, tuple[Card, ...]]] = [(0, ())]
    for card in table:
        subsets += [(t + card.rank, g + (card,)) for t, g in subsets if t + card.rank <= 14]
    by_sum: dict[int, list[frozenset[Card]]] = {}
    for total, chosen in subsets[1:]:
        by_sum.setdefault(total, []).append(frozenset(chosen))
    moves: set[tuple[Card, frozenset[Card]]] = set()
    for card in s.hand():
        rank = card.rank
        equal = {frozenset([c]) for c in table if c.rank == rank}
        if r.ace_sweeps and rank == 1 and table:
            # Scopa d'assi: the asso takes the whole table (or, by option, only an asso lying there).
            aces = {frozenset([c]) for c in table if c.rank == 1}
            options = aces if r.ace_on_ace == "ace" and aces else {frozenset(table)}
        elif r.capture == "fifteen":
            # Scopa a 15: cards that make 15 with the card played; its equal only by option.
            options = set(by_sum.get(15 - rank, ())) | (equal if r.fifteen_equal else set())
        elif equal and r.equal_first:
            options = equal  # the equal card comes first
        else:
            options = equal | {g for g in by_sum.get(rank, ()) if len(g) >= 2}
        if r.fewest_cards and options:
            fewest = min(len(g) for g in options)
            options = {g for g in options if len(g) == fewest}
        moves |= {(card, g) for g in options or {frozenset()}}  # nothing to take: it stays
    return moves


def playout(r: Rules, seed: int, dealer: int, choices: int) -> HandState:
    """Play a whole hand at random, checking every state and probing every move."""
    rng = random.Random(choices)
    s = deal(r, seed=seed, dealer=dealer)
    check_state(s)
    while not s.is_over:
        moves = s.legal_moves()
        offered = {(m.card, frozenset(m.capture)) for m in moves}
        assert len(offered) == len(moves), "a move offered twice"
        expected = expected_moves(s)
        assert expected is None or offered == expected, "legal_moves() differs from the rules"
        chosen = rng.choice(moves)
        # Offered moves are accepted: the chosen one, and another picked at random (over thousands
        # of hands every kind of move is tried; playing all of them would triple the run time).
        s.play(rng.choice(moves))
        probe_illegal(s, offered, rng)
        if s.plays_made % 6 == 0 and (view := s.view(s.to_move)).visible_hands is None:
            hidden = {c for p, h in enumerate(s.hands) if p != s.to_move for c in h} | set(s.stock)
            assert view.unseen == hidden
        s = s.play(chosen)
        check_state(s)
    check_final(s)
    return s


def check_final(s: HandState) -> None:
    """At the end: the piles hold the deck, the score adds up."""
    piles = list(chain.from_iterable(s.piles))
    assert len(piles) == 40 and frozenset(piles) == FULL_DECK
    assert sum(1 for c in piles if c in DENARI) == 10
    assert s.table == () and s.stock == () and not any(s.hands)
    plays = [e for e in s.log if isinstance(e, Played)]
    assert len(plays) == s.rules.plays_per_hand
    assert sum(e.scopa for e in plays) == sum(s.scope)
    if not s.rules.prima:
        assert not plays[-1].scopa, "a scopa with the last card of the hand"
    result = s.score()
    sides = s.rules.sides
    assert len(result.totals) == sides
    for i in range(sides):
        assert result.totals[i] == sum(c.points[i] for c in result.categories)
    assert sum(len(side.cards) for side in result.sides) == 40
    for category in result.categories:
        assert all(p >= 0 for p in category.points)
        assert category.reason
        if category.name in ("carte", "denari", "settebello", "primiera", "re bello", "settanta"):
            assert sum(category.points) <= 1
    assert sum(result["settebello"].points) == 1
    assert tuple(result["scope"].points) == tuple(sum(s.scope[p] for p in t) for t in s.rules.teams)


# -- Every player count (classic) --------------------------------------------------------------------


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4, 6])
@PLAYOUT
@given(seed=seeds, dealer=st.integers(0, 5), choices=seeds)
def test_random_hands_keep_every_invariant(players: int, seed: int, dealer: int, choices: int) -> None:
    """Issue 2 "Tests": at least 2,000 random hands for each player count."""
    playout(rules("classic", players=players), seed, dealer % players, choices)


# -- Every preset ----------------------------------------------------------------------------------------


@pytest.mark.long
@pytest.mark.parametrize("name", sorted(n for n in PRESETS if n != "classic"))
@PLAYOUT
@given(data=st.data(), seed=seeds, choices=seeds)
def test_random_hands_of_every_preset_keep_every_invariant(name: str, data: Any, seed: int,
                                                           choices: int) -> None:
    """Issue 6 "Tests": the hypothesis invariants of the engine issue run for every preset."""
    players = data.draw(st.sampled_from(PRESETS[name].players), label="players")
    dealer = data.draw(st.integers(0, players - 1), label="dealer")
    playout(rules(name, players=players), seed, dealer, choices)


@st.composite
def option_sets(draw: Any) -> Rules:
    """A preset with a random, valid set of the scoring and capture options of issue 6."""
    name = draw(st.sampled_from(sorted(PRESETS)))
    players = draw(st.sampled_from(PRESETS[name].players))
    options: dict[str, Any] = {"players": players}
    if draw(st.booleans()):
        options["napola"] = True
        options["napola_stop_at_6"] = draw(st.booleans())
        options["napoleone_wins"] = draw(st.booleans())
    options["re_bello"] = draw(st.sampled_from(["off", "extra", "replaces-primiera"]))
    if options["re_bello"] != "replaces-primiera":
        options["settanta"] = draw(st.booleans())
    options["prima"] = draw(st.booleans())
    options["fewest_cards"] = draw(st.booleans())
    base = rules(name, players=players)
    if base.capture == "fifteen":
        options["fifteen_equal"] = draw(st.booleans())
    else:
        options["equal_first"] = draw(st.booleans())
    if base.ace_sweeps:
        options["ace_sweep_scopa"] = draw(st.sampled_from(["no", "yes", "unless-ace-among-others"]))
        options["ace_on_empty"] = draw(st.sampled_from(["stays", "pile"]))
        options["ace_on_ace"] = draw(st.sampled_from(["all", "ace"]))
    if players == 2:
        options["carte_viste"] = draw(st.booleans())
    return rules(name, **options)


@pytest.mark.long
@settings(max_examples=HANDS // 2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(r=option_sets(), seed=seeds, choices=seeds)
def test_random_hands_with_random_options_keep_every_invariant(r: Rules, seed: int, choices: int) -> None:
    """Issue 6: options are data, never forks - any valid combination plays a sound hand."""
    playout(r, seed, 0, choices)


# -- The parser ----------------------------------------------------------------------------------------------


@settings(max_examples=HANDS, deadline=None)
@given(text=st.text())
def test_any_text_is_a_card_or_a_parse_error(text: str) -> None:
    """Issue 2 "Tests": any string given to the parser yields a card or the project's parse error."""
    try:
        card = parse_card(text)
    except CardParseError as error:
        assert str(error)
    else:
        assert card in FULL_DECK
    try:
        cards = parse_cards(text)
    except CardParseError as error:
        assert str(error)
    else:
        assert all(c in FULL_DECK for c in cards) and len(set(cards)) == len(cards)


@settings(max_examples=HANDS, deadline=None)
@given(text=st.text(alphabet="AaFfCcRrJjQqKkDd0123456789dcsbDCSB♦♥♠♣ ,;\t"))
def test_card_like_text_is_a_card_or_a_parse_error(text: str) -> None:
    """Issue 2 "Tests": the same, on text made of the notation's own letters (hits far more cards)."""
    try:
        cards = parse_cards(text)
    except CardParseError:
        return
    assert all(c in FULL_DECK for c in cards) and len(set(cards)) == len(cards)


@settings(max_examples=HANDS // 4, deadline=None)
@given(cards=st.lists(st.sampled_from(DECK), unique=True, max_size=40), data=st.data())
def test_any_list_of_cards_round_trips_in_any_case_and_spacing(cards: list[Card], data: Any) -> None:
    """Issue 2 item 1: ``str(card)`` round-trips through the parser; case-insensitive; separators."""
    pieces = [data.draw(st.sampled_from([str(c), str(c).lower(), str(c).upper()])) for c in cards]
    sep = data.draw(st.sampled_from([" ", ", ", ",", " ; ", "\n"]))
    assert parse_cards(sep.join(pieces)) == tuple(cards)
    assert parse_cards(format_cards(cards)) == tuple(cards)
