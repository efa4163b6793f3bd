"""Your first hand in the browser (issue 21, item 1), as a learner who never played: from the
home page, the first hand played to its count by clicking only what the coach marks (and once a
wrong card, refused with its reason), in both languages, with the number of clicks asserted.

Rules: the AGIMEG guide, a hand, points 3-6 (see tests/test_first_hand.py).
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import THEMES, axe_violations, overflow, set_theme
from test_play import READY, TURN_MS

from scopa_learn.engine.board import Move
from scopa_learn.table.first_hand import (
    coach_line,
    coached_hand,
    point_lines,
    rules_met,
    sum_beside,
    wrong_sum_turn,
)
from scopa_learn.table.pace import TURNS_PER_HAND

LINK = {"en": "Play your first hand", "it": "Gioca la tua prima smazzata"}
HOME = {"en": "", "it": "it/"}
#: The clicks from the home page to the count: the link, the 18 cards of the learner's hand (the
#: turns a hand is counted by on the Play page, scopa_learn.table.pace), the marked way at each
#: choice, and the wrong try (two table cards and the card).
CLICKS = 1 + TURNS_PER_HAND + rules_met()["choice"] + 3
def coached_hand_end() -> Any:
    """The first hand as it ends, played by the marks."""
    return list(coached_hand())[-1][0]


#: Measured by the test (wall time from the home page to the count), printed for the report.
MEASURED: dict[str, float] = {}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_learner_who_never_played_plays_the_first_hand_from_the_home_page(
        page: Any, site_url: str, live_widget: Any, lang: str) -> None:
    # In real time, the computer's pauses included (the page's clock is left alone: a faked
    # clock kept the page from starting after the click from the home page).
    began = time.monotonic()
    lines = [coach_line(state, lang).text for state, line, _ in coached_hand() if line is not None]
    trap = wrong_sum_turn()
    assert trap is not None
    marked = coach_line(trap).move
    wrong_cards = sum_beside(marked.card, trap.table, marked.capture[0])
    assert wrong_cards is not None
    reason = trap.explain_illegal(Move(marked.card, wrong_cards), lang)
    page.goto(site_url + HOME[lang])
    clicks = 0
    link = page.locator("article a[href$='play/first-hand/']").first  # the page's own, not its heading's anchor
    expect(link).to_contain_text(LINK[lang])
    link.click()
    clicks += 1
    widget = live_widget(page, "play")
    root = widget.locator(".scopa-p")
    refused = False
    turns = 0
    plays: str | None = None
    while True:
        page.wait_for_function(READY, arg=[plays], timeout=TURN_MS)
        if root.get_attribute("data-phase") != "play":
            break
        plays = root.get_attribute("data-plays")
        # Before each turn, the coach's line for this very position, and one card marked.
        expect(widget.locator(".scopa-p__coach-line")).to_have_text(lines[turns])
        card = widget.locator('.scopa-p__hand button[data-hinted="true"]')
        expect(card).to_have_count(1)
        table = sorted(b.get_attribute("data-card") or "" for b in widget.locator(".scopa-p__table button").all())
        if not refused and table == sorted(str(c) for c in trap.table):
            # Once, the wrong move: the sum beside the equal card, refused with its reason.
            for c in wrong_cards:
                widget.locator(f'.scopa-p__table button[data-card="{c}"]').click()
                clicks += 1
            card.click()
            clicks += 1
            expect(widget.locator(".scopa-p__error")).to_have_text(reason or "")
            assert root.get_attribute("data-plays") == plays
            refused = True
        card.click()
        clicks += 1
        turns += 1
        page.wait_for_function("""([p]) => { const r = document.querySelector('.scopa-p');
            return r.dataset.plays !== p || r.querySelector('.scopa-p__choice') !== null; }""", arg=[plays],
            timeout=TURN_MS)
        way = widget.locator('.scopa-p__choice[data-hinted="true"]')
        if widget.locator(".scopa-p__choice").count():
            expect(way).to_have_count(1)
            way.click()
            clicks += 1
    assert refused and turns == TURNS_PER_HAND == len(lines)
    # The count: each point with its reason, then the last taker and where to go next.
    reasons = widget.locator(".scopa-p__score .scopa-p__reason")
    assert reasons.count() >= 5 and all(r.inner_text().strip() for r in reasons.all())
    expect(widget.locator(".scopa-p__coach-end")).to_have_count(1)
    expect(widget.locator(".scopa-p__coach-point")).to_have_text(point_lines(coached_hand_end(), lang))
    expect(widget.locator(".scopa-p__next-links a")).to_have_count(3)
    assert clicks == CLICKS
    MEASURED[lang] = time.monotonic() - began
    print(f"first hand [{lang}]: {clicks} clicks, {MEASURED[lang]:.0f} s in the test")
    # Where next: the Play page, one click on.
    widget.locator(".scopa-p__next-links a").first.click()
    expect(page).to_have_url(site_url + HOME[lang] + "play/")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_first_hand_fits_a_phone_and_reads_to_a_screen_reader(
        page: Any, site_url: str, live_widget: Any, lang: str) -> None:
    page.set_viewport_size({"width": 320, "height": 800})
    page.goto(site_url + HOME[lang] + "play/first-hand/")
    widget = live_widget(page, "play")
    page.wait_for_function(READY, arg=[None], timeout=TURN_MS)
    expect(widget.locator(".scopa-p__coach-line")).not_to_be_empty()
    expect(widget.locator('.scopa-p__hand button[data-hinted="true"]')).to_have_count(1)
    assert overflow(page) == 0
    for theme in THEMES:
        set_theme(page, theme)
        found = [f"{v['id']} {v['targets'][:2]}" for v in axe_violations(page) if v["impact"] in ("serious", "critical")]
        assert not found, f"[{theme}] {found}"
