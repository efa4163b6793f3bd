"""The review of a hand (scopa_learn/coach/review.py): each decision graded from the seat's view."""

from __future__ import annotations

import html
import json
import random
from datetime import date, timedelta
from functools import cache
from typing import Any

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


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
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


def first_deal(game: Any) -> tuple[object, ...]:
    """What the first hand of the game's match dealt: every seat's cards and the table."""
    state = game.session.history[0]
    return (*(tuple(h) for h in state.hands), tuple(state.table), tuple(state.stock))


def test_the_deal_of_the_day_depends_only_on_the_date() -> None:
    """Today's deal on the Play page: the same date (in UTC), the same cards, whoever asks - in
    another language, at another level, with other house rules, at another hour of the day in
    another time zone; another date, other cards."""
    from datetime import datetime, timezone

    from scopa_learn.coach.duplicate import day_in_utc
    from scopa_learn.widgets.play import PlayGame

    rome, new_york = timezone(timedelta(hours=1)), timezone(timedelta(hours=-5))
    # 00:30 in Rome and 18:30 the day before in New York are the same moment, the same UTC date.
    assert day_in_utc(datetime(2026, 12, 2, 0, 30, tzinfo=rome)) == day_in_utc(
        datetime(2026, 12, 1, 18, 30, tzinfo=new_york)) == date(2026, 12, 1)
    with pytest.raises(ValueError, match="time zone"):
        day_in_utc(datetime(2026, 12, 1, 12, 0))

    def dealt(day: str, **form: Any) -> tuple[object, ...]:
        game: Any = PlayGame(lang=form.pop("lang", "en"))
        game.handle({"type": "day", "day": day, **form})
        assert game.error is None, game.error
        return first_deal(game)

    today = dealt("2026-12-01", opponent="beginner", preset="classic", players="2")
    assert dealt("2026-12-01", opponent="expert", preset="classic", players="2", lang="it",
                 options={"napola": True}) == today
    assert dealt("2026-12-02", opponent="beginner", preset="classic", players="2") != today
    assert dealt("2026-12-01", opponent="beginner", preset="scopone", players="4") != today
    # Without a date, the controller reads today's date in UTC.
    game: Any = PlayGame()
    game.handle({"type": "day", "opponent": "beginner", "preset": "classic", "players": "2"})
    assert first_deal(game) == dealt(day_in_utc().isoformat(), opponent="beginner", preset="classic", players="2")
    assert game.view()["deal"] == deal_of_the_day(day_in_utc()) and game.seed is None
    game.handle({"type": "day", "day": "next Tuesday"})
    assert game.error == "next Tuesday is not a date: write it as year-month-day, like 2026-12-01."


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "it"])
def test_after_the_deal_of_the_day_the_experts_result_is_shown_as_par(lang: str) -> None:
    from scopa_learn.coach.duplicate import day_text
    from scopa_learn.widgets.play import PlayGame

    game: Any = PlayGame(lang=lang)
    game.handle({"type": "day", "day": "2026-12-01", "opponent": "intermediate", "preset": "classic", "players": "2"})
    assert day_text(date(2026, 12, 1), lang) in game.view()["deal_text"]
    assert game.view()["review_coach"]["day"] is None  # par comes after the hand
    while game.view()["phase"] == "play":
        if game.view()["computer_turn"]:
            game.handle({"type": "computer"})
        else:
            move = game.current.legal_moves()[-1]
            game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
    day = game.view()["review_coach"]["day"]
    assert day["status"] == "running" and day["rows"] == []
    game.handle({"type": "day_par"})
    assert game.error is None, game.error
    day = game.view()["review_coach"]["day"]
    hand = game.session.finished[0]
    par = expert_replay(hand, 0, game.session.computers)
    assert day["status"] == "done" and [r["mine"] for r in day["rows"]] == [
        hand.score().totals[0], par.expert.score().totals[0]]
    assert [r["theirs"] for r in day["rows"]] == [str(hand.score().totals[1]), str(par.expert.score().totals[1])]
    assert game.view()["review_coach"]["expert"]["summary"] == par.summary(lang)
    english = ("The deal of the day", "Par: the expert", "You")
    assert all((word in json.dumps(day)) == (lang == "en") for word in english)
    # The next hand of the match is no longer the deal of the day: no par for it.
    if game.view()["phase"] == "hand_over":
        game.handle({"type": "next_hand"})
        assert game.view()["review_coach"]["day"] is None
        assert day_text(date(2026, 12, 1), lang) not in game.view()["deal_text"]


# -- scopa-learn play shows the review after a hand ------------------------------------------------


def cli(*argv: str, stdin: str) -> tuple[int, str, str]:
    import io

    from scopa_learn.cli import main

    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err, environ={})
    return status, out.getvalue(), err.getvalue()


@pytest.mark.slow
def test_scopa_learn_play_reviews_the_hand_and_replays_it_with_the_expert() -> None:
    status, out, err = cli("play", "--seed", "5", "--review", stdin="1\n" * 18)
    assert status == 0, err
    assert "The coach looks back at your decisions" in out and "In this hand you gave away" in out
    assert "The same cards, played by the expert:" in out and "Your hand ended" in out
    status, out, err = cli("play", "--seed", "5", "--review", "--lang", "it", stdin="1\n" * 18)
    assert "In questa smazzata hai regalato" in out and "Le stesse carte, giocate dall'esperto:" in out
    status, out, err = cli("play", "--seed", "5", "--review", "--json", stdin="1\n" * 18)
    hand = json.loads(out)["hands"][0] if "hands" in json.loads(out) else json.loads(out)
    assert len(hand["review"]["decisions"]) == 18 and hand["expert"]["yours"]["totals"] == hand["score"]["totals"]
    status, out, err = cli("play", "--seed", "5", "--no-review", stdin="1\n" * 18)
    assert status == 0 and "The coach" not in out
    # Moves read from a pipe or a file (a script, a test): the review only when asked for.
    status, out, err = cli("play", "--seed", "5", stdin="1\n" * 18)
    assert status == 0 and "The coach" not in out and "Your hand ended" not in out


@pytest.mark.slow
def test_scopa_learn_play_at_a_terminal_reviews_each_hand_unless_told_not_to() -> None:
    import io

    from scopa_learn.cli import main

    class Keyboard(io.StringIO):
        def isatty(self) -> bool:
            return True

    for extra, reviewed in (((), True), (("--no-review",), False)):
        out, err = io.StringIO(), io.StringIO()
        status = main(["play", "--seed", "5", *extra], stdin=Keyboard("1\n" * 18), stdout=out, stderr=err, environ={})
        assert status == 0, err.getvalue()
        assert ("The coach looks back at your decisions" in out.getvalue()) is reviewed


# -- the coach on the Play page (widgets/coach.py) ---------------------------------------------------


def finished_game(lang: str = "en", seed: int = 3) -> object:
    from scopa_learn.widgets.play import PlayGame

    game = PlayGame(opponent="intermediate", seed=seed, start=True, lang=lang)
    game.handle({"type": "coach", "on": False})
    while game.view()["phase"] == "play":
        if game.view()["computer_turn"]:
            game.handle({"type": "computer"})
        else:
            move = game.current.legal_moves()[-1]
            game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
    return game


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_hand_on_the_play_page_ends_in_a_review_whose_costliest_decision_opens_as_a_puzzle(lang: str) -> None:
    game: Any = finished_game(lang)
    steps = []
    while (review := game.view()["review_coach"]["review"])["status"] == "running":
        steps.append(review["done"])
        game.handle({"type": "review_step"})
    assert steps[0] == 0 and len(steps) == 6 and review["done"] == 18
    assert review["summary"] == game._review.summary(lang)
    assert game.session.card.figures == (review["given_away"],)
    costly = [d for d in review["decisions"] if d["costly"]]
    assert sorted(d["number"] for d in costly) == sorted(review["costliest"]) and costly
    first = next(d for d in costly if d["number"] == review["costliest"][0])
    game.handle({"type": "try", "number": first["number"], "record": None})
    tried = game.view()["review_coach"]["try"]
    assert tried["number"] == first["number"] and tried["verdict"] is None and tried["hand"]
    card, takes = first["played"].partition(" x ")[::2]
    game.handle({"type": "try_play", "card": card, "takes": takes.split() if takes else []})
    view = game.view()
    assert view["error"] is None, view["error"]
    verdict = view["review_coach"]["try"]["verdict"]
    assert verdict["correct"] is False
    record = view["review_coach"]["puzzle_record"]
    pid = next(iter(record["own"]))
    assert record["review"][pid]["step"] == 0 and record["tried"] == 1
    # The puzzle widget brings it back for review on its day, with the same grades.
    from scopa_learn.widgets.puzzle import PuzzleController

    due = record["review"][pid]["due"]
    puzzles = PuzzleController(mode="daily", today=due, lang=lang)
    puzzles.handle({"type": "restore", "record": record, "today": due})
    assert puzzles.puzzle.id == pid and puzzles.puzzle.grades == game._try[1].grades
    # The same cards, played by the expert.
    game.handle({"type": "expert"})
    assert game.view()["review_coach"]["expert"]["summary"]
    chart = game.view()["review_coach"]["chart"]
    assert chart["figures"] == [review["given_away"]] and "<svg" in chart["svg"] and html.escape(chart["text"]) in chart["svg"]


@pytest.mark.slow
def test_the_coach_during_play_speaks_before_a_costly_move_then_lets_it_be_played() -> None:
    from scopa_learn.widgets.play import PlayGame

    game: Any = PlayGame(opponent="beginner", seed=5, start=True)
    assert game.view()["review_coach"]["during"]["on"] is True  # on by default against the beginner
    game.handle({"type": "coach", "on": True, "points": "0.3"})
    warned = False
    while game.view()["phase"] == "play" and not warned:
        if game.view()["computer_turn"]:
            game.handle({"type": "computer"})
            continue
        state = game.current
        decisions = [(grade_decision(state, m, ()).lost, m) for m in state.legal_moves()]
        lost, worst = max(decisions, key=lambda lm: lm[0])
        plays = state.plays_made
        game.handle({"type": "play", "card": str(worst.card), "takes": [str(c) for c in worst.capture]})
        if lost > 0.3:
            line = game.view()["review_coach"]["during"]["line"]
            assert line and game.current.plays_made == plays  # not played yet: think again
            game.handle({"type": "play", "card": str(worst.card), "takes": [str(c) for c in worst.capture]})
            assert game.current.plays_made > plays and game.view()["review_coach"]["during"]["line"] is None
            warned = True
    assert warned
    with pytest.raises(Exception, match="not a number of points"):
        game.on_coach(True, "lots")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_one_sentence_each_for_the_table_the_hand_the_piles_and_the_last_play(lang: str) -> None:
    from scopa_learn.widgets.play import PlayGame

    game: Any = PlayGame(opponent="intermediate", seed=2, start=True, lang=lang)
    speech = game.view()["review_coach"]["speech"]
    assert set(speech) == {"table", "hand", "piles", "last", "keys"}
    from scopa_learn.words.cards import card_label

    assert all(card_label(c, lang) in speech["table"] for c in game.current.table)
    assert all(card_label(c, lang) in speech["hand"] for c in game.current.hand(0))
    assert speech["table"].count(".") == 1 and speech["hand"].endswith(".")
