"""Strict at the edge: odd input is refused with the project's own error, by cause, in a
learner's words (issue 10, "Strict at the edge"; the quality bar: never a deep traceback or a silent
wrong answer). Each input here used to be accepted, or to fail with a bare Python error.

Rule sources for the sizes: The AGIMEG guide (a hand, 1) (three cards each, four on the
table) and "Variants" (scopone: nine each and four on the table; scopone a 10: ten each, no
table).
"""

from __future__ import annotations

import random

import pytest

from scopa_learn import (
    DECK,
    CardParseError,
    Match,
    Move,
    ScopaError,
    computer_player,
    deal,
    load_example,
    primiera,
    rules,
    score_hand,
    shuffled_deck,
    stacked_deck,
)
from scopa_learn.errors import (
    DealError,
    ExampleError,
    MatchError,
    PlayerError,
    RuleOptionError,
    RulesError,
    ScoreError,
    SeedError,
)

HANDS = ["7d 2c 6s", "Cb 4c 5c"]
SCOPONE_10 = [" ".join(f"{r}{s}" for r in "A234567FCR") for s in "dcsb"]


# -- stacked deals --------------------------------------------------------------------------


@pytest.mark.parametrize(("kwargs", "words"), [
    ({"table": "7s Ab 6c Fd", "hands": ["7d 2c", "Cb 4c 5c"]}, "stacked hand 1 has 2"),
    ({"table": "7s Ab 6c Fd", "hands": ["7d 2c 6s 3b", "Cb 4c 5c"]}, "stacked hand 1 has 4"),
    ({"table": "7s Ab 6c Fd", "hands": ["7d 2c 6s", "Cb 4c"]}, "stacked hand 2 has 2"),
    ({"table": "7s Ab 6c", "hands": HANDS}, "the stacked table has 3"),
    ({"table": "7s Ab 6c Fd 3b", "hands": HANDS}, "the stacked table has 5"),
    ({"rules": "scopone-10", "table": "7s", "hands": SCOPONE_10}, "deals no cards to the table"),
    ({"table": "7s Ab 6c Fd"}, "needs the players' hands too"),
    ({"table": "7s Ab 6c Fd", "hands": HANDS * 7}, "enough for 7 deals"),
    ({"table": "7s Ab 6c Fd", "hands": ["7d 2c 6s"]}, "one hand for each of the 2 players .* 1 given"),
    ({"table": "7s Ab 6c Fd", "hands": HANDS + ["3b 4b 5b"]}, "a multiple of 2: 3 given"),
])
def test_a_stacked_deal_that_is_not_a_position_of_the_rules_is_refused(kwargs, words):
    with pytest.raises(DealError, match=words):
        deal(**kwargs)


def test_a_stacked_deal_of_the_right_sizes_is_dealt_as_given():
    state = deal(table="7s Ab 6c Fd", hands=HANDS, dealer=1)
    assert [str(c) for c in state.table] == ["7s", "Ab", "6c", "Fd"]
    assert " ".join(map(str, state.hand(0))) == "7d 2c 6s"
    ten = deal("scopone-10", hands=SCOPONE_10)
    assert ten.table == () and all(len(h) == 10 for h in ten.hands)


# -- players and seats ------------------------------------------------------------------------


@pytest.mark.parametrize("player", [5, 2, -1, True, "0", 1.0])
def test_no_such_player_is_refused_by_view_and_hand(player):
    state = deal(seed=3)
    with pytest.raises(PlayerError, match="There is no player"):
        state.view(player)
    with pytest.raises(PlayerError, match="There is no player"):
        state.hand(player)


def test_a_player_error_is_still_an_index_error_for_older_callers():
    with pytest.raises(IndexError):
        deal(seed=3).hand(7)


# -- rules ------------------------------------------------------------------------------------


@pytest.mark.parametrize("values", [
    ["a"] * 10, [None] * 10, "0123456789", [16, 12, 13, 14, 15, 18, 21, 10, 10, -1],
    [16.5, 12, 13, 14, 15, 18, 21, 10, 10, 10], [True] * 10,
])
def test_primiera_values_must_be_ten_whole_numbers(values):
    with pytest.raises(RuleOptionError, match="primiera_values"):
        rules("classic", primiera_values=values)


def test_rules_errors_share_one_class():
    with pytest.raises(RulesError):
        rules("briscola")
    with pytest.raises(RulesError):
        rules("classic", target=-3)


# -- scoring ----------------------------------------------------------------------------------


@pytest.mark.parametrize("scope", [[-1, 0], [0.5, 0], [True, 0], ["1", 0]])
def test_scope_must_be_whole_numbers_from_zero(scope):
    with pytest.raises(ScoreError, match="is not a number of scope"):
        score_hand(["7d 7s", "7c 7b"], scope=scope)


@pytest.mark.parametrize("scope", [3, "1 0"])
def test_scope_must_be_one_count_per_side(scope):
    with pytest.raises(ScoreError, match="one whole number per side"):
        score_hand(["7d 7s", "7c 7b"], scope=scope)


# -- the match --------------------------------------------------------------------------------


def test_a_match_records_finished_hands_only():
    with pytest.raises(MatchError, match="not over"):
        Match().record(deal(seed=3))
    with pytest.raises(MatchError, match="4 of 40 cards"):
        Match().record(score_hand(["7d 7s", "7c 7b"]))
    half = DECK[:20], DECK[20:]
    assert Match().record(score_hand(half)).scores == score_hand(half).totals


@pytest.mark.parametrize("dealer", [5, 2, -1, True])
def test_a_first_dealer_outside_the_table_is_refused(dealer):
    with pytest.raises(DealError, match="The dealer must be one of the 2 players"):
        Match(first_dealer=dealer)


def test_every_error_is_a_scopa_error_and_a_value_error():
    for make in (lambda: deal(seed=3).view(9), lambda: Match(first_dealer=9),
                 lambda: score_hand(["7d", "7c"], scope=[-1, 0]), lambda: deal(table="7s", hands=HANDS),
                 lambda: deal(table="7x", hands=HANDS)):
        with pytest.raises(ScopaError) as caught:
            make()
        assert isinstance(caught.value, ValueError)
    with pytest.raises(CardParseError):
        deal(table="7x", hands=HANDS)


# -- moves: a capture is a set of cards ------------------------------------------------------


def test_a_capture_in_another_order_is_in_the_legal_moves():
    """The AGIMEG guide (a hand, 3): a capture is the cards taken, whatever order they are named in."""
    state = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    reordered = Move.parse("6s x 4b 2d")
    assert reordered in state.legal_moves()
    assert reordered in state.view(state.to_move).legal_moves()
    after, same = state.play(reordered), state.play("6s", takes="2d 4b")
    assert set(after.piles[state.to_move]) == set(same.piles[state.to_move])
    assert after.table == same.table
    assert Move.parse("6s x 4b Ad") not in state.legal_moves()
    assert "6s" not in state.legal_moves() and None not in state.legal_moves()


@pytest.mark.parametrize("seed", range(40))
def test_in_legal_moves_agrees_with_play_whatever_the_order(seed):
    """Over random hands: every legal capture, shuffled, is `in` legal_moves and accepted by play."""
    shuffle = random.Random(seed)
    state = deal(seed=seed)
    while not state.is_over:
        moves = state.legal_moves()
        for move in moves:
            taken = list(move.capture)
            shuffle.shuffle(taken)
            assert Move(move.card, tuple(taken)) in moves
        state = state.play(moves[shuffle.randrange(len(moves))])


# -- more odd inputs found by probing the API ----------------------------------------------


@pytest.mark.parametrize("make", [
    lambda: deal(seed=-1), lambda: deal(seed="x"), lambda: deal(seed=1.5), lambda: deal(seed=True),
    lambda: shuffled_deck(-1), lambda: computer_player("expert", seed=-1),
    lambda: computer_player("beginner", seed="a"), lambda: Match(seed=-2),
])
def test_a_seed_is_a_whole_number_from_zero(make):
    """random.Random(-1) shuffles as Random(1), and a text is a seed no one types again. The
    error names a seed, not the quiz's question set (a deal is not a quiz)."""
    with pytest.raises(SeedError, match="A seed is a whole number 0 or more") as refused:
        make()
    assert "question" not in str(refused.value)


@pytest.mark.parametrize("names", [["A"], ["A", "B", "C"], [1, 2], "AB"])
def test_a_deal_names_each_player_once(names):
    with pytest.raises(DealError, match="one name per player"):
        deal(seed=1, names=names)


@pytest.mark.parametrize("names", [["A"], [1, 2], "AB"])
def test_a_score_names_each_side_once(names):
    with pytest.raises(ScoreError, match="one name per side"):
        score_hand(["7d", "7c"], names=names)


def test_a_dealer_is_a_seat_not_a_flag():
    with pytest.raises(DealError, match="The dealer must be"):
        deal(seed=1, dealer=True)
    with pytest.raises(DealError, match="The dealer must be"):
        stacked_deck("7s Ab 6c Fd", HANDS, dealer=7)


@pytest.mark.parametrize("scores", [(1,), (-5, 3), (True, 0)])
def test_a_match_starts_from_scores_it_can_hold(scores):
    with pytest.raises(MatchError, match="scores are whole numbers"):
        Match(scores=scores)


def test_a_match_takes_a_preset_name_and_whole_points():
    assert Match(rules="scopone").rules.players == 4
    with pytest.raises(MatchError, match="whole numbers"):
        Match().record((True, 0))
    with pytest.raises(MatchError, match="whole numbers"):
        Match().record("12")


def test_what_a_card_takes_must_be_cards():
    state = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    with pytest.raises(CardParseError):
        state.play("6s", takes=5)
    with pytest.raises(CardParseError):
        primiera(None)


def test_an_example_is_named_by_text():
    with pytest.raises(ExampleError, match="not an example's name"):
        load_example(5)
