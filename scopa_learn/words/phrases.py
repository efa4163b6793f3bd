"""The helpers that turn values into words: lists joined in the language, a value said as a
card. The engine asks these and never joins words itself (no ``" or ".join``).

>>> and_list(["Anna", "Bruno", "Carla"], "it"), or_list(["7d", "7s"]), nor_list(["denari", "spade"], "it")
('Anna, Bruno e Carla', '7d or 7s', 'né denari né spade')
>>> nor_list(["coins", "cups", "swords"]), nor_list(["denari", "coppe", "spade"], "it")
('coins, cups or swords', 'né denari né coppe né spade')
>>> nor_list(["coins", "swords"]), nor_list(["bastoni"], "it"), versus(["Anna e Carla", "Bruno e Dario"], "it")
('coins or swords', 'bastoni', 'Anna e Carla contro Bruno e Dario')
>>> a_value(10, "it"), a_value(1), many_values(7, "due", "it")
('un re', 'an asso', 'due 7')
"""

from __future__ import annotations

from collections.abc import Sequence

from .messages import say


def _joined(key: str, parts: Sequence[str], lang: str | None, between: str = ", ") -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return say(key, lang, first=between.join(parts[:-1]), last=parts[-1])


def and_list(parts: Sequence[str], lang: str | None = None) -> str:
    """``a``, ``a and b``, ``a, b and c``; in Italian ``a, b e c``."""
    return _joined("text.and", parts, lang)


def or_list(parts: Sequence[str], lang: str | None = None) -> str:
    """``a``, ``a or b``, ``a, b or c``; in Italian ``a, b o c``."""
    return _joined("text.or", parts, lang)


def nor_list(parts: Sequence[str], lang: str | None = None) -> str:
    """What a negative sentence lacks: ``coins or swords``; in Italian ``né denari né spade``
    (``né`` before each: ``né denari né coppe né spade``)."""
    return _joined("text.nor", parts, lang, say("text.nor.between", lang))


def versus(sides: Sequence[str], lang: str | None = None) -> str:
    """Two sides facing each other: ``Anna and Carla against Bruno and Dario``."""
    return say("text.versus", lang, first=sides[0], last=sides[-1])


def a_value(rank: int, lang: str | None = None) -> str:
    """A value said as a card, with its article: ``un re``, ``un asso``, ``un 7``; in English
    with the game's words, as card names are (``a re``, ``an asso``)."""
    return say(f"rank.a.{rank}", lang)


def many_values(rank: int, count: str | int, lang: str | None = None) -> str:
    """Several cards of one value: ``two 7s``, ``due assi``, ``tre re``."""
    return say(f"rank.many.{rank}", lang, count=count)
