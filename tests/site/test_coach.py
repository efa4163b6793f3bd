"""The coach after the hand on the Play page (issue 22): a hand played by clicks ends in a review
whose costliest decision opens as a puzzle, in both languages; a whole hand and its review by
the keyboard alone, heard through the live region."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect
from test_play import coach_off, no_serious_axe_violation, open_more, skip_the_pauses, wait_for

PUZZLES = "scopa-learn:puzzles:v1"  # the puzzle widget's storage (static/puzzle.js)
NEWS = ".scopa-v__news"
ROOT = "document.querySelector('.scopa-widget[data-kind=\"play\"] .scopa-p')"
# The learner's turn at a new position, or the hand over.
READY = f"""([plays]) => {{ const r = {ROOT}; if (!r) return false;
  if (r.dataset.phase !== 'play') return true;
  return r.dataset.yourTurn === 'true' && r.dataset.plays !== plays; }}"""
REVIEWED = f"() => {{ const r = {ROOT}; return !!r.querySelector('.scopa-p__review[data-status=\"done\"]'); }}"


def begin(page: Any, site_url: str, live_widget: Any, path: str) -> Any:
    skip_the_pauses(page)
    page.goto(site_url + path)
    page.evaluate("() => localStorage.clear()")
    widget = live_widget(page, "play")
    widget.locator(".scopa-p__opponent").select_option("beginner")
    open_more(widget)
    widget.locator(".scopa-p__seed").fill("3")
    widget.locator(".scopa-p__start").click()
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
    return widget


def play_by_clicks(page: Any, widget: Any) -> None:
    """Play the hand to its end by clicks: the last card of the hand each turn (its first way)."""
    root = widget.locator(".scopa-p")
    plays: str | None = None
    for _ in range(40):
        wait_for(page, READY, plays)
        if root.get_attribute("data-phase") != "play":
            break
        plays = root.get_attribute("data-plays")
        widget.locator(".scopa-p__hand button").last.click()
        wait_for(page, f"""([plays]) => {{ const r = {ROOT};
               return r.dataset.plays !== plays || r.querySelector('.scopa-p__choice') !== null; }}""", plays)
        if widget.locator(".scopa-p__choice").count():
            widget.locator(".scopa-p__choice").first.click()
    assert root.get_attribute("data-phase") in ("hand_over", "match_over")


@pytest.mark.long
@pytest.mark.parametrize(("path", "words"), [("play/", ("gave away", "Try again from here")),
                                             ("it/play/", ("regalato", "Riprova da qui"))])
def test_a_hand_played_by_clicks_ends_in_a_review_whose_costliest_decision_opens_as_a_puzzle(
        page: Any, site_url: str, live_widget: Any, path: str, words: tuple[str, str]) -> None:
    widget = begin(page, site_url, live_widget, path)
    coach_off(widget)
    play_by_clicks(page, widget)
    # The review is graded in the worker a few decisions at a time, the progress shown.
    wait_for(page, REVIEWED, step=50)
    review = widget.locator(".scopa-p__review")
    expect(review.locator(".scopa-p__review-summary")).to_contain_text(words[0])
    expect(review.locator(".scopa-p__decisions > li")).to_have_count(18)
    costly = review.locator('.scopa-p__decisions > li[data-costly="true"]')
    assert 1 <= costly.count() <= 3
    costliest = max(range(costly.count()), key=lambda i: float(costly.nth(i).get_attribute("data-lost") or 0))
    button = costly.nth(costliest).get_by_role("button", name=words[1])
    button.click()
    tried = widget.locator(".scopa-p__try")
    expect(tried).to_have_count(1)
    tried.locator(".scopa-p__try-hand button").first.click()
    if tried.locator(".scopa-p__try-choice").count():
        tried.locator(".scopa-p__try-choice").first.click()
    expect(tried.locator(".scopa-p__verdict")).to_have_count(1)
    # The try counts in the puzzles' record: the position kept, in the review queue if missed.
    record = json.loads(page.evaluate(f"() => localStorage.getItem('{PUZZLES}')"))
    assert record["tried"] == 1 and len(record["own"]) == 1
    correct = tried.locator(".scopa-p__verdict").get_attribute("data-correct") == "true"
    assert (next(iter(record["own"])) in record["review"]) == (not correct)
    # The same cards, played by the expert, side by side.
    widget.locator(".scopa-p__expert-btn").click()
    expect(widget.locator(".scopa-p__expert-summary")).to_have_count(1, timeout=60_000)


def focused(page: Any) -> str:
    value: str = page.evaluate("() => document.activeElement ? document.activeElement.className + '|' "
                               "+ (document.activeElement.dataset.key || '') : ''")
    return value


def tab_to(page: Any, selector: str, limit: int = 120) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


@pytest.mark.long
def test_a_whole_hand_and_its_review_by_the_keyboard_alone(page: Any, site_url: str, live_widget: Any) -> None:
    widget = begin(page, site_url, live_widget, "play/")
    root = widget.locator(".scopa-p")
    news = widget.locator(NEWS)
    # The coach during play goes off by the keyboard too.
    tab_to(page, ".scopa-p__coach-on")
    page.keyboard.press("Space")
    expect(widget.locator(".scopa-p__coach-on")).not_to_be_checked()
    plays: str | None = None
    heard = set()
    for _ in range(40):
        wait_for(page, READY, plays)
        if root.get_attribute("data-phase") != "play":
            break
        plays = root.get_attribute("data-plays")
        # Read the table, the hand, the piles and the last play, one sentence each.
        for key, start in (("t", ("On the table", "The table is empty")), ("h", ("In your hand",)),
                           ("p", ("Your side has taken",)), ("l", ("Player", "Nobody"))):
            if key in heard and key != "h":
                continue
            page.keyboard.press(key)
            wait_for(page, f"""() => {{ const t = {ROOT}.querySelector('{NEWS}').textContent;
                     return {json.dumps(list(start))}.some((s) => t.startsWith(s)); }}""", step=60)
            heard.add(key)
        tab_to(page, ".scopa-p__hand button")
        page.keyboard.press("Enter")
        wait_for(page, f"""([plays]) => {{ const r = {ROOT};
               return r.dataset.plays !== plays || r.querySelector('.scopa-p__choice') !== null; }}""", plays)
        if widget.locator(".scopa-p__choice").count():
            tab_to(page, ".scopa-p__choice")
            page.keyboard.press("Enter")
    assert heard == {"t", "h", "p", "l"}
    assert root.get_attribute("data-phase") in ("hand_over", "match_over")
    wait_for(page, REVIEWED, step=50)
    expect(news).to_contain_text("In this hand you gave away")
    # R reads the review again: the figure and the costliest decisions with their reasons.
    page.keyboard.press("r")
    expect(news).to_contain_text("Deal")
    tab_to(page, ".scopa-p__try-btn")
    page.keyboard.press("Enter")
    expect(widget.locator(".scopa-p__try")).to_have_count(1)
    tab_to(page, ".scopa-p__try-hand button")
    page.keyboard.press("Enter")
    if widget.locator(".scopa-p__try-choice").count():
        tab_to(page, ".scopa-p__try-choice")
        page.keyboard.press("Enter")
    expect(widget.locator(".scopa-p__verdict")).to_have_count(1)
    verdict = widget.locator(".scopa-p__verdict").inner_text()
    expect(news).to_have_text(verdict)
    assert focused(page) != "|"


PAR = f"() => !!{ROOT}.querySelector('.scopa-p__daypar[data-status=\"done\"]')"


@pytest.mark.long
@pytest.mark.parametrize(("path", "words"), [
    ("play/", ("Today's deal", "The deal of the day", "You", "Par: the expert")),
    ("it/play/", ("La distribuzione del giorno", "La distribuzione del giorno", "Tu", "Da battere: l'esperto"))])
def test_todays_deal_is_the_same_for_everyone_and_ends_with_the_experts_result_as_par(
        page: Any, site_url: str, live_widget: Any, path: str, words: tuple[str, str, str, str]) -> None:
    """The button deals the deal number of today's date in UTC (the same cards for everyone in
    the world); after the hand, the learner's result and par (the expert's result with the
    same cards in the learner's seat) side by side, in the page's language."""
    from datetime import timedelta

    from scopa_learn.coach.duplicate import day_in_utc, deal_of_the_day

    skip_the_pauses(page)
    page.goto(site_url + path)
    page.evaluate("() => localStorage.clear()")
    widget = live_widget(page, "play")
    widget.locator(".scopa-p__opponent").select_option("beginner")
    no_serious_axe_violation(page)  # the setup form with the button and its line
    widget.get_by_role("button", name=words[0]).click()
    root = widget.locator(".scopa-p")
    expect(root).to_have_attribute("data-phase", "play")
    today = day_in_utc()
    numbers = {deal_of_the_day(today - timedelta(days=k)): k for k in (0, 1)}  # a run across midnight UTC
    deal_line = widget.locator(".scopa-p__deal").inner_text()
    assert words[1] in deal_line and any(str(n) in deal_line for n in numbers), deal_line
    coach_off(widget)
    play_by_clicks(page, widget)
    wait_for(page, PAR, step=50)
    par = widget.locator(".scopa-p__daypar")
    expect(par.locator("h2, h3, h4, h5, h6").first).to_contain_text(words[1])
    rows = par.locator("tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator("th")).to_have_text(words[2])
    expect(rows.nth(1).locator("th")).to_have_text(words[3])
    # The learner's row is the hand's score; both rows hold points.
    totals = [int(t) for t in widget.locator(".scopa-p__total td.scopa-p__pts").all_inner_texts()]
    assert rows.nth(0).locator("td").first.inner_text() == str(totals[0])
    assert rows.nth(1).locator("td").first.inner_text().isdigit()
    expect(widget.locator(".scopa-p__expert-summary")).to_have_count(1)
    no_serious_axe_violation(page)  # the par table among the review
