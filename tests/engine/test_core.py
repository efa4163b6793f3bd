"""One engine core: each rule in one place, which everything else asks (issue 10).

Sources: issue 10 "Build" (one board step used by states, playouts and replays; one public way to
find captures and moves; one seeded shuffle; card words only in the card model and the message
table; primiera values from the rules). The AGIMEG guide's scoring table (primiera values per rank) and
"A hand" (captures, the table going to the last taker).
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from scopa_learn import (
    DECK,
    PRESETS,
    SUITS,
    captures_for,
    deal,
    legal_captures,
    moves_for,
    parse_card,
    parse_cards,
    primiera,
    rules,
    score_hand,
    shuffled_deck,
)
from scopa_learn.engine.board import Board, step
from scopa_learn.engine.cards import rank_label, rank_word
from scopa_learn.engine.chance import below, shuffle
from scopa_learn.engine.rules import DEFAULT_RULES
from scopa_learn.players.search import Playout
from scopa_learn.words.cards import card_label
from scopa_learn.words.messages import MESSAGES

PACKAGE = Path(__file__).resolve().parents[2] / "scopa_learn"


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_states_views_and_the_public_functions_give_the_same_moves_and_steps(name):
    """One rule in one place: HandState.legal_moves, PlayerView.legal_moves, moves_for and
    captures_for agree on every position of random hands, and the board step the playouts use
    gives the very state HandState.play gives."""
    r = rules(name)
    rng = random.Random(len(name))
    for seed in range(15):
        state = deal(r, seed=seed, dealer=seed % r.players)
        while not state.is_over:
            hand, table = state.hand(), state.table
            moves = state.legal_moves()
            assert moves == moves_for(hand, table, r) == state.view(state.to_move).legal_moves()
            for card in hand:
                assert captures_for(card, table, r) == legal_captures(card, table, r)
                assert [m.capture for m in moves if m.card is card] == list(captures_for(card, table, r))
            move = rng.choice(moves)
            after = state.play(move)
            board, _, _ = step(Board.of(state), move, r, state.dealer)
            assert board == Board.of(after)
            game = Playout.of(state)
            game.apply(move)
            assert game.board == board
            state = after


def test_captures_keep_the_table_order_and_the_equal_card_first():
    """The AGIMEG guide (a hand, 3-4): the equal card first; sums listed in table order."""
    r = rules()
    assert captures_for(parse_card("6s"), parse_cards("4b 2d Ad 5c"), r) == (
        parse_cards("4b 2d"), parse_cards("Ad 5c"))
    assert captures_for(parse_card("6s"), parse_cards("4b 6c 2d"), r) == (parse_cards("6c"),)
    assert captures_for(parse_card("Rs"), parse_cards("4b 2d"), r) == ((),)
    assert captures_for(parse_card("Rs"), (), r) == ((),)


def test_one_shuffle_deals_the_same_cards_as_before():
    """Issue 10: one seeded shuffle; the same seed deals exactly the same cards (pinned in
    test_hand.py against an independent Fisher-Yates)."""
    for seed in (0, 1, 42, 2024):
        cards = list(DECK)
        shuffle(cards, random.Random(seed))
        assert tuple(cards) == shuffled_deck(seed)
    rng = random.Random(3)
    draws = [below(rng, 6) for _ in range(600)]
    assert set(draws) == set(range(6))


def test_card_words_come_from_the_message_table_in_each_language():
    """Issue 10: card words in one place, with ``lang``; card_label in Italian too."""
    six, re_ = parse_card("6s"), parse_card("Rd")
    assert card_label(six) == "6 of swords" and card_label(re_) == "re of coins"
    assert card_label(six, "it") == "6 di spade" and card_label(re_, "it") == "re di denari"
    assert six.name("en") == "six of swords" and six.name("it") == "6 di spade"
    assert [s.name_in("it") for s in SUITS] == ["denari", "coppe", "spade", "bastoni"]
    assert rank_word(8, "en") == "knave" and rank_label(8) == "fante" and rank_label(1, "it") == "asso"
    for lang in ("en", "it"):
        for r in range(1, 11):
            assert f"rank.{r}" in MESSAGES[lang] and f"rank.label.{r}" in MESSAGES[lang]
        for suit in SUITS:
            assert f"suit.{suit.value}" in MESSAGES[lang]
    # A name in either language reads back as the card.
    assert parse_card("sei di spade") is six and parse_card("six of swords") is six


def test_primiera_values_come_from_the_rules():
    """The AGIMEG guide's scoring table: the primiera values are a rule, so a house table changes the
    primiera everywhere (scoring, the best card of a suit), and Card.primiera_value is the
    classic table's."""
    house = rules("classic", primiera_values=(22, 12, 13, 14, 15, 18, 21, 10, 10, 10))
    cards = parse_cards("Ad 7d 6c 7s 5b")
    assert primiera(cards) == 21 + 18 + 21 + 15
    assert primiera(cards, house) == 22 + 18 + 21 + 15
    assert house.primiera_value(parse_card("Ad")) == 22
    assert all(c.primiera_value == DEFAULT_RULES.primiera_value(c) for c in DECK)
    piles = [parse_cards("Ad Ac As Ab"), parse_cards("7d 7c 7s 7b")]
    assert score_hand(piles, rules=house)["primiera"].values == (88, 84)
    assert score_hand(piles)["primiera"].values == (64, 84)


def test_no_module_imports_a_private_helper_of_the_engine_core():
    """Issue 10: no private helper (``_captures``, ``_sum_groups``...) imported across modules
    from the core (cards, captures, board, hand, chance, scoring)."""
    core = {"cards", "captures", "board", "hand", "chance", "scoring", "rules"}
    found = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[-1] in core:
                found += [f"{path.name}: {a.name}" for a in node.names if a.name.startswith("_")]
    assert found == []
