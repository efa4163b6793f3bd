"""The coach: a hand reviewed from what you knew, your mistakes as puzzles, the expert's replay.

>>> from scopa_learn.coach import review_hand
>>> callable(review_hand)
True
"""

from __future__ import annotations

from .duplicate import Duplicate, deal_of_the_day, expert_replay
from .review import CLOSE, REVIEW_WORLDS, Decision, Review, ReviewError, review_hand

__all__ = ["CLOSE", "REVIEW_WORLDS", "Decision", "Duplicate", "Review", "ReviewError", "deal_of_the_day",
           "expert_replay", "review_hand"]
