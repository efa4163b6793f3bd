"""Side questions: in couples (partners count together) and in three (each alone), who gets
the point for cards or for denari?

The answer is the engine's (:func:`scopa_learn.score_hand` over the sides' piles, partners'
piles pooled): the most wins the point; a tie at the top gives it to nobody.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import Card, Suit
from ..engine.rules import Rules
from ..engine.rules import rules as preset_rules
from ..engine.scoring import Category, score_hand
from ..words.lists import and_list, versus
from ..words.messages import say
from .choice import ChoiceQuestion, Row
from .draws import ATTEMPTS, Draw, read_level, read_rules, read_seed

#: Players in couples, in playing order: Anna and Carla against Bruno and Dario.
COUPLES: tuple[str, ...] = ("Anna", "Bruno", "Carla", "Dario")
THREE: tuple[str, ...] = ("Anna", "Bruno", "Carla")
CATEGORIES = ("carte", "denari")


def _count(pile: tuple[Card, ...], category: str) -> int:
    return len(pile) if category == "carte" else sum(c.suit is Suit.DENARI for c in pile)


@dataclass(frozen=True)
class TeamsQuestion(ChoiceQuestion):
    """Each player's pile at the end of a hand, in couples or in three: who gets the point?"""

    seed: int
    level: int
    piles: tuple[tuple[Card, ...], ...]   # one per player, in playing order
    category: str                          # "carte" or "denari"
    rules: Rules = field(default_factory=lambda: preset_rules("classic", players=4), repr=False)
    shape: str = "any"

    @property
    def players(self) -> tuple[str, ...]:
        return COUPLES if len(self.piles) == 4 else THREE

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides' names: ``Anna and Carla`` in couples, each player in three."""
        if self.rules.players in (4, 6):
            return tuple(and_list([self.players[a], self.players[b]]) for a, b in self.rules.teams)
        return self.players

    @property
    def result(self) -> Category:
        """The engine's category, over the sides' pooled piles."""
        pooled = [tuple(c for p in team for c in self.piles[p]) for team in self.rules.teams]
        return score_hand(pooled, None, self.rules, names=self.sides)[self.category]

    @property
    def choices(self) -> tuple[str, ...]:
        return (*self.sides, say("quiz.nobody"))

    @property
    def right(self) -> str:
        winner = self.result.winner
        return self.choices[-1] if winner is None else self.sides[winner]

    @property
    def counts(self) -> tuple[int, ...]:
        """Each player's count (cards or denari), in playing order."""
        return tuple(_count(p, self.category) for p in self.piles)

    @property
    def rows(self) -> tuple[Row, ...]:
        return tuple(Row(name, pile, say(f"quiz.teams.count.{self.category}", count=n))
                     for name, pile, n in zip(self.players, self.piles, self.counts, strict=True))

    @property
    def prompt(self) -> str:
        counts = and_list([f"{n} {c}" for n, c in zip(self.players, self.counts, strict=True)])
        key = "quiz.teams.prompt_couples" if len(self.piles) == 4 else "quiz.teams.prompt_three"
        return say(key, counts=counts, what=say(f"quiz.teams.what.{self.category}"),
                   sides=versus(self.sides))

    @property
    def ask(self) -> str:
        return say("quiz.teams.ask", what=say(f"quiz.teams.what.{self.category}"))

    @property
    def explanation(self) -> str:
        result = self.result
        if len(self.piles) == 4:
            sums = and_list([
                say("quiz.teams.why.pooled", side=self.sides[i],
                    sum=" + ".join(str(self.counts[p]) for p in team), total=result.values[i])
                for i, team in enumerate(self.rules.teams)])
            return say("quiz.teams.why.couples", sums=sums) + " " + result.reason
        return result.reason

    def mistake(self, choice: str) -> tuple[str, str]:
        result = self.result
        if len(self.piles) == 4 and choice in self.sides:
            best_player = max(range(4), key=lambda p: self.counts[p])
            if self.rules.side_of(best_player) == self.sides.index(choice):
                return "teams.best_player", say("quiz.teams.why.best_player",
                                                player=self.players[best_player]) + " " + \
                    self.explanation
        if result.winner is None:
            return "teams.tie", self.explanation
        if choice not in self.sides:
            return "teams.no_tie", self.explanation
        return "teams.not_most", self.explanation


_WEIGHTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("couples-trap", 2), ("couples", 1), ("three", 1)),
    2: (("couples-trap", 1), ("three-tie", 2), ("three", 1)),
    3: (("couples-tie", 1), ("couples-trap", 1), ("three-tie", 1), ("three", 1)),
}


def teams_question(seed: int, level: int = 1, rules: Rules | str | None = None) -> TeamsQuestion:
    """Four piles in couples, or three in three, from ``seed``: who gets the point?

    Level 1: points for cards; the player with the most can be on the losing couple.
    Level 2: denari too; in three a tie at the top gives nobody the point. Level 3: ties in
    couples (20-20 cards, 5-5 denari) as well.

    >>> q = teams_question(1, level=1)
    >>> q.check(q.right).correct, len(q.choices) in (3, 4)
    (True, True)
    """
    seed, level, _ = read_seed(seed), read_level(level), read_rules(rules)
    draw = Draw(7, level, seed)
    shape = draw.pick(_WEIGHTS[level])
    players = 3 if shape.startswith("three") else 4
    rules_ = preset_rules("classic", players=players)
    q: TeamsQuestion | None = None
    for _ in range(ATTEMPTS):
        category = "carte" if level == 1 else CATEGORIES[draw.below(2)]
        cards = draw.cards(40)
        # Piles of a likely size: 6 to 14 cards each in couples, 9 to 17 in three.
        low, high = (6, 14) if players == 4 else (9, 17)
        sizes = [draw.between(low, high) for _ in range(players - 1)]
        sizes.append(40 - sum(sizes))
        if not low <= sizes[-1] <= high:
            continue
        bounds = [sum(sizes[:i]) for i in range(players + 1)]
        piles = tuple(tuple(sorted(cards[bounds[i]:bounds[i + 1]])) for i in range(players))
        q = TeamsQuestion(seed, level, piles, category, rules_, shape)
        counts, winner = q.counts, q.result.winner
        top = max(counts)
        ok = {
            "couples": winner is not None,
            "couples-trap": winner is not None and counts.count(top) == 1
            and rules_.side_of(counts.index(top)) != winner,
            "couples-tie": winner is None,
            "three": winner is not None,
            "three-tie": winner is None,
        }[shape]
        if ok:
            return q
    assert q is not None
    return q  # pragma: no cover
