"""Helpers shared by the site's browser tests and ``bench/site_load.py``.

Serve a built site on 127.0.0.1 with the right types, start Debian's Chromium headless and
offline, record what goes wrong on a page, and wait for a widget to come alive.
"""

from __future__ import annotations

import functools
import http.server
import os
import pathlib
import re
import shutil
import sys
import threading
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

# Quiet and offline: no first-run, sync, component updates or background calls home.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# V8 compiles Pyodide's WebAssembly twice by default: quickly (Liftoff), then its hot functions
# again, optimised (TurboFan), on every page that starts the engine. The tests' browser keeps
# the quick code only: the same behaviour, 12% less CPU for the browser tests (650 to 571 s of
# CPU, 2026-12-07), on two cores that make test keeps busy. Not in the benches, which time
# what a reader's browser does, nor where the browser's own cache of optimised code is what a
# test checks (test_school_devices.py's home profile).
QUICK_WASM = "--js-flags=--liftoff-only"
LIVE_TIMEOUT_MS = 40_000  # the loader itself gives up after 30 s and says so


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files; WebAssembly and modules with their exact types (a wrong .wasm type hangs)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    def do_GET(self) -> None:
        # Like `mkdocs serve`, give each edition's sitemap.xml (/, /it/) this server's address:
        # mkdocs-material's instant navigation only follows links whose port and path match the
        # sitemap's.
        path = self.path.split("?")[0]
        if not path.endswith("/sitemap.xml"):
            return super().do_GET()
        file = pathlib.Path(self.directory) / path.lstrip("/")
        if not file.is_file():
            return super().do_GET()
        text = file.read_text()
        root = min(re.findall(r"<loc>(.*?)</loc>", text), key=len)
        body = text.replace(root, f"http://{self.headers['Host']}{path.removesuffix('sitemap.xml')}").encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


class SiteServer(http.server.ThreadingHTTPServer):
    """A browser that closes a page while a file is still coming is no error of the site."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(directory: pathlib.Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``directory`` on 127.0.0.1 at a free port, in a daemon thread: (server, root url)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def chromium_path(*, shell: bool = False) -> str | None:
    """Debian's Chromium (``$SCOPA_CHROMIUM`` if set); with ``shell``, its headless shell when
    installed (``apt-get install chromium-headless-shell``, what Playwright itself runs headless):
    the whole browser headless also runs its own window's pages, and on two cores the browser
    tests wait for the CPU."""
    given = os.environ.get("SCOPA_CHROMIUM")
    if given:
        return shutil.which(given)
    found = shutil.which("chromium-headless-shell") if shell else None
    return found or shutil.which("chromium") or shutil.which("chromium-browser")


def launch_chromium(playwright: Any, *, shell: bool = False, args: tuple[str, ...] = (), **options: Any) -> Any:
    """Debian's Chromium (its headless shell with ``shell``, see :func:`chromium_path`),
    headless, with the quiet offline flags (Playwright downloads none) and ``args``."""
    executable = chromium_path(shell=shell)
    if executable is None:
        raise RuntimeError("Chromium is needed: apt-get install chromium")
    return playwright.chromium.launch(
        executable_path=executable, headless=True, args=[*CHROMIUM_ARGS, *args], **options
    )


@dataclass
class PageLog:
    """What happened on a page: every request, and console errors, uncaught errors and
    requests that left the site's origin."""

    origin: str
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def watch(self, page: Any) -> None:
        """Record what happens on ``page``, its workers' requests and messages included."""
        page.on("request", self._on_request)
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))

    def _on_request(self, request: Any) -> None:
        url = request.url
        self.requests.append(url)
        if urlsplit(url).scheme in ("http", "https", "ws", "wss") and not url.startswith(
            self.origin
        ):
            self.outside_requests.append(url)

    def _on_console(self, message: Any) -> None:
        if message.type == "error":
            where = message.location.get("url") or "?"
            self.console_errors.append(f"{message.text} ({where})")

    def mark(self) -> tuple[int, int, int]:
        """Where the log stands now: ``problems(since=log.mark())`` gives what came after."""
        return len(self.console_errors), len(self.page_errors), len(self.outside_requests)

    def problems(self, since: tuple[int, int, int] = (0, 0, 0)) -> list[str]:
        console, errors, outside = since
        return (
            [f"console error: {m}" for m in self.console_errors[console:]]
            + [f"page error: {m}" for m in self.page_errors[errors:]]
            + [f"request outside the site: {u}" for u in self.outside_requests[outside:]]
        )


class WidgetFailed(AssertionError):
    """A widget showed its failure message instead of coming alive."""


def wait_live(page: Any, kind: str, *, nth: int = 0, timeout: float = LIVE_TIMEOUT_MS) -> Any:
    """Wait until the ``nth`` widget of ``kind`` on the page is live; return its Locator."""
    widget = page.locator(f'.scopa-widget[data-kind="{kind}"]').nth(nth)
    settled = widget.and_(page.locator('[data-live="true"], [data-live="failed"]'))
    settled.wait_for(timeout=timeout)
    if widget.get_attribute("data-live") != "true":
        raise WidgetFailed(f"the {kind} widget did not come alive: {widget.inner_text()}")
    return widget


_fresh_loads = 0


def open_fresh(page: Any, url: str) -> None:
    """Open ``url`` with nothing the site keeps in localStorage (quiz scores, progress, the
    player card: the tests share one browser context). It is cleared before the page's own
    scripts run, on this load only: a later reload finds what the test left. On a
    :class:`SharedPage`, it is cleared on a page without widgets just before."""
    if isinstance(page, SharedPage):
        page.goto_fresh(url)
        return
    global _fresh_loads
    _fresh_loads += 1
    key = f"scopa-test-fresh-{_fresh_loads}"
    page.add_init_script(
        f"""if (!sessionStorage.getItem("{key}")) {{
              localStorage.clear(); sessionStorage.setItem("{key}", "1"); }}"""
    )
    page.goto(url)


def navigate_instantly(page: Any, href: str, *, link: Any = None) -> None:
    """Follow a link of the site the way mkdocs-material does it (instant navigation: the
    page's container is swapped, the scripts keep running) and wait for the new container.

    ``link`` is a Locator to click; without it a link to ``href`` is made and clicked. From one
    edition to the other (English at the root, Italian under it/) there is no instant
    navigation, and mkdocs-material sends any link into the other edition to the current
    page's twin: the new page is simply loaded.
    """
    if link is None and edition(page.url) != edition(href):
        page.goto(href)
        return
    page.evaluate("document.querySelector('[data-md-component=container]').dataset.left = ''")
    if link is not None:
        link.click()
    else:
        page.evaluate(
            """href => { const a = Object.assign(document.createElement("a"), { href });
                         document.body.append(a); a.click(); a.remove(); }""",
            href,
        )
    page.wait_for_url(href)
    page.locator("[data-md-component=container]:not([data-left])").wait_for()


class SharedPage:
    """The page a worker keeps from test to test, for the tests marked ``shared_page``: after
    the first, ``goto`` follows a link the way a reader does (instant navigation, the same
    edition), so the engine already running serves the next test's widgets instead of Pyodide
    starting again for each test (a full load with a widget costs 2.2-3.2 s of CPU, instant
    navigation 0.4 s). The new page's widgets are made anew; the engine and the browser's
    storage are shared, as they are between a reader's pages.

    Everything else is the Playwright page's. A test that changes the page for what comes after
    it (an init script, a route, the clock, a listener, emulated media) spoils it: the next test
    gets a new page, as does the one after a failure.
    """

    # Page methods whose effect outlives the test that calls them.
    SPOILING = frozenset({
        "add_init_script", "route", "route_from_har", "route_web_socket", "clock", "expose_function",
        "expose_binding", "on", "once", "emulate_media", "set_extra_http_headers",
        "add_locator_handler",
    })

    def __init__(self, page: Any, origin: str) -> None:
        self._page = page
        self.log = PageLog(origin=origin)
        self.log.watch(page)
        self.spoilt = False
        self.scheme: str | None = None  # the colour scheme the first load showed

    def __getattr__(self, name: str) -> Any:
        if name in self.SPOILING:
            self.spoilt = True
        return getattr(self._page, name)

    def goto(self, url: str, **options: Any) -> Any:
        """Instant navigation to ``url`` when the page shows the same edition of the site (and
        ``url`` asks no query or anchor); otherwise Playwright's ``goto``."""
        if options or not self._instant(url):
            response = self._page.goto(url, **options)
            if self.scheme is None:
                self.scheme = self._page.evaluate("document.body.dataset.mdColorScheme || ''")
            return response
        if urlsplit(self._page.url).path == urlsplit(url).path:
            # mkdocs-material ignores a second link in a row to the page shown: by way of another.
            navigate_instantly(self._page, self._detour(url))
        navigate_instantly(self._page, url)
        return None

    def goto_fresh(self, url: str) -> None:
        """``open_fresh`` on this page: by way of a page without a widget of ``url``'s edition
        (loaded in full when the page is elsewhere), where the site's localStorage is cleared;
        then ``url`` (by instant navigation when it can): no widget before sees the clearing."""
        self.goto(self._detour(url))
        self._page.evaluate("localStorage.clear()")
        self.goto(url)  # in full when it asks a query or an anchor

    def _instant(self, url: str) -> bool:
        here, there = urlsplit(self._page.url), urlsplit(url)
        return (self._page.url.startswith(self.log.origin) and edition(self._page.url) == edition(url)
                and not (here.query or there.query or there.fragment))

    def _detour(self, url: str) -> str:
        """A page without a widget, of ``url``'s edition, that is neither ``url`` nor the page shown."""
        root = self.log.origin + ("it/" if edition(url) == "it" else "")
        avoid = {urlsplit(url).path, urlsplit(self._page.url).path}
        return next(root + p for p in ("about/", "glossary/") if urlsplit(root + p).path not in avoid)

    def reset(self) -> None:
        """What a test may change and leave behind, put back as a new page has it: the window's
        size (Playwright's 1280x720), the colour scheme, axe's stilled transitions, focus, scroll."""
        self._page.set_viewport_size({"width": 1280, "height": 720})
        self._page.evaluate(
            """scheme => { if (scheme) document.body.setAttribute("data-md-color-scheme", scheme);
                 document.getElementById("axe-still")?.remove();
                 if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
                 window.scrollTo(0, 0); }""",
            self.scheme,
        )


def edition(url: str) -> str:
    """The edition of a page of the site: ``it`` under /it/, else ``en``."""
    return "it" if urlsplit(url).path.startswith("/it/") else "en"


def site_pages(site_dir: pathlib.Path) -> list[str]:
    """Every HTML page of the built site, as paths relative to its root ('' for the home page),
    the English edition's first."""
    pages = []
    for html in sorted(site_dir.rglob("*.html")):
        relative = html.relative_to(site_dir).as_posix()
        if relative.startswith(("assets/", "it/assets/")) or relative in ("404.html", "it/404.html"):
            continue
        pages.append(relative.removesuffix("index.html"))
    # English first, then the Italian edition: a walk crosses from one to the other once.
    return sorted(pages, key=lambda path: (path.startswith("it/"), path))


def is_redirect(site_dir: pathlib.Path, path: str) -> bool:
    """True for an old address of the site, whose page only sends the reader to its new one."""
    return 'http-equiv="refresh"' in (site_dir / path / "index.html").read_text()


def has_widget(site_dir: pathlib.Path, path: str) -> bool:
    """True when the built page holds a live widget's placeholder."""
    return 'class="scopa-widget"' in (site_dir / path / "index.html").read_text()


def section(path: str) -> str:
    """The section of a page of the site, with its edition: ``rules/variants/scopone/`` ->
    ``rules``, ``it/rules/hand/`` -> ``it/rules``, the home page ``""`` (``it/`` in Italian)."""
    parts = path.split("/")
    return "/".join(parts[:2] if path.startswith("it/") else parts[:1])


def first_of_each_section(pages: list[str], *, editions: tuple[str, ...] = ("en", "it"),
                          by_depth: bool = False) -> list[str]:
    """Of ``pages`` (in site_pages' order), the first page of each section of the named
    editions (the home, about, an example, the glossary, a chapter, play, practice, reference,
    rules, teachers), or with ``by_depth`` the first at each depth of each section
    (``rules/``, ``rules/captures/``, ``rules/variants/decks/``); the other editions' pages are
    kept whole."""
    seen: set[tuple[str, int]] = set()
    kept = []
    for path in pages:
        if ("it" if path.startswith("it/") else "en") in editions:
            key = (section(path), path.count("/") if by_depth else 0)
            if key in seen:
                continue
            seen.add(key)
        kept.append(path)
    return kept


def with_italian_sample(pages: list[str]) -> list[str]:
    """The English pages, and of the Italian edition the first page of each section (the home,
    about, an example, the glossary, a chapter, play, practice, reference, rules, teachers).

    The Italian pages share the English ones' templates, styles and widgets; what is Italian
    about them (longer words, English left over) is checked on every Italian page by
    test_italian.py. Walking a sample keeps the slow walk (test_every_page.py) within make
    test's time."""
    return first_of_each_section(pages, editions=("it",))


def wait_all_live(page: Any) -> list[str]:
    """Wait for every widget on the page to settle; return a line for each that failed."""
    kinds = [w.get_attribute("data-kind") or "" for w in page.locator(".scopa-widget").all()]
    failed = []
    for n, kind in enumerate(kinds):
        try:
            wait_live(page, kind, nth=kinds[:n].count(kind))
        except WidgetFailed as failure:
            failed.append(str(failure))
    return failed


# axe-core from npm (package-lock.json), injected into the page: nothing is fetched.
AXE_SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
THEMES = ("default", "slate")  # mkdocs-material's light and dark colour schemes
# Colour transitions would let axe measure a colour half-way between two themes.
STILL = "*, *::before, *::after { transition: none !important; animation: none !important; }"


def set_theme(page: Any, scheme: str) -> None:
    """Show the page in mkdocs-material's ``default`` (light) or ``slate`` (dark) scheme."""
    page.evaluate(
        """scheme => new Promise(done => {
             document.body.setAttribute("data-md-color-scheme", scheme);
             requestAnimationFrame(() => requestAnimationFrame(done));
           })""",
        scheme,
    )


def axe_violations(page: Any, rules: tuple[str, ...] | None = None) -> list[dict[str, Any]]:
    """Run axe-core (every rule but the experimental ones, or only ``rules``) on the page as it
    is now; return its violations: ``{"id", "impact", "help", "targets": [selector]}``."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=AXE_SCRIPT.read_text(encoding="utf-8"))
    page.evaluate(
        """css => document.getElementById("axe-still") || document.head.append(
             Object.assign(document.createElement("style"), { id: "axe-still", textContent: css }))""",
        STILL,
    )
    found: list[dict[str, Any]] = page.evaluate(
        """async rules => {
             const options = { resultTypes: ["violations"] };
             if (rules) options.runOnly = { type: "rule", values: rules };
             const result = await axe.run(document, options);
             return result.violations.map(v => ({
               id: v.id, impact: v.impact, help: v.help,
               targets: v.nodes.map(n => n.target.join(" ")) }));
           }""",
        list(rules) if rules else None,
    )
    return found


def overflow(page: Any) -> int:
    """How many CSS pixels the page is wider than the viewport (0 when it fits)."""
    width: int = page.evaluate(
        """() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() =>
             done(document.scrollingElement.scrollWidth - window.innerWidth))))"""
    )
    return max(0, width)


# Words that are English and never Italian (no "a", "in", "come", "no", "per", "se", "e"...):
# one of them on an Italian page is English left behind.
ENGLISH_ONLY_WORDS = frozenset(
    """the and of with you your this that these those is are was were be been has have had will
    would can cannot could should from which what when where why how not than then there here
    each every only also more most card cards table takes take taken player players hand hands
    play plays played score scores point points next back check show shows loading engine
    page pages answer right wrong try again first last one two three four other it's isn't
    don't doesn't can't to at an if or""".split()
)
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


def english_words(text: str) -> list[str]:
    """The words of ``text`` that only English has (lower-cased, in order, repeated)."""
    return [w for w in (m.group(0).lower() for m in _WORD.finditer(text)) if w in ENGLISH_ONLY_WORDS]


# What the word check leaves out of a page: code and the parts marked as English on purpose (a
# link's hreflang, lang="en" around a name such as "Material for MkDocs"); a part marked
# scopa-untranslated is English waiting for its translation and is checked.
NOT_PROSE = "pre, code, kbd, script, style, svg, .headerlink, details.scopa-python"


def main_text(html: str) -> str:
    """The main content of a built page as a reader reads it, without code and parts in English
    on purpose."""
    from bs4 import BeautifulSoup

    # Only the article is read: parsing the theme's navigation around it took most of the time.
    start, end = html.find('<article class="md-content__inner'), html.rfind("</article>")
    if 0 <= start < end:
        html = html[start : end + len("</article>")]
    soup = BeautifulSoup(html, "html.parser")
    main = soup.select_one("article.md-content__inner") or soup.body or soup
    for part in main.select(NOT_PROSE):
        part.decompose()
    for part in main.select('[lang="en"]:not(.scopa-untranslated)'):
        part.decompose()
    return main.get_text(" ")
