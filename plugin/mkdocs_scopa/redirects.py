"""Old addresses (renamed examples, reordered chapters) get a small page that sends the reader
(and a search engine) on to the new one."""

from __future__ import annotations

import pathlib

from mkdocs.exceptions import PluginError

from scopa_learn.words.messages import say

# Old page -> new page, both relative to an edition's root (pages renamed so that names say what
# happens in them, and chapters reordered so that no quiz needs a later chapter).
REDIRECTS = {
    "examples/seed-000-hand/": "examples/anna-and-bruno-hand/",
    "examples/seed-000-match/": "examples/anna-and-bruno-match/",
    "learn/04-counting-a-hand/": "learn/05-counting-a-hand/",
    "learn/05-primiera/": "learn/04-primiera/",
}


def redirect_page(old: str, new: str, lang: str) -> str:
    """The page left at ``old``: it sends the browser on at once, and says where to a reader."""
    target = "../" * (old.strip("/").count("/") + 1) + new
    return (
        f"<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
        f'<title>{say("site.moved.title", lang)}</title><link rel="icon" href="data:,">'  # no /favicon.ico
        f'<meta http-equiv="refresh" content="0; url={target}">'
        f'<link rel="canonical" href="{target}"></head>\n'
        f'<body><p>{say("site.moved.text", lang)} <a href="{target}">{new}</a>.</p></body></html>\n'
    )


def write_redirects(site: pathlib.Path, lang: str, redirects: dict[str, str] = REDIRECTS) -> list[str]:
    """Write a redirect page at each old address of the edition built into ``site``; an edition
    still being translated gets only those whose new page exists. Returns the pages written."""
    written = []
    for old, new in redirects.items():
        if not (site / new / "index.html").exists():
            if lang != "en":
                continue
            raise PluginError(f"The redirect from {old} goes to {new}, which the site does not have.")
        page = site / old / "index.html"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(redirect_page(old, new, lang), encoding="utf-8")
        written.append(old)
    return written
