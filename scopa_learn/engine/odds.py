"""The odds a learner meets at the table, computed rather than remembered.

The cards a player has not seen (in other hands and in the stock) are, as far as that
player can tell, dealt at random. The chance that a hand of ``drawn`` of them holds at
least one of ``matching`` cards is hypergeometric: ``1 - C(unseen - matching, drawn) /
C(unseen, drawn)``.

At the first play in two you have seen 3 + 4 cards, so 33 are unseen and the opponent
holds 3: the AGIMEG guide's figures follow.

>>> [round(100 * chance_of_any(33, k, 3), 1) for k in (3, 2, 1, 0)]
[25.6, 17.6, 9.1, 0.0]
"""

from __future__ import annotations

from math import comb

from ..errors import OddsError
from ..words.messages import say


def chance_of_any(unseen: int, matching: int, drawn: int) -> float:
    """Chance that ``drawn`` cards taken at random from ``unseen`` include one of ``matching``.

    >>> round(chance_of_any(33, 3, 3), 4)
    0.2559
    >>> chance_of_any(3, 4, 1)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.OddsError: The odds need 0 <= matching (4) <= unseen (3) and 0 <= drawn (1) <= unseen.
    """
    if not (0 <= matching <= unseen and 0 <= drawn <= unseen):
        raise OddsError(say("odds.bad", unseen=unseen, matching=matching, drawn=drawn))
    if matching == 0 or drawn == 0:
        return 0.0
    return 1.0 - comb(unseen - matching, drawn) / comb(unseen, drawn)
