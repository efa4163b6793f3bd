"""A hand (smazzata): dealing, turn order, playing, scopa, the last take, the log, the views.

Sources: the AGIMEG guide "Una smazzata di scopa", the online game's rules page,
the teams and napola page, the AGIMEG guide and the card room's house rules and "Figures worth a test" (the AGIMEG guide's example hand), issue 2
"Build" item 4.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest
from positions import last_round

from scopa_learn import (
    DECK,
    Card,
    DealError,
    Dealt,
    HandState,
    IllegalMoveError,
    LastTake,
    Move,
    MoveReason,
    Played,
    PlayerView,
    Redealt,
    deal,
    parse_card,
    parse_cards,
    rules,
    shuffled_deck,
)
from scopa_learn.engine.dealing import redeal_rule
from scopa_learn.words.cards import card_label, the_card
from scopa_learn.words.lists import or_list
from scopa_learn.words.messages import say, using_language

PLAYER_COUNTS = (2, 3, 4, 6)


def play_out(state: HandState, rng: random.Random) -> list[HandState]:
    """Every state of the hand from ``state`` to the end, playing random legal moves."""
    states = [state]
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


def played(state: HandState) -> list[Played]:
    return [e for e in state.log if isinstance(e, Played)]


# -- Dealing -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_first_deal_is_three_each_and_four_on_the_table(players):
    """The AGIMEG guide: "3 carte a testa e 4 scoperte in tavola"."""
    s = deal(rules("classic", players=players), seed=5)
    assert [len(h) for h in s.hands] == [3] * players
    assert len(s.table) == 4
    assert len(s.stock) == 40 - 4 - 3 * players
    assert s.piles == ((),) * players and s.scope == (0,) * players


@pytest.mark.parametrize(("players", "deals"), [(2, 6), (3, 4), (4, 3), (6, 2)])
def test_later_deals_are_three_each_and_nothing_to_the_table(players, deals):
    """The AGIMEG guide (a hand, 1): later deals are 3 each, nothing to the table; 2 players 6 deals,
    3 players 4, 4 players 3, 6 players 2."""
    states = play_out(deal(rules("classic", players=players), seed=11), random.Random(1))
    final = states[-1]
    dealt = [e for e in final.log if isinstance(e, Dealt)]
    assert [e.number for e in dealt] == list(range(1, deals + 1))
    assert all(e.cards_each == 3 for e in dealt)
    assert all(e.table == () for e in dealt[1:])
    for before, after in zip(states, states[1:], strict=False):
        if after.deal_number != before.deal_number:
            assert [len(h) for h in after.hands] == [3] * players
            # The deal added nothing to the table: only the card just played can be new on it.
            assert set(after.table) <= set(before.table) | {played(after)[-1].card}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("dealer", [0, 1])
def test_the_player_after_the_dealer_leads_and_the_dealer_plays_last(players, dealer):
    """The AGIMEG guide: "Comincia chi siede alla destra del mazziere ... poi si va in
    senso antiorario"; "Il mazziere gioca sempre per ultimo". Seats are numbered in playing order."""
    s = deal(rules("classic", players=players), seed=3, dealer=dealer)
    leader = (dealer + 1) % players
    assert s.to_move == leader == s.leader
    final = play_out(s, random.Random(2))[-1]
    order = [e.player for e in played(final)]
    assert order == [(leader + k) % players for k in range(36)]
    assert order[-1] == dealer


def test_in_two_the_non_dealer_leads():
    """The AGIMEG guide: "in due chi non ha fatto le carte"."""
    assert deal(seed=0, dealer=1).to_move == 0
    assert deal(seed=0, dealer=0).to_move == 1


def test_a_dealer_outside_the_table_is_refused():
    """Issue 2 item 4: bad input is a clear ScopaError."""
    with pytest.raises(DealError) as error:
        deal(seed=0, dealer=2)
    assert str(error.value) == say("deal.bad_dealer", players=2, last=1, dealer=2)


# -- Shuffling from a seed ---------------------------------------------------------------------------


def fisher_yates(seed: int) -> list[str]:
    """The documented shuffle, written again here: Fisher-Yates from the top, each index drawn
    with ``getrandbits`` and rejection, over ``random.Random(seed)``; deck order d, c, s, b, A..R."""
    letters = {1: "A", 8: "F", 9: "C", 10: "R"}
    cards = [letters.get(r, str(r)) + s for s in "dcsb" for r in range(1, 11)]
    rng = random.Random(seed)
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        j = rng.getrandbits(n.bit_length())
        while j >= n:
            j = rng.getrandbits(n.bit_length())
        cards[i], cards[j] = cards[j], cards[i]
    return cards


@pytest.mark.parametrize(("seed", "first"), [
    (0, "Ad Fs 3c 2s Rs 6c Cb"),
    (1, "4s 3d 2c 2d Fb 3b 6d"),
    (42, "Rd 4d Ac 7b 6s 5s Ab"),
    (2024, "6b 4d As 5b Cd 5s Rb"),
    (123456789, "Fd 4d 5s 6c 4c 7c Ab"),
])
def test_a_seed_shuffles_the_same_deck_everywhere(seed, first):
    """Issue 2 item 4: same seed, same deal on CPython and Pyodide. The pinned first cards come
    from the independent ``fisher_yates`` above; both must agree with the engine."""
    deck = [str(c) for c in shuffled_deck(seed)]
    assert deck == fisher_yates(seed)
    assert " ".join(deck[:7]) == first
    assert sorted(shuffled_deck(seed)) == list(DECK)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_cards_are_dealt_from_the_top_leader_first_then_the_table(players):
    """Issue 2 item 4 (documented dealing): 3 cards to each player from the leader on, then 4 to the
    table, in deck order."""
    r = rules("classic", players=players)
    seed = 9
    order = shuffled_deck(seed)
    assert redeal_rule(order[3 * players:3 * players + 4], r) is None
    s = deal(r, seed=seed, dealer=0)
    for k in range(players):
        assert s.hand((1 + k) % players) == order[3 * k:3 * k + 3]
    assert s.table == order[3 * players:3 * players + 4]
    assert s.stock == order[3 * players + 4:]


def test_the_same_seed_deals_the_same_hand():
    """Issue 2 item 4: a deal from a seed is reproducible."""
    assert deal(seed=77) == deal(seed=77)
    assert deal(seed=77) != deal(seed=78)


def test_three_kings_on_the_table_are_redealt_and_logged():
    """The AGIMEG guide: 3 or 4 re among the 4 table cards -> redeal. Seed 203's first
    shuffle puts Rs Rc Ac Rd on the table (checked with ``shuffled_deck``)."""
    first = shuffled_deck(203)[6:10]
    assert sorted(str(c) for c in first) == sorted(["Rs", "Rc", "Ac", "Rd"])
    s = deal(seed=203)
    assert isinstance(s.log[0], Redealt)
    assert s.log[0].rule == "three-kings" and s.log[0].table == first
    assert sum(1 for c in s.table if c.rank == 10) < 3
    assert isinstance(s.log[1], Dealt) and s.log[1].table == s.table
    assert s.log[0].describe() == say("event.redeal", reason=say("redeal.three-kings"))


# -- Playing ---------------------------------------------------------------------------------------


def test_play_returns_a_new_state_and_leaves_the_old_one_unchanged():
    """Issue 2 item 4: playing a move returns a new immutable state."""
    s = deal(seed=7)
    snapshot = (s.hands, s.table, s.piles, s.scope, s.stock, s.to_move, s.plays_made, s.log)
    after = s.play(s.legal_moves()[0])
    assert after is not s
    assert (s.hands, s.table, s.piles, s.scope, s.stock, s.to_move, s.plays_made, s.log) == snapshot
    assert after.plays_made == 1 and after.to_move != s.to_move
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.table = ()  # type: ignore[misc]


def test_a_capture_listed_in_another_order_is_the_same_move():
    """Issue 2 item 3: a capture is a set of table cards; the order the player names them in does
    not matter."""
    s = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert s.play("6s", takes="4b 2d") == s.play("6s", takes="2d 4b")
    assert s.play(Move(parse_card("6s"), parse_cards("5c Ad"))).table == parse_cards("2d 4b")


def seed_000_opening() -> HandState:
    """The AGIMEG guide's opening as derived from its figures: table 7s, an asso, a 6 and a fante; Bruno (1)
    deals, Anna (0) leads with 7d, 6c and another card; Bruno holds a cavallo."""
    return deal(dealer=1, table="7s Ab 6d Fs", hands=["7d 6c 2c", "Cd 4c 5c"], names=["Anna", "Bruno"])


def test_seed_000_opening_equal_card_then_sum_then_scopa():
    """The AGIMEG guide: "Anna must take the 7 of spade with the settebello; Bruno's
    cavallo takes asso + fante; Anna's 6 of coppe takes the lone 6: scopa"."""
    s = seed_000_opening()
    assert [str(m) for m in s.legal_moves() if m.card == parse_card("7d")] == ["7d x 7s"]
    with pytest.raises(IllegalMoveError) as error:
        s.play("7d", takes="Ab 6d")
    assert error.value.reason is MoveReason.EQUAL_FIRST
    s = s.play("7d")
    s = s.play("Cd", takes="Ab Fs")
    assert s.table == parse_cards("6d")
    s = s.play("6c")
    assert s.scope == (1, 0)
    last = played(s)[-1]
    assert last.scopa and last.kind == "equal" and last.captured == parse_cards("6d")


def test_a_scopa_clears_the_table():
    """The AGIMEG guide: a capture that clears the table scores 1, whatever the card."""
    s = seed_000_opening().play("7d").play("Cd", takes="Ab Fs").play("6c")
    assert s.table == ()
    assert s.piles[0] == parse_cards("7d 7s 6c 6d")
    assert "Scopa" in played(s)[-1].describe(["Anna", "Bruno"])


def test_a_table_of_four_summing_to_ten_is_swept_for_a_scopa_at_the_first_play():
    """The AGIMEG guide FAQ: "asso, 2, 3 e 4 si prendono tutte con un re, ed è scopa"."""
    s = deal(dealer=1, table="Ad 2c 3s 4b", hands=["Rs 5c 6c", "Cd 4c 5s"])
    after = s.play("Rs")
    assert after.table == () and after.scope == (1, 0)
    assert played(after)[-1].scopa and set(played(after)[-1].captured) == set(s.table)


def test_after_a_scopa_the_next_card_stays_on_the_table():
    """The AGIMEG guide: "Dopo una scopa chi gioca non può prendere: la sua carta resta
    sola in tavola"."""
    s = seed_000_opening().play("7d").play("Cd", takes="Ab Fs").play("6c")
    assert all(m.capture == () for m in s.legal_moves())
    after = s.play("4c")
    assert after.table == parse_cards("4c")
    assert after.scope == (1, 0)


def end_position(hands: tuple[str, str], table: str, anna_pile: str, scope: tuple[int, int] = (1, 1),
                 **options: object) -> HandState:
    """A two-player hand just before play 35: Anna (0) to move, Bruno (1) the dealer, one card
    each; every card not named is in Bruno's pile."""
    return last_round(rules("classic", **options), hands, table, anna_pile, scope, ("Anna", "Bruno"))


# The AGIMEG guide's final piles as derived in the AGIMEG guide's figures (see test_scoring.py):
ANNA_FINAL = "4d 5d 6d 7d 6c Cc 2c 3c Rc 7s Cs 2s 3s 5b 2b Fb"


def seed_000_play_35(**options: object) -> HandState:
    """Play 35: Anna holds a cavallo, Bruno (dealer) a cavallo; table Cs 6b Ad 2d."""
    anna_pile = " ".join(c for c in ANNA_FINAL.split() if c not in ("Cc", "Cs"))
    return end_position(("Cc", "Cb"), "Cs 6b Ad 2d", anna_pile, **options)


def test_seed_000_play_35_equal_card_beats_the_sum():
    """The AGIMEG guide: "Play 35: Anna's cavallo must take the cavallo of spade,
    leaving 6 + 1 + 2"."""
    s = seed_000_play_35()
    assert [str(m) for m in s.legal_moves()] == ["Cc x Cs"]
    with pytest.raises(IllegalMoveError) as error:
        s.play("Cc", takes="6b Ad 2d")
    assert error.value.reason is MoveReason.EQUAL_FIRST
    assert s.play("Cc").table == parse_cards("6b Ad 2d")


def test_no_scopa_with_the_last_card_of_the_hand():
    """The AGIMEG guide: "play 36, Bruno (dealer, last card) takes 6 + 1 + 2 with a
    cavallo: table cleared, no scopa"."""
    s = seed_000_play_35().play("Cc")
    assert s.is_last_card
    end = s.play("Cb")
    last = played(end)[-1]
    assert last.player == 1 and set(last.captured) == set(parse_cards("6b Ad 2d"))
    assert not last.scopa
    assert end.scope == (1, 1)
    assert end.is_over and end.table == ()
    assert not any(isinstance(e, LastTake) for e in end.log)


def test_the_last_taker_takes_what_is_left_without_scopa():
    """The AGIMEG guide: "Giocata l'ultima carta, quelle rimaste in tavola vanno a chi
    ha preso per ultimo" - no scopa for that."""
    anna_pile = " ".join(c for c in ANNA_FINAL.split() if c not in ("Cc", "Cs"))
    s = end_position(("Cc", "Rs"), "Cs 6b Ad 2d", anna_pile).play("Cc")  # Anna takes last
    end = s.play("Rs")  # the re takes nothing: 6 + 1 + 2 + ... makes no 10
    assert end.is_over and end.table == ()
    take = end.log[-1]
    assert isinstance(take, LastTake)
    assert take.player == 0 and set(take.cards) == set(parse_cards("6b Ad 2d Rs"))
    assert set(take.cards) <= set(end.piles[0])
    assert end.scope == (1, 1)
    assert "Anna" in take.describe(["Anna", "Bruno"])


def test_a_finished_hand_accepts_no_move():
    """Issue 2 item 4: an illegal move raises with a reason; after the last card nothing is legal."""
    end = play_out(deal(seed=1), random.Random(0))[-1]
    assert end.is_over and end.legal_moves() == ()
    with pytest.raises(IllegalMoveError) as error:
        end.play("7d")
    assert error.value.reason is MoveReason.HAND_OVER and str(error.value) == say("move.hand_over")


# -- The log ---------------------------------------------------------------------------------------


def test_the_log_records_every_play_deal_and_the_last_take():
    """Issue 2 item 4: a log of events (what was captured, scopa, last take) that replays read."""
    states = play_out(deal(seed=21), random.Random(4))
    final = states[-1]
    plays = played(final)
    assert [p.number for p in plays] == list(range(1, 37))
    for before, after, event in zip(states[:-1], states[1:], plays, strict=True):
        assert event.player == before.to_move
        assert event.table_before == before.table
        assert event.card in before.hand() and event.card not in after.hand(event.player)
        assert set(event.captured) <= set(before.table)
        assert event.scopa == (after.scope[event.player] == before.scope[event.player] + 1)
        assert event.kind == ("none" if not event.captured else
                              "equal" if len(event.captured) == 1 else "sum")
    assert sum(p.scopa for p in plays) == sum(final.scope)
    assert sum(1 for e in final.log if isinstance(e, Dealt)) == 6
    takes = [e for e in final.log if isinstance(e, LastTake)]
    assert len(takes) <= 1 and (not takes or final.log[-1] is takes[0])
    for event in final.log:
        assert event.describe()  # every event can be told in words


def test_the_log_replays_to_the_same_state():
    """Issue 2 item 4: the log can be replayed - the same moves from the same deal give the same end."""
    states = play_out(deal(seed=33), random.Random(8))
    replayed = states[0]
    for event in played(states[-1]):
        replayed = replayed.play(event.move)
    assert replayed == states[-1]


# -- Illegal moves, explained ------------------------------------------------------------------------


def refusal(state: HandState, card: str, takes: str | None = None) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as error:
        state.play(card, takes=takes)
    return error.value


def says(error: IllegalMoveError, reason: MoveReason, **facts: object) -> bool:
    """The refusal is for ``reason`` and its message is that reason's sentence with ``facts``."""
    return error.reason is reason and str(error) == say(f"move.{reason.value}", **facts)


def test_illegal_sum_when_an_equal_card_lies_on_the_table():
    """The AGIMEG guide (a hand, 3), equal card first: "a 6 is on the table, so your 6 must take it, not 2 + 4"."""
    s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert says(refusal(s, "6s", "2d 4b"), MoveReason.EQUAL_FIRST,
                taken="2 + 4", rank=6, equal=card_label(parse_card("6c")))


def test_illegal_sum_that_does_not_add_up():
    """The AGIMEG guide (a hand, 3): cards "whose values sum to it"; the message does the sum for the learner."""
    s = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert says(refusal(s, "6s", "2d 5c"), MoveReason.BAD_SUM, taken="2 + 5", total=7, rank=6)


def test_illegal_to_take_nothing_when_a_capture_exists():
    """The AGIMEG guide (a hand, 4): capturing is compulsory for the card played."""
    s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert says(refusal(s, "6s", ""), MoveReason.MUST_CAPTURE, card=card_label(parse_card("6s")),
                option=the_card(parse_card("6c")))


def test_illegal_to_play_a_card_not_in_hand():
    """Issue 2 item 4: the player may only play a card they hold."""
    s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert says(refusal(s, "Cb"), MoveReason.NOT_IN_HAND, card=card_label(parse_card("Cb")), hand="6s Rc Rs")


def test_illegal_to_take_a_card_not_on_the_table():
    """Issue 2 item 4: a capture names table cards."""
    s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert says(refusal(s, "6s", "6d"), MoveReason.NOT_ON_TABLE, card=card_label(parse_card("6d")),
                table="6c 2d 4b Fd")


def test_illegal_to_take_both_equal_cards():
    """The AGIMEG guide (a hand, 3): two equal cards on the table, the player picks one (not both)."""
    s = deal(dealer=1, table="6c 6d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    assert says(refusal(s, "6s", "6c 6d"), MoveReason.TWO_EQUAL, card=card_label(parse_card("6s")),
                taken="6 + 6", rank=6)


def test_a_card_alone_with_a_choice_of_captures_asks_which():
    """The AGIMEG guide (a hand, 3): the player picks among sum groups - a bare card is ambiguous, and the message
    shows how to say which, the choices joined as the language joins them."""
    s = deal(dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])
    for lang in ("en", "it"):
        with using_language(lang):
            assert says(refusal(s, "6s"), MoveReason.AMBIGUOUS, card=card_label(parse_card("6s")),
                        options=or_list(["2 + 4 (2d 4b)", "1 + 5 (Ad 5c)"]), example="'6s x 2d 4b'")
    with using_language("it"):
        assert " o 1 + 5" in str(refusal(s, "6s"))  # the Italian "or" (issue 20: no English join)


def test_a_choice_between_two_equal_cards_names_both():
    """The AGIMEG guide (a hand, 3): "Two equal cards on the table: the player picks one" - the message asking which
    must tell the two apart."""
    s = deal(dealer=1, table="6c 6d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    six, cups, coins = parse_cards("6s 6c 6d")
    assert says(refusal(s, "6s"), MoveReason.AMBIGUOUS, card=card_label(six),
                options=or_list([the_card(cups), the_card(coins)]), example="'6s x 6c'")


def test_illegal_moves_are_never_applied():
    """Issue 2 item 4: a refused move leaves the state as it was (states are immutable)."""
    s = deal(dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])
    before = (s.hands, s.table, s.piles, s.log)
    with pytest.raises(IllegalMoveError) as error:
        s.play("6s", takes="2d 4b")
    assert error.value.reason is MoveReason.EQUAL_FIRST
    assert (s.hands, s.table, s.piles, s.log) == before


# -- What one player may see -------------------------------------------------------------------------


def cards_in(value: object) -> Iterator[Card]:
    """Every card reachable inside a value (tuples, sets, events)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_player_view_shows_no_hidden_card(players):
    """Issue 2 item 4 (an observer as in OpenSpiel's games): the view of one player shows the own hand,
    table, piles and what was played, never another hand or the stock."""
    for s in play_out(deal(rules("classic", players=players), seed=12), random.Random(3))[::5]:
        for p in range(players):
            view = s.view(p)
            assert isinstance(view, PlayerView)
            hidden = {c for q, h in enumerate(s.hands) if q != p for c in h} | set(s.stock)
            for f in dataclasses.fields(view):
                if f.name == "unseen":
                    continue
                assert not set(cards_in(getattr(view, f.name))) & hidden, f.name
            assert view.unseen == frozenset(hidden)
            assert view.hand == s.hands[p] and view.table == s.table
            assert view.hand_sizes == tuple(len(h) for h in s.hands)
            assert view.stock_size == len(s.stock)
            assert view.visible_hands is None


def test_unseen_cards_are_the_deck_minus_what_the_player_has_seen():
    """Issue 2 item 4: "what has been seen" - the first view in two leaves 33 cards unseen
    (the AGIMEG guide's figures: 3 cards among 33 unseen at the first play)."""
    s = deal(seed=4)
    view = s.view(s.to_move)
    assert len(view.unseen) == 33
    assert view.unseen == frozenset(DECK) - set(s.hand()) - set(s.table)


def test_the_view_offers_moves_only_to_the_player_to_move():
    """Issue 2 item 4: computer players and hints work from the view alone."""
    s = deal(seed=4)
    assert set(s.view(s.to_move).legal_moves()) == set(s.legal_moves())
    assert s.view(1 - s.to_move).legal_moves() == ()


def test_seed_000_last_two_plays_end_the_hand_2_to_4():
    """The AGIMEG guide: after plays 35 and 36 the hand scores 2-4 (Anna 16 cards and
    4 denari, Bruno 24 and 6; primiera 75-76; scope 1-1)."""
    end = seed_000_play_35().play("Cc").play("Cb")
    result = end.score()
    assert (len(end.piles[0]), len(end.piles[1])) == (16, 24)
    assert result["primiera"].values == (75, 76)
    assert result.totals == (2, 4)
    assert result.names == ("Anna", "Bruno")


def test_seed_000_with_the_sum_allowed_at_play_35_the_hand_ends_4_to_2():
    """The AGIMEG guide: "Had the sum been allowed at play 35, Anna would finish with
    6 denari and primiera 78 to 73, and the hand 4-2 for her" (Bruno's last cavallo takes the Cs,
    no scopa with the last card)."""
    s = seed_000_play_35(equal_first=False)
    assert {frozenset(m.capture) for m in s.legal_moves()} == {
        frozenset(parse_cards("Cs")), frozenset(parse_cards("6b Ad 2d"))}
    end = s.play("Cc", takes="6b Ad 2d").play("Cb")
    assert not played(end)[-1].scopa and end.scope == (1, 1)
    result = end.score()
    assert result["denari"].values == (6, 4)
    assert result["primiera"].values == (78, 73)
    assert result.totals == (4, 2)


def _cards_each_seat_holds(state: HandState) -> list[set[str]]:
    """Every card each seat holds during the hand (the first legal move each turn)."""
    held: list[set[str]] = [set() for _ in state.hands]
    while True:
        for seat, cards in enumerate(state.hands):
            held[seat] |= {str(c) for c in cards}
        if state.is_over:
            return held
        state = state.play(state.legal_moves()[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_deal_number_gives_each_seat_the_same_cards_whoever_deals(players: int) -> None:
    """Issue 13, names: the number a learner types deals the same hand everywhere. The Play page
    and ``scopa-learn play`` let the computer deal, ``deal(seed=...)`` defaults to player 0."""
    r = rules("classic", players=players)
    for seed in range(10):
        reference = deal(r, seed=seed)
        whole_hand = _cards_each_seat_holds(reference)
        for dealer in range(1, players):
            other = deal(r, seed=seed, dealer=dealer)
            assert other.dealer == dealer
            assert other.table == reference.table and other.hands == reference.hands
            assert _cards_each_seat_holds(other) == whole_hand  # every later deal too


def test_the_play_page_deals_what_deal_deals() -> None:
    """Issue 13: seed 0 on the Play page dealt a different hand than ``deal(seed=0)``."""
    from scopa_learn.widgets.play import PlayGame

    for seed in (0, 7, 123):
        game = PlayGame(opponent="beginner", seed=seed, start=True)
        first = game.history[0]
        assert first.hands == deal(seed=seed).hands and first.table == deal(seed=seed).table


@pytest.mark.parametrize("preset", ["classic", "scopone", "scopa-d-assi-online"])
def test_the_log_is_the_same_whichever_state_is_asked_first(preset):
    """Issue 10 (speed): a play keeps a compact record and the events are made when the log is
    first read. Asked last state first or first state first, every state's log is its
    predecessor's plus this play's events, each play as it happened (card, taken cards, the
    table before it, its number and player)."""
    rng = random.Random(5)
    states, moves = [deal(rules(preset), seed=21)], []
    while not states[-1].is_over:
        moves.append(rng.choice(states[-1].legal_moves()))
        states.append(states[-1].play(moves[-1]))
    replay = [deal(rules(preset), seed=21)]
    for move in moves:
        replay.append(replay[-1].play(move))
    backwards = [s.log for s in reversed(states)][::-1]
    forwards = [s.log for s in replay]
    assert backwards == forwards
    for before, after, move, log in zip(states, states[1:], moves, backwards[1:], strict=False):
        assert log[: len(before.log)] == before.log
        played = next(e for e in log[len(before.log):] if isinstance(e, Played))
        assert played.move == move and played.table_before == before.table
        assert played.number == after.plays_made and played.player == before.to_move
    assert states[-1] == replay[-1] and states[-1].log[-1] == replay[-1].log[-1]
    assert dataclasses.replace(states[-1], seed=None).log == states[-1].log


@pytest.mark.parametrize("preset", ["scopone", "scopa-d-assi", "scopa-d-assi-online"])
def test_every_redeal_rule_of_a_preset_is_told_in_both_languages(preset):
    """Issue 10 audit: a redeal is told in words whatever its rule (scopa d'assi online redeals
    for two assi: its event raised KeyError, as only the three re have a "plain" wording)."""
    r = rules(preset)
    told: dict[str, set[str]] = {}
    for seed in range(800):
        for event in deal(r, seed=seed).log:
            if isinstance(event, Redealt):
                told.setdefault(event.rule, set()).update({event.describe(), event.describe(lang="it")})
    assert set(told) == set(r.redeal)
    for rule, texts in told.items():
        assert len(texts) == 2 and all(t.strip() for t in texts), rule
