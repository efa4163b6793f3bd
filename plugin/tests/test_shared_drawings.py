"""A page's widgets carry each drawing they share once (mkdocs_scopa.shared_drawings), and the
first views read back from the page are the ones the build computed."""

from __future__ import annotations

import json

from mkdocs_scopa import shared_drawings

from scopa_learn.widgets.base import placeholder_html

# a stage of the first chapter: its questions show the cards
STAGE = {"stage": "deck-suits", "quiz": "cards", "seed": 3, "level": 1, "rule": "suit", "count": 5, "preset": "classic"}


def page_of(*widgets: str) -> str:
    return "<html><head></head><body><article><p>A chapter.</p>" + "".join(widgets) + "</article></body></html>"


def test_the_widgets_of_a_page_share_their_drawings_and_read_back_unchanged() -> None:
    built = page_of(placeholder_html("deck", {}), placeholder_html("stage", STAGE),
                    placeholder_html("stage", {**STAGE, "stage": "deck-values", "seed": 4, "level": 2, "rule": "figure"}))
    before = shared_drawings.first_views(built)
    shared = shared_drawings.share_drawings(built)
    table = shared_drawings.drawings(shared)
    assert table and len(set(table)) == len(table)
    assert len(shared) < len(built) * 0.75  # the two quizzes' card faces, once
    assert [shared_drawings.revive(view, table) for view in shared_drawings.first_views(shared)] == before
    written = json.dumps(shared_drawings.first_views(shared))
    assert not any(json.dumps(drawing) in written for drawing in table)
    assert shared.index('id="scopa-drawings"') < shared.index('class="scopa-widget"')


def test_a_page_with_nothing_shared_or_only_quoting_the_attribute_is_left_as_it_is() -> None:
    alone = page_of(placeholder_html("stage", STAGE))
    assert shared_drawings.share_drawings(alone) == alone
    quoting = page_of("<pre><code>re.search(r'data-first=\"([^\"]*)\"', div)</code></pre>")
    assert shared_drawings.share_drawings(quoting) == quoting
    assert shared_drawings.first_views(quoting) == []
