"""Computer players at three levels, and hints that teach.

Every player sees only a :class:`~scopa_learn.engine.view.PlayerView`, what its seat at the table
sees, and is seeded, so a game replays move for move:

>>> from scopa_learn import deal
>>> state = deal(seed=5)
>>> bot = computer_player("intermediate", seed=1)
>>> move = bot.choose(state.view(state.to_move))
>>> move in state.legal_moves(), bot.name
(True, 'Computer (intermediate)')
>>> computer_player("grandmaster")
Traceback (most recent call last):
...
scopa_learn.errors.ComputerPlayerError: There is no computer level called 'grandmaster': the levels are beginner, intermediate, expert.

- ``beginner`` plays legal cards with little thought: usually a capture when it sees one
  (three times in four), any card otherwise.
- ``intermediate`` weighs the points a move takes (settebello, denari, 7s and 6s for the
  primiera, cards, a scopa) against what the table it leaves offers the next player,
  with the odds worked out from the unseen cards.
- ``expert`` deals the hidden cards two dozen ways consistent with its view (in two, weighed by how
  well they explain the other side's plays of the deal), looks a few plays
  ahead in each (alpha-beta: its side plays its best, the others their best against it)
  and judges where that leads with an evaluation learned from self-play (:mod:`.evaluation`),
  picking the best average point margin of its side (its team's, in couples and in six).
  In three, in couples and in six, until the last plays, it plays the intermediate's few best moves out to
  the end of the hand in each deal instead (:func:`.alphabeta.playout_values`), which measured stronger there.
  With nothing hidden (the last deal in two, the last plays at any table) it searches every
  move exactly, to the end of the hand; of the moves with the best exact margin it takes the one
  a player who does not look ahead most easily answers badly.

Every level judges from the seat's own view: a partner's hand is as hidden as an opponent's.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.board import Move
from ..engine.cards import format_cards
from ..engine.odds import chance_of_any, chance_they_hold
from ..engine.state import check_seed
from ..engine.view import PlayerView
from ..errors import ComputerPlayerError
from ..words.messages import say
from . import alphabeta
from .alphabeta import BUDGET, best_graded, grade_moves, lookahead
from .heuristic import assess, best_moves, pick, turn_moves
from .hints import Hint, hint

LEVELS: tuple[str, ...] = ("beginner", "intermediate", "expert")
#: Out of 4 turns where it could take, the beginner looks for a capture in this many.
BEGINNER_TAKES_IN_4 = 3
#: Search steps (boards visited) the expert may spend on one decision at most (see
#: :mod:`.alphabeta`): median and 95th percentile in bench/README.md.
EXPERT_BUDGET = BUDGET
#: The expert's search: ``"alphabeta"`` (:mod:`.alphabeta`, the default) or ``"ismcts"``, an
#: information-set tree search (:mod:`.ismcts`; measured no stronger, bench/README.md).
SEARCH = "alphabeta"


class Player(Protocol):
    """What a computer player offers: a name, a level, and a move for a view."""

    name: str
    level: str
    seed: int

    def choose(self, view: PlayerView) -> Move:
        """A legal move for the player whose view this is; it must be their turn."""
        ...


def _rng(level: str, seed: int, view: PlayerView) -> random.Random:
    # A decision depends on the seed and on what the player sees, nothing else: replaying a
    # game, or undoing and redoing a move, gives the same choice. String seeds are hashed
    # with SHA-512 by `random`, the same on every Python.
    key = (f"{level}:{seed}:{view.player}:{view.plays_made}:{format_cards(view.hand)}:"
           f"{format_cards(view.table)}")
    return random.Random(key)


class _Base:
    level = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.name = say("players.name", level=say(f"level.{self.level}"))

    def __repr__(self) -> str:
        return f"computer_player({self.level!r}, seed={self.seed})"


class Beginner(_Base):
    """Plays legal cards with little thought: usually takes something when it can (which
    capture, at random), otherwise any card; now and then it overlooks a capture."""

    level = "beginner"

    def choose(self, view: PlayerView) -> Move:
        moves = turn_moves(view)
        rng = _rng(self.level, self.seed, view)
        takes = [m for m in moves if m.capture]
        if takes and rng.getrandbits(2) < BEGINNER_TAKES_IN_4:
            return pick(takes, rng)
        return pick(moves, rng)


class Intermediate(_Base):
    """The best move by :func:`~scopa_learn.players.heuristic.assess`; ties by the seed."""

    level = "intermediate"

    def choose(self, view: PlayerView) -> Move:
        best = best_moves(view)
        return pick([a.move for a in best], _rng(self.level, self.seed, view))


class Expert(_Base):
    """Alpha-beta over deals of the hidden cards (see :mod:`.alphabeta`), ``budget`` search steps a move."""

    level = "expert"

    def __init__(self, seed: int = 0, budget: int = EXPERT_BUDGET) -> None:
        super().__init__(seed)
        if not isinstance(budget, int) or isinstance(budget, bool) or budget < 1:
            raise ComputerPlayerError(say("players.bad_budget", budget=budget))
        self.budget = budget

    def choose(self, view: PlayerView) -> Move:
        moves = turn_moves(view)
        if len(moves) == 1:
            return moves[0]
        rng = _rng(self.level, self.seed, view)
        if alphabeta.plays_out(view):
            graded = alphabeta.playout_values(view, rng, alphabeta.playout_budget(view.rules) * self.budget // EXPERT_BUDGET)
        else:
            if SEARCH == "ismcts":
                from . import ismcts

                iterations = max(1, ismcts.ITERATIONS * self.budget // EXPERT_BUDGET)
                values = ismcts.tree_search(view, moves, rng, iterations)
            else:
                values = lookahead(view, moves, rng, budget=self.budget, opponents=alphabeta.OPPONENT_MODEL,
                                   redeals=int(alphabeta.OPPONENT_REDEALS), tiebreak=alphabeta.OPEN_TIEBREAK,
                                   infer=alphabeta.infer_pool(view.rules))
            graded = list(zip(moves, values, strict=True))
        return best_graded(graded, rng)

    def __repr__(self) -> str:
        return f"computer_player('expert', seed={self.seed}, budget={self.budget})"


def computer_player(level: str, seed: int = 0, *, budget: int | None = None) -> Player:
    """A computer player of ``level`` (beginner, intermediate, expert), seeded by ``seed``.

    ``budget`` (expert only) caps the search steps per decision: more is stronger and slower.

    >>> computer_player("expert", seed=2, budget=500)
    computer_player('expert', seed=2, budget=500)
    >>> computer_player("beginner", budget=10)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ComputerPlayerError: Only the expert searches, so only the expert takes a budget.
    """
    key = level.strip().lower() if isinstance(level, str) else level
    seed = check_seed(seed)
    if key == "beginner":
        player: Player = Beginner(seed)
    elif key == "intermediate":
        player = Intermediate(seed)
    elif key == "expert":
        player = Expert(seed, EXPERT_BUDGET if budget is None else budget)
    else:
        raise ComputerPlayerError(say("players.unknown_level", level=level, known=", ".join(LEVELS)))
    if budget is not None and key != "expert":
        raise ComputerPlayerError(say("players.budget_expert_only"))
    return player


__all__ = [
    "EXPERT_BUDGET", "LEVELS", "Beginner", "Expert", "Hint", "Intermediate", "Player",
    "assess", "chance_of_any", "chance_they_hold", "computer_player", "grade_moves", "hint",
    "turn_moves",
]
