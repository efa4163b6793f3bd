"""Puzzles: "your move?" positions from real play, graded from the player's own information.

Each puzzle is a position as the player to move sees it, with every legal move graded by the
points it keeps on average over the deals of the cards that player cannot see (computed
offline by ``python -m scopa_learn.puzzles.generate``; the bank ships with the package).

>>> puzzles = list_puzzles(theme="lone_card")
>>> p = puzzles[0]
>>> p.theme, p.level in (1, 2, 3, 4), p.best in p.view.legal_moves()
('lone_card', True, True)
>>> verdict = p.grade(p.best)
>>> verdict.correct, verdict.points_lost
(True, 0.0)
>>> [t.key for t in puzzle_themes()][:3]
['take_scopa', 'deny_scopa', 'lone_card']
>>> list_puzzles(theme="chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
scopa_learn.errors.PuzzleError: There is no puzzle theme called 'chess'. The themes are: take_scopa, ...
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

from ..errors import PuzzleError
from ..words.messages import say
from .model import After, Grade, Position, Puzzle, Verdict
from .themes import LEVELS, THEMES, PuzzleTheme, all_themes, check_level, check_theme, theme_info

#: The bank's file inside the package.
BANK_FILE = "bank.json"


@lru_cache(maxsize=1)
def _bank() -> tuple[Puzzle, ...]:
    text = resources.files(__package__).joinpath(BANK_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    # Only id, theme and level are read now; a puzzle's position is parsed when it is used
    # (most of the bank's load was parsing 538 positions a page never shows).
    bank = tuple(Puzzle.from_record(item) for item in data["puzzles"])
    _BY_ID.clear()
    _BY_ID.update((p.id, p) for p in bank)
    return bank


#: The bank's puzzles by id, filled by :func:`_bank` (so clearing its cache refreshes both).
_BY_ID: dict[str, Puzzle] = {}


def bank_info() -> dict[str, Any]:
    """How the bank was made: the generator's command and settings (from the bank file)."""
    text = resources.files(__package__).joinpath(BANK_FILE).read_text(encoding="utf-8")
    info: dict[str, Any] = json.loads(text).get("made_by", {})
    return info


def list_puzzles(theme: str | PuzzleTheme | None = None, level: int | None = None) -> tuple[Puzzle, ...]:
    """The bank's puzzles, optionally of one ``theme`` (a key from :func:`puzzle_themes`) and
    one ``level`` (1, first week, to 4, strong); in a stable order (by level, then id)."""
    key = None if theme is None else check_theme(theme)
    lvl = None if level is None else check_level(level)
    return tuple(p for p in _bank() if (key is None or p.theme == key) and (lvl is None or p.level == lvl))


def get_puzzle(puzzle_id: str) -> Puzzle:
    """The puzzle with this id (ids are stable: the same position keeps its id)."""
    _bank()
    found = _BY_ID.get(puzzle_id) if isinstance(puzzle_id, str) else None
    if found is not None:
        return found
    raise PuzzleError(say("puzzle.unknown_id", id=puzzle_id))


def puzzle_themes(lang: str | None = None) -> tuple[PuzzleTheme, ...]:
    """Every theme, in teaching order: its ``key``, and its ``title`` and ``summary`` in ``lang``."""
    return all_themes(lang)


def level_name(level: int, lang: str | None = None) -> str:
    """A level's name in ``lang``: 1 first week ... 4 strong."""
    return say(f"puzzle.level.{check_level(level)}", lang)


__all__ = [
    "LEVELS", "THEMES", "After", "Grade", "Position", "Puzzle", "PuzzleTheme", "Verdict", "bank_info",
    "get_puzzle", "level_name", "list_puzzles", "puzzle_themes", "theme_info",
]
