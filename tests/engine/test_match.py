"""The match (partita): hands to a target, the both-reach rule, ties, dealer rotation.

Sources: the AGIMEG guide "A quanti punti si arriva" and its match sheet,
The online game's rules page "Quando finisce la partita", the teams and napola page, issue 2 "Build" item 6.
"""

from __future__ import annotations

import random

import pytest

from scopa_learn import Match, ScopaError, rules

SHEET = [(2, 4), (1, 3), (4, 1), (2, 1), (4, 2)]


def test_seed_000_match_sheet_anna_wins_13_11():
    """The AGIMEG guide "Una partita a 11": hands 2-4, 1-3, 4-1, 2-1, 4-2; running
    2-4, 3-7, 7-8, 9-9, 13-11; both pass 11 in hand 5, Anna wins 13-11."""
    m = Match(rules("classic"), names=("Anna", "Bruno"), first_dealer=1)
    running = []
    for points in SHEET:
        assert not m.is_over
        m = m.record(points)
        running.append(m.scores)
    assert running == [(2, 4), (3, 7), (7, 8), (9, 9), (13, 11)]
    assert m.is_over and m.winner == 0 and m.winner_name == "Anna"
    assert "Anna" in m.status() and "13-11" in m.status()
    assert m.hands == tuple(SHEET)


def test_seed_000_dealers_alternate_bruno_anna():
    """The AGIMEG guide sheet: dealers Bruno, Anna, Bruno, Anna, Bruno; "in due si fa
    a turno"."""
    m = Match(rules("classic"), names=("Anna", "Bruno"), first_dealer=1)
    dealers = []
    for points in SHEET:
        dealers.append(m.names[m.dealer])
        assert m.deal().dealer == m.dealer
        m = m.record(points)
    assert dealers == ["Bruno", "Anna", "Bruno", "Anna", "Bruno"]


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_deal_moves_on_one_seat_every_hand(players):
    """The AGIMEG guide: "in quattro il mazzo gira intorno al tavolo"."""
    m = Match(rules("classic", players=players), first_dealer=0)
    seen = []
    for _ in range(players + 1):
        seen.append(m.dealer)
        m = m.record((0,) * m.rules.sides)
    assert seen == [k % players for k in range(players + 1)]


def test_reaching_the_target_wins():
    """The AGIMEG guide: "vince chi li raggiunge o li supera per primo"."""
    m = Match(rules("classic")).record((10, 3))
    assert not m.is_over
    m = m.record((1, 0))
    assert m.scores == (11, 3) and m.winner == 0


def test_below_the_target_the_match_goes_on():
    """The AGIMEG guide: hands are played until a side reaches the target."""
    m = Match(rules("classic", target=21)).record((11, 4))
    assert not m.is_over and m.winner is None and m.status() == "11-4"


def test_when_both_reach_the_target_the_higher_score_wins():
    """The AGIMEG guide: "Se tutti e due arrivano al traguardo nella stessa smazzata
    vince chi ha di più"."""
    m = Match(rules("classic")).record((9, 10)).record((4, 2))
    assert m.scores == (13, 12) and m.winner == 0


def test_equal_scores_at_the_target_play_another_hand():
    """The AGIMEG guide, the teams and napola page "12 a 12": equal scores: play another hand."""
    m = Match(rules("classic")).record((10, 9)).record((2, 3))
    assert m.scores == (12, 12)
    assert not m.is_over and m.winner is None
    assert "another hand" in m.status()
    m = m.record((0, 1))
    assert m.winner == 1


def test_three_players_to_16_and_a_tie_at_the_top_plays_on():
    """The AGIMEG guide "Scopa in 3": three play to 16; "se due arrivano al traguardo
    pari, si gioca un'altra smazzata in tre"."""
    r = rules("classic", players=3)
    assert r.target == 16
    m = Match(r).record((15, 15, 14)).record((2, 2, 3))
    assert m.scores == (17, 17, 17) and not m.is_over
    m = Match(r).record((15, 15, 14)).record((2, 2, 1))
    assert m.scores == (17, 17, 15) and not m.is_over
    m = m.record((1, 0, 0))
    assert m.winner == 0


def test_couples_play_to_21_as_two_sides():
    """The AGIMEG guide: 21 for couples; partners score as one side."""
    m = Match(rules("classic", players=4))
    assert m.rules.target == 21 and m.scores == (0, 0)
    assert m.record((21, 20)).winner == 0


def test_a_finished_match_refuses_more_hands():
    """Issue 2 item 6: bad use is a clear ScopaError."""
    m = Match(rules("classic"), names=("Anna", "Bruno")).record((11, 0))
    with pytest.raises(ScopaError) as error:
        m.record((1, 0))
    assert "Anna" in str(error.value)
    with pytest.raises(ScopaError):
        m.deal()


def test_a_result_with_the_wrong_number_of_sides_is_refused():
    """Issue 2 item 6: the scores of a hand must match the sides of the match."""
    with pytest.raises(ScopaError):
        Match(rules("classic")).record((1, 2, 3))


def test_a_whole_match_played_out_ends_with_the_single_highest_at_or_above_target():
    """The AGIMEG guide: hands to a target; the winner reached it and is strictly ahead."""
    rng = random.Random(5)
    m = Match(rules("classic"), seed=100)
    while not m.is_over:
        s = m.deal()
        while not s.is_over:
            s = s.play(rng.choice(s.legal_moves()))
        m = m.record(s.score())
    assert m.winner is not None
    top = m.scores[m.winner]
    assert top >= 11 and all(s < top for i, s in enumerate(m.scores) if i != m.winner)
    assert sum(m.scores) == sum(sum(h) for h in m.hands)


def test_the_winner_s_score_comes_first_in_the_status():
    """Issue 13: chapter 7 printed "Bruno wins the match 12-13"; a result is said winner first."""
    m = Match(rules("classic"), names=("Anna", "Bruno"))
    for points in [(6, 5), (5, 6), (1, 2)]:
        m = m.record(points)
    assert m.scores == (12, 13)
    assert m.status() == "Bruno wins the match 13-12."
