"""A player run as another program, for bench/strength.py to play against (level ``external``).

The command is given by the environment variable ``SCOPA_EXTERNAL_PLAYER`` (split as a shell
would, e.g. ``SCOPA_EXTERNAL_PLAYER="node adaptor.js"``). It is started once per process (a worker
forked after it started starts its own), at the first decision, and asked every decision of the
level, forced ones included.

Protocol: one JSON object a line, UTF-8, on the command's standard input and output.

* Asked: the deciding player's view, :meth:`PlayerView.to_data` (cards written ``"7d"``, ``"Rb"``;
  ``hand``, ``table``, ``piles``, ``scope``, ``hand_sizes``, ``stock``, ``last_taker``, ``dealer``,
  ``player``, ``to_move``, ``rules``, ``played``, ``legal_moves`` ...) and ``"unseen"``: the cards
  this player has not seen (in the other hands or the stock), sorted. Nothing hidden is sent:
  a program that needs the other hands filled in must deal the unseen cards itself.
* Answered: ``{"card": "6d", "takes": ["6b"]}`` (``takes`` empty: the card stays on the table);
  other keys are allowed and ignored, except ``"error"``, which is reported.

The answer must be one of the view's legal moves (the same card, the same cards taken, in any
order); anything else stops the run with the command's answer in the message, as does a command
that is missing, exits, or answers what is not JSON. Its choices are its own: no seed is sent, so
a program that draws at random (as the web app's expert does) does not replay the same.
"""

from __future__ import annotations

import atexit
import json
import os
import select
import shlex
import subprocess
from typing import Any

from scopa_learn import Move, PlayerView
from scopa_learn.engine.cards import parse_card, parse_cards
from scopa_learn.errors import ComputerPlayerError, ScopaError
from scopa_learn.players.heuristic import turn_moves

ENV = "SCOPA_EXTERNAL_PLAYER"
#: Seconds a command may take to answer one decision before the run stops (a hung program).
TIMEOUT = 60.0


class _Command:
    """The running command: a line of JSON in, a line of JSON out."""

    def __init__(self, command: str) -> None:
        try:
            self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         text=True, encoding="utf-8", bufsize=1)
        except OSError as e:
            raise ComputerPlayerError(f"{ENV}={command!r} could not be started: {e}") from e
        self.command = command
        self.pid = os.getpid()  # the process whose pipes these are
        atexit.register(self.close)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
            # One line is asked for at a time, so nothing waits in the pipe's buffer unseen by select.
            if not select.select([self.proc.stdout], [], [], TIMEOUT)[0]:
                raise ComputerPlayerError(f"{self.command!r} did not answer within {TIMEOUT:.0f} s")
            line = self.proc.stdout.readline()
        except OSError as e:
            raise ComputerPlayerError(f"{self.command!r} stopped: {e}") from e
        if not line:
            raise ComputerPlayerError(f"{self.command!r} exited (code {self.proc.poll()}) without answering")
        try:
            reply = json.loads(line)
        except json.JSONDecodeError as e:
            raise ComputerPlayerError(f"{self.command!r} answered what is not JSON: {line[:200]!r}") from e
        if not isinstance(reply, dict):
            raise ComputerPlayerError(f"{self.command!r} answered {line[:200]!r}, not a JSON object")
        if "error" in reply:
            raise ComputerPlayerError(f"{self.command!r} reported an error: {reply['error']}")
        return reply

    def close(self) -> None:
        if self.pid == os.getpid() and self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


_command: _Command | None = None


def _running() -> _Command:
    global _command
    if _command is None or _command.pid != os.getpid():  # none yet, or a parent's (the pipes are shared)
        command = os.environ.get(ENV, "").strip()
        if not command:
            raise ComputerPlayerError(f"level 'external' needs the command to run in {ENV}, "
                                      f"e.g. {ENV}=\"node adaptor.js\"")
        _command = _Command(command)
    return _command


def request_of(view: PlayerView) -> dict[str, Any]:
    """What the command is asked: the view as plain data and the cards it has not seen."""
    return {**view.to_data(), "unseen": [str(c) for c in sorted(view.unseen)]}


class ExternalPlayer:
    """The program in ``SCOPA_EXTERNAL_PLAYER`` as a player (see the module), level ``external``."""

    level = "external"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # not sent: the program's choices are its own
        self.name = f"an external player ({os.environ.get(ENV, 'unset')})"

    def choose(self, view: PlayerView) -> Move:
        moves = turn_moves(view)
        command = _running()
        reply = command.ask(request_of(view))
        try:
            move: Move | None = Move(parse_card(reply.get("card", "")), parse_cards(reply.get("takes", [])))
        except ScopaError:  # the engine's card parser refuses what is not a card
            move = None
        if move is None or move not in moves:  # the engine's Moves: the cards taken in any order
            raise ComputerPlayerError(
                f"{command.command!r} answered {reply!r}, not a legal move; "
                f"legal: {', '.join(str(m) for m in moves)}; hand {' '.join(map(str, view.hand))}, "
                f"table {' '.join(map(str, view.table))}")
        return move
