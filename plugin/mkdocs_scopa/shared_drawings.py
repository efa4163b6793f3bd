"""One copy of each drawing a page's widgets share.

Each widget's first view (``data-first``, :func:`scopa_learn.widgets.base.placeholder_html`)
carries the drawings it shows: the first chapter's three widgets carried the cards' faces three
times, 279 KB of its 427 KB. A browser reads every byte of the page before it draws the first
widget, and gzip cannot see a repeat further back than 32 KB, so the page now carries each long
drawing once, in a hidden ``<div id="scopa-drawings" data-drawings='[...]'>`` before its first
widget (a ``<script>`` there would not survive the theme's instant navigation), and each first
view names it by its place there: ``{"$drawing": 3}``. The loader
(``docs/assets/scopa/loader.js``, ``firstView``) puts the drawings back as it reads a first view.

>>> first = {"faces": {"5c": "<svg>" + "x" * 300 + "</svg>"}, "title": "A deck"}
>>> div = f'<div class="scopa-widget" data-first="{html.escape(json.dumps(first))}"></div>'
>>> page = share_drawings("<article>" + div + div + "</article>")
>>> page.count('id="scopa-drawings"'), page.count("x" * 300)
(1, 1)
>>> [revive(view, drawings(page)) for view in first_views(page)] == [first, first]
True
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

#: A string shorter than this is left where it is (a label, a card's name).
LONG = 200
TABLE_ID = "scopa-drawings"
# In a widget's own tag only (a page may quote the attribute in its text), in double quotes as
# placeholder_html writes it or in single ones as a chapter's notebook writes it again.
_FIRST = re.compile(r"""(<div class="scopa-widget"[^>]*? data-first=)(["'])(.*?)\2""", re.S)
_TABLE = re.compile(rf"""<div id="{TABLE_ID}" hidden data-drawings='([^']*)'></div>""")


def share_drawings(output: str) -> str:
    """A built page with each long string of its widgets' first views written once."""
    views = first_views(output)
    if not views:
        return output
    counts: dict[str, int] = {}
    for view in views:
        for text in strings(view):
            if len(text) >= LONG:
                counts[text] = counts.get(text, 0) + 1
    table = [text for text, count in counts.items() if count > 1]
    if not table:
        return output
    place = {text: index for index, text in enumerate(table)}
    written = iter(json.dumps(_named(view, place), ensure_ascii=False, separators=(",", ":")) for view in views)
    output = _FIRST.sub(lambda found: found[1] + _quoted(next(written)), output)
    written_table = json.dumps(table, ensure_ascii=False, separators=(",", ":"))
    element = f'<div id="{TABLE_ID}" hidden data-drawings={_quoted(written_table)}></div>'
    first_widget = output.index('<div class="scopa-widget"')
    return output[:first_widget] + element + output[first_widget:]


def first_views(output: str) -> list[Any]:
    """The first views of a built page's widgets, in the page's order."""
    return [json.loads(html.unescape(value)) for _, _, value in _FIRST.findall(output)]


def drawings(output: str) -> list[str]:
    """The page's table of shared drawings (empty if it has none)."""
    found = _TABLE.search(output)
    return json.loads(html.unescape(found[1])) if found else []


def revive(view: Any, table: list[str]) -> Any:
    """A first view with its drawings put back, as the loader does."""
    if isinstance(view, dict):
        if view.keys() == {"$drawing"}:
            return table[view["$drawing"]]
        return {key: revive(value, table) for key, value in view.items()}
    if isinstance(view, list):
        return [revive(value, table) for value in view]
    return view


def _quoted(text: str) -> str:
    """An attribute's value in single quotes: JSON's many double quotes stay as they are."""
    return "'" + text.replace("&", "&amp;").replace("'", "&#39;") + "'"


def strings(view: Any) -> list[str]:
    """Every string of a first view (or of a list of them), in order.

    >>> strings([{"title": "A deck", "cards": ["7d", {"name": "7 of coins"}]}, 3])
    ['A deck', '7d', '7 of coins']
    """
    if isinstance(view, str):
        return [view]
    values = view.values() if isinstance(view, dict) else view if isinstance(view, list) else ()
    return [text for value in values for text in strings(value)]


def _named(view: Any, place: dict[str, int]) -> Any:
    if isinstance(view, str):
        return {"$drawing": place[view]} if view in place else view
    if isinstance(view, dict):
        return {key: _named(value, place) for key, value in view.items()}
    if isinstance(view, list):
        return [_named(value, place) for value in view]
    return view
