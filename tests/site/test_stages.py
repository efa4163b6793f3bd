"""The course's stages live on the site (issue 21): a stage's check asks five questions, a
question missed comes back later in the stage, the place and the stars survive a reload, and
the Learn page's map shows the stars. The questions and answers come from the same engine here
(a seed gives the same question on CPython and in Pyodide)."""

from __future__ import annotations

import json
import pathlib
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import open_fresh

from scopa_learn.quiz import question, question_seed

ROOT = pathlib.Path(__file__).resolve().parents[2]

# The first stage of chapter 1: which suit is this card? (tests/test_stages.py reads its check)
STAGE, KIND, SEED, LEVEL = "deck-suits", "cards", 3, 1


def _question(n: int) -> Any:
    return question(KIND, question_seed(SEED, n), LEVEL)


def _answer(stage: Any, n: int, right: bool) -> None:
    q = _question(n)
    choice = q.right if right else next(c for c in q.choices if c != q.right)
    expect(stage.locator(".scopa-st")).to_have_attribute("data-question-seed", str(q.seed))
    stage.locator(f'.scopa-q__side[data-side="{choice}"]').click()
    expect(stage.locator(".scopa-q__verdict")).to_have_attribute("data-correct", str(right).lower())


def _stage(page: Any, live_widget: Any) -> Any:
    stage = live_widget(page, "stage")
    expect(stage.locator(".scopa-st")).to_have_attribute("data-stage", STAGE)
    return stage


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_a_missed_question_comes_back_later_and_the_stars_survive_a_reload(
        page: Any, site_url: str, live_widget: Any) -> None:
    open_fresh(page, site_url + "learn/01-the-deck/")
    stage = _stage(page, live_widget)
    root = stage.locator(".scopa-st")
    expect(root).to_have_attribute("data-queue", "1 2 3 4 5")
    _answer(stage, 1, right=False)
    expect(stage.locator(".scopa-st__back")).to_have_text("This question comes back later in the stage.")
    stage.locator(".scopa-q__next").click()
    expect(root).to_have_attribute("data-queue", "2 3 4 5 1")
    _answer(stage, 2, right=True)
    stage.locator(".scopa-q__next").click()
    expect(root).to_have_attribute("data-queue", "3 4 5 1")

    page.reload()  # the place in the stage comes back, the missed question still to come
    stage = _stage(page, live_widget)
    root = stage.locator(".scopa-st")
    expect(root).to_have_attribute("data-queue", "3 4 5 1")
    for n in (3, 4, 5):
        _answer(stage, n, right=True)
        stage.locator(".scopa-q__next").click()
    expect(stage.locator(".scopa-st__again")).to_have_text("You missed this question earlier: here it is again.")
    _answer(stage, 1, right=True)
    stage.locator(".scopa-q__next").click()
    expect(root).to_have_attribute("data-finished", "true")
    expect(root).to_have_attribute("data-stars", "2")  # passed, 4 of 5 right the first time
    expect(stage.locator(".scopa-st__result")).to_contain_text("Stage passed: 4 of 5 right the first time")

    page.reload()
    stage = _stage(page, live_widget)
    expect(stage.locator(".scopa-st")).to_have_attribute("data-stars", "2")

    page.goto(site_url + "learn/")
    stars = page.locator(f'.scopa-stage-map .scopa-stars[data-stage="{STAGE}"]')
    expect(stars).to_have_attribute("data-stars", "2")
    expect(stars).to_have_text("★★☆")
    expect(stars).to_have_attribute("aria-label", "2 of 3 stars")
    expect(page.locator('.scopa-stage-map .scopa-stars[data-stage="deck-values"]')).to_have_text("☆☆☆")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_three_stars_without_a_mistake_and_the_chapter_is_done(
        page: Any, site_url: str, live_widget: Any) -> None:
    open_fresh(page, site_url + "learn/01-the-deck/")
    stage = _stage(page, live_widget)
    for n in range(1, 6):
        _answer(stage, n, right=True)
        stage.locator(".scopa-q__next").click()
    expect(stage.locator(".scopa-st")).to_have_attribute("data-stars", "3")
    expect(stage.locator(".scopa-st__stars")).to_have_text("★★★")
    page.goto(site_url + "learn/")
    expect(page.locator(f'.scopa-stage-map .scopa-stars[data-stage="{STAGE}"]')).to_have_text("★★★")
    # one stage of two passed: the chapter is started, not done
    expect(page.locator('tr[data-chapter="learn/01-the-deck/"] .scopa-progress-cell')).to_have_text("started")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_stage_player_speaks_italian_on_the_italian_pages(
        page: Any, site_url: str, live_widget: Any) -> None:
    open_fresh(page, site_url + "it/learn/01-the-deck/")
    stage = _stage(page, live_widget)
    q = _question(1)
    wrong = next(c for c in q.choices if c != q.right)
    italian = question(KIND, q.seed, LEVEL)
    from scopa_learn.words.messages import using_language

    with using_language("it"):
        choices = italian.choices
    stage.locator(f'.scopa-q__side[data-side="{choices[q.choices.index(wrong)]}"]').click()
    expect(stage.locator(".scopa-st__back")).to_have_text("Questa domanda torna più avanti nella tappa.")
    expect(stage.locator(".scopa-st__title")).to_have_text("Le carte: semi e valori")


# -- The Learn page's map and table list the stages the chapters' pages hold -------------------

CHAPTERS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))


def _page_stages(site_dir: pathlib.Path, prefix: str, chapter: str) -> tuple[list[str], list[str], str]:
    """The stage checks a built chapter page holds, those on its main path, and its own list
    (data-stages)."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup((site_dir / prefix / "learn" / chapter / "index.html").read_text(), "html.parser")
    page = soup.select_one("div.scopa-chapter")
    assert page is not None
    kinds = {c["data-scopa-part"]: c["data-scopa-part-kind"] for c in page.select("[data-scopa-part-kind]")}
    every, main = [], []
    for widget in page.select('div.scopa-widget[data-kind="stage"]'):
        stage = json.loads(str(widget["data-config"]))["stage"]
        every.append(stage)
        part = widget.find_parent(attrs={"data-scopa-part": True})
        assert part is not None, (chapter, stage)
        if kinds[part["data-scopa-part"]] == "stage":
            main.append(stage)
    return every, main, str(page.get("data-stages", ""))


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
@pytest.mark.parametrize("prefix", ["", "it"])
def test_the_learn_map_and_table_list_the_stages_each_chapter_page_holds(
        site_dir: pathlib.Path, prefix: str) -> None:
    from bs4 import BeautifulSoup

    learn = BeautifulSoup((site_dir / prefix / "learn" / "index.html").read_text(), "html.parser")
    for chapter in CHAPTERS:
        every, main, own = _page_stages(site_dir, prefix, chapter)
        assert main and set(main) <= set(every), chapter
        row = learn.select_one(f'tr[data-chapter="learn/{chapter}/"]')
        assert row is not None, chapter
        # the table's stages (a chapter is done when each is passed) are the page's own list:
        # the stages of its main path, in page order
        assert str(row["data-stages"]).split() == main == own.split(), chapter
        block = learn.select_one(f'li.scopa-map-chapter[data-chapter="learn/{chapter}/"]')
        assert block is not None, chapter
        # the map shows every check on the page with its stars, those to go deeper too
        assert [str(li["data-stage"]) for li in block.select("li[data-stage]") if li["data-stage"]] == every
        assert [str(li["data-stage"]) for li in block.select("li.scopa-map-stage")] == main


@pytest.mark.parametrize("prefix", ["", "it"])
def test_the_course_table_links_each_rule_to_its_stage_heading(site_dir: pathlib.Path, prefix: str) -> None:
    from urllib.parse import urljoin

    from bs4 import BeautifulSoup

    page = site_dir / prefix / "teachers" / "course" / "index.html"
    soup = BeautifulSoup(page.read_text(), "html.parser")
    links = [str(a["href"]) for a in soup.select("article table a[href]")]
    assert len(soup.select("article table")) == 2  # the game of two, then the bigger tables
    assert links and all("#" in href for href in links)
    base = f"http://x/{prefix + '/' if prefix else ''}teachers/course/"
    ids: dict[str, set[str]] = {}  # each target page read once: many rules link into one chapter
    for href in set(links):
        target, anchor = urljoin(base, href).removeprefix("http://x/").split("#")
        if target not in ids:
            ids[target] = {str(e["id"]) for e in BeautifulSoup(
                (site_dir / target / "index.html").read_text(), "html.parser").select("[id]")}
        assert anchor in ids[target], href


@pytest.mark.parametrize(("prefix", "agree"), [("", "agree it first"), ("it", "va deciso prima")])
def test_chapter_8_does_not_show_a_target_for_six_as_usual(site_dir: pathlib.Path, prefix: str, agree: str) -> None:
    # RULES: the target is 11 for two, 16 for three, 21 for couples; no source gives one for six
    # (issue 21: chapter 8's table showed 21 for six players as the usual target)
    from bs4 import BeautifulSoup

    soup = BeautifulSoup((site_dir / prefix / "learn" / "08-three-four-six" / "index.html").read_text(),
                         "html.parser")
    (table,) = [t for t in soup.select("div.scopa-chapter table")
                if [th.get_text() for th in t.select("th")][-1:] in (["target"], ["traguardo"])]
    rows = {tr.find("td").get_text(): [td.get_text() for td in tr.find_all("td")]
            for tr in table.select("tr") if tr.find("td")}
    assert [rows[n][-1] for n in ("2", "3", "4")] == ["11", "16", "21"]
    assert agree in rows["6"][-1]


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
@pytest.mark.parametrize("prefix", ["", "it/"])
def test_the_deal_stage_asks_about_the_deal_and_explains_a_table_of_re(
        page: Any, site_url: str, live_widget: Any, prefix: str) -> None:
    # The AGIMEG guide (Regole della scopa): 3 cards each, 4 on the table; three or four re on
    # the table mean a new deal (the AGIMEG guide, "la regola dei tre re")
    from scopa_learn.words.messages import using_language

    open_fresh(page, f"{site_url}{prefix}learn/03-scopa-and-the-end/")
    stage = live_widget(page, "stage", 1)
    root = stage.locator(".scopa-st")
    expect(root).to_have_attribute("data-stage", "deal")
    lang = "it" if prefix else "en"
    missed = False
    for n in range(1, 6):
        with using_language(lang):
            q = question("deal", question_seed(17, n), 1)
            right, choices = q.right, q.choices
        expect(root).to_have_attribute("data-question-seed", str(q.seed))
        wrong = q.shape == "kings" and not missed
        stage.locator(f'.scopa-q__side[data-side="{next(c for c in choices if c != right) if wrong else right}"]').click()
        expect(stage.locator(".scopa-q__verdict")).to_have_attribute("data-correct", str(not wrong).lower())
        if wrong:
            missed = True
            expect(stage.locator(".scopa-q__verdict")).to_contain_text(
                "dealt again" if lang == "en" else "si ridistribuisce")
        stage.locator(".scopa-q__next").click()
    assert missed
    with using_language(lang):
        q = question("deal", question_seed(17, 3), 1)  # the missed one comes back
        right = q.right
    stage.locator(f'.scopa-q__side[data-side="{right}"]').click()
    stage.locator(".scopa-q__next").click()
    expect(root).to_have_attribute("data-stars", "2")
