"""The puzzle bank and its API (issue 12): graded from the player's own information only."""

from __future__ import annotations

import json

import pytest

import scopa_learn
from scopa_learn import CardParseError, IllegalMoveError, PuzzleError, deal
from scopa_learn.cards import DECK
from scopa_learn.messages import MESSAGES
from scopa_learn.puzzles import (
    LEVELS,
    THEMES,
    Puzzle,
    get_puzzle,
    list_puzzles,
    puzzle_themes,
)
from scopa_learn.puzzles.grading import MIN_MARGIN

BANK = list_puzzles()


def test_the_bank_is_not_empty_and_ids_are_unique() -> None:
    assert BANK
    assert len({p.id for p in BANK}) == len(BANK)


@pytest.mark.parametrize("puzzle", BANK, ids=lambda p: p.id)
def test_best_move_is_legal_graded_zero_and_every_other_loses(puzzle: Puzzle) -> None:
    legal = puzzle.view.legal_moves()
    assert puzzle.best in legal
    assert {(m.card, frozenset(m.capture)) for m in legal} == {
        (g.move.card, frozenset(g.move.capture)) for g in puzzle.grades}
    best = puzzle.grade(puzzle.best)
    assert best.correct and best.points_lost == 0.0 and best.explanation
    for g in puzzle.grades[1:]:
        verdict = puzzle.grade(g.move)
        assert not verdict.correct
        assert verdict.points_lost >= MIN_MARGIN
        assert f"{verdict.points_lost:.2f}" in verdict.explanation
        assert verdict.reason


@pytest.mark.parametrize("puzzle", BANK, ids=lambda p: p.id)
def test_the_view_holds_no_hidden_card(puzzle: Puzzle) -> None:
    view = puzzle.view
    # What the player sees: own hand, the table, the piles, the plays; the rest is unseen.
    seen = set(view.hand) | set(view.table) | {c for pile in view.piles for c in pile}
    assert view.unseen == frozenset(DECK) - seen
    text = json.dumps(puzzle.to_data())
    state = puzzle.state
    hidden = {c for p, h in enumerate(state.hands) if p != view.player for c in h} | set(state.stock)
    data = puzzle.to_data()
    shown = set(data["view"]["hand"]) | set(data["view"]["table"])
    assert not shown & {str(c) for c in hidden}
    assert "stock" not in data["position"] and "hands" not in data["view"]
    assert text


def test_themes_and_levels() -> None:
    keys = [t.key for t in puzzle_themes()]
    assert keys == list(THEMES) and len(keys) >= 8
    for theme in puzzle_themes("it"):
        assert theme.title and theme.summary
    for p in BANK:
        assert p.theme in THEMES and p.level in LEVELS
    some = BANK[0]
    assert some in list_puzzles(theme=some.theme, level=some.level)
    assert all(p.theme == some.theme for p in list_puzzles(theme=some.theme))


@pytest.mark.parametrize("theme, level", [("chess", None), (None, 9), (None, "two"), (3, None)])
def test_unknown_theme_or_level_is_explained(theme: object, level: object) -> None:
    with pytest.raises(PuzzleError) as error:
        list_puzzles(theme=theme, level=level)  # type: ignore[arg-type]
    assert "theme" in str(error.value) or "level" in str(error.value)


def test_bad_moves_get_the_engines_errors() -> None:
    puzzle = BANK[0]
    with pytest.raises(CardParseError):
        puzzle.grade("7x")
    held = set(puzzle.view.hand)
    stranger = next(c for c in DECK if c not in held and c not in puzzle.view.table)
    with pytest.raises(IllegalMoveError) as error:
        puzzle.grade(str(stranger))
    assert error.value.reason == "not_in_hand"
    with pytest.raises(PuzzleError):
        get_puzzle("no-such-puzzle")


def test_data_round_trip_and_languages() -> None:
    puzzle = BANK[0]
    again = Puzzle.from_data(json.loads(json.dumps(puzzle.to_data())))
    assert again.id == puzzle.id and again.view == puzzle.view and again.grades == puzzle.grades
    assert Puzzle.from_data(puzzle.bank_data()).view == puzzle.view
    it = puzzle.grade(puzzle.best, lang="it").explanation
    assert it != puzzle.grade(puzzle.best).explanation and it.startswith("Giusto")
    assert puzzle.hints("it")[0].startswith("Tema")
    with pytest.raises(PuzzleError):
        Puzzle.from_data({"position": {}})
    with pytest.raises(PuzzleError):
        Puzzle.from_data([1, 2])  # type: ignore[arg-type]


def test_top_level_exports() -> None:
    assert scopa_learn.list_puzzles is list_puzzles
    assert scopa_learn.puzzle_themes is puzzle_themes
    assert scopa_learn.get_puzzle(BANK[0].id) is BANK[0]


def test_every_puzzle_message_exists_in_english_and_italian() -> None:
    en = {k for k in MESSAGES["en"] if k.startswith("puzzle.")}
    it = {k for k in MESSAGES["it"] if k.startswith("puzzle.")}
    assert en == it


def test_a_position_replays_to_the_same_view() -> None:
    state = deal(seed=4)
    from scopa_learn.puzzles.model import Position

    for _ in range(7):
        state = state.play(state.legal_moves()[0])
    position = Position.of(state, deal(seed=4).table)
    assert position.state().view(state.to_move) == state.view(state.to_move)
