"""A helper of the engine's tests: a two-player moment near the end of a hand, set up by hand
(a state with no history is checked for its cards and counts, not for its log)."""

from __future__ import annotations

from scopa_learn import DECK, Board, HandState, parse_card, parse_cards
from scopa_learn.engine.rules import Rules


def last_round(r: Rules, hands: tuple[str, str], table: str, first_pile: str = "",
               scope: tuple[int, int] = (0, 0), names: tuple[str, ...] = ()) -> HandState:
    """Play 35 of a two-player hand: player 0 to move, player 1 the dealer, one card each
    (``hands``), ``table`` on the table; every card not named is in player 1's pile, who took
    last. Give ``"-"`` for a player's hand to choose any card not named."""
    named = {*parse_cards(table), *parse_cards(first_pile)}
    held = []
    for text in hands:
        card = parse_card(text) if text != "-" else None
        held.append(card)
        named |= {card} if card else set()
    held = [c if c is not None else next(d for d in DECK if d not in named and d not in held)
            for c in held]
    named |= set(held)
    rest = tuple(c for c in DECK if c not in named)
    board = Board(hands=((held[0],), (held[1],)), table=parse_cards(table),
                  piles=(parse_cards(first_pile), rest), scope=scope, stock=(), to_move=0,
                  last_taker=1, plays_made=34, deal_number=6)
    return HandState(r, 1, board, names=names)
