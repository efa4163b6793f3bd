"""Old addresses (mkdocs_scopa.redirects) send the reader on to the page that replaced them."""

from __future__ import annotations

import pathlib

import pytest
from mkdocs.exceptions import PluginError
from mkdocs_scopa.redirects import write_redirects

MOVED = {"learn/04-old/": "learn/05-new/"}


def test_an_old_address_sends_the_reader_on_in_the_editions_language(tmp_path: pathlib.Path) -> None:
    (tmp_path / "learn/05-new").mkdir(parents=True)
    (tmp_path / "learn/05-new/index.html").write_text("new")
    assert write_redirects(tmp_path, "it", MOVED) == ["learn/04-old/"]
    page = (tmp_path / "learn/04-old/index.html").read_text()
    assert '<meta http-equiv="refresh" content="0; url=../../learn/05-new/">' in page
    assert '<html lang="it">' in page and "Questa pagina si è spostata:" in page


def test_a_redirect_to_a_missing_page_stops_the_english_build_only(tmp_path: pathlib.Path) -> None:
    assert write_redirects(tmp_path, "it", MOVED) == []  # the Italian page is not written yet
    with pytest.raises(PluginError, match="goes to learn/05-new/, which the site does not have"):
        write_redirects(tmp_path, "en", MOVED)
