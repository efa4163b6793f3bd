"""The widget views only draw and send: every rule of the game stays in the engine (issue 10).

A view that knows a rule would drift from the engine the day the rule changes, and would be
wrong for a variant. These checks read the ES modules in ``scopa_learn/widgets/static``.
"""

from __future__ import annotations

import pathlib
import re

import pytest

from scopa_learn.engine.rules import Rules

STATIC = pathlib.Path(__file__).resolve().parents[2] / "scopa_learn" / "widgets" / "static"
VIEWS = sorted(STATIC.glob("*.js"))


def code_of(path: pathlib.Path) -> str:
    """The module without its comments and its CSS text (numbers in CSS are sizes)."""
    text = path.read_text()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    text = re.sub(r"^\s*//.*$", "", text, flags=re.MULTILINE)
    return re.sub(r"const (?:CSS|DOM_CSS) = `.*?`;", "", text, flags=re.DOTALL)


def test_there_are_views_to_check() -> None:
    assert len(VIEWS) >= 8 and STATIC / "_dom.js" in VIEWS


@pytest.mark.parametrize("view", VIEWS, ids=lambda p: p.name)
def test_no_primiera_table_in_a_view(view: pathlib.Path) -> None:
    # Primiera values (AGIMEG guide): 7 = 21, 6 = 18, asso = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12,
    # figures 10; the highest total is 84. A view holding them computes the primiera itself.
    found = re.findall(r"(?<![\w.#\"'-])(21|18|16|84)(?![\w.%\"'])", code_of(view))
    found += re.findall(r"\b(?:max|min)\b\W{1,4}(21|18|16|84)\b", code_of(view))  # max: "84"
    assert not found, f"{view.name} holds primiera values {found}: ask the engine"


@pytest.mark.parametrize("view", VIEWS, ids=lambda p: p.name)
def test_no_capture_arithmetic_in_a_view(view: pathlib.Path) -> None:
    code = code_of(view)
    # Summing card values, or reading a card's rank to compare it: the capture rules' job.
    assert not re.search(r"\.(rank|capture_value|primiera_value)\s*[-+*/%<>=]", code), view.name
    assert not re.search(r"reduce\(\s*\(\s*\w+\s*,\s*\w+\s*\)\s*=>\s*\w+\s*\+", code), view.name
    assert not re.search(r"[=!]==?\s*(10|15)\b", code), f"{view.name} compares with a capture total"


@pytest.mark.parametrize("view", VIEWS, ids=lambda p: p.name)
def test_no_rule_option_is_named_in_a_view(view: pathlib.Path) -> None:
    # The options a widget offers come as a schema from its controller (labels, values, which
    # can be changed): a view naming one, e.g. to switch the napola's house rules off with it,
    # holds a rule (issue 10: that one now lives in Rules.switch).
    options = {name for name in Rules.__dataclass_fields__ if "_" in name or name in (
        "napola", "settanta", "prima")}
    options -= {"hand_size", "table_size"}  # also plain words of a drawing
    named = sorted(o for o in options if re.search(rf"\b{o}\b", code_of(view)))
    assert not named, f"{view.name} names rule options {named}: send them from the controller"
