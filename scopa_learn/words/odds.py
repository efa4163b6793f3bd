"""Chances in words: a probability as a learner reads it.

>>> percent(0.2559), percent(0.2559, "it")
('25.6%', '25,6%')
"""

from __future__ import annotations

from .messages import say


def percent(chance: float, lang: str | None = None) -> str:
    """A chance from 0 to 1 as a percentage with one decimal, like ``'25.6%'`` (each language
    writes it as its message ``odds.percent`` says)."""
    return say("odds.percent", lang, value=f"{100 * chance:.1f}")
