"""A puzzle: a position as the player to move sees it, its best move, and every move's grade.

A puzzle is stored as what the player saw happen, never as a hidden card: the rules, the
dealer, the opening table, the plays so far (all face up) and the player's own hand. The
engine replays those plays to rebuild the :class:`~scopa_learn.engine.view.PlayerView`; the cards
the player cannot see are filled in arbitrarily for the replay and never reach the view.

Each legal move carries its grade, computed offline by :mod:`.grading` (the expected point
margin over many deals of the hidden cards), so :meth:`Puzzle.grade` costs nothing at run
time, in Pyodide too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..engine.board import Move
from ..engine.cards import DECK, Card, format_cards, parse_card, parse_cards
from ..engine.dealing import deal
from ..engine.events import LastTake, Played
from ..engine.rules import Rules, rules
from ..engine.state import HandState
from ..engine.view import PlayerView
from ..errors import CardParseError, IllegalMoveError, PuzzleError, ScopaError
from ..words.messages import say
from .themes import LEVELS, THEMES, PuzzleTheme, check_level, check_theme, theme_info


@dataclass(frozen=True, slots=True)
class Grade:
    """One legal move's grade: its expected point margin and what it loses against the best."""

    move: Move
    #: Expected points of this move: your points minus the opponent's at the end of the hand,
    #: averaged over the deals of the cards you cannot see.
    points: float
    #: Expected points given up against the best move (0 for the best move).
    lost: float


@dataclass(frozen=True, slots=True)
class Verdict:
    """What :meth:`Puzzle.grade` says of a move: right or not, the points lost, and why."""

    move: Move
    best: Move
    correct: bool
    points_lost: float
    explanation: str
    #: What the explanation is about: a theme key, or a reason code such as ``"sweep"``.
    reason: str

    def to_data(self) -> dict[str, Any]:
        """Plain data: ``{"move", "best", "correct", "points_lost", "explanation", "reason"}``."""
        return {"move": move_data(self.move), "best": move_data(self.best), "correct": self.correct,
                "points_lost": self.points_lost, "explanation": self.explanation, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class After:
    """What the player sees once a move is played (:meth:`Puzzle.after`): nothing hidden."""

    move: Move
    #: The table right after the move (on the hand's last play, before what is left goes to
    #: the last taker).
    table: tuple[Card, ...]
    #: The cards the move took (none if the card was laid down).
    captured: tuple[Card, ...]
    #: Whether the move swept the table for a scopa.
    scopa: bool


def move_data(move: Move) -> dict[str, Any]:
    """A move as the views send it: ``{"card": "6s", "takes": ["2d", "4b"], "text": "6s x 2d 4b"}``."""
    return {"card": str(move.card), "takes": [str(c) for c in move.capture], "text": str(move)}


@dataclass(frozen=True)
class Position:
    """What the player saw happen: enough to rebuild the view, no hidden card."""

    rules: Rules
    dealer: int
    player: int
    first_table: tuple[Card, ...]
    plays: tuple[Move, ...]
    hand: tuple[Card, ...]

    def key(self) -> str:
        """A stable id made from the position alone (the same position, the same id)."""
        text = json.dumps(self.to_data(), sort_keys=True, separators=(",", ":"))
        return "p" + hashlib.sha256(text.encode()).hexdigest()[:8]

    def to_data(self) -> dict[str, Any]:
        """Plain data; the rules as their preset and players, with ``options`` only for the
        house rules that differ from the preset (a position from the Play page's table)."""
        spec: dict[str, Any] = {"preset": self.rules.name, "players": self.rules.players}
        options = _house_options(self.rules)
        if options:
            spec["options"] = options
        return {"rules": spec,
                "dealer": self.dealer, "player": self.player,
                "first_table": format_cards(self.first_table),
                "plays": [str(m) for m in self.plays], "hand": format_cards(self.hand)}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Position:
        try:
            spec = data["rules"]
            the_rules = rules(spec["preset"], players=spec["players"], **dict(spec.get("options") or {}))
            return cls(the_rules, int(data["dealer"]), int(data["player"]),
                       _cards(data["first_table"]),
                       tuple(_move(m) for m in data["plays"]), _cards(data["hand"]))
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, CardParseError):
                raise
            raise PuzzleError(say("puzzle.bad_data", problem=_problem(error))) from None

    @classmethod
    def of(cls, state: HandState, first_table: Sequence[Card]) -> Position:
        """The position of ``state`` for the player to move (``first_table``: the opening table)."""
        return cls(state.rules, state.dealer, state.to_move, tuple(first_table),
                   tuple(e.move for e in state.played), state.hand())

    def state(self) -> HandState:
        """A full state that gives exactly this position's view (hidden cards filled in)."""
        r = self.rules
        n, size = r.players, r.hand_size
        per_deal = n * size
        made = len(self.plays)
        current = made // per_deal
        seen = set(self.first_table) | set(self.hand)
        for move in self.plays:
            seen.add(move.card)
        filler = [c for c in DECK if c not in seen]
        leader = (self.dealer + 1) % n
        hands: list[list[Card]] = [[] for _ in range((current + 1) * n)]
        for number, move in enumerate(self.plays):
            d, k = divmod(number, per_deal)
            hands[d * n + (leader + k) % n].append(move.card)
        hands[current * n + self.player].extend(self.hand)
        for seat in range(n):
            hand = hands[current * n + seat]
            while len(hand) < size:
                hand.append(filler.pop())
        try:
            state = deal(r, dealer=self.dealer, table=self.first_table, hands=hands)
            for move in self.plays:
                state = state.play(move)
        except ScopaError as error:
            raise PuzzleError(say("puzzle.bad_data", problem=str(error))) from None
        if state.to_move != self.player or state.hand() != self.hand:
            raise PuzzleError(say("puzzle.bad_data", problem=say("puzzle.not_their_turn")))
        return state


def _house_options(the_rules: Rules) -> dict[str, Any]:
    """The options of ``the_rules`` that differ from its preset's (as plain data)."""
    plain = rules(the_rules.name, players=the_rules.players).to_data()
    mine = the_rules.to_data()
    return {k: v for k, v in mine.items() if k not in ("name", "players", "source") and plain.get(k) != v}


#: Cards by their notation, to read the bank quickly (a page loads it at once, in Pyodide too).
_BY_TEXT: dict[str, Card] = {str(c): c for c in DECK}


def _cards(text: str) -> tuple[Card, ...]:
    """Cards written as the bank writes them (``"7d 2c"``); anything else goes through
    :func:`parse_cards`, which explains what does not parse."""
    try:
        return tuple(_BY_TEXT[t] for t in text.split())
    except (KeyError, AttributeError):
        return parse_cards(text)


def _move(text: str) -> Move:
    """A move as the bank writes it (``"6s x 2d 4b"``); anything else goes through :meth:`Move.parse`."""
    try:
        card, _, taken = text.partition(" x ")
        return Move(_BY_TEXT[card], tuple(_BY_TEXT[t] for t in taken.split()))
    except (KeyError, AttributeError):
        return Move.parse(text)


def _problem(error: BaseException) -> str:
    if isinstance(error, KeyError):
        return say("puzzle.missing_field", field=error.args[0])
    return str(error)


class Puzzle:
    """A decision to make: the position, the question "your move?", and every move's grade.

    ``view`` is what the player to move sees (:class:`~scopa_learn.engine.view.PlayerView`); ``best``
    the move that keeps the most points on average; :meth:`grade` judges any legal move.

    Immutable. A puzzle read from the bank (:meth:`from_record`) knows its ``id``, ``theme`` and
    ``level`` at once and parses its position and grades the first time they are asked for:
    a page that lists the bank to choose a puzzle parses only the puzzles it shows.
    """

    __slots__ = ("id", "theme", "level", "source", "figures", "_position", "_grades", "_record",
                 "__dict__")

    id: str
    theme: str
    level: int
    #: Where the position comes from: ``"self-play"`` or ``"example:<name>"``.
    source: str
    #: Figures the explanations cite, worked out when the puzzle was made.
    figures: Mapping[str, Any]
    # Parsed on first use when read from the bank (then ``_record`` is dropped).
    _position: Position | None
    _grades: tuple[Grade, ...] | None
    _record: Mapping[str, Any] | None

    def __init__(self, id: str, theme: str, level: int, position: Position, grades: tuple[Grade, ...],
                 source: str = "self-play", figures: Mapping[str, Any] | None = None) -> None:
        self._set(id, theme, level, source, {} if figures is None else figures)
        object.__setattr__(self, "_position", position)
        object.__setattr__(self, "_grades", grades)
        object.__setattr__(self, "_record", None)

    def _set(self, id: str, theme: str, level: int, source: str, figures: Mapping[str, Any]) -> None:
        for name, value in (("id", id), ("theme", theme), ("level", level), ("source", source),
                            ("figures", figures)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a puzzle cannot be changed (its {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a puzzle cannot be changed (its {name!r})")

    @classmethod
    def from_record(cls, data: Mapping[str, Any]) -> Puzzle:
        """A puzzle from a bank record (:meth:`bank_data`), its position and grades parsed on
        first use; the id, theme and level are checked now, the rest when it is parsed."""
        if not isinstance(data, Mapping) or not data.get("id"):
            return cls.from_data(data)
        try:
            theme, level = check_theme(str(data["theme"])), check_level(int(data["level"]))
            source = str(data.get("source", "self-play"))
        except (KeyError, TypeError, ValueError) as error:
            raise PuzzleError(say("puzzle.bad_data", problem=_problem(error))) from None
        puzzle = cls.__new__(cls)
        puzzle._set(str(data["id"]), theme, level, source, dict(data.get("figures") or {}))
        object.__setattr__(puzzle, "_position", None)
        object.__setattr__(puzzle, "_grades", None)
        object.__setattr__(puzzle, "_record", data)
        return puzzle

    def _parse(self) -> None:
        record = self._record
        assert record is not None
        parsed = Puzzle.from_data(record)
        object.__setattr__(self, "_position", parsed.position)
        object.__setattr__(self, "_grades", parsed.grades)
        object.__setattr__(self, "_record", None)

    @property
    def position(self) -> Position:
        """What the player saw happen (:class:`Position`)."""
        if self._position is None:
            self._parse()
        assert self._position is not None
        return self._position

    @property
    def grades(self) -> tuple[Grade, ...]:
        """Every legal move's grade, best first."""
        if self._grades is None:
            self._parse()
        assert self._grades is not None
        return self._grades

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Puzzle) and (self.id, self.theme, self.level, self.position, self.grades) == (
            other.id, other.theme, other.level, other.position, other.grades)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Puzzle({self.id!r}, theme={self.theme!r}, level={self.level}, best={str(self.best)!r})"

    @cached_property
    def state(self) -> HandState:
        """The replayed position (private: its hidden cards are arbitrary fillers)."""
        return self.position.state()

    @cached_property
    def view(self) -> PlayerView:
        """What the player to move sees: own hand, the table, the piles, the plays so far."""
        return self.state.view(self.position.player)

    @property
    def best(self) -> Move:
        """The best move (graded 0 points lost)."""
        return self.grades[0].move

    @property
    def margin(self) -> float:
        """How many expected points the best move keeps over the second best."""
        return self.grades[1].lost if len(self.grades) > 1 else 0.0

    def grade_of(self, move: Move | str) -> Grade:
        """The stored grade of a legal ``move``; an illegal one raises, explained by the engine."""
        resolved = self._resolve(move)
        for g in self.grades:
            if g.move.card is resolved.card and frozenset(g.move.capture) == frozenset(resolved.capture):
                return g
        raise IllegalMoveError(say("puzzle.not_graded", move=str(resolved)))

    def _resolve(self, move: Move | str) -> Move:
        if isinstance(move, str):
            text = move.strip()
            if not text:
                raise CardParseError(say("card.unparsable", text=move))
            state = self.state
            resolved = state.resolve(text)
        elif isinstance(move, Move):
            resolved = self.state.resolve(move)
        else:
            raise PuzzleError(say("puzzle.not_a_move", move=move))
        # The engine explains an illegal move in the learner's words (its own check).
        self.state.play(resolved)
        return resolved

    def after(self, move: Move | str) -> After:
        """What the player sees once ``move`` is played (a legal :class:`Move` or text like
        ``"6s x 2d 4b"``): the table left, the cards taken, scopa or not. Only what the
        move shows: the cards the player cannot see stay out of it.

        >>> from scopa_learn.puzzles import list_puzzles
        >>> p = list_puzzles(theme="take_scopa")[0]
        >>> seen = p.after(p.best)
        >>> seen.table, seen.scopa, sorted(seen.captured) == sorted(p.view.table)
        ((), True, True)
        >>> laid = next(g.move for g in p.grades if not g.move.capture)
        >>> seen = p.after(laid)
        >>> seen.scopa, seen.captured, laid.card in seen.table
        (False, (), True)
        """
        after = self.state.play(self._resolve(move))
        played = next(e for e in reversed(after.log) if isinstance(e, Played))
        last = after.log[-1]
        # On the hand's last play what is left goes to the last taker: show it as it lay.
        table = last.cards if isinstance(last, LastTake) else after.table
        return After(played.move, tuple(table), tuple(played.captured), played.scopa)

    def grade(self, move: Move | str, lang: str | None = None) -> Verdict:
        """Judge ``move`` (a :class:`Move` or text like ``"6s x 2d 4b"``): right or not, the
        points it gives up, and why, in ``lang``."""
        from .explain import explain

        g = self.grade_of(move)
        best = self.grades[0]
        correct = g.lost <= 0.0
        reason, text = explain(self, g, lang)
        return Verdict(g.move, best.move, correct, g.lost, text, reason)

    def hints(self, lang: str | None = None) -> tuple[str, str]:
        """Two hints, one step at a time: the theme, then the key card."""
        from .explain import hints

        return hints(self, lang)

    def question(self, lang: str | None = None) -> str:
        """The question, in ``lang``: "Your move?" with what the position is about."""
        return say("puzzle.question", lang)

    def to_data(self, lang: str | None = None) -> dict[str, Any]:
        """Plain data (JSON-ready) for a widget: the view, the grades and the texts in ``lang``.

        ``position`` holds what :meth:`from_data` needs; ``view`` is the player's view as
        :meth:`PlayerView.to_data` gives it; ``grades`` lists each legal move with its expected
        points, points lost and explanation.
        """
        return {
            "id": self.id, "theme": self.theme, "level": self.level, "source": self.source,
            "theme_title": theme_info(self.theme, lang).title,
            "theme_summary": theme_info(self.theme, lang).summary,
            "key_card": str(self.best.card),
            "level_name": say(f"puzzle.level.{self.level}", lang),
            "question": self.question(lang),
            "hints": list(self.hints(lang)),
            "position": self.position.to_data(),
            "view": self.view.to_data(),
            "best": move_data(self.best),
            "grades": [{**move_data(g.move), "points": g.points, "lost": g.lost,
                        "explanation": self.grade(g.move, lang).explanation} for g in self.grades],
            "figures": dict(self.figures),
        }

    def bank_data(self) -> dict[str, Any]:
        """The compact form stored in the bank (no texts: they are made in the reader's language)."""
        return {"id": self.id, "theme": self.theme, "level": self.level, "source": self.source,
                "position": self.position.to_data(),
                "grades": [[str(g.move), g.points] for g in self.grades],
                "figures": dict(self.figures)}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Puzzle:
        """A puzzle from :meth:`to_data` or :meth:`bank_data`; bad data raises a :class:`PuzzleError`."""
        if not isinstance(data, Mapping):
            raise PuzzleError(say("puzzle.bad_data", problem=say("puzzle.not_a_mapping")))
        try:
            position = Position.from_data(data["position"])
            raw = data["grades"]
            if raw and isinstance(raw[0], Mapping):
                pairs = [(Move(parse_card(g["card"]), parse_cards(g["takes"])), float(g["points"]))
                         for g in raw]
            else:
                pairs = [(_move(m), float(p)) for m, p in raw]
            theme, level = str(data["theme"]), int(data["level"])
            puzzle_id = str(data.get("id") or position.key())
            source = str(data.get("source", "self-play"))
            figures = dict(data.get("figures") or {})
        except (KeyError, TypeError, ValueError, IndexError) as error:
            if isinstance(error, (CardParseError, PuzzleError)):
                raise
            raise PuzzleError(say("puzzle.bad_data", problem=_problem(error))) from None
        check_theme(theme)
        check_level(level)
        return cls(puzzle_id, theme, level, position, grades_from(pairs), source, figures)


def grades_from(pairs: Sequence[tuple[Move, float]]) -> tuple[Grade, ...]:
    """Grades from (move, expected points), best first; points rounded to hundredths."""
    if not pairs:
        raise PuzzleError(say("puzzle.bad_data", problem=say("puzzle.no_moves")))
    ranked = sorted(pairs, key=lambda mp: -mp[1])
    top = round(ranked[0][1], 2)
    return tuple(Grade(m, round(p, 2), round(top - round(p, 2), 2)) for m, p in ranked)


__all__ = ["LEVELS", "THEMES", "After", "Grade", "Position", "Puzzle", "PuzzleTheme", "Verdict",
           "check_level", "check_theme", "grades_from", "move_data"]
