"""The quizzes live on the site: answered right and wrong by clicks, judged by the engine
running in the browser. The expected questions and verdicts come from the same engine here
(a seed gives the same question on CPython and in Pyodide)."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import open_fresh

from scopa_learn.quiz import question, question_seed


def click_cards(widget: Any, cards: Any) -> None:
    for card in cards:
        widget.locator(f'.scopa-q__table button[data-card="{card}"]').click()


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_capture_question_answered_right_then_wrong(page: Any, site_url: str, live_widget: Any) -> None:
    open_fresh(page, site_url + "practice/captures/")
    quiz = live_widget(page, "quiz")
    first = question("capture", question_seed(1, 1), 1)
    expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", str(first.seed))

    right = first.answers[0]
    if right:
        click_cards(quiz, right)
        quiz.locator(".scopa-q__check").click()
    else:
        quiz.locator(".scopa-q__stays").click()
    verdict = quiz.locator(".scopa-q__verdict")
    expect(verdict).to_have_attribute("data-correct", "true")
    expect(verdict).to_have_text(first.check(right).explanation)
    expect(quiz.locator(".scopa-q__score")).to_contain_text("Right 1 of 1 · in a row 1")

    quiz.locator(".scopa-q__next").click()
    second = question("capture", question_seed(1, 2), 1)
    expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", str(second.seed))
    if second.answers == ((),):  # it takes nothing: take a card anyway
        wrong: tuple[Any, ...] = (second.table[0],)
        click_cards(quiz, wrong)
        quiz.locator(".scopa-q__check").click()
    else:  # it must take: leave it on the table
        wrong = ()
        quiz.locator(".scopa-q__stays").click()
    expect(verdict).to_have_attribute("data-correct", "false")
    expect(verdict).to_have_text(second.check(wrong).explanation)
    expect(quiz.locator(".scopa-q__score")).to_contain_text("Right 1 of 2 · in a row 0")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_score_and_the_place_are_remembered_in_the_browser(
    page: Any, site_url: str, live_widget: Any
) -> None:
    open_fresh(page, site_url + "practice/captures/")
    quiz = live_widget(page, "quiz")
    quiz.locator(".scopa-q__seed").fill("7")
    quiz.locator(".scopa-q__level").select_option("2")
    quiz.locator(".scopa-q__start").click()
    expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", "7001")
    quiz.locator(".scopa-q__stays").click()
    expect(quiz.locator(".scopa-q__verdict")).not_to_be_empty()
    quiz.locator(".scopa-q__next").click()
    expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", "7002")

    page.reload()
    quiz = live_widget(page, "quiz")
    expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", "7002")
    expect(quiz.locator(".scopa-q__score")).to_contain_text("of 1 ·")
    expect(quiz.locator(".scopa-q__level")).to_have_value("2")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_primiera_pile_answered_by_clicks(page: Any, site_url: str, live_widget: Any) -> None:
    open_fresh(page, site_url + "practice/primiera/")
    quiz = live_widget(page, "quiz")
    q = question("primiera", question_seed(1, 1), 1)
    best = [c for c in q.best if c is not None]
    click_cards(quiz, best[:-1])  # one suit forgotten, and a wrong total
    quiz.locator(".scopa-q__total").fill(str(q.total - 1))
    quiz.locator(".scopa-q__check").click()
    verdict = quiz.locator(".scopa-q__verdict")
    expect(verdict).to_have_attribute("data-correct", "false")
    expect(verdict.locator('li[data-correct="false"]')).to_have_count(2)

    click_cards(quiz, best[-1:])
    quiz.locator(".scopa-q__total").fill(str(q.total))
    quiz.locator(".scopa-q__check").click()
    expect(verdict).to_have_attribute("data-correct", "true")
    expect(verdict.locator('li[data-correct="false"]')).to_have_count(0)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_hand_counted_by_clicks(page: Any, site_url: str, live_widget: Any) -> None:
    open_fresh(page, site_url + "practice/counting/")
    quiz = live_widget(page, "quiz")
    q = question("counting", question_seed(1, 1), 1)
    score = q.score
    for category in score.categories:
        row = quiz.locator(f'tr[data-category="{category.name}"]')
        if category.name == "scope":
            for side, points in enumerate(category.points):
                row.locator(f'input[data-side="{side}"]').fill(str(points))
        else:
            who = q.names[category.winner] if category.winner is not None else "nobody"
            row.locator(f'input[value="{who}"]').check()
    total = quiz.locator('tr[data-category="total"]')  # the totals are asked for too
    for side, points in enumerate(score.totals):
        total.locator(f'input[data-side="{side}"]').fill(str(points))
    quiz.locator(".scopa-q__check").click()
    expect(quiz.locator(".scopa-q__verdict")).to_have_attribute("data-correct", "true")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_new_kinds_are_answered_by_their_choices(page: Any, site_url: str, live_widget: Any) -> None:
    for kind in ("scopa", "last-taker", "match-end", "teams"):
        open_fresh(page, site_url + f"practice/{kind}/")
        quiz = live_widget(page, "quiz")
        q = question(kind, question_seed(1, 1), 1)
        expect(quiz.locator(".scopa-q")).to_have_attribute("data-question-seed", str(q.seed))
        wrong = next(c for c in q.choices if c != q.right)
        quiz.locator(f'.scopa-q__side[data-side="{wrong}"]').click()
        verdict = quiz.locator(".scopa-q__verdict")
        expect(verdict).to_have_attribute("data-correct", "false")
        expect(verdict).to_have_text(q.check(wrong).explanation)
        quiz.locator(f'.scopa-q__side[data-side="{q.right}"]').click()
        expect(verdict).to_have_attribute("data-correct", "true")
        for row in q.rows:  # each row's caption is shown whole, as the engine wrote it
            expect(quiz.locator(".scopa-q__pile > :is(h2, h3, h4, h5, h6)", has_text=f"{row.label}: {row.caption}")).to_have_count(1)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_an_empty_check_and_a_bad_question_set_are_explained(
    page: Any, site_url: str, live_widget: Any
) -> None:
    open_fresh(page, site_url + "practice/captures/")
    quiz = live_widget(page, "quiz")
    quiz.locator(".scopa-q__check").click()
    expect(quiz.locator(".scopa-q__error")).to_contain_text("Click the table cards your card takes")
    expect(quiz.locator(".scopa-q__verdict")).to_be_empty()
    expect(quiz.locator(".scopa-q__score")).to_contain_text("Right 0 of 0")
    for bad in ("-5", "1.5"):
        quiz.locator(".scopa-q__seed").fill(bad)
        quiz.locator(".scopa-q__start").click()
        expect(quiz.locator(".scopa-q__error")).to_contain_text("A question set is a whole number 0 or more")
    quiz.locator(".scopa-q__stays").click()
    verdict = quiz.locator(".scopa-q__verdict")
    expect(verdict).not_to_be_empty()
    # the verdict's first line sits at the top of its box (no blank line above it)
    assert verdict.locator(":scope > :first-child").evaluate("e => getComputedStyle(e).marginTop") == "0px"


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_worksheet_maker_makes_a_printable_sheet(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + "teachers/worksheets/")
    maker = live_widget(page, "quiz_worksheet")
    expect(maker.locator("iframe")).to_have_count(0)  # the preview is made on demand
    maker.locator(".scopa-ws__preview").click()
    sheet = page.frame_locator(".scopa-ws__frame")
    expect(sheet.locator("h1").first).to_have_text("Scopa worksheet")
    expect(sheet.locator(".key h1")).to_have_text("Answer key")

    maker.locator(".scopa-ws__seed").fill("9")
    maker.locator('.scopa-ws__kind[value="primiera"]').uncheck()
    maker.locator('.scopa-ws__kind[value="counting"]').uncheck()
    maker.locator(".scopa-ws__count").fill("2")
    maker.locator(".scopa-ws__make").click()
    expect(sheet.locator(".meta").first).to_contain_text("question set 9")
    expect(sheet.locator("ol.questions > li")).to_have_count(2)
    expect(maker.locator(".scopa-ws__download")).to_have_attribute(
        "download", "scopa-worksheet-seed9-level1.html")
