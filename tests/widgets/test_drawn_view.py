"""A widget made on the view its page drew from the site build (issue 25): the browser's Python
makes the controller only, goes live on that drawing, and checks it afterwards (bridge.settle)."""

from __future__ import annotations

import html
import importlib
import json
import pkgutil
import random
import re

import pytest

import scopa_learn.widgets as widgets
from scopa_learn.widgets import bridge
from scopa_learn.widgets.base import CONTROLLERS, placeholder_html

for module in pkgutil.iter_modules(widgets.__path__):
    if module.name not in {"base", "bridge", "jupyter"}:
        importlib.import_module(f"scopa_learn.widgets.{module.name}")
KINDS = sorted(kind for kind in CONTROLLERS if not kind.startswith(("test-", "doc-")))


def drawn(kind: str, config: dict[str, object], lang: str = "en") -> str:
    """The first view a page built with ``config`` shows (its placeholder's data-first)."""
    found = re.search(r'data-first="([^"]*)"', placeholder_html(kind, config, lang=lang))
    assert found, kind
    return html.unescape(found[1])


@pytest.mark.parametrize("kind", KINDS)
def test_the_view_a_page_drew_is_the_one_the_browser_would_work_out(kind: str) -> None:
    random.seed(1)  # the build's Python and the browser's never share a random state
    page = drawn(kind, {})
    random.seed(2)
    made = json.loads(bridge.create(kind, "{}", "en", page))
    assert made["view"] is None and made["fixed"]  # live on the drawing, as it is
    assert bridge.settle(made["id"]) == "null"  # which is the engine's own first view
    bridge.drop(made["id"])


def test_a_deck_made_on_its_drawing_answers_clicks_and_sends_no_drawing_again() -> None:
    made = json.loads(bridge.create("deck", '{"primiera": false}', "en", drawn("deck", {"primiera": False})))
    view = json.loads(bridge.dispatch(made["id"], '{"type": "select", "card": "7d"}'))
    assert view["selected"]["code"] == "7d" and view["selected"]["primiera_value"] is None
    assert "fixed" not in view and "suits" not in view  # the 40 drawings the page holds stay
    assert bridge.settle(made["id"]) == "null"  # answered since: nothing to check
    bridge.drop(made["id"])


def test_a_drawing_that_is_not_the_engines_is_replaced_once_checked() -> None:
    old = json.loads(drawn("deck", {}))
    old["labels"]["show"] = "Show (an older build)"
    old["selected"] = {"code": "7d"}
    made = json.loads(bridge.create("deck", "{}", "en", json.dumps(old)))
    settled = json.loads(bridge.settle(made["id"]))
    assert settled["view"]["labels"]["show"] == "Show" and settled["view"]["selected"] is None
    assert settled["fixed"] == made["fixed"]
    # the fixed parts sent with it are the page's now: the next answer does not send them again
    assert "fixed" not in json.loads(bridge.dispatch(made["id"], '{"type": "select", "card": "Rb"}'))
    bridge.drop(made["id"])


@pytest.mark.parametrize("page", ["not json", "[1]", json.dumps({"kind": "quiz", "lang": "en", "error": None})])
def test_a_drawing_of_another_widget_or_none_is_ignored(page: str) -> None:
    made = json.loads(bridge.create("deck", "{}", "en", page))
    assert made["view"]["kind"] == "deck" and len(made["view"]["suits"]) == 4
    assert bridge.settle(made["id"]) == "null"
    bridge.drop(made["id"])


def test_a_drawing_in_another_language_than_the_widgets_is_worked_out_again() -> None:
    made = json.loads(bridge.create("deck", "{}", "it", drawn("deck", {}, lang="en")))
    assert made["view"]["lang"] == "it"  # the loader then draws the widget anew, in Italian
    bridge.drop(made["id"])
