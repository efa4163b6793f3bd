"""Captures in the classic game: equal card first, sums, choices, compulsory capture.

Sources: The AGIMEG guide (a hand, 3, 4 and 7); the AGIMEG guide ("Come si prende a
scopa: carta uguale o somma", FAQ); the online game's rules page ("Come si prende: carta uguale o somma").
"""

from __future__ import annotations

import pytest

from scopa_learn import CardParseError, ScopaError, explain_captures, legal_captures, parse_cards


def captures(card: str, table: str) -> set[frozenset[str]]:
    """The legal captures as sets of card names, so that order does not matter."""
    return {frozenset(str(c) for c in capture) for capture in legal_captures(card, table)}


def group(text: str) -> frozenset[str]:
    return frozenset(text.split())


def test_a_card_takes_the_table_card_of_equal_value():
    """The AGIMEG guide: "Il 5 di denari prende il 5 di coppe"."""
    assert captures("5d", "5c Rb 2s") == {group("5c")}


def test_equal_card_first_even_when_a_sum_is_possible():
    """The AGIMEG guide: "C'è un 6 in tavola, quindi il 6 di spade prende
    quello: 2 + 4 non si può prendere"."""
    assert captures("6s", "6c 2d 4b Fd") == {group("6c")}


def test_equal_first_in_seed_001_example():
    """The online game's rules page: "se giochi un tre e sul tavolo ci sono un tre e un asso con un due, prendi il tre"."""
    assert captures("3d", "3c Ab 2s") == {group("3c")}


def test_without_an_equal_card_a_sum_is_taken():
    """The AGIMEG guide: "In tavola non c'è un 6: il 6 di denari prende 2 + 4 e lascia il fante"."""
    assert captures("6d", "2s 4b Fc") == {group("2s 4b")}


def test_two_equal_cards_the_player_picks_one():
    """The AGIMEG guide: "con il 7 di denari e il 7 di coppe in tavola, il tuo 7 prende il
    settebello" - either 7, never both."""
    assert captures("7s", "7d 7c 3b") == {group("7d"), group("7c")}


def test_several_sum_groups_the_player_picks():
    """The AGIMEG guide: "Il cavallo ... prende 4 + 5 oppure asso + 3 + 5"."""
    assert captures("Cs", "4c 5b Ad 3d") == {group("4c 5b"), group("5b Ad 3d")}


def test_re_takes_a_re_or_else_a_sum():
    """The AGIMEG guide: "Il re di denari prende un altro re; se in tavola non ce n'è, prende 6 + 4 oppure
    7, 2 e asso"."""
    assert captures("Rd", "Rc 6s 4b") == {group("Rc")}
    assert captures("Rd", "6s 4b 7c 2b Ac") == {group("6s 4b"), group("7c 2b Ac")}


def test_every_sum_group_is_offered_and_no_other():
    """The AGIMEG guide (a hand, 3): two or more table cards whose values sum to the card; every such group is a
    choice. Hand-checked: 9 on A 3 4 5 5 -> 4+5, 4+5 (the other 5), A+3+5, A+3+5 (other 5)."""
    assert captures("Cs", "Ac 3d 4b 5s 5c") == {
        group("4b 5s"), group("4b 5c"), group("Ac 3d 5s"), group("Ac 3d 5c"),
    }


def test_a_card_that_takes_nothing_stays_on_the_table():
    """The AGIMEG guide: "Se non prende niente, resta in tavola" - the answer is ``((),)``."""
    assert legal_captures("6s", "Rb Fc") == ((),)
    assert legal_captures("6s", "") == ((),)


def test_capturing_is_compulsory_nothing_is_not_offered_when_a_capture_exists():
    """The AGIMEG guide, the online game's rules page: "se la carta che cali può prendere, deve prendere"."""
    for card, table in [("6s", "6c 2d"), ("6s", "2d 4b Ad 5c"), ("Rb", "Ad 2c 3s 4b")]:
        assert () not in legal_captures(card, table)


def test_a_single_card_is_only_taken_by_its_equal():
    """The AGIMEG guide FAQ: "l'asso ... prende solo un altro asso, perché due carte insieme fanno almeno 2";
    a lone card of another value is never a capture."""
    assert captures("Ac", "Rb 2s") == {frozenset()}
    assert captures("Ac", "Ab 2s") == {group("Ab")}
    assert captures("7c", "5b Rd") == {frozenset()}


def test_a_table_of_four_summing_to_ten_or_less_is_swept_at_the_first_play():
    """The AGIMEG guide FAQ: "asso, 2, 3 e 4 si prendono tutte con un re, ed è scopa"."""
    table = "Ad 2c 3s 4b"
    assert captures("Rs", table) == {group(table)}
    explained = explain_captures("Rs", table)
    assert [o.scopa for o in explained.options] == [True]


def test_a_capture_that_clears_the_table_is_explained_as_scopa():
    """The AGIMEG guide: "In tavola un 3 e un 4, in mano il 7 di denari: prendi 3 + 4 e hai fatto scopa"."""
    explained = explain_captures("7d", "3c 4s")
    assert [(o.kind, o.scopa) for o in explained.options] == [("sum", True)]
    assert "scopa" in explained.reason


def test_the_same_clearing_capture_with_the_last_card_is_not_scopa():
    """The AGIMEG guide: "tranne con l'ultima carta della smazzata"."""
    explained = explain_captures("7d", "3c 4s", last_card=True)
    assert [o.scopa for o in explained.options] == [False]
    assert "last card" in explained.reason


def test_explanations_give_the_rule_in_words():
    """Issue 2 item 3: captures with reasons (equal first over a sum; compulsory; stays)."""
    equal = explain_captures("6s", "6c 2d 4b")
    assert "equal card comes first" in equal.reason and "2 + 4" in equal.reason
    assert "compulsory" in equal.reason
    stays = explain_captures("6s", "Rb Fc")
    assert "stays on the table" in stays.reason
    assert stays.captures == ((),)


def test_captures_accept_cards_or_text_and_reject_bad_text():
    """Issue 2 "Public API": ``legal_captures(card, table)`` takes cards or notation."""
    assert legal_captures(parse_cards("6s")[0], parse_cards("6c")) == legal_captures("6s", "6c")
    with pytest.raises(CardParseError):
        legal_captures("6z", "6c")
    with pytest.raises(CardParseError):
        legal_captures("6s", "6c 6c")


def test_the_played_card_cannot_also_lie_on_the_table():
    """The AGIMEG guide: each card is in the deck once, so the card played is not on the table;
    The project's quality bar: bad input gets a clear error from the ScopaError family."""
    with pytest.raises(ScopaError):
        legal_captures("6s", "6s 2d")
