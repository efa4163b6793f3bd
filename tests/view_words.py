"""A small scanner of a widget view's string literals, for the check that a view holds no words
of its own (issue 11: every word a view shows comes from its controller, in its language).

A literal is a view's own word when it is two words or more, a capitalised word, a template
with a word around its ``${...}``, or any word where a reader sees it (``text:``, ``aria-*``,
``title``, ``placeholder``, ``heading()``, ``announce()``, ``button()``). Code-like literals pass:
class lists, selectors, CSS, key names, ARIA values, identifiers such as ``pile${i}``.
"""

from __future__ import annotations

import re

KEY_NAMES = {"Enter", "Escape", "Home", "End", "ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown",
             "Tab", "Space", "Backspace", "Delete", "PageUp", "PageDown", "Node", "Canvas", "CanvasText"}
ARIA_VALUES = {"true", "false", "polite", "assertive", "off", "mixed"}
CSS_DECLARATION = re.compile(r"^[a-z-]+:\s*[\w.%#-]+;?$")
_ONE_SELECTOR = r"(?:[a-z]+|[a-z]*\[[\w-]+\])"
SELECTORS = re.compile(rf"^{_ONE_SELECTOR}(?:,\s*{_ONE_SELECTOR})+$")
SHOWN = re.compile(r"""(?:\btext|["']aria-[a-z]+["']|\btitle|\bplaceholder|\balt)\s*:\s*(["'`])"""
                   r"""|\b(?:heading|announce|button)\(\s*(["'`])""")
EXPRESSION = "\x00"  # what a template's ${...} becomes


def _skip_expression(source: str, at: int) -> int:
    """The index after the ``${...}`` starting at ``at`` (braces balanced)."""
    k, level = at + 2, 1
    while k < len(source) and level:
        level += {"{": 1, "}": -1}.get(source[k], 0)
        k += 1
    return k


def literals(source: str) -> list[tuple[int, str, str]]:
    """(line, quote, text) of every string literal outside comments; ``${...}`` parts replaced."""
    out: list[tuple[int, str, str]] = []
    i, n, line = 0, len(source), 1
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
        elif source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            line += source.count("\n", i, end)
            i = end + 2
            continue
        elif c in "\"'`":
            start, j, text = line, i + 1, []
            while j < n and source[j] != c:
                if source[j] == "\\":
                    text.append(source[j:j + 2])
                    j += 2
                elif c == "`" and source.startswith("${", j):
                    k = _skip_expression(source, j)
                    line += source.count("\n", j, k)
                    text.append(EXPRESSION)
                    j = k
                else:
                    line += source[j] == "\n"
                    text.append(source[j])
                    j += 1
            out.append((start, c, "".join(text)))
            i = j + 1
            continue
        elif c == "/" and (source[:i].rstrip()[-1:] or "(") in "=(,:!&|?;{}[":
            j = i + 1  # a regular expression literal: skip to its closing slash
            while j < n and source[j] not in "/\n":
                j += 2 if source[j] == "\\" else 1
            i = j + 1
            continue
        i += 1
    return out


def _code_like(text: str) -> bool:
    return text in ARIA_VALUES or bool(CSS_DECLARATION.match(text) or SELECTORS.match(text))


def english(quote: str, raw: str) -> bool:
    """Whether a literal holds words a reader would see."""
    text = re.sub(rf"[\w.-]*{EXPRESSION}[\w.-]*", " ", raw).strip()  # `pile${i}`, `${n}px`, `col.${c}`
    if _code_like(text) or not re.search(r"[A-Za-z]{2}", text):
        return False
    if quote == "`" and "{" in text and (";" in text or ":" in text):
        return False  # a style sheet
    tokens = text.split()
    if all(re.search(r"[-_.#\[\]=:>()/%]|^\d", token.rstrip(".:!?…,")) for token in tokens):
        return False  # class lists, selectors, attribute values, sizes, paths
    if quote == "`" and EXPRESSION in raw:
        return bool(re.search(r"[A-Za-z]{2}", re.sub(r"[\w-]*[-_][\w-]*", " ", text)))
    if len(tokens) >= 2:
        return True
    word = tokens[0]
    return bool(re.fullmatch(r"[A-Z][a-z]+[.:!?…]*", word)) and word.rstrip(".:!?…") not in KEY_NAMES


def shown(source: str) -> list[tuple[int, str]]:
    """(line, text) of literals in a place a reader sees them, whatever their form."""
    source = re.sub(r"//[^\n]*", lambda m: " " * len(m.group(0)), source)
    out = []
    for match in SHOWN.finditer(source):
        quote = match.group(1) or match.group(2)
        end = source.find(quote, match.end())
        text = re.sub(r"\$\{[^}]*\}", "", source[match.end():end])
        if re.search(r"[A-Za-z]{2}", text) and not _code_like(text):
            out.append((source.count("\n", 0, match.end()) + 1, text))
    return out


def words_left(source: str) -> list[tuple[int, str]]:
    """Every literal of a view's source that holds its own words, with its line."""
    found = {(line, text.replace(EXPRESSION, "${}")) for line, quote, text in literals(source)
             if english(quote, text)}
    return sorted(found | set(shown(source)))
