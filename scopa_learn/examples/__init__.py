"""Annotated example hands: authored in TOML, checked by the engine, stepped through by learners.

Each example is a file in ``scopa_learn/examples/data/`` (the format is described in
``docs/examples/format.md``). Loading replays every play through the engine, so a file that
states something the rules do not allow cannot load.

>>> [info.name for info in list_examples()][:2]
['seed-000-hand', 'seed-000-match']
>>> hand = load_example("seed-000-hand")
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

import os
import tomllib
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

from ..errors import ExampleError
from ..messages import say
from .loader import read_example
from .model import Branch, Example, MatchReplay, MatchStep, Replay, Step, text_version
from .odds import SweepOdds, sweep_odds

__all__ = [
    "Branch", "Example", "ExampleInfo", "MatchReplay", "MatchStep", "Replay", "Step", "SweepOdds",
    "list_examples", "load_example", "read_example", "sweep_odds", "text_version",
]


class ExampleInfo(NamedTuple):
    """One packaged example: its name (for :func:`load_example`), title, kind and summary."""

    name: str
    title: str
    kind: str
    summary: str


def _data() -> dict[str, str]:
    """The packaged example files: name -> TOML text."""
    folder = resources.files(__name__).joinpath("data")
    found: dict[str, str] = {}
    for entry in folder.iterdir():
        if entry.name.endswith(".toml"):
            found[entry.name[:-5]] = entry.read_text(encoding="utf-8")
    return found


@lru_cache(maxsize=1)
def _packaged() -> dict[str, str]:
    return _data()


def list_examples() -> tuple[ExampleInfo, ...]:
    """The packaged examples in reading order (names and titles; nothing is replayed).

    >>> info = list_examples()[0]
    >>> info.name, info.kind
    ('seed-000-hand', 'hand')
    """
    infos: list[tuple[int, ExampleInfo]] = []
    for name, text in _packaged().items():
        data = tomllib.loads(text)
        infos.append((int(data.get("order", 1000)), ExampleInfo(
            name, str(data.get("title", name)), str(data.get("kind", "hand")), str(data.get("summary", "")))))
    return tuple(info for _, info in sorted(infos, key=lambda pair: (pair[0], pair[1].name)))


@lru_cache(maxsize=64)
def _load_packaged(name: str) -> Example:
    return read_example(_packaged()[name], f"{name}.toml", name)


def load_example(name_or_path: str | os.PathLike[str]) -> Example:
    """A packaged example by name, or any example file by path, replayed and checked.

    >>> str(load_example("equal-card-first").steps[0].move)
    '6s x 6d'
    >>> load_example("/no/such/file.toml")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ExampleError: /no/such/file.toml cannot be read: the file does not exist.
    """
    text_name = os.fspath(name_or_path)
    if not isinstance(name_or_path, str) or text_name.endswith(".toml") or os.sep in text_name \
            or "/" in text_name:
        path = Path(text_name)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise ExampleError(say("examples.no_file", path=text_name, error=say("examples.not_found"))) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ExampleError(say("examples.no_file", path=text_name, error=exc)) from None
        return read_example(text, text_name)
    if text_name not in _packaged():
        known = ", ".join(info.name for info in list_examples())
        raise ExampleError(say("examples.unknown_example", name=text_name, known=known))
    return _load_packaged(text_name)
