"""The puzzle themes and levels: their keys, and their names in a reader's language.

>>> theme_info("lone_card").title, check_level("2")
('The lone card', 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import PuzzleError
from ..words.messages import say

#: Levels, from a learner's first week to a strong player (see :mod:`.levels`).
LEVELS: tuple[int, ...] = (1, 2, 3, 4)

#: The themes, in the order a learner meets them (each has ``puzzle.theme.<key>`` messages).
THEMES: tuple[str, ...] = (
    "take_scopa", "deny_scopa", "lone_card", "table_ten", "best_sum", "which_card",
    "equal_card", "settebello", "primiera", "no_gift", "safe_discard", "last_deal",
)


@dataclass(frozen=True, slots=True)
class PuzzleTheme:
    """A theme: its stable ``key`` and, in a language, its ``title`` and what it teaches."""

    key: str
    title: str
    summary: str

    def to_data(self) -> dict[str, str]:
        """Plain data: ``{"key", "title", "summary"}``."""
        return {"key": self.key, "title": self.title, "summary": self.summary}


def check_theme(theme: object) -> str:
    """``theme`` as a known theme key, or a :class:`PuzzleError` that lists them."""
    key = theme.key if isinstance(theme, PuzzleTheme) else theme
    if isinstance(key, str) and key.strip().lower().replace("-", "_") in THEMES:
        return key.strip().lower().replace("-", "_")
    raise PuzzleError(say("puzzle.unknown_theme", theme=theme, known=", ".join(THEMES)))


def check_level(level: object) -> int:
    """``level`` as a known level, or a :class:`PuzzleError`."""
    if isinstance(level, str) and level.strip().isdigit():
        level = int(level.strip())
    if isinstance(level, bool) or not isinstance(level, int) or level not in LEVELS:
        raise PuzzleError(say("puzzle.unknown_level", level=level, first=LEVELS[0], last=LEVELS[-1]))
    return level



def theme_info(theme: str, lang: str | None = None) -> PuzzleTheme:
    """A theme's title and summary in ``lang``."""
    key = check_theme(theme)
    return PuzzleTheme(key, say(f"puzzle.theme.{key}", lang), say(f"puzzle.theme.{key}.summary", lang))


def all_themes(lang: str | None = None) -> tuple[PuzzleTheme, ...]:
    """Every theme, in teaching order."""
    return tuple(theme_info(k, lang) for k in THEMES)


__all__ = ["LEVELS", "THEMES", "PuzzleTheme", "all_themes", "check_level", "check_theme", "theme_info"]
