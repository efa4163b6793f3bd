"""How many bytes the card drawings weigh: the 40 cards of each deck as SVG, raw and gzip.

A deck widget page draws all 40 (``scopa_learn.drawing.svg.card_svg`` at 60 px), so this is what a
drawing change costs a reader. Run: ``.venv/bin/python bench/cards.py [--json]``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from scopa_learn import DECK  # noqa: E402
from scopa_learn.drawing.svg import DECKS, card_svg


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {}
    for deck in DECKS:
        cards = [card_svg(card, deck=deck, width=60) for card in DECK]
        joined = "".join(cards).encode()
        plain = "".join(card_svg(card, deck=deck, width=60, study=False) for card in DECK).encode()
        result[deck] = {"raw": len(joined), "gzip": len(gzip.compress(joined, compresslevel=6)),
                        "largest_card": max(len(c.encode()) for c in cards),
                        "plain_raw": len(plain)}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{'40 cards as SVG':<12} {'raw':>8} {'gzip':>7} {'largest card':>13} {'no study marks':>15}")
    for deck, size in result.items():
        print(f"{deck:<12} {size['raw']:>8,} {size['gzip']:>7,} {size['largest_card']:>13,} "
              f"{size['plain_raw']:>15,}")


if __name__ == "__main__":
    main()
