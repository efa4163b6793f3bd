"""Lists in a sentence, as each language joins them: ``a, b and c``; ``a, b o c``.

The one place words are joined into a list: no module joins with a literal ``" or "``.

>>> or_list(["2 + 4", "1 + 5"]), or_list(["2 + 4", "1 + 5"], "it")
('2 + 4 or 1 + 5', '2 + 4 o 1 + 5')
>>> and_list(["the 2 of coins", "the 4 of batons", "the re"])
'the 2 of coins, the 4 of batons and the re'
"""

from __future__ import annotations

from collections.abc import Sequence

from .messages import say


def and_list(parts: Sequence[str], lang: str | None = None) -> str:
    """``a``, ``a and b``, ``a, b and c``; in Italian ``a, b e c``."""
    if len(parts) <= 1:
        return "".join(parts)
    return say("text.and", lang, first=", ".join(parts[:-1]), last=parts[-1])


def or_list(parts: Sequence[str], lang: str | None = None) -> str:
    """``a``, ``a or b``, ``a, b or c``; in Italian ``a, b o c``."""
    if len(parts) <= 1:
        return "".join(parts)
    return say("text.or", lang, first=", ".join(parts[:-1]), last=parts[-1])
