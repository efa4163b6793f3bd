"""Sentences that state only what is true under the rules in play (issue 13, "Also found").

Sources (the AGIMEG guide): scopa d'assi (an asso on an empty table stays there or goes to the pile, by
house rule); redeals (three re: a re on the table can only be taken by a re); the match (21 or 31
with the napola); the card room's house rules are named by that title.
"""

from __future__ import annotations

import os
import subprocess
import sys

from scopa_learn import deal, explain_captures, rules
from scopa_learn.engine.captures import goes_to_pile
from scopa_learn.engine.cards import parse_card
from scopa_learn.engine.events import Played, Redealt
from scopa_learn.engine.rules import PRESETS, find_preset
from scopa_learn.players import hint
from scopa_learn.words.messages import count_words

# The command line speaks the machine's locale: these tests read its English.
_ENGLISH = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}


def test_an_asso_sent_to_the_pile_is_not_said_to_stay_on_the_table():
    r = rules("scopa-d-assi", ace_on_empty="pile")
    state = deal(r, dealer=1, table="2d 3c 4b 5s", hands=["Ad Rc Rs", "Ab 4c 5c"])
    state = state.play("Ad").play("Ab")
    event = state.log[-1]
    assert isinstance(event, Played) and event.to_pile and not state.table
    assert "pile" in event.describe() and "stays on the table" not in event.describe()
    assert "goes straight to your pile" in explain_captures("Ab", "", r).reason
    stays = rules("scopa-d-assi")
    assert not goes_to_pile(parse_card("Ab"), (), stays)
    assert "stays on the table" in explain_captures("Ab", "", stays).reason


def _first_redeal(preset: str) -> Redealt:
    for seed in range(5000):
        found = [e for e in deal(rules(preset), seed=seed).log if isinstance(e, Redealt)]
        if found and found[0].rule == "three-kings":
            return found[0]
    raise AssertionError("no three-kings redeal in 5000 seeds")


def test_the_three_kings_reason_is_given_only_where_a_re_takes_only_a_re():
    assert "taken only by a re" in _first_redeal("classic").describe()
    for preset in ("scopa-15", "scopa-d-assi"):  # 10 + 5 makes 15; an asso takes everything
        text = _first_redeal(preset).describe()
        assert "three or four re" in text and "taken only by a re" not in text


def test_the_napola_plays_to_21_unless_told_otherwise():
    assert rules("classic", napola=True).target == 21
    assert rules("classic", napola=True, target=31).target == 31
    assert rules("classic", players=4, napola=True).target == 21
    assert rules("classic").target == 11


def test_presets_are_named_by_their_titles():
    shown = " ".join(p.summary + " " + " ".join(p.aliases) for p in PRESETS.values())
    assert "room-003" not in shown and "online room" not in shown
    assert "the card room's house rules" in PRESETS["scopa-d-assi-online"].summary
    assert find_preset("room-003").name == "scopa-d-assi-online"  # old name still understood


def test_counts_are_singular_or_plural():
    assert [count_words("denaro", n) for n in (0, 1, 2)] == ["0 denari", "1 denaro", "2 denari"]
    assert [count_words("scopa", n) for n in (1, 3)] == ["1 scopa", "3 scope"]
    out = subprocess.run([sys.executable, "-m", "scopa_learn", "score", "--pile", "7d 7s 6c 5b",
                          "--pile", "Ad 2c", "--scope", "1", "--scope", "0"],
                         capture_output=True, text=True, check=True, env=_ENGLISH).stdout
    assert "1 denaro" in out and "1 scopa" in out and "1 denari" not in out and "1 scope" not in out


def test_a_hint_counts_the_cards_taken_not_the_card_played():
    state = deal(dealer=1, table="Rs Rb Fc 6c", hands=["6s Cd 2c", "Cb 4c 5c"])
    assert "1 card taken toward the point for cards" in hint(state.view(0)).reason


# -- the same true sentences in Italian (issue 11) --------------------------------------------


def test_the_italian_sentences_state_the_same_facts():
    r = rules("scopa-d-assi", ace_on_empty="pile")
    assert "va dritto nel tuo mazzetto" in explain_captures("Ab", "", r, lang="it").reason
    assert "resta in tavola" in explain_captures("Ab", "", rules("scopa-d-assi"), lang="it").reason
    assert "si prende solo con un re" in _first_redeal("classic").describe(lang="it")
    text = _first_redeal("scopa-15").describe(lang="it")
    assert "tre o quattro re" in text and "si prende solo con un re" not in text
    assert PRESETS["scopa-d-assi-online"].summary.startswith("Scopa d'assi by")
    from scopa_learn import using_language

    with using_language("it"):
        assert "le regole proprie della sala da gioco online" in PRESETS["scopa-d-assi-online"].summary


def test_italian_counts_and_hints_are_singular_or_plural():
    assert [count_words("card", n, "it") for n in (1, 2)] == ["1 carta", "2 carte"]
    state = deal(dealer=1, table="Rs Rb Fc 6c", hands=["6s Cd 2c", "Cb 4c 5c"])
    assert "1 carta in più per il punto delle carte" in hint(state.view(0), lang="it").reason


def test_the_rules_sheet_says_what_a_classic_hand_and_match_do():
    # Regole della scopa (the AGIMEG guide): 36 cards are played after the 4 on the table; the
    # first to reach 11 wins; both at 11 or more in one hand: the higher score, and equal scores
    # play on (issue 21: the sheet said "until all 40 cards are played", "pass" and no tie rule).
    from scopa_learn.drawing.rulesheet import rules_sheet_fragment
    from scopa_learn.engine.match import Match

    classic = rules("classic")
    from html import unescape

    english, italian = unescape(rules_sheet_fragment("en")), unescape(rules_sheet_fragment("it"))
    assert classic.plays_per_hand == 36 and "36 cards are played" in english and "36 carte" in italian
    assert "all 40 cards are played" not in english and "tutte le 40 carte" not in italian
    assert classic.target == 11 and "reach 11" in english and "pass 11" not in english
    assert Match(classic, ("Anna", "Bruno"), scores=(10, 9)).record((2, 3)).winner is None  # 12-12
    assert "another hand is played" in english and "un'altra smazzata" in italian
    assert "engine" not in english and "motore" not in italian


def test_the_glossary_names_the_fante_as_the_messages_do():
    # Issue 21: the glossary said "jack" where every message says "knave".
    import pathlib

    from scopa_learn.words.messages import say

    root = pathlib.Path(__file__).resolve().parents[2]
    word = say("rank.8", "en")
    for page in ("docs/glossary.md", "docs/it/glossary.md"):
        line = next(t for t in (root / page).read_text().splitlines() if t.startswith("- **fante**"))
        assert f"*{word}*" in line, (page, line)
