"""What the course teaches, shows, checks and practises, rule by rule (issue 21): a table made
from the chapters' notebooks, the single source, for the teachers' page that holds
:data:`COURSE_TABLE_MARK`.

A part of a chapter starts at a cell tagged ``stage``, ``deeper`` or ``practice`` (see
:mod:`.stages`); that cell names what the part is about in more tags: ``teaches:RULE`` where
the rule is explained, ``shows:RULE`` where a drawing, an example or a widget shows it. The rest
is worked out, not tagged:

- **checked**: by each stage check whose five questions draw one of the rule's shapes of
  question (:data:`RULES`; the quiz generators say which shapes a check draws);
- **practised**: by the first game after the part that teaches the rule (a part tagged
  ``practice`` with a hand to play: the Play widget, or a link to the Play pages).

>>> rows = rule_rows(course_parts(sorted(pathlib.Path("notebooks").glob("*.ipynb"))))
>>> [part.title for part in rows[0].taught], rows[0].checked[0].check["stage"]
(['The deck'], 'deck-suits')
"""

from __future__ import annotations

import json
import pathlib
import re
from dataclasses import dataclass
from typing import Any

from markdown.extensions.toc import slugify  # type: ignore[import-untyped]  # the ids mkdocs gives headings

from scopa_learn.words.messages import say

COURSE_TABLE_MARK = "<!-- scopa: course table -->"
KINDS = ("stage", "deeper", "practice")
STAGE_SIZE = 5  # the questions of a stage's check (scopa_learn.widgets.stage.STAGE_SIZE)

#: The rules a beginner needs, in the course's order, each with the shapes of question that
#: check it (``quiz/shape``; ``quiz/*`` is every question of that quiz). The names a reader sees
#: are the catalogue's ``site.course.rule.<id>``.
RULES: dict[str, tuple[str, ...]] = {
    "suits": ("cards/suit",),
    "values": ("cards/figure", "cards/asso", "cards/number"),
    "equal": ("capture/equal", "capture/two-equal"),
    "sum": ("capture/sum", "capture/sum-three", "capture/many-sums"),
    "stays": ("capture/none",),
    "equal-first": ("capture/trap",),
    "choice": ("capture/sum-choice", "capture/two-equal"),
    "scopa": ("scopa/clears", "scopa/leaves", "scopa/nothing", "capture/scopa"),
    "last-card": ("scopa/last-card",),
    "deal": ("deal/*",),
    "last-taker": ("last-taker/*",),
    "primiera-values": ("primiera/best",),
    "count": ("counting/*",),
    "primiera-point": ("primiera/compare-close", "primiera/compare-trap", "primiera/compare-tie",
                       "counting/*"),
    "scope-points": ("counting/*",),
    "ties": ("counting/carte-tie", "counting/denari-tie", "primiera/compare-tie"),
    "target": ("match-end/*",),
    "both-reach": ("match-end/both-reach",),
    # the other tables (chapter 8) and scopone, which the Play page offers
    "tables-deal": ("deal/deals",),
    "couples": ("teams/couples", "teams/couples-trap", "teams/couples-tie"),
    "six": (),
    "three-players": ("teams/three", "teams/three-tie"),
    "match-tables": ("match-end/three",),
    "scopone": (),
}
#: The rules of a game of two (the first table); the others are those of bigger tables.
CORE = tuple(RULES)[:tuple(RULES).index("both-reach") + 1]


@dataclass(frozen=True)
class CoursePart:
    """One part of a chapter as its notebook marks it."""

    notebook: str  # the chapter's file name, like 02-capturing.ipynb
    kind: str  # stage, deeper or practice
    title: str
    stage: int | None  # the stage's number on the map (stages only)
    anchor: str = ""  # the heading's id on the chapter's page
    teaches: tuple[str, ...] = ()
    shows: tuple[str, ...] = ()
    checks: tuple[dict[str, Any], ...] = ()
    plays: bool = False

    @property
    def check(self) -> dict[str, Any]:
        return self.checks[0] if self.checks else {}


@dataclass(frozen=True)
class RuleRow:
    """Where the course teaches, shows, checks and practises one rule."""

    rule: str
    taught: tuple[CoursePart, ...] = ()
    shown: tuple[CoursePart, ...] = ()
    checked: tuple[CoursePart, ...] = ()
    practised: tuple[CoursePart, ...] = ()


_CALL = re.compile(r'make_widget\(\s*"stage"(?P<args>[^)]*)\)')
_ARG = re.compile(r'(\w+)=("[^"]*"|-?\d+)')


def _check(source: str) -> dict[str, Any]:
    match = _CALL.search(source)
    assert match is not None
    return {k: json.loads(v) for k, v in _ARG.findall(match["args"])}


def course_parts(notebooks: list[pathlib.Path]) -> list[CoursePart]:
    """The parts of the chapters, in the course's order (the cells before a chapter's first
    tagged cell belong to its first part)."""
    parts: list[CoursePart] = []
    stage = 0
    for path in notebooks:
        opening: dict[str, Any] = {"checks": [], "plays": False}
        current: dict[str, Any] = opening
        chapter: list[dict[str, Any]] = []
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"])
            tags = cell.get("metadata", {}).get("tags", [])
            kind = next((t for t in KINDS if t in tags), None)
            if kind is not None:
                heading = next((line.lstrip("#").strip() for line in source.splitlines()
                                if line.startswith("#")), "")
                current = {"kind": kind, "title": heading,
                           "checks": [] if chapter else opening["checks"],
                           "plays": False if chapter else opening["plays"],
                           "teaches": [t.split(":", 1)[1] for t in tags if t.startswith("teaches:")],
                           "shows": [t.split(":", 1)[1] for t in tags if t.startswith("shows:")]}
                chapter.append(current)
            if cell["cell_type"] == "code" and 'make_widget("stage"' in source:
                current["checks"].append(_check(source))
            if 'make_widget("play"' in source or re.search(r"\]\([^)]*play/", source):
                current["plays"] = True
        for part in chapter:
            if part["kind"] == "stage":
                stage += 1
            parts.append(CoursePart(path.name, part["kind"], part["title"],
                                    stage if part["kind"] == "stage" else None,
                                    slugify(part["title"], "-"),
                                    tuple(part["teaches"]), tuple(part["shows"]),
                                    tuple(part["checks"]), part["plays"]))
    return parts


def drawn_shapes(check: dict[str, Any]) -> list[str]:
    """The ``quiz/shape`` of each of a stage check's questions, in order."""
    from scopa_learn.quiz import question, question_seed

    return [f"{check['quiz']}/{question(check['quiz'], question_seed(check['seed'], n), check['level']).shape}"
            for n in range(1, int(check.get("count", STAGE_SIZE)) + 1)]


def _checks_rule(shapes: list[str], rule: str) -> bool:
    wanted = RULES[rule]
    return any(s in wanted or f"{s.split('/')[0]}/*" in wanted for s in shapes)


def rule_rows(parts: list[CoursePart]) -> list[RuleRow]:
    """For each rule of :data:`RULES`, the parts that teach, show, check and practise it."""
    shapes = {id(p): drawn_shapes(p.check) for p in parts if p.checks}
    rows = []
    for rule in RULES:
        taught = tuple(p for p in parts if rule in p.teaches)
        start = parts.index(taught[0]) if taught else len(parts)
        games = [p for p in parts[start + 1:] if p.kind == "practice" and p.plays]
        rows.append(RuleRow(
            rule, taught, tuple(p for p in parts if rule in p.shows),
            tuple(p for p in parts if p.checks and _checks_rule(shapes[id(p)], rule)),
            tuple(games[:1])))
    return rows


def checked_rules(check: dict[str, Any]) -> list[str]:
    """The rules of :data:`RULES` a stage check's five questions ask, in the course's order."""
    shapes = drawn_shapes(check)
    return [rule for rule in RULES if RULES[rule] and _checks_rule(shapes, rule)]


def asked_before_taught(parts: list[CoursePart]) -> list[str]:
    """Each check that asks a rule no part at or before it teaches (a check asks only what its
    stage or an earlier one taught), named: empty when the course is in order."""
    found = []
    for index, part in enumerate(parts):
        if not part.checks:
            continue
        taught = {rule for p in parts[:index + 1] for rule in p.teaches}
        for rule in checked_rules(part.check):
            if rule not in taught:
                later = next((p for p in parts[index + 1:] if rule in p.teaches), None)
                where = f"stage {later.stage}" if later and later.stage else "no stage"
                found.append(f"{part.notebook}, '{part.title}': its check '{part.check['stage']}' "
                             f"asks '{rule}', which {where} teaches")
    return found


def _where(part: CoursePart, lang: str, page_dir: str) -> str:
    if part.kind == "stage":
        label = say("site.stages.stage", lang, n=part.stage)
    else:
        label = say(f"site.stages.{part.kind}", lang)
    return f"[{label}: {part.title}]({page_dir}learn/{part.notebook}#{part.anchor})"


def table_markdown(notebooks: list[pathlib.Path], lang: str, page_dir: str = "../") -> str:
    """The tables, in markdown: the game of two, then the bigger tables; a row a rule, where
    it is taught, shown, checked and practised, each linked to its stage on its chapter's
    page; ``page_dir`` leads from the page to the site's root."""
    head = [say(f"site.course.{c}", lang) for c in ("rule", "taught", "shown", "checked", "practised")]
    tables: list[list[str]] = [[], []]
    for row in rule_rows(course_parts(notebooks)):
        cells = [say(f"site.course.rule.{row.rule}", lang)] + [
            "<br>".join(_where(p, lang, page_dir) for p in where) or "–"
            for where in (row.taught, row.shown, row.checked, row.practised)]
        tables[row.rule not in CORE].append("| " + " | ".join(cells) + " |")
    top = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return "\n".join([*top, *tables[0], "", f"**{say('site.course.other', lang)}**", "", *top, *tables[1]])

