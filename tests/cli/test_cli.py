"""The command line, ``scopa-learn`` / ``python -m scopa_learn``: each command, its JSON, its errors.

Rule facts checked here come from the rule sources (the Sources page; cited per test); the expected numbers were worked out
by hand from those facts, not copied from the program's output.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scopa_learn import DECK, PRESETS, Move, deal, parse_cards
from scopa_learn.cli import main, parse_option

ROOT = Path(__file__).resolve().parents[2]


def run(*argv: str, stdin: str = "", environ: dict[str, str] | None = None) -> tuple[int, str, str]:
    """Run the command line in-process: exit status, stdout, stderr (in English unless the
    arguments or ``environ`` say otherwise, whatever the machine's locale)."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err, environ=environ or {})
    return status, out.getvalue(), err.getvalue()


def run_json(*argv: str, stdin: str = "") -> Any:
    status, out, err = run(*argv, "--json", stdin=stdin)
    assert status == 0, err
    return json.loads(out)


def bad(*argv: str) -> str:
    """Run a command that must fail on bad input: status 2, nothing on stdout, no traceback."""
    status, out, err = run(*argv)
    assert status == 2, (out, err)
    assert out == ""
    assert "Traceback" not in err
    return err


# -- captures -----------------------------------------------------------------------------------


def test_captures_equal_card_first():
    """The AGIMEG guide: the 6 takes the 6, never 2 + 4."""
    status, out, err = run("captures", "6s", "6c", "2d", "4b")
    assert status == 0 and err == ""
    assert "6s x 6c" in out and "6s x 2d 4b" not in out
    assert "equal card comes first" in out


def test_captures_json_shape():
    data = run_json("captures", "6s", "6c 2d 4b")
    assert set(data) >= {"card", "table", "last_card", "rules", "captures", "stays_on_table", "reason"}
    assert data["card"] == "6s" and data["table"] == ["6c", "2d", "4b"]
    assert data["captures"] == [{"cards": ["6c"], "kind": "equal", "scopa": False}]
    assert data["stays_on_table"] is False
    assert data["rules"] == {"name": "classic", "players": 2, "options": {}}


def test_captures_several_sums_are_a_choice():
    """The AGIMEG guide (a hand, 3): several sum groups, the player picks: 6 = 2 + 4 = 1 + 5."""
    data = run_json("captures", "6s", "2d", "4b", "Ad", "5c")
    groups = {frozenset(c["cards"]) for c in data["captures"]}
    assert groups == {frozenset({"2d", "4b"}), frozenset({"Ad", "5c"})}
    assert {c["kind"] for c in data["captures"]} == {"sum"}


def test_captures_scopa_flag_and_last_card():
    """The AGIMEG guide (a hand, 5): clearing the table is a scopa, except with the last card of the hand."""
    assert run_json("captures", "7d", "3c 4b")["captures"] == [
        {"cards": ["3c", "4b"], "kind": "sum", "scopa": True}]
    last = run_json("captures", "7d", "3c 4b", "--last-card")
    assert last["last_card"] is True and last["captures"][0]["scopa"] is False


def test_captures_nothing_stays_on_table():
    """The AGIMEG guide (a hand, 4): a card that can take nothing stays on the table."""
    data = run_json("captures", "6s", "Rb", "Fc")
    assert data["captures"] == [] and data["stays_on_table"] is True
    status, out, _ = run("captures", "6s")
    assert status == 0 and "stays on the table" in out


def test_captures_rules_and_options():
    """Variants as presets and options (the AGIMEG guide and the card room's house rules): the asso sweeps in scopa d'assi;
    lifting the equal-card rule lets the 6 choose 2 + 4 too."""
    sweep = run_json("captures", "Ad", "3c 5b Rs", "--rules", "scopa-d-assi")
    assert sweep["captures"] == [{"cards": ["3c", "5b", "Rs"], "kind": "sweep", "scopa": False}]
    lifted = run_json("captures", "6s", "6c 2d 4b", "--option", "equal_first=false")
    assert {frozenset(c["cards"]) for c in lifted["captures"]} == {frozenset({"6c"}), frozenset({"2d", "4b"})}
    assert lifted["rules"]["options"] == {"equal_first": False}


# -- primiera -----------------------------------------------------------------------------------


def test_primiera_of_annas_cards():
    """The AGIMEG guide's example hand: Anna's primiera 7d 7s 6c 5b = 21 + 21 + 18 + 15 = 75."""
    data = run_json("primiera", "7d", "7s", "6c", "5b", "2b")
    assert data["total"] == 75 and data["complete"] is True and data["missing"] == []
    assert data["suits"] == [
        {"suit": "denari", "card": "7d", "value": 21}, {"suit": "coppe", "card": "6c", "value": 18},
        {"suit": "spade", "card": "7s", "value": 21}, {"suit": "bastoni", "card": "5b", "value": 15},
    ]
    status, out, _ = run("primiera", "7d 7s 6c 5b 2b")
    assert status == 0 and "Primiera 75" in out


def test_primiera_missing_suits():
    """The AGIMEG guide's scoring table: the best card of each suit present; a side lacking a suit is told so."""
    data = run_json("primiera", "7d", "6c")
    assert data["total"] == 21 + 18
    assert data["missing"] == ["spade", "bastoni"] and data["complete"] is False
    assert data["suits"][2] == {"suit": "spade", "card": None, "value": 0}
    status, out, _ = run("primiera", "7d", "6c")
    assert "No spade or bastoni" in out


def test_primiera_with_the_online_rooms_values():
    """The card room's house rules count the asso 15 in the primiera."""
    assert run_json("primiera", "Ad")["total"] == 16
    assert run_json("primiera", "Ad", "--rules", "scopa-d-assi-online")["total"] == 15


# -- score --------------------------------------------------------------------------------------

# The AGIMEG guide's example hand (its figures): Anna 16 cards / 4 denari, primiera
# 7d 7s 6c 5b; Bruno 24 / 6, primiera 7c 7b 6s Ad, with Ad 2d 3d and no 4d. Piles built by hand
# from those facts: Anna has no Ab, 6b, 7b (her bastoni stop at the 5), no 7c, no Ad.
ANNA = "7d 6d 4d 5d 6c 2c 3c 7s As 5s 5b 2b 3b 4b Fb Cb"
BRUNO = ("Ad 2d 3d Fd Cd Rd Ac 4c 5c 7c Fc Cc Rc 2s 3s 4s 6s Fs Cs Rs Ab 6b 7b Rb")


def test_the_example_piles_are_a_whole_deck():
    assert len(parse_cards(ANNA)) == 16 and len(parse_cards(BRUNO)) == 24
    assert set(parse_cards(ANNA)) | set(parse_cards(BRUNO)) == set(DECK)


def test_score_seed_000_example_hand():
    """The AGIMEG guide's example hand: carte and denari to Bruno (16-24, 4-6), settebello to Anna, primiera 75-76 to
    Bruno, scope 1-1: the hand ends 2-4."""
    data = run_json("score", "--pile", ANNA, "--pile", BRUNO, "--scope", "1", "--scope", "1",
                    "--name", "Anna", "--name", "Bruno")
    assert data["totals"] == [2, 4]
    by_name = {c["name"]: c for c in data["categories"]}
    assert by_name["carte"]["values"] == [16, 24] and by_name["carte"]["winner"] == 1
    assert by_name["denari"]["values"] == [4, 6] and by_name["denari"]["points"] == [0, 1]
    assert by_name["settebello"]["winner"] == 0
    assert by_name["primiera"]["values"] == [75, 76] and by_name["primiera"]["winner"] == 1
    assert by_name["scope"]["points"] == [1, 1]
    assert all(c["reason"] for c in data["categories"])
    anna, bruno = data["sides"]
    assert anna["name"] == "Anna" and anna["cards"] == 16 and anna["denari"] == 4
    assert anna["primiera_cards"] == ["7d", "6c", "7s", "5b"]
    assert bruno["primiera_cards"] == ["Ad", "7c", "6s", "7b"] and bruno["scope"] == 1
    assert data["instant_winner"] is None


def test_score_text_names_the_reasons():
    status, out, _ = run("score", "--pile", ANNA, "--pile", BRUNO, "--scope", "1", "--scope", "1",
                         "--name", "Anna", "--name", "Bruno")
    assert status == 0
    assert "Bruno took the most cards (16-24)." in out
    assert "Anna took the settebello" in out
    assert out.rstrip().splitlines()[-1].split() == ["total", "2-4"]


def test_score_with_napola():
    """The AGIMEG guide's example hand: with napola Bruno would add 3 (asso, 2, 3 of denari, no 4)."""
    data = run_json("score", "--pile", ANNA, "--pile", BRUNO, "--scope", "1", "--scope", "1",
                    "--option", "napola=true")
    assert data["totals"] == [2, 7]
    assert data["rules"]["options"] == {"napola": True}


def test_score_errors():
    assert "give 2 piles" in bad("score", "--pile", "7d 6c")
    assert "The 7d is in two piles" in bad("score", "--pile", "7d 6c", "--pile", "7d")
    assert "Give one --scope per pile (2), not 1" in bad("score", "--pile", "7d", "--pile", "6c", "--scope", "1")
    assert "0 up" in bad("score", "--pile", "7d", "--pile", "6c", "--scope", "-1", "--scope", "0")


def test_score_three_players():
    """The AGIMEG guide's scoring table: three players each for themself."""
    data = run_json("score", "--players", "3", "--pile", "7d 6d 5d 4d", "--pile", "7c", "--pile", "Rb")
    assert len(data["sides"]) == 3 and len(data["totals"]) == 3
    assert data["categories"][0]["values"] == [4, 1, 1]


# -- deal ---------------------------------------------------------------------------------------


def test_deal_matches_the_engine_and_repeats():
    """The AGIMEG guide (a hand, 1): 3 cards each and 4 on the table; the non-dealer leads."""
    data = run_json("deal", "--seed", "11")
    assert data == run_json("deal", "--seed", "11")
    state = deal(seed=11)
    assert data["hands"] == [[str(c) for c in h] for h in state.hands]
    assert data["table"] == [str(c) for c in state.table]
    assert [len(h) for h in data["hands"]] == [3, 3] and len(data["table"]) == 4
    assert data["stock"] == 40 - 10
    assert data["seed"] == 11 and data["dealer"] == 0 and data["leader"] == 1 and data["to_move"] == 1
    dealt = [c for h in data["hands"] for c in h] + data["table"]
    assert len(set(dealt)) == 10


def test_deal_text_and_players():
    status, out, _ = run("deal", "--seed", "3", "--players", "4", "--dealer", "3")
    assert status == 0
    data = run_json("deal", "--seed", "3", "--players", "4", "--dealer", "3")
    assert data["leader"] == 0 and len(data["hands"]) == 4
    for hand in data["hands"]:
        assert " ".join(hand) in out
    assert "Player 4 deals, Player 1 leads" in out


def test_deal_reports_a_three_kings_redeal():
    """The AGIMEG guide and the card room's house rules: 3 or 4 re among the table cards -> redeal (about 1 in 630 deals)."""
    seed = next(s for s in range(20_000) if any(type(e).__name__ == "Redealt" for e in deal(seed=s).log))
    data = run_json("deal", "--seed", str(seed))
    assert data["redeals"] and data["redeals"][0]["rule"] == "three-kings"
    assert sum(card.startswith("R") for card in data["redeals"][0]["table"]) >= 3
    assert sum(card.startswith("R") for card in data["table"]) < 3


def test_deal_bad_dealer():
    assert "dealer" in bad("deal", "--seed", "1", "--dealer", "2")


# -- worksheet ----------------------------------------------------------------------------------


def test_worksheet_writes_the_same_page_for_the_same_seed(tmp_path):
    from scopa_learn.worksheet import worksheet_html

    first, second = tmp_path / "a.html", tmp_path / "b.html"
    status, out, err = run("worksheet", "--seed", "42", "--level", "2", "-o", str(first))
    assert status == 0, err
    assert str(first) in out
    data = run_json("worksheet", "--seed", "42", "--level", "2", "--output", str(second))
    assert data["path"] == str(second) and data["kinds"] == ["capture", "primiera", "counting"]
    # No --count: one printed page of questions (tests/site/test_print.py counts the pages).
    assert data["count"] is None and data["level"] == 2 and data["seed"] == 42
    assert data["counts"] == {"capture": 6, "primiera": 4, "counting": 2}
    assert first.read_text(encoding="utf-8") == second.read_text(encoding="utf-8")
    assert first.read_text(encoding="utf-8") == worksheet_html(42, 2)


def test_worksheet_errors(tmp_path):
    assert "does not exist" in bad("worksheet", "-o", str(tmp_path / "missing" / "sheet.html"))
    assert "Cannot write" in bad("worksheet", "-o", str(tmp_path))
    assert "not 0" in bad("worksheet", "-o", str(tmp_path / "x.html"), "--count", "0")
    assert "invalid choice" in bad("worksheet", "-o", str(tmp_path / "x.html"), "--level", "4")


# -- rules --------------------------------------------------------------------------------------


def test_rules_lists_every_preset():
    data = run_json("rules")
    assert [p["name"] for p in data["presets"]] == list(PRESETS)
    assert all(set(p) >= {"name", "summary", "source", "players", "aliases"} for p in data["presets"])
    status, out, _ = run("rules")
    assert status == 0 and all(name in out for name in PRESETS)


def test_rules_shows_one_preset():
    """The AGIMEG guide: 3 players play to 16; scopone is 4 in couples with 9 cards each."""
    classic3 = run_json("rules", "classic", "--players", "3")
    assert classic3["rules"]["players"] == 3 and classic3["rules"]["target"] == 16
    scopone = run_json("rules", "scopone-scientifico")
    assert scopone["preset"]["name"] == "scopone"
    assert scopone["rules"]["hand_size"] == 9 and scopone["rules"]["redeal"] == ["three-kings", "table-10-or-less"]
    status, out, _ = run("rules", "scopone")
    assert status == 0 and "hand_size" in out and "9" in out


# -- errors -------------------------------------------------------------------------------------


def test_bad_input_exits_2_with_the_learners_message():
    assert "'6z' is not a card" in bad("captures", "6z", "2d")
    assert "'7x' is not a card" in bad("primiera", "7d", "7x")
    assert "both the card played and a card on the table" in bad("captures", "6s", "6s 2d")
    assert "names the 7d twice" in bad("primiera", "7d", "7d")
    assert "Known presets: classic" in bad("rules", "briscola")
    assert "Known presets" in bad("captures", "6s", "--rules", "briscola")
    assert "no rule option called 'foo'" in bad("deal", "--option", "foo=1")
    assert "write it as name=value" in bad("deal", "--option", "foo")
    assert "target='x' is not allowed" in bad("deal", "--option", "target=x")
    assert "not 5" in bad("deal", "--players", "5")
    assert "invalid choice" in bad("play", "--level", "grandmaster")


def test_help_and_missing_command():
    status, out, _ = run("--help")
    assert status == 0 and "captures" in out and "play" in out
    status, out, err = run()
    assert status == 2 and "COMMAND" in err


def test_parse_option_values():
    """Values: true/false, whole numbers, comma lists, else text ("yes" stays text: it is a value
    of ace_sweep_scopa)."""
    assert parse_option("napola=TRUE") == ("napola", True)
    assert parse_option("target=31") == ("target", 31)
    assert parse_option("ace-sweep-scopa=yes") == ("ace_sweep_scopa", "yes")
    assert parse_option("primiera_values=15,12,13,14,15,18,21,10,10,10")[1][0] == 15
    assert parse_option("redeal=")[1] == []


@pytest.mark.slow
def test_python_dash_m_runs_the_cli():
    english = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    done = subprocess.run([sys.executable, "-m", "scopa_learn", "captures", "6s", "6c", "2d", "4b", "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60, env=english)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["captures"][0]["cards"] == ["6c"]
    failed = subprocess.run([sys.executable, "-m", "scopa_learn", "primiera", "9q"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60, env=english)
    assert failed.returncode == 2 and failed.stdout == ""
    assert "'9q' is not a card" in failed.stderr and "Traceback" not in failed.stderr


# -- play ---------------------------------------------------------------------------------------

SEED = 5


def first_state(seed: int = SEED) -> Any:
    """The deal `play --seed N` starts from: the computer (seat 1) deals, you (seat 0) lead."""
    return deal(seed=seed, dealer=1)


def test_play_a_whole_hand_from_a_script():
    """18 cards each in two (the AGIMEG guide 1): eighteen answers play the hand to its score."""
    status, out, err = run("play", "--seed", str(SEED), stdin="1\n" * 18)
    assert status == 0, err
    assert out.count("Your move (") == 18
    assert "Deal 1 of 6, play 1 of 36" in out and "Deal 6 of 6" in out
    assert "The hand is over." in out
    assert "total" in out and "this hand" in out
    assert "scopa-learn play --seed 5" in out


def test_play_json_records_a_legal_hand():
    """Replaying the JSON record through the engine: every play legal, the human's always move 1,
    40 cards and 10 denari in the piles (the AGIMEG guide's scoring table: the check that always holds)."""
    data = run_json("play", "--seed", str(SEED), "--level", "intermediate", stdin="1\n" * 18)
    assert data["finished"] is True and data["you"] == 0 and data["level"] == "intermediate"
    assert len(data["plays"]) == 36
    state = first_state()
    for play in data["plays"]:
        move = Move(parse_cards(play["card"])[0], parse_cards(" ".join(play["captured"])))
        assert play["player"] == state.to_move
        legal = state.legal_moves()
        if play["player"] == 0:
            assert move == legal[0]
        assert any(m.card == move.card and set(m.capture) == set(move.capture) for m in legal)
        state = state.play(move)
    assert state.is_over
    sides = data["score"]["sides"]
    assert sum(s["cards"] for s in sides) == 40 and sum(s["denari"] for s in sides) == 10
    assert data["score"]["totals"] == list(state.score().totals)


def test_play_reasks_after_bad_input():
    state = first_state()
    stranger = next(c for c in DECK if c not in state.hand(0) and c not in state.table)
    script = f"99\nzz\n{stranger}\n\nh\n" + "1\n" * 18
    status, out, err = run("play", "--seed", str(SEED), stdin=script)
    assert status == 0, err
    n = len(state.legal_moves())
    assert f"There is no move 99: pick a number from 1 to {n}." in out
    assert "'zz' is not a card" in out
    assert "You don't hold the" in out
    assert "Type the number of a move" in out
    assert "The hand is over." in out
    # every bad answer, the empty line and the help asked again; then 18 good answers
    assert out.count("Your move (") == 18 + 5


def _seed_with_equal_and_sum() -> tuple[int, str, str]:
    """A seed where your first hand holds a card with an equal card and a sum on the table."""
    for seed in range(2_000):
        state = first_state(seed)
        for card in state.hand(0):
            equal = [c for c in state.table if c.rank == card.rank]
            others = [c for c in state.table if c.rank != card.rank]
            sums = [g for k in (2, 3) for g in itertools.combinations(others, k)
                    if sum(c.rank for c in g) == card.rank]
            if equal and sums:
                return seed, f"{card} x {' '.join(map(str, sums[0]))}", f"{card} x {equal[0]}"
    raise AssertionError("no such seed")


def test_play_explains_an_illegal_move_and_accepts_a_typed_one():
    """The AGIMEG guide (a hand, 3), equal card first: typing the sum is refused with the rule; the equal card is taken."""
    seed, illegal, legal = _seed_with_equal_and_sum()
    status, out, err = run("play", "--seed", str(seed), stdin=f"{illegal}\n{legal}\nq\n")
    assert status == 0, err
    assert "the equal card comes first" in " ".join(out.split())  # the terminal text is wrapped
    assert "You play the" in out and "and take" in out
    assert "You left the hand after 2 plays." in out


def test_play_quit_and_end_of_input():
    status, out, _ = run("play", "--seed", "1", stdin="q\n")
    assert status == 0 and "You left the hand after 0 plays." in out
    data = run_json("play", "--seed", "1", stdin="")
    assert data["finished"] is False and data["score"] is None and data["plays"] == []
    status, out, _ = run("play", "--seed", "1", stdin="1\n")
    assert status == 0 and "No more commands" in out


def test_play_json_keeps_stdout_for_json():
    status, out, err = run("play", "--seed", "2", "--json", stdin="1\n" * 18)
    assert status == 0
    assert json.loads(out)["finished"] is True
    assert "Your move (" in err


def test_play_in_teams_of_two():
    """The AGIMEG guide (a hand, 1): 4 players get 9 cards each over 3 deals; you and computer 3 are a team."""
    status, out, err = run("play", "--players", "4", "--seed", "4", stdin="1\n" * 9)
    assert status == 0, err
    assert "Computer 3 is your partner" in out
    assert out.count("Your move (") == 9 and "The hand is over." in out


def test_play_verdict_names_who_leads_the_hand():
    """Three players each for themself (the AGIMEG guide's scoring table): a tie at the top between the two
    computers is not your tie. Worked by hand: carte 1-1-2 -> player 3; denari and settebello ->
    player 2; nobody has four suits, so no primiera; player 3's scopa: 0-2-2."""
    from scopa_learn import rules, score_hand
    from scopa_learn.cli.terminal import result_line

    three = rules("classic", players=3)
    shared = score_hand(["2c", "7d", "Rb 3s"], scope=[0, 0, 1], rules=three)
    assert shared.totals == (0, 2, 2)
    assert result_line(shared, three) == "Player 2 and Player 3 share the top of this hand, 0-2-2."
    won = score_hand(["7d Rb 3s", "2c", "4c"], scope=[0, 0, 0], rules=three)
    assert result_line(won, three) == f"You win this hand {'-'.join(map(str, won.totals))}."


# -- the language (issue 11: "scopa-learn --lang it (also from the LANG environment)") ----------


def test_captures_in_italian_explains_the_equal_card_rule():
    """Issue 11's test: ``scopa-learn captures 6s 6c 2d 4b --lang it`` explains the equal-card rule
    in Italian (the AGIMEG guide: the equal card comes first, before any sum)."""
    status, out, err = run("captures", "6s", "6c", "2d", "4b", "--lang", "it")
    assert status == 0, err
    text = " ".join(out.split())
    assert "Il tuo 6s su una tavola con 6c 2d 4b:" in text
    assert "la carta di pari valore" in text
    assert "Anche altre carte fanno 6 (2 + 4), ma la carta uguale viene prima." in text
    assert "Prendere è obbligatorio" in text
    for english in ("equal", "table", "takes", "Your"):
        assert english not in text


def test_the_language_comes_from_the_environment_and_lang_wins():
    """POSIX order: LC_ALL, then LC_MESSAGES, then LANG; ``--lang`` (before or after the command)
    wins; a locale with no messages (C, fr_FR) means English."""
    cases = [
        ({"LANG": "it_IT.UTF-8"}, (), "Primiera 75: la somma delle carte migliori"),
        ({"LC_ALL": "it_IT.UTF-8", "LANG": "en_GB.UTF-8"}, (), "Primiera 75: la somma delle carte migliori"),
        ({"LC_ALL": "C.UTF-8", "LANG": "it_IT.UTF-8"}, (), "Primiera 75: the best card"),
        ({"LANG": "fr_FR.UTF-8"}, (), "Primiera 75: the best card"),
        ({"LANG": "it_IT.UTF-8"}, ("--lang", "en"), "Primiera 75: the best card"),
        ({}, ("--lang=it",), "Primiera 75: la somma delle carte migliori"),
    ]
    for environ, flags, expected in cases:
        status, out, err = run("primiera", "7d", "7s", "6c", "5b", *flags, environ=environ)
        assert status == 0 and expected in out, (environ, flags, out, err)
    status, out, _ = run("--lang", "it", "primiera", "7d", "7s", "6c", "5b")
    assert status == 0 and "la somma delle carte migliori" in out


def test_errors_and_help_speak_the_language_and_an_unknown_one_is_refused():
    status, out, err = run("primiera", "7x", "--lang", "it")
    assert status == 2 and out == "" and "'7x' non è una carta" in err
    status, out, err = run("score", "--pile", "7d 7s", "--pile", "7d", "--lang", "it")
    assert status == 2 and "mazzetti" in err, err
    status, out, err = run("captures", "--help", "--lang", "it")
    assert status == 0 and "la carta giocata, come 6s" in out
    status, out, err = run("primiera", "7d", "--lang", "fr")
    assert status == 2 and out == "" and "There is no language 'fr'" in err and "Traceback" not in err


def test_score_in_italian_gives_the_same_figures_as_in_english():
    """Issue 11: "the figures ... are the same as in English"."""
    args = ("score", "--pile", "7d 7s 6c 5b Ad 2d", "--pile", "7c 7b 6s 3c", "--scope", "1", "--scope", "0")
    english = json.loads(run(*args, "--json")[1])
    italian = json.loads(run(*args, "--json", "--lang", "it")[1])
    assert italian["totals"] == english["totals"]
    assert [c["points"] for c in italian["categories"]] == [c["points"] for c in english["categories"]]
    assert italian["categories"][2]["reason"] == "Il settebello (il 7 di denari) è nel mazzetto del giocatore 1."


def test_an_italian_worksheet_from_the_command_line(tmp_path: Path):
    out = tmp_path / "scheda.html"
    status, text, err = run("worksheet", "-o", str(out), "--seed", "3", "--count", "1", "--lang", "it")
    assert status == 0, err
    said = " ".join(text.split())
    assert said.startswith(f"Ho scritto {out}: Prese: 1, Primiera: 1, Contare una smazzata: 1, livello 1")
    assert "Aprilo in un browser e stampalo." in said
    page = out.read_text(encoding="utf-8")
    assert '<html lang="it">' in page and "Soluzioni" in page and "Answer key" not in page
