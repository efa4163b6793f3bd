"""mkdocs hook: the site's Examples section, written from the example files at build time.

Each packaged example (``scopa_learn/examples/data/*.toml``) gets a page: its introduction,
the live replayer, the plays as plain text (what a reader without JavaScript sees), how to
open it in a notebook, and the TOML file itself; ``examples/index.md`` lists them all. The
pages are generated on every build, so they cannot drift from the files; only
``docs/examples/format.md`` is written by hand. The engine's wheel does not carry this code.
"""

from __future__ import annotations

import textwrap

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from scopa_learn.examples import MatchReplay, list_examples, load_example, text_version
from scopa_learn.messages import say
from scopa_learn.widgets.base import placeholder_html

FOLDER = "examples"
_DATA = "scopa_learn/examples/data"
_HEADER = "<!-- Written by docs/hooks/example_pages.py from {source}: edit that file. -->"


def _indent(text: str, by: int = 4) -> str:
    return textwrap.indent(text, " " * by)


def _widget(name: str) -> str:
    return placeholder_html("replay", {"example": name}, note=say("widget.replay.text_below"))


def example_page(name: str) -> str:
    """The Markdown page of one packaged example."""
    example = load_example(name)
    source = f"{_DATA}/{name}.toml"
    parts = [
        _HEADER.format(source=source),
        "",
        f"# {example.title}",
        "",
        f"*{example.summary}*",
        "",
        example.intro,
        "",
    ]
    if isinstance(example, MatchReplay):
        parts += [
            "Step through the sheet hand by hand: the running score, who deals, and when the",
            "match ends.",
        ]
    else:
        parts += [
            "Step through the hand with **Next** and **Back**, or jump to a play. Each play shows",
            "the teacher's note; **Show the captures of the next card** asks the engine which",
            "captures the card about to be played allows. The **What if** buttons replay a",
            "different choice, and at the end of the hand the score is worked out with its reasons.",
        ]
    parts += [
        "",
        _widget(name),
        "",
        '??? abstract "All the plays, as text"',
        "",
        _indent(text_version(example)),
        "",
        '!!! note "In a notebook"',
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
        f'??? example "The example file: `{name}.toml`"',
        "",
        _indent(f'```toml\n--8<-- "{source}"\n```'),
        "",
    ]
    return "\n".join(parts)


def index_page() -> str:
    """The Examples section's first page: every example with its summary."""
    lines = [
        _HEADER.format(source="every file in " + _DATA),
        "",
        "# Examples",
        "",
        "Hands played card by card, with a note on each choice that matters. Every example is",
        "checked by the engine when it loads: each play is legal, and every outcome the notes",
        "state (a scopa, the cards left on the table, the final score) really happens. Step",
        "through them on these pages, or load them in a notebook with `load_example(name)`.",
        "",
        "| Example | What it shows |",
        "|---|---|",
    ]
    for info in list_examples():
        lines.append(f"| [{info.title}]({info.name}.md) | {info.summary} |")
    lines += [
        "",
        "Teachers can write their own: the [file format](format.md) is plain text, and a",
        "mistake in a file is reported with its line and play number.",
        "",
    ]
    return "\n".join(lines)


def pages() -> dict[str, str]:
    """Every generated page of the Examples section: file name -> Markdown."""
    written = {"index.md": index_page()}
    for info in list_examples():
        written[f"{info.name}.md"] = example_page(info.name)
    return written


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for file_name, text in pages().items():
        files.append(File.generated(config, f"{FOLDER}/{file_name}", content=text))
    return files
