"""Your first hand (issue 21, item 1): a real hand against the beginner from a chosen deal, a
coach line before each of the learner's turns, true of the position, and the Play widget in a
coached mode.

Rules: the AGIMEG guide, a hand, point 3 (the equal card first; a sum; several sum
groups: the player picks), 4 (a card that captures nothing stays on the table), 5 (a scopa, never
with the last card of the hand), 6 (the cards left go to whoever captured last).
"""

from __future__ import annotations

from typing import Any

import pytest

from scopa_learn.engine.board import Move
from scopa_learn.engine.events import LastTake
from scopa_learn.engine.state import HandState
from scopa_learn.errors import IllegalMoveError
from scopa_learn.table.first_hand import (
    DECK,
    KINDS,
    RULES_MET,
    YOU,
    CoachLine,
    coach_line,
    coached_hand,
    end_lines,
    find_deal,
    point_lines,
    rules_met,
    sum_beside,
    wrong_sum_turn,
)
from scopa_learn.widgets.play import PlayGame
from scopa_learn.words.cards import named

LANGS = ("en", "it")


def learner_turns() -> list[tuple[HandState, CoachLine]]:
    return [(state, line) for state, line, _ in coached_hand() if line is not None]


def test_the_chosen_deal_shows_every_core_rule() -> None:
    met = rules_met()
    assert set(met) == set(RULES_MET)
    assert all(count >= 1 for count in met.values()), met
    # The learner plays every card of the hand: 18 turns in two, the last card theirs.
    turns = learner_turns()
    assert len(turns) == 18 and turns[-1][1].kind == "last_card"
    assert turns[-1][0].is_last_card and turns[-1][0].to_move == YOU
    # The search finds it again, from the shuffle it came from.
    assert next(find_deal(1505, 1)) == DECK


@pytest.mark.parametrize("lang", LANGS)
def test_every_coach_line_is_true_of_its_position(lang: str) -> None:
    for state, english in learner_turns():
        line = coach_line(state, lang)
        move, table = line.move, state.table
        assert line.kind == english.kind in KINDS and move == english.move
        assert move in state.legal_moves() and move.card in state.hand(YOU)
        # The line names the card to play, and every card it takes.
        assert named(move.card, lang) in line.text
        assert all(named(c, lang) in line.text for c in move.capture), line.text
        ways = [m for m in state.legal_moves() if m.card is move.card]
        if line.kind == "last_card":
            assert state.is_last_card
        elif line.kind == "scopa":
            assert set(move.capture) == set(table) and not state.is_last_card
        elif line.kind == "choice":
            assert sum(len(m.capture) > 1 for m in ways) >= 2
        elif line.kind == "equal":
            assert len(move.capture) == 1 and move.capture[0].rank == move.card.rank
        elif line.kind == "sum":
            assert len(move.capture) > 1 and sum(c.rank for c in move.capture) == move.card.rank
            assert all(c.rank != move.card.rank for c in table)  # no equal card to take first
        else:
            assert line.kind == "stays" and ways == [Move(move.card, ())]  # it cannot take


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_says_who_took_last_and_what(lang: str) -> None:
    final = list(coached_hand())[-1][0]
    assert final.is_over
    last = next(e for e in final.log if isinstance(e, LastTake))
    [line] = end_lines(final, lang)
    assert all(named(c, lang) in line for c in last.cards)
    assert ("You took last" in line) == (last.player == YOU) if lang == "en" else True


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_says_how_each_point_is_won_with_the_hands_figures(lang: str) -> None:
    # "Scoring a hand": carte, denari, settebello, primiera and the scope, each with its rule
    # and this hand's own figures, yours first.
    final = list(coached_hand())[-1][0]
    you, them = final.score().to_data()["sides"]
    lines = point_lines(final, lang)
    assert [line.split(":")[0].lower() for line in lines] == ["carte", "denari", "settebello", "primiera", "scope"]
    carte, denari, settebello, primiera, scope = lines
    assert f": {you['cards']};" in carte and carte.endswith(f": {them['cards']}.")
    assert f": {you['denari']};" in denari and denari.endswith(f": {them['denari']}.")
    assert settebello.endswith({"en": "You took it.", "it": "L'hai preso tu."}[lang])  # 7d in your pile
    assert f" {you['primiera']}: " in primiera and f" {them['primiera']}: " in primiera
    assert f": {you['scope']};" in scope and scope.endswith(f": {them['scope']}.")


def coached(lang: str = "en") -> PlayGame:
    return PlayGame(coach=True, lang=lang, links={"play": "../", "learn": "../../learn/", "x": "bad"})


def play_by_marks(game: PlayGame, wrong: bool = True) -> dict[str, Any]:
    """Play the first hand clicking only what the coach marks (and once a wrong sum)."""
    clicks = {"cards": 0, "choices": 0, "wrong": 0}
    refused = None
    trap = wrong_sum_turn()
    while game.view()["phase"] == "play":
        view = game.view()
        if view["computer_turn"]:
            game.handle({"type": "computer"})
            continue
        assert view["coach"]["kind"] in KINDS and view["hint_move"] is not None
        marked = view["hint_move"]["card"]
        assert [c["code"] for c in view["hand"] if c["hinted"]] == [marked]
        now = game.current
        if wrong and refused is None and trap is not None and (now.table, now.hands) == (trap.table, trap.hands):
            line = coach_line(trap)
            sums = sum_beside(line.move.card, trap.table, line.move.capture[0])
            assert sums is not None and len(sums) == 2
            for card in sums:
                game.handle({"type": "toggle", "card": str(card)})
            game.handle({"type": "play", "card": marked})
            clicks["wrong"] += 3
            refused = game.view()["error"]
            with pytest.raises(IllegalMoveError) as error:
                trap.play(Move(line.move.card, sums))
            assert refused == str(error.value) and game.view()["selected"] == []
            assert game.current is now  # nothing was played
        game.handle({"type": "play", "card": marked})
        clicks["cards"] += 1
        view = game.view()
        if view["choices"]:
            ways = [w for w in view["choices"] if w["hinted"]]
            assert len(ways) == 1
            game.handle({"type": "play", "card": ways[0]["card"], "takes": ways[0]["takes"]})
            clicks["choices"] += 1
        assert game.view()["error"] is None, game.view()["error"]
    return {"clicks": clicks, "refused": refused}


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_hand_is_played_to_its_count_by_the_marks(lang: str) -> None:
    game = coached(lang)
    assert game.view()["phase"] == "play" and game.view()["coach"] is not None
    done = play_by_marks(game)
    assert done["clicks"] == {"cards": 18, "choices": rules_met()["choice"], "wrong": 3}
    assert done["refused"] is not None
    view = game.view()
    coach = view["coach"]
    assert view["score"] is not None and coach["kind"] == "end" and len(coach["end"]) == 1
    assert [link["href"] for link in coach["next"]] == ["../", "../../learn/"]  # known names only
    # A lesson, not a match on the player card: the card is neither read nor written.
    assert view["record"] is None
    game.handle({"type": "again"})
    assert game.view()["phase"] == "play" and game.current.plays_made == 0


def test_the_coached_hand_is_the_same_each_time() -> None:
    first, second = coached(), coached()
    play_by_marks(first, wrong=False)
    play_by_marks(second)
    assert first.current.log == second.current.log


def test_the_play_page_suggests_the_beginner_on_a_first_visit() -> None:
    game = PlayGame()
    game.handle({"type": "restore", "card": None})
    view = game.view()
    assert view["setup"]["opponent"] == "beginner" and view["notice"].startswith("First visit")
    again = PlayGame()
    again.handle({"type": "restore", "card": {"version": 1, "rows": [
        {"preset": "classic", "players": 2, "level": "beginner", "played": 1, "won": 1, "abandoned": 0}]}})
    assert again.view()["setup"]["opponent"] == "intermediate" and again.view()["notice"] is None
