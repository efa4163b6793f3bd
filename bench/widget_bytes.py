"""How many bytes a widget sends: when it is made, and for each action after (issue 20).

Each widget is driven through the static site's host (``scopa_learn.widgets.bridge``, JSON
strings in and out, what the browser's worker sends the page) by a fixed script of clicks: the
deck (4 cards chosen), the Play widget (Start, then a whole hand: each of your cards and each
computer move), the quiz (3 kinds: 6 questions answered and moved on; the counting quiz moved on only) and the puzzles (6 puzzles:
a card picked, played, the next). Run: ``.venv/bin/python bench/widget_bytes.py [--json]``.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys
from collections.abc import Callable, Generator
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from scopa_learn.widgets import bridge  # noqa: E402

View = dict[str, Any]
Script = Generator[View, View, None]  # sends actions, is sent each view (put together whole)


def _drive(kind: str, config: View, script: Callable[[View], Script]) -> View:
    made = bridge.create(kind, json.dumps(config))
    data = json.loads(made)
    widget = data["id"]
    whole = dict(data["view"])
    sizes: list[int] = []
    actions = script(whole)
    try:
        action = next(actions)
        while True:
            answer = bridge.dispatch(widget, json.dumps(action))
            sizes.append(len(answer.encode()))
            view = json.loads(answer)
            if isinstance(view.get("fixed"), dict):  # the fixed parts, sent again because they changed
                whole.update(view.pop("fixed"))
            whole = {**whole, **view}
            action = actions.send(whole)
    except StopIteration:
        pass
    bridge.drop(widget)
    return {"made": len(made.encode()), "actions": len(sizes),
            "median": statistics.median(sizes) if sizes else 0, "max": max(sizes, default=0),
            "total": sum(sizes)}


def _deck(view: View) -> Script:
    for card in ("7d", "Rb", "Ac", "5s"):
        yield {"type": "select", "card": card}


def _play(view: View) -> Script:
    view = yield {"type": "start", "opponent": "beginner", "seed": 7}
    for _ in range(80):
        if view.get("phase") != "play":
            return
        if view.get("computer_turn"):
            view = yield {"type": "computer"}
        elif view.get("choices"):
            choice = view["choices"][0]
            view = yield {"type": "play", "card": choice["card"], "takes": choice["takes"]}
        else:
            view = yield {"type": "play", "card": view["hand"][0]["code"]}


def _quiz(view: View) -> Script:
    for _ in range(6):
        q = view["question"]
        if q["type"] == "capture":
            answer: View = {"type": "answer", "cards": [q["table"][0]["code"]]}
        elif q["type"] == "primiera-best":
            answer = {"type": "answer", "cards": [q["pile"][0]["code"]], "total": "0"}
        elif q["type"] == "counting":  # its answer is a form: the next question instead
            answer = {"type": "next"}
        else:
            answer = {"type": "answer", "side": q["choices"][0]}
        view = yield answer
        view = yield {"type": "next"}


def _puzzle(view: View) -> Script:
    for _ in range(6):
        p = view.get("puzzle")
        if not p:
            return
        view = yield {"type": "pick", "card": p["hand"][0]["code"]}
        view = yield {"type": "play"}
        if view.get("puzzle", {}).get("choices"):
            choice = view["puzzle"]["choices"][0]
            view = yield {"type": "play", "card": choice["card"], "takes": choice["takes"]}
        view = yield {"type": "next"}


RUNS: dict[str, tuple[str, View, Any]] = {
    "deck": ("deck", {}, _deck),
    "play": ("play", {}, _play),
    "quiz (captures)": ("quiz", {"quiz": "capture", "seed": 3}, _quiz),
    "quiz (primiera)": ("quiz", {"quiz": "primiera", "seed": 3}, _quiz),
    "quiz (counting)": ("quiz", {"quiz": "counting", "seed": 3}, _quiz),
    "puzzles": ("puzzle", {"mode": "theme", "theme": "take_scopa", "today": "2026-12-01"}, _puzzle),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {name: _drive(kind, config, script) for name, (kind, config, script) in RUNS.items()}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{'widget':<17} {'made':>8} {'actions':>8} {'median':>8} {'max':>8} {'all actions':>12}")
    for name, r in result.items():
        print(f"{name:<17} {r['made']:>8,} {r['actions']:>8} {r['median']:>8,.0f} {r['max']:>8,} {r['total']:>12,}")


if __name__ == "__main__":
    main()
