"""``python -m scopa_learn.examples``: load and check every packaged example.

Each example is replayed through the engine; a problem names the file, line and play. (The
site's Examples pages are written from the same files by ``plugin/mkdocs_scopa/examples.py`` at
build time.)
"""

from __future__ import annotations

from . import list_examples, load_example


def main() -> int:
    """Check the examples (an error names the file, line and play) and print their titles."""
    for info in list_examples():
        example = load_example(info.name)
        print(f"{info.name}: {example.title} ({len(example.steps)} steps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
