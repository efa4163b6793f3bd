"""A chapter reads as a lesson, not as code.

The notebooks (``notebooks/*.ipynb``) become pages under ``learn/`` before mkdocs-jupyter sees
the files, and are executed with ``SCOPA_LEARN_STATIC_EXPORT=1``, so that a widget's output is
the site's placeholder and no ipywidgets state or remote widget manager ends up in the page.
Cells tagged as Jupyter Book does are honoured after execution (``remove-cell``: gone;
``remove-input``: output only; ``hide-input`` and untagged code: the Python folded behind a
"Show the Python" toggle). Tags are applied to the rendered page, not before execution, so a
removed setup cell still runs. Each chapter gets its reading time, its number of things to do
and a link to its notebook."""

from __future__ import annotations

import logging
import pathlib
import re
from html import escape

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

from scopa_learn.words.messages import say

from .project import Project
from .reading import Chapter, count, facts
from .stages import mark_parts, measure_parts

log = logging.getLogger("mkdocs.plugins.scopa")
LEARN = "learn"
CACHE_STAMP = "engine.sha256"

# What nbconvert's template puts in a notebook page that would load from outside the site.
WIDGET_MANAGER = re.compile(
    r"<script>\s*\(function\(\) \{\s*function addWidgetsRenderer\(\).*?</script>"
    r"|<script type=\"application/vnd\.jupyter\.widget-(?:state|view)\+json\">.*?</script>",
    re.DOTALL,
)
REMOTE_LOADERS = re.compile(
    r"<script type=\"text/x-mathjax-config\">.*?</script>"  # MathJax: none on this site
    r"|<script src=\"\">\s*</script>"  # the MathJax loader, with no address given
    r"|<script type=\"module\">\s*document\.addEventListener\(\"DOMContentLoaded\", async "
    r"\(\) => \{\s*const diagrams = document\.querySelectorAll\(\"\.jp-Mermaid.*?</script>",
    re.DOTALL,
)


def add_notebooks(files: Files, config: MkDocsConfig, notebooks: list[pathlib.Path]) -> None:
    """Each chapter's notebook as a page under ``learn/`` (mkdocs-jupyter then renders it)."""
    for notebook in notebooks:
        files.append(File.generated(config, f"{LEARN}/{notebook.name}", abs_src_path=str(notebook)))


def point_at_notebooks(files: Files) -> None:
    """mkdocs-jupyter wraps each notebook in a NotebookFile that recomputes ``abs_src_path``
    from ``src_dir``, which a generated file lacks: point it back at the notebook before the
    pages are read."""
    for file in files:
        wrapped = getattr(file, "file", None)
        if isinstance(wrapped, File) and file.src_uri.startswith(f"{LEARN}/"):
            file.__dict__["abs_src_path"] = wrapped.abs_src_path


def empty_stale_cache(project: Project, cache_dir: pathlib.Path) -> bool:
    """mkdocs-jupyter's cache does not notice engine changes: empty it when the engine's
    sources changed since it was filled. Returns whether it was emptied."""
    stamp = cache_dir / CACHE_STAMP
    digest = project.digest(project.package_files())
    if stamp.exists() and stamp.read_text() == digest:
        return False
    for cached in cache_dir.glob("*.json"):
        cached.unlink()
    cache_dir.mkdir(parents=True, exist_ok=True)
    stamp.write_text(digest)
    return True


def as_lesson(html: str, *, url: str, title: str, notebook: str, lang: str) -> tuple[str, Chapter]:
    """Apply the cell tags, fold the Python, and put the chapter's figures under its title
    and the notebook's link at its end; returns the page and what the Learn table says of it."""
    from bs4 import BeautifulSoup, Tag

    soup = BeautifulSoup(html, "html.parser")
    mark_parts(soup)  # before cells are removed: a removed cell still marks where a part starts
    for cell in soup.select("div.jp-CodeCell"):
        if cell.decomposed:
            continue  # inside a cell removed just before
        if isinstance(cell.parent, Tag) and "jp-CodeCell" in (cell.parent.get("class") or []):
            continue  # the template nests one code cell div in another: handle the outer one
        classes = set(cell.get("class") or [])
        source = cell.select_one("div.jp-Cell-inputWrapper")
        if "celltag_remove-cell" in classes:
            cell.decompose()
        elif source is None:
            continue
        elif "celltag_remove-input" in classes:
            source.decompose()
        else:  # hide-input, and any untagged code: a reader sees the Python only on request
            fold = soup.new_tag("details", attrs={"class": "scopa-python"})
            summary = soup.new_tag("summary")
            summary.string = say("site.show_python", lang)
            fold.append(summary)
            source.wrap(fold)
    words, drawings, widgets = count(soup)
    chapter = Chapter(title=title, url=url, words=words, drawings=drawings, widgets=widgets,
                      parts=measure_parts(soup, url))
    line = BeautifulSoup(facts(chapter, lang), "html.parser")
    link = BeautifulSoup(
        f'<p class="scopa-notebook-link">{say("site.chapter.notebook", lang, name=notebook)}</p>',
        "html.parser",
    )
    heading = soup.find("h1")
    if heading is not None:
        heading.insert_after(line)
    else:
        soup.insert(0, line)
    soup.append(link)
    return (f'<div class="scopa-chapter" data-chapter="{url}" '
            f'data-stages="{escape(" ".join(chapter.stage_ids))}">'
            f'{soup}</div>', chapter)


def without_remote_scripts(html: str, src_uri: str) -> str:
    """The page without the scripts nbconvert adds that would load from outside the site; a
    Jupyter widget that needs a kernel is reported (it would need a remote widget manager)."""
    html = REMOTE_LOADERS.sub("", html)
    html, found = WIDGET_MANAGER.subn("", html)
    if found:
        log.warning(
            "%s shows a Jupyter widget that needs a kernel (it would load a widget manager "
            "from outside the site): show widgets with scopa_learn.widgets.make_widget instead.",
            src_uri,
        )
    return html
