"""The class server under a bounded load (issue 24): 60 simulated pupils answering about once a
second for 20 seconds, on 127.0.0.1. Every acknowledged answer must be in the data folder; the
latency percentiles are printed, never asserted (speed is measured in bench/class_load.py)."""

from __future__ import annotations

import sqlite3

import pytest
from classload import class_of
from classserver import ClassServer, tiny_site

pytestmark = pytest.mark.slow  # sixty pupils against a class server: make test runs it, make check does not


def test_sixty_pupils_answering_once_a_second_lose_nothing(tmp_path):
    with ClassServer(tiny_site(tmp_path / "site"), tmp_path / "data") as server:
        run, threads = class_of(server.url, server.code(), pupils=60, seconds=20, rate=1.0)
        for t in threads:
            t.join(300)
        assert not any(t.is_alive() for t in threads)
    assert not run.errors, run.errors[:3]
    assert len(run.acked) >= 60 * 5, "the pupils answered"
    with sqlite3.connect(tmp_path / "data" / "class.sqlite") as db:
        stored = set(db.execute("SELECT p.nickname, a.attempt FROM answers a JOIN pupils p ON p.id = a.pupil_id"))
    assert set(run.acked) <= stored and len(stored) == len(run.acked)
    p = run.percentiles()
    print(f"\n{len(run.acked)} answers; p50 {p['p50']:.1f} ms, p95 {p['p95']:.1f} ms, p99 {p['p99']:.1f} ms")
