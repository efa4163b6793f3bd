"""mkdocs hook: the site's Examples section, written from the example files at build time.

Each packaged example (``scopa_learn/examples/data/*.toml``) gets a page: its introduction,
the live replayer, the plays as plain text (what a reader without JavaScript sees), how to
open it in a notebook, and the TOML file itself; ``examples/index.md`` lists them all. The
pages are generated on every build, so they cannot drift from the files; only
``docs/examples/format.md`` is written by hand. The engine's wheel does not carry this code.

The Italian edition (``mkdocs.it.yml``) gets the same pages in Italian: the words around the
example from ``WORDS`` below, the example's own title, summary, introduction and notes from
the engine (``load_example(name, lang=...)``) when it knows them in Italian; until it does, the
page says plainly that the example's own text is still in English.
"""

from __future__ import annotations

import textwrap
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from scopa_learn.examples import MatchReplay, list_examples, load_example, text_version
from scopa_learn.widgets.base import placeholder_html
from scopa_learn.words.messages import say

FOLDER = "examples"
_DATA = "scopa_learn/examples/data"
_HEADER = "<!-- Written by docs/hooks/example_pages.py from {source}: edit that file. -->"
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "match": "Step through the sheet hand by hand: the running score, who deals, and when the\n"
        "match ends.",
        "hand": "Step through the hand with **Next** and **Back**, or jump to a play. Each play shows\n"
        "the teacher's note; **Show the captures of the next card** asks the engine which\n"
        "captures the card about to be played allows. The **What if** buttons replay a\n"
        "different choice, and at the end of the hand the score is worked out with its reasons.",
        "as_text": "All the plays, as text",
        "notebook": "In a notebook",
        "file": "The example file",
        "index_title": "Examples",
        "index": "Hands played card by card, with a note on each choice that matters. Every example is\n"
        "checked by the engine when it loads: each play is legal, and every outcome the notes\n"
        "state (a scopa, the cards left on the table, the final score) really happens. Step\n"
        "through them on these pages, or load them in a notebook with `load_example(name)`.",
        "columns": "| Example | What it shows |",
        "own": "Teachers can write their own: the [file format](format.md) is plain text, and a\n"
        "mistake in a file is reported with its line and play number.",
        "untranslated": "",
    },
    "it": {
        "match": "Scorri il foglio dei punti smazzata per smazzata: il punteggio, chi fa le carte e\n"
        "quando finisce la partita.",
        "hand": "Scorri la smazzata giocata per giocata, avanti e indietro, o salta a una giocata.\n"
        "Ogni giocata ha la nota dell'insegnante, e il motore può mostrare quali prese permette\n"
        "la carta che sta per essere calata. Si può anche rigiocare una scelta diversa (*e se...*),\n"
        "e a fine smazzata i punti sono contati con le loro ragioni.",
        "as_text": "Tutte le giocate, in parole",
        "notebook": "In un quaderno Jupyter",
        "file": "Il file dell'esempio",
        "index_title": "Esempi",
        "index": "Smazzate giocate carta per carta, con una nota su ogni scelta che conta. Il motore\n"
        "controlla ogni esempio quando lo carica: ogni giocata è permessa, e tutto quello che le\n"
        "note dicono (una scopa, le carte rimaste in tavola, i punti finali) succede davvero.\n"
        "Scorrili in queste pagine, o aprili in un quaderno con `load_example(name)`.",
        "columns": "| Esempio | Che cosa mostra |",
        "own": "Gli insegnanti possono scriverne di propri: il [formato del file](format.md) è testo\n"
        "semplice, e un errore nel file viene segnalato con la riga e il numero della giocata.",
        "untranslated": '!!! note "Non ancora tradotto"\n\n'
        "    Il titolo, l'introduzione e le note di questo esempio sono ancora in inglese: il\n"
        "    motore non li conosce ancora in italiano. Le carte, le prese e i punti sono gli stessi.\n",
    },
}


def _speaks(lang: str, example: Any) -> bool:
    """Whether the example's file gives its own words (title, introduction, notes) in ``lang``."""
    return lang == "en" or lang in example.translations


def _indent(text: str, by: int = 4) -> str:
    return textwrap.indent(text, " " * by)


def _widget(name: str, lang: str) -> str:
    return placeholder_html("replay", {"example": name}, note=say("widget.replay.text_below", lang))


def example_page(name: str, lang: str = "en") -> str:
    """The Markdown page of one packaged example, in ``lang``."""
    words = WORDS[lang]
    example = load_example(name)
    source = f"{_DATA}/{name}.toml"
    # Text the engine gives only in English so far is marked so (a screen reader then reads
    # it as English; tests/site/test_italian.py still counts it as waiting for translation).
    english = not _speaks(lang, example)
    opening, closing = ('<div lang="en" class="scopa-untranslated" markdown>', "</div>") if english else ("", "")
    parts = [_HEADER.format(source=source), ""]
    title, summary, intro = (example.text(key, lang) for key in ("title", "summary", "intro"))
    parts += [opening, "", f"# {title}", ""] if english else [f"# {title}", ""]
    parts += [closing, "", words["untranslated"], "", opening, ""] if english else []
    parts += [f"*{summary}*", "", intro, ""]
    parts += [closing, ""] if english else []
    parts += [words["match"] if isinstance(example, MatchReplay) else words["hand"]]
    parts += [
        "",
        _widget(name, lang),
        "",
        f'??? abstract "{words["as_text"]}"',
        "",
        *([_indent(opening), ""] if english else []),
        _indent(text_version(example, lang)),
        *(["", _indent(closing)] if english else []),
        "",
        f'!!! note "{words["notebook"]}"',
        "",
        _indent(
            "```python\n"
            "from scopa_learn import load_example\n"
            f'example = load_example("{name}")\n'
            + ("example.final.status()\n" if isinstance(example, MatchReplay)
               else "example.steps[0].note, example.final\n")
            + "\n"
            "from scopa_learn.widgets import make_widget\n"
            f'make_widget("replay", example="{name}")\n'
            "```"
        ),
        "",
        f'??? example "{words["file"]}: `{name}.toml`"',
        "",
        _indent(f'```toml\n--8<-- "{source}"\n```'),
        "",
    ]
    return "\n".join(parts)


def index_page(lang: str = "en") -> str:
    """The Examples section's first page: every example with its summary."""
    words = WORDS[lang]
    lines = [  # the title first: mkdocs takes a page's title from a leading H1 only
        f"# {words['index_title']}",
        "",
        _HEADER.format(source="every file in " + _DATA),
        "",
        words["index"],
        "",
        words["columns"],
        "|---|---|",
    ]
    for info in list_examples(lang):
        lines.append(f"| [{info.title}]({info.name}.md) | {info.summary} |")
    lines += ["", words["own"], ""]
    return "\n".join(lines)


def pages(lang: str = "en") -> dict[str, str]:
    """Every generated page of the Examples section in ``lang``: file name -> Markdown."""
    written = {"index.md": index_page(lang)}
    for info in list_examples():
        written[f"{info.name}.md"] = example_page(info.name, lang)
    return written


def on_files(files: Files, config: MkDocsConfig) -> Files:
    lang = config.theme["language"] if config.theme["language"] in WORDS else "en"
    for file_name, text in pages(lang).items():
        files.append(File.generated(config, f"{FOLDER}/{file_name}", content=text))
    return files
