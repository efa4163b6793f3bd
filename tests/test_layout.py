"""The package's layout: no import cycles, and each layer imports only the layers below it.

Issue 10 ("A layout that shows the architecture"): ``svg`` imported ``hand`` and ``scoring``
while they imported ``svg`` back; ``quiz`` and ``worksheet`` imported each other. Issue 20:
the words apart from the rules. The layers, from the bottom:

* ``errors``; the message table and the helpers that say values (``words.messages``,
  ``words.lists``, ``words.cards``, ``words.odds``), which import nothing of the engine;
* the engine (``engine/``), which asks the words only for those (the sentences that explain
  its rules, ``words.captures``, are built on it, not in it), and draws nothing, but for the
  values that draw themselves in a notebook;
* drawing (``drawing/``), which reads only the engine's values (cards, rules);
* everything else.

Imports inside functions count too (a lazy import is still a dependency), imports under
``if TYPE_CHECKING:`` do not (they never run).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scopa_learn"
# A Card draws itself in a notebook (Card._repr_svg_), and the drawing needs the Card type:
# the one dependency that goes both ways, on purpose.
ALLOWED = {("scopa_learn.engine.cards", "scopa_learn.drawing.svg")}
#: The engine's values that draw themselves in a notebook (``_repr_svg_``, ``_repr_html_``):
#: the only imports of drawing from the engine.
NOTEBOOK_DISPLAY = {
    ("scopa_learn.engine.cards", "scopa_learn.drawing.svg"),
    ("scopa_learn.engine.state", "scopa_learn.drawing.display"),
    ("scopa_learn.engine.scoring", "scopa_learn.drawing.display"),
}
#: What the engine may ask of the words: the message table and the helpers that say values.
VALUE_WORDS = {"scopa_learn.words.messages", "scopa_learn.words.lists", "scopa_learn.words.cards",
               "scopa_learn.words.odds"}


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in PACKAGE.rglob("*.py")}


def _imports(module: str, allowed: set[tuple[str, str]] = ALLOWED) -> set[str]:
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
    return {m for m in found if m in MODULES and m != module and (module, m) not in allowed}


def _in(package: str) -> list[str]:
    return sorted(m for m in MODULES if m.startswith(f"scopa_learn.{package}."))


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
    assert _imports("scopa_learn.drawing.svg") == {
        "scopa_learn.engine.cards", "scopa_learn.errors", "scopa_learn.words.messages", "scopa_learn.engine.rules"}
    assert "scopa_learn.drawing.svg" in _imports("scopa_learn.drawing.display")


def test_drawing_reads_only_the_engines_values():
    engine = {m: {i for i in _imports(m) if i.startswith("scopa_learn.engine.")} for m in _in("drawing")}
    assert engine and all(found <= {"scopa_learn.engine.cards", "scopa_learn.engine.rules"}
                          for found in engine.values()), engine


def test_the_engine_draws_only_the_values_a_notebook_shows():
    drawn = {(m, i) for m in _in("engine") for i in _imports(m, set()) if i.startswith("scopa_learn.drawing.")}
    assert drawn == NOTEBOOK_DISPLAY


def test_the_engine_asks_the_words_only_for_the_message_table_and_the_value_helpers():
    asked = {(m, i) for m in _in("engine") for i in _imports(m) if i.startswith("scopa_learn.words.")}
    assert asked and {i for _, i in asked} <= VALUE_WORDS, sorted(asked)


def test_the_value_words_import_nothing_of_the_engine():
    """The bottom layer: the engine imports them, so they must not import it back."""
    assert VALUE_WORDS <= set(MODULES)
    found = {m: {i for i in _imports(m) if not i.startswith("scopa_learn.words.")} for m in VALUE_WORDS}
    assert all(i <= {"scopa_learn.errors"} for i in found.values()), found


def test_the_words_that_explain_captures_are_built_on_the_engine():
    assert "scopa_learn.engine.captures" in _imports("scopa_learn.words.captures")
    assert not any("scopa_learn.words.captures" in _imports(m) for m in _in("engine"))


def test_no_private_name_is_imported_from_another_module():
    """Helpers shared between modules are public in one place (e.g. quiz.read_seed)."""
    private = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module != "__future__":
                private += [f"{module}: {a.name}" for a in node.names
                            if a.name.startswith("_") and not a.name.startswith("__")]
    assert private == []


def test_no_module_imports_again_inside_a_function_what_it_imported_at_the_top():
    """A second import of the same name inside a function is dead code (svg's parse_cards did it)."""
    again = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {(n.module, n.level, a.name) for n in tree.body if isinstance(n, ast.ImportFrom) for a in n.names}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                again += [f"{module}.{node.name}: {a.name}" for n in ast.walk(node)
                          if isinstance(n, ast.ImportFrom) for a in n.names
                          if (n.module, n.level, a.name) in top]
    assert again == []
