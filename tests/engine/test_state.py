"""A hand state is a plain value: no constructor, ``dataclasses.replace`` included, makes a
state the rules could not deal and play (issue 20, "A state that lies").

Sources: the AGIMEG guide (the 40-card deck, 3 cards each and 4 on the table, 3 more each when
the hands are empty, the dealer plays last).
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from positions import last_round

from scopa_learn import (
    DECK,
    DealError,
    HandState,
    IllegalMoveError,
    MoveReason,
    ScopaError,
    StateError,
    deal,
    moves_for,
    parse_cards,
    rules,
    using_language,
)


def opening() -> HandState:
    return deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])


def random_states(seed: int, preset: str = "classic") -> list[HandState]:
    rng = random.Random(seed)
    states = [deal(rules(preset), seed=seed)]
    while not states[-1].is_over:
        states.append(states[-1].play(rng.choice(states[-1].legal_moves())))
    return states


def test_replace_keeps_no_stale_moves_and_refuses_a_table_with_a_card_twice():
    """The issue's case: the moves were asked, then the table was replaced; 6s x 6c was still
    accepted with no 6c on the table. Now the new table (3c is in the stock) is refused."""
    s = opening()
    assert s.legal_moves()
    with pytest.raises(StateError) as error:
        dataclasses.replace(s, board=s.board._replace(table=parse_cards("2d 4b Fd 3c")))
    assert str(error.value) == "This is not a moment of a hand: the 3 of cups is in two places."
    assert isinstance(error.value, DealError) and isinstance(error.value, ScopaError)


def test_a_card_missing_is_refused():
    s = opening()
    with pytest.raises(StateError, match="the 6 of cups is missing"):
        dataclasses.replace(s, board=s.board._replace(table=parse_cards("2d 4b Fd")))


def test_a_table_its_log_does_not_lead_to_is_refused():
    """The same four cards swapped with the stock's: 40 cards, but not the table that was dealt."""
    s = opening()
    table, stock = s.table, s.stock
    swapped = s.board._replace(table=stock[:4], stock=table + stock[4:])
    with pytest.raises(StateError, match="the plays in its log leave 6c 2d 4b Fd"):
        dataclasses.replace(s, board=swapped)
    later = random_states(3)[9]
    moved = later.board._replace(table=later.table[::-1]) if len(later.table) > 1 else None
    if moved is not None:
        with pytest.raises(StateError, match="the plays in its log leave"):
            dataclasses.replace(later, board=moved)


@pytest.mark.parametrize("change", ["piles", "scope", "last_taker"])
def test_piles_scope_and_last_taker_must_be_what_the_log_says(change):
    s = next(x for x in random_states(5) if x.piles[0] and x.piles[1] and x.plays_made > 6)
    board = s.board
    if change == "piles":  # a card of one pile moved into the other
        new = board._replace(piles=(board.piles[0][1:], (*board.piles[1], board.piles[0][0])))
        words = "the piles do not hold"
    elif change == "scope":
        new = board._replace(scope=(board.scope[0] + 1, board.scope[1]))
        words = "but its log tells"
    else:
        new = board._replace(last_taker=1 - s.last_taker)
        words = "the last taker is"
    with pytest.raises(StateError, match=words):
        dataclasses.replace(s, board=new)


def test_counts_must_fit_the_plays_made():
    s = opening()
    b = s.board
    cases = {
        "turn": b._replace(to_move=1),
        "hand": b._replace(hands=(b.hands[0][:2], b.hands[1]), stock=(b.hands[0][2], *b.stock)),
        "deals": b._replace(deal_number=2),
        "counter": b._replace(plays_made=-1),
    }
    words = {"turn": "after 0 plays it is player 1's turn, not player 2's",
             "hand": "after 0 plays player 1 holds 3 cards, not 2",
             "deals": "after 0 plays this is deal 1, not deal 2", "counter": "plays_made is -1"}
    for name, board in cases.items():
        with pytest.raises(StateError, match=words[name]):
            HandState(s.rules, s.dealer, board)


def test_one_play_and_one_deal_are_said_in_the_singular_in_both_languages():
    s = opening()
    after_one = s.play(s.legal_moves()[0])
    wrong = after_one.board._replace(to_move=0)  # after the first play it is the second player's turn
    for lang, said in (("en", "after 1 play it is player 2's turn, not player 1's"),
                       ("it", "dopo 1 giocata tocca al giocatore 2, non al giocatore 1")):
        with using_language(lang), pytest.raises(StateError) as error:
            HandState(s.rules, s.dealer, wrong)
        assert said in str(error.value) and "1 plays" not in str(error.value)
    short = s.board._replace(stock=s.board.stock[1:], table=(*s.board.table, s.board.stock[0]))
    with using_language("it"), pytest.raises(StateError) as error:
        HandState(s.rules, s.dealer, short)
    assert str(error.value).endswith("dopo 1 distribuzione il mazzo contiene 30 carte, non 29.")


def test_every_error_is_said_in_italian_too():
    s = opening()
    with using_language("it"), pytest.raises(StateError) as error:
        dataclasses.replace(s, board=s.board._replace(table=parse_cards("2d 4b Fd 3c")))
    assert str(error.value) == "Questo non è un momento di una smazzata: il 3 di coppe è in due posti."


def test_not_a_board_nor_rules_nor_a_log():
    s = opening()
    for args in [("classic", 1, s.board), (s.rules, 1, tuple(s.board)), (s.rules, 1, s.board, "log"),
                 (s.rules, 2, s.board)]:
        with pytest.raises(StateError):
            HandState(*args)  # type: ignore[arg-type]


def test_a_replaced_state_lists_the_moves_of_its_own_cards():
    """Every state of random hands, replaced (new names, the hidden cards dealt anew): its legal
    moves are a fresh computation from its own cards, never the cache of the state it came from."""
    for seed in range(6):
        for s in random_states(seed)[:-1]:
            s.legal_moves()
            others = [c for h in s.hands[1:] for c in h] + list(s.stock)
            random.Random(seed).shuffle(others)
            hands = (s.hands[0], tuple(others[: len(s.hands[1])]))
            board = s.board._replace(hands=hands, stock=tuple(others[len(s.hands[1]):]))
            for other in (dataclasses.replace(s, names=("A", "B")), dataclasses.replace(s, board=board)):
                fresh = moves_for(other.hand(), other.table, other.rules)
                assert tuple(other.legal_moves()) == fresh
                assert other.log == s.log


def test_with_rules_lists_the_moves_of_the_new_rules():
    s = opening()
    assert [str(m) for m in s.legal_moves()][:1] == ["6s x 6c"]
    summed = s.with_rules(s.rules.replace(equal_first=False))
    assert tuple(summed.legal_moves()) == moves_for(summed.hand(), summed.table, summed.rules)
    assert "6s x 2d 4b" in [str(m) for m in summed.legal_moves()]


def test_the_states_play_makes_pass_the_checks_and_equal_their_rebuilt_selves():
    """play() skips the checks (valid by construction): rebuilt through the checked constructor,
    every state of whole hands at every table is accepted and equal."""
    for preset in ("classic", "scopone", "scopa-d-assi", "scopa-15"):
        for seed in range(3):
            for s in random_states(seed, preset):
                again = HandState(s.rules, s.dealer, s.board, s.log, s.names, s.seed)
                assert again == s and hash(again) == hash(s)


def test_a_position_set_up_by_hand_is_checked_for_cards_and_counts_not_history():
    s = last_round(rules("classic"), ("6s", "Cb"), "6c 2d", "")
    assert s.log == () and [str(m) for m in s.legal_moves()] == ["6s x 6c"]
    with pytest.raises(IllegalMoveError) as error:
        s.play("6s", takes="2d")
    assert error.value.reason is MoveReason.WRONG_VALUE
    with pytest.raises(StateError, match="the 6 of cups is in two places"):
        dataclasses.replace(s, board=s.board._replace(table=(*s.table, s.table[0])))
    assert set(DECK) == {c for part in (*s.hands, s.table, *s.piles, s.stock) for c in part}


def test_a_state_pickles_and_copies_as_its_value():
    import copy
    import pickle

    s = random_states(2)[7]
    s.legal_moves()
    for other in (pickle.loads(pickle.dumps(s)), copy.copy(s), copy.deepcopy(s)):
        assert other == s and other.log == s.log and other.legal_moves() == s.legal_moves()
