"""The score calculator: type what each side took and the scope made; the engine scores it.

Useful on the scoring pages and for the variants that change scoring (napola, re bello,
settanta): the same piles under different rules give different points.

>>> calc = ScoreCalculator(piles=["7d 7s 6c 5b", "7c 7b 6s Ad 2d 3d"], scope=[1, 1])
>>> calc.view()["totals"]
[2, 4]
>>> calc.handle({"type": "set_rules", "preset": "classic", "options": {"napola": True}})
>>> calc.view()["totals"]
[2, 7]
>>> calc.handle({"type": "set_pile", "side": 0, "cards": "7d 7c"})
>>> calc.view()["error"]
'The 7 of cups is in two piles: each card can be taken only once.'
>>> calc.handle({"type": "set_options", "options": {"napola": False, "settanta": True}})
>>> calc.view()["rules"]["napola"], calc.view()["totals"]
(False, [2, 4])

The view draws the rule options from a schema it is sent; turning the napola off turns its
house rules off (the engine's :meth:`~scopa_learn.engine.rules.Rules.switch`), so no view decides it:

>>> calc.handle({"type": "set_options", "options": {"napola": True, "napoleone_wins": True}})
>>> calc.handle({"type": "set_option", "name": "napola", "value": False})
>>> [(o["name"], o["value"], o["enabled"]) for o in calc.view()["options"]][:3]
[('napola', False, True), ('napola_stop_at_6', False, False), ('napoleone_wins', False, False)]
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import SUITS, Card, parse_cards
from ..engine.rules import SUB_OPTIONS, Rules, rules
from ..engine.scoring import score_hand
from ..errors import ScopaError, WidgetError
from ..words.messages import DEFAULT_LANGUAGE, MESSAGES, say
from .base import Controller, JSONDict, register, score_points, view_words

#: The words of static/score_calculator.js (``widget.score.label.*``).
_LABELS = ("placeholder", "score", "scope", "points", "point", "why", "total", "caption",
           "pile_aria", "scope_aria", "less", "more", "facts")

# The options this calculator offers: switches, then choices (the values come from the engine).
_SWITCHES = ("napola", "napola_stop_at_6", "napoleone_wins", "settanta")
_CHOICES = {"re_bello": ("off", "extra", "replaces-primiera")}


def _option_schema(current: Rules) -> list[JSONDict]:
    """What the view draws for each option: its label, its value, whether it can be changed."""
    needs = {sub: parent for parent, subs in SUB_OPTIONS.items() for sub in subs}
    schema: list[JSONDict] = [
        {
            "name": name,
            "type": "switch",
            "label": say(f"widget.score.option.{name}"),
            "value": getattr(current, name),
            "enabled": name not in needs or bool(getattr(current, needs[name])),
        }
        for name in _SWITCHES
    ]
    for name, values in _CHOICES.items():
        schema.append(
            {
                "name": name,
                "type": "choice",
                "label": say(f"widget.score.option.{name}"),
                "value": getattr(current, name),
                "enabled": True,
                "choices": [
                    {"value": v, "label": say(f"widget.score.{name}.{v}")} for v in values
                ],
            }
        )
    return schema


def _category_label(name: str) -> str:
    key = f"widget.score.category.{name}"
    return say(key) if key in MESSAGES[DEFAULT_LANGUAGE] else name


def _with_labels(points: JSONDict) -> JSONDict:
    """Each category with the words the view shows for it ("carte (cards)")."""
    return {**points, "categories": [{**c, "label": _category_label(c["name"])}
                                     for c in points["categories"]]}


def _svg_row(cards: tuple[Card, ...], deck: str, marks: set[Card]) -> str | None:
    try:
        from ..drawing.svg import cards_svg
    except ImportError:  # drawing is optional: the view falls back to the notation
        return None
    highlight: dict[Card | str, str] = {c: "choice" for c in cards if c in marks}
    return str(cards_svg(cards, deck=deck, width=40, overlap=True, highlight=highlight))


def _suit_rows(cards: tuple[Card, ...], deck: str, marks: set[Card]) -> list[JSONDict]:
    """One fanned row per suit (an empty place for a suit the pile lacks)."""
    return [
        {
            "suit": suit.name_in("it"),
            "count": sum(1 for c in cards if c.suit is suit),
            "svg": _svg_row(tuple(c for c in cards if c.suit is suit), deck, marks),
        }
        for suit in SUITS
    ]


@register
class ScoreCalculator(Controller):
    """Two (or three) piles and their scope, scored by the engine under chosen rules."""

    kind = "score_calculator"

    def __init__(
        self,
        piles: list[str] | None = None,
        scope: list[int] | None = None,
        names: list[str] | None = None,
        preset: str = "classic",
        options: dict[str, Any] | None = None,
        lang: str | None = None,
    ) -> None:
        super().__init__(lang=lang, piles=piles, scope=scope, names=names, preset=preset, options=options)
        self.rules: Rules = rules(preset, **(options or {}))
        given = piles or ["", ""]
        self.piles: list[tuple[Card, ...]] = [parse_cards(p) for p in given]
        self.scope: list[int] = list(scope or [0] * len(given))
        self.names = list(names or [say("side.player", n=i + 1) for i in range(len(given))])
        if not 2 <= len(self.piles) <= 3 or len(self.scope) != len(self.piles):
            raise WidgetError(say("widget.score.sides"))
        self._check_overlap()

    def _check_overlap(self) -> None:
        # The engine refuses a card found in two piles; ask it now, so the view never breaks.
        score_hand(self.piles, self.scope, self.rules)

    def _side(self, side: int) -> int:
        if not isinstance(side, int) or not 0 <= side < len(self.piles):
            raise WidgetError(say("widget.score.bad_side", side=side, sides=len(self.piles)))
        return side

    def on_set_pile(self, side: int, cards: str) -> None:
        """Replace one side's pile (cards as text)."""
        side = self._side(side)
        before = self.piles[side]
        self.piles[side] = parse_cards(cards)
        try:
            self._check_overlap()
        except ScopaError:
            self.piles[side] = before
            raise

    def on_set_scope(self, side: int, count: int | str) -> None:
        """How many scope that side made."""
        side = self._side(side)
        try:
            value = int(count)
        except (TypeError, ValueError):
            raise WidgetError(say("widget.score.bad_scope", count=count)) from None
        if value < 0:
            raise WidgetError(say("widget.score.bad_scope", count=count))
        self.scope[side] = value

    def on_set_rules(self, preset: str = "classic", options: dict[str, Any] | None = None) -> None:
        """Score under another preset or with options (napola, re_bello, settanta...)."""
        self.rules = rules(preset, **(options or {}))

    def on_toggle_option(self, name: str) -> None:
        """Switch a True/False rule option on or off (napola, settanta...)."""
        current = getattr(self.rules, name, None)
        if not isinstance(current, bool):
            raise WidgetError(say("widget.score.not_switch", name=name))
        self.rules = self.rules.switch(name, not current)

    def on_set_option(self, name: str, value: Any) -> None:
        """Set one rule option to a value (e.g. re_bello to 'extra'); a switch goes through
        :meth:`Rules.switch`, so the napola off takes its house rules with it."""
        if isinstance(getattr(self.rules, name, None), bool) and isinstance(value, bool):
            self.rules = self.rules.switch(name, value)
        else:
            self.rules = self.rules.replace(**{name: value})

    def on_set_options(self, options: dict[str, Any]) -> None:
        """Change several options at once, checked together (napola off with its sub-options)."""
        if not isinstance(options, dict):
            raise WidgetError(say("widget.score.bad_options", options=options))
        self.rules = self.rules.replace(**options)

    def state(self) -> JSONDict:
        result = score_hand(self.piles, self.scope, self.rules, names=self.names)
        data = result.to_data()
        primiera_cards = [
            {c for c in side.primiera_cards if c is not None} for side in result.sides
        ]
        return {
            "rules": {
                "name": self.rules.name,
                "napola": self.rules.napola,
                "settanta": self.rules.settanta,
                "re_bello": self.rules.re_bello,
                "napola_stop_at_6": self.rules.napola_stop_at_6,
                "napoleone_wins": self.rules.napoleone_wins,
            },
            "options": _option_schema(self.rules),
            "labels": {"rules": say("widget.score.rules"),
                       **view_words("widget.score.label", _LABELS)},
            "sides": [
                {
                    "name": self.names[i],
                    "cards": " ".join(str(c) for c in self.piles[i]),
                    "count": len(self.piles[i]),
                    "denari": side.denari,
                    "scope": self.scope[i],
                    "primiera": side.primiera,
                    "primiera_cards": data["sides"][i]["primiera_cards"],
                    "svg": _svg_row(self.piles[i], self.rules.deck, primiera_cards[i]),
                    "suits": _suit_rows(
                        tuple(sorted(self.piles[i])), self.rules.deck, primiera_cards[i]
                    ),
                }
                for i, side in enumerate(result.sides)
            ],
            **_with_labels(score_points(data)),
            "instant_winner": None
            if result.instant_winner is None
            else self.names[result.instant_winner],
            "instant_winner_text": ""
            if result.instant_winner is None
            else say("widget.score.napoleone", name=self.names[result.instant_winner]),
            "check": say(
                "widget.score.check",
                cards=sum(len(p) for p in self.piles),
                denari=sum(s.denari for s in result.sides),
            ),
        }
