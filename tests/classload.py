"""Simulated pupils for the class server: each joins, then answers about once a second.

Used by the bounded load test (tests/classroom/test_class_load.py) and the longer bench
(bench/class_load.py). Every answer a pupil's request got "stored" for is remembered, so the
caller can check that each one is in the data folder afterwards.
"""

from __future__ import annotations

import random
import statistics
import threading
import time
from dataclasses import dataclass, field

import httpx

from scopa_learn.quiz import question, question_seed


def answer_pool(count: int = 60) -> list[dict[str, object]]:
    """Quiz answers as a browser sends them: capture questions of set 42, half right."""
    pool = []
    for n in range(1, count + 1):
        q = question("capture", question_seed(42, n), 2)
        right = [str(c) for c in q.answers[0]]
        wrong = [str(c) for c in q.table[:1]] if [str(c) for c in q.table[:1]] != right else []
        for cards in (right, wrong):
            pool.append({"kind": "capture", "set": 42, "level": 2, "number": n, "cards": cards})
    return pool


@dataclass
class Run:
    acked: list[tuple[str, str]] = field(default_factory=list)  # (nickname, attempt)
    latencies: list[float] = field(default_factory=list)
    sent_bytes: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def percentiles(self) -> dict[str, float]:
        if len(self.latencies) < 2:
            return {}
        q = statistics.quantiles(sorted(self.latencies), n=100, method="inclusive")
        return {"p50": q[49] * 1000, "p95": q[94] * 1000, "p99": q[98] * 1000}


def pupil(url: str, code: str, name: str, seconds: float, rate: float, run: Run, seed: int,
          stop: threading.Event | None = None, count: int | None = None) -> None:
    """One pupil: join, then answer every 1/rate seconds for ``seconds`` (or ``count`` answers,
    however long they take); a failed request is retried with the same attempt (as the page
    does) for up to two minutes, so an answer is lost only if never acknowledged."""
    rng = random.Random(seed)
    pool = answer_pool()
    with httpx.Client(base_url=url, timeout=10.0) as client:
        for _ in range(50):
            try:
                r = client.post("/api/join", json={"code": code, "nickname": name})
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        else:
            run.errors.append(f"{name}: could not join")
            return
        if r.status_code != 200:
            run.errors.append(f"{name}: join {r.status_code} {r.text}")
            return
        headers = {"X-Pupil-Key": r.json()["key"]}
        end = time.monotonic() + seconds
        n = 0
        next_at = time.monotonic() + rng.random() / rate
        while (n < count if count is not None else time.monotonic() < end) and not (stop and stop.is_set()):
            time.sleep(max(0.0, next_at - time.monotonic()))
            next_at += 1 / rate
            n += 1
            attempt = f"{seed}-{n}"
            body = {"attempt": attempt, "page": "learn/02-captures/", "quiz": rng.choice(pool)}
            give_up = time.monotonic() + 120
            while time.monotonic() < give_up:  # until acknowledged: the server may be restarting
                began = time.perf_counter()
                try:
                    r = client.post("/api/answer", json=body, headers=headers)
                except httpx.HTTPError:
                    if stop and stop.is_set():
                        return
                    time.sleep(0.2)
                    continue
                if r.status_code == 429:
                    time.sleep(float(r.headers.get("Retry-After", "1")))
                    continue
                took = time.perf_counter() - began
                with run.lock:
                    if r.status_code == 200:
                        run.acked.append((name, attempt))
                        run.latencies.append(took)
                        run.sent_bytes.append(len(r.request.content) + sum(
                            len(k) + len(v) + 4 for k, v in r.request.headers.items()))
                    else:
                        run.errors.append(f"{name}: {r.status_code} {r.text}")
                break


def class_of(url: str, code: str, pupils: int, seconds: float, rate: float = 1.0,
             stop: threading.Event | None = None, count: int | None = None) -> tuple[Run, list[threading.Thread]]:
    """Start ``pupils`` simulated pupils (threads); the caller joins the threads."""
    run = Run()
    threads = [threading.Thread(target=pupil, args=(url, code, f"Pupil {i}", seconds, rate, run, i, stop, count),
                                daemon=True) for i in range(pupils)]
    for t in threads:
        t.start()
    return run, threads
