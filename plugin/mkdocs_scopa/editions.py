"""Two editions of one guide: English at the site's root, Italian under ``it/``, with the same
page paths. ``mkdocs.it.yml`` (``docs/it/``, ``notebooks/it/``) is built into ``<site>/it/``
right after the English build (:func:`build_edition`), so every command that builds one builds
both (``SCOPA_LANGUAGES=en`` builds the English only). The Italian nav leaves out the pages not
translated yet, a link to such a page goes to the English one (saying so), and the language
switch of every page leads to its twin."""

from __future__ import annotations

import logging
import os
import pathlib
import posixpath
import re
import shutil
from collections.abc import Mapping

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import Abort

from scopa_learn.words.messages import say, set_language

from . import reference
from .project import Project

log = logging.getLogger("mkdocs.plugins.scopa")

# The editions: each one's folder in the built site, and the other edition's root as seen from
# this one's. English is the main build (mkdocs.yml); the others are built after it.
EDITIONS = {"en": "", "it": "it/"}
OTHER_ROOT = {"en": "it/", "it": "../"}
CONFIG_FILE = {"it": "mkdocs.it.yml"}
LANGUAGE_NAMES = {"en": "English", "it": "Italiano"}
# Pages only the English edition has, on purpose: the API reference generated from the
# docstrings (the Italian Reference page says so and links to it).
ENGLISH_ONLY = (f"{reference.FOLDER}/scopa_learn",)
LANGUAGES_ENV = "SCOPA_LANGUAGES"  # "en" builds the English edition only (a quicker loop)
LEARN = "learn"
EXAMPLES = "examples"


def languages(environ: Mapping[str, str] = os.environ) -> list[str]:
    """The editions to build: all of them unless ``SCOPA_LANGUAGES`` names fewer (English is
    always built: the others use its engine and assets).

    >>> languages({}), languages({"SCOPA_LANGUAGES": "en"}), languages({"SCOPA_LANGUAGES": "it"})
    (['en', 'it'], ['en'], ['en', 'it'])
    """
    wanted = environ.get(LANGUAGES_ENV, "").replace(",", " ").split()
    return [lang for lang in EDITIONS if not wanted or lang in wanted or lang == "en"]


def build_language(config: MkDocsConfig) -> str:
    """The edition a config builds, by its theme's language."""
    lang: str = config.theme["language"]
    return lang if lang in EDITIONS else "en"


def other(lang: str) -> str:
    return "it" if lang == "en" else "en"


def page_sources(project: Project, lang: str) -> set[str]:
    """The ``src_uri`` of every page the ``lang`` edition has: its Markdown files, its notebooks
    (under ``learn/``), the generated example pages and, in English, the API reference. The
    language switch and tests/test_translations.py pair pages by these."""
    from scopa_learn.examples import list_examples

    docs = project.docs_of(lang)
    found = set()
    for path in docs.rglob("*.md"):
        uri = path.relative_to(docs).as_posix()
        if lang == "en" and uri.startswith(tuple(d for d in EDITIONS.values() if d)):
            continue
        found.add(uri)
    found.update(f"{LEARN}/{nb.name}" for nb in project.notebooks(lang))
    found.add(f"{EXAMPLES}/index.md")
    found.update(f"{EXAMPLES}/{info.name}.md" for info in list_examples())
    if lang == "en":
        found.update(reference.page_uri(name) for name in reference.public_modules(project))
    return found


def page_url(src_uri: str) -> str:
    """The address of a page inside its edition.

    >>> page_url("rules/hand.md"), page_url("rules/index.md"), page_url("index.md")
    ('rules/hand/', 'rules/', '')
    """
    stem = src_uri.rsplit(".", 1)[0]
    if stem == "index":
        return ""
    return stem.removesuffix("/index") + "/"


def language_switch(src_uri: str, url: str, lang: str, others: set[str]) -> dict[str, str]:
    """The header's link to this page in the other edition (its home when the page has no twin
    there yet), relative to the page at ``url``; ``others``: the other edition's pages. Its
    title is in the other edition's language.

    >>> language_switch("rules/hand.md", "rules/hand/", "en", {"rules/hand.md"})["href"]
    '../../it/rules/hand/'
    >>> language_switch("learn/01-the-deck.ipynb", "learn/01-the-deck/", "it", set())["href"]
    '../../../'
    """
    there = other(lang)
    has_twin = src_uri in others
    up = "../" * url.count("/")
    return {
        "href": up + OTHER_ROOT[lang] + (page_url(src_uri) if has_twin else ""),
        "lang": there,
        "name": LANGUAGE_NAMES[there],
        "title": say("site.switch.twin" if has_twin else "site.switch.home", there),
        "twin": "true" if has_twin else "false",
    }


PAGE_LINK = re.compile(
    r"\]\((?P<path>(?![a-z][\w+.-]*:|/|#)[^)\s#]+\.(?:md|ipynb))(?P<anchor>#[^)\s]*)?\)"
)
ENGLISH_LINK = re.compile(
    r'<a href="scopa-en:(?P<uri>[^"#]*)(?P<anchor>#[^"]*)?"(?P<rest>[^>]*)>(?P<text>.*?)</a>', re.S
)


def mark_english_links(markdown: str, src_uri: str, have: set[str], english: set[str]) -> str:
    """In a translated edition, mark each link to a page it does not have yet but English has
    (``scopa-en:``, so that mkdocs does not report it missing); :func:`english_links` then makes
    it an address.

    >>> mark_english_links("[the deck](../learn/01.ipynb#top)", "rules/index.md", set(), {"learn/01.ipynb"})
    '[the deck](scopa-en:learn/01.ipynb#top)'
    """
    here = posixpath.dirname(src_uri)

    def to_english(match: re.Match[str]) -> str:
        uri = posixpath.normpath(posixpath.join(here, match["path"]))
        if uri in have or uri not in english:
            return match[0]
        return f"](scopa-en:{uri}{match['anchor'] or ''})"

    return PAGE_LINK.sub(to_english, markdown)


def english_links(html: str, url: str, lang: str) -> str:
    """Each marked link made the English page's address, saying that the page is in English.

    >>> english_links('<a href="scopa-en:learn/01.ipynb">deck</a>', "rules/", "it")
    '<a href="../../learn/01/" hreflang="en">deck</a> <span class="scopa-in-english">(in inglese)</span>'
    """
    up = "../" * url.count("/") + OTHER_ROOT[lang]
    return ENGLISH_LINK.sub(
        lambda m: f'<a href="{up}{page_url(m["uri"])}{m["anchor"] or ""}" hreflang="en"'
        f'{m["rest"]}>{m["text"]}</a> <span class="scopa-in-english">{say("site.in_english", lang)}</span>',
        html,
    )


def edition_digest(project: Project, lang: str) -> str:
    """Everything an edition's build reads, but the English pages."""
    folders = [project.docs_of(lang), project.notebooks_of(lang), project.package,
               project.root / "overrides", project.docs / "assets",
               pathlib.Path(__file__).parent]
    files = [p for folder in folders for p in folder.rglob("*") if p.is_file()
             and "__pycache__" not in p.parts]
    return project.digest([*files, project.root / "mkdocs.yml", project.root / CONFIG_FILE[lang]])


def build_edition(
    project: Project, lang: str, english: MkDocsConfig, serving: bool, last_digest: str | None,
) -> str | None:
    """Build the ``lang`` edition into ``<site>/<lang>/``, with the English build's settings
    (strictness, address). Under ``mkdocs serve`` it is built once into .cache/ and copied after
    each English rebuild, and rebuilt only when its own sources changed: the digest of what it
    was built from is returned, to be given back as ``last_digest`` next time."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    target = pathlib.Path(english.site_dir) / EDITIONS[lang]
    build_dir = project.root / ".cache" / f"site-{lang}" if serving else target
    digest = edition_digest(project, lang) if serving else None
    if serving and digest == last_digest and build_dir.is_dir():
        log.info("The %s edition has not changed: copied from %s", lang, build_dir)
    else:
        site_url = english.site_url or ""
        config = load_config(
            str(project.root / CONFIG_FILE[lang]),
            site_dir=str(build_dir),
            site_url=(site_url if site_url.endswith("/") else site_url + "/") + EDITIONS[lang]
            if site_url else None,
            strict=english.strict,
        )
        config.plugins.on_startup(command="build", dirty=False)
        try:
            build(config)
        except Abort as abort:  # name the edition: its warnings are printed above
            raise Abort(f"The {lang} edition: {abort}") from None
        finally:
            config.plugins.on_shutdown()
            set_language("en")
    if serving:
        shutil.copytree(build_dir, target, dirs_exist_ok=True)
    return digest
