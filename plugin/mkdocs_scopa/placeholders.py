"""A Markdown page shows a live widget with one line, ``<!-- scopa-widget quiz {"quiz":
"capture"} | the captures quiz -->`` (the title is optional), which becomes the widget's
placeholder, written by the one placeholder writer (``scopa_learn.widgets.base``)."""

from __future__ import annotations

import json
import re

from mkdocs.exceptions import PluginError

from scopa_learn.widgets.base import placeholder_html

WIDGET_LINE = re.compile(
    r"^<!-- scopa-widget (?P<kind>[\w-]+) (?P<config>\{.*?\})(?: \| (?P<title>.*?))? -->$",
    re.MULTILINE,
)


def widget_placeholders(markdown: str, lang: str) -> str:
    """``markdown`` with each widget line made a placeholder speaking ``lang``; settings that
    are not JSON stop the build with the line's mistake."""

    def placeholder(match: re.Match[str]) -> str:
        try:
            config = json.loads(match["config"])
        except ValueError as exc:
            raise PluginError(
                f"A scopa-widget line has settings that are not JSON: {exc}: {match[0]}"
            ) from None
        return placeholder_html(match["kind"], config, match["title"], lang=lang)

    return WIDGET_LINE.sub(placeholder, markdown)
