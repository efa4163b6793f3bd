"""Fit the expert's evaluation by self-play: ``python -m scopa_learn.players.fit --seed N``.

Intermediate players play whole hands against each other (one play in ten at random, so the
positions vary more than careful play alone would make them); at every position each side's
figures (:func:`~scopa_learn.players.evaluation.features`) are kept with the point margin
that side had at the end of the hand. A least-squares fit (a little ridge, solved in pure
Python, nothing to install) gives the weights. The same seed and hands give the same weights.

    python -m scopa_learn.players.fit --seed 1 --hands 6000 --table two
    python -m scopa_learn.players.fit --seed 1 --hands 3000 --table couples --write

``--write`` stores the weights for that table in the package's ``weights.json`` (what the
expert loads); without it the weights are printed. The deals are those of seeds
``FIRST_DEAL + seed * 1_000_000`` onwards, which no benchmark plays (bench/strength.py).

>>> fitted = fit(table_rules("two"), seed=3, hands=4)
>>> fitted == fit(table_rules("two"), seed=3, hands=4), len(fitted["weights"]) == len(FEATURES)
(True, True)
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from ..engine.board import Board
from ..engine.dealing import deal
from ..engine.rules import Rules, rules
from .evaluation import BASIC, FEATURES, features, seer_of, table_key
from .heuristic import best_moves, pick
from .search import Playout

#: Seeds of the fitting deals start here (times the fit's seed): far from every benchmark's.
FIRST_DEAL = 10_000_000
#: One play in this many is random in the fitting games.
RANDOM_PLAY = 10
#: Ridge: added to the diagonal of the normal equations, per thousand positions.
RIDGE = 0.01
#: Tables by name: (preset, players).
TABLES = {"two": ("classic", 2), "three": ("classic", 3), "couples": ("classic", 4),
          "six": ("classic", 6), "scopone": ("scopone", 4)}


def table_rules(name: str) -> Rules:
    """The rules of a table named as in :data:`TABLES`."""
    preset, players = TABLES[name]
    return rules(preset, players=players)


def positions(table: Rules, seed: int, hands: int, policy: str = "intermediate",
              between_deals: bool = False, seen: bool = False) -> list[tuple[list[float], float]]:
    """(figures, final margin) for each side at every position of ``hands`` self-play hands of
    ``policy`` players (``intermediate``, or ``expert``: the expert as its weights stand); with
    ``between_deals``, only at the positions just after a new deal (the first excepted), the
    ones a search to the end of the deal judges (:data:`~scopa_learn.players.alphabeta.DEAL_END`);
    with ``seen``, each side's figures count the other players' hands as the side's next player to
    move sees them (in expectation: :func:`~scopa_learn.players.evaluation.seer_of`)."""
    rows: list[tuple[list[float], float]] = []
    rng = random.Random(f"fit:{seed}:{policy}")
    from . import computer_player

    expert = computer_player("expert", seed=seed) if policy == "expert" else None
    for k in range(hands):
        deal_seed = FIRST_DEAL * (seed + 1) + k
        state = deal(table, seed=deal_seed, dealer=k % table.players)
        boards = []
        per_deal = table.players * table.hand_size
        while not state.is_over:
            if not between_deals or (state.board.plays_made and not state.board.plays_made % per_deal):
                boards.append(Board.of(state))
            view = state.view(state.to_move)
            if rng.randrange(RANDOM_PLAY) == 0:
                move = pick(list(view.legal_moves()), rng)
            elif expert is not None:
                move = expert.choose(view)
            else:
                move = pick([a.move for a in best_moves(view)], rng)
            state = state.play(move)
        final = Playout(table, state.dealer, Board.of(state))
        margins = [final.margin(s) for s in range(table.sides)]
        for board in boards:
            for s in range(table.sides):
                seer = seer_of(board, table, s) if seen else None
                rows.append((features(board, table, s, len(FEATURES), seer), margins[s]))
    return rows


def solve(rows: list[tuple[list[float], float]], ridge: float = RIDGE) -> list[float]:
    """Least squares with a ridge, by the normal equations and Gaussian elimination."""
    n = len(rows[0][0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        for i in range(n):
            xi = x[i]
            if xi:
                row = a[i]
                for j in range(i, n):
                    row[j] += xi * x[j]
                b[i] += xi * y
    lam = ridge * len(rows) / 1000
    for i in range(n):
        a[i][i] += lam
        for j in range(i):
            a[i][j] = a[j][i]
    # Gaussian elimination with partial pivoting.
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        b[col], b[piv] = b[piv], b[col]
        for r in range(col + 1, n):
            f = a[r][col] / a[col][col]
            if f:
                for c in range(col, n):
                    a[r][c] -= f * a[col][c]
                b[r] -= f * b[col]
    w = [0.0] * n
    for i in reversed(range(n)):
        w[i] = (b[i] - sum(a[i][j] * w[j] for j in range(i + 1, n))) / a[i][i]
    return w


def fit(table: Rules, seed: int, hands: int, policy: str = "intermediate",
        between_deals: bool = False, figures: int = len(FEATURES), seen: bool = False) -> dict[str, Any]:
    """The fitted weights for ``table`` and how well they explain the margins (R squared), on the
    first ``figures`` of :data:`~scopa_learn.players.evaluation.FEATURES` (:data:`BASIC`, or all)."""
    rows = positions(table, seed, hands, policy, between_deals, seen)
    if figures != len(FEATURES):
        rows = [(x[:figures], y) for x, y in rows]
    w = solve(rows)
    mean = sum(y for _, y in rows) / len(rows)
    total = sum((y - mean) ** 2 for _, y in rows)
    resid = sum((y - sum(a * b for a, b in zip(w, x, strict=True))) ** 2 for x, y in rows)
    return {"weights": [round(v, 6) for v in w], "seed": seed, "hands": hands, "policy": policy,
            "between_deals": between_deals, **({"seen": True} if seen else {}), "positions": len(rows), "r2": round(1 - resid / total, 4) if total else 0.0}


def weights_path() -> Path:
    """The package's ``weights.json`` (in a checkout: the file the wheel ships)."""
    return Path(__file__).with_name("weights.json")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="seed of the fitting games (default 1)")
    parser.add_argument("--hands", type=int, default=6000, help="self-play hands (default 6000)")
    parser.add_argument("--table", default="two", choices=sorted(TABLES))
    parser.add_argument("--policy", default="intermediate", choices=("intermediate", "expert"),
                        help="who plays the fitting games (default intermediate)")
    parser.add_argument("--between-deals", action="store_true",
                        help="fit on the positions just after each new deal only (what a search to the deal's end judges)")
    parser.add_argument("--figures", type=int, default=len(FEATURES), choices=(BASIC, len(FEATURES)),
                        help=f"fit on the first {BASIC} figures or on all {len(FEATURES)} (default all)")
    parser.add_argument("--seen", action="store_true",
                        help="count the other players' hands in expectation, as the side's player sees them (no deal's hands)")
    parser.add_argument("--write", action="store_true", help="store the weights in weights.json")
    parser.add_argument("--out", type=Path, default=None,
                        help="store them in this copy of weights.json instead (made from the shipped one)")
    args = parser.parse_args(argv)
    table = table_rules(args.table)
    fitted = fit(table, args.seed, args.hands, args.policy, args.between_deals, args.figures, args.seen)
    between = " --between-deals" if args.between_deals else ""
    if args.figures != len(FEATURES):
        between += f" --figures {args.figures}"
    if args.seen:
        between += " --seen"
    fitted["command"] = (f"python -m scopa_learn.players.fit --seed {args.seed} --hands {args.hands} "
                         f"--table {args.table} --policy {args.policy}{between} --write")
    print(json.dumps(fitted))
    if args.write or args.out:
        path = args.out or weights_path()
        source = path if path.exists() else weights_path()
        data = json.loads(source.read_text(encoding="utf-8")) if source.exists() else {}
        data["features"] = list(FEATURES)
        data.setdefault("tables", {})[table_key(table)] = fitted
        data["tables"] = dict(sorted(data["tables"].items()))
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
