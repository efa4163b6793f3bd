"""griffe extension for the API reference: docstrings written for doctest and Sphinx read well.

The engine's docstrings carry doctest examples (``>>> ...``) and Sphinx roles
(``:func:`parse_card```). In Markdown the first turn into block quotes (and ``x["a"]`` into
broken link references), the second into stray text. Here each run of doctest lines becomes
a ``pycon`` code block and each role plain code.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:func|class|meth|mod|attr|data|exc|obj|const):`~?([^`]+)`")


def fence_doctests(text: str) -> str:
    """Wrap each doctest example (from ``>>>`` to the next blank line) in a code fence.

    >>> fence_doctests("Add:\\n\\n>>> 1 + 1\\n2\\n\\nDone.").splitlines()
    ['Add:', '', '```pycon', '>>> 1 + 1', '2', '```', '', 'Done.']
    """
    out: list[str] = []
    indent: str | None = None
    for line in text.splitlines():
        stripped = line.lstrip()
        if indent is None and stripped.startswith(">>>"):
            indent = line[: len(line) - len(stripped)]
            out.append(f"{indent}```pycon")
        elif indent is not None and not stripped:
            out.append(f"{indent}```")
            indent = None
        out.append(line)
    if indent is not None:
        out.append(f"{indent}```")
    return "\n".join(out)


class DoctestsAsCode(griffe.Extension):
    def on_object(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = fence_doctests(ROLE.sub(r"`\1`", obj.docstring.value))
