"""How strong is each computer level? Matches of single hands with the seats swapped.

Each deal is played twice with the same cards, the two players swapping seats, so luck
of the cards cancels out. For each pairing it prints the average points a hand of each
side, the difference with a 95% confidence interval, and the share of hands won.

    python bench/strength.py                      # 2,000 hands a pairing, 2 processes
    python bench/strength.py --hands 200 --pairs expert:intermediate --budget 800
    python bench/strength.py --table couples --pairs expert:intermediate --hands 400

At a table of teams (``--table couples``, ``six``, ``scopone``, ``scopone-10``) each side's
level plays every seat of its team, partners included, and the points are the team's. With
three players (``--table three``) each deal is played three times, the first level in each seat
in turn against two of the second; the points are its own against the average of the other two.

``--pairs expert:montecarlo`` plays the expert against the expert before issue 26
(bench/montecarlo_expert.py), ``--pairs expert:expert-before`` (with ``--set``) a tuned expert against
the expert without its third round's options (bench/decision_time.py's ``BEFORE``), ``--pairs
expert:peer`` against a public web app's expert as its algorithm reads (bench/peer_expert.py),
``--pairs expert:external`` against another program, the command in ``SCOPA_EXTERNAL_PLAYER``
(bench/external_player.py: one JSON line of the view in, one of the move out; e.g. the web app's
own code under Node; use ``--workers 1`` to run one copy of it).

Deals: a deal's seed is its number. The expert before issue 26 was tuned on deals 0-999 (and
5000-5079); the expert of issue 26 was tuned on deals 20000-20199 (its number of sampled deals
and its depth), and its evaluation fitted on self-play deals from 10,000,000 up
(``python -m scopa_learn.players.fit``); its second round (the search to the end of the deal in
two, the evaluation fitted between deals) was chosen on deals 40000-40499, its third (the other
sides' replies as players who cannot see its hand, ``OPPONENT_MODEL``; the plays of the deal
weighting the sampled deals, ``INFER_POOL``) on deals 40000-40299, its fourth (the information-set
search, ``--set SEARCH=ismcts``) on deals 40000-40299 too. **Report on deals from 100000 up**
(``--first 100000``), which nothing was tuned or fitted on; deals 100000-100999 have been looked
at several times since, so fresh reports start at 300000 (``--first 300000``). Deals 300000 and
500000 up have been reported on since, and 700000-700499 by the fifth round (tuned on 41000-41499),
and 702000-702999 after it; the sixth round (the tie-break in the last deal, the reading of the
plays made the default) was tuned on 42000-42499 and reported on 704000-704999; 706000 up were
used for the other tables, 708000 and 712000 up against the web app's expert and 710000 up for
twice the deals, 713000-715399 against the web app's own code (bench/external_player.py),
716000-719999 for couples and six and 720000-721999 for three in the seventh round, 723000-724999
for couples and 725000-725999 for six in the eighth (tuned on 44000 up), 726000-726999 for three
in the ninth (tuned on 44000 up), 727000-727999 for scopone in the tenth and 728000-728999 for
scopone a 10 in the eleventh (both tuned on 44000 up), 729000-729999 for two after it: the next
fresh report starts at 730000.

``--paired-with RUN.json`` (a ``--progress`` file of another run on the same deals) compares the
first pairing with it deal by deal; two pairings against the same opponent in one run are
compared so too.

Aim (issue 26): the expert beats the intermediate by at least 1.0 point a hand over 2,000 held-out
hands, seats swapped, and is clearly ahead of the expert before it; intermediate beats beginner by
at least 1.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from decision_time import player_for, table_of  # noqa: E402

from scopa_learn import deal, rules


def play_hand(first: str, second: str, seed: int, dealer: int, preset: str,
              budget: int | None) -> tuple[int, int]:
    """Points of (first, second) after one hand, ``first`` on side 0 (seat 0, and its partners)."""
    name, players = table_of(preset)
    table_rules = rules(name, players=players)
    if table_rules.sides == 3:
        sys.exit("three players: see play_deal, which rotates the seats")
    seats = []
    for p in range(table_rules.players):
        level = (first, second)[table_rules.side_of(p)]
        seats.append(player_for(level, seed * table_rules.players + p, budget))
    state = deal(table_rules, seed=seed, dealer=dealer)
    while not state.is_over:
        p = state.to_move
        state = state.play(seats[p].choose(state.view(p)))
    a, b = state.score().totals
    return a, b


def play_three(a: str, b: str, seed: int, dealer: int, preset: str, budget: int | None) -> tuple[float, float]:
    """Three players each alone: ``a`` plays each seat in turn against two ``b``; (a's points, the
    average points of a ``b``), averaged over the three seatings of the same cards."""
    name, players = table_of(preset)
    table_rules = rules(name, players=players)
    mine = theirs = 0.0
    for seat in range(3):
        seats = [player_for(a if p == seat else b, seed * 3 + p, budget) for p in range(3)]
        state = deal(table_rules, seed=seed, dealer=dealer)
        while not state.is_over:
            p = state.to_move
            state = state.play(seats[p].choose(state.view(p)))
        totals = state.score().totals
        mine += totals[seat] / 3
        theirs += (sum(totals) - totals[seat]) / 6
    return mine, theirs


def play_deal(job: tuple[str, str, int, str, int | None]) -> tuple[float, float, float, float]:
    """One deal played twice: (a, b) with ``a`` in seat 0, then (a, b) with ``a`` in seat 1.
    With three players, the deal is played three times (see :func:`play_three`), reported twice."""
    a, b, seed, preset, budget = job
    name, players = table_of(preset)
    dealer = seed % rules(name, players=players).players
    if rules(name, players=players).sides == 3:
        mine, theirs = play_three(a, b, seed, dealer, preset, budget)
        return mine, theirs, mine, theirs
    a1, b1 = play_hand(a, b, seed, dealer, preset, budget)
    b2, a2 = play_hand(b, a, seed, dealer, preset, budget)
    return a1, b1, a2, b2


def mean_ci(samples: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(samples)
    mean = sum(samples) / n
    var = sum((x - mean) ** 2 for x in samples) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


#: The ``--set`` settings whose value is text, not a number.
TEXT_SETTINGS = ("WEIGHTS", "SEARCH", "PLAYOUT_TABLES")


#: The ``--set`` settings given for one table, NAME and the table's key (``DEPTH2x3=4``): each sets
#: that table's entry of a dict of scopa_learn.players.alphabeta. DEAL_END2x3=3: to the end of the
#: deal, at least 3 plays; DEPTH2x3=4: four plays deep in two; PLAYOUT_FROM4x9=20: playouts once 20
#: plays are left at scopone; PLAYOUT_BUDGET4x9=8000: 8,000 simulated plays there.
PER_TABLE = {"DEAL_END": "DEAL_END", "DEPTH": "DEPTH", "PLAYOUT_FROM": "PLAYOUT_FROM",
             "PLAYOUT_BUDGET": "PLAYOUT_BUDGETS"}


def tune(settings: dict[str, float | str]) -> None:
    """Set the expert's tuning constants (scopa_learn.players.NAME) in this process."""
    import scopa_learn.players as players
    import scopa_learn.players.alphabeta as lookahead
    import scopa_learn.players.ismcts as ismcts

    for name, value in settings.items():
        if name == "WEIGHTS":  # another weights file (a fit's output), by its path
            import scopa_learn.players.evaluation as evaluation

            data = json.loads(Path(str(value)).read_text())
            evaluation.shipped_weights = lambda data=data: data  # type: ignore[misc]
            continue
        if name == "PLAYOUT_TABLES":  # PLAYOUT_TABLES=4x3,6x3 (empty: none): playouts at those tables
            lookahead.PLAYOUT_TABLES = frozenset(t for t in str(value).split(",") if t)
            continue
        per_table = next((p for p in PER_TABLE if name.startswith(p) and name[len(p):][:1].isdigit()), None)
        if per_table is not None:  # DEPTH2x3=4: the entry of that table ("2x3") in alphabeta.DEPTH
            getattr(lookahead, PER_TABLE[per_table])[name[len(per_table):]] = int(value)
            continue
        home = next((m for m in (lookahead, ismcts) if hasattr(m, name)), players)
        setattr(home, name, type(getattr(home, name))(value))


def summarise(a: str, b: str, results: list[tuple[float, float, float, float]]) -> dict[str, object]:
    """The figures of a pairing from its per-deal results (a1, b1, a2, b2)."""
    deals = len(results)
    # Statistics per deal (two hands with the same cards), which are independent of each other.
    diffs = [((a1 - b1) + (a2 - b2)) / 2 for a1, b1, a2, b2 in results]
    wins = [((a1 > b1) + (a2 > b2)) / 2 for a1, b1, a2, b2 in results]
    ties = [((a1 == b1) + (a2 == b2)) / 2 for a1, b1, a2, b2 in results]
    points_a = sum(r[0] + r[2] for r in results) / (2 * deals)
    points_b = sum(r[1] + r[3] for r in results) / (2 * deals)
    diff, diff_ci = mean_ci(diffs)
    win, win_ci = mean_ci(wins)
    tie, _ = mean_ci(ties)
    return {
        "pair": f"{a} vs {b}", "hands": 2 * deals,
        "points": [round(points_a, 3), round(points_b, 3)],
        "difference": round(diff, 3), "difference_ci95": round(diff_ci, 3),
        "won": round(win, 3), "won_ci95": round(win_ci, 3), "tied": round(tie, 3),
        "lost": round(1 - win - tie, 3),
    }


def measure(a: str, b: str, hands: int, workers: int, preset: str, budget: int | None,
            settings: dict[str, float | str] | None = None, first: int = 0,
            progress: Path | None = None) -> dict[str, object]:
    settings = settings or {}
    tune(settings)
    deals = max(1, hands // 2)
    jobs = [(a, b, seed, preset, budget) for seed in range(first, first + deals)]
    start = time.perf_counter()
    results: list[tuple[float, float, float, float]] = []

    def note() -> None:
        if progress is not None:
            progress.write_text(json.dumps({**summarise(a, b, results), "first_deal": first,
                                            "deals": results}) + "\n")

    if workers > 1:
        with multiprocessing.Pool(workers, initializer=tune, initargs=(settings,)) as pool:
            for result in pool.imap(play_deal, jobs, chunksize=2):
                results.append(result)
                if len(results) % 20 == 0:
                    note()
    else:
        for job in jobs:
            results.append(play_deal(job))
            if len(results) % 20 == 0:
                note()
    note()
    return {**summarise(a, b, results), "preset": preset, "budget": budget, "settings": settings,
            "first_deal": first, "seconds": round(time.perf_counter() - start, 1), "results": results}


def paired(mine: list[tuple[float, float, float, float]],
           theirs: list[tuple[float, float, float, float]]) -> tuple[float, float]:
    """Two pairings against the same opponent on the same deals, deal by deal: how much more the
    first side of ``mine`` wins by than the first side of ``theirs`` (mean, 95% half-width)."""
    def margin(r: tuple[float, float, float, float]) -> float:
        return ((r[0] - r[1]) + (r[2] - r[3])) / 2

    return mean_ci([margin(x) - margin(y) for x, y in zip(mine, theirs, strict=True)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands per pairing (default 2000)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--pairs", default="expert:intermediate,intermediate:beginner")
    parser.add_argument("--rules", "--table", default="classic",
                        help="rules preset, or a table: two, couples, six, scopone, scopone-10 (default classic)")
    parser.add_argument("--budget", type=int, default=None, help="expert budget (simulated plays)")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument("--first", type=int, default=0, help="seed of the first deal (default 0)")
    parser.add_argument("--progress", type=Path, default=None,
                        help="keep the figures so far, and every deal's points, in this file")
    parser.add_argument("--paired-with", type=Path, default=None, metavar="PROGRESS",
                        help="compare the first pairing deal by deal with another run on the same deals "
                             "(the --progress file it kept, e.g. the shipped expert against the same opponent)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="tune the expert, e.g. --set PRIOR_WEIGHT=2 --set CANDIDATES=3")
    args = parser.parse_args()
    settings: dict[str, float | str] = {
        k: v if k in TEXT_SETTINGS else float(v) for k, v in (item.split("=", 1) for item in args.set)}
    figures: list[dict[str, object]] = []
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        progress = None if args.progress is None else args.progress.with_suffix(f".{a}-{b}.json")
        f = measure(a, b, args.hands, args.workers, args.rules, args.budget, settings, args.first, progress)
        figures.append(f)
        pa, pb = f["points"]  # type: ignore[misc]
        tuned = f" {settings}" if settings else ""
        print(f"{f['pair']}: {f['hands']} hands ({args.rules}, seats swapped{tuned}) in {f['seconds']} s")
        print(f"  points a hand {pa:.2f} - {pb:.2f}; difference {f['difference']:+.2f} "
              f"(95% CI +/- {f['difference_ci95']:.2f})")
        print(f"  hands won {float(f['won']):.1%} (95% CI +/- {float(f['won_ci95']):.1%}), "  # type: ignore[arg-type]
              f"tied {float(f['tied']):.1%}, lost {float(f['lost']):.1%}", flush=True)  # type: ignore[arg-type]
        # A pairing against the same opponent as the first, on the same deals: the two compared
        # deal by deal (the luck of the cards cancels out again).
        head = figures[0]
        if f is not head and str(f["pair"]).split(" vs ")[1] == str(head["pair"]).split(" vs ")[1]:
            d, ci = paired(head["results"], f["results"])  # type: ignore[arg-type]
            f["paired_first_minus_this"], f["paired_ci95"] = round(d, 3), round(ci, 3)
            print(f"  paired, deal by deal: {head['pair']} minus {f['pair']} {d:+.2f} (95% CI +/- {ci:.2f})",
                  flush=True)
    if args.paired_with is not None:
        other = json.loads(args.paired_with.read_text())
        head = figures[0]
        offset = int(head["first_deal"]) - int(other["first_deal"])  # type: ignore[call-overload]
        theirs = [tuple(r) for r in other["deals"][offset:]]
        mine = head["results"][: len(theirs)]  # type: ignore[index]
        if offset < 0 or len(mine) < len(head["results"]):  # type: ignore[arg-type]
            sys.exit(f"{args.paired_with} does not hold every deal of this run")
        d, ci = paired(mine, theirs)  # type: ignore[arg-type]
        head["paired_with"], head["paired_first_minus_this"], head["paired_ci95"] = \
            str(args.paired_with), round(d, 3), round(ci, 3)
        print(f"  paired, deal by deal: {head['pair']} minus {other['pair']} of {args.paired_with} "
              f"{d:+.2f} (95% CI +/- {ci:.2f})", flush=True)
    for f in figures:
        f.pop("results")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
