"""``python -m scopa_learn``: the command line of :mod:`scopa_learn.cli`."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
