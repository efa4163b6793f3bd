"""The class's storage: one SQLite file in the data folder (the standard library's ``sqlite3``).

What is stored, and for how long (the board and the teachers' page say the same):

- a class: its short code, when it was opened and ended;
- each pupil: the nickname they typed (no name, no e-mail, no account) and a random key that
  their browser keeps (stored here only as its SHA-256 hash);
- each answer: the question (its set and number, or the puzzle), what the pupil chose, whether
  it was right, the page and the time;
- each hand played: the table's settings (the deal number, the rules, the computer's level),
  the pupil's plays in order, and what the server found when it played the hand again (the
  points, the review's figure);
- chapters done as the page reports them (kept apart from what the server checked).

It stays on the teacher's laptop until the teacher ends the class: "end the class" deletes its
pupils and everything they sent, unless the teacher chooses to keep it (then until the data
folder is deleted). Nothing is sent anywhere else.

Durability: the journal is a write-ahead log (WAL) and ``synchronous=FULL``: each answer is
committed, and the commit's log written to the disk (fsync), before the pupil's browser is told
"stored". ``NORMAL`` would survive ``kill -9`` of the server too (a commit in WAL mode is in the
operating system's hands before it returns), but not the laptop losing power, which is how a
classroom laptop stops; the fsync costs about a millisecond per answer (bench/class_load.py).

>>> import tempfile, pathlib
>>> store = Store(pathlib.Path(tempfile.mkdtemp()) / "class.sqlite")
>>> room = store.open_class()
>>> pupil, token = store.join(room.code, "Giulia")
>>> store.pupil(token).nickname
'Giulia'
>>> store.join(room.code, "giulia")
Traceback (most recent call last):
...
scopa_learn.errors.ClassroomError: Someone in this class is already called 'giulia': choose another nickname.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import threading
import time
import unicodedata
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ClassroomError
from ..words.messages import say
from .grading import CheckedHand, Graded

#: A class code's letters: no 0/O, 1/I/L, 5/S, 2/Z to mix up when read off a projector.
CODE_LETTERS = "ABCDEFGHJKMNPQRTUVWXY346789"
CODE_LENGTH = 5
NICKNAME_MAX = 24

SCHEMA = """
CREATE TABLE IF NOT EXISTS settings (
    name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS classes (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE CHECK (length(code) = 5),
    opened REAL NOT NULL,
    ended REAL);
CREATE TABLE IF NOT EXISTS pupils (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    nickname TEXT NOT NULL CHECK (length(nickname) BETWEEN 1 AND 24),
    token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    joined REAL NOT NULL,
    UNIQUE (class_id, nickname COLLATE NOCASE));
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    pupil_id INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
    attempt TEXT NOT NULL CHECK (length(attempt) BETWEEN 1 AND 40),
    at REAL NOT NULL,
    item TEXT NOT NULL CHECK (item GLOB 'quiz:*:*:*:*:*' OR item GLOB 'puzzle:*'),
    given TEXT NOT NULL CHECK (json_valid(given)),
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    reason TEXT,
    page TEXT CHECK (page IS NULL OR length(page) <= 200),
    live_id INTEGER REFERENCES live(id) ON DELETE SET NULL,
    UNIQUE (pupil_id, attempt));
CREATE INDEX IF NOT EXISTS answers_by_item ON answers (item);
CREATE TABLE IF NOT EXISTS progress (
    pupil_id INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
    what TEXT NOT NULL CHECK (what IN ('stage', 'hand')),
    item TEXT NOT NULL CHECK (length(item) BETWEEN 1 AND 200),
    at REAL NOT NULL,
    detail TEXT NOT NULL CHECK (json_valid(detail)),
    PRIMARY KEY (pupil_id, what, item));
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY,
    pupil_id INTEGER NOT NULL REFERENCES pupils(id) ON DELETE CASCADE,
    attempt TEXT NOT NULL CHECK (length(attempt) BETWEEN 1 AND 40),
    at REAL NOT NULL,
    item TEXT NOT NULL CHECK (item GLOB 'hand:[0-9]*:[0-9]*'),
    table_data TEXT NOT NULL CHECK (json_valid(table_data)),
    plays TEXT NOT NULL CHECK (json_valid(plays)),
    totals TEXT NOT NULL CHECK (json_valid(totals)),
    side INTEGER NOT NULL CHECK (side >= 0),
    given_away REAL NOT NULL CHECK (given_away >= 0),
    close INTEGER NOT NULL CHECK (close >= 0),
    choices INTEGER NOT NULL CHECK (choices >= close),
    page TEXT CHECK (page IS NULL OR length(page) <= 200),
    UNIQUE (pupil_id, attempt));
CREATE TABLE IF NOT EXISTS live (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    item TEXT NOT NULL,
    spec TEXT NOT NULL CHECK (json_valid(spec)),
    started REAL NOT NULL,
    revealed REAL,
    closed REAL);
"""


@dataclass(frozen=True, slots=True)
class Room:
    """A class: its id, its code, when it opened, and when it ended (None while open)."""

    id: int
    code: str
    opened: float
    ended: float | None


@dataclass(frozen=True, slots=True)
class Pupil:
    """A pupil of an open class, as their key finds them."""

    id: int
    class_id: int
    nickname: str


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def read_nickname(text: object) -> str:
    """A nickname as typed, trimmed: 1 to 24 letters, digits, spaces and ``- _ ' .``.

    >>> read_nickname("  Luca B. ")
    'Luca B.'
    >>> read_nickname("<b>x</b>")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ClassroomError: A nickname has 1 to 24 letters, digits or spaces (and - _ ' .), like 'Luca B.'.
    """
    if not isinstance(text, str):
        raise ClassroomError(say("class.error.nickname"), "nickname")
    name = " ".join(unicodedata.normalize("NFC", text).split())
    ok = 1 <= len(name) <= NICKNAME_MAX and all(
        ch.isalnum() or ch in " -_'." for ch in name)
    if not ok:
        raise ClassroomError(say("class.error.nickname"), "nickname")
    return name


def read_code(text: object) -> str:
    """A class code as typed: case and spaces do not matter.

    >>> read_code(" k7m qx")
    'K7MQX'
    """
    if not isinstance(text, str):
        raise ClassroomError(say("class.error.code"), "code")
    return "".join(text.split()).upper()


class Store:
    """The class's data in one SQLite file; safe to share between threads (one lock)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.row_factory = sqlite3.Row
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.execute("PRAGMA busy_timeout=5000")
        with self._lock:
            self._db.executescript(SCHEMA)  # each statement is "IF NOT EXISTS": safe to run again

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _read(self, sql: str, *args: Any) -> list[sqlite3.Row]:
        with self._lock:
            return self._db.execute(sql, args).fetchall()

    # -- settings ---------------------------------------------------------------------------

    def setting(self, name: str, default: str) -> str:
        """A stored setting; ``default`` is stored and returned when there is none."""
        with self._write() as db:
            row = db.execute("SELECT value FROM settings WHERE name = ?", (name,)).fetchone()
            if row is not None:
                return str(row["value"])
            db.execute("INSERT INTO settings (name, value) VALUES (?, ?)", (name, default))
            return default

    def set_setting(self, name: str, value: str) -> None:
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)", (name, value))

    # -- classes ----------------------------------------------------------------------------

    def current_class(self) -> Room | None:
        """The open class (the newest, if ever there were two), or None."""
        rows = self._read("SELECT * FROM classes WHERE ended IS NULL ORDER BY id DESC LIMIT 1")
        return Room(rows[0]["id"], rows[0]["code"], rows[0]["opened"], None) if rows else None

    def open_class(self) -> Room:
        """A new class with a fresh code (one that no class in this data folder had)."""
        with self._write() as db:
            used = {r["code"] for r in db.execute("SELECT code FROM classes")}
            code = ""
            while not code or code in used:
                code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
            now = time.time()
            cur = db.execute("INSERT INTO classes (code, opened) VALUES (?, ?)", (code, now))
            assert cur.lastrowid is not None
            return Room(cur.lastrowid, code, now, None)

    def end_class(self, class_id: int, keep: bool) -> None:
        """End the class: its code stops working; its pupils' data is deleted unless ``keep``."""
        with self._write() as db:
            db.execute("UPDATE classes SET ended = ? WHERE id = ? AND ended IS NULL",
                       (time.time(), class_id))
            if not keep:
                db.execute("DELETE FROM pupils WHERE class_id = ?", (class_id,))
                db.execute("DELETE FROM live WHERE class_id = ?", (class_id,))

    # -- pupils ------------------------------------------------------------------------------

    def join(self, code: object, nickname: object) -> tuple[Pupil, str]:
        """A pupil joins the open class ``code`` as ``nickname``: their record and their key."""
        wanted, name = read_code(code), read_nickname(nickname)
        with self._write() as db:
            room = db.execute("SELECT id, ended FROM classes WHERE code = ?", (wanted,)).fetchone()
            if room is None or room["ended"] is not None:
                raise ClassroomError(say("class.error.code"), "code")
            taken = db.execute("SELECT 1 FROM pupils WHERE class_id = ? AND nickname = ? COLLATE NOCASE",
                               (room["id"], name)).fetchone()
            if taken:
                raise ClassroomError(say("class.error.taken", nickname=name), "taken")
            token = secrets.token_urlsafe(24)
            cur = db.execute("INSERT INTO pupils (class_id, nickname, token_hash, joined) VALUES (?, ?, ?, ?)",
                             (room["id"], name, _hash(token), time.time()))
            assert cur.lastrowid is not None
            return Pupil(cur.lastrowid, room["id"], name), token

    def pupil(self, token: str) -> Pupil | None:
        """The pupil whose key this is, while their class is open."""
        rows = self._read("SELECT p.id, p.class_id, p.nickname FROM pupils p JOIN classes c ON c.id = p.class_id"
                          " WHERE p.token_hash = ? AND c.ended IS NULL", _hash(token))
        return Pupil(rows[0]["id"], rows[0]["class_id"], rows[0]["nickname"]) if rows else None

    def pupil_in_class(self, pupil_id: int) -> bool:
        """True while this pupil's class is open (and their data not deleted)."""
        return bool(self._read("SELECT 1 FROM pupils p JOIN classes c ON c.id = p.class_id"
                               " WHERE p.id = ? AND c.ended IS NULL", pupil_id))

    # -- what pupils send --------------------------------------------------------------------

    def add_answer(self, pupil: Pupil, attempt: str, graded: Graded, page: str | None,
                   live_id: int | None) -> bool:
        """Store a graded answer; False when this attempt was stored already (a retry)."""
        with self._write() as db:
            if live_id is not None and db.execute(
                    "SELECT 1 FROM live WHERE id = ? AND class_id = ?", (live_id, pupil.class_id)).fetchone() is None:
                live_id = None
            cur = db.execute(
                "INSERT OR IGNORE INTO answers (pupil_id, attempt, at, item, given, correct, reason, page, live_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (pupil.id, attempt, time.time(), graded.item, graded.given, int(graded.correct),
                 graded.reason, page, live_id))
            return cur.rowcount == 1

    def has_hand(self, pupil: Pupil, attempt: str) -> bool:
        """True when this pupil's hand ``attempt`` is stored already (a retry: not checked again)."""
        return bool(self._read("SELECT 1 FROM hands WHERE pupil_id = ? AND attempt = ?", pupil.id, attempt))

    def add_hand(self, pupil: Pupil, attempt: str, hand: CheckedHand, page: str | None) -> bool:
        """Store a hand the server played again and reviewed; False for a retry already stored."""
        with self._write() as db:
            cur = db.execute(
                "INSERT OR IGNORE INTO hands (pupil_id, attempt, at, item, table_data, plays, totals, side,"
                " given_away, close, choices, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (pupil.id, attempt, time.time(), hand.item, hand.table, hand.plays, json.dumps(list(hand.totals)),
                 hand.side, hand.given_away, hand.close, hand.choices, page))
            return cur.rowcount == 1

    def hands(self, class_id: int) -> list[sqlite3.Row]:
        """Every hand of the class, oldest first, with the pupil's nickname."""
        return self._read(
            "SELECT h.id, h.pupil_id, p.nickname, h.at, h.item, h.table_data, h.plays, h.totals, h.side,"
            " h.given_away, h.close, h.choices, h.page"
            " FROM hands h JOIN pupils p ON p.id = h.pupil_id WHERE p.class_id = ? ORDER BY h.id", class_id)

    def add_progress(self, pupil: Pupil, what: str, item: str, detail: dict[str, Any]) -> None:
        """A chapter done, as the page reports it (kept once per item)."""
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO progress (pupil_id, what, item, at, detail) VALUES (?, ?, ?, ?, ?)",
                       (pupil.id, what, item, time.time(), json.dumps(detail, sort_keys=True)))

    # -- live questions ----------------------------------------------------------------------

    def start_live(self, class_id: int, item: str, spec: dict[str, Any]) -> int:
        """Send a question to every pupil's screen (the one before is closed)."""
        with self._write() as db:
            now = time.time()
            db.execute("UPDATE live SET closed = ? WHERE class_id = ? AND closed IS NULL", (now, class_id))
            cur = db.execute("INSERT INTO live (class_id, item, spec, started) VALUES (?, ?, ?, ?)",
                             (class_id, item, json.dumps(spec, sort_keys=True), now))
            assert cur.lastrowid is not None
            return cur.lastrowid

    def reveal_live(self, class_id: int) -> None:
        with self._write() as db:
            db.execute("UPDATE live SET revealed = ? WHERE class_id = ? AND closed IS NULL AND revealed IS NULL",
                       (time.time(), class_id))

    def close_live(self, class_id: int) -> None:
        with self._write() as db:
            db.execute("UPDATE live SET closed = ? WHERE class_id = ? AND closed IS NULL", (time.time(), class_id))

    def current_live(self, class_id: int) -> dict[str, Any] | None:
        """The question on every screen now: ``{"id", "item", "spec", "revealed"}``, or None."""
        rows = self._read("SELECT * FROM live WHERE class_id = ? AND closed IS NULL ORDER BY id DESC LIMIT 1",
                          class_id)
        if not rows:
            return None
        row = rows[0]
        return {"id": row["id"], "item": row["item"], "spec": json.loads(row["spec"]),
                "revealed": row["revealed"] is not None}

    # -- what the teacher reads --------------------------------------------------------------

    def answers(self, class_id: int) -> list[sqlite3.Row]:
        """Every answer of the class, oldest first, with the pupil's nickname."""
        return self._read(
            "SELECT a.id, p.nickname, a.at, a.item, a.given, a.correct, a.reason, a.page, a.live_id"
            " FROM answers a JOIN pupils p ON p.id = a.pupil_id WHERE p.class_id = ? ORDER BY a.id", class_id)

    def pupils(self, class_id: int) -> list[sqlite3.Row]:
        return self._read("SELECT id, nickname, joined FROM pupils WHERE class_id = ? ORDER BY joined", class_id)

    def progress(self, class_id: int) -> list[sqlite3.Row]:
        return self._read("SELECT g.pupil_id, g.what, g.item, g.at, g.detail FROM progress g"
                          " JOIN pupils p ON p.id = g.pupil_id WHERE p.class_id = ?", class_id)

    def live_answers(self, live_id: int) -> Counter[tuple[str, int]]:
        """The answers to one live question: (what was chosen, right) -> how many pupils."""
        rows = self._read("SELECT given, correct FROM answers WHERE live_id = ?", live_id)
        return Counter((r["given"], r["correct"]) for r in rows)

    def count_answers(self) -> int:
        return int(self._read("SELECT count(*) AS n FROM answers")[0]["n"])
