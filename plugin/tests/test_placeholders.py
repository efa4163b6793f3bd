"""Widget lines of Markdown pages (mkdocs_scopa.placeholders) become the placeholders the
loader makes live, in the page's language."""

from __future__ import annotations

import html
import json
import re

import pytest
from mkdocs.exceptions import PluginError
from mkdocs_scopa.placeholders import widget_placeholders

from scopa_learn.words.messages import say


def test_a_widget_line_becomes_a_placeholder_with_its_settings_and_title() -> None:
    page = 'Try it:\n\n<!-- scopa-widget quiz {"quiz": "capture"} | the captures quiz -->\n\nDone.'
    out = widget_placeholders(page, "en")
    found = re.search(r'<div class="scopa-widget" data-kind="quiz" data-config="([^"]*)"', out)
    assert found and json.loads(html.unescape(found[1])) == {"quiz": "capture"}
    assert "the captures quiz" in out and out.startswith("Try it:") and out.endswith("Done.")


def test_a_placeholder_speaks_the_editions_language() -> None:
    out = html.unescape(widget_placeholders("<!-- scopa-widget deck {} -->", "it"))
    assert 'data-kind="deck"' in out and say("widget.title.deck", "it") in out
    assert say("widget.title.deck", "en") not in out


def test_a_line_inside_text_is_left_alone() -> None:
    page = 'Write `<!-- scopa-widget quiz {} -->` on a line of its own.'
    assert widget_placeholders(page, "en") == page


def test_settings_that_are_not_json_stop_the_build_naming_the_line() -> None:
    with pytest.raises(PluginError, match="not JSON.*scopa-widget quiz \\{quiz: capture\\}"):
        widget_placeholders("<!-- scopa-widget quiz {quiz: capture} -->", "en")
