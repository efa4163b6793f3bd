"""Nothing on the built site loads from elsewhere, even code that no test page happens to run."""

from __future__ import annotations

import pathlib
import re

# Elements that make the browser fetch their address (a link to read elsewhere is fine).
LOADING = re.compile(
    r"<(?:script|img|iframe|source|audio|video|embed|object)\b[^>]*\b(?:src|data)=\"((?:https?:)?//[^\"]+)\""
    r"|<link\b(?![^>]*rel=\"(?:canonical|alternate)\")[^>]*\bhref=\"((?:https?:)?//[^\"]+)\""
    r"|\bimport\(\s*[\"']((?:https?:)?//[^\"']+)"
    r"|@import\s+(?:url\()?[\"']?((?:https?:)?//[^\"')]+)"
    r"|url\(\s*[\"']?((?:https?:)?//[^\"')]+)",
    re.IGNORECASE,
)


def test_no_page_or_style_refers_to_another_origin_for_something_to_load(
    site_dir: pathlib.Path,
) -> None:
    offenders = []
    for path in sorted(site_dir.rglob("*")):
        if path.suffix not in (".html", ".css") or "pyodide" in path.parts:
            continue
        for match in LOADING.finditer(path.read_text(errors="replace")):
            address = next(group for group in match.groups() if group)
            offenders.append(f"{path.relative_to(site_dir)}: {address}")
    assert offenders == []


def test_the_site_ships_exactly_the_five_core_pyodide_files(site_dir: pathlib.Path) -> None:
    (version,) = (site_dir / "assets" / "pyodide").iterdir()
    assert sorted(p.name for p in version.iterdir()) == [
        "pyodide-lock.json",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "pyodide.mjs",
        "python_stdlib.zip",
    ]
