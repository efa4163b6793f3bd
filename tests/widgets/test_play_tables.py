"""The Play widget at every table the engine knows (issue 15): seats, teams, the player card,
the rematch and the turn clock.

Rules: the AGIMEG guide (who deals, who leads, 2/3/4/6 players and their deals),
"Scoring a hand" (partners share a pile); the card room's house rules for the player card
(an abandoned match is abandoned for the leaver and won for the others), the rematch's dealer
(the player to the right of the last hand's dealer) and the 30-second turn.
"""

from __future__ import annotations

import pathlib
import re
from typing import Any

import pytest

from scopa_learn.engine.match import Match
from scopa_learn.engine.rules import PRESETS, rules
from scopa_learn.table.player_card import PlayerCard, outcome, rematch_dealer
from scopa_learn.widgets.play import CLOCK_SECONDS, TABLES, PlayGame
from scopa_learn.words.messages import MESSAGES


def game_at(preset: str, players: int, **config: Any) -> PlayGame:
    # The coach during play (on against the beginner) would stop a costly first move: off here.
    config = {"opponent": "beginner", "seed": 3, "start": True, "coach_during": False, **config}
    return PlayGame(preset=preset, players=players, **config)


def play_mine(game: PlayGame) -> None:
    """The learner's move: the first legal one, sent as the view sends it."""
    move = game.current.legal_moves()[0]
    game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
    assert game.view()["error"] is None, game.view()["error"]


def play_hand(game: PlayGame) -> None:
    while game.view()["phase"] == "play":
        if game.view()["computer_turn"]:
            game.handle({"type": "computer"})
            assert game.view()["error"] is None
        else:
            play_mine(game)


def test_the_tables_are_the_engines() -> None:
    # Every preset with every player count it allows, and nothing else.
    assert set(TABLES) == {(name, n) for name, p in PRESETS.items() for n in p.players}
    assert {("classic", 2), ("classic", 3), ("classic", 4), ("classic", 6), ("scopone", 4),
            ("scopone-10", 4), ("scopa-d-assi", 2), ("scopa-d-assi", 4), ("scopa-15", 2),
            ("scopa-15", 4)} <= set(TABLES)


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "players"), TABLES, ids=[f"{p}-{n}" for p, n in TABLES])
def test_a_whole_hand_at_every_table(preset: str, players: int) -> None:
    game = game_at(preset, players)
    view = game.view()
    r = rules(preset, players=players)
    assert view["phase"] == "play" and len(view["seats"]) == players
    assert len(view["hand"]) == r.hand_size and len(view["table"]) == r.table_size
    # Teams in four and six (partners sit alternately), each for themself in two and three.
    assert [s["members"] for s in view["sides"]] == [list(t) for t in r.teams]
    play_hand(game)
    view = game.view()
    assert view["phase"] in ("hand_over", "match_over")
    # Every card ends in a pile, counted by side; the summary is by side too.
    assert sum(s["pile"] for s in view["sides"]) == 40
    assert len(view["score"]["totals"]) == r.sides == len(view["score"]["names"])
    assert [s["score"] for s in view["sides"]] == view["score"]["totals"]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_who_deals_who_leads_who_plays(players: int) -> None:
    # The AGIMEG guide (a hand, 2): the player to the dealer's right leads; the learner leads the first
    # hand, so the seat before it deals.
    game = game_at("classic", players)
    seats = game.view()["seats"]
    assert [s["seat"] for s in seats if s["dealer"]] == [players - 1]
    assert [s["seat"] for s in seats if s["leads"]] == [0]
    assert [s["seat"] for s in seats if s["to_move"]] == [0]
    you = seats[0]["text"]
    assert "leads" in you and "plays now" in you and "holds 3 cards" in you
    assert "deals" in seats[-1]["text"]
    play_mine(game)
    assert [s["seat"] for s in game.view()["seats"] if s["to_move"]] == [1]


def test_partners_and_opponents_around_the_table() -> None:
    view = game_at("classic", 6).view()
    roles = [s["role"] for s in view["seats"]]
    assert roles[0] == "Team 1"
    assert roles[2] == roles[4] == "Team 1, your partner"
    assert roles[1] == roles[3] == roles[5] == "Team 2, opponent"
    # Seen from seat 0: the seat on the left first, the next to play (seat 1, on the right) last.
    assert view["around"] == [5, 4, 3, 2, 1]
    assert view["sides"][0]["who"] == "You, Computer 3 and Computer 5" and view["sides"][0]["yours"]
    three = game_at("classic", 3).view()
    assert len(three["sides"]) == 3 and all("partner" not in s["role"] for s in three["seats"])


def test_scope_and_piles_are_counted_by_team() -> None:
    game = game_at("scopone", 4)
    play_hand(game)
    state = game.current
    sides = game.view()["sides"]
    for side, members in zip(sides, ((0, 2), (1, 3)), strict=True):
        assert side["pile"] == sum(len(state.piles[p]) for p in members)
        assert side["scope"] == sum(state.scope[p] for p in members)


def test_people_at_one_screen_pass_the_device_at_four() -> None:
    game = PlayGame(opponent="human", preset="classic", players=4, start=True)
    assert game.view()["covered"] and game.view()["hand"] == []
    for seat in range(4):
        game.handle({"type": "show"})
        view = game.view()
        assert view["viewer"] == seat and len(view["hand"]) == 3 and view["your_turn"]
        play_mine(game)
        assert game.view()["covered"] and game.view()["hand"] == []


def test_the_setup_follows_the_engine() -> None:
    game = PlayGame()
    setup = game.view()["setup"]
    assert [p["value"] for p in setup["presets"]] == list(PRESETS)
    game.handle({"type": "configure", "preset": "scopone"})
    setup = game.view()["setup"]
    assert [p["value"] for p in setup["players"]] == [4] and setup["target"] == 21
    game.handle({"type": "configure", "preset": "classic", "players": "2"})
    switches = {o["name"]: o for o in game.view()["setup"]["options"]}
    assert switches["carte_viste"]["enabled"]  # carte viste is played in two only
    game.handle({"type": "configure", "players": "4", "options": {"carte_viste": True}})
    switches = {o["name"]: o for o in game.view()["setup"]["options"]}
    assert not switches["carte_viste"]["enabled"] and not switches["carte_viste"]["value"]
    assert "carte viste is played in two" in game.view()["error"]
    # The napola's house rules need the napola (Rules.switch).
    assert not switches["napoleone_wins"]["enabled"]


def test_a_bad_table_is_explained() -> None:
    game = PlayGame()
    game.handle({"type": "start", "preset": "scopone", "players": 2})
    assert game.view()["error"] == "Scopone scientifico is played by 4 players, not 2."
    italian = PlayGame(lang="it")
    italian.handle({"type": "start", "preset": "classic", "players": 5})
    assert italian.view()["error"] == "La scopa classica si gioca in 2, 3, 4 o 6, non in 5."
    game.handle({"type": "start", "preset": "briscola"})
    assert "briscola" in game.view()["error"] and game.view()["phase"] == "setup"


# -- the player card and the rematch (the card room's house rules) -------------------------------


def finish_match(game: PlayGame) -> None:
    while game.view()["phase"] != "match_over":
        if game.view()["phase"] == "hand_over":
            game.handle({"type": "next_hand"})
        play_hand(game)


def test_a_finished_match_goes_on_the_card() -> None:
    game = game_at("classic", 4, target=1)
    assert game.view()["record"]["open"] == {"preset": "classic", "players": 4, "level": "beginner"}
    finish_match(game)
    view = game.view()
    won = game.match.winner == 0
    assert view["record"]["open"] is None
    assert view["record"]["rows"] == [{"preset": "classic", "players": 4, "level": "beginner",
                                       "played": 1, "won": int(won), "abandoned": 0}]
    assert view["card"][0]["won"] == ("100%" if won else "0%")
    assert ("won the match" in view["status"]) and view["setup"]["rematch"] is not None


def test_leaving_a_match_counts_as_abandoned() -> None:
    # The card room: the leaver records the match as abandoned, the others as won.
    game = game_at("scopone", 4)
    play_mine(game)
    game.handle({"type": "new_match"})
    view = game.view()
    assert view["record"]["rows"][0]["abandoned"] == 1 and view["record"]["rows"][0]["won"] == 0
    assert view["card"][0]["abandoned"] == "100%" and "abandoned" in view["notice"]
    m = Match(rules("scopone"))
    assert [outcome(m, p, left=0) for p in range(4)] == ["abandoned", "won", "won", "won"]


def test_a_card_left_open_by_a_reload_is_settled_as_abandoned() -> None:
    first = game_at("classic", 2)
    stored = first.view()["record"]  # what the browser kept when the page went away mid-match
    again = PlayGame()
    again.handle({"type": "restore", "card": stored})
    view = again.view()
    assert view["record"]["open"] is None and view["record"]["rows"][0]["abandoned"] == 1
    assert "abandoned" in view["notice"]


def test_a_card_restored_during_a_match_keeps_that_match_open() -> None:
    # A widget made with start=True is already playing when the browser gives its card back.
    kept = PlayerCard().record("classic", 2, "expert", "won").to_data()
    game = game_at("scopone", 4)
    game.handle({"type": "restore", "card": kept})
    record = game.view()["record"]
    assert record["rows"][0]["won"] == 1
    assert record["open"] == {"preset": "scopone", "players": 4, "level": "beginner"}


@pytest.mark.parametrize("stored", ["not json", {"version": 1, "rows": [{"played": -1}]}, [1, 2], {"version": 9}])
def test_an_unreadable_card_starts_afresh_and_says_so(stored: Any) -> None:
    game = PlayGame()
    game.handle({"type": "restore", "card": stored})
    view = game.view()
    assert view["error"] is None and "could not be read" in view["notice"]
    assert view["record"]["rows"] == []


def test_the_card_comes_back_as_it_was_kept() -> None:
    card = PlayerCard().record("scopone", 4, "expert", "won").record("classic", 6, "beginner", "lost")
    game = PlayGame()
    game.handle({"type": "restore", "card": card.to_data()})
    assert game.view()["record"] == card.to_data() and game.view()["notice"] is None
    assert [r["played"] for r in game.view()["card"]] == [1, 1]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_rematch_is_dealt_by_the_player_right_of_the_last_dealer(players: int) -> None:
    # The card room: "Il mazziere è il giocatore a destra del mazziere dell'ultima smazzata della
    # precedente partita". Play goes to the right, seat 0, 1, 2...: the seat after the dealer.
    game = game_at("classic", players, target=1)
    finish_match(game)
    last_dealer = game.current.dealer
    stored = game.view()["record"]
    again = PlayGame()  # after a reload: the rematch survives in the stored card
    again.handle({"type": "restore", "card": stored})
    assert again.view()["setup"]["rematch"] is not None
    again.handle({"type": "rematch"})
    view = again.view()
    assert view["error"] is None and view["phase"] == "play"
    assert again.current.dealer == (last_dealer + 1) % players == rematch_dealer(game.match)
    assert again.rules.players == players and again.rules.target == 1
    assert view["record"]["open"] == {"preset": "classic", "players": players, "level": "beginner"}


def test_no_rematch_before_a_finished_match() -> None:
    game = PlayGame()
    game.handle({"type": "rematch"})
    assert "finished match" in game.view()["error"]


# -- the turn clock ---------------------------------------------------------------------------------


def test_the_clock_is_off_by_default_and_thirty_seconds_long() -> None:
    game = game_at("classic", 2)
    assert game.view()["clock"] == {"on": False, "seconds": CLOCK_SECONDS} and CLOCK_SECONDS == 30
    game.handle({"type": "timeout"})
    assert game.current.plays_made == 0  # off: a late timeout plays nothing


def test_when_time_runs_out_the_suggested_card_is_played() -> None:
    from scopa_learn.players import hint

    game = game_at("classic", 4, clock_on=True, clock=5)
    state = game.current
    suggested = hint(state.view(0)).move
    game.handle({"type": "timeout"})
    assert game.current.played[-1].move == suggested
    assert "Time ran out" in game.view()["notice"]
    game.handle({"type": "timeout"})  # now the computer's turn: nothing more is played for you
    assert game.current.plays_made == 1
    game.handle({"type": "clock", "on": False})
    assert game.view()["clock"]["on"] is False
    game.handle({"type": "clock", "on": True, "seconds": "0"})
    assert "whole seconds" in game.view()["error"]


# -- words --------------------------------------------------------------------------------------------


def test_every_word_comes_in_english_and_italian() -> None:
    mine = [k for k in MESSAGES["en"] if k.startswith(("table.", "card.player."))]
    assert len(mine) > 60
    assert not [k for k in mine if k not in MESSAGES["it"]]
    en = game_at("classic", 4).view()
    it = game_at("classic", 4, lang="it").view()
    assert set(en["labels"]) == set(it["labels"])
    assert en["labels"]["start"] == "Start the match" and it["labels"]["start"] == "Comincia la partita"
    assert it["sides"][0]["label"] == "Squadra 1" and "compagno" in it["seats"][2]["role"]
    assert it["status"] == "Squadra 1: 0, Squadra 2: 0; si gioca a 21 punti."


def test_the_view_holds_no_english() -> None:
    # Every word the view shows comes from the controller (view.labels and the view data).
    code = (pathlib.Path(__file__).resolve().parents[2] / "scopa_learn/widgets/static/play.js").read_text()
    code = re.sub(r"const CSS = `.*?`;", "", code, flags=re.DOTALL)
    code = re.sub(r"//.*$", "", code, flags=re.MULTILINE)
    literals = re.findall(r"([\"'`])((?:(?!\1).)*)\1", code)
    words = [text for _, text in literals if re.search(r"(?<![\w-])[A-Za-z]{2,} [A-Za-z]{2,}(?![\w-])", text)]
    assert not words, words


# -- scopa-learn play at other tables (the command line) -------------------------------------------


def run_cli(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    import io

    from scopa_learn.cli import main

    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def cli_json(*argv: str, stdin: str = "") -> Any:
    import json

    status, out, err = run_cli(*argv, "--json", stdin=stdin)
    assert status == 0, err
    return json.loads(out)


CLI_TABLES = [("classic", 3), ("classic", 4), ("classic", 6), ("scopone", 4), ("scopone-10", 4),
              ("scopa-d-assi", 4), ("scopa-15", 4)]


@pytest.mark.parametrize(("preset", "players"), CLI_TABLES, ids=[f"{p}-{n}" for p, n in CLI_TABLES])
def test_the_terminal_plays_a_hand_at_other_tables(preset: str, players: int) -> None:
    """Replaying the JSON record through the engine: every play legal and by the seat to move,
    the human's always the first move offered, every card in a pile (the AGIMEG guide 1)."""
    from scopa_learn import Move, deal, parse_cards

    r = rules(preset, players=players)
    data = cli_json("play", "--rules", preset, "--players", str(players), "--seed", "4", stdin="1\n" * 20)
    assert data["finished"] is True and data["rules"]["players"] == players
    # The learner leads, as on the Play page: the seat before theirs deals.
    assert data["dealer"] == players - 1
    state = deal(r, seed=4, dealer=players - 1)
    for play in data["plays"]:
        move = Move(parse_cards(play["card"])[0], parse_cards(" ".join(play["captured"])))
        assert play["player"] == state.to_move
        if play["player"] == 0:
            assert move == state.legal_moves()[0]
        state = state.play(move)
    assert state.is_over and len(data["plays"]) == r.plays_per_hand
    # Scored by side: two teams in four and six (partners share a pile), three players alone.
    assert len(data["score"]["sides"]) == r.sides
    assert sum(s["cards"] for s in data["score"]["sides"]) == 40


def test_the_terminal_counts_piles_and_scope_by_team() -> None:
    status, out, _ = run_cli("play", "--players", "4", "--seed", "2", stdin="1\nq\n")
    screen = " ".join(out.split())
    assert status == 0 and "Computer 3 is your partner: you score together." in screen
    assert "Taken: your team (you and computer 3)" in screen and "their team (computer 2 and computer 4)" in screen


def test_the_terminal_plays_a_whole_match() -> None:
    """With --match, hands until a side reaches the target; the deal moves on one seat each hand
    (the AGIMEG guide (a hand, 2): the dealer rotates)."""
    data = cli_json("play", "--players", "4", "--seed", "7", "--match", "--option", "target=4",
                    stdin="1\n" * 200)
    match = data["match"]
    assert match["finished"] is True and match["winner"] in (0, 1)
    totals = [hand["score"]["totals"] for hand in data["hands"]]
    assert [sum(side) for side in zip(*totals, strict=True)] == match["scores"]
    assert max(match["scores"]) >= 4 and match["scores"][match["winner"]] == max(match["scores"])
    # The learner leads the first hand (seat 3 deals), as on the Play page.
    assert [hand["dealer"] for hand in data["hands"]] == [(3 + k) % 4 for k in range(len(totals))]
    status, out, _ = run_cli("play", "--seed", "7", "--match", "--option", "target=2", stdin="1\n" * 300)
    assert status == 0 and "Match score: you" in out and "the match" in out.splitlines()[-2]


def test_every_new_match_deals_fresh_cards_unless_a_number_is_asked() -> None:
    # Issue 22 item 7: the deal number started at 0 and stayed there, so every match dealt the
    # same cards. Now an empty number deals afresh each Start; a number asked for is kept.
    game = PlayGame(opponent="beginner")
    assert game.view()["setup"]["seed"] == ""
    deals = set()
    for _ in range(5):
        game.handle({"type": "start", "opponent": "beginner", "seed": ""})
        view = game.view()
        assert view["error"] is None and str(view["deal"]) in view["deal_text"]
        deals.add(view["deal"])
        game.handle({"type": "new_match"})
        assert game.view()["setup"]["seed"] == ""
    assert len(deals) == 5  # five draws from a million: equal ones would be a one-in-50,000 chance
    game.handle({"type": "start", "opponent": "beginner", "seed": "42"})
    first = game.current
    assert game.view()["deal"] == 42
    game.handle({"type": "new_match"})
    assert game.view()["setup"]["seed"] == 42
    game.handle({"type": "start", "opponent": "beginner", "seed": 42})
    assert game.current == first
