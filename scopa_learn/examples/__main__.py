"""``python -m scopa_learn.examples [FOLDER]``: check every example; write the site's pages.

With no folder it loads and checks each packaged example and prints its title; with a
folder (the site's ``docs/examples``) it also rewrites the Examples pages.
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import list_examples, load_example
from .pages import write_pages


def main(argv: list[str] | None = None) -> int:
    """Check the examples (an error names the file, line and play); write pages if asked."""
    args = sys.argv[1:] if argv is None else argv
    for info in list_examples():
        example = load_example(info.name)
        print(f"{info.name}: {example.title} ({len(example.steps)} steps)")
    if args:
        for path in write_pages(Path(args[0])):
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
