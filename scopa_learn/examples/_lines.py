"""Where things are in a TOML file: ``tomllib`` gives no line numbers, so we find them.

Each table header (``[deal]``, ``[[play]]``, ``[[branch.play]]`` ...) starts a section; a
section is named by a path with the index of each array entry, like ``("play", 3)`` for the
third ``[[play]]`` or ``("branch", 1, "play", 2)`` for the second play of the first branch.

>>> lines = Lines('title = "x"\\n[[play]]\\ncard = "7d"\\n[[play]]\\n\\ncard = "6c"\\n')
>>> lines.section(("play", 2)), lines.key(("play", 2), "card"), lines.key((), "title")
(4, 6, 1)
"""

from __future__ import annotations

import re

Path = tuple[str | int, ...]

_HEADER = re.compile(r"\s*(\[\[?)\s*([^\[\]#]+?)\s*(\]\]?)\s*(?:#.*)?$")


def _split(dotted: str) -> list[str]:
    return [part.strip().strip("\"'") for part in dotted.split(".")]


class Lines:
    """Line numbers (1-based) of the sections and keys of one TOML text."""

    def __init__(self, text: str) -> None:
        self.text_lines = text.splitlines()
        #: (first line, path) of every section, in file order; the top level is ``()`` at line 1.
        self.sections: list[tuple[int, Path]] = [(1, ())]
        counters: dict[Path, int] = {}
        current: dict[tuple[str, ...], Path] = {}  # array path -> its latest entry's path
        quote: str | None = None
        for number, line in enumerate(self.text_lines, 1):
            if quote is not None:
                if line.count(quote) % 2:
                    quote = None
                continue
            for mark in ('"""', "'''"):
                if line.count(mark) % 2:
                    quote = mark
                    break
            if quote is not None:
                continue
            match = _HEADER.match(line)
            if not match or (match[1] == "[[") != (match[3] == "]]"):
                continue
            parts = _split(match[2])
            path: Path = ()
            for i, part in enumerate(parts):
                prefix = tuple(parts[:i + 1])
                if i == len(parts) - 1 and match[1] == "[[":
                    key = (*path, part)
                    counters[key] = counters.get(key, 0) + 1
                    path = (*key, counters[key])
                    current[prefix] = path
                elif prefix in current:
                    path = current[prefix]
                else:
                    path = (*path, part)
            self.sections.append((number, path))

    def section(self, path: Path) -> int:
        """The line of the header of ``path`` (the nearest enclosing section found)."""
        while path:
            for number, found in self.sections:
                if found == path:
                    return number
            path = path[:-1]
        return 1

    def key(self, path: Path, key: str) -> int:
        """The line where ``key = ...`` is written inside section ``path`` (or its header)."""
        start = self.section(path)
        if path and not any(found == path for _, found in self.sections):
            # An inline table (``rules = {...}``) or dotted keys (``hands.Anna = ...``):
            # look in the parent, first for the dotted key, then for the table's own key.
            if not isinstance(path[-1], str):
                return start
            dotted = self._find(path[:-1], f"{path[-1]}.{key}")
            return dotted if dotted is not None else self.key(path[:-1], path[-1])
        found = self._find(path, key)
        return start if found is None else found

    def _find(self, path: Path, key: str) -> int | None:
        start = self.section(path)
        end = next((n for n, _ in self.sections if n > start), len(self.text_lines) + 1)
        pattern = re.compile(r"\s*[\"']?" + r"[\"']?\s*\.\s*[\"']?".join(map(re.escape, key.split(".")))
                             + r"[\"']?\s*[=.]")
        for number in range(start, end):
            if pattern.match(self.text_lines[number - 1]):
                return number
        return None
