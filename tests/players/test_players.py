"""Computer players and hints (issue 7): legal, honest (no peeking), seeded, and teaching.

Rule facts cited: the odds of conceding a scopa at the
first play in two and "A hand (smazzata)" (captures, scopa, last cards to the last taker).
"""

from __future__ import annotations

import random

import pytest
from hidden_cards import reshuffle_hidden

from scopa_learn import PRESETS, HandState, ScopaError, deal, parse_card, parse_cards, rules
from scopa_learn.engine.odds import chance_of_any
from scopa_learn.players import LEVELS, chance_they_hold, computer_player, hint
from scopa_learn.players.search import Playout, is_open, sample_world

SMALL = 40  # a small expert budget keeps the suite quick


def bot(level: str, seed: int = 0):
    return computer_player(level, seed=seed, budget=SMALL) if level == "expert" else \
        computer_player(level, seed=seed)


def table_rules():
    """Every preset at every table size it allows, and a few options on top."""
    for name, preset in PRESETS.items():
        for players in preset.players:
            yield rules(name, players=players)
    yield rules("classic", napola=True, re_bello="extra", settanta=True)
    yield rules("classic", carte_viste=True)
    yield rules("classic", prima=True, fewest_cards=True)
    yield rules("scopa-d-assi", ace_on_empty="pile", ace_on_ace="ace", ace_sweep_scopa="yes")


ALL_RULES = list(table_rules())


def rules_id(r):
    return f"{r.name}-{r.players}p" + ("-opts" if r.napola or r.carte_viste or r.prima
                                       or r.ace_on_empty == "pile" else "")


def states_of(game_rules, seed: int, chooser) -> list[HandState]:
    """Every state of one hand played out by ``chooser(state) -> move``."""
    state = deal(game_rules, seed=seed, dealer=seed % game_rules.players)
    seen = [state]
    while not state.is_over:
        state = state.play(chooser(state))
        seen.append(state)
    return seen


# -- every choice is legal ------------------------------------------------------------------------


@pytest.mark.parametrize("game_rules", ALL_RULES, ids=rules_id)
def test_every_choice_is_legal_for_every_level(game_rules):
    # Seats rotate through the levels, so each level plays every seat over the hands.
    for seed in range(2):
        seats = [bot(LEVELS[(p + seed) % 3], seed=seed) for p in range(game_rules.players)]
        state = deal(game_rules, seed=seed, dealer=seed % game_rules.players)
        while not state.is_over:
            move = seats[state.to_move].choose(state.view(state.to_move))
            assert move in state.legal_moves(), (str(move), str(state))
            state = state.play(move)
        assert sum(len(p) for p in state.piles) == 40


def test_many_random_hands_classic_all_levels_legal():
    for seed in range(30):
        level = LEVELS[seed % 3]
        player = bot(level, seed)
        rng = random.Random(seed)
        for state in states_of(rules("classic"), seed, lambda s, rng=rng: rng.choice(s.legal_moves()))[:-1]:
            move = player.choose(state.view(state.to_move))
            assert move in state.legal_moves()


# -- no peeking -----------------------------------------------------------------------------------




@pytest.mark.parametrize("game_rules", [r for r in ALL_RULES if not r.carte_viste], ids=rules_id)
def test_no_peeking_hidden_cards_do_not_change_choices(game_rules):
    rng = random.Random(7)
    states = states_of(game_rules, 3, lambda s: rng.choice(s.legal_moves()))[:-1]
    for state in states[:: max(1, len(states) // 6)]:
        p = state.to_move
        other = reshuffle_hidden(state, p, rng)
        assert other.view(p) == state.view(p)
        if other.hands == state.hands and other.stock == state.stock:
            continue  # nothing hidden left to move around
        for level in LEVELS:
            first = bot(level, seed=11).choose(state.view(p))
            second = bot(level, seed=11).choose(other.view(p))
            assert first == second, (level, str(state))
            assert hint(state.view(p)) == hint(other.view(p))


def test_hidden_cards_really_differ_in_the_no_peeking_test():
    # Guard against a test that cannot fail: the reshuffle does move hidden cards.
    state = deal(seed=1)
    other = reshuffle_hidden(state, state.to_move, random.Random(0))
    assert other.hands[1 - state.to_move] != state.hands[1 - state.to_move]


# -- seeded ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_replays_the_same_game(level):
    def game(seed):
        seats = [bot(level, seed), bot(level, seed + 1)]
        return [str(s.log[-1]) for s in states_of(rules("classic"), 5,
                                                   lambda s: seats[s.to_move].choose(s.view(s.to_move)))]
    assert game(1) == game(1)


def test_different_seeds_play_differently_for_the_beginner():
    state = deal(seed=2)
    view = state.view(state.to_move)
    choices = {computer_player("beginner", seed=s).choose(view) for s in range(30)}
    assert len(choices) > 1


# -- errors ---------------------------------------------------------------------------------------


def test_unknown_level_lists_the_known_ones():
    with pytest.raises(ScopaError, match="beginner, intermediate, expert"):
        computer_player("grandmaster")


def test_budget_only_for_the_expert_and_positive():
    with pytest.raises(ScopaError, match="only the expert"):
        computer_player("intermediate", budget=5)
    with pytest.raises(ScopaError, match="budget"):
        computer_player("expert", budget=0)


@pytest.mark.parametrize("level", LEVELS)
def test_choose_out_of_turn_is_refused(level):
    state = deal(seed=4)
    waiting = 1 - state.to_move
    with pytest.raises(ScopaError, match="not player"):
        bot(level).choose(state.view(waiting))


def test_levels_have_names():
    assert [computer_player(level).level for level in LEVELS] == list(LEVELS)
    assert "expert" in computer_player("expert").name


# -- odds (the AGIMEG guide's figures) ------------------------------------------------------


def test_rules_md_odds_first_play_in_two():
    # 3 cards of the feared value among 33 unseen, the opponent holds 3: 25.6%, 17.6%, 9.1%, 0.
    assert round(chance_of_any(33, 3, 3), 3) == 0.256
    assert round(chance_of_any(33, 2, 3), 3) == 0.176
    assert round(chance_of_any(33, 1, 3), 3) == 0.091
    assert chance_of_any(33, 0, 3) == 0.0


@pytest.mark.parametrize("hand, expected", [
    ("Rb Fc 2c", 0.256),   # none of the other three 6s seen
    ("6d Fc 2c", 0.176),   # one in my hand
    ("6d 6s 2c", 0.091),   # two in my hand
    ("6d 6s 6b", 0.0),     # all three seen
])
def test_chance_they_hold_a_six_from_a_real_view(hand, expected):
    # First play in two: the leader sees 3 + 4 cards, 33 unseen, the opponent holds 3.
    state = deal(dealer=1, table="6c Ad 3s 4b", hands=[hand, "Cb Cs Cc"])
    view = state.view(0)
    assert len(view.unseen) == 33 and view.hand_sizes[1] == 3
    assert round(chance_they_hold(view, 6), 3) == expected


def test_chance_they_hold_with_carte_viste_is_certain():
    game_rules = rules("classic", carte_viste=True)
    state = deal(game_rules, dealer=1, table="6c Ad 3s 4b", hands=["Rb Fc 2c", "Cb Cs Cc"])
    while not state.is_last_deal:
        state = state.play(state.legal_moves()[0])
    view = state.view(state.to_move)
    other = view.visible_hands[1 - view.player]
    held = {c.rank for c in other}
    for rank in range(1, 11):
        assert chance_they_hold(view, rank) == (1.0 if rank in held else 0.0)


def test_chance_they_hold_rejects_a_bad_value():
    with pytest.raises(ScopaError, match="from 1"):
        chance_they_hold(deal(seed=0).view(1), 0)


# -- hints ----------------------------------------------------------------------------------------


def test_hint_takes_the_settebello():
    # The 7 of coins on the table: your 7 takes it (equal card first, the AGIMEG guide).
    state = deal(dealer=1, table="7d Rs 3b 4c", hands=["7c Fc 2s", "Cb Cs Cc"])
    h = hint(state.view(0))
    assert h.move.card == parse_card("7c") and h.move.capture == (parse_card("7d"),)
    assert "settebello" in h.reason


def test_hint_sweeps_for_a_scopa():
    # A 7 takes 2 + 4 + 1 and clears the table: a scopa (the AGIMEG guide, rule 5).
    state = deal(dealer=0, table="2s 4c Ab Rc", hands=["7c Fc 3d", "Rs 2c 5s"])
    state = state.play("Rs")  # player 1 leads and takes the re: 2 + 4 + 1 are left
    h = hint(state.view(0))
    assert h.move.card == parse_card("7c") and set(h.move.capture) == set(parse_cards("2s 4c Ab"))
    assert "scopa" in h.reason


def test_hint_avoids_leaving_a_lone_card_with_the_right_odds():
    # Seed 0's opening for the leader: hand Ad Fs 3c, table Cb 5b 2d As. The fante could take
    # 5 + 2 + 1 but would leave the cavallo alone: the three other cavalli are unseen among 33
    # cards and the opponent holds 3, so 25.6% they can sweep it (the AGIMEG guide's figures).
    state = deal(seed=0)
    view = state.view(state.to_move)
    assert set(view.hand) == set(parse_cards("Ad Fs 3c"))
    assert set(view.table) == set(parse_cards("Cb 5b 2d As"))
    h = hint(view)
    assert h.move.card != parse_card("Fs")
    assert "25.6%" in h.reason and "the cavallo of batons" in h.reason and "sweep" in h.reason


def test_hint_reason_for_the_only_move_and_the_last_card():
    state = deal(seed=9)
    while not state.is_over:
        view = state.view(state.to_move)
        h = hint(view)
        assert h.move in state.legal_moves() and h.reason
        if len(state.legal_moves()) == 1:
            assert "only possible play" in h.reason
        elif view.is_last_card:
            assert "Last card" in h.reason
        state = state.play(h.move)


def test_a_hints_reasons_are_listed_as_each_language_lists_them():
    # Issue 20: the reasons are joined by words/lists (the one home for lists), never by a
    # joiner of the hint's own: "a, b and c" in English, "a, b e c" in Italian.
    r = rules("classic", napola=True, re_bello="extra")
    s = deal(r, dealer=1, table="Rs 2d 5c 6c", hands=["Rd Cd 3c", "Cb 4c 5s"])
    assert hint(s.view(0)).reason.endswith(
        ": the re bello, a denaro and 1 card taken toward the point for cards.")
    assert hint(s.view(0), "it").reason.endswith(
        ": il re bello, un denaro e 1 carta in più per il punto delle carte.")


def test_hint_for_every_preset_is_a_legal_move_with_a_sentence():
    for game_rules in ALL_RULES:
        for state in states_of(game_rules, 1, lambda s: s.legal_moves()[-1])[:-1:5]:
            h = hint(state.view(state.to_move))
            assert h.move in state.legal_moves()
            assert h.reason.endswith(".") and "{" not in h.reason


# -- the expert's machinery follows the engine --------------------------------------------------


@pytest.mark.parametrize("game_rules", ALL_RULES, ids=rules_id)
def test_playout_follows_the_engine_card_for_card(game_rules):
    rng = random.Random(3)
    state = deal(game_rules, seed=8, dealer=1 % game_rules.players)
    game = Playout.of(state)
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        assert set(game.moves()) == set(state.legal_moves())
        state = state.play(move)
        game.apply(move)
        assert [tuple(h) for h in game.hands] == list(state.hands)
        assert tuple(game.table) == state.table and tuple(game.scope) == state.scope
        assert [tuple(p) for p in game.piles] == list(state.piles)
        assert game.to_move == state.to_move and tuple(game.stock) == state.stock
    totals = state.score().totals
    assert game.margin(0) == totals[0] - sum(totals[1:]) / (len(totals) - 1)


@pytest.mark.parametrize("game_rules", ALL_RULES, ids=rules_id)
def test_sampled_worlds_agree_with_the_view(game_rules):
    rng = random.Random(5)
    for state in states_of(game_rules, 2, lambda s: rng.choice(s.legal_moves()))[:-1:4]:
        view = state.view(state.to_move)
        world = sample_world(view, rng)
        assert world.view(view.player) == view
        assert len({*world.table, *world.stock, *(c for h in world.hands for c in h),
                    *(c for p in world.piles for c in p)}) == 40


def test_the_last_deal_in_two_is_searched_exactly():
    state = deal(seed=6)
    while not state.is_last_deal:
        state = state.play(state.legal_moves()[0])
    assert is_open(state.view(state.to_move))
    assert not is_open(deal(seed=6).view(1))


# -- the play widget's controller -----------------------------------------------------------------


def play_widget(**config):
    from scopa_learn.widgets.play import PlayGame

    return PlayGame(**config)


def drive_to_my_turn(game):
    while game.view()["computer_turn"]:
        game.handle({"type": "computer"})
        assert game.view()["error"] is None


def test_play_widget_plays_a_hand_by_hints_and_scores_it():
    game = play_widget(opponent="intermediate", seed=4, start=True)
    while game.view()["phase"] == "play":
        drive_to_my_turn(game)
        if game.view()["phase"] != "play":
            break
        game.handle({"type": "hint"})
        view = game.view()
        assert view["hint"] and view["error"] is None
        move = view["hint_move"]
        game.handle({"type": "play", "card": move["card"], "takes": move["takes"]})
        assert game.view()["error"] is None
    view = game.view()
    assert view["phase"] == "hand_over"
    assert view["score"]["totals"] == view["match"]["scores"]
    assert [c["name"] for c in view["score"]["categories"]][:4] == ["carte", "denari", "settebello", "primiera"]
    game.handle({"type": "next_hand"})
    assert game.view()["phase"] == "play" and game.view()["hand_number"] == 2


def test_play_widget_refuses_an_illegal_capture_with_the_reason():
    # A 6 on the table must be taken by your 6, not 2 + 4 (the AGIMEG guide, rule 3).
    game = play_widget(opponent="human", start=True)
    game.history = [deal(rules("classic"), dealer=1, table="6c 2d 4b Fd", hands=["6s Rc Rs", "Cb 4c 5s"])]
    game.covered = False
    game.handle({"type": "toggle", "card": "2d"})
    game.handle({"type": "toggle", "card": "4b"})
    game.handle({"type": "play", "card": "6s"})
    assert "equal card comes first" in game.view()["error"]
    assert game.current.plays_made == 0


def test_play_widget_offers_the_choices_of_a_card():
    game = play_widget(opponent="human", start=True)
    game.history = [deal(rules("classic"), dealer=1, table="2d 4b Ad 5c", hands=["6s Rc Rs", "Cb 4c 5s"])]
    game.covered = False
    game.handle({"type": "play", "card": "6s"})
    labels = [c["label"] for c in game.view()["choices"]]
    assert labels == ["take 2 + 4: the 2 of coins and the 4 of batons",
                      "take 1 + 5: the asso of coins and the 5 of cups"] and game.current.plays_made == 0
    choice = game.view()["choices"][1]
    game.handle({"type": "play", "card": choice["card"], "takes": choice["takes"]})
    assert set(game.current.piles[0]) == set(parse_cards("6s Ad 5c"))


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["take the settebello (7 of coins)", "take the 7 of cups"]),
    ("it", ["prendi il settebello (7 di denari)", "prendi il 7 di coppe"]),
])
def test_two_equal_cards_to_choose_from_read_apart(lang, expected):
    # Issue 22 item 7: a 7 that can take either of two 7s offered two buttons both reading
    # "take 7". Each names its card, and the settebello is called by its name.
    game = play_widget(opponent="human", start=True, lang=lang)
    game.history = [deal(rules("classic"), dealer=1, table="7d 7c 2b 4s", hands=["7s Rc Rs", "Cb 4c 5s"])]
    game.covered = False
    game.handle({"type": "play", "card": "7s"})
    labels = [c["label"] for c in game.view()["choices"]]
    assert labels == expected and len(set(labels)) == 2


def test_play_widget_undo_takes_back_my_move_and_the_answer():
    game = play_widget(opponent="expert", seed=2, start=True)
    drive_to_my_turn(game)
    before = game.current
    move = before.legal_moves()[0]
    game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
    drive_to_my_turn(game)
    assert game.current.plays_made == before.plays_made + 2
    game.handle({"type": "undo"})
    assert game.current is before and game.view()["error"] is None
    game.handle({"type": "undo"})
    assert game.current is before or game.view()["error"]


def test_play_widget_two_people_hide_the_hand_between_turns():
    game = play_widget(opponent="human", start=True)
    assert game.view()["covered"] and game.view()["hand"] == []
    game.handle({"type": "play", "card": str(game.current.hands[0][0])})
    assert "Show my cards" in game.view()["error"]
    game.handle({"type": "show"})
    assert len(game.view()["hand"]) == 3
    move = game.current.legal_moves()[0]
    game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
    view = game.view()
    assert view["covered"] and view["hand"] == [] and view["to_move"] == 1


def test_play_widget_bad_settings_are_explained():
    game = play_widget()
    game.handle({"type": "start", "opponent": "wizard"})
    assert "beginner" in game.view()["error"] and game.view()["phase"] == "setup"
    game.handle({"type": "start", "preset": "scopone", "players": "3"})
    assert "played by 4 players, not 3" in game.view()["error"]
    game.handle({"type": "start", "target": "zero"})
    assert "whole numbers" in game.view()["error"]
    game.handle({"type": "hint"})
    assert "Start a match" in game.view()["error"]
    game.handle({"type": "start", "opponent": "beginner", "preset": "scopa-15", "target": "5", "seed": "9"})
    view = game.view()
    assert view["error"] is None and view["target"] == 5 and view["rules"]["name"] == "scopa-15"


def test_a_passed_up_sweep_rules_out_that_value_for_the_expert():
    # The first table A + 2 + 3 + 4 adds up to 10: a re sweeps it (the AGIMEG guide, a hand 7).
    # Player 1 leads and takes 1 + 4 with a 5 instead: a sensible player holding a re would
    # have made the scopa, so the expert deals player 1 no re in its sampled worlds.
    from scopa_learn.players.search import missing_ranks

    state = deal(rules("classic"), dealer=0, table="Ab 2s 3c 4d", hands=["7d Fc 3d", "5s Cb 7c"])
    state = state.play("5s", takes="Ab 4d")
    view = state.view(0)
    assert missing_ranks(view) == {1: frozenset({10})}
    rng = random.Random(1)
    inferred = [sample_world(view, rng, infer=True) for _ in range(60)]
    assert all(c.rank != 10 for w in inferred for c in w.hands[1])
    assert all(w.view(0) == view for w in inferred)
    plain = [sample_world(view, rng) for _ in range(60)]
    assert any(c.rank == 10 for w in plain for c in w.hands[1])  # without the inference, some do


def test_the_inference_forgets_at_the_next_deal():
    state = deal(rules("classic"), dealer=0, table="Ab 2s 3c 4d", hands=["7d Fc 3d", "5s Cb 7c"])
    state = state.play("5s", takes="Ab 4d")
    while state.deal_number == 1:
        state = state.play(state.legal_moves()[0])
    assert 10 not in missing_ranks_of(state.view(0)).get(1, frozenset())


def missing_ranks_of(view):
    from scopa_learn.players.search import missing_ranks

    return missing_ranks(view)


def test_the_expert_reads_a_thrown_card_against_the_cards_that_would_have_taken():
    # Player 1 leads with the table Rc 5s 3b 8d and throws an asso, taking nothing (a card that
    # takes nothing stays on the table: "A hand (smazzata)"). Holding a re, it could have taken
    # the re on the table; a player who throws a card instead probably holds none, so the deals
    # the expert samples (weighted by how well they explain that play) give it a re less often.
    from scopa_learn.players.search import play_likelihood, sample_worlds

    state = deal(rules("classic"), dealer=0, table="Rc 5s 3b 8d", hands=["7d Fc 3d", "Ab Cb 7c"])
    state = state.play("Ab")
    view = state.view(0)
    with_re = play_likelihood(view, [(), parse_cards("Rb 2c")], 15.0)
    without = play_likelihood(view, [(), parse_cards("Cb 2c")], 15.0)
    assert 0.0 < with_re < without
    rng = random.Random(3)
    weighted = sample_worlds(view, rng, 400, 4, 15.0)
    assert all(w.view(0) == view for w in weighted)
    plain = [sample_world(view, rng, infer=True) for _ in range(400)]

    def share_with_re(worlds):
        return sum(any(c.rank == 10 for c in w.hands[1]) for w in worlds) / len(worlds)

    assert share_with_re(weighted) < share_with_re(plain) - 0.05


def test_the_reading_of_plays_forgets_the_earlier_deals():
    from scopa_learn.players.search import play_likelihood

    state = deal(rules("classic"), dealer=0, table="Rc 5s 3b 8d", hands=["7d Fc 3d", "Ab Cb 7c"])
    state = state.play("Ab")
    while state.deal_number == 1:
        state = state.play(state.legal_moves()[0])
    view = state.view(0)  # the first play of the second deal is still to come
    assert state.plays_made == 6 and view.played[0].card == parse_card("Ab")
    assert play_likelihood(view, [(), parse_cards("Rb 2c 4c")], 15.0) == 1.0
