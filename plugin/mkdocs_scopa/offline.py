"""The guide as an installable web app that works with no network after one visit.

After both editions are built, :func:`write_offline` adds to the site:

* ``manifest.webmanifest`` in each edition (its name, language and start page; one scope, the
  whole site) and the app's icons, drawn here in the site's palette (green baize, a card, a
  gold coin);
* ``sw.js``, the service worker, at the site's root: its precache list names every file of
  the site (every page of both editions, the engine wheel, Pyodide, the styles and views) with
  a digest of its content. On a visit it keeps them all; it then answers from what it kept,
  so the guide works with no network at all. A new build changes the list, so the browser
  installs the new worker beside the old one: it fetches only the files whose digest changed
  (the rest are copied from the old cache), and the old one keeps serving every page until the
  reader chooses the new version (the "new version" line, ``assets/scopa/offline.js``). The
  two are never mixed: a page is never half old. Pyodide's WebAssembly is the one exception to
  "answer from what it kept": while the browser's own cached copy is the same file, the worker
  answers with that one, since the browser keeps the code it compiled beside it alone.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import struct
import zlib
from typing import Any

from scopa_learn.words.messages import say

from .editions import EDITIONS

SERVICE_WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
ICONS = "assets/images"
ICON_SIZES = (192, 512)
# Not kept for offline use: the worker itself, the download of the whole site (a copy of all
# the rest, plugin/mkdocs_scopa/download.py) and the compressed sitemap only search engines read.
NOT_KEPT = (SERVICE_WORKER, "scopa-guide.zip", "sitemap.xml.gz")
GREEN, CARD, GOLD, DARK_GOLD = (0x17, 0x55, 0x3A), (0xFF, 0xFA, 0xF0), (0xE0, 0xA5, 0x26), (0x7A, 0x4F, 0x00)


def precache(site: pathlib.Path) -> dict[str, str]:
    """Every file the offline guide keeps, relative to the site's root, with the first 16 hex
    digits of its sha256."""
    kept = {}
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site).as_posix()
        if not path.is_file() or relative in NOT_KEPT:
            continue
        kept[relative] = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return kept


def version(files: dict[str, str]) -> str:
    """One digest of the whole list: the name of this build's cache."""
    return hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]


def service_worker(files: dict[str, str]) -> str:
    """The worker's script: the list, then the code (``SW_CODE``)."""
    return (
        "// Written by the site's build (plugin/mkdocs_scopa/offline.py): do not edit.\n"
        f"const VERSION = {json.dumps(version(files))};\n"
        f"const FILES = {json.dumps(files, separators=(',', ':'))};\n" + SW_CODE
    )


SW_CODE = r"""
// Each file is kept under its own address plus its digest, so that a new build finds the files
// it shares with the old one in the old cache, and fetches only the others.
const CACHE = `scopa-guide-${VERSION}`;
const ROOT = new URL("./", self.location).href;
const keyOf = (path) => `${ROOT}${path}?v=${FILES[path]}`;

// Pyodide's WebAssembly (pyodide.asm.wasm): the browser keeps the machine code it compiled from
// it beside its own cached copy of the file, and only there (never beside a copy kept here). So
// the worker keeps the very copy the browser cached, and answers with the browser's copy while
// it is the same file: a later visit starts from the compiled code instead of compiling again.
const COMPILED = (path) => path.endsWith(".wasm");

async function digestOf(response) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  return Array.from(hash.slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function download(path) {
  const url = `${ROOT}${path}`;
  if (COMPILED(path)) {
    // as cached, when it is this build's: asking the server again would drop the compiled code
    const cached = await fetch(url, { cache: "force-cache" }).catch(() => null);
    if (cached?.ok && (await digestOf(cached)) === FILES[path]) return cached;
  }
  // "no-cache": the browser may answer from its own cache only after the server said the
  // file has not changed, so a file kept here is always this build's.
  return fetch(url, { cache: "no-cache" });
}

async function browsersCopy(url, kept) {
  try {
    const copy = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
    const same = (name) => copy.headers.get(name) === kept.headers.get(name);
    const named = copy.headers.get("etag") ?? copy.headers.get("last-modified");
    if (copy.ok && named !== null && same("etag") && same("last-modified") && same("content-length")) return copy;
  } catch {}  // not in the browser's cache: "only-if-cached" fails
  return null;
}

function pathOf(url) {
  const address = new URL(url);
  if (!address.href.startsWith(ROOT)) return null;
  let path = decodeURIComponent(address.pathname.slice(new URL(ROOT).pathname.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  return path in FILES ? path : null;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const old = (await caches.keys()).filter((name) => name !== CACHE && name.startsWith("scopa-guide-"));
    for (const [path] of Object.entries(FILES)) {
      const key = keyOf(path);
      if (await cache.match(key)) continue;
      let found = null;
      for (const name of old) {
        found = await (await caches.open(name)).match(key);
        if (found) break;
      }
      found ??= await download(path);
      if (!found.ok) throw new Error(`${path}: ${found.status}`);
      await cache.put(key, found);
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("scopa-guide-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page's "new version" line asks for the new worker once the reader chose it.
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const path = pathOf(request.url);
  if (path === null) {
    if (request.mode === "navigate" && request.url.startsWith(ROOT)) {  // an address the guide lacks
      event.respondWith(fetch(request).catch(async () =>
        (await caches.open(CACHE)).match(keyOf("404.html")) || Response.error()));
    }
    return;
  }
  event.respondWith((async () => {
    const kept = await (await caches.open(CACHE)).match(keyOf(path));
    if (kept && COMPILED(path)) return (await browsersCopy(request.url, kept)) || kept;
    return kept || fetch(request);
  })());
});
"""


def manifest(lang: str, site_name: str, description: str) -> dict[str, Any]:
    """An edition's web app manifest, written at its root: the app opens on the edition's home."""
    up = "../" * EDITIONS[lang].count("/")
    return {
        "name": site_name,
        "short_name": "Scopa",
        "description": description,
        "lang": lang,
        "id": "./",
        "start_url": "./",
        "scope": up or "./",
        "display": "standalone",
        "background_color": "#fffaf0",
        "theme_color": "#17553a",
        "icons": [
            {"src": f"{up}{ICONS}/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
             "purpose": "any maskable"}
            for size in ICON_SIZES
        ],
    }


def icon_png(size: int) -> bytes:
    """The app's icon: a card with a gold coin on the green baize, full-bleed (maskable: the
    drawing stays inside the middle 80%)."""

    def colour(x: float, y: float) -> tuple[int, int, int]:
        u, v = x / size - 0.5, y / size - 0.5
        r = (u * u + v * v) ** 0.5
        if r < 0.13:
            return DARK_GOLD if 0.085 < r < 0.1 else GOLD
        if r < 0.15:
            return DARK_GOLD
        # the card: 0.44 x 0.6 of the icon, corners rounded
        dx, dy = max(abs(u) - 0.17, 0), max(abs(v) - 0.25, 0)
        if (dx * dx + dy * dy) ** 0.5 < 0.05:
            return CARD
        return GREEN

    rows = b"".join(
        b"\x00" + b"".join(bytes(colour(x + 0.5, y + 0.5)) for x in range(size)) for y in range(size)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def head_tags(page_url: str, lang: str) -> str:
    """What each page's <head> gets: its edition's manifest, the theme colour, the icon."""
    up = "../" * page_url.count("/")
    root = up + "../" * EDITIONS[lang].count("/")
    return (
        f'<link rel="manifest" href="{up}{MANIFEST}">'
        '<meta name="theme-color" content="#17553a">'
        f'<link rel="apple-touch-icon" href="{root}{ICONS}/icon-192.png">'
    )


def update_words(lang: str) -> str:
    """The "new version" line's words, for offline.js (``data-scopa-update`` on <body>)."""
    return json.dumps({key: say(f"site.update.{key}", lang) for key in ("ready", "show")},
                      ensure_ascii=False)


RETIRED = """// Written by the site's build under `mkdocs serve` (plugin/mkdocs_scopa/offline.py): a
// site being edited is never kept offline, so a worker kept from an earlier build leaves.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith("scopa-guide-")) await caches.delete(name);
  await self.registration.unregister();
})()));
"""


def write_retired_worker(site: pathlib.Path) -> None:
    """Under ``mkdocs serve``: a worker that empties the offline cache and unregisters itself."""
    (site / SERVICE_WORKER).write_text(RETIRED, encoding="utf-8")


def write_offline(site: pathlib.Path, editions: dict[str, tuple[str, str]]) -> dict[str, str]:
    """Write the icons, each edition's manifest (``editions``: lang -> (name, description))
    and the service worker into the built ``site``; returns the precache list."""
    (site / ICONS).mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        (site / ICONS / f"icon-{size}.png").write_bytes(icon_png(size))
    for lang, (name, description) in editions.items():
        folder = site / EDITIONS[lang]
        if folder.is_dir():
            (folder / MANIFEST).write_text(json.dumps(manifest(lang, name, description), ensure_ascii=False, indent=1) + "\n")
    return refresh_worker(site)


def refresh_worker(site: pathlib.Path) -> dict[str, str]:
    """(Re)write the service worker from the files the built ``site`` holds now: the build's
    last step, and all it takes to publish a changed file. Returns the precache list."""
    files = precache(site)
    (site / SERVICE_WORKER).write_text(service_worker(files), encoding="utf-8")
    return files
