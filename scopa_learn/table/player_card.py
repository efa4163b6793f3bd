"""The player card and the rematch: the card room's bookkeeping, as rules in one place.

The card room's house rules keep, on each player's card, three figures: matches played, the
share won and the share abandoned. A player who leaves a match before its end records it as
*abandoned*; the others record it as *won* ("Il vincente registra la vittoria anche in caso di
abbandono dell'avversario. L'abbandonante registra la partita come abbandonata").

>>> from scopa_learn import rules
>>> from scopa_learn.engine.match import Match
>>> m = Match(rules("classic", target=1), first_dealer=1).record((1, 0))
>>> outcome(m, 0), outcome(m, 1)
('won', 'lost')
>>> unfinished = Match(rules("classic"))
>>> outcome(unfinished, 0, left=0), outcome(unfinished, 1, left=0)
('abandoned', 'won')

A rematch is dealt by the player to the right of the dealer of the last hand (the same card
room: "Il mazziere è il giocatore a destra del mazziere dell'ultima smazzata della precedente
partita"). Play goes to the right, so that is the seat after the last dealer:

>>> rematch_dealer(m)   # the only hand was dealt by seat 1: seat 0 deals the rematch
0

The card itself is plain data, so a browser can keep it (``localStorage``) and give it back:

>>> card = PlayerCard().record("classic", 4, "beginner", "won").record("classic", 4, "beginner", "abandoned")
>>> row = card.rows()[0]
>>> row.played, row.won, row.abandoned, row.won_share, row.abandoned_share
(2, 1, 1, 0.5, 0.5)
>>> PlayerCard.from_data(card.to_data()) == card
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from ..engine.match import Match
from ..errors import ScopaError
from ..words.messages import say

Outcome = Literal["won", "lost", "abandoned"]
OUTCOMES: tuple[Outcome, ...] = ("won", "lost", "abandoned")
#: The version of the stored card's layout: a card of another version starts afresh.
VERSION = 1
#: Reviewed hands whose figure the card keeps (the Play page draws the last 20).
FIGURES_KEPT = 100


class PlayerCardError(ScopaError, ValueError):
    """A stored player card that cannot be read."""


def outcome(match: Match, seat: int, left: int | None = None) -> Outcome:
    """What a match counts as on the card of the player at ``seat``.

    ``left`` is the seat that left the match before its end (None: nobody left). The leaver
    records an abandoned match; every other player, partners of the leaver included, a won
    one (the card room's rule: the others register the win). A finished match is won by the
    winning side's players and lost by the others.
    """
    if left is not None and not match.is_over:
        return "abandoned" if seat == left else "won"
    if not match.is_over:
        raise PlayerCardError(say("card.player.not_over"))
    return "won" if match.winner == match.rules.side_of(seat) else "lost"


def rematch_dealer(match: Match) -> int:
    """Who deals the rematch: the player to the right of the dealer of the match's last hand.

    Play and the deal go to the right, seat 0, 1, 2... (the player after the dealer leads), so
    the card room's rule gives the seat after the last dealer.

    >>> from scopa_learn import rules
    >>> m = Match(rules("classic", players=4, target=1), first_dealer=3).record((0, 1))
    >>> rematch_dealer(m)   # seat 3 dealt the last hand
    0
    """
    n = match.rules.players
    if not match.hands:
        return match.first_dealer
    last = (match.first_dealer + len(match.hands) - 1) % n
    return (last + 1) % n


@dataclass(frozen=True, slots=True)
class Tally:
    """One line of the card: a table (preset and players) at one level."""

    preset: str
    players: int
    level: str
    played: int = 0
    won: int = 0
    abandoned: int = 0

    @property
    def won_share(self) -> float:
        """Matches won over matches played (0 before any)."""
        return self.won / self.played if self.played else 0.0

    @property
    def abandoned_share(self) -> float:
        """Matches abandoned over matches played (0 before any)."""
        return self.abandoned / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class PlayerCard:
    """Matches played, won and abandoned per table and level, and the match left open.

    ``open`` is the table of a match started and not yet finished: if the card comes back with
    one still open (the page was closed mid-match), that match was left, and
    :meth:`settle_open` records it as abandoned. ``rematch`` holds what a rematch needs (the
    settings and :func:`rematch_dealer`), so it survives a reload too.
    """

    tallies: tuple[Tally, ...] = ()
    open: dict[str, Any] | None = None
    rematch: dict[str, Any] | None = None
    #: Each reviewed hand's figure, the oldest first (at most :data:`FIGURES_KEPT`): the points
    #: given away against the best play (:attr:`scopa_learn.coach.review.Review.given_away`).
    figures: tuple[float, ...] = ()

    def with_figure(self, given_away: float) -> PlayerCard:
        """The card with one more reviewed hand's figure (the oldest dropped past the limit).

        >>> PlayerCard().with_figure(1.25).with_figure(0.5).figures
        (1.25, 0.5)
        """
        return replace(self, figures=(*self.figures, round(float(given_away), 2))[-FIGURES_KEPT:])

    def record(self, preset: str, players: int, level: str, result: Outcome) -> PlayerCard:
        """The card after one more match at this table and level, counted as ``result``."""
        if result not in OUTCOMES:
            raise PlayerCardError(say("card.player.bad_outcome", outcome=result))
        rows = list(self.tallies)
        at = next((i for i, t in enumerate(rows)
                   if (t.preset, t.players, t.level) == (preset, players, level)), None)
        row = rows[at] if at is not None else Tally(preset, players, level)
        row = replace(row, played=row.played + 1, won=row.won + (result == "won"),
                      abandoned=row.abandoned + (result == "abandoned"))
        if at is None:
            rows.append(row)
        else:
            rows[at] = row
        return replace(self, tallies=tuple(rows))

    def start(self, preset: str, players: int, level: str) -> PlayerCard:
        """A match begins at this table: it stays open until it is finished or left."""
        return replace(self, open={"preset": preset, "players": players, "level": level})

    def finish(self, result: Outcome, rematch: dict[str, Any] | None = None) -> PlayerCard:
        """The open match ends as ``result``; ``rematch`` is what a rematch would need."""
        if self.open is None:
            return self
        card = self.record(self.open["preset"], self.open["players"], self.open["level"], result)
        return replace(card, open=None, rematch=rematch)

    def settle_open(self) -> PlayerCard:
        """A match still open when the card is read again was left: it counts as abandoned."""
        return self.finish("abandoned") if self.open is not None else self

    def rows(self) -> tuple[Tally, ...]:
        """The card's lines, in the order the tables were first played."""
        return self.tallies

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON), as the browser keeps it."""
        return {
            "version": VERSION,
            "rows": [{"preset": t.preset, "players": t.players, "level": t.level,
                      "played": t.played, "won": t.won, "abandoned": t.abandoned}
                     for t in self.tallies],
            "open": self.open, "rematch": self.rematch, "figures": list(self.figures),
        }

    @classmethod
    def from_data(cls, data: Any) -> PlayerCard:
        """The card from :meth:`to_data`'s data; anything else is a :class:`PlayerCardError`.

        >>> PlayerCard.from_data({"version": 1, "rows": [{"preset": "classic"}]})
        Traceback (most recent call last):
        ...
        scopa_learn.table.player_card.PlayerCardError: The player card kept in this browser could not be read, so a new one starts.
        """
        if data is None:
            return cls()
        try:
            if data.get("version") != VERSION:
                raise ValueError
            rows = []
            for row in data.get("rows") or []:
                numbers = [row[k] for k in ("players", "played", "won", "abandoned")]
                if any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in numbers):
                    raise ValueError
                if row["won"] + row["abandoned"] > row["played"]:
                    raise ValueError
                if not isinstance(row["preset"], str) or not isinstance(row["level"], str):
                    raise ValueError
                rows.append(Tally(row["preset"], numbers[0], row["level"], numbers[1], numbers[2], numbers[3]))
            opened, rematch = data.get("open"), data.get("rematch")
            if opened is not None and not {"preset", "players", "level"} <= set(opened):
                raise ValueError
            if rematch is not None and not isinstance(rematch, dict):
                raise ValueError
            figures = data.get("figures") or []
            if not all(isinstance(f, (int, float)) and not isinstance(f, bool) and 0 <= f < 100 for f in figures):
                raise ValueError
        except (AttributeError, KeyError, TypeError, ValueError):
            raise PlayerCardError(say("card.player.unreadable")) from None
        return cls(tuple(rows), opened, rematch, tuple(float(f) for f in figures)[-FIGURES_KEPT:])
