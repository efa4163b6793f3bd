"""Hints: the move the intermediate player would make, with one reason a learner understands.

>>> from scopa_learn import deal
>>> h = hint(deal(dealer=1, table="7s Ab 6c Fd", hands=["7d 2c 6s", "Cb 4c 5c"]).view(0))
>>> str(h.move), h.reason
('7d x 7s', 'Take the 7 of swords with the settebello: it goes safely into your pile.')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.board import Move
from ..engine.captures import capture_kind
from ..engine.cards import Suit
from ..engine.odds import cards_after_my_play, chance_they_hold
from ..engine.rules import Rules
from ..engine.view import PlayerView
from ..words.cards import a_value, card_label, many_values, named_cards, taken_words, values_text
from ..words.lists import and_list
from ..words.messages import count_words, say, using_language
from ..words.odds import percent
from .heuristic import Assessment, assess, dangers

#: An alternative must take this much more (in points) to count as tempting.
_TEMPTING = 0.05


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested move and why, in one line."""

    move: Move
    reason: str

    def __str__(self) -> str:
        return self.reason


def _move_text(move: Move, lang: str | None, rules: Rules) -> str:
    if move.capture:
        return say("hint.move_takes", lang, card=card_label(move.card), taken=_taken_text(move, rules))
    return say("hint.move_plain", lang, card=card_label(move.card))


def _taken_text(move: Move, rules: Rules, codes: bool = False) -> str:
    """One card by name ("the re of coins"), several as their sum ("5 + 3"), an asso's
    sweep as the whole table."""
    sweep = capture_kind(move.card, move.capture, rules) == "sweep"
    return taken_words(move.capture, sweep=sweep, codes=codes)


def _why_take(view: PlayerView, move: Move, lang: str | None) -> str:
    pile = (move.card, *move.capture)
    parts = []
    rules = view.rules
    values = rules.primiera_values
    for card in pile:
        if rules.re_bello != "off" and card.rank == 10 and card.suit is Suit.DENARI:
            parts.append(say("hint.why.re_bello", lang))
        if rules.napola and card.suit is Suit.DENARI and card.rank <= 3:
            parts.append(say("hint.why.napola", lang, card=card_label(card)))
    if rules.scores_primiera:
        top = sorted(set(values))[-2:]
        words = say("hint.numbers", lang).split()
        best = []
        for rank in sorted({c.rank for c in pile if rules.primiera_value(c) in top}, reverse=True):
            count = sum(1 for c in pile if c.rank == rank)
            best.append(a_value(rank, lang) if count == 1 else many_values(rank, words[count], lang))
        if best:
            parts.append(say("hint.why.primiera", lang, cards=and_list(best, lang)))
    denari = sum(1 for c in pile if c.suit is Suit.DENARI)
    if denari:
        parts.append(say("hint.why.denaro", lang) if denari == 1 else say("hint.why.denari", lang, count=denari))
    # The cards taken, not the card played: that one was already yours.
    parts.append(say("hint.why.cards", lang, count=count_words("card", len(move.capture), lang)))
    return and_list(parts, lang)


def _avoid(best: Assessment, other: Assessment, lang: str | None, rules: Rules) -> str | None:
    """Why ``best`` beats ``other``: the sweep or the loss ``other`` would risk."""
    sweep = other.sweep
    mine = best.sweep
    if sweep is not None and (mine is None or sweep.chance > mine.chance):
        return say("hint.avoid", lang, move=_move_text(best.move, lang, rules), left=named_cards(other.left, lang),
                   chance=percent(sweep.chance, lang), a_rank=a_value(sweep.rank, lang))
    risky = [d for d in other.dangers if d.chance > 0]
    if risky:
        worst = max(risky, key=lambda d: d.chance * d.worth)
        prize = max(worst.takes, key=lambda c: c.rank == 7 or c.suit is Suit.DENARI)
        return say("hint.avoid_loss", lang, move=_move_text(best.move, lang, rules),
                   other=_move_text(other.move, lang, rules), card=card_label(prize),
                   chance=percent(worst.chance, lang), a_rank=a_value(worst.rank, lang))
    return None


def hint(view: PlayerView, lang: str | None = None) -> Hint:
    """The suggested move for the player to move, with a one-line reason.

    In couples and in two teams of three the reason also speaks of the partner, who plays after
    the opponent on your right (play goes counter-clockwise): what your partner could take from
    the table you leave, if it is still there when they play, or that your partner took last.

    >>> from scopa_learn import deal
    >>> s = deal(dealer=1, table="Rs Rb Fc 6c", hands=["6s Cd 2c", "Cb 4c 5c"])
    >>> print(hint(s.view(0)))
    Take the 6 of cups with your 6 of swords: two 6s for the primiera and 1 card taken toward the point for cards.
    >>> print(hint(s.view(0), lang="it"))
    Prendi il 6 di coppe col tuo 6 di spade: due 6 per la primiera e 1 carta in più per il punto delle carte.
    >>> hint(s.view(1))
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ComputerPlayerError: It is not player 2's turn: player 1 plays now.
    """
    if lang is not None:  # the whole hint in that language, card names included
        with using_language(lang):
            return hint(view)
    ranked = assess(view)
    found = _hint_alone(view, ranked, lang)
    if view.rules.players not in (4, 6) or len(ranked) == 1:
        return found
    note = team_note(view, ranked[0], lang)
    if note is None:
        return found
    if view.is_last_card:
        return Hint(found.move, note)
    return Hint(found.move, f"{found.reason} {note}")


def partner_of(view: PlayerView) -> int | None:
    """The partner who plays first after the viewer (two seats on), or None when playing alone."""
    rules = view.rules
    if rules.players not in (4, 6):
        return None
    return (view.player + 2) % rules.players


def team_note(view: PlayerView, best: Assessment, lang: str | None = None) -> str | None:
    """A sentence about the partner, true of the position, for the move ``best``; or None.

    Only what the viewer sees is used: the partner's hand is as hidden as an opponent's, so
    the chance they hold a card comes from the unseen cards, as for an opponent.

    >>> from scopa_learn import deal, rules
    >>> s = deal(rules("classic", players=4), dealer=3, table="Rs Rb Fc 6c",
    ...          hands=["Cd 2c 4s", "Cb 4c 5c", "Ab 3d 5s", "7s 7b 2b"])
    >>> print(team_note(s.view(0), assess(s.view(0))[0]))  # doctest: +NORMALIZE_WHITESPACE
    Your partner plays after the opponent on your right: if the 6 of cups is still on the table
    then, your partner can take it with a card worth 6 (25.6% they hold one).
    """
    partner = partner_of(view)
    if partner is None:
        return None
    if view.is_last_card:
        taker = view.player if best.move.capture else view.last_taker
        if taker == partner or (taker is not None and taker != view.player
                                and view.rules.side_of(taker) == view.rules.side_of(view.player)):
            return say("hint.team.last_partner", lang, move=_move_text(best.move, lang, view.rules))
        return None
    left = best.left
    if not left or cards_after_my_play(view, partner) == 0 or view.plays_left < 3:
        return None
    odds = [chance_they_hold(view, rank, partner) for rank in range(1, 11)]
    chances = [d for d in dangers(view, left, odds) if d.chance > 0]
    if not chances:
        return None
    # The opponent plays first and changes the table, so the sentence says "if still there".
    d = max(chances, key=lambda d: (len(d.takes) == 1, d.chance * d.worth))
    if len(d.takes) == 1:
        return say("hint.team.partner_takes", lang, card=card_label(d.takes[0], lang), rank=d.rank,
                   chance=percent(d.chance, lang))
    return say("hint.team.partner_takes_sum", lang, cards=values_text(d.takes), rank=d.rank,
               chance=percent(d.chance, lang))


def _hint_alone(view: PlayerView, ranked: list[Assessment], lang: str | None) -> Hint:
    """The hint as in a game of two: the move and the reason it is best for you."""
    best = ranked[0]
    move = best.move
    if len(ranked) == 1:
        return Hint(move, say("hint.only", lang, card=card_label(move.card)))
    if view.is_last_card:
        return Hint(move, say("hint.last_card", lang, move=_move_text(move, lang, view.rules)))
    if best.scopa:
        return Hint(move, say("hint.scopa", lang, taken=_taken_text(move, view.rules), card=card_label(move.card)))
    if best.takes_settebello:
        if any(c.is_settebello for c in move.capture):
            return Hint(move, say("hint.settebello", lang, card=card_label(move.card)))
        return Hint(move, say("hint.play_settebello", lang, taken=_taken_text(move, view.rules)))
    others = ranked[1:]
    tempting = max(others, key=lambda a: a.gain)
    if tempting.gain > best.gain + _TEMPTING:
        why = _avoid(best, tempting, lang, view.rules)
        if why is not None:
            return Hint(move, why)
    if move.capture:
        return Hint(move, say("hint.take", lang, taken=_taken_text(move, view.rules), card=card_label(move.card),
                              why=_why_take(view, move, lang)))
    # A card thrown on the table: say what the other cards would have risked.
    riskiest = max(others, key=lambda a: (a.sweep.chance if a.sweep else 0.0, a.threat))
    if riskiest.threat > best.threat:
        why = _avoid(best, riskiest, lang, view.rules)
        if why is not None:
            return Hint(move, why)
    if best.left and best.sweep is None:
        return Hint(move, say("hint.safe", lang, card=card_label(move.card), left=named_cards(best.left, lang),
                              risk=say("hint.safe.none", lang)))
    return Hint(move, say("hint.discard_low", lang, card=card_label(move.card)))
