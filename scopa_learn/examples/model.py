"""What an example is made of: a replay of an annotated hand (or a match sheet), checked by
the engine, with its steps, "what ifs" and text versions.

:mod:`.loader` reads and checks the TOML files and builds these values; this module only
holds them and says them as text (a transcript, and Markdown for a notebook).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..engine.board import Move
from ..engine.events import Event, Played
from ..engine.match import Match
from ..engine.odds import SweepOdds, sweep_odds
from ..engine.rules import Rules
from ..engine.scoring import HandScore
from ..engine.state import HandState
from ..errors import ExampleError
from ..words.messages import language, say, using_language

# -- Translations ----------------------------------------------------------------------------------

#: Per language, the texts of a part written in it: ``{"it": {"title": ..., "note": ...}}``. A
#: file gives them as ``title_it``, ``note_it``... next to the English (see ``.loader``).
Translations = dict[str, dict[str, str]]


class _Translated:
    """What every part of an example with texts offers: :meth:`text` in a language."""

    __slots__ = ()
    translations: Translations

    def text(self, name: str, lang: str | None = None) -> str:
        """The text ``name`` (``title``, ``summary``, ``intro``, ``note``, ``result_note``) in
        ``lang`` (default: the process default); the English one when the file gives no
        translation."""
        english: str = getattr(self, name)
        return self.translations.get(language(lang), {}).get(name) or english


# -- What a replay is made of ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Step(_Translated):
    """One play of a replay: the state before, the move, what happened, the note, the state after."""

    #: The play's number in the hand (1-based).
    number: int
    before: HandState
    move: Move
    #: What the engine logged for this play: the play itself, then any deal or last take.
    events: tuple[Event, ...]
    #: The teacher's note (may be empty).
    note: str
    after: HandState
    #: The line of this play in the file.
    line: int
    translations: Translations = field(default_factory=dict)

    @property
    def player(self) -> int:
        """Who made this play."""
        return self.before.to_move

    @property
    def played(self) -> Played:
        """The engine's record of this play (card, capture, kind, scopa)."""
        return next(e for e in self.events if isinstance(e, Played))

    def odds(self) -> SweepOdds:
        """The chance the next player can sweep the table this play leaves (see :mod:`.odds`)."""
        return sweep_odds(self.after, self.player)

    def describe(self, lang: str | None = None) -> str:
        """What happened, in a sentence per event (names from the file), in ``lang``."""
        names = self.before.names or None
        with using_language(lang):
            return " ".join(e.describe(names) for e in self.events)


@dataclass(frozen=True, slots=True)
class Branch(_Translated):
    """A "what if": play :attr:`at` is replaced, and the hand continues with :attr:`steps`."""

    name: str
    title: str
    #: The number of the main-line play this branch replaces.
    at: int
    note: str
    #: The rules from play :attr:`at` on (a branch may change options, e.g. ``equal_first``).
    rules: Rules
    steps: tuple[Step, ...]
    #: The state before the branch's first play (the main line's, with the branch's rules).
    start: HandState
    line: int
    result_note: str = ""
    translations: Translations = field(default_factory=dict)

    @property
    def final(self) -> HandState:
        """The state after the branch's last play."""
        return self.steps[-1].after if self.steps else self.start

    @property
    def complete(self) -> bool:
        """True when the branch plays on to the end of the hand."""
        return self.final.is_over

    def score(self) -> HandScore:
        """The branch's score (final once :attr:`complete`)."""
        return self.final.score()


@dataclass(frozen=True, slots=True)
class Replay(_Translated):
    """An annotated hand, checked by the engine: its steps, its final state, its "what ifs".

    :meth:`state` gives the position after any number of plays; :attr:`start_at` is where
    the teacher wants the reader to begin (0: before the first play).
    """

    name: str
    title: str
    summary: str
    intro: str
    file: str
    rules: Rules
    names: tuple[str, ...]
    start: HandState
    steps: tuple[Step, ...]
    branches: tuple[Branch, ...]
    complete: bool
    start_at: int = 0
    result_note: str = ""
    order: int = 1000
    kind: Literal["hand"] = "hand"
    translations: Translations = field(default_factory=dict)

    @property
    def final(self) -> HandState:
        """The state after the last play (for a complete hand: everything scored)."""
        return self.steps[-1].after if self.steps else self.start

    def score(self) -> HandScore:
        """The score of :attr:`final`, each point with its reason."""
        return self.final.score()

    def state(self, plays: int) -> HandState:
        """The state after ``plays`` plays (0: the deal)."""
        if not 0 <= plays <= len(self.steps):
            raise ExampleError(say("examples.no_such_play", plays=plays, total=len(self.steps)))
        return self.steps[plays - 1].after if plays else self.start

    def branch(self, name: str) -> Branch:
        """The branch called ``name``."""
        for branch in self.branches:
            if branch.name == name:
                return branch
        known = ", ".join(b.name for b in self.branches) or "none"
        raise ExampleError(say("examples.no_such_branch", name=name, known=known))

    def transcript(self, lang: str | None = None) -> str:
        """The plays as plain text, each with its note: the page's fallback without the widget
        (in ``lang``: the file's translations and the engine's sentences)."""
        with using_language(lang):
            return transcript_of(self)

    def _repr_markdown_(self) -> str:
        return f"### {self.title}\n\n{text_version(self)}"


@dataclass(frozen=True, slots=True)
class MatchStep(_Translated):
    """One hand of a match sheet: who dealt, the points, the match before and after, a note."""

    number: int
    dealer: int
    points: tuple[int, ...]
    before: Match
    after: Match
    note: str
    line: int
    #: The name of an example replaying this hand, if the sheet names one.
    example: str | None = None
    translations: Translations = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MatchReplay(_Translated):
    """A match sheet checked by :class:`~scopa_learn.engine.match.Match`: hand by hand to the winner."""

    name: str
    title: str
    summary: str
    intro: str
    file: str
    rules: Rules
    names: tuple[str, ...]
    steps: tuple[MatchStep, ...]
    start: Match
    result_note: str = ""
    order: int = 1000
    kind: Literal["match"] = "match"
    translations: Translations = field(default_factory=dict)

    @property
    def final(self) -> Match:
        """The match after the last hand on the sheet."""
        return self.steps[-1].after if self.steps else self.start

    def transcript(self, lang: str | None = None) -> str:
        """The sheet as plain text: each hand's dealer, points and running score."""
        with using_language(lang):
            lines = [self.text("title"), ""]
            if self.intro:
                lines += [self.text("intro"), ""]
            for step in self.steps:
                points = "-".join(str(p) for p in step.points)
                running = "-".join(str(s) for s in step.after.scores)
                lines.append(say("examples.match_line", number=step.number, dealer=self.names[step.dealer],
                                 points=points, running=running))
                if step.note:
                    lines.append("    " + step.text("note"))
            lines.append(self.final.status())
            return "\n".join(lines)

    def _repr_markdown_(self) -> str:
        return f"### {self.title}\n\n{text_version(self)}"


Example = Replay | MatchReplay


# -- Text -----------------------------------------------------------------------------------------


def transcript_of(replay: Replay) -> str:
    """The replay as plain text, in the current language (:func:`scopa_learn.get_language`)."""
    names = replay.names
    lines = [replay.text("title"), ""]
    if replay.intro:
        lines += [replay.text("intro"), ""]
    lines.append(replay.start.log[-1].describe(names))
    for step in replay.steps:
        lines.append(f"{step.number:>2}. {step.describe()}")
        if step.note:
            lines.append("    " + step.text("note"))
    if replay.complete:
        lines += ["", replay.score().describe()]
        if replay.result_note:
            lines.append(replay.text("result_note"))
    for branch in replay.branches:
        lines += ["", say("examples.branch_heading", title=branch.text("title"), at=branch.at)]
        if branch.note:
            lines.append(branch.text("note"))
        for step in branch.steps:
            lines.append(f"{step.number:>2}. {step.describe()}")
            if step.note:
                lines.append("    " + step.text("note"))
        if branch.complete:
            lines += ["", branch.score().describe()]
            if branch.result_note:
                lines.append(branch.text("result_note"))
    return "\n".join(lines)


def _plays(steps: tuple[Step, ...]) -> list[str]:
    out = []
    for step in steps:
        out.append(f"**{step.number}.** {step.describe()}")
        if step.note:
            out.append("")
            out += [f"*{p}*" for p in step.text("note").split("\n\n")]
        out.append("")
    return out


def _score_table(score: HandScore) -> list[str]:
    why, total = say("examples.text.why"), say("examples.text.total")
    rows = ["| | " + " | ".join(score.names) + f" | {why} |", "|---|" + "---|" * len(score.names) + "---|"]
    for c in score.categories:
        rows.append(f"| {c.name} | " + " | ".join(str(p) for p in c.points) + f" | {c.reason} |")
    rows.append(f"| **{total}** | " + " | ".join(f"**{t}**" for t in score.totals) + " | |")
    return rows


def text_version(example: Replay | MatchReplay, lang: str | None = None) -> str:
    """The example as Markdown, for readers without the live widget (and for notebooks), in
    ``lang`` (default: the process default)."""
    with using_language(lang):
        return _text_version(example)


def _text_version(example: Replay | MatchReplay) -> str:
    if isinstance(example, MatchReplay):
        hand, dealer, note = (say(f"examples.text.{w}") for w in ("hand", "dealer", "note"))
        out = [f"| {hand} | {dealer} | " + " | ".join(example.names) + f" | {note} |",
               "|---|---|" + "---|" * len(example.names) + "---|"]
        for m in example.steps:
            cells = " | ".join(f"{p} ({t})" for p, t in zip(m.points, m.after.scores, strict=True))
            out.append(f"| {m.number} | {example.names[m.dealer]} | {cells} | {m.text('note')} |")
        result_note = example.text("result_note")
        out += ["", example.final.status() + (" " + result_note if result_note else "")]
        return "\n".join(out)
    out = [str(example.start.log[-1].describe(example.names)), ""] + _plays(example.steps)
    if example.complete:
        out += _score_table(example.score()) + [""]
        if example.result_note:
            out += [f"*{p}*" for p in example.text("result_note").split("\n\n")] + [""]
    for branch in example.branches:
        out += [say("examples.text.what_if", title=branch.text("title"), at=branch.at), ""]
        if branch.note:
            out += [branch.text("note"), ""]
        out += _plays(branch.steps)
        if branch.complete:
            out += _score_table(branch.score()) + [""]
            if branch.result_note:
                out += [f"*{p}*" for p in branch.text("result_note").split("\n\n")] + [""]
    return "\n".join(out).rstrip()
