"""The deck and the card notation.

Sources: the AGIMEG guide ("Come si prende a scopa", and the teams and napola page, the
values of the figures) and issue 2, "Build" item 1 (notation, names, errors).
"""

from __future__ import annotations

import pytest

from scopa_learn import (
    DECK,
    SETTEBELLO,
    SUITS,
    Card,
    CardParseError,
    ScopaError,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
)

SUIT_LETTERS = {"d": Suit.DENARI, "c": Suit.COPPE, "s": Suit.SPADE, "b": Suit.BASTONI}


def test_the_deck_has_40_cards_ten_per_suit():
    """The AGIMEG guide: 40 cards, four suits, asso (1) to re (10) in each."""
    assert len(DECK) == 40
    assert len(set(DECK)) == 40
    assert set(SUITS) == set(Suit)
    for suit in Suit:
        assert sorted(c.rank for c in DECK if c.suit is suit) == list(range(1, 11))


def test_capture_value_is_the_number_and_figures_are_8_9_10():
    """The AGIMEG guide: "l'asso 1, dal 2 al 7 il numero stampato, il fante 8, il cavallo 9 e il re 10"."""
    assert parse_card("Ad").rank == 1
    assert [parse_card(f"{n}c").rank for n in range(2, 8)] == list(range(2, 8))
    assert (parse_card("Fs").rank, parse_card("Cs").rank, parse_card("Rs").rank) == (8, 9, 10)


def test_settebello_is_the_7_of_denari():
    """The AGIMEG guide's scoring table: the settebello is the 7 of denari."""
    assert SETTEBELLO.rank == 7 and SETTEBELLO.suit is Suit.DENARI
    assert parse_card("settebello") is SETTEBELLO


def test_notation_rank_then_suit_letter():
    """Issue 2 item 1: notation ``7d``, ``10b``; suits d c s b (denari, coppe, spade, bastoni)."""
    assert parse_card("7d") == Card(7, Suit.DENARI)
    assert parse_card("10b") == Card(10, Suit.BASTONI)
    for letter, suit in SUIT_LETTERS.items():
        assert parse_card("3" + letter).suit is suit


@pytest.mark.parametrize("text", ["rb", "RB", "rB", "Rb", "10B", " Rb ", "\tRb\n"])
def test_notation_is_case_insensitive_and_ignores_surrounding_space(text):
    """Issue 2 item 1: the notation is case-insensitive."""
    assert parse_card(text) == Card(10, Suit.BASTONI)


@pytest.mark.parametrize(("letter", "number"), [("A", 1), ("F", 8), ("C", 9), ("R", 10)])
def test_letters_and_numbers_name_the_same_rank(letter, number):
    """Issue 2 item 1: A/F/C/R for asso, fante, cavallo, re; numbers 1-10 accepted too."""
    for suit in SUIT_LETTERS:
        assert parse_card(letter + suit) is parse_card(f"{number}{suit}")


@pytest.mark.parametrize(("text", "expected"), [
    ("7 di denari", "7d"),
    ("asso di spade", "As"),
    ("fante di denari", "Fd"),
    ("cavallo di coppe", "Cc"),
    ("re di bastoni", "Rb"),
    ("seven of coins", "7d"),
    ("Seven Of Coins", "7d"),
    ("ace of swords", "As"),
    ("king of batons", "Rb"),
    ("two of cups", "2c"),
    ("settebello", "7d"),
    ("SETTEBELLO", "7d"),
])
def test_names_in_italian_and_english(text, expected):
    """Issue 2 item 1: names in Italian and English ("settebello", "7 di denari", "seven of coins")."""
    assert str(parse_card(text)) == expected


def test_several_cards_in_one_string():
    """Issue 2 item 1: several cards in one string (``"7d 3c Rb"``), spaces or commas."""
    expected = (Card(7, Suit.DENARI), Card(3, Suit.COPPE), Card(10, Suit.BASTONI))
    assert parse_cards("7d 3c Rb") == expected
    assert parse_cards("7d,3c, Rb") == expected
    assert parse_cards(["7d", "3c", "Rb"]) == expected
    assert parse_cards("7 di denari, 3 di coppe, re di bastoni") == expected
    assert parse_cards("") == ()


@pytest.mark.parametrize("text", ["7d 7d", "7d, 7D", "settebello 7d", "Rb 10b"])
def test_a_card_named_twice_is_rejected(text):
    """The AGIMEG guide: each card is in the deck once, so a list naming one twice is an error."""
    with pytest.raises(CardParseError) as error:
        parse_cards(text)
    assert repr(text) in str(error.value)
    assert "twice" in str(error.value)


@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_card_round_trips_through_its_notation(card):
    """Issue 2 item 1: ``str(card)`` round-trips through the parser, for all 40 cards."""
    text = str(card)
    assert parse_card(text) is card
    assert parse_card(text.lower()) is card and parse_card(text.upper()) is card
    assert parse_card(card.name("it")) is card
    assert parse_card(card.name("en")) is card


def test_a_list_of_cards_round_trips():
    """Issue 2 item 1: format_cards is the inverse of parse_cards."""
    assert parse_cards(format_cards(DECK)) == DECK


@pytest.mark.parametrize("text", ["7x", "11d", "0d", "", "seven", "7d3c", "re di picche", "8z"])
def test_bad_text_raises_our_error_quoting_it_with_an_example(text):
    """Issue 2 item 1: the error is the project's own ValueError, quotes the input, shows an example."""
    with pytest.raises(CardParseError) as error:
        parse_card(text)
    message = str(error.value)
    assert isinstance(error.value, ScopaError) and isinstance(error.value, ValueError)
    assert repr(text) in message
    assert "'7d'" in message  # a valid example the reader can copy


@pytest.mark.parametrize("value", [None, 7, 7.0, b"7d"])
def test_a_value_that_is_not_text_is_a_parse_error(value):
    """Issue 2 item 1 and the project's quality bar: bad input gets a clear error from the ScopaError family."""
    with pytest.raises(CardParseError):
        parse_card(value)
    with pytest.raises(CardParseError):
        parse_cards([value])


def test_a_tuple_holding_something_unhashable_is_a_parse_error():
    """Issue 10 audit: a tuple is looked at in one go as cards; a list inside it (unhashable)
    is named by the parser, not a TypeError from the look."""
    with pytest.raises(CardParseError, match=r"\[7\] is not a card"):
        parse_cards(([7],))
    with pytest.raises(CardParseError, match="twice"):
        parse_cards((parse_card("7d"), parse_card("7d")))


@pytest.mark.parametrize("value", [None, 7])
def test_parse_cards_of_a_value_that_is_not_text_is_a_parse_error(value):
    """Issue 2 item 1 and the project's quality bar: bad input gets a clear error from the ScopaError family."""
    with pytest.raises(CardParseError):
        parse_cards(value)


@pytest.mark.parametrize("text", ["7d 7x", "7d, nope"])
def test_one_bad_card_in_a_list_names_the_bad_one(text):
    """Issue 2 item 1: the error quotes what did not parse."""
    with pytest.raises(CardParseError) as error:
        parse_cards(text)
    assert text.split()[-1].strip(",") in str(error.value)


@pytest.mark.parametrize("text", ["7\u017f", "\u212ad", "\u212a\u017f"])
def test_unicode_case_folding_lookalikes_are_a_parse_error(text):
    """Issue 2 "Tests": any string yields a card or the project's parse error, nothing else.

    U+017F (long s) and U+212A (Kelvin sign) match ``s`` and ``k`` under ``re.IGNORECASE``.
    """
    with pytest.raises(CardParseError):
        parse_card(text)


def test_cards_are_interned_and_ordered_by_suit_then_rank():
    """Issue 2 item 1: cards are small immutable values; the deck order is d, c, s, b then rank."""
    assert Card(7, Suit.DENARI) is SETTEBELLO
    assert list(DECK) == sorted(DECK)
    assert DECK[0] == parse_card("Ad") and DECK[-1] == parse_card("Rb")
    assert parse_card("Rd") < parse_card("Ac")
    with pytest.raises(AttributeError):
        SETTEBELLO.rank = 6  # type: ignore[misc]


@pytest.mark.parametrize(("rank", "suit"), [(0, Suit.DENARI), (11, Suit.COPPE), (7, "d")])
def test_card_constructor_rejects_impossible_cards(rank, suit):
    """The AGIMEG guide: ranks 1-10, four suits; anything else is the project's error."""
    with pytest.raises(ScopaError):
        Card(rank, suit)
