"""Rules as data: the classic presets, their deal sizes and targets, options, the three-kings redeal.

Sources: The AGIMEG guide, "The match (partita)", "Redeals" (from the AGIMEG guide, the teams and napola page)
and issue 2, "Build" item 2.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations
from math import comb

import pytest

from scopa_learn import (
    DECK,
    PRESETS,
    RuleOptionError,
    Rules,
    ScopaError,
    UnknownVariantError,
    find_preset,
    parse_cards,
    rules,
)
from scopa_learn.engine.dealing import redeal_rule


def test_classic_is_two_players_to_11():
    """Issue 2 item 2: ``rules("classic")`` is two players; the AGIMEG guide: target 11 in two."""
    r = rules("classic")
    assert (r.players, r.target) == (2, 11)
    assert r == rules()


@pytest.mark.parametrize(("players", "target"), [(2, 11), (3, 16), (4, 21), (6, 21)])
def test_classic_targets_per_player_count(players, target):
    """The AGIMEG guide: 11 for two players, 16 for three, 21 for couples (and the 6 in teams)."""
    assert rules("classic", players=players).target == target


@pytest.mark.parametrize(("players", "deals", "each"), [(2, 6, 18), (3, 4, 12), (4, 3, 9), (6, 2, 6)])
def test_deal_sizes_per_player_count(players, deals, each):
    """The AGIMEG guide (a hand, 1): 3 each and 4 on the table; 2 players 6 deals (18 each), 3 players 4
    deals (12 each), 4 players 3 deals (9 each), 6 players 2 deals (6 each)."""
    r = rules("classic", players=players)
    assert (r.hand_size, r.table_size) == (3, 4)
    assert r.deals_per_hand == deals
    assert r.deals_per_hand * r.hand_size == each
    assert r.table_size + players * each == 40
    assert r.plays_per_hand == 36


def test_teams_sit_alternately_and_pool():
    """The AGIMEG guide's scoring table (teams pool their piles) and the teams and napola page: teams alternate around the table."""
    assert rules("classic", players=2).teams == ((0,), (1,))
    assert rules("classic", players=3).teams == ((0,), (1,), (2,))
    assert rules("classic", players=4).teams == ((0, 2), (1, 3))
    assert rules("classic", players=6).teams == ((0, 2, 4), (1, 3, 5))
    assert [rules("classic", players=6).side_of(p) for p in range(6)] == [0, 1, 0, 1, 0, 1]


def test_options_are_keyword_arguments():
    """Issue 2 item 2: options as keyword arguments (``target=21``)."""
    r = rules("classic", target=21)
    assert r.target == 21 and r.players == 2
    assert rules("classic", players=4, target=11).target == 11  # "c'è chi gioca a 11 anche in quattro"
    assert r.replace(target=31).target == 31


def test_rules_are_frozen():
    """Issue 2 item 2: a frozen ``Rules`` record."""
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules().target = 5  # type: ignore[misc]


def test_unknown_preset_lists_the_known_ones():
    """Issue 2 item 2: an unknown name raises an error listing the known ones."""
    with pytest.raises(UnknownVariantError) as error:
        rules("briscola")
    message = str(error.value)
    assert "'briscola'" in message
    for name in PRESETS:
        assert name in message


def test_unknown_option_lists_the_known_ones():
    """Issue 6 "Build": an unknown option is an error that says which."""
    with pytest.raises(UnknownVariantError) as error:
        rules("classic", napoli=True)
    message = str(error.value)
    assert "'napoli'" in message and "napola" in message and "target" in message


@pytest.mark.parametrize("players", [1, 5, 7])
def test_player_counts_outside_2_3_4_6_are_refused(players):
    """The AGIMEG guide (a hand, 1): scopa is played in 2, 3, 4 (couples) or 6 (two teams of three)."""
    with pytest.raises(RuleOptionError) as error:
        rules("classic", players=players)
    assert str(players) in str(error.value)


@pytest.mark.parametrize(("option", "value"), [("target", "eleven"), ("target", True), ("prima", "yes"),
                                               ("re_bello", "bogus"), ("hand_size", 4)])
def test_a_bad_option_value_says_what_is_allowed(option, value):
    """Issue 6 "Build": a bad option value is an error that says which option and why."""
    with pytest.raises(RuleOptionError) as error:
        rules("classic", **{option: value})
    assert option in str(error.value) and repr(value) in str(error.value)


def test_rule_errors_belong_to_the_project_family():
    """The project's quality bar: bad input gets a clear error from the ScopaError family (ValueError subclasses)."""
    assert issubclass(UnknownVariantError, ScopaError) and issubclass(RuleOptionError, ValueError)


def test_aliases_and_spelling_find_the_same_preset():
    """Issue 2 item 2: named presets with aliases."""
    assert find_preset("Scopa Classica").name == "classic"
    assert rules("scopa").name == "classic"
    assert rules("asso-piglia-tutto") == rules("scopa-d-assi")


# -- Three kings -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("table", "redeal"), [
    ("Rd Rc Rs 4b", True),
    ("Rd Rc Rs Rb", True),
    ("Rd Rc 4s 4b", False),
    ("Cd Cc Cs 4b", False),
])
def test_three_or_four_kings_on_the_table_force_a_redeal(table, redeal):
    """The AGIMEG guide and the card room's house rules: 3 or 4 re among the 4 table cards -> redeal (the AGIMEG guide, "la regola dei tre re")."""
    expected = "three-kings" if redeal else None
    assert redeal_rule(parse_cards(table), rules("classic")) == expected


@pytest.mark.slow
def test_three_kings_happen_in_145_of_91390_tables():
    """The AGIMEG guide and the card room's house rules: odds (4*36 + 1) / C(40,4) = 1 in 630 (the AGIMEG guide: "circa una smazzata su 630").

    Counted with the engine's own redeal test over every 4-card table.
    """
    classic = rules("classic")
    tables = list(combinations(DECK, 4))
    assert len(tables) == comb(40, 4) == 91_390
    redeals = sum(1 for t in tables if redeal_rule(t, classic) == "three-kings")
    assert redeals == 4 * 36 + 1 == 145
    assert round(len(tables) / redeals) == 630


def test_rules_without_redeal_never_redeal():
    """The AGIMEG guide and the card room's house rules: the redeal is a rule that can be switched off (``redeal=()``)."""
    assert redeal_rule(parse_cards("Rd Rc Rs Rb"), Rules(redeal=())) is None
