"""Scoring a hand: carte, denari, settebello, primiera, scope - each with its reason.

Sources: the AGIMEG guide "I punti della scopa" and "Primiera", the teams and napola page
"La Primiera a scopa", the AGIMEG guide "Scopa in 3", the AGIMEG guide's
example hand.
"""

from __future__ import annotations

import random
from itertools import product

import pytest

from scopa_learn import (
    DECK,
    SUITS,
    Card,
    ScopaError,
    deal,
    format_cards,
    parse_card,
    parse_cards,
    primiera,
    rules,
    score_hand,
)
from scopa_learn.engine.scoring import best_per_suit


def rest_of_deck(*piles: str) -> str:
    """The cards not named in ``piles``."""
    named = {c for p in piles for c in parse_cards(p)}
    return format_cards(c for c in DECK if c not in named)


def points(result, name: str) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    return tuple(result[name].points)


# -- Primiera ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("rank", "value"), [
    ("7", 21), ("6", 18), ("A", 16), ("5", 15), ("4", 14), ("3", 13), ("2", 12),
    ("F", 10), ("C", 10), ("R", 10),
])
def test_primiera_value_of_each_rank(rank, value):
    """The AGIMEG guide table, the teams and napola page: 7 = 21, 6 = 18, asso = 16, 5 = 15, 4 = 14,
    3 = 13, 2 = 12, fante/cavallo/re = 10."""
    for suit in "dcsb":
        assert primiera([parse_card(rank + suit)]) == value


def test_primiera_sums_the_best_card_of_each_suit():
    """The AGIMEG guide's scoring table: for each suit the best captured card by the table; sum the four.
    Hand-checked: 7d (21) over Ad; Ac (16) over 5c and 2c; 6s (18); Rb (10) -> 65."""
    cards = parse_cards("Ad 7d 2c 5c Ac 6s Rb Fb")
    assert best_per_suit(cards) == parse_cards("7d Ac 6s Rb")
    assert primiera(cards) == 21 + 16 + 18 + 10


def test_primiera_maximum_is_84_with_the_four_7s():
    """The AGIMEG guide: "Maximum 84 (four 7s)"."""
    assert primiera(parse_cards("7d 7c 7s 7b")) == 84
    assert primiera(DECK) == 84
    best = max(primiera(choice) for choice in product(*[[c for c in DECK if c.suit is s] for s in SUITS]))
    assert best == 84


def test_the_best_card_per_suit_is_shown_in_the_score():
    """Issue 2 item 5: primiera "with the best card per suit shown"; a missing suit shows None."""
    result = score_hand(["7d 7s 6c 5b 2b", "7c 7b 6s Ad 3d"])
    assert result.sides[0].primiera_cards == parse_cards("7d 6c 7s 5b")
    assert result.sides[1].primiera_cards == parse_cards("Ad 7c 6s 7b")
    assert score_hand(["7d", "7c"]).sides[0].primiera_cards == (parse_card("7d"), None, None, None)


def test_primiera_goes_to_the_higher_total():
    """The AGIMEG guide's scoring table: highest primiera (the AGIMEG guide: Bruno 76 beats Anna 75)."""
    result = score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"])
    assert points(result, "primiera") == (0, 1)
    assert result["primiera"].values == (75, 76)
    assert "75-76" in result["primiera"].reason


def test_equal_primiera_goes_to_nobody():
    """The AGIMEG guide's scoring table table: primiera tie -> nobody."""
    result = score_hand(["7d 7s 6c 5b", "7c 7b 6s 5d"])
    assert result["primiera"].values == (75, 75)
    assert points(result, "primiera") == (0, 0)
    assert "tie" in result["primiera"].reason


def test_a_side_lacking_a_suit_loses_the_primiera_to_a_side_with_all_four():
    """The AGIMEG guide, the teams and napola page: "A side lacking a suit cannot make primiera: the
    other side gets it if it has all four" - even with a lower total. Hand-checked: 7d 7c 7s = 63
    without bastoni, against Fd Fc Fs Fb = 40."""
    result = score_hand(["7d 7c 7s", "Fd Fc Fs Fb"])
    assert result["primiera"].values == (63, 40)
    assert points(result, "primiera") == (0, 1)
    assert "bastoni" in result["primiera"].reason


def test_when_both_sides_lack_a_suit_nobody_gets_the_primiera():
    """The AGIMEG guide: "if both lack a suit, nobody gets it"."""
    result = score_hand(["7d 7c 7s", "Ad Ac Ab"])
    assert points(result, "primiera") == (0, 0)
    assert "nobody" in result["primiera"].reason.lower()


# -- Carte, denari, settebello, scope -------------------------------------------------------------------


def two_piles(first: int, denari_first: int) -> tuple[str, str]:
    """Two piles splitting the deck: the first has ``first`` cards, ``denari_first`` of them denari."""
    denari = [c for c in DECK if c.suit.value == "d"]
    others = [c for c in DECK if c.suit.value != "d"]
    pile = denari[:denari_first] + others[:first - denari_first]
    return format_cards(pile), rest_of_deck(format_cards(pile))


def test_carte_21_of_40_wins_the_point():
    """The AGIMEG guide's scoring table table (the AGIMEG guide): carte to the most cards, at least 21 of 40."""
    result = score_hand(two_piles(21, 5))
    assert result["carte"].values == (21, 19)
    assert points(result, "carte") == (1, 0)
    assert "21-19" in result["carte"].reason


def test_carte_20_20_goes_to_nobody():
    """The AGIMEG guide's scoring table table (the AGIMEG guide): "20 a 20, a nessuno" (the teams and napola page's "20 or more" is a slip)."""
    result = score_hand(two_piles(20, 5))
    assert points(result, "carte") == (0, 0)
    assert "tie" in result["carte"].reason


def test_denari_6_of_10_wins_the_point():
    """The AGIMEG guide's scoring table table (the AGIMEG guide): denari to the most, at least 6 of 10."""
    result = score_hand(two_piles(20, 6))
    assert result["denari"].values == (6, 4)
    assert points(result, "denari") == (1, 0)


def test_denari_5_5_goes_to_nobody():
    """The AGIMEG guide's scoring table table (the AGIMEG guide): "5 a 5, a nessuno"."""
    result = score_hand(two_piles(22, 5))
    assert points(result, "denari") == (0, 0)
    assert "5-5" in result["denari"].reason


def test_settebello_is_a_point_for_whoever_took_it():
    """The AGIMEG guide's scoring table table: the 7 of denari, cannot tie."""
    assert points(score_hand(["7d", "Rb"]), "settebello") == (1, 0)
    assert points(score_hand(["Rb", "7d 2c"]), "settebello") == (0, 1)
    assert "settebello" in score_hand(["7d", "Rb"])["settebello"].reason


def test_one_point_per_scopa():
    """The AGIMEG guide's scoring table table: scope, 1 per scopa."""
    result = score_hand(two_piles(20, 5), scope=[3, 1])
    assert points(result, "scope") == (3, 1)
    without = score_hand(two_piles(20, 5), scope=[0, 0])
    assert (result.totals[0] - without.totals[0], result.totals[1] - without.totals[1]) == (3, 1)


def test_totals_are_the_sum_of_the_categories_and_every_category_has_a_reason():
    """Issue 2 item 5: each category with its reason; totals = sum of categories."""
    result = score_hand(["7d 7s 6c 5b Ad", rest_of_deck("7d 7s 6c 5b Ad")], scope=[2, 0])
    names = [c.name for c in result.categories]
    assert names == ["carte", "denari", "settebello", "primiera", "scope"]
    for i in range(2):
        assert result.totals[i] == sum(c.points[i] for c in result.categories)
    assert all(c.reason for c in result.categories)


# -- The AGIMEG guide's example hand -------------------------------------------------------------------------

# Final piles consistent with every figure of the AGIMEG guide's figures, derived by hand:
# Anna's primiera cards 7d 7s 6c 5b, Bruno's 7c 7b 6s Ad; Bruno holds Ad 2d 3d and not 4d (napola 3);
# the 6 + 1 + 2 left at play 35 is 6b Ad 2d; Bruno's 3d is his best denaro without Ad (so no 5d, 6d).
ANNA = "4d 5d 6d 7d 6c Cc 2c 3c Rc 7s Cs 2s 3s 5b 2b Fb"
BRUNO = rest_of_deck(ANNA)


def test_seed_000_piles_are_consistent_with_the_stated_figures():
    """The AGIMEG guide's figures: Anna 16 cards / 4 denari, Bruno 24 / 6; primiera cards as derived."""
    anna, bruno = parse_cards(ANNA), parse_cards(BRUNO)
    assert (len(anna), len(bruno)) == (16, 24)
    assert (sum(c.is_denaro for c in anna), sum(c.is_denaro for c in bruno)) == (4, 6)
    assert set(best_per_suit(anna)) == set(parse_cards("7d 7s 6c 5b"))
    assert set(best_per_suit(bruno)) == set(parse_cards("7c 7b 6s Ad"))
    assert set(parse_cards("Ad 2d 3d 6b")) <= set(bruno)
    assert not set(parse_cards("4d 5d 6d")) & set(bruno)


def test_seed_000_example_hand_scores_2_to_4():
    """The AGIMEG guide, "Il conteggio della smazzata": primiera 75-76, scope 1-1;
    Anna the settebello and a scopa, Bruno carte, denari, primiera and a scopa: 2-4."""
    result = score_hand([ANNA, BRUNO], scope=[1, 1], names=["Anna", "Bruno"])
    assert result["carte"].values == (16, 24) and points(result, "carte") == (0, 1)
    assert result["denari"].values == (4, 6) and points(result, "denari") == (0, 1)
    assert points(result, "settebello") == (1, 0)
    assert result["primiera"].values == (75, 76) and points(result, "primiera") == (0, 1)
    assert points(result, "scope") == (1, 1)
    assert result.totals == (2, 4)
    assert "Bruno" in result["primiera"].reason and "Anna" in result["settebello"].reason


def test_seed_000_with_napola_bruno_adds_3():
    """The AGIMEG guide, "La napola": "With napola Bruno would add 3 (asso, 2, 3 of
    denari, no 4)"."""
    result = score_hand([ANNA, BRUNO], scope=[1, 1], rules=rules("classic", napola=True))
    assert points(result, "napola") == (0, 3)
    assert result.totals == (2, 7)


def test_seed_000_what_if_the_sum_had_been_allowed_at_play_35():
    """The AGIMEG guide: with the sum at play 35 Anna takes 6b Ad 2d, Bruno the Cs:
    "Anna would finish with 6 denari and primiera 78 to 73, and the hand 4-2 for her"."""
    anna = parse_cards(ANNA.replace("Cs", "6b Ad 2d"))
    bruno = tuple(c for c in DECK if c not in set(anna))
    result = score_hand([anna, bruno], scope=[1, 1])
    assert result["denari"].values == (6, 4)
    assert result["primiera"].values == (78, 73)
    assert result.totals == (4, 2)


# -- Three players, teams -------------------------------------------------------------------------------

THREE_A = "7d 7c 7s 7b 6d 6c 6s 6b Ad Ac Ab As 2d 2c"  # 14 cards, 4 denari
THREE_B = "3d 4d 5d 3c 4c 5c 3s 4s 5s 3b 4b 5b 2s"     # 13 cards, 3 denari


def test_three_players_the_single_player_with_most_takes_carte_and_denari():
    """The AGIMEG guide "Scopa in 3": carte and denari to the single player with most,
    "almeno 14" cards and "almeno 4" denari."""
    third = rest_of_deck(THREE_A, THREE_B)
    result = score_hand([THREE_A, THREE_B, third], scope=[0, 0, 0], rules=rules("classic", players=3))
    assert result["carte"].values == (14, 13, 13) and points(result, "carte") == (1, 0, 0)
    assert result["denari"].values == (4, 3, 3) and points(result, "denari") == (1, 0, 0)
    assert points(result, "settebello") == (1, 0, 0)
    assert len(result.totals) == 3


def test_three_players_a_tie_at_the_top_gives_nobody_the_point():
    """The AGIMEG guide: "Con due giocatori pari in testa il punto non va a nessuno"."""
    a = "7d 7c 7s 7b 6d 6c 6s 6b Ad Ac Ab As 2d 2c"            # 14 cards, 4 denari
    b = "3d 4d 5d Rd 3c 4c 5c 3s 4s 5s 3b 4b 5b 2s"          # 14 cards, 4 denari
    result = score_hand([a, b, rest_of_deck(a, b)], rules=rules("classic", players=3))
    assert result["carte"].values == (14, 14, 12) and points(result, "carte") == (0, 0, 0)
    assert result["denari"].values == (4, 4, 2) and points(result, "denari") == (0, 0, 0)


@pytest.mark.parametrize("players", [4, 6])
def test_teams_pool_their_piles(players):
    """The AGIMEG guide "Scopa in 4 a coppie": partners' captures go in one pile and
    points are counted per couple (team)."""
    s = deal(rules("classic", players=players), seed=8)
    rng = random.Random(6)
    while not s.is_over:
        s = s.play(rng.choice(s.legal_moves()))
    result = s.score()
    assert len(result.totals) == 2
    for side, team in enumerate(s.rules.teams):
        pooled = [c for p in team for c in s.piles[p]]
        assert sorted(result.sides[side].cards) == sorted(pooled)
        assert result.sides[side].scope == sum(s.scope[p] for p in team)
    assert sum(len(side.cards) for side in result.sides) == 40


def test_score_hand_reads_piles_as_notation_or_cards():
    """Issue 2 "Public API": ``score_hand(piles, scope)``; cards or notation."""
    as_text = score_hand([ANNA, BRUNO], scope=[1, 1])
    as_cards = score_hand([parse_cards(ANNA), parse_cards(BRUNO)], scope=[1, 1])
    assert as_text.totals == as_cards.totals == (2, 4)
    assert isinstance(as_text.sides[0].cards[0], Card)


def test_a_card_in_two_piles_is_refused():
    """The AGIMEG guide's scoring table: "the piles add up to 40 cards and 10 denari" - each card is in one pile;
    The project's quality bar: bad input gets a clear error from the ScopaError family."""
    with pytest.raises(ScopaError):
        score_hand(["7d 7c", "7d"])


def test_a_reason_is_worded_in_the_language_the_score_was_made_in():
    """Issue 10 (speed): reasons are worded only when read, from the figures kept with the
    category; the language is the one the score was asked in, even if the default changes
    before the reason is read, and a category still compares and prints with its reason."""
    from scopa_learn import set_language

    piles = ["7d 7s 6c 5b", "7c 7b 6s Ad"]
    english = score_hand(piles, scope=[1, 0])
    italian = score_hand(piles, scope=[1, 0], lang="it")
    set_language("it")
    try:
        late = score_hand(piles, scope=[1, 0])
        assert english["primiera"].reason == "Player 2 has the best primiera (75-76)."
    finally:
        set_language("en")
    assert late.lang == "it" and late["settebello"].reason.startswith("Giocatore 1 ha preso")
    assert italian["primiera"].reason == "Giocatore 2 ha la primiera migliore (75-76)."
    assert italian.in_language("en")["primiera"] == english["primiera"]
    assert italian["primiera"] != english["primiera"]  # same figures, other words
    assert "reason='Player 2 has the best primiera (75-76).'" in repr(english["primiera"])


def test_a_missing_suit_is_named_only_when_it_cost_that_side_the_primiera() -> None:
    # Le regole della scopa: the primiera needs a card of each suit. A side that lacks a suit but
    # came last anyway lost on its total: the reason is the plain count, not the missing suit
    # (issue 21: chapter 8 said "a side needs all four suits" for a pile that was behind).
    from scopa_learn import parse_cards, score_hand

    complete = parse_cards("7d 7c 7s 7b")                 # 84
    behind = parse_cards("Ad 2c 3s")                        # no bastoni, 16 + 12 + 13 = 41
    ahead = parse_cards("7d 7c 7s 6d 6c 6s")                # no bastoni, 21 * 3 = 63
    low = parse_cards("Ad 2c 3s 4b")                        # 16 + 12 + 13 + 14 = 55
    plain = score_hand([complete, behind], names=["Anna", "Bruno"])["primiera"]
    assert plain.winner == 0 and "four suits" not in plain.reason and "84" in plain.reason
    trap = score_hand([low, ahead], names=["Anna", "Bruno"])["primiera"]
    assert trap.winner == 0 and "four suits" in trap.reason and "Bruno" in trap.reason
