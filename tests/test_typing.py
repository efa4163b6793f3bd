"""A user's script type-checks against the package: the lazily loaded names have their real
types under ``mypy --strict`` (issue 10, "Typed lazy exports"), not ``object``."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

import pytest

import scopa_learn

pytest.importorskip("mypy")

pytestmark = pytest.mark.slow  # runs mypy on users' scripts: make test runs it, make check does not

USER_SCRIPT = """
import scopa_learn
from scopa_learn import (
    Replay, capture_question, card_svg, computer_player, counting_question, deal, hint,
    list_examples, load_example, primiera_question,
)

picture: str = card_svg("7d", width=40)
row: str = scopa_learn.cards_svg("7d 3c")
right: bool = capture_question(3, level=2).check("nothing").correct
total: int = primiera_question(3).total
awards: tuple[str, ...] = counting_question(3).categories
bot = computer_player("expert", seed=1)
state = deal(seed=1)
state = state.play(bot.choose(state.view(state.to_move)))
advice: str = hint(state.view(state.to_move)).reason
names: list[str] = [info.name for info in list_examples()]
example = load_example("equal-card-first")
steps: int = len(example.steps) if isinstance(example, Replay) else 0
puzzle: scopa_learn.Puzzle = scopa_learn.list_puzzles(level=1)[0]
lost: float = scopa_learn.get_puzzle(puzzle.id).grade(puzzle.best).points_lost
themes: list[str] = [t.key for t in scopa_learn.puzzle_themes()]
while not state.is_over:
    state = state.play(bot.choose(state.view(state.to_move)))
given_away: float = scopa_learn.review_hand(state, 0, worlds=4).given_away
"""


def _mypy(tmp_path, script: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "script.py").write_text(textwrap.dedent(script))
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--cache-dir",
         str(tmp_path / "cache"), "script.py"],
        cwd=tmp_path, capture_output=True, text=True, check=False)


def test_every_lazy_name_is_typed_for_a_users_type_checker():
    lazy = set(scopa_learn._LAZY)
    assert lazy <= set(re.findall(r"\w+", USER_SCRIPT))


def test_a_users_script_calling_the_lazy_names_passes_mypy_strict(tmp_path):
    result = _mypy(tmp_path, USER_SCRIPT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_wrong_use_of_a_lazy_name_is_caught(tmp_path):
    """The check above can fail: with real types, mypy sees a drawing used as a number."""
    result = _mypy(tmp_path, "from scopa_learn import card_svg\nwidth: int = card_svg('7d')\n")
    assert result.returncode == 1
    assert "SvgImage" in result.stdout
