"""The puzzle widget's controller: a move made by clicks is graded by the bank, hints come one
at a time, the best move is played on the table, bad input is explained and the widget keeps
working, and the learner's record (rating, themes, reviews, today's set) follows each first try.

The expected grades come from the puzzles themselves (:meth:`Puzzle.grade`), never written here.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest

from scopa_learn.engine.board import Move
from scopa_learn.engine.cards import parse_cards
from scopa_learn.puzzles import Puzzle, list_puzzles
from scopa_learn.puzzles.practice import fresh_record, record_result, teacher_set
from scopa_learn.widgets import bridge
from scopa_learn.widgets.puzzle import PuzzleController
from scopa_learn.words.messages import MESSAGES, say

TODAY = "2026-12-01"


def widget(**config: Any) -> PuzzleController:
    return PuzzleController(**{"mode": "set", "set": 12, "today": TODAY, **config})


def play(w: PuzzleController, move: Move) -> dict[str, Any]:
    """Click the move as a learner does: the hand card, each table card, then Play."""
    w.handle({"type": "pick", "card": str(move.card)})
    for card in move.capture:
        w.handle({"type": "toggle", "card": str(card)})
    w.handle({"type": "play"})
    return w.view()


def a_worse_move(p: Puzzle) -> Move:
    return next(m for m in p.view.legal_moves() if p.grade(m).points_lost > 0)


def test_the_best_move_by_clicks_is_right_and_loses_nothing() -> None:
    w = widget()
    p = w.puzzle
    view = play(w, p.best)
    assert view["error"] is None
    assert view["verdict"]["correct"] is True
    assert view["verdict"]["points_lost"] == 0
    assert view["verdict"]["explanation"] == p.grade(p.best).explanation
    assert view["progress"]["rating"] > 1200  # a first-week puzzle solved: the rating goes up
    assert view["progress"]["waiting"] == 0


def test_a_worse_move_shows_its_loss_and_why_and_comes_back_tomorrow() -> None:
    w = widget()
    p = w.puzzle
    move = a_worse_move(p)
    view = play(w, move)
    expected = p.grade(move)
    verdict = view["verdict"]
    assert (verdict["correct"], verdict["points_lost"]) == (False, expected.points_lost)
    assert verdict["explanation"] == expected.explanation
    assert f"{expected.points_lost:.2f}" in verdict["headline"]
    assert view["record"]["review"][p.id] == {"step": 0, "due": "2026-12-02"}
    assert view["progress"]["rating"] < 1200


def test_only_the_first_try_counts() -> None:
    w = widget()
    p = w.puzzle
    play(w, a_worse_move(p))
    record = json.dumps(w.view()["record"])
    view = play(w, p.best)  # right the second time: said, but not counted
    assert view["verdict"]["correct"] is True
    assert json.dumps(view["record"]) == record


def test_an_illegal_move_is_explained_and_the_widget_keeps_working() -> None:
    w = widget()
    p = w.puzzle
    # Play a hand card and claim a table card it cannot take: the engine says why.
    for card in p.view.hand:
        wrong = [c for c in p.view.table if Move(card, (c,)) not in p.view.legal_moves()]
        if wrong:
            view = play(w, Move(card, (wrong[0],)))
            break
    else:
        pytest.skip("every card takes every table card here")
    assert view["error"] and view["verdict"] is None
    assert view["record"]["tried"] == 0  # an illegal move is not a try
    w.handle({"type": "clear"})
    assert play(w, p.best)["verdict"]["correct"] is True


def test_cards_that_are_not_there_are_refused_in_a_learners_words() -> None:
    w = widget()
    p = w.puzzle
    outside = next(c for c in parse_cards("Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd Ac 2c 3c 4c 5c 6c 7c")
                   if c not in p.view.hand and c not in p.view.table)
    w.handle({"type": "pick", "card": str(outside)})
    assert w.view()["error"] == say("move.not_in_hand", card=outside.label("en"),
                                    hand=" ".join(str(c) for c in p.view.hand))
    w.handle({"type": "toggle", "card": str(outside)})
    assert w.view()["error"] == say("move.not_on_table", card=outside.label("en"),
                                    table=" ".join(str(c) for c in p.view.table))
    w.handle({"type": "pick", "card": "9x"})
    assert w.view()["error"].startswith("'9x' is not a card")
    w.handle({"type": "play"})
    assert w.view()["error"] == say("puzzle.ui.no_card")
    assert w.view()["puzzle"]["id"] == p.id


def test_a_card_that_takes_in_two_ways_offers_the_choices() -> None:
    # 6 on a table of asso, 5, 2 and 4: it takes asso + 5 or 2 + 4 (a position made for it).
    p = Puzzle.from_data({
        "theme": "best_sum", "level": 1,
        "position": {"rules": {"preset": "classic", "players": 2}, "dealer": 1, "player": 0,
                     "first_table": "Ad 5c 2s 4b", "plays": [], "hand": "6s Rc Rs"},
        "grades": [["6s x Ad 5c", 0.9], ["6s x 2s 4b", 0.2], ["Rc", -0.4], ["Rs", -0.4]],
    })
    w = widget()
    w.bank[p.id] = p
    w.queue, w.index = [p.id], 0
    w.handle({"type": "pick", "card": "6s"})
    w.handle({"type": "play"})
    view = w.view()
    assert view["verdict"] is None
    assert sorted(tuple(c["takes"]) for c in view["puzzle"]["choices"]) == [("2s", "4b"), ("Ad", "5c")]
    choice = next(c for c in view["puzzle"]["choices"] if c["takes"] == ["2s", "4b"])
    w.handle({"type": "play", "card": choice["card"], "takes": choice["takes"]})
    assert w.view()["verdict"]["points_lost"] == p.grade(Move.parse("6s x 2s 4b")).points_lost == 0.7


def test_two_hints_one_at_a_time_then_the_best_move_played_on_the_table() -> None:
    w = widget()
    p = w.puzzle
    first, second = p.hints()
    w.handle({"type": "hint"})
    assert w.view()["puzzle"]["hints"] == [first]
    assert not any(c["hinted"] for c in w.view()["puzzle"]["hand"])
    w.handle({"type": "hint"})
    puzzle = w.view()["puzzle"]
    assert puzzle["hints"] == [first, second] and puzzle["hints_left"] == 0
    assert [c["code"] for c in puzzle["hand"] if c["hinted"]] == [str(p.best.card)]
    w.handle({"type": "hint"})  # no third hint, and no error either
    assert w.view()["puzzle"]["hints"] == [first, second] and w.view()["error"] is None

    w.handle({"type": "best"})
    best = w.view()["puzzle"]["best"]
    after = p.after(p.best)
    assert [c["code"] for c in best["table_after"]] == [str(c) for c in after.table]
    assert set(after.table) <= set(p.view.table) | {p.best.card}  # nothing hidden comes out
    assert (best["card"], best["takes"]) == (str(p.best.card), [str(c) for c in p.best.capture])
    # Asked before any try, the best move counts as missed: it comes back tomorrow.
    assert w.view()["record"]["review"][p.id]["due"] == "2026-12-02"
    assert w.view()["note"] == say("puzzle.ui.counted_shown")


def test_a_hint_then_the_right_move_counts_half() -> None:
    alone, helped = widget(), widget()
    p = alone.puzzle
    play(alone, p.best)
    helped.handle({"type": "hint"})
    play(helped, p.best)
    half = record_result(fresh_record(), p.id, p.theme, p.level, correct=True, hinted=True,
                         today=date(2026, 12, 1))
    assert helped.view()["record"]["rating"] == half["rating"]
    assert helped.view()["record"]["rating"]["r"] < alone.view()["record"]["rating"]["r"]
    assert helped.view()["note"] == say("puzzle.ui.counted_hint")


def test_a_teachers_set_is_the_same_for_everyone_and_a_bad_number_is_explained() -> None:
    one, two = widget(), widget()
    assert one.queue == two.queue == teacher_set(list_puzzles(), 12)
    assert widget(set=13).queue != one.queue
    one.handle({"type": "start", "mode": "set", "set": "twelve"})
    assert "not a set number" in one.view()["error"]
    assert one.view()["set"] == 12 and one.queue == two.queue  # nothing changed
    one.handle({"type": "restore", "record": None, "today": TODAY, "set": "7"})
    assert (one.view()["mode"], one.view()["set"]) == ("set", 7)  # ?set=7 in the address


def test_the_end_of_a_set_is_said_and_the_widget_keeps_working() -> None:
    w = widget()
    for _ in range(len(w.queue)):
        w.handle({"type": "next"})
    view = w.view()
    assert view["finished"] and view["puzzle"] is None
    assert view["note"] == say("puzzle.ui.set_done", number=12)
    w.handle({"type": "hint"})
    assert view["note"] == w.view()["error"]
    w.handle({"type": "start", "mode": "set", "set": 3})
    assert w.view()["puzzle"] is not None and w.view()["error"] is None


def test_todays_set_starts_with_the_puzzles_due_for_review() -> None:
    missed = list_puzzles()[-1]
    record = record_result(fresh_record(), missed.id, missed.theme, missed.level,
                           correct=False, today=date(2026, 11, 30))
    w = PuzzleController(mode="daily", remember=True, today=TODAY)
    w.handle({"type": "restore", "record": record, "today": TODAY})
    view = w.view()
    assert view["restored"] and view["puzzle"]["id"] == missed.id
    assert view["progress"]["due"] == 1
    assert view["record"]["daily"]["ids"][0] == missed.id
    # A reload the same day keeps the same set, and carries on after what was done.
    play(w, w.puzzle.best)
    again = PuzzleController(mode="daily", remember=True, today=TODAY)
    again.handle({"type": "restore", "record": w.view()["record"], "today": TODAY})
    assert again.queue == w.queue and again.index == 1


def test_a_bad_set_in_the_address_is_said_and_the_record_still_comes_back() -> None:
    p = list_puzzles()[0]
    record = record_result(fresh_record(), p.id, p.theme, p.level, correct=True, today=date(2026, 11, 30))
    w = PuzzleController(mode="daily", remember=True, today=TODAY)
    w.handle({"type": "restore", "record": record, "today": TODAY, "set": "x"})
    view = w.view()
    assert "not a set number" in view["error"]
    assert view["mode"] == "daily" and view["record"]["rating"] == record["rating"]
    assert view["record"]["daily"]["date"] == TODAY and p.id not in view["record"]["daily"]["ids"]


def test_a_record_that_cannot_be_read_starts_afresh() -> None:
    w = PuzzleController(mode="daily", remember=True)
    w.handle({"type": "restore", "record": {"v": 1, "rating": "high", "review": [1, 2]},
              "today": "not a date"})
    view = w.view()
    assert view["error"] is None and view["record"]["rating"] == fresh_record()["rating"]


def test_the_theme_mode_keeps_to_its_theme_and_level() -> None:
    theme = list_puzzles()[0].theme
    w = widget(mode="theme", theme=theme)
    assert {w.bank[pid].theme for pid in w.queue} == {theme}
    assert len(w.queue) == len(list_puzzles(theme=theme))
    w.handle({"type": "start", "mode": "theme", "theme": "chess"})
    assert "chess" in w.view()["error"] and w.view()["mode"] == "theme"
    w.handle({"type": "start", "mode": "nonsense"})
    assert "nonsense" in w.view()["error"]


def test_the_view_holds_no_card_the_player_cannot_see() -> None:
    w = widget()
    for _ in range(len(w.queue)):
        p = w.puzzle
        seen = {str(c) for c in (*p.view.hand, *p.view.table, *(c for pile in p.view.piles for c in pile))}
        seen |= {str(e.card) for e in p.view.played}
        w.handle({"type": "best"})
        text = json.dumps({k: v for k, v in w.view().items() if k != "record"})
        codes = {c["code"] for c in _cards(json.loads(text))}
        assert codes and codes <= seen, codes - seen
        # the drawings sent once are the whole deck's: they say nothing of the hidden cards
        assert len(w.view()["drawings"]["faces"]) == 40
        w.handle({"type": "next"})


def _cards(data: Any) -> list[dict[str, Any]]:
    if isinstance(data, dict):
        found = [data] if "code" in data and "picture" in data else []
        return found + [c for v in data.values() for c in _cards(v)]
    if isinstance(data, list):
        return [c for v in data for c in _cards(v)]
    return []


def test_every_word_of_the_view_comes_in_italian() -> None:
    w = widget(lang="it")
    view = w.view()
    assert view["labels"]["play"] == MESSAGES["it"]["puzzle.ui.play"] != MESSAGES["en"]["puzzle.ui.play"]
    assert view["counter"].startswith("Problema 1 di")
    english = {k for k in MESSAGES["en"] if k.startswith("puzzle.ui.")} - set(MESSAGES["it"])
    assert not english, f"Italian missing for {sorted(english)}"
    play(w, a_worse_move(w.puzzle))
    assert "punti" in w.view()["verdict"]["headline"] and "," in w.view()["verdict"]["headline"]


def test_the_site_bridge_runs_the_widget_from_json() -> None:
    made = json.loads(bridge.create("puzzle", json.dumps({"mode": "set", "set": 5, "today": TODAY})))
    assert made["view"]["error"] is None and made["view"]["kind"] == "puzzle"
    p = list_puzzles()
    first = next(x for x in p if x.id == made["view"]["puzzle"]["id"])
    action = {"type": "play", "card": str(first.best.card), "takes": [str(c) for c in first.best.capture]}
    view = json.loads(bridge.dispatch(made["id"], json.dumps(action)))
    assert view["verdict"]["correct"] is True
    bridge.drop(made["id"])
