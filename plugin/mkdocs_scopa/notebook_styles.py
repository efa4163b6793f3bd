"""JupyterLab's stylesheet once for the whole site, not once per chapter.

mkdocs-jupyter's template writes the same ``<style>`` elements into every notebook page, around
the notebook (``<div class="jupyter-wrapper">``): JupyterLab's whole stylesheet and its theme,
the code colours, Mermaid's, 0.59 MB of the page's 1 MB. :func:`share` takes them out into one
file named by its digest (``assets/notebook/<digest>.css`` at the site's root, written by
:func:`write_styles`) and links it where the first of them stood, later than every stylesheet
of the ``<head>`` as before, so the look does not change. The browser then reads, parses and
caches it once for every chapter of both editions, and the offline copy keeps it once. A
``<style>`` inside the notebook (a cell's output) stays where it is.

Only what the pages can use is kept (:func:`used_only`): of JupyterLab's 1,456 classes the
chapters wear about 64, and its 0.59 MB cost a chapter about 70 ms to parse and made every
style recalculation of the page slower (a later visit's first drawing waits for them). A rule
goes when a class it needs is named nowhere in the site's pages and scripts; a custom property
(``--jp-...``) goes when nothing reads it. What is left is about 21 KB, and every element of a
chapter has the same computed style with it as with the whole sheet (checked in both colour
schemes, tests/site/test_pages.py).
"""

from __future__ import annotations

import hashlib
import pathlib
import re
from collections.abc import Iterable, Iterator

FOLDER = "assets/notebook"
STYLE = re.compile(r"<style[^>]*>(.*?)</style>\s*", re.S)
CHARSET = re.compile(r'^\s*@charset "[^"]*";\s*')
WRAPPER_START = '<div class="jupyter-wrapper">'
WRAPPER_END = "<!-- jupyter-wrapper -->"


def share(html: str, up: str) -> tuple[str, dict[str, str]]:
    """The notebook page ``html`` with the template's styles replaced by one link (``up``: the
    way from the page to the site's root), and the file to write (``{name: css}``; empty when
    the page has none).

    >>> page = ('<style>a { color: red }</style><div class="jupyter-wrapper">'
    ...         '<style>b { x: y }</style></div> <!-- jupyter-wrapper --><style>i { z: w }</style>')
    >>> html, files = share(page, "../../")
    >>> html  # doctest: +ELLIPSIS
    '<link rel="stylesheet" href="../../assets/notebook/....css"><div class="jupyter-wrapper"><style>b { x: y }</style></div> <!-- jupyter-wrapper -->'
    >>> list(files.values())
    ['@charset "UTF-8";\\na { color: red }\\ni { z: w }\\n']
    """
    start = html.find(WRAPPER_START)
    end = html.find(WRAPPER_END, start)
    if start < 0 or end < 0:
        return html, {}
    texts: list[str] = []

    def take(match: re.Match[str]) -> str:
        texts.append(CHARSET.sub("", match[1]).strip())
        return ""

    first = STYLE.search(html, 0, start)
    before, after = STYLE.sub(take, html[:start]), STYLE.sub(take, html[end:])
    if first is None and not texts:
        return html, {}
    css = '@charset "UTF-8";\n' + "\n".join(texts) + "\n"
    name = f"{FOLDER}/{hashlib.sha256(css.encode()).hexdigest()[:12]}.css"
    link = f'<link rel="stylesheet" href="{up}{name}">'
    at = first.start() if first is not None else start
    return html[:at] + link + before[at:] + html[start:end] + after, {name: css}


def write_styles(site: pathlib.Path, files: dict[str, str]) -> None:
    """Write the shared stylesheets into the built ``site`` (its root), once every page of every
    edition is there: each keeps only what those pages use, under a name of its own digest (the
    pages' links follow), so a browser never keeps an older cut of it under the same name."""
    pages = [page for page in site.rglob("*.html") if FOLDER in page.read_text(encoding="utf-8")]
    scripts = [path for path in [*site.rglob("*.js"), *site.rglob("*.css")]
               if "pyodide" not in path.parts and FOLDER not in path.as_posix()]
    names, properties = words_of(path.read_text(encoding="utf-8", errors="replace") for path in pages + scripts)
    renamed: dict[str, str] = {}
    for name, css in files.items():
        kept = used_only(css, names, properties)
        final = f"{FOLDER}/{hashlib.sha256(kept.encode()).hexdigest()[:12]}.css"
        renamed[name] = final
        path = site / final
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(kept, encoding="utf-8")
    for page in pages:
        html = page.read_text(encoding="utf-8")
        linked = html
        for name, final in renamed.items():
            linked = linked.replace(name, final)
        if linked != html:
            page.write_text(linked, encoding="utf-8")


WORD = re.compile(r"-?[_a-zA-Z][\w-]*")
PROPERTY = re.compile(r"--[\w-]+")


def words_of(texts: Iterable[str]) -> tuple[set[str], set[str]]:
    """Every word of the pages and scripts (a class a page or a view may wear) and every
    custom property they name (one a page's style or a script may read)."""
    names: set[str] = set()
    properties: set[str] = set()
    for text in texts:
        names.update(WORD.findall(text))
        properties.update(PROPERTY.findall(text))
    return names, properties


# At-rules that hold rules (kept when one of theirs is); any other (@font-face, @keyframes,
# @page) is kept whole.
GROUPING = {"media", "supports", "layer", "container", "document"}
CLASS = re.compile(r"\.(-?[_a-zA-Z][\w-]*)")
VAR = re.compile(r"var\(\s*(--[\w-]+)")
DECLARED = re.compile(r"\s*(--[\w-]+)\s*:")


def used_only(css: str, names: set[str], properties: set[str]) -> str:
    """``css`` without the rules no element can match (a class they need is not in ``names``)
    and without the custom properties nothing reads (not in ``properties``, nor read by a rule
    kept).

    >>> css = (".a { color: var(--x) } .b, .a .c { --y: 1 } :root { --x: red; --z: 0 }"
    ...        " @media print { .b { color: red } } .w :root { --x: blue }")
    >>> used_only(css, {"a", "c"}, {"--y"})  # a page's own style reads --y
    '.a{color: var(--x)}\\n.a .c{--y: 1}\\n:root{--x: red}'
    """
    rules = _rules_of(css, names)
    read = set(properties)
    while True:  # a property kept may read another
        more = {name for _, body in _style_rules(rules) for declaration in _declarations(body)
                if _keeps(declaration, read) for name in VAR.findall(declaration)}
        if more <= read:
            return _text(rules, read)
        read |= more


Rule = tuple[str, "str | list[Rule] | None"]  # prelude, and its declarations, rules, or none


def _rules_of(css: str, names: set[str]) -> list[Rule]:
    kept: list[Rule] = []
    for prelude, body in _blocks(css):
        if body is None or prelude.startswith("@"):
            keyword = prelude[1:].split(None, 1)[0].split("(")[0].lower() if body is not None else ""
            if keyword in GROUPING:
                inner = _rules_of(body or "", names)
                if inner:
                    kept.append((prelude, inner))
            else:
                kept.append((prelude, body))
            continue
        selectors = [s for s in _split(prelude, ",") if _may_match(s, names)]
        if selectors:
            kept.append((",".join(selectors), body))
    return kept


def _may_match(selector: str, names: set[str]) -> bool:
    if re.search(r"\S\s*:root", selector):
        return False  # the root inside another element: never
    if "\\" in selector or any(p in selector for p in (":is(", ":where(", ":has(", ":matches(")):
        return True  # not read closely: kept
    bare = _drop_groups(_drop_groups(selector, "[", "]"), ":not(", ")")
    return all(name in names for name in CLASS.findall(bare))


def _style_rules(rules: list[Rule]) -> Iterator[tuple[str, str]]:
    for prelude, body in rules:
        if isinstance(body, list):
            yield from _style_rules(body)
        elif body is not None and not prelude.startswith("@"):
            yield prelude, body


def _keeps(declaration: str, read: set[str]) -> bool:
    declared = DECLARED.match(declaration)
    return declared is None or declared[1] in read


def _text(rules: list[Rule], read: set[str]) -> str:
    out: list[str] = []
    for prelude, body in rules:
        if body is None:
            out.append(prelude + ";")
        elif isinstance(body, list):
            inner = _text(body, read)
            if inner:
                out.append(prelude + "{" + inner + "}")
        elif prelude.startswith("@"):
            out.append(prelude + "{" + body + "}")
        else:
            declarations = [d.strip() for d in _declarations(body) if _keeps(d, read)]
            if declarations:
                out.append(prelude + "{" + ";".join(declarations) + "}")
    return "\n".join(out)


def _blocks(css: str) -> Iterator[tuple[str, str | None]]:
    """The top-level statements of ``css``: (prelude, body), body None for ``@charset ...;``;
    comments dropped, strings and nested blocks read past."""
    depth, start, i, opened = 0, 0, 0, 0
    text = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    while i < len(text):
        c = text[i]
        if c in "\"'":
            i = _string_end(text, i)
            continue
        if c == "{":
            if depth == 0:
                opened = i
            depth += 1
        elif c == "}" and depth:
            depth -= 1
            if depth == 0:
                yield text[start:opened].strip(), text[opened + 1:i]
                start = i + 1
        elif c == ";" and depth == 0:
            if text[start:i].strip():
                yield text[start:i].strip(), None
            start = i + 1
        i += 1


def _string_end(text: str, i: int) -> int:
    quote, i = text[i], i + 1
    while i < len(text) and text[i] != quote:
        i += 2 if text[i] == "\\" else 1
    return i + 1


def _split(text: str, on: str) -> list[str]:
    """``text`` split at ``on`` outside brackets and strings."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c in "\"'":
            i = _string_end(text, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == on and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def _declarations(body: str) -> list[str]:
    return _split(body, ";")


def _drop_groups(selector: str, opener: str, closer: str) -> str:
    """``selector`` without each ``opener ... closer`` group (``[...]``, ``:not(...)``)."""
    while (at := selector.find(opener)) >= 0:
        depth, i = 1, at + len(opener)
        while i < len(selector) and depth:
            depth += {opener[-1]: 1, closer: -1}.get(selector[i], 0)
            i += 1
        selector = selector[:at] + selector[i:]
    return selector
