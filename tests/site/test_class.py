"""The class in the browser (issue 24): a teacher's board and three pupils, each in a browser
context of their own, on the class server started by its own command; and the static site,
which shows no class feature and asks nothing of a class server."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import expect
from sitetest import PageLog, wait_live
from test_play import coach_off, open_more, play_match_by_clicks, skip_the_pauses

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from classserver import ClassServer  # noqa: E402

from scopa_learn.classroom.grading import check_hand  # noqa: E402
from scopa_learn.quiz import question, question_seed  # noqa: E402

pytestmark = pytest.mark.browser


@pytest.fixture
def class_server(site_dir: Path, tmp_path: Path) -> Any:
    with ClassServer(site_dir, tmp_path / "data") as server:
        yield server


def answer_capture(widget: Any, cards: Any) -> None:
    if cards:
        for card in cards:
            widget.locator(f'.scopa-q__table button[data-card="{card}"]').click()
        widget.locator(".scopa-q__check").click()
    else:
        widget.locator(".scopa-q__stays").click()


def join(page: Any, url: str, nickname: str) -> None:
    page.goto(url)
    panel = page.locator("aside.scopa-class")
    panel.locator("input[name=nickname]").fill(nickname)
    panel.locator("button[type=submit]").click()
    expect(panel).to_have_attribute("data-joined", "true")
    expect(panel).to_contain_text(nickname)


def test_a_teacher_and_three_pupils(browser: Any, class_server: ClassServer) -> None:
    server = class_server
    code = server.code()
    teacher = browser.new_context()
    pupils = [browser.new_context() for _ in range(3)]
    logs = []
    try:
        board = teacher.new_page()
        board.goto(f"{server.url}/class/teacher#key={server.key}")
        expect(board.locator(".scopa-board__code strong")).to_have_text(code)

        # each pupil joins on the captures page (from the QR code's address) and answers its
        # first question: 2 right, 1 wrong; the board shows it without a reload
        first = question("capture", question_seed(1, 1), 1)
        wrong = () if first.answers[0] else (first.table[0],)
        pages = []
        for i, context in enumerate(pupils):
            page = context.new_page()
            log = PageLog(origin=server.url)
            log.watch(page)
            logs.append(log)
            join(page, f"{server.url}/practice/captures/?class={code}", f"Pupil {i + 1}")
            quiz = wait_live(page, "quiz")
            answer_capture(quiz, first.answers[0] if i < 2 else wrong)
            expect(quiz.locator(".scopa-q__verdict")).to_have_attribute("data-correct", str(i < 2).lower())
            pages.append(page)
        for i in range(3):
            row = board.locator(f'tr[data-nickname="Pupil {i + 1}"]')
            expect(row.locator(".scopa-board__score")).to_have_text(f"{1 if i < 2 else 0} / 1")
        item = board.locator('tr[data-item="quiz:capture:classic:1:1:1"]')
        expect(item.locator(".scopa-board__wrong")).to_have_text("1 / 3")
        expect(item.locator(".scopa-board__why")).to_have_text(first.check(wrong).explanation.split("\n")[0])

        # a live question reaches every pupil's screen; the answers come in on the board
        live = question("capture", question_seed(42, 3), 2)
        form = board.locator(".scopa-board__live-form")
        form.locator("input[name=set]").fill("42")
        form.locator("input[name=level]").fill("2")
        form.locator("input[name=number]").fill("3")
        form.locator("button[type=submit]").click()
        for page in pages:
            overlay = page.locator(".scopa-class-live")
            expect(overlay).to_be_visible()
            widget = wait_live(page, "quiz", nth=1)
            expect(widget.locator(".scopa-q")).to_have_attribute("data-question-seed", str(live.seed))
            answer_capture(widget, live.answers[0])
            expect(overlay.locator(".scopa-class-live__done")).to_be_visible()
        expect(board.locator(".scopa-board__live-count")).to_have_attribute("data-answered", "3")
        board.locator(".scopa-board__reveal").click()
        for page in pages:
            expect(page.locator(".scopa-class-live__answer")).to_contain_text(live.answer_text())

        # the export holds every answer, by nickname
        rows = list(csv.reader(io.StringIO(httpx.get(server.url + "/api/teacher/export.csv",
                                                      headers=server.teacher()).text)))[1:]
        assert sorted(r[1] for r in rows) == sorted([f"Pupil {i}" for i in (1, 2, 3)] * 2)
        assert sum(1 for r in rows if r[7]) == 3, "three answers to the live question"
        for log in logs:
            assert not log.problems(), log.problems()
    finally:
        for context in (teacher, *pupils):
            context.close()


def test_a_hand_played_on_the_play_page_reaches_the_board_checked(browser: Any, class_server: ClassServer) -> None:
    """A pupil plays a hand on the Play page of the class site; the server plays it again from
    the plays the page sent and the board shows it with the review's figure the server found."""
    server = class_server
    teacher, pupil = browser.new_context(), browser.new_context()
    try:
        board = teacher.new_page()
        board.goto(f"{server.url}/class/teacher#key={server.key}")
        page = pupil.new_page()
        skip_the_pauses(page)
        join(page, f"{server.url}/play/?class={server.code()}", "Giocatore")
        widget = wait_live(page, "play")
        widget.locator(".scopa-p__opponent").select_option("beginner")
        open_more(widget)
        widget.locator(".scopa-p__target").fill("1")  # a match of one hand
        widget.locator(".scopa-p__seed").fill("3")
        widget.locator(".scopa-p__start").click()
        expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
        coach_off(widget)
        play_match_by_clicks(page, widget)
        hand = board.locator('tr[data-nickname="Giocatore"] .scopa-board__hand[data-item="hand:3:1"]')
        expect(hand).to_have_count(1, timeout=60_000)
        expect(hand.locator(".scopa-board__hand-review")).to_contain_text("choices")
        # what the server stored is what the engine finds from the table and plays the page sent
        with sqlite3.connect(server.data / "class.sqlite") as db:
            [(table, plays)] = db.execute("SELECT table_data, plays FROM hands WHERE item = 'hand:3:1'").fetchall()
        assert json.loads(table)["opponent"] == "beginner" and json.loads(table)["seed"] == 3
        checked = check_hand(json.loads(table), 1, json.loads(plays))
        assert hand.get_attribute("data-given-away") == str(checked.given_away).removesuffix(".0")
        rows = list(csv.reader(io.StringIO(httpx.get(server.url + "/api/teacher/export.csv",
                                                      headers=server.teacher()).text)))
        [row] = [r for r in rows if r[3] == "hand:3:1"]
        assert row[5] == f"{checked.totals[0]} to {checked.totals[1]}" and row[-1] == f"{checked.given_away:.2f}"
    finally:
        teacher.close()
        pupil.close()


def test_pupils_on_one_computer_keep_their_own_progress(browser: Any, class_server: ClassServer) -> None:
    server = class_server
    code = server.code()
    context = browser.new_context()
    try:
        page = context.new_page()
        first = question("capture", question_seed(1, 1), 1)
        join(page, f"{server.url}/practice/captures/?class={code}", "Anna")
        answer_capture(wait_live(page, "quiz"), first.answers[0])
        score = page.locator(".scopa-q__score")
        expect(score).to_contain_text("Right 1 of 1")
        page.locator(".scopa-class__leave").click()
        join(page, f"{server.url}/practice/captures/?class={code}", "Bruno")
        wait_live(page, "quiz")
        expect(score).to_contain_text("Right 0 of 0")
        page.locator(".scopa-class__leave").click()
        join(page, f"{server.url}/practice/captures/?class={code}", "Anna")
        wait_live(page, "quiz")
        expect(score).to_contain_text("Right 1 of 1")
    finally:
        context.close()


def test_the_static_site_shows_no_class_feature_and_asks_for_none(page: Any, site_url: str,
                                                                  page_log: PageLog, live_widget: Any) -> None:
    page.goto(site_url + "practice/captures/?class=ABCDE")
    live_widget(page, "quiz")
    page.wait_for_load_state("networkidle")
    assert page.locator("#scopa-class, .scopa-class, .scopa-class-live").count() == 0
    asked = [u for u in page_log.requests if "/api/" in u or "class.js" in u or "class.css" in u or "class-board" in u]
    assert asked == []
