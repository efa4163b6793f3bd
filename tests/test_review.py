"""The review of a hand (scopa_learn/coach/review.py): each decision graded from the seat's view."""

from __future__ import annotations

import json
import random
from datetime import date, timedelta
from functools import cache

import pytest
from hidden_cards import reshuffle_hidden

from scopa_learn import HandState, PlayerError, deal, rules
from scopa_learn.coach import Review, ReviewError, deal_of_the_day, expert_replay, review_hand
from scopa_learn.coach.duplicate import replay_with
from scopa_learn.coach.review import grade_decision, moments
from scopa_learn.engine.cards import Suit
from scopa_learn.players import Player, computer_player
from scopa_learn.players.search import exact_values, is_open
from scopa_learn.puzzles import Puzzle
from scopa_learn.puzzles.explain import _count, _has_settebello, _trapped, move_facts, move_text

#: The tables of the Play page: (preset, players).
TABLES = [("classic", 2), ("classic", 3), ("classic", 4), ("classic", 6), ("scopone", 4)]


def played_hand(preset: str = "classic", players: int = 2, seed: int = 3, first: str = "beginner",
                **options: object) -> HandState:
    """A whole hand: seat 0 at level ``first``, the others intermediate."""
    r = rules(preset, players=players, **options)
    bots = [computer_player(first if i == 0 else "intermediate", seed=seed + i) for i in range(players)]
    state = deal(r, seed=seed, dealer=seed % players)
    while not state.is_over:
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    return state


@cache
def reviewed(preset: str = "classic", players: int = 2, seed: int = 3) -> tuple[HandState, Review]:
    hand = played_hand(preset, players, seed)
    return hand, review_hand(hand, 0)


def test_moments_replay_the_hand_from_its_log() -> None:
    hand = played_hand(seed=11)
    states = moments(hand)
    assert len(states) == hand.rules.plays_per_hand
    last = states[-1].play(hand.played[-1].move)
    assert (last.piles, last.scope, last.log[-40:]) == (hand.piles, hand.scope, hand.log[-40:])
    assert [s.plays_made for s in states] == list(range(36))
    # Dealt from its seed again: each hand in the order it was dealt, as the players saw it.
    assert states[0].hands == deal(seed=11, dealer=11 % 2).hands


def test_moments_of_a_stacked_deal_are_rebuilt_from_the_plays() -> None:
    from scopa_learn import shuffled_deck

    bots = [computer_player("intermediate", seed=1), computer_player("beginner", seed=2)]
    state = deal(deck=shuffled_deck(21), dealer=1)
    while not state.is_over:
        state = state.play(bots[state.to_move].choose(state.view(state.to_move)))
    assert state.seed is None
    states = moments(state)
    assert [sorted(h) for h in states[0].hands] == [sorted(h) for h in deal(deck=shuffled_deck(21), dealer=1).hands]
    assert states[-1].play(state.played[-1].move).piles == state.piles


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_every_decision_of_the_seat_at_each_table(preset: str, players: int) -> None:
    hand, review = reviewed(preset, players)
    r = hand.rules
    assert len(review.decisions) == r.plays_per_hand // players
    assert [d.number for d in review.decisions] == [e.number for e in hand.played if e.player == 0]
    assert [d.played for d in review.decisions] == [e.move for e in hand.played if e.player == 0]
    assert review.side == r.side_of(0) and review.totals == tuple(hand.score().totals)
    for d in review.decisions:
        # The best move loses 0; every move's loss is what it keeps less than the best.
        assert d.grades[0].lost == 0.0 and d.best == d.grades[0].move
        assert all(g.lost >= 0 for g in d.grades)
        assert sorted(str(g.move) for g in d.grades) == sorted(str(m) for m in d.view.legal_moves())
        assert d.seat == 0 and d.view.player == 0
    assert review.given_away == round(sum(d.lost for d in review.decisions), 2) >= 0
    costly = review.costliest
    assert len(costly) <= 3 and [d.lost for d in costly] == sorted((d.lost for d in costly), reverse=True)
    assert all(d.lost > 0.1 for d in costly)
    rest = [d.lost for d in review.decisions if d not in costly]
    assert not costly or len(costly) < 3 or max(rest, default=0) <= costly[-1].lost


def test_grades_depend_only_on_the_seats_view() -> None:
    """The hidden cards dealt differently at a decision leave its grades and reason unchanged."""
    hand, review = reviewed("classic", 2, 5)
    rng = random.Random(2)
    changed = 0
    for d in [d for d in review.decisions if not d.forced][:8]:
        other = reshuffle_hidden(d.state, 0, rng)
        changed += (other.hands, other.stock) != (d.state.hands, d.state.stock)
        assert other.view(0) == d.view
        again = grade_decision(other, d.played, d.first_table)
        assert again.grades == d.grades
        assert again.explain("en") == d.explain("en") and again.theme == d.theme
    assert changed >= 6


def test_grades_depend_only_on_the_seats_view_in_teams() -> None:
    hand, review = reviewed("classic", 4)
    rng = random.Random(3)
    for d in review.decisions[:4]:
        again = grade_decision(reshuffle_hidden(d.state, 0, rng), d.played, d.first_table)
        assert again.grades == d.grades and again.explanation("it") == d.explanation("it")


def test_nothing_hidden_the_grades_are_exact() -> None:
    """In two, in the last deal the opponent's hand is known: the grades are the exact search's."""
    hand, review = reviewed("classic", 2, 3)
    last = [d for d in review.decisions if is_open(d.view)]
    assert last and all(d.exact for d in last)
    for d in last:
        moves = d.view.legal_moves()
        values = exact_values(d.state, moves, 0)
        top = max(values)
        for move, value in zip(moves, values, strict=True):
            grade = next(g for g in d.grades if str(g.move) == str(move))
            assert grade.lost == pytest.approx(round(top, 2) - round(value, 2), abs=0.011)


def check_true(d: object) -> None:
    """The reason given is a fact of the position, checked from the moves' own effects."""
    from scopa_learn.coach.review import Decision

    assert isinstance(d, Decision)
    code, text = d.explain("en")
    state, best, played = d.state, d.best, d.played
    assert move_text(best, "en") in text
    if d.lost <= 0:
        return
    assert move_text(played, "en") in text and f"{d.lost:.2f}" in text
    b, m = move_facts(state, best), move_facts(state, played)
    if code == "scopa":
        assert b.scopa and not m.scopa
    elif code in ("lone", "sweep"):
        assert m.sweep_chance > b.sweep_chance and (len(m.left) == 1) == (code == "lone")
    elif code == "settebello":
        assert (_has_settebello(b.pile) and not _has_settebello(m.pile)) or (
            _has_settebello(m.left) and not _has_settebello(b.left))
    elif code == "equal":
        assert _trapped(state.table, played) is not None
    elif code in ("primiera", "denari", "cards"):
        assert _count(b.pile, code) > _count(m.pile, code)
    elif code == "exposed":
        assert not played.capture and (played.card.rank in (6, 7) or played.card.suit is Suit.DENARI)
    elif code == "offer":
        assert m.offers
    elif code == "rest":
        assert d.exact
    else:
        assert code == "later"


@pytest.mark.parametrize("seed", [3, 5, 8])
def test_every_explanation_is_true_of_its_position(seed: int) -> None:
    _, review = reviewed("classic", 2, seed)
    for d in review.decisions:
        check_true(d)


def test_the_review_as_data_and_words_in_both_languages() -> None:
    _, review = reviewed("classic", 2, 3)
    en, it = review.to_data("en"), review.to_data("it")
    json.dumps(en)
    assert en["given_away"] == it["given_away"] == review.given_away
    assert en["summary"] != it["summary"] and str(review.given_away).replace(".", ",") in it["given_away_text"]
    assert en["costliest"] == [d.number for d in review.costliest]
    assert len(en["decisions"]) == 18 and en["decisions"][0]["explanation"] != it["decisions"][0]["explanation"]
    text = review.describe("it")
    assert text.startswith("In questa smazzata") and "\n" in text
    with pytest.raises(AttributeError):
        review.seat = 1  # type: ignore[misc]


def test_a_costly_decision_opens_as_a_puzzle() -> None:
    _, review = reviewed("classic", 2, 3)
    d = review.costliest[0]
    puzzle = d.puzzle(level=2)
    assert puzzle.view == d.view and puzzle.grades == d.grades and puzzle.theme == d.theme
    assert puzzle.source == "hand" and puzzle.id.startswith("h")
    verdict = puzzle.grade(d.played, "en")
    assert not verdict.correct and verdict.points_lost == d.lost and verdict.best == d.best
    again = Puzzle.from_data(json.loads(json.dumps(puzzle.to_data())))
    assert again == puzzle


def test_a_puzzle_from_a_hand_with_house_rules_keeps_them() -> None:
    hand = played_hand(seed=6, napola=True, prima=True)
    d = next(d for d in review_hand(hand, 0).decisions if not d.forced)
    data = d.puzzle(level=1).to_data()
    options = data["position"]["rules"]["options"]
    assert options["napola"] is True and options["prima"] is True and "capture" not in options
    assert Puzzle.from_data(data).state.rules == hand.rules


def test_a_hand_not_over_or_a_seat_not_at_the_table_is_refused() -> None:
    with pytest.raises(ReviewError, match="not over yet"):
        review_hand(deal(seed=1), 0)
    with pytest.raises(PlayerError):
        review_hand(played_hand(), 2)
    with pytest.raises(ReviewError, match="Only a hand"):
        review_hand("7d", 0)  # type: ignore[arg-type]


def test_progress_is_reported_after_each_decision() -> None:
    hand = played_hand(seed=9)
    seen: list[tuple[int, int]] = []
    review_hand(hand, 1, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(i, 18) for i in range(1, 19)]


# -- the same cards, played by the expert (coach/duplicate.py) -----------------------------------


def seated(preset: str, players: int, seed: int) -> tuple[HandState, dict[int, Player], Player]:
    r = rules(preset, players=players)
    me = computer_player("beginner", seed=seed)
    others: dict[int, Player] = {p: computer_player("intermediate", seed=seed * 16 + p) for p in range(1, players)}
    state = deal(r, seed=seed, dealer=players - 1)
    while not state.is_over:
        who = me if state.to_move == 0 else others[state.to_move]
        state = state.play(who.choose(state.view(state.to_move)))
    return state, others, me


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("classic", 4), ("scopone", 4)])
def test_the_duplicate_replay_is_the_same_deal_with_the_same_players(preset: str, players: int) -> None:
    hand, others, me = seated(preset, players, 7)
    # The learner's own player in the seat gives back the very same hand: the others choose as before.
    assert replay_with(hand, 0, me, others).log == hand.log
    result = expert_replay(hand, 0, others)
    again = expert_replay(hand, 0, others)
    assert again.expert.log == result.expert.log
    assert moments(result.expert)[0].hands == moments(hand)[0].hands
    assert moments(result.expert)[0].stock == moments(hand)[0].stock
    data = result.to_data("en")
    assert data["yours"]["totals"] == list(hand.score().totals)
    assert data["difference"] == pytest.approx(result.margin(result.expert) - result.margin(hand))
    assert result.summary("en") != result.summary("it")


def test_the_duplicate_replay_needs_a_player_for_every_other_seat() -> None:
    hand, others, me = seated("classic", 2, 3)
    with pytest.raises(ReviewError, match="Seat 2"):
        expert_replay(hand, 0, {})


def test_the_deal_of_the_day_is_the_same_for_everyone_from_the_date() -> None:
    day = date(2026, 12, 1)
    number = deal_of_the_day(day)
    assert number == deal_of_the_day(date.fromisoformat("2026-12-01")) and 0 <= number < 1_000_000
    assert len({deal_of_the_day(day + timedelta(days=k)) for k in range(30)}) == 30
    assert deal_of_the_day(day, "scopone", 4) != number
