"""The site's strict build fails on a warning, as `make test` promises.

mkdocs's ``-q`` raises its logger to ERROR, so warnings never reach the counter that ``--strict``
reads, and a build with warnings passed (mkdocs issue #4126, "Not possible to silence output
while still honoring strict setting"): two broken links and any markdown-exec block that raised
went through that way. The test runs the Makefile's own build command on a small project whose
page has a code block that raises, and expects the build to fail.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs the site build: make test runs it, make check does not

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _make_variable(name: str) -> str:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(rf"^{name} = (.+)$", text, re.MULTILINE)
    assert match, f"the Makefile defines {name}"
    return match.group(1)


def _build_commands() -> list[str]:
    """Every `mkdocs build` line of the Makefile, as its shell runs it."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    lines = [line.strip() for line in text.splitlines() if "mkdocs build" in line and "echo" not in line]
    assert lines, "the Makefile builds the site"
    return lines


def test_no_build_is_quiet() -> None:
    for line in _build_commands():
        assert not re.search(r"\s(-q|--quiet)\b", line), f"a quiet build ignores --strict: {line}"
        assert "--strict" in line, line


def test_the_makefile_build_fails_on_a_warning(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "mkdocs.yml").write_text(
        "site_name: t\nplugins:\n  - markdown-exec\nmarkdown_extensions:\n  - pymdownx.superfences\n",
        encoding="utf-8")
    (tmp_path / "docs" / "index.md").write_text(
        '# t\n\n```python exec="on"\nraise ValueError("a block that raises")\n```\n', encoding="utf-8")
    build = _build_commands()[-1].removeprefix("$(STEP) ")
    build = build.split("&& ", 1)[-1]  # after clearing the notebook caches
    command = (build.replace("$(BIN)", str(BIN)).replace("$(QUIET_BUILD)", _make_variable("QUIET_BUILD")))
    result = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=tmp_path,
                            capture_output=True, text=True, check=False)
    assert result.returncode != 0, result.stdout + result.stderr
    assert "a block that raises" in result.stdout + result.stderr
