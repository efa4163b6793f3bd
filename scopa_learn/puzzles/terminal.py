"""``scopa-learn puzzle``: a puzzle in the terminal, answered by number or by move.

The command line (:mod:`scopa_learn.cli`) only registers the command; this module picks the
puzzle, shows the position as its player sees it, reads the answer (``h`` shows the next
hint, ``q`` or the end of the input stops) and prints the verdict with every move's grade.

>>> import io
>>> from scopa_learn.puzzles import list_puzzles
>>> out = io.StringIO()
>>> puzzle = list_puzzles()[0]
>>> move, verdict, hints = solve(puzzle, io.StringIO("1\\n"), out, echo=False)
>>> verdict is not None and verdict.move == puzzle.view.legal_moves()[0]
True
"""

from __future__ import annotations

import random
import textwrap
from collections.abc import Sequence
from typing import Any, TextIO

from ..cli.terminal import WIDTH, example_move, fill, taken_text
from ..engine.board import Move
from ..engine.cards import format_cards
from ..engine.chance import below
from ..errors import PuzzleError, ScopaError
from ..words.messages import count_words, say
from . import get_puzzle, level_name, list_puzzles, theme_info
from .model import Puzzle, Verdict, move_data


def pick(theme: str | None, level: int | None, puzzle_id: str | None, seed: int) -> Puzzle:
    """The puzzle asked for: by ``puzzle_id``, or one drawn with ``seed`` from a theme and level."""
    if puzzle_id is not None:
        return get_puzzle(puzzle_id)
    found = list_puzzles(theme=theme, level=level)
    if not found:
        raise PuzzleError(say("puzzle.cli.none", theme=theme or "*", level=level or "*"))
    # The engine's one draw (getrandbits): randrange may change between Pythons, and a seed
    # should name the same puzzle on every machine.
    return found[below(random.Random(seed), len(found))]


def screen(puzzle: Puzzle, out: TextIO, lang: str | None = None) -> None:
    """The position as the puzzle's player sees it, and the legal moves, numbered."""
    view = puzzle.view
    r = view.rules

    def line(text: str = "") -> None:
        print(text, file=out)

    head = say("puzzle.cli.header", lang, id=puzzle.id, theme=theme_info(puzzle.theme, lang).title,
               level=puzzle.level, level_name=level_name(puzzle.level, lang))
    line(f"-- {head} " + "-" * max(3, WIDTH - len(head) - 4))
    names = [say("puzzle.cli.you" if p == view.player else "puzzle.cli.opponent", lang)
             for p in range(r.players)]
    if view.played:
        last = view.played[-1]
        line(fill(say("puzzle.cli.last_play", lang, play=last.number, plays=r.plays_per_hand,
                      what=last.describe(names, lang))))
    labels = (say("cli.play.table", lang), say("cli.play.hand", lang), say("cli.play.taken", lang))
    width = max(len(x) for x in labels) + 2
    line(f"{labels[0] + ':':<{width}}{format_cards(view.table) or say('cli.play.empty', lang)}")
    line(f"{labels[1] + ':':<{width}}{format_cards(view.hand)}")
    piles = [say("cli.play.pile", lang, who=names[p], cards=count_words("card", len(view.piles[p]), lang),
                 scope=count_words("scopa", view.scope[p], lang)) for p in range(r.players)]
    line(textwrap.fill("; ".join(piles), WIDTH, initial_indent=f"{labels[2] + ':':<{width}}",
                       subsequent_indent=" " * width))
    others = [say("cli.play.holds_one" if view.hand_sizes[p] == 1 else "cli.play.holds", lang,
                  who=names[p].capitalize(), count=view.hand_sizes[p])
              for p in range(r.players) if p != view.player]
    if view.stock_size:
        others.append(say("cli.play.stock", lang, count=view.stock_size))
    else:
        others.append(say("puzzle.cli.last_deal", lang))
    line(fill(" ".join(others)))
    line(fill(puzzle.question(lang)))
    moves = view.legal_moves()
    w = max(len(str(m)) for m in moves)
    for i, move in enumerate(moves, 1):
        what = say("cli.play.move_takes", lang, taken=taken_text(move.capture)) if move.capture \
            else say("cli.play.move_stays", lang)
        line(f"  {i:>2}. {str(move):<{w}}   {what}")


def solve(puzzle: Puzzle, inp: TextIO, out: TextIO, echo: bool,
          lang: str | None = None) -> tuple[Move | None, Verdict | None, int]:
    """Show ``puzzle``, read the answer, print the verdict: (move, verdict, hints shown).

    ``(None, None, n)`` when the reader stops (``q`` or the end of the input)."""
    screen(puzzle, out, lang)
    moves = puzzle.view.legal_moves()
    example = example_move(moves)
    hints = puzzle.hints(lang)
    shown = 0
    while True:
        out.write(say("puzzle.cli.prompt", lang, example=example))
        out.flush()
        text = inp.readline()
        if not text:
            print("", file=out)
            return None, None, shown
        answer = text.strip()
        if echo:
            print(answer, file=out)
        if not answer:
            continue
        if answer.lower() in ("q", "quit", "exit"):
            print(say("puzzle.cli.quit", lang), file=out)
            return None, None, shown
        if answer.lower() in ("h", "hint", "?"):
            if shown < len(hints):
                print(fill(hints[shown]), file=out)
                shown += 1
            else:
                print(fill(say("puzzle.cli.no_more_hints", lang, best=str(puzzle.best))), file=out)
            continue
        if answer.isdigit():
            number = int(answer)
            if not 1 <= number <= len(moves):
                print(say("cli.play.bad_number", lang, number=number, count=len(moves)), file=out)
                continue
            chosen: Move | str = moves[number - 1]
        else:
            chosen = answer
        try:
            verdict = puzzle.grade(chosen, lang)
        except ScopaError as error:
            print(fill(str(error)), file=out)
            continue
        print(fill(verdict.explanation), file=out)
        grades(puzzle, out, lang)
        return verdict.move, verdict, shown


def grades(puzzle: Puzzle, out: TextIO, lang: str | None = None) -> None:
    """Every legal move with the points it gives up against the best."""
    print(say("puzzle.cli.grades", lang), file=out)
    w = max(len(str(g.move)) for g in puzzle.grades)
    for g in puzzle.grades:
        mark = say("puzzle.cli.best", lang) if g.lost <= 0 else f"-{g.lost:.2f}"
        print(f"  {str(g.move):<{w}}   {mark}", file=out)


def run(theme: str | None, level: int | None, puzzle_id: str | None, seed: int, inp: TextIO,
        screen_out: TextIO, echo: bool, lang: str | None = None) -> dict[str, Any]:
    """The ``puzzle`` command: pick, play, and return the JSON form of what happened."""
    puzzle = pick(theme, level, puzzle_id, seed)
    move, verdict, shown = solve(puzzle, inp, screen_out, echo, lang)
    return {"puzzle": puzzle.to_data(lang), "answer": None if move is None else move_data(move),
            "verdict": None if verdict is None else verdict.to_data(), "hints_shown": shown}


__all__: Sequence[str] = ("grades", "pick", "run", "screen", "solve")
