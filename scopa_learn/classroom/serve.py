"""``scopa-learn class``: open a class, print its addresses (and a QR code), serve it."""

from __future__ import annotations

import secrets
import socket
import sys
from pathlib import Path
from typing import TextIO

from ..errors import ClassroomError
from ..words.messages import say
from .store import Store

#: The data folder's file.
DATA_FILE = "class.sqlite"


def _reachable_address(host: str) -> str:
    """The address other devices use: the host given, or this computer's own on the network."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    try:
        found = socket.gethostbyname(socket.gethostname())
    except OSError:
        return socket.gethostname()
    return found if not found.startswith("127.") else socket.gethostname()


def run(site: Path, data: Path, host: str = "127.0.0.1", port: int = 8000,
        teacher_key: str | None = None, out: TextIO | None = None) -> int:
    """Serve the class until stopped (Ctrl+C); 0 when it stopped cleanly."""
    try:
        import segno
        import uvicorn

        from .app import Classroom, create_app
    except ImportError:
        raise ClassroomError(say("class.error.extra")) from None
    if not (site / "index.html").is_file():
        raise ClassroomError(say("class.error.no_site", folder=site))
    store = Store(data / DATA_FILE)
    key = teacher_key or store.setting("teacher_key", secrets.token_urlsafe(12))
    if teacher_key:
        store.set_setting("teacher_key", teacher_key)
    classroom = Classroom(store, key, site)
    room = classroom.room()
    shown = _reachable_address(host)
    shown = f"[{shown}]" if ":" in shown else shown
    base = f"http://{shown}:{port}"
    classroom.pupils_address = f"{base}/?class={room.code}"
    def write(text: str) -> None:
        print(text, file=out or sys.stdout, flush=True)

    write(say("class.serve.listening", code=room.code))
    write(say("class.serve.pupils", address=classroom.pupils_address))
    segno.make(classroom.pupils_address, error="m").terminal(out=out or sys.stdout, compact=True)
    write(say("class.serve.teacher", address=f"{base}/class/teacher#key={key}"))
    write(say("class.serve.local" if host.startswith("127.") or host == "localhost" else "class.serve.network",
              host=host))
    write(say("class.serve.stop", folder=data))
    config = uvicorn.Config(create_app(classroom), host=host, port=port, log_level="warning",
                            access_log=False, timeout_graceful_shutdown=2, lifespan="off")
    uvicorn.Server(config).run()
    store.close()
    return 0
