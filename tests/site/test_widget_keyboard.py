"""Every widget by keyboard alone, on every screen (issue 14, parts 1-3).

Where focus is after each action (``document.activeElement``, never the page's ``<body>``),
one Tab stop per card picker with arrow keys inside it, the persistent live region's text
after a verdict and after the computer's move, a visible focus ring on every kind of control
in both themes, the projector mode opened and closed by keyboard, and room reserved for each
widget before the engine is live. No page wider than the screen from 320 to 1920 px, widgets
live: test_every_page.py, on every page.
WCAG 2.2: 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7/2.4.11 Focus Visible, 2.5.3 Label in Name,
4.1.3 Status Messages, 1.4.10 Reflow, 1.4.11 Non-text Contrast.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import open_fresh

from scopa_learn.quiz import question, question_seed

# What has focus: the element's data-key, class and text, or "BODY" when focus was lost.
FOCUS = """() => { const a = document.activeElement;
  if (!a || a === document.body) return "BODY";
  return (a.dataset.key || "") + "|" + a.className + "|" + (a.textContent || "").trim().slice(0, 40); }"""
NEWS = ".scopa-v__news"


def focus(page: Any) -> str:
    value: str = page.evaluate(FOCUS)
    assert value != "BODY", "focus dropped to the page's <body>"
    return value


def tab_to(page: Any, selector: str, limit: int = 80) -> None:
    """Press Tab until the focused element matches ``selector`` (as a keyboard user would)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_capture_quiz_by_keyboard_keeps_focus_and_reads_the_verdict(
    page: Any, site_url: str, live_widget: Any
) -> None:
    open_fresh(page, site_url + "practice/captures/")
    quiz = live_widget(page, "quiz")
    first = question("capture", question_seed(1, 1), 1)
    table = quiz.locator(".scopa-q__table")
    # The table of cards is one Tab stop; arrow keys move inside it.
    assert table.locator('button[tabindex="0"]').count() == 1
    tab_to(page, ".scopa-q__table button")
    codes = [b.get_attribute("data-card") for b in table.locator("button").all()]
    assert page.evaluate("document.activeElement.dataset.card") == codes[0]
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.card") == codes[1]
    page.keyboard.press("End")
    assert page.evaluate("document.activeElement.dataset.card") == codes[-1]
    page.keyboard.press("Home")
    # Choose the right cards with Space, then Check with Enter.
    right = {str(card) for card in first.answers[0]}
    for i, code in enumerate(codes):
        if code in right:
            page.keyboard.press("Space")
        if i < len(codes) - 1:
            page.keyboard.press("ArrowRight")
    if right:
        tab_to(page, ".scopa-q__check")
    else:
        tab_to(page, ".scopa-q__stays")
    page.keyboard.press("Enter")
    expect(quiz.locator(".scopa-q__verdict")).to_have_attribute("data-correct", "true")
    assert focus(page).startswith("check|" if right else "stays|")
    headline = first.check(first.answers[0]).explanation.split("\n")[0]
    expect(quiz.locator(NEWS)).to_have_text(headline)
    assert quiz.locator(NEWS).count() == 1  # one persistent region, updated
    # Next: the new question is drawn and focus goes to it, not to <body>.
    tab_to(page, ".scopa-q__next")
    page.keyboard.press("Enter")
    expect(quiz.locator(".scopa-q__next")).to_have_count(0)
    assert "scopa-q__prompt" in focus(page)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_capture_explorer_picker_is_one_tab_stop_per_suit_and_keeps_focus(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "rules/captures/")
    explorer = live_widget(page, "capture_explorer")
    picks = explorer.locator(".scopa-x__pick")
    assert picks.count() == 40
    assert explorer.locator('.scopa-x__pick[tabindex="0"]').count() == 4
    # Accessible names start with what the button shows (WCAG 2.5.3).
    for pick in picks.all()[:12]:
        assert (pick.get_attribute("aria-label") or "").startswith(pick.inner_text() + ", ")
    tab_to(page, ".scopa-x__pick")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    code = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("Enter")  # it becomes the card played
    expect(explorer.locator(f'.scopa-x__pick[data-card="{code}"]')).to_have_attribute("data-state", "play")
    assert focus(page).startswith(f"pick-{code}|")
    # Taking a card off the table removes the focused button: focus goes to its neighbour.
    table = explorer.locator(".scopa-x__table button")
    before = table.count()
    assert before >= 2
    tab_to(page, ".scopa-x__table button")
    page.keyboard.press("Enter")
    expect(table).to_have_count(before - 1)
    assert focus(page).startswith("table-")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_replayer_by_keyboard_focus_survives_next_and_end(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "examples/equal-card-first/")
    replay = live_widget(page, "replay")
    tab_to(page, ".scopa-r__next")
    page.keyboard.press("Enter")
    expect(replay.locator(".scopa-r")).to_have_attribute("data-position", "1")
    assert focus(page).startswith("next|")
    expect(replay.locator(NEWS)).to_contain_text("Play 1 of")
    tab_to(page, ".scopa-r__lastbtn")
    page.keyboard.press("Enter")
    expect(replay.locator(".scopa-r__lastbtn")).to_be_disabled()
    assert focus(page).startswith("prev|")  # End is disabled now: the nearest step, Back
    # Step names start with their visible word (WCAG 2.5.3), the arrows are drawn only.
    for name in ("Start", "Back", "Next", "End"):
        expect(replay.get_by_role("button", name=name, exact=True)).to_have_count(1)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_play_by_keyboard_announces_the_computers_move(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "play/")
    widget = live_widget(page, "play")
    widget.locator(".scopa-p__opponent").select_option("beginner")
    widget.locator(".scopa-p__more > summary").click()  # "More choices": the deal number
    widget.locator(".scopa-p__seed").fill("3")
    widget.locator(".scopa-p__seed").focus()
    page.keyboard.press("Enter")  # submits the setup form
    root = widget.locator(".scopa-p")
    expect(root).to_have_attribute("data-phase", "play")
    page.wait_for_function(
        "() => document.querySelector('.scopa-p').dataset.yourTurn === 'true'", timeout=30_000)
    # The form is gone: focus is on the hand (the learner leads), never below it.
    expect(widget.locator(".scopa-p__hand button:focus")).to_have_count(1)
    plays = root.get_attribute("data-plays")
    hand = widget.locator(".scopa-p__hand button")
    assert widget.locator('.scopa-p__hand button[tabindex="0"]').count() == 1
    page.keyboard.press("Enter")  # the focused card of the hand is played
    page.wait_for_function(
        """([p]) => { const r = document.querySelector('.scopa-p');
           return r.dataset.plays !== p || r.querySelector('.scopa-p__choice') !== null; }""",
        arg=[plays], timeout=30_000)
    if widget.locator(".scopa-p__choice").count():
        # A card that takes in several ways: focus is on the first way, Enter plays it.
        expect(widget.locator(".scopa-p__choice").first).to_be_focused()
        page.keyboard.press("Enter")
    # The computer answers; the news region says what it played.
    page.wait_for_function(
        """([p]) => { const r = document.querySelector('.scopa-p');
           return Number(r.dataset.plays) >= Number(p) + 2 && r.dataset.yourTurn === 'true'; }""",
        arg=[plays], timeout=30_000)
    # After the computer's move, focus is back on the hand, ready for the next card.
    expect(widget.locator(".scopa-p__hand button:focus")).to_have_count(1)
    focus(page)
    computer = widget.locator(".scopa-p__seat .scopa-p__name").first.inner_text()
    expect(widget.locator(NEWS)).to_contain_text(computer)
    assert widget.locator(NEWS).count() == 1
    assert hand.count() >= 1


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_score_calculator_switches_keep_focus_and_the_controller_decides(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "rules/scoring/")
    calc = live_widget(page, "score_calculator")
    napola = calc.locator(".scopa-sc__opt-napola")
    sub = calc.locator(".scopa-sc__opt-napoleone_wins")
    expect(sub).to_be_disabled()
    tab_to(page, ".scopa-sc__opt-napola")
    page.keyboard.press("Space")
    expect(napola).to_be_checked()
    expect(sub).to_be_enabled()
    assert focus(page).startswith("opt-napola|")
    tab_to(page, ".scopa-sc__opt-napoleone_wins")
    page.keyboard.press("Space")
    expect(sub).to_be_checked()
    # Napola off: the engine turns its house rule off too (no rule in the view).
    napola.focus()
    page.keyboard.press("Space")
    expect(sub).not_to_be_checked()
    expect(sub).to_be_disabled()
    assert focus(page).startswith("opt-napola|")


RING = """(el) => { const s = getComputedStyle(el);
  return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; }"""
LUMINANCE = """(color) => { const m = color.match(/[\\d.]+/g).map(Number);
  const c = m.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; }"""


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_every_kind_of_control_shows_a_focus_ring_with_contrast(
    page: Any, site_url: str, live_widget: Any, scheme: str
) -> None:
    page.goto(site_url + "rules/captures/")
    page.evaluate("(s) => document.body.setAttribute('data-md-color-scheme', s)", scheme)
    explorer = live_widget(page, "capture_explorer")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    bg = page.evaluate(LUMINANCE, background)
    for selector in ('input[type="text"]', 'input[type="number"]', 'input[type="radio"]',
                     'input[type="checkbox"]', ".scopa-x__pick", ".scopa-v__present"):
        tab_to(page, f".scopa-x {selector}")
        style, width, color = explorer.locator(f"{selector}:focus").evaluate(RING)
        assert style == "solid" and width >= 2, f"{selector}: no visible focus ring ({style} {width})"
        ring = page.evaluate(LUMINANCE, color)
        ratio = (max(ring, bg) + 0.05) / (min(ring, bg) + 0.05)
        assert ratio >= 3, f"{selector}: focus ring contrast {ratio:.1f}:1 in {scheme}"


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_projector_mode_opens_and_closes_by_keyboard(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(site_url + "practice/captures/")
    quiz = live_widget(page, "quiz")
    normal = quiz.locator(".scopa-q__table svg").first.bounding_box()["width"]
    tab_to(page, ".scopa-v__present")
    page.keyboard.press("Enter")
    stage = page.locator("dialog.scopa-v__stage[open]")
    expect(stage).to_have_count(1)
    expect(stage.locator(".scopa-q__table")).to_be_visible()
    assert focus(page).startswith("present|")
    big = stage.locator(".scopa-q__table svg").first.bounding_box()["width"]
    assert big > 1.5 * normal, f"cards {normal:.0f} -> {big:.0f} px: not scaled to the screen"
    expect(stage.locator(".scopa-q__settings")).to_be_hidden()  # only what a teacher needs
    page.keyboard.press("Escape")
    expect(page.locator("dialog.scopa-v__stage")).to_have_count(0)
    assert focus(page).startswith("present|")
    expect(quiz.locator(".scopa-q__settings")).to_be_visible()
    # And again with the button itself.
    page.keyboard.press("Enter")
    expect(stage).to_have_count(1)
    page.keyboard.press("Enter")
    expect(page.locator("dialog.scopa-v__stage")).to_have_count(0)
    assert focus(page).startswith("present|")


def test_room_is_reserved_for_every_widget_before_it_is_live(page: Any, site_url: str) -> None:
    # Measured in docs/about/performance.md (layout shift per widget page); here only that the
    # room exists, for every kind, without waiting for the engine.
    page.route("**/assets/scopa/worker.js", lambda route: route.abort())  # the engine never starts
    kinds = {"play": "play/", "quiz": "practice/captures/", "replay": "examples/anna-and-bruno-hand/",
             "score_calculator": "rules/scoring/", "capture_explorer": "rules/captures/",
             "deck": "rules/", "quiz_worksheet": "teachers/worksheets/", "puzzle": "practice/puzzles/"}
    for kind, path in kinds.items():
        page.goto(site_url + path)
        reserved = page.locator(f'.scopa-widget[data-kind="{kind}"]').first.evaluate(
            "(el) => parseFloat(getComputedStyle(el).minHeight)")
        assert reserved >= 200, f"no room kept for the {kind} widget ({reserved} px)"
