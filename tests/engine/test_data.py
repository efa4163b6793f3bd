"""Values carry their own plain form (issue 10, "Values that carry their own plain form"):
``to_data()`` on scores, capture explanations, events, rules and players' views, following the
JSON schema the README documents for the command line, which prints exactly these."""

from __future__ import annotations

import io
import json

import pytest

from scopa_learn import DECK, deal, explain_captures, rules, score_hand
from scopa_learn.cli import main
from scopa_learn.engine.events import Dealt, LastTake, Played, Redealt


def run_json(*argv: str) -> dict:
    out, err = io.StringIO(), io.StringIO()
    assert main([*argv, "--json"], stdout=out, stderr=err, stdin=io.StringIO("")) == 0, err.getvalue()
    return json.loads(out.getvalue())


def finished(seed: int):
    state = deal(seed=seed)
    while not state.is_over:
        state = state.play(state.legal_moves()[0])
    return state


def test_a_score_as_data_is_what_the_command_line_prints():
    data = run_json("score", "--pile", "7d 7s 6c 5b", "--pile", "7c 7b 6s Ad", "--scope", "1",
                    "--scope", "0")
    del data["rules"]
    assert data == score_hand(["7d 7s 6c 5b", "7c 7b 6s Ad"], scope=[1, 0]).to_data()


def test_a_score_as_data_has_the_documented_keys_and_survives_json():
    data = finished(4).score().to_data()
    assert json.loads(json.dumps(data)) == data
    assert set(data) == {"sides", "categories", "totals", "instant_winner"}
    assert set(data["sides"][0]) == {"name", "pile", "cards", "denari", "primiera", "primiera_cards",
                                     "scope"}
    assert set(data["categories"][0]) == {"name", "points", "values", "winner", "reason"}
    assert sum(side["cards"] for side in data["sides"]) == len(DECK)


def test_captures_as_data_are_what_the_command_line_prints():
    data = run_json("captures", "6s", "2d", "4b", "Ad", "5c")
    explained = explain_captures("6s", "2d 4b Ad 5c").to_data()
    assert {k: data[k] for k in explained} == explained
    assert [o["cards"] for o in data["captures"]] == [["2d", "4b"], ["Ad", "5c"]]


def test_rules_as_data_are_what_the_command_line_prints():
    assert run_json("rules", "scopone")["rules"] == rules("scopone").to_data()
    assert json.loads(json.dumps(rules("scopa-d-assi").to_data())) == rules("scopa-d-assi").to_data()


def test_events_as_data_name_their_kind_and_cards():
    state = finished(2)
    kinds = {type(e): e.to_data()["event"] for e in state.log}
    assert kinds[Played] == "played" and kinds[LastTake] == "last_take" and kinds[Dealt] == "dealt"
    first = next(e for e in state.log if isinstance(e, Played)).to_data()
    assert set(first) >= {"number", "player", "card", "captured", "kind", "scopa"}
    assert Redealt("three-kings", DECK[:4]).to_data()["table"] == ["Ad", "2d", "3d", "4d"]


def test_the_command_lines_plays_are_the_events_as_data():
    data = run_json("play", "--seed", "5")
    assert data["finished"] is False and data["plays"] == []


@pytest.mark.parametrize("player", [0, 1])
def test_a_view_as_data_shows_only_what_the_player_may_see(player):
    state = deal(seed=6)
    data = state.view(player).to_data()
    assert json.loads(json.dumps(data)) == data
    assert data["hand"] == [str(c) for c in state.hand(player)]
    other = state.hand(1 - player)
    assert not set(map(str, other)) & set(json.dumps(data).replace('"', " ").split())
    assert (data["legal_moves"] != []) == (state.to_move == player)
