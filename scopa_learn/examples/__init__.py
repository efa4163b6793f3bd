"""Annotated example hands: authored in TOML, checked by the engine, stepped through by learners.

Each example is a file in ``scopa_learn/examples/data/`` (the format is described in
``docs/examples/format.md``). Loading replays every play through the engine, so a file that
states something the rules do not allow cannot load.

>>> [info.name for info in list_examples()][:2]
['anna-and-bruno-hand', 'anna-and-bruno-match']
>>> hand = load_example("anna-and-bruno-hand")
>>> len(hand.steps), hand.score().totals, hand.branch("sum-allowed").score().totals
(36, (2, 4), (4, 2))
>>> print(hand.steps[34].note.split(". ")[2])
But the cavallo of spade is on the table, so her cavallo must take it: the equal card comes first
>>> load_example("no-such-hand")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
scopa_learn.errors.ExampleError: There is no example called 'no-such-hand'. Known examples: ...
"""

from __future__ import annotations

from ..engine.odds import SweepOdds, sweep_odds
from .loader import ExampleInfo, list_examples, load_example, read_example
from .model import Branch, Example, MatchReplay, MatchStep, Replay, Step, text_version

__all__ = [
    "Branch", "Example", "ExampleInfo", "MatchReplay", "MatchStep", "Replay", "Step", "SweepOdds",
    "list_examples", "load_example", "read_example", "sweep_odds", "text_version",
]
