"""The message table: every sentence a learner reads comes from one table, keyed by language.

Sources: issue 2 "Build" item 8 (words for learners in one place, English first, an Italian edition
can follow without touching the rules) and the project's quality bar (learner-facing sentences live in
``scopa_learn/messages.py``; bad input gets a clear error with the reason in a learner's words).
"""

from __future__ import annotations

import functools
import random
import re
import string
from pathlib import Path

import pytest

from scopa_learn import DECK, IllegalMoveError, Move, deal, rules
from scopa_learn.engine.rules import REDEAL_RULES
from scopa_learn.words.messages import DEFAULT_LANGUAGE, MESSAGES, say

PACKAGE = Path(__file__).resolve().parents[2] / "scopa_learn"
ENGLISH = MESSAGES["en"]
LITERAL_KEY = re.compile(r"""\bsay\(\s*["']([\w.\-]+)["']""")


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def used_keys() -> dict[str, Path]:
    """Every key passed literally to ``say`` anywhere in the package."""
    found: dict[str, Path] = {}
    for path in PACKAGE.rglob("*.py"):
        for key in LITERAL_KEY.findall(path.read_text(encoding="utf-8")):
            found.setdefault(key, path)
    return found


def test_english_is_the_default_language():
    """Issue 2 item 8: English first."""
    assert DEFAULT_LANGUAGE == "en" and "en" in MESSAGES


def test_every_key_the_code_uses_is_in_the_english_table():
    """Issue 2 item 8: every explanation and error comes from the table (a missing key would crash
    the sentence a learner is waiting for)."""
    keys = used_keys()
    assert len(keys) > 30  # the scan finds the engine's keys
    missing = {key: str(path.relative_to(PACKAGE)) for key, path in keys.items() if key not in ENGLISH and f"{key}.one" not in ENGLISH}
    assert not missing


@pytest.mark.parametrize("key", [f"redeal.{rule}" for rule in REDEAL_RULES]
                         + [f"score.{name}" for name in ("carte", "denari")]
                         + [f"score.{name}_tie" for name in ("carte", "denari")])
def test_keys_built_at_run_time_exist(key):
    """Issue 2 item 8: keys made from a rule or category name (``redeal.<rule>``, ``score.<name>``)."""
    assert key in ENGLISH


def template_problem(key: str) -> str | None:
    """What is wrong with the English template of ``key`` (``None`` when it fills)."""
    template = ENGLISH[key]
    fields = {name: f"<{name}>" for name in placeholders(template)}
    try:
        text = say(key, **fields)
    except Exception as error:  # noqa: BLE001 - every failure is listed, whatever it is
        return f"{type(error).__name__}: {error}"
    if not all(f"<{name}>" in text for name in fields):
        return "a field does not reach the sentence"
    return None if text.strip() else "empty"


def test_every_english_template_is_well_formed():
    """Issue 2 item 8: a template fills with its own fields through ``say`` (a field called like one
    of ``say``'s own parameters could never be filled). One test for every key: it lists each
    template that fails."""
    problems = {key: problem for key in sorted(ENGLISH) if (problem := template_problem(key))}
    assert len(ENGLISH) > 1000 and problems == {}


def test_a_broken_template_is_listed():
    """The check above can fail: a field named like ``say``'s own ``lang`` cannot be filled."""
    ENGLISH["test.broken"] = "Hello {key}"
    try:
        assert template_problem("test.broken") is not None
    finally:
        del ENGLISH["test.broken"]


@pytest.mark.parametrize("lang", sorted(set(MESSAGES) - {"en"}))
def test_other_languages_only_translate_english_keys_with_the_same_fields(lang):
    """Issue 2 item 8: an Italian edition follows the English keys; a translation needs the same
    fields, or filling it would fail."""
    for key, template in MESSAGES[lang].items():
        assert key in ENGLISH, key
        assert placeholders(template) == placeholders(ENGLISH[key]), key


def test_a_key_missing_in_a_language_falls_back_to_english(monkeypatch):
    """Issue 2 item 8 / messages.py: "A key missing from a language falls back to English" (a
    branch that adds an English key before its Italian one still shows a sentence)."""
    monkeypatch.delitem(MESSAGES["it"], "move.hand_over")
    assert say("move.hand_over", "it") == say("move.hand_over")
    assert say("card.name", "it", rank="asso", suit="denari") == "asso di denari"


# The words that are the same in both languages: the game's own Italian words (the rules digest: game
# words stay Italian), card codes and numbers. An Italian text equal to its English one is
# allowed only when it is made of these and placeholders.
GAME_WORDS = {"scopa", "scope", "denaro", "denari", "settebello", "primiera", "napola", "re",
              "bello", "asso", "fante", "cavallo", "donna", "computer",
              "assi", "fanti", "cavalli"}  # donna: the siciliane figure


def test_every_english_key_has_an_italian_text_with_the_same_placeholders():
    """Issue 11: "a check that every message key has an Italian text with the same placeholders"."""
    italian = MESSAGES["it"]
    assert sorted(set(ENGLISH) - set(italian)) == []
    for key, template in ENGLISH.items():
        assert placeholders(italian[key]) == placeholders(template), key
        fields = {name: f"<{name}>" for name in placeholders(template)}
        assert all(f"<{name}>" in say(key, "it", **fields) for name in fields), key


def test_no_italian_text_is_left_in_english():
    """Issue 11: "no English text is left" - an Italian text equal to its English one is made
    only of game words, numbers, card codes and placeholders (``{n} scope``, ``7d, Rb…``)."""
    left_in_english = []
    for key, template in ENGLISH.items():
        if MESSAGES["it"][key] != template:
            continue
        text = re.sub(r"\{[^}]*\}|\b(?:[A2-7FCR]|10)[dcsb]\b", " ", template)  # blanks, card codes
        words = set(re.findall(r"[a-z]+", text.lower()))
        if words - GAME_WORDS:
            left_in_english.append(key)
    assert left_in_english == []


@pytest.mark.parametrize(("key", "fields", "italian"), [
    ("count.card.one", {"n": 1}, "1 carta"),
    ("count.card.other", {"n": 0}, "0 carte"),
    ("count.scopa.other", {"n": 2}, "2 scope"),
    ("move.not_in_hand", {"card": "asso di coppe", "hand": "7d"},
     "Non hai l'asso di coppe in mano: in mano hai 7d."),
    ("hint.safe.some", {"chance": "8.3%"}, "e c'è solo l'8,3% di probabilità che l'avversario faccia scopa"),
    ("explain.scopa", {"taken": "2 + 4"}, " Prendendo 2 + 4 svuoti il tavolo: fai scopa, e vale un punto."),
    ("event.last_take", {"taken": "6b 4s", "player": "Anna"},
     "Le ultime carte in tavola (6b 4s) vanno ad Anna, che ha fatto l'ultima presa."),
    ("quiz.capture.prompt", {"table": "2c", "card": "asso di coppe", "code": "Ac"},
     "In tavola: 2c. Giochi l'asso di coppe (Ac). Quali carte prende?"),
])
def test_italian_plurals_and_articles_are_right(key, fields, italian):
    """Issue 11: good Italian for a learner - singular and plural, the article elided before a
    vowel ("l'asso", not "il asso"), "ad Anna" (not "a Anna")."""
    assert say(key, "it", **fields) == italian


def test_count_words_speaks_each_language():
    from scopa_learn.words.messages import count_words

    assert [count_words("card", n, "it") for n in (0, 1, 2)] == ["0 carte", "1 carta", "2 carte"]
    assert [count_words("denaro", n, "it") for n in (1, 3)] == ["1 denaro", "3 denari"]
    assert [count_words("scopa", n, "it") for n in (1, 3)] == ["1 scopa", "3 scope"]


def test_error_sentences_end_like_sentences():
    """The project's quality bar: the reason in a learner's words - whole sentences."""
    for key, template in ENGLISH.items():
        if key.startswith(("move.", "rules.", "card.unparsable", "card.twice", "match.", "deck.")):
            assert template.rstrip().endswith((".", "!", "?")), key


def test_illegal_move_messages_never_show_python_internals():
    """The project's quality bar / issue 2 item 4: an illegal move's message explains the rule in a learner's words -
    no ``Card(...)`` reprs, enum names or unfilled fields, over many random illegal moves."""
    rng = random.Random(0)
    seen = 0
    for name in ("classic", "scopa-15", "scopa-d-assi", "scopa-d-assi-online"):
        for seed in range(15):
            s = deal(rules(name), seed=seed)
            while not s.is_over:
                card = rng.choice(s.hand()) if rng.random() < 0.9 else rng.choice(DECK)
                taken = tuple(c for c in s.table if rng.random() < 0.5)
                if Move(card, taken) not in s.legal_moves():
                    try:
                        s.play(Move(card, taken))
                    except IllegalMoveError as error:
                        message = str(error)
                        seen += 1
                        assert not re.search(r"Card\(|Suit\.|[{}]|None", message), message
                s = s.play(rng.choice(s.legal_moves()))
    assert seen > 500


# ---- The language of a sentence (issue 11: "a process default (set_language("it"))") ----


def test_the_process_default_is_english_and_set_language_changes_it():
    from scopa_learn import get_language, set_language

    assert get_language() == "en"
    try:
        assert set_language("it_IT.UTF-8") == "it"
        assert get_language() == "it"
        assert say("move.hand_over") == say("move.hand_over", "it") != say("move.hand_over", "en")
        # an error the engine raises follows the default
        with pytest.raises(ValueError, match="non è una carta"):
            from scopa_learn import parse_card

            parse_card("7x")
    finally:
        set_language("en")
    assert say("move.hand_over").startswith("The hand is over")


def test_using_language_is_a_block_and_gives_the_default_back_even_after_an_error():
    from scopa_learn import get_language, using_language

    with pytest.raises(ZeroDivisionError), using_language("it"):
        assert get_language() == "it"
        raise ZeroDivisionError
    assert get_language() == "en"


@pytest.mark.parametrize("bad", ["fr", "xx_YY", "", "klingon"])
def test_an_unknown_language_is_a_clear_error(bad):
    # Issue 10, errors by cause: a caller can catch LanguageError alone (still a ScopaError).
    from scopa_learn import LanguageError, ScopaError, set_language

    with pytest.raises(LanguageError, match="known languages are en, it"):
        set_language(bad)
    with pytest.raises(LanguageError, match="There is no language"):
        say("move.hand_over", bad)
    assert issubclass(LanguageError, ScopaError)


ROOT = PACKAGE.parent
#: Keys made at run time from a name: the prefix, and where it is built. A key under one of these
#: counts as used when a part after the prefix (less a ``_tie``/``_none`` ending) is written in
#: quotes somewhere, or is a number; any other key must be written out whole.
DYNAMIC_PREFIXES = {
    "class.": "classroom/app.py: view_words(\"class.pupil\" or \"class.board\", names)",
    "cli.captures.": "cli.py, a capture's kind", "cli.help.": "cli.py, a command's name",
    "count.": "messages.count_words(noun, n)", "examples.text.": "examples/model.py",
    "level.": "a computer player's level", "move.": "a MoveReason", "preset.": "rules.py, a preset",
    "coach.": "table/first_hand.py, a turn's kind (KINDS) and the end; widgets/play.py NEXT_LINKS",
    "puzzle.level.": "puzzle levels 1-4", "puzzle.theme.": "puzzles/themes.py",
    "puzzle.ui.": "widgets/puzzle.py", "puzzle.why.": "puzzles/explain.py",
    "quiz.cards.suit.": "quiz/cards.py, a suit's letter", "quiz.cards.why.suit.": "quiz/cards.py, a suit's letter",
    "quiz.level.": "quiz levels", "quiz.teams.count.": "quiz/teams.py", "quiz.teams.what.": "quiz/teams.py",
    "rank.": "a card's value", "site.chapters.": "plugin/mkdocs_scopa/reading.py, the Learn table's columns",
    "site.progress.": "plugin/mkdocs_scopa/reading.py, a chapter's progress",
    "site.update.": "plugin/mkdocs_scopa/offline.py, the new version line",
    "date.month.": "coach/duplicate.py day_text, a month by its number",
    "redeal.": "a redeal rule", "review.day.": "widgets/coach.py, the deal of the day's par table",
    "review.ui.": "widgets/coach.py, the coach's labels", "score.": "scoring.py, a category",
    "sheet.score.": "rulesheet.py", "suit.": "a suit's letter", "svg.highlight.": "svg.HIGHLIGHTS",
    "table.": "widgets/play.py (label, level, opponent, option, players, preset, summary)",
    "widget.": "widgets/*.py: view_words(prefix, names), titles, options, the loader and toolkit words",
    "worksheet.": "worksheet.py, a quiz kind",
}


@functools.cache
def _corpus() -> str:
    """Every file that may ask for a message: the package (its catalogues, JSON, left out), its
    views, the docs and the site's plugin, the notebooks, the templates, the tests and benchmarks."""
    texts = []
    for folder in ("scopa_learn", "plugin", "docs", "notebooks", "overrides", "tests", "bench"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".js", ".md", ".ipynb", ".html", ".yml"} and path.is_file():
                texts.append(path.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(texts)


def test_every_key_in_the_table_is_asked_for_somewhere():
    """Dead keys cost every translator a sentence nobody reads (41 keys, 82 sentences, were found and removed: the play
    widget's old words, the course progress words the site's hook writes itself...)."""
    corpus = _corpus()
    quoted = set(re.findall(r"""["'`]([\w.\-]+)["'`]""", corpus))

    def used(key: str) -> bool:
        if key in quoted:
            return True
        key = re.sub(r"\.(one|other)$", "", key)  # a plural form is asked for by its family's key
        if key in quoted:
            return True
        prefix = max((p for p in DYNAMIC_PREFIXES if key.startswith(p)), key=len, default=None)
        if prefix is None:
            return False
        names = key[len(prefix):].split(".")
        return any(n.isdigit() or n in quoted or re.sub(r"_(tie|none)$", "", n) in quoted for n in names)

    dead = sorted(key for key in ENGLISH if not used(key))
    assert not dead, f"no code, view, page or notebook asks for these keys: {dead}"


@pytest.mark.parametrize("prefix", sorted(DYNAMIC_PREFIXES))
def test_each_dynamic_prefix_is_still_built_somewhere(prefix):
    """The list above cannot outlive the code that builds those keys."""
    corpus = _corpus()
    pattern = re.escape(prefix) + r"""\{|["']""" + re.escape(prefix.rstrip(".")) + r"""["'.]"""
    assert re.search(pattern, corpus) or re.search(r"""f["']""" + re.escape(prefix), corpus), prefix
