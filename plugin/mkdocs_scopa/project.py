"""Where the guide's sources are: found from the mkdocs config file, never from this package's
own location (the plugin may be installed anywhere)."""

from __future__ import annotations

import hashlib
import pathlib
from dataclasses import dataclass

from mkdocs.config.defaults import MkDocsConfig


@dataclass(frozen=True)
class Project:
    """The repository whose guide is built: ``root`` holds mkdocs.yml, ``docs/``,
    ``notebooks/``, the engine package and ``node_modules/``."""

    root: pathlib.Path
    package_name: str = "scopa_learn"

    @classmethod
    def of(cls, config: MkDocsConfig) -> Project:
        return cls(pathlib.Path(config.config_file_path or "mkdocs.yml").resolve().parent)

    @property
    def docs(self) -> pathlib.Path:
        return self.root / "docs"

    @property
    def package(self) -> pathlib.Path:
        return self.root / self.package_name

    @property
    def pyodide(self) -> pathlib.Path:
        return self.root / "node_modules" / "pyodide"

    def docs_of(self, lang: str) -> pathlib.Path:
        """An edition's pages: ``docs/`` for English, ``docs/<lang>/`` for the others."""
        return self.docs if lang == "en" else self.docs / lang

    def notebooks_of(self, lang: str) -> pathlib.Path:
        return self.root / "notebooks" if lang == "en" else self.root / "notebooks" / lang

    def notebooks(self, lang: str = "en") -> list[pathlib.Path]:
        """The chapters of an edition, in file-name order."""
        return sorted(self.notebooks_of(lang).glob("*.ipynb"))

    def package_files(self) -> list[pathlib.Path]:
        return [
            p for p in self.package.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
        ]

    def digest(self, paths: list[pathlib.Path]) -> str:
        """One sha256 over the files' names (relative to the root when inside it) and contents."""
        digest = hashlib.sha256()
        for path in sorted(paths):
            inside = path.is_relative_to(self.root)
            digest.update(str(path.relative_to(self.root) if inside else path).encode())
            digest.update(path.read_bytes())
        return digest.hexdigest()
