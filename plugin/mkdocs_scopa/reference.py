"""The API reference: one generated page per public module of the engine (mkdocstrings), so a
new module is documented without touching the nav. English only, on purpose (the Italian
Reference page says so and links to it)."""

from __future__ import annotations

from .project import Project

FOLDER = "reference"


def public_modules(project: Project) -> list[str]:
    """The package and its public modules and subpackages, in name order."""
    name = project.package_name
    names = [name]
    for path in sorted(project.package.iterdir()):
        if path.name.startswith("_"):
            continue
        if path.suffix == ".py" or (path / "__init__.py").exists():
            names.append(f"{name}.{path.stem}")
    return names


def page_uri(module: str) -> str:
    return f"{FOLDER}/{module}.md"


def page(module: str, package: str = "scopa_learn") -> str:
    """The Markdown of a module's reference page.

    >>> print(page("scopa_learn.engine"))
    # `scopa_learn.engine`
    <BLANKLINE>
    ::: scopa_learn.engine
        options:
          show_submodules: true
    <BLANKLINE>
    """
    options = "members: false" if module == package else "show_submodules: true"
    return f"# `{module}`\n\n::: {module}\n    options:\n      {options}\n"
