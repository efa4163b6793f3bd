"""The class server under load: simulated pupils answering about once a second.

    python bench/class_load.py                    # 30, 60 and 120 pupils, 60 s each, then a kill -9
    python bench/class_load.py --pupils 60 --seconds 300   # the issue's 5 minutes at 60 pupils

Each size starts ``scopa-learn class`` afresh on 127.0.0.1 (its own process, a new data folder),
lets every pupil join, then each answers a capture question about once a second (what a browser
sends: the question's set and number and the cards chosen; the server makes the question again
and grades it). Printed: latency percentiles of the answers (request sent to reply read, on the
client), answers per second stored, answers lost (acknowledged but not in the SQLite file
afterwards), the bytes a pupil sends per answer (body and headers) and the bytes the data folder
grows per answer. Then the kill: 60 pupils, ``kill -9`` of the server in the middle, started
again on the same data folder; the recovery time is from the kill until the server answers
again, and until the first answer after it is stored. The pupils (threads of this process)
share the machine's cores with the server: on these 2-core machines the load generator costs
about as much CPU as the server, so the figures are conservative.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from classload import class_of  # noqa: E402
from classserver import ClassServer, tiny_site  # noqa: E402


def folder_bytes(data: Path) -> int:
    """The data folder's size once its write-ahead log is folded into the database file."""
    if (data / "class.sqlite").exists():
        with sqlite3.connect(data / "class.sqlite") as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return sum(p.stat().st_size for p in data.iterdir() if p.is_file())


def stored(data: Path) -> set[tuple[str, str]]:
    with sqlite3.connect(data / "class.sqlite") as db:
        return set(db.execute("SELECT p.nickname, a.attempt FROM answers a JOIN pupils p ON p.id = a.pupil_id"))


def one_size(pupils: int, seconds: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        site, data = tiny_site(Path(tmp) / "site"), Path(tmp) / "data"
        with ClassServer(site, data) as server:
            empty = sum(p.stat().st_size for p in data.iterdir() if p.is_file())
            began = time.monotonic()
            run, threads = class_of(server.url, server.code(), pupils, seconds)
            for t in threads:
                t.join(seconds + 120)
            took = time.monotonic() - began
        lost = set(run.acked) - stored(data)
        grown = folder_bytes(data) - empty
        p = run.percentiles()
        return {"pupils": pupils, "answers": len(run.acked), "per_s": len(run.acked) / took, **p,
                "lost": len(lost), "errors": len(run.errors),
                "sent": sum(run.sent_bytes) / max(1, len(run.sent_bytes)),
                "stored": grown / max(1, len(run.acked))}


def kill_and_recover(pupils: int, seconds: float) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        site, data = tiny_site(Path(tmp) / "site"), Path(tmp) / "data"
        server = ClassServer(site, data)
        server.start()
        try:
            run, threads = class_of(server.url, server.code(), pupils, seconds)
            time.sleep(seconds / 2)
            before = len(run.acked)
            killed = time.monotonic()
            server.kill()
            back = server.start()
            answering = killed + back
            while len(run.acked) == before and time.monotonic() - killed < 60:
                time.sleep(0.01)
            first_stored = time.monotonic() - killed
            for t in threads:
                t.join(seconds + 120)
        finally:
            server.stop()
        lost = set(run.acked) - stored(data)
        return {"pupils": pupils, "answers": len(run.acked), "before": before, "lost": len(lost),
                "back": answering - killed, "first": first_stored}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pupils", type=int, action="append", help="class sizes (default 30, 60, 120)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long each size answers (default 60)")
    parser.add_argument("--no-kill", action="store_true", help="skip the kill -9 run")
    args = parser.parse_args()
    sizes = args.pupils or [30, 60, 120]
    print("| pupils | answers | answers/s | p50 ms | p95 ms | p99 ms | lost | errors | bytes sent / answer | bytes stored / answer |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
        r = one_size(n, args.seconds)
        print(f"| {n} | {r['answers']:,.0f} | {r['per_s']:.1f} | {r.get('p50', 0):.1f} | {r.get('p95', 0):.1f} | "
              f"{r.get('p99', 0):.1f} | {r['lost']:.0f} | {r['errors']:.0f} | {r['sent']:.0f} | {r['stored']:.0f} |",
              flush=True)
    if not args.no_kill:
        k = kill_and_recover(60, min(args.seconds, 30.0))
        print(f"\nkill -9 with 60 pupils: {k['answers']:.0f} answers acknowledged ({k['before']:.0f} before the kill), "
              f"{k['lost']:.0f} lost; the server answered again {k['back']:.2f} s after the kill, "
              f"the first answer after it was stored at {k['first']:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
