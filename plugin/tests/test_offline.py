"""The offline guide (mkdocs_scopa.offline): the service worker's list of every file with its
digest, the manifests and icons; the browser side is tests/site/test_school_devices.py."""

from __future__ import annotations

import json
import pathlib
import re
import struct
import zlib

from mkdocs_scopa import offline


def _site(tmp_path: pathlib.Path) -> pathlib.Path:
    for path, text in {"index.html": "home", "it/index.html": "inizio", "assets/scopa/loader.js": "js",
                       "sitemap.xml": "<urlset/>", "scopa-guide.zip": "zip",
                       "assets/pyodide/1/python_stdlib.zip": "stdlib"}.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    return tmp_path


def _files(worker: str) -> dict[str, str]:
    found = re.search(r"^const FILES = (.*);$", worker, re.MULTILINE)
    assert found
    files: dict[str, str] = json.loads(found[1])
    return files


def test_the_worker_keeps_every_file_of_both_editions_with_its_digest(tmp_path: pathlib.Path) -> None:
    site = _site(tmp_path)
    files = offline.write_offline(site, {"en": ("Scopa, step by step", "Learn"), "it": ("Scopa, passo dopo passo", "Impara")})
    worker = (site / "sw.js").read_text()
    assert _files(worker) == files
    assert {"index.html", "it/index.html", "assets/scopa/loader.js", "manifest.webmanifest",
            "it/manifest.webmanifest", "assets/images/icon-192.png", "assets/images/icon-512.png",
            "assets/pyodide/1/python_stdlib.zip", "sitemap.xml"} <= set(files)
    assert not {"sw.js", "scopa-guide.zip"} & set(files)
    assert all(re.fullmatch(r"[0-9a-f]{16}", digest) for digest in files.values())


def test_a_changed_file_changes_its_digest_the_version_and_nothing_else(tmp_path: pathlib.Path) -> None:
    site = _site(tmp_path)
    before = offline.refresh_worker(site)
    (site / "it/index.html").write_text("inizio, nuova versione")
    after = offline.refresh_worker(site)
    assert {p for p in before if before[p] != after[p]} == {"it/index.html"}
    assert offline.version(before) != offline.version(after)
    assert f'const VERSION = "{offline.version(after)}";' in (site / "sw.js").read_text()


def test_each_editions_manifest_opens_on_its_home_within_one_scope() -> None:
    italian = offline.manifest("it", "Scopa, passo dopo passo", "Impara la scopa")
    assert (italian["lang"], italian["start_url"], italian["scope"]) == ("it", "./", "../")
    assert italian["icons"][0]["src"] == "../assets/images/icon-192.png"
    assert offline.manifest("en", "Scopa", "")["scope"] == "./"


def test_the_icon_is_a_png_of_its_size_in_the_sites_green() -> None:
    png = offline.icon_png(192)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (192, 192)
    idat = png.index(b"IDAT")
    (length,) = struct.unpack(">I", png[idat - 4:idat])
    rows = zlib.decompress(png[idat + 4: idat + 4 + length])
    assert rows[1:4] == bytes(offline.GREEN)  # the corner: the baize
    middle = 96 * (1 + 192 * 3) + 1 + 96 * 3
    assert rows[middle:middle + 3] == bytes(offline.GOLD)  # the centre: the coin


def test_every_page_gets_its_editions_manifest_and_the_update_lines_words() -> None:
    assert 'href="../../manifest.webmanifest"' in offline.head_tags("rules/hand/", "en")
    assert 'href="../../assets/images/icon-192.png"' in offline.head_tags("rules/", "it")
    assert json.loads(offline.update_words("it"))["ready"] == "È pronta una nuova versione della guida."


def test_a_site_being_edited_gets_a_worker_that_leaves(tmp_path: pathlib.Path) -> None:
    offline.write_retired_worker(tmp_path)
    worker = (tmp_path / "sw.js").read_text()
    assert "unregister()" in worker and "FILES" not in worker
