"""The coach on the Play page: the review after each hand, "try again from here", the same cards
played by the expert, the progress chart, the coach during play and the sentences read aloud.

A part of :class:`scopa_learn.widgets.play.PlayGame` (a mixin: its ``on_*`` actions are the
Play widget's). The review is graded a few decisions at a time (``review_step``): the view asks
for the next step until the review is done, so the page shows the progress and the learner can
go on (in the site's Web Worker, between two steps any other action is answered).

>>> from scopa_learn.widgets.play import PlayGame
>>> game = PlayGame(opponent="beginner", seed=3, start=True)
>>> while game.view()["phase"] == "play":
...     if game.view()["computer_turn"]:
...         game.handle({"type": "computer"})
...     else:
...         move = game.current.legal_moves()[0]
...         game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
>>> game.view()["review_coach"]["review"]["status"]
'running'
>>> while game.view()["review_coach"]["review"]["status"] == "running":
...     game.handle({"type": "review_step"})
>>> review = game.view()["review_coach"]["review"]
>>> review["done"] == review["total"] == 18, len(review["costliest"]) <= 3
(True, True)
>>> game.session.card.figures == (review["given_away"],)
True
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from ..coach.duplicate import Duplicate, day_text
from ..coach.review import Decision, Review, ReviewRun, grade_decision
from ..engine.board import Move
from ..engine.cards import Card, format_cards, parse_card, parse_cards
from ..engine.events import Played
from ..engine.state import HandState
from ..errors import WidgetError
from ..puzzles.explain import number_text
from ..puzzles.model import Puzzle, Verdict
from ..puzzles.practice import keep_own, read_record, record_result
from ..puzzles.themes import theme_info
from ..words.cards import card_label
from ..words.lists import and_list
from ..words.messages import count_words, say
from ._cards import card_data
from .base import JSONDict

if TYPE_CHECKING:
    from ..table.session import TableSession

#: Decisions graded per ``review_step`` (a few tenths of a second in the browser).
STEP = 3
#: The coach during play speaks before a move that gives away more than this, by default.
COACH_POINTS = 0.5
#: Hands the progress chart draws.
CHART_HANDS = 20


class CoachMixin:
    """The Play widget's coach (see the module's text)."""

    session: TableSession
    lang: str
    opponent: str
    error: str | None

    def _coach_init(self) -> None:
        self._run: ReviewRun | None = None
        self._review: Review | None = None
        self._of: HandState | None = None  # the hand the review is of
        self._try: tuple[Decision, Puzzle] | None = None
        self._try_selected: tuple[Card, ...] = ()
        self._try_choices: tuple[Move, ...] = ()
        self._try_verdict: Verdict | None = None
        self._puzzle_record: JSONDict | None = None
        self._expert: Duplicate | None = None
        #: Today's deal being played (its date and deal number), set by ``on_day``.
        self.day: tuple[date, int] | None = None
        #: The coach during play: None until the learner chooses (then on at the beginner level).
        self.coach_on: bool | None = None
        self.coach_points = COACH_POINTS
        self._warned: Move | None = None
        self.coach_line: str | None = None

    def _choice_label(self, move: Move) -> str:
        """A capture's button label (the Play widget's own)."""
        raise NotImplementedError

    # -- the review -----------------------------------------------------------------------------

    def _reviewable(self) -> HandState | None:
        """The last finished hand, while it is on the table (not once the next is dealt)."""
        session = self.session
        if session.people or not session.finished or session.phase not in ("hand_over", "match_over"):
            return None
        return session.finished[-1]

    def _current_run(self) -> ReviewRun | None:
        hand = self._reviewable()
        if hand is None:
            return None
        if self._of is not hand:
            self._of, self._run, self._review = hand, ReviewRun(hand, 0), None
            self._try, self._expert, self._try_verdict = None, None, None
        return self._run

    def on_review_step(self) -> None:
        """Grade the next few decisions of the learner's finished hand; when the last is graded,
        the hand's figure goes on the player card."""
        run = self._current_run()
        if run is None or self._review is not None:
            return
        for _ in range(STEP):
            if not run.step():
                break
        if run.finished:
            self._review = run.result()
            self.session.card = self.session.card.with_figure(self._review.given_away)

    def _decision(self, number: Any) -> Decision:
        if self._review is None:
            raise WidgetError(say("review.ui.not_ready", self.lang))
        found = next((d for d in self._review.decisions if str(d.number) == str(number)), None)
        if found is None:
            raise WidgetError(say("review.ui.no_decision", self.lang, number=number))
        return found

    # -- try again from here --------------------------------------------------------------------

    def on_try(self, number: Any, record: Any = None) -> None:
        """Open decision ``number`` of the review as a puzzle; ``record`` is the learner's
        puzzle record from the browser (the try counts in it, as in the puzzles)."""
        decision = self._decision(number)
        self._try = (decision, decision.puzzle())
        self._try_selected, self._try_choices, self._try_verdict = (), (), None
        self._puzzle_record = read_record(record)

    def on_try_close(self) -> None:
        self._try, self._try_verdict = None, None

    def on_try_toggle(self, card: str) -> None:
        """Select a table card of the puzzle to take, or unselect it."""
        puzzle = self._need_try()
        chosen = parse_card(card)
        if chosen not in puzzle.view.table:
            raise WidgetError(say("move.not_on_table", self.lang, card=card_label(chosen, self.lang),
                                  table=format_cards(puzzle.view.table) or "-"))
        self._try_selected = tuple(c for c in self._try_selected if c is not chosen) \
            if chosen in self._try_selected else (*self._try_selected, chosen)
        self._try_choices = ()

    def on_try_play(self, card: str, takes: str | list[str] | None = None) -> None:
        """Answer the puzzle with a card of the hand (and what it takes): graded as the puzzles
        grade, counted in the learner's record (review queue, theme mastery)."""
        puzzle = self._need_try()
        played = parse_card(card)
        taken = (parse_cards(takes) if isinstance(takes, str) else parse_cards(list(takes))) \
            if takes is not None else self._try_selected
        state = puzzle.state
        if not taken and played in puzzle.view.hand:
            options = [m for m in state.legal_moves() if m.card is played]
            if len(options) > 1:
                self._try_choices = tuple(options)
                return
        move = Move(played, taken) if taken else state.resolve(played)
        verdict = puzzle.grade(move, self.lang)
        self._try_verdict, self._try_selected, self._try_choices = verdict, (), ()
        record = keep_own(self._puzzle_record or read_record(None), puzzle)
        self._puzzle_record = record_result(record, puzzle.id, puzzle.theme, puzzle.level,
                                            correct=verdict.correct, today=date.today())

    def _need_try(self) -> Puzzle:
        if self._try is None or self._try_verdict is not None:
            raise WidgetError(say("review.ui.no_try", self.lang))
        return self._try[1]

    # -- the same cards, played by the expert ---------------------------------------------------

    def on_expert(self) -> None:
        """Play the finished hand's deal again with the expert in the learner's seat."""
        hand = self._reviewable()
        if hand is None:
            raise WidgetError(say("review.ui.not_ready", self.lang))
        self._expert = self.session.expert_replay(hand)

    def _day_hand(self) -> HandState | None:
        """The finished first hand of today's deal, while it is on the table."""
        hand = self._reviewable()
        session = self.session
        if hand is None or self.day is None or session.table is None or session.table.seed != self.day[1] \
                or session.finished[0] is not hand:
            return None
        return hand

    def on_day_par(self) -> None:
        """Par for today's deal: the same cards played by the expert in the learner's seat."""
        hand = self._day_hand()
        if hand is None:
            raise WidgetError(say("review.ui.not_ready", self.lang))
        self._current_run()
        if self._expert is None:
            self._expert = self.session.expert_replay(hand)

    def _day_data(self) -> JSONDict | None:
        hand = self._day_hand()
        if hand is None or self.day is None:
            return None
        lang = self.lang
        data: JSONDict = {
            "title": say("review.day.title", lang, day=day_text(self.day[0], lang)),
            "status": "running" if self._expert is None else "done",
            "running": say("review.day.running", lang), "caption": say("review.day.caption", lang),
            "headers": [say(f"review.day.{k}", lang) for k in ("who", "mine", "theirs")], "rows": []}
        if self._expert is not None:
            rows = []
            for key, played in (("you", self._expert.yours), ("par", self._expert.expert)):
                mine, theirs = self._expert.points(played, lang)
                rows.append({"who": say(f"review.day.{key}", lang), "mine": mine, "theirs": theirs})
            data["rows"] = rows
        return data

    # -- the coach during play ------------------------------------------------------------------

    def coach_active(self) -> bool:
        """On when the learner turned it on; by default only against the beginner."""
        if self.session.people:
            return False
        return self.opponent == "beginner" if self.coach_on is None else self.coach_on

    def on_coach(self, on: bool, points: Any = None) -> None:
        """Turn the coach during play on or off, and how many points a move must give away."""
        self.coach_on = bool(on)
        if points not in (None, ""):
            try:
                value = float(str(points).replace(",", "."))
            except ValueError:
                value = -1.0
            if not 0 < value <= 5:
                raise WidgetError(say("review.ui.bad_points", self.lang, points=points))
            self.coach_points = value
        self._warned, self.coach_line = None, None

    def coach_holds(self, state: HandState, move: Move) -> bool:
        """Before the learner's ``move``: True (and one line to read) when it gives away more
        than the chosen points and the learner has not been told yet; the same move again plays."""
        self.coach_line = None
        if not self.coach_active() or state.to_move != 0:
            return False
        if self._warned is not None and self._warned.card is move.card and \
                frozenset(self._warned.capture) == frozenset(move.capture):
            self._warned = None
            return False
        if len(state.legal_moves()) < 2:
            return False
        decision = grade_decision(state, move, ())
        if decision.lost <= self.coach_points:
            self._warned = None
            return False
        self._warned = move
        self.coach_line = say("review.ui.coach_line", self.lang, lost=number_text(decision.lost, ".1f", self.lang))
        return True

    # -- what the view draws ------------------------------------------------------------------------

    def coach_state(self, state: HandState | None) -> JSONDict:
        """The coach's part of the Play view."""
        lang = self.lang
        labels = {k: say(f"review.ui.{k}", lang) for k in (
            "title", "try", "try_title", "close", "expert", "expert_title", "chart_title", "coach",
            "coach_points", "costly", "progress")}
        data: JSONDict = {"labels": labels, "review": None, "try": None, "expert": None, "day": None,
                          "chart": self._chart(), "puzzle_record": self._puzzle_record,
                          "during": {"on": self.coach_active(), "points": self.coach_points,
                                     "line": self.coach_line},
                          "speech": self._speech(state) if state is not None else None}
        run = self._current_run()
        if run is not None:
            review = self._review
            data["review"] = {
                "status": "done" if review is not None else "running", "done": run.done, "total": run.total,
                "progress_text": say("review.ui.progress_text", lang, done=run.done, total=run.total),
            }
            if review is not None:
                data["review"].update(self._review_data(review))
            if self._try is not None:
                data["try"] = self._try_data()
            data["day"] = self._day_data()
            if self._expert is not None:
                data["expert"] = {"summary": self._expert.summary(lang),
                                  "plays": [e.describe(None, lang) for e in self._expert.expert.played
                                            if e.player == 0]}
        return data

    def _review_data(self, review: Review) -> JSONDict:
        lang = self.lang
        costly = {d.number for d in review.costliest}
        return {
            "summary": review.summary(lang), "given_away": review.given_away,
            "costliest": [d.number for d in review.costliest],
            "decisions": [{"number": d.number, "heading": d.heading(lang), "text": d.explanation(lang),
                           "lost": d.lost, "lost_text": number_text(d.lost, ".2f", lang), "costly": d.number in costly,
                           "close": d.close, "forced": d.forced,
                           "played": str(d.played), "best": str(d.best)} for d in review.decisions],
        }

    def _try_data(self) -> JSONDict:
        assert self._try is not None
        lang = self.lang
        decision, puzzle = self._try
        view = puzzle.view
        deck = view.rules.deck
        verdict = self._try_verdict
        return {
            "number": decision.number, "question": puzzle.question(lang),
            "theme": theme_info(puzzle.theme, lang).title,
            "hand": [{**card_data(c, deck, None, width=64), "name": card_label(c, lang)} for c in view.hand],
            "table": [{**card_data(c, deck, "choice" if c in self._try_selected else None, width=64),
                       "name": card_label(c, lang), "selected": c in self._try_selected} for c in view.table],
            "choices": [{"card": str(m.card), "takes": [str(c) for c in m.capture],
                         "label": self._choice_label(m)} for m in self._try_choices],
            "verdict": None if verdict is None else {"correct": verdict.correct, "text": verdict.explanation},
        }

    def _chart(self) -> JSONDict | None:
        figures = self.session.card.figures[-CHART_HANDS:]
        if not figures:
            return None
        key = "review.ui.chart_text.one" if len(figures) == 1 else "review.ui.chart_text.other"
        text = say(key, self.lang, **chart_words(figures, self.lang))
        return {"svg": chart_svg(figures, text), "text": text, "figures": list(figures)}

    def _speech(self, state: HandState) -> JSONDict:
        """One sentence each for the keys that read the table, the hand, the piles, the last play."""
        lang = self.lang
        view = state.view(0)
        names = [c for c in (card_label(c, lang) for c in view.table)]
        table = say("review.speak.table", lang, cards=and_list(names, lang)) if names else \
            say("review.speak.table_empty", lang)
        hand = say("review.speak.hand", lang, cards=and_list([card_label(c, lang) for c in view.hand], lang)) \
            if view.hand else say("review.speak.hand_empty", lang)
        r = state.rules
        piles = []
        for i, members in enumerate(r.teams):
            cards = sum(len(view.piles[p]) for p in members)
            scope = sum(view.scope[p] for p in members)
            key = "review.speak.pile_yours" if i == r.side_of(0) else "review.speak.pile_theirs"
            piles.append(say(key, lang, n=i + 1, cards=count_words("card", cards, lang),
                             scope=count_words("scopa", scope, lang)))
        last = next((e for e in reversed(state.log) if isinstance(e, Played)), None)
        return {
            "table": table, "hand": hand, "piles": " ".join(piles),
            "last": last.describe(None, lang) if last is not None else say("review.speak.no_play", lang),
            "keys": say("review.speak.keys", lang),
        }




def chart_words(figures: tuple[float, ...] | list[float], lang: str | None) -> dict[str, Any]:
    """The figures the chart's text alternative cites."""
    return {"count": len(figures), "last": number_text(figures[-1], ".1f", lang),
            "low": number_text(min(figures), ".1f", lang), "high": number_text(max(figures), ".1f", lang),
            "mean": number_text(sum(figures) / len(figures), ".1f", lang)}


def chart_svg(figures: tuple[float, ...] | list[float], text: str, width: int = 320, height: int = 120) -> str:
    """The last hands' figures as a small bar chart (SVG), ``text`` its accessible name.

    >>> svg = chart_svg([1.0, 2.5, 0.5], "three hands")
    >>> svg.count("<rect"), 'role="img"' in svg, "<title>three hands</title>" in svg
    (3, True, True)
    """
    import html

    top = max(max(figures), 1.0)
    n = len(figures)
    gap = 2
    bar = max(2.0, (width - gap * (n + 1)) / max(n, CHART_HANDS // 2))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
             f'height="{height}" role="img" aria-label="{html.escape(text, quote=True)}" '
             f'class="scopa-p__chart"><title>{html.escape(text)}</title>',
             f'<line x1="0" y1="{height - 1}" x2="{width}" y2="{height - 1}" stroke="currentColor" stroke-width="1"/>']
    for i, value in enumerate(figures):
        h = max(1.0, (height - 8) * value / top)
        x = gap + i * (bar + gap)
        parts.append(f'<rect x="{x:.1f}" y="{height - 1 - h:.1f}" width="{bar:.1f}" height="{h:.1f}" '
                     f'fill="#ef6c00" data-value="{value}"/>')
    parts.append("</svg>")
    return "".join(parts)


__all__ = ["CHART_HANDS", "COACH_POINTS", "STEP", "CoachMixin", "chart_svg", "chart_words"]
