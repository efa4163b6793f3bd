"""One table session for both front ends (issue 20, item 3): the terminal game
(``scopa-learn play``) and the Play widget run their matches through
:class:`scopa_learn.table.session.TableSession`, so the same table and deal number give the
same plays in both, hand after hand, to the end of the match.

Rules: the player to the dealer's right leads; the deal moves on
one seat each hand, "A match" (hands until a side reaches the target).
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from scopa_learn.cli import main
from scopa_learn.engine.events import Played
from scopa_learn.errors import IllegalMoveError, MoveReason
from scopa_learn.table.player_card import rematch_dealer
from scopa_learn.table.session import Table, TableError, TableSession, computer_seed
from scopa_learn.widgets.play import PlayGame

pytestmark = pytest.mark.slow  # whole matches through both front ends: make test runs it, make check does not

#: The tables of issue 20: in two, in three, couples in four, teams of three in six, scopone.
TABLES = [("classic", 2, 5), ("classic", 3, 8), ("classic", 4, 11), ("classic", 6, 4), ("scopone", 4, 2)]
IDS = [f"{p}-{n}" for p, n, _ in TABLES]


def _plays(states: Any) -> list[list[dict[str, Any]]]:
    return [[e.to_data() for e in s.log if isinstance(e, Played)] for s in states]


def by_session(preset: str, players: int, seed: int) -> TableSession:
    """The learner always plays their first legal move; the computers play as they choose."""
    session = TableSession()
    session.start(Table(preset, players, "beginner", seed))
    while session.phase != "match_over":
        if session.phase == "hand_over":
            session.next_hand()
        elif session.computer_turn:
            session.computer_move()
        else:
            session.play(session.state.legal_moves()[0])
    return session


def by_widget(preset: str, players: int, seed: int) -> PlayGame:
    """The same, clicked as the Play page sends it."""
    game = PlayGame(opponent="beginner", preset=preset, players=players, seed=seed, start=True)
    while game.view()["phase"] != "match_over":
        if game.view()["phase"] == "hand_over":
            game.handle({"type": "next_hand"})
        elif game.view()["computer_turn"]:
            game.handle({"type": "computer"})
        else:
            move = game.current.legal_moves()[0]
            game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
        assert game.view()["error"] is None, game.view()["error"]
    return game


def by_terminal(preset: str, players: int, seed: int) -> dict[str, Any]:
    """The same, typed at ``scopa-learn play --match``: "1" is the first legal move."""
    out, err = io.StringIO(), io.StringIO()
    argv = ["play", "--rules", preset, "--players", str(players), "--seed", str(seed), "--level",
            "beginner", "--match", "--json"]
    status = main(argv, stdin=io.StringIO("1\n" * 2000), stdout=out, stderr=err, environ={})
    assert status == 0, err.getvalue()
    data: dict[str, Any] = json.loads(out.getvalue())
    return data


@pytest.mark.parametrize(("preset", "players", "seed"), TABLES, ids=IDS)
def test_both_front_ends_play_the_same_match(preset: str, players: int, seed: int) -> None:
    session = by_session(preset, players, seed)
    game = by_widget(preset, players, seed)
    terminal = by_terminal(preset, players, seed)
    assert session.match is not None and session.match.is_over
    plays = _plays(session.finished)
    assert len(plays) == len(session.match.hands) >= 1
    # Every hand of the match, play by play, in the widget and in the terminal.
    assert _plays(game.session.finished) == plays
    assert [h["plays"] for h in terminal["hands"]] == plays
    assert terminal["match"]["scores"] == list(session.match.scores) == game.view()["match"]["scores"]
    assert terminal["match"]["winner"] == session.match.winner
    # The learner leads the first hand (the seat before deals); the deal moves on each hand.
    assert [h["dealer"] for h in terminal["hands"]] == [
        (players - 1 + k) % players for k in range(len(plays))]
    assert all(hand[0]["player"] == (players - 1 + k + 1) % players for k, hand in enumerate(plays))


def test_the_computers_are_seeded_by_seat_and_deal_number() -> None:
    session = TableSession()
    session.start(Table("classic", 4, "intermediate", 7))
    assert {p: (c.level, c.seed) for p, c in session.computers.items()} == {
        p: ("intermediate", computer_seed(7, p)) for p in (1, 2, 3)}
    session.start(Table("classic", 2, "human", 7))
    assert session.computers == {} and session.is_person(1) and not session.computer_turn


def test_undo_goes_back_to_the_learners_last_turn() -> None:
    session = TableSession()
    first = session.start(Table("classic", 3, "beginner", 2))
    with pytest.raises(TableError) as nothing:
        session.undo()
    assert str(nothing.value) == "There is no move of yours to take back yet."
    session.play(first.legal_moves()[0])
    while session.computer_turn:
        session.computer_move()
    assert len(session.history) == 4 and session.can_undo
    assert session.undo() == first and session.history == [first]


def test_a_move_out_of_turn_or_after_the_hand_is_refused() -> None:
    session = TableSession()
    state = session.start(Table("classic", 2, "beginner", 1))
    session.play(state.legal_moves()[0])
    with pytest.raises(TableError) as waiting:
        session.play(session.state.legal_moves()[0])
    assert str(waiting.value) == "Wait: it is the computer's turn."
    with pytest.raises(TableError):
        session.hint()
    while session.phase == "play":
        _ = session.computer_move() if session.computer_turn else session.play(session.hint().move)
    with pytest.raises(IllegalMoveError) as over:
        session.play(state.legal_moves()[0])
    assert over.value.reason is MoveReason.HAND_OVER


def test_the_clock_plays_the_hint_for_the_learner() -> None:
    session = TableSession()
    state = session.start(Table("classic", 2, "beginner", 5))
    assert session.timeout() is None  # the clock is off by default
    session.set_clock(True, 30)
    suggested = session.hint().move
    assert session.timeout() == suggested and session.history[1] == state.play(suggested)
    with pytest.raises(TableError):
        session.set_clock(True, 0)


def test_a_finished_match_is_on_the_card_and_the_rematch_deals_as_the_card_room_says() -> None:
    session = by_session("classic", 2, 5)
    assert session.match is not None
    row = session.card.rows()[0]
    assert (row.preset, row.players, row.level, row.played) == ("classic", 2, "beginner", 1)
    again = session.rematch_table()
    assert again is not None and again.seed == 5 + len(session.match.hands)
    assert again.dealer == rematch_dealer(session.match)
    state = session.rematch()
    assert state.dealer == again.dealer and session.phase == "play"
    # Leaving it before its end: abandoned on the learner's card.
    assert session.leave() and session.phase == "setup"
    assert session.card.rows()[0].abandoned == 1 and session.card.rows()[0].played == 2
