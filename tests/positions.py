"""Positions for the tests, one home for them: a two-player moment near the end of a hand, set up
by hand (a state with no history is checked for its cards and counts, not for its log); a hand
after random plays at any table, one near its end, and an independent oracle of best play on the
public API (the computer players' tests)."""

from __future__ import annotations

import random

from scopa_learn import DECK, Board, HandState, deal, parse_card, parse_cards
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


def table_id(r) -> str:
    return f"{r.name}-{r.players}p"


def random_position(game_rules, seed: int, plays: int) -> HandState:
    """The hand after ``plays`` random legal plays (fewer if the hand ends first)."""
    rng = random.Random(seed)
    state = deal(game_rules, seed=seed, dealer=seed % game_rules.players)
    for _ in range(min(plays, game_rules.plays_per_hand - 1)):
        state = state.play(rng.choice(state.legal_moves()))
    return state


def team_margins(state: HandState) -> tuple[float, ...]:
    totals = state.score().totals
    return tuple(t - sum(o for j, o in enumerate(totals) if j != i) / (len(totals) - 1)
                 for i, t in enumerate(totals))


def best_play(state: HandState) -> tuple[float, ...]:
    """An independent oracle on the public API: every player picks the play best for their own
    side (the first such play in the engine's order), knowing every card."""
    if state.is_over:
        return team_margins(state)
    side = state.rules.side_of(state.to_move)
    best = None
    for move in state.legal_moves():
        got = best_play(state.play(move))
        if best is None or got[side] > best[side]:
            best = got
    return best


def near_the_end(table, seed: int, left: int) -> HandState:
    state = random_position(table, seed, table.plays_per_hand - left)
    assert state.plays_made == table.plays_per_hand - left
    return state


def seen_two_ways(table, count: int = 3, seed: int = 26) -> list[tuple[HandState, HandState, int]]:
    """``count`` random positions at ``table``, each with a twin whose hidden cards are dealt anew
    (the same view for the player to move): ``(state, twin, player)``. At least one twin really
    differs, so a no-peeking test cannot pass by finding nothing to move."""
    from hidden_cards import reshuffle_hidden

    rng = random.Random(seed)
    found = []
    for n in range(count):
        state = random_position(table, n, rng.randrange(0, table.plays_per_hand - 8))
        me = state.to_move
        twin = reshuffle_hidden(state, me, rng)
        assert twin.view(me) == state.view(me)
        found.append((state, twin, me))
    assert any(twin.hands != state.hands for state, twin, _ in found)  # the hidden cards really moved
    return found
