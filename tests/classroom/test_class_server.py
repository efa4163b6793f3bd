"""The class server (issue 24), started by its own command on 127.0.0.1 and driven over HTTP.

Pupils join with the class code and a nickname; the server grades what they chose (never a
score they send); the teacher's routes need the teacher's key; nothing acknowledged is lost
when the server is killed.
"""

from __future__ import annotations

import csv
import io
import sqlite3
import threading
import time

import httpx
import pytest
from classload import class_of
from classserver import ClassServer, tiny_site

from scopa_learn.quiz import question, question_seed
from scopa_learn.table.session import Table, TableSession

pytestmark = pytest.mark.slow  # each starts its own class server: make test runs it, make check does not


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    site = tiny_site(tmp_path_factory.mktemp("site"))
    with ClassServer(site, tmp_path_factory.mktemp("data")) as running:
        yield running


def join(server, nickname, code=None):
    r = httpx.post(server.url + "/api/join", json={"code": code or server.code(), "nickname": nickname})
    assert r.status_code == 200, r.text
    return {"X-Pupil-Key": r.json()["key"]}


def capture(number, cards, set_seed=42, level=2):
    return {"kind": "capture", "set": set_seed, "level": level, "number": number, "cards": cards}


def right_cards(number, set_seed=42, level=2):
    return [str(c) for c in question("capture", question_seed(set_seed, number), level).answers[0]]


def send(server, key, attempt, quiz=None, **extra):
    body = {"attempt": attempt, **({"quiz": quiz} if quiz else {}), **extra}
    return httpx.post(server.url + "/api/answer", json=body, headers=key)


def board(server, lang="en"):
    r = httpx.get(server.url + "/api/teacher/board", params={"lang": lang}, headers=server.teacher())
    assert r.status_code == 200, r.text
    return r.json()


# -- join, answer, grade -------------------------------------------------------------------------

def test_a_pupil_joins_with_the_code_and_a_nickname(server):
    key = join(server, "Marta")
    me = httpx.get(server.url + "/api/me", headers=key).json()
    assert me["nickname"] == "Marta" and me["code"] == server.code()
    assert "Marta" in [p["nickname"] for p in board(server)["pupils"]]


def test_the_server_grades_what_the_pupil_chose(server):
    key = join(server, "Nico")
    assert send(server, key, "n1", capture(5, right_cards(5))).json() == {"stored": True, "correct": True}
    q = question("capture", question_seed(42, 6), 2)
    wrong = [str(c) for c in q.table if (c,) not in q.answers][:1]
    assert send(server, key, "n2", capture(6, wrong)).json()["correct"] is False
    me = next(p for p in board(server)["pupils"] if p["nickname"] == "Nico")
    assert (me["answered"], me["right"]) == (2, 1)
    assert me["sets"][0]["set"] == 42


def test_a_pupil_cannot_post_a_result(server):
    """Issue 24: "a pupil cannot post a result they did not earn": no field carries a score."""
    key = join(server, "Furbo")
    r = send(server, key, "f1", capture(7, []), correct=True)
    assert r.status_code == 422
    r = send(server, key, "f2", {**capture(7, []), "right": 10})
    assert r.status_code == 422


def test_a_retry_of_the_same_answer_is_stored_once(server):
    key = join(server, "Doppio")
    first = send(server, key, "d1", capture(8, right_cards(8))).json()
    again = send(server, key, "d1", capture(8, right_cards(8))).json()
    assert first["stored"] and not again["stored"]
    me = next(p for p in board(server)["pupils"] if p["nickname"] == "Doppio")
    assert me["answered"] == 1


def test_a_puzzle_move_is_graded_by_the_bank(server):
    from scopa_learn.puzzles import list_puzzles

    p = list_puzzles()[0]
    key = join(server, "Enigma")
    best = {"id": p.id, "card": str(p.best.card), "takes": [str(c) for c in p.best.capture]}
    r = httpx.post(server.url + "/api/answer", json={"attempt": "e1", "puzzle": best}, headers=key)
    assert r.json() == {"stored": True, "correct": True}
    me = next(x for x in board(server)["pupils"] if x["nickname"] == "Enigma")
    assert me["puzzles"] == {"tried": 1, "right": 1}


def test_an_answer_that_cannot_be_read_is_refused_with_the_reason(server):
    key = join(server, "Bad Cards")
    r = send(server, key, "b1", capture(9, ["9x"]))
    assert r.status_code == 400 and "is not a card" in r.json()["detail"]


def test_the_board_shows_the_most_common_wrong_answer_with_its_explanation(server):
    q = question("capture", question_seed(77, 1), 1)
    wrong = next([str(c)] for c in q.table if (c,) not in q.answers)
    for i in range(3):
        send(server, join(server, f"Wrong {i}"), "w", capture(1, wrong, 77, 1))
    row = next(x for x in board(server)["questions"] if x["item"] == "quiz:capture:classic:1:77:1")
    assert row["wrong"] == 3 and row["common"]["times"] == 3 and row["common"]["given"] == wrong[0]
    assert row["common"]["explanation"] == q.check(wrong).explanation
    italian = next(x for x in board(server, "it")["questions"] if x["item"] == row["item"])
    assert italian["common"]["explanation"] == q.check(wrong, lang="it").explanation


def report_chapter(server, key, chapter):
    r = httpx.post(server.url + "/api/progress", json={"what": "stage", "item": chapter, "detail": {"done": True}},
                   headers=key)
    assert r.status_code == 200


def chapter_of(server, nickname, chapter="learn/01-the-deck/"):
    me = next(x for x in board(server)["pupils"] if x["nickname"] == nickname)
    return next(s for s in me["stages"] if s["page"] == chapter)


def cards_answer(set_seed, level, number, right=True):
    """What the card question's buttons send: the choice's words (``side``)."""
    q = question("cards", question_seed(set_seed, number), level)
    side = q.right if right else next(c for c in q.choices if c != q.right)
    assert q.check(side).correct is right
    return {"kind": "cards", "set": set_seed, "level": level, "number": number, "side": side}


def play_stage(server, key, set_seed, level, wrong=(), tag=""):
    """The stage player's order: questions 1 to 5, each missed one again at the end."""
    numbers = [1, 2, 3, 4, 5, *wrong]
    for i, n in enumerate(numbers):
        first_try = i < 5
        ok = send(server, key, f"{tag}{set_seed}-{i}", cards_answer(set_seed, level, n, not (first_try and n in wrong)),
                  page="learn/01-the-deck/")
        assert ok.status_code == 200, ok.text


def test_a_chapter_is_done_when_the_server_checked_its_stages(server):
    """A stage is passed by the stage player's rule (4 of 5 right at the first try), from the
    answers the server graded; the chapter is done when both its stages are."""
    key = join(server, "Tappe")
    play_stage(server, key, 3, 1, tag="a")  # deck-suits: 5 of 5
    row = chapter_of(server, "Tappe")
    assert (row["checked"], row["stages"], row["passed"], row["done"]) == (True, 2, 1, False)
    play_stage(server, key, 4, 2, wrong=(2,), tag="b")  # deck-values: 4 of 5, question 2 again at the end
    row = chapter_of(server, "Tappe")
    assert (row["passed"], row["done"], row["reported"]) == (2, True, False)


def test_a_stage_with_two_mistakes_is_not_passed_until_played_again(server):
    key = join(server, "Riprova")
    play_stage(server, key, 3, 1, wrong=(1, 4), tag="a")
    assert chapter_of(server, "Riprova")["passed"] == 0
    play_stage(server, key, 3, 1, tag="b")  # "Play the stage again": a new run from question 1
    assert chapter_of(server, "Riprova")["passed"] == 1


def test_a_chapter_the_page_reports_done_is_not_taken_as_checked(server):
    """What the page reports is shown as reported: it never makes a checked chapter done."""
    key = join(server, "Dice Fatto")
    report_chapter(server, key, "learn/01-the-deck/")
    row = chapter_of(server, "Dice Fatto")
    assert (row["checked"], row["reported"], row["done"]) == (True, True, False)
    # a chapter the served site has no stage check for: done as reported, and marked not checked
    report_chapter(server, key, "learn/99-elsewhere/")
    row = chapter_of(server, "Dice Fatto", "learn/99-elsewhere/")
    assert (row["checked"], row["reported"], row["done"]) == (False, True, True)


def test_a_hand_cannot_be_reported_as_progress(server):
    """A hand's points come only from the server playing it again (/api/hand)."""
    key = join(server, "Finto")
    r = httpx.post(server.url + "/api/progress", json={"what": "hand", "item": "h1", "detail": {"score": [11, 0]}},
                   headers=key)
    assert r.status_code == 422
    assert next(x for x in board(server)["pupils"] if x["nickname"] == "Finto")["hands"] == 0


def test_the_export_holds_every_answer_and_every_hand(server):
    key = join(server, "Esporta")
    send(server, key, "x1", capture(10, right_cards(10)))
    record, _, review = played_hand(34)
    assert send_hand(server, key, "x2", record).status_code == 200
    r = httpx.get(server.url + "/api/teacher/export.csv", headers=server.teacher())
    rows = list(csv.reader(io.StringIO(r.text)))
    assert rows[0][:3] == ["time", "nickname", "question"] and rows[0][-1].startswith("points given away")
    mine = [row for row in rows if row[1] == "Esporta"]
    assert [row[3] for row in mine] == ["quiz:capture:classic:2:42:10", "hand:34:1"]
    assert mine[1][4] == " · ".join(record["plays"]) and mine[1][-1] == f"{review.given_away:.2f}"
    shown = board(server)
    assert len(rows) - 1 == shown["answers"] + shown["hands"]


# -- hands: played again by the server ------------------------------------------------------------

def played_hand(seed, level="beginner", pick=0, number=1):
    """A hand played through the table session (as the Play page plays it): its record, the
    hand itself, and the session's own review."""
    session = TableSession()
    session.start(Table("classic", players=2, level=level, seed=seed, target=21))
    for _ in range(number - 1):
        while session.phase == "play":
            _ = session.computer_move() if session.computer_turn else session.play(session.state.legal_moves()[0])
        session.next_hand()
    while session.phase == "play":
        if session.computer_turn:
            session.computer_move()
        else:
            moves = session.state.legal_moves()
            session.play(moves[min(pick, len(moves) - 1)])
    return session.hand_record(), session.last_hand(), session.review()


def send_hand(server, key, attempt, record, **changes):
    body = {"attempt": attempt, "page": "play/", "table": record["table"], "hand": record["hand"],
            "plays": record["plays"], **changes}
    # A hand costs the server a replay and a review: about a second on a quiet machine, more than
    # httpx's default 5 s under heavy load. Waiting is not what these tests measure.
    return httpx.post(server.url + "/api/hand", json=body, headers=key, timeout=60)


def test_the_server_plays_a_hand_again_and_stores_what_it_found(server):
    record, hand, review = played_hand(31, "intermediate", pick=1, number=2)
    key = join(server, "Mano")
    r = send_hand(server, key, "h1", record)
    assert r.status_code == 200, r.text
    assert r.json() == {"stored": True, "totals": list(hand.score().totals), "given_away": review.given_away}
    assert send_hand(server, key, "h1", record).json()["stored"] is False  # a retry: kept once
    me = next(x for x in board(server)["pupils"] if x["nickname"] == "Mano")
    assert me["hands"] == 1
    [shown] = me["last_hands"]
    assert shown["item"] == "hand:31:2" and shown["totals"] == list(hand.score().totals)
    assert shown["given_away"] == review.given_away
    assert shown["choices"] == len(review.choices) and shown["review"].startswith("gave away")
    assert "Hand 2 of deal 31" in shown["title"] and "intermediate" in shown["title"]
    italian = next(x for x in board(server, "it")["pupils"] if x["nickname"] == "Mano")["last_hands"][0]
    assert italian["title"].startswith("Smazzata 2 della distribuzione 31")


def test_a_forged_or_impossible_hand_is_refused_with_the_reason(server):
    record, hand, _ = played_hand(32)
    key = join(server, "Falso")
    mine = [e.card for e in hand.played if e.player == 0]
    theirs = next(e.card for e in hand.played if e.player == 1)
    # a card the pupil never held
    r = send_hand(server, key, "f1", record, plays=[str(theirs), *record["plays"][1:]])
    assert r.status_code == 400 and r.json()["detail"].startswith(f"Play 1 ({theirs}) cannot be played there")
    # the same plays claimed at another deal number: the cards are not there
    r = send_hand(server, key, "f2", record, table={**record["table"], "seed": 33})
    assert r.status_code == 400 and "cannot be played there" in r.json()["detail"]
    # a play dropped or one too many
    r = send_hand(server, key, "f3", record, plays=record["plays"][:-1])
    assert r.status_code == 400 and "stop before the end of the hand" in r.json()["detail"]
    r = send_hand(server, key, "f4", record, plays=[*record["plays"], str(mine[0])])
    assert r.status_code == 400 and "go on after the end of the hand" in r.json()["detail"]
    # a score is not a field; nor a level the Play page does not have
    assert send_hand(server, key, "f5", record, totals=[11, 0]).status_code == 422
    assert send_hand(server, key, "f6", record, table={**record["table"], "opponent": "god"}).status_code == 422
    r = send_hand(server, join(server, "Falso 2"), "f7", record, table={**record["table"], "preset": "poker"})
    assert r.status_code == 400 and "poker" in r.json()["detail"]
    assert next(x for x in board(server)["pupils"] if x["nickname"] == "Falso")["hands"] == 0


def test_every_page_of_the_site_carries_the_marker_and_both_editions_are_served(server):
    english = httpx.get(server.url + "/").text
    italian = httpx.get(server.url + "/it/").text
    assert 'id="scopa-class"' in english and '"lang": "en"' in english
    assert 'id="scopa-class"' in italian and '"lang": "it"' in italian and "Entra nella classe" in italian
    assert httpx.get(server.url + "/assets/scopa/class.js").status_code == 200
    assert httpx.get(server.url + "/../../etc/passwd").status_code == 404


# -- security ----------------------------------------------------------------------------------

def test_a_wrong_code_is_refused(server):
    r = httpx.post(server.url + "/api/join", json={"code": "ZZZZZ", "nickname": "Ospite"})
    assert r.status_code == 403


def test_a_taken_nickname_is_refused_whatever_its_case(server):
    join(server, "Unico")
    r = httpx.post(server.url + "/api/join", json={"code": server.code(), "nickname": "unico"})
    assert r.status_code == 409


@pytest.mark.parametrize("nickname", ["<script>alert(1)</script>", "<b>x</b>", "a\u0000b", "x" * 30, "   "])
def test_a_nickname_with_markup_or_too_long_is_refused(server, nickname):
    r = httpx.post(server.url + "/api/join", json={"code": server.code(), "nickname": nickname})
    assert r.status_code in (400, 422)


def test_the_board_and_every_teacher_route_need_the_teacher_key(server):
    pupil_key = join(server, "Curioso")
    for method, path in (("GET", "/api/teacher/board"), ("GET", "/api/teacher/export.csv"),
                         ("GET", "/api/teacher/events"), ("POST", "/api/teacher/live/reveal"),
                         ("POST", "/api/teacher/end")):
        for headers in ({}, {"X-Teacher-Key": "guess"}, pupil_key, {"X-Teacher-Key": pupil_key["X-Pupil-Key"]}):
            r = httpx.request(method, server.url + path, headers=headers, json={})
            assert r.status_code == 401, (path, headers)


def test_pupil_routes_need_a_pupil_key(server):
    for headers in ({}, {"X-Pupil-Key": "guess"}, server.teacher()):
        assert send(server, headers, "p", capture(1, [])).status_code == 401


def test_a_teacher_action_sent_from_another_site_is_refused(server):
    r = httpx.post(server.url + "/api/teacher/live/close", headers={**server.teacher(), "Origin": "http://evil.example"})
    assert r.status_code == 403
    r = httpx.post(server.url + "/api/teacher/live/close", headers={**server.teacher(), "Origin": server.url})
    assert r.status_code == 200


def test_no_cross_origin_access_is_granted(server):
    r = httpx.options(server.url + "/api/teacher/board", headers={
        "Origin": "http://evil.example", "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-teacher-key"})
    assert "access-control-allow-origin" not in r.headers
    r = httpx.get(server.url + "/api/teacher/board", headers={**server.teacher(), "Origin": "http://evil.example"})
    assert "access-control-allow-origin" not in r.headers


def test_a_large_body_is_refused(server):
    key = join(server, "Grosso")
    r = httpx.post(server.url + "/api/answer", content=b"{" + b" " * 20_000 + b"}",
                   headers={**key, "Content-Type": "application/json"})
    assert r.status_code == 413

    def chunks():
        yield b'{"attempt": "g", '
        for _ in range(40):
            yield b" " * 1000

    r = httpx.post(server.url + "/api/answer", content=chunks(), headers={**key, "Content-Type": "application/json"})
    assert r.status_code == 413

    def small():  # a chunked body under the limit is read whole, as any other
        yield b'{"code": "' + server.code().encode() + b'", '
        yield b'"nickname": "A pezzi"}'

    assert httpx.post(server.url + "/api/join", content=small(), headers={"Content-Type": "application/json"}).status_code == 200


def test_a_pupil_sending_too_fast_is_slowed_and_the_others_are_not(server):
    """A burst of 20 requests, then 5 a second: the rest are told to wait (429, Retry-After).
    The requests are cheap ones (a body with no question: refused after the pupil's key and the
    limit are checked), so that 100 of them go faster than the limit even on a loaded machine."""
    from concurrent.futures import ThreadPoolExecutor

    from scopa_learn.classroom.app import PUPIL_BURST, PUPIL_RATE

    fast, calm = join(server, "Veloce"), join(server, "Calmo")
    began = time.monotonic()
    with ThreadPoolExecutor(10) as pool:
        replies = list(pool.map(lambda i: httpx.post(server.url + "/api/answer", json={"attempt": f"v{i}"},
                                                     headers=fast), range(100)))
    took = time.monotonic() - began
    codes = [r.status_code for r in replies]
    assert set(codes) <= {422, 429}, sorted(set(codes))
    assert codes.count(422) <= PUPIL_BURST + PUPIL_RATE * took + 1
    if took < (100 - PUPIL_BURST) / PUPIL_RATE:
        assert 429 in codes
    assert all(int(r.headers["Retry-After"]) >= 1 for r in replies if r.status_code == 429)
    assert send(server, calm, "c1", capture(1, [])).status_code == 200


def test_an_ended_class_refuses_its_code_and_its_pupils(tmp_path):
    with ClassServer(tiny_site(tmp_path / "site"), tmp_path / "data") as server:
        code = server.code()
        key = join(server, "Ultimo")
        send(server, key, "u1", capture(1, right_cards(1)))
        r = httpx.post(server.url + "/api/teacher/end", json={"keep": False}, headers=server.teacher())
        assert r.status_code == 200 and r.json()["code"] != code
        assert httpx.post(server.url + "/api/join", json={"code": code, "nickname": "Tardi"}).status_code == 403
        assert send(server, key, "u2", capture(1, [])).status_code == 401
        assert board(server)["pupils"] == []
        with sqlite3.connect(tmp_path / "data" / "class.sqlite") as db:
            assert db.execute("SELECT count(*) FROM answers").fetchone()[0] == 0
            assert db.execute("SELECT count(*) FROM pupils").fetchone()[0] == 0


def test_ending_the_class_can_keep_its_data(tmp_path):
    with ClassServer(tiny_site(tmp_path / "site"), tmp_path / "data") as server:
        send(server, join(server, "Resta"), "r1", capture(1, right_cards(1)))
        httpx.post(server.url + "/api/teacher/end", json={"keep": True}, headers=server.teacher())
        with sqlite3.connect(tmp_path / "data" / "class.sqlite") as db:
            assert db.execute("SELECT count(*) FROM answers").fetchone()[0] == 1


# -- faults ------------------------------------------------------------------------------------

def test_every_acknowledged_answer_survives_kill_9(tmp_path):
    """Issue 24: "the server killed (kill -9) in the middle of the load and started again on the
    same data folder - every acknowledged answer is there"."""
    server = ClassServer(tiny_site(tmp_path / "site"), tmp_path / "data")
    server.start()
    try:
        code = server.code()
        # 12 pupils, 16 answers each, two a second, however long the restart takes
        run, threads = class_of(server.url, code, pupils=12, seconds=0, rate=2.0, count=16)
        while len(run.acked) < 40 and any(t.is_alive() for t in threads):
            time.sleep(0.05)
        before = len(run.acked)
        server.kill()
        recovery = server.start(timeout=120)
        for t in threads:
            t.join(300)
        assert not any(t.is_alive() for t in threads)
        assert not run.errors, run.errors[:3]
        assert before >= 40 and len(run.acked) == 12 * 16, "every answer acknowledged in the end"
        assert server.code() == code, "the same class goes on after the restart"
        with sqlite3.connect(tmp_path / "data" / "class.sqlite") as db:
            stored = set(db.execute("SELECT p.nickname, a.attempt FROM answers a JOIN pupils p ON p.id = a.pupil_id"))
        missing = set(run.acked) - stored
        assert not missing, f"{len(missing)} acknowledged answers lost"
        print(f"\n{len(run.acked)} answers acknowledged, {before} before the kill; back in {recovery:.2f} s")
    finally:
        server.stop()


def test_sse_tells_the_board_when_something_changed(server):
    got = []

    def listen():
        with httpx.stream("GET", server.url + "/api/teacher/events", headers=server.teacher(), timeout=10) as r:
            for line in r.iter_lines():
                if line.startswith("data:"):
                    got.append(line)
                    if len(got) == 2:
                        return

    t = threading.Thread(target=listen, daemon=True)
    t.start()
    time.sleep(1)
    join(server, "Nuovo")
    t.join(10)
    assert len(got) == 2


def test_a_pupil_sending_hands_too_fast_is_slowed(server):
    """Each hand costs the server a replay and a review: a few at once, then one every few
    seconds per pupil; refused hands count too."""
    from scopa_learn.classroom.app import HAND_BURST

    record, hand, _ = played_hand(35)
    theirs = str(next(e.card for e in hand.played if e.player == 1))
    key = join(server, "Svelto")
    codes = [send_hand(server, key, f"s{i}", record, plays=[theirs, *record["plays"][1:]]).status_code
             for i in range(int(HAND_BURST) + 1)]
    assert codes[:-1] == [400] * int(HAND_BURST)
    assert codes[-1] == 429  # (one hand more every HAND_EVERY = 10 s: these few take far less)
    assert send_hand(server, join(server, "Altro"), "o1", record).status_code == 200  # not the class
