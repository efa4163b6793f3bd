"""Every variant the rule sources describe, as presets and options of ``Rules``.

Sources: The AGIMEG guide and the card room's house rules, "Redeals" and "The deck"; the AGIMEG guide (scopone, scopa d'assi, napola,
scopa a 15, regional decks, re bello, settanta, prima, carte viste), the card room's house rules (the online room's
scopa d'assi), the teams and napola page (napola); issue 6.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from positions import last_round

from scopa_learn import (
    DECK,
    PRESETS,
    HandState,
    IllegalMoveError,
    Match,
    MoveReason,
    Played,
    RuleOptionError,
    UnknownVariantError,
    deal,
    explain_captures,
    legal_captures,
    napola_points,
    parse_card,
    parse_cards,
    primiera,
    rules,
    score_hand,
)
from scopa_learn.engine.dealing import redeal_rule, shuffled_deck


def captures(card: str, table: str, r) -> set[frozenset[str]]:  # type: ignore[no-untyped-def]
    return {frozenset(str(c) for c in capture) for capture in legal_captures(card, table, r)}


def group(text: str) -> frozenset[str]:
    return frozenset(text.split())


def played(state: HandState) -> list[Played]:
    return [e for e in state.log if isinstance(e, Played)]


def rest_of_deck(*piles: str) -> str:
    named = {c for p in piles for c in parse_cards(p)}
    return " ".join(str(c) for c in DECK if c not in named)


def play_out(state: HandState, rng: random.Random) -> HandState:
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    return state


# -- Presets and their names ---------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "preset"), [
    ("scopone", "scopone"), ("scopone-10", "scopone-10"), ("scopa-d-assi", "scopa-d-assi"),
    ("asso-piglia-tutto", "scopa-d-assi"), ("scopa-15", "scopa-15"),
    ("scopa-d-assi-online", "scopa-d-assi-online"),
])
def test_issue_6_preset_names_exist(name, preset):
    """Issue 6: presets "scopone", "scopone-10", "scopa-d-assi" (alias "asso-piglia-tutto"),
    "scopa-15"; and the card room's house rules' room."""
    assert rules(name).name == preset
    assert preset in PRESETS


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_deals_a_whole_deck(name):
    """The AGIMEG guide and the card room's house rules: each variant is a preset of the same engine; its deal uses 40 cards."""
    for players in PRESETS[name].players:
        r = rules(name, players=players)
        s = deal(r, seed=1)
        assert sum(len(h) for h in s.hands) + len(s.table) + len(s.stock) == 40
        assert r.table_size + r.players * r.hand_size * r.deals_per_hand == 40


def test_unknown_preset_lists_the_known_ones():
    """Issue 6: an unknown name is an error listing the known presets."""
    with pytest.raises(UnknownVariantError) as error:
        rules("scopa-di-picche")
    for name in ("classic", "scopone", "scopone-10", "scopa-d-assi", "scopa-15"):
        assert name in str(error.value)


def test_unknown_option_lists_the_known_ones():
    """Issue 6: "a conflicting or unknown option is an error that says which"."""
    with pytest.raises(UnknownVariantError) as error:
        rules("scopa-d-assi", ace_takes_all=True)
    message = str(error.value)
    assert "'ace_takes_all'" in message
    for option in ("napola", "re_bello", "settanta", "prima", "fewest_cards"):
        assert option in message


@pytest.mark.parametrize(("name", "options", "words"), [
    ("classic", {"ace_on_ace": "ace"}, ("ace_on_ace", "ace_sweeps")),
    ("classic", {"ace_sweep_scopa": "yes"}, ("ace_sweep_scopa", "ace_sweeps")),
    ("classic", {"fifteen_equal": True}, ("fifteen_equal", "capture")),
    ("scopa-15", {"equal_first": False}, ("equal_first", "capture")),
    ("classic", {"napola_stop_at_6": True}, ("napola_stop_at_6", "napola")),
    ("classic", {"napoleone_wins": True}, ("napoleone_wins", "napola")),
    ("classic", {"settanta": True, "re_bello": "replaces-primiera"}, ("settanta", "re_bello")),
    ("classic", {"carte_viste": True, "players": 3}, ("carte_viste", "players=3")),
    ("scopone-10", {"redeal": ("three-kings",)}, ("redeal", "table_size")),
])
def test_conflicting_options_say_which(name, options, words):
    """Issue 6: a conflicting option is an error that says which options conflict."""
    with pytest.raises(RuleOptionError) as error:
        rules(name, **options)
    for word in words:
        assert word in str(error.value)


def test_a_preset_refuses_a_player_count_it_is_not_played_with():
    """The AGIMEG guide and the card room's house rules: scopone is 4 players in pairs."""
    with pytest.raises(RuleOptionError) as error:
        rules("scopone", players=2)
    assert "4" in str(error.value)


# -- Scopone ---------------------------------------------------------------------------------------------


def test_scopone_is_4_players_9_each_and_4_on_the_table_dealt_at_once():
    """The AGIMEG guide "Scopone scientifico": 4 players in pairs, 9 each + 4 on the
    table, all dealt at once."""
    r = rules("scopone")
    s = deal(r, seed=2)
    assert r.players == 4 and r.teams == ((0, 2), (1, 3))
    assert [len(h) for h in s.hands] == [9, 9, 9, 9]
    assert len(s.table) == 4 and s.stock == ()
    assert r.deals_per_hand == 1
    end = play_out(s, random.Random(1))
    assert end.deal_number == 1 and len(played(end)) == 36


def test_scopone_redeals_a_table_of_10_or_less_1522_of_91390():
    """The AGIMEG guide: "Nello scopone la FIGS ridistribuisce anche quando le 4 carte
    scoperte fanno 10 o meno" - 1,522 of the 91,390 tables, counted with the engine's redeal test."""
    r = rules("scopone")
    counts = {"table-10-or-less": 0, "three-kings": 0}
    for table in combinations(DECK, 4):
        rule = redeal_rule(table, r)
        if rule is not None:
            counts[rule] += 1
    assert counts == {"table-10-or-less": 1522, "three-kings": 145}


def test_scopone_deal_redeals_a_low_table_and_logs_it():
    """The AGIMEG guide and the card room's house rules: the FIGS redeal happens when dealing from a seed (seed 86's first
    shuffle puts a table of 10 or less down: checked with ``shuffled_deck``)."""
    first = shuffled_deck(86)[36:40]
    assert sum(c.rank for c in first) <= 10
    s = deal(rules("scopone"), seed=86)
    assert s.log[0].rule == "table-10-or-less" and s.log[0].table == first  # type: ignore[union-attr]
    assert sum(c.rank for c in s.table) > 10


def test_scopone_10_is_10_each_and_an_empty_table():
    """The AGIMEG guide, the online game's rules page: "10 a testa e nessuna in tavola"."""
    r = rules("scopone-10")
    s = deal(r, seed=2)
    assert [len(h) for h in s.hands] == [10, 10, 10, 10]
    assert s.table == () and s.stock == ()
    assert r.plays_per_hand == 40 and r.redeal == ()
    assert all(m.capture == () for m in s.legal_moves())  # nothing to take at the first play
    end = play_out(s, random.Random(3))
    assert len(played(end)) == 40
    assert sum(len(p) for p in end.piles) == 40


# -- Scopa d'assi ----------------------------------------------------------------------------------------


def test_scopa_d_assi_the_asso_takes_every_card_on_the_table():
    """The AGIMEG guide "Scopa d'assi": "chi cala un asso prende tutte le carte in
    tavola"; hand-checked table: A on 7 4 3 -> all three, and nothing else is offered."""
    r = rules("scopa-d-assi")
    assert captures("As", "7c 4b 3d", r) == {group("7c 4b 3d")}
    assert captures("As", "Rc", r) == {group("Rc")}
    assert captures("As", "", r) == {frozenset()}


def test_scopa_d_assi_other_cards_capture_as_in_scopa():
    """The AGIMEG guide: "Le altre carte prendono come nella scopa"."""
    r = rules("scopa-d-assi")
    assert captures("6s", "6c 2d 4b", r) == {group("6c")}
    assert captures("3s", "Ac 2d 4b", r) == {group("Ac 2d")}


def ace_sweep_state(**options: object) -> HandState:
    return deal(rules("scopa-d-assi", **options), dealer=1, table="7c 4b 3d 2s",
                hands=["As 5c 6c", "Ac 4c 5s"])


def test_scopa_d_assi_the_ace_sweep_is_not_a_scopa_by_default():
    """The AGIMEG guide: "Qui la base è che la presa con l'asso non vale scopa";
    "Anna prende le tre carte con l'asso: 4 carte nel mazzetto, ma niente scopa"."""
    after = ace_sweep_state().play("As")
    assert after.table == () and after.scope == (0, 0)
    assert len(after.piles[0]) == 5
    event = played(after)[-1]
    assert event.kind == "sweep" and not event.scopa


def test_scopa_d_assi_option_the_ace_sweep_is_a_scopa():
    """The AGIMEG guide: "in altre case è una scopa a tutti gli effetti"."""
    after = ace_sweep_state(ace_sweep_scopa="yes").play("As")
    assert after.scope == (1, 0) and played(after)[-1].scopa


@pytest.mark.parametrize(("table", "scopa"), [
    ("7c 4b 3d", True),   # no other asso: scopa
    ("Ab", True),         # the other asso alone, not "among other cards": scopa
    ("Ab 4c", False),     # another asso among other cards: no scopa
    ("4c Ab 7d", False),
])
def test_scopa_d_assi_option_scopa_unless_another_ace_among_other_cards(table, scopa):
    """The card room's house rules: "L'Asso fa sempre scopa, a meno che sul tavolo vi sia un altro
    Asso tra altre carte, o non vi siano carte"."""
    r = rules("scopa-d-assi", ace_sweep_scopa="unless-ace-among-others")
    options = explain_captures("As", table, r).options
    assert [o.scopa for o in options] == [scopa]


def test_scopa_d_assi_ace_on_an_empty_table_stays_there_by_default():
    """The AGIMEG guide: "Asso su tavolo vuoto: resta in tavola come una carta
    qualunque"; and it makes no scopa (the card room's house rules: "o non vi siano carte")."""
    s = ace_sweep_state().play("As").play("Ac")
    assert s.table == parse_cards("Ac")
    assert s.scope == (0, 0)


def test_scopa_d_assi_option_ace_on_an_empty_table_goes_to_the_pile():
    """The AGIMEG guide: "oppure va subito nel mazzetto di chi l'ha calato"."""
    s = ace_sweep_state(ace_on_empty="pile").play("As").play("Ac")
    assert s.table == ()
    assert s.piles[1] == parse_cards("Ac")
    assert s.scope == (0, 0)


def test_scopa_d_assi_ace_with_an_ace_on_the_table_takes_everything_by_default():
    """The AGIMEG guide: "Asso con un asso in tavola: prende tutto"."""
    assert captures("As", "Ab 4c 7d", rules("scopa-d-assi")) == {group("Ab 4c 7d")}


def test_scopa_d_assi_option_ace_with_an_ace_on_the_table_takes_only_the_ace():
    """The AGIMEG guide: "oppure, secondo alcune regole, solo l'altro asso"."""
    r = rules("scopa-d-assi", ace_on_ace="ace")
    assert captures("As", "Ab 4c 7d", r) == {group("Ab")}
    assert captures("As", "Ab Ac 7d", r) == {group("Ab"), group("Ac")}
    assert captures("As", "4c 7d", r) == {group("4c 7d")}  # no asso on the table: it sweeps
    s = deal(r, dealer=1, table="Ab 4c 7d 2s", hands=["As 5c 6c", "Cc 4d 5s"])
    with pytest.raises(IllegalMoveError) as error:
        s.play("As", takes="Ab 4c 7d 2s")
    assert error.value.reason is MoveReason.ACE_TAKES_ACE


def test_scopa_d_assi_option_redeal_on_an_ace_among_the_first_four():
    """The AGIMEG guide: "c'è chi ridistribuisce se tra le 4 carte scoperte c'è un asso"."""
    r = rules("scopa-d-assi", redeal=("three-kings", "ace-on-table"))
    assert redeal_rule(parse_cards("Ac 5d 6s Rb"), r) == "ace-on-table"
    assert redeal_rule(parse_cards("2c 5d 6s Rb"), r) is None
    seed = next(s for s in range(100) if any(c.rank == 1 for c in shuffled_deck(s)[6:10]))
    dealt = deal(r, seed=seed)
    assert dealt.log[0].rule == "ace-on-table"  # type: ignore[union-attr]
    assert not any(c.rank == 1 for c in dealt.table)


# -- The card room's house rules' online room ------------------------------------------------------------------------------


def test_room_003_plays_to_16():
    """The card room's house rules: "Partita a 16 punti"."""
    assert rules("scopa-d-assi-online").target == 16


def test_room_003_primiera_counts_the_asso_15():
    """The card room's house rules: "Sette 21 punti, Sei 18 punti, Assi 15 punti, le altre scartine valgono il loro
    valore facciale più 10 punti, le figure 10 punti"."""
    r = rules("scopa-d-assi-online")
    expected = {1: 15, 2: 12, 3: 13, 4: 14, 5: 15, 6: 18, 7: 21, 8: 10, 9: 10, 10: 10}
    for rank, value in expected.items():
        assert primiera([c for c in DECK if c.rank == rank][:1], r) == value
    assert primiera(parse_cards("Ad Ac As Ab"), r) == 60
    assert primiera(parse_cards("Ad Ac As Ab")) == 64  # the classic table counts the asso 16


@pytest.mark.parametrize(("table", "rule"), [
    ("5d 5c 5s Rb", "three-equal"),
    ("Rd Rc Rs 4b", "three-equal"),
    ("Ad Ac 4s 5b", "two-aces"),
    ("Ad 4c 4s 5b", None),
    ("5d 5c Rs Rb", None),
])
def test_room_003_redeals_three_equal_or_two_aces(table, rule):
    """The card room's house rules: "La mano viene annullata se tre delle quattro carte sono uguali o se vi sono due assi"."""
    assert redeal_rule(parse_cards(table), rules("scopa-d-assi-online")) == rule


@pytest.mark.parametrize(("table", "scopa"), [("7c 4b 3d", True), ("Ab 4c", False), ("Ab", True)])
def test_room_003_the_asso_makes_scopa_unless_another_asso_lies_among_other_cards(table, scopa):
    """The card room's house rules: "L'Asso fa sempre scopa, a meno che sul tavolo vi sia un altro Asso tra altre carte,
    o non vi siano carte"."""
    r = rules("scopa-d-assi-online")
    assert r.ace_sweeps
    assert [o.scopa for o in explain_captures("As", table, r).options] == [scopa]


def test_room_003_takes_the_combination_with_fewest_cards():
    """The card room's house rules: "In caso di più combinazioni incassabili, il computer fa prendere quella con minor
    numero di carte. In caso di più combinazioni simili, viene proposta la scelta"."""
    r = rules("scopa-d-assi-online")
    assert captures("Cs", "4c 5b Ad 3d", r) == {group("4c 5b")}
    assert captures("Cs", "4c 5b 5d Ad 3d", r) == {group("4c 5b"), group("4c 5d")}


# -- Scopa a 15 ------------------------------------------------------------------------------------------


def test_scopa_15_seed_000_capture_table():
    """The AGIMEG guide "Scopa a 15": "6 + 4 + 5 fa 15. Il 6 poteva prendere anche asso e fante: 6 + 1 + 8
    ... A 15 ha anche una terza presa, asso, 3 e 5"; "Nella scopa classica lo stesso 6 prenderebbe
    solo asso e 5"."""
    table = "4c 5b Ad Fd 3d"
    assert captures("6s", table, rules("scopa-15")) == {group("4c 5b"), group("Ad Fd"), group("Ad 3d 5b")}
    assert captures("6s", table, rules("classic")) == {group("Ad 5b")}


@pytest.mark.parametrize(("card", "table", "expected"), [
    ("Fs", "7c 4b 3d", ["7c", "4b 3d"]),         # The AGIMEG guide: "un fante (8) prende un 7"
    ("Rs", "5c Ad 4b", ["5c", "Ad 4b"]),          # 10 + 5; 10 + 1 + 4
    ("As", "Rc 4b 7d 3s", ["Rc 4b", "7d 4b 3s"]),  # 1 + 10 + 4; 1 + 7 + 4 + 3
    ("7s", "Rc Fd", ["Fd"]),                       # 7 + 8
    ("5s", "6c 3d", []),                           # 5 + 6 + 3 = 14: nothing
])
def test_scopa_15_hand_checked_captures(card, table, expected):
    """The AGIMEG guide: a card takes cards that, together with it, sum to 15.
    Every expected group was summed by hand."""
    want = {group(g) for g in expected} or {frozenset()}
    assert captures(card, table, rules("scopa-15")) == want


def test_scopa_15_no_capture_by_equal_value_by_default():
    """The AGIMEG guide: "Nella versione base non si prende per valore uguale: un 5 non prende un 5, perché
    fa 10"."""
    r = rules("scopa-15")
    assert captures("5s", "5c", r) == {frozenset()}
    s = deal(r, dealer=1, table="5c Rb 2s 3s", hands=["5s 6c 7c", "Cb 4c 5d"])
    with pytest.raises(IllegalMoveError) as error:
        s.play("5s", takes="5c")
    assert error.value.reason is MoveReason.FIFTEEN_EQUAL


def test_scopa_15_option_equal_value_allowed_too():
    """The AGIMEG guide: "Altre ammettono anche la presa per valore uguale"."""
    r = rules("scopa-15", fifteen_equal=True)
    assert captures("5s", "5c", r) == {group("5c")}
    assert captures("5s", "5c Rb", r) == {group("5c"), group("Rb")}


def test_scopa_15_option_fewest_cards():
    """The AGIMEG guide: "alcune regole vietano [asso, 3 e 5]: obbligano a prendere la combinazione con meno
    carte"."""
    r = rules("scopa-15", fewest_cards=True)
    assert captures("6s", "4c 5b Ad Fd 3d", r) == {group("4c 5b"), group("Ad Fd")}


def test_scopa_15_clearing_the_table_is_a_scopa():
    """The AGIMEG guide: "Distribuzione, scope e punti restano quelli della scopa"."""
    options = explain_captures("6s", "4c 5b", rules("scopa-15")).options
    assert [(o.kind, o.scopa) for o in options] == [("fifteen", True)]


# -- Fewest cards ------------------------------------------------------------------------------------------


def test_fewest_cards_option_in_the_classic_game():
    """The card room's house rules; common online: among several sum groups, the player must take
    the one with fewest cards."""
    r = rules("classic", fewest_cards=True)
    assert captures("Cs", "4c 5b Ad 3d", r) == {group("4c 5b")}
    s = deal(r, dealer=1, table="4c 5b Ad 3d", hands=["Cs 6c 7c", "Cb 4d 5d"])
    with pytest.raises(IllegalMoveError) as error:
        s.play("Cs", takes="5b Ad 3d")
    assert error.value.reason is MoveReason.FEWEST_CARDS and "4 + 5" in str(error.value)
    assert captures("6s", "6c 2d 4b", r) == {group("6c")}  # the equal card still comes first


# -- Napola ------------------------------------------------------------------------------------------------

DENARI = ["Ad", "2d", "3d", "4d", "5d", "6d", "7d", "Fd", "Cd", "Rd"]


@pytest.mark.parametrize("run", range(3, 10))
def test_napola_scores_the_length_of_the_run_from_the_asso(run):
    """The AGIMEG guide "La napola", the teams and napola page: asso, 2 and 3 of denari = 3 points;
    "con il 4 sono 4, con il 4 e il 5 sono 5, e così via fino al re"."""
    pile = DENARI[:run] + ["Rb", "Cc"]
    assert napola_points(parse_cards(" ".join(pile))) == run


def test_napoleone_all_ten_denari_is_10():
    """The AGIMEG guide: "Chi prende tutti e 10 i denari fa il napoleone, 10 punti"."""
    assert napola_points(parse_cards(" ".join(DENARI))) == 10


@pytest.mark.parametrize(("pile", "expected"), [
    ("Ad 2d 3d 5d 6d", 3),   # "Il 5 senza il 4 non conta"
    ("Ad 2d 5d", 0),         # no 3: no napola
    ("2d 3d 4d 5d", 0),      # no asso: no napola
    ("Ad 2c 3s", 0),         # other suits do not count
])
def test_napola_needs_an_unbroken_run_from_the_asso(pile, expected):
    """The AGIMEG guide: "Il 5 senza il 4 non conta"; the napola is asso, 2 and 3 of denari."""
    assert napola_points(parse_cards(pile)) == expected


@pytest.mark.parametrize(("run", "expected"), [(3, 3), (6, 6), (7, 6), (9, 6)])
def test_napola_option_stop_at_the_6(run, expected):
    """The AGIMEG guide: "c'è chi si ferma al 6"."""
    r = rules("classic", napola=True, napola_stop_at_6=True)
    assert napola_points(parse_cards(" ".join(DENARI[:run])), r) == expected


def test_napola_adds_its_points_to_the_hand():
    """Issue 6: option ``napola=True``; the points join the hand's total with a reason."""
    pile = " ".join(DENARI[:5])
    r = rules("classic", napola=True)
    result = score_hand([pile, rest_of_deck(pile)], rules=r)
    assert tuple(result["napola"].points) == (5, 0)
    assert "napola" in result["napola"].reason
    assert result.totals == tuple(sum(c.points[i] for c in result.categories) for i in range(2))
    assert "napola" not in [c.name for c in score_hand([pile, rest_of_deck(pile)]).categories]


def test_napoleone_option_wins_the_match_at_once():
    """The AGIMEG guide: "in alcune case vince subito la partita" ("Con la napola si gioca di solito a 21 o
    a 31")."""
    r = rules("classic", napola=True, napoleone_wins=True, target=31)
    pile = " ".join(DENARI)
    result = score_hand([rest_of_deck(pile), pile], rules=r)
    assert result.instant_winner == 1
    m = Match(r).record(result)
    assert m.is_over and m.winner == 1 and m.scores[1] < r.target
    plain = score_hand([rest_of_deck(pile), pile], rules=rules("classic", napola=True, target=31))
    assert plain.instant_winner is None and not Match(r).record(plain.totals).is_over


# -- Re bello, settanta, prima ------------------------------------------------------------------------------


def test_re_bello_replacing_the_primiera():
    """The AGIMEG guide: "il re bello prende il posto della primiera: il re di denari vale
    un punto a chi lo prende"."""
    r = rules("classic", re_bello="replaces-primiera")
    result = score_hand(["Rd 7d 7c 7s 7b", "6d 6c 6s 6b"], rules=r)
    names = [c.name for c in result.categories]
    assert "primiera" not in names and "re bello" in names
    assert tuple(result["re bello"].points) == (1, 0)


@pytest.mark.parametrize("value", ["extra", True])
def test_re_bello_as_an_extra_point(value):
    """The AGIMEG guide: "In altre case il re bello si aggiunge ai punti di mazzo, che
    diventano 5"."""
    r = rules("classic", re_bello=value)
    result = score_hand(["6d 6c 6s 6b", "Rd 7d 7c 7s 7b"], rules=r)
    names = [c.name for c in result.categories]
    assert "primiera" in names and "re bello" in names
    assert tuple(result["re bello"].points) == (0, 1)
    assert tuple(result["primiera"].points) == (0, 1)


def test_settanta_the_four_7s_are_worth_a_point_more():
    """The AGIMEG guide: "settanta è la primiera con i quattro 7, che vale un punto in
    più"."""
    r = rules("classic", settanta=True)
    four = score_hand(["7d 7c 7s 7b", "6d 6c 6s 6b"], rules=r)
    assert tuple(four["settanta"].points) == (1, 0)
    assert tuple(four["primiera"].points) == (1, 0)
    three = score_hand(["7d 7c 7s 6b", "6d 6c 6s 7b"], rules=r)
    assert tuple(three["settanta"].points) == (0, 0)


def last_play_position(**options: object) -> HandState:
    """The AGIMEG guide's play 35 (see test_hand.py): Anna's cavallo takes Cs, then Bruno's cavallo, the
    last card of the hand, takes 6b Ad 2d and clears the table."""
    anna = "4d 5d 6d 7d 6c 2c 3c Rc 7s 2s 3s 5b 2b Fb"
    hands, table = ("Cc", "Cb"), "Cs 6b Ad 2d"
    return last_round(rules("classic", **options), hands, table, anna, scope=(1, 1))


def test_prima_the_scopa_with_the_last_card_counts():
    """The AGIMEG guide: "C'è chi conta la scopa dell'ultima carta: si dice prima"."""
    end = last_play_position(prima=True).play("Cc").play("Cb")
    assert played(end)[-1].scopa
    assert end.scope == (1, 2)
    plain = last_play_position().play("Cc").play("Cb")
    assert not played(plain)[-1].scopa and plain.scope == (1, 1)


# -- Carte viste --------------------------------------------------------------------------------------------


def test_carte_viste_shows_every_hand_in_the_last_deal_only():
    """The AGIMEG guide: "in due l'ultima distribuzione si gioca a carte scoperte"."""
    s = deal(rules("classic", carte_viste=True), seed=3)
    rng = random.Random(0)
    while not s.is_over:
        for p in range(2):
            view = s.view(p)
            if s.deal_number < 6:
                assert view.visible_hands is None
                assert not set(view.unseen) & set(s.hand(p))
            else:
                assert view.visible_hands == s.hands
                assert view.unseen == frozenset()
        s = s.play(rng.choice(s.legal_moves()))
    plain = deal(rules("classic"), seed=3)
    assert plain.view(0).visible_hands is None


def test_carte_viste_is_for_two_players_only():
    """The AGIMEG guide: carte viste is played "in due"."""
    with pytest.raises(RuleOptionError):
        rules("classic", players=4, carte_viste=True)


# -- Decks ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("deck", ["napoletane", "piacentine", "siciliane", "french"])
def test_regional_decks_change_the_drawing_not_the_rules(deck):
    """The AGIMEG guide: "cambiano il disegno, non le regole"."""
    r = rules("classic", deck=deck)
    assert r.deck == deck
    assert legal_captures("6s", "6c 2d 4b", r) == legal_captures("6s", "6c 2d 4b")
    assert deal(r, seed=5).hands == deal(rules("classic"), seed=5).hands


@pytest.mark.parametrize(("text", "card"), [
    ("J♦", "Fd"), ("Q♥", "Cc"), ("K♣", "Rb"), ("7♦", "7d"), ("A♠", "As"),
    ("seven of diamonds", "7d"), ("queen of hearts", "Cc"), ("jack of clubs", "Fb"),
    ("donna di spade", "Fs"), ("Ds", "Fs"),
])
def test_french_and_sicilian_names_read_as_the_same_cards(text, card):
    """The AGIMEG guide: French deck J = 8, Q = 9, K = 10, diamonds = denari (settebello
    = 7 of diamonds), hearts = coppe, clubs = bastoni, spades = spade; siciliane: the donna takes the
    fante's place, value 8."""
    assert parse_card(text) == parse_card(card)
