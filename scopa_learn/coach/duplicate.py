"""The same cards, played by the expert: a hand replayed with the expert in the learner's seat.

Like duplicate bridge: the deal is the same (the same cards in every hand and in the stock,
the same dealer), the other seats are the same computer players with the same seeds, so they
choose exactly as they would have (a computer's choice depends only on its seed and its view:
where the expert plays differently, the hand goes another way from there). The two results
side by side tell how much of the score was the cards and how much the play.

The deal of the day is a deal number made from the date alone, the same for everyone; the
expert's result on it, against the same opponents, is its par.

>>> from scopa_learn import deal
>>> from scopa_learn.players import computer_player
>>> others = {1: computer_player("intermediate", seed=17)}
>>> state = deal(seed=1, dealer=1)
>>> me = computer_player("beginner", seed=2)
>>> while not state.is_over:
...     who = me if state.to_move == 0 else others[state.to_move]
...     state = state.play(who.choose(state.view(state.to_move)))
>>> result = expert_replay(state, 0, others)
>>> result.expert.played[0].number, len(result.expert.played), result.yours is state
(1, 36, True)
>>> expert_replay(state, 0, others) == result   # the same deal and seeds, the same plays
True
>>> deal_of_the_day(date(2026, 12, 1)) == deal_of_the_day(date(2026, 12, 1)) != deal_of_the_day(date(2026, 12, 2))
True
>>> from datetime import datetime, timedelta, timezone
>>> day_in_utc(datetime(2026, 12, 1, 21, 30, tzinfo=timezone(timedelta(hours=-5))))   # 02:30 in UTC
datetime.date(2026, 12, 2)
>>> day_text(date(2026, 12, 1), "en"), day_text(date(2026, 12, 1), "it")
('1 December 2026', '1 dicembre 2026')
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from ..engine.rules import Rules
from ..engine.state import HandState, check_seat
from ..players import Player, computer_player
from ..puzzles.explain import number_text
from ..words.messages import say
from .review import ReviewError, moments

#: The expert's seed in the learner's seat (any fixed seed: the replay must be reproducible).
EXPERT_SEED = 0
#: Deal numbers of the day go up to this (the Play page's deal number box takes them).
DAY_DEALS = 1_000_000


def replay_with(hand: HandState, seat: int, stand_in: Player, others: Mapping[int, Player]) -> HandState:
    """The deal of the finished ``hand`` played again: ``stand_in`` at ``seat``, ``others[p]``
    at every other seat (the same players as in ``hand``, so the same choices in the same views)."""
    seat = check_seat(seat, hand.rules.players)
    if not hand.is_over:
        raise ReviewError(say("review.not_over"))
    missing = [p for p in range(hand.rules.players) if p != seat and p not in others]
    if missing:
        raise ReviewError(say("review.duplicate.no_player", seat=missing[0] + 1))
    state = moments(hand)[0]
    while not state.is_over:
        p = state.to_move
        player = stand_in if p == seat else others[p]
        state = state.play(player.choose(state.view(p)))
    return state


@dataclass(frozen=True)
class Duplicate:
    """The learner's hand and the same deal played by the expert in their seat."""

    seat: int
    yours: HandState
    expert: HandState

    @property
    def rules(self) -> Rules:
        return self.yours.rules

    @property
    def side(self) -> int:
        return self.rules.side_of(self.seat)

    def totals(self, hand: HandState) -> tuple[int, ...]:
        return tuple(hand.score().totals)

    def margin(self, hand: HandState) -> float:
        """The seat's side's points minus the average of the others' in ``hand``."""
        totals = self.totals(hand)
        others = [t for i, t in enumerate(totals) if i != self.side]
        return totals[self.side] - sum(others) / len(others)

    @property
    def difference(self) -> float:
        """How many points more (positive) the expert's margin was than the learner's."""
        return self.margin(self.expert) - self.margin(self.yours)

    def points(self, hand: HandState, lang: str | None = None) -> tuple[int, str]:
        """The seat's side's points in ``hand`` and the other sides' as words (``4`` or ``4 and 6``)."""
        totals = self.totals(hand)
        others = [t for i, t in enumerate(totals) if i != self.side]
        theirs = say("review.duplicate.and", lang, a=others[0], b=others[1]) if len(others) == 2 else str(others[0])
        return totals[self.side], theirs

    def _line(self, key: str, hand: HandState, lang: str | None) -> str:
        mine, theirs = self.points(hand, lang)
        return say(key, lang, mine=mine, theirs=theirs)

    def summary(self, lang: str | None = None) -> str:
        """The two results side by side, in one or two sentences."""
        first = self._line("review.duplicate.yours", self.yours, lang) + " " + \
            self._line("review.duplicate.expert", self.expert, lang)
        diff = self.difference
        if abs(diff) < 0.005:
            return first + " " + say("review.duplicate.same", lang)
        points = number_text(abs(diff), ".1f", lang).removesuffix(",0").removesuffix(".0")
        if diff > 0:
            key = "review.duplicate.better.one" if points == "1" else "review.duplicate.better.other"
        else:
            key = "review.duplicate.worse.one" if points == "1" else "review.duplicate.worse.other"
        return first + " " + say(key, lang, points=points)

    def to_data(self, lang: str | None = None) -> dict[str, Any]:
        """Plain data: both hands' totals and margins, the expert's plays, the summary."""
        return {
            "seat": self.seat, "side": self.side,
            "yours": {"totals": list(self.totals(self.yours)), "margin": self.margin(self.yours)},
            "expert": {"totals": list(self.totals(self.expert)), "margin": self.margin(self.expert),
                       "plays": [e.describe(self.yours.names or None, lang) for e in self.expert.played]},
            "difference": self.difference, "summary": self.summary(lang),
        }


def expert_replay(hand: HandState, seat: int, others: Mapping[int, Player],
                  expert: Player | None = None) -> Duplicate:
    """The finished ``hand`` and the same deal with the expert (seed :data:`EXPERT_SEED`) at
    ``seat``, the other seats played by ``others`` (the computers of the hand, same seeds)."""
    stand_in = expert if expert is not None else computer_player("expert", seed=EXPERT_SEED)
    return Duplicate(seat, hand, replay_with(hand, seat, stand_in, others))


def deal_of_the_day(day: date, preset: str = "classic", players: int = 2) -> int:
    """The deal number of ``day`` at a table: the same for everyone, from the date alone
    (a hash, not :mod:`random`, so every computer and every Python agree)."""
    text = f"scopa-learn deal of the day {day.isoformat()} {preset} {players}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") % DAY_DEALS


def day_in_utc(now: datetime | None = None) -> date:
    """The date in UTC at ``now`` (default: this moment): the deal of the day changes at
    midnight UTC, at the same moment all over the world, whatever the clock says locally."""
    moment = datetime.now(UTC) if now is None else now
    if moment.tzinfo is None:
        raise ValueError("a moment without its time zone cannot say the date in UTC")
    return moment.astimezone(UTC).date()


def read_day(text: str, lang: str | None = None) -> date:
    """A date written as year-month-day (``2026-12-01``); anything else is a clear error."""
    try:
        return date.fromisoformat(str(text).strip())
    except ValueError:
        raise ReviewError(say("review.day.bad_date", lang, day=text)) from None


def day_text(day: date, lang: str | None = None) -> str:
    """``day`` in words, in ``lang``: ``1 December 2026``, ``1 dicembre 2026``."""
    return say("date.day", lang, day=day.day, month=say(f"date.month.{day.month}", lang), year=day.year)


__all__ = ["DAY_DEALS", "EXPERT_SEED", "Duplicate", "day_in_utc", "day_text", "deal_of_the_day", "expert_replay",
           "read_day", "replay_with"]
