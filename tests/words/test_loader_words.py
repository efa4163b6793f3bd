"""The site's scripts (docs/assets/scopa/*.js) say nothing of their own: every word they show
comes from the catalogue, written on the page by the build in the page's language.

They used to carry English fallbacks ("Show it", "not yet", "Continue where you left off") and
English reasons for a failed start ("it did not start within 60 s", "its worker script failed
to load"), which an Italian page showed inside its Italian sentence ("Il motore interattivo non
è partito: it did not start within 60 s"). Now a failure the scripts know has a code, and the
page's words (``widget.loader.*``) say it.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from scopa_learn.widgets.base import LOADER_WORDS, placeholder_html
from scopa_learn.words.messages import MESSAGES

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = sorted((ROOT / "docs/assets/scopa").glob("*.js"))

ENGLISH = re.compile(
    r"\b(the|it|its|did|not|load|start|show|continue|where|done|started|yet|stars|of|answered|"
    r"within|failed|unknown|please|error|loading|ready|engine)\b", re.I)
LITERAL = re.compile(r"""'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`""")


def english_literals(source: str) -> list[str]:
    """The string literals of a script that read as English words (comments and ``${...}``
    blanks aside)."""
    code = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    code = "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in code.splitlines())
    found = []
    for match in LITERAL.finditer(code):
        # ${...} blanks and a template nested in one (its code: ``s.done``) are not words
        text = re.sub(r"\$\{[^}]*\}?|\b\w+\.\w+\b", "", match.group(0)[1:-1])
        if " " in text.strip() and ENGLISH.search(text):
            found.append(text)
    return found


def test_the_scripts_are_found():
    assert {p.name for p in SCRIPTS} >= {"loader.js", "offline.js", "progress.js", "worker.js"}


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.name for p in SCRIPTS])
def test_a_script_holds_no_english_sentence(script):
    assert not english_literals(script.read_text(encoding="utf-8"))


def test_the_check_finds_the_old_fallbacks():
    old = ('textContent: text.show || "Show it",\n'
           'reject(new Error(`it did not start within ${TIMEOUT_MS / 1000} s`))\n'
           '// a comment in English is fine\n'
           'data(map, "words", { none: "not yet", stars: "{stars} of 3 stars" })')
    assert english_literals(old) == ["Show it", "it did not start within  s", "not yet", "{stars} of 3 stars"]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_failure_the_loader_knows_is_a_word_of_the_page(lang):
    html = placeholder_html("deck", {}, lang=lang)
    words = json.loads(unescape(re.search(r'data-words="([^"]*)"', html).group(1)))
    assert set(words) == set(LOADER_WORDS) >= {"timeout", "no_worker", "no_wheel", "failed"}
    assert words == {key: MESSAGES[lang][f"widget.loader.{key}"] for key in LOADER_WORDS}
    assert "{seconds}" in words["timeout"] and "{status}" in words["no_wheel"] and "{error}" in words["failed"]


def test_the_loader_reads_each_failure_by_its_code():
    loader = (ROOT / "docs/assets/scopa/loader.js").read_text(encoding="utf-8")
    worker = (ROOT / "docs/assets/scopa/worker.js").read_text(encoding="utf-8")
    assert 'new EngineError("timeout"' in loader and 'new EngineError("no_worker"' in loader
    assert 'code: "no_wheel"' in worker and "code: error && error.code" in worker
