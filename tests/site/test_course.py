"""The course reads as a course (issue 13): every Learn page shows the lesson, not the code,
lets the learner do something within two screens, and remembers progress in the browser."""

from __future__ import annotations

import json
import pathlib
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import open_fresh

from scopa_learn.quiz import question, question_seed

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHAPTERS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))


def _stage_configs(chapter: str) -> list[dict[str, Any]]:
    """The stage checks a chapter's notebook makes, in page order (from its cells)."""
    import ast

    found = []
    cells = json.loads((ROOT / "notebooks" / f"{chapter}.ipynb").read_text())["cells"]
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        for node in ast.walk(ast.parse("".join(cell["source"]))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "make_widget":
                if isinstance(node.args[0], ast.Constant) and node.args[0].value == "stage":
                    found.append({k.arg: ast.literal_eval(k.value) for k in node.keywords})
    return found


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_a_learn_page_shows_no_code_or_prompts_until_asked(page: Any, site_url: str, chapter: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}learn/{chapter}/")
    content = page.locator("article")
    for prompt in ("In [", "Out[", "Shift+Enter", "run the cells"):
        assert prompt not in content.inner_text()
    code = page.locator(".jupyter-wrapper .jp-InputArea-editor")
    assert code.count() > 0
    for i in range(code.count()):
        expect(code.nth(i)).to_be_hidden()
    toggles = page.locator("details.scopa-python > summary")
    assert toggles.count() == code.count()  # every bit of Python that is kept has its toggle
    toggles.first.click()
    expect(code.first).to_be_visible()
    expect(code.nth(1)).to_be_hidden()  # one toggle per cell
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than a phone
    link = page.locator(".scopa-notebook-link a")
    assert (link.get_attribute("href") or "").endswith(f"learn/{chapter}/{chapter}.ipynb")
    assert page.request.get(f"{site_url}learn/{chapter}/{chapter}.ipynb").ok


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_chapter_asks_something_in_its_first_two_screens(page: Any, site_url: str, chapter: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{site_url}learn/{chapter}/")
    first = page.locator("article .scopa-widget").first
    top = first.evaluate("el => el.getBoundingClientRect().top + window.scrollY")
    assert top < 2 * 800, f"the first thing to do starts {top:.0f} px down"


def _pass_stage(stage: Any, config: dict[str, Any]) -> None:
    """Answer the five questions of a stage of one-choice questions right (chapter 1's)."""
    for n in range(1, 6):
        q = question(config["quiz"], question_seed(config["seed"], n), config["level"])
        expect(stage.locator(".scopa-st")).to_have_attribute("data-question-seed", str(q.seed))
        stage.locator(f'.scopa-q__side[data-side="{q.right}"]').click()
        expect(stage.locator(".scopa-q__verdict")).to_have_attribute("data-correct", "true")
        stage.locator(".scopa-q__next").click()
    expect(stage.locator(".scopa-st")).to_have_attribute("data-stars", "3")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_chapter_passed_stays_done_after_a_reload(page: Any, site_url: str, live_widget: Any) -> None:
    chapter = "01-the-deck"
    stages = _stage_configs(chapter)
    assert len(stages) == 2 and all(s["quiz"] == "cards" for s in stages)
    open_fresh(page, f"{site_url}learn/{chapter}/")
    done = page.locator(".scopa-chapter-done")
    expect(done).to_be_hidden()
    _pass_stage(live_widget(page, "stage", 0), stages[0])
    expect(done).to_be_hidden()  # one stage of two: not done yet
    _pass_stage(live_widget(page, "stage", 1), stages[1])
    expect(done).to_be_visible()

    page.reload()
    expect(page.locator(".scopa-chapter-done")).to_be_visible()
    page.goto(f"{site_url}learn/")
    row = page.locator(f'table[data-scopa-chapters] tr[data-chapter="learn/{chapter}/"] .scopa-progress-cell')
    expect(row).to_have_text("done ✓")
    expect(page.locator('table[data-scopa-chapters] tr[data-chapter="learn/02-capturing/"] .scopa-progress-cell')).to_have_text("not yet")
    cont = page.locator("[data-scopa-continue] a")
    expect(cont).to_contain_text("The deck")
    cont.click()
    page.wait_for_url(f"{site_url}learn/{chapter}/")  # expect(page) takes no shared page


def test_old_addresses_lead_to_the_renamed_pages(page: Any, site_url: str) -> None:
    for old, new in [("examples/seed-000-hand/", "examples/anna-and-bruno-hand/"),
                     ("examples/seed-000-match/", "examples/anna-and-bruno-match/"),
                     ("learn/05-primiera/", "learn/04-primiera/"),
                     ("learn/04-counting-a-hand/", "learn/05-counting-a-hand/")]:
        page.goto(site_url + old)
        expect(page).to_have_url(site_url + new)
