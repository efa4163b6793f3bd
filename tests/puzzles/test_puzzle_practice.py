"""Practice that remembers (issue 12): the Glicko-2 rating, the reviews after 1, 3 and 7 days,
today's set and a teacher's set by number, over the real bank and over any record a browser
might hand back."""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_learn.puzzles import list_puzzles
from scopa_learn.puzzles.practice import (
    DAILY_SIZE,
    REVIEW_DAYS,
    SET_SIZE,
    Rating,
    daily_set,
    due_reviews,
    fresh_record,
    glicko2,
    read_record,
    record_result,
    teacher_set,
)

DAY = date(2026, 12, 1)
ratings = st.builds(Rating, st.floats(600, 2600), st.floats(30, 350), st.floats(0.03, 0.1))


@given(ratings, ratings)
def test_a_win_never_lowers_the_rating_and_a_loss_never_raises_it(player: Rating, puzzle: Rating) -> None:
    # Glicko-2 (Glickman 2013): the rating moves toward the result, never away from it.
    assert glicko2(player, [(puzzle, 1.0)]).rating >= player.rating
    assert glicko2(player, [(puzzle, 0.0)]).rating <= player.rating


@given(ratings)
def test_beating_a_harder_puzzle_gains_more(player: Rating) -> None:
    easy, hard = Rating(1200, 60, 0.06), Rating(2100, 60, 0.06)
    assert glicko2(player, [(hard, 1.0)]).rating > glicko2(player, [(easy, 1.0)]).rating


def test_a_missed_puzzle_comes_back_after_1_then_3_then_7_days() -> None:
    # Issue 12: "missed puzzles come back after 1, 3 and 7 days".
    p = list_puzzles()[0]
    record = record_result(fresh_record(), p.id, p.theme, p.level, correct=False, today=DAY)
    day, returns = DAY, []
    for wait in REVIEW_DAYS:
        assert p.id not in due_reviews(record, day + timedelta(days=wait - 1))
        day += timedelta(days=wait)
        assert due_reviews(record, day) == [p.id]
        returns.append((day - DAY).days)
        record = record_result(record, p.id, p.theme, p.level, correct=True, today=day)
    assert returns == [1, 4, 11] and p.id not in record["review"]


def test_missed_again_on_review_it_starts_over() -> None:
    p = list_puzzles()[0]
    record = record_result(fresh_record(), p.id, p.theme, p.level, correct=False, today=DAY)
    record = record_result(record, p.id, p.theme, p.level, correct=True, today=DAY + timedelta(days=1))
    record = record_result(record, p.id, p.theme, p.level, correct=False, today=DAY + timedelta(days=4))
    assert record["review"][p.id] == {"step": 0, "due": (DAY + timedelta(days=5)).isoformat()}


@given(st.integers(1, 9999))
@settings(max_examples=40)
def test_a_teachers_set_is_the_same_whatever_the_order_of_the_bank(number: int) -> None:
    bank = list_puzzles()
    chosen = teacher_set(bank, number)
    assert chosen == teacher_set(tuple(reversed(bank)), number)
    assert len(chosen) == len(set(chosen)) == min(SET_SIZE, len(bank))
    levels = [next(p.level for p in bank if p.id == pid) for pid in chosen]
    assert levels == sorted(levels)  # easiest first


@given(st.lists(st.sampled_from([p.id for p in list_puzzles()]), max_size=8, unique=True),
       st.integers(0, 30))
@settings(max_examples=40)
def test_todays_set_puts_the_reviews_due_first_and_never_repeats(missed: list[str], offset: int) -> None:
    bank = list_puzzles()
    today = DAY + timedelta(days=offset)
    record = fresh_record()
    for pid in missed:
        p = next(x for x in bank if x.id == pid)
        record = record_result(record, pid, p.theme, p.level, correct=False, today=DAY)
    chosen = daily_set(bank, record, today)
    due = due_reviews(record, today)
    assert len(chosen) == len(set(chosen)) == min(DAILY_SIZE, len(bank))
    assert chosen[: len(due)] == due[:DAILY_SIZE]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


@pytest.mark.slow
@given(json_values | st.fixed_dictionaries({"v": st.just(1)}, optional={
    "rating": json_values, "themes": json_values, "review": json_values, "seen": json_values,
    "tried": json_values, "daily": json_values}))
def test_any_record_from_the_browser_is_read_without_an_error(data: Any) -> None:
    record = read_record(data)
    assert read_record(json.loads(json.dumps(record))) == record
    assert isinstance(daily_set(list_puzzles(), record, DAY), list)
