"""The template test (issue 23 item 3): every message of the catalogues, rendered with sample
fields of every shape (female and male names, "the player 2", couples, teams of three, counts
0/1/2/many, every value, every target), read through the word checks of its language
(tests/words/word_checks.py: no "1 carte", no "ai 11", no English in Italian, no Italian in English, and
the known-bad forms).

``python tests/test_wording.py`` prints the problems per 100 rendered messages, both languages,
and every sentence with a problem (the figure the issue measures).
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from word_checks import problems  # noqa: E402

from scopa_learn import parse_card  # noqa: E402
from scopa_learn.words.cards import a_value  # noqa: E402
from scopa_learn.words.lists import and_list  # noqa: E402
from scopa_learn.words.messages import MESSAGES, say  # noqa: E402

LANGS = ("en", "it")


def _names(lang: str) -> dict[str, list[str]]:
    """Who a sentence can be about, in ``lang``: one person (female, male, a numbered player, a
    name starting with a vowel), a couple, a team of three."""
    def together(*names: str) -> str:
        return say("text.and", lang, first=", ".join(names[:-1]), last=names[-1])

    one = ["Anna", "Bruno", say("side.player", lang, n=2), "Elena"]
    return {"one": one, "side": one + [together("Anna", "Carla"), together("Bruno", "Dario", "Elena"),
                                       say("side.team", lang, n=1)]}


def samples(lang: str) -> dict[str, list[object]]:
    """Sample values by field name: the shapes the code fills in."""
    names = _names(lang)
    cards = [parse_card(c).label(lang) for c in ("Ac", "7d", "Fs", "Cb", "Rd", "2c")]
    return {
        "card": cards, "other": cards[::-1], "equal": cards[2:],
        "rank": list(range(1, 11)), "other_rank": [10, 1, 8], "a_rank": [a_value(r, lang) for r in range(1, 11)],
        "total": [9, 15, 10, 11], "sum": [9, 10], "fewest": [2, 3],
        "who": names["side"], "side": names["side"], "winner": names["side"],
        "player": names["one"], "taker": names["one"], "dealer": names["one"],
        "leader": names["one"], "to_move": names["one"],
        "n": [0, 1, 2, 5], "count": [0, 1, 2, 5], "cards": [0, 1, 2, 21], "denari": [0, 1, 4],
        "scope": [say("count.scopa", lang, n=n) for n in (0, 1, 2)],
        "target": [11, 16, 21, 8], "score": ["11-7", "16-14-9", 11], "after": ["11-14", "16-16-14"],
        "values": ["21-19", "4-4-2", "20-20"], "points": [1, 3, 10], "chance": ["8.3%", "25.6%", "11%"],
        "players": [2, 3, 4, 6], "sides": [2, 3], "number": [1, 2, 5], "deal": [1, 2, 6],
        "deals": [6, 4], "plays": [1, 12, 36], "seed": [42, 7], "level": ["beginner", "expert"],
        "taken": [*cards[:2], "2 + 4 (2d 4b)"], "left": ["9 + 1", cards[1]],
        "table": ["2c 5d", "Rb"], "hand": ["7d 3c", "Ab"], "names": [", ".join(names["one"][:2])],
        "suit": [say(f"suit.{s}", lang) for s in "dcsb"],
        "suits": [say(f"suit.{s}", lang) for s in "dcsb"],
        "missing": [say("score.lacks", lang, who=w, suits=say("suit.b", lang)) for w in names["side"][:3]],
        # counts a sentence agrees with
        **{f: [0, 1, 2, 5] for f in COUNTED},
        # people, cards and moves a sentence names
        "a": names["one"], "b": names["one"][::-1], "nickname": ["Anna", "Bruno"],
        "move": cards[:3] + ["6s x 2d 4b"], "best": cards[::-1] + ["6s x 2d 4b"],
        "others": cards[:2], "extra": cards[1:3], "answers": ["6c", "2d 4b (2 + 4)"],
        "options": cards[:2] + ["2 + 4"], "sums": ["2 + 4", "1 + 5"], "aces": ["Ad"],
        "ways": cards[:2], "also": cards[2:4],
        "mine": [0, 1, 5], "theirs": [5, 1, 0], "you": [0, 1, 21], "them": [21, 1, 0], "yours": ["7d 6c Ab 5s"], "category": ["denari", "primiera"],
        # the points by their game words (English too: "carte" is also a common noun the checks read)
        "categories": [and_list(["denari", "settebello", "primiera"], lang), "primiera"],
        "made_a": [say("quiz.counting.made_none", lang), *(say("quiz.counting.made", lang, n=n) for n in (1, 2))],
        "made_b": [say("quiz.counting.made", lang, n=2), say("quiz.counting.made_none", lang)],
        "pile_a": ["7d 6c Ab", "Rb"], "pile_b": ["Rb 2c", "7d"],
        "scores": [and_list(["Anna 10", "Bruno 9"], lang)], "counts": [and_list(["Anna 12", "Bruno 8"], lang)],
        # points given away, on average (decimals)
        **{f: ["0.40", "2.50", "1.00"] for f in ("lost", "margin", "mean")},
    }


def _fields(template: str) -> list[str]:
    return sorted({name for _, name, _, _ in string.Formatter().parse(template) if name})


def renderings(lang: str) -> Iterator[tuple[str, str]]:
    """(key, sentence) for every message of ``lang``, once per shape of its fields; a plural
    family KEY.one / KEY.other is rendered through ``say(KEY, n=...)`` with every count."""
    table = MESSAGES[lang]
    sample = samples(lang)
    for key in table:
        base, _, form = key.rpartition(".")
        fields = _fields(MESSAGES["en"][key])
        counts: list[object] | None = None
        if form in ("one", "other") and f"{base}.one" in table and f"{base}.other" in table:
            counts = [1] if form == "one" else [0, 2, 5]
        own = {**sample, **{f: v(lang) if callable(v) else v for f, v in OWN_SAMPLES.get(key, {}).items()}}
        if key in AT_LEAST_TWO:
            own.update({f: [n for n in own[f] if n != 1] for f in ("n", "count", "cards", "plays", "points")})
        values = {name: (counts if counts and name in ("n", "count", "cards", "plays", "points") else
                         own.get(name, [f"<{name}>"])) for name in fields}
        shapes = max((len(v) for v in values.values()), default=1)
        for i in range(shapes):
            filled = {name: v[i % len(v)] for name, v in values.items()}
            if counts and "n" not in filled:
                filled["n"] = counts[i % len(counts)]
            yield key, say(key, lang, **filled)


def _plain(text: str) -> str:
    return re.sub(r"<\w+>", "X", text)


def report(lang: str) -> tuple[int, list[tuple[str, str, list[str]]]]:
    rendered = 0
    bad = []
    for key, text in renderings(lang):
        rendered += 1
        found = problems(_plain(text), lang)
        if found:
            bad.append((key, text, found))
    return rendered, bad


# Fields that count something: each sentence is read with 0, 1, 2 and 5 of them.
COUNTED = ("right", "answered", "done", "stages", "passed", "close", "choices", "seconds", "minutes",
           "hours", "held", "pile", "stock", "unseen", "size", "needed", "sent", "stars", "streak", "due",
           "waiting", "things", "drawings", "words", "reading", "made", "logged", "most", "each", "need",
           "drawn", "matching", "hands", "deeper", "limit", "piles", "high", "low")

# Fields the template test fills with a placeholder, by why no sample shape is needed: every
# other field has samples (test_every_field_has_sample_shapes), so a new field that names a
# person, a card or a count cannot slip past the checks as "<field>".
UNSAMPLED: dict[str, tuple[str, ...]] = {
    "code, names and input quoted back as typed (an option, a preset, a file's key, a value)": (
        "action", "aliases", "allowed", "answer", "code", "command", "current", "default", "english",
        "example", "field", "flag", "given", "got", "guess", "id", "kind", "kinds", "known", "language",
        "mode", "name", "opponent", "option", "preset", "question_seed", "reveal", "set", "text", "value",
        "budget", "width", "different", "outcome", "seat", "start_at", "stays", "expected", "branch"),
    "places: files, lines, folders, addresses, dates": (
        "address", "file", "folder", "host", "line", "path", "day", "month", "year", "at", "play"),
    "a clause or a sentence made by another message, which this test reads on its own": (
        "actual", "awards", "error", "game", "mark", "marks", "note", "out", "primiera", "problem", "reason",
        "role", "rules", "running", "stated", "status", "summary", "title", "totals", "what", "where", "why",
        "first", "last", "second", "source", "level_name", "theme", "questions", "risk", "top"),
    "numbers not followed by a noun (a rating, a primiera value)": ("best_value", "deviation", "rating"),
}

# Keys whose code only ever fills a count of 2 or more (or a sibling key says the 1): key -> why.
AT_LEAST_TWO: dict[str, str] = {
    "explain.equal_choice": "a choice needs two equal cards",
    "event.deal": "a deal gives 3 cards (10 in scopone)", "event.first_deal": "the same",
    "score.napola": "a napola is 3 denari or more", "score.napoleone": "worth 10 points",
    "match.unfinished": "{cards} is the deck's 40", "svg.cards": "svg.one_card says one card",
    "svg.stock": "the stock is dealt 6 or more at a time", "cli.deal.stock": "the same",
    "cli.play.stock": "the same", "cli.play.holds": "cli.play.holds_one says one card",
    "hint.why.denari": "hint.why.denaro says one denaro", "problem.deck.count": "a deck of one card is refused earlier",
    "option.allowed.hand_size": "what is left of a 40-card deck",
    "widget.stage.place": "a stage has several questions", "puzzle.ui.wrong": "points lost, as a decimal",
}

# Fields whose shape in one key differs from the field of the same name elsewhere.
OWN_SAMPLES: dict[str, dict[str, object]] = {
    "table.side.text": {"cards": lambda lang: [say("count.card", lang, n=n) for n in (0, 1, 21)]},
    "table.side.text_alone": {"cards": lambda lang: [say("count.card", lang, n=n) for n in (0, 1, 21)]},
    "score.scope_count": {"scope": [3]}, "quiz.counting.points": {"points": ["1-0", "2-3"]}, "cli.negative_scope": {"scope": [-2]},
    "players.not_your_turn": {"player": [2], "to_move": [3]},
    # a table is dealt 0 or 4 cards (rules.py), the explorer holds up to 10 (MAX_TABLE)
    "deal.table_size": {"size": [0, 4]},
    "move.fifteen": {"taken": ["2 + 4", "7"]},
    # the cards dealt to the players: the deck less the table's 0 or 4
    "quiz.deal.why.deals": {"dealt": [36, 40]},
    # a stage passed with stars to win yet: some right, not all (a stage has 2 to 9 questions)
    "widget.stage.result.2": {"right": [4, 8], "count": [5, 9]},
    # the course's own sizes (plugin/mkdocs_scopa/stages.py): many stages, minutes, parts
    "site.stages.summary": {"stages": [18, 21], "limit": [5, 10], "deeper": [4, 6], "minutes": [15, 40]},
    # a whole hand has 36 plays or more; plays sent are counted against it
    "table.replay.too_many": {"needed": [36], "sent": [37, 40]},
    "table.replay.too_few": {"needed": [36, 40], "sent": [0, 1, 20]}, "widget.explorer.table_full": {"most": [10]},
    # a hand's size, said with its noun (count.card)
    **{k: {"size": lambda lang: [say("count.card", lang, n=n) for n in (1, 3, 10)]}
       for k in ("deal.hand_size", "examples.hand_size.one", "examples.hand_size.other")},
    # a state's checks number the players (the state knows no names)
    **{f"problem.state.{k}.{form}": {"player": [1, 2], "to_move": [1, 2], "expected": [2, 1]}
       for k in ("turn", "hand", "deals") for form in ("one", "other")},
    "cli.play.face_up": {"who": ["Anna", "Bruno"], "cards": ["7d 3c"]},
    # the terminal's seats are one player each
    **{k: {"who": ["Anna", "Bruno"]} for k in ("cli.play.holds", "cli.play.holds_one")},
}

# Messages whose words the checks misread: "lang:key" -> why. Strict: each must still be flagged.
NOT_YET: dict[str, str] = {
    **{f"it:examples.{k}": "the example files' own keys, quoted as code" for k in (
        "hand_tables", "need_players", "need_hands", "rules_players", "kind", "odds_who")},
    "it:worksheet.bad_reveal": "the worksheet option's own values, quoted as code",
    "it:cli.help.kind": "the quiz kinds' own names, as the command line takes them",
    "en:sheet.source": "the Italian titles of the sources", "en:preset.classic.source": "the same",
    "en:preset.scopone-10.source": "the same", "en:worksheet.counting.how": "the categories' game words",
    "en:widget.score.category.carte": "the category's game word, with its English",
    "en:cli.legend": "the letter A of the asso", "en:widget.ui.not_object": "{} is a JSON object",
    "it:widget.ui.not_object": "the same",
    "it:problem.state.board": "the state's own field names, for whoever builds a state by hand",
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_reads_right_with_fields_of_every_shape(lang):
    rendered, bad = report(lang)
    # every message is said (each field in its sample shapes: test_every_field_has_sample_shapes)
    assert {key for key, _ in renderings(lang)} == set(MESSAGES[lang])
    unexpected = [(key, text, found) for key, text, found in bad if f"{lang}:{key}" not in NOT_YET]
    assert not unexpected, "\n".join(f"{key}: {text!r} {found}" for key, text, found in unexpected[:40])
    flagged = {f"{lang}:{key}" for key, _, _ in bad}
    assert not [k for k in NOT_YET if k.startswith(f"{lang}:") and k not in flagged], "fixed: drop from NOT_YET"


def test_every_field_has_sample_shapes():
    """Each field of each message has sample shapes, or is a placeholder on purpose (UNSAMPLED)."""
    unsampled = {f for reasons in UNSAMPLED.values() for f in reasons}
    used = set()
    for lang in LANGS:
        sample = samples(lang)
        for key, template in MESSAGES["en"].items():
            own = {**sample, **OWN_SAMPLES.get(key, {})}
            used.update(f for f in _fields(template) if f not in own)
            lacking = [f for f in _fields(template) if f not in own and f not in unsampled]
            assert not lacking, f"{key}: give {lacking} sample shapes in samples() or OWN_SAMPLES"
    assert not unsampled - used, f"sampled now, drop from UNSAMPLED: {sorted(unsampled - used)}"


def test_the_checks_catch_the_known_bad_forms():
    """The checks can fail: each of these was on a screen once."""
    bad_it = ["Anna e Carla ha preso più carte (21-19).", "1 carte prese", "si gioca ai 11.",
              "Anna e Carla against Bruno e Dario", "il 5 di coppe or il 5 di denari",
              "In tavola c'è un 10, quindi il tuo re lo prende.", "Giocatore 2 ha la primiera",
              "vanno a Anna", "prende il asso di coppe", "non ha denari/spade", "prende di il 5 di spade",
              "può prendere il 5 di bastoni; il 5 di denari", "Ognuna è giusta: 2d 4b (2 + 4); Ad 5c (1 + 5)"]
    bad_en = ["1 cards taken", "Anna and Carla has the primiera.", "a 8", "an 8 on the table", "Anna e Carla take",
              "the 5 di coppe",
              "Each of these is right: 2d 4b (2 + 4); Ad 5c (1 + 5)", "can take the 5 of batons; the 5 of coins",
              "There is a 10 on the table, so your re of coins takes it.", "an 7", "a asso", "holds a 1"]
    assert all(problems(text, "it") for text in bad_it), [t for t in bad_it if not problems(t, "it")]
    assert all(problems(text, "en") for text in bad_en), [t for t in bad_en if not problems(t, "en")]
    good_it = ["Anna e Carla hanno preso più carte (21-19).", "1 carta presa", "si gioca a 11 punti.",
               "In tavola c'è un re, quindi il tuo re lo prende.", "Il giocatore 2 ha la primiera.",
               "vanno ad Anna", "prende l'asso di coppe", "non ha né denari né spade"]
    good_en = ["1 card taken", "Anna and Carla have the primiera.", "an 11-point match", "the 5 of cups",
               "There is a re on the table, so your re of coins takes it.", "an asso", "a 7",
               "worth 10 points", "a 10% chance"]
    assert not [t for t in good_it if problems(t, "it")]
    assert not [t for t in good_en if problems(t, "en")]


if __name__ == "__main__":
    show = "-v" in sys.argv
    for lang in LANGS:
        rendered, bad = report(lang)
        print(f"{lang}: {len(bad)} problems in {rendered} rendered messages: "
              f"{100 * len(bad) / rendered:.1f} per 100")
        if show:
            for key, text, found in bad:
                print(f"  {key}: {text!r} {found}")
