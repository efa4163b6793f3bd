"""The Rules section of the site: a reference page per topic and a page per variant (issues 3
and 6), each with an engine-computed example and a live widget set to its rules.

Every built page is already checked for console errors, outside requests and live widgets by
``test_pages.py``; here the Rules pages' shape, and the variants' answers in the browser.
Rule sources: the AGIMEG guide, "Scoring a hand", "Variants"; the AGIMEG guide (scopa a 15, scopa
d'assi, napola, prima), the card room's house rules (the online room, fewest cards).
"""

from __future__ import annotations

import pathlib
import re
from typing import Any

import pytest
from playwright.sync_api import expect

# Each test opens its page by instant navigation on its worker's shared page (conftest.py).
pytestmark = pytest.mark.shared_page

TOPICS = ["hand", "scoring", "match", "players"]
VARIANTS = [
    "scopone",
    "scopa-d-assi",
    "scopa-15",
    "napola",
    "re-bello-settanta",
    "prima",
    "fewest-cards",
    "redeals",
    "carte-viste",
    "decks",
]
PAGES = [f"rules/{t}/" for t in ["captures", *TOPICS]] + [f"rules/variants/{v}/" for v in VARIANTS]


def options(explorer: Any) -> list[str]:
    return [o.get_attribute("data-cards") for o in explorer.locator(".scopa-x__option").all()]


# -- the pages, as built ---------------------------------------------------------------------------


@pytest.mark.parametrize("path", PAGES)
def test_each_rules_page_has_its_parts(site_dir: pathlib.Path, path: str) -> None:
    """What you will know + time, an example the engine computed, a live widget, sources."""
    html = (site_dir / path / "index.html").read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", html)
    assert "What you will know:" in text and "Time:" in text
    assert 'class="scopa-widget"' in html
    assert "Sources:" in text
    # markdown-exec ran the examples with the engine, and none failed.
    assert "Traceback" not in text
    assert "tabbed-set" in html


def test_every_rules_page_is_in_the_navigation(site_dir: pathlib.Path) -> None:
    html = (site_dir / "rules" / "index.html").read_text(encoding="utf-8")
    for path in PAGES:
        relative = path.removeprefix("rules/")
        assert f'href="{relative}"' in html or f'href="../{path}"' in html, path


def test_the_three_kings_figure_is_computed_on_the_hand_page(site_dir: pathlib.Path) -> None:
    """The AGIMEG guide and the card room's house rules: (4 * 36 + 1) / C(40, 4) = 1 in 630; FIGS: 1,522 of 91,390."""
    hand = (site_dir / "rules" / "hand" / "index.html").read_text(encoding="utf-8")
    assert "three or four re: 145" in hand and "1 deal in 630" in hand
    redeals = (site_dir / "rules" / "variants" / "redeals" / "index.html").read_text(
        encoding="utf-8"
    )
    assert "1,522" in redeals


# -- variants, live ---------------------------------------------------------------------------------


def test_scopa_a_15_explorer_gives_the_captures_that_make_15(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The AGIMEG guide: a 6 takes 4 + 5 or asso + fante (6 + 9 = 15); asso + 3 + 5 is a third way."""
    page.goto(site_url + "rules/variants/scopa-15/")
    explorer = live_widget(page, "capture_explorer")
    expect(explorer.locator(".scopa-x__option")).to_have_count(2)
    assert options(explorer) == ["4b 5c", "Ad Fc"]
    assert {o.get_attribute("data-kind") for o in explorer.locator(".scopa-x__option").all()} == {
        "fifteen"
    }
    explorer.locator(".scopa-x__mode-table").check()
    explorer.locator('.scopa-x__pick[data-card="3s"]').click()
    expect(explorer.locator(".scopa-x__option")).to_have_count(3)
    assert {"3s", "5c", "Ad"} in [set(o.split()) for o in options(explorer)]


def test_scopa_d_assi_explorer_lets_the_asso_sweep_without_a_scopa(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The AGIMEG guide: the asso takes the three cards, and in the base rules that is no scopa."""
    page.goto(site_url + "rules/variants/scopa-d-assi/")
    explorer = live_widget(page, "capture_explorer")
    expect(explorer.locator(".scopa-x__option")).to_have_count(1)
    assert options(explorer) == ["3c 5b Rs"]
    expect(explorer.locator(".scopa-x__option")).to_have_attribute("data-kind", "sweep")
    expect(explorer.locator(".scopa-x__badge")).to_have_count(0)


def test_the_online_room_asso_makes_scopa_unless_an_asso_lies_among_others(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The card room's house rules: "L'Asso fa sempre scopa, a meno che sul tavolo vi sia un altro Asso tra altre
    carte"."""
    page.goto(site_url + "rules/variants/scopa-d-assi/")
    live_widget(page, "capture_explorer", nth=0)
    room = live_widget(page, "capture_explorer", nth=1)
    expect(room.locator(".scopa-x__option")).to_have_count(1)
    assert options(room) == ["Ac 4b 6d"]
    expect(room.locator(".scopa-x__badge")).to_have_count(0)
    room.locator('.scopa-x__table button[data-card="4b"]').click()
    room.locator('.scopa-x__table button[data-card="6d"]').click()
    expect(room.locator(".scopa-x__badge")).to_have_text("scopa!")


def test_fewest_cards_explorer_offers_only_the_shortest_sum(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The card room's house rules: "il computer fa prendere quella con minor numero di carte"."""
    page.goto(site_url + "rules/variants/fewest-cards/")
    explorer = live_widget(page, "capture_explorer")
    expect(explorer.locator(".scopa-x__option")).to_have_count(1)
    assert options(explorer) == ["4d 5b"]


def test_prima_makes_the_last_card_scopa_count(page: Any, site_url: str, live_widget: Any) -> None:
    """The AGIMEG guide: "C'è chi conta la scopa dell'ultima carta: si dice prima"."""
    page.goto(site_url + "rules/variants/prima/")
    explorer = live_widget(page, "capture_explorer")
    expect(explorer.locator(".scopa-x__last")).to_be_checked()
    expect(explorer.locator(".scopa-x__badge")).to_have_text("scopa!")


def test_the_french_deck_is_drawn_with_a_king_of_diamonds(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The AGIMEG guide: K = 10, diamonds = denari; the rules do not change."""
    page.goto(site_url + "rules/variants/decks/")
    live_widget(page, "capture_explorer", nth=0)
    french = live_widget(page, "capture_explorer", nth=1)
    expect(french.locator(".scopa-x__played svg")).to_have_attribute(
        "aria-label", re.compile(r"^king of diamonds")
    )
    assert options(french) == ["4c 6s"]


# -- the score calculator ------------------------------------------------------------------------


def total(calc: Any, side: int) -> Any:
    return calc.locator(f'.scopa-sc__total[data-side="{side}"]')


def test_napola_toggled_adds_3_to_the_side_with_asso_2_3_of_denari(
    page: Any, site_url: str, live_widget: Any
) -> None:
    """The AGIMEG guide: the example hand is 2-4; with the napola Bruno (asso, 2, 3 of denari, no 4)
    adds 3."""
    page.goto(site_url + "rules/scoring/")
    calc = live_widget(page, "score_calculator")
    expect(total(calc, 0)).to_have_text("2")
    expect(total(calc, 1)).to_have_text("4")
    calc.get_by_label("napola", exact=True).check()
    expect(total(calc, 1)).to_have_text("7")
    expect(calc.locator('tr[data-category="napola"] td[data-side="1"]')).to_have_text("3")
    expect(total(calc, 0)).to_have_text("2")
    calc.get_by_label("napola", exact=True).uncheck()
    expect(total(calc, 1)).to_have_text("4")
    expect(calc.locator('tr[data-category="napola"]')).to_have_count(0)


def test_the_napola_page_opens_with_the_napola_on(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "rules/variants/napola/")
    calc = live_widget(page, "score_calculator")
    expect(calc.get_by_label("napola", exact=True)).to_be_checked()
    expect(total(calc, 1)).to_have_text("7")


def test_a_card_in_two_piles_is_refused_and_the_calculator_keeps_working(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "rules/scoring/")
    calc = live_widget(page, "score_calculator")
    anna = calc.get_by_label("Cards taken by Anna, like 7d 6c Ab")
    anna.fill("7d Ad")
    anna.press("Enter")  # the keyboard way to score a pile
    expect(calc.get_by_role("alert")).to_have_text(
        "The asso of coins is in two piles: each card can be taken only once."
    )
    expect(anna).to_have_value("7d Ad")  # what was typed stays, to be corrected
    anna.fill("7d 7s")
    calc.locator('.scopa-sc__side[data-side="0"]').get_by_role("button", name="Score").click()
    expect(calc.locator(".scopa-sc__error")).to_have_text("")  # empty, so hidden
    expect(calc.locator('tr[data-category="carte"] td[data-side="1"]')).to_have_text("1")


def test_scope_and_re_bello_from_the_keyboard(page: Any, site_url: str, live_widget: Any) -> None:
    """The AGIMEG guide's scoring table: a point per scopa; the AGIMEG guide: the re bello as an extra point."""
    page.goto(site_url + "rules/scoring/")
    calc = live_widget(page, "score_calculator")
    calc.get_by_role("button", name="One scopa more for Anna").focus()
    page.keyboard.press("Enter")
    expect(calc.get_by_label("Scope made by Anna")).to_have_value("2")
    expect(total(calc, 0)).to_have_text("3")
    calc.get_by_label("Re bello").select_option("extra")
    expect(calc.locator('tr[data-category="re bello"] td[data-side="1"]')).to_have_text("1")
    expect(total(calc, 1)).to_have_text("5")


def test_settanta_with_re_bello_instead_of_primiera_is_refused_with_the_reason(
    page: Any, site_url: str, live_widget: Any
) -> None:
    page.goto(site_url + "rules/variants/re-bello-settanta/")
    calc = live_widget(page, "score_calculator")
    calc.get_by_label("settanta", exact=False).check()
    expect(calc.locator('tr[data-category="settanta"] td[data-side="0"]')).to_have_text("1")
    calc.get_by_label("Re bello").select_option("replaces-primiera")
    expect(calc.get_by_role("alert")).to_contain_text("settanta")
    expect(calc.get_by_label("Re bello")).to_have_value("extra")
