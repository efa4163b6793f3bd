"""Start ``scopa-learn class`` as its own process on 127.0.0.1 and a free port (tests, bench).

>>> # with ClassServer(site, data) as server: httpx.get(server.url + "/api/openapi.json")
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
TEACHER_KEY = "teacher-key-for-tests"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def tiny_site(folder: Path) -> Path:
    """A stand-in for the built guide: two editions' home pages, a chapter with two stage
    checks, and a script."""
    for page, lang in (("index.html", "en"), ("it/index.html", "it")):
        path = folder / page
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f'<!DOCTYPE html><html lang="{lang}"><head><title>Scopa</title></head>'
                        '<body><p>Guide</p></body></html>', encoding="utf-8")
    # a chapter page with two stage checks, as the site's build writes them
    stages = "".join(
        f"""<div class="scopa-widget" data-config='{{"stage": "{stage}", "quiz": "cards", "seed": {seed}, "level": {level}, """
        f""""rule": "suit", "count": 5, "preset": "classic"}}' data-kind="stage"></div>"""
        for stage, seed, level in (("deck-suits", 3, 1), ("deck-values", 4, 2)))
    chapter = folder / "learn" / "01-the-deck" / "index.html"
    chapter.parent.mkdir(parents=True, exist_ok=True)
    chapter.write_text('<!DOCTYPE html><html lang="en"><head><title>The deck</title></head><body>'
                       f'<div class="scopa-chapter" data-chapter="learn/01-the-deck/">{stages}</div></body></html>',
                       encoding="utf-8")
    (folder / "assets" / "scopa").mkdir(parents=True, exist_ok=True)
    (folder / "assets" / "scopa" / "class.js").write_text("// class\n", encoding="utf-8")
    return folder


class ClassServer:
    """The class server in a process of its own; ``kill()`` is ``kill -9``, ``start()`` again
    on the same data folder."""

    def __init__(self, site: Path, data: Path, port: int | None = None, key: str = TEACHER_KEY) -> None:
        self.site, self.data, self.key = site, data, key
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[str] | None = None
        self.output = ""

    def start(self, timeout: float = 120.0) -> float:
        """Start and wait until it answers; the seconds it took (a loaded machine takes long to
        import the web stack and the engine: up to two minutes are allowed)."""
        begun = time.monotonic()
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scopa_learn", "--lang", "en", "class", "--site", str(self.site), "--data", str(self.data),
             "--port", str(self.port), "--teacher-key", self.key],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        while time.monotonic() - begun < timeout:
            if self.process.poll() is not None:
                raise RuntimeError("the class server stopped: " + (self.process.stdout.read() if self.process.stdout else ""))
            try:
                httpx.get(self.url + "/api/openapi.json", timeout=1.0)
                return time.monotonic() - begun
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("the class server did not answer in time")

    def kill(self) -> None:
        """``kill -9``: no chance to tidy up."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> str:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        if self.process is not None and self.process.stdout is not None:
            self.output += self.process.stdout.read()
        return self.output

    def teacher(self) -> dict[str, str]:
        return {"X-Teacher-Key": self.key}

    def code(self) -> str:
        return str(httpx.get(self.url + "/api/teacher/board", headers=self.teacher()).json()["code"])

    def __enter__(self) -> ClassServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
