"""bench/external_player.py: another program as a bench player, one JSON line in and one out.

The bench measures the expert against a public web app's own code through it (bench/README.md),
so a wrong answer, a program that hangs or one that is missing must stop the run with the reason,
never count as a move.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scopa_learn import computer_player, deal
from scopa_learn.errors import ComputerPlayerError

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import external_player  # noqa: E402

#: A stand-in for the other program: answers the view's last legal move, an illegal one, or nothing.
PROGRAM = """
import json, sys, time
mode = sys.argv[1]
for line in sys.stdin:
    view = json.loads(line)
    assert set(view["unseen"]).isdisjoint(view["hand"] + view["table"])
    if mode == "hang":
        time.sleep(30)
    if mode == "illegal":
        print(json.dumps({"card": view["hand"][0], "takes": ["no such card"]}), flush=True)
    elif mode == "words":
        print("my move: the seven", flush=True)
    else:
        print(json.dumps(view["legal_moves"][-1]), flush=True)
"""


@pytest.fixture
def program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "program.py"
    path.write_text(PROGRAM)
    monkeypatch.setattr(external_player, "_command", None)
    yield path
    running = external_player._command
    if running is not None:
        running.proc.kill()
        running.proc.wait()


def use(monkeypatch: pytest.MonkeyPatch, program: Path, mode: str) -> None:
    monkeypatch.setenv(external_player.ENV, f"{sys.executable} {program} {mode}")


def test_a_hand_plays_to_its_end_with_the_programs_moves(program: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    use(monkeypatch, program, "last")
    seats = [external_player.ExternalPlayer(1), computer_player("intermediate", seed=2)]
    state = deal(seed=5, dealer=1)
    while not state.is_over:
        view = state.view(state.to_move)
        move = seats[state.to_move].choose(view)
        if state.to_move == 0:  # the program's answer is the view's last legal move, taken as it is
            assert move == list(view.legal_moves())[-1]
        state = state.play(move)
    assert sum(len(p) for p in state.piles) + len(state.table) == 40


@pytest.mark.parametrize(("mode", "reason"), [("illegal", "not a legal move"), ("words", "not JSON")])
def test_a_wrong_answer_stops_the_run_with_the_answer(program: Path, monkeypatch: pytest.MonkeyPatch,
                                                       mode: str, reason: str) -> None:
    use(monkeypatch, program, mode)
    with pytest.raises(ComputerPlayerError, match=reason):
        external_player.ExternalPlayer(1).choose(deal(seed=5, dealer=1).view(0))


def test_a_program_that_does_not_answer_stops_the_run(program: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    use(monkeypatch, program, "hang")
    monkeypatch.setattr(external_player, "TIMEOUT", 0.5)
    with pytest.raises(ComputerPlayerError, match="did not answer within"):
        external_player.ExternalPlayer(1).choose(deal(seed=5, dealer=1).view(0))


def test_no_program_named_is_a_clear_error(program: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(external_player.ENV, raising=False)
    with pytest.raises(ComputerPlayerError, match=external_player.ENV):
        external_player.ExternalPlayer(1).choose(deal(seed=5, dealer=1).view(0))
    monkeypatch.setenv(external_player.ENV, "/no/such/program")
    with pytest.raises(ComputerPlayerError, match="could not be started"):
        external_player.ExternalPlayer(1).choose(deal(seed=5, dealer=1).view(0))
