"""A helper of the players' tests (two players and tables of four and six): the same moment
with the cards one player cannot see dealt anew, to check that no choice or hint peeks."""

from __future__ import annotations

import dataclasses
import random

from scopa_learn import HandState


def reshuffle_hidden(state: HandState, player: int, rng: random.Random) -> HandState:
    """The same hand with the cards ``player`` cannot see dealt differently among the others
    (partners' and opponents' hands, and the stock)."""
    hidden = [c for p, h in enumerate(state.hands) if p != player for c in h] + list(state.stock)
    rng.shuffle(hidden)
    hands, at = [], 0
    for p, h in enumerate(state.hands):
        if p == player:
            hands.append(h)
        else:
            hands.append(tuple(hidden[at:at + len(h)]))
            at += len(h)
    stock = tuple(hidden[at:])
    return dataclasses.replace(state, board=state.board._replace(hands=tuple(hands), stock=stock))
