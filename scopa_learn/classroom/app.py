"""The class server's web application (FastAPI on uvicorn: the ``class`` extra).

Routes by who calls them:

- the guide itself, both editions, from the built site folder; each HTML page it serves carries
  a marker (``<script id="scopa-class">``) and the class script, so the class features appear
  only when the page comes from this server (the static site has neither);
- pupils (``X-Pupil-Key``, given when they join): join, send an answer (what they chose: the
  server grades it), report a stage or a hand, follow the live question (server-sent events);
- the teacher (``X-Teacher-Key``): the board and its live updates, the CSV export, the live
  question, ending the class. A custom header cannot be sent across sites without a CORS
  preflight, which this server never grants (no CORS headers at all), so a page elsewhere
  cannot act for the teacher; a request whose ``Origin`` is another site is refused as well.

The OpenAPI document is served at ``/api/openapi.json``.
"""

from __future__ import annotations

import asyncio
import csv
import hmac
import html
import io
import json
import mimetypes
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Query, Request, Security
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response, StreamingResponse
from fastapi.security import APIKeyHeader
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..errors import ClassroomError
from ..puzzles.explain import number_text
from ..quiz import KINDS
from ..table.session import OPPONENTS
from ..widgets.base import LOADER_WORDS, view_words
from ..words.messages import say, using_language
from .grading import (
    CheckedHand,
    Graded,
    check_hand,
    describe,
    explain,
    given_text,
    grade_puzzle,
    grade_quiz,
)
from .stages import StageCheck, read_stages
from .stages import passed as stage_passed
from .store import Pupil, Room, Store

#: A request body larger than this is refused (413) before it is read whole.
MAX_BODY = 16 * 1024
#: Each pupil may send this many requests at once, then this many per second.
PUPIL_BURST, PUPIL_RATE = 20.0, 5.0
#: Hands, each played again and reviewed by the server (a second or so): this many at once,
#: then one every this many seconds, per pupil (a real hand takes a minute or more).
HAND_BURST, HAND_EVERY = 4.0, 10.0
#: How many of each pupil's last hands the board shows.
LAST_HANDS = 5
#: Joining, per address: a whole class may join at once from behind one router.
JOIN_BURST, JOIN_RATE = 200.0, 2.0
#: Live updates: the board is told of a change at most this often (seconds).
BOARD_EVERY = 0.5
KEEPALIVE = 15.0
LANGS = ("en", "it")
Lang = Annotated[Literal["en", "it"], Query(description="The language of the words sent back.")]

#: The words the pupils' panel (class.js) and the board (class-board.js) show: the message
#: table's ``class.pupil.<name>`` and ``class.board.<name>``, blanks such as ``{code}`` kept.
PUPIL_WORDS = ("title", "intro", "code", "nickname", "join", "joined", "leave", "offline", "live",
               "live_done", "answer", "close", "ended", "storage")
BOARD_WORDS = (
    "title", "code", "address", "pupils", "nickname", "answered", "right", "stages", "sets", "puzzles",
    "hands", "questions", "question", "wrong", "common", "explanation", "answer", "no_answers",
    "hide_names", "show_names", "export", "print", "end", "end_keep", "end_confirm", "ended", "live",
    "live_send", "live_reveal", "live_close", "live_in", "live_none", "kind", "set", "level", "number",
    "puzzle_id", "storage", "offline", "summary", "no_key", "done", "seconds", "last_hands", "points",
    "review", "reported", "checked", "stages_passed",
)


# -- request and response shapes (they make the OpenAPI document) ---------------------------------

CardText = Annotated[str, Field(min_length=1, max_length=4, pattern=r"^[A-Za-z0-9]+$")]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class JoinIn(Strict):
    code: str = Field(min_length=1, max_length=12, description="The class code on the board.")
    nickname: str = Field(min_length=1, max_length=40, description="A nickname: no real name is needed.")


class JoinOut(BaseModel):
    key: str = Field(description="The pupil's key: send it as X-Pupil-Key.")
    nickname: str
    code: str


class QuizSpec(Strict):
    """A question's address: question ``number`` of set ``set``, at ``level``, with ``preset``."""

    kind: Literal[KINDS] = Field(description="The kind of question.")  # type: ignore[valid-type]
    set: int = Field(ge=0, le=999_999_999)
    level: int = Field(ge=1, le=3)
    number: int = Field(ge=1, le=999)
    preset: str = Field(default="classic", min_length=1, max_length=40, pattern=r"^[a-z0-9-]+$")


class QuizAnswer(QuizSpec):
    """What the pupil chose (as the quiz widget sends it): never a score."""

    cards: list[CardText] | None = Field(default=None, max_length=40)
    total: int | Annotated[str, Field(max_length=6)] | None = None
    side: int | Annotated[str, Field(max_length=40)] | None = None
    awards: (dict[Annotated[str, Field(max_length=20)],
                  int | Annotated[str, Field(max_length=40)] | Annotated[list[int], Field(max_length=4)]]
             | None) = Field(default=None, max_length=12)


class PuzzleSpec(Strict):
    id: str = Field(min_length=1, max_length=60, pattern=r"^[A-Za-z0-9_-]+$")


class PuzzleAnswer(PuzzleSpec):
    card: CardText
    takes: list[CardText] = Field(default_factory=list, max_length=10)


class AnswerIn(Strict):
    attempt: str = Field(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_-]+$",
                         description="Chosen by the browser, one per answer: a retry sends the same.")
    page: str | None = Field(default=None, max_length=200, description="The chapter or page answered on.")
    live: int | None = Field(default=None, ge=1, le=2**62, description="The live question answered.")
    quiz: QuizAnswer | None = None
    puzzle: PuzzleAnswer | None = None

    @model_validator(mode="after")
    def one_question(self) -> AnswerIn:
        if (self.quiz is None) == (self.puzzle is None):
            raise ValueError("give either quiz or puzzle")
        return self


class AnswerOut(BaseModel):
    stored: bool = Field(description="True the first time; false for a retry already stored.")
    correct: bool


PlayText = Annotated[str, Field(min_length=2, max_length=40, pattern=r"^[A-Za-z0-9 ]+$")]
OptionValue = bool | int | Annotated[str, Field(max_length=20)]


class TableIn(Strict):
    """The table a hand was played at, as the Play page keeps it: the computer's level (or
    people at one screen), the rules, the deal number; the server rebuilds the match from it."""

    opponent: Literal[OPPONENTS]  # type: ignore[valid-type]
    preset: str = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9-]+$")
    players: int = Field(ge=2, le=6)
    seed: int = Field(ge=0, le=999_999_999)
    target: int | None = Field(default=None, ge=1, le=99)
    options: dict[Annotated[str, Field(max_length=30)], OptionValue] = Field(default_factory=dict, max_length=12)
    dealer: int | None = Field(default=None, ge=0, le=5)
    deck: str | None = Field(default=None, max_length=160, pattern=r"^[A-Za-z0-9 ]+$")


class HandIn(Strict):
    """A hand played on the Play page: where, and the people's plays in order (``6s x 2d``).
    Never a score: the server plays the hand again, the computers choosing as they chose."""

    attempt: str = Field(min_length=1, max_length=40, pattern=r"^[A-Za-z0-9_-]+$",
                         description="Chosen by the browser, one per hand: a retry sends the same.")
    page: str | None = Field(default=None, max_length=200)
    table: TableIn
    hand: int = Field(ge=1, le=99, description="The hand's number in its match (1 for the first).")
    plays: list[PlayText] = Field(min_length=1, max_length=40)


class HandOut(BaseModel):
    stored: bool = Field(description="True the first time; false for a retry already stored.")
    totals: list[int] | None = Field(description="Each side's points in the hand, as the server found them.")
    given_away: float | None = Field(description="The review's figure: points given away against the best play.")


class ProgressIn(Strict):
    what: Literal["stage"] = Field(description="A chapter done, as the page reports it (the board says so).")
    item: str = Field(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9_./:-]+$")
    detail: dict[Annotated[str, Field(max_length=20)],
                 bool | int | Annotated[str, Field(max_length=60)] | Annotated[list[int], Field(max_length=4)]] = (
        Field(default_factory=dict, max_length=8))


class Ok(BaseModel):
    ok: bool = True


class MeOut(BaseModel):
    nickname: str
    code: str
    live: dict[str, Any] | None


class LiveIn(Strict):
    quiz: QuizSpec | None = None
    puzzle: PuzzleSpec | None = None

    @model_validator(mode="after")
    def one_question(self) -> LiveIn:
        if (self.quiz is None) == (self.puzzle is None):
            raise ValueError("give either quiz or puzzle")
        return self


class EndIn(Strict):
    keep: bool = Field(default=False, description="Keep the pupils' data (else it is deleted).")


class ClassOut(BaseModel):
    code: str


# -- the running class ------------------------------------------------------------------------------

@dataclass
class Bucket:
    """A token bucket: ``burst`` requests at once, refilled at ``rate`` per second."""

    burst: float
    rate: float
    tokens: float = -1.0
    at: float = 0.0

    def take(self, now: float) -> float:
        """0 when a request may go now, else the seconds to wait."""
        if self.tokens < 0:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate


class Hub:
    """Who waits for news: a version number, and an event set when it changes."""

    def __init__(self) -> None:
        self.version = 0
        self._event = asyncio.Event()

    def bump(self) -> None:
        self.version += 1
        self._event.set()
        self._event = asyncio.Event()

    async def wait(self, seen: int, timeout: float) -> int:
        if self.version == seen:
            try:
                await asyncio.wait_for(self._event.wait(), timeout)
            except TimeoutError:
                pass
        return self.version


@dataclass
class Classroom:
    """What the server holds: the store, the teacher's key, the addresses, the live news."""

    store: Store
    teacher_key: str
    site: Path
    pupils_address: str = ""
    board: Hub = field(default_factory=Hub)
    screens: Hub = field(default_factory=Hub)
    buckets: dict[str, Bucket] = field(default_factory=dict)
    #: The course's stage checks on the served site, by stage id (read when the app is made).
    stages: dict[str, StageCheck] = field(default_factory=dict)

    def room(self) -> Room:
        room = self.store.current_class()
        return room if room is not None else self.store.open_class()


def _limit(classroom: Classroom, key: str, burst: float, rate: float) -> None:
    bucket = classroom.buckets.get(key)
    if bucket is None:
        if len(classroom.buckets) > 10_000:
            classroom.buckets.clear()
        bucket = classroom.buckets[key] = Bucket(burst, rate)
    wait = bucket.take(time.monotonic())
    if wait:
        raise HTTPException(429, say("class.error.slow_down"), headers={"Retry-After": str(int(wait) + 1)})


teacher_header = APIKeyHeader(name="X-Teacher-Key", scheme_name="teacherKey", auto_error=False,
                              description="The teacher's key, printed when the server starts.")
pupil_header = APIKeyHeader(name="X-Pupil-Key", scheme_name="pupilKey", auto_error=False,
                            description="The key a pupil's browser got when they joined.")


def _classroom(request: Request) -> Classroom:
    room: Classroom = request.app.state.classroom
    return room


def teacher(request: Request, key: Annotated[str | None, Security(teacher_header)]) -> Classroom:
    """The teacher's routes: the key, and no request sent from a page of another site."""
    classroom = _classroom(request)
    if not key or not hmac.compare_digest(key.encode(), classroom.teacher_key.encode()):
        raise HTTPException(401, say("class.error.teacher_key"))
    origin = request.headers.get("origin")
    if request.method != "GET" and origin is not None and origin != f"{request.url.scheme}://{request.url.netloc}":
        raise HTTPException(403, say("class.error.other_site"))
    return classroom


def pupil(request: Request, key: Annotated[str | None, Security(pupil_header)]) -> tuple[Classroom, Pupil]:
    """A pupil's routes: their key, while their class is open; slowed when they send too fast."""
    classroom = _classroom(request)
    found = classroom.store.pupil(key) if key and len(key) <= 64 else None
    if found is None:
        raise HTTPException(401, say("class.error.pupil_key"))
    _limit(classroom, f"pupil:{found.id}", PUPIL_BURST, PUPIL_RATE)
    return classroom, found


TeacherRoom = Annotated[Classroom, Depends(teacher)]
PupilOf = Annotated[tuple[Classroom, Pupil], Depends(pupil)]
ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"description": "A request the class cannot follow (the reason in `detail`)."},
    401: {"description": "No key, or a wrong one."},
    403: {"description": "Refused: an ended or wrong class code, or a page of another site."},
    409: {"description": "The nickname is taken."},
    413: {"description": "The body is too large."},
    429: {"description": "Too many requests: wait for Retry-After seconds."},
}


# -- the board's data ----------------------------------------------------------------------------------

@lru_cache(maxsize=2048)
def _describe(item: str, lang: str) -> dict[str, str]:
    try:
        return describe(item, lang)
    except (ClassroomError, ValueError, KeyError):
        return {"title": item, "prompt": "", "answer": ""}


@lru_cache(maxsize=4096)
def _explain(item: str, given: str, lang: str) -> str:
    try:
        return explain(item, given, lang)
    except (ClassroomError, ValueError, KeyError, TypeError):
        return ""


def board_data(classroom: Classroom, lang: str) -> dict[str, Any]:
    """Everything the board shows: the pupils, the questions by mistakes, the live question."""
    room = classroom.room()
    store = classroom.store
    answers = store.answers(room.id)
    pupils = {r["id"]: r["nickname"] for r in store.pupils(room.id)}
    per_pupil: dict[str, dict[str, Any]] = {
        name: {"nickname": name, "answered": 0, "right": 0, "stages": {}, "sets": {},
               "puzzles": {"tried": 0, "right": 0}, "hands": 0, "last_hands": [], "last": None, "tries": {}}
        for name in pupils.values()}
    first: dict[tuple[str, str], bool] = {}
    wrong_given: dict[str, Counter[str]] = defaultdict(Counter)
    for a in answers:
        me = per_pupil[a["nickname"]]
        item, correct = a["item"], bool(a["correct"])
        me["answered"] += 1
        me["right"] += correct
        me["last"] = a["at"]
        if a["page"]:
            stage = me["stages"].setdefault(a["page"], _chapter_row(a["page"]))
            stage["answered"] += 1
            stage["right"] += correct
        if item.startswith("quiz:"):
            prefix, _, number = item.rpartition(":")
            me["tries"].setdefault(prefix + ":", []).append((int(number), a["given"]))
        if item.startswith("puzzle:"):
            me["puzzles"]["tried"] += 1
            me["puzzles"]["right"] += correct
        else:
            _, kind, preset, level, set_seed, _ = item.split(":")
            key = f"{kind}:{preset}:{level}:{set_seed}"
            row = me["sets"].setdefault(key, {"kind": say(f"worksheet.{kind}.title", lang), "set": int(set_seed),
                                               "level": int(level), "right": 0, "answered": 0,
                                               "start": a["at"], "end": a["at"]})
            row["answered"] += 1
            row["right"] += correct
            row["end"] = a["at"]
        first.setdefault((a["nickname"], item), correct)
        if not correct:
            wrong_given[item][a["given"]] += 1
    for g in store.progress(room.id):
        if g["what"] != "stage":  # hands the page reported before the server checked them: not counted
            continue
        me = per_pupil[pupils[g["pupil_id"]]]
        stage = me["stages"].setdefault(g["item"], _chapter_row(g["item"]))
        stage["reported"] = bool(json.loads(g["detail"]).get("done", False))
    chapters: dict[str, list[StageCheck]] = defaultdict(list)
    for check in classroom.stages.values():
        chapters[check.chapter].append(check)
    for me in per_pupil.values():
        tries = me.pop("tries")
        for chapter, checks in chapters.items():
            done = [c.id for c in checks if c.prefix in tries and stage_passed(c, tuple(tries[c.prefix]))]
            if chapter in me["stages"] or any(c.prefix in tries for c in checks):
                row = me["stages"].setdefault(chapter, _chapter_row(chapter))
                row.update(checked=True, stages=len(checks), passed=len(done), done=len(done) == len(checks))
        for row in me["stages"].values():
            if not row["checked"]:  # no stage check of this chapter on the served site: as the page says
                row["done"] = row["reported"]
    hands = store.hands(room.id)
    for row in hands:
        me = per_pupil[row["nickname"]]
        me["hands"] += 1
        me["last_hands"] = [hand_data(row, lang), *me["last_hands"]][:LAST_HANDS]
    items: dict[str, dict[str, int]] = defaultdict(lambda: {"pupils": 0, "wrong": 0})
    for (_, item), correct in first.items():
        items[item]["pupils"] += 1
        items[item]["wrong"] += not correct
    questions = []
    for item, counts in items.items():
        common = wrong_given[item].most_common(1)
        row = {"item": item, **_describe(item, lang), **counts, "common": None}
        if common:
            given, times = common[0]
            row["common"] = {"given": given_text(given), "times": times, "explanation": _explain(item, given, lang)}
        questions.append(row)
    questions.sort(key=lambda q: (-q["wrong"], -q["pupils"], q["item"]))
    rows = []
    for me in per_pupil.values():
        me["stages"] = sorted(me["stages"].values(), key=lambda s: s["page"])
        me["sets"] = [{**s, "seconds": round(s.pop("end") - s.pop("start"))} for s in me["sets"].values()]
        rows.append(me)
    return {"code": room.code, "opened": room.opened, "pupils_address": classroom.pupils_address,
            "pupils": rows, "questions": questions, "live": live_data(classroom, room, lang, board=True),
            "answers": len(answers), "hands": len(hands)}


def _chapter_row(page: str) -> dict[str, Any]:
    """A pupil's chapter on the board: the answers given on its page; ``done`` as the server
    checked it from the graded answers to the chapter's stages (``checked``: the served site
    has the chapter's stage checks), else as the page ``reported`` it."""
    return {"page": page, "right": 0, "answered": 0, "done": False, "checked": False, "reported": False,
            "stages": 0, "passed": 0}


def hand_title(item: str, table: dict[str, Any], lang: str) -> str:
    """A hand as the board and the export name it: its number, the deal, the table, the opponent."""
    _, seed, number = item.split(":")
    try:
        return _hand_title(seed, number, table, lang)
    except (KeyError, TypeError):
        return item


def _hand_title(seed: str, number: str, table: dict[str, Any], lang: str) -> str:
    table_words = say("table.table", lang, preset=say(f"table.preset.{table['preset']}", lang),
                      players=say(f"table.players.{table['players']}", lang))
    return say("class.hand.title", lang, hand=number, deal=seed, table=table_words,
               level=say(f"table.level.{table['opponent']}", lang))


def hand_data(row: Any, lang: str) -> dict[str, Any]:
    """One stored hand for the board: its title, the points found, and the review's figure."""
    totals = json.loads(row["totals"])
    side = row["side"]
    points = say("class.hand.points", lang, mine=totals[side],
                 theirs=" - ".join(str(t) for i, t in enumerate(totals) if i != side))
    if not row["choices"]:
        review = say("class.hand.forced", lang)
    else:
        review = say("class.hand.review", lang, lost=number_text(row["given_away"], ".2f", lang),
                     close=row["close"], count=row["choices"])
    return {"item": row["item"], "at": row["at"], "title": hand_title(row["item"], json.loads(row["table_data"]), lang),
            "totals": totals, "side": side, "points": points, "given_away": row["given_away"],
            "close": row["close"], "choices": row["choices"], "review": review}


def live_data(classroom: Classroom, room: Room, lang: str, board: bool) -> dict[str, Any] | None:
    """The live question: its address and words; on the board the answers coming in, and
    once revealed the right answer and the explanation of the most common wrong one."""
    live = classroom.store.current_live(room.id)
    if live is None:
        return None
    described = _describe(live["item"], lang)
    data: dict[str, Any] = {"id": live["id"], "spec": live["spec"], "title": described["title"],
                            "revealed": live["revealed"]}
    if not board:  # what the pupil's page makes live: the quiz or puzzle widget, in its language
        spec = live["spec"]
        if "quiz" in spec:
            q = spec["quiz"]
            widget = {"kind": "quiz", "config": {"quiz": q["kind"], "seed": q["set"], "level": q["level"],
                                                 "number": q["number"], "preset": q["preset"]}}
        else:
            widget = {"kind": "puzzle", "config": {"mode": "theme", "puzzle": spec["puzzle"]["id"]}}
        widget["words"] = view_words("widget.loader", LOADER_WORDS, lang)
        data["widget"] = widget
    if board or live["revealed"]:
        counts = classroom.store.live_answers(live["id"])
        data["answered"] = sum(counts.values())
        data["right"] = sum(n for (_, correct), n in counts.items() if correct)
    if board:
        data["answers"] = [{"given": given_text(g), "correct": bool(c), "times": n}
                           for (g, c), n in counts.most_common()]
        data["prompt"] = described["prompt"]
    if live["revealed"]:
        data["answer"] = described["answer"]
        wrong = [(g, n) for (g, c), n in classroom.store.live_answers(live["id"]).most_common() if not c]
        data["explanation"] = _explain(live["item"], wrong[0][0], lang) if wrong else ""
    return data


def csv_text(classroom: Classroom, lang: str) -> str:
    """Every answer and every hand of the class, one row each, oldest first: for a spreadsheet.
    A hand's row holds its plays, the points the server found, and the review's figure."""
    room = classroom.room()
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([say(f"class.csv.{c}", lang) for c in ("time", "nickname", "question", "item", "given",
                                                            "correct", "page", "live", "given_away")])
    rows: list[tuple[float, int, list[Any]]] = []
    for a in classroom.store.answers(room.id):
        rows.append((a["at"], 0, [a["nickname"], _describe(a["item"], lang)["title"], a["item"], given_text(a["given"]),
                                  say("class.csv.is_right" if a["correct"] else "class.csv.is_wrong", lang),
                                  a["page"] or "", a["live_id"] or "", ""]))
    for hand in classroom.store.hands(room.id):
        shown = hand_data(hand, lang)
        rows.append((hand["at"], 1, [hand["nickname"], shown["title"], hand["item"], " · ".join(json.loads(hand["plays"])),
                                     shown["points"], hand["page"] or "", "", f"{hand['given_away']:.2f}"]))
    rows.sort(key=lambda r: (r[0], r[1]))
    for at, _, cells in rows:
        # a cell starting with = + - @ is a formula in a spreadsheet: quoted as text
        if cells[0][:1] in "=+-@":
            cells[0] = "'" + cells[0]
        writer.writerow([time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(at)), *cells])
    return out.getvalue()


# -- the site ----------------------------------------------------------------------------------------

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".svg": "image/svg+xml", ".whl": "application/zip"}


def marker(lang: str) -> str:
    """What the server puts at the top of each page it serves: the class's words and script."""
    data = {"api": "/api/", "lang": lang, "words": view_words("class.pupil", PUPIL_WORDS, lang)}
    text = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
    return (f'<script type="application/json" id="scopa-class">{text}</script>'
            '<script src="/assets/scopa/class-events.js"></script><script src="/assets/scopa/class.js"></script>'
            '<link rel="stylesheet" href="/assets/scopa/class.css">')


def board_page(lang: str) -> str:
    data = json.dumps({"lang": lang, "words": view_words("class.board", BOARD_WORDS, lang), "kinds": [
        {"value": k, "name": say(f"worksheet.{k}.title", lang)} for k in KINDS]},
        ensure_ascii=False).replace("<", "\\u003c")
    title = html.escape(say("class.board.title", lang))
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{title}</title><link rel="stylesheet" href="/assets/scopa/class.css">'
            f'<script type="application/json" id="scopa-board">{data}</script>'
            '<script src="/assets/scopa/class-events.js"></script>'
            '<script type="module" src="/assets/scopa/class-board.js"></script></head>'
            f'<body class="scopa-board"><main id="board"><h1>{title}</h1></main></body></html>')


def create_app(classroom: Classroom) -> FastAPI:
    """The application for ``classroom``: the site, the pupils' API, the teacher's board."""
    app = FastAPI(title="scopa_learn class server", version="1",
                  description="A class on the teacher's laptop: pupils join with a code and a nickname, "
                              "the server grades what they choose, the teacher's board shows it live.",
                  openapi_url="/api/openapi.json", docs_url=None, redoc_url=None)
    app.state.classroom = classroom
    site = classroom.site.resolve()
    if not classroom.stages:
        classroom.stages = read_stages(site)

    @app.middleware("http")
    async def headers(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        response = await call_next(request)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "no-referrer")
        if request.url.path.startswith("/api/") or request.url.path.startswith("/class/"):
            response.headers.setdefault("Cache-Control", "no-store")
        return response

    app.add_middleware(BodyLimit)

    @app.exception_handler(ClassroomError)
    async def refused(request: Request, error: ClassroomError) -> JSONResponse:
        return JSONResponse({"detail": str(error)}, status_code=400)

    def lang_of(request: Request) -> str:
        value = request.query_params.get("lang", "en")
        return value if value in LANGS else "en"

    # -- pupils --------------------------------------------------------------------------------

    @app.post("/api/join", response_model=JoinOut, tags=["pupils"], responses=ERRORS)
    async def join(body: JoinIn, request: Request, lang: Lang = "en") -> JoinOut:
        """Join the open class with its code and a nickname (no account)."""
        host = request.client.host if request.client else "?"
        _limit(classroom, f"join:{host}", JOIN_BURST, JOIN_RATE)
        with using_language(lang):
            try:
                found, key = await run_in_threadpool(classroom.store.join, body.code, body.nickname)
            except ClassroomError as error:
                status = {"code": 403, "taken": 409}.get(error.reason, 400)
                raise HTTPException(status, str(error)) from None
        classroom.board.bump()
        return JoinOut(key=key, nickname=found.nickname, code=classroom.room().code)

    @app.get("/api/me", response_model=MeOut, tags=["pupils"], responses=ERRORS)
    async def me(who: PupilOf, lang: Lang = "en") -> MeOut:
        """The pupil's nickname and class, and the live question on every screen now."""
        room, found = who
        current = room.room()
        return MeOut(nickname=found.nickname, code=current.code, live=live_data(room, current, lang, board=False))

    @app.post("/api/answer", response_model=AnswerOut, tags=["pupils"], responses=ERRORS)
    async def answer(body: AnswerIn, who: PupilOf, lang: Lang = "en") -> AnswerOut:
        """What the pupil chose; the server makes the question again and grades it."""
        room, found = who

        def grade_and_store() -> tuple[Graded, bool]:
            if body.quiz is not None:
                q = body.quiz
                given = q.model_dump(include={"cards", "total", "side", "awards"}, exclude_none=True)
                graded = grade_quiz(q.kind, q.set, q.level, q.number, q.preset, given, lang)
            else:
                assert body.puzzle is not None
                graded = grade_puzzle(body.puzzle.id, body.puzzle.card, body.puzzle.takes, lang)
            return graded, room.store.add_answer(found, body.attempt, graded, body.page, body.live)

        with using_language(lang):
            graded, stored = await run_in_threadpool(grade_and_store)
        if stored:
            room.board.bump()
        return AnswerOut(stored=stored, correct=graded.correct)

    @app.post("/api/progress", response_model=Ok, tags=["pupils"], responses=ERRORS)
    async def progress(body: ProgressIn, who: PupilOf) -> Ok:
        """A chapter done, as the page reports it (shown on the board as reported, not checked)."""
        room, found = who
        await run_in_threadpool(room.store.add_progress, found, body.what, body.item, body.detail)
        room.board.bump()
        return Ok()

    hand_turn = asyncio.Semaphore(1)  # one hand played again at a time: answers keep their pace

    @app.post("/api/hand", response_model=HandOut, tags=["pupils"], responses=ERRORS)
    async def hand(body: HandIn, who: PupilOf, lang: Lang = "en") -> HandOut:
        """A hand played on the Play page: the server plays it again with the engine from the
        table and the pupil's plays, refuses an impossible one with the reason, and stores the
        points it found and the hand's review (the points given away against the best play)."""
        room, found = who
        if await run_in_threadpool(room.store.has_hand, found, body.attempt):
            return HandOut(stored=False, totals=None, given_away=None)
        with using_language(lang):
            _limit(room, f"hand:{found.id}", HAND_BURST, 1 / HAND_EVERY)

        def check_and_store() -> tuple[CheckedHand, bool]:
            checked = check_hand(body.table.model_dump(exclude_none=True), body.hand, list(body.plays), lang)
            return checked, room.store.add_hand(found, body.attempt, checked, body.page)

        async with hand_turn:
            with using_language(lang):
                checked, stored = await run_in_threadpool(check_and_store)
        if stored:
            room.board.bump()
        return HandOut(stored=stored, totals=list(checked.totals), given_away=checked.given_away)

    @app.get("/api/events", tags=["pupils"], responses=ERRORS,
             response_class=StreamingResponse)
    async def pupil_events(request: Request, who: PupilOf, lang: Lang = "en") -> StreamingResponse:
        """Server-sent events: the live question (``data: {...}`` or ``data: null``) now and
        whenever it changes."""
        room, found = who

        async def stream() -> AsyncIterator[str]:
            seen = -1
            while not await request.is_disconnected():
                if not room.store.pupil_in_class(found.id):
                    yield "event: ended\ndata: null\n\n"
                    return
                if seen != room.screens.version:
                    seen = room.screens.version
                    yield f"data: {json.dumps(live_data(room, room.room(), lang, board=False))}\n\n"
                else:
                    yield ": still here\n\n"
                await room.screens.wait(seen, KEEPALIVE)
        return StreamingResponse(stream(), media_type="text/event-stream")

    # -- the teacher ----------------------------------------------------------------------------

    @app.get("/api/teacher/board", tags=["teacher"], responses=ERRORS)
    async def board(room: TeacherRoom, lang: Lang = "en") -> dict[str, Any]:
        """The board: each pupil's stages, sets, puzzles and hands; the questions by mistakes,
        with the most common wrong answer and its explanation; the live question."""
        return await run_in_threadpool(board_data, room, lang)

    @app.get("/api/teacher/events", tags=["teacher"], responses=ERRORS, response_class=StreamingResponse)
    async def board_events(request: Request, room: TeacherRoom) -> StreamingResponse:
        """Server-sent events: ``data: N`` whenever the board changed (at most every half second)."""
        async def stream() -> AsyncIterator[str]:
            seen = -1
            while not await request.is_disconnected():
                if seen != room.board.version:
                    seen = room.board.version
                    yield f"data: {seen}\n\n"
                    await asyncio.sleep(BOARD_EVERY)
                else:
                    yield ": still here\n\n"
                await room.board.wait(seen, KEEPALIVE)
        return StreamingResponse(stream(), media_type="text/event-stream")

    @app.get("/api/teacher/export.csv", tags=["teacher"], responses=ERRORS, response_class=Response)
    async def export(room: TeacherRoom, lang: Lang = "en") -> Response:
        """Every answer and every hand of the class as CSV."""
        text = await run_in_threadpool(csv_text, room, lang)
        return Response(text, media_type="text/csv; charset=utf-8",
                        headers={"Content-Disposition": f'attachment; filename="class-{room.room().code}.csv"'})

    @app.get("/api/teacher/qr.svg", tags=["teacher"], responses=ERRORS, response_class=Response)
    async def qr(room: TeacherRoom) -> Response:
        """The pupils' address as a QR code, for phones."""
        import segno

        svg = segno.make(room.pupils_address or "/", error="m").svg_inline(scale=6, dark="#000", light="#fff")
        return Response(svg, media_type="image/svg+xml")

    @app.post("/api/teacher/live", response_model=Ok, tags=["teacher"], responses=ERRORS)
    async def live(body: LiveIn, room: TeacherRoom, lang: Lang = "en") -> Ok:
        """Send a question (or a puzzle) to every pupil's screen."""
        if body.quiz is not None:
            q = body.quiz
            item = f"quiz:{q.kind}:{q.preset}:{q.level}:{q.set}:{q.number}"
            spec: dict[str, Any] = {"quiz": q.model_dump()}
        else:
            assert body.puzzle is not None
            item, spec = f"puzzle:{body.puzzle.id}", {"puzzle": body.puzzle.model_dump()}
        with using_language(lang):
            if _describe(item, lang)["title"] == item:  # no such question
                raise HTTPException(400, say("class.error.no_question"))
        current = room.room()
        await run_in_threadpool(room.store.start_live, current.id, item, spec)
        room.screens.bump()
        room.board.bump()
        return Ok()

    @app.post("/api/teacher/live/reveal", response_model=Ok, tags=["teacher"], responses=ERRORS)
    async def reveal(room: TeacherRoom) -> Ok:
        """Show the right answer and the explanation, on the board and on every screen."""
        await run_in_threadpool(room.store.reveal_live, room.room().id)
        room.screens.bump()
        room.board.bump()
        return Ok()

    @app.post("/api/teacher/live/close", response_model=Ok, tags=["teacher"], responses=ERRORS)
    async def close(room: TeacherRoom) -> Ok:
        """Take the live question off the screens."""
        await run_in_threadpool(room.store.close_live, room.room().id)
        room.screens.bump()
        room.board.bump()
        return Ok()

    @app.post("/api/teacher/end", response_model=ClassOut, tags=["teacher"], responses=ERRORS)
    async def end(body: EndIn, room: TeacherRoom) -> ClassOut:
        """End the class (its code stops working; its data is deleted unless kept) and open a
        new one, whose code is returned."""
        await run_in_threadpool(room.store.end_class, room.room().id, body.keep)
        new = room.room()
        room.pupils_address = _address_with(room.pupils_address, new.code)
        room.screens.bump()
        room.board.bump()
        return ClassOut(code=new.code)

    # -- pages ---------------------------------------------------------------------------------

    @app.get("/class/teacher", include_in_schema=False)
    async def teacher_page(request: Request) -> HTMLResponse:
        return HTMLResponse(board_page(lang_of(request)))

    @app.get("/{path:path}", include_in_schema=False)
    async def site_file(path: str) -> Response:
        target = (site / path).resolve()
        if not target.is_relative_to(site):
            return _not_found(site)
        if target.is_dir():
            if path and not path.endswith("/"):
                return Response(status_code=307, headers={"Location": f"/{path}/"})
            target = target / "index.html"
        if not target.is_file():
            return _not_found(site)
        if target.suffix == ".html":
            return HTMLResponse(_inject(target.read_text(encoding="utf-8"), path))
        media = TYPES.get(target.suffix) or mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        return FileResponse(target, media_type=media)

    return app


class BodyLimit:
    """Refuse a request body over :data:`MAX_BODY` (413), before the application reads it: by
    its Content-Length, or by counting a chunked one (then handed on whole)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        fields = dict(scope["headers"])
        length = fields.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await self._refuse(send)
            return
        if b"chunked" not in fields.get(b"transfer-encoding", b"").lower():
            await self.app(scope, receive, send)
            return
        body, more = b"", True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > MAX_BODY:
                await self._refuse(send)
                return
        sent = False

        async def replay() -> Any:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    @staticmethod
    async def _refuse(send: Any) -> None:
        text = json.dumps({"detail": say("class.error.too_large")}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(text)).encode())]})
        await send({"type": "http.response.body", "body": text})


def _address_with(address: str, code: str) -> str:
    base, _, _ = address.partition("?class=")
    return f"{base}?class={code}"


def _inject(page: str, path: str) -> str:
    lang = "it" if path == "it" or path.startswith("it/") else "en"
    at = page.find("<head>")
    if at < 0:
        return page
    at += len("<head>")
    return page[:at] + marker(lang) + page[at:]


def _not_found(site: Path) -> Response:
    page = site / "404.html"
    if page.is_file():
        return HTMLResponse(_inject(page.read_text(encoding="utf-8"), ""), status_code=404)
    return Response(status_code=404)
