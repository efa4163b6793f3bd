"""A couples hand played on /it/play/ (issue 23, Tests): every announcement the widget makes,
every line of its log, the end-of-hand summary and the match's status, read through the word
checks of tests/words/word_checks.py (no "1 carte", no "ai 11", no couple with a singular verb, no
English word, the known-bad forms)."""

from __future__ import annotations

import pathlib
import sys
from typing import Any

from playwright.sync_api import expect

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "words"))
from test_play import play_match_by_clicks, setup_table, skip_the_pauses  # noqa: E402
from word_checks import problems  # noqa: E402

# Every text the widgets' live regions say, in order (static/_dom.js: announcer).
RECORD_ANNOUNCEMENTS = """
window.__said = [];
new MutationObserver((changes) => {
  for (const c of changes) {
    const el = c.target.nodeType === 1 ? c.target : c.target.parentElement;
    if (el && el.classList && el.classList.contains("scopa-v__news") && el.textContent) {
      window.__said.push(el.textContent);
    }
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def test_a_couples_hand_in_italian_reads_right(page: Any, site_url: str, live_widget: Any) -> None:
    page.add_init_script(RECORD_ANNOUNCEMENTS)
    skip_the_pauses(page)
    page.goto(site_url + "it/play/")
    widget = live_widget(page, "play")
    setup_table(widget, "classic", "4")  # a match to 1 point: one hand in couples
    play_match_by_clicks(page, widget)
    said = page.evaluate("window.__said")
    log = [li.inner_text() for li in widget.locator(".scopa-p__log li").all()]
    summary = [r.inner_text() for r in widget.locator(".scopa-p__reason").all()]
    status = widget.locator(".scopa-p__status").inner_text()
    texts = [*said, *log, *summary, status]
    assert len(said) > 10 and summary and status  # the hand was said as it was played
    expect(widget.locator(".scopa-p__status")).to_contain_text("La partita va a")
    found = {text: problems(text, "it") for text in texts}
    assert not {text: why for text, why in found.items() if why}
