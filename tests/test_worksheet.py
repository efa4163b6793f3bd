"""Worksheets: valid, self-contained, printable HTML, the same for the same seed, with a key
that gives the engine's answers."""

from __future__ import annotations

import html
import re
import sys
from html.parser import HTMLParser

import pytest

from scopa_learn import ScopaError
from scopa_learn.quiz import question_set
from scopa_learn.worksheet import ONE_PAGE, question_html, worksheet_html, write_worksheet

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Checker(HTMLParser):
    """Tags balanced and properly nested, ids unique, nothing loaded from elsewhere."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.ids: list[str] = []
        self.problems: list[str] = []
        self.doctype = False
        self.text: list[str] = []

    def handle_decl(self, decl: str) -> None:
        self.doctype = decl.lower() == "doctype html"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._attrs(tag, attrs)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._attrs(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1:]}")
        else:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def _attrs(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id":
                self.ids.append(value or "")
            if name in ("src", "href") and value and re.match(r"[a-z]+:", value):
                self.problems.append(f"<{tag} {name}={value}> loads from elsewhere")


def check(page: str) -> Checker:
    checker = Checker()
    checker.feed(page)
    checker.close()
    assert checker.doctype
    assert not checker.problems, checker.problems[:3]
    assert not checker.stack
    assert len(checker.ids) == len(set(checker.ids))
    return checker


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_worksheet_is_valid_html_with_its_print_styles(level):
    page = worksheet_html(level * 11, level=level, count=4)
    check(page)
    assert '<html lang="en">' in page and '<meta charset="utf-8">' in page
    assert "@media print" in page and "@page" in page
    # The key starts on a new printed page.
    assert re.search(r"\.key \{[^}]*break-before: page", page)
    assert page.index('class="key"') > page.rindex('class="questions')


def test_the_same_seed_gives_the_same_worksheet_and_another_seed_another():
    assert worksheet_html(42, 2, count=3) == worksheet_html(42, 2, count=3)
    assert worksheet_html(42, 2, count=3) != worksheet_html(43, 2, count=3)


def test_each_kind_has_count_questions_and_the_key_has_the_engines_answers():
    page = worksheet_html(5, level=2, count=3)
    text = html.unescape(page)
    for kind in ("capture", "primiera", "counting"):
        questions = question_set(kind, 5, 2, 3)
        for n, q in enumerate(questions, start=1):
            assert f'id="{kind}-{n}"' in page and f'id="{kind}-{n}-key"' in page
            assert f'<span class="seed">{q.seed}</span>' in page
            key = text[text.index(f'id="{kind}-{n}-key"'):]
            assert key.index(q.answer_text()) < key.index("</li>")


def test_kinds_can_be_chosen_and_come_in_the_course_order():
    page = worksheet_html(5, kinds=["counting", "capture"], count=1)
    assert page.index('id="capture-1"') < page.index('id="counting-1"')
    assert 'id="primiera-1"' not in page


def test_cards_fall_back_to_notation_without_the_drawings(monkeypatch):
    monkeypatch.setitem(sys.modules, "scopa_learn.drawing.svg", None)  # import now fails
    page = worksheet_html(9, kinds="capture", count=2)
    check(page)
    assert "<svg" not in page
    q = question_set("capture", 9, 1, 1)[0]
    assert f'<span class="card-text">{q.card}</span>' in page


def test_the_drawings_are_the_projects_svg():
    page = worksheet_html(9, kinds="capture", count=1)
    q = question_set("capture", 9, 1, 1)[0]
    assert page.count("<svg") == len(q.table) + 1
    assert f'data-card="{q.card}"' in page


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"count": 0}, "1 to 30 questions"),
    ({"count": 31}, "1 to 30 questions"),
    ({"kinds": ()}, "at least one kind"),
    ({"kinds": ("capture", "bridge")}, "There is no quiz 'bridge'"),
    ({"level": 5}, "There is no level 5"),
])
def test_bad_worksheet_settings_are_refused_with_a_reason(kwargs, message):
    with pytest.raises(ScopaError, match=message):
        worksheet_html(1, **kwargs)


def test_write_worksheet_writes_the_page(tmp_path):
    out = write_worksheet(str(tmp_path / "sheet.html"), 3, level=1, count=2)
    assert open(out, encoding="utf-8").read() == worksheet_html(3, 1, count=2)


def test_a_question_block_folds_its_answer():
    q = question_set("capture", 1, 1, 1)[0]
    block = question_html(q)
    check("<!DOCTYPE html>" + block)
    assert block.index("<details>") > block.index("Takes:")
    assert html.escape(q.answer_text()) in block


def test_without_a_count_the_sheet_holds_one_pages_worth_of_each_kind():
    page = worksheet_html(42)  # the default kinds: capture, primiera, counting
    for kind in ("capture", "primiera", "counting"):
        count = ONE_PAGE[kind]
        assert f'id="{kind}-{count}"' in page and f'id="{kind}-{count + 1}"' not in page


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_key_gives_each_answer_once(level):
    # A "best card of each suit" answer is its own explanation: the key prints it once.
    page = html.unescape(worksheet_html(42, level, count=6))
    for kind in ("capture", "primiera", "counting"):
        for n, q in enumerate(question_set(kind, 42, level, 6), start=1):
            start = page.index(f'id="{kind}-{n}-key"')
            item = page[start:page.index("</li>", start)]
            why = re.findall(r'<div class="why">(.*?)</div>', item, re.DOTALL)
            assert item.count('class="answer"') == 1 and len(why) <= 1
            assert q.answer_text() not in why


def test_a_section_heading_is_printed_with_the_first_row_of_its_questions():
    # The heading, its instructions and the first row of questions cannot be split by a page
    # break (.part-head avoids breaks inside), so a heading never ends a page alone.
    page = worksheet_html(42, count=5)
    assert re.search(r"\.part-head \{[^}]*break-inside: avoid", page)
    for kind, per_row in (("capture", 3), ("primiera", 2), ("counting", 2)):
        start = page.index(f'<section class="part {kind}"><div class="part-head"><h2>')
        head = page[start:page.index("</ol></div>", start)]
        assert head.count("<li ") == per_row


def test_an_italian_worksheet_has_the_same_questions_and_answers_in_italian():
    """Issue 11: "the printable worksheets with their answer keys" in Italian, "the figures ...
    the same as in English"."""
    import html as html_module
    import re as re_module

    from scopa_learn.quiz import KINDS
    from scopa_learn.worksheet import worksheet_html

    def words(page: str) -> str:
        page = re_module.sub(r"<(style|svg)\b.*?</\1>", " ", page, flags=re_module.S)
        return html_module.unescape(re_module.sub(r"<[^>]+>", " ", page))

    english = worksheet_html(5, level=2, kinds=KINDS, count=2)
    italian = worksheet_html(5, level=2, kinds=KINDS, count=2, lang="it")
    assert '<html lang="it">' in italian and "Soluzioni" in italian
    def answers(page: str) -> list[list[str]]:
        """The figures and cards of each answer in the key: the same in both languages."""
        return [re_module.findall(r"\b(?:[A2-7FCR][dcsb]|\d+|Anna|Bruno|Carla)\b", a)
                for a in re_module.findall(r'class="answer">(.*?)</', page)]

    assert len(answers(english)) == 2 * len(KINDS)
    assert answers(italian) == answers(english)
    cards = re_module.compile(r"\b(?:[A2-7FCR])[dcsb]\b")
    assert cards.findall(words(italian)) == cards.findall(words(english))  # same cards drawn
    left = re_module.findall(r"\b(the|takes|table|cards|Answer|wins|nobody|Tick|points)\b", words(italian))
    assert left == []
