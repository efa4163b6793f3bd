"""The site's Examples section, written from the example files at build time.

Each packaged example (``scopa_learn/examples/data/*.toml``) gets a page: its introduction, the
live replayer, the plays as plain text (what a reader without JavaScript sees), how to open it
in a notebook, and the TOML file itself; ``examples/index.md`` lists them all. The pages are
generated on every build, so they cannot drift from the files; only ``docs/examples/format.md``
is written by hand. The engine's wheel does not carry this code.

The Italian edition gets the same pages in Italian: the words around the example from the
message table (``site.examples.*``), the example's own title, summary, introduction and notes
from the engine (``load_example(name).text(key, lang)``) when it knows them in Italian; until
it does, the page says plainly that the example's own text is still in English.
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
DATA = "scopa_learn/examples/data"
HEADER = "<!-- Written by the site's plugin (plugin/mkdocs_scopa/examples.py) from {source}: edit that file. -->"


def _speaks(lang: str, example: Any) -> bool:
    """Whether the example's file gives its own words (title, introduction, notes) in ``lang``."""
    return lang == "en" or lang in example.translations


def _indent(text: str, by: int = 4) -> str:
    return textwrap.indent(text, " " * by)


def example_page(name: str, lang: str = "en") -> str:
    """The Markdown page of one packaged example, in ``lang``."""
    example = load_example(name)
    source = f"{DATA}/{name}.toml"
    # Text the engine gives only in English so far is marked so (a screen reader then reads
    # it as English; tests/site/test_italian.py still counts it as waiting for translation).
    english = not _speaks(lang, example)
    opening, closing = ('<div lang="en" class="scopa-untranslated" markdown>', "</div>") if english else ("", "")
    parts = [HEADER.format(source=source), ""]
    title, summary, intro = (example.text(key, lang) for key in ("title", "summary", "intro"))
    parts += [opening, "", f"# {title}", ""] if english else [f"# {title}", ""]
    parts += [closing, "", say("site.examples.untranslated", lang), "", opening, ""] if english else []
    parts += [f"*{summary}*", "", intro, ""]
    parts += [closing, ""] if english else []
    parts += [say("site.examples.match" if isinstance(example, MatchReplay) else "site.examples.hand", lang)]
    widget = placeholder_html(
        "replay", {"example": name}, note=say("widget.replay.text_below", lang), lang=lang
    )
    parts += [
        "",
        widget,
        "",
        f'??? abstract "{say("site.examples.as_text", lang)}"',
        "",
        *([_indent(opening), ""] if english else []),
        _indent(text_version(example, lang)),
        *(["", _indent(closing)] if english else []),
        "",
        f'!!! note "{say("site.examples.notebook", lang)}"',
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
        f'??? example "{say("site.examples.file", lang)}: `{name}.toml`"',
        "",
        _indent(f'```toml\n--8<-- "{source}"\n```'),
        "",
    ]
    return "\n".join(parts)


def index_page(lang: str = "en") -> str:
    """The Examples section's first page: every example with its summary."""
    lines = [  # the title first: mkdocs takes a page's title from a leading H1 only
        f"# {say('site.examples.index_title', lang)}",
        "",
        HEADER.format(source="every file in " + DATA),
        "",
        say("site.examples.index", lang),
        "",
        say("site.examples.columns", lang),
        "|---|---|",
    ]
    for info in list_examples(lang):
        lines.append(f"| [{info.title}]({info.name}.md) | {info.summary} |")
    lines += ["", say("site.examples.own", lang), ""]
    return "\n".join(lines)


def pages(lang: str = "en") -> dict[str, str]:
    """Every generated page of the Examples section in ``lang``: file name -> Markdown."""
    written = {"index.md": index_page(lang)}
    for info in list_examples():
        written[f"{info.name}.md"] = example_page(info.name, lang)
    return written


def add_pages(files: Files, config: MkDocsConfig, lang: str) -> None:
    for file_name, text in pages(lang).items():
        files.append(File.generated(config, f"{FOLDER}/{file_name}", content=text))
