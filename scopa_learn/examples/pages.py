"""The site's Examples section, written from the example files so the pages cannot drift.

Each example gets a page: its introduction, the live replayer, the plays as plain text (what
a reader without JavaScript sees), how to open it in a notebook, and the TOML file itself.
``python -m scopa_learn.examples docs/examples`` rewrites the pages; the tests check that the
committed pages are what this module writes.

>>> page = example_page("equal-card-first")
>>> page.splitlines()[2]
'# The equal card comes first'
>>> 'data-kind="replay"' in page and "**1.** Anna plays the 6 of swords and takes 6 (6d)." in page
True
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from ..messages import say
from ..scoring import HandScore
from ..widgets.base import placeholder_html
from . import MatchReplay, Replay, Step, list_examples, load_example

_DATA = "scopa_learn/examples/data"
_HEADER = "<!-- Written by `python -m scopa_learn.examples docs/examples` from {source}: edit that file. -->"


def _indent(text: str, by: int = 4) -> str:
    return textwrap.indent(text, " " * by)


def _widget(name: str) -> str:
    return placeholder_html("replay", {"example": name}, note=say("widget.replay.text_below"))


def _plays(steps: tuple[Step, ...]) -> list[str]:
    out = []
    for step in steps:
        out.append(f"**{step.number}.** {step.describe()}")
        if step.note:
            out.append("")
            out += [f"*{p}*" for p in step.note.split("\n\n")]
        out.append("")
    return out


def _score_table(score: HandScore) -> list[str]:
    rows = ["| | " + " | ".join(score.names) + " | why |", "|---|" + "---|" * len(score.names) + "---|"]
    for c in score.categories:
        rows.append(f"| {c.name} | " + " | ".join(str(p) for p in c.points) + f" | {c.reason} |")
    rows.append("| **total** | " + " | ".join(f"**{t}**" for t in score.totals) + " | |")
    return rows


def text_version(example: Replay | MatchReplay) -> str:
    """The example as Markdown, for readers without the live widget (and for notebooks)."""
    if isinstance(example, MatchReplay):
        out = ["| hand | dealer | " + " | ".join(example.names) + " | note |",
               "|---|---|" + "---|" * len(example.names) + "---|"]
        for m in example.steps:
            cells = " | ".join(f"{p} ({t})" for p, t in zip(m.points, m.after.scores, strict=True))
            out.append(f"| {m.number} | {example.names[m.dealer]} | {cells} | {m.note} |")
        out += ["", example.final.status() + (" " + example.result_note if example.result_note else "")]
        return "\n".join(out)
    out = [str(example.start.log[-1].describe(example.names)), ""] + _plays(example.steps)
    if example.complete:
        out += _score_table(example.score()) + [""]
        if example.result_note:
            out += [f"*{p}*" for p in example.result_note.split("\n\n")] + [""]
    for branch in example.branches:
        out += [f"**What if: {branch.title}** (replacing play {branch.at})", ""]
        if branch.note:
            out += [branch.note, ""]
        out += _plays(branch.steps)
        if branch.complete:
            out += _score_table(branch.score()) + [""]
            if branch.result_note:
                out += [f"*{p}*" for p in branch.result_note.split("\n\n")] + [""]
    return "\n".join(out).rstrip()


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


def write_pages(folder: Path) -> list[Path]:
    """Write :func:`pages` into ``folder``; return the files that changed."""
    changed = []
    for file_name, text in pages().items():
        path = folder / file_name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed.append(path)
    return changed
