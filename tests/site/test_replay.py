"""The replayer live on the site (issue 4): the AGIMEG guide's hand stepped to play 35 in the browser,
the "what if the sum had been allowed" branch taken, and the final 4-2 shown. Facts: the AGIMEG guide's example hand
"Figures worth a test" (the AGIMEG guide's example hand) and "The match"."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

# Each test opens its page by instant navigation on its worker's shared page (conftest.py).
pytestmark = pytest.mark.shared_page

HAND = "examples/anna-and-bruno-hand/"


def test_seed_000_to_play_35_then_the_branch_ends_4_2(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + HAND)
    replay = live_widget(page, "replay")
    root = replay.locator(".scopa-r")
    expect(root).to_have_attribute("data-position", "0")
    replay.locator(".scopa-r__jump").select_option("34")
    expect(root).to_have_attribute("data-position", "34")
    replay.locator(".scopa-r__next").click()
    expect(root).to_have_attribute("data-position", "35")
    expect(replay.locator(".scopa-r__lasttext")).to_have_text("Anna plays the cavallo of cups and takes the cavallo of swords.")
    expect(replay.locator(".scopa-r__note")).to_contain_text("the equal card comes first")
    # The end of the hand as played: 2-4 (the AGIMEG guide's example hand: Anna 2, Bruno 4).
    replay.locator(".scopa-r__lastbtn").click()
    expect(replay.locator(".scopa-r__score table")).to_have_attribute("data-totals", "2-4")
    # What if the sum had been allowed at play 35: 4-2 for Anna.
    replay.locator('.scopa-r__branch[data-branch="sum-allowed"]').click()
    expect(root).to_have_attribute("data-line", "sum-allowed")
    expect(root).to_have_attribute("data-position", "34")
    replay.locator(".scopa-r__capbtn").click()
    expect(replay.locator(".scopa-r__captures li")).to_have_count(2)
    expect(replay.locator('.scopa-r__captures li[data-chosen="true"]')).to_contain_text("1 + 6 + 2")
    replay.locator(".scopa-r__next").click()
    replay.locator(".scopa-r__next").click()
    expect(root).to_have_attribute("data-position", "36")
    table = replay.locator(".scopa-r__score table")
    expect(table).to_have_attribute("data-totals", "4-2")
    expect(table.locator('tr[data-category="primiera"]')).to_contain_text("78-73")
    expect(table.locator('tr[data-category="denari"]')).to_contain_text("6-4")
    # And back to the hand as played.
    replay.locator(".scopa-r__main").click()
    expect(root).to_have_attribute("data-line", "main")
    expect(replay.locator(".scopa-r__score table")).to_have_attribute("data-totals", "2-4")


def test_stepping_forward_and_back_shows_the_same_table(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + HAND)
    replay = live_widget(page, "replay")
    root = replay.locator(".scopa-r")
    for _ in range(3):
        replay.locator(".scopa-r__next").click()
    expect(root).to_have_attribute("data-position", "3")
    expect(replay.locator(".scopa-r__badge--scopa")).to_have_count(1)  # play 3: Anna's scopa
    board = replay.locator(".scopa-r__board").inner_html()
    replay.locator(".scopa-r__next").click()
    expect(root).to_have_attribute("data-position", "4")
    replay.locator(".scopa-r__prev").click()
    expect(root).to_have_attribute("data-position", "3")
    assert replay.locator(".scopa-r__board").inner_html() == board


def test_hands_as_the_player_to_move_sees_them(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + HAND)
    replay = live_widget(page, "replay")
    replay.locator(".scopa-r__reveal").select_option("mover")
    expect(replay.locator('.scopa-r__seat[data-seat="Bruno"] .scopa-r__back')).to_have_count(3)
    expect(replay.locator('.scopa-r__seat[data-seat="Anna"] .scopa-r__card')).to_have_count(3)


def test_the_match_sheet_ends_13_11(page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + "examples/anna-and-bruno-match/")
    replay = live_widget(page, "replay")
    expect(replay.locator(".scopa-r__matchsheet")).to_have_attribute("data-scores", "13-11")
    expect(replay.locator(".scopa-r__status")).to_contain_text("Anna won the match 13-11")
    replay.locator(".scopa-r__first").click()
    expect(replay.locator(".scopa-r__matchsheet")).to_have_attribute("data-scores", "0-0")
