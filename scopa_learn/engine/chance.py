"""The engine's only source of chance: whole numbers and shuffles from ``getrandbits``.

``random.Random(seed).getrandbits`` is plain Mersenne Twister output, the same on every
CPython 3.11+ and on Pyodide; ``random.shuffle``, ``choice`` and ``randrange`` are
implementation details that may change. Dealing, the computer players and the quiz all
draw through :func:`below` and :func:`shuffle`, so a seed means the same cards everywhere.

>>> import random
>>> rng = random.Random(0)
>>> cards = list("abcde")
>>> shuffle(cards, rng)
>>> cards, below(rng, 6)
(['c', 'b', 'a', 'e', 'd'], 4)
"""

from __future__ import annotations

import random
from typing import TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """A whole number from 0 to ``n - 1``, uniform: ``getrandbits`` with rejection."""
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


def shuffle(items: list[T], rng: random.Random) -> None:
    """Shuffle ``items`` in place (Fisher-Yates, from the end, each swap drawn by :func:`below`)."""
    getrandbits = rng.getrandbits
    steps = _STEPS.get(len(items))
    if steps is None:
        steps = _STEPS[len(items)] = tuple((i, (i + 1).bit_length()) for i in range(len(items) - 1, 0, -1))
    for i, bits in steps:
        # below(rng, i + 1), written out: this runs for every deal and every sampled world.
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


#: The swaps of a shuffle of n items: (position, bits to draw), from the end.
_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}
