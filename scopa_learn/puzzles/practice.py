"""Practice that remembers: a puzzle rating, mastery per theme, reviews, daily and teachers' sets.

The maths of the puzzle trainer, as pure functions over a plain record (JSON) that the
browser keeps in ``localStorage`` and hands back to the widget; nothing here stores anything.

* **The rating** is Glicko-2 (Mark Glickman, *Example of the Glicko-2 system*, 2013): each
  puzzle tried is one game against the puzzle, whose rating comes from its level.
* **Mastery** of a theme is the share of the last :data:`RECENT` first tries that were right;
  a theme is mastered after at least :data:`MASTERED_AFTER` tries with 80% right.
* **Reviews**: a missed puzzle comes back after 1, 3 and 7 days (:data:`REVIEW_DAYS`); solved
  on each of those days, it leaves the queue; missed again, it starts over.
* **The daily set**: the reviews due, then new puzzles near the learner's rating, chosen once a
  day (the same all day, whatever happens in between).
* **A teacher's set** by number: the same puzzles for everyone who types that number, whatever
  their record, spread over the themes, easiest first.

Choices use a hash of the number (or the date) and the puzzle's id, not :mod:`random`, so they
are the same on every computer and every Python, in the browser too.

>>> record = fresh_record()
>>> record = record_result(record, "p1", "lone-card", 1, correct=False, today=date(2026, 12, 1))
>>> record["review"]["p1"], record["themes"]["lone-card"]["recent"]
({'step': 0, 'due': '2026-12-02'}, [0])
>>> round(record["rating"]["r"]) < START.rating
True
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Protocol

from ..errors import WidgetError
from ..words.messages import say

#: Days after which a missed puzzle comes back, one step after another.
REVIEW_DAYS: tuple[int, ...] = (1, 3, 7)
#: How many recent first tries of a theme its mastery looks at.
RECENT = 10
#: Tries of a theme before it can count as mastered (with :data:`MASTERY_SHARE` right).
MASTERED_AFTER = 5
MASTERY_SHARE = 0.8
#: Puzzles in a daily set and in a teacher's set.
DAILY_SIZE = 5
SET_SIZE = 10
#: The highest set number a teacher can give.
LAST_SET = 9999
#: Puzzles from the learner's own hands kept in the record (``own``), at most.
OWN_KEPT = 40
#: The version of the record's layout (a record of another version starts afresh).
RECORD_VERSION = 1

# Glicko-2's constants (Glickman 2013): the rating scale's factor, and tau, which limits how
# fast the volatility changes (0.3-1.2; smaller for steadier ratings).
_SCALE = 173.7178
_TAU = 0.5
_EPSILON = 1e-6


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating: the rating, its deviation (how unsure it is) and the volatility.

    >>> Rating(1500, 200, 0.06).to_data()
    {'r': 1500.0, 'rd': 200.0, 'vol': 0.06}
    >>> Rating.from_data({"r": 1480.5, "rd": 90, "vol": 0.059}).rating
    1480.5
    """

    rating: float
    deviation: float
    volatility: float

    def to_data(self) -> dict[str, float]:
        return {"r": round(float(self.rating), 2), "rd": round(float(self.deviation), 2),
                "vol": round(float(self.volatility), 6)}

    @classmethod
    def from_data(cls, data: Any) -> Rating:
        """Read :meth:`to_data`; anything else gives :data:`START`."""
        try:
            r, rd, vol = (float(data[k]) for k in ("r", "rd", "vol"))
        except (TypeError, KeyError, ValueError):
            return START
        if not all(math.isfinite(x) for x in (r, rd, vol)) or rd <= 0 or vol <= 0:
            return START
        return cls(r, min(rd, START.deviation), vol)


#: A new learner: the rating of a first-week puzzle, and very unsure.
START = Rating(1200.0, 350.0, 0.06)


def puzzle_rating(level: int) -> Rating:
    """The rating a puzzle plays at: 1200 at level 1, 300 more for each level above.

    >>> puzzle_rating(1).rating, puzzle_rating(3).rating
    (1200.0, 1800.0)
    """
    return Rating(1200.0 + 300.0 * (max(1, int(level)) - 1), 60.0, 0.06)


def glicko2(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = _TAU) -> Rating:
    """The player's rating after one rating period of ``games``: (opponent, score 0 to 1).

    Glickman's worked example (*Example of the Glicko-2 system*, 2013): a 1500 player
    (deviation 200) beats a 1400 and loses to a 1550 and a 1700.

    >>> new = glicko2(Rating(1500, 200, 0.06),
    ...               [(Rating(1400, 30, 0.06), 1), (Rating(1550, 100, 0.06), 0),
    ...                (Rating(1700, 300, 0.06), 0)])
    >>> round(new.rating, 2), round(new.deviation, 2), round(new.volatility, 5)
    (1464.05, 151.52, 0.06)

    With no game the rating stays and only the deviation grows:

    >>> glicko2(Rating(1500, 200, 0.06), []).deviation > 200
    True
    """
    mu = (player.rating - 1500.0) / _SCALE
    phi = player.deviation / _SCALE
    sigma = player.volatility
    if not games:
        grown = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, min(grown * _SCALE, START.deviation), sigma)

    def g(phi_j: float) -> float:
        return 1.0 / math.sqrt(1.0 + 3.0 * phi_j * phi_j / (math.pi * math.pi))

    terms = []
    for opponent, score in games:
        mu_j = (opponent.rating - 1500.0) / _SCALE
        g_j = g(opponent.deviation / _SCALE)
        expected = 1.0 / (1.0 + math.exp(-g_j * (mu - mu_j)))
        terms.append((g_j, expected, float(score)))
    v = 1.0 / sum(g_j * g_j * e * (1.0 - e) for g_j, e, _ in terms)
    delta = v * sum(g_j * (s - e) for g_j, e, s in terms)

    # The new volatility: the root of f by the Illinois algorithm (Glickman's step 5).
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2.0 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    new_sigma = math.exp(big_a / 2.0)

    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * sum(g_j * (s - e) for g_j, e, s in terms)
    return Rating(_SCALE * new_mu + 1500.0, min(_SCALE * new_phi, START.deviation), new_sigma)


def attempt_score(correct: bool, hinted: bool) -> float:
    """What a try counts for the rating: 1 solved alone, 0.5 solved after a hint, 0 missed.

    >>> attempt_score(True, False), attempt_score(True, True), attempt_score(False, True)
    (1.0, 0.5, 0.0)
    """
    if not correct:
        return 0.0
    return 0.5 if hinted else 1.0


# -- the record ---------------------------------------------------------------------------------


def fresh_record() -> dict[str, Any]:
    """The record of a learner who has tried nothing yet.

    >>> fresh_record()["rating"]
    {'r': 1200.0, 'rd': 350.0, 'vol': 0.06}
    """
    return {"v": RECORD_VERSION, "rating": START.to_data(), "themes": {}, "review": {},
            "tried": 0, "seen": [], "daily": None, "own": {}}


def read_record(data: Any) -> dict[str, Any]:
    """A record from the browser, checked part by part: what cannot be read is left out (a
    storage another page or an old version wrote must not stop the widget).

    >>> read_record({"v": 1, "rating": {"r": 1300, "rd": 80, "vol": 0.06},
    ...              "review": {"p1": {"step": 1, "due": "2026-12-04"}, "p2": {"step": "x"}},
    ...              "themes": {"t": {"tried": 2, "right": 1, "recent": [1, 0]}}})["review"]
    {'p1': {'step': 1, 'due': '2026-12-04'}}
    >>> read_record("nonsense") == fresh_record()
    True
    """
    record = fresh_record()
    if not isinstance(data, Mapping) or data.get("v") != RECORD_VERSION:
        return record
    record["rating"] = Rating.from_data(data.get("rating")).to_data()
    themes = data.get("themes")
    if isinstance(themes, Mapping):
        for name, stats in themes.items():
            if not isinstance(name, str) or not isinstance(stats, Mapping):
                continue
            tried, right = _whole(stats.get("tried")), _whole(stats.get("right"))
            recent = stats.get("recent")
            if tried is None or right is None or right > tried or not isinstance(recent, list):
                continue
            if not all(x in (0, 1) and not isinstance(x, float) for x in recent):
                continue
            record["themes"][name] = {"tried": tried, "right": right,
                                      "recent": [int(x) for x in recent][-RECENT:]}
    review = data.get("review")
    if isinstance(review, Mapping):
        for puzzle_id, entry in review.items():
            if not isinstance(puzzle_id, str) or not isinstance(entry, Mapping):
                continue
            step, due = _whole(entry.get("step")), _day(entry.get("due"))
            if step is not None and step < len(REVIEW_DAYS) and due is not None:
                record["review"][puzzle_id] = {"step": step, "due": due.isoformat()}
    record["tried"] = _whole(data.get("tried")) or 0
    seen = data.get("seen")
    if isinstance(seen, list):
        record["seen"] = list(dict.fromkeys(i for i in seen if isinstance(i, str)))
    daily = data.get("daily")
    if isinstance(daily, Mapping) and _day(daily.get("date")) is not None:
        ids, done = daily.get("ids"), daily.get("done")
        if isinstance(ids, list) and all(isinstance(i, str) for i in ids) and isinstance(done, list):
            record["daily"] = {"date": daily["date"], "ids": list(ids),
                               "done": [i for i in done if i in ids]}
    own = data.get("own")
    if isinstance(own, Mapping):
        for puzzle_id, puzzle in list(own.items())[-OWN_KEPT:]:
            if isinstance(puzzle_id, str) and isinstance(puzzle, Mapping):
                record["own"][puzzle_id] = dict(puzzle)
    return record


def keep_own(record: Mapping[str, Any], puzzle: Any) -> dict[str, Any]:
    """The record with a puzzle from the learner's own hand kept in it (its bank data, so the
    puzzles can bring it back for review on a later day); at most :data:`OWN_KEPT`, the oldest
    dropped first unless it is waiting in the review queue.

    >>> from scopa_learn.puzzles import list_puzzles
    >>> p = list_puzzles()[0]
    >>> list(keep_own(fresh_record(), p)["own"]) == [p.id]
    True
    """
    new = read_record(record)
    new["own"].pop(puzzle.id, None)
    new["own"][puzzle.id] = puzzle.bank_data()
    while len(new["own"]) > OWN_KEPT:
        old = next((k for k in new["own"] if k not in new["review"]), next(iter(new["own"])))
        del new["own"][old]
    return new


def own_puzzles(record: Mapping[str, Any]) -> list[Any]:
    """The puzzles from the learner's own hands kept in ``record`` (those that cannot be read
    are left out)."""
    from ..errors import ScopaError
    from .model import Puzzle

    found = []
    for data in (record.get("own") or {}).values():
        try:
            found.append(Puzzle.from_data(data))
        except (ScopaError, TypeError, ValueError, KeyError):
            continue
    return found


def _whole(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return None
    return value


def _day(value: Any) -> date | None:
    if not isinstance(value, str):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def record_result(record: Mapping[str, Any], puzzle_id: str, theme: str, level: int, *,
                  correct: bool, today: date, hinted: bool = False) -> dict[str, Any]:
    """The record after a first try at a puzzle: the rating, the theme's mastery, the review
    queue and the daily set updated (a new record; the one given is not changed).

    A review puzzle solved on or after its day moves to the next step; missed, it starts over.

    >>> day = date(2026, 12, 1)
    >>> r = record_result(fresh_record(), "p1", "scopa", 2, correct=False, today=day)
    >>> r = record_result(r, "p1", "scopa", 2, correct=True, today=date(2026, 12, 2))
    >>> r["review"]["p1"]
    {'step': 1, 'due': '2026-12-05'}
    >>> r = record_result(r, "p1", "scopa", 2, correct=True, today=date(2026, 12, 5))
    >>> r = record_result(r, "p1", "scopa", 2, correct=True, today=date(2026, 12, 12))
    >>> "p1" in r["review"], r["themes"]["scopa"]
    (False, {'tried': 4, 'right': 3, 'recent': [0, 1, 1, 1]})
    """
    new = read_record(record)
    rating = glicko2(Rating.from_data(new["rating"]),
                     [(puzzle_rating(level), attempt_score(correct, hinted))])
    new["rating"] = rating.to_data()
    new["tried"] += 1
    if puzzle_id not in new["seen"]:
        new["seen"].append(puzzle_id)
    stats = new["themes"].setdefault(theme, {"tried": 0, "right": 0, "recent": []})
    stats["tried"] += 1
    stats["right"] += int(correct)
    stats["recent"] = [*stats["recent"], int(correct)][-RECENT:]
    entry = reschedule(new["review"].get(puzzle_id), correct=correct, today=today)
    if entry is None:
        new["review"].pop(puzzle_id, None)
    else:
        new["review"][puzzle_id] = entry
    daily = new["daily"]
    if daily and daily["date"] == today.isoformat() and puzzle_id in daily["ids"]:
        if puzzle_id not in daily["done"]:
            daily["done"].append(puzzle_id)
    return new


def reschedule(entry: Mapping[str, Any] | None, *, correct: bool, today: date) -> dict[str, Any] | None:
    """A puzzle's place in the review queue after a try (None: not in the queue).

    >>> day = date(2026, 12, 1)
    >>> reschedule(None, correct=False, today=day)
    {'step': 0, 'due': '2026-12-02'}
    >>> reschedule({"step": 0, "due": "2026-12-02"}, correct=True, today=day)  # not due yet
    {'step': 0, 'due': '2026-12-02'}
    >>> reschedule({"step": 0, "due": "2026-12-02"}, correct=True, today=date(2026, 12, 2))
    {'step': 1, 'due': '2026-12-05'}
    >>> reschedule({"step": 2, "due": "2026-12-05"}, correct=True, today=date(2026, 12, 6)) is None
    True
    >>> reschedule(None, correct=True, today=day) is None
    True
    """
    if not correct:
        return {"step": 0, "due": (today + timedelta(days=REVIEW_DAYS[0])).isoformat()}
    if entry is None:
        return None
    step, due = int(entry["step"]), date.fromisoformat(str(entry["due"]))
    if due > today:  # solved again before its day: it still comes back then
        return {"step": step, "due": due.isoformat()}
    if step + 1 >= len(REVIEW_DAYS):
        return None
    return {"step": step + 1, "due": (today + timedelta(days=REVIEW_DAYS[step + 1])).isoformat()}


def due_reviews(record: Mapping[str, Any], today: date) -> list[str]:
    """The ids of the puzzles to review today or before, the oldest first.

    >>> due_reviews({"review": {"b": {"step": 0, "due": "2026-12-01"},
    ...                         "a": {"step": 1, "due": "2026-11-30"},
    ...                         "c": {"step": 0, "due": "2026-12-09"}}}, date(2026, 12, 1))
    ['a', 'b']
    """
    review = record.get("review") or {}
    due = [(str(e["due"]), pid) for pid, e in review.items() if date.fromisoformat(str(e["due"])) <= today]
    return [pid for _, pid in sorted(due)]


def mastery(record: Mapping[str, Any], theme: str) -> dict[str, Any]:
    """A theme's mastery: the share right of the recent first tries, and whether mastered.

    >>> mastery({"themes": {"t": {"tried": 6, "right": 5, "recent": [1, 1, 0, 1, 1, 1]}}}, "t")
    {'tried': 6, 'share': 0.83, 'mastered': True}
    >>> mastery(fresh_record(), "t")
    {'tried': 0, 'share': None, 'mastered': False}
    """
    stats = (record.get("themes") or {}).get(theme)
    if not stats or not stats["recent"]:
        return {"tried": 0, "share": None, "mastered": False}
    recent = stats["recent"]
    share = sum(recent) / len(recent)
    return {"tried": stats["tried"], "share": round(share, 2),
            "mastered": len(recent) >= MASTERED_AFTER and share >= MASTERY_SHARE}


# -- choosing puzzles ---------------------------------------------------------------------------


class Item(Protocol):
    """What the choices need of a puzzle (a :class:`scopa_learn.puzzles.Puzzle` has them)."""

    @property
    def id(self) -> str: ...
    @property
    def theme(self) -> str: ...
    @property
    def level(self) -> int: ...


def _order(key: str, puzzle_id: str) -> str:
    # The same order on every computer and every Python: a hash, not the random module.
    return hashlib.sha256(f"{key}/{puzzle_id}".encode()).hexdigest()


def _spread(puzzles: Iterable[Item], key: str) -> list[Item]:
    """Every puzzle, the themes taking turns (each theme's puzzles in the order of ``key``)."""
    by_theme: dict[str, list[Item]] = {}
    for p in sorted(puzzles, key=lambda p: _order(key, p.id)):
        by_theme.setdefault(p.theme, []).append(p)
    themes = sorted(by_theme, key=lambda t: _order(key, t))
    out: list[Item] = []
    for i in range(max((len(v) for v in by_theme.values()), default=0)):
        out += [by_theme[t][i] for t in themes if i < len(by_theme[t])]
    return out


def read_set_number(number: Any, lang: str | None = None) -> int:
    """A teacher's set number, from a number or the text of a box or of ``?set=12``.

    >>> read_set_number("12"), read_set_number(3)
    (12, 3)
    >>> read_set_number("twelve")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.WidgetError: 'twelve' is not a set number: give a whole number from 1 to 9999, like 12.
    """
    text = str(number).strip()
    if isinstance(number, bool) or not text.isdigit() or not 1 <= int(text) <= LAST_SET:
        raise WidgetError(say("puzzle.set.bad_number", lang, number=text, last=LAST_SET))
    return int(text)


def teacher_set(puzzles: Sequence[Item], number: int, size: int = SET_SIZE) -> list[str]:
    """The ids of set ``number``: the same for everyone, spread over the themes, easiest first.

    >>> from types import SimpleNamespace as P
    >>> bank = [P(id=f"{t}{n}", theme=t, level=1 + n % 3) for t in "abcd" for n in range(6)]
    >>> first = teacher_set(bank, 12, size=8)
    >>> first == teacher_set(list(reversed(bank)), 12, size=8), first == teacher_set(bank, 13, size=8)
    (True, False)
    >>> sorted({p.theme for p in bank if p.id in first}), len(first)
    (['a', 'b', 'c', 'd'], 8)
    """
    key = f"set-{number}"
    chosen = _spread(puzzles, key)[:size]
    return [p.id for p in sorted(chosen, key=lambda p: (p.level, _order(key, p.id)))]


def daily_set(puzzles: Sequence[Item], record: Mapping[str, Any], today: date,
              size: int = DAILY_SIZE) -> list[str]:
    """Today's puzzles: the reviews due first, then puzzles never tried at the level nearest
    the learner's rating (a level below or above when those run out; puzzles tried before when
    every one has been), spread over the themes.

    >>> from types import SimpleNamespace as P
    >>> bank = [P(id=f"{t}{n}", theme=t, level=1 + n % 3) for t in "abc" for n in range(6)]
    >>> record = {**fresh_record(), "review": {"c4": {"step": 0, "due": "2026-12-01"}}}
    >>> today = daily_set(bank, record, date(2026, 12, 1))
    >>> today[0], len(today), today == daily_set(bank, record, date(2026, 12, 1))
    ('c4', 5, True)
    >>> [next(p.level for p in bank if p.id == i) for i in today[1:]]  # a new learner: level 1
    [1, 1, 1, 1]
    """
    known = {p.id for p in puzzles}
    reviews = [pid for pid in due_reviews(record, today) if pid in known][:size]
    rating = Rating.from_data(record.get("rating")).rating
    levels = sorted({p.level for p in puzzles})
    if not levels:
        return reviews
    aim = min(levels, key=lambda lv: (abs(puzzle_rating(lv).rating - rating), lv))
    queued = set(record.get("review") or {})
    seen = set(record.get("seen") or ())
    key = f"day-{today.isoformat()}"
    picked: list[str] = []
    for pool in ([p for p in puzzles if p.id not in queued and p.id not in seen],
                 [p for p in puzzles if p.id not in queued and p.id in seen]):
        for distance in sorted({abs(p.level - aim) for p in pool}):
            if len(picked) >= size - len(reviews):
                break
            picked += [p.id for p in _spread([p for p in pool if abs(p.level - aim) == distance], key)]
    return reviews + picked[: size - len(reviews)]


def todays_set(puzzles: Sequence[Item], record: Mapping[str, Any], today: date) -> dict[str, Any]:
    """The record with today's daily set in it: kept if it was chosen today, else chosen now.

    >>> from types import SimpleNamespace as P
    >>> bank = [P(id=f"p{n}", theme="t", level=1) for n in range(9)]
    >>> r = todays_set(bank, fresh_record(), date(2026, 12, 1))
    >>> r["daily"]["date"], len(r["daily"]["ids"]), r["daily"]["done"]
    ('2026-12-01', 5, [])
    >>> todays_set(bank, r, date(2026, 12, 1))["daily"] == r["daily"]
    True
    """
    new = read_record(record)
    daily = new["daily"]
    if not daily or daily["date"] != today.isoformat():
        new["daily"] = {"date": today.isoformat(), "ids": daily_set(puzzles, new, today), "done": []}
    return new
