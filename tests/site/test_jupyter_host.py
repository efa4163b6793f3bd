"""One view, two hosts: the deck's ES module, driven by a Jupyter kernel in JupyterLab.

The site's tests drive the same module against Pyodide; here a real JupyterLab (the notebook
extra) runs a notebook whose cell returns ``make_widget("deck")``, and Chromium clicks it.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect
from sitetest import PageLog


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def jupyterlab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A JupyterLab server on 127.0.0.1 serving a one-cell notebook; yields its root URL."""
    folder = tmp_path_factory.mktemp("lab")
    cell = 'from scopa_learn.widgets import make_widget\n\nmake_widget("deck", selected="7d")'
    # issue 11: Italian in Jupyter too; issue 21: the study marks off, as a widget option
    italian = 'make_widget("deck", selected="Ad", lang="it", study=False)'
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook = nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_code_cell(cell), nbformat.v4.new_code_cell(italian)],
        metadata={"kernelspec": kernel},
    )
    nbformat.write(notebook, folder / "deck.ipynb")
    # The lab's own settings, apart from the user's: start the notebook's kernel without asking
    # (under load the session made below could still be starting when the notebook opens, and
    # JupyterLab's kernel dialog then takes the clicks), and no news fetched from outside.
    settings = folder / "settings"
    for plugin, values in {
        "notebook-extension/tracker": {"autoStartDefaultKernel": True},
        "apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    }.items():
        path = settings / "@jupyterlab" / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(settings),
           "JUPYTERLAB_WORKSPACES_DIR": str(folder / "workspaces")}
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
         f"--port={port}", "--ip=127.0.0.1", f"--ServerApp.root_dir={folder}",
         "--IdentityProvider.token=", "--ServerApp.password=",
         "--ServerApp.disable_check_xsrf=True"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(url + "api", timeout=2)
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    pytest.fail("JupyterLab did not start")
                time.sleep(0.5)
        # Start the notebook's kernel beforehand, or JupyterLab asks which kernel to use.
        session = {"path": "deck.ipynb", "type": "notebook", "kernel": {"name": "python3"}}
        request = urllib.request.Request(
            url + "api/sessions", data=json.dumps(session).encode(), method="POST",
            headers={"Content-Type": "application/json"},
        )
        urllib.request.urlopen(request, timeout=60)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()


def test_the_deck_view_is_live_in_jupyterlab_with_a_kernel(
    browser: Any, jupyterlab: str
) -> None:
    log = PageLog(origin=jupyterlab)
    page = browser.new_page()
    log.watch(page)
    page.goto(jupyterlab + "lab/tree/deck.ipynb")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']",
                           timeout=60_000)
    # Run the cell. A keypress that lands while the notebook is still settling is lost, so
    # press again while the prompt still shows the cell as never run ("[ ]:").
    prompt = page.locator(".jp-Notebook .jp-Cell .jp-InputPrompt").first
    for _ in range(5):
        dialog = page.locator(".jp-Dialog")
        if dialog.count() and dialog.first.is_visible():
            pytest.fail(f"JupyterLab asks something before the cell can run: {dialog.first.inner_text()!r}")
        page.locator(".jp-Notebook .jp-Cell .cm-content").first.click()
        page.keyboard.press("Shift+Enter")
        try:
            expect(prompt).not_to_have_text("[ ]:", timeout=3_000)
            break
        except AssertionError:
            continue

    deck = page.locator(".scopa-deck").first
    expect(deck.locator(".scopa-deck__name")).to_have_text(
        "7 di denari (seven of coins)", timeout=60_000)
    deck.locator('button[data-card="Rb"]').click()
    expect(deck.locator(".scopa-deck__capture")).to_have_text("10")
    deck.get_by_role("textbox").fill("11d")
    deck.get_by_role("button", name="Show").click()
    expect(deck.locator(".scopa-deck__error")).to_contain_text("'11d' is not a card")

    # The second cell: the same view, made with lang="it", speaks Italian.
    second = page.locator(".jp-Notebook .jp-Cell .jp-InputPrompt").nth(1)
    for _ in range(5):
        page.locator(".jp-Notebook .jp-Cell .cm-content").nth(1).click()
        page.keyboard.press("Shift+Enter")
        try:
            expect(second).not_to_have_text("[ ]:", timeout=3_000)
            break
        except AssertionError:
            continue
    italian = page.locator(".scopa-deck").nth(1)
    expect(italian.locator(".scopa-deck__name")).to_have_text("asso di denari", timeout=60_000)
    expect(italian.get_by_role("button", name="Presenta")).to_be_visible()
    # Made with study=False: the cards without their study marks, the switch off; on again by a click.
    study = italian.get_by_role("checkbox", name="Mostra i segni di studio (lettere negli angoli e valori)")
    expect(study).not_to_be_checked()
    expect(italian.locator('button[data-card="Rb"] .scopa-study')).to_be_hidden()
    expect(deck.locator('button[data-card="Rb"] .scopa-study')).to_be_visible()  # the other cell's
    study.check()
    expect(italian.locator('button[data-card="Rb"] .scopa-study')).to_be_visible()
    italian.get_by_role("textbox").fill("11d")
    italian.get_by_role("button", name="Mostra", exact=True).click()
    expect(italian.locator(".scopa-deck__error")).to_contain_text("'11d' non è una carta")
    page.close()
    assert log.outside_requests == []
