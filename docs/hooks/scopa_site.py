"""mkdocs hook: notebooks as pages, and everything the live widgets need inside the site.

* ``notebooks/*.ipynb`` become pages under ``learn/`` (before mkdocs-jupyter sees the files,
  hence ``@event_priority(100)``) and are appended to the "Learn" section of the nav.
* Each public module of ``scopa_learn`` gets a reference page (mkdocstrings), appended to the
  "Reference" section, so a new module is documented without touching the nav.
* ``<!-- scopa-widget kind {json} | title -->`` lines of Markdown pages become widget
  placeholders, written by the one placeholder writer (``scopa_learn.widgets.base``).
* The notebooks are executed with ``SCOPA_LEARN_STATIC_EXPORT=1``, so a widget's output is
  the placeholder ``<div class="scopa-widget">`` that the site's loader makes live, and no
  ipywidgets state or remote widget manager ends up in the page.
* mkdocs-jupyter's cache does not notice engine changes: it is emptied when the engine's
  sources change.
* A chapter reads as a lesson, not as code: cells tagged as Jupyter Book does are honoured
  after execution (``remove-cell``: gone; ``remove-input``: output only; ``hide-input`` and
  untagged code: the Python folded behind a "Show the Python" toggle). Tags are applied to the
  rendered page, not before execution, so a removed setup cell still runs. Each chapter gets a
  link to its notebook, its measured reading time and its number of things to do; the Learn
  index lists them all.
* Old addresses (renamed examples, reordered chapters) get a small page that sends the reader
  on (``REDIRECTS``).
* After the build: the 5 core Pyodide files (from ``node_modules/pyodide``), the engine wheel
  and the widgets' ES modules are copied under ``assets/``, with ``assets/scopa/runtime.json``
  telling the loader their versioned addresses.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import pathlib
import re
import shutil
import tempfile
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from scopa_learn.widgets.base import placeholder_html
from scopa_learn.widgets.jupyter import STATIC_EXPORT_ENV, view_source

log = logging.getLogger("mkdocs.hooks.scopa_site")

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
PACKAGE = ROOT / "scopa_learn"
PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_CORE = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
LEARN_DIR = "learn"
REFERENCE_DIR = "reference"
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


# Old page -> new page, both relative to the site root (pages renamed so that names say what
# happens in them, and chapters reordered so that no quiz needs a later chapter).
REDIRECTS = {
    "examples/seed-000-hand/": "examples/anna-and-bruno-hand/",
    "examples/seed-000-match/": "examples/anna-and-bruno-match/",
    "learn/04-counting-a-hand/": "learn/05-counting-a-hand/",
    "learn/05-primiera/": "learn/04-primiera/",
}
# How long a chapter takes a new reader, counted from what its page shows: words at 200 a
# minute, 20 seconds to study each drawing (an output with cards or a chart), and the minutes
# each widget takes to use (a question set is about five questions). Stated on the Learn index.
WORDS_PER_MINUTE = 200
SECONDS_PER_DRAWING = 20
MINUTES_PER_WIDGET = {
    "deck": 2, "capture_explorer": 3, "score_calculator": 3, "quiz": 5, "replay": 10, "play": 15,
}
CHAPTER_TABLE_MARK = "<!-- scopa: chapter table -->"
_chapters: dict[str, dict[str, Any]] = {}  # src_uri -> title, url, words, widgets, minutes


def _notebooks() -> list[pathlib.Path]:
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def _public_modules() -> list[str]:
    """``scopa_learn`` and its public modules and subpackages (one reference page each)."""
    names = ["scopa_learn"]
    for path in sorted(PACKAGE.iterdir()):
        if path.name.startswith("_"):
            continue
        if path.suffix == ".py" or (path / "__init__.py").exists():
            names.append(f"scopa_learn.{path.stem}")
    return names


def _sources_digest(paths: list[pathlib.Path]) -> str:
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _package_files() -> list[pathlib.Path]:
    return [
        p
        for p in PACKAGE.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    ]


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    # Executed notebooks render widgets as site placeholders (inherited by the kernels).
    os.environ[STATIC_EXPORT_ENV] = "1"
    _empty_stale_notebook_cache(config)
    _add_to_nav(config, "Learn", [f"{LEARN_DIR}/{nb.name}" for nb in _notebooks()])
    _add_to_nav(
        config,
        "Reference",
        [f"{REFERENCE_DIR}/{name}.md" for name in _public_modules()],
    )
    return config


def _empty_stale_notebook_cache(config: MkDocsConfig) -> None:
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is None:
        return
    cache_dir = pathlib.Path(plugin.config["cache_dir"])
    stamp = cache_dir / "engine.sha256"
    digest = _sources_digest(_package_files())
    if stamp.exists() and stamp.read_text() == digest:
        return
    for cached in cache_dir.glob("*.json"):
        cached.unlink()
    cache_dir.mkdir(parents=True, exist_ok=True)
    stamp.write_text(digest)


def _add_to_nav(config: MkDocsConfig, title: str, uris: list[str]) -> None:
    """Append ``uris`` not yet listed to the nav section ``title``."""
    for section in config.nav or []:
        if isinstance(section, dict) and isinstance(section.get(title), list):
            entries: list[Any] = section[title]
            listed = json.dumps(entries)
            entries.extend(uri for uri in uris if f'"{uri}"' not in listed)
            return


@event_priority(100)  # before mkdocs-jupyter turns .ipynb files into pages
def on_files(files: Files, config: MkDocsConfig) -> Files:
    for notebook in _notebooks():
        files.append(
            File.generated(config, f"{LEARN_DIR}/{notebook.name}", abs_src_path=str(notebook))
        )
    for name in _public_modules():  # the API reference, generated from the docstrings
        options = "members: false" if name == "scopa_learn" else "show_submodules: true"
        page = f"# `{name}`\n\n::: {name}\n    options:\n      {options}\n"
        files.append(File.generated(config, f"{REFERENCE_DIR}/{name}.md", content=page))
    return files


def on_nav(nav: Any, config: MkDocsConfig, files: Files) -> Any:
    # mkdocs-jupyter wraps each notebook in a NotebookFile that recomputes abs_src_path from
    # src_dir, which a generated file lacks: point it back at the notebook before pages are read.
    for file in files:
        wrapped = getattr(file, "file", None)
        if isinstance(wrapped, File) and file.src_uri.startswith(f"{LEARN_DIR}/"):
            file.__dict__["abs_src_path"] = wrapped.abs_src_path
    return nav


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """A Markdown page shows a widget with one line, written out by the one placeholder writer:
    ``<!-- scopa-widget quiz {"quiz": "capture"} | the captures quiz -->`` (title optional)."""
    return WIDGET_LINE.sub(_widget_placeholder, markdown)


WIDGET_LINE = re.compile(
    r"^<!-- scopa-widget (?P<kind>[\w-]+) (?P<config>\{.*?\})(?: \| (?P<title>.*?))? -->$",
    re.MULTILINE,
)


def _widget_placeholder(match: re.Match[str]) -> str:
    try:
        config = json.loads(match["config"])
    except ValueError as exc:
        raise PluginError(f"A scopa-widget line has settings that are not JSON: {exc}") from None
    return placeholder_html(match["kind"], config, match["title"])


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if not page.file.src_uri.endswith(".ipynb"):
        return html
    html = _as_lesson(html, page)
    html = REMOTE_LOADERS.sub("", html)
    html, found = WIDGET_MANAGER.subn("", html)
    if found:
        log.warning(
            "%s shows a Jupyter widget that needs a kernel (it would load a widget manager "
            "from outside the site): show widgets with scopa_learn.widgets.make_widget instead.",
            page.file.src_uri,
        )
    return html


def _as_lesson(html: str, page: Page) -> str:
    """Apply the cell tags, fold the Python, and put the chapter's figures under its title."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, "html.parser")
    for cell in soup.select("div.jp-CodeCell"):
        if cell.decomposed:
            continue  # inside a cell removed just before
        if cell.parent is not None and "jp-CodeCell" in (cell.parent.get("class") or []):
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
            summary.string = "Show the Python"
            fold.append(summary)
            source.wrap(fold)
    name = pathlib.Path(page.file.abs_src_path or page.file.src_uri).name
    words, drawings, widgets = _reading(soup)
    minutes = _minutes(words, drawings, widgets)
    _chapters[page.file.src_uri] = {
        "title": page.title, "url": page.url, "words": words, "drawings": drawings, "widgets": widgets,
        "minutes": minutes,
    }
    things = len(widgets)
    facts = BeautifulSoup(
        f'<p class="scopa-chapter-facts">About <b>{minutes} minutes</b>: '
        f"{round(words / WORDS_PER_MINUTE + drawings * SECONDS_PER_DRAWING / 60)} minutes of "
        f'reading and {things} thing{"" if things == 1 else "s"} to try. '
        f'<span class="scopa-chapter-done" hidden>Done: you passed its questions.</span></p>',
        "html.parser",
    )
    link = BeautifulSoup(
        f'<p class="scopa-notebook-link">This chapter is also a Jupyter notebook: '
        f'<a href="{name}" download>download {name}</a> to run and change every step in '
        f"Jupyter. On this page the Python sits behind each <i>Show the Python</i>.</p>",
        "html.parser",
    )
    title = soup.find("h1")
    if title is not None:
        title.insert_after(facts)
    else:
        soup.insert(0, facts)
    soup.append(link)
    return f'<div class="scopa-chapter" data-chapter="{page.url}">{soup}</div>'


def _reading(soup: Any) -> tuple[int, int, list[str]]:
    """Words a reader reads (the Python and the widgets left out), drawings, widgets' kinds."""
    from bs4 import BeautifulSoup

    copy = BeautifulSoup(str(soup), "html.parser")
    widgets = [w.get("data-kind", "") for w in copy.select("div.scopa-widget")]
    for hidden in copy.select("details.scopa-python, div.scopa-widget, style, script"):
        hidden.decompose()
    drawings = sum(1 for out in copy.select("div.jp-OutputArea-output") if out.find(["svg", "img"]))
    for hidden in copy.select("svg"):
        hidden.decompose()
    words = len(re.findall(r"[A-Za-z0-9][\w'-]*", copy.get_text(" ")))
    return words, drawings, widgets


def _minutes(words: int, drawings: int, widgets: list[str]) -> int:
    seconds = 60 * words / WORDS_PER_MINUTE + SECONDS_PER_DRAWING * drawings
    return max(1, round(seconds / 60 + sum(MINUTES_PER_WIDGET.get(k, 3) for k in widgets)))


def on_post_build(config: MkDocsConfig) -> None:
    site = pathlib.Path(config.site_dir)
    _write_redirects(site, config)
    _fill_chapter_table(site)
    assets = pathlib.Path(config.site_dir) / "assets"
    runtime = {  # addresses relative to assets/
        "pyodide": _copy_pyodide(assets),
        "wheel": _build_wheel(assets),
        "views": _copy_views(assets),
    }
    (assets / "scopa" / "runtime.json").write_text(json.dumps(runtime, indent=1) + "\n")


def _copy_pyodide(assets: pathlib.Path) -> str:
    """The 5 core files, under a versioned folder so that a browser cache never mixes versions."""
    try:
        version = json.loads((PYODIDE / "package.json").read_text())["version"]
    except FileNotFoundError:
        raise PluginError(
            "node_modules/pyodide is missing: run `npm ci` (make serve and make site do it)."
        ) from None
    target = assets / "pyodide" / version
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_CORE:
        source, copy = PYODIDE / name, target / name
        if not copy.exists() or copy.stat().st_size != source.stat().st_size:
            shutil.copyfile(source, copy)
    return f"pyodide/{version}/"


def _build_wheel(assets: pathlib.Path) -> str:
    """The engine as a wheel, for Pyodide's ``unpackArchive``; its digest busts browser caches."""
    from hatchling.builders.wheel import WheelBuilder

    target = assets / "wheels"
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        (built,) = WheelBuilder(str(ROOT)).build(directory=tmp, versions=["standard"])
        wheel = target / pathlib.Path(built).name
        shutil.copyfile(built, wheel)
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()[:16]
    return f"wheels/{wheel.name}?v={digest}"


def _copy_views(assets: pathlib.Path) -> dict[str, str]:
    """Each widget's ES module: the shared toolkit then the view, the very text Jupyter runs."""
    target = assets / "scopa" / "widgets"
    target.mkdir(parents=True, exist_ok=True)
    views = sorted((PACKAGE / "widgets" / "static").glob("*.js"))
    for view in views:
        if not view.name.startswith("_"):  # _dom.js is inside every view already
            (target / view.name).write_text(view_source(view.stem), encoding="utf-8")
    return {"path": "scopa/widgets/", "v": _sources_digest(views)[:16]}


def _write_redirects(site: pathlib.Path, config: MkDocsConfig) -> None:
    """A page at each old address that sends the reader (and a search engine) to the new one."""
    for old, new in REDIRECTS.items():
        if not (site / new / "index.html").exists():
            raise PluginError(f"The redirect from {old} goes to {new}, which the site does not have.")
        depth = old.strip("/").count("/") + 1
        target = "../" * depth + new
        page = site / old / "index.html"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<title>Moved</title><link rel="icon" href="data:,">'  # no request for /favicon.ico
            f'<meta http-equiv="refresh" content="0; url={target}">'
            f'<link rel="canonical" href="{target}"></head>\n'
            f'<body><p>This page has moved: <a href="{target}">{new}</a>.</p></body></html>\n'
        )


def _fill_chapter_table(site: pathlib.Path) -> None:
    """The Learn index's table of chapters, with each one's measured time and things to do."""
    index = site / LEARN_DIR / "index.html"
    if not index.exists() or not _chapters:
        return
    rows = []
    total_minutes = total_things = 0
    for number, (_, chapter) in enumerate(sorted(_chapters.items()), start=1):
        here = chapter["url"][len(LEARN_DIR) + 1 :]
        things = len(chapter["widgets"])
        total_minutes += chapter["minutes"]
        total_things += things
        rows.append(
            f'<tr data-chapter="{chapter["url"]}"><td>{number}</td>'
            f'<td><a href="{here}">{chapter["title"]}</a></td>'
            f'<td>{chapter["minutes"]} min</td><td>{chapter["words"]:,} words, '
            f'{chapter["drawings"]} drawings</td><td>{things}</td>'
            f'<td class="scopa-progress-cell">not yet</td></tr>'
        )
    table = (
        '<table data-scopa-chapters><thead><tr><th>#</th><th>chapter</th><th>about</th>'
        "<th>to read</th><th>things to try</th><th>your progress</th></tr></thead><tbody>"
        + "".join(rows)
        + f"</tbody><tfoot><tr><td></td><td>all chapters</td><td>{total_minutes} min "
        f"({total_minutes / 60:.1f} h)</td><td></td><td>{total_things}</td><td></td></tr></tfoot></table>"
    )
    html = index.read_text()
    if CHAPTER_TABLE_MARK not in html:
        raise PluginError(f"docs/learn/index.md lost its marker {CHAPTER_TABLE_MARK}.")
    index.write_text(html.replace(CHAPTER_TABLE_MARK, table))
