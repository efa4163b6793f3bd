"""The information-set search (scopa_learn.players.ismcts), an option of the expert: honest, legal
at every table, exact when nothing is hidden, seeded."""

from __future__ import annotations

import random

import pytest
from positions import best_play, near_the_end, random_position, seen_two_ways, table_id

import scopa_learn.players as players
from scopa_learn import deal, rules
from scopa_learn.players import computer_player
from scopa_learn.players.ismcts import tree_search
from scopa_learn.players.search import is_open

TABLES = [rules("classic", players=n) for n in (2, 3, 4, 6)] + [rules("scopone")]


@pytest.fixture
def ismcts_expert(monkeypatch):
    monkeypatch.setattr(players, "SEARCH", "ismcts")
    monkeypatch.setattr("scopa_learn.players.ismcts.ITERATIONS", 60)


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_the_tree_search_does_not_peek_at_any_table(table, ismcts_expert):
    expert = computer_player("expert", seed=3)
    for state, other, me in seen_two_ways(table):
        assert expert.choose(state.view(me)) == expert.choose(other.view(me))
        moves = list(state.legal_moves())
        assert tree_search(state.view(me), moves, random.Random(1), 40) == \
            tree_search(other.view(me), moves, random.Random(1), 40)


@pytest.mark.parametrize("table", TABLES + [rules("scopa-15"), rules("scopa-d-assi")], ids=table_id)
def test_a_whole_hand_of_tree_searching_experts_is_legal(table, ismcts_expert):
    seats = [computer_player("expert", seed=p) for p in range(table.players)]
    state = deal(table, seed=11, dealer=1 % table.players)
    while not state.is_over:
        move = seats[state.to_move].choose(state.view(state.to_move))
        assert move in state.legal_moves()
        state = state.play(move)


def test_the_tree_search_plays_the_last_deal_in_two_perfectly(ismcts_expert):
    table = rules("classic")
    for seed in range(3):
        state = near_the_end(table, seed, 5)
        me = state.to_move
        assert is_open(state.view(me))
        values = {m: best_play(state.play(m))[me] for m in state.legal_moves()}
        move = computer_player("expert", seed=seed).choose(state.view(me))
        assert values[move] == pytest.approx(max(values.values()))


def test_the_tree_search_is_seeded_and_rates_every_move(monkeypatch):
    monkeypatch.setattr("scopa_learn.players.ismcts.SHARED_ROOT", False)
    state = random_position(rules("classic"), 4, 6)
    view = state.view(state.to_move)
    moves = list(view.legal_moves())
    first = tree_search(view, moves, random.Random("a"), 80)
    assert first == tree_search(view, moves, random.Random("a"), 80)
    assert len(first) == len(moves)
    # Each move's rating is the iterations that chose it (plus a fraction): they add up.
    assert sum(int(r) for r in first) == 80
