"""How fast the puzzle widget answers: grading a move and drawing the next puzzle.

Two measures of the same actions:

* **in the browser** (the built site, ``site/`` or ``--site DIR``, served on 127.0.0.1 and
  driven by Debian's Chromium headless, as the browser tests do): from the click to the drawn
  answer, timed inside the page (``performance.now()`` and a ``MutationObserver``), so it holds
  the whole round trip: the message to the engine's Web Worker, the controller in Pyodide, the
  view's JSON back and the redraw;
* **on CPython**: the controller alone (``PuzzleController.act``), for comparison.

And the first puzzle: in the browser, from an instant navigation (the engine already running
for another page's widget) to the puzzle widget live, which imports the widget and reads the
bank; on CPython, a fresh process importing the widget and making it (reading the bank).

Each action is done on every puzzle of a teacher's set; the figure is the median (and the
slowest). Run: ``.venv/bin/python bench/puzzle_widget.py [--set 12] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "site"))
sys.path.insert(0, str(ROOT))

from sitetest import launch_chromium, navigate_instantly, serve, wait_live  # noqa: E402

from scopa_learn.puzzles import get_puzzle, list_puzzles  # noqa: E402
from scopa_learn.puzzles.practice import teacher_set  # noqa: E402
from scopa_learn.widgets.puzzle import PuzzleController  # noqa: E402

# Click a control of the widget, resolve with the milliseconds until the root's attribute
# `name` differs from what it was (the view sets it on every drawing it finishes).
TIMED_CLICK = """async ([selector, name]) => {
  const root = document.querySelector(".scopa-z");
  const before = root.getAttribute(name);
  const start = performance.now();
  return await new Promise((done, fail) => {
    const watch = new MutationObserver(() => {
      if (root.getAttribute(name) !== before) { watch.disconnect(); done(performance.now() - start); }
    });
    watch.observe(root, { attributes: true });
    setTimeout(() => fail(new Error(`no answer to ${selector} within 20 s`)), 20000);
    document.querySelector(selector).click();
  });
}"""


def browser_times(site: pathlib.Path, number: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    server, url = serve(site)
    grade, draw = [], []
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = browser.new_page()
            page.goto(url + "learn/01-the-deck/")
            wait_live(page, "deck")
            page.evaluate("window.localStorage.clear()")
            start = time.perf_counter()
            navigate_instantly(page, url + "practice/puzzles/")
            widget = wait_live(page, "puzzle")
            first = [1000 * (time.perf_counter() - start)]
            widget.locator(".scopa-z__mode").select_option("set")
            widget.locator(".scopa-z__set").fill(str(number))
            widget.locator(".scopa-z__start").click()
            widget.locator('.scopa-z[data-mode="set"]').wait_for()
            for pid in teacher_set(list_puzzles(), number):
                widget.locator(f'.scopa-z[data-puzzle="{pid}"]').wait_for()
                best = get_puzzle(pid).best
                widget.locator(f'.scopa-z__hand button[data-card="{best.card}"]').click()
                for card in best.capture:
                    widget.locator(f'.scopa-z__table button[data-card="{card}"]').click()
                    widget.locator(f'.scopa-z__table button[data-card="{card}"][aria-pressed="true"]').wait_for()
                widget.locator(".scopa-z__play:enabled").wait_for()  # the pick has come back
                grade.append(page.evaluate(TIMED_CLICK, [".scopa-z__play", "data-correct"]))
                draw.append(page.evaluate(TIMED_CLICK, [".scopa-z__next", "data-puzzle"]))
            browser.close()
    finally:
        server.shutdown()
    # After the last puzzle, Next draws the end of the set: not a puzzle.
    return {"first": first, "grade": grade, "draw": draw[:-1]}


def first_puzzle_cpython() -> float:
    import subprocess

    code = ("import time; t = time.perf_counter(); from scopa_learn.widgets.puzzle import "
            "PuzzleController; PuzzleController(mode='daily').view(); print(time.perf_counter() - t)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return 1000 * float(out.stdout)


def cpython_times(number: int) -> dict[str, list[float]]:
    w = PuzzleController(mode="set", set=number)
    grade, draw = [], []
    for pid in teacher_set(list_puzzles(), number):
        best = get_puzzle(pid).best
        w.act({"type": "pick", "card": str(best.card)})
        for card in best.capture:
            w.act({"type": "toggle", "card": str(card)})
        start = time.perf_counter()
        w.act({"type": "play"})
        grade.append(1000 * (time.perf_counter() - start))
        start = time.perf_counter()
        w.act({"type": "next"})
        draw.append(1000 * (time.perf_counter() - start))
    return {"first": [first_puzzle_cpython() for _ in range(3)], "grade": grade, "draw": draw[:-1]}


def summary(times: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(times), 1), "max_ms": round(max(times), 1),
            "n": len(times)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=pathlib.Path, default=ROOT / "site")
    parser.add_argument("--set", type=int, default=12, help="the teacher's set to play through")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not (args.site / "index.html").is_file():
        sys.exit(f"no built site in {args.site}: run `make site` first")
    result: dict[str, Any] = {
        "browser": {k: summary(v) for k, v in browser_times(args.site, args.set).items()},
        "cpython": {k: summary(v) for k, v in cpython_times(args.set).items()},
    }
    if args.json:
        print(json.dumps(result, indent=1))
        return
    for host, figures in result.items():
        for action, s in figures.items():
            what = {"first": "first puzzle", "grade": "grade a move", "draw": "draw the next puzzle"}[action]
            print(f"{host:8} {what:22} median {s['median_ms']:7.1f} ms   slowest {s['max_ms']:7.1f} ms"
                  f"   ({s['n']} times)")


if __name__ == "__main__":
    main()
