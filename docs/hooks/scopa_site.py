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
* Two editions, English at the site's root and Italian under ``it/`` with the same page paths:
  ``mkdocs.it.yml`` (``docs/it/``, ``notebooks/it/``) is built into ``<site>/it/`` right after
  the English build, by this very hook, so every command that builds one builds both
  (``SCOPA_LANGUAGES=en`` builds the English only). Each build speaks its language
  (``set_language``: markdown-exec blocks and widget placeholders); the Italian nav leaves out
  the pages not translated yet; the language switch of every page leads to its twin.
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
import posixpath
import re
import shutil
import tempfile
from html import escape, unescape
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import Abort, PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from scopa_learn.widgets.base import placeholder_html
from scopa_learn.widgets.jupyter import STATIC_EXPORT_ENV, view_source
from scopa_learn.words import messages

log = logging.getLogger("mkdocs.hooks.scopa_site")

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
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
EXAMPLES_DIR = "examples"
# The editions: each one's folder in the built site, and the other edition's root as seen from
# this one's. English is the main build (mkdocs.yml); the others are built after it.
EDITIONS = {"en": "", "it": "it/"}
OTHER_ROOT = {"en": "it/", "it": "../"}
EDITION_CONFIG = {"it": ROOT / "mkdocs.it.yml"}
LANGUAGE_NAMES = {"en": "English", "it": "Italiano"}
# Pages only the English edition has, on purpose: the API reference generated from the
# docstrings (the Italian Reference page says so and links to it).
ENGLISH_ONLY = (f"{REFERENCE_DIR}/scopa_learn",)
LANGUAGES_ENV = "SCOPA_LANGUAGES"  # "en" builds the English edition only (a quicker loop)
# The words this hook writes into pages, in each edition's language.
TEXT: dict[str, dict[str, str]] = {
    "en": {
        "show_python": "Show the Python",
        "facts": "About <b>{minutes} minutes</b>: {reading} minutes of reading and {things} to try.",
        "thing": "1 thing", "things": "{n} things",
        "done": "Done: you passed its questions.",
        "notebook": "This chapter is also a Jupyter notebook: <a href=\"{name}\" download>download "
        "the notebook</a> to run and change every step in Jupyter. On this page the Python sits "
        "behind each <i>Show the Python</i>.",
        "moved_title": "Moved", "moved": "This page has moved:",
        "th": "#|chapter|about|to read|things to try|your progress",
        "minutes": "{n} min", "hours": "{h:.1f} h", "all": "all chapters", "not_yet": "not yet",
        "read": "{words} words, {drawings} drawings",
        "switch": "This page in English",
        "continue": "Continue where you left off: {title}",
        "progress": '{"done": "done ✓", "started": "started", "not_yet": "not yet"}',
        "switch_home": "The guide in English: this page is in Italian only",
    },
    "it": {
        "show_python": "Mostra il Python",
        "facts": "Circa <b>{minutes} minuti</b>: {reading} minuti di lettura e {things} da provare.",
        "thing": "1 cosa", "things": "{n} cose",
        "done": "Fatto: hai superato le sue domande.",
        "notebook": "Questo capitolo è anche un quaderno Jupyter: <a href=\"{name}\" download>scarica "
        "il quaderno</a> per eseguire e cambiare ogni passo in Jupyter. In questa pagina il Python "
        "sta dietro ogni <i>Mostra il Python</i>.",
        "moved_title": "Pagina spostata", "moved": "Questa pagina si è spostata:",
        "th": "#|capitolo|tempo|da leggere|da provare|i tuoi progressi",
        "minutes": "{n} min", "hours": "{h:.1f} h", "all": "tutti i capitoli", "not_yet": "non ancora",
        "read": "{words} parole, {drawings} disegni",
        "switch": "Questa pagina in italiano",
        "continue": "Continua da dove eri rimasto: {title}",
        "progress": '{"done": "fatto ✓", "started": "cominciato", "not_yet": "non ancora"}',
        "switch_home": "La guida in italiano: questa pagina è solo in inglese",
        "in_english": "(in inglese)",
        "no_chapters": 'I capitoli in italiano sono in preparazione. Intanto il corso si può seguire '
        '<a href="../../learn/" hreflang="en">in inglese</a>: le carte e le domande sono le stesse.',
    },
}
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
_command = "build"  # or "serve": mkdocs' command, told by on_startup
_serve_digests: dict[str, str] = {}  # edition -> digest of its sources at its last serve build
_pages: dict[str, set[str]] = {}  # edition -> its pages (page_sources), read once per build


def languages() -> list[str]:
    """The editions to build: all of them unless ``SCOPA_LANGUAGES`` names fewer."""
    wanted = os.environ.get(LANGUAGES_ENV, "").replace(",", " ").split()
    return [lang for lang in EDITIONS if not wanted or lang in wanted or lang == "en"]


def build_language(config: MkDocsConfig) -> str:
    language: str = config.theme["language"]
    return language if language in EDITIONS else "en"


def docs_of(lang: str) -> pathlib.Path:
    return DOCS if lang == "en" else DOCS / lang


def notebooks_of(lang: str) -> pathlib.Path:
    return NOTEBOOKS if lang == "en" else NOTEBOOKS / lang


def _notebooks(lang: str = "en") -> list[pathlib.Path]:
    return sorted(notebooks_of(lang).glob("*.ipynb"))


def page_sources(lang: str) -> set[str]:
    """The ``src_uri`` of every page the ``lang`` edition has: its Markdown files, its
    notebooks (under ``learn/``), the generated example pages and, in English, the API
    reference. The language switch and tests/test_translations.py pair pages by these."""
    from scopa_learn.examples import list_examples

    docs = docs_of(lang)
    found = set()
    for path in docs.rglob("*.md"):
        uri = path.relative_to(docs).as_posix()
        if lang == "en" and uri.startswith(("hooks/", *(d for d in EDITIONS.values() if d))):
            continue
        found.add(uri)
    found.update(f"{LEARN_DIR}/{nb.name}" for nb in _notebooks(lang))
    found.add(f"{EXAMPLES_DIR}/index.md")
    found.update(f"{EXAMPLES_DIR}/{info.name}.md" for info in list_examples())
    if lang == "en":
        found.update(f"{REFERENCE_DIR}/{name}.md" for name in _public_modules())
    return found


def page_url(src_uri: str) -> str:
    """The address of a page inside its edition (``rules/hand.md`` -> ``rules/hand/``)."""
    stem = src_uri.rsplit(".", 1)[0]
    if stem == "index":
        return ""
    return stem.removesuffix("/index") + "/"


def language_switch(src_uri: str, url: str, lang: str, others: set[str]) -> dict[str, str]:
    """The header's link to this page in the other edition (its home when the page has no
    twin there yet), relative to the page at ``url``; ``others``: the other edition's pages.

    >>> language_switch("rules/hand.md", "rules/hand/", "en", {"rules/hand.md"})["href"]
    '../../it/rules/hand/'
    >>> language_switch("learn/01-the-deck.ipynb", "learn/01-the-deck/", "it", set())["href"]
    '../../../'
    """
    other = "it" if lang == "en" else "en"
    has_twin = src_uri in others
    up = "../" * url.count("/")
    return {
        "href": up + OTHER_ROOT[lang] + (page_url(src_uri) if has_twin else ""),
        "lang": other,
        "name": LANGUAGE_NAMES[other],
        "title": TEXT[other]["switch"] if has_twin else TEXT[other]["switch_home"],
        "twin": "true" if has_twin else "false",
    }


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


def on_startup(command: str, dirty: bool) -> None:
    global _command
    _command = command


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    lang = build_language(config)
    _chapters.clear()  # mkdocs loads this module once: both editions' builds share its globals
    _pages.clear()
    _pages.update({edition: page_sources(edition) for edition in EDITIONS})
    # markdown-exec blocks and widget placeholders speak the edition's language.
    set_language = getattr(messages, "set_language", None)
    if set_language is not None:
        set_language(lang)
    # Executed notebooks render widgets as site placeholders (inherited by the kernels).
    os.environ[STATIC_EXPORT_ENV] = "1"
    _empty_stale_notebook_cache(config)
    _add_to_nav(config, f"{LEARN_DIR}/index.md", [f"{LEARN_DIR}/{nb.name}" for nb in _notebooks(lang)])
    if lang == "en":
        _add_to_nav(
            config,
            f"{REFERENCE_DIR}/index.md",
            [f"{REFERENCE_DIR}/{name}.md" for name in _public_modules()],
        )
    else:  # a page not translated yet is not listed (tests/test_translations.py names it)
        left_out: list[str] = []
        config.nav = _prune_nav(config.nav or [], _pages[lang], left_out)
        if left_out:
            log.info("Not in the %s edition yet: %s", lang, ", ".join(left_out))
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


def _add_to_nav(config: MkDocsConfig, index: str, uris: list[str]) -> None:
    """Append ``uris`` not yet listed to the nav section whose first page is ``index`` (found
    by its page, not its title: the editions' titles differ)."""
    for section in config.nav or []:
        if not isinstance(section, dict):
            continue
        for entries in section.values():
            if isinstance(entries, list) and entries and entries[0] == index:
                listed = json.dumps(entries)
                entries.extend(uri for uri in uris if f'"{uri}"' not in listed)
                return


def _prune_nav(nav: list[Any], have: set[str], left_out: list[str]) -> list[Any]:
    """The nav without the pages missing from ``have`` (and sections left empty)."""
    kept: list[Any] = []
    for entry in nav:
        if isinstance(entry, str):
            target: Any = entry
        elif isinstance(entry, dict) and len(entry) == 1:
            target = next(iter(entry.values()))
        else:
            kept.append(entry)
            continue
        if isinstance(target, list):
            inner = _prune_nav(target, have, left_out)
            if inner:
                kept.append(inner if isinstance(entry, str) else {next(iter(entry)): inner})
        elif "://" in target or target in have:
            kept.append(entry)
        else:
            left_out.append(target)
    return kept


@event_priority(100)  # before mkdocs-jupyter turns .ipynb files into pages
def on_files(files: Files, config: MkDocsConfig) -> Files:
    lang = build_language(config)
    for notebook in _notebooks(lang):
        files.append(
            File.generated(config, f"{LEARN_DIR}/{notebook.name}", abs_src_path=str(notebook))
        )
    if lang != "en":  # the API reference is in English only (its Italian page says so)
        return files
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
    ``<!-- scopa-widget quiz {"quiz": "capture"} | the captures quiz -->`` (title optional).

    In a translated edition, a link to a page not translated yet goes to the English page
    (marked ``scopa-en:`` here, so that mkdocs does not report it missing; made an address by
    ``on_page_content``, which says that the page is in English)."""
    lang = build_language(config)
    if lang != "en":
        here = posixpath.dirname(page.file.src_uri)

        def to_english(match: re.Match[str]) -> str:
            uri = posixpath.normpath(posixpath.join(here, match["path"]))
            if uri in _pages[lang] or uri not in _pages["en"]:
                return match[0]
            return f"](scopa-en:{uri}{match['anchor'] or ''})"

        markdown = PAGE_LINK.sub(to_english, markdown)
    return WIDGET_LINE.sub(_widget_placeholder, markdown)


PAGE_LINK = re.compile(r"\]\((?P<path>(?![a-z][\w+.-]*:|/|#)[^)\s#]+\.(?:md|ipynb))(?P<anchor>#[^)\s]*)?\)")
ENGLISH_LINK = re.compile(r'<a href="scopa-en:(?P<uri>[^"#]*)(?P<anchor>#[^"]*)?"(?P<rest>[^>]*)>(?P<text>.*?)</a>', re.S)


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


def on_page_context(context: Any, page: Page, config: MkDocsConfig, nav: Any) -> Any:
    """The language switch (overrides/partials/alternate.html) of this page."""
    lang = build_language(config)
    other = "it" if lang == "en" else "en"
    context["scopa_switch"] = language_switch(page.file.src_uri, page.url, lang, _pages[other])
    return context


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = build_language(config)
    if lang != "en":
        up = "../" * page.url.count("/") + OTHER_ROOT[lang]
        html = ENGLISH_LINK.sub(
            lambda m: f'<a href="{up}{page_url(m["uri"])}{m["anchor"] or ""}" hreflang="en"'
            f'{m["rest"]}>{m["text"]}</a> <span class="scopa-in-english">{TEXT[lang]["in_english"]}</span>',
            html,
        )
    if "data-scopa-continue" in html:  # progress.js: its words, and the chapters it may lead to
        chapters = json.dumps([page_url(u) for u in sorted(_pages[lang]) if u.endswith(".ipynb")])
        html = html.replace(
            "data-scopa-continue",
            f'data-scopa-continue data-text="{escape(TEXT[lang]["continue"])}" '
            f'data-chapters="{escape(chapters)}"',
        )
    if not page.file.src_uri.endswith(".ipynb"):
        return html
    html = _as_lesson(html, page, TEXT[lang])
    html = REMOTE_LOADERS.sub("", html)
    html, found = WIDGET_MANAGER.subn("", html)
    if found:
        log.warning(
            "%s shows a Jupyter widget that needs a kernel (it would load a widget manager "
            "from outside the site): show widgets with scopa_learn.widgets.make_widget instead.",
            page.file.src_uri,
        )
    return html


# mkdocs-material names a section's <nav> by the toggle <label> beside the section's title; with
# navigation.indexes that title is the index page's link, and the toggle holds only an icon. Every
# page of a tab with a subsection (Rules and Variants) then has two navigation landmarks with no
# name, which axe reports (landmark-unique); a section of one page (the Italian Reference) has no
# toggle, and its <nav> points at nothing. The toggle gets the section's title as hidden text, so
# both the nav and the toggle say it; a nav with no toggle gets it as its aria-label. (The two
# "Table of contents" navs of a page are material's sidebar and its phone menu's copy: one is
# hidden at any width, so they are left alone.)
SECTION_TITLE = re.compile(
    r'<label class="md-nav__title" for="(?P<id>[^"]+)">\s*<span class="md-nav__icon md-icon"></span>'
    r"\s*(?P<title>[^<]*?)\s*</label>"
)
NAMELESS_TOGGLE = re.compile(
    r'(?P<open><label class="md-nav__link[^"]*" for="(?P<id>[^"]+)" id="(?P=id)_label"[^>]*>)'
    r'\s*(?P<icon><span class="md-nav__icon md-icon"></span>)\s*</label>'
)


SECTION_NAV = re.compile(r'<nav class="md-nav" data-md-level="\d+" aria-labelledby="(?P<id>[^"]+)_label"(?! aria-label=)')


def name_section_toggles(output: str) -> str:
    """Give each icon-only section toggle of the navigation its section's title, hidden; a
    section of one page has no toggle at all, so its <nav> is named by an aria-label."""
    titles = {m["id"]: m["title"] for m in SECTION_TITLE.finditer(output)}
    output = NAMELESS_TOGGLE.sub(
        lambda m: m[0] if not titles.get(m["id"]) else
        f'{m["open"]}<span class="scopa-visually-hidden">{titles[m["id"]]}</span>{m["icon"]}</label>',
        output,
    )
    return SECTION_NAV.sub(
        lambda m: m[0] if f'id="{m["id"]}_label"' in output or not titles.get(m["id"]) else
        f'{m[0]} aria-label="{escape(unescape(titles[m["id"]]))}"',
        output,
    )


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return name_section_toggles(output)


def _as_lesson(html: str, page: Page, text: dict[str, str]) -> str:
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
            summary.string = text["show_python"]
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
    reading = round(words / WORDS_PER_MINUTE + drawings * SECONDS_PER_DRAWING / 60)
    count = text["thing"] if things == 1 else text["things"].format(n=things)
    facts = BeautifulSoup(
        '<p class="scopa-chapter-facts">'
        + text["facts"].format(minutes=minutes, reading=reading, things=count)
        + f' <span class="scopa-chapter-done" hidden>{text["done"]}</span></p>',
        "html.parser",
    )
    link = BeautifulSoup(
        f'<p class="scopa-notebook-link">{text["notebook"].format(name=name)}</p>', "html.parser"
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
    words = len(re.findall(r"[^\W_][\w'-]*", copy.get_text(" ")))  # è, però: Italian words too
    return words, drawings, widgets


def _minutes(words: int, drawings: int, widgets: list[str]) -> int:
    seconds = 60 * words / WORDS_PER_MINUTE + SECONDS_PER_DRAWING * drawings
    return max(1, round(seconds / 60 + sum(MINUTES_PER_WIDGET.get(k, 3) for k in widgets)))


def on_post_build(config: MkDocsConfig) -> None:
    site = pathlib.Path(config.site_dir)
    lang = build_language(config)
    _write_redirects(site, lang)
    _fill_chapter_table(site, TEXT[lang])
    if lang != "en":
        return  # the other editions use the English build's engine and widgets (../assets/)
    assets = pathlib.Path(config.site_dir) / "assets"
    runtime = {  # addresses relative to assets/
        "pyodide": _copy_pyodide(assets),
        "wheel": _build_wheel(assets),
        "views": _copy_views(assets),
    }
    (assets / "scopa" / "runtime.json").write_text(json.dumps(runtime, indent=1) + "\n")
    for other in languages():
        if other != "en":
            _build_edition(other, config)


def _edition_digest(lang: str) -> str:
    """Everything an edition's build reads, but the English pages."""
    folders = [docs_of(lang), notebooks_of(lang), PACKAGE, ROOT / "overrides", DOCS / "assets",
               DOCS / "hooks"]
    files = [p for folder in folders for p in folder.rglob("*") if p.is_file()
             and "__pycache__" not in p.parts]
    return _sources_digest([*files, ROOT / "mkdocs.yml", EDITION_CONFIG[lang]])


def _build_edition(lang: str, english: MkDocsConfig) -> None:
    """Build the ``lang`` edition into ``<site>/<lang>/``, with the English build's settings
    (strictness, address). Under ``mkdocs serve`` it is built once into .cache/ and copied
    after each English rebuild, and rebuilt only when its own sources changed."""
    global _command
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    target = pathlib.Path(english.site_dir) / EDITIONS[lang]
    serving = _command == "serve"
    build_dir = ROOT / ".cache" / f"site-{lang}" if serving else target
    digest = _edition_digest(lang) if serving else ""
    if serving and _serve_digests.get(lang) == digest and build_dir.is_dir():
        log.info("The %s edition has not changed: copied from %s", lang, build_dir)
    else:
        site_url = english.site_url or ""
        config = load_config(
            str(EDITION_CONFIG[lang]),
            site_dir=str(build_dir),
            site_url=(site_url if site_url.endswith("/") else site_url + "/") + EDITIONS[lang]
            if site_url else None,
            strict=english.strict,
        )
        config.plugins.on_startup(command="build", dirty=False)
        _command = "serve" if serving else _command  # on_startup just said "build"
        try:
            build(config)
        except Abort as abort:  # name the edition: its warnings are printed above
            raise Abort(f"The {lang} edition: {abort}") from None
        finally:
            config.plugins.on_shutdown()
            set_language = getattr(messages, "set_language", None)
            if set_language is not None:
                set_language("en")
        if serving:
            _serve_digests[lang] = digest
    if serving:
        shutil.copytree(build_dir, target, dirs_exist_ok=True)


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


def _write_redirects(site: pathlib.Path, lang: str) -> None:
    """A page at each old address that sends the reader (and a search engine) to the new one
    (in an edition still being translated, only where the new page exists)."""
    text = TEXT[lang]
    for old, new in REDIRECTS.items():
        if not (site / new / "index.html").exists():
            if lang != "en":
                continue
            raise PluginError(f"The redirect from {old} goes to {new}, which the site does not have.")
        depth = old.strip("/").count("/") + 1
        target = "../" * depth + new
        page = site / old / "index.html"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(
            f"<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
            f'<title>{text["moved_title"]}</title><link rel="icon" href="data:,">'  # no /favicon.ico
            f'<meta http-equiv="refresh" content="0; url={target}">'
            f'<link rel="canonical" href="{target}"></head>\n'
            f'<body><p>{text["moved"]} <a href="{target}">{new}</a>.</p></body></html>\n'
        )


def _fill_chapter_table(site: pathlib.Path, text: dict[str, str]) -> None:
    """The Learn index's table of chapters, with each one's measured time and things to do."""
    index = site / LEARN_DIR / "index.html"
    if not index.exists():
        return
    if not _chapters:  # an edition whose chapters are not translated yet: send to the English
        if text.get("no_chapters"):
            html = index.read_text()
            index.write_text(html.replace(CHAPTER_TABLE_MARK, f'<p>{text["no_chapters"]}</p>'))
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
            f'<td>{text["minutes"].format(n=chapter["minutes"])}</td>'
            f'<td>{text["read"].format(words=_number(chapter["words"], text), drawings=chapter["drawings"])}</td>'
            f'<td>{things}</td><td class="scopa-progress-cell">{text["not_yet"]}</td></tr>'
        )
    heads = "".join(f"<th>{head}</th>" for head in text["th"].split("|"))
    total = f'{text["minutes"].format(n=total_minutes)} ({text["hours"].format(h=total_minutes / 60)})'
    if text is TEXT["it"]:
        total = total.replace(".", ",")
    table = (
        f'<table data-scopa-chapters data-words="{escape(text["progress"])}"><thead><tr>{heads}</tr></thead><tbody>'
        + "".join(rows)
        + f'</tbody><tfoot><tr><td></td><td>{text["all"]}</td><td>{total}</td><td></td>'
        f"<td>{total_things}</td><td></td></tr></tfoot></table>"
    )
    html = index.read_text()
    if CHAPTER_TABLE_MARK not in html:
        raise PluginError(f"The Learn page (learn/index.md) lost its marker {CHAPTER_TABLE_MARK}.")
    index.write_text(html.replace(CHAPTER_TABLE_MARK, table))


def _number(n: int, text: dict[str, str]) -> str:
    """1,234 in English, 1.234 in Italian."""
    return f"{n:,}".replace(",", "." if text is TEXT["it"] else ",")
