"""The command line: ``scopa-learn`` (or ``python -m scopa_learn``).

Subcommands (``scopa-learn COMMAND --help`` for each):

``captures CARD TABLE...``
    what a card can take from a table: each legal capture, its kind, the scopa flag, the reason.
``primiera CARDS...``
    the best card of each suit and the primiera total, with the missing suits.
``score --pile CARDS --pile CARDS [--scope N --scope N] [--name NAME ...]``
    every scoring category with its reason, and the totals.
``deal [--seed N] [--dealer N]``
    the table and the hands of a seeded deal.
``play [--seed N] [--level beginner|intermediate|expert] [--dealer N] [--match] [--review|--no-review]``
    a hand (or with ``--match`` a whole match) in the terminal at any table, the computer in
    every other seat, partners included (it reads moves from stdin); after each hand the
    coach's review, at a terminal unless ``--no-review``, with moves from a pipe only with ``--review``.
``worksheet -o FILE.html [--seed N] [--level 1|2|3] [--kind K ...] [--count N]``
    a printable worksheet of questions with its answer key (:mod:`scopa_learn.worksheet`).
``rules [PRESET]``
    the rules presets, or the fields of one.
``puzzle [--theme T] [--level N] [--id ID] [--seed N]``
    a graded "your move?" puzzle from the bank (:mod:`scopa_learn.puzzles.terminal`).
``class --site DIR --data DIR [--host 127.0.0.1] [--port 8000] [--teacher-key KEY]``
    serve the built guide to a class from this computer (:mod:`scopa_learn.classroom`; needs
    the ``class`` extra): pupils join with a code and a nickname, the teacher's board shows
    each one's answers, graded by the server.

``--rules PRESET``, ``--option name=value`` (repeatable) and ``--players N`` choose the rules
for every command but ``primiera`` (which takes ``--rules`` and ``--option`` only: the
primiera values can change). An option's value is read as ``true``/``false``, a whole
number, a comma-separated list (``redeal=three-kings,two-aces``; an empty value is the empty
list) or else text (``re_bello=extra``); ``-`` in a name means ``_``.

Exit status: 0 on success; 2 on bad input (a card that does not parse, an unknown preset or
option, an illegal move given as an argument): the reason goes to stderr in a learner's
words, stdout stays empty, and there is never a traceback. Ending ``play`` with ``q`` or at
the end of the input is a success.

JSON (``--json``): one object on stdout; the keys below stay, new keys may be added. Cards
are strings in notation (``"7d"``); sides and players count from 0. ``RULES`` is
``{"name": preset, "players": n, "options": {name: value given}}``.

- captures: ``{"card", "table": [card], "last_card": bool, "rules": RULES,
  "captures": [{"cards": [card], "kind": "equal"|"sum"|"fifteen"|"sweep", "scopa": bool}],
  "stays_on_table": bool, "reason": str}``; ``captures`` is empty when the card stays.
- primiera: ``{"cards": [card], "rules": RULES, "suits": [{"suit": "denari", "card": card|null,
  "value": int}] (denari, coppe, spade, bastoni), "total": int, "missing": [suit],
  "complete": bool}``.
- score: ``{"rules": RULES, "sides": [{"name", "pile": [card], "cards": int, "denari": int,
  "primiera": int, "primiera_cards": [card|null], "scope": int}], "categories": [{"name",
  "points": [int], "values": [int], "winner": side|null, "reason"}], "totals": [int],
  "instant_winner": side|null}``.
- deal: ``{"rules": RULES, "seed", "dealer", "leader", "to_move", "table": [card],
  "hands": [[card]], "stock": int, "redeals": [{"rule", "table": [card]}]}``.
- play (the screen then goes to stderr): ``{"rules": RULES, "seed", "dealer", "level",
  "you": 0, "finished": bool, "plays": [{"number", "player", "card", "captured": [card],
  "kind", "scopa"}], "last_take": {"player", "cards": [card]}|null, "score": SCORE|null}``
  where SCORE is the score object above without ``rules``; those keys are the last hand's.
  With ``--match`` also ``"hands": [{"dealer", "finished", "plays", "last_take", "score"}]``
  and ``"match": {"target", "scores": [int], "winner": side|null, "finished": bool}``.
- worksheet: ``{"path", "seed", "level", "kinds": [str], "count", "rules": RULES}``.
- puzzle (the screen then goes to stderr): ``{"puzzle": PUZZLE, "answer": {"card", "takes",
  "text"}|null, "verdict": {"move", "best", "correct", "points_lost", "explanation",
  "reason"}|null, "hints_shown": int}`` where PUZZLE is :meth:`Puzzle.to_data
  <scopa_learn.puzzles.Puzzle.to_data>`.
- rules: ``{"presets": [PRESET]}``, or for one preset ``{"preset": PRESET, "rules": {field:
  value}}`` with PRESET ``{"name", "summary", "source", "players": [int], "aliases": [str]}``.

>>> main(["captures", "6s", "6c", "2d", "4b"])
Your 6s on a table of 6c 2d 4b:
  1. 6s x 6c    the card of equal value
There is a 6 on the table, so your 6 of swords takes it. Other cards also add up
to 6 (2 + 4), but the equal card comes first. Taking is compulsory: once played,
this card must take.
0
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import textwrap
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from ..engine.board import Move
from ..engine.cards import SUITS, Card, format_cards, parse_card, parse_cards
from ..engine.dealing import deal
from ..engine.events import LastTake, Played, Redealt
from ..engine.rules import PRESETS, Preset, Rules, find_preset, rules
from ..engine.scoring import best_per_suit, primiera, score_hand
from ..errors import (
    IllegalMoveError,
    MoveReason,
    OutputError,
    RuleOptionError,
    ScopaError,
    ScoreError,
)
from ..quiz.draws import DEFAULT_KINDS, KINDS
from ..table.session import Table, TableSession
from ..words.captures import explain_captures
from ..words.lists import nor_list
from ..words.messages import DEFAULT_LANGUAGE, language, say, using_language
from .terminal import TerminalGame, fill, isatty, result_line, score_text, show_review

PROG = "scopa-learn"
LEVELS = ("beginner", "intermediate", "expert")
WIDTH = 80
#: Exit status for bad input, as argparse uses for bad arguments.
BAD_INPUT = 2


# -- options ------------------------------------------------------------------------------------


def parse_option(text: str) -> tuple[str, Any]:
    """Read one ``--option`` argument, ``name=value``, into a name and a typed value.

    >>> parse_option("target=21"), parse_option("fewest-cards=true")
    (('target', 21), ('fewest_cards', True))
    >>> parse_option("redeal=three-kings,two-aces"), parse_option("redeal=")
    (('redeal', ['three-kings', 'two-aces']), ('redeal', []))
    >>> parse_option("napola")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.RuleOptionError: 'napola' is not a rule option: write it as name=value, like target=21.
    """
    name, sep, value = text.partition("=")
    name = name.strip().replace("-", "_")
    if not sep or not name:
        raise RuleOptionError(say("cli.bad_option", text=text))
    value = value.strip()
    if value == "":
        return name, []
    if "," in value:
        return name, [_option_value(v.strip()) for v in value.split(",") if v.strip()]
    return name, _option_value(value)


def _option_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _rules_of(args: argparse.Namespace) -> Rules:
    return rules(args.rules, players=getattr(args, "players", None), **args.options)


def _rules_json(r: Rules, args: argparse.Namespace) -> dict[str, Any]:
    return {"name": r.name, "players": r.players, "options": dict(args.options)}


def _cards_of(words: Sequence[str]) -> tuple[Card, ...]:
    """Cards from several arguments, each holding one or more cards (``"6c 2d"`` or ``6c``)."""
    cards: list[Card] = []
    for word in words:
        cards.extend(parse_cards(word))
    # parse_cards again over the whole list: it names a card given twice.
    return parse_cards(cards)


def _names(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


# -- captures -----------------------------------------------------------------------------------


def _captures(args: argparse.Namespace, io: _IO) -> int:
    r = _rules_of(args)
    card = parse_card(args.card)
    table = _cards_of(args.table)
    if card in table:
        raise IllegalMoveError(say("cli.card_on_table", card=card), reason=MoveReason.CARD_ON_TABLE)
    explained = explain_captures(card, table, r, last_card=args.last_card)
    if args.json:
        return io.json({**explained.to_data(), "last_card": args.last_card,
                        "rules": _rules_json(r, args)})
    head = (say("cli.captures.head", card=card, table=format_cards(table)) if table
            else say("cli.captures.head_empty", card=card))
    lines = [head]
    if explained.options:
        moves = [str(Move(card, o.cards)) for o in explained.options]
        width = max(len(m) for m in moves)
        for i, (move, option) in enumerate(zip(moves, explained.options, strict=True), 1):
            what = say(f"cli.captures.{option.kind}")
            if option.scopa:
                what += ", " + say("cli.captures.scopa")
            lines.append(f"  {i}. {move:<{width}}    {what}")
    else:
        lines.append(f"  {card}    {say('cli.captures.none')}")
    lines.append(fill(explained.reason))
    return io.text("\n".join(lines))


# -- primiera -----------------------------------------------------------------------------------


def _primiera(args: argparse.Namespace, io: _IO) -> int:
    r = _rules_of(args)
    cards = _cards_of(args.cards)
    best = best_per_suit(cards, r)
    total = primiera(cards, r)
    missing = [s.name_in("it") for s, c in zip(SUITS, best, strict=True) if c is None]
    rows = [(s.name_in("it"), c, r.primiera_value(c) if c is not None else 0)
            for s, c in zip(SUITS, best, strict=True)]
    if args.json:
        return io.json({
            "cards": _names(cards), "rules": _rules_json(r, args),
            "suits": [{"suit": s, "card": None if c is None else str(c), "value": v} for s, c, v in rows],
            "total": total, "missing": missing, "complete": not missing,
        })
    lines = [f"  {s:<8} {str(c):>3} {v:>3}" if c is not None
             else f"  {s:<8}   -   -  ({say('cli.primiera.missing')})" for s, c, v in rows]
    lines.append(say("cli.primiera.total", total=total))
    if missing:
        lines.append(say("cli.primiera.missing_note", suits=nor_list(missing)))
    return io.text("\n".join(lines))


# -- score --------------------------------------------------------------------------------------


def _score(args: argparse.Namespace, io: _IO) -> int:
    r = _rules_of(args)
    piles = [_cards_of([p]) for p in args.pile]
    if len(piles) != r.sides:
        raise ScoreError(say("cli.pile_count", rules=r.name, players=r.players, sides=r.sides,
                             given=len(piles)))
    seen: set[Card] = set()
    for pile in piles:
        twice = next((c for c in pile if c in seen), None)
        if twice is not None:
            raise ScoreError(say("cli.card_in_two_piles", card=twice))
        seen.update(pile)
    for flag, given in (("--scope", args.scope), ("--name", args.name)):
        if given and len(given) != len(piles):
            raise ScoreError(say("cli.count_per_pile", flag=flag, sides=len(piles), given=len(given)))
    scope = args.scope or [0] * len(piles)
    negative = next((s for s in scope if s < 0), None)
    if negative is not None:
        raise ScoreError(say("cli.negative_scope", scope=negative))
    result = score_hand(piles, scope, r, names=args.name or None)
    if args.json:
        return io.json({"rules": _rules_json(r, args), **result.to_data()})
    return io.text(score_text(result))


# -- deal ---------------------------------------------------------------------------------------


def _seed(args: argparse.Namespace) -> int:
    seed: int | None = args.seed
    return random.randrange(1_000_000) if seed is None else seed


def _deal(args: argparse.Namespace, io: _IO) -> int:
    r = _rules_of(args)
    seed = _seed(args)
    state = deal(r, seed=seed, dealer=args.dealer)
    redeals = [e for e in state.log if isinstance(e, Redealt)]
    if args.json:
        return io.json({
            "rules": _rules_json(r, args), "seed": seed, "dealer": state.dealer,
            "leader": state.leader, "to_move": state.to_move, "table": _names(state.table),
            "hands": [_names(h) for h in state.hands], "stock": len(state.stock),
            "redeals": [e.to_data() for e in redeals],
        })
    name = state.player_name
    lines = [say("cli.deal.head", seed=seed, rules=r.name, players=r.players,
                 dealer=name(state.dealer), leader=name(state.leader))]
    lines += [e.describe() + f" ({format_cards(e.table)})" for e in redeals]
    labels = [say("cli.deal.table"), *(name(p) for p in range(r.players))]
    width = max(len(x) for x in labels) + 2
    lines.append(f"  {labels[0] + ':':<{width}}{format_cards(state.table) or '-'}")
    for p in range(r.players):
        lead = f"   ({say('cli.deal.leads')})" if p == state.leader else ""
        lines.append(f"  {labels[p + 1] + ':':<{width}}{format_cards(state.hands[p])}{lead}")
    if state.stock:
        lines.append(say("cli.deal.stock", count=len(state.stock), each=r.hand_size))
    return io.text("\n".join(lines))


# -- worksheet ----------------------------------------------------------------------------------


def _worksheet(args: argparse.Namespace, io: _IO) -> int:
    from ..worksheet import ONE_PAGE, write_worksheet

    r = _rules_of(args)
    seed = _seed(args)
    kinds = tuple(args.kind) or DEFAULT_KINDS
    try:
        path = write_worksheet(args.output, seed, args.level, kinds, args.count, r)
    except OSError as error:
        raise OutputError(say("cli.cannot_write", path=args.output, why=error.strerror or error)) from None
    counts = {kind: args.count or ONE_PAGE[kind] for kind in kinds}
    if args.json:
        return io.json({"path": path, "seed": seed, "level": args.level, "kinds": list(kinds),
                        "count": args.count, "counts": counts, "rules": _rules_json(r, args)})
    questions = ", ".join(say("cli.worksheet.kind", n=n, kind=say(f"worksheet.{kind}.title"))
                          for kind, n in counts.items())
    return io.text(fill(say("cli.worksheet.done", path=path, questions=questions,
                             level=args.level, seed=seed)))


# -- rules --------------------------------------------------------------------------------------


def _preset_json(p: Preset) -> dict[str, Any]:
    return {"name": p.name, "summary": p.summary, "source": p.source, "players": list(p.players),
            "aliases": list(p.aliases)}


def _rules_cmd(args: argparse.Namespace, io: _IO) -> int:
    if args.preset is None:
        if args.json:
            return io.json({"presets": [_preset_json(p) for p in PRESETS.values()]})
        width = max(len(n) for n in PRESETS) + 2
        lines = []
        for p in PRESETS.values():
            lines.append(textwrap.fill(p.summary, WIDTH, initial_indent=f"{p.name:<{width}}",
                                       subsequent_indent=" " * width))
            extra = [say("cli.rules.players", players=", ".join(map(str, p.players)))]
            if p.aliases:
                extra.append(say("cli.rules.aliases", aliases=", ".join(p.aliases)))
            extra.append(say("cli.rules.source", source=p.source))
            lines.append(textwrap.fill("; ".join(extra), WIDTH, initial_indent=" " * width,
                                       subsequent_indent=" " * width))
        return io.text("\n".join(lines))
    preset = find_preset(args.preset)
    r = rules(preset.name, players=args.players, **args.options)
    fields = r.to_data()
    if args.json:
        return io.json({"preset": _preset_json(preset), "rules": fields})
    lines = [f"{preset.name}: {preset.summary}",
             say("cli.rules.source", source=preset.source)]
    if preset.aliases:
        lines.append(say("cli.rules.aliases", aliases=", ".join(preset.aliases)))
    width = max(len(n) for n in fields) + 2
    lines.append("")
    lines += [f"  {n:<{width}}{json.dumps(v)}" for n, v in fields.items() if n not in ("name", "source")]
    lines.append("")
    lines.append(say("cli.rules.change"))
    return io.text("\n".join(lines))


# -- play ---------------------------------------------------------------------------------------


def replay_command(args: argparse.Namespace, seed: int) -> str:
    """The ``scopa-learn play`` command that deals the same hand with the same settings.

    >>> args = build_parser().parse_args(["play", "--level", "expert", "--option", "napola=true"])
    >>> args.options = dict(args.options_list)
    >>> replay_command(args, 42)
    'scopa-learn play --seed 42 --level expert --option napola=true'
    """
    words = [PROG, "play", "--seed", str(seed), "--level", args.level]
    if args.rules != "classic":
        words += ["--rules", args.rules]
    if args.players is not None:
        words += ["--players", str(args.players)]
    if args.dealer is not None:
        words += ["--dealer", str(args.dealer)]
    if getattr(args, "match", False):
        words.append("--match")
    for name, value in args.options.items():
        words += ["--option", f"{name}={_option_text(value)}"]
    return " ".join(words)


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(_option_text(v) for v in value)
    return str(value)


def _play(args: argparse.Namespace, io: _IO) -> int:
    seed = _seed(args)
    players = getattr(args, "players", None)
    n = _rules_of(args).players
    seats = tuple([say("cli.name.seat_you", n=1)] + [say("cli.name.seat_computer", n=p + 1) for p in range(1, n)])
    # The table session plays the match, as it does on the Play page: the same settings and
    # deal number give the same deals and the same computer plays there and here.
    session = TableSession()
    state = session.start(Table(args.rules, players, args.level, seed, options=dict(args.options),
                                dealer=args.dealer, names=seats))
    r = state.rules
    screen = io.err if args.json else io.out
    echo = not isatty(io.inp)
    # The coach's review after each hand: for a person at a terminal unless --no-review; for
    # moves read from a file or a pipe (a script, a test) only with --review.
    reviewed = not echo if args.review is None else args.review
    print(fill(say("cli.play.intro", rules=r.name, level=say(f"level.{args.level}"), seed=seed)), file=screen)
    if args.match:
        print(say("table.cli.match", target=r.target), file=screen)
    hands: list[dict[str, Any]] = []
    while True:
        game = TerminalGame(session, io.inp, screen, echo)
        short = game.short
        if state.leader == 0:
            seats_text = say("cli.play.you_lead", dealer=short[state.dealer].capitalize())
        elif state.dealer == 0:
            seats_text = say("cli.play.you_deal", leader=short[state.leader])
        else:
            seats_text = say("cli.play.seats", dealer=short[state.dealer].capitalize(),
                             leader=short[state.leader])
        if hands:
            print("", file=screen)
            print(say("table.cli.hand", n=len(hands) + 1), file=screen)
        print(seats_text, file=screen)
        if not hands:
            if n in (4, 6):
                for p in r.teams[0][1:]:
                    print(say("cli.play.partner", n=p + 1), file=screen)
            print(fill(say("cli.legend")), file=screen)
        finished = game.run()
        final = game.state
        result = final.score() if finished else None
        if result is not None:
            print("", file=screen)
            print(say("cli.play.over"), file=screen)
            print(score_text(result), file=screen)
            print(result_line(result, r), file=screen)
        coach = show_review(session, final, screen) if result is not None and reviewed else None
        plays = [e for e in final.log if isinstance(e, Played)]
        last = next((e for e in final.log if isinstance(e, LastTake)), None)
        hands.append({"dealer": final.dealer, "finished": finished, "plays": [e.to_data() for e in plays],
                      "last_take": None if last is None else last.to_data(),
                      "score": None if result is None else result.to_data(), **(coach or {})})
        if not args.match or result is None:
            break
        match = session.match
        assert match is not None
        sides = [game.side_name(i) for i in range(r.sides)]
        print(say("table.cli.match_score", score=", ".join(
            say("table.side_score", side=name, score=points) for name, points in zip(sides, match.scores, strict=True)),
            target=r.target),
            file=screen)
        if match.is_over:
            ranked = "-".join(str(x) for x in sorted(match.scores, reverse=True))
            won = match.winner == r.side_of(0)
            print(say("table.cli.you_win" if won else "table.cli.they_win",
                      who=sides[match.winner or 0][:1].upper() + sides[match.winner or 0][1:], score=ranked),
                  file=screen)
            break
        state = session.next_hand()
    if hands[-1]["finished"]:
        print(say("cli.play.again", command=replay_command(args, seed)), file=screen)
    if args.json:
        data: dict[str, Any] = {"rules": _rules_json(r, args), "seed": seed, "level": args.level, "you": 0,
                                **hands[-1]}
        match = session.match
        if args.match and match is not None:
            data["hands"] = hands
            data["match"] = {"target": r.target, "scores": list(match.scores), "winner": match.winner,
                             "finished": match.is_over}
        return io.json(data)
    return 0


def _puzzle(args: argparse.Namespace, io: _IO) -> int:
    # The puzzles live in their own package; the command only hands over its arguments.
    from ..puzzles.terminal import run

    screen = io.err if args.json else io.out
    data = run(args.theme, args.level, args.puzzle_id, _seed(args), io.inp, screen,
               not isatty(io.inp), getattr(args, "lang", None))
    return io.json(data) if args.json else 0


# -- the parser and main ------------------------------------------------------------------------


class _IO:
    """Where a command reads and writes: the real streams, or a test's."""

    def __init__(self, inp: TextIO, out: TextIO, err: TextIO) -> None:
        self.inp, self.out, self.err = inp, out, err

    def text(self, text: str) -> int:
        print(text, file=self.out)
        return 0

    def json(self, data: dict[str, Any]) -> int:
        print(json.dumps(data, ensure_ascii=False), file=self.out)
        return 0


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors return instead of exiting the process."""

    def exit(self, status: int = 0, message: str | None = None) -> Any:
        if message:
            self._print_message(message, sys.stderr)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def _option(text: str) -> tuple[str, Any]:
    try:
        return parse_option(text)
    except ScopaError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _epilog() -> str:
    return say("cli.legend") + " " + say("cli.json_note")


def build_parser() -> argparse.ArgumentParser:
    """The ``scopa-learn`` argument parser, with one subparser per command.

    >>> build_parser().parse_args(["deal", "--seed", "5"]).seed
    5
    """
    parser = _Parser(prog=PROG, description=say("cli.description"), epilog=_epilog())
    # --lang is read before the parser is made (its help is in that language): here it is
    # only accepted, before or after the command.
    parser.add_argument("--lang", default=argparse.SUPPRESS, metavar="LANG", help=say("cli.help.lang"))
    json_flag = _Parser(add_help=False)
    json_flag.add_argument("--json", action="store_true", help=say("cli.help.json"))
    json_flag.add_argument("--lang", default=argparse.SUPPRESS, metavar="LANG", help=say("cli.help.lang"))
    preset = _Parser(add_help=False)
    preset.add_argument("--rules", default="classic", metavar="PRESET", help=say("cli.help.rules_preset"))
    preset.add_argument("--option", dest="options_list", action="append", type=_option, default=[],
                        metavar="NAME=VALUE", help=say("cli.help.option"))
    players = _Parser(add_help=False)
    players.add_argument("--players", type=int, metavar="N", help=say("cli.help.players"))
    seeded = _Parser(add_help=False)
    seeded.add_argument("--seed", type=int, metavar="N", help=say("cli.help.seed"))
    full = [json_flag, preset, players]
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                     parser_class=_Parser)

    def command(name: str, run: Callable[[argparse.Namespace, _IO], int],
                parents: list[_Parser]) -> argparse.ArgumentParser:
        help_text = say(f"cli.help.{name}")
        sub = commands.add_parser(name, help=help_text, description=help_text, parents=parents,
                                  epilog=_epilog())
        sub.set_defaults(run=run)
        return sub

    sub = command("captures", _captures, full)
    sub.add_argument("card", metavar="CARD", help=say("cli.help.card"))
    sub.add_argument("table", metavar="TABLE", nargs="*", help=say("cli.help.table"))
    sub.add_argument("--last-card", action="store_true", help=say("cli.help.last_card"))

    sub = command("primiera", _primiera, [json_flag, preset])
    sub.add_argument("cards", metavar="CARDS", nargs="+", help=say("cli.help.cards"))

    sub = command("score", _score, full)
    sub.add_argument("--pile", action="append", required=True, metavar="CARDS", help=say("cli.help.pile"))
    sub.add_argument("--scope", action="append", type=int, default=[], metavar="N",
                     help=say("cli.help.scope"))
    sub.add_argument("--name", action="append", default=[], metavar="NAME", help=say("cli.help.name"))

    sub = command("deal", _deal, [*full, seeded])
    sub.add_argument("--dealer", type=int, default=0, metavar="N", help=say("cli.help.dealer", default=0))

    sub = command("play", _play, [*full, seeded])
    sub.add_argument("--level", choices=LEVELS, default="beginner",
                     help=say("cli.help.level", default="beginner"))
    sub.add_argument("--dealer", type=int, default=None, metavar="N",
                     help=say("cli.help.dealer", default=say("cli.help.dealer_play")))
    sub.add_argument("--match", action="store_true", help=say("table.cli.help_match"))
    sub.add_argument("--review", dest="review", action="store_true", default=None, help=say("cli.help.review"))
    sub.add_argument("--no-review", dest="review", action="store_false", help=say("cli.help.no_review"))

    sub = command("worksheet", _worksheet, [*full, seeded])
    sub.add_argument("-o", "--output", required=True, metavar="FILE.html", help=say("cli.help.output"))
    sub.add_argument("--level", type=int, choices=(1, 2, 3), default=1, help=say("cli.help.sheet_level"))
    sub.add_argument("--kind", action="append", choices=KINDS, default=[],
                     help=say("cli.help.kind"))
    sub.add_argument("--count", type=int, default=None, metavar="N", help=say("cli.help.count"))

    sub = command("puzzle", _puzzle, [json_flag, seeded])
    sub.add_argument("--theme", metavar="THEME", help=say("cli.help.puzzle_theme"))
    sub.add_argument("--level", metavar="N", help=say("cli.help.puzzle_level"))
    sub.add_argument("--id", dest="puzzle_id", metavar="ID", help=say("cli.help.puzzle_id"))
    sub.set_defaults(options_list=[])  # the bank's puzzles carry their own rules

    sub = command("class", _class, [])
    sub.add_argument("--site", required=True, type=Path, metavar="DIR", help=say("cli.help.site"))
    sub.add_argument("--data", required=True, type=Path, metavar="DIR", help=say("cli.help.data"))
    sub.add_argument("--host", default="127.0.0.1", help=say("cli.help.host"))
    sub.add_argument("--port", type=int, default=8000, metavar="N", help=say("cli.help.port"))
    sub.add_argument("--teacher-key", metavar="KEY", help=say("cli.help.teacher_key"))
    sub.set_defaults(options_list=[])

    sub = command("rules", _rules_cmd, full)
    sub.add_argument("preset", metavar="PRESET", nargs="?", help=say("cli.help.preset"))
    return parser


def _class(args: argparse.Namespace, io: _IO) -> int:
    from ..classroom.serve import run

    return run(args.site, args.data, args.host, args.port, args.teacher_key, io.out)


def cli_language(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language of the command line: ``--lang`` (or ``--lang=``) if given, else the locale
    of the environment (``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``, as POSIX orders them),
    else English. A locale with no messages (``C``, ``fr_FR``) means English; a ``--lang`` with
    none is an error.

    >>> cli_language(["captures", "6s", "--lang", "it"], {}), cli_language([], {"LANG": "it_IT.UTF-8"})
    ('it', 'it')
    >>> cli_language([], {"LC_ALL": "C", "LANG": "it_IT.UTF-8"}), cli_language(["--lang=en"], {"LANG": "it"})
    ('en', 'en')
    """
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            return language(argv[i + 1])
        if arg.startswith("--lang="):
            return language(arg.partition("=")[2])
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            try:
                return language(value)
            except ScopaError:
                return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None,
         environ: Mapping[str, str] | None = None) -> int:
    """Run ``scopa-learn`` with ``argv`` (default: the process's arguments); return the exit status.

    The language is ``--lang`` or the environment's locale (:func:`cli_language`; ``environ``
    defaults to the process's). Bad input prints the reason to stderr and returns 2.

    >>> main(["primiera", "7d", "7s", "6c", "5b"])
      denari    7d  21
      coppe     6c  18
      spade     7s  21
      bastoni   5b  15
    Primiera 75: the best card of each suit, summed (at most 84).
    0
    >>> main(["primiera", "7x"], stderr=sys.stdout)
    scopa-learn: '7x' is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit (d, c, s, b), like '7d' or 'Rb'.
    2
    """
    inp = stdin if stdin is not None else sys.stdin
    out = stdout if stdout is not None else sys.stdout
    err = stderr if stderr is not None else sys.stderr
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        lang = cli_language(arguments, os.environ if environ is None else environ)
    except ScopaError as error:
        print(f"{PROG}: {error}", file=err)
        return BAD_INPUT
    with using_language(lang):
        return _main(arguments, inp, out, err)


def _main(argv: list[str], inp: TextIO, out: TextIO, err: TextIO) -> int:
    parser = build_parser()
    saved = sys.stdout, sys.stderr
    try:
        # argparse prints help and usage errors to sys.stdout / sys.stderr.
        sys.stdout, sys.stderr = out, err
        try:
            args = parser.parse_args(argv)
        except _Exit as stop:
            return stop.status
    finally:
        sys.stdout, sys.stderr = saved
    args.options = dict(args.options_list)
    run: Callable[[argparse.Namespace, _IO], int] = args.run
    try:
        return run(args, _IO(inp, out, err))
    except ScopaError as error:
        print(f"{PROG}: {error}", file=err)
        return BAD_INPUT
    except KeyboardInterrupt:
        print(file=err)
        return 130
    except BrokenPipeError:
        # The reader went away (``scopa-learn rules | head -1``): stop quietly.
        _silence(out)
        return 0


def _silence(stream: TextIO) -> None:
    import os

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
    except (OSError, ValueError, AttributeError):
        pass
