"""Captures explained: the legal captures of a card on a table, and why, in a learner's words.

The rules are the engine's (:mod:`scopa_learn.engine.captures`: which captures, their kind,
the scopa); this module says them, in the language asked for.

>>> e = explain_captures("6s", "2d 4b Ad 5c")
>>> [format_capture(o.cards) for o in e.options]
['2d 4b', 'Ad 5c']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.captures import (
    NO_CAPTURE,
    Capture,
    CaptureOption,
    capture_options,
    captures_for,
    goes_to_pile,
    parse_position,
    sum_groups,
    without_fewest,
)
from ..engine.cards import Card
from ..engine.rules import Rules, as_rules
from .cards import a_value, card_label, format_capture, option_text, option_words, values_text  # noqa: F401 (doctests)
from .lists import or_list
from .messages import say, using_language


@dataclass(frozen=True, slots=True)
class CaptureExplanation:
    """The legal captures of a card on a table, and the reason in a learner's words."""

    card: Card
    table: tuple[Card, ...]
    options: tuple[CaptureOption, ...]
    reason: str

    @property
    def captures(self) -> tuple[Capture, ...]:
        """The same answers :func:`~scopa_learn.engine.captures.legal_captures` gives."""
        return tuple(o.cards for o in self.options) or (NO_CAPTURE,)

    def to_data(self) -> dict[str, Any]:
        """Plain data, as the command line's ``captures --json`` prints it (without the rules).

        >>> data = explain_captures("6s", "6c 2d 4b").to_data()
        >>> data["captures"], data["stays_on_table"]
        ([{'cards': ['6c'], 'kind': 'equal', 'scopa': False}], False)
        """
        return {
            "card": str(self.card),
            "table": [str(c) for c in self.table],
            "captures": [o.to_data() for o in self.options],
            "stays_on_table": not self.options,
            "reason": self.reason,
        }


def explain_captures(
    card: Card | str,
    table: Iterable[Card | str],
    rules: Rules | str | None = None,
    *,
    last_card: bool = False,
    lang: str | None = None,
) -> CaptureExplanation:
    """The legal captures of ``card`` on ``table``, each with its kind and scopa flag, and why
    (``reason``, in ``lang``: default the process default, :func:`scopa_learn.set_language`).

    >>> e = explain_captures("6s", "6c 2d 4b")
    >>> [(format_capture(o.cards), o.kind, o.scopa) for o in e.options]
    [('6c', 'equal', False)]
    >>> print(e.reason)  # doctest: +ELLIPSIS
    There is a 6 on the table, so your 6 of swords takes it. Other cards also add up to 6 (2 + 4), but the equal card comes first. ...
    >>> print(explain_captures("6s", "6c 2d 4b", lang="it").reason)  # doctest: +ELLIPSIS
    In tavola c'è un 6, quindi il tuo 6 di spade lo prende. Anche altre carte fanno 6 (2 + 4), ma la carta uguale viene prima. ...
    """
    with using_language(lang):
        return _explain_captures(card, table, rules, last_card)


def _explain_captures(
    card: Card | str, table: Iterable[Card | str], rules: Rules | str | None, last_card: bool
) -> CaptureExplanation:
    rules = as_rules(rules)
    card, cards = parse_position(card, table)
    options = capture_options(card, cards, rules, last_card)
    label, rank = card_label(card), card.rank
    listed = or_list([option_words(o.cards) for o in options])  # one card by name: "il 7 di coppe"
    if not options:
        if rules.ace_sweeps and rank == 1:
            where = say("where.pile") if goes_to_pile(card, cards, rules) else say("where.table")
            reason = say("explain.ace_empty", where=where)
        else:
            reason = (say("explain.none", rank=rank, a_rank=a_value(rank), card=label)
                      if rules.capture == "sum" else say("explain.none_fifteen", card=label))
    elif options[0].kind == "sweep":
        reason = say("explain.ace_sweep")
    elif rules.capture == "fifteen":
        reason = say("explain.fifteen", card=label, options=listed)
    elif options[0].kind == "equal" and rules.equal_first:
        reason = (
            say("explain.equal", a_rank=a_value(rank), card=label)
            if len(options) == 1
            else say("explain.equal_choice", count=len(options), rank=rank, card=label)
        )
        sums = sum_groups(rank, cards)
        if sums:
            reason += say(
                "explain.equal_over_sum", rank=rank,
                sums=or_list(list(dict.fromkeys(values_text(s) for s in sums)))
            )
    elif any(c.rank == rank for c in cards):
        # The equal card lies there but the rules let a sum be chosen instead.
        reason = say(
            "explain.equal_or_sum",
            rank=rank,
            card=label,
            options=or_list([option_text(o.cards) for o in options]),
        )
        if len(options) > 1:
            reason += say("explain.sum_choice")
    else:
        reason = say("explain.sum", rank=rank, a_rank=a_value(rank), card=label, options=listed)
        if len(options) > 1:
            reason += say("explain.sum_choice")
    if options:
        if rules.fewest_cards and len(captures_for(card, cards, without_fewest(rules))) > len(options):
            reason += say("explain.fewest")
        reason += say("explain.compulsory")
        clearing = next((o for o in options if len(o.cards) == len(cards)), None)
        if clearing is not None:
            if clearing.scopa:
                reason += say("explain.scopa", taken=values_text(clearing.cards))
            elif last_card:
                reason += say("explain.scopa_last")
    return CaptureExplanation(card, cards, options, reason)
