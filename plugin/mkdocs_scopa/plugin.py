"""The ``scopa`` mkdocs plugin: each event handed to the module that does that job.

mkdocs keeps one instance of a plugin that has ``on_startup`` for a whole ``mkdocs serve``
session, and the Italian edition's build (started from the English one's ``on_post_build``)
gets that same instance: so what one build learns lives in an :class:`Edition` record per
language, made afresh by each build's ``on_config``, never in module globals.
"""

from __future__ import annotations

import logging
import os
import pathlib
from dataclasses import dataclass, field
from html import escape
from typing import Any, Literal

from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

from scopa_learn.table import pace
from scopa_learn.widgets.jupyter import STATIC_EXPORT_ENV
from scopa_learn.words.messages import set_language

from . import (
    course_table,
    download,
    editions,
    examples,
    lessons,
    navigation,
    notebook_styles,
    offline,
    placeholders,
    reading,
    redirects,
    reference,
    runtime,
    search_later,
    shared_drawings,
    stages,
)
from .project import Project

log = logging.getLogger("mkdocs.plugins.scopa")


@dataclass
class Edition:
    """One edition's build: its language, the pages of every edition (read once per build),
    and its chapters as their pages are rendered (``src_uri`` -> what the Learn table says)."""

    lang: str
    project: Project
    pages: dict[str, set[str]]
    name: str = ""
    description: str = ""
    chapters: dict[str, reading.Chapter] = field(default_factory=dict)


class Options(Config):  # type: ignore[no-untyped-call]  # mkdocs: untyped hook
    """The plugin has no options: it finds everything from the config file's folder."""


class ScopaPlugin(BasePlugin[Options]):  # type: ignore[no-untyped-call]  # mkdocs: untyped hook
    def __init__(self) -> None:
        self.command: str = "build"
        self.editions: dict[str, Edition] = {}
        self.serve_digests: dict[str, str | None] = {}  # edition -> its sources at its last serve build
        # JupyterLab's stylesheet, shared by the chapters of every edition (notebook_styles.py):
        # file -> its text, written into the site's root by the English build once all are built
        self.notebook_styles: dict[str, str] = {}

    def on_startup(self, *, command: Literal["build", "gh-deploy", "serve"], dirty: bool) -> None:
        self.command = command

    def edition(self, config: MkDocsConfig) -> Edition:
        return self.editions[editions.build_language(config)]

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        lang = editions.build_language(config)
        project = Project.of(config)
        edition = Edition(lang, project, {e: editions.page_sources(project, e) for e in editions.EDITIONS},
                          name=config.site_name, description=config.site_description or "")
        self.editions[lang] = edition
        set_language(lang)  # markdown-exec blocks and widget placeholders speak the edition's language
        os.environ[STATIC_EXPORT_ENV] = "1"  # executed notebooks show site placeholders (kernels inherit it)
        jupyter = config.plugins.get("mkdocs-jupyter")
        if jupyter is not None:
            lessons.empty_stale_cache(project, pathlib.Path(jupyter.config["cache_dir"]))
        nav = config.nav or []
        navigation.add_to_nav(nav, f"{lessons.LEARN}/index.md",
                              [f"{lessons.LEARN}/{nb.name}" for nb in project.notebooks(lang)])
        if lang == "en":
            navigation.add_to_nav(nav, f"{reference.FOLDER}/index.md",
                                  [reference.page_uri(m) for m in reference.public_modules(project)])
        else:  # a page not translated yet is not listed (tests/test_translations.py names it)
            left_out: list[str] = []
            nav = navigation.prune_nav(nav, edition.pages[lang], left_out)
            if left_out:
                log.info("Not in the %s edition yet: %s", lang, ", ".join(left_out))
        config.nav = nav
        return config

    @event_priority(100)  # before mkdocs-jupyter turns .ipynb files into pages
    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        edition = self.edition(config)
        lessons.add_notebooks(files, config, edition.project.notebooks(edition.lang))
        examples.add_pages(files, config, edition.lang)
        if edition.lang == "en":  # the API reference is in English only (its Italian page says so)
            from mkdocs.structure.files import File

            for module in reference.public_modules(edition.project):
                files.append(File.generated(config, reference.page_uri(module), content=reference.page(module)))
        return files

    def on_nav(self, nav: Navigation, *, config: MkDocsConfig, files: Files) -> Navigation:
        lessons.point_at_notebooks(files)
        return nav

    def on_page_markdown(self, markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        edition = self.edition(config)
        if course_table.COURSE_TABLE_MARK in markdown:
            early = course_table.asked_before_taught(course_table.course_parts(
                edition.project.notebooks(edition.lang)))
            if early:
                raise PluginError("A check asks what no stage has taught yet: " + "; ".join(early))
            up = "../" * page.file.src_uri.count("/")
            markdown = markdown.replace(course_table.COURSE_TABLE_MARK, course_table.table_markdown(
                edition.project.notebooks(edition.lang), edition.lang, up))
        if edition.lang != "en":
            markdown = editions.mark_english_links(
                markdown, page.file.src_uri, edition.pages[edition.lang], edition.pages["en"])
        markdown = pace.marked(markdown, edition.lang)  # how long a hand and a match take
        return placeholders.widget_placeholders(markdown, edition.lang)

    def on_page_content(self, html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        edition = self.edition(config)
        lang = edition.lang
        if lang != "en":
            html = editions.english_links(html, page.url, lang)
        chapters = [editions.page_url(u) for u in sorted(edition.pages[lang]) if u.endswith(".ipynb")]
        html = reading.continue_link(html, lang, chapters)
        src_uri = page.file.src_uri
        if not src_uri.endswith(".ipynb"):
            return html
        notebook = pathlib.Path(page.file.abs_src_path or src_uri).name
        root = "../" * page.url.count("/") + "../" * editions.EDITIONS[lang].count("/")
        html, styles = notebook_styles.share(html, root)
        self.notebook_styles.update(styles)
        html, chapter = lessons.as_lesson(html, url=page.url, title=str(page.title), notebook=notebook, lang=lang)
        edition.chapters[src_uri] = chapter
        return lessons.without_remote_scripts(html, src_uri)

    def on_page_context(self, context: Any, *, page: Page, config: MkDocsConfig, nav: Navigation) -> Any:
        """The language switch (overrides/partials/alternate.html) of this page."""
        edition = self.edition(config)
        others = edition.pages[editions.other(edition.lang)]
        context["scopa_switch"] = editions.language_switch(page.file.src_uri, page.url, edition.lang, others)
        return context

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        lang = self.edition(config).lang
        output = output.replace("</head>", offline.head_tags(page.url, lang) + "</head>", 1)
        output = search_later.hold_search(output)
        output = shared_drawings.share_drawings(output)
        output = output.replace("<body ", f'<body data-scopa-update="{escape(offline.update_words(lang))}" ', 1)
        return navigation.switch_in_container(navigation.name_section_toggles(output))

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        edition = self.edition(config)
        site = pathlib.Path(config.site_dir)
        redirects.write_redirects(site, edition.lang)
        chapters = [edition.chapters[uri] for uri in sorted(edition.chapters)]
        reading.fill_chapter_table(site, chapters, edition.lang)
        stages.fill_stage_map(site, chapters, edition.lang)
        if edition.lang != "en":
            return  # the other editions use the English build's engine and widgets (../assets/)
        runtime.write_runtime(edition.project, site / "assets")
        serving = self.command == "serve"
        for lang in editions.languages():
            if lang == "en":
                continue
            digest = editions.build_edition(edition.project, lang, config, serving, self.serve_digests.get(lang))
            self.command = "serve" if serving else self.command  # the edition's on_startup said "build"
            if serving:
                self.serve_digests[lang] = digest
        notebook_styles.write_styles(site, self.notebook_styles)
        if serving:  # no offline copy of a site being edited: a worker kept from before leaves
            offline.write_retired_worker(site)
            return
        kept = {lang: (e.name, e.description) for lang, e in self.editions.items()}
        files = offline.write_offline(site, kept)
        log.info("Offline: the service worker keeps %d files", len(files))
        download.write_download(site)
