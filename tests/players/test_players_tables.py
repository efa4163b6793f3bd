"""Computer players at every table (issue 15): three, couples, six, scopone.

Rule facts cited: The AGIMEG guide (play goes counter-clockwise, so the next player
sits on your right; 4 and 6 players form two teams sitting alternately; after the last card the
table goes to whoever took last) and "Scoring a hand" (teams pool their piles); "Figures worth a
test" (3 unseen cards of a value among 33, a hand of 3: 25.6%).
"""

from __future__ import annotations

import random
import re

import pytest
from hidden_cards import reshuffle_hidden
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import best_play, near_the_end, random_position, table_id

from scopa_learn import DECK, PRESETS, deal, rules
from scopa_learn.engine.captures import captures_for
from scopa_learn.engine.cards import Card, Suit
from scopa_learn.players import LEVELS, chance_they_hold, computer_player, hint
from scopa_learn.players.hints import partner_of
from scopa_learn.players.search import Playout, exact_totals, is_open

SMALL = 40  # a small expert budget keeps the suite quick

TABLES = [rules(name, players=n) for name, preset in PRESETS.items() for n in preset.players]
TEAMS = [r for r in TABLES if r.players in (4, 6)]


def bot(level: str, seed: int = 0):
    return computer_player(level, seed=seed, budget=SMALL) if level == "expert" else \
        computer_player(level, seed=seed)


# -- every computer choice is legal, at every table, from every seat -------------------------------


@settings(max_examples=80, deadline=None)
@given(table=st.sampled_from(TABLES), level=st.sampled_from(LEVELS), seed=st.integers(0, 10_000),
       plays=st.integers(0, 39))
def test_every_computer_choice_is_legal_at_every_table(table, level, seed, plays):
    state = random_position(table, seed, plays)
    view = state.view(state.to_move)
    move = bot(level, seed).choose(view)
    assert move in state.legal_moves()
    assert hint(view).move in state.legal_moves()


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_a_whole_hand_of_computers_at_every_seat_is_legal(table):
    # Each seat gets a level in turn, so partners of different levels play together too.
    seats = [bot(LEVELS[p % 3], seed=p) for p in range(table.players)]
    state = deal(table, seed=11, dealer=table.players - 1)
    while not state.is_over:
        move = seats[state.to_move].choose(state.view(state.to_move))
        assert move in state.legal_moves()
        state = state.play(move)
    assert len(state.score().totals) == table.sides


# -- no peeking in teams: the partner's hand is as hidden as an opponent's ------------------------




@pytest.mark.parametrize("table", [r for r in TEAMS if not r.carte_viste], ids=table_id)
def test_no_peeking_in_teams_the_partners_hand_included(table):
    rng = random.Random(3)
    partner_moved = 0
    for seed in range(2):
        state = random_position(table, seed, rng.randrange(0, table.plays_per_hand - 6))
        me = state.to_move
        partner = (me + 2) % table.players
        other = reshuffle_hidden(state, me, rng)
        assert other.view(me) == state.view(me)
        partner_moved += other.hands[partner] != state.hands[partner]
        for level in LEVELS:
            assert bot(level, 5).choose(state.view(me)) == bot(level, 5).choose(other.view(me)), level
        assert hint(state.view(me)) == hint(other.view(me))
    assert partner_moved  # the test really moved the partner's cards


# -- moves judged on the team's points ------------------------------------------------------------


@pytest.mark.parametrize("table", [rules("classic", players=n) for n in (2, 3, 4, 6)]
                         + [rules("scopone")], ids=table_id)
def test_the_exact_search_follows_each_sides_own_points(table):
    # With three players each plays for themselves (not two against one); in teams, for the team.
    for seed in range(4):
        state = near_the_end(table, seed, 3 if table.players == 3 else 2)
        assert exact_totals(Playout.of(state)) == pytest.approx(best_play(state))


@pytest.mark.parametrize("table", [rules("classic", players=n) for n in (3, 4, 6)], ids=table_id)
def test_the_expert_plays_the_best_move_for_its_side_when_nothing_is_hidden(table):
    for seed in range(6):
        state = near_the_end(table, seed, 2)
        me = state.to_move
        view = state.view(me)
        assert is_open(view)
        side = table.side_of(me)
        values = {m: best_play(state.play(m))[side] for m in state.legal_moves()}
        move = computer_player("expert", seed=seed).choose(view)
        assert values[move] == pytest.approx(max(values.values()))


@pytest.mark.parametrize("players", [3, 4])
def test_in_three_couples_and_six_the_expert_plays_out_the_intermediates_best_moves_until_the_last_plays(
    players: int,
):
    # Where it chooses by playouts (three, couples and six, before the exact last plays), its move is one
    # of the intermediate's few best, the one the playouts value most; in two and near the end it searches.
    from scopa_learn.players import alphabeta
    from scopa_learn.players.heuristic import assess

    table = rules("classic", players=players)
    checked = 0
    for seed in range(8):
        state = random_position(table, seed, seed * 3)
        view = state.view(state.to_move)
        assert alphabeta.plays_out(view) == (view.plays_left > alphabeta.TAIL)
        if not alphabeta.plays_out(view):
            continue
        ranked = assess(view)
        graded = alphabeta.playout_values(view, random.Random(seed), budget=600)
        best = [a.move for a in ranked if a.score >= ranked[0].score - alphabeta.PLAYOUT_MARGIN]
        assert [m for m, _ in graded] == best[:alphabeta.PLAYOUT_CANDIDATES]
        move = computer_player("expert", seed=seed).choose(view)
        assert move in [m for m, _ in graded]
        checked += 1
    assert checked >= 3
    assert not alphabeta.plays_out(deal(seed=1).view(0))  # two players: the search
    assert alphabeta.plays_out(deal(rules("classic", players=6), seed=1).view(0))  # six, as couples
    end = near_the_end(table, 1, alphabeta.TAIL)
    assert not alphabeta.plays_out(end.view(end.to_move))  # the last plays: searched exactly


@pytest.mark.parametrize(("preset", "key"), [("scopone", "4x9"), ("scopone-10", "4x10")])
def test_at_scopone_the_expert_plays_out_only_the_plays_before_the_exact_last_ones(preset, key):
    # At scopone (9 cards each and 4 on the table, or 10 each) the expert looks two plays ahead
    # until PLAYOUT_FROM plays are left, then plays the intermediate's best moves out to the end
    # of the hand, then (the last TAIL plays) searches exactly.
    from scopa_learn.players import alphabeta

    table = rules(preset)
    window = alphabeta.PLAYOUT_FROM[key]
    assert alphabeta.TAIL < window < table.plays_per_hand
    seen = set()
    for seed in range(6):
        for left in (table.plays_per_hand - 2 * seed, window + 1, window, alphabeta.TAIL + 1, alphabeta.TAIL):
            state = near_the_end(table, seed, left)
            view = state.view(state.to_move)
            assert view.plays_left == left
            seen.add(alphabeta.plays_out(view))
            assert alphabeta.plays_out(view) == (alphabeta.TAIL < left <= window), left
    assert seen == {True, False}
    state = near_the_end(table, 2, window)
    view = state.view(state.to_move)
    graded = alphabeta.playout_values(view, random.Random(2), budget=400)
    assert computer_player("expert", seed=2, budget=SMALL).choose(view) in [m for m, _ in graded]
    assert alphabeta.playout_budget(table) < alphabeta.playout_budget(rules("classic", players=4))


# -- hints in couples speak of the partner --------------------------------------------------------


def test_the_next_player_is_an_opponent_and_the_partner_plays_after():
    # Teams sit alternately and play goes counter-clockwise: on your right an opponent, then a partner.
    for n in (4, 6):
        game_rules = rules("classic", players=n)
        for p in range(n):
            assert game_rules.side_of((p + 1) % n) != game_rules.side_of(p)
            assert game_rules.side_of((p + 2) % n) == game_rules.side_of(p)
    assert partner_of(deal(seed=1).view(0)) is None


def test_a_couples_hint_speaks_of_the_partner_with_the_right_odds():
    # Seat 0 leads; seat 1 (an opponent) plays next, then seat 2, the partner. The best play
    # throws the 2 of cups and leaves the 6 of cups; the three other 6s are unseen among 33
    # cards and the partner holds 3: 25.6% (the AGIMEG guide's figures).
    cards = dict(dealer=3, table="Rs Rb Fc 6c", hands=["Cd 2c 4s", "Cb 4c 5c", "Ab 3d 5s", "7s 7b 2b"])
    state = deal(rules("classic", players=4), **cards)
    h = hint(state.view(0))
    assert str(h.move) == "2c"
    assert "Your partner plays after the opponent on your right" in h.reason
    assert "6 of cups" in h.reason and "card worth 6" in h.reason and "25.6%" in h.reason
    italian = hint(state.view(0), lang="it").reason
    assert "compagno" in italian and "6 di coppe" in italian and "25,6%" in italian  # Italian decimal comma
    # The same cards in a game of two: no partner to speak of.
    alone = deal(rules("classic"), dealer=1, table="Rs Rb Fc 6c", hands=["Cd 2c 4s", "Cb 4c 5c"])
    assert "partner" not in hint(alone.view(0)).reason


_PARTNER = re.compile(r"if the (.+?) is still on the table then, your partner can take it with a card "
                      r"worth (\d+) \(([\d.]+)% they hold one\)")
_LABELS = {c.label("en"): c for c in DECK}


@pytest.mark.parametrize("table", TEAMS, ids=table_id)
def test_every_partner_sentence_is_true_of_the_position(table):
    said = 0
    for seed in range(3):
        state = deal(table, seed=seed, dealer=seed % table.players)
        while not state.is_over:
            me = state.to_move
            view = state.view(me)
            h = hint(view)
            after = state.play(h.move)
            found = _PARTNER.search(h.reason)
            if found:
                said += 1
                card, rank, chance = _LABELS[found[1]], int(found[2]), float(found[3])
                partner = (me + 2) % table.players
                assert card in after.table  # still on the table after your play
                assert any(card in taken for taken in captures_for(Card(rank, Suit.COPPE), after.table, table))
                assert round(100 * chance_they_hold(view, rank, partner), 1) == chance
            if "your partner took last" in h.reason:
                said += 1
                assert view.is_last_card and after.is_over
                assert table.side_of(after.last_taker) == table.side_of(me) and after.last_taker != me
            state = after
    assert said  # the hints did speak of the partner
