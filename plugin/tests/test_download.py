"""The whole guide as one download (mkdocs_scopa.download), and the small servers in it that
run it from a USB stick with what a computer already has."""

from __future__ import annotations

import pathlib
import shutil
import socket
import subprocess
import time
import urllib.request
import zipfile

import pytest
from mkdocs_scopa import download


def test_the_zip_holds_the_whole_site_and_the_starters(tmp_path: pathlib.Path) -> None:
    (tmp_path / "it").mkdir()
    (tmp_path / "index.html").write_text("home")
    (tmp_path / "it/index.html").write_text("inizio")
    zipped = download.write_download(tmp_path)
    download.write_download(tmp_path)  # a second build replaces it, never zips it into itself
    with zipfile.ZipFile(zipped) as archive:
        names = set(archive.namelist())
        mac = archive.getinfo("scopa-guide/start-mac.command")
    assert names == {"scopa-guide/index.html", "scopa-guide/it/index.html", "scopa-guide/start-windows.cmd",
                     "scopa-guide/serve.ps1", "scopa-guide/start-mac.command", "scopa-guide/serve.pl"}
    assert (mac.external_attr >> 16) & 0o111  # a program a double-click runs


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.skipif(shutil.which("perl") is None, reason="no perl here")
def test_the_usb_server_serves_pages_and_webassembly_with_their_types(tmp_path: pathlib.Path) -> None:
    shutil.copy(download.USB / "serve.pl", tmp_path)
    (tmp_path / "learn").mkdir()
    (tmp_path / "learn/index.html").write_text("<p>deck</p>")
    (tmp_path / "engine.wasm").write_bytes(b"\0asm")
    server = subprocess.Popen(["perl", "serve.pl"], cwd=tmp_path, stdout=subprocess.PIPE, text=True,
                              env={"PATH": "/usr/bin:/bin"})
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[-1]  # "The guide is at http://127.0.0.1:8000/"
        for _ in range(50):
            try:
                page = urllib.request.urlopen(url + "learn")  # a folder: sent on to learn/
                break
            except OSError:
                time.sleep(0.1)
        assert page.geturl() == url + "learn/" and page.read() == b"<p>deck</p>"
        wasm = urllib.request.urlopen(url + "engine.wasm?v=1")
        assert wasm.headers["Content-Type"] == "application/wasm" and wasm.read() == b"\0asm"
        with pytest.raises(urllib.error.HTTPError, match="404"):
            urllib.request.urlopen(url + "nothing.html")
    finally:
        server.terminate()
        server.wait()
