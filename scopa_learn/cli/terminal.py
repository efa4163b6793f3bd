"""A hand in the terminal: the screen, the narration of each play, and the human's moves.

``scopa-learn play`` (:mod:`scopa_learn.cli`) runs it; the human sits at seat 0, computer
players elsewhere. The table session (:mod:`scopa_learn.table.session`) plays the match, the
Play widget's too; everything this shows comes from it, the engine and the message table.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any, TextIO

from ..engine.board import Move
from ..engine.captures import capture_kind, goes_to_pile, is_scopa
from ..engine.cards import Card, format_cards
from ..engine.events import Dealt, LastTake, Played
from ..engine.rules import Rules
from ..engine.scoring import HandScore
from ..engine.state import HandState
from ..errors import ScopaError
from ..table.session import TableSession
from ..words.cards import card_label, taken_words
from ..words.lists import and_list
from ..words.messages import count_words, say

#: Characters a line of the screen holds.
WIDTH = 80


def fill(text: str) -> str:
    """Text wrapped to the screen, keeping sums like ``2 + 4`` on one line."""
    # Keep sums like "2 + 4" on one line, and never split a word or a path.
    glued = text.replace(" + ", "\0+\0")
    wrapped = textwrap.fill(glued, WIDTH, break_long_words=False, break_on_hyphens=False)
    return wrapped.replace("\0", " ")


def score_text(result: HandScore) -> str:
    """A hand's score for a terminal: each side's pile, then each category's points and reason.

    >>> from scopa_learn import score_hand
    >>> print(score_text(score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0])))
    Player 1: 4 cards, 1 denaro, primiera 75, 1 scopa.
    Player 2: 4 cards, 1 denaro, primiera 76, 0 scope.
    Points for Player 1 - Player 2:
      carte       0-0  Nobody gets the point for cards: 4-4 is a tie at the top.
      denari      0-0  Nobody gets the point for denari: 1-1 is a tie at the top.
      settebello  1-0  Player 1 took the settebello (the 7 of denari).
      primiera    0-1  Player 2 made the best primiera (75-76).
      scope       1-0  Scope (one point each): Player 1 1, Player 2 0.
      total       2-1
    """
    lines = [side.summary(name) for name, side in zip(result.names, result.sides, strict=True)]
    lines.append(say("cli.score.points", sides=" - ".join(result.names)))
    rows = [(c.name, "-".join(map(str, c.points)), c.reason) for c in result.categories]
    rows.append((say("cli.score.total"), "-".join(map(str, result.totals)), ""))
    label = max(len(name) for name, _, _ in rows) + 2
    points = max(len(p) for _, p, _ in rows) + 2
    indent = 2 + label + points
    for name, p, reason in rows:
        head = f"  {name:<{label}}{p:<{points}}"
        lines.append(textwrap.fill(reason, WIDTH, initial_indent=head, subsequent_indent=" " * indent)
                     if reason else head.rstrip())
    return "\n".join(lines)


class TerminalGame:
    """One hand in the terminal: the human at seat 0, the table session's computers elsewhere."""

    def __init__(self, session: TableSession, inp: TextIO, out: TextIO, echo: bool) -> None:
        self.session = session
        self.inp, self.out, self.echo = inp, out, echo
        n = self.state.rules.players
        self.short = [say("cli.name.you")] + [
            say("cli.name.computer") if n == 2 else say("cli.name.computer_n", n=p + 1)
            for p in range(1, n)]
        self.shown = 0  # events of the log already narrated

    @property
    def state(self) -> HandState:
        """The hand as it stands now (the session's)."""
        return self.session.state

    def side_name(self, side: int) -> str:
        """A side as the screen names it: a player ("computer 2"), or a team with its members."""
        members = self.state.rules.teams[side]
        if len(members) == 1:
            return self.short[members[0]]
        key = "table.cli.your_team" if 0 in members else "table.cli.their_team"
        return say(key, who=and_list([self.short[p] for p in members]))

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def narrate(self) -> None:
        log = self.state.log
        for event in log[self.shown:]:
            if isinstance(event, Played) and event.player == 0:
                leave = "cli.play.you_to_pile" if event.to_pile else "cli.play.you_leave"
                text = (say("cli.play.you_take", card=card_label(event.card), taken=taken_text(event.captured, event.kind == "sweep"))
                        if event.captured else say(leave, card=card_label(event.card)))
                self.say(text + (say("event.scopa") if event.scopa else ""))
            elif isinstance(event, Played):
                self.say(event.describe([s[:1].upper() + s[1:] for s in self.short]))
            elif isinstance(event, LastTake):
                self.say(say("cli.play.last_take", taken=format_cards(event.cards),
                             who=self.short[event.player]))
            elif isinstance(event, Dealt):
                self.say(event.describe())
            else:
                self.say(fill(event.describe() + f" ({format_cards(event.table)})"))
        self.shown = len(log)

    def screen(self, moves: Sequence[Move]) -> None:
        view = self.state.view(0)
        r = view.rules
        head = say("cli.play.header", deal=view.deal_number, deals=r.deals_per_hand,
                   play=view.plays_made + 1, plays=r.plays_per_hand)
        self.say()
        self.say(f"-- {head} " + "-" * max(3, WIDTH - len(head) - 4))
        labels = (say("cli.play.table"), say("cli.play.hand"), say("cli.play.taken"))
        width = max(len(x) for x in labels) + 2
        self.say(f"{labels[0] + ':':<{width}}{format_cards(view.table) or say('cli.play.empty')}")
        self.say(f"{labels[1] + ':':<{width}}{format_cards(view.hand)}")
        # Partners share one pile: in teams the piles and the scope are counted by team.
        piles = [say("cli.play.pile", who=self.side_name(i),
                     cards=count_words("card", sum(len(view.piles[p]) for p in side)),
                     scope=count_words("scopa", sum(view.scope[p] for p in side)))
                 for i, side in enumerate(r.teams)]
        self.say(textwrap.fill("; ".join(piles), WIDTH, initial_indent=f"{labels[2] + ':':<{width}}",
                               subsequent_indent=" " * width))
        others = [say("cli.play.holds_one" if view.hand_sizes[p] == 1 else "cli.play.holds",
                      who=self.short[p].capitalize(), count=view.hand_sizes[p])
                  for p in range(1, r.players)]
        if view.visible_hands is not None:
            others = [say("cli.play.face_up", who=self.short[p].capitalize(),
                          cards=format_cards(view.visible_hands[p])) for p in range(1, r.players)]
        if view.stock_size:
            others.append(say("cli.play.stock", count=view.stock_size))
        self.say(fill(" ".join(others)))
        if view.is_last_card:
            self.say(say("cli.play.last_card"))
        self.say(say("cli.play.moves"))
        texts = [str(m) for m in moves]
        w = max(len(t) for t in texts)
        for i, (move, text) in enumerate(zip(moves, texts, strict=True), 1):
            stays = "cli.play.move_to_pile" if goes_to_pile(move.card, view.table, r) else "cli.play.move_stays"
            what = (say("cli.play.move_takes", taken=taken_text(
                move.capture, capture_kind(move.card, move.capture, r) == "sweep")) if move.capture
                    else say(stays))
            if is_scopa(move.card, move.capture, view.table, r, view.is_last_card):
                what += say("cli.play.move_scopa")
            self.say(f"  {i:>2}. {text:<{w}}   {what}")

    def ask(self, moves: Sequence[Move]) -> Move | None:
        """The human's move, asked until it is legal; ``None`` to stop (q or end of input)."""
        example = example_move(moves)
        while True:
            self.out.write(say("cli.play.prompt", example=example))
            self.out.flush()
            line = self.inp.readline()
            if not line:
                self.say()
                self.say(say("cli.play.eof", plays=self.state.plays_made, n=self.state.plays_made))
                return None
            answer = line.strip()
            if self.echo:
                self.say(answer)
            if not answer:
                continue
            if answer.lower() in ("q", "quit", "exit", "esci"):  # the Italian prompt says q too
                self.say(say("cli.play.quit", plays=self.state.plays_made, n=self.state.plays_made))
                return None
            if answer.lower() in ("h", "help", "?", "aiuto"):
                self.say(fill(say("cli.play.help", example=example)))
                self.say(fill(say("cli.legend")))
                continue
            if answer.isdigit():
                number = int(answer)
                if 1 <= number <= len(moves):
                    return moves[number - 1]
                self.say(say("cli.play.bad_number", number=number, count=len(moves)))
                continue
            try:
                move = self.state.resolve(answer)
                self.state.play(move)
            except ScopaError as error:
                self.say(fill(str(error)))
                continue
            return move

    def run(self) -> bool:
        """Play until the hand is over (True) or the human stops (False)."""
        while not self.state.is_over:
            self.narrate()
            if self.session.is_person(self.state.to_move):
                moves = self.state.legal_moves()
                self.screen(moves)
                move = self.ask(moves)
                if move is None:
                    return False
                self.session.play(move)
            else:
                self.session.computer_move()
        self.narrate()
        return True


def show_review(session: TableSession, hand: HandState, screen: TextIO) -> dict[str, Any]:
    """After a hand: the review of the learner's decisions in ``hand`` (the table session's),
    and the same deal played by the expert, printed on ``screen``; their data for ``--json``."""
    print("", file=screen)
    print(say("review.cli.title"), file=screen)
    review = session.review(hand)
    print(fill(review.summary()), file=screen)
    costly = review.costliest
    if costly:
        print(say("review.costliest.one" if len(costly) == 1 else "review.costliest.other"), file=screen)
        for d in costly:
            print(textwrap.fill(d.heading() + " " + d.explanation(), WIDTH, initial_indent="  - ",
                                subsequent_indent="    ", break_long_words=False), file=screen)
    duplicate = session.expert_replay(hand)
    print("", file=screen)
    print(say("review.cli.expert"), file=screen)
    print(fill(duplicate.summary()), file=screen)
    return {"review": review.to_data(), "expert": duplicate.to_data()}


def taken_text(capture: tuple[Card, ...], sweep: bool = False) -> str:
    """What a capture takes: ``the 6 of cups``, ``2 + 4 (2d 4b)``, or an asso's sweep (``sweep``)
    as the whole table."""
    return taken_words(capture, sweep=sweep)


def example_move(moves: Sequence[Move]) -> str:
    """A move to show as an example at the prompt: one taking several cards if there is one."""
    taking = next((m for m in moves if len(m.capture) > 1), None) or next(
        (m for m in moves if m.capture), None)
    return str(taking or moves[0])


def result_line(result: HandScore, r: Rules) -> str:
    """The end of the hand from the human's seat: won, lost, tied or shared."""
    totals = result.totals
    score = "-".join(str(t) for t in totals)
    top = max(totals)
    leaders = [i for i, t in enumerate(totals) if t == top]
    if len(leaders) > 1 and r.side_of(0) not in leaders:
        return say("cli.play.shared", who=and_list([result.names[i] for i in leaders]), score=score)
    if len(leaders) > 1:
        return say("cli.play.tie", score=score)
    if leaders[0] == r.side_of(0):
        return say("cli.play.win", score=score)
    return say("cli.play.lose", who=result.names[leaders[0]], score=score)


def isatty(stream: TextIO) -> bool:
    """True for an interactive terminal (a test's or a pipe's stream is not)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
