"""The match (partita): hands until a side reaches the target.

The target is decided before play (11 in two, 16 in three, 21 in couples). If several
sides reach it in the same hand, the higher score wins; equal scores play another hand
(the AGIMEG guide). The deal passes to the next player each hand (in two: alternately).

>>> m = Match(rules("classic"), names=("Anna", "Bruno"), first_dealer=1)
>>> for points in [(2, 4), (1, 3), (4, 1), (2, 1), (4, 2)]:
...     m = m.record(points)
>>> m.scores, m.winner_name
((13, 11), 'Anna')
>>> m.record((1, 0))
Traceback (most recent call last):
...
scopa_learn.errors.MatchError: The match is over: Anna has won.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..errors import DealError, MatchError
from ..words.messages import say
from .cards import DECK
from .dealing import deal
from .rules import Rules, as_rules, rules
from .scoring import HandScore
from .state import HandState, check_seed


@dataclass(frozen=True, slots=True)
class Match:
    """A match in progress: the rules, the running score and the points of every hand so far."""

    rules: Rules = rules("classic")
    names: tuple[str, ...] = ()
    first_dealer: int = 0
    seed: int = 0
    scores: tuple[int, ...] = ()
    hands: tuple[tuple[int, ...], ...] = ()
    winner: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):  # a preset's name, like deal() takes
            object.__setattr__(self, "rules", as_rules(self.rules))
        # A dealer past the last seat would wrap around to another player: refuse it.
        n = self.rules.players
        dealer = self.first_dealer
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
            raise DealError(say("deal.bad_dealer", players=n, last=n - 1, dealer=dealer))
        check_seed(self.seed)
        if not self.scores:
            object.__setattr__(self, "scores", (0,) * self.rules.sides)
        scores = self.scores
        if (len(scores) != self.rules.sides
                or any(isinstance(s, bool) or not isinstance(s, int) or s < 0 for s in scores)):
            raise MatchError(say("match.bad_scores", sides=self.rules.sides, scores=scores))
        if self.names and len(self.names) not in (self.rules.sides, self.rules.players):
            raise MatchError(
                say(
                    "match.names",
                    given=len(self.names),
                    sides=self.rules.sides,
                    players=self.rules.players,
                )
            )

    @property
    def is_over(self) -> bool:
        """True once a side has won."""
        return self.winner is not None

    @property
    def dealer(self) -> int:
        """Who deals the next hand: the deal moves on one seat every hand."""
        return (self.first_dealer + len(self.hands)) % self.rules.players

    @property
    def winner_name(self) -> str | None:
        return None if self.winner is None else self.side_name(self.winner)

    def side_name(self, side: int, lang: str | None = None) -> str:
        """A side's name: its given name, else ``Player 2`` / ``Team 1`` in ``lang``."""
        if len(self.names) == self.rules.sides:
            return self.names[side]
        key = "side.team" if self.rules.players in (4, 6) else "side.player"
        return say(key, lang, n=side + 1)

    def deal(self, seed: int | None = None) -> HandState:
        """Deal the next hand, with the right dealer; the seed defaults to the match's seed + hand number."""
        if self.is_over:
            raise MatchError(say("match.over", who=self.winner_name))
        hand_seed = self.seed + len(self.hands) if seed is None else seed
        player_names = self.names if self.names and len(self.names) == self.rules.players else None
        return deal(self.rules, hand_seed, self.dealer, names=player_names)

    def record(self, result: HandScore | HandState | Sequence[int]) -> Match:
        """The match after a hand worth ``result``: a finished hand, its :class:`HandScore`,
        or points per side.

        >>> from scopa_learn import score_hand
        >>> Match().record(deal(seed=3))
        Traceback (most recent call last):
        ...
        scopa_learn.errors.MatchError: This hand is not over (0 of 40 cards taken): a match counts finished hands only.
        """
        if self.is_over:
            raise MatchError(say("match.over", who=self.winner_name))
        if isinstance(result, HandState):
            result = result.score()
        if isinstance(result, HandScore):
            taken = sum(len(side.cards) for side in result.sides)
            if taken != len(DECK):
                raise MatchError(say("match.unfinished", taken=taken, cards=len(DECK)))
        elif isinstance(result, str) or not isinstance(result, Iterable):
            raise MatchError(say("match.bad_points", points=result))
        points = result.totals if isinstance(result, HandScore) else tuple(result)
        if len(points) != self.rules.sides:
            raise MatchError(say("match.sides", sides=self.rules.sides, given=len(points)))
        if any(isinstance(p, bool) or not isinstance(p, int) or p < 0 for p in points):
            raise MatchError(say("match.bad_points", points=points))
        scores = tuple(s + p for s, p in zip(self.scores, points, strict=True))
        winner = None
        if isinstance(result, HandScore) and result.instant_winner is not None:
            winner = result.instant_winner
        else:
            reached = [i for i, s in enumerate(scores) if s >= self.rules.target]
            if reached:
                top = max(scores[i] for i in reached)
                leaders = [i for i in reached if scores[i] == top]
                winner = leaders[0] if len(leaders) == 1 else None
        return Match(
            self.rules,
            self.names,
            self.first_dealer,
            self.seed,
            scores,
            (*self.hands, points),
            winner,
        )

    def status(self, lang: str | None = None) -> str:
        """The running score and, at the end, who won, in a sentence (in ``lang``, default the
        process default).

        >>> Match().record([11, 3]).status("it")
        'Giocatore 1 vince la partita 11-3.'
        """
        score = "-".join(str(s) for s in self.scores)
        if self.winner is not None:  # "Bruno wins 13-12", never "Bruno wins 12-13"
            ranked = sorted(self.scores, reverse=True)
            who = self.side_name(self.winner, lang)
            return say("match.winner", lang, who=who, score="-".join(map(str, ranked)))
        reached = [s for s in self.scores if s >= self.rules.target]
        if len(reached) > 1:
            return say("match.tie_at_target", lang, target=self.rules.target)
        return score
