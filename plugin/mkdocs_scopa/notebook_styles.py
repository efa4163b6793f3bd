"""JupyterLab's stylesheet once for the whole site, not once per chapter.

mkdocs-jupyter's template writes the same ``<style>`` elements into every notebook page, around
the notebook (``<div class="jupyter-wrapper">``): JupyterLab's whole stylesheet and its theme,
the code colours, Mermaid's, 0.59 MB of the page's 1 MB. :func:`share` takes them out into one
file named by its digest (``assets/notebook/<digest>.css`` at the site's root, written by
:func:`write_styles`) and links it where the first of them stood, later than every stylesheet
of the ``<head>`` as before, so the look does not change. The browser then reads, parses and
caches it once for every chapter of both editions, and the offline copy keeps it once. A
``<style>`` inside the notebook (a cell's output) stays where it is.
"""

from __future__ import annotations

import hashlib
import pathlib
import re

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
    """Write the shared stylesheets into the built ``site`` (its root)."""
    for name, css in files.items():
        path = site / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(css, encoding="utf-8")
