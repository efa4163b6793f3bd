"""The package's layout: no import cycles, drawing apart from the engine.

Issue 10 ("A layout that shows the architecture"): ``svg`` imported ``hand`` and ``scoring``
while they imported ``svg`` back; ``quiz`` and ``worksheet`` imported each other. Imports
inside functions count too (a lazy import is still a dependency), imports under
``if TYPE_CHECKING:`` do not (they never run).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scopa_learn"
# A Card draws itself in a notebook (Card._repr_svg_), and the drawing needs the Card type:
# the one dependency that goes both ways, on purpose.
ALLOWED = {("scopa_learn.engine.cards", "scopa_learn.drawing.svg")}


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in PACKAGE.rglob("*.py")}


def _imports(module: str) -> set[str]:
    """The package's modules that ``module`` imports when it runs (lazily or not)."""
    path = MODULES[module]
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package[: len(package) - child.level + 1]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                for alias in child.names:
                    sub = f"{target}.{alias.name}"
                    found.add(sub if sub in MODULES else target)
            elif isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in found if m in MODULES and m != module and (module, m) not in ALLOWED}


def _cycle_from(start: str, graph: dict[str, set[str]]) -> list[str] | None:
    """A path of imports from ``start`` back to itself, if there is one."""
    stack, seen = [(start, [start])], set()
    while stack:
        node, path = stack.pop()
        for nxt in sorted(graph[node]):
            if nxt == start:
                return [*path, start]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, [*path, nxt]))
    return None


def test_no_module_imports_itself_back_through_others():
    graph = {m: _imports(m) for m in MODULES}
    cycles = [c for m in sorted(graph) if (c := _cycle_from(m, graph))]
    assert not cycles, " -> ".join(cycles[0])


def test_the_cycle_finder_sees_a_lazy_import_back():
    """The check above can fail: a lazy import closing a loop is a cycle."""
    graph = {"a": {"b"}, "b": set()}
    assert _cycle_from("a", graph) is None
    graph["b"] = {"a"}
    assert _cycle_from("a", graph) == ["a", "b", "a"]


def test_card_drawing_imports_only_value_types():
    """svg draws cards; the HTML of states and scores (display) is built on it, not in it."""
    assert _imports("scopa_learn.drawing.svg") <= {
        "scopa_learn.engine.cards", "scopa_learn.errors", "scopa_learn.words.messages", "scopa_learn.engine.rules"}
    assert "scopa_learn.drawing.svg" in _imports("scopa_learn.drawing.display")


def test_no_private_name_is_imported_from_another_module():
    """Helpers shared between modules are public in one place (e.g. quiz.read_seed)."""
    private = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module != "__future__":
                private += [f"{module}: {a.name}" for a in node.names
                            if a.name.startswith("_") and not a.name.startswith("__")]
    # The capture search's helpers: the one public way to find captures (issue 10, "One board
    # step") replaces them.
    left = {"scopa_learn.engine.state: _captures", "scopa_learn.engine.state: _sum_groups",
            "scopa_learn.players.heuristic: _captures", "scopa_learn.players.search: _captures"}
    assert set(private) <= left, sorted(set(private) - left)
