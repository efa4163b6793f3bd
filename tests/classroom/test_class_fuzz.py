"""The class server's documented API, fuzzed from its own OpenAPI document (schemathesis):
whatever a browser sends, within the document or just outside it, the server never answers
with a server error (5xx), and every row it stored is well formed. Bounded: a few dozen
examples per operation, the server on 127.0.0.1 in its own process."""

from __future__ import annotations

import json
import sqlite3

import httpx
import pytest
import schemathesis
from classserver import ClassServer, tiny_site
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error

from scopa_learn.classroom.store import read_nickname

pytestmark = pytest.mark.slow  # a class server under generated requests: make test runs it, make check does not

EXAMPLES = 25


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    site = tiny_site(tmp_path_factory.mktemp("site"))
    with ClassServer(site, tmp_path_factory.mktemp("data")) as running:
        yield running


@pytest.fixture(scope="module")
def pupil_key(server):
    r = httpx.post(server.url + "/api/join", json={"code": server.code(), "nickname": "Fuzz"})
    return r.json()["key"]


@pytest.fixture(scope="module")
def api_schema(server):
    loaded = schemathesis.openapi.from_url(server.url + "/api/openapi.json")
    # the live streams never end by themselves; "end the class" would end the pupils' class
    return loaded.exclude(path_regex="/events$").exclude(path_regex="/teacher/end$")


def test_the_document_marks_the_teacher_routes_with_the_teacher_key(server):
    doc = httpx.get(server.url + "/api/openapi.json").json()
    assert doc["components"]["securitySchemes"]["teacherKey"] == {
        "type": "apiKey", "in": "header", "name": "X-Teacher-Key",
        "description": "The teacher's key, printed when the server starts."}
    for path, operations in doc["paths"].items():
        for operation in operations.values():
            schemes = {name for requirement in operation.get("security", []) for name in requirement}
            assert ("teacherKey" in schemes) == path.startswith("/api/teacher/"), path


def fuzz(operation, headers):
    """Up to EXAMPLES requests to one operation, each checked for a server error."""

    @given(case=operation.as_strategy())
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def call(case):
        case.call_and_validate(headers=headers, checks=[not_a_server_error], timeout=30)

    call()


def test_no_request_makes_a_server_error(api_schema, server, pupil_key):
    # (schemathesis's own pytest plugin does not run under this pytest: each operation is
    # driven here by hypothesis, with the operation's strategy)
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert len(operations) >= 8
    for operation in operations:
        teacher = operation.path.startswith("/api/teacher/")
        fuzz(operation, {"X-Teacher-Key": server.key} if teacher else {"X-Pupil-Key": pupil_key})


def test_every_stored_row_is_well_formed(server, pupil_key):
    """Runs after the fuzzing (same module): the rows it left pass the store's own reading."""
    with sqlite3.connect(server.data / "class.sqlite") as db:
        for (nickname,) in db.execute("SELECT nickname FROM pupils"):
            assert read_nickname(nickname) == nickname
        for item, given, correct in db.execute("SELECT item, given, correct FROM answers"):
            assert item.startswith(("quiz:", "puzzle:")) and correct in (0, 1)
            assert isinstance(json.loads(given), dict)
        for what, detail in db.execute("SELECT what, detail FROM progress"):
            assert what in ("stage", "hand") and isinstance(json.loads(detail), dict)
