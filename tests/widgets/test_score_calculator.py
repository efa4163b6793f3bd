"""The score calculator's controller: piles and scope in, the engine's score out, under any rules.

The facts checked come from the rule sources: the AGIMEG guide's example hand (Anna 16 cards /
4 denari / settebello / 1 scopa / primiera 75, Bruno 24 / 6 / 1 scopa / primiera 76, hand 2-4,
napola 3 for Bruno), the scoring table (the AGIMEG guide, the online game's rules page) and the
variants (the AGIMEG guide, the card room's house rules, the teams and napola page). Every bad action must
leave a message and a working widget (issue 3, "bad input shows why and keeps working").
"""

from __future__ import annotations

import json

import pytest

from scopa_learn import DECK, ScopaError
from scopa_learn.widgets.base import controller_class
from scopa_learn.widgets.score_calculator import ScoreCalculator

# The AGIMEG guide's example hand: piles that agree with every fact derived from it (Anna's primiera
# cards 7d 7s 6c 5b, Bruno's 7c 7b 6s Ad; Bruno has Ad 2d 3d but not the 4d; 16 and 24 cards,
# 4 and 6 denari), checked by hand card by card.
ANNA = "4d 5d 6d 7d Ac 2c 6c Cc As 2s 7s Cs Rs 4b 5b Rb"
BRUNO = "Ad 2d 3d Fd Cd Rd 3c 4c 5c 7c Fc Rc 3s 4s 5s 6s Fs Ab 2b 3b 6b 7b Fb Cb"


@pytest.fixture
def calc() -> ScoreCalculator:
    return ScoreCalculator(piles=[ANNA, BRUNO], scope=[1, 1], names=["Anna", "Bruno"])


def points(calc: ScoreCalculator, category: str) -> list[int]:
    found = [c for c in calc.view()["categories"] if c["name"] == category]
    assert found, f"no category {category!r}"
    return list(found[0]["points"])


def test_seed_000_example_hand_scores_2_to_4(calc: ScoreCalculator) -> None:
    """The AGIMEG guide: carte and denari to Bruno, settebello to Anna, primiera 75-76 to Bruno, a
    scopa each: 2-4."""
    view = calc.view()
    assert view["error"] is None
    assert [s["count"] for s in view["sides"]] == [16, 24]
    assert [s["denari"] for s in view["sides"]] == [4, 6]
    assert [s["primiera"] for s in view["sides"]] == [75, 76]
    assert view["sides"][0]["primiera_cards"] == ["7d", "6c", "7s", "5b"]
    assert view["sides"][1]["primiera_cards"] == ["Ad", "7c", "6s", "7b"]
    assert points(calc, "settebello") == [1, 0]
    assert points(calc, "primiera") == [0, 1]
    assert view["totals"] == [2, 4]
    assert view["check"].startswith("In the piles: cards 40, denari 10")


def test_the_view_is_plain_json_and_draws_one_row_per_suit(calc: ScoreCalculator) -> None:
    view = json.loads(json.dumps(calc.view()))
    anna = view["sides"][0]
    assert [row["suit"] for row in anna["suits"]] == ["denari", "coppe", "spade", "bastoni"]
    assert [row["count"] for row in anna["suits"]] == [4, 4, 5, 3]
    # The primiera cards are outlined in the drawing (the "choice" highlight).
    assert 'data-card="7d"' in anna["suits"][0]["svg"]


def test_napola_switched_on_adds_3_to_the_side_with_asso_2_3_of_denari(
    calc: ScoreCalculator,
) -> None:
    """The AGIMEG guide: with the napola Bruno would add 3 (asso, 2, 3 of denari, no 4)."""
    calc.handle({"type": "toggle_option", "name": "napola"})
    assert calc.view()["error"] is None
    assert calc.view()["rules"]["napola"] is True
    assert points(calc, "napola") == [0, 3]
    assert calc.view()["totals"] == [2, 7]
    calc.handle({"type": "toggle_option", "name": "napola"})
    assert calc.view()["totals"] == [2, 4]


def test_napola_grows_with_the_4_of_denari(calc: ScoreCalculator) -> None:
    """The AGIMEG guide / the teams and napola page: with the 4 the napola is worth 4."""
    calc.handle({"type": "set_options", "options": {"napola": True}})
    calc.handle({"type": "set_pile", "side": 0, "cards": ANNA.replace("4d ", "")})
    calc.handle({"type": "set_pile", "side": 1, "cards": BRUNO + " 4d"})
    assert calc.view()["error"] is None
    assert points(calc, "napola") == [0, 4]


def test_napola_off_takes_its_house_rules_with_it(calc: ScoreCalculator) -> None:
    calc.handle({"type": "set_options", "options": {"napola": True, "napola_stop_at_6": True}})
    assert calc.view()["rules"]["napola_stop_at_6"] is True
    calc.handle({"type": "set_options", "options": {"napola": False, "napola_stop_at_6": False}})
    assert calc.view()["error"] is None
    assert calc.view()["rules"]["napola"] is False
    assert "napola" not in [c["name"] for c in calc.view()["categories"]]


def test_a_napola_house_rule_without_the_napola_is_refused_and_nothing_changes(
    calc: ScoreCalculator,
) -> None:
    calc.handle({"type": "toggle_option", "name": "napola_stop_at_6"})
    assert "napola" in calc.view()["error"]
    assert calc.view()["rules"]["napola_stop_at_6"] is False
    assert calc.view()["totals"] == [2, 4]


def test_napoleone_with_instant_win_names_the_winner() -> None:
    """The AGIMEG guide: all ten denari, the napoleone, are worth 10, and in some houses win at once."""
    denari = " ".join(str(c) for c in DECK if c.is_denaro)
    calc = ScoreCalculator(piles=[denari, "7c"], names=["Anna", "Bruno"])
    calc.handle({"type": "set_options", "options": {"napola": True, "napoleone_wins": True}})
    assert points(calc, "napola") == [10, 0]
    assert calc.view()["instant_winner"] == "Anna"


def test_re_bello_as_an_extra_point_goes_to_whoever_has_the_re_of_denari(
    calc: ScoreCalculator,
) -> None:
    """The AGIMEG guide: the re bello added to the points of the pile (Bruno holds the Rd here)."""
    calc.handle({"type": "set_option", "name": "re_bello", "value": "extra"})
    assert points(calc, "re bello") == [0, 1]
    assert calc.view()["totals"] == [2, 5]


def test_re_bello_replacing_the_primiera_drops_the_primiera(calc: ScoreCalculator) -> None:
    """The AGIMEG guide: a Sicilian variant where the re bello takes the primiera's place."""
    calc.handle({"type": "set_option", "name": "re_bello", "value": "replaces-primiera"})
    names = [c["name"] for c in calc.view()["categories"]]
    assert "primiera" not in names and "re bello" in names
    # Bruno loses the primiera point and gains the re bello: still 2-4.
    assert calc.view()["totals"] == [2, 4]


def test_settanta_gives_a_point_for_a_primiera_of_four_sevens() -> None:
    """The AGIMEG guide: settanta, the primiera with the four 7s, worth one point more."""
    calc = ScoreCalculator(piles=["7d 7c 7s 7b", "Ad 2c 3s 4b"], scope=[0, 0])
    calc.handle({"type": "toggle_option", "name": "settanta"})
    assert points(calc, "settanta") == [1, 0]


def test_settanta_with_a_re_bello_that_replaces_the_primiera_is_refused(
    calc: ScoreCalculator,
) -> None:
    calc.handle({"type": "toggle_option", "name": "settanta"})
    calc.handle({"type": "set_option", "name": "re_bello", "value": "replaces-primiera"})
    assert "settanta" in calc.view()["error"]
    assert calc.view()["rules"]["re_bello"] == "off"
    assert calc.view()["rules"]["settanta"] is True


def test_a_card_in_both_piles_is_refused_and_the_pile_stays(calc: ScoreCalculator) -> None:
    calc.handle({"type": "set_pile", "side": 0, "cards": ANNA + " Ad"})
    assert (
        calc.view()["error"]
        == "The asso of coins is in two piles: each card can be taken only once."
    )
    assert calc.view()["sides"][0]["count"] == 16
    # Still working: a good action clears the message.
    calc.handle({"type": "set_pile", "side": 0, "cards": "7d"})
    assert calc.view()["error"] is None
    assert calc.view()["sides"][0]["cards"] == "7d"


def test_a_word_that_is_not_a_card_is_refused(calc: ScoreCalculator) -> None:
    calc.handle({"type": "set_pile", "side": 1, "cards": "7d 9q"})
    assert "'9q' is not a card" in calc.view()["error"]
    assert calc.view()["sides"][1]["count"] == 24


@pytest.mark.parametrize("count", [-1, "two", None])
def test_a_bad_number_of_scope_is_refused(calc: ScoreCalculator, count: object) -> None:
    calc.handle({"type": "set_scope", "side": 0, "count": count})
    assert "is not a number of scope" in calc.view()["error"]
    assert calc.view()["sides"][0]["scope"] == 1


def test_each_scopa_is_a_point(calc: ScoreCalculator) -> None:
    """The AGIMEG guide's scoring table: scope, 1 per scopa."""
    calc.handle({"type": "set_scope", "side": 0, "count": "3"})
    assert points(calc, "scope") == [3, 1]
    assert calc.view()["totals"] == [4, 4]


def test_a_side_that_does_not_exist_is_refused(calc: ScoreCalculator) -> None:
    calc.handle({"type": "set_scope", "side": 2, "count": 1})
    assert "There is no side 2" in calc.view()["error"]


def test_an_unknown_option_is_named(calc: ScoreCalculator) -> None:
    calc.handle({"type": "set_option", "name": "jokers", "value": True})
    assert "jokers" in calc.view()["error"]
    calc.handle({"type": "toggle_option", "name": "deck"})
    assert "'deck' is not a rule option that can be switched" in calc.view()["error"]
    calc.handle({"type": "set_options", "options": "napola"})
    assert "is not a set of rule options" in calc.view()["error"]
    assert calc.view()["totals"] == [2, 4]


def test_three_players_each_for_themselves() -> None:
    """The AGIMEG guide: in three, carte to the single player with most (14-13-13 here); a tie at the
    top gives nobody the point."""
    calc = ScoreCalculator(
        piles=[
            "2d 3d 6d Rd 2c Fc As 2s 4s Rs 3b 5b Fb Cb",
            "Ad Ac 3c 4c 5c Cc Rc 3s 7s Fs 4b 6b Rb",
            "4d 5d 7d Fd Cd 6c 7c 5s 6s Cs Ab 2b 7b",
        ],
        scope=[0, 1, 0],
        options={"players": 3},
    )
    assert points(calc, "carte") == [1, 0, 0]
    calc.handle({"type": "set_pile", "side": 2, "cards": "5d 7d Fd Cd 6c 7c 5s 6s Cs Ab 2b 7b"})
    calc.handle(
        {"type": "set_pile", "side": 1, "cards": "Ad Ac 3c 4c 5c Cc Rc 3s 7s Fs 4b 6b Rb 4d"}
    )
    assert calc.view()["error"] is None
    assert points(calc, "carte") == [0, 0, 0]  # 14-14-12
    assert points(calc, "denari") == [0, 0, 0]  # 4-2-4


def test_a_bad_setup_is_an_error_the_site_can_show() -> None:
    with pytest.raises(ScopaError, match="two or three piles"):
        ScoreCalculator(piles=["7d"], scope=[0])
    with pytest.raises(ScopaError, match="in two piles"):
        ScoreCalculator(piles=["7d", "7d"])
    assert controller_class("score_calculator") is ScoreCalculator
