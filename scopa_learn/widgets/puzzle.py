"""The puzzle widget: "your move?" on real positions, graded by the bank, with a memory.

The learner clicks a card of their hand, then the table cards it takes, and plays it; the
puzzle (:mod:`scopa_learn.puzzles`) grades the move: right, or the points it gives up on
average and why. Two hints come one at a time (the theme, then the key card); "show the best
move" plays it on the table. The engine refuses an illegal move with its reason, and the
widget keeps going.

Three ways through the bank: **today's set** (the missed puzzles due for review, then new
ones near the learner's rating), **by theme** (and level), and **a teacher's set** by number
(the same puzzles for everyone). The learner's record (rating, mastery per theme, review
queue, today's set) is plain data from :mod:`scopa_learn.puzzles.practice`: the site's view
keeps it in ``localStorage`` and hands it back with a ``restore`` action; this controller only
asks the practice maths and the bank.

>>> w = PuzzleController(mode="set", set=12, today="2026-12-01")
>>> v = w.view()
>>> v["mode"], v["set"], v["number"], v["total"], v["verdict"]
('set', 12, 1, 10, None)
>>> best = w.puzzle.best
>>> w.handle({"type": "pick", "card": str(best.card)})
>>> for card in best.capture:
...     w.handle({"type": "toggle", "card": str(card)})
>>> w.handle({"type": "play"})
>>> w.view()["verdict"]["correct"], w.view()["verdict"]["points_lost"]
(True, 0.0)
>>> w.handle({"type": "pick", "card": "9x"}); w.view()["error"][:18]
"'9x' is not a card"
>>> w.handle({"type": "next"}); w.view()["number"], w.view()["verdict"]
(2, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from ..engine.board import Move
from ..engine.cards import Card, format_cards, parse_card
from ..errors import IllegalMoveError, MoveReason, WidgetError
from ..puzzles import Puzzle, PuzzleTheme, Verdict, get_puzzle, list_puzzles, puzzle_themes
from ..puzzles.explain import number_text
from ..puzzles.practice import (
    due_reviews,
    mastery,
    own_puzzles,
    read_record,
    read_set_number,
    record_result,
    teacher_set,
    todays_set,
)
from ..words.cards import card_label, taken_words
from ..words.messages import count_words, say
from ._cards import DRAWINGS, card_ref, drawings
from .base import Controller, JSONDict, register

#: The ways through the bank, in the order the view offers them.
MODES: tuple[str, ...] = ("daily", "theme", "set")
#: How many hints a puzzle gives, one at a time.
HINT_STEPS = 2


def _today(text: Any) -> date:
    """The learner's date (the browser sends its own, local); today's on this machine otherwise."""
    if isinstance(text, str):
        try:
            return date.fromisoformat(text[:10])
        except ValueError:
            pass
    return date.today()


@register
class PuzzleController(Controller):
    """Puzzles one after another, graded by the bank, with the learner's record kept in step."""

    kind = "puzzle"
    # The words, the choices of the form and the parts of the cards' drawings: sent once (issue 20).
    fixed_keys = (*Controller.fixed_keys, "labels", "modes", "themes", "levels", DRAWINGS)

    def __init__(self, mode: str = "daily", theme: str | None = None, level: int | str | None = None,
                 set: int | str | None = None, remember: bool = False, today: str | None = None,
                 lang: str | None = None, puzzle: str | None = None) -> None:
        super().__init__(mode=mode, theme=theme, level=level, set=set, remember=remember,
                         today=today, lang=lang, puzzle=puzzle)
        self.remember = bool(remember)
        self.today = _today(today)
        self.record: JSONDict = read_record(None)
        self.restored = False
        self.bank = {p.id: p for p in list_puzzles()}
        #: Puzzles from the learner's own hands, kept in the record: due for review like the
        #: bank's, never in a teacher's set (the same for everyone) nor in a theme's list.
        self.own: dict[str, Puzzle] = {}
        self.mode, self.set_number = "daily", 1
        self.theme: str | None = None
        self.level: Any = None
        self.queue: list[str] = []
        self.index = 0
        #: One puzzle only, by its id (the class's live puzzle, sent by the teacher).
        self.only: str | None = None if puzzle is None else get_puzzle(puzzle).id
        #: The deck of the last puzzle drawn (the parts of its drawings are in every view).
        self.deck = "napoletane"
        self._new_puzzle_state()
        self._start(mode, theme, level, set)

    # -- the queue of puzzles ----------------------------------------------------------------

    def _start(self, mode: Any, theme: Any, level: Any, number: Any) -> None:
        if mode not in MODES:
            raise WidgetError(say("puzzle.ui.bad_mode", self.lang, mode=mode, known=", ".join(MODES)))
        chosen_theme = None if theme in (None, "") else str(theme)
        chosen_level = None if level in (None, "") else int(str(level)) if str(level).isdigit() else level
        set_number = self.set_number
        if mode == "set":
            set_number = read_set_number(1 if number in (None, "") else number, self.lang)
            queue = teacher_set(list(self.bank.values()), set_number)
        elif mode == "theme":
            found = list_puzzles(theme=chosen_theme, level=chosen_level)
            if not found:
                raise WidgetError(say("puzzle.ui.no_puzzles", self.lang))
            # Easiest first; within a level, an order of its own each day.
            queue = teacher_set(found, self.today.toordinal(), size=len(found))
        else:
            self.record = todays_set([*self.bank.values(), *self.own.values()], self.record, self.today)
            daily = self.record["daily"]
            queue = [pid for pid in daily["ids"] if pid in self.bank or pid in self.own]
        self.mode, self.theme, self.level, self.set_number = mode, chosen_theme, chosen_level, set_number
        self.queue = queue if self.only is None else [self.only]
        self.index = 0
        if mode == "daily":  # carry on where the learner stopped today
            done = set(self.record["daily"]["done"])
            self.index = next((i for i, pid in enumerate(queue) if pid not in done), len(queue))
        self._new_puzzle_state()

    def _new_puzzle_state(self) -> None:
        self.card: Card | None = None
        self.takes: tuple[Card, ...] = ()
        self.choices: tuple[Move, ...] = ()
        self.hint_step = 0
        self.verdict: Verdict | None = None
        self.counted = False
        self.shown_best = False
        self.note: str | None = None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.queue)

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle on screen (a :class:`scopa_learn.puzzles.Puzzle`)."""
        if self.finished:
            raise WidgetError(self._done_text())
        pid = self.queue[self.index]
        return self.bank[pid] if pid in self.bank else self.own[pid]

    def _done_text(self) -> str:
        if self.mode == "set":
            return say("puzzle.ui.set_done", self.lang, number=self.set_number)
        if self.mode == "daily":
            return say("puzzle.ui.daily_done", self.lang)
        return say("puzzle.ui.theme_done", self.lang)

    def _count(self, correct: bool) -> None:
        """Only the first try at a puzzle counts for the rating, the themes and the reviews."""
        if self.counted:
            return
        p = self.puzzle
        self.record = record_result(self.record, p.id, p.theme, p.level, correct=correct,
                                    today=self.today, hinted=self.hint_step > 0)
        self.counted = True

    # -- actions -----------------------------------------------------------------------------

    def on_restore(self, record: Any = None, today: Any = None, set: Any = None) -> None:
        """The learner's record and date from the browser (and ``?set=12`` from the address):
        today's set is chosen from them. A record that cannot be read starts afresh."""
        self.today = _today(today)
        self.record = read_record(record)
        self.restored = True
        # Puzzles from the learner's own hands (the Play page's "try again") come back too.
        self.own = {p.id: p for p in own_puzzles(self.record)}
        self._start(self.mode, self.theme, self.level, self.set_number)
        if set not in (None, ""):  # a bad number in the address is said; the rest stands
            self._start("set", None, None, set)

    def on_start(self, mode: str = "daily", theme: str | None = None, level: Any = None,
                 set: Any = None) -> None:
        """Start a way through the bank: today's set, a theme (and level), or a teacher's set."""
        self._start(mode, theme, level, set)

    def on_pick(self, card: str) -> None:
        """Choose the card of your hand to play (again: choose none)."""
        chosen = parse_card(card)
        view = self.puzzle.view
        if chosen not in view.hand:
            raise IllegalMoveError(say("move.not_in_hand", self.lang, card=card_label(chosen, self.lang),
                                       hand=format_cards(view.hand)), reason=MoveReason.NOT_IN_HAND)
        self.card = None if chosen is self.card else chosen
        self.choices = ()

    def on_toggle(self, card: str) -> None:
        """Choose a table card for your card to take, or leave it again."""
        chosen = parse_card(card)
        table = self.puzzle.view.table
        if chosen not in table:
            raise IllegalMoveError(say("move.not_on_table", self.lang, card=card_label(chosen, self.lang),
                                       table=format_cards(table) or say("puzzle.ui.empty", self.lang)),
                                   reason=MoveReason.NOT_ON_TABLE)
        if chosen in self.takes:
            self.takes = tuple(c for c in self.takes if c is not chosen)
        else:
            self.takes = (*self.takes, chosen)
        self.choices = ()

    def on_clear(self) -> None:
        """Start the move again: no card chosen, nothing taken."""
        self.card, self.takes, self.choices = None, (), ()

    def on_play(self, card: str | None = None, takes: list[str] | None = None) -> None:
        """Play the chosen card and the chosen table cards (or ``card`` and ``takes``), and
        grade it. A card with several captures and none chosen offers the choices."""
        p = self.puzzle
        if card is not None:
            self.on_clear()
            self.on_pick(card)
            for taken in takes or []:
                self.on_toggle(taken)
        if self.card is None:
            raise WidgetError(say("puzzle.ui.no_card", self.lang))
        if not self.takes:
            options = [m for m in p.view.legal_moves() if m.card is self.card]
            if len(options) > 1:
                self.choices = tuple(options)
                return
            move = options[0] if options else Move(self.card, ())
        else:
            move = Move(self.card, self.takes)
        verdict = p.grade(move, self.lang)  # an illegal move raises, with the engine's reason
        self.verdict = verdict
        self.card, self.takes, self.choices = None, (), ()  # a second try starts afresh
        if not self.counted and self.hint_step and verdict.correct:
            self.note = say("puzzle.ui.counted_hint", self.lang)
        self._count(verdict.correct)

    def on_hint(self) -> None:
        """The next hint: first the theme, then the key card."""
        self.puzzle  # noqa: B018 - raises when the set is over
        self.hint_step = min(self.hint_step + 1, HINT_STEPS)

    def on_best(self) -> None:
        """Show the best move, played on the table. Asked before any try, it counts as missed."""
        self.puzzle  # noqa: B018 - raises when the set is over
        if not self.counted:
            self._count(False)
            self.note = say("puzzle.ui.counted_shown", self.lang)
        self.shown_best = True
        self.card, self.takes, self.choices = None, (), ()

    def on_next(self) -> None:
        """The next puzzle of the set (after the last: the end of the set, said)."""
        if not self.finished:
            self.index += 1
        self._new_puzzle_state()
        if self.finished:
            self.note = self._done_text()

    def on_reset_progress(self) -> None:
        """Forget the rating, the themes and the review queue (a fresh start)."""
        self.record = read_record(None)
        if self.mode == "daily":
            self._start("daily", None, None, None)

    # -- what the view draws -----------------------------------------------------------------

    def _taken(self, cards: Sequence[Card]) -> str:
        return taken_words(cards, self.lang)

    def _move_text(self, move: Move) -> str:
        """A move in a sentence: "the 6 of swords taking 2 + 4 (2d 4b)"."""
        card = card_label(move.card, self.lang)
        if move.capture:
            return say("puzzle.ui.move_takes", self.lang, card=card, taken=self._taken(move.capture))
        return say("puzzle.ui.move_alone", self.lang, card=card)

    def _picked_text(self) -> str | None:
        if self.card is None:
            return None
        card = card_label(self.card, self.lang)
        if self.takes:
            return say("puzzle.ui.picked_takes", self.lang, card=card, taken=self._taken(self.takes))
        return say("puzzle.ui.picked", self.lang, card=card)

    def state(self) -> JSONDict:
        labels = {key: say(f"puzzle.ui.{key}", self.lang) for key in (
            "modes", "theme", "any_theme", "level", "any_level", "set_number", "start", "hand",
            "table", "after", "empty", "play", "clear", "hint", "hint_more", "show_best", "next",
            "reset", "progress", "themes", "prompt")}
        labels.update({f"mode.{m}": say(f"puzzle.ui.mode.{m}", self.lang) for m in MODES})
        labels.update({f"col.{c}": say(f"puzzle.ui.col.{c}", self.lang)
                       for c in ("theme", "tried", "recent", "mastered")})
        themes = puzzle_themes(self.lang)
        data: JSONDict = {
            "mode": self.mode, "theme": self.theme, "level": self.level, "set": self.set_number,
            "remember": self.remember, "restored": self.restored, "today": self.today.isoformat(),
            "modes": [{"value": m, "label": labels[f"mode.{m}"]} for m in MODES],
            "themes": [{"value": t.key, "label": t.title} for t in themes],
            "levels": [{"value": lv, "label": say("puzzle.ui.level_line", self.lang, level=lv,
                                                  name=say(f"puzzle.level.{lv}", self.lang))}
                       for lv in sorted({p.level for p in self.bank.values()})],
            "labels": labels,
            "number": min(self.index + 1, len(self.queue)), "total": len(self.queue),
            "finished": self.finished,
            "record": self.record,
            "progress": self._progress(themes),
            "note": self.note,
            "puzzle": None, "verdict": None,
        }
        if self.mode == "set":
            data["set_line"] = say("puzzle.ui.set_line", self.lang, number=self.set_number)
        if self.finished:
            data[DRAWINGS] = drawings(self.deck)  # kept: the drawings are not sent again
            return data
        data["counter"] = say("puzzle.ui.counter", self.lang, number=self.index + 1, total=len(self.queue))
        data["puzzle"] = self._puzzle_data()
        data[DRAWINGS] = drawings(self.deck)
        data["verdict"] = self._verdict_data()
        return data

    def _progress(self, themes: Sequence[PuzzleTheme]) -> JSONDict:
        rating = self.record["rating"]
        queue = self.record["review"]
        rows = []
        for t in themes:
            m = mastery(self.record, t.key)
            state = "untried" if not m["tried"] else "mastered" if m["mastered"] else "not_mastered"
            rows.append({"theme": t.key, "title": t.title, "tried": m["tried"],
                         "recent": None if m["share"] is None else f"{round(100 * m['share'])}%",
                         "mastered": m["mastered"],
                         "state": say(f"puzzle.ui.{state}", self.lang)})
        lines = [say("puzzle.ui.rating", self.lang, rating=round(rating["r"]), deviation=round(rating["rd"])),
                 say("puzzle.ui.tried", self.lang, count=self.record["tried"]),
                 say("puzzle.ui.reviews", self.lang, waiting=len(queue),
                     due=len(due_reviews(self.record, self.today)))]
        daily = self.record["daily"]
        if self.mode == "daily" and daily:
            lines.append(say("puzzle.ui.daily_progress", self.lang, done=len(daily["done"]),
                             total=len(daily["ids"])))
        return {"rating": round(rating["r"]), "deviation": round(rating["rd"]),
                "tried": self.record["tried"], "waiting": len(queue),
                "due": len(due_reviews(self.record, self.today)), "lines": lines, "themes": rows}

    def _puzzle_data(self) -> JSONDict:
        p = self.puzzle
        view = p.view
        deck = self.deck = view.rules.deck
        best: Move = p.best
        shown = self.shown_best
        hinted_card = best.card if self.hint_step >= HINT_STEPS else None

        def mark_hand(c: Card) -> str | None:
            if shown and c is best.card:
                return "played"
            if c is self.card:
                return "choice"
            return "hint" if c is hinted_card else None

        def mark_table(c: Card) -> str | None:
            if shown and c in best.capture:
                return "capture"
            return "choice" if c in self.takes else None

        hand = [{**card_ref(c, deck, mark_hand(c), width=64), "chosen": c is self.card,
                 "hinted": c is hinted_card} for c in view.hand]
        table = [{**card_ref(c, deck, mark_table(c), width=64), "chosen": c in self.takes}
                 for c in view.table]
        seats = []
        for seat in range(view.rules.players):
            name = say("puzzle.ui.you", self.lang) if seat == view.player else say("side.player", self.lang, n=seat + 1)
            scope = view.scope[seat]
            seats.append({"you": seat == view.player, "text": say(
                "puzzle.ui.seat", self.lang, name=name, held=view.hand_sizes[seat],
                pile=len(view.piles[seat]),
                scope=count_words("scopa", scope, self.lang))})
        data: JSONDict = {
            "id": p.id, "theme": p.theme, "level": p.level,
            "question": p.question(self.lang),
            "level_line": say("puzzle.ui.level_line", self.lang, level=p.level,
                              name=say(f"puzzle.level.{p.level}", self.lang)),
            "hand": hand, "table": table, "seats": seats,
            "situation": say("puzzle.ui.situation", self.lang, plays=view.plays_left,
                             unseen=len(view.unseen), stock=view.stock_size,
                             held=sum(n for seat, n in enumerate(view.hand_sizes) if seat != view.player)),
            "chosen": None if self.card is None else str(self.card),
            "takes": [str(c) for c in self.takes],
            "picked": self._picked_text(),
            "choices": [{"card": str(m.card), "takes": [str(c) for c in m.capture],
                         "label": say("puzzle.ui.take", self.lang, taken=self._taken(m.capture))}
                        for m in self.choices],
            "choose": None if not self.choices else say(
                "puzzle.ui.choose", self.lang, card=card_label(self.choices[0].card, self.lang)),
            "hints": list(p.hints(self.lang)[: self.hint_step]),
            "hint_step": self.hint_step, "hints_left": HINT_STEPS - self.hint_step,
            "best": None,
        }
        if shown:
            after = p.after(best)  # only what the move shows: no hidden card
            key = "puzzle.ui.best_scopa" if after.scopa else "puzzle.ui.best_played"
            data["best"] = {"card": str(best.card), "takes": [str(c) for c in after.captured],
                            "table_after": [card_ref(c, deck, "played" if c is best.card else None, width=64)
                                            for c in after.table],
                            "scopa": after.scopa, "text": say(key, self.lang, move=self._move_text(best))}
        return data

    def _verdict_data(self) -> JSONDict | None:
        v = self.verdict
        if v is None:
            return None
        if v.correct:
            headline = say("puzzle.ui.right", self.lang)
        else:
            headline = say("puzzle.ui.wrong", self.lang, points=number_text(v.points_lost, ".2f", self.lang))
        data: JSONDict = {**v.to_data(), "headline": headline}
        del data["best"]  # the best move waits for "show the best move" (or a right answer)
        return data
