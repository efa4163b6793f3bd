"""The replayer: step through an annotated example, play by play, with its notes and "what ifs".

The example (:mod:`scopa_learn.examples`) has been replayed and checked by the engine; this
controller only keeps the learner's place (which line, how many plays) and turns the engine's
states into plain data for ``static/replay.js``. The legal captures of the card about to be
played come from :func:`scopa_learn.engine.captures.explain_captures`, the score from the engine.

>>> r = Replayer(example="equal-card-first")
>>> r.view()["position"], r.view()["total"], r.view()["table"][0]["code"]
(0, 3, '6c')
>>> r.handle({"type": "next"}); r.view()["last"]["text"]
'Anna plays the 6 of swords and takes the 6 of coins.'
>>> r.handle({"type": "captures"}); r.view()["captures"]["options"][0]["cards"]
['6c']
>>> r.handle({"type": "goto", "play": 9}); r.view()["error"]
'There is no position after 9 plays: this replay has 3 plays.'
>>> Replayer(example="nope")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
scopa_learn.errors.ExampleError: There is no example called 'nope'. Known examples: ...
"""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.scoring import HandScore
from ..engine.state import HandState
from ..errors import ExampleError
from ..examples import Branch, MatchReplay, Replay, Step, load_example
from ..words.captures import explain_captures
from ..words.cards import card_label, values_text
from ..words.messages import say
from ._cards import card_data, picture
from .base import Controller, JSONDict, register, score_points, view_words

#: How the hands are shown: all face up, or only the hand of the player to move.
REVEAL = ("all", "mover")


def _svg(card: Card | None, deck: str, highlight: str | None = None) -> str:
    return picture(card, deck, highlight, width=54)


def _card(card: Card, deck: str, highlight: str | None = None) -> JSONDict:
    return card_data(card, deck, highlight, width=54)


#: The words of static/replay.js (``widget.replay.label.*``); blanks like {name} are filled there.
_LABELS = ("start", "start_title", "back", "back_title", "next", "next_title", "end", "end_title",
           "autoplay", "stop", "jump", "reveal", "reveal_all", "reveal_mover", "show_captures",
           "deals", "to_play", "facts", "hidden_hand", "hand", "no_cards", "empty", "why", "total",
           "score", "table", "takes", "scopa", "options", "chosen", "what_if", "branch",
           "back_to_main", "jump_deal", "col_hand", "col_dealer", "col_points", "sheet",
           "jump_before", "hand_n")


@register
class Replayer(Controller):
    """Steps through one packaged example: ``next``, ``prev``, ``goto``, branches, captures."""

    kind = "replay"
    fixed_keys = (*Controller.fixed_keys, "labels")

    def __init__(self, example: str = "anna-and-bruno-hand", reveal: str = "all", start: int | None = None,
                 branch: str | None = None, lang: str | None = None) -> None:
        super().__init__(lang=lang, example=example, reveal=reveal, start=start, branch=branch)
        loaded = load_example(example)
        self.example: Replay | MatchReplay = loaded
        self.reveal = "all"
        self.on_reveal(reveal)
        self.branch: Branch | None = None
        self.show_captures = False
        self.autoplay = False
        if isinstance(loaded, Replay):
            self.position = loaded.start_at if start is None else 0
            if branch is not None:
                self.on_branch(branch)
            if start is not None:
                self.on_goto(start)
        else:
            self.position = len(loaded.steps) if start is None else 0
            if start is not None:
                self.on_goto(start)

    # -- where we are ------------------------------------------------------------------------------

    def line(self) -> tuple[Step, ...]:
        """The plays of the line being shown: the main line, or the main line into a branch."""
        replay = self.example
        assert isinstance(replay, Replay)
        if self.branch is None:
            return replay.steps
        return replay.steps[: self.branch.at - 1] + self.branch.steps

    def current(self) -> HandState:
        """The state after :attr:`position` plays of the current line."""
        replay = self.example
        assert isinstance(replay, Replay)
        if self.branch is not None and self.position == self.branch.at - 1:
            return self.branch.start  # the branch's rules apply from here
        line = self.line()
        return line[self.position - 1].after if self.position else replay.start

    def _total(self) -> int:
        if isinstance(self.example, MatchReplay):
            return len(self.example.steps)
        return len(self.line())

    # -- actions ---------------------------------------------------------------------------------

    def on_next(self) -> None:
        """One play forward (the autoplay stops at the end)."""
        if self.position < self._total():
            self.position += 1
        if self.position >= self._total():
            self.autoplay = False

    def on_prev(self) -> None:
        """One play back."""
        self.position = max(0, self.position - 1)

    def on_first(self) -> None:
        """Back to the deal."""
        self.position = 0

    def on_last(self) -> None:
        """To the end of the line."""
        self.position = self._total()
        self.autoplay = False

    def on_goto(self, play: int | str) -> None:
        """Jump to the position after ``play`` plays (0: the deal)."""
        try:
            number = int(play)
        except (TypeError, ValueError):
            raise ExampleError(say("examples.widget.bad_play", play=play)) from None
        if not 0 <= number <= self._total():
            raise ExampleError(say("examples.no_such_play", plays=number, n=number, total=self._total()))
        self.position = number

    def on_autoplay(self, on: bool = True) -> None:
        """Start or stop playing on by itself (the view sends ``next`` on a timer)."""
        self.autoplay = bool(on) and self.position < self._total()

    def on_reveal(self, mode: str) -> None:
        """``all``: every hand face up; ``mover``: only the hand of the player to move."""
        if mode not in REVEAL:
            raise ExampleError(say("examples.widget.bad_reveal", mode=mode, known=", ".join(REVEAL)))
        self.reveal = mode

    def on_captures(self, show: bool = True) -> None:
        """Show (or hide) the legal captures of the card about to be played."""
        self.show_captures = bool(show)

    def on_branch(self, name: str) -> None:
        """Switch into a "what if": the replay goes to the moment before the replaced play."""
        replay = self.example
        if not isinstance(replay, Replay):
            raise ExampleError(say("examples.widget.no_branches"))
        self.branch = replay.branch(name)
        self.position = self.branch.at - 1
        self.autoplay = False

    def on_main(self) -> None:
        """Back to the main line, at the same play number (or its last play)."""
        if self.branch is not None:
            self.branch = None
            self.position = min(self.position, self._total())
            self.autoplay = False

    # -- what the view draws ----------------------------------------------------------------------

    def state(self) -> JSONDict:
        example = self.example
        common: JSONDict = {
            "example": example.name,
            "title": example.text("title"),
            "summary": example.text("summary"),
            "intro": example.text("intro"),
            "mode": example.kind,
            "names": list(example.names),
            "position": self.position,
            "total": self._total(),
            "at_end": self.position >= self._total(),
            "autoplay": self.autoplay,
            "labels": view_words("widget.replay.label", _LABELS),
        }
        if isinstance(example, MatchReplay):
            return {**common, **self._match_state(example)}
        return {**common, **self._hand_state(example)}

    def _match_state(self, sheet: MatchReplay) -> JSONDict:
        rows = [
            {
                "number": step.number,
                "dealer": sheet.names[step.dealer],
                "points": list(step.points),
                "running": list(step.after.scores),
                "note": step.text("note"),
                "example": step.example,
            }
            for step in sheet.steps[: self.position]
        ]
        current = sheet.steps[self.position - 1].after if self.position else sheet.start
        return {
            "rows": rows,
            "scores": list(current.scores),
            "target": sheet.rules.target,
            "status": current.status(),
            "status_line": (say("widget.replay.before_first") if not self.position else
                            say("widget.replay.hand_of", n=self.position, total=len(sheet.steps),
                                status=current.status())),
            "note": rows[-1]["note"] if rows else sheet.text("intro"),
            "result_note": sheet.text("result_note") if self.position >= len(sheet.steps) else "",
            "next_dealer": None if current.is_over else sheet.names[current.dealer],
        }

    def _hand_state(self, replay: Replay) -> JSONDict:
        state = self.current()
        line = self.line()
        deck = state.rules.deck
        last = line[self.position - 1] if self.position else None
        upcoming = line[self.position] if self.position < len(line) else None
        names = replay.names
        taken: set[Card] = set(last.move.capture) if last else set()
        seats = []
        for player in range(state.rules.players):
            visible = self.reveal == "all" or (player == state.to_move and not state.is_over)
            cards = state.hands[player]
            seats.append({
                "name": names[player],
                "dealer": player == state.dealer,
                "to_move": player == state.to_move and not state.is_over,
                "cards": [_card(c, deck) for c in cards] if visible else [],
                "hidden": 0 if visible else len(cards),
                "back": None if visible or not cards else _svg(None, deck),
                "pile": len(state.piles[player]),
                "denari": sum(1 for c in state.piles[player] if c.is_denaro),
                "scope": state.scope[player],
                "team": state.rules.side_of(player),
            })
        note = self._note(replay, last)
        where = (say("widget.replay.the_deal") if not self.position else
                 say("widget.replay.play_of", n=self.position, total=self._total()))
        status = say("widget.replay.status", where=where, deal=state.deal_number)
        if state.is_over:
            status += say("widget.replay.over")
        data: JSONDict = {
            "status_line": status,
            "line_line": "" if self.branch is None else say("widget.replay.what_if_line",
                                                            title=self.branch.text("title")),
            "line": "main" if self.branch is None else self.branch.name,
            "line_title": "" if self.branch is None else self.branch.text("title"),
            "branches": [
                {"name": b.name, "title": b.text("title"), "at": b.at, "note": b.text("note"),
                 "active": self.branch is not None and b.name == self.branch.name}
                for b in replay.branches
            ],
            "complete": state.is_over,
            "deal_number": state.deal_number,
            "table": [_card(c, deck) for c in state.table],
            "seats": seats,
            "taken": [_card(c, deck, "capture") for c in taken],
            "last": None if last is None else {
                "number": last.number,
                "player": names[last.player],
                "card": _card(last.move.card, deck, "played"),
                "capture": [str(c) for c in last.move.capture],
                "scopa": last.played.scopa,
                "text": last.describe(),
            },
            "note": note,
            "next": None if upcoming is None else {"number": upcoming.number, "player": names[upcoming.player]},
            "captures": self._captures(state, upcoming) if self.show_captures and upcoming else None,
            "show_captures": self.show_captures,
            "plays": [{"number": s.number, "text": f"{s.number}. {s.describe()}"} for s in line],
            "reveal": self.reveal,
            "score": self._score(state.score(), self._result_note(replay)) if state.is_over else None,
        }
        return data

    def _note(self, replay: Replay, last: Step | None) -> str:
        if self.branch is not None and self.position == self.branch.at - 1:
            return self.branch.text("note") or say("examples.widget.branch_start",
                                                   title=self.branch.text("title"))
        if last is None:
            return replay.text("intro")
        return last.text("note")

    def _result_note(self, replay: Replay) -> str:
        return replay.text("result_note") if self.branch is None else self.branch.text("result_note")

    def _captures(self, state: HandState, upcoming: Step) -> JSONDict:
        card = upcoming.move.card
        explained = explain_captures(card, state.table, state.rules, last_card=state.is_last_card)
        return {
            "player": state.player_name(state.to_move),
            "card": _card(card, state.rules.deck, "played"),
            "heading": say("widget.replay.about_to_play", player=state.player_name(state.to_move),
                           card=card_label(card)),
            "reason": explained.reason,
            "options": [
                {**o.to_data(), "sum": values_text(o.cards),
                 "kind_label": say(f"widget.explorer.kind.{o.kind}"),
                 "chosen": frozenset(o.cards) == frozenset(upcoming.move.capture)}
                for o in explained.options
            ],
        }

    @staticmethod
    def _score(score: HandScore, note: str) -> JSONDict:
        return {
            "names": list(score.names),
            **score_points(score.to_data()),
            "piles": [s.summary(n) for n, s in zip(score.names, score.sides, strict=True)],
            "note": note,
        }

    @staticmethod
    def text(example: str) -> str:
        """The example as plain text (what the page shows without JavaScript)."""
        return load_example(example).transcript()
